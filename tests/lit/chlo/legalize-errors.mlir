// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file -verify-diagnostics %s

// The lowering needs static shapes for ragged_dot's masks and slices.
func.func @ragged_dot_dynamic(%l: tensor<?x4xf32>, %r: tensor<2x4x3xf32>, %g: tensor<2xi32>) -> tensor<?x3xf32> {
  // expected-error @+2 {{chlo-legalize-to-stablehlo: ragged_dot with dynamic shapes is not supported}}
  // expected-error @+1 {{failed to legalize operation 'chlo.ragged_dot' to stablehlo}}
  %d = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<?x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) -> tensor<?x3xf32>
  func.return %d : tensor<?x3xf32>
}

