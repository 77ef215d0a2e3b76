// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values follow the specification's formula: lhs is padded with
// zeros (edge padding `padding`, interior padding `lhs_dilation - 1`),
// window i starts at i * window_strides and takes the kernel's spatial size
// of elements spaced rhs_dilation apart, is reversed along the dimensions of
// window_reversal, and is contracted with rhs over the spatial dimensions
// and the input feature dimension. Most kernels use powers of ten so that
// each digit of a result shows which input element met which kernel tap.

// The example of the specification, in the generic form with its precision
// config: lhs_dilation 2 spreads the 4x4 input to 7x7, 3x3 windows of ones
// with stride 4 sum 1 + 2 + 3 + 4, 5 + 6 + 7 + 8, ...
func.func @convolution_spec_example() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [5], [6]],
                                    [[3], [4], [7], [8]],
                                    [[10], [11], [14], [15]],
                                    [[12], [13], [16], [17]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<1> : tensor<3x3x1x1xi64>
  %result = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 4, 4>,
    padding = dense<0> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 2, 2>,
    rhs_dilation = array<i64: 1, 1>,
    window_reversal = array<i1: false, false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %result, dense<[[[[10], [26]], [[46], [62]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// The generic form with raw dimension numbers and no window attribute at
// all (strides and dilations 1, no padding, no reversal) and attributes as
// properties: a 1-D sliding window [1, 10] over [1, 2, 3, 4].
func.func @convolution_generic_defaults() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %r = "stablehlo.convolution"(%lhs, %rhs) <{
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0],
      output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  }> : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  check.expect_eq_const %r, dense<[[[21], [32], [43]]]> : tensor<1x3x1xi32>
  func.return
}

// -----

// 1-D, layout [b, 0, f]x[0, i, o]->[b, 0, f]: two batches, two input
// features, three output features, a kernel of width 2.
// result[n, x, o] = sum_{k, i} lhs[n, x + k, i] * rhs[k, i, o].
func.func @convolution_1d() {
  %lhs = stablehlo.constant dense<[[[1, -2], [3, 0], [0, 1], [-2, 3]],
                                   [[-3, -2], [3, -1], [-1, -3], [3, 1]]]> : tensor<2x4x2xi32>
  %rhs = stablehlo.constant dense<[[[-3, 1, -3], [0, -1, 3]],
                                   [[0, 1, 1], [2, -3, -3]]]> : tensor<2x2x3xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x2xi32>, tensor<2x2x3xi32>) -> tensor<2x3x3xi32>
  check.expect_eq_const %r, dense<[[[-3, 6, -6], [-7, 0, -12], [6, -12, -8]],
                                   [[7, 5, 9], [-15, 12, -4], [5, 2, -6]]]> : tensor<2x3x3xi32>
  func.return
}

// -----

// 2-D, NHWC input, HWIO kernel, NHWC output: two batches of 3x3 images
// with two features, a 2x2 kernel with two output features.
func.func @convolution_2d_nhwc_hwio() {
  %lhs = stablehlo.constant dense<[[[[2, -3], [0, 2], [-3, -1]], [[-3, -2], [3, 3], [1, 3]], [[-2, 0], [0, -3], [0, -3]]],
                                   [[[-2, -3], [-3, 3], [2, 1]], [[1, 1], [-1, -2], [0, -3]], [[2, 1], [-3, 2], [1, 0]]]]> : tensor<2x3x3x2xi32>
  %rhs = stablehlo.constant dense<[[[[-2, 0], [0, 0]], [[-2, 0], [0, 1]]],
                                   [[[0, -2], [0, 3]], [[-2, 2], [-2, 2]]]]> : tensor<2x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x3x2xi32>, tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[-16, 14], [-2, 10]], [[6, 1], [-2, -12]]],
                                   [[[16, -2], [8, -9]], [[2, -5], [0, 11]]]]> : tensor<2x2x2x2xi32>
  func.return
}

// -----

// The same convolution in NCHW / OIHW -> NCHW: the operands are the ones of
// @convolution_2d_nhwc_hwio transposed, so is the result.
func.func @convolution_2d_nchw_oihw() {
  %lhs = stablehlo.constant dense<[[[[2, 0, -3], [-3, 3, 1], [-2, 0, 0]], [[-3, 2, -1], [-2, 3, 3], [0, -3, -3]]],
                                   [[[-2, -3, 2], [1, -1, 0], [2, -3, 1]], [[-3, 3, 1], [1, -2, -3], [1, 2, 0]]]]> : tensor<2x2x3x3xi32>
  %rhs = stablehlo.constant dense<[[[[-2, -2], [0, -2]], [[0, 0], [0, -2]]],
                                   [[[0, 0], [-2, 2]], [[0, 1], [3, 2]]]]> : tensor<2x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x2x3x3xi32>, tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[-16, -2], [6, -2]], [[14, 10], [1, -12]]],
                                   [[[16, 8], [2, 0]], [[-2, -9], [-5, 11]]]]> : tensor<2x2x2x2xi32>
  func.return
}

// -----

// The output layout differs from the input layout: the operands of
// @convolution_2d_nhwc_hwio with an NCHW result.
func.func @convolution_2d_nhwc_to_nchw() {
  %lhs = stablehlo.constant dense<[[[[2, -3], [0, 2], [-3, -1]], [[-3, -2], [3, 3], [1, 3]], [[-2, 0], [0, -3], [0, -3]]],
                                   [[[-2, -3], [-3, 3], [2, 1]], [[1, 1], [-1, -2], [0, -3]], [[2, 1], [-3, 2], [1, 0]]]]> : tensor<2x3x3x2xi32>
  %rhs = stablehlo.constant dense<[[[[-2, 0], [0, 0]], [[-2, 0], [0, 1]]],
                                   [[[0, -2], [0, 3]], [[-2, 2], [-2, 2]]]]> : tensor<2x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x3x2xi32>, tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[-16, -2], [6, -2]], [[14, 10], [1, -12]]],
                                   [[[16, 8], [2, 0]], [[-2, -9], [-5, 11]]]]> : tensor<2x2x2x2xi32>
  func.return
}

