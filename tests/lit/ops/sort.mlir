// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The example of the specification: two inputs sorted together along
// dimension 0 by a GT comparator on the first.
func.func @sort_spec_example() {
  %input0 = stablehlo.constant dense<[[1, 2, 3], [3, 2, 1]]> : tensor<2x3xi64>
  %input1 = stablehlo.constant dense<[[3, 2, 1], [1, 2, 3]]> : tensor<2x3xi64>
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {
    dimension = 0 : i64,
    is_stable = true
  } : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  check.expect_eq_const %result0, dense<[[3, 2, 3], [1, 2, 1]]> : tensor<2x3xi64>
  check.expect_eq_const %result1, dense<[[1, 2, 1], [3, 2, 3]]> : tensor<2x3xi64>
  func.return
}

// -----

// Keys and values: the values follow their keys (distinct keys, so stability
// does not matter).
func.func @sort_keys_and_values() {
  %keys = stablehlo.constant dense<[3.5, -1.0, 2.0, 0.5]> : tensor<4xf32>
  %values = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %r:2 = "stablehlo.sort"(%keys, %values) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_eq_const %r#0, dense<[-1.0, 0.5, 2.0, 3.5]> : tensor<4xf32>
  check.expect_eq_const %r#1, dense<[1, 3, 2, 0]> : tensor<4xi32>
  func.return
}

// -----

// The comparator may look at any input: here it orders by the second input,
// and the first follows.
func.func @sort_by_second_input() {
  %first = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %second = stablehlo.constant dense<[2.0, 3.0, 1.0]> : tensor<3xf32>
  %r:2 = "stablehlo.sort"(%first, %second) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %c, %d, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<3xi32>, tensor<3xf32>) -> (tensor<3xi32>, tensor<3xf32>)
  check.expect_eq_const %r#0, dense<[30, 10, 20]> : tensor<3xi32>
  check.expect_eq_const %r#1, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  func.return
}

// -----

// Rows of a 2-D tensor (dimension 1) and columns (dimension 0).
func.func @sort_2d_dimensions() {
  %rows = stablehlo.constant dense<[[3, 1, 2], [9, 7, 8]]> : tensor<2x3xi32>
  %r1 = "stablehlo.sort"(%rows) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r1, dense<[[1, 2, 3], [7, 8, 9]]> : tensor<2x3xi32>
  %cols = stablehlo.constant dense<[[3, 1], [2, 5], [1, 4]]> : tensor<3x2xi32>
  %r0 = "stablehlo.sort"(%cols) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %r0, dense<[[1, 1], [2, 4], [3, 5]]> : tensor<3x2xi32>
  func.return
}

// -----

// A negative dimension counts from the end (rank + dimension): -1 is the last
// dimension, -2 the first of a 2-D tensor.
func.func @sort_negative_dimension() {
  %x = stablehlo.constant dense<[[5, 1], [2, 4]]> : tensor<2x2xi32>
  %last = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = -1 : i64, is_stable = true} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %last, dense<[[1, 5], [2, 4]]> : tensor<2x2xi32>
  %first = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = -2 : i64, is_stable = true} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %first, dense<[[2, 1], [5, 4]]> : tensor<2x2xi32>
  func.return
}

// -----

// The middle dimension of a 3-D tensor: every (i, :, k) slice is sorted.
func.func @sort_3d_middle_dimension() {
  %x = stablehlo.constant dense<[[[3, 1], [1, 2], [2, 0]], [[0, 5], [9, 4], [4, 6]]]> : tensor<2x3x2xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %r, dense<[[[1, 0], [2, 1], [3, 2]], [[0, 4], [4, 5], [9, 6]]]> : tensor<2x3x2xi32>
  func.return
}

// -----

