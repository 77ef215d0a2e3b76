// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// isFinite: false exactly for +-inf and NaN (of either sign); zeros,
// subnormals and the largest finite values are finite.
func.func @is_finite_f32() {
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0.0, -0.0, 3.4028235e+38, -3.4028235e+38, 1.0e-45, -1.0]> : tensor<11xf32>
  %y = stablehlo.is_finite %x : (tensor<11xf32>) -> tensor<11xi1>
  check.expect_eq_const %y, dense<[false, false, false, false, false, true, true, true, true, true, true]> : tensor<11xi1>
  func.return
}

// -----

// Rank-2 f64 operand: -inf, NaN, the largest finite value and the smallest subnormal.
func.func @is_finite_f64_2d() {
  %x = stablehlo.constant dense<[[0xFFF0000000000000, 0x7FF8000000000000], [1.7976931348623157e+308, 5.0e-324]]> : tensor<2x2xf64>
  %y = stablehlo.is_finite %x : (tensor<2x2xf64>) -> tensor<2x2xi1>
  check.expect_eq_const %y, dense<[[false, false], [true, true]]> : tensor<2x2xi1>
  func.return
}

// -----

// f16 and bf16 infinities, NaNs and extreme finite values.
func.func @is_finite_f16_bf16() {
  %a = stablehlo.constant dense<[0x7C00, 0xFC00, 0x7E00, 65504.0, 5.9604645e-08]> : tensor<5xf16>
  %ra = stablehlo.is_finite %a : (tensor<5xf16>) -> tensor<5xi1>
  check.expect_eq_const %ra, dense<[false, false, false, true, true]> : tensor<5xi1>
  %b = stablehlo.constant dense<[0x7F80, 0xFF80, 0x7FC0, 3.3895314e+38]> : tensor<4xbf16>
  %rb = stablehlo.is_finite %b : (tensor<4xbf16>) -> tensor<4xi1>
  check.expect_eq_const %rb, dense<[false, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

// f8E4M3FN has no infinities: 0x7F is NaN and 448 is the largest finite value.
// f8E5M2 has infinities (0x7C) and NaNs (0x7D..0x7F).
func.func @is_finite_f8() {
  %a = stablehlo.constant dense<[0x7F, 448.0, -448.0, 0.001953125]> : tensor<4xf8E4M3FN>
  %ra = stablehlo.is_finite %a : (tensor<4xf8E4M3FN>) -> tensor<4xi1>
  check.expect_eq_const %ra, dense<[false, true, true, true]> : tensor<4xi1>
  %b = stablehlo.constant dense<[0x7C, 0x7E, 57344.0]> : tensor<3xf8E5M2>
  %rb = stablehlo.is_finite %b : (tensor<3xf8E5M2>) -> tensor<3xi1>
  check.expect_eq_const %rb, dense<[false, false, true]> : tensor<3xi1>
  func.return
}

// -----

// Generic syntax.
func.func @is_finite_generic_form() {
  %x = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, -10.0, -0.0, 0.0, 10.0]> : tensor<7xf64>
  %y = "stablehlo.is_finite"(%x) : (tensor<7xf64>) -> tensor<7xi1>
  check.expect_eq_const %y, dense<[false, false, false, true, true, true, true]> : tensor<7xi1>
  func.return
}
