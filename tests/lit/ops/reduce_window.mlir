// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values follow the specification's formulas: the inputs are padded
// with the init values (edge padding `padding`, interior padding
// `base_dilations - 1`), window i starts at i * window_strides and takes
// window_dimensions elements spaced window_dilations apart. The init values
// are identities of the bodies (the schedule may intersperse any number of
// them), so they only show where a window holds nothing but padding.

// The example of the specification: every attribute at once.
func.func @reduce_window_spec_example() {
  %input = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce_window"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 3, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [3, 4]]> : tensor<2x2xi64>
  func.return
}

// -----

// No optional attribute: strides and dilations 1, no padding; every
// position of a sliding window of 2x2 over a 3x4 matrix. The attributes are
// given as properties.
func.func @reduce_window_defaults_properties() {
  %x = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) : (tensor<3x4xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[14, 18, 22], [30, 34, 38]]> : tensor<2x3xi32>
  func.return
}

// -----

// window_strides alone: windows of 3 with stride 2 (overlapping by one), of 2
// with stride 3 (the last element 7 is in no window: floor((7 - 2) / 3) + 1
// = 2 windows), and different strides per dimension.
func.func @reduce_window_strides() {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7]> : tensor<7xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} : (tensor<7xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %a, dense<[6, 12, 18]> : tensor<3xi32>
  %b = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 3>} : (tensor<7xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %b, dense<[3, 9]> : tensor<2xi32>
  %m = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %c = "stablehlo.reduce_window"(%m, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>} : (tensor<3x4xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %c, dense<[[14, 22], [30, 38]]> : tensor<2x2xi32>
  func.return
}

// -----

// base_dilations alone: holes of base_dilations - 1 init values between the
// input elements. With maximum and the i32 minimum as init value,
// [1, 2, 3] dilated by 2 is [1, MIN, 2, MIN, 3]; [4, -5] dilated by 3 with
// windows of 1 shows the holes themselves.
func.func @reduce_window_base_dilations() {
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %a = "stablehlo.reduce_window"(%x, %min) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>} : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %a, dense<[1, 2, 2, 3]> : tensor<4xi32>
  %y = stablehlo.constant dense<[4, -5]> : tensor<2xi32>
  %b = "stablehlo.reduce_window"(%y, %min) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>, base_dilations = array<i64: 3>} : (tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %b, dense<[4, -2147483648, -2147483648, -5]> : tensor<4xi32>
  func.return
}

// -----

// base_dilations per dimension: [[1, 2], [3, 4]] dilated by (2, 3) is the
// 3x4 matrix [[1, 0, 0, 2], [0, 0, 0, 0], [3, 0, 0, 4]]; windows of 2x2.
func.func @reduce_window_base_dilations_2d() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 2, 3>} : (tensor<2x2xi64>, tensor<i64>) -> tensor<2x3xi64>
  check.expect_eq_const %r, dense<[[1, 0, 2], [3, 0, 4]]> : tensor<2x3xi64>
  func.return
}

// -----

// window_dilations alone: a window of 2 with dilation 3 takes elements i and
// i + 3; in 2-D a 2x2 window dilated by (2, 3) spans the whole 3x4 matrix
// and takes its four corners.
func.func @reduce_window_window_dilations() {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5, 6, 7]> : tensor<7xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_dilations = array<i64: 3>} : (tensor<7xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %a, dense<[5, 7, 9, 11]> : tensor<4xi32>
  %m = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %b = "stablehlo.reduce_window"(%m, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_dilations = array<i64: 2, 3>} : (tensor<3x4xi32>, tensor<i32>) -> tensor<1x1xi32>
  check.expect_eq_const %b, dense<[[26]]> : tensor<1x1xi32>
  func.return
}

// -----

