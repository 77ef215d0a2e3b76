// Verifier errors of stablehlo.tuple and stablehlo.get_tuple_element: one
// violated constraint of the specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// tuple (C1) The result type is not the tuple of the operand types.
func.func @main(%a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.tuple' op}}
  %t = "stablehlo.tuple"(%a, %b) : (tensor<i32>, tensor<f32>) -> tuple<tensor<i32>, tensor<i32>>
  func.return
}

// -----

// tuple (C1) The result tuple has fewer elements than there are operands.
func.func @main(%a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.tuple' op}}
  %t = "stablehlo.tuple"(%a, %b) : (tensor<i32>, tensor<f32>) -> tuple<tensor<i32>>
  func.return
}

// -----

// tuple (C1) The element order of the result differs from the operand order.
func.func @main(%a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.tuple' op}}
  %t = "stablehlo.tuple"(%a, %b) : (tensor<i32>, tensor<f32>) -> tuple<tensor<f32>, tensor<i32>>
  func.return
}

// -----

// get_tuple_element (C1) index = 2 is out of range for a tuple of 2.
func.func @main(%t: tuple<tensor<i32>, tensor<f32>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op}}
  %x = "stablehlo.get_tuple_element"(%t) {index = 2 : i32} : (tuple<tensor<i32>, tensor<f32>>) -> tensor<f32>
  func.return
}

// -----

// get_tuple_element (C1) index = -1 is negative.
func.func @main(%t: tuple<tensor<i32>, tensor<f32>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op}}
  %x = "stablehlo.get_tuple_element"(%t) {index = -1 : i32} : (tuple<tensor<i32>, tensor<f32>>) -> tensor<f32>
  func.return
}

// -----

// get_tuple_element (C2) The result type is not the type of element 1.
func.func @main(%t: tuple<tensor<i32>, tensor<f32>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op}}
  %x = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<i32>, tensor<f32>>) -> tensor<i32>
  func.return
}

// -----

// get_tuple_element (C2) Element 0 of a nested tuple is the inner tuple, not its
// first element.
func.func @main(%t: tuple<tuple<tensor<i32>>, tensor<f32>>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op}}
  %x = stablehlo.get_tuple_element %t[0] : (tuple<tuple<tensor<i32>>, tensor<f32>>) -> tensor<i32>
  func.return
}

// -----

// get_tuple_element (I1) The operand must be a tuple.
func.func @main(%a: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.get_tuple_element' op}}
  %x = "stablehlo.get_tuple_element"(%a) {index = 0 : i32} : (tensor<i32>) -> tensor<i32>
  func.return
}
