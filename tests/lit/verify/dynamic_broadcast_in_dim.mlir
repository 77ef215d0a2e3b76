// Verifier errors of stablehlo.dynamic_broadcast_in_dim: one chunk per
// violated constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(result) = element_type(operand).
func.func @dynamic_broadcast_in_dim_c1_element_type(%x: tensor<3xi32>, %s: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// (C2) size(broadcast_dimensions) = rank(operand).
func.func @dynamic_broadcast_in_dim_c2_size(%x: tensor<2x3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) broadcast_dimensions < rank(result).
func.func @dynamic_broadcast_in_dim_c3_too_large(%x: tensor<3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 2>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) 0 <= broadcast_dimensions.
func.func @dynamic_broadcast_in_dim_c3_negative(%x: tensor<1xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: -1>} : (tensor<1xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C4) is_unique(broadcast_dimensions).
func.func @dynamic_broadcast_in_dim_c4_duplicate(%x: tensor<1x1xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 0, 0>} : (tensor<1x1xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C5) dim(operand, d) = 1 or dim(operand, d) = dim(result, broadcast_dimensions[d]).
func.func @dynamic_broadcast_in_dim_c5_size_mismatch(%x: tensor<3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C7) size(output_dimensions) = rank(result).
func.func @dynamic_broadcast_in_dim_c7_output_dimensions_size(%x: tensor<3xi32>, %s: tensor<3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<3xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C8) is_unique(known_expanding_dimensions + known_nonexpanding_dimensions):
// a dimension in both lists.
func.func @dynamic_broadcast_in_dim_c8_overlap(%x: tensor<1x3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<1x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C8): a dimension repeated in one list.
func.func @dynamic_broadcast_in_dim_c8_repeat(%x: tensor<1x3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 0, 1>, known_expanding_dimensions = array<i64: 0, 0>} : (tensor<1x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C9) 0 <= known_expanding_dimensions < rank(operand).
func.func @dynamic_broadcast_in_dim_c9_expanding_range(%x: tensor<3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>, known_expanding_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C10) 0 <= known_nonexpanding_dimensions < rank(operand).
func.func @dynamic_broadcast_in_dim_c10_nonexpanding_range(%x: tensor<3xi32>, %s: tensor<2xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>, known_nonexpanding_dimensions = array<i64: -1>} : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (I2) output_dimensions is a 1-dimensional tensor of integer type.
func.func @dynamic_broadcast_in_dim_i2_float_shape(%x: tensor<3xi32>, %s: tensor<2xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<2xf32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (I2): a rank-2 output_dimensions.
func.func @dynamic_broadcast_in_dim_i2_rank2_shape(%x: tensor<3xi32>, %s: tensor<2x1xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_broadcast_in_dim' op}}
  %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s) {broadcast_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}
