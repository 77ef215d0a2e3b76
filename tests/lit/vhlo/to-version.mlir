// Downgrade and upgrade by version: a form the target predates is replaced
// by the older form when the newer attribute holds its default.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.9.0 | FileCheck %s --check-prefix=V190
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.4.1 | FileCheck %s --check-prefix=V141
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.4.1 --vhlo-to-version=target=current --vhlo-legalize-to-stablehlo > %t.1
// RUN: interpreter-opt %s > %t.0
// RUN: diff %t.0 %t.1

// V190-LABEL: vhlo.func_v1 @ops
// V141-LABEL: vhlo.func_v1 @ops
func.func @ops(%a: tensor<4xf32>, %i: tensor<2x1xi32>) -> tensor<4xf32> {
  // tan: v2 from 1.10.0 (result_accuracy), v1 from 1.4.0.
  // V190: "vhlo.tan_v1"
  // V141: "vhlo.tan_v1"
  %0 = stablehlo.tan %a : tensor<4xf32>
  // exponential: v2 from 1.9.0.
  // V190: "vhlo.exponential_v2"
  // V141: "vhlo.exponential_v1"
  %1 = stablehlo.exponential %0 : tensor<4xf32>
  // all_gather: v2 (variadic) from 1.5.0.
  // V190: "vhlo.all_gather_v2"
  // V141: "vhlo.all_gather_v1"
  %2 = "stablehlo.all_gather"(%1) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  // gather: v2 (batching dims) from 1.1.0.
  // V190: "vhlo.gather_v2"
  // V141: "vhlo.gather_v2"
  %3 = "stablehlo.gather"(%2, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<4xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  %4 = stablehlo.reshape %3 : (tensor<2x2xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
