// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// logistic(x) = 1 / (1 + exp(-x)).
func.func @logistic_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 5.0, -5.0, 0.25, 20.0, -10.0]> : tensor<8xf32>
  %result = stablehlo.logistic %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.5, 0.7310586, 0.2689414, 0.9933071, 0.006692851, 0.5621765, 1.0, 4.539787e-05]> : tensor<8xf32>
  func.return
}

// -----

// logistic(0) = 0.5, logistic(inf) = 1, logistic(-inf) = 0, NaN propagates.
func.func @logistic_f32_special_values() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
  %result = stablehlo.logistic %operand : tensor<5xf32>
  check.expect_eq_const %result, dense<[0.5, 0.5, 1.0, 0.0, 0x7FC00000]> : tensor<5xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @logistic_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [30.0, -30.0]]> : tensor<2x2xf64>
  %result = stablehlo.logistic %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.5249791875, 0.3318122278], [1.0, 9.357622969e-14]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @logistic_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -2.0, 0.25, 5.0]> : tensor<4xf16>
  %r = stablehlo.logistic %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.731, 0.1192, 0.562, 0.993]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -2.0, 0.3, 5.0]> : tensor<4xbf16>
  %s = stablehlo.logistic %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.73, 0.119, 0.574, 0.992]> : tensor<4xbf16>
  func.return
}

// -----

// Complex logistic(z) = 1 / (1 + exp(-z)).
func.func @logistic_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-0.5, 2.0), (2.0, -0.5), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.logistic %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.7820416, 0.2019482), (0.1337944, 0.639019), (0.8908442, -0.0516647), (0.5, 0.0)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-3.0, 0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.logistic %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.7820416, 0.2019482), (0.04615107, 0.01120837)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @logistic_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>
  %result = "stablehlo.logistic"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.5, 0.7310585786, 0.880797078, 0.9525741268]> : tensor<4xf64>
  func.return
}
