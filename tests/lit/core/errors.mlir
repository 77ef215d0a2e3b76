// Runtime errors of the core dialects' ops, each a located error at the
// op: where arith and tensor leave the result undefined, where shapes do
// not fit, failed assertions and constraints, and ops without an
// evaluator (named).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() -> i32 {
  %a = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  // expected-error @+1 {{integer division by zero}}
  %d = arith.divsi %a, %z : i32
  func.return %d : i32
}

// -----

func.func @main() -> i8 {
  %a = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  // expected-error @+1 {{signed integer division overflows}}
  %d = arith.divsi %a, %m1 : i8
  func.return %d : i8
}

// -----

func.func @main() -> i8 {
  %a = arith.constant 1 : i8
  %s = arith.constant 8 : i8
  // expected-error @+1 {{shift amount is not less than the bit width}}
  %d = arith.shli %a, %s : i8
  func.return %d : i8
}

// -----

func.func @main() -> i8 {
  %a = arith.constant 300.0 : f32
  // expected-error @+1 {{the float 3.000000e+02 is out of the range of 'i8'}}
  %d = arith.fptosi %a : f32 to i8
  func.return %d : i8
}

// -----

func.func @main() {
  %false = arith.constant false
  // expected-error @+1 {{assertion failed: shapes must agree}}
  cf.assert %false, "shapes must agree"
  func.return
}

// -----

func.func @main() -> i32 {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %c2 = arith.constant 2 : index
  // expected-error @+1 {{index [2] is out of bounds of shape [2]}}
  %e = tensor.extract %x[%c2] : tensor<2xi32>
  func.return %e : i32
}

// -----

func.func @main() -> tensor<3xi32> {
  %s = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %x = tensor.cast %s : tensor<2xi32> to tensor<?xi32>
  // expected-error @+1 {{the result has shape [2] at run time, which 'tensor<3xi32>' does not allow}}
  %c = tensor.cast %x : tensor<?xi32> to tensor<3xi32>
  func.return %c : tensor<3xi32>
}

// -----

func.func @main() -> index {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{dimension 1 is out of range of a tensor of rank 1}}
  %d = tensor.dim %x, %c1 : tensor<2xi32>
  func.return %d : index
}

// -----

func.func @main() -> tensor<?xindex> {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 3] : tensor<2xindex>
  // expected-error @+1 {{shapes [2, 3] and [4, 3] do not broadcast}}
  %c = shape.broadcast %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>
  func.return %c : tensor<?xindex>
}

// -----

func.func @main() {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [2, 4] : tensor<2xindex>
  // expected-error @+1 {{shapes [2, 3] and [2, 4] are not equal}}
  %w = shape.cstr_eq %a, %b : tensor<2xindex>, tensor<2xindex>
  func.return
}

// -----

func.func @main() -> i32 {
  %a = arith.constant 1 : i32
  // expected-error @+1 {{the interpreter does not support 'arith.addui_extended'}}
  %s, %o = arith.addui_extended %a, %a : i32, i1
  func.return %s : i32
}

// -----

func.func @main() -> tensor<4xi32> {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %z = arith.constant 0 : i32
  // expected-error @+1 {{the interpreter does not support 'tensor.pad'}}
  %p = tensor.pad %x low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : i32
  } : tensor<2xi32> to tensor<4xi32>
  func.return %p : tensor<4xi32>
}

