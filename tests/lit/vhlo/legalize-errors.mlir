// Ops of dialects without a vhlo form are refused (unless
// allow-other-dialects), as are values vhlo cannot hold.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --split-input-file -verify-diagnostics

func.func @string_with_type(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal: attribute 'call_target_name' has no vhlo form}}
  %0 = "stablehlo.custom_call"(%arg0) {call_target_name = "foo" : tensor<3xf32>} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @chlo(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'chlo.tan' that was explicitly marked illegal: ops of dialect 'chlo' have no vhlo form}}
  %0 = chlo.tan %arg0 : tensor<f32> -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// vhlo (to 1.20.0) names the mesh of mesh-axes replica groups by symbol
// only: an inline #stablehlo.mesh has no vhlo form.
func.func @inline_mesh(%arg0: tensor<1xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{failed to legalize operation 'stablehlo.all_gather' that was explicitly marked illegal: attribute 'replica_groups' has no vhlo form}}
  %0 = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
