// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// roundToIntegralTowardNegative: results in (0, 1) become +0.0 and -0.0 stays
// -0.0; integral values are unchanged; 2^23 - 0.5 rounds down.
func.func @floor_f32() {
  %operand = stablehlo.constant dense<[-1.5, -0.5, 0.5, 1.5, 3.0, -2.0, -0.0, 0.0, 8388607.5, -1.0e+20]> : tensor<10xf32>
  %result = stablehlo.floor %operand : tensor<10xf32>
  check.expect_eq_const %result, dense<[-2.0, -1.0, 0.0, 1.0, 3.0, -2.0, -0.0, 0.0, 8388607.0, -1.0e+20]> : tensor<10xf32>
  func.return
}

// -----

// Infinities and NaN pass through; the smallest subnormals round to 0.0 and -1.0.
func.func @floor_f32_special_values() {
  %operand = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, -1.0e-45]> : tensor<5xf32>
  %result = stablehlo.floor %operand : tensor<5xf32>
  check.expect_eq_const %result, dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0.0, -1.0]> : tensor<5xf32>
  func.return
}

// -----

// Rank-2 f64 operand.
func.func @floor_f64() {
  %operand = stablehlo.constant dense<[[0.25, 4503599627370495.5], [-7.000001, 7.999999]]> : tensor<2x2xf64>
  %result = stablehlo.floor %operand : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.0, 4503599627370495.0], [-8.0, 7.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 and bf16; floor(0.75) = 0.0 and floor(-0.0) = -0.0.
func.func @floor_f16_bf16() {
  %a = stablehlo.constant dense<[-2.5, 0.3, 1000.5, -0.0, 0xFC00]> : tensor<5xf16>
  %r = stablehlo.floor %a : tensor<5xf16>
  check.expect_eq_const %r, dense<[-3.0, 0.0, 1000.0, -0.0, 0xFC00]> : tensor<5xf16>
  %b = stablehlo.constant dense<[-1.25, 2.5, 0.75]> : tensor<3xbf16>
  %s = stablehlo.floor %b : tensor<3xbf16>
  check.expect_eq_const %s, dense<[-2.0, 2.0, 0.0]> : tensor<3xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @floor_generic_form() {
  %operand = stablehlo.constant dense<-2.1> : tensor<f32>
  %result = "stablehlo.floor"(%operand) : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<-3.0> : tensor<f32>
  func.return
}
