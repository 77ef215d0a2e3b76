// Malformed programs, unknown ops and verifier errors end in a located error
// and exit code 1, never a crash.
// RUN: not interpreter-translate --interpret -split-input-file --max-tensor-bytes=8589934592 %s 2>&1 | FileCheck %s

// CHECK: bad-input.mlir:{{[0-9]+}} offset :{{[0-9]+}}:35: error: expected ':'
func.func @malformed() {
  %0 = stablehlo.constant dense<1> tensor<i32>
  func.return
}

// -----

// CHECK: bad-input.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: Dialect `mystery' not found for custom op 'mystery.op'
func.func @unknown_dialect() {
  %0 = mystery.op : tensor<i32>
  func.return
}

// -----

// CHECK: bad-input.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: 'stablehlo.add' op
func.func @verifier_error() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = "stablehlo.add"(%0, %0) : (tensor<i32>, tensor<i32>) -> tensor<f32>
  func.return
}

// -----

// CHECK: bad-input.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: integer division by zero at index [1]
func.func @division_by_zero() {
  %0 = stablehlo.constant dense<[6, 7]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %2 = stablehlo.divide %0, %1 : tensor<2xi32>
  func.return
}

// -----

// CHECK: error: integer remainder by zero at index []
func.func @remainder_by_zero() {
  %0 = stablehlo.constant dense<7> : tensor<ui8>
  %1 = stablehlo.constant dense<0> : tensor<ui8>
  %2 = stablehlo.remainder %0, %1 : tensor<ui8>
  func.return
}

// -----

// CHECK: bad-input.mlir:{{[0-9]+}} offset :{{[0-9]+}}:8: error: result type 'tensor<100000000000x100000xf32>' needs more than the 8589934592 bytes the interpreter allows for one tensor
func.func @huge_constant() {
  %0 = stablehlo.constant dense<0.0> : tensor<100000000000x100000xf32>
  func.return
}

// -----

// CHECK: error: result type 'tensor<9223372036854775807xi8>' needs more than
func.func @huge_iota() {
  %0 = stablehlo.iota dim = 0 : tensor<9223372036854775807xi8>
  func.return
}

// -----

// CHECK: error: the interpreter does not support custom_call @no.such.target
func.func @unknown_custom_call() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  stablehlo.custom_call @no.such.target(%0) : (tensor<i32>) -> ()
  func.return
}

// -----

// CHECK: error: the module has 2 functions and none is @main, and not every public function is a test without arguments; choose one with --entry=<name>
func.func @a() {
  func.return
}
func.func @b(%x: tensor<i32>) {
  func.return
}