// padding alone, low 1 and high 2: the padded elements are the init value.
// With maximum and the i32 minimum, [-3, -1, -2, -4] becomes
// [MIN, -3, -1, -2, -4, MIN, MIN] (padding with 0 instead would show up as
// 0); the last window holds only padding. With add and 0 the sums of pairs.
func.func @reduce_window_padding() {
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %x = stablehlo.constant dense<[-3, -1, -2, -4]> : tensor<4xi32>
  %a = "stablehlo.reduce_window"(%x, %min) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %a, dense<[-3, -1, -1, -2, -4, -2147483648]> : tensor<6xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %y = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = "stablehlo.reduce_window"(%y, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %b, dense<[1, 3, 5, 7, 4, 0]> : tensor<6xi32>
  func.return
}

// -----

// Negative padding removes elements (as in pad): [1, ..., 6] with padding
// (-1, -2) is [2, 3, 4], windows of 2 give [5, 7]. Interior padding comes
// first: [1, 2, 3] dilated by 2 is [1, 0, 2, 0, 3], padding (-1, 1) makes it
// [0, 2, 0, 3, 0]. In 2-D, rows (-1, 0) and columns (1, -2) turn
// [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]] into [[0, 5, 6], [0, 9, 10]].
func.func @reduce_window_negative_padding() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, padding = dense<[[-1, -2]]> : tensor<1x2xi64>} : (tensor<6xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %a, dense<[5, 7]> : tensor<2xi32>
  %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = "stablehlo.reduce_window"(%y, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>, padding = dense<[[-1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %b, dense<[2, 2, 3, 3]> : tensor<4xi32>
  %m = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %c = "stablehlo.reduce_window"(%m, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 2>, padding = dense<[[-1, 0], [1, -2]]> : tensor<2x2xi64>} : (tensor<3x4xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %c, dense<[[5, 11], [9, 19]]> : tensor<2x2xi32>
  func.return
}

// -----

// All attributes together on a 4x5 input. Rows: dilated by 2 to 7 rows
// [r0, h, r1, h, r2, h, r3], one padding row in front, windows of 2 rows with
// stride 2 (4 windows: each pairs a hole or padding with one row). Columns:
// two padding columns in front, the last column cut off (padding -1),
// windows of 3 with dilation 2 (2 windows: columns P, c0, c2 and P, c1, c3).
func.func @reduce_window_all_attributes() {
  %x = stablehlo.constant dense<[[-4, 3, 10, -6, 1], [8, -8, -1, 6, -10],
                                 [-3, 4, 11, -5, 2], [9, -7, 0, 7, -9]]> : tensor<4x5xi32>
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %a = "stablehlo.reduce_window"(%x, %min) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 1, 2>,
      padding = dense<[[1, 0], [2, -1]]> : tensor<2x2xi64>} : (tensor<4x5xi32>, tensor<i32>) -> tensor<4x2xi32>
  check.expect_eq_const %a, dense<[[10, 3], [8, 6], [11, 4], [9, 7]]> : tensor<4x2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %b = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 1, 2>,
      padding = dense<[[1, 0], [2, -1]]> : tensor<2x2xi64>} : (tensor<4x5xi32>, tensor<i32>) -> tensor<4x2xi32>
  check.expect_eq_const %b, dense<[[6, -3], [7, -2], [8, -1], [9, 0]]> : tensor<4x2xi32>
  func.return
}

// -----

// Max pooling on an NHWC tensor (2 images of 4x4 pixels, 2 channels): 2x2
// windows with stride 2 over H and W, batch and channel kept apart.
func.func @reduce_window_max_pool_nhwc() {
  %x = stablehlo.constant dense<[[[[-3, 18], [-25, 17], [33, -27], [42, 7]],
                                  [[-36, -27], [22, 39], [-8, 40], [-42, -11]],
                                  [[18, -2], [-43, -6], [-50, 25], [5, -44]],
                                  [[-31, 10], [-6, 13], [19, 6], [-26, 5]]],
                                 [[[3, 11], [14, -16], [6, 23], [28, -12]],
                                  [[-46, -41], [37, 49], [17, 22], [33, -2]],
                                  [[-49, 14], [-34, -19], [43, -6], [42, 21]],
                                  [[-27, -40], [-15, 14], [11, -43], [-27, 42]]]]> : tensor<2x4x4x2xi32>
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %min) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x4x4x2xi32>, tensor<i32>) -> tensor<2x2x2x2xi32>
  check.expect_eq_const %r, dense<[[[[22, 39], [42, 40]], [[18, 13], [19, 25]]],
                                   [[[37, 49], [33, 23]], [[-15, 14], [43, 42]]]]> : tensor<2x2x2x2xi32>
  func.return
}

