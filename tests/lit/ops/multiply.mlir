// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: multiply is logical AND.
func.func @multiply_i1_is_logical_and() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.multiply %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers wrap modulo 2^8: 16*16 = 256 -> 0, -128*-1 = 128 -> -128,
// 127*2 = 254 -> -2, 100*3 = 300 -> 44, -7*9 = -63.
func.func @multiply_si8_wraparound() {
  %lhs = stablehlo.constant dense<[16, -128, 127, 100, -7, -1]> : tensor<6xi8>
  %rhs = stablehlo.constant dense<[16, -1, 2, 3, 9, -1]> : tensor<6xi8>
  %result = stablehlo.multiply %lhs, %rhs : tensor<6xi8>
  check.expect_eq_const %result, dense<[0, -128, -2, 44, -63, 1]> : tensor<6xi8>
  func.return
}

// -----

// si32: 2^16 * 2^16 -> 0, 46341^2 = 2147488281 -> -2147479015;
// si64: 2^32 * 2^32 -> 0, -2^63 * -1 -> -2^63, 3037000500^2 -> -9223372036709301616.
func.func @multiply_si32_si64_wraparound() {
  %a32 = stablehlo.constant dense<[[65536, 2147483647], [-2147483648, 46341]]> : tensor<2x2xi32>
  %b32 = stablehlo.constant dense<[[65536, 2], [-1, 46341]]> : tensor<2x2xi32>
  %r32 = stablehlo.multiply %a32, %b32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[0, -2], [-2147483648, -2147479015]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[4294967296, -9223372036854775808, 3037000500, -5]> : tensor<4xi64>
  %b64 = stablehlo.constant dense<[4294967296, -1, 3037000500, 7]> : tensor<4xi64>
  %r64 = stablehlo.multiply %a64, %b64 : tensor<4xi64>
  check.expect_eq_const %r64, dense<[0, -9223372036854775808, -9223372036709301616, -35]> : tensor<4xi64>
  func.return
}

// -----

// Unsigned integers wrap modulo 2^N: 255*255 = 65025 -> 1, 16*17 = 272 -> 16.
func.func @multiply_unsigned_wraparound() {
  %a8 = stablehlo.constant dense<[255, 16, 15, 0]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[255, 17, 17, 200]> : tensor<4xui8>
  %r8 = stablehlo.multiply %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[1, 16, 255, 0]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[18446744073709551615, 4294967296]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[18446744073709551615, 4294967295]> : tensor<2xui64>
  %r64 = stablehlo.multiply %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[1, 18446744069414584320]> : tensor<2xui64>
  func.return
}

// -----

// IEEE multiplication: 0 * inf = NaN, signs combine on zeros and infinities,
// overflow gives inf, underflow below half the smallest subnormal gives 0,
// and 0.1f * 0.1f rounds to 0.010000001f.
func.func @multiply_f32_ieee() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 1.0e+30, 1.5, -2.0, 0.1, 0x7FC00000, -0.0, 1.0e-30, 1.0e-45]> : tensor<10xf32>
  %rhs = stablehlo.constant dense<[0x7F800000, 5.0, 1.0e+30, 2.5, 0x7F800000, 0.1, 0.0, -0.0, 1.0e-30, 0.75]> : tensor<10xf32>
  %result = stablehlo.multiply %lhs, %rhs : tensor<10xf32>
  check.expect_eq_const %result, dense<[0x7FC00000, -0.0, 0x7F800000, 3.75, 0xFF800000, 0.010000001, 0x7FC00000, 0.0, 0.0, 1.0e-45]> : tensor<10xf32>
  func.return
}

// -----

// 0.1 * 0.1 in f64 is 0.010000000000000002.
func.func @multiply_f64() {
  %lhs = stablehlo.constant dense<[0.1, 1.0e+200, -3.0, 5.0e-324]> : tensor<4xf64>
  %rhs = stablehlo.constant dense<[0.1, 1.0e+200, 0.5, 0.5]> : tensor<4xf64>
  %result = stablehlo.multiply %lhs, %rhs : tensor<4xf64>
  check.expect_eq_const %result, dense<[0.010000000000000002, 0x7FF0000000000000, -1.5, 0.0]> : tensor<4xf64>
  func.return
}

// -----

// f16: 256 * 256 = 65536 overflows to inf; bf16 keeps the f32 exponent range
// (2^100 * 2^20 = 2^120).
func.func @multiply_f16_bf16() {
  %a = stablehlo.constant dense<[256.0, 0.1, -1.5, 6.1035156e-05]> : tensor<4xf16>
  %b = stablehlo.constant dense<[256.0, 0.1, 3.0, 0.5]> : tensor<4xf16>
  %r = stablehlo.multiply %a, %b : tensor<4xf16>
  check.expect_eq_const %r, dense<[0x7C00, 0.009995, -4.5, 3.0517578e-05]> : tensor<4xf16>
  %c = stablehlo.constant dense<[256.0, 1.2676506e+30, 3.0]> : tensor<3xbf16>
  %d = stablehlo.constant dense<[256.0, 1048576.0, 0.1]> : tensor<3xbf16>
  %s = stablehlo.multiply %c, %d : tensor<3xbf16>
  check.expect_eq_const %s, dense<[65536.0, 1.329228e+36, 0.30078125]> : tensor<3xbf16>
  func.return
}

// -----

// f8E4M3FN: 16 * 28 = 448 is the largest finite value.
func.func @multiply_f8() {
  %a = stablehlo.constant dense<[1.5, -0.5, 16.0]> : tensor<3xf8E4M3FN>
  %b = stablehlo.constant dense<[2.0, 0.5, 28.0]> : tensor<3xf8E4M3FN>
  %r = stablehlo.multiply %a, %b : tensor<3xf8E4M3FN>
  check.expect_eq_const %r, dense<[3.0, -0.25, 448.0]> : tensor<3xf8E4M3FN>
  func.return
}

// -----

// (1+2i)(3+4i) = -5+10i, i*i = -1, (2-i)(2+i) = 5.
func.func @multiply_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (0.0, 1.0), (2.0, -1.0)]> : tensor<3xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(3.0, 4.0), (0.0, 1.0), (2.0, 1.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.multiply %lhs, %rhs : tensor<3xcomplex<f32>>
  check.expect_eq_const %result, dense<[(-5.0, 10.0), (-1.0, 0.0), (5.0, 0.0)]> : tensor<3xcomplex<f32>>
  %c = stablehlo.constant dense<[(0.5, -1.5)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(-2.0, 4.0)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.multiply %c, %d : tensor<1xcomplex<f64>>
  check.expect_eq_const %s, dense<[(5.0, 5.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @multiply_generic_form() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = "stablehlo.multiply"(%lhs, %rhs) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 12], [21, 32]]> : tensor<2x2xi32>
  func.return
}
