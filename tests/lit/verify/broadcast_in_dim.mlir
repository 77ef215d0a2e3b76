// Verifier errors of stablehlo.broadcast_in_dim: one chunk per violated
// constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(result) = element_type(operand).
func.func @broadcast_in_dim_c1_element_type(%x: tensor<3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// (C2) size(broadcast_dimensions) = rank(operand): too few.
func.func @broadcast_in_dim_c2_too_few(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C2) size(broadcast_dimensions) = rank(operand): too many.
func.func @broadcast_in_dim_c2_too_many(%x: tensor<3xi32>) -> tensor<3x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<3xi32>) -> tensor<3x3xi32>
  func.return %0 : tensor<3x3xi32>
}

// -----

// (C3) 0 <= broadcast_dimensions < rank(result): too large.
func.func @broadcast_in_dim_c3_too_large(%x: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 2>} : (tensor<3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) 0 <= broadcast_dimensions < rank(result): negative.
func.func @broadcast_in_dim_c3_negative(%x: tensor<1xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: -1>} : (tensor<1xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C4) is_unique(broadcast_dimensions).
func.func @broadcast_in_dim_c4_duplicate(%x: tensor<1x1xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 1, 1>} : (tensor<1x1xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, broadcast_dimensions[d]).
func.func @broadcast_in_dim_c5_size_mismatch(%x: tensor<3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C5): a size-2 dimension does not expand to size 4.
func.func @broadcast_in_dim_c5_no_expansion(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.broadcast_in_dim' op}}
  %0 = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 0>} : (tensor<2xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
