// expect_almost_eq: |a - b| <= 0.0001, or a and b adjacent floats of their
// type. Adjacent f32 values in [2048, 4096) are 2^-12 = 0.000244 apart, more
// than the tolerance; f16 values in [1, 2) are 2^-10 = 0.000977 apart.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// CHECK-NOT: error: {{.*}}adjacent_f32_pass
func.func @adjacent_f32_pass() {
  // 2374.0542 and 2374.0544 are neighbours (bit patterns differ by one).
  %0 = stablehlo.constant dense<[2374.0542, -2374.0542, 0.2]> : tensor<3xf32>
  check.expect_almost_eq_const %0, dense<[2374.0544, -2374.0544, 0.19999]> : tensor<3xf32>
  func.return
}

// -----

func.func @two_ulps_f32_fail() {
  %0 = stablehlo.constant dense<2374.0542> : tensor<f32>
  // CHECK: error: expect_almost_eq failed: 1 of 1 element(s) differ; first at index []: actual 2374.0542, expected 2374.05469; largest absolute error 4.882812e-04, largest ULP distance 2
  check.expect_almost_eq_const %0, dense<2374.0547> : tensor<f32>
  func.return
}

// -----

func.func @adjacent_f16_pass_two_ulps_fail() {
  %0 = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf16>
  // 1.001 (f16 1 + 2^-10) is the neighbour of 1.0; 1.002 is two steps away.
  // CHECK: error: expect_almost_eq failed: 1 of 2 element(s) differ; first at index [1]
  check.expect_almost_eq_const %0, dense<[1.001, 1.002]> : tensor<2xf16>
  func.return
}

// -----

func.func @small_values_use_the_tolerance() {
  // 0.001 vs 0.0012: 0.0002 apart, more than the tolerance, and thousands of
  // f32 steps apart.
  %0 = stablehlo.constant dense<0.001> : tensor<f32>
  // CHECK: error: expect_almost_eq failed: 1 of 1 element(s) differ
  check.expect_almost_eq_const %0, dense<0.0012> : tensor<f32>
  func.return
}

// -----

// The case of testdata/cos_complex64_20_20: each part one f32 step from the
// expected value (0.000122 and 0.000244 apart).
func.func @adjacent_complex_parts_pass() {
  %0 = stablehlo.constant dense<(1334.0144, 2374.0542)> : tensor<complex<f32>>
  %1 = stablehlo.constant dense<(1334.0145, 2374.0544)> : tensor<complex<f32>>
  check.expect_almost_eq %0, %1 : tensor<complex<f32>>
  // One part two steps away fails.
  %2 = stablehlo.constant dense<(1334.0145, 2374.0547)> : tensor<complex<f32>>
  // CHECK: error: expect_almost_eq failed: 1 of 1 element(s) differ
  check.expect_almost_eq %0, %2 : tensor<complex<f32>>
  func.return
}
// CHECK-NOT: error:
