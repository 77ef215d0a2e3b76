// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Integer division by zero and signed MIN / -1 are not tested here.

// Integer division truncates toward zero, whatever the operand signs.
func.func @divide_si32_truncates_toward_zero() {
  %lhs = stablehlo.constant dense<[7, -7, 7, -7, 0, 1, -1, 6]> : tensor<8xi32>
  %rhs = stablehlo.constant dense<[2, 2, -2, -2, 5, 3, 3, -3]> : tensor<8xi32>
  %result = stablehlo.divide %lhs, %rhs : tensor<8xi32>
  check.expect_eq_const %result, dense<[3, -3, -3, 3, 0, 0, 0, -2]> : tensor<8xi32>
  func.return
}

// -----

// -128 / 2 = -64, 127 / -1 = -127, -9 / 4 = -2 (toward zero), -32768 / -2 = 16384.
func.func @divide_si8_si16() {
  %a = stablehlo.constant dense<[-128, 127, -128, -9]> : tensor<4xi8>
  %b = stablehlo.constant dense<[2, -1, 127, 4]> : tensor<4xi8>
  %r = stablehlo.divide %a, %b : tensor<4xi8>
  check.expect_eq_const %r, dense<[-64, -127, -1, -2]> : tensor<4xi8>
  %c = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
  %d = stablehlo.constant dense<[-2, 1000]> : tensor<2xi16>
  %s = stablehlo.divide %c, %d : tensor<2xi16>
  check.expect_eq_const %s, dense<[16384, 32]> : tensor<2xi16>
  func.return
}

// -----

// 9223372036854775807 / -3 = -3074457345618258602.33..., truncated.
func.func @divide_si64() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, -9223372036854775807]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[2, -3, 9223372036854775807]> : tensor<3xi64>
  %result = stablehlo.divide %lhs, %rhs : tensor<3xi64>
  check.expect_eq_const %result, dense<[-4611686018427387904, -3074457345618258602, -1]> : tensor<3xi64>
  func.return
}

// -----

// Unsigned division uses the unsigned values (255 is not -1).
func.func @divide_unsigned() {
  %a = stablehlo.constant dense<[255, 7, 200, 128]> : tensor<4xui8>
  %b = stablehlo.constant dense<[2, 7, 201, 255]> : tensor<4xui8>
  %r = stablehlo.divide %a, %b : tensor<4xui8>
  check.expect_eq_const %r, dense<[127, 1, 0, 0]> : tensor<4xui8>
  %c = stablehlo.constant dense<[18446744073709551615, 10]> : tensor<2xui64>
  %d = stablehlo.constant dense<[2, 3]> : tensor<2xui64>
  %s = stablehlo.divide %c, %d : tensor<2xui64>
  check.expect_eq_const %s, dense<[9223372036854775807, 3]> : tensor<2xui64>
  func.return
}

// -----

// IEEE division: x / +-0 = +-inf (sign from both operands), 0 / 0 = NaN,
// inf / inf = NaN, x / inf = +-0, NaN propagates, results are correctly rounded,
// overflow gives inf and 2^-149 / 2 = 2^-150 is a tie that rounds to even (+0).
func.func @divide_f32_ieee() {
  %lhs = stablehlo.constant dense<[1.0, -1.0, 0.0, 1.0, -0.0, 0x7F800000, 7.0, 1.0, -1.0, 0x7FC00000, 3.0e+38, 1.0e-45]> : tensor<12xf32>
  %rhs = stablehlo.constant dense<[0.0, 0.0, 0.0, -0.0, 3.0, 0x7F800000, 2.0, 3.0, 0x7F800000, 1.0, 0.5, 2.0]> : tensor<12xf32>
  %result = stablehlo.divide %lhs, %rhs : tensor<12xf32>
  check.expect_eq_const %result, dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0xFF800000, -0.0, 0x7FC00000, 3.5, 0.33333334, -0.0, 0x7FC00000, 0x7F800000, 0.0]> : tensor<12xf32>
  func.return
}

// -----

// f64: correctly rounded quotients, division by -0.0, subnormal results.
func.func @divide_f64() {
  %lhs = stablehlo.constant dense<[[1.0, 0.1], [-17.1, 5.0e-324]]> : tensor<2x2xf64>
  %rhs = stablehlo.constant dense<[[3.0, 3.0], [-0.0, 0.5]]> : tensor<2x2xf64>
  %result = stablehlo.divide %lhs, %rhs : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.3333333333333333, 0.03333333333333333], [0x7FF0000000000000, 1.0e-323]]> : tensor<2x2xf64>
  func.return
}

// -----

// Correctly rounded 1/3 and 2/3 in f16 and bf16.
func.func @divide_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, 2.0, -1.0, 65504.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[3.0, 3.0, 0.0, 0.5]> : tensor<4xf16>
  %r = stablehlo.divide %a, %b : tensor<4xf16>
  check.expect_eq_const %r, dense<[0.3333, 0.6665, 0xFC00, 0x7C00]> : tensor<4xf16>
  %c = stablehlo.constant dense<[1.0, 2.0, 1.0]> : tensor<3xbf16>
  %d = stablehlo.constant dense<[3.0, 3.0, 8.0]> : tensor<3xbf16>
  %s = stablehlo.divide %c, %d : tensor<3xbf16>
  check.expect_eq_const %s, dense<[0.333984375, 0.66796875, 0.125]> : tensor<3xbf16>
  func.return
}

// -----

// (1+2i)/(3+4i) = (11+2i)/25, (4+2i)/(1+i) = 3-i, 1/i = -i.
func.func @divide_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (4.0, 2.0), (1.0, 0.0)]> : tensor<3xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(3.0, 4.0), (1.0, 1.0), (0.0, 1.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.divide %lhs, %rhs : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(0.44, 0.08), (3.0, -1.0), (0.0, -1.0)]> : tensor<3xcomplex<f32>>
  %c = stablehlo.constant dense<[(-2.0, 6.0)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(2.0, 0.0)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.divide %c, %d : tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(-1.0, 3.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @divide_generic_form() {
  %lhs = stablehlo.constant dense<[17, -17, 17, -17]> : tensor<4xi64>
  %rhs = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi64>
  %result = "stablehlo.divide"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[5, -5, -5, 5]> : tensor<4xi64>
  func.return
}
