// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// lhs supplies the real part and rhs the imaginary part.
func.func @complex_f32() {
  %lhs = stablehlo.constant dense<[1.0, -2.5, 0.0]> : tensor<3xf32>
  %rhs = stablehlo.constant dense<[2.0, 0.5, -1.0]> : tensor<3xf32>
  %result = stablehlo.complex %lhs, %rhs : tensor<3xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (-2.5, 0.5), (0.0, -1.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Both parts are kept bit for bit: signed zeros, infinities and NaN.
func.func @complex_f32_special_parts() {
  %lhs = stablehlo.constant dense<[-0.0, 0x7F800000, 0x7FC00000, 1.0e-45]> : tensor<4xf32>
  %rhs = stablehlo.constant dense<[-0.0, 0xFF800000, 1.0, 0.0]> : tensor<4xf32>
  %result = stablehlo.complex %lhs, %rhs : tensor<4xcomplex<f32>>
  check.expect_eq_const %result, dense<[(-0.0, -0.0), (0x7F800000, 0xFF800000), (0x7FC00000, 1.0), (1.0e-45, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Rank-2 f64 operands.
func.func @complex_f64_2d() {
  %lhs = stablehlo.constant dense<[[0.1, 2.0], [-3.0, 1.0e+300]]> : tensor<2x2xf64>
  %rhs = stablehlo.constant dense<[[-0.2, 0.0], [4.0, -1.0e-300]]> : tensor<2x2xf64>
  %result = stablehlo.complex %lhs, %rhs : tensor<2x2xcomplex<f64>>
  check.expect_eq_const %result, dense<[[(0.1, -0.2), (2.0, 0.0)], [(-3.0, 4.0), (1.0e+300, -1.0e-300)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// complex then real/imag gives the parts back.
func.func @complex_roundtrip_real_imag() {
  %lhs = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[-7.0, 0x7F800000]> : tensor<2xf32>
  %z = stablehlo.complex %lhs, %rhs : tensor<2xcomplex<f32>>
  %re = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %im = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq %re, %lhs : tensor<2xf32>
  check.expect_eq %im, %rhs : tensor<2xf32>
  func.return
}

// -----

// Rank-0 operands; functional type syntax.
func.func @complex_rank0_functional_type() {
  %lhs = stablehlo.constant dense<3.0> : tensor<f64>
  %rhs = stablehlo.constant dense<-4.0> : tensor<f64>
  %result = stablehlo.complex %lhs, %rhs : (tensor<f64>, tensor<f64>) -> tensor<complex<f64>>
  check.expect_eq_const %result, dense<(3.0, -4.0)> : tensor<complex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @complex_generic_form() {
  %lhs = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %rhs = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xf64>
  %result = "stablehlo.complex"(%lhs, %rhs) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %result, dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  func.return
}
