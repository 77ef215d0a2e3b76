// Verifier and parse errors of the check dialect (expect_eq, expect_eq_const,
// expect_almost_eq, expect_almost_eq_const, expect_close) and of
// interpreter.print.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// expect_eq: lhs and rhs have one type.
func.func @expect_eq_types(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{'check.expect_eq' op failed to verify that all of {lhs, rhs} have same type}}
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf64>) -> ()
  func.return
}

// -----

// expect_eq: shapes differ.
func.func @expect_eq_shapes(%a: tensor<2xi32>, %b: tensor<3xi32>) {
  // expected-error @+1 {{'check.expect_eq' op failed to verify that all of {lhs, rhs} have same type}}
  "check.expect_eq"(%a, %b) : (tensor<2xi32>, tensor<3xi32>) -> ()
  func.return
}

// -----

// expect_eq: operands are ranked tensors.
func.func @expect_eq_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'check.expect_eq' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  "check.expect_eq"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> ()
  func.return
}

// -----

// Parse error: the pretty form takes a ranked tensor type.
func.func @expect_eq_unranked_pretty(%a: tensor<*xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  check.expect_eq %a, %a : tensor<*xf32>
  func.return
}

// -----

// expect_eq_const: the constant has the operand's type.
func.func @expect_eq_const_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_eq_const' op requires the constant's type 'tensor<2xf64>' to equal the operand type 'tensor<2xf32>'}}
  "check.expect_eq_const"(%a) {value = dense<1.0> : tensor<2xf64>} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// expect_eq_const: the constant has the operand's shape.
func.func @expect_eq_const_shape(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_eq_const' op requires the constant's type 'tensor<3xi32>' to equal the operand type 'tensor<2xi32>'}}
  "check.expect_eq_const"(%a) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (tensor<2xi32>) -> ()
  func.return
}

// -----

// expect_eq_const: the value is a tensor constant.
func.func @expect_eq_const_scalar_value(%a: tensor<i32>) {
  // expected-error @+1 {{'check.expect_eq_const' op attribute 'value' failed to satisfy constraint: constant vector/tensor attribute}}
  "check.expect_eq_const"(%a) {value = 1 : i32} : (tensor<i32>) -> ()
  func.return
}

// -----

// Parse error: in the pretty form, the constant's type is the operand's.
func.func @expect_eq_const_pretty_type(%a: tensor<2xf32>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<2xf64>' vs 'tensor<2xf32>'}}
  check.expect_eq_const %a, dense<1.0> : tensor<2xf64>
  func.return
}

// -----

// Parse error: the pretty form takes a typed elements attribute.
func.func @expect_eq_const_pretty_scalar(%a: tensor<i32>) {
  // expected-error @+1 {{expected a typed elements attribute}}
  check.expect_eq_const %a, 1 : i32
  func.return
}

// -----

// expect_almost_eq: lhs and rhs have one type.
func.func @expect_almost_eq_types(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error @+1 {{'check.expect_almost_eq' op failed to verify that all of {lhs, rhs} have same type}}
  "check.expect_almost_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf16>) -> ()
  func.return
}

// -----

// expect_almost_eq: the tolerance is an f64.
func.func @expect_almost_eq_tolerance_i32(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' op attribute 'tolerance' failed to satisfy constraint: 64-bit float attribute}}
  "check.expect_almost_eq"(%a, %a) {tolerance = 1 : i32} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

// expect_almost_eq: the tolerance is an f64, not an f32.
func.func @expect_almost_eq_tolerance_f32(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq' op attribute 'tolerance' failed to satisfy constraint: 64-bit float attribute}}
  "check.expect_almost_eq"(%a, %a) {tolerance = 0.1 : f32} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

// Parse error: the tolerance is a number.
func.func @expect_almost_eq_tolerance_string(%a: tensor<2xf32>) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  check.expect_almost_eq %a, %a, tolerance = "small" : tensor<2xf32>
  func.return
}

// -----

// expect_almost_eq_const: the constant has the operand's type.
func.func @expect_almost_eq_const_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op requires the constant's type 'tensor<2xbf16>' to equal the operand type 'tensor<2xf32>'}}
  "check.expect_almost_eq_const"(%a) {value = dense<1.0> : tensor<2xbf16>} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// expect_almost_eq_const: the tolerance is an f64.
func.func @expect_almost_eq_const_tolerance(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_almost_eq_const' op attribute 'tolerance' failed to satisfy constraint: 64-bit float attribute}}
  check.expect_almost_eq_const %a, dense<1.0> : tensor<2xf32> {tolerance = 1 : i64}
  func.return
}

// -----

// Parse error: in the pretty form, the constant's type is the operand's.
func.func @expect_almost_eq_const_pretty_type(%a: tensor<2xf32>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<3xf32>' vs 'tensor<2xf32>'}}
  check.expect_almost_eq_const %a, dense<1.0> : tensor<3xf32>
  func.return
}

// -----

// expect_close: actual and expected have one shape.
func.func @expect_close_shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'check.expect_close' op requires actual and expected of the same type}}
  check.expect_close %a, %b : tensor<2xf32>, tensor<3xf32>
  func.return
}

