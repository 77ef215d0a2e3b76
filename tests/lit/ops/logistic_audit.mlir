// Spec audit (2026-11-25): complex logistic near its poles i(2k + 1)pi,
// where 1 + exp(-z) cancels (it was 40 ULPs off in f32, 161 in f64).
// Expected values: mpmath (60 digits) rounded once to the part type.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

func.func @logistic_complex_near_poles() {
  %z = stablehlo.constant dense<[(-0.001, -3.0), (0.5, 3.14159274)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.logistic %z : tensor<2xcomplex<f32>>
  %e = stablehlo.constant dense<[(0.45003998, -7.050358), (2.5414941, -3.4249607e-07)]> : tensor<2xcomplex<f32>>
  check.expect_close %r, %e, max_ulp_difference = 1 : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
  %w = stablehlo.constant dense<[(-1.0e-8, -3.0), (0.25, 3.141592653589793)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.logistic %w : tensor<2xcomplex<f64>>
  %f = stablehlo.constant dense<[(0.49999950037488866, -7.050709973585825), (4.520811664187798, 1.9492613015624374e-15)]> : tensor<2xcomplex<f64>>
  check.expect_close %s, %f, max_ulp_difference = 1 : tensor<2xcomplex<f64>>, tensor<2xcomplex<f64>>
  func.return
}

// -----

// exp(-x) overflows: the result is the signed zeros of
// (cos(y) + i sin(y)) / inf.
func.func @logistic_complex_overflow() {
  %z = stablehlo.constant dense<[(-1.0e20, 1.0), (-1.0e20, -2.0), (-1.0e20, 0.0)]> : tensor<3xcomplex<f32>>
  %r = stablehlo.logistic %z : tensor<3xcomplex<f32>>
  check.expect_eq_const %r, dense<[(0.0, 0.0), (-0.0, -0.0), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}
