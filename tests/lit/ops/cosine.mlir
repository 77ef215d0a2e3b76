// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// cos is even; cos(float32(pi)) is -1 to f32 precision.
func.func @cosine_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.5, 3.1415927, 10.0, -2.5, 100.0]> : tensor<8xf32>
  %result = stablehlo.cosine %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[1.0, 0.5403023, 0.5403023, 0.8775826, -1.0, -0.8390715, -0.8011436, 0.8623189]> : tensor<8xf32>
  func.return
}

// -----

// cos(+-0) = 1 exactly; cos(+-inf) is invalid and gives NaN; NaN propagates.
func.func @cosine_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
  %result = stablehlo.cosine %operand : tensor<5xf32>
  check.expect_eq_const %result, dense<[1.0, 1.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @cosine_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-08, 6.0]]> : tensor<2x2xf64>
  %result = stablehlo.cosine %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.9950041653, 0.7648421873], [1.0, 0.9601702867]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @cosine_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.5, 2.0, 4.0]> : tensor<4xf16>
  %r = stablehlo.cosine %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.5405, 0.8774, -0.4163, -0.654]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xbf16>
  %s = stablehlo.cosine %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.54, 0.88, -0.416, -0.99]> : tensor<4xbf16>
  func.return
}

// -----

// cos(x + iy) = cos(x)cosh(y) - i sin(x)sinh(y).
func.func @cosine_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-0.5, 2.0), (0.0, 1.0), (2.0, -0.5)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.cosine %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.83373, -0.9888977), (3.301637, 1.73881), (1.543081, 0.0), (-0.469258, 0.4738306)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-3.5, -0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.cosine %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.83373, -0.9888977), (-0.9658737, 0.08861216)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @cosine_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.5707964, 3.1415927, 4.712389]> : tensor<4xf32>
  %result = "stablehlo.cosine"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const %result, dense<[1.0, -4.371139e-08, -1.0, 1.192488e-08]> : tensor<4xf32>
  func.return
}
