// Verifier errors of stablehlo.dynamic_slice: one chunk per violated
// constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(operand) = element_type(result).
func.func @dynamic_slice_c1_element_type(%x: tensor<4xi32>, %i: tensor<i64>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) {slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<i64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (C2) size(start_indices) = rank(operand): one index for a rank-2 operand.
func.func @dynamic_slice_c2_index_count(%x: tensor<4x4xi32>, %i: tensor<i64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) {slice_sizes = array<i64: 2, 2>} : (tensor<4x4xi32>, tensor<i64>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// (C2) size(slice_sizes) = rank(operand).
func.func @dynamic_slice_c2_sizes_count(%x: tensor<4x4xi32>, %i: tensor<i64>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i, %i) {slice_sizes = array<i64: 2>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (C3) same(type(start_indices...)).
func.func @dynamic_slice_c3_index_types(%x: tensor<4x4xi32>, %i: tensor<i32>, %j: tensor<i64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i, %j) {slice_sizes = array<i64: 2, 2>} : (tensor<4x4xi32>, tensor<i32>, tensor<i64>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// (C4) slice_sizes <= shape(operand).
func.func @dynamic_slice_c4_too_large(%x: tensor<4x4xi32>, %i: tensor<i64>) -> tensor<5x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i, %i) {slice_sizes = array<i64: 5, 2>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<5x2xi32>
  func.return %0 : tensor<5x2xi32>
}

// -----

// (C4) 0 <= slice_sizes.
func.func @dynamic_slice_c4_negative(%x: tensor<4x4xi32>, %i: tensor<i64>) -> tensor<0x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i, %i) {slice_sizes = array<i64: -1, 2>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<0x2xi32>
  func.return %0 : tensor<0x2xi32>
}

// -----

// (C5) shape(result) = slice_sizes.
func.func @dynamic_slice_c5_shape(%x: tensor<4x4xi32>, %i: tensor<i64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i, %i) {slice_sizes = array<i64: 2, 2>} : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (I2) start indices are 0-dimensional tensors.
func.func @dynamic_slice_i2_rank1_index(%x: tensor<4xi32>, %i: tensor<1xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) {slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<1xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (I2) start indices are of integer type.
func.func @dynamic_slice_i2_float_index(%x: tensor<4xi32>, %i: tensor<f32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_slice' op}}
  %0 = "stablehlo.dynamic_slice"(%x, %i) {slice_sizes = array<i64: 2>} : (tensor<4xi32>, tensor<f32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
