// Every chunk runs even after one fails, and the exit code reports the failure.
// RUN: not interpreter-translate --interpret -split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --implicit-check-not=chunks: < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// The run closes with its count on stderr (not in the output).
// RUN: tail -n 1 %t.err | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: {{^}}interpreter-translate: chunks: 4 run, 2 passed, 2 failed{{$}}

// OUT: tensor<i32> {1}
func.func @first() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// ERR: split-chunks.mlir:{{[0-9]+}} offset :{{[0-9]+}}:3: error: expect_eq failed
// OUT-NOT: tensor<i32> {2}
func.func @second() -> tensor<i32> {
  %0 = stablehlo.constant dense<2> : tensor<i32>
  check.expect_eq_const %0, dense<3> : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// ERR: split-chunks.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: custom op 'stablehlo.no_such_op' is unknown
func.func @third() {
  %0 = stablehlo.no_such_op : tensor<i32>
  func.return
}

// -----

// OUT: tensor<i32> {4}
func.func @fourth() -> tensor<i32> {
  %0 = stablehlo.constant dense<4> : tensor<i32>
  func.return %0 : tensor<i32>
}
