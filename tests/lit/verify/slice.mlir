// Verifier errors of stablehlo.slice: one chunk per violated constraint of
// the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(operand) = element_type(result).
func.func @slice_c1_element_type(%x: tensor<4xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (C2) size(start_indices) = size(limit_indices) = size(strides) = rank(operand):
// start_indices is too short.
func.func @slice_c2_start_size(%x: tensor<4x4xi32>) -> tensor<1x1xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 1, 1>, strides = array<i64: 1, 1>} : (tensor<4x4xi32>) -> tensor<1x1xi32>
  func.return %0 : tensor<1x1xi32>
}

// -----

// (C2): all three agree with each other but not with the rank.
func.func @slice_c2_rank(%x: tensor<4x4xi32>) -> tensor<2x4xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>} : (tensor<4x4xi32>) -> tensor<2x4xi32>
  func.return %0 : tensor<2x4xi32>
}

// -----

// (C2): strides is too long.
func.func @slice_c2_strides_size(%x: tensor<4xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1, 1>} : (tensor<4xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (C3) 0 <= start_indices: negative start.
func.func @slice_c3_negative_start(%x: tensor<4xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: -1>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (C3) start_indices <= limit_indices.
func.func @slice_c3_start_after_limit(%x: tensor<4xi32>) -> tensor<0xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 3>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<0xi32>
  func.return %0 : tensor<0xi32>
}

// -----

// (C3) limit_indices <= shape(operand).
func.func @slice_c3_limit_past_end(%x: tensor<4xi32>) -> tensor<5xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 5>, strides = array<i64: 1>} : (tensor<4xi32>) -> tensor<5xi32>
  func.return %0 : tensor<5xi32>
}

// -----

// (C4) 0 < strides: zero.
func.func @slice_c4_zero_stride(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 0>} : (tensor<4xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C4) 0 < strides: negative.
func.func @slice_c4_negative_stride(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: -1>} : (tensor<4xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C5) shape(result) = ceil((limit_indices - start_indices) / strides).
func.func @slice_c5_shape(%x: tensor<4xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 2>} : (tensor<4xi32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// (C5): rounding down instead of up is wrong too (ceil(3 / 2) = 2).
func.func @slice_c5_rounding(%x: tensor<4xi32>) -> tensor<1xi32> {
  // expected-error @+1 {{'stablehlo.slice' op}}
  %0 = "stablehlo.slice"(%x) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, strides = array<i64: 2>} : (tensor<4xi32>) -> tensor<1xi32>
  func.return %0 : tensor<1xi32>
}
