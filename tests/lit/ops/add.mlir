// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: add is logical OR.
func.func @add_i1_is_logical_or() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.add %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, true, true, true]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers wrap around (two's complement) at both ends of the range.
func.func @add_si8_wraparound() {
  %lhs = stablehlo.constant dense<[127, -128, 100, -100, 3]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[1, -1, 100, -100, -10]> : tensor<5xi8>
  %result = stablehlo.add %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[-128, 127, -56, 56, -7]> : tensor<5xi8>
  func.return
}

// -----

// si2 holds -2..1: 1 + 1 wraps to -2 and -2 + -1 wraps to 1.
func.func @add_si2_wraparound() {
  %lhs = stablehlo.constant dense<[1, -2, 1, -1]> : tensor<4xi2>
  %rhs = stablehlo.constant dense<[1, -1, -1, 0]> : tensor<4xi2>
  %result = stablehlo.add %lhs, %rhs : tensor<4xi2>
  check.expect_eq_const %result, dense<[-2, 1, 0, -1]> : tensor<4xi2>
  func.return
}

// -----

// Wraparound at the limits of si16, si32 and si64.
func.func @add_si16_si32_si64_wraparound() {
  %a16 = stablehlo.constant dense<[32767, -32768, 1000]> : tensor<3xi16>
  %b16 = stablehlo.constant dense<[1, -1, 2000]> : tensor<3xi16>
  %r16 = stablehlo.add %a16, %b16 : tensor<3xi16>
  check.expect_eq_const %r16, dense<[-32768, 32767, 3000]> : tensor<3xi16>
  %a32 = stablehlo.constant dense<[2147483647, -2147483648, 2147483647]> : tensor<3xi32>
  %b32 = stablehlo.constant dense<[1, -1, 2147483647]> : tensor<3xi32>
  %r32 = stablehlo.add %a32, %b32 : tensor<3xi32>
  check.expect_eq_const %r32, dense<[-2147483648, 2147483647, -2]> : tensor<3xi32>
  %a64 = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, 5]> : tensor<3xi64>
  %b64 = stablehlo.constant dense<[1, -1, -7]> : tensor<3xi64>
  %r64 = stablehlo.add %a64, %b64 : tensor<3xi64>
  check.expect_eq_const %r64, dense<[-9223372036854775808, 9223372036854775807, -2]> : tensor<3xi64>
  func.return
}

// -----

// Unsigned integers wrap modulo 2^N.
func.func @add_ui8_wraparound() {
  %lhs = stablehlo.constant dense<[255, 200, 0, 128]> : tensor<4xui8>
  %rhs = stablehlo.constant dense<[1, 100, 0, 127]> : tensor<4xui8>
  %result = stablehlo.add %lhs, %rhs : tensor<4xui8>
  check.expect_eq_const %result, dense<[0, 44, 0, 255]> : tensor<4xui8>
  func.return
}

// -----

// ui2 wraps modulo 4, ui32 modulo 2^32, ui64 modulo 2^64.
func.func @add_ui2_ui32_ui64_wraparound() {
  %a2 = stablehlo.constant dense<[3, 2, 1]> : tensor<3xui2>
  %b2 = stablehlo.constant dense<[1, 3, 1]> : tensor<3xui2>
  %r2 = stablehlo.add %a2, %b2 : tensor<3xui2>
  check.expect_eq_const %r2, dense<[0, 1, 2]> : tensor<3xui2>
  %a32 = stablehlo.constant dense<[4294967295, 4294967295]> : tensor<2xui32>
  %b32 = stablehlo.constant dense<[1, 4294967295]> : tensor<2xui32>
  %r32 = stablehlo.add %a32, %b32 : tensor<2xui32>
  check.expect_eq_const %r32, dense<[0, 4294967294]> : tensor<2xui32>
  %a64 = stablehlo.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[1, 9223372036854775808]> : tensor<2xui64>
  %r64 = stablehlo.add %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[0, 0]> : tensor<2xui64>
  func.return
}

// -----

