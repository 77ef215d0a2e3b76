// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Every position of a five-element tuple of different element types and
// shapes (i1, ui8, f16 with infinity and -0.0, complex<f64>, an empty
// tensor): result = operand[index], with the element's own type.
func.func @get_tuple_element_every_index() {
  %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %b = stablehlo.constant dense<[[255, 0], [128, 7]]> : tensor<2x2xui8>
  %c = stablehlo.constant dense<[0x7C00, -0.0, 0.5]> : tensor<3xf16>
  %d = stablehlo.constant dense<(1.5, -2.0)> : tensor<complex<f64>>
  %e = stablehlo.constant dense<> : tensor<0xi32>
  %t = stablehlo.tuple %a, %b, %c, %d, %e : tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>
  %x0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>) -> tensor<2xi1>
  %x1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>) -> tensor<2x2xui8>
  %x2 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>) -> tensor<3xf16>
  %x3 = stablehlo.get_tuple_element %t[3] : (tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>) -> tensor<complex<f64>>
  %x4 = "stablehlo.get_tuple_element"(%t) <{index = 4 : i32}> : (tuple<tensor<2xi1>, tensor<2x2xui8>, tensor<3xf16>, tensor<complex<f64>>, tensor<0xi32>>) -> tensor<0xi32>
  check.expect_eq_const %x0, dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %x1, dense<[[255, 0], [128, 7]]> : tensor<2x2xui8>
  check.expect_eq_const %x2, dense<[0x7C00, -0.0, 0.5]> : tensor<3xf16>
  check.expect_eq_const %x3, dense<(1.5, -2.0)> : tensor<complex<f64>>
  check.expect_eq_const %x4, dense<> : tensor<0xi32>
  func.return
}

// -----

// Elements of the same type at several positions: each index selects its own
// element, whatever the order of reading, and reading twice gives the same
// value.
func.func @get_tuple_element_same_types() {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %c = stablehlo.constant dense<3> : tensor<i32>
  %t = stablehlo.tuple %a, %b, %c, %a : tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>
  %x2 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>) -> tensor<i32>
  %x0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>) -> tensor<i32>
  %x3 = stablehlo.get_tuple_element %t[3] : (tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>) -> tensor<i32>
  %x1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>) -> tensor<i32>
  %y2 = stablehlo.get_tuple_element %t[2] : (tuple<tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>>) -> tensor<i32>
  check.expect_eq_const %x0, dense<1> : tensor<i32>
  check.expect_eq_const %x1, dense<2> : tensor<i32>
  check.expect_eq_const %x2, dense<3> : tensor<i32>
  check.expect_eq_const %x3, dense<1> : tensor<i32>
  check.expect_eq_const %y2, dense<3> : tensor<i32>
  func.return
}

// -----

// The result is a value: computing with an extracted element does not change
// the tuple, and a tuple rebuilt from the elements in the other order holds
// them swapped.
func.func @get_tuple_element_value_semantics() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<2xf32>, tensor<2xf32>>
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  %y = stablehlo.add %x, %x : tensor<2xf32>
  %x2 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %y, dense<[2.0, 4.0]> : tensor<2xf32>
  check.expect_eq_const %x2, dense<[1.0, 2.0]> : tensor<2xf32>
  %z = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  %s = stablehlo.tuple %z, %x : tuple<tensor<2xf32>, tensor<2xf32>>
  %s0 = stablehlo.get_tuple_element %s[0] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  %s1 = stablehlo.get_tuple_element %s[1] : (tuple<tensor<2xf32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %s0, dense<[3.0, 4.0]> : tensor<2xf32>
  check.expect_eq_const %s1, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}

// -----

// Inside regions, get_tuple_element reads a tuple defined outside them: in a
// branch of if and in the body and condition of while.
func.func @get_tuple_element_in_regions() {
  %limit = stablehlo.constant dense<4> : tensor<i64>
  %step = stablehlo.constant dense<3> : tensor<i64>
  %t = stablehlo.tuple %limit, %step : tuple<tensor<i64>, tensor<i64>>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.if"(%pred) ({
    %s = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i64>, tensor<i64>>) -> tensor<i64>
    stablehlo.return %s : tensor<i64>
  }, {
    %l = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i64>, tensor<i64>>) -> tensor<i64>
    stablehlo.return %l : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  check.expect_eq_const %r, dense<3> : tensor<i64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %w:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
  cond {
    %l = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i64>, tensor<i64>>) -> tensor<i64>
    %c = stablehlo.compare LT, %i, %l, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i64>, tensor<i64>>) -> tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %i2 = stablehlo.add %i, %one : tensor<i64>
    %acc2 = stablehlo.add %acc, %s : tensor<i64>
    stablehlo.return %i2, %acc2 : tensor<i64>, tensor<i64>
  }
  // Four iterations, each adding 3.
  check.expect_eq_const %w#1, dense<12> : tensor<i64>
  func.return
}
