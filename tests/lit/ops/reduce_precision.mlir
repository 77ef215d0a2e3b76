// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// f32 -> 5 exponent bits, 10 mantissa bits (the f16 format) and back.
// The mantissa is rounded to nearest, ties to even:
//   1 + 2^-11 is a tie between 1 and 1 + 2^-10 and rounds to 1.0,
//   1 + 3*2^-11 is a tie between 1 + 2^-10 and 1 + 2^-9 and rounds to 1 + 2^-9,
//   0.1 -> 0.0999755859375 and float32(pi) -> 3.140625.
func.func @reduce_precision_f32_e5m10_rounding() {
  %operand = stablehlo.constant dense<[1.0, 1.00048828125, 1.00146484375, 1.0001, 0.1, 3.14159274, -2.5]> : tensor<7xf32>
  %result = stablehlo.reduce_precision %operand, format = e5m10 : tensor<7xf32>
  check.expect_eq_const %result, dense<[1.0, 1.0, 1.001953125, 1.0, 0.099975586, 3.140625, -2.5]> : tensor<7xf32>
  func.return
}

// -----

// Exponent range of e5m10: 65504 is the largest finite value; 65519 rounds down
// to it; 65520 is a tie that rounds up to 2^16, which overflows to inf (with the
// original sign). Values whose exponent is below the smallest normal (2^-14)
// underflow to zero with the original sign, but 2^-14 - 2^-27 first rounds up
// to 2^-14 and is kept.
func.func @reduce_precision_f32_e5m10_overflow_underflow() {
  %operand = stablehlo.constant dense<[65504.0, 65519.0, 65520.0, -70000.0, 1.0e-05, -1.0e-05, 6.1035156e-05, 6.1027706e-05]> : tensor<8xf32>
  %result = stablehlo.reduce_precision %operand, format = e5m10 : tensor<8xf32>
  check.expect_eq_const %result, dense<[65504.0, 65504.0, 0x7F800000, 0xFF800000, 0.0, -0.0, 6.1035156e-05, 6.1035156e-05]> : tensor<8xf32>
  func.return
}

// -----

// NaN, infinities and signed zeros are preserved.
func.func @reduce_precision_f32_special_values() {
  %operand = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 0.0]> : tensor<5xf32>
  %result = stablehlo.reduce_precision %operand, format = e5m10 : tensor<5xf32>
  check.expect_eq_const %result, dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.0, 0.0]> : tensor<5xf32>
  func.return
}

// -----

// f32 -> e8m7 (the bf16 format): 1 + 2^-8 is a tie that rounds to 1.0,
// -1e10 rounds to -9999220736 (as a conversion to bf16 would),
// 1 + 3*2^-8 rounds to 1 + 2^-6, and the largest f32 rounds up to 2^128,
// which overflows to inf.
func.func @reduce_precision_f32_e8m7() {
  %operand = stablehlo.constant dense<[1.00390625, 1.01171875, 3.14159274, 3.4028235e+38, -1.0e+10]> : tensor<5xf32>
  %result = stablehlo.reduce_precision %operand, format = e8m7 : tensor<5xf32>
  check.expect_eq_const %result, dense<[1.0, 1.015625, 3.140625, 0x7F800000, -9.9992207e+09]> : tensor<5xf32>
  func.return
}

// -----

// f64 operands; with e8m23 the f64 values are reduced to f32 precision and
// range, and 1e-39 (below the smallest normal f32, 2^-126) underflows to zero.
func.func @reduce_precision_f64() {
  %operand = stablehlo.constant dense<[0.1, 1.0e-300, -1.0e+300, 65519.0]> : tensor<4xf64>
  %r16 = stablehlo.reduce_precision %operand, format = e5m10 : tensor<4xf64>
  check.expect_eq_const %r16, dense<[0.0999755859375, 0.0, 0xFFF0000000000000, 65504.0]> : tensor<4xf64>
  %single = stablehlo.constant dense<[0.1, 1.0e+39, 1.0e-39, -0.0]> : tensor<4xf64>
  %r32 = stablehlo.reduce_precision %single, format = e8m23 : tensor<4xf64>
  check.expect_eq_const %r32, dense<[0.10000000149011612, 0x7FF0000000000000, 0.0, -0.0]> : tensor<4xf64>
  func.return
}

// -----

// f16 -> e5m2: 1.125 and 1.375 are ties (to 1.0 and 1.5), 1.3 rounds to 1.25,
// 57344 is the largest e5m2 value, 65504 rounds up to 2^16 and overflows.
func.func @reduce_precision_f16_e5m2() {
  %operand = stablehlo.constant dense<[1.125, 1.375, 1.3, 57344.0, 65504.0, -0.0]> : tensor<6xf16>
  %result = stablehlo.reduce_precision %operand, format = e5m2 : tensor<6xf16>
  check.expect_eq_const %result, dense<[1.0, 1.5, 1.25, 57344.0, 0x7C00, -0.0]> : tensor<6xf16>
  func.return
}

// -----

// Reducing to the operand's own format is the identity.
func.func @reduce_precision_identity() {
  %h = stablehlo.constant dense<[0.1, 65504.0, -6.1035156e-05, 0x7E00]> : tensor<4xf16>
  %rh = stablehlo.reduce_precision %h, format = e5m10 : tensor<4xf16>
  check.expect_eq %rh, %h : tensor<4xf16>
  %b = stablehlo.constant dense<[0.1, 3.3895314e+38, -1.5]> : tensor<3xbf16>
  %rb = stablehlo.reduce_precision %b, format = e8m7 : tensor<3xbf16>
  check.expect_eq %rb, %b : tensor<3xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @reduce_precision_generic_form() {
  %operand = stablehlo.constant dense<[1.00048828125, 65520.0]> : tensor<2xf32>
  %result = "stablehlo.reduce_precision"(%operand) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %result, dense<[1.0, 0x7F800000]> : tensor<2xf32>
  func.return
}
