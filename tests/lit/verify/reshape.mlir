// Verifier errors of stablehlo.reshape: one chunk per violated constraint of
// the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(result) = element_type(operand).
func.func @reshape_c1_element_type(%x: tensor<2x3xi32>) -> tensor<6xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op}}
  %0 = "stablehlo.reshape"(%x) : (tensor<2x3xi32>) -> tensor<6xf32>
  func.return %0 : tensor<6xf32>
}

// -----

// (C2) size(operand) = size(result).
func.func @reshape_c2_size(%x: tensor<2x3xi32>) -> tensor<7xi32> {
  // expected-error @+1 {{'stablehlo.reshape' op}}
  %0 = "stablehlo.reshape"(%x) : (tensor<2x3xi32>) -> tensor<7xi32>
  func.return %0 : tensor<7xi32>
}

// -----

// (C2): six elements do not fit a rank-0 result.
func.func @reshape_c2_to_rank0(%x: tensor<2x3xi32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reshape' op}}
  %0 = "stablehlo.reshape"(%x) : (tensor<2x3xi32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// (C2): an empty operand cannot become a non-empty result.
func.func @reshape_c2_from_empty(%x: tensor<0x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.reshape' op}}
  %0 = "stablehlo.reshape"(%x) : (tensor<0x3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
