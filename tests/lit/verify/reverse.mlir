// Verifier errors of stablehlo.reverse: one chunk per violated constraint of
// the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) type(operand) = type(result): element types differ.
func.func @reverse_c1_element_type(%x: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (C1) type(operand) = type(result): shapes differ.
func.func @reverse_c1_shape(%x: tensor<2x3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return %0 : tensor<3x2xi32>
}

// -----

// (C2) is_unique(dimensions).
func.func @reverse_c2_duplicate(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 1, 1>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) dimensions < rank(result).
func.func @reverse_c3_too_large(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 2>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) 0 <= dimensions.
func.func @reverse_c3_negative(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: -1>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3): a rank-0 operand has no dimension 0.
func.func @reverse_c3_rank0(%x: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reverse' op}}
  %0 = "stablehlo.reverse"(%x) {dimensions = array<i64: 0>} : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}
