// Verifier errors of stablehlo.pad: one chunk per violated constraint of the
// specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(operand) = element_type(padding_value).
func.func @pad_c1_padding_value_type(%x: tensor<3xi32>, %pv: tensor<f32>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi32>, tensor<f32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// (C1) element_type(operand) = element_type(result).
func.func @pad_c1_result_type(%x: tensor<3xi32>, %pv: tensor<i32>) -> tensor<3xi64> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi64>
  func.return %0 : tensor<3xi64>
}

// -----

// (C2) size(edge_padding_low) = rank(operand).
func.func @pad_c2_low_size(%x: tensor<2x3xi32>, %pv: tensor<i32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C2) size(edge_padding_high) = rank(operand).
func.func @pad_c2_high_size(%x: tensor<2x3xi32>, %pv: tensor<i32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C2) size(interior_padding) = rank(operand).
func.func @pad_c2_interior_size(%x: tensor<2x3xi32>, %pv: tensor<i32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0, 0>, edge_padding_high = array<i64: 0, 0>, interior_padding = array<i64: 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) 0 <= interior_padding (the result shape follows (C4) with -1).
func.func @pad_c3_negative_interior(%x: tensor<3xi32>, %pv: tensor<i32>) -> tensor<1xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: -1>} : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
  func.return %0 : tensor<1xi32>
}

// -----

// (C4) shape(result) = shape(operand) + edge_padding_low
//      + max(shape(operand) - 1, 0) * interior_padding + edge_padding_high.
func.func @pad_c4_shape(%x: tensor<3xi32>, %pv: tensor<i32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C4): interior padding counts shape - 1 times, not shape times.
func.func @pad_c4_interior_count(%x: tensor<3xi32>, %pv: tensor<i32>) -> tensor<6xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  func.return %0 : tensor<6xi32>
}

// -----

// (C4): the result rank differs.
func.func @pad_c4_rank(%x: tensor<3xi32>, %pv: tensor<i32>) -> tensor<3x1xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<3x1xi32>
  func.return %0 : tensor<3x1xi32>
}

// -----

// (I2) padding_value is a 0-dimensional tensor.
func.func @pad_i2_padding_value_rank(%x: tensor<3xi32>, %pv: tensor<1xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.pad' op}}
  %0 = "stablehlo.pad"(%x, %pv) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 0>} : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}
