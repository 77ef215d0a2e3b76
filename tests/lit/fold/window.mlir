// reduce_window and select_and_scatter fold to the values the spec gives, on
// both paths. Expected values are computed by hand from the spec's formulas:
// the input is padded with the init value, window i starts at
// i * window_strides.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// Sums of windows of 2 with stride 2 over [1, 2, 3, 4, 5] padded by one on
// each side: [0, 1, 2, 3, 4, 5, 0], (7 - 2) / 2 + 1 = 3 windows:
//   [0 + 1, 2 + 3, 4 + 5] = [1, 5, 9]
// CHECK-LABEL: func.func @reduce_window_sum_padded
func.func @reduce_window_sum_padded() -> tensor<3xi32> {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[1, 5, 9]> : tensor<3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3xi32>
}

// Maxima of 2x2 windows with stride 1 over [[1, -2], [3, 4]] padded by a row
// above and a column on the right with -inf:
//   [[-inf, -inf, -inf],
//    [   1,   -2, -inf],
//    [   3,    4, -inf]]
//   (0, 0): max(-inf, -inf, 1, -2) = 1     (0, 1): max(-inf, -inf, -2, -inf) = -2
//   (1, 0): max(1, -2, 3, 4) = 4           (1, 1): max(-2, -inf, 4, -inf) = 4
// CHECK-LABEL: func.func @reduce_window_max_padded
func.func @reduce_window_max_padded() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<[[1.0, -2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %ninf) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1.000000e+00, -2.000000e+00], [4.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xf32>
}

// A window that holds only padding gives the init value: window 1 with
// stride 1 over [7, 8] padded by 1 low: [init, 7, 8] with init 100 under
// minimum: [100, 7, 8].
// CHECK-LABEL: func.func @reduce_window_padding_only
func.func @reduce_window_padding_only() -> tensor<3xi64> {
  %x = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %init = stablehlo.constant dense<100> : tensor<i64>
  %r = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %m = stablehlo.minimum %a, %b : tensor<i64>
      stablehlo.return %m : tensor<i64>
  }) {window_dimensions = array<i64: 1>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[100, 7, 8]> : tensor<3xi64>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3xi64>
}

// The example of the specification. Windows of 3 rows with stride 2 over the
// operand padded by one row below; GE selects the first maximum.
//   column 0: window rows 0..2 = [1, 2, 3] -> row 2 gets 5;
//             window rows 2..4 = [3, 4, pad] -> row 3 gets 7.
//   column 1: window rows 0..2 = [5, 5, 6] -> row 2 gets 6;
//             window rows 2..4 = [6, 4, pad] -> row 2 gets 8: 6 + 8 = 14.
// CHECK-LABEL: func.func @select_and_scatter_spec
func.func @select_and_scatter_spec() -> tensor<4x2xi64> {
  %operand = stablehlo.constant dense<[[1, 5], [2, 5], [3, 6], [4, 4]]> : tensor<4x2xi64>
  %source = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %p = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<4x2xi64>, tensor<2x2xi64>, tensor<i64>) -> tensor<4x2xi64>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[0, 0], [0, 0], [5, 14], [7, 0]]> : tensor<4x2xi64>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<4x2xi64>
}

// Overlapping windows of 2 with stride 1 over [3, 7, 7, 1]: GE keeps the
// earlier of equal values, so the tie [7, 7] selects index 1.
//   window 0 [3, 7] -> index 1 gets 1
//   window 1 [7, 7] -> index 1 gets 10
//   window 2 [7, 1] -> index 2 gets 100
// result = init 0 plus what each index gets: [0, 11, 100, 0].
// CHECK-LABEL: func.func @select_and_scatter_ties
func.func @select_and_scatter_ties() -> tensor<4xf32> {
  %operand = stablehlo.constant dense<[3.0, 7.0, 7.0, 1.0]> : tensor<4xf32>
  %source = stablehlo.constant dense<[1.0, 10.0, 100.0]> : tensor<3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[0.000000e+00, 1.100000e+01, 1.000000e+02, 0.000000e+00]> : tensor<4xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<4xf32>
}
