// Found by fuzz-mlir-interpret (UBSan): the ULP distance a failed check
// reports overflowed int64_t for f64 values of opposite signs. 4.0 is
// 0x4010000000000000 = 4616189618054758400 steps above +0 and -2.0 is
// 0x4000000000000000 = 4611686018427387904 steps below it: 9227875636482146304
// apart, more than INT64_MAX.
// RUN: not interpreter-translate --interpret %s 2>&1 | FileCheck %s

func.func @main() {
  %0 = stablehlo.constant dense<[-2.0, 1.0]> : tensor<2xf64>
  // CHECK: error: expect_almost_eq failed: 1 of 2 element(s) differ; first at index [0]: actual -2.000000e+00, expected 4.000000e+00; largest absolute error 6.000000e+00, largest ULP distance 9227875636482146304
  check.expect_almost_eq_const %0, dense<[4.0, 1.0]> : tensor<2xf64>
  // CHECK: error: expect_close failed: 1 of 1 element(s) differ; {{.*}} largest ULP distance 18437736874454810622
  %1 = stablehlo.constant dense<0x7FEFFFFFFFFFFFFF> : tensor<f64>
  %2 = stablehlo.constant dense<0xFFEFFFFFFFFFFFFF> : tensor<f64>
  check.expect_close %1, %2 : tensor<f64>, tensor<f64>
  func.return
}
