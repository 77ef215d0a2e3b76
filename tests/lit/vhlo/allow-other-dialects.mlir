// --stablehlo-legalize-to-vhlo=allow-other-dialects: foreign ops stay with
// builtin types; stablehlo ops in their regions are converted too, and a
// value a foreign op defines is cast to vhlo only for the converted ops that
// use it (one cast per value). Round trip back to stablehlo prints as the
// input does.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo=allow-other-dialects --mlir-print-local-scope | FileCheck %s
// RUN: interpreter-opt %s > %t.0
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo=allow-other-dialects --vhlo-legalize-to-stablehlo > %t.1
// RUN: diff %t.0 %t.1

// CHECK-LABEL: vhlo.func_v1 @in_scf_for
// CHECK: %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = {{.*}}) -> (tensor<2xf32>)
// CHECK-NEXT: %[[INS:.*]] = tensor.insert %[[CST]] into %[[ACC]]
// CHECK-NEXT: %[[IN:.*]] = builtin.unrealized_conversion_cast %[[INS]] : tensor<2xf32> to !vhlo.tensor_v1<2x!vhlo.f32_v1>
// CHECK-NEXT: %[[ADD:.*]] = "vhlo.add_v1"(%[[IN]], %[[IN]])
// CHECK-NEXT: %[[OUT:.*]] = builtin.unrealized_conversion_cast %[[ADD]] : !vhlo.tensor_v1<2x!vhlo.f32_v1> to tensor<2xf32>
// CHECK-NEXT: scf.yield %[[OUT]] : tensor<2xf32>
func.func @in_scf_for(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant 0.0 : f32
  %for = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %arg0) -> tensor<2xf32> {
    %ins = tensor.insert %cst into %acc[%i] : tensor<2xf32>
    %add = stablehlo.add %ins, %ins : tensor<2xf32>
    scf.yield %add : tensor<2xf32>
  }
  return %for : tensor<2xf32>
}

// CHECK-LABEL: vhlo.func_v1 @block_argument
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = {{.*}}) -> (tensor<2xf32>)
// CHECK-NEXT: %[[IN:.*]] = builtin.unrealized_conversion_cast %[[ACC]] : tensor<2xf32> to !vhlo.tensor_v1<2x!vhlo.f32_v1>
// CHECK-NEXT: "vhlo.abs_v1"(%[[IN]])
func.func @block_argument(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %for = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %arg0) -> tensor<2xf32> {
    %abs = stablehlo.abs %acc : tensor<2xf32>
    scf.yield %abs : tensor<2xf32>
  }
  return %for : tensor<2xf32>
}

// Attributes of a function without a vhlo form: an affine map stays as it
// is; arrays and dictionaries become vhlo containers of their converted
// elements and the foreign ones.
// CHECK-LABEL: vhlo.func_v1 @mixed_attributes
// CHECK: map = affine_map<(d0) -> (d0)>
// CHECK-SAME: mixed_array = #vhlo.array_v1<[affine_map<(d0) -> (d0)>, #vhlo.string_v1<"s">]>
// CHECK-SAME: mixed_dict = #vhlo.dict_v1<{#vhlo.string_v1<"m"> = affine_map<(d0) -> (d0)>, #vhlo.string_v1<"s"> = #vhlo.string_v1<"t">}>
func.func @mixed_attributes(%arg0: tensor<f32>) -> tensor<f32> attributes {
  map = affine_map<(d0) -> (d0)>,
  mixed_array = [affine_map<(d0) -> (d0)>, "s"],
  mixed_dict = {m = affine_map<(d0) -> (d0)>, s = "t"}
} {
  return %arg0 : tensor<f32>
}
