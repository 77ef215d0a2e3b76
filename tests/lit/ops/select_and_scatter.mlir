// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values follow the specification's formulas: window i of the
// (padded) operand starts at i * window_strides; select picks one element of
// it (select(kept, other) true keeps the earlier one, so GE gives the first
// maximum and GT the last); source[i] is combined with scatter into the result
// at the selected position; positions selected by no window keep init_value.
// Padded positions are never selected.

// The example of the specification.
func.func @select_and_scatter_spec_example() {
  %operand = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %source = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  func.return
}

// -----

// GE selects the maximum of each 2x2 window with stride 2 (the gradient of
// a max pool): each source value lands on its window's maximum.
func.func @select_and_scatter_ge_max() {
  %operand = stablehlo.constant dense<[[1, 7, 3, 2], [4, 5, 9, 0], [6, -1, 8, 8], [2, 3, 8, 1]]> : tensor<4x4xi32>
  %source = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x4xi32>
  check.expect_eq_const %r, dense<[[0, 10, 0, 0], [0, 0, 20, 0], [30, 0, 40, 0], [0, 0, 0, 0]]> : tensor<4x4xi32>
  func.return
}

// -----

// LE selects the minimum of each window (given as properties).
func.func @select_and_scatter_le_min() {
  %operand = stablehlo.constant dense<[[1, 7, 3, 2], [4, 5, 9, 0], [6, -1, 8, 8], [2, 3, 8, 1]]> : tensor<4x4xi32>
  %source = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare LE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x4xi32>
  check.expect_eq_const %r, dense<[[10, 0, 0, 0], [0, 0, 0, 20], [0, 30, 0, 0], [0, 0, 0, 40]]> : tensor<4x4xi32>
  func.return
}

// -----

// Ties in a window [5, 5]: GE and LE keep the first element (select(first,
// second) is true), GT and LT move to the second (it is false).
func.func @select_and_scatter_ties_1d() {
  %operand = stablehlo.constant dense<[5, 5, 5, 2, 2, 7]> : tensor<6xi32>
  %source = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ge = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %ge, dense<[1, 0, 2, 0, 0, 3]> : tensor<6xi32>
  %gt = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %gt, dense<[0, 1, 2, 0, 0, 3]> : tensor<6xi32>
  %le = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare LE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %le, dense<[1, 0, 0, 2, 3, 0]> : tensor<6xi32>
  %lt = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %lt, dense<[0, 1, 0, 2, 3, 0]> : tensor<6xi32>
  func.return
}

// -----

