// Attributes equal to their declared default are not printed in the pretty
// form, as upstream's stablehlo-opt prints them (its ODS declares them
// DefaultValuedOptionalAttr): custom_call's api_version = 1 : i32
// (API_VERSION_ORIGINAL), empty called_computations and
// output_operand_aliases, and the DEFAULT result_accuracy of the
// transcendental ops. Other values print, sorted by name; layouts are
// optional (no default) and print whenever present, even when empty.
// RUN: interpreter-opt -split-input-file %s | FileCheck %s
// RUN: interpreter-opt -split-input-file %s | interpreter-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @custom_call_defaults
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) {api_version = 0 : i32} : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32} : (tensor<f32>) -> tensor<f32>
func.func @custom_call_defaults(%arg0: tensor<f32>) {
  %0 = stablehlo.custom_call @foo(%arg0) {api_version = 1 : i32, called_computations = [], output_operand_aliases = [], has_side_effect = false} : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.custom_call"(%arg0) <{call_target_name = "foo", api_version = 1 : i32}> : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.custom_call @foo(%arg0) {api_version = 0 : i32} : (tensor<f32>) -> tensor<f32>
  %3 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32} : (tensor<f32>) -> tensor<f32>
  func.return
}

// -----

// Upstream's op_custom_call_empty_result_layout: a layout for the operand,
// none for the empty tuple result.
// CHECK-LABEL: func.func @custom_call_layouts
// CHECK-NEXT: stablehlo.custom_call @empty_output(%arg0) {api_version = 2 : i32, has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0, %arg1) {called_computations = [@custom_call_layouts], operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<> : tensor<0xindex>, dense<[0, 1]> : tensor<2xindex>]} : (tensor<i64>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2x3xf32>)
func.func @custom_call_layouts(%arg0: tensor<i64>, %arg1: tensor<2x3xf32>) {
  %0 = "stablehlo.custom_call"(%arg0) <{
    api_version = 2 : i32,
    call_target_name = "empty_output",
    has_side_effect = true,
    operand_layouts = [dense<> : tensor<0xindex>],
    result_layouts = []
  }> : (tensor<i64>) -> tuple<>
  %1:2 = stablehlo.custom_call @foo(%arg0, %arg1) {
    called_computations = [@custom_call_layouts],
    operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>],
    result_layouts = [dense<> : tensor<0xindex>, dense<[0, 1]> : tensor<2xindex>],
    output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>]
  } : (tensor<i64>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2x3xf32>)
  func.return
}

// -----

// CHECK-LABEL: func.func @result_accuracy
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.exponential %0 : tensor<f32>
// CHECK-NEXT: %2 = stablehlo.tanh %1 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
// CHECK-NEXT: %3 = stablehlo.sine %2 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
// CHECK-NEXT: %4 = stablehlo.cbrt %3 : tensor<f32>
func.func @result_accuracy(%arg0: tensor<f32>) {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>
  %1 = "stablehlo.exponential"(%0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>}> : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.tanh %1 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
  %3 = stablehlo.sine %2 {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
  %4 = stablehlo.cbrt %3 : tensor<f32>
  func.return
}