// -----

// Scrambled layouts, spatial dimensions out of order in every operand:
// lhs [f, 1, b, 0], kernel [1, o, 0, i], result [0, f, 1, b]. Same
// convolution as @convolution_2d_nhwc_hwio, every operand transposed.
func.func @convolution_2d_scrambled_layouts() {
  %lhs = stablehlo.constant dense<[[[[2, -3, -2], [-2, 1, 2]], [[0, 3, 0], [-3, -1, -3]], [[-3, 1, 0], [2, 0, 1]]],
                                   [[[-3, -2, 0], [-3, 1, 1]], [[2, 3, -3], [3, -2, 2]], [[-1, 3, -3], [1, -3, 0]]]]> : tensor<2x3x2x3xi32>
  %rhs = stablehlo.constant dense<[[[[-2, 0], [0, 0]], [[0, 0], [-2, 3]]],
                                   [[[-2, 0], [-2, -2]], [[0, 1], [2, 2]]]]> : tensor<2x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [f, 1, b, 0]x[1, o, 0, i]->[0, f, 1, b], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x2x3xi32>, tensor<2x2x2x2xi32>) -> tensor<2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[-16, 16], [-2, 8]], [[14, -2], [10, -9]]],
                                   [[[6, 2], [-2, 0]], [[1, -5], [-12, 11]]]]> : tensor<2x2x2x2xi32>
  func.return
}

// -----

// 3-D: a 3x3x3 volume holding 1..27 (NDHWC) and a 2x2x2 kernel with two
// output features (DHWIO).
func.func @convolution_3d() {
  %lhs = stablehlo.constant dense<[[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]],
                                    [[[10], [11], [12]], [[13], [14], [15]], [[16], [17], [18]]],
                                    [[[19], [20], [21]], [[22], [23], [24]], [[25], [26], [27]]]]]> : tensor<1x3x3x3x1xi32>
  %rhs = stablehlo.constant dense<[[[[[-1, -3]], [[-2, 0]]], [[[3, -1]], [[0, -3]]]],
                                   [[[[-3, 0]], [[0, -1]]], [[[-2, 2]], [[-1, 1]]]]]> : tensor<2x2x2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x3x1xi32>, tensor<2x2x2x1x2xi32>) -> tensor<1x2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[[-63, 7], [-69, 2]], [[-81, -8], [-87, -13]]],
                                    [[[-117, -38], [-123, -43]], [[-135, -53], [-141, -58]]]]]> : tensor<1x2x2x2x2xi32>
  func.return
}

// -----

