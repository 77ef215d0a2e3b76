// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Float results that are exactly representable.
func.func @power_f32_exact_results() {
  %lhs = stablehlo.constant dense<[2.0, -2.0, 4.0, 2.0, 10.0, -8.0, 1.5, 0.5]> : tensor<8xf32>
  %rhs = stablehlo.constant dense<[3.0, 3.0, 0.5, -1.0, 2.0, -1.0, 2.0, -2.0]> : tensor<8xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<8xf32>
  check.expect_eq_const %result, dense<[8.0, -8.0, 2.0, 0.5, 100.0, -0.125, 2.25, 4.0]> : tensor<8xf32>
  func.return
}

// -----

// IEEE pow special cases:
//   pow(x, +-0) = 1 even for NaN x;  pow(1, y) = 1 even for NaN y;
//   pow(-1, +-inf) = 1;  pow(negative finite, non-integer) = NaN;
//   pow(+-0, negative odd integer) = +-inf;  pow(+-0, positive odd integer) = +-0;
//   pow(+-0, positive even integer) = +0;  pow(+-0, negative even integer) = +inf;
//   pow(|x| < 1, +inf) = +0, pow(|x| > 1, +inf) = +inf, and the reverse for -inf;
//   pow(-inf, 3) = -inf, pow(-inf, -3) = -0;  pow(+inf, y < 0) = +0, pow(+inf, y > 0) = +inf;
//   NaN otherwise propagates.
func.func @power_f32_special_cases() {
  %lhs = stablehlo.constant dense<[0x7FC00000, 1.0, -1.0, -8.0, 0.0, -0.0, -0.0, -0.0, -0.0, 0.5, 2.0, 0.5, 2.0, 0xFF800000, 0xFF800000, 0x7F800000, 0x7F800000, 2.0, 0.0]> : tensor<19xf32>
  %rhs = stablehlo.constant dense<[0.0, 0x7FC00000, 0x7F800000, 0.5, -1.0, -1.0, 3.0, 2.0, -2.0, 0x7F800000, 0x7F800000, 0xFF800000, 0xFF800000, 3.0, -3.0, -2.0, 0.5, 0x7FC00000, -0.0]> : tensor<19xf32>
  %result = stablehlo.power %lhs, %rhs : tensor<19xf32>
  check.expect_eq_const %result, dense<[1.0, 1.0, 1.0, 0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 0.0, 0x7F800000, 0.0, 0x7F800000, 0x7F800000, 0.0, 0xFF800000, -0.0, 0.0, 0x7F800000, 0x7FC00000, 1.0]> : tensor<19xf32>
  func.return
}

// -----

// f64 with fractional and negative exponents.
func.func @power_f64() {
  %lhs = stablehlo.constant dense<[2.0, 10.0, 1.5, 9.0, 2.0]> : tensor<5xf64>
  %rhs = stablehlo.constant dense<[0.5, -2.0, 2.5, -0.5, 10.5]> : tensor<5xf64>
  %result = stablehlo.power %lhs, %rhs : tensor<5xf64>
  check.expect_almost_eq_const %result, dense<[1.414213562, 0.01, 2.755675961, 0.3333333333, 1448.15468787]> : tensor<5xf64>
  func.return
}

// -----

// f16: 2^16 = 65536 overflows to inf, 2^-24 is the smallest subnormal;
// bf16 reaches 2^100.
func.func @power_f16_bf16() {
  %a = stablehlo.constant dense<[2.0, 2.0, 4.0, -2.0, 2.0]> : tensor<5xf16>
  %b = stablehlo.constant dense<[10.0, 16.0, -1.0, 3.0, -24.0]> : tensor<5xf16>
  %r = stablehlo.power %a, %b : tensor<5xf16>
  check.expect_eq_const %r, dense<[1024.0, 0x7C00, 0.25, -8.0, 5.9604645e-08]> : tensor<5xf16>
  %c = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xbf16>
  %d = stablehlo.constant dense<[100.0, 2.0]> : tensor<2xbf16>
  %s = stablehlo.power %c, %d : tensor<2xbf16>
  check.expect_eq_const %s, dense<[1.2676506e+30, 9.0]> : tensor<2xbf16>
  func.return
}

// -----

// Integer exponentiation; 0^0 = 1 (chosen behaviour, as for pow on floats).
func.func @power_si32() {
  %lhs = stablehlo.constant dense<[2, -2, 3, 0, 5, 7, -3, 1, 0]> : tensor<9xi32>
  %rhs = stablehlo.constant dense<[10, 3, 0, 0, 1, 2, 4, 100, 5]> : tensor<9xi32>
  %result = stablehlo.power %lhs, %rhs : tensor<9xi32>
  check.expect_eq_const %result, dense<[1024, -8, 1, 1, 5, 49, 81, 1, 0]> : tensor<9xi32>
  func.return
}

