// Verifier and parse errors of stablehlo.custom_call and
// stablehlo.optimization_barrier.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// custom_call (I2): call_target_name is required.
func.func @custom_call_no_target(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op requires attribute 'call_target_name'}}
  "stablehlo.custom_call"(%a) : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call (I2): call_target_name is a string.
func.func @custom_call_integer_target(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'call_target_name' failed to satisfy constraint: string attribute}}
  "stablehlo.custom_call"(%a) {call_target_name = 1 : i32} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call (I3): has_side_effect is an i1 constant.
func.func @custom_call_integer_side_effect(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'has_side_effect' failed to satisfy constraint: bool attribute}}
  stablehlo.custom_call @foo(%a) {has_side_effect = 1 : i32} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call (I3): has_side_effect is not a string.
func.func @custom_call_string_side_effect(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'has_side_effect' failed to satisfy constraint: bool attribute}}
  "stablehlo.custom_call"(%a) {call_target_name = "foo", has_side_effect = "true"} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// Parse error: the pretty form names the target as a symbol.
func.func @custom_call_string_target(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected valid '@'-identifier for symbol name}}
  stablehlo.custom_call "foo"(%a) : (tensor<2xf32>) -> ()
  func.return
}

// -----

// Parse error: the pretty form takes a functional type.
func.func @custom_call_single_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{invalid kind of type specified}}
  stablehlo.custom_call @foo(%a) : tensor<2xf32>
  func.return
}

// -----

// Parse error: the functional type lists every input.
func.func @custom_call_type_count(%a: tensor<2xf32>) {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  stablehlo.custom_call @foo(%a, %a) : (tensor<2xf32>) -> ()
  func.return
}

// -----

// optimization_barrier (C1) type(operand...) = type(result...): element types.
func.func @barrier_result_element(%a: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the result types to equal the operand types (C1)}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

// optimization_barrier (C1): shapes.
func.func @barrier_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the result types to equal the operand types (C1)}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// optimization_barrier (C1): one result per operand.
func.func @barrier_result_count(%a: tensor<2xf32>, %b: tensor<i32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the result types to equal the operand types (C1)}}
  %0 = "stablehlo.optimization_barrier"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// optimization_barrier (C1): the order of the results is the operands'.
func.func @barrier_result_order(%a: tensor<2xf32>, %b: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.optimization_barrier' op requires the result types to equal the operand types (C1)}}
  %0:2 = "stablehlo.optimization_barrier"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> (tensor<i32>, tensor<2xf32>)
  func.return %0#0 : tensor<i32>
}

// -----

// optimization_barrier (I1): operands are tensors or tokens.
func.func @barrier_scalar_operand(%a: f32) -> f32 {
  // expected-error-re @+1 {{'stablehlo.optimization_barrier' op operand #0 must be variadic of ranked tensor of {{.*}} values or token, but got 'f32'}}
  %0 = "stablehlo.optimization_barrier"(%a) : (f32) -> f32
  func.return %0 : f32
}

// -----

// optimization_barrier (I1): tuples are not among the operand types.
func.func @barrier_tuple_operand(%a: tuple<tensor<f32>>) -> tuple<tensor<f32>> {
  // expected-error-re @+1 {{'stablehlo.optimization_barrier' op operand #0 must be variadic of ranked tensor of {{.*}} values or token, but got 'tuple<tensor<f32>>'}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tuple<tensor<f32>>) -> tuple<tensor<f32>>
  func.return %0 : tuple<tensor<f32>>
}

// -----

// Parse error: the pretty form lists one type per operand.
func.func @barrier_type_count(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<2xf32>
  func.return %0#0 : tensor<2xf32>
}

// -----

// Parse error: operands come with their types.
func.func @barrier_no_type(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.optimization_barrier %a
  func.return %0 : tensor<2xf32>
}
