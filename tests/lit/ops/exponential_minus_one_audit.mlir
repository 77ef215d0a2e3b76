// Spec audit (2026-11-25): complex expm1 over the whole range. The real
// part of exp(z) - 1 cancels near z = 0 and, for any x near 0, whenever
// cos(y) is near 1; it is computed as expm1(x) cos(y) - 2 sin^2(y / 2).
// Expected values: mpmath (60 digits) rounded once to the part type.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

func.func @expm1_complex_f32_large_imaginary() {
  %z = stablehlo.constant dense<[(0.0, 1.0e4), (0.001, 3.0e3), (-2.0, 100.0), (1.0e-7, 1.0e-7), (0.5, 1.57079637), (20.0, 3.0)]> : tensor<6xcomplex<f32>>
  %r = stablehlo.exponential_minus_one %z : tensor<6xcomplex<f32>>
  %e = stablehlo.constant dense<[(-1.9521554, -0.30561438), (-1.9766583, 0.21940927), (-0.88329786, -0.06852914), (1.0e-07, 1.0000001e-07), (-1.0000001, 1.6487212), (-480309920.0, 68466520.0)]> : tensor<6xcomplex<f32>>
  check.expect_close %r, %e, max_ulp_difference = 1 : tensor<6xcomplex<f32>>, tensor<6xcomplex<f32>>
  func.return
}

// -----

func.func @expm1_complex_f64() {
  %z = stablehlo.constant dense<[(0.0, 1.0e4), (0.001, 3.0e3), (1.0e-12, 1.0e-6), (-1.0e-10, 2.0e-5)]> : tensor<4xcomplex<f64>>
  %r = stablehlo.exponential_minus_one %z : tensor<4xcomplex<f64>>
  %e = stablehlo.constant dense<[(-1.952155368259015, -0.30561438888825215), (-1.9766583700893905, 0.21940927388862883), (5.000000000000417e-13, 1.0000000000008332e-06), (-2.9999999996833335e-10, 1.999999999666667e-05)]> : tensor<4xcomplex<f64>>
  check.expect_close %r, %e, max_ulp_difference = 1 : tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>
  func.return
}

// -----

// Special values, as C's cexp(z) - 1: y = 0 keeps the sign of the zero and
// expm1(+-inf); x = -inf gives -1 + 0i; a NaN part gives NaNs.
func.func @expm1_complex_special_values() {
  %z = stablehlo.constant dense<[(0.0, -0.0), (-0.0, 0.0), (0x7F800000, 0.0), (0xFF800000, 1.0), (0x7FC00000, 0.0)]> : tensor<5xcomplex<f32>>
  %r = stablehlo.exponential_minus_one %z : tensor<5xcomplex<f32>>
  check.expect_eq_const %r, dense<[(0.0, -0.0), (-0.0, 0.0), (0x7F800000, 0.0), (-1.0, 0.0), (0x7FC00000, 0.0)]> : tensor<5xcomplex<f32>>
  func.return
}
