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
