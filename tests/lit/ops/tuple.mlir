// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// tuple groups values; get_tuple_element takes them back out by position.
func.func @tuple_and_get_tuple_element() {
  %a = stablehlo.constant dense<42> : tensor<i32>
  %b = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<i32>, tensor<2xf32>>
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<i32>
  %y = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  check.expect_eq_const %x, dense<42> : tensor<i32>
  check.expect_eq_const %y, dense<[1.5, -0.0]> : tensor<2xf32>
  func.return
}

// -----

// Nested tuples, as in the example of get_tuple_element in the specification:
// ([1.0, 2.0], (3)), in the generic form.
func.func @tuple_nested() {
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %s = stablehlo.constant dense<3> : tensor<i64>
  %inner = "stablehlo.tuple"(%s) : (tensor<i64>) -> tuple<tensor<i64>>
  %operand = "stablehlo.tuple"(%v, %inner) : (tensor<2xf64>, tuple<tensor<i64>>) -> tuple<tensor<2xf64>, tuple<tensor<i64>>>
  %result = "stablehlo.get_tuple_element"(%operand) <{index = 0 : i32}> : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tensor<2xf64>
  check.expect_eq_const %result, dense<[1.0, 2.0]> : tensor<2xf64>
  %t1 = "stablehlo.get_tuple_element"(%operand) {index = 1 : i32} : (tuple<tensor<2xf64>, tuple<tensor<i64>>>) -> tuple<tensor<i64>>
  %e = stablehlo.get_tuple_element %t1[0] : (tuple<tensor<i64>>) -> tensor<i64>
  check.expect_eq_const %e, dense<3> : tensor<i64>
  func.return
}

// -----

// Three levels deep, the same value twice, and a token as an element.
func.func @tuple_deep_with_token() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %tok = stablehlo.create_token : !stablehlo.token
  %t0 = stablehlo.tuple %a, %tok : tuple<tensor<2x2xi8>, !stablehlo.token>
  %t1 = stablehlo.tuple %t0, %a : tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>
  %t2 = stablehlo.tuple %t1 : tuple<tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>>
  %u1 = stablehlo.get_tuple_element %t2[0] : (tuple<tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>>) -> tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>
  %u0 = stablehlo.get_tuple_element %u1[0] : (tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>) -> tuple<tensor<2x2xi8>, !stablehlo.token>
  %deep = stablehlo.get_tuple_element %u0[0] : (tuple<tensor<2x2xi8>, !stablehlo.token>) -> tensor<2x2xi8>
  %tok2 = stablehlo.get_tuple_element %u0[1] : (tuple<tensor<2x2xi8>, !stablehlo.token>) -> !stablehlo.token
  %shallow = stablehlo.get_tuple_element %u1[1] : (tuple<tuple<tensor<2x2xi8>, !stablehlo.token>, tensor<2x2xi8>>) -> tensor<2x2xi8>
  check.expect_eq_const %deep, dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  check.expect_eq %deep, %shallow : tensor<2x2xi8>
  %tok3 = stablehlo.after_all %tok2 : !stablehlo.token
  func.return
}

// -----

// An empty tuple.
func.func @tuple_empty() {
  %t = "stablehlo.tuple"() : () -> tuple<>
  %u = stablehlo.tuple %t : tuple<tuple<>>
  %v = stablehlo.get_tuple_element %u[0] : (tuple<tuple<>>) -> tuple<>
  func.return
}

// -----

// Tuples pass through func.call, if and while like other values.
func.func @main() {
  %a = stablehlo.constant dense<3> : tensor<i32>
  %b = stablehlo.constant dense<0.5> : tensor<f32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<i32>, tensor<f32>>
  %u = func.call @scale(%t) : (tuple<tensor<i32>, tensor<f32>>) -> tuple<tensor<i32>, tensor<f32>>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %v = "stablehlo.if"(%pred) ({
    stablehlo.return %u : tuple<tensor<i32>, tensor<f32>>
  }, {
    stablehlo.return %t : tuple<tensor<i32>, tensor<f32>>
  }) : (tensor<i1>) -> tuple<tensor<i32>, tensor<f32>>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %w:2 = stablehlo.while(%k = %zero, %acc = %v) : tensor<i32>, tuple<tensor<i32>, tensor<f32>>
  cond {
    %c = stablehlo.compare LT, %k, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %k2 = stablehlo.add %k, %one : tensor<i32>
    %next = func.call @scale(%acc) : (tuple<tensor<i32>, tensor<f32>>) -> tuple<tensor<i32>, tensor<f32>>
    stablehlo.return %k2, %next : tensor<i32>, tuple<tensor<i32>, tensor<f32>>
  }
  %x = stablehlo.get_tuple_element %w#1[0] : (tuple<tensor<i32>, tensor<f32>>) -> tensor<i32>
  %y = stablehlo.get_tuple_element %w#1[1] : (tuple<tensor<i32>, tensor<f32>>) -> tensor<f32>
  // Scaled twice: 3 * 2 * 2 and 0.5 * 2 * 2.
  check.expect_eq_const %x, dense<12> : tensor<i32>
  check.expect_eq_const %y, dense<2.0> : tensor<f32>
  func.return
}

// Doubles both elements of a tuple.
func.func private @scale(%t: tuple<tensor<i32>, tensor<f32>>) -> tuple<tensor<i32>, tensor<f32>> {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>, tensor<f32>>) -> tensor<i32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<f32>>) -> tensor<f32>
  %a2 = stablehlo.add %a, %a : tensor<i32>
  %b2 = stablehlo.add %b, %b : tensor<f32>
  %r = stablehlo.tuple %a2, %b2 : tuple<tensor<i32>, tensor<f32>>
  func.return %r : tuple<tensor<i32>, tensor<f32>>
}
