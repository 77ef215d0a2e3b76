// Verifier and parse errors of stablehlo.select and stablehlo.clamp: the
// rank-0-or-same-shape rules of pred, min and max, and the type agreement of
// the value operands and the result.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// select (I1): pred is a tensor of i1.
func.func @select_pred_i32(%p: tensor<2xi32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op operand #0 must be ranked tensor of bool values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.select %p, %a, %a : tensor<2xi32>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C1) rank(pred) = 0 or shape(pred) = shape(on_true): sizes differ.
func.func @select_pred_shape(%p: tensor<3xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires pred to be rank 0 or to have the shape of on_true (C1)}}
  %0 = stablehlo.select %p, %a, %a : tensor<3xi1>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C1): a rank-1 pred of size 1 does not broadcast.
func.func @select_pred_size1(%p: tensor<1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires pred to be rank 0 or to have the shape of on_true (C1)}}
  %0 = stablehlo.select %p, %a, %a : tensor<1xi1>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C1): ranks differ.
func.func @select_pred_rank(%p: tensor<2x1xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires pred to be rank 0 or to have the shape of on_true (C1)}}
  %0 = stablehlo.select %p, %a, %a : tensor<2x1xi1>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C2) type(on_true) = type(on_false): element types differ.
func.func @select_on_false_element(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires on_true, on_false and result to have the same type (C2)}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C2): shapes of on_true and on_false differ.
func.func @select_on_false_shape(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires on_true, on_false and result to have the same type (C2)}}
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C2): a rank-0 on_false does not broadcast.
func.func @select_on_false_rank0(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires on_true, on_false and result to have the same type (C2)}}
  %0 = stablehlo.select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// select (C2): the result element type differs.
func.func @select_result_element(%p: tensor<2xi1>, %a: tensor<2xi32>) -> tensor<2xui32> {
  // expected-error @+1 {{'stablehlo.select' op requires on_true, on_false and result to have the same type (C2)}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xui32>
  func.return %0 : tensor<2xui32>
}

// -----

// select (C2): the result shape differs.
func.func @select_result_shape(%p: tensor<i1>, %a: tensor<2xf32>) -> tensor<1x2xf32> {
  // expected-error @+1 {{'stablehlo.select' op requires on_true, on_false and result to have the same type (C2)}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  func.return %0 : tensor<1x2xf32>
}

// -----

// select (I2): index is not an element type.
func.func @select_on_true_index(%p: tensor<i1>, %a: tensor<2xindex>) -> tensor<2xindex> {
  // expected-error-re @+1 {{'stablehlo.select' op operand #1 must be ranked tensor of bool or {{.*}} values, but got 'tensor<2xindex>'}}
  %0 = stablehlo.select %p, %a, %a : tensor<i1>, tensor<2xindex>
  func.return %0 : tensor<2xindex>
}

// -----

// Parse error: the short form is `: pred_type, value_type`.
func.func @select_one_type(%p: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.select %p, %a, %a : tensor<2xi1>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: the functional type has three inputs.
func.func @select_two_inputs(%p: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a function type with 3 inputs and 1 result}}
  %0 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// Parse error: select takes three operands.
func.func @select_two_operands(%p: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = stablehlo.select %p, %a : tensor<2xi1>, tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// clamp (C1) rank(min) = 0 or shape(min) = shape(operand).
func.func @clamp_min_shape(%min: tensor<3xf32>, %a: tensor<2xf32>, %max: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.clamp' op requires min to be rank 0 or to have the shape of operand (C1)}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<3xf32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// clamp (C1): a rank-1 min of size 1 does not broadcast.
func.func @clamp_min_size1(%min: tensor<1xi32>, %a: tensor<4xi32>, %max: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.clamp' op requires min to be rank 0 or to have the shape of operand (C1)}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<1xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// clamp (C2) rank(max) = 0 or shape(max) = shape(operand).
func.func @clamp_max_shape(%min: tensor<f32>, %a: tensor<2x3xf32>, %max: tensor<3x2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.clamp' op requires max to be rank 0 or to have the shape of operand (C2)}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<f32>, tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// clamp (C3) element_type(min) = element_type(operand).
func.func @clamp_min_element(%min: tensor<f64>, %a: tensor<2xf32>, %max: tensor<f32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.clamp' op requires min, operand and max to have the same element type (C3)}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<f64>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// clamp (C3) element_type(max) = element_type(operand).
func.func @clamp_max_element(%min: tensor<i8>, %a: tensor<2xi8>, %max: tensor<ui8>) -> tensor<2xi8> {
  // expected-error @+1 {{'stablehlo.clamp' op requires min, operand and max to have the same element type (C3)}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<i8>, tensor<2xi8>, tensor<ui8>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

// clamp (C4) type(operand) = type(result): element types differ.
func.func @clamp_result_element(%a: tensor<2xf32>) -> tensor<2xf16> {
  // expected-error @+1 {{'stablehlo.clamp' op requires the result type to equal the operand type (C4)}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf16>
  func.return %0 : tensor<2xf16>
}

// -----

// clamp (C4): shapes differ.
func.func @clamp_result_shape(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'stablehlo.clamp' op requires the result type to equal the operand type (C4)}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// clamp (I2): signed integers are spelled i32 here, si32 is not an element type.
func.func @clamp_operand_si32(%a: tensor<2xsi32>) -> tensor<2xsi32> {
  // expected-error-re @+1 {{'stablehlo.clamp' op operand #0 must be ranked tensor of bool or {{.*}} values, but got 'tensor<2xsi32>'}}
  %0 = stablehlo.clamp %a, %a, %a : tensor<2xsi32>
  func.return %0 : tensor<2xsi32>
}

// -----

// Parse error: the functional type has three inputs.
func.func @clamp_two_inputs(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected a function type with 3 input(s) and 1 result}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
