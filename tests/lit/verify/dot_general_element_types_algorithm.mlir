// dot_general: operands of one element type (C13) and the algorithm's
// constraints (C21-C24).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C13) Non-quantized operands of different element types (f32 and f64).
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf64>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf64>) -> tensor<2x2xf64>
  func.return
}

// -----

// (C13) Non-quantized operands of different element types (i32 and f32).
func.func @main(%a: tensor<2x3xi32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xi32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C21) A dot algorithm is set, so the precision config must be DEFAULT.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>],
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32,
                                         lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1,
                                         allow_imprecise_accumulation = false>
  } : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C22) lhs_component_count = 0.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32,
                                         lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1,
                                         allow_imprecise_accumulation = false>
  } : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C23) rhs_component_count = -1.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32,
                                         lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1,
                                         allow_imprecise_accumulation = false>
  } : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C24) num_primitive_operations = 0.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) {
  // expected-error @+1 {{'stablehlo.dot_general' op}}
  %r = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32,
                                         lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0,
                                         allow_imprecise_accumulation = false>
  } : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return
}
