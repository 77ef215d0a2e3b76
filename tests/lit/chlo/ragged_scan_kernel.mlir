// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// The same checks through the stablehlo lowering:
// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | interpreter-translate --interpret -split-input-file

// _asin_acos_kernel: w with asin(z) = atan2(re z, re w) + i sign(im z) im w.
// Expected values from NumPy: im w = |im arcsin(z)|, re w = re z / tan(re
// arcsin(z)), in float64.
func.func @asin_acos_kernel_c128() {
  %z = stablehlo.constant dense<[(0.5, 0.25), (-2.0, 1.0), (3.0, -0.5), (0.25, -4.0)]> : tensor<4xcomplex<f64>>
  %w = chlo._asin_acos_kernel %z : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  check.expect_almost_eq_const %w, dense<[(0.9117543273261622, 0.28139605624529274), (1.1117859405028423, 1.4693517443681852), (0.5293321590916851, 1.7789904938267689), (4.122661301831614, 2.096493106256753)]> : tensor<4xcomplex<f64>> {tolerance = 1.0e-13 : f64}
  func.return
}

// -----

// ragged_dot, ragged non-contracting dimension: rows 0..2 use rhs group 0,
// rows 3..4 group 1. Expected by hand (NumPy lhs[rows] @ rhs[g]).
func.func @ragged_dot_noncontracting() {
  %lhs = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0], [6.0, 7.0], [8.0, 9.0]]> : tensor<5x2xf32>
  %rhs = stablehlo.constant dense<[[[-4.0, -3.0, -2.0], [-1.0, 0.0, 1.0]], [[2.0, 3.0, 4.0], [5.0, 6.0, 7.0]]]> : tensor<2x2x3xf32>
  %g = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<5x2xf32>, tensor<2x2x3xf32>, tensor<2xi64>) -> tensor<5x3xf32>
  check.expect_eq_const %r, dense<[[-1.0, 0.0, 1.0], [-11.0, -6.0, -1.0], [-21.0, -12.0, -3.0], [47.0, 60.0, 73.0], [61.0, 78.0, 95.0]]> : tensor<5x3xf32>
  func.return
}

// -----

// scan from the end (is_reverse): suffix sums, final carry the total.
func.func @scan_reverse() {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 attributes {is_reverse = true} {
  ^bb0(%e: tensor<i32>, %acc: tensor<i32>):
    %s = stablehlo.add %e, %acc : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  check.expect_eq_const %0#0, dense<[10, 9, 7, 4]> : tensor<4xi32>
  check.expect_eq_const %0#1, dense<10> : tensor<i32>
  func.return
}
