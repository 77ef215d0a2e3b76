// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The imaginary part of each complex element.
func.func @imag_complex_f32() {
  %operand = stablehlo.constant dense<[(1.5, 2.0), (-3.0, -4.0), (1.0, -0.0), (0x7FC00000, 0xFF800000)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.imag %operand : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[2.0, -4.0, -0.0, 0xFF800000]> : tensor<4xf32>
  func.return
}

// -----

// Rank-2 complex<f64> operand.
func.func @imag_complex_f64_2d() {
  %operand = stablehlo.constant dense<[[(0.1, 0.2), (1.0, -1.0e+300)], [(0.0, 0x7FF8000000000000), (3.0, -5.0e-324)]]> : tensor<2x2xcomplex<f64>>
  %result = stablehlo.imag %operand : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.2, -1.0e+300], [0x7FF8000000000000, -5.0e-324]]> : tensor<2x2xf64>
  func.return
}

// -----

// For a floating-point operand the imaginary part is +0.0, whatever the value.
func.func @imag_of_float_is_zero() {
  %operand = stablehlo.constant dense<[-0.0, 2.5, 0xFF800000, 0x7FC00000]> : tensor<4xf32>
  %result = stablehlo.imag %operand : tensor<4xf32>
  check.expect_eq_const %result, dense<[0.0, 0.0, 0.0, 0.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[-1.5, 3.0]> : tensor<2xbf16>
  %rb = stablehlo.imag %b : tensor<2xbf16>
  check.expect_eq_const %rb, dense<[0.0, 0.0]> : tensor<2xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @imag_generic_form() {
  %operand = stablehlo.constant dense<(-2.0, 9.0)> : tensor<complex<f32>>
  %result = "stablehlo.imag"(%operand) : (tensor<complex<f32>>) -> tensor<f32>
  check.expect_eq_const %result, dense<9.0> : tensor<f32>
  func.return
}
