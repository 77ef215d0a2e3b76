// Shardy annotations of single-device JAX exports: meshes and shardings are
// accepted and do not change values; sharding_constraint and reshard are the
// identity; a manual_computation over a one-device mesh runs its body once.
// RUN: interpreter-translate --interpret -split-input-file %s

// A JAX export with an sdy.mesh and shardings on arguments and results.
module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1, "y"=1]>
  sdy.mesh @empty = <[]>
  sdy.mesh @maximal = <[], device_ids=[0]>
  func.func public @f(%arg0: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {?}]>},
                      %arg1: tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y", ?}p1], replicated={"x"}>})
      -> (tensor<2x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) {
    %0 = stablehlo.add %arg0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<2x3xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<2x3xf32>
    %2 = sdy.reshard %1 <@mesh, [{"x"}, {}]> : tensor<2x3xf32>
    %3 = sdy.sharding_constraint %2 <mesh<["z"=1]>, [{"z"}, {}]> : tensor<2x3xf32>
    return %3 : tensor<2x3xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
    %b = stablehlo.constant dense<[[0.5, 0.5, 0.5], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
    %r = func.call @f(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    check.expect_eq_const %r, dense<[[1.5, 2.5, 3.5], [5.0, 6.0, 7.0]]> : tensor<2x3xf32>
    return
  }
}

// -----

// manual_computation on a one-device mesh: the body runs once on the whole
// tensors (every shard is the tensor), here with two operands and results.
module {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %b = stablehlo.constant dense<10> : tensor<i32>
    %r:2 = sdy.manual_computation(%a, %b) in_shardings=[<@mesh, [{"x"}]>, <@mesh, []>]
        out_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] manual_axes={"x"}
        (%x: tensor<4xi32>, %y: tensor<i32>) {
      %yb = stablehlo.broadcast_in_dim %y, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %s = stablehlo.multiply %x, %yb : tensor<4xi32>
      %t = stablehlo.reduce(%s init: %y) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      sdy.return %s, %t : tensor<4xi32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    check.expect_eq_const %r#0, dense<[10, 20, 30, 40]> : tensor<4xi32>
    check.expect_eq_const %r#1, dense<110> : tensor<i32>
    return
  }
}

// -----

// No manual axes and an empty mesh: the body is global and runs once.
module {
  sdy.mesh @mesh = <[]>
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
    %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{?}]>]
        out_shardings=[<@mesh, [{}]>] manual_axes={}
        (%x: tensor<2xf32>) {
      %n = stablehlo.negate %x : tensor<2xf32>
      sdy.return %n : tensor<2xf32>
    } : (tensor<2xf32>) -> tensor<2xf32>
    check.expect_eq_const %r, dense<[-1.0, 2.0]> : tensor<2xf32>
    return
  }
}
