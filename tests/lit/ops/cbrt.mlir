// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// rootn(x, 3) is defined for negative x: cbrt(-8) = -2.
func.func @cbrt_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 8.0, 27.0, -8.0, 2.0, -3.0, 0.001, 100.0, -0.125, 1.0e-30]> : tensor<11xf32>
  %result = stablehlo.cbrt %operand : tensor<11xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, 2.0, 3.0, -2.0, 1.259921, -1.44225, 0.1, 4.641589, -0.5, 1.0e-10]> : tensor<11xf32>
  func.return
}

// -----

// cbrt keeps signed zeros and infinities; NaN propagates.
func.func @cbrt_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
  %result = stablehlo.cbrt %operand : tensor<5xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<5xf32>
  func.return
}

// -----

// Rank-2 f64 operand.
func.func @cbrt_f64() {
  %operand = stablehlo.constant dense<[[64.0, -1.0e-300], [2.0, -1000.0]]> : tensor<2x2xf64>
  %result = stablehlo.cbrt %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[4.0, -1.0e-100], [1.259921, -10.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @cbrt_f16_bf16() {
  %a = stablehlo.constant dense<[2.0, -27.0, 10.0]> : tensor<3xf16>
  %r = stablehlo.cbrt %a : tensor<3xf16>
  check.expect_almost_eq_const %r, dense<[1.26, -3.0, 2.154]> : tensor<3xf16>
  %b = stablehlo.constant dense<[2.0, -27.0, 10.0]> : tensor<3xbf16>
  %s = stablehlo.cbrt %b : tensor<3xbf16>
  check.expect_almost_eq_const %s, dense<[1.26, -3.0, 2.16]> : tensor<3xbf16>
  func.return
}

// -----

// Complex cube root (principal branch, exp(log(z) / 3)):
// cbrt(8i) = 2 * exp(i*pi/6) = sqrt(3) + i, cbrt(8) = 2,
// cbrt(1+i) = 2^(1/6) * exp(i*pi/12).
func.func @cbrt_complex() {
  %operand = stablehlo.constant dense<[(0.0, 8.0), (8.0, 0.0), (1.0, 1.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.cbrt %operand : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(1.732051, 1.0), (2.0, 0.0), (1.084215, 0.2905146)]> : tensor<3xcomplex<f32>>
  %c64 = stablehlo.constant dense<[(0.0, 8.0)]> : tensor<1xcomplex<f64>>
  %r64 = stablehlo.cbrt %c64 : tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %r64, dense<[(1.732051, 1.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @cbrt_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 8.0, 27.0]> : tensor<4xf64>
  %result = "stablehlo.cbrt"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf64>
  func.return
}
