// Verifier errors of stablehlo.dynamic_update_slice: one chunk per violated
// constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) type(operand) = type(result): element types differ.
func.func @dynamic_update_slice_c1_element_type(%x: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// (C1) type(operand) = type(result): shapes differ.
func.func @dynamic_update_slice_c1_shape(%x: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) -> tensor<5xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<5xi32>
  func.return %0 : tensor<5xi32>
}

// -----

// (C2) element_type(update) = element_type(operand).
func.func @dynamic_update_slice_c2_update_element_type(%x: tensor<4xi32>, %u: tensor<2xf32>, %i: tensor<i64>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4xi32>, tensor<2xf32>, tensor<i64>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C3) rank(update) = rank(operand).
func.func @dynamic_update_slice_c3_update_rank(%x: tensor<4x4xi32>, %u: tensor<2xi32>, %i: tensor<i64>) -> tensor<4x4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i, %i) : (tensor<4x4xi32>, tensor<2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  func.return %0 : tensor<4x4xi32>
}

// -----

// (C4) size(start_indices) = rank(operand).
func.func @dynamic_update_slice_c4_index_count(%x: tensor<4x4xi32>, %u: tensor<2x2xi32>, %i: tensor<i64>) -> tensor<4x4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>) -> tensor<4x4xi32>
  func.return %0 : tensor<4x4xi32>
}

// -----

// (C5) same(type(start_indices...)).
func.func @dynamic_update_slice_c5_index_types(%x: tensor<4x4xi32>, %u: tensor<2x2xi32>, %i: tensor<i64>, %j: tensor<ui64>) -> tensor<4x4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i, %j) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<ui64>) -> tensor<4x4xi32>
  func.return %0 : tensor<4x4xi32>
}

// -----

// (C6) shape(update) <= shape(operand).
func.func @dynamic_update_slice_c6_update_too_large(%x: tensor<4xi32>, %u: tensor<5xi32>, %i: tensor<i64>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4xi32>, tensor<5xi32>, tensor<i64>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (I3) start indices are 0-dimensional integer tensors.
func.func @dynamic_update_slice_i3_float_index(%x: tensor<4xi32>, %u: tensor<2xi32>, %i: tensor<f32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_update_slice' op}}
  %0 = "stablehlo.dynamic_update_slice"(%x, %u, %i) : (tensor<4xi32>, tensor<2xi32>, tensor<f32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}
