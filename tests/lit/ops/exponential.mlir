// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values from NumPy in float64, rounded to 7 significant digits.
func.func @exponential_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 2.5, -10.0, 0.5, 3.0, 4.0]> : tensor<8xf32>
  %result = stablehlo.exponential %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[1.0, 2.718282, 0.3678794, 12.18249, 4.539993e-05, 1.648721, 20.08554, 54.59815]> : tensor<8xf32>
  func.return
}

// -----

// exp(+-0) = 1, exp(-inf) = 0, exp(inf) = inf; exp(100) overflows f32 to inf and
// exp(-200) underflows to 0.
func.func @exponential_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 0xFF800000, 0x7F800000, 0x7FC00000, 100.0, -200.0]> : tensor<7xf32>
  %result = stablehlo.exponential %operand : tensor<7xf32>
  check.expect_eq_const %result, dense<[1.0, 1.0, 0.0, 0x7F800000, 0x7FC00000, 0x7F800000, 0.0]> : tensor<7xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @exponential_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [-700.0, 4.5]]> : tensor<2x2xf64>
  %result = stablehlo.exponential %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[1.105170918, 0.4965853038], [9.859676544e-305, 90.0171313]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @exponential_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -2.0, 0.3, 2.0]> : tensor<4xf16>
  %r = stablehlo.exponential %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[2.719, 0.1354, 1.35, 7.39]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -2.0, 0.3, 2.0]> : tensor<4xbf16>
  %s = stablehlo.exponential %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[2.72, 0.136, 1.35, 7.38]> : tensor<4xbf16>
  func.return
}

// -----

// exp(x + iy) = exp(x)(cos(y) + i sin(y)); exp(i*pi) is about -1.
func.func @exponential_complex() {
  %a = stablehlo.constant dense<[(0.0, 3.1415927), (1.0, 1.0), (-1.0, 0.5), (0.5, -2.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.exponential %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(-1.0, 1.224647e-16), (1.468694, 2.287355), (0.3228446, 0.1763708), (-0.6861101, -1.499178)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-0.25, 3.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.exponential %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(1.468694, 2.287355), (-0.7710069, 0.1099044)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @exponential_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>
  %result = "stablehlo.exponential"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[1.0, 2.718281828, 7.389056099, 20.08553692]> : tensor<4xf64>
  func.return
}
