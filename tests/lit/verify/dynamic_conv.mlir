// Verifier errors of stablehlo.dynamic_conv (the constraints it shares with
// convolution are tested in convolution.mlir; these are its own, and the
// shared verifier reached through it).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C4) The padding must be [N - 2, 2].
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x1xf32>, %padding: tensor<2x2xi64>) {
  // expected-error @+1 {{padding must have shape [1, 2] (C4)}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<2x2xi64>) -> tensor<1x4x1xf32>
  func.return
}

// -----

// (I3) The padding holds integers.
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x1xf32>, %padding: tensor<1x2xf32>) {
  // expected-error @+1 {{operand #2 must be ranked tensor of}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xf32>) -> tensor<1x4x1xf32>
  func.return
}

// -----

// (C25) With a constant padding the result shape is checked: [1, 0] gives 5
// windows of 2 over 6 elements, not 4.
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x1xf32>) {
  %padding = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
  // expected-error @+1 {{result}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x4x1xf32>
  func.return
}

// -----

// (C25) The batch and feature sizes are checked whatever the padding.
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x3xf32>, %padding: tensor<1x2xi64>) {
  // expected-error @+1 {{result}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x3xf32>, tensor<1x2xi64>) -> tensor<1x4x1xf32>
  func.return
}

// -----

// (C27) lhs and rhs element types agree.
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x1xf64>, %padding: tensor<1x2xi64>) {
  // expected-error @+1 {{lhs and rhs must have the same element type (C27)}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf64>, tensor<1x2xi64>) -> tensor<1x4x1xf32>
  func.return
}

// -----

// (C14) Kernel input features times feature_group_count equal the input's.
func.func @main(%lhs: tensor<1x5x4xf32>, %rhs: tensor<2x3x4xf32>, %padding: tensor<1x2xi64>) {
  // expected-error @+1 {{kernel input features 3 times feature_group_count must equal the input features 4 (C14)}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x4xf32>, tensor<2x3x4xf32>, tensor<1x2xi64>) -> tensor<1x4x4xf32>
  func.return
}

// -----

// (C3) Strides are positive.
func.func @main(%lhs: tensor<1x5x1xf32>, %rhs: tensor<2x1x1xf32>, %padding: tensor<1x2xi64>) {
  // expected-error @+1 {{window_strides must be positive (C2, C3)}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 0>,
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x4x1xf32>
  func.return
}