// 3-D in NCDHW / OIDHW with two input features, stride 2 and padding 1 on
// the depth dimension only (depth 1 + 3 + 1 = 5: windows at 0 and 2).
func.func @convolution_3d_ncdhw_stride_padding() {
  %lhs = stablehlo.constant dense<[[[[[2, 2], [-1, 3]], [[0, -2], [-1, -1]], [[0, -2], [-2, 1]]],
                                    [[[3, 0], [2, 0]], [[3, -2], [-3, -2]], [[0, -3], [3, 1]]]]]> : tensor<1x2x3x2x2xi32>
  %rhs = stablehlo.constant dense<[[[[[-1, 3]], [[-2, 3]]], [[[3, 3]], [[-3, -2]]]]]> : tensor<1x2x2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [2, 1, 1], pad = [[1, 1], [0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x2x2xi32>, tensor<1x2x2x1x2xi32>) -> tensor<1x1x2x2x1xi32>
  check.expect_eq_const %r, dense<[[[[[-7], [5]], [[-3], [-21]]]]]> : tensor<1x1x2x2x1xi32>
  func.return
}

// -----

// window_strides alone. 1-D over [1 .. 7]: width 3 with stride 2
// (overlapping windows), width 2 with stride 3 (7 is in no window:
// floor((7 - 2) / 3) + 1 = 2 windows). 2-D over a 4x5 matrix of 1 .. 20 with
// strides [2, 3] and the kernel [[1, 10], [100, 1000]].
func.func @convolution_strides() {
  %x = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x7x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %a = stablehlo.convolution(%x, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x1xi32>, tensor<3x1x1xi32>) -> tensor<1x3x1xi32>
  check.expect_eq_const %a, dense<[[[321], [543], [765]]]> : tensor<1x3x1xi32>
  %b = stablehlo.convolution(%x, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x7x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %b, dense<[[[21], [54]]]> : tensor<1x2x1xi32>
  %m = stablehlo.constant dense<[[[[1], [2], [3], [4], [5]], [[6], [7], [8], [9], [10]],
                                  [[11], [12], [13], [14], [15]], [[16], [17], [18], [19], [20]]]]> : tensor<1x4x5x1xi32>
  %k = stablehlo.constant dense<[[[[1]], [[10]]], [[[100]], [[1000]]]]> : tensor<2x2x1x1xi32>
  %c = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x5x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %c, dense<[[[[7621], [10954]], [[18731], [22064]]]]> : tensor<1x2x2x1xi32>
  func.return
}

// -----

// padding alone: [1, 2, 3] padded [2, 1] is [0, 0, 1, 2, 3, 0]; in 2-D,
// [[1, 2], [3, 4]] padded [[1, 0], [0, 2]] is
// [[0, 0, 0, 0], [1, 2, 0, 0], [3, 4, 0, 0]].
func.func @convolution_padding() {
  %x = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %a = stablehlo.convolution(%x, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[2, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x5x1xi32>
  check.expect_eq_const %a, dense<[[[0], [10], [21], [32], [3]]]> : tensor<1x5x1xi32>
  %m = stablehlo.constant dense<[[[[1], [2]], [[3], [4]]]]> : tensor<1x2x2x1xi32>
  %k = stablehlo.constant dense<[[[[1]], [[10]]], [[[100]], [[1000]]]]> : tensor<2x2x1x1xi32>
  %b = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 0], [0, 2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x3x1xi32>
  check.expect_eq_const %b, dense<[[[[2100], [200], [0]], [[4321], [402], [0]]]]> : tensor<1x2x3x1xi32>
  func.return
}

// -----

// Negative padding crops (padding is any si64, C4 constrains its shape
// only): [1 .. 6] padded [-1, -2] is [2, 3, 4]; padded [-2, 1] is
// [3, 4, 5, 6, 0]; [1, 2, 3] dilated by 2 is [1, 0, 2, 0, 3] and padded
// [-1, -1] is [0, 2, 0] (the padding applies to the dilated input).
func.func @convolution_negative_padding() {
  %x = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  %k = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %a = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -2]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %a, dense<[[[32], [43]]]> : tensor<1x2x1xi32>
  %b = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-2, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<2x1x1xi32>) -> tensor<1x4x1xi32>
  check.expect_eq_const %b, dense<[[[43], [54], [65], [6]]]> : tensor<1x4x1xi32>
  %y = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %c = stablehlo.convolution(%y, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -1]], lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %c, dense<[[[20], [2]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// lhs_dilation alone: [1, 2, 3] dilated by 2 is [1, 0, 2, 0, 3], by 3 is
// [1, 0, 0, 2, 0, 0, 3]; in 2-D, [[1, 2], [3, 4]] dilated by [2, 1] is
// [[1, 2], [0, 0], [3, 4]].
func.func @convolution_lhs_dilation() {
  %x = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %a = stablehlo.convolution(%x, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x4x1xi32>
  check.expect_eq_const %a, dense<[[[1], [20], [2], [30]]]> : tensor<1x4x1xi32>
  %b = stablehlo.convolution(%x, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<3x1x1xi32>) -> tensor<1x5x1xi32>
  check.expect_eq_const %b, dense<[[[1], [200], [20], [2], [300]]]> : tensor<1x5x1xi32>
  %m = stablehlo.constant dense<[[[[1], [2]], [[3], [4]]]]> : tensor<1x2x2x1xi32>
  %k = stablehlo.constant dense<[[[[1]], [[10]]], [[[100]], [[1000]]]]> : tensor<2x2x1x1xi32>
  %c = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {lhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x1x1xi32>
  check.expect_eq_const %c, dense<[[[[21]], [[4300]]]]> : tensor<1x2x1x1xi32>
  func.return
}

// -----

// rhs_dilation alone: the kernel taps are rhs_dilation apart. Over [1 .. 6]:
// [1, 10] dilated by 2 reads (x, x + 2); [1, 10, 100] dilated by 2 reads
// (x, x + 2, x + 4). In 2-D over the 3x3 matrix 1 .. 9, dilation [1, 2].
func.func @convolution_rhs_dilation() {
  %x = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %a = stablehlo.convolution(%x, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<2x1x1xi32>) -> tensor<1x4x1xi32>
  check.expect_eq_const %a, dense<[[[31], [42], [53], [64]]]> : tensor<1x4x1xi32>
  %b = stablehlo.convolution(%x, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<3x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %b, dense<[[[531], [642]]]> : tensor<1x2x1xi32>
  %m = stablehlo.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>
  %k = stablehlo.constant dense<[[[[1]], [[10]]], [[[100]], [[1000]]]]> : tensor<2x2x1x1xi32>
  %c = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x1x1xi32>
  check.expect_eq_const %c, dense<[[[[6431]], [[9764]]]]> : tensor<1x2x1x1xi32>
  func.return
}

// -----

// window_reversal alone: each window is reversed before the contraction,
// so [1, 10] over (a, b) gives 10 * a + b. The reversed window is the one
// read with rhs_dilation ((1, 3, 5) becomes (5, 3, 1)) and with padding
// ((0, 1) becomes (1, 0)).
func.func @convolution_window_reversal_1d() {
  %x = stablehlo.constant dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %a = stablehlo.convolution(%x, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  check.expect_eq_const %a, dense<[[[12], [23], [34]]]> : tensor<1x3x1xi32>
  %y = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %b = stablehlo.convolution(%y, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<3x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %b, dense<[[[135], [246]]]> : tensor<1x2x1xi32>
  %z = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
  %c = stablehlo.convolution(%z, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  check.expect_eq_const %c, dense<[[[1], [12], [23]]]> : tensor<1x3x1xi32>
  func.return
}

// -----

// window_reversal in 2-D reverses only the dimensions it marks: the 3x3
// matrix 1 .. 9 with the kernel [[1, 10], [100, 1000]]; without reversal
// the first window would give 5421. Pretty form with 0/1 and bools, and
// the generic form.
func.func @convolution_window_reversal_2d() {
  %m = stablehlo.constant dense<[[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>
  %k = stablehlo.constant dense<[[[[1]], [[10]]], [[[100]], [[1000]]]]> : tensor<2x2x1x1xi32>
  %cols = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [0, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %cols, dense<[[[[4512], [5623]], [[7845], [8956]]]]> : tensor<1x2x2x1xi32>
  %rows = stablehlo.convolution(%m, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %rows, dense<[[[[2154], [3265]], [[5487], [6598]]]]> : tensor<1x2x2x1xi32>
  %both = "stablehlo.convolution"(%m, %k) {
    window_reversal = array<i1: true, true>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32>) -> tensor<1x2x2x1xi32>
  check.expect_eq_const %both, dense<[[[[1245], [2356]], [[4578], [5689]]]]> : tensor<1x2x2x1xi32>
  func.return
}

// -----

// Every window attribute at once on a 4x4 input holding 1 .. 16: strides
// [2, 1], padding [[1, 1], [0, 0]], rhs_dilation [1, 2], reversal of
// dimension 1. The padded input is 6x4; windows are 3 rows (starting at rows
// 0 and 2) x 2 columns (columns c and c + 2, swapped by the reversal): the
// first is 10 * 3 + 20 * 1 + 100 * 7 + 200 * 5 = 1750.
func.func @convolution_all_window_attributes() {
  %lhs = stablehlo.constant dense<[[[[1], [2], [3], [4]], [[5], [6], [7], [8]],
                                    [[9], [10], [11], [12]], [[13], [14], [15], [16]]]]> : tensor<1x4x4x1xi64>
  %rhs = stablehlo.constant dense<[[[[1]], [[2]]], [[[10]], [[20]]], [[[100]], [[200]]]]> : tensor<3x2x1x1xi64>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xi64>, tensor<3x2x1x1xi64>) -> tensor<1x2x2x1xi64>
  check.expect_eq_const %r, dense<[[[[1750], [2080]], [[4407], [4740]]]]> : tensor<1x2x2x1xi64>
  func.return
}

// -----

// Every window attribute together with lhs_dilation and negative padding,
// in 2-D with two input and two output features: the 3x3 input dilated to
// 5x5, padded [[0, 1], [-1, 0]] to 6x4, 2x2 kernel dilated to 3x2 rows and
// reversed along rows, strides [2, 1].
func.func @convolution_lhs_dilation_with_everything() {
  %lhs = stablehlo.constant dense<[[[[1, -1], [2, 0], [-2, 3]], [[0, 1], [3, -2], [1, 1]], [[2, 2], [-1, 1], [0, -3]]]]> : tensor<1x3x3x2xi32>
  %rhs = stablehlo.constant dense<[[[[1, 2], [0, -1]], [[3, 0], [1, 1]]],
                                   [[[-1, 1], [2, 0]], [[0, -2], [1, 3]]]]> : tensor<2x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[0, 1], [-1, 0]], lhs_dilate = [2, 2], rhs_dilate = [2, 1], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xi32>, tensor<2x2x2x2xi32>) -> tensor<1x2x3x2xi32>
  check.expect_eq_const %r, dense<[[[[7, -6], [1, 10], [7, 14]], [[-4, -11], [-8, 0], [-2, -2]]]]> : tensor<1x2x3x2xi32>
  func.return
}

// -----

// feature_group_count = 2: input features [0, 1] meet output features
// [0, 1] (kernel input features 0, 1), input features [2, 3] meet output
// features [2, 3].
func.func @convolution_feature_groups() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]]> : tensor<1x3x4xi32>
  %rhs = stablehlo.constant dense<[[[-2, -3, 0, -2], [2, 1, -2, -1]],
                                   [[-3, 2, 1, -3], [2, -3, 2, 1]]]> : tensor<2x2x4xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x4xi32>, tensor<2x2x4xi32>) -> tensor<1x2x4xi32>
  check.expect_eq_const %r, dense<[[[-1, -9, 15, -23], [-5, -21, 19, -43]]]> : tensor<1x2x4xi32>
  func.return
}

// -----

// Depthwise: feature_group_count = number of input features = 3, one
// kernel input feature, two output features per input feature (output
// features 2c and 2c + 1 read input feature c).
func.func @convolution_depthwise_multiplier_2() {
  %lhs = stablehlo.constant dense<[[[2, 1, -1], [1, -2, -1], [2, 2, 1], [-2, 0, -3]]]> : tensor<1x4x3xi32>
  %rhs = stablehlo.constant dense<[[[-3, -2, 0, 3, 0, -1]], [[-1, -3, 2, -3, 0, 3]]]> : tensor<2x1x6xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<1x4x3xi32>, tensor<2x1x6xi32>) -> tensor<1x3x6xi32>
  check.expect_eq_const %r, dense<[[[-7, -7, -4, 9, 0, -2], [-5, -8, 4, -12, 0, 4], [-4, 2, 0, 6, 0, -10]]]> : tensor<1x3x6xi32>
  func.return
}

// -----

// Depthwise 2-D (NHWC, kernel HW1C): each of the two features is
// convolved with its own 2x2 kernel.
func.func @convolution_depthwise_2d() {
  %lhs = stablehlo.constant dense<[[[[-2, 0], [-1, -2], [0, 1]], [[2, 3], [-3, -3], [-3, 0]], [[-3, 2], [2, -1], [0, 0]]]]> : tensor<1x3x3x2xi32>
  %rhs = stablehlo.constant dense<[[[[-2, -3]], [[0, -3]]], [[[-2, 1]], [[-3, -1]]]]> : tensor<2x2x1x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x3x3x2xi32>, tensor<2x2x1x2xi32>) -> tensor<1x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[9, 12], [17, 0]], [[-4, 3], [2, 8]]]]> : tensor<1x2x2x2xi32>
  func.return
}

// -----

// Feature groups with NCHW / OIHW layouts, stride and padding: four input
// features in two groups of two, four output features.
func.func @convolution_feature_groups_nchw() {
  %lhs = stablehlo.constant dense<[[[[1, 3, 1], [1, 1, 2], [-2, -2, 1]], [[-1, 2, 3], [1, -1, -2], [-2, 3, 1]],
                                    [[-1, 3, 0], [2, 0, 0], [-2, 3, 1]], [[-3, -2, -1], [-2, 1, -3], [2, 2, 0]]]]> : tensor<1x4x3x3xi32>
  %rhs = stablehlo.constant dense<[[[[2, 1], [-1, 2]], [[2, -1], [-3, -2]]], [[[-3, 2], [0, 1]], [[1, -1], [3, -1]]],
                                   [[[1, 1], [-1, 1]], [[-2, -2], [2, 1]]], [[[-2, 0], [0, 3]], [[3, -1], [0, 0]]]]> : tensor<4x2x2x2xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 1], pad = [[1, 0], [0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x4x3x3xi32>, tensor<4x2x2x2xi32>) -> tensor<1x4x2x3xi32>
  check.expect_eq_const %r, dense<[[[[4, -13, -10], [4, -3, -4]], [[-2, 4, 9], [-10, 11, -5]],
                                    [[-4, -8, -2], [15, 6, 5]], [[9, 0, 0], [-2, 9, -9]]]]> : tensor<1x4x2x3xi32>
  func.return
}

// -----

// batch_group_count = 2: four lhs batches in two groups; output features
// [0, 1] read batches [0, 1], output features [2, 3] read batches [2, 3];
// the result has 4 / 2 = 2 batches.
func.func @convolution_batch_groups() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3]], [[4], [5], [6]], [[7], [8], [9]], [[10], [11], [12]]]> : tensor<4x3x1xi32>
  %rhs = stablehlo.constant dense<[[[-3, 3, 0, -2]], [[2, -1, 3, 0]]]> : tensor<2x1x4xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x1xi32>, tensor<2x1x4xi32>) -> tensor<2x2x4xi32>
  check.expect_eq_const %r, dense<[[[1, 1, 24, -14], [0, 3, 27, -16]], [[-2, 7, 33, -20], [-3, 9, 36, -22]]]> : tensor<2x2x4xi32>
  func.return
}

