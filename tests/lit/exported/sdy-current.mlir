// Shardy's current dialect (openxla/shardy, sdy/ir/ops.td and attrs.td):
// op_sharding_rule on custom calls, unreduced axes, sdy.constant,
// sharding_group, data_flow_edge, propagation_barrier, named_computation and
// the collectives of the global view. The syntax prints as it parses, and
// running leaves every value as it is (expected values by hand).
// RUN: interpreter-opt %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s
// RUN: interpreter-translate --interpret %s
// In bytecode, with Shardy's encoding of every sdy attribute
// (sdy-bytecode.mlir): MLIR bytecode, and a portable artifact.
// RUN: interpreter-opt --emit-bytecode %s | interpreter-opt | FileCheck %s
// RUN: interpreter-translate --serialize --target=current --allow-other-dialects %s > %t.art.mlirbc
// RUN: interpreter-translate --deserialize %t.art.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret %t.art.mlirbc

sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>

// CHECK-LABEL: func.func @annotated
// CHECK: stablehlo.custom_call @lapack_strsm_ffi(%{{.*}}, %{{.*}}) {{{.*}}sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=5, m=4, n=5}, custom>}
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=2, k=3} reduction={k}>
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([i, j]) {i=2, j=3} need_replication={i} permutation={j} blocked_propagation={i}>
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1])->([z_1, y, x, w, v, u, t, s, r, q, p, o, n, m, l, k, j, i, z]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=1}>
// CHECK: sdy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: sdy.sharding_group %{{.*}} group_id=7 : tensor<2xf32>
// CHECK: sdy.data_flow_edge %{{.*}} sharding=<@mesh, [{"a"}]> : tensor<2xf32>
// CHECK: sdy.data_flow_edge %{{.*}} : tensor<2xf32>
// CHECK: sdy.propagation_barrier %{{.*}} allowed_direction=FORWARD : tensor<2xf32>
// CHECK: sdy.propagation_barrier %{{.*}} allowed_direction=NONE : tensor<2xf32>
// CHECK: sdy.named_computation<"foo">(%{{.*}}) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{}], unreduced={"b"}>] (%[[X:.*]]: tensor<2xf32>) {
// CHECK:   sdy.return %[[X]] : tensor<2xf32>
// CHECK: } : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: sdy.named_computation<"bar">(%{{.*}}) (%{{.*}}: tensor<2xf32>) {
// CHECK: sdy.all_gather [{"b", "c"}, {}, {"a"}] %{{.*}} out_sharding=<@mesh, [{}, {}, {}]> : tensor<8x8x8xf32>
// CHECK: sdy.all_slice [{"b", "c"}, {}, {"a"}] %{{.*}} out_sharding=<@mesh, [{"b", "c"}, {}, {"a"}]> : tensor<8x8x8xf32>
// CHECK: sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %{{.*}} out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
// CHECK: sdy.collective_permute %{{.*}} out_sharding=<@mesh, [{"c":(1)2, "b"}, {"a"}, {}]> : tensor<8x8x8xf32>
// CHECK: sdy.all_reduce {"b", "c":(2)2} %{{.*}} out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
// CHECK: sdy.reduce_scatter [{}, {"b"}, {}] %{{.*}} out_sharding=<@mesh, [{}, {"b"}, {}], replicated={"a"}, unreduced={"c"}> : tensor<8x8x8xf32>
func.func @annotated(%t: tensor<4x4xf32>, %y: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%t, %y) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=5, m=4, n=5}, custom>} : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

func.func @rules(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<6xf32>, %s: tensor<f32>,
                 %big: tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=2, k=3} reduction={k}>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.reshape %c {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([i, j]) {i=2, j=3} need_replication={i} permutation={j} blocked_propagation={i}>} : (tensor<6xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.negate %s {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : tensor<f32>
  %3 = stablehlo.transpose %big, dims = [18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z, z_1])->([z_1, y, x, w, v, u, t, s, r, q, p, o, n, m, l, k, j, i, z]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, v=1, w=1, x=1, y=1, z=1, z_1=1}>} : (tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) -> tensor<1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>
  return
}

func.func @ops() -> tensor<2xf32> {
  %c = sdy.constant dense<[1.0, 2.0]> : tensor<2xf32>
  sdy.sharding_group %c group_id=7 : tensor<2xf32>
  %e = sdy.data_flow_edge %c sharding=<@mesh, [{"a"}]> : tensor<2xf32>
  %e2 = sdy.data_flow_edge %e : tensor<2xf32>
  %p = sdy.propagation_barrier %e2 allowed_direction=FORWARD : tensor<2xf32>
  %q = sdy.propagation_barrier %p allowed_direction=NONE : tensor<2xf32>
  %n = sdy.named_computation<"foo">(%q) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{}], unreduced={"b"}>] (%x: tensor<2xf32>) {
    sdy.return %x : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  %m = sdy.named_computation<"bar">(%n) (%x: tensor<2xf32>) {
    %d = stablehlo.add %x, %x : tensor<2xf32>
    sdy.return %d : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %m : tensor<2xf32>
}

func.func @collectives(%x: tensor<8x8x8xf32>, %y: tensor<8x8x4x4xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x4x4xf32>) {
  %0 = sdy.all_gather [{"b", "c"}, {}, {"a"}] %x out_sharding=<@mesh, [{}, {}, {}]> : tensor<8x8x8xf32>
  %1 = sdy.all_slice [{"b", "c"}, {}, {"a"}] %0 out_sharding=<@mesh, [{"b", "c"}, {}, {"a"}]> : tensor<8x8x8xf32>
  %2 = sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %y out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  %3 = sdy.collective_permute %1 out_sharding=<@mesh, [{"c":(1)2, "b"}, {"a"}, {}]> : tensor<8x8x8xf32>
  %4 = sdy.all_reduce {"b", "c":(2)2} %3 out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
  %5 = sdy.reduce_scatter [{}, {"b"}, {}] %4 out_sharding=<@mesh, [{}, {"b"}, {}], replicated={"a"}, unreduced={"c"}> : tensor<8x8x8xf32>
  return %5, %2 : tensor<8x8x8xf32>, tensor<8x8x4x4xf32>
}

// Running: the values pass through unchanged.
func.func @main() {
  %t = stablehlo.constant dense<[[2.0, 0.0, 0.0, 0.0], [1.0, 4.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 0.5]]> : tensor<4x4xf32>
  %y = stablehlo.constant dense<[[2.0, 4.0, 6.0, 8.0, 10.0], [5.0, 6.0, 7.0, 8.0, 9.0], [1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<4x5xf32>
  %s = func.call @annotated(%t, %y) : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  // x0 = y0 / 2; x1 = (y1 - x0) / 4; x2 = y2; x3 = 2 y3.
  check.expect_almost_eq_const %s, dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 1.0, 1.0], [2.0, 4.0, 6.0, 8.0, 10.0]]> : tensor<4x5xf32>
  %o = func.call @ops() : () -> tensor<2xf32>
  check.expect_eq_const %o, dense<[2.0, 4.0]> : tensor<2xf32>
  %x = stablehlo.iota dim = 0 : tensor<8x8x8xf32>
  %z = stablehlo.iota dim = 3 : tensor<8x8x4x4xf32>
  %r:2 = func.call @collectives(%x, %z) : (tensor<8x8x8xf32>, tensor<8x8x4x4xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x4x4xf32>)
  check.expect_eq %r#0, %x : tensor<8x8x8xf32>
  check.expect_eq %r#1, %z : tensor<8x8x4x4xf32>
  return
}