// Rank-2 operands.
func.func @add_si32_2d() {
  %lhs = stablehlo.constant dense<[[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %result = stablehlo.add %lhs, %rhs : tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[11, 18, 33], [36, 55, 54]]> : tensor<2x3xi32>
  func.return
}

// -----

// IEEE addition: inf + -inf = NaN, NaN propagates, -0.0 + -0.0 = -0.0 but
// -0.0 + 0.0 = +0.0, overflow rounds to inf, and 0.1f + 0.2f rounds to 0.3f.
func.func @add_f32_ieee() {
  %lhs = stablehlo.constant dense<[1.5, 0.1, 0x7F800000, 0x7F800000, 0x7FC00000, -0.0, -0.0, 3.4028235e+38, 1.0e-45]> : tensor<9xf32>
  %rhs = stablehlo.constant dense<[2.25, 0.2, 1.0, 0xFF800000, 1.0, 0.0, -0.0, 3.4028235e+38, 1.0e-45]> : tensor<9xf32>
  %result = stablehlo.add %lhs, %rhs : tensor<9xf32>
  check.expect_eq_const %result, dense<[3.75, 0.3, 0x7F800000, 0x7FC00000, 0x7FC00000, 0.0, -0.0, 0x7F800000, 3.0e-45]> : tensor<9xf32>
  func.return
}

// -----

// 0.1 + 0.2 in f64 is 0.30000000000000004 (not 0.3).
func.func @add_f64() {
  %lhs = stablehlo.constant dense<[0.1, 1.0e+308, -2.5, 0xFFF0000000000000]> : tensor<4xf64>
  %rhs = stablehlo.constant dense<[0.2, 1.0e+308, 2.5, -1.0]> : tensor<4xf64>
  %result = stablehlo.add %lhs, %rhs : tensor<4xf64>
  check.expect_eq_const %result, dense<[0.30000000000000004, 0x7FF0000000000000, 0.0, 0xFFF0000000000000]> : tensor<4xf64>
  func.return
}

// -----

// f16: 65504 is the largest finite value; 65504 + 16 is a tie that rounds to
// even (away from 65504, whose significand is odd) and so overflows to inf,
// while 65504 + 8 rounds back to 65504.
func.func @add_f16() {
  %lhs = stablehlo.constant dense<[65504.0, 65504.0, 0.1, 1.0]> : tensor<4xf16>
  %rhs = stablehlo.constant dense<[16.0, 8.0, 0.2, 0.5]> : tensor<4xf16>
  %result = stablehlo.add %lhs, %rhs : tensor<4xf16>
  check.expect_eq_const %result, dense<[0x7C00, 65504.0, 0.2998, 1.5]> : tensor<4xf16>
  func.return
}

// -----

// bf16 has 8 significant bits: 1 + 2^-8 is a tie and rounds to 1.0, while
// 1 + 3*2^-8 rounds up to 1 + 2^-6.
func.func @add_bf16() {
  %lhs = stablehlo.constant dense<[1.0, 1.0, 2.5]> : tensor<3xbf16>
  %rhs = stablehlo.constant dense<[0.00390625, 0.01171875, -0.5]> : tensor<3xbf16>
  %result = stablehlo.add %lhs, %rhs : tensor<3xbf16>
  check.expect_eq_const %result, dense<[1.0, 1.015625, 2.0]> : tensor<3xbf16>
  func.return
}

// -----

// f8 types: exact sums; 57344 + 57344 overflows f8E5M2 to inf (0x7C).
func.func @add_f8() {
  %a = stablehlo.constant dense<[1.0, 0.125, -2.0]> : tensor<3xf8E4M3FN>
  %b = stablehlo.constant dense<[0.5, 0.125, 3.5]> : tensor<3xf8E4M3FN>
  %r = stablehlo.add %a, %b : tensor<3xf8E4M3FN>
  check.expect_eq_const %r, dense<[1.5, 0.25, 1.5]> : tensor<3xf8E4M3FN>
  %c = stablehlo.constant dense<[1.0, 57344.0, 0.25]> : tensor<3xf8E5M2>
  %d = stablehlo.constant dense<[3.0, 57344.0, -0.25]> : tensor<3xf8E5M2>
  %s = stablehlo.add %c, %d : tensor<3xf8E5M2>
  check.expect_eq_const %s, dense<[4.0, 0x7C, 0.0]> : tensor<3xf8E5M2>
  func.return
}

// -----

// Complex addition adds the parts.
func.func @add_complex() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.25)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, -4.0), (0.5, 0.75)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.add %a, %b : tensor<2xcomplex<f32>>
  check.expect_eq_const %r, dense<[(4.0, -2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  %c = stablehlo.constant dense<[(1.5, -2.5)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(0.25, 10.0)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.add %c, %d : tensor<1xcomplex<f64>>
  check.expect_eq_const %s, dense<[(1.75, 7.5)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Rank-0 operands.
func.func @add_rank0() {
  %lhs = stablehlo.constant dense<2.5> : tensor<f32>
  %rhs = stablehlo.constant dense<-4.0> : tensor<f32>
  %result = stablehlo.add %lhs, %rhs : tensor<f32>
  check.expect_eq_const %result, dense<-1.5> : tensor<f32>
  func.return
}

// -----

// Empty tensors.
func.func @add_empty_tensor() {
  %lhs = stablehlo.constant dense<> : tensor<0xf32>
  %rhs = stablehlo.constant dense<> : tensor<0xf32>
  %result = stablehlo.add %lhs, %rhs : tensor<0xf32>
  check.expect_eq_const %result, dense<> : tensor<0xf32>
  func.return
}

// -----

// Generic syntax; the result is also compared against a second SSA value.
func.func @add_generic_form() {
  %lhs = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[0.5, 0.5]> : tensor<2xf32>
  %result = "stablehlo.add"(%lhs, %rhs) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %expected = stablehlo.constant dense<[1.5, -1.5]> : tensor<2xf32>
  check.expect_eq %result, %expected : tensor<2xf32>
  func.return
}
