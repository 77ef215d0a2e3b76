// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values from NumPy in float64, rounded to 7 significant digits.
func.func @log_plus_one_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -0.5, 9.0, 1.0e-05, -0.99, 100.0, 3.0]> : tensor<8xf32>
  %result = stablehlo.log_plus_one %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 0.6931472, -0.6931472, 2.302585, 9.99995e-06, -4.605171, 4.615121, 1.386294]> : tensor<8xf32>
  func.return
}

// -----

// log1p keeps signed zeros, log1p(-1) = -inf, log1p(x < -1) = NaN. For tiny x the
// result is x itself (computing log(1 + x) would give 0).
func.func @log_plus_one_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, -1.0, -2.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-10, -1.0e-10]> : tensor<9xf32>
  %result = stablehlo.log_plus_one %operand : tensor<9xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 0xFF800000, 0x7FC00000, 0x7F800000, 0x7FC00000, 0x7FC00000, 1.0e-10, -1.0e-10]> : tensor<9xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @log_plus_one_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-10, 1.0e+10]]> : tensor<2x2xf64>
  %result = stablehlo.log_plus_one %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.0953101798, -1.203972804], [1.0e-10, 23.02585093]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @log_plus_one_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.25, 0.3, 100.0]> : tensor<4xf16>
  %r = stablehlo.log_plus_one %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.6934, -0.2876, 0.2625, 4.613]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -0.25, 0.3, 7.0]> : tensor<4xbf16>
  %s = stablehlo.log_plus_one %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.69, -0.287, 0.264, 2.08]> : tensor<4xbf16>
  func.return
}

// -----

// Complex log1p(z) = log(|z + 1|) + i atan2(imag(z), real(z) + 1).
func.func @log_plus_one_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-2.0, 0.0), (0.5, -0.5), (-1.0, 2.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.log_plus_one %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.804719, 0.4636476), (0.0, 3.141593), (0.4581454, -0.3217506), (0.6931472, 1.570796)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, 4.0), (-0.5, 0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.log_plus_one %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(1.732868, 0.7853982), (-0.5815754, 0.4636476)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @log_plus_one_generic_form() {
  %operand = stablehlo.constant dense<[0.0, -0.999, 7.0, 15.0]> : tensor<4xf64>
  %result = "stablehlo.log_plus_one"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.0, -6.907755279, 2.079441542, 2.772588722]> : tensor<4xf64>
  func.return
}
