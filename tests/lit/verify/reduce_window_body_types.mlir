// reduce_window: the body returns its argument types (C13), and there are
// as many init values as inputs (C1).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) Three operands: the inputs and init values cannot be as many.
func.func @main(%i: tensor<i32>) {
  // expected-error @+1 {{(C1)}}
  %r = "stablehlo.reduce_window"(%i, %i, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) {window_dimensions = array<i64>} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C13) The body takes i32 but returns i64.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{C13}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %c = stablehlo.convert %x : (tensor<i32>) -> tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) The body returns a 1-dimensional tensor.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{C13}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %b = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<i32>) -> tensor<1xi32>
    stablehlo.return %b : tensor<1xi32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) With two inputs, the body returns its values in the wrong order.
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{C13}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x1, %x0 : tensor<i32>, tensor<f32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return
}
