// The generic vhlo form of a few ops, written out from upstream's
// documented form (docs/vhlo.md of openxla/stablehlo and its legalization
// tests): defaults are spelled out, dimension numbers flattened.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: arg_attrs = #vhlo.array_v1<[]>
// CHECK-SAME: function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.bool_v1>>>
// CHECK-SAME: sym_name = #vhlo.string_v1<"compare">
// CHECK-SAME: sym_visibility = #vhlo.string_v1<"">
func.func @compare(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  // CHECK: "vhlo.compare_v1"(%{{.*}}, %{{.*}}) <{compare_type = #vhlo<comparison_type_v1 NOTYPE>, comparison_direction = #vhlo<comparison_direction_v1 EQ>}>
  %0 = stablehlo.compare EQ, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK: "vhlo.return_v1"
  return %0 : tensor<i1>
}

// CHECK-LABEL: sym_name = #vhlo.string_v1<"cbrt">
func.func @cbrt(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: "vhlo.cbrt_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
  %0 = stablehlo.cbrt %a : tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: sym_name = #vhlo.string_v1<"dot_general">
func.func @dot_general(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // CHECK: "vhlo.dot_general_v2"
  // CHECK-SAME: accumulation_type = #vhlo.type_v1<!vhlo.none_v1>
  // CHECK-SAME: lhs_batching_dimensions = #vhlo.tensor_v1<dense<> : tensor<0xi64>>
  // CHECK-SAME: lhs_contracting_dimensions = #vhlo.tensor_v1<dense<1> : tensor<1xi64>>
  // CHECK-SAME: precision_config = #vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>
  // CHECK-SAME: rhs_contracting_dimensions = #vhlo.tensor_v1<dense<0> : tensor<1xi64>>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// CHECK-LABEL: sym_name = #vhlo.string_v1<"sort">
func.func @sort(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: "vhlo.sort_v1"(%{{.*}}) <{dimension = #vhlo.integer_v1<-1 : i64>, is_stable = #vhlo.bool_v1<false>}>
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Upstream's default_custom_call: every property spelled out.
// CHECK-LABEL: sym_name = #vhlo.string_v1<"custom_call_defaults">
func.func @custom_call_defaults(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: "vhlo.custom_call_v2"(%{{.*}}) <{
  // CHECK-SAME: api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>,
  // CHECK-SAME: backend_config = #vhlo.string_v1<"">,
  // CHECK-SAME: call_target_name = #vhlo.string_v1<"foo">,
  // CHECK-SAME: called_computations = #vhlo.array_v1<[]>,
  // CHECK-SAME: has_side_effect = #vhlo.bool_v1<false>,
  // CHECK-SAME: operand_layouts = #vhlo.array_v1<[]>,
  // CHECK-SAME: output_operand_aliases = #vhlo.array_v1<[]>,
  // CHECK-SAME: result_layouts = #vhlo.array_v1<[]>,
  // CHECK-SAME: result_tilings = #vhlo.array_v1<[]>
  // CHECK-SAME: }> : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> !vhlo.tensor_v1<!vhlo.f32_v1>
  %0 = stablehlo.custom_call @foo(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Upstream's op_custom_call_empty_result_layout.
// CHECK-LABEL: sym_name = #vhlo.string_v1<"custom_call_layouts">
func.func @custom_call_layouts(%a: tensor<i64>) -> tensor<i64> {
  // CHECK: "vhlo.custom_call_v2"(%{{.*}}) <{
  // CHECK-SAME: api_version = #vhlo<api_version_v1 API_VERSION_STATUS_RETURNING>,
  // CHECK-SAME: called_computations = #vhlo.array_v1<[#vhlo.string_v1<"custom_call_layouts">]>,
  // CHECK-SAME: has_side_effect = #vhlo.bool_v1<true>,
  // CHECK-SAME: operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<> : tensor<0xindex>>]>,
  // CHECK-SAME: result_layouts = #vhlo.array_v1<[]>,
  // CHECK-SAME: }> : (!vhlo.tensor_v1<!vhlo.i64_v1>) -> !vhlo.tuple_v1<>
  %0 = stablehlo.custom_call @empty_output(%a) {api_version = 2 : i32, called_computations = [@custom_call_layouts], has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
  return %a : tensor<i64>
}

// An explicit DEFAULT accuracy is written as the implicit one is.
// CHECK-LABEL: sym_name = #vhlo.string_v1<"explicit_default_accuracy">
func.func @explicit_default_accuracy(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: "vhlo.exponential_v2"(%{{.*}}) <{result_accuracy = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>}>
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>
  return %0 : tensor<f32>
}
