// What a target version cannot express is refused at the op, naming the
// attribute and the version, and the module says which version failed.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --vhlo-to-version=target=1.9.0 --verify-diagnostics --split-input-file

// expected-error @+1 {{failed to convert VHLO to v1.9.0}}
module {
  func.func @tan_accuracy(%a: tensor<f32>) -> tensor<f32> {
    // expected-error @+1 {{failed to legalize operation 'vhlo.tan_v2' that was explicitly marked illegal: attribute 'result_accuracy' holds a value other than its default, which vhlo.tan_v1 (as of v1.9.0) cannot express}}
    %0 = stablehlo.tan %a {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

// expected-error @+1 {{failed to convert VHLO to v1.9.0}}
module {
  func.func @collective_reduce(%a: tensor<f32>) -> tensor<f32> {
    // expected-error @+1 {{failed to legalize operation 'vhlo.collective_reduce_v1' that was explicitly marked illegal: no form of 'collective_reduce' exists in v1.9.0}}
    %0 = "stablehlo.collective_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}

// -----

// composite_v1 (before 1.14.0) has no regions.
// expected-error @+1 {{failed to convert VHLO to v1.9.0}}
module {
  func.func @composite_regions(%a: tensor<f32>) -> tensor<f32> {
    // expected-error @+1 {{a composite's regions cannot be expressed in v1.9.0}}
    %0 = "stablehlo.composite"(%a) ({
    ^bb0(%x: tensor<f32>):
      stablehlo.return %x : tensor<f32>
    }) {name = "my.op", decomposition = @decomposition} : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @decomposition(%x: tensor<f32>) -> tensor<f32> {
    return %x : tensor<f32>
  }
}
