// Verifier and parse errors of stablehlo.compare: operand types (C1), shapes
// (C2), the i1 result, and the comparison_direction / compare_type keywords
// of the pretty form. compare_type against the element type (C3) is checked
// when the op runs, not by the verifier (tests/lit/ops/compare-type.mlir).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(lhs) = element_type(rhs).
func.func @operand_elements(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op requires all operands to have the same type}}
  %0 = stablehlo.compare EQ, %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// (C1): i32 and ui32 are different element types.
func.func @operand_signedness(%a: tensor<2xi32>, %b: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op requires all operands to have the same type}}
  %0 = stablehlo.compare EQ, %a, %b : (tensor<2xi32>, tensor<2xui32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// (C2) shape(lhs) = shape(rhs).
func.func @operand_shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare EQ, %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// (C2) shape(lhs) = shape(result).
func.func @result_shape(%a: tensor<2xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare EQ, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// -----

// (C2): no implicit broadcasting of a rank-0 rhs.
func.func @rank0_rhs(%a: tensor<2xf32>, %b: tensor<f32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// The result is a tensor of booleans.
func.func @result_integer(%a: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.compare' op result #0 must be ranked tensor of bool values, but got 'tensor<2xi32>'}}
  %0 = stablehlo.compare EQ, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// Signed integers are spelled i32 here: si32 is not an element type.
func.func @operand_si32(%a: tensor<2xsi32>) -> tensor<2xi1> {
  // expected-error-re @+1 {{'stablehlo.compare' op operand #0 must be ranked tensor of bool or {{.*}} values, but got 'tensor<2xsi32>'}}
  %0 = stablehlo.compare EQ, %a, %a : (tensor<2xsi32>, tensor<2xsi32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// comparison_direction is required.
func.func @missing_direction(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op requires attribute 'comparison_direction'}}
  %0 = "stablehlo.compare"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// comparison_direction is an enum attribute, not an integer.
func.func @integer_direction(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op attribute 'comparison_direction' failed to satisfy constraint: comparison direction}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// compare_type is an enum attribute, not a string.
func.func @string_compare_type(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{'stablehlo.compare' op attribute 'compare_type' failed to satisfy constraint: comparison type}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = "FLOAT"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// Parse error: the directions are EQ, NE, GE, GT, LE and LT.
func.func @unknown_direction(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+2 {{expected ::mlir::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse HLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = stablehlo.compare LTE, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// Parse error: directions are upper case.
func.func @lowercase_direction(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+2 {{expected ::mlir::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse HLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = stablehlo.compare eq, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// Parse error: the compare types are FLOAT, TOTALORDER, SIGNED and UNSIGNED.
func.func @unknown_compare_type(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+2 {{expected ::mlir::stablehlo::ComparisonType to be one of: NOTYPE, FLOAT, TOTALORDER, SIGNED, UNSIGNED}}
  // expected-error @+1 {{failed to parse HLO_ComparisonTypeAttr parameter 'value'}}
  %0 = stablehlo.compare EQ, %a, %a, IEEE : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// Parse error: the pretty form takes a functional type.
func.func @single_type(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = stablehlo.compare EQ, %a, %a : tensor<2xf32>
  func.return %0 : tensor<2xi1>
}
