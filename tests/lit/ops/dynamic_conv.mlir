// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// dynamic_conv is convolution with the padding read when the op runs.
// The specification's example: lhs_dilation 2 spreads the 4x4 input to 7x7,
// padding 1 on every side makes it 9x9, and stride 4 takes the 3x3 windows
// at rows/columns 0 and 4; each window sums the values it covers.
func.func @main() {
  %lhs = stablehlo.constant dense<[[
                                    [[1], [2], [5], [6]],
                                    [[3], [4], [7], [8]],
                                    [[10], [11], [14], [15]],
                                    [[12], [13], [16], [17]]
                                  ]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<1> : tensor<3x3x1x1xi64>
  %padding = stablehlo.constant dense<1> : tensor<2x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[1], [5]], [[10], [14]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// A padding computed at run time (not a constant), low 1 and high 0 on a
// 1-D input [1, 2, 3, 4, 5] with kernel [1, 10]: the padded input is
// [0, 1, 2, 3, 4, 5] and the windows give 0+10, 1+20, 2+30, 3+40, 4+50.
// Negative low padding -1 and high 1 drops the first element and appends a
// zero: [2, 3, 4, 5, 0] gives 2+30, 3+40, 4+50, 5+0.
func.func @main() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0]]]> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
  %zero = stablehlo.constant dense<0> : tensor<1x2xi32>
  %p = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi32>
  %padding = stablehlo.add %p, %zero : tensor<1x2xi32>
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi32>) -> tensor<1x5x1xf32>
  check.expect_eq_const %r, dense<[[[10.0], [21.0], [32.0], [43.0], [54.0]]]> : tensor<1x5x1xf32>
  %q = stablehlo.constant dense<[[-1, 1]]> : tensor<1x2xi32>
  %negative = stablehlo.add %q, %zero : tensor<1x2xi32>
  %s = "stablehlo.dynamic_conv"(%lhs, %rhs, %negative) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi32>) -> tensor<1x4x1xf32>
  check.expect_eq_const %s, dense<[[[32.0], [43.0], [54.0], [5.0]]]> : tensor<1x4x1xf32>
  func.return
}
