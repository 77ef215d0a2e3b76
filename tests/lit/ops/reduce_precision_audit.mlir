// Spec audit (2026-11-25): reduce_precision's edge cases. Expected values
// by hand from the spec's definition (round the mantissa to nearest, ties
// to even; then overflow to inf or underflow to zero with the sign).
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// With zero mantissa bits the reduced type has no NaN (its all-ones
// exponent is infinity): a NaN becomes +inf, as in XLA and the reference
// interpreter; with mantissa bits a NaN stays NaN. Infinities stay.
func.func @reduce_precision_nan_zero_mantissa() {
  %x = stablehlo.constant dense<[0x7FC00000, 0xFFC00001, 0x7F800001, 0x7F800000, 0xFF800000]> : tensor<5xf32>
  %r0 = stablehlo.reduce_precision %x, format = e5m0 : tensor<5xf32>
  check.expect_eq_const %r0, dense<[0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000, 0xFF800000]> : tensor<5xf32>
  %r2 = stablehlo.reduce_precision %x, format = e5m2 : tensor<5xf32>
  check.expect_eq_const %r2, dense<[0x7FC00000, 0xFFC00001, 0x7F800001, 0x7F800000, 0xFF800000]> : tensor<5xf32>
  func.return
}

// -----

// Zero mantissa bits: values round to powers of two, ties to the even
// exponent: 1.5 -> 2 (exponent 128 is even), 3 -> 2 (not 4, exponent 129),
// 1.25 -> 1, -0.75 -> -0.5 (exponent 126), 6 -> 8 (exponent 130).
func.func @reduce_precision_zero_mantissa_rounding() {
  %x = stablehlo.constant dense<[1.5, 3.0, 1.25, -0.75, 6.0]> : tensor<5xf32>
  %r = stablehlo.reduce_precision %x, format = e8m0 : tensor<5xf32>
  check.expect_eq_const %r, dense<[2.0, 2.0, 1.0, -0.5, 8.0]> : tensor<5xf32>
  func.return
}

// -----

// e5m10 (the f16 format): 65519 rounds to 65504, 65520 rounds to 65536 and
// overflows to inf; 1 + 2^-11 is a tie that rounds to 1, 1 + 3 * 2^-11 to
// 1 + 2^-9; 1e-10 and -1e-10 underflow to signed zeros; f16's subnormal
// range also flushes (6e-8 -> 0).
func.func @reduce_precision_f16_format_edges() {
  %x = stablehlo.constant dense<[65519.0, 65520.0, -65520.0, 1.00048828125, 1.00146484375, 1.0e-10, -1.0e-10, 6.0e-8]> : tensor<8xf32>
  %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<8xf32>
  check.expect_eq_const %r, dense<[65504.0, 0x7F800000, 0xFF800000, 1.0, 1.001953125, 0.0, -0.0, 0.0]> : tensor<8xf32>
  func.return
}
