// Inputs a fuzzing run found to crash or hang the tool; each now ends in a
// result or a located error.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// A scatter index of INT64_MAX is out of bounds: the update is skipped (the
// bounds check must not overflow).
func.func @scatter_huge_index() {
  %x = stablehlo.constant dense<0> : tensor<1x4xi8>
  %i = stablehlo.constant dense<9223372036854775807> : tensor<1xi64>
  %u = stablehlo.constant dense<1> : tensor<1xi8>
  %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>}> ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    stablehlo.return %b : tensor<i8>
  }) : (tensor<1x4xi8>, tensor<1xi64>, tensor<1xi8>) -> tensor<1x4xi8>
  check.expect_eq_const %r, dense<0> : tensor<1x4xi8>
  func.return
}

// -----

// sort without `dimension` sorts the last dimension (the default, -1).
func.func @sort_default_dimension() {
  %x = stablehlo.constant dense<[[3, 1, 2], [9, 8, 7]]> : tensor<2x3xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %t = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[1, 2, 3], [7, 8, 9]]> : tensor<2x3xi32>
  func.return
}

// -----

// A window dilation so large that (window - 1) * dilation overflows: no
// window fits, so the result must be empty.
// CHECK: error: 'stablehlo.reduce_window' op expects every result of shape [0], got 'tensor<2000005xi32>'
func.func @reduce_window_overflowing_dilation() {
  %x = stablehlo.iota dim = 0 : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 3>, window_dilations = array<i64: 9223372036853775807>}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) : (tensor<3xi32>, tensor<i32>) -> tensor<2000005xi32>
  func.return
}

// -----

// A 2^62-element window that is all padding but one element: only the part
// over the operand is visited, so this ends at once.
func.func @select_and_scatter_huge_window() {
  %x = stablehlo.constant dense<1> : tensor<1xi64>
  %src = stablehlo.constant dense<5> : tensor<1xi64>
  %init = stablehlo.constant dense<0> : tensor<i64>
  %r = "stablehlo.select_and_scatter"(%x, %src, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %p = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      stablehlo.return %b : tensor<i64>
  }) {window_dimensions = array<i64: 4611686018427387904>, padding = dense<[[4611686018427387903, 0]]> : tensor<1x2xi64>} : (tensor<1xi64>, tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  check.expect_eq_const %r, dense<5> : tensor<1xi64>
  func.return
}

// -----

// Unbounded recursion through calls and regions stops at the nesting limit
// instead of overflowing the native stack.
// CHECK: error: nesting of calls and regions exceeds 200
func.func @recurse(%c: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.map"(%c) ({
  ^bb0(%a: tensor<i32>):
    %n = func.call @recurse(%a) : (tensor<i32>) -> tensor<i32>
    stablehlo.return %n : tensor<i32>
  }) {dimensions = array<i64>} : (tensor<i32>) -> tensor<i32>
  func.return %r : tensor<i32>
}

func.func @main() {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %r = func.call @recurse(%c) : (tensor<i32>) -> tensor<i32>
  func.return
}