// -----

// expect_close: actual and expected have one element type.
func.func @expect_close_elements(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+1 {{'check.expect_close' op requires actual and expected of the same type}}
  check.expect_close %a, %b : tensor<2xf32>, tensor<2xf64>
  func.return
}

// -----

// expect_close: ULPs are defined for floating-point and complex elements.
func.func @expect_close_integer(%a: tensor<2xi32>) {
  // expected-error @+1 {{'check.expect_close' op requires a floating-point or complex element type}}
  check.expect_close %a, %a : tensor<2xi32>, tensor<2xi32>
  func.return
}

// -----

// expect_close: booleans have no ULPs either.
func.func @expect_close_bool(%a: tensor<2xi1>) {
  // expected-error @+1 {{'check.expect_close' op requires a floating-point or complex element type}}
  check.expect_close %a, %a : tensor<2xi1>, tensor<2xi1>
  func.return
}

// -----

// expect_close: the bounds are ordered.
func.func @expect_close_min_above_max(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_close' op requires min_ulp_difference <= max_ulp_difference}}
  check.expect_close %a, %a, min_ulp_difference = 5, max_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// expect_close: the bounds are ordered in either order of writing.
func.func @expect_close_max_first(%a: tensor<2xf64>) {
  // expected-error @+1 {{'check.expect_close' op requires min_ulp_difference <= max_ulp_difference}}
  check.expect_close %a, %a, max_ulp_difference = 1, min_ulp_difference = 2 : tensor<2xf64>, tensor<2xf64>
  func.return
}

// -----

// expect_close: the bounds are ui64 integers.
func.func @expect_close_float_bound(%a: tensor<2xf32>) {
  // expected-error @+1 {{'check.expect_close' op attribute 'max_ulp_difference' failed to satisfy constraint: 64-bit unsigned integer attribute}}
  "check.expect_close"(%a, %a) {max_ulp_difference = 1.0 : f64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

// expect_close: operands are ranked tensors.
func.func @expect_close_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'check.expect_close' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  "check.expect_close"(%a, %a) : (tensor<*xf32>, tensor<*xf32>) -> ()
  func.return
}

// -----

// Parse error: the bounds are min_ulp_difference and max_ulp_difference.
func.func @expect_close_unknown_bound(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected min_ulp_difference or max_ulp_difference}}
  check.expect_close %a, %a, ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// Parse error: the bounds are integers.
func.func @expect_close_fractional_bound(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected integer value}}
  check.expect_close %a, %a, max_ulp_difference = 1.5 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// Parse error: a bound is written `name = value`.
func.func @expect_close_bound_no_equal(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected '='}}
  check.expect_close %a, %a, max_ulp_difference 1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// Parse error: the pretty form names both types.
func.func @expect_close_one_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected ','}}
  check.expect_close %a, %a : tensor<2xf32>
  func.return
}

// -----

// interpreter.print: the operand is a ranked tensor.
func.func @print_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'interpreter.print' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  "interpreter.print"(%a) : (tensor<*xf32>) -> ()
  func.return
}

// -----

// Parse error: the pretty form takes a ranked tensor type.
func.func @print_unranked_pretty(%a: tensor<*xf32>) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  interpreter.print %a : tensor<*xf32>
  func.return
}

// -----

// interpreter.print: the operand is a tensor.
func.func @print_scalar(%a: f32) {
  // expected-error @+1 {{'interpreter.print' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  "interpreter.print"(%a) : (f32) -> ()
  func.return
}