// -----

// batch_group_count = batch size = output features (the shape of a
// weight gradient), with two input features: output feature g reads batch g
// only.
func.func @convolution_batch_groups_per_batch() {
  %lhs = stablehlo.constant dense<[[[-2, 0], [-1, 2], [-3, -1]], [[3, -3], [1, -3], [-3, 1]], [[-2, -2], [-2, 1], [0, -1]]]> : tensor<3x3x2xi32>
  %rhs = stablehlo.constant dense<[[[-3, 0, -3], [1, -1, -1]], [[0, 2, -3], [3, -1, 3]]]> : tensor<2x2x3xi32>
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64, batch_group_count = 3 : i64
  } : (tensor<3x3x2xi32>, tensor<2x2x3xi32>) -> tensor<1x2x3xi32>
  check.expect_eq_const %r, dense<[[[12, 8, 17], [2, -4, 2]]]> : tensor<1x2x3xi32>
  func.return
}

// -----

// i1: products are logical and, sums logical or (add and multiply on
// booleans). The window (true, true) gives true, not true xor true.
func.func @convolution_i1() {
  %lhs = stablehlo.constant dense<[[[true], [false], [false], [true], [true]]]> : tensor<1x5x1xi1>
  %rhs = stablehlo.constant dense<true> : tensor<2x1x1xi1>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xi1>, tensor<2x1x1xi1>) -> tensor<1x4x1xi1>
  check.expect_eq_const %r, dense<[[[true], [false], [true], [true]]]> : tensor<1x4x1xi1>
  func.return
}

