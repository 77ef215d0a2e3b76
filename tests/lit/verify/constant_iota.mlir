// Verifier and parse errors of stablehlo.constant and stablehlo.iota.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// constant (C1) type(value) = type(output).
func.func @constant_type_mismatch() -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.constant' op requires value of type 'tensor<2xi64>' for a result of type 'tensor<2xi64>', got 'tensor<2xi32>' (C1)}}
  %0 = "stablehlo.constant"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

// constant (C1): shapes differ.
func.func @constant_shape_mismatch() -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.constant' op requires value of type 'tensor<3xf32>' for a result of type 'tensor<3xf32>', got 'tensor<2xf32>' (C1)}}
  %0 = "stablehlo.constant"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// constant: signed integers are spelled i32 here, si32 is not an element type.
func.func @constant_si32() -> tensor<2xsi32> {
  // expected-error-re @+1 {{'stablehlo.constant' op result #0 must be ranked tensor of bool or {{.*}} values, but got 'tensor<2xsi32>'}}
  %0 = stablehlo.constant dense<1> : tensor<2xsi32>
  func.return %0 : tensor<2xsi32>
}

// -----

// constant: index is not an element type.
func.func @constant_index() -> tensor<2xindex> {
  // expected-error-re @+1 {{'stablehlo.constant' op result #0 must be ranked tensor of bool or {{.*}} values, but got 'tensor<2xindex>'}}
  %0 = stablehlo.constant dense<1> : tensor<2xindex>
  func.return %0 : tensor<2xindex>
}

// -----

// constant: the value is a tensor constant.
func.func @constant_scalar_attribute() -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.constant' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  %0 = "stablehlo.constant"() {value = 1 : i32} : () -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// constant: the value is required.
func.func @constant_no_value() -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.constant' op requires attribute 'value'}}
  %0 = "stablehlo.constant"() : () -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// Parse error: the pretty form takes an elements attribute.
func.func @constant_pretty_scalar() -> tensor<i32> {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = stablehlo.constant 1 : i32
  func.return %0 : tensor<i32>
}

// -----

// Parse error: the literal has three elements, the type two.
func.func @constant_literal_shape() -> tensor<2xi32> {
  // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// Parse error: the pretty form needs the type of the literal.
func.func @constant_untyped() -> tensor<i32> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.constant dense<1>
  func.return %0 : tensor<i32>
}

// -----

// iota (C1) iota_dimension < rank(output).
func.func @iota_dimension_too_large() -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.iota' op requires iota_dimension < rank(output) = 1 (C1)}}
  %0 = stablehlo.iota dim = 1 : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// iota (C1): a rank-0 output has no dimension to count along.
func.func @iota_rank0() -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.iota' op requires iota_dimension < rank(output) = 0 (C1)}}
  %0 = stablehlo.iota dim = 0 : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// iota (C1): rank 3 has dimensions 0, 1 and 2.
func.func @iota_dimension_rank3() -> tensor<2x3x4xf32> {
  // expected-error @+1 {{'stablehlo.iota' op requires iota_dimension < rank(output) = 3 (C1)}}
  %0 = stablehlo.iota dim = 3 : tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}

// -----

// iota (C1) 0 <= iota_dimension.
func.func @iota_dimension_negative() -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.iota' op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = stablehlo.iota dim = -1 : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// iota (I1): iota_dimension is a 64-bit integer.
func.func @iota_dimension_i32() -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.iota' op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.iota"() {iota_dimension = 0 : i32} : () -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// iota: iota_dimension is required.
func.func @iota_no_dimension() -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.iota' op requires attribute 'iota_dimension'}}
  %0 = "stablehlo.iota"() : () -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// iota: integer widths are 2, 4, 8, 16, 32 or 64.
func.func @iota_ui128() -> tensor<4xui128> {
  // expected-error-re @+1 {{'stablehlo.iota' op result #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or {{.*}} values, but got 'tensor<4xui128>'}}
  %0 = stablehlo.iota dim = 0 : tensor<4xui128>
  func.return %0 : tensor<4xui128>
}

// -----

// Parse error: the pretty form is `dim = N`.
func.func @iota_no_equal() -> tensor<4xi32> {
  // expected-error @+1 {{expected '='}}
  %0 = stablehlo.iota dim 0 : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// Parse error: the pretty form starts with `dim`.
func.func @iota_no_dim_keyword() -> tensor<4xi32> {
  // expected-error @+1 {{expected 'dim'}}
  %0 = stablehlo.iota 0 : tensor<4xi32>
  func.return %0 : tensor<4xi32>
}
