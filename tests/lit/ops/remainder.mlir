// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Integer remainder by zero (and signed MIN % -1) is not tested here.

// The result takes the sign of the dividend: lhs - (lhs / rhs) * rhs with
// the quotient truncated toward zero.
func.func @remainder_si32_sign_follows_dividend() {
  %lhs = stablehlo.constant dense<[17, -17, 17, -17, 5, 0, -6]> : tensor<7xi32>
  %rhs = stablehlo.constant dense<[5, 5, -5, -5, 7, 3, 3]> : tensor<7xi32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<7xi32>
  check.expect_eq_const %result, dense<[2, -2, 2, -2, 5, 0, 0]> : tensor<7xi32>
  func.return
}

// -----

// -128 % 3 = -2 (-128 = -42 * 3 - 2), 127 % -10 = 7, -7 % 2 = -1.
func.func @remainder_si8_si64() {
  %a = stablehlo.constant dense<[-128, 127, -7, 127]> : tensor<4xi8>
  %b = stablehlo.constant dense<[3, -10, 2, 127]> : tensor<4xi8>
  %r = stablehlo.remainder %a, %b : tensor<4xi8>
  check.expect_eq_const %r, dense<[-2, 7, -1, 0]> : tensor<4xi8>
  %c = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %d = stablehlo.constant dense<[10, 10]> : tensor<2xi64>
  %s = stablehlo.remainder %c, %d : tensor<2xi64>
  check.expect_eq_const %s, dense<[-8, 7]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned remainder uses the unsigned values.
func.func @remainder_unsigned() {
  %a = stablehlo.constant dense<[255, 200, 7, 128]> : tensor<4xui8>
  %b = stablehlo.constant dense<[16, 201, 7, 255]> : tensor<4xui8>
  %r = stablehlo.remainder %a, %b : tensor<4xui8>
  check.expect_eq_const %r, dense<[15, 200, 0, 128]> : tensor<4xui8>
  %c = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %d = stablehlo.constant dense<[10]> : tensor<1xui64>
  %s = stablehlo.remainder %c, %d : tensor<1xui64>
  check.expect_eq_const %s, dense<[5]> : tensor<1xui64>
  func.return
}

// -----

// Floats: the quotient is truncated toward zero (like C fmod), the sign comes
// from the dividend, the result is exact, x % inf = x, inf % y = NaN,
// x % 0 = NaN, and zeros keep their sign.
func.func @remainder_f32() {
  %lhs = stablehlo.constant dense<[5.5, -5.5, 5.5, -5.5, 7.0, 1.0, 0x7F800000, 1.0, -0.0, 0.0, 0x7FC00000, 0.1]> : tensor<12xf32>
  %rhs = stablehlo.constant dense<[2.0, 2.0, -2.0, -2.0, 2.0, 0x7F800000, 2.0, 0.0, 1.0, -1.0, 1.0, 0.03]> : tensor<12xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<12xf32>
  check.expect_eq_const %result, dense<[1.5, -1.5, 1.5, -1.5, 1.0, 1.0, 0x7FC00000, 0x7FC00000, -0.0, 0.0, 0x7FC00000, 0.0100000035]> : tensor<12xf32>
  func.return
}

// -----

// The remainder is exact even when the quotient is huge:
// 1e10 = 3 * 3333333333 + 1, -1e10 = 7 * -1428571428 - 4, and the largest
// finite f32, (2^24 - 1) * 2^104, is a multiple of 3 (so the result is +0.0).
func.func @remainder_f32_large_quotient() {
  %lhs = stablehlo.constant dense<[1.0e+10, -1.0e+10, 3.4028235e+38]> : tensor<3xf32>
  %rhs = stablehlo.constant dense<[3.0, 7.0, 3.0]> : tensor<3xf32>
  %result = stablehlo.remainder %lhs, %rhs : tensor<3xf32>
  check.expect_eq_const %result, dense<[1.0, -4.0, 0.0]> : tensor<3xf32>
  func.return
}

// -----

// 5.3 % 2.0 = 1.2999999999999998 exactly in f64 (5.3 is slightly below 53/10).
func.func @remainder_f64() {
  %lhs = stablehlo.constant dense<[[5.3, -5.3], [1.0e+300, 5.0e-324]]> : tensor<2x2xf64>
  %rhs = stablehlo.constant dense<[[2.0, 2.0], [0x7FF0000000000000, 2.0]]> : tensor<2x2xf64>
  %result = stablehlo.remainder %lhs, %rhs : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[1.2999999999999998, -1.2999999999999998], [1.0e+300, 5.0e-324]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 (7.3 is 7.30078125 in f16, 65504 = 3 * 21834 + 2) and bf16
// (-3 % 3 = -0.0, the sign of the dividend).
func.func @remainder_f16_bf16() {
  %a = stablehlo.constant dense<[7.5, -7.5, 7.3, 65504.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[2.0, 2.0, 2.0, 3.0]> : tensor<4xf16>
  %r = stablehlo.remainder %a, %b : tensor<4xf16>
  check.expect_eq_const %r, dense<[1.5, -1.5, 1.30078125, 2.0]> : tensor<4xf16>
  %c = stablehlo.constant dense<[10.5, -3.0]> : tensor<2xbf16>
  %d = stablehlo.constant dense<[4.0, 3.0]> : tensor<2xbf16>
  %s = stablehlo.remainder %c, %d : tensor<2xbf16>
  check.expect_eq_const %s, dense<[2.5, -0.0]> : tensor<2xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @remainder_generic_form() {
  %lhs = stablehlo.constant dense<[17, -17, 17, -17]> : tensor<4xi64>
  %rhs = stablehlo.constant dense<[3, 3, -3, -3]> : tensor<4xi64>
  %result = "stablehlo.remainder"(%lhs, %rhs) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %result, dense<[2, -2, 2, -2]> : tensor<4xi64>
  func.return
}
