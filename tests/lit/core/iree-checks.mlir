// IREE's check spellings (issue 25, item 4) beside StableHLO's, in a
// function of several blocks as IREE's e2e tests write them. Expected
// values by hand.
// RUN: not interpreter-translate --interpret %s > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// CHECK: @iree_style: ok
// CHECK: @iree_failures: failed
// ERR: iree-checks.mlir:40:3: error: expect_true failed: the value is 0
// ERR: iree-checks.mlir:41:3: error: expect_false failed: the value is 2
// ERR: iree-checks.mlir:42:3: error: expect_all_true failed: 1 of 3 element(s) are zero; first at index [1]
// ERR: iree-checks.mlir:46:3: error: expect_almost_eq failed: 1 of 1 element(s) differ
// ERR: iree-checks.mlir:48:3: error: expect_eq failed: 1 of 2 element(s) differ; first at index [1]: actual 2, expected 3
// ERR: iree-checks.mlir:50:3: error: expect_almost_eq failed: 1 of 1 element(s) differ

func.func @iree_style() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = stablehlo.add %x, %x : tensor<3xf32>
  check.expect_almost_eq_const(%y, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>) : tensor<3xf32>
  // |6.5 - 6| = 0.5 <= 0.2 + 0.1 * 6 = 0.8
  %z = arith.constant dense<[2.0, 4.0, 6.5]> : tensor<3xf32>
  check.expect_almost_eq(%y, %z, atol 2.0e-1, rtol 1.0e-1) : tensor<3xf32>
  // IREE's older spelling, one absolute tolerance: |2 - 2.05| <= 0.1.
  check.expect_almost_eq_const(%y, dense<[2.05, 4.0, 6.0]> : tensor<3xf32>, 1.0e-1) : tensor<3xf32>
  %i = arith.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%i, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq(%i, %i) : tensor<2xi32>
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  check.expect_true(%one) : i32
  check.expect_false(%zero) : i32
  check.expect_all_true(%i) : tensor<2xi32>
  func.return
}

func.func @iree_failures() {
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %t = arith.constant dense<[1, 0, 3]> : tensor<3xi32>
  check.expect_true(%zero) : i32
  check.expect_false(%two) : i32
  check.expect_all_true(%t) : tensor<3xi32>
  // |6.9 - 6| = 0.9 > 0.2 + 0.1 * 6 = 0.8
  %y = arith.constant dense<6.0> : tensor<1xf32>
  %z = arith.constant dense<6.9> : tensor<1xf32>
  check.expect_almost_eq(%z, %y, atol 2.0e-1, rtol 1.0e-1) : tensor<1xf32>
  %u = arith.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%u, dense<[1, 3]> : tensor<2xi32>) : tensor<2xi32>
  // The older spelling's tolerance is absolute: |6.9 - 6| = 0.9 > 0.5.
  check.expect_almost_eq_const(%z, dense<6.0> : tensor<1xf32>, 5.0e-1) : tensor<1xf32>
  func.return
}