// -----

// Negative integer exponents (project's chosen behaviour; the spec only says
// "integer exponentiation"): the result is the truncated value of the exact
// power, so base^negative = 0 except for base 1 (always 1) and base -1
// (1 for even exponents, -1 for odd ones). Base 0 with a negative exponent is
// not tested.
func.func @power_si32_negative_exponents() {
  %lhs = stablehlo.constant dense<[2, 1, -1, -1, 5, -3, 1, -1, -1, 2147483647]> : tensor<10xi32>
  %rhs = stablehlo.constant dense<[-1, -5, -2, -3, -2, -1, -2147483648, -2147483648, -2147483647, -1]> : tensor<10xi32>
  %result = stablehlo.power %lhs, %rhs : tensor<10xi32>
  check.expect_eq_const %result, dense<[0, 1, 1, -1, 0, 0, 1, 1, -1, 0]> : tensor<10xi32>
  func.return
}

// -----

// Integer exponentiation wraps around like repeated multiplication:
// si8: 2^7 = 128 -> -128, 3^5 = 243 -> -13, 2^8 = 256 -> 0;
// si32: 2^31 -> -2^31, 2^32 -> 0, 3^21 = 10460353203 -> 1870418611;
// si64: 3^40 = 12157665459056928801 -> -6289078614652622815.
func.func @power_signed_wraparound() {
  %a8 = stablehlo.constant dense<[2, 3, -2, 2, -128]> : tensor<5xi8>
  %b8 = stablehlo.constant dense<[7, 5, 7, 8, 1]> : tensor<5xi8>
  %r8 = stablehlo.power %a8, %b8 : tensor<5xi8>
  check.expect_eq_const %r8, dense<[-128, -13, -128, 0, -128]> : tensor<5xi8>
  %a32 = stablehlo.constant dense<[2, 2, 3]> : tensor<3xi32>
  %b32 = stablehlo.constant dense<[31, 32, 21]> : tensor<3xi32>
  %r32 = stablehlo.power %a32, %b32 : tensor<3xi32>
  check.expect_eq_const %r32, dense<[-2147483648, 0, 1870418611]> : tensor<3xi32>
  %a64 = stablehlo.constant dense<[3, 2, 2, -2]> : tensor<4xi64>
  %b64 = stablehlo.constant dense<[40, 63, 64, 63]> : tensor<4xi64>
  %r64 = stablehlo.power %a64, %b64 : tensor<4xi64>
  check.expect_eq_const %r64, dense<[-6289078614652622815, -9223372036854775808, 0, -9223372036854775808]> : tensor<4xi64>
  func.return
}

// -----

// Unsigned: 2^8 = 256 -> 0, 255^2 = 65025 -> 1, 0^0 = 1.
func.func @power_unsigned() {
  %a8 = stablehlo.constant dense<[2, 3, 255, 0, 0]> : tensor<5xui8>
  %b8 = stablehlo.constant dense<[8, 5, 2, 0, 3]> : tensor<5xui8>
  %r8 = stablehlo.power %a8, %b8 : tensor<5xui8>
  check.expect_eq_const %r8, dense<[0, 243, 1, 1, 0]> : tensor<5xui8>
  %a64 = stablehlo.constant dense<[2, 10]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[63, 19]> : tensor<2xui64>
  %r64 = stablehlo.power %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[9223372036854775808, 10000000000000000000]> : tensor<2xui64>
  func.return
}

// -----

// Complex exponentiation (principal branch, exp(rhs * log(lhs))):
// (1+i)^2 = 2i, i^2 = -1, 2^0.5 = sqrt(2), (-1)^0.5 = i.
func.func @power_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 1.0), (0.0, 1.0), (2.0, 0.0), (-1.0, 0.0), (1.0, 1.0)]> : tensor<5xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(2.0, 0.0), (2.0, 0.0), (0.5, 0.0), (0.5, 0.0), (1.0, 1.0)]> : tensor<5xcomplex<f32>>
  %result = stablehlo.power %lhs, %rhs : tensor<5xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(0.0, 2.0), (-1.0, 0.0), (1.414214, 0.0), (0.0, 1.0), (0.2739573, 0.5837008)]> : tensor<5xcomplex<f32>>
  %c = stablehlo.constant dense<[(0.5, -2.0)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(-1.0, 0.5)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.power %c, %d : tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(-0.1096420, 0.9348384)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @power_generic_form() {
  %lhs = stablehlo.constant dense<[-2.0, -0.0, 5.0, 3.0]> : tensor<4xf64>
  %rhs = stablehlo.constant dense<[2.0, 2.0, 2.0, -1.0]> : tensor<4xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[4.0, 0.0, 25.0, 0.3333333333]> : tensor<4xf64>
  func.return
}
