// Verifier errors of stablehlo.dot_general: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) One lhs batching dimension, no rhs batching dimension.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{lhs and rhs batching dimensions differ in number}}
  %r = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [],
                                           lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>
  } : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C2) One lhs contracting dimension, two rhs contracting dimensions.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{lhs and rhs contracting dimensions differ in number}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0, 1] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// (C3) An lhs dimension both batching and contracting.
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions repeats 0}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return
}

// -----

// (C3) A repeated lhs contracting dimension.
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x3x3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions repeats 1}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1, 1] x [0, 1] : (tensor<3x3xf32>, tensor<3x3x3xf32>) -> tensor<3x3xf32>
  func.return
}

// -----

// (C3) A repeated lhs batching dimension.
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions repeats 0}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0, 0] x [0, 1], contracting_dims = [] x [] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3x3xf32>
  func.return
}

// -----

// (C4) An rhs dimension both batching and contracting.
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions repeats 1}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [1], contracting_dims = [1] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3xf32>
  func.return
}

// -----

// (C4) A repeated rhs contracting dimension.
func.func @main(%a: tensor<3x3x3xf32>, %b: tensor<3x3xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions repeats 0}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [0, 0] : (tensor<3x3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return
}

// -----

// (C5) An lhs batching dimension equal to the rank.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [2] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

// (C5) A negative lhs batching dimension.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value -1 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [-1] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

// (C6) An lhs contracting dimension equal to the rank.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C6) A negative lhs contracting dimension.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value -1 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [-1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C6) A contracting dimension of a 0-dimensional lhs.
func.func @main(%a: tensor<f32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{lhs batching and contracting dimensions value 0 is out of range [0, 0)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<f32>, tensor<3xf32>) -> tensor<f32>
  func.return
}

// -----

// (C7) An rhs batching dimension equal to the rank.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [2], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

// (C8) An rhs contracting dimension equal to the rank.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions value 2 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C8) A negative rhs contracting dimension.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{rhs batching and contracting dimensions value -2 is out of range [0, 2)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [-2] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C9) Batching dimensions of sizes 2 and 4.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) {
  // expected-error @+1 {{batching dimensions 0 and 0 differ in size}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2xf32>
  func.return
}

// -----

// (C9) The second pair of batching dimensions differs in size (sizes 2 and
// 3; the first pair matches).
func.func @main(%a: tensor<4x2x5xf32>, %b: tensor<3x4x5xf32>) {
  // expected-error @+1 {{batching dimensions 1 and 0 differ in size}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0, 1] x [1, 0], contracting_dims = [2] x [2] : (tensor<4x2x5xf32>, tensor<3x4x5xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

// (C10) Contracting dimensions of sizes 3 and 4.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>) {
  // expected-error @+1 {{contracting dimensions 1 and 0 differ in size}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C10) Pairs are matched in order: [0, 1] x [0, 1] pairs sizes 2-3 and
// 3-2 (the swapped order [0, 1] x [1, 0] would be valid).
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{contracting dimensions 0 and 0 differ in size}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0, 1] x [0, 1] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<f32>
  func.return
}

// -----

// (C11) One precision value: accepted as upstream's verifier does
// (docs/design.md); the product is 1*3 + 2*4.
func.func @one_precision() {
  %a = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[3.0], [4.0]]> : tensor<2x1xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT] : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  check.expect_eq_const %r, dense<11.0> : tensor<1x1xf32>
  func.return
}

// -----

// (C11) Three precision values.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{precision_config has 3 values, at most 2 (C11)}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH, HIGHEST] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C12) The rhs free dimension before the lhs one.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{expects result of shape [2, 4], got 'tensor<4x2xf32>'}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<4x2xf32>
  func.return
}

// -----

// (C12) The batching dimension not first.
func.func @main(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>) {
  // expected-error @+1 {{expects result of shape [5, 2, 4], got 'tensor<2x5x4xf32>'}}
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<5x2x3xf32>, tensor<5x3x4xf32>) -> tensor<2x5x4xf32>
  func.return
}

// -----

// (C12) A result with an extra dimension of size 1.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects result of shape [2], got 'tensor<2x1xf32>'}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x1xf32>
  func.return
}

// -----

// (C12) Without contracting dimensions the result is the outer product's
// shape, not the lhs shape.
func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{expects result of shape [2, 3], got 'tensor<2xf32>'}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [] x [] : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}