// -----

// Sum pooling (the numerator of an average pool) on an NHWC f32 tensor with
// 3x3 windows and "SAME" padding of 1 on H and W, with stride 1 and 2.
func.func @reduce_window_sum_pool_nhwc_same() {
  %x = stablehlo.constant dense<[[[[-2.0], [-1.5], [-1.0], [-0.5]],
                                  [[0.0], [0.5], [1.0], [1.5]],
                                  [[2.0], [2.5], [3.0], [3.5]],
                                  [[4.0], [4.5], [5.0], [5.5]]]]> : tensor<1x4x4x1xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>,
      padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
  check.expect_eq_const %a, dense<[[[[-3.0], [-3.0], [0.0], [1.0]],
                                   [[1.5], [4.5], [9.0], [7.5]],
                                   [[13.5], [22.5], [27.0], [19.5]],
                                   [[13.0], [21.0], [24.0], [17.0]]]]> : tensor<1x4x4x1xf32>
  %b = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>,
      padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32>
  check.expect_eq_const %b, dense<[[[[-3.0], [0.0]], [[13.5], [27.0]]]]> : tensor<1x2x2x1xf32>
  func.return
}

// -----

// i1 inputs: or and and over 2x2 windows; with padding (init true for and)
// and with base dilation (init false for or).
func.func @reduce_window_i1() {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %x = stablehlo.constant dense<[[false, false, true], [false, false, false], [true, false, false]]> : tensor<3x3xi1>
  %a = "stablehlo.reduce_window"(%x, %f) ({
    ^bb0(%p: tensor<i1>, %q: tensor<i1>):
      %s = stablehlo.or %p, %q : tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<2x2xi1>
  check.expect_eq_const %a, dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  %b = "stablehlo.reduce_window"(%x, %f) ({
    ^bb0(%p: tensor<i1>, %q: tensor<i1>):
      %s = stablehlo.or %p, %q : tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 2, 1>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<4x2xi1>
  check.expect_eq_const %b, dense<[[false, true], [false, false], [false, false], [true, false]]> : tensor<4x2xi1>
  %y = stablehlo.constant dense<[[true, true, false], [true, true, true], [false, true, true]]> : tensor<3x3xi1>
  %c = "stablehlo.reduce_window"(%y, %t) ({
    ^bb0(%p: tensor<i1>, %q: tensor<i1>):
      %s = stablehlo.and %p, %q : tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<2x2xi1>
  check.expect_eq_const %c, dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %d = "stablehlo.reduce_window"(%y, %t) ({
    ^bb0(%p: tensor<i1>, %q: tensor<i1>):
      %s = stablehlo.and %p, %q : tensor<i1>
      stablehlo.return %s : tensor<i1>
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<3x3xi1>, tensor<i1>) -> tensor<3x3xi1>
  check.expect_eq_const %d, dense<[[true, false, false], [true, false, false], [false, true, true]]> : tensor<3x3xi1>
  func.return
}

// -----

// Integer types: multiply on i32 (init 1), maximum and minimum on ui8 with
// values above 127 (init 0 and 255), add on i8.
func.func @reduce_window_integer_types() {
  %x = stablehlo.constant dense<[2, -3, 4, -1, 5]> : tensor<5xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %a = "stablehlo.reduce_window"(%x, %one) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.multiply %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>} : (tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %a, dense<[-24, 12, -20]> : tensor<3xi32>
  %u = stablehlo.constant dense<[200, 7, 255, 0, 128]> : tensor<5xui8>
  %u0 = stablehlo.constant dense<0> : tensor<ui8>
  %u255 = stablehlo.constant dense<255> : tensor<ui8>
  %b = "stablehlo.reduce_window"(%u, %u0) ({
    ^bb0(%p: tensor<ui8>, %q: tensor<ui8>):
      %s = stablehlo.maximum %p, %q : tensor<ui8>
      stablehlo.return %s : tensor<ui8>
  }) {window_dimensions = array<i64: 2>} : (tensor<5xui8>, tensor<ui8>) -> tensor<4xui8>
  check.expect_eq_const %b, dense<[200, 255, 255, 128]> : tensor<4xui8>
  %c = "stablehlo.reduce_window"(%u, %u255) ({
    ^bb0(%p: tensor<ui8>, %q: tensor<ui8>):
      %s = stablehlo.minimum %p, %q : tensor<ui8>
      stablehlo.return %s : tensor<ui8>
  }) {window_dimensions = array<i64: 2>} : (tensor<5xui8>, tensor<ui8>) -> tensor<4xui8>
  check.expect_eq_const %c, dense<[7, 7, 0, 0]> : tensor<4xui8>
  %i = stablehlo.constant dense<[50, 60, -100, -20]> : tensor<4xi8>
  %i0 = stablehlo.constant dense<0> : tensor<i8>
  %d = "stablehlo.reduce_window"(%i, %i0) ({
    ^bb0(%p: tensor<i8>, %q: tensor<i8>):
      %s = stablehlo.add %p, %q : tensor<i8>
      stablehlo.return %s : tensor<i8>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xi8>, tensor<i8>) -> tensor<3xi8>
  check.expect_eq_const %d, dense<[110, -40, -120]> : tensor<3xi8>
  func.return
}

// -----

// Float types: add on f16, minimum on f64 with +inf as init and high
// padding, maximum on bf16.
func.func @reduce_window_float_types() {
  %h = stablehlo.constant dense<[0.5, 1.5, -2.0, 4.0, 0.25]> : tensor<5xf16>
  %h0 = stablehlo.constant dense<0.0> : tensor<f16>
  %a = "stablehlo.reduce_window"(%h, %h0) ({
    ^bb0(%p: tensor<f16>, %q: tensor<f16>):
      %s = stablehlo.add %p, %q : tensor<f16>
      stablehlo.return %s : tensor<f16>
  }) {window_dimensions = array<i64: 2>} : (tensor<5xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_eq_const %a, dense<[2.0, -0.5, 2.0, 4.25]> : tensor<4xf16>
  %d = stablehlo.constant dense<[0.5, 1.5, -2.0, 4.0, 0.25]> : tensor<5xf64>
  %inf = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %b = "stablehlo.reduce_window"(%d, %inf) ({
    ^bb0(%p: tensor<f64>, %q: tensor<f64>):
      %s = stablehlo.minimum %p, %q : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 3>, padding = dense<[[0, 2]]> : tensor<1x2xi64>} : (tensor<5xf64>, tensor<f64>) -> tensor<5xf64>
  check.expect_eq_const %b, dense<[-2.0, -2.0, -2.0, 0.25, 0.25]> : tensor<5xf64>
  %bf = stablehlo.constant dense<[[1.0, -3.0], [2.5, -1.0], [0.5, 8.0]]> : tensor<3x2xbf16>
  %ninf = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %c = "stablehlo.reduce_window"(%bf, %ninf) ({
    ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
      %s = stablehlo.maximum %p, %q : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>} : (tensor<3x2xbf16>, tensor<bf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %c, dense<[[2.5, 2.5], [2.5, 8.0]]> : tensor<2x2xbf16>
  func.return
}

// -----

// maximum propagates NaN: every window holding the NaN gives NaN, the others
// their maximum. -inf as the init value.
func.func @reduce_window_max_nan() {
  %x = stablehlo.constant dense<[1.0, 0x7FC00000, 2.0, -1.0, 0.0]> : tensor<5xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %ninf) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.maximum %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<5xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %r, dense<[0x7FC00000, 0x7FC00000, 2.0, 0.0]> : tensor<4xf32>
  func.return
}

// -----

// A 0-dimensional input: one window of no dimensions holding the element.
func.func @reduce_window_rank0() {
  %x = stablehlo.constant dense<42> : tensor<i64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64>} : (tensor<i64>, tensor<i64>) -> tensor<i64>
  check.expect_eq_const %r, dense<42> : tensor<i64>
  func.return
}

// -----

// Two inputs reduced together (argmax): values and their indices, the body
// keeps the pair with the larger value, the smaller index on ties; init
// (-inf, INT32_MAX) is its identity. Windows of 3 with stride 1; then
// windows of 2 with stride 2 and one padded pair in front.
func.func @reduce_window_argmax_pairs() {
  %v = stablehlo.constant dense<[1.0, 3.0, 3.0, -2.0, 0.5, 4.0]> : tensor<6xf32>
  %i = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %imax = stablehlo.constant dense<2147483647> : tensor<i32>
  %r:2 = "stablehlo.reduce_window"(%v, %i, %ninf, %imax) ({
    ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
      %gt = stablehlo.compare GT, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lti = stablehlo.compare LT, %ai, %bi : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lti : tensor<i1>
      %pick_a = stablehlo.or %gt, %tie : tensor<i1>
      %mv = stablehlo.select %pick_a, %av, %bv : tensor<i1>, tensor<f32>
      %mi = stablehlo.select %pick_a, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 3>} : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_eq_const %r#0, dense<[3.0, 3.0, 3.0, 4.0]> : tensor<4xf32>
  check.expect_eq_const %r#1, dense<[1, 1, 2, 5]> : tensor<4xi32>
  %s:2 = "stablehlo.reduce_window"(%v, %i, %ninf, %imax) ({
    ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
      %gt = stablehlo.compare GT, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %eq = stablehlo.compare EQ, %av, %bv : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %lti = stablehlo.compare LT, %ai, %bi : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %tie = stablehlo.and %eq, %lti : tensor<i1>
      %pick_a = stablehlo.or %gt, %tie : tensor<i1>
      %mv = stablehlo.select %pick_a, %av, %bv : tensor<i1>, tensor<f32>
      %mi = stablehlo.select %pick_a, %ai, %bi : tensor<i1>, tensor<i32>
      stablehlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>,
      padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  check.expect_eq_const %s#0, dense<[1.0, 3.0, 0.5]> : tensor<3xf32>
  check.expect_eq_const %s#1, dense<[0, 1, 4]> : tensor<3xi32>
  func.return
}

// -----

// Two inputs of different element types with independent bodies: the sum of
// an i32 input and the maximum of an f64 input over the same windows.
func.func @reduce_window_two_inputs_independent() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %y = stablehlo.constant dense<[[0.5, -1.0, 2.0], [-3.0, 1.5, -0.25]]> : tensor<2x3xf64>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %r:2 = "stablehlo.reduce_window"(%x, %y, %zero, %ninf) ({
    ^bb0(%a0: tensor<i32>, %a1: tensor<f64>, %b0: tensor<i32>, %b1: tensor<f64>):
      %s = stablehlo.add %a0, %b0 : tensor<i32>
      %m = stablehlo.maximum %a1, %b1 : tensor<f64>
      stablehlo.return %s, %m : tensor<i32>, tensor<f64>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>} : (tensor<2x3xi32>, tensor<2x3xf64>, tensor<i32>, tensor<f64>) -> (tensor<1x2xi32>, tensor<1x2xf64>)
  check.expect_eq_const %r#0, dense<[[12, 16]]> : tensor<1x2xi32>
  check.expect_eq_const %r#1, dense<[[1.5, 2.0]]> : tensor<1x2xf64>
  func.return
}

// -----

// A body of several ops: the largest absolute value, max(|a|, |b|) (init 0),
// over windows of 2 with stride 2.
func.func @reduce_window_multi_op_body() {
  %x = stablehlo.constant dense<[3, -7, 2, -1, 6, -6]> : tensor<6xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %ap = stablehlo.abs %p : tensor<i32>
      %aq = stablehlo.abs %q : tensor<i32>
      %ge = stablehlo.compare GE, %ap, %aq : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %m = stablehlo.select %ge, %ap, %aq : tensor<i1>, tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %r, dense<[7, 2, 6]> : tensor<3xi32>
  func.return
}

// -----

// A promoted body (is_promotable, C13/C16): i8 inputs and init value summed
// in i32, the result is i32. The sums (up to 300 and down to -300) do not fit
// in i8. The padding is the init value converted too.
func.func @reduce_window_promoted_i8_to_i32() {
  %x = stablehlo.constant dense<[100, 100, 100, -100, -100, -100]> : tensor<6xi8>
  %zero = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<6xi8>, tensor<i8>) -> tensor<6xi32>
  check.expect_eq_const %r, dense<[200, 300, 100, -100, -300, -200]> : tensor<6xi32>
  %m = stablehlo.constant dense<[[120, 120], [120, -128], [-128, -128]]> : tensor<3x2xi8>
  %s = "stablehlo.reduce_window"(%m, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %t = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %t : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<3x2xi8>, tensor<i8>) -> tensor<2x1xi32>
  check.expect_eq_const %s, dense<[[232], [-264]]> : tensor<2x1xi32>
  func.return
}

// -----

// A promoted float body: f16 summed in f32. 2048 + 1 is not an f16 (the
// spacing there is 2) but is an f32.
func.func @reduce_window_promoted_f16_to_f32() {
  %x = stablehlo.constant dense<[2048.0, 1.0, 1.0, 2048.0]> : tensor<4xf16>
  %zero = stablehlo.constant dense<0.0> : tensor<f16>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf16>, tensor<f16>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[2049.0, 2.0, 2049.0]> : tensor<3xf32>
  func.return
}

// -----

// More promotions: f16 maximum in f64 (-inf as init, one padded element),
// bf16 summed in f32 (256 + 1 is not a bf16), f32 summed in f64 (2^24 + 1 is
// not an f32), i8 maximum in i64, ui8 summed in ui16.
func.func @reduce_window_promoted_other_types() {
  %h = stablehlo.constant dense<[2048.0, 1.0, -3.0, 0.5]> : tensor<4xf16>
  %hinit = stablehlo.constant dense<0xFC00> : tensor<f16>
  %a = "stablehlo.reduce_window"(%h, %hinit) ({
    ^bb0(%p: tensor<f64>, %q: tensor<f64>):
      %s = stablehlo.maximum %p, %q : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf16>, tensor<f16>) -> tensor<4xf64>
  check.expect_eq_const %a, dense<[2048.0, 1.0, 0.5, 0.5]> : tensor<4xf64>
  %bf = stablehlo.constant dense<[256.0, 1.0, 1.0, 256.0]> : tensor<4xbf16>
  %bz = stablehlo.constant dense<0.0> : tensor<bf16>
  %b = "stablehlo.reduce_window"(%bf, %bz) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xbf16>, tensor<bf16>) -> tensor<3xf32>
  check.expect_eq_const %b, dense<[257.0, 2.0, 257.0]> : tensor<3xf32>
  %f = stablehlo.constant dense<[0.5, 1.0, 16777216.0, 1.0]> : tensor<4xf32>
  %fz = stablehlo.constant dense<0.0> : tensor<f32>
  %c = "stablehlo.reduce_window"(%f, %fz) ({
    ^bb0(%p: tensor<f64>, %q: tensor<f64>):
      %s = stablehlo.add %p, %q : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf64>
  check.expect_eq_const %c, dense<[1.5, 16777217.0, 16777217.0]> : tensor<3xf64>
  %i = stablehlo.constant dense<[-128, 127, -5, 3]> : tensor<4xi8>
  %imin = stablehlo.constant dense<-128> : tensor<i8>
  %d = "stablehlo.reduce_window"(%i, %imin) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.maximum %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xi8>, tensor<i8>) -> tensor<3xi64>
  check.expect_eq_const %d, dense<[127, 127, 3]> : tensor<3xi64>
  %u = stablehlo.constant dense<[200, 100, 255]> : tensor<3xui8>
  %uz = stablehlo.constant dense<0> : tensor<ui8>
  %e = "stablehlo.reduce_window"(%u, %uz) ({
    ^bb0(%p: tensor<ui16>, %q: tensor<ui16>):
      %s = stablehlo.add %p, %q : tensor<ui16>
      stablehlo.return %s : tensor<ui16>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xui8>, tensor<ui8>) -> tensor<2xui16>
  check.expect_eq_const %e, dense<[300, 355]> : tensor<2xui16>
  func.return
}

// -----

// Complex inputs: add on complex<f32> with a padded (0, 0) in front, and
// complex<f32> summed in complex<f64>.
func.func @reduce_window_complex() {
  %c = stablehlo.constant dense<[(1.0, 2.0), (0.5, 0.0), (-1.0, 4.0)]> : tensor<3xcomplex<f32>>
  %zc = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %a = "stablehlo.reduce_window"(%c, %zc) ({
    ^bb0(%p: tensor<complex<f32>>, %q: tensor<complex<f32>>):
      %s = stablehlo.add %p, %q : tensor<complex<f32>>
      stablehlo.return %s : tensor<complex<f32>>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %a, dense<[(1.0, 2.0), (1.5, 2.0), (-0.5, 4.0)]> : tensor<3xcomplex<f32>>
  %b = "stablehlo.reduce_window"(%c, %zc) ({
    ^bb0(%p: tensor<complex<f64>>, %q: tensor<complex<f64>>):
      %s = stablehlo.add %p, %q : tensor<complex<f64>>
      stablehlo.return %s : tensor<complex<f64>>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %b, dense<[(1.5, 2.0), (-0.5, 4.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// A stride larger than the input: only the window at 0 fits (ui64).
func.func @reduce_window_stride_beyond_input() {
  %x = stablehlo.constant dense<[3, 1, 4, 1, 5]> : tensor<5xui64>
  %z = stablehlo.constant dense<0> : tensor<ui64>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%p: tensor<ui64>, %q: tensor<ui64>):
      %s = stablehlo.add %p, %q : tensor<ui64>
      stablehlo.return %s : tensor<ui64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 10>} : (tensor<5xui64>, tensor<ui64>) -> tensor<1xui64>
  check.expect_eq_const %r, dense<[4]> : tensor<1xui64>
  func.return
}

// -----

// A window larger than the (padded) input gives an empty result dimension
// (is_empty_window in C15): 4 rows of window over 3 rows, and 3 rows over
// 2 + 0 padding with a dilated window of (2 - 1) * 3 + 1 = 4 over 3 + 0.
func.func @reduce_window_empty_result() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 4, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<0x2xi64>
  check.expect_eq_const %a, dense<> : tensor<0x2xi64>
  %b = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<0x2xi64>
  check.expect_eq_const %b, dense<> : tensor<0x2xi64>
  func.return
}

// -----

// An empty input: the padded input has size 0 in dimension 0, so no window
// fits there (the result is empty), while padding can make room for windows
// of nothing but init values in an empty dimension.
func.func @reduce_window_empty_input() {
  %x = stablehlo.constant dense<> : tensor<0x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %a = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 2>} : (tensor<0x3xi32>, tensor<i32>) -> tensor<0x2xi32>
  check.expect_eq_const %a, dense<> : tensor<0x2xi32>
  %b = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 2>, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<0x3xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %b, dense<0> : tensor<2x2xi32>
  func.return
}
