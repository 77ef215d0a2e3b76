// Verifier errors of stablehlo.concatenate: one chunk per violated constraint
// of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) same(element_type(inputs...)).
func.func @concatenate_c1_element_types(%a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xi32>, tensor<2xf32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C2) same(shape(inputs...)) except for dim(inputs..., dimension).
func.func @concatenate_c2_other_dimension(%a: tensor<2x3xi32>, %b: tensor<2x2xi32>) -> tensor<4x3xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<4x3xi32>
  func.return %0 : tensor<4x3xi32>
}

// -----

// (C2): ranks differ.
func.func @concatenate_c2_rank(%a: tensor<2xi32>, %b: tensor<2x1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C3) 0 < size(inputs).
func.func @concatenate_c3_no_inputs() -> tensor<0xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"() {dimension = 0 : i64} : () -> tensor<0xi32>
  func.return %0 : tensor<0xi32>
}

// -----

// (C4) dimension < rank(inputs[0]).
func.func @concatenate_c4_too_large(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 1 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C4) 0 <= dimension.
func.func @concatenate_c4_negative(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = -1 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// (C4): rank-0 inputs have no dimension to concatenate along.
func.func @concatenate_c4_rank0(%a: tensor<i32>, %b: tensor<i32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (C5) element_type(result) = element_type(inputs[0]).
func.func @concatenate_c5_result_element_type(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// (C6) dim(result, dimension) = dim(inputs[0], dimension) + ...
func.func @concatenate_c6_concatenated_size(%a: tensor<2xi32>, %b: tensor<3xi32>) -> tensor<6xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2xi32>, tensor<3xi32>) -> tensor<6xi32>
  func.return %0 : tensor<6xi32>
}

// -----

// (C6) shape(result) = shape(inputs[0]) in the other dimensions.
func.func @concatenate_c6_other_size(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<3x4xi32> {
  // expected-error @+1 {{'stablehlo.concatenate' op}}
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<3x4xi32>
  func.return %0 : tensor<3x4xi32>
}
