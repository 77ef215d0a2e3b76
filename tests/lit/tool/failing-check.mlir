// A failed check names the op location, the first mismatching index, actual vs
// expected, the count, and for floats the largest absolute error and ULP distance.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

func.func @float_mismatch() {
  %0 = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  // 2.5 - 2.0 = 0.5 in the binade [2, 4), whose ULP is 2^-22: 2^21 = 2097152
  // ULPs (4.5 vs 4.0 in [4, 8) is 2^20).
  // CHECK: failing-check.mlir:{{[0-9]+}} offset :{{[0-9]+}}:3: error: expect_eq failed: 2 of 4 element(s) differ; first at index [0, 1]: actual 2.000000e+00, expected 2.500000e+00; largest absolute error 5.000000e-01, largest ULP distance 2097152
  check.expect_eq_const %0, dense<[[1.0, 2.5], [3.0, 4.5]]> : tensor<2x2xf32>
  func.return
}

// -----

func.func @int_mismatch() {
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi8>
  // CHECK: error: expect_eq failed: 1 of 3 element(s) differ; first at index [2]: actual 3, expected -3
  check.expect_eq_const %0, dense<[1, 2, -3]> : tensor<3xi8>
  func.return
}

// -----

func.func @almost_eq_outside_tolerance() {
  %0 = stablehlo.constant dense<1.0> : tensor<f64>
  // CHECK: error: expect_almost_eq failed: 1 of 1 element(s) differ; first at index []: actual 1.000000e+00, expected 1.001000e+00
  check.expect_almost_eq_const %0, dense<1.001> : tensor<f64>
  func.return
}

// -----

// Every failing check in a function is reported, not only the first.
func.func @two_failures() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  // CHECK: error: expect_eq failed{{.*}}expected 2
  check.expect_eq_const %0, dense<2> : tensor<i32>
  // CHECK: error: expect_eq failed{{.*}}expected 3
  check.expect_eq_const %0, dense<3> : tensor<i32>
  func.return
}

// -----

func.func @nan_vs_number() {
  %0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  // CHECK: error: expect_close failed{{.*}}largest ULP distance inf (NaN vs number)
  check.expect_close %0, %0, max_ulp_difference = 3 : tensor<f32>, tensor<f32>
  %1 = stablehlo.constant dense<1.0> : tensor<f32>
  check.expect_close %0, %1 : tensor<f32>, tensor<f32>
  func.return
}
