// Verifier errors of stablehlo.transpose: one chunk per violated constraint
// of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(result) = element_type(operand).
func.func @transpose_c1_element_type(%x: tensor<2x3xi32>) -> tensor<3x2xi64> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi64>
  func.return %0 : tensor<3x2xi64>
}

// -----

// (C2) permutation is a permutation of range(rank(operand)): a repeat.
func.func @transpose_c2_repeat(%x: tensor<2x2xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 0, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// (C2): an index out of range.
func.func @transpose_c2_out_of_range(%x: tensor<2x2xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 0, 2>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// (C2): a negative index.
func.func @transpose_c2_negative(%x: tensor<2x2xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: -1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// (C2): the permutation is shorter than the rank.
func.func @transpose_c2_too_short(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 0>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3) shape(result) = dim(operand, permutation...).
func.func @transpose_c3_shape(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C3): the result rank differs.
func.func @transpose_c3_rank(%x: tensor<2x3xi32>) -> tensor<3x2x1xi32> {
  // expected-error @+1 {{'stablehlo.transpose' op}}
  %0 = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2x1xi32>
  func.return %0 : tensor<3x2x1xi32>
}