// -----

// Integers wrap in the element type: i8 100 + 100 + 100 = 300 = 44 (mod
// 256), 100 * 3 - 100 = 200 = -56, -100 * 3 - 100 = -400 = 112; ui8
// 200 + 100 = 44, 200 * 16 = 128, 16 * 16 = 0;
// i32 2147483647 + 1 wraps to -2147483648; i64 2^62 + 2^62 wraps to -2^63.
func.func @convolution_integer_wraparound() {
  %a = stablehlo.constant dense<[[[100], [100], [100]]]> : tensor<1x3x1xi8>
  %ones = stablehlo.constant dense<1> : tensor<3x1x1xi8>
  %ra = stablehlo.convolution(%a, %ones) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi8>, tensor<3x1x1xi8>) -> tensor<1x1x1xi8>
  check.expect_eq_const %ra, dense<44> : tensor<1x1x1xi8>
  %b = stablehlo.constant dense<[[[100], [-100], [-100]]]> : tensor<1x3x1xi8>
  %k = stablehlo.constant dense<[[[3]], [[1]]]> : tensor<2x1x1xi8>
  %rb = stablehlo.convolution(%b, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi8>, tensor<2x1x1xi8>) -> tensor<1x2x1xi8>
  check.expect_eq_const %rb, dense<[[[-56], [112]]]> : tensor<1x2x1xi8>
  %c = stablehlo.constant dense<[[[200], [100], [16]]]> : tensor<1x3x1xui8>
  %kc = stablehlo.constant dense<[[[1]], [[1]]]> : tensor<2x1x1xui8>
  %rc = stablehlo.convolution(%c, %kc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xui8>, tensor<2x1x1xui8>) -> tensor<1x2x1xui8>
  check.expect_eq_const %rc, dense<[[[44], [116]]]> : tensor<1x2x1xui8>
  %kd = stablehlo.constant dense<[[[16]]]> : tensor<1x1x1xui8>
  %rd = stablehlo.convolution(%c, %kd) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xui8>, tensor<1x1x1xui8>) -> tensor<1x3x1xui8>
  check.expect_eq_const %rd, dense<[[[128], [64], [0]]]> : tensor<1x3x1xui8>
  %e = stablehlo.constant dense<[[[2147483647], [1]]]> : tensor<1x2x1xi32>
  %ke = stablehlo.constant dense<1> : tensor<2x1x1xi32>
  %re = stablehlo.convolution(%e, %ke) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<2x1x1xi32>) -> tensor<1x1x1xi32>
  check.expect_eq_const %re, dense<-2147483648> : tensor<1x1x1xi32>
  %f = stablehlo.constant dense<[[[4611686018427387904], [4611686018427387904]]]> : tensor<1x2x1xi64>
  %kf = stablehlo.constant dense<1> : tensor<2x1x1xi64>
  %rf = stablehlo.convolution(%f, %kf) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi64>, tensor<2x1x1xi64>) -> tensor<1x1x1xi64>
  check.expect_eq_const %rf, dense<-9223372036854775808> : tensor<1x1x1xi64>
  func.return
}

