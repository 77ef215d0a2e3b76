// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// tan is odd and has period pi.
func.func @tan_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.5, 3.1415927, 10.0, -2.5, 100.0, 1.5]> : tensor<9xf32>
  %result = stablehlo.tan %operand : tensor<9xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 1.557408, -1.557408, 0.5463025, 8.742278e-08, 0.6483608, 0.7470223, -0.5872139, 14.10142]> : tensor<9xf32>
  func.return
}

// -----

// tan keeps signed zeros and is exact for tiny values; tan(+-inf) is NaN.
func.func @tan_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 1.0e-30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<6xf32>
  %result = stablehlo.tan %operand : tensor<6xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 1.0e-30, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @tan_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-08, 6.0]]> : tensor<2x2xf64>
  %result = stablehlo.tan %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.1003346721, -0.8422883805], [1.0e-08, -0.2910061914]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @tan_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xf16>
  %r = stablehlo.tan %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[1.558, -0.5464, -2.186, -0.1426]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xbf16>
  %s = stablehlo.tan %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[1.555, -0.547, -2.19, -0.143]> : tensor<4xbf16>
  func.return
}

// -----

// Complex tangent, tan(z) = sin(z) / cos(z).
func.func @tan_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-0.5, 2.0), (0.0, 1.0), (2.0, -0.5)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.tan %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.2717526, 1.083923), (-0.03021599, 0.9799408), (0.0, 0.7615942), (-0.8508781, -1.321287)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-3.5, -0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.tan %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.2717526, 1.083923), (-0.3491771, -0.2769532)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @tan_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 0.7853981633974483, -0.7853981633974483]> : tensor<3xf64>
  %result = "stablehlo.tan"(%operand) : (tensor<3xf64>) -> tensor<3xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, -1.0]> : tensor<3xf64>
  func.return
}