// is_stable = true keeps the input order of elements the comparator holds
// equal (neither a < b nor b < a), ascending and descending.
func.func @sort_stable_equal_keys() {
  %keys = stablehlo.constant dense<[2, 1, 2, 1, 0, 2]> : tensor<6xi32>
  %ids = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %up:2 = "stablehlo.sort"(%keys, %ids) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  check.expect_eq_const %up#0, dense<[0, 1, 1, 2, 2, 2]> : tensor<6xi32>
  check.expect_eq_const %up#1, dense<[4, 1, 3, 0, 2, 5]> : tensor<6xi32>
  %down:2 = "stablehlo.sort"(%keys, %ids) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  check.expect_eq_const %down#0, dense<[2, 2, 2, 1, 1, 0]> : tensor<6xi32>
  check.expect_eq_const %down#1, dense<[0, 2, 5, 1, 3, 4]> : tensor<6xi32>
  func.return
}

// -----

// A lexicographic comparator over two inputs: keys ascending, then values
// descending among equal keys.
func.func @sort_lexicographic_comparator() {
  %keys = stablehlo.constant dense<[1, 0, 1, 0]> : tensor<4xi32>
  %values = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi32>
  %r:2 = "stablehlo.sort"(%keys, %values) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %gt : tensor<i1>
    %p = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
  check.expect_eq_const %r#0, dense<[0, 0, 1, 1]> : tensor<4xi32>
  check.expect_eq_const %r#1, dense<[8, 6, 7, 5]> : tensor<4xi32>
  func.return
}

// -----

// Descending order with a GT comparator.
func.func @sort_descending() {
  %x = stablehlo.constant dense<[3, -7, 12, 0, 5]> : tensor<5xi64>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %p = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<5xi64>) -> tensor<5xi64>
  check.expect_eq_const %r, dense<[12, 5, 3, 0, -7]> : tensor<5xi64>
  func.return
}

// -----

// Unsigned keys with an UNSIGNED comparator: 128, 200 and 255 are large.
func.func @sort_unsigned() {
  %x = stablehlo.constant dense<[200, 3, 255, 0, 128]> : tensor<5xui8>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %p = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<5xui8>) -> tensor<5xui8>
  check.expect_eq_const %r, dense<[0, 3, 128, 200, 255]> : tensor<5xui8>
  func.return
}

// -----

// A TOTALORDER comparator orders every float, NaNs and signed zeros included:
// -NaN < -inf < -1.0 < -0.0 < +0.0 < 1.0 < +inf < +NaN. The result is checked
// bitwise, so -0.0 must come before +0.0.
func.func @sort_totalorder_nan_and_signed_zeros() {
  %x = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0, 0xFF800000, 0.0, 0xFFC00000, 0x7F800000, -1.0]> : tensor<8xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xf32>) -> tensor<8xf32>
  check.expect_eq_const %r, dense<[0xFFC00000, 0xFF800000, -1.0, -0.0, 0.0, 1.0, 0x7F800000, 0x7FC00000]> : tensor<8xf32>
  func.return
}

// -----

// Three inputs of different element types sorted together.
func.func @sort_three_inputs() {
  %k = stablehlo.constant dense<[2.0, 0.0, 1.0]> : tensor<3xf64>
  %a = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %b = stablehlo.constant dense<[20, 0, 10]> : tensor<3xi16>
  %r:3 = "stablehlo.sort"(%k, %a, %b) ({
  ^bb0(%k0: tensor<f64>, %k1: tensor<f64>, %a0: tensor<i1>, %a1: tensor<i1>, %b0: tensor<i16>, %b1: tensor<i16>):
    %p = stablehlo.compare LT, %k0, %k1, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf64>, tensor<3xi1>, tensor<3xi16>) -> (tensor<3xf64>, tensor<3xi1>, tensor<3xi16>)
  check.expect_eq_const %r#0, dense<[0.0, 1.0, 2.0]> : tensor<3xf64>
  check.expect_eq_const %r#1, dense<[false, true, true]> : tensor<3xi1>
  check.expect_eq_const %r#2, dense<[0, 10, 20]> : tensor<3xi16>
  func.return
}