// Ties in a 2x2 window of equal values: the window's elements come in
// row-major order, GE keeps the first ([0, 0]), GT ends on the last ([1, 1]).
func.func @select_and_scatter_ties_2d() {
  %operand = stablehlo.constant dense<[[3.0, 3.0], [3.0, 3.0]]> : tensor<2x2xf32>
  %source = stablehlo.constant dense<[[9.0]]> : tensor<1x1xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ge = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<2x2xf32>, tensor<1x1xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %ge, dense<[[9.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>
  %gt = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<2x2xf32>, tensor<1x1xf32>, tensor<f32>) -> tensor<2x2xf32>
  check.expect_eq_const %gt, dense<[[0.0, 0.0], [0.0, 9.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Overlapping windows: the 5 in [1, 5, 2, 0, 3, 4, 1] is the maximum of the
// first two windows of 3 (stride 1), 4 of the last three; their sources are
// added. With stride 2 the windows overlap by one element.
func.func @select_and_scatter_overlapping_windows() {
  %operand = stablehlo.constant dense<[1, 5, 2, 0, 3, 4, 1]> : tensor<7xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s1 = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %a = "stablehlo.select_and_scatter"(%operand, %s1, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 1>} : (tensor<7xi32>, tensor<5xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const %a, dense<[0, 30, 0, 0, 30, 90, 0]> : tensor<7xi32>
  %s2 = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %b = "stablehlo.select_and_scatter"(%operand, %s2, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} : (tensor<7xi32>, tensor<3xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const %b, dense<[0, 10, 0, 0, 20, 30, 0]> : tensor<7xi32>
  func.return
}

// -----

// scatter is any function: maximum (idempotent, so any number of init values
// in the schedule gives the same) with init -1 keeps the largest source at
// each selected position and -1 where nothing is selected; multiply with
// init 1 multiplies the sources.
func.func @select_and_scatter_other_scatter_functions() {
  %operand = stablehlo.constant dense<[1, 5, 2, 0, 3, 4, 1]> : tensor<7xi32>
  %source = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %a = "stablehlo.select_and_scatter"(%operand, %source, %m1) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>} : (tensor<7xi32>, tensor<5xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const %a, dense<[-1, 20, -1, -1, 30, 50, -1]> : tensor<7xi32>
  %src2 = stablehlo.constant dense<[2, 3, 4, 5, 6]> : tensor<5xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %b = "stablehlo.select_and_scatter"(%operand, %src2, %one) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.multiply %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>} : (tensor<7xi32>, tensor<5xi32>, tensor<i32>) -> tensor<7xi32>
  check.expect_eq_const %b, dense<[1, 6, 1, 1, 4, 30, 1]> : tensor<7xi32>
  func.return
}

// -----

// Padded positions are never selected: with GE on negative values (and LE
// on positive ones) a padding element of 0 would win, and its source would
// be lost. Padding (1, 1), windows of 2 with stride 2: [P, x0], [x1, x2],
// [x3, P].
func.func @select_and_scatter_padding_not_selected() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %source = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %neg = stablehlo.constant dense<[-3, -1, -2, -4]> : tensor<4xi32>
  %a = "stablehlo.select_and_scatter"(%neg, %source, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %a, dense<[1, 2, 0, 3]> : tensor<4xi32>
  %pos = stablehlo.constant dense<[3, 1, 2, 4]> : tensor<4xi32>
  %b = "stablehlo.select_and_scatter"(%pos, %source, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare LE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<3xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %b, dense<[1, 2, 0, 3]> : tensor<4xi32>
  func.return
}

// -----

// Padding with overlapping windows (stride 1): [P, -3], [-3, -1], [-1, -2],
// [-2, -4], [-4, P]; -1 is selected twice.
func.func @select_and_scatter_padding_overlapping() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %operand = stablehlo.constant dense<[-3, -1, -2, -4]> : tensor<4xi32>
  %source = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<5xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[1, 5, 4, 5]> : tensor<4xi32>
  func.return
}

// -----

// Negative padding removes operand elements, which are then in no window and
// never selected: [1, 5, 2, 8] with padding (-1, 0) is [5, 2, 8]. In 2-D the
// last row is cut off (8 is not selected although it is the maximum) while a
// padding column is added in front.
func.func @select_and_scatter_negative_padding() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %x = stablehlo.constant dense<[1, 5, 2, 8]> : tensor<4xi32>
  %xs = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %a = "stablehlo.select_and_scatter"(%x, %xs, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[-1, 0]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %a, dense<[0, 1, 0, 2]> : tensor<4xi32>
  %m = stablehlo.constant dense<[[1, 5, 2], [8, 0, 3]]> : tensor<2x3xi32>
  %ms = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %b = "stablehlo.select_and_scatter"(%m, %ms, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 2>, padding = dense<[[0, -1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[1, 5, 0], [0, 0, 0]]> : tensor<2x3xi32>
  func.return
}

// -----

// The gradient of a max pool on an NHWC f32 tensor: 3x3 windows with stride
// 2 and "SAME" padding of 1 on H and W, channels kept apart. In channel 0 the
// 6.0 at [1, 1] is the maximum of three windows (0.5 + 1.5 + 2.5).
func.func @select_and_scatter_max_pool_grad_nhwc() {
  %x = stablehlo.constant dense<[[[[1.0, -1.0], [2.5, -2.0], [0.0, -3.0], [4.0, -0.5]],
                                  [[-1.5, 3.0], [6.0, 0.25], [2.0, 1.0], [3.5, -4.0]],
                                  [[0.5, 2.0], [1.0, -2.5], [7.0, 5.0], [-1.0, 2.5]],
                                  [[5.5, -6.0], [2.0, 4.5], [1.5, 0.75], [3.0, -7.0]]]]> : tensor<1x4x4x2xf32>
  %source = stablehlo.constant dense<[[[[0.5, 1.0], [1.5, 2.0]], [[2.5, 3.0], [3.5, 4.0]]]]> : tensor<1x2x2x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %source, %zero) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>,
      padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x4x4x2xf32>, tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x4x4x2xf32>
  check.expect_eq_const %r, dense<[[[[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]],
                                    [[0.0, 1.0], [4.5, 0.0], [0.0, 2.0], [0.0, 0.0]],
                                    [[0.0, 0.0], [0.0, 0.0], [3.5, 4.0], [0.0, 0.0]],
                                    [[0.0, 0.0], [0.0, 3.0], [0.0, 0.0], [0.0, 0.0]]]]> : tensor<1x4x4x2xf32>
  func.return
}

// -----

// Other element types: LE on f64, GE on ui32 values above INT32_MAX, GE on
// bf16.
func.func @select_and_scatter_element_types() {
  %d = stablehlo.constant dense<[0.5, -1.25, 3.0, -1.25, 2.0]> : tensor<5xf64>
  %ds = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf64>
  %d0 = stablehlo.constant dense<0.0> : tensor<f64>
  %a = "stablehlo.select_and_scatter"(%d, %ds, %d0) ({
    ^bb0(%p: tensor<f64>, %q: tensor<f64>):
      %c = stablehlo.compare LE, %p, %q : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<f64>, %q: tensor<f64>):
      %s = stablehlo.add %p, %q : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} : (tensor<5xf64>, tensor<2xf64>, tensor<f64>) -> tensor<5xf64>
  check.expect_eq_const %a, dense<[0.0, 1.5, 0.0, 2.5, 0.0]> : tensor<5xf64>
  %u = stablehlo.constant dense<[4000000000, 3, 4000000001, 7]> : tensor<4xui32>
  %us = stablehlo.constant dense<[5, 6]> : tensor<2xui32>
  %u0 = stablehlo.constant dense<0> : tensor<ui32>
  %b = "stablehlo.select_and_scatter"(%u, %us, %u0) ({
    ^bb0(%p: tensor<ui32>, %q: tensor<ui32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<ui32>, %q: tensor<ui32>):
      %s = stablehlo.add %p, %q : tensor<ui32>
      stablehlo.return %s : tensor<ui32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xui32>, tensor<2xui32>, tensor<ui32>) -> tensor<4xui32>
  check.expect_eq_const %b, dense<[5, 0, 6, 0]> : tensor<4xui32>
  %h = stablehlo.constant dense<[[1.0, -2.0], [0.5, 3.0]]> : tensor<2x2xbf16>
  %hs = stablehlo.constant dense<[[0.25, 0.75]]> : tensor<1x2xbf16>
  %h0 = stablehlo.constant dense<0.0> : tensor<bf16>
  %c = "stablehlo.select_and_scatter"(%h, %hs, %h0) ({
    ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
      %t = stablehlo.compare GE, %p, %q : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %t : tensor<i1>
  }, {
    ^bb0(%p: tensor<bf16>, %q: tensor<bf16>):
      %s = stablehlo.add %p, %q : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<2x2xbf16>, tensor<1x2xbf16>, tensor<bf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %c, dense<[[0.25, 0.0], [0.0, 0.75]]> : tensor<2x2xbf16>
  func.return
}

// -----

// A select of several ops: the element of larger absolute value (the first
// on ties).
func.func @select_and_scatter_multi_op_select() {
  %operand = stablehlo.constant dense<[3, -7, 2, -1, 6, -6]> : tensor<6xi32>
  %source = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %ap = stablehlo.abs %p : tensor<i32>
      %aq = stablehlo.abs %q : tensor<i32>
      %c = stablehlo.compare GE, %ap, %aq : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %r, dense<[0, 1, 2, 0, 3, 0]> : tensor<6xi32>
  func.return
}

// -----

// A 0-dimensional operand: one window holding the only element, which
// receives the only source value.
func.func @select_and_scatter_rank0() {
  %operand = stablehlo.constant dense<5> : tensor<i64>
  %source = stablehlo.constant dense<9> : tensor<i64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %s = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64>} : (tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<i64>
  check.expect_eq_const %r, dense<9> : tensor<i64>
  func.return
}

// -----

// No window fits (window of 3 over 2 elements): the source is empty and
// every result element is the init value.
func.func @select_and_scatter_no_window() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %source = stablehlo.constant dense<> : tensor<0x2xi32>
  %init = stablehlo.constant dense<7> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.maximum %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3, 1>} : (tensor<2x2xi32>, tensor<0x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<7> : tensor<2x2xi32>
  func.return
}

// -----

// A stride larger than the window leaves gaps: windows [4, 9], [7, 7]
// (a tie, the first 7 wins with GE) and [8, 3]; in 2-D, strides (1, 2) make
// the two row windows overlap, and 9 at [1, 3] is selected twice.
func.func @select_and_scatter_strides() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %x = stablehlo.constant dense<[4, 9, 1, 7, 7, 2, 8, 3]> : tensor<8xi32>
  %xs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %a = "stablehlo.select_and_scatter"(%x, %xs, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 3>} : (tensor<8xi32>, tensor<3xi32>, tensor<i32>) -> tensor<8xi32>
  check.expect_eq_const %a, dense<[0, 1, 0, 2, 0, 0, 3, 0]> : tensor<8xi32>
  %m = stablehlo.constant dense<[[1, 8, 3, 0], [4, 5, 6, 9], [7, 2, 2, 1]]> : tensor<3x4xi32>
  %ms = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = "stablehlo.select_and_scatter"(%m, %ms, %zero) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>} : (tensor<3x4xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<3x4xi32>
  check.expect_eq_const %b, dense<[[0, 1, 0, 0], [0, 0, 0, 6], [3, 0, 0, 0]]> : tensor<3x4xi32>
  func.return
}

// -----

// Windows of one element: every element selects itself and the result is
// the source.
func.func @select_and_scatter_unit_windows() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %s = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%x, %s, %zero) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %t = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %t : tensor<i64>
  }) {window_dimensions = array<i64: 1, 1>} : (tensor<2x3xi64>, tensor<2x3xi64>, tensor<i64>) -> tensor<2x3xi64>
  check.expect_eq_const %r, dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi64>
  func.return
}

// -----

// f16 with overlapping windows and a tie between the last two elements.
func.func @select_and_scatter_f16() {
  %x = stablehlo.constant dense<[0.5, -0.25, 2.0, 2.0]> : tensor<4xf16>
  %s = stablehlo.constant dense<[1.5, 0.25, 0.125]> : tensor<3xf16>
  %zero = stablehlo.constant dense<0.0> : tensor<f16>
  %r = "stablehlo.select_and_scatter"(%x, %s, %zero) ({
    ^bb0(%p: tensor<f16>, %q: tensor<f16>):
      %c = stablehlo.compare GE, %p, %q : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<f16>, %q: tensor<f16>):
      %t = stablehlo.add %p, %q : tensor<f16>
      stablehlo.return %t : tensor<f16>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf16>, tensor<3xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_eq_const %r, dense<[1.5, 0.0, 0.375, 0.0]> : tensor<4xf16>
  func.return
}
