// Verifier and parse errors of stablehlo.reduce_precision: element types,
// operand/output types (C1), the bit counts (C2), (C3), and the `format = eXmY`
// keyword of the pretty form.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C2) 1 <= exponent_bits.
func.func @zero_exponent_bits(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires exponent_bits >= 1 (C2)}}
  %0 = stablehlo.reduce_precision %a, format = e0m10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (C2) in the generic form.
func.func @generic_zero_exponent_bits(%a: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires exponent_bits >= 1 (C2)}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 2 : i32} : (tensor<2xf16>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

// (I2) exponent_bits is a 32-bit integer.
func.func @exponent_bits_i64(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'exponent_bits' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i64, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (I3) mantissa_bits is a 32-bit integer.
func.func @mantissa_bits_float(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op attribute 'mantissa_bits' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (I3) mantissa_bits is required.
func.func @no_mantissa_bits(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires attribute 'mantissa_bits'}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// (I1) the operand is a tensor of floating-point type.
func.func @integer_operand(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error-re @+1 {{'stablehlo.reduce_precision' op operand #0 must be ranked tensor of f4E2M1FN type or {{.*}} or tf32 type values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// (I1): complex is not floating-point.
func.func @complex_operand(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error-re @+1 {{'stablehlo.reduce_precision' op operand #0 must be ranked tensor of f4E2M1FN type or {{.*}} or tf32 type values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

// (C1) type(operand) = type(output): element types differ.
func.func @output_element(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires the same type for all operands and results}}
  %0 = stablehlo.reduce_precision %a, format = e5m10 : (tensor<2xf32>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

// (C1): shapes differ.
func.func @output_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// Parse error: trailing characters after the mantissa bits.
func.func @format_trailing(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = e5m10x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the exponent comes first.
func.func @format_swapped(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = m10e5 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the mantissa bits are missing.
func.func @format_no_mantissa(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = e5 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the mantissa count is missing after `m`.
func.func @format_empty_mantissa(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = e5m : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the exponent count is missing after `e`.
func.func @format_empty_exponent(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = em10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the keyword is lower case.
func.func @format_upper_case(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = E5M10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: counts are decimal.
func.func @format_hex(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = e0x5m2 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: a count that does not fit 32 bits.
func.func @format_overflow(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a format like e5m10 (exponent and mantissa bits)}}
  %0 = stablehlo.reduce_precision %a, format = e4294967296m2 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the format is a keyword, not a number.
func.func @format_number(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected valid keyword}}
  %0 = stablehlo.reduce_precision %a, format = 5 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the format is required.
func.func @no_format(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.reduce_precision %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: `format = `, with the equal sign.
func.func @format_no_equal(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected '='}}
  %0 = stablehlo.reduce_precision %a, format e5m10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the attribute is spelled `format`.
func.func @format_misspelled(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected 'format'}}
  %0 = stablehlo.reduce_precision %a, fmt = e5m10 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
