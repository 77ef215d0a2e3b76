// -split-input-file --results-npy=DIR: the results of chunk N (counted
// from 1) go to DIR/chunkN/result<i>.npy, so that no chunk overwrites
// another's (issue 29). An unsplit input writes DIR/result<i>.npy as before.
// RUN: rm -rf %t && interpreter-translate --interpret -split-input-file %s --results-npy=%t
// RUN: ls %t %t/chunk1 %t/chunk2 | FileCheck %s --check-prefix=FILES
// FILES: chunk1
// FILES-NEXT: chunk2
// FILES: result0.npy
// FILES: result0.npy
// FILES-NEXT: result1.npy

// Each chunk's values read back (as --args-npy) are its own: 7, then 8, 9.
// RUN: interpreter-translate --interpret --entry=id %S/Inputs/identity_i32.mlir --args-npy=%t/chunk1/result0.npy | FileCheck %s --check-prefix=ONE
// ONE: tensor<i32> {7}
// RUN: interpreter-translate --interpret --entry=id %S/Inputs/identity_i32.mlir --args-npy=%t/chunk2/result1.npy | FileCheck %s --check-prefix=TWO
// TWO: tensor<i32> {9}

func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<7> : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @main() -> (tensor<i32>, tensor<i32>) {
  %0 = stablehlo.constant dense<8> : tensor<i32>
  %1 = stablehlo.constant dense<9> : tensor<i32>
  func.return %0, %1 : tensor<i32>, tensor<i32>
}
