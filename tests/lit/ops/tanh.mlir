// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values from NumPy in float64, rounded to 7 significant digits.
func.func @tanh_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.5, 3.0, -2.5, 0.01, 8.0]> : tensor<8xf32>
  %result = stablehlo.tanh %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 0.7615942, -0.7615942, 0.4621172, 0.9950548, -0.9866143, 0.009999666, 0.9999998]> : tensor<8xf32>
  func.return
}

// -----

// tanh keeps signed zeros, saturates to +-1 (exactly, in f32, from |x| = 20 on)
// and propagates NaN.
func.func @tanh_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 20.0, -20.0]> : tensor<7xf32>
  %result = stablehlo.tanh %operand : tensor<7xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 1.0, -1.0, 0x7FC00000, 1.0, -1.0]> : tensor<7xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @tanh_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-08, 6.0]]> : tensor<2x2xf64>
  %result = stablehlo.tanh %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.09966799462, -0.6043677771], [1.0e-08, 0.9999877117]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @tanh_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xf16>
  %r = stablehlo.tanh %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.7617, -0.4622, 0.964, 0.995]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xbf16>
  %s = stablehlo.tanh %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.76, -0.463, 0.965, 0.996]> : tensor<4xbf16>
  func.return
}

// -----

// Complex hyperbolic tangent, tanh(z) = sinh(z) / cosh(z).
func.func @tanh_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-0.5, 2.0), (0.0, 1.0), (2.0, -0.5)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.tanh %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(1.083923, 0.2717526), (-1.321287, -0.8508781), (0.0, 1.557408), (0.9799408, -0.03021599)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-3.5, -0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.tanh %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(1.083923, 0.2717526), (-0.9984004, -0.0008729611)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @tanh_generic_form() {
  %operand = stablehlo.constant dense<[-1.0, 0.0, 1.0]> : tensor<3xf32>
  %result = "stablehlo.tanh"(%operand) : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_almost_eq_const %result, dense<[-0.7615942, 0.0, 0.7615942]> : tensor<3xf32>
  func.return
}