// -----

// More integer types: i4 7 + 1 = -8, ui4 15 + 1 = 0, i16 32767 + 1 = -32768,
// ui16 65535 + 1 = 0, ui32 and ui64 max + 2 = 1.
func.func @convolution_more_integer_types() {
  %a = stablehlo.constant dense<[[[7], [1], [-8]]]> : tensor<1x3x1xi4>
  %ka = stablehlo.constant dense<1> : tensor<2x1x1xi4>
  %ra = stablehlo.convolution(%a, %ka) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi4>, tensor<2x1x1xi4>) -> tensor<1x2x1xi4>
  check.expect_eq_const %ra, dense<[[[-8], [-7]]]> : tensor<1x2x1xi4>
  %b = stablehlo.constant dense<[[[15], [1], [3]]]> : tensor<1x3x1xui4>
  %kb = stablehlo.constant dense<1> : tensor<2x1x1xui4>
  %rb = stablehlo.convolution(%b, %kb) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xui4>, tensor<2x1x1xui4>) -> tensor<1x2x1xui4>
  check.expect_eq_const %rb, dense<[[[0], [4]]]> : tensor<1x2x1xui4>
  %c = stablehlo.constant dense<[[[32767], [1], [2]]]> : tensor<1x3x1xi16>
  %kc = stablehlo.constant dense<1> : tensor<2x1x1xi16>
  %rc = stablehlo.convolution(%c, %kc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xi16>, tensor<2x1x1xi16>) -> tensor<1x2x1xi16>
  check.expect_eq_const %rc, dense<[[[-32768], [3]]]> : tensor<1x2x1xi16>
  %d = stablehlo.constant dense<[[[65535], [1]]]> : tensor<1x2x1xui16>
  %kd = stablehlo.constant dense<1> : tensor<2x1x1xui16>
  %rd = stablehlo.convolution(%d, %kd) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xui16>, tensor<2x1x1xui16>) -> tensor<1x1x1xui16>
  check.expect_eq_const %rd, dense<0> : tensor<1x1x1xui16>
  %e = stablehlo.constant dense<[[[4294967295], [2]]]> : tensor<1x2x1xui32>
  %ke = stablehlo.constant dense<1> : tensor<2x1x1xui32>
  %re = stablehlo.convolution(%e, %ke) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xui32>, tensor<2x1x1xui32>) -> tensor<1x1x1xui32>
  check.expect_eq_const %re, dense<1> : tensor<1x1x1xui32>
  %f = stablehlo.constant dense<[[[18446744073709551615], [2]]]> : tensor<1x2x1xui64>
  %kf = stablehlo.constant dense<1> : tensor<2x1x1xui64>
  %rf = stablehlo.convolution(%f, %kf) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xui64>, tensor<2x1x1xui64>) -> tensor<1x1x1xui64>
  check.expect_eq_const %rf, dense<1> : tensor<1x1x1xui64>
  func.return
}

// -----

// f16 and bf16 with small integers: exact. Narrow floats accumulate in f32 and
// round once (as dot_general does): f16 2048 + 1 + 1 = 2050 (2049 is not
// an f16, step-by-step f16 sums would stay at 2048), 65504 + 65504 - 65504
// = 65504 (no overflow to inf on the way); bf16 256 + 1 + 1 = 258.
func.func @convolution_f16_bf16() {
  %a = stablehlo.constant dense<[[[2048.0], [1.0], [1.0]]]> : tensor<1x3x1xf16>
  %ones = stablehlo.constant dense<1.0> : tensor<3x1x1xf16>
  %ra = stablehlo.convolution(%a, %ones) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf16>, tensor<3x1x1xf16>) -> tensor<1x1x1xf16>
  check.expect_eq_const %ra, dense<2050.0> : tensor<1x1x1xf16>
  %b = stablehlo.constant dense<[[[65504.0], [65504.0], [-65504.0]]]> : tensor<1x3x1xf16>
  %rb = stablehlo.convolution(%b, %ones) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf16>, tensor<3x1x1xf16>) -> tensor<1x1x1xf16>
  check.expect_eq_const %rb, dense<65504.0> : tensor<1x1x1xf16>
  %c = stablehlo.constant dense<[[[1.0, 2.0], [3.0, -1.0], [0.5, 4.0]]]> : tensor<1x3x2xf16>
  %kc = stablehlo.constant dense<[[[2.0], [1.0]], [[-1.0], [3.0]]]> : tensor<2x2x1xf16>
  %rc = stablehlo.convolution(%c, %kc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x2xf16>, tensor<2x2x1xf16>) -> tensor<1x2x1xf16>
  check.expect_eq_const %rc, dense<[[[-2.0], [16.5]]]> : tensor<1x2x1xf16>
  %d = stablehlo.constant dense<[[[256.0], [1.0], [1.0]]]> : tensor<1x3x1xbf16>
  %kd = stablehlo.constant dense<1.0> : tensor<3x1x1xbf16>
  %rd = stablehlo.convolution(%d, %kd) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xbf16>, tensor<3x1x1xbf16>) -> tensor<1x1x1xbf16>
  check.expect_eq_const %rd, dense<258.0> : tensor<1x1x1xbf16>
  %e = stablehlo.constant dense<[[[1.0, 2.0], [3.0, -1.0], [0.5, 4.0]]]> : tensor<1x3x2xbf16>
  %ke = stablehlo.constant dense<[[[2.0], [1.0]], [[-1.0], [3.0]]]> : tensor<2x2x1xbf16>
  %re = stablehlo.convolution(%e, %ke) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x2xbf16>, tensor<2x2x1xbf16>) -> tensor<1x2x1xbf16>
  check.expect_eq_const %re, dense<[[[-2.0], [16.5]]]> : tensor<1x2x1xbf16>
  func.return
}

