// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// roundToIntegralTowardPositive: results in (-1, 0) become -0.0; integral
// values, infinities, zeros and NaN are unchanged; 2^23 - 0.5 rounds up.
func.func @ceil_f32() {
  %operand = stablehlo.constant dense<[-1.5, -0.5, 0.5, 1.5, 3.0, -2.0, -0.0, 0.0, 8388607.5, 1.0e+20]> : tensor<10xf32>
  %result = stablehlo.ceil %operand : tensor<10xf32>
  check.expect_eq_const %result, dense<[-1.0, -0.0, 1.0, 2.0, 3.0, -2.0, -0.0, 0.0, 8388608.0, 1.0e+20]> : tensor<10xf32>
  func.return
}

// -----

// Infinities and NaN pass through; the smallest subnormals round to 1.0 and -0.0.
func.func @ceil_f32_special_values() {
  %operand = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, -1.0e-45]> : tensor<5xf32>
  %result = stablehlo.ceil %operand : tensor<5xf32>
  check.expect_eq_const %result, dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0, -0.0]> : tensor<5xf32>
  func.return
}

// -----

// 2^52 - 0.5 is the largest f64 with a fractional part below 2^52.
func.func @ceil_f64() {
  %operand = stablehlo.constant dense<[[-0.25, 4503599627370495.5], [-7.000001, 7.000001]]> : tensor<2x2xf64>
  %result = stablehlo.ceil %operand : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[-0.0, 4503599627370496.0], [-7.0, 8.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 and bf16; ceil(-0.75) = -0.0.
func.func @ceil_f16_bf16() {
  %a = stablehlo.constant dense<[-2.5, 0.3, 1000.5, -0.0, 0x7C00]> : tensor<5xf16>
  %r = stablehlo.ceil %a : tensor<5xf16>
  check.expect_eq_const %r, dense<[-2.0, 1.0, 1001.0, -0.0, 0x7C00]> : tensor<5xf16>
  %b = stablehlo.constant dense<[-1.25, 2.5, -0.75]> : tensor<3xbf16>
  %s = stablehlo.ceil %b : tensor<3xbf16>
  check.expect_eq_const %s, dense<[-1.0, 3.0, -0.0]> : tensor<3xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @ceil_generic_form() {
  %operand = stablehlo.constant dense<2.1> : tensor<f32>
  %result = "stablehlo.ceil"(%operand) : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<3.0> : tensor<f32>
  func.return
}
