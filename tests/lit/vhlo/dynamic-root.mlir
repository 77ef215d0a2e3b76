// collective_broadcast's has_dynamic_root travels as
// vhlo.collective_broadcast_v2's has_dynamic_root and root operand (upstream's
// StableHLO 1.20.0), comes back as it was, and cannot be written for 1.19.0.
// RUN: interpreter-opt %s -split-input-file --stablehlo-legalize-to-vhlo --mlir-print-op-generic | FileCheck %s --check-prefix=VHLO
// RUN: interpreter-opt %s -split-input-file --stablehlo-legalize-to-vhlo --vhlo-legalize-to-stablehlo --mlir-print-op-generic | FileCheck %s
// RUN: not interpreter-opt %s -split-input-file --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.19.0 2>&1 | FileCheck %s --check-prefix=OLD

// VHLO: "vhlo.collective_broadcast_v2"(%{{.*}}, %{{.*}}) <{
// VHLO-SAME: channel_id = #vhlo.integer_v1<1 : i64>,
// VHLO-SAME: has_dynamic_root = #vhlo.bool_v1<true>,
// VHLO-SAME{LITERAL}: replica_groups = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>
// VHLO-SAME: }> : (!vhlo.tensor_v1<16x8x!vhlo.f32_v1>, !vhlo.tensor_v1<1x!vhlo.i32_v1>) -> !vhlo.tensor_v1<16x8x!vhlo.f32_v1>
// CHECK: "stablehlo.collective_broadcast"(%arg0, %arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, has_dynamic_root, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<16x8xf32>, tensor<1xi32>) -> tensor<16x8xf32>
// OLD: error: failed to legalize operation 'vhlo.collective_broadcast_v2' that was explicitly marked illegal
// OLD: error: failed to convert VHLO to v1.19.0
func.func @op_collective_broadcast(%arg0: tensor<16x8xf32>, %arg1: tensor<1xi32>) -> tensor<16x8xf32> {
  %0 = "stablehlo.collective_broadcast"(%arg0, %arg1) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>,
    has_dynamic_root
  } : (tensor<16x8xf32>, tensor<1xi32>) -> tensor<16x8xf32>
  func.return %0 : tensor<16x8xf32>
}
