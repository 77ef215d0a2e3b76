// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values from NumPy in float64, rounded to 7 significant digits.
func.func @exponential_minus_one_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.5, -20.0, 2.0, 1.0e-05, 3.0]> : tensor<8xf32>
  %result = stablehlo.exponential_minus_one %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 1.718282, -0.6321206, 0.6487213, -1.0, 6.389056, 1.000005e-05, 19.08554]> : tensor<8xf32>
  func.return
}

// -----

// expm1 keeps signed zeros, expm1(-inf) = -1, expm1(inf) = inf. For tiny x the
// result is x itself (computing exp(x) - 1 would give 0).
func.func @exponential_minus_one_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 0xFF800000, 0x7F800000, 0x7FC00000, 100.0, 1.0e-10, -1.0e-10]> : tensor<8xf32>
  %result = stablehlo.exponential_minus_one %operand : tensor<8xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, -1.0, 0x7F800000, 0x7FC00000, 0x7F800000, 1.0e-10, -1.0e-10]> : tensor<8xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @exponential_minus_one_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-10, -1.0e-300]]> : tensor<2x2xf64>
  %result = stablehlo.exponential_minus_one %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.1051709181, -0.5034146962], [1.0e-10, -1.0e-300]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @exponential_minus_one_f16_bf16() {
  %a = stablehlo.constant dense<[1.5, -2.0, 0.25, 3.0]> : tensor<4xf16>
  %r = stablehlo.exponential_minus_one %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[3.482, -0.8647, 0.284, 19.08]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -2.0, 0.3, 2.0]> : tensor<4xbf16>
  %s = stablehlo.exponential_minus_one %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[1.72, -0.863, 0.352, 6.38]> : tensor<4xbf16>
  func.return
}

// -----

// Complex expm1(z) = exp(z) - 1.
func.func @exponential_minus_one_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-1.0, 0.5), (0.5, -2.0), (0.0, 3.1415927)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.exponential_minus_one %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.4686939, 2.287355), (-0.6771554, 0.1763708), (-1.68611, -1.499178), (-2.0, 1.224647e-16)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-0.25, 3.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.exponential_minus_one %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.4686939, 2.287355), (-1.771007, 0.1099044)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @exponential_minus_one_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %result = "stablehlo.exponential_minus_one"(%operand) : (tensor<2xf64>) -> tensor<2xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.718281828]> : tensor<2xf64>
  func.return
}
