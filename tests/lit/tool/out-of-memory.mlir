// Running out of memory is a runtime error of the op: the chunk fails with a
// located error, the output of earlier chunks is out, later chunks run.
// The result (4 GiB) is within --max-tensor-bytes but not within the 2 GB
// of address space `ulimit -v` leaves.
// UNSUPPORTED: asan
// RUN: not bash -c 'ulimit -v 2000000; interpreter-translate --interpret -split-input-file --max-tensor-bytes=8589934592 %s' > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// OUT: tensor<i32> {1}
// OUT: tensor<i32> {3}
// ERR: out-of-memory.mlir:19 offset :5:8: error: cannot allocate 4294967296 bytes for the result of stablehlo.broadcast_in_dim
// ERR-NOT: error

func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @main() -> tensor<1073741824xf32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1073741824xf32>
  func.return %1 : tensor<1073741824xf32>
}

// -----

func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<3> : tensor<i32>
  func.return %0 : tensor<i32>
}
