// Verifier errors of stablehlo.dynamic_iota: one chunk per violated
// constraint of the specification.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) iota_dimension < size(output_shape).
func.func @dynamic_iota_c1_too_large(%s: tensor<2xi64>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op}}
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 2 : i64} : (tensor<2xi64>) -> tensor<3x2xi32>
  func.return %0 : tensor<3x2xi32>
}

// -----

// (C1) 0 <= iota_dimension.
func.func @dynamic_iota_c1_negative(%s: tensor<2xi64>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op}}
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = -1 : i64} : (tensor<2xi64>) -> tensor<3x2xi32>
  func.return %0 : tensor<3x2xi32>
}

// -----

// (C2) rank(result) = size(output_shape).
func.func @dynamic_iota_c2_rank(%s: tensor<2xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op}}
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<2xi64>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// (I1) output_shape is a 1-dimensional tensor: rank 0.
func.func @dynamic_iota_i1_rank0_shape(%s: tensor<i64>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op}}
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<i64>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}

// -----

// (I1) output_shape is of integer type.
func.func @dynamic_iota_i1_float_shape(%s: tensor<1xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op}}
  %0 = "stablehlo.dynamic_iota"(%s) {iota_dimension = 0 : i64} : (tensor<1xf32>) -> tensor<3xi32>
  func.return %0 : tensor<3xi32>
}
