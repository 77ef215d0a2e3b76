// The sdy syntax prints as it parses (pretty form, inline meshes, sub-axes,
// open dimensions, priorities, replicated axes), also through bytecode.
// RUN: interpreter-opt %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s
// RUN: interpreter-opt --emit-bytecode %s | interpreter-opt | FileCheck %s
// RUN: interpreter-translate --serialize --target=current --allow-other-dialects %s | interpreter-translate --deserialize | FileCheck %s

// CHECK: sdy.mesh @mesh = <["a"=2, "b"=4]>
// CHECK: sdy.mesh @ids = <["a"=2], device_ids=[1, 0]>
// CHECK: sdy.mesh @maximal = <[], device_ids=[3]>
sdy.mesh @mesh = <["a"=2, "b"=4]>
sdy.mesh @ids = <["a"=2], device_ids=[1, 0]>
sdy.mesh @maximal = <[], device_ids=[3]>

// CHECK-LABEL: func.func @annotated
// CHECK-SAME: {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0, {"b":(1)2}], replicated={"b":(2)2}>}
// CHECK: sdy.sharding_constraint %{{.*}} <@mesh, [{?}, {}]> : tensor<8x8xf32>
// CHECK: sdy.sharding_constraint %{{.*}} <mesh<["c"=2]>, [{"c"}, {}]> : tensor<8x8xf32>
// CHECK: sdy.manual_computation(%{{.*}}) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%[[A:.*]]: tensor<4x8xf32>) {
// CHECK:   sdy.return %[[A]] : tensor<4x8xf32>
// CHECK: } : (tensor<8x8xf32>) -> tensor<8x8xf32>
func.func @annotated(%x: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0, {"b":(1)2}], replicated={"b":(2)2}>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %x <@mesh, [{?}, {}]> : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <mesh<["c"=2]>, [{"c"}, {}]> : tensor<8x8xf32>
  %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%a: tensor<4x8xf32>) {
    sdy.return %a : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
