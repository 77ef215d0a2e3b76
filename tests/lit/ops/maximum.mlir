// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: maximum is logical OR.
func.func @maximum_i1() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.maximum %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, true, true, true]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers compare as signed values.
func.func @maximum_si8() {
  %lhs = stablehlo.constant dense<[-128, 127, -1, 0, 5]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[127, -128, 0, -1, 3]> : tensor<5xi8>
  %result = stablehlo.maximum %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[127, 127, 0, 0, 5]> : tensor<5xi8>
  %a64 = stablehlo.constant dense<[-9223372036854775808, -1]> : tensor<2xi64>
  %b64 = stablehlo.constant dense<[9223372036854775807, 0]> : tensor<2xi64>
  %r64 = stablehlo.maximum %a64, %b64 : tensor<2xi64>
  check.expect_eq_const %r64, dense<[9223372036854775807, 0]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned integers compare as unsigned values (255 is the largest ui8).
func.func @maximum_unsigned() {
  %lhs = stablehlo.constant dense<[0, 255, 128, 7]> : tensor<4xui8>
  %rhs = stablehlo.constant dense<[255, 0, 127, 7]> : tensor<4xui8>
  %result = stablehlo.maximum %lhs, %rhs : tensor<4xui8>
  check.expect_eq_const %result, dense<[255, 255, 128, 7]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[0, 9223372036854775808]> : tensor<2xui64>
  %r64 = stablehlo.maximum %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  func.return
}

// -----

// IEEE-754 maximum: NaN in either operand gives NaN (it is not ignored), and
// +0.0 is greater than -0.0 so maximum(-0.0, 0.0) = maximum(0.0, -0.0) = 0.0.
func.func @maximum_f32_nan_and_signed_zero() {
  %lhs = stablehlo.constant dense<[-0.0, 0.0, 0x7FC00000, 1.0, 0xFF800000, 0x7F800000, 1.0e-45, 2.5, 0x7F800000]> : tensor<9xf32>
  %rhs = stablehlo.constant dense<[0.0, -0.0, 1.0, 0x7FC00000, 5.0, 0x7FC00000, -1.0e-45, 2.5, 0xFF800000]> : tensor<9xf32>
  %result = stablehlo.maximum %lhs, %rhs : tensor<9xf32>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0x7FC00000, 0x7FC00000, 5.0, 0x7FC00000, 1.0e-45, 2.5, 0x7F800000]> : tensor<9xf32>
  func.return
}

// -----

// f64, f16 and bf16 operands, including NaN and signed zeros.
func.func @maximum_f64_f16_bf16() {
  %a = stablehlo.constant dense<[0.1, 1.0, 0.0, -1.0]> : tensor<4xf64>
  %b = stablehlo.constant dense<[0.09999999999999999, 0x7FF8000000000000, -0.0, -2.0]> : tensor<4xf64>
  %r = stablehlo.maximum %a, %b : tensor<4xf64>
  check.expect_eq_const %r, dense<[0.1, 0x7FF8000000000000, 0.0, -1.0]> : tensor<4xf64>
  %c = stablehlo.constant dense<[-0.0, 0x7E00, 65504.0]> : tensor<3xf16>
  %d = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf16>
  %s = stablehlo.maximum %c, %d : tensor<3xf16>
  check.expect_eq_const %s, dense<[0.0, 0x7E00, 65504.0]> : tensor<3xf16>
  %e = stablehlo.constant dense<[0.0, 1.0, 0x7FC0]> : tensor<3xbf16>
  %f = stablehlo.constant dense<[-0.0, 2.0, 1.0]> : tensor<3xbf16>
  %t = stablehlo.maximum %e, %f : tensor<3xbf16>
  check.expect_eq_const %t, dense<[0.0, 2.0, 0x7FC0]> : tensor<3xbf16>
  func.return
}

// -----

// Complex numbers are ordered lexicographically on (real, imag).
func.func @maximum_complex_lexicographic() {
  %lhs = stablehlo.constant dense<[(1.0, 5.0), (2.0, 0.0), (1.0, 1.0), (-1.0, 0.0)]> : tensor<4xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(2.0, 0.0), (1.0, 9.0), (1.0, 2.0), (-1.0, -5.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.maximum %lhs, %rhs : tensor<4xcomplex<f32>>
  check.expect_eq_const %result, dense<[(2.0, 0.0), (2.0, 0.0), (1.0, 2.0), (-1.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @maximum_generic_form() {
  %lhs = stablehlo.constant dense<[[1, 2], [7, 8]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [3, 4]]> : tensor<2x2xi32>
  %result = "stablehlo.maximum"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  func.return
}
