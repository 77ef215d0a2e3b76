// Verifier errors of stablehlo.dynamic_reshape: one chunk per violated
// constraint of the specification that can be checked from the types.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(result) = element_type(operand).
func.func @dynamic_reshape_c1_element_type(%x: tensor<6xi32>, %s: tensor<2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// (C2) size(operand) = size(result), both static.
func.func @dynamic_reshape_c2_size(%x: tensor<6xi32>, %s: tensor<2xi64>) -> tensor<2x4xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x4xi32>
  func.return %0 : tensor<2x4xi32>
}

// -----

// (C4) size(output_shape) = rank(result).
func.func @dynamic_reshape_c4_shape_size(%x: tensor<6xi32>, %s: tensor<3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<6xi32>, tensor<3xi64>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// (C4) with a dynamic result type.
func.func @dynamic_reshape_c4_dynamic_result(%x: tensor<6xi32>, %s: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<6xi32>, tensor<1xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// (I2) output_shape is a 1-dimensional tensor: rank 0.
func.func @dynamic_reshape_i2_rank0_shape(%x: tensor<1xi32>, %s: tensor<i64>) -> tensor<1xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<1xi32>, tensor<i64>) -> tensor<1xi32>
  func.return %0 : tensor<1xi32>
}

// -----

// (I2) output_shape is of integer type.
func.func @dynamic_reshape_i2_float_shape(%x: tensor<6xi32>, %s: tensor<2xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_reshape' op}}
  %0 = "stablehlo.dynamic_reshape"(%x, %s) : (tensor<6xi32>, tensor<2xf32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}