// -----

// 8-bit floats accumulate in f32 and round once: f8E4M3FN 16 + 1 + 1 = 18 (17 is not
// an f8E4M3FN), f8E5M2 8 + 1 + 1 = 10 (9 is not an f8E5M2); 2 * 3 + 1 * 2 = 8.
func.func @convolution_f8() {
  %a = stablehlo.constant dense<[[[16.0], [1.0], [1.0]]]> : tensor<1x3x1xf8E4M3FN>
  %ka = stablehlo.constant dense<1.0> : tensor<3x1x1xf8E4M3FN>
  %ra = stablehlo.convolution(%a, %ka) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf8E4M3FN>, tensor<3x1x1xf8E4M3FN>) -> tensor<1x1x1xf8E4M3FN>
  check.expect_eq_const %ra, dense<18.0> : tensor<1x1x1xf8E4M3FN>
  %b = stablehlo.constant dense<[[[8.0], [1.0], [1.0]]]> : tensor<1x3x1xf8E5M2>
  %kb = stablehlo.constant dense<1.0> : tensor<3x1x1xf8E5M2>
  %rb = stablehlo.convolution(%b, %kb) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf8E5M2>, tensor<3x1x1xf8E5M2>) -> tensor<1x1x1xf8E5M2>
  check.expect_eq_const %rb, dense<10.0> : tensor<1x1x1xf8E5M2>
  %c = stablehlo.constant dense<[[[2.0], [1.0]]]> : tensor<1x2x1xf8E5M2>
  %kc = stablehlo.constant dense<[[[3.0]], [[2.0]]]> : tensor<2x1x1xf8E5M2>
  %rc = stablehlo.convolution(%c, %kc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf8E5M2>, tensor<2x1x1xf8E5M2>) -> tensor<1x1x1xf8E5M2>
  check.expect_eq_const %rc, dense<8.0> : tensor<1x1x1xf8E5M2>
  func.return
}

// -----

// Narrow floats sum in f32, as dot_general does: with a = 1 + 2^-10 (f16),
// a * a - (1 + 2^-9) = 2^-20 exactly in f32, while a * a rounded to f16 is
// 1 + 2^-9 and would give 0; likewise bf16 with a = 1 + 2^-7 (2^-14). f32
// rounds every product and partial sum (the spec's dot_general over the
// window): with a = 1 + 2^-23, a * a rounds to 1 + 2^-22 and the sum is 0;
// 16777216 + 1 + 1 stays 16777216 (NumPy float32 agrees).
func.func @convolution_round_once() {
  %a = stablehlo.constant dense<[[[1.0009765625], [-1.001953125]]]> : tensor<1x2x1xf16>
  %ka = stablehlo.constant dense<[[[1.0009765625]], [[1.0]]]> : tensor<2x1x1xf16>
  %ra = stablehlo.convolution(%a, %ka) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf16>, tensor<2x1x1xf16>) -> tensor<1x1x1xf16>
  check.expect_eq_const %ra, dense<9.5367431640625E-7> : tensor<1x1x1xf16>
  %b = stablehlo.constant dense<[[[1.0078125], [-1.015625]]]> : tensor<1x2x1xbf16>
  %kb = stablehlo.constant dense<[[[1.0078125]], [[1.0]]]> : tensor<2x1x1xbf16>
  %rb = stablehlo.convolution(%b, %kb) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xbf16>, tensor<2x1x1xbf16>) -> tensor<1x1x1xbf16>
  check.expect_eq_const %rb, dense<6.103515625E-5> : tensor<1x1x1xbf16>
  %c = stablehlo.constant dense<[[[1.00000011920928955078125], [-1.0000002384185791015625]]]> : tensor<1x2x1xf32>
  %kc = stablehlo.constant dense<[[[1.00000011920928955078125]], [[1.0]]]> : tensor<2x1x1xf32>
  %rc = stablehlo.convolution(%c, %kc) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %rc, dense<0.0> : tensor<1x1x1xf32>
  %d = stablehlo.constant dense<[[[16777216.0], [1.0], [1.0]]]> : tensor<1x3x1xf32>
  %kd = stablehlo.constant dense<1.0> : tensor<3x1x1xf32>
  %rd = stablehlo.convolution(%d, %kd) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<3x1x1xf32>) -> tensor<1x1x1xf32>
  check.expect_eq_const %rd, dense<16777216.0> : tensor<1x1x1xf32>
  func.return
}

// -----

