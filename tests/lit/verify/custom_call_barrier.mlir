// Verifier and parse errors of stablehlo.custom_call and
// stablehlo.optimization_barrier (and the type of result_accuracy).
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

// custom_call: api_version is an i32 in [0, 4].
func.func @custom_call_api_version_range(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'api_version' failed to satisfy constraint: custom_call API version}}
  "stablehlo.custom_call"(%a) {call_target_name = "foo", api_version = 5 : i32} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call: api_version is an i32, not an i64.
func.func @custom_call_api_version_i64(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'api_version' failed to satisfy constraint: custom_call API version}}
  "stablehlo.custom_call"(%a) {call_target_name = "foo", api_version = 2 : i64} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call: called_computations names functions.
func.func @custom_call_called_strings(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'called_computations' failed to satisfy constraint: array of function names}}
  "stablehlo.custom_call"(%a) {call_target_name = "foo", called_computations = ["f"]} : (tensor<2xf32>) -> ()
  func.return
}

// -----

// custom_call: a layout is a 1-D index tensor.
func.func @custom_call_layout_i64(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op attribute 'operand_layouts' failed to satisfy constraint: array of layouts}}
  %0 = "stablehlo.custom_call"(%a) {call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xi64>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L1): operand layouts without result layouts.
func.func @custom_call_operand_layouts_only(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none (L1)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L1): result layouts without operand layouts.
func.func @custom_call_result_layouts_only(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none (L1)}}
  %0 = stablehlo.custom_call @foo(%a) {result_layouts = []} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L2): one layout per operand.
func.func @custom_call_operand_layout_count(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op Number of operands must match the number of operand layouts, 1 != 2 (L2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L2): one layout per element of a single tuple result.
func.func @custom_call_tuple_result_layout_count(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'stablehlo.custom_call' op Number of results must match the number of result layouts, 2 != 1 (L2)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<2x3xf32>>
  func.return
}

// -----

// custom_call (L3): a tensor's layout orders each of its dimensions once.
func.func @custom_call_layout_repeats(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op result #0 of type 'tensor<2x3xf32>' has layout dense<0> : tensor<2xindex>, which is not a permutation of [0, 2) (L3)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L3): ... and names no dimension the tensor does not have.
func.func @custom_call_layout_rank(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op operand #0 of type 'tensor<2x3xf32>' has layout dense<[0, 1, 2]> : tensor<3xindex>, which is not a permutation of [0, 2) (L3)}}
  %0 = stablehlo.custom_call @foo(%a) {operand_layouts = [dense<[0, 1, 2]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// custom_call (L3): a token's layout is empty.
func.func @custom_call_token_layout(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.custom_call' op operand #0 of type '!stablehlo.token' is not a tensor, so its layout must be empty (L3)}}
  stablehlo.custom_call @foo(%t) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = []} : (!stablehlo.token) -> ()
  func.return
}

// -----

// custom_call (L3): a tuple operand takes no layout.
func.func @custom_call_tuple_operand_layout(%t: tuple<tensor<f32>>) {
  // expected-error @+1 {{'stablehlo.custom_call' op operand #0 is a tuple, which takes no layout (L3)}}
  stablehlo.custom_call @foo(%t) {operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tuple<tensor<f32>>) -> ()
  func.return
}

// -----

// custom_call: an alias names an existing operand.
func.func @custom_call_alias_operand_index(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op output_operand_aliases names operand 1, but the op has 1 operands}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// custom_call: an aliased result has the operand's type.
func.func @custom_call_alias_type(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op output_operand_aliases aliases operand part 'tensor<2xf32>' with result part 'tensor<3xf32>', which has another type}}
  %0 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// custom_call: tuple indices lead into tuples (several results form one).
func.func @custom_call_alias_tuple_index(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.custom_call' op output_operand_aliases has tuple indices that do not lead into a tuple}}
  %0:2 = stablehlo.custom_call @foo(%a) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 0, operand_tuple_indices = []>]} : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %0#0 : tensor<2xf32>
}

// -----

// result_accuracy is a #stablehlo.result_accuracy.
func.func @result_accuracy_integer(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.exponential' op attribute 'result_accuracy' failed to satisfy constraint: requested accuracy of a transcendental op (spec: result_accuracy)}}
  %0 = "stablehlo.exponential"(%a) {result_accuracy = 3 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
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
