// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// sin is odd; sin(float32(pi)) is about -8.74e-8.
func.func @sine_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, -1.0, 0.5, 3.1415927, 10.0, -2.5, 100.0]> : tensor<8xf32>
  %result = stablehlo.sine %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 0.841471, -0.841471, 0.4794255, -8.742278e-08, -0.5440211, -0.5984721, -0.5063656]> : tensor<8xf32>
  func.return
}

// -----

// sin keeps signed zeros and is exact for tiny values; sin(+-inf) is NaN.
func.func @sine_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0.0, 1.0e-30, 0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<6xf32>
  %result = stablehlo.sine %operand : tensor<6xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 1.0e-30, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @sine_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, -0.7], [1.0e-08, 6.0]]> : tensor<2x2xf64>
  %result = stablehlo.sine %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.09983341665, -0.6442176872], [1.0e-08, -0.2794154982]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @sine_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xf16>
  %r = stablehlo.sine %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.8413, -0.4795, 0.909, 0.1411]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, -0.5, 2.0, 3.0]> : tensor<4xbf16>
  %s = stablehlo.sine %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.84, -0.479, 0.91, 0.142]> : tensor<4xbf16>
  func.return
}

// -----

// sin(x + iy) = sin(x)cosh(y) + i cos(x)sinh(y).
func.func @sine_complex() {
  %a = stablehlo.constant dense<[(1.0, 1.0), (-0.5, 2.0), (0.0, 1.0), (2.0, -0.5)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.sine %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(1.298458, 0.6349639), (-1.803693, 3.182869), (0.0, 1.175201), (1.025347, 0.2168522)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(1.0, 1.0), (-3.5, -0.25)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.sine %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(1.298458, 0.6349639), (0.3618024, 0.2365605)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @sine_generic_form() {
  %operand = stablehlo.constant dense<[0.0, 1.5707964, 3.1415927, 4.712389]> : tensor<4xf32>
  %result = "stablehlo.sine"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 1.0, -8.742278e-08, -1.0]> : tensor<4xf32>
  func.return
}
