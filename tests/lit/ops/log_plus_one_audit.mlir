// Spec audit (2026-11-25): complex log1p near the circle |1 + z| = 1,
// where log|1 + z| cancels; it is computed as log1p(2x + x^2 + y^2) / 2.
// Expected values: mpmath (60 digits) rounded once to the part type.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

func.func @log1p_complex_f32_near_unit_circle() {
  %z = stablehlo.constant dense<[(-0.001, 0.044710178), (1.0e-8, 1.0e-4), (-0.5, 0.866025388)]> : tensor<3xcomplex<f32>>
  %r = stablehlo.log_plus_one %z : tensor<3xcomplex<f32>>
  %e = stablehlo.constant dense<[(-4.2263887e-11, 0.044725087), (1.5e-08, 1.0e-04), (-1.34611735e-08, 1.0471976)]> : tensor<3xcomplex<f32>>
  check.expect_close %r, %e, max_ulp_difference = 1 : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>
  func.return
}

// -----

func.func @log1p_complex_f64_near_unit_circle() {
  %z = stablehlo.constant dense<[(-0.001, 0.04471017781221764), (1.0e-8, 1.0e-4), (-0.5, 0.8660254)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.log_plus_one %z : tensor<3xcomplex<f64>>
  %e = stablehlo.constant dense<[(5.91285484083016e-17, 0.04472508716873475), (1.4999999825000004e-08, 9.99999986666667e-05), (-3.2774200581614342e-09, 1.0471975493043784)]> : tensor<3xcomplex<f64>>
  check.expect_close %r, %e, max_ulp_difference = 1 : tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>
  func.return
}