// f32 and f64 with fractions (close, not exact): two input and two output
// features with padding [1, 0]; f64 with rhs_dilation 2 and without. The
// sum starts from +0, so products that are all -0 sum to +0.
func.func @convolution_f32_f64() {
  %lhs = stablehlo.constant dense<[[[0.1, 0.2], [0.3, -0.4], [1.5, 2.25]]]> : tensor<1x3x2xf32>
  %rhs = stablehlo.constant dense<[[[0.5, -1.0], [0.25, 3.0]], [[-0.75, 0.1], [2.0, 0.3]]]> : tensor<2x2x2xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x2xf32>, tensor<2x2x2xf32>) -> tensor<1x3x2xf32>
  check.expect_almost_eq_const %r, dense<[[[0.325, 0.07], [-0.925, 0.41], [3.425, -0.675]]]> : tensor<1x3x2xf32>
  %x = stablehlo.constant dense<[[[0.1], [0.2], [0.3], [0.7], [1.1]]]> : tensor<1x5x1xf64>
  %k = stablehlo.constant dense<[[[1.5]], [[-0.5]], [[0.25]]]> : tensor<3x1x1xf64>
  %a = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf64>, tensor<3x1x1xf64>) -> tensor<1x1x1xf64>
  check.expect_almost_eq_const %a, dense<0.275> : tensor<1x1x1xf64>
  %b = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xf64>, tensor<3x1x1xf64>) -> tensor<1x3x1xf64>
  check.expect_almost_eq_const %b, dense<[[[0.125], [0.325], [0.375]]]> : tensor<1x3x1xf64>
  %z = stablehlo.constant dense<[[[0.0], [-0.0]]]> : tensor<1x2x1xf32>
  %kz = stablehlo.constant dense<[[[-1.0]]]> : tensor<1x1x1xf32>
  %rz = stablehlo.convolution(%z, %kz) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
  check.expect_eq_const %rz, dense<[[[0.0], [0.0]]]> : tensor<1x2x1xf32>
  func.return
}

// -----

// complex<f32> and complex<f64>: plain products, no conjugation.
// (1 + 2i)(2 + i) + (3 - i)(1 - i) = 5i + (2 - 4i) = 2 + i. With padding
// [1, 0] and reversal, window (a, b) gives a * (1 - i) + b * (2 + i).
func.func @convolution_complex() {
  %lhs = stablehlo.constant dense<[[[(1.0, 2.0)], [(3.0, -1.0)], [(0.0, 1.0)], [(-2.0, 0.0)]]]> : tensor<1x4x1xcomplex<f32>>
  %rhs = stablehlo.constant dense<[[[(2.0, 1.0)]], [[(1.0, -1.0)]]]> : tensor<2x1x1xcomplex<f32>>
  %a = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x3x1xcomplex<f32>>
  check.expect_eq_const %a, dense<[[[(2.0, 1.0)], [(8.0, 2.0)], [(-3.0, 4.0)]]]> : tensor<1x3x1xcomplex<f32>>
  %lhs64 = stablehlo.constant dense<[[[(1.0, 2.0)], [(3.0, -1.0)], [(0.0, 1.0)], [(-2.0, 0.0)]]]> : tensor<1x4x1xcomplex<f64>>
  %rhs64 = stablehlo.constant dense<[[[(2.0, 1.0)]], [[(1.0, -1.0)]]]> : tensor<2x1x1xcomplex<f64>>
  %b = stablehlo.convolution(%lhs64, %rhs64) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 0]], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x1xcomplex<f64>>, tensor<2x1x1xcomplex<f64>>) -> tensor<1x4x1xcomplex<f64>>
  check.expect_eq_const %b, dense<[[[(0.0, 5.0)], [(10.0, 2.0)], [(1.0, -2.0)], [(-3.0, -1.0)]]]> : tensor<1x4x1xcomplex<f64>>
  func.return
}

// -----

// Empty results: a window wider than the input, a dilated window wider than
// the input (3 taps dilated by 3 span 7 > 6), padding that crops the whole
// input (padded size 2 - 1 - 1 = 0), no batch, no output feature.
func.func @convolution_empty_results() {
  %x2 = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %a = stablehlo.convolution(%x2, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<3x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %a, dense<> : tensor<1x0x1xi32>
  %x6 = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  %b = stablehlo.convolution(%x6, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<3x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %b, dense<> : tensor<1x0x1xi32>
  %k1 = stablehlo.constant dense<[[[1]]]> : tensor<1x1x1xi32>
  %c = stablehlo.convolution(%x2, %k1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<1x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %c, dense<> : tensor<1x0x1xi32>
  %nobatch = stablehlo.constant dense<> : tensor<0x3x2xf32>
  %kf = stablehlo.constant dense<1.0> : tensor<2x2x3xf32>
  %d = stablehlo.convolution(%nobatch, %kf) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<0x3x2xf32>, tensor<2x2x3xf32>) -> tensor<0x2x3xf32>
  check.expect_eq_const %d, dense<> : tensor<0x2x3xf32>
  %xf = stablehlo.constant dense<1.0> : tensor<1x3x2xf32>
  %noout = stablehlo.constant dense<> : tensor<2x2x0xf32>
  %e = stablehlo.convolution(%xf, %noout) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x2xf32>, tensor<2x2x0xf32>) -> tensor<1x2x0xf32>
  check.expect_eq_const %e, dense<> : tensor<1x2x0xf32>
  func.return
}

// -----

// Empty contractions give zeros: no input feature; a kernel with a spatial
// size of 0 (a window of size 0, so floor((3 - 0) / 1) + 1 = 4 windows); an
// input with a spatial size of 0 padded to 3 (two windows of padding).
func.func @convolution_empty_contractions() {
  %nofeat = stablehlo.constant dense<> : tensor<1x3x0xi32>
  %k = stablehlo.constant dense<> : tensor<2x0x2xi32>
  %a = stablehlo.convolution(%nofeat, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x0xi32>, tensor<2x0x2xi32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %a, dense<0> : tensor<1x2x2xi32>
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf32>
  %k0 = stablehlo.constant dense<> : tensor<0x1x1xf32>
  %b = stablehlo.convolution(%x, %k0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<0x1x1xf32>) -> tensor<1x4x1xf32>
  check.expect_eq_const %b, dense<0.0> : tensor<1x4x1xf32>
  %empty = stablehlo.constant dense<> : tensor<1x0x1xi32>
  %k2 = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %c = stablehlo.convolution(%empty, %k2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[2, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x0x1xi32>, tensor<2x1x1xi32>) -> tensor<1x2x1xi32>
  check.expect_eq_const %c, dense<0> : tensor<1x2x1xi32>
  func.return
}
