// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The real part of each complex element.
func.func @real_complex_f32() {
  %operand = stablehlo.constant dense<[(1.5, 2.0), (-3.0, 4.0), (-0.0, 1.0), (0x7F800000, 0x7FC00000)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.real %operand : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[1.5, -3.0, -0.0, 0x7F800000]> : tensor<4xf32>
  func.return
}

// -----

// Rank-2 complex<f64> operand.
func.func @real_complex_f64_2d() {
  %operand = stablehlo.constant dense<[[(0.1, 0.2), (1.0e+300, -1.0)], [(0x7FF8000000000000, 0.0), (-5.0e-324, 3.0)]]> : tensor<2x2xcomplex<f64>>
  %result = stablehlo.real %operand : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.1, 1.0e+300], [0x7FF8000000000000, -5.0e-324]]> : tensor<2x2xf64>
  func.return
}

// -----

// For a floating-point operand, real is the identity (bit for bit).
func.func @real_of_float_is_identity() {
  %operand = stablehlo.constant dense<[-0.0, 2.5, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  %result = stablehlo.real %operand : tensor<4xf32>
  check.expect_eq_const %result, dense<[-0.0, 2.5, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  %h = stablehlo.constant dense<[65504.0, -0.5]> : tensor<2xf16>
  %rh = stablehlo.real %h : tensor<2xf16>
  check.expect_eq_const %rh, dense<[65504.0, -0.5]> : tensor<2xf16>
  func.return
}

// -----

// Generic syntax.
func.func @real_generic_form() {
  %operand = stablehlo.constant dense<(-2.0, 9.0)> : tensor<complex<f32>>
  %result = "stablehlo.real"(%operand) : (tensor<complex<f32>>) -> tensor<f32>
  check.expect_eq_const %result, dense<-2.0> : tensor<f32>
  func.return
}
