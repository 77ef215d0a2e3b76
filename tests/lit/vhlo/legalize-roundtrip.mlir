// stablehlo -> vhlo -> stablehlo prints exactly as the original does, for
// one op of each family shape (elementwise, attributes with defaults,
// flattened dimension numbers, regions, variadic operands, func/call).
// RUN: interpreter-opt %s -split-input-file > %t.0
// RUN: interpreter-opt %s -split-input-file --stablehlo-legalize-to-vhlo --vhlo-legalize-to-stablehlo > %t.1
// RUN: diff %t.0 %t.1
// The vhlo form has only vhlo ops:
// RUN: interpreter-opt %s -split-input-file --stablehlo-legalize-to-vhlo --mlir-print-op-generic | FileCheck %s --implicit-check-not='"stablehlo.' --implicit-check-not='"func.'
// CHECK: "vhlo.func_v1"

func.func @elementwise(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  %1 = stablehlo.tan %0 : tensor<2xf32>
  %2 = stablehlo.compare GT, %1, %b, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %3 = stablehlo.select %2, %1, %b : tensor<2xi1>, tensor<2xf32>
  return %3 : tensor<2xf32>
}

// -----

func.func @shapes(%a: tensor<2x3xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.slice %0 [0:3, 0:1] : (tensor<3x2xf32>) -> tensor<3x1xf32>
  %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %3 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %4 = stablehlo.multiply %2, %3 : tensor<3x4xf32>
  return %4 : tensor<3x4xf32>
}

// -----

func.func @reduce(%a: tensor<4x5xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @gather(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @control(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    %1 = stablehlo.negate %a : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %2 = call @helper(%0) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}
func.func private @helper(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// -----

func.func @convolution(%a: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @custom_call(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @foo(%a) {backend_config = "cfg", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// custom_call's properties: api_version, called_computations, layouts and
// aliases come back as they were (an empty result list beside an operand
// layout included; custom-call-layouts.mlir has the pair of empty lists).
func.func @custom_call_properties(%a: tensor<i64>, %b: tensor<2x3xf32>) -> tensor<i64> {
  %0 = stablehlo.custom_call @empty_output(%a) {api_version = 2 : i32, has_side_effect = true, operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
  %2:2 = stablehlo.custom_call @foo(%a, %b) {api_version = 4 : i32, called_computations = [@custom_call_properties], operand_layouts = [dense<> : tensor<0xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<> : tensor<0xindex>, dense<[0, 1]> : tensor<2xindex>]} : (tensor<i64>, tensor<2x3xf32>) -> (tensor<i64>, tensor<2x3xf32>)
  return %2#0 : tensor<i64>
}

// -----

// result_accuracy: the default (explicit or not) is not printed; the others
// come back.
func.func @result_accuracy(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>
  %1 = stablehlo.tanh %0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
  %2 = stablehlo.log %1 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
  return %2 : tensor<f32>
}

// -----

// A composite without regions and one with a region (composite_v2 has as
// many regions as the composite: none, or its bodies).
func.func @composites(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.composite "my.plain" %a {decomposition = @decomposition} : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.composite"(%0) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {name = "my.with_region", decomposition = @decomposition, version = 1 : i32} : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

func.func private @decomposition(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

// -----

// Mesh-axes replica groups naming their mesh by symbol (vhlo 1.16.0 on).
func.func private @mesh()
func.func @mesh_axes(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.all_reduce"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>, #stablehlo.axis_ref<name = "y">]>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
