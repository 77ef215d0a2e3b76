// Spec audit (2026-11-25): convolution is dot_general over each window
// (spec, convolution): the products are summed in the order of its
// contracting dimensions (window positions row-major, then input
// features), in dot_general's arithmetic: f32 with every product and
// partial sum rounded. Expected values: NumPy float32, summed in that order.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// ((((0 + 1e8) + 1) - 1e8) + 1) in f32 is 1 (a sum in double would give 2).
func.func @convolution_f32_sums_in_f32_in_order() {
  %lhs = stablehlo.constant dense<[[[1.0e8], [1.0], [-1.0e8], [1.0]]]> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<4x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %r, dense<1.0> : tensor<1x1x1xf32>
  func.return
}

// -----

// Input features are the minor contracting dimension: window position 0
// gives 1e8 and 1, position 1 gives -1e8 and 1: 1e8 + 1 - 1e8 + 1 = 1.
func.func @convolution_f32_features_minor() {
  %lhs = stablehlo.constant dense<[[[1.0e8, 1.0], [-1.0e8, 1.0]]]> : tensor<1x2x2xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x2x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2xf32>, tensor<2x2x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %r, dense<1.0> : tensor<1x1x1xf32>
  func.return
}

// -----

// window_reversal reverses rhs; the sum still runs over the window
// positions in ascending order: 1e8 + 1 - 1e8 + 1 = 1 (the reverse order,
// 1 - 1e8 + 1 + 1e8, would give 0).
func.func @convolution_f32_window_reversal_order() {
  %lhs = stablehlo.constant dense<[[[1.0e8], [1.0], [-1.0e8], [1.0]]]> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<4x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xf32>, tensor<4x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %r, dense<1.0> : tensor<1x1x1xf32>
  func.return
}

// -----

// f16 sums in f32 and rounds once at the end, as dot_general does:
// 2048 + 1 + 1 = 2050 (an f16 running sum would stay at 2048).
func.func @convolution_f16_sums_in_f32() {
  %lhs = stablehlo.constant dense<[[[2048.0], [1.0], [1.0]]]> : tensor<1x3x1xf16>
  %rhs = stablehlo.constant dense<1.0> : tensor<3x1x1xf16>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf16>, tensor<3x1x1xf16>) -> tensor<1x1x1xf16>
  check.expect_eq_const %r, dense<2050.0> : tensor<1x1x1xf16>
  func.return
}

// -----

// Padding is a zero of padded_lhs and takes part in the products:
// 0 * inf is NaN.
func.func @convolution_f32_padding_times_inf() {
  %lhs = stablehlo.constant dense<[[[1.0]]]> : tensor<1x1x1xf32>
  %rhs = stablehlo.constant dense<[[[0x7F800000]], [[1.0]]]> : tensor<2x1x1xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %r, dense<0x7FC00000> : tensor<1x1x1xf32>
  func.return
}
