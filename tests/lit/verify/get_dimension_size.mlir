// Verifier errors of stablehlo.get_dimension_size: one chunk per violated
// constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) dimension < rank(operand).
func.func @get_dimension_size_c1_too_large(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op}}
  %0 = "stablehlo.get_dimension_size"(%x) {dimension = 2 : i64} : (tensor<2x3xf32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// (C1) 0 <= dimension.
func.func @get_dimension_size_c1_negative(%x: tensor<2x3xf32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op}}
  %0 = "stablehlo.get_dimension_size"(%x) {dimension = -1 : i64} : (tensor<2x3xf32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// (C1): a rank-0 operand has no dimensions.
func.func @get_dimension_size_c1_rank0(%x: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op}}
  %0 = "stablehlo.get_dimension_size"(%x) {dimension = 0 : i64} : (tensor<f32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// Output: a 0-dimensional tensor of type si32, not si64.
func.func @get_dimension_size_result_i64(%x: tensor<2x3xf32>) -> tensor<i64> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op}}
  %0 = "stablehlo.get_dimension_size"(%x) {dimension = 0 : i64} : (tensor<2x3xf32>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

// -----

// Output: a 0-dimensional tensor, not rank 1.
func.func @get_dimension_size_result_rank1(%x: tensor<2x3xf32>) -> tensor<1xi32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' op}}
  %0 = "stablehlo.get_dimension_size"(%x) {dimension = 0 : i64} : (tensor<2x3xf32>) -> tensor<1xi32>
  func.return %0 : tensor<1xi32>
}
