// sdy.manual_computation on meshes of several devices: the body runs once
// per device on its local shards, as the partitions of a 1 x N process grid
// (one thread each), so collectives in the body meet across the devices;
// results are put together along the out_shardings' manual axes. Expected
// values by hand.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Two devices, JAX's psum: device 0 holds [1, 2], device 1 holds [3, 4];
// all_reduce (flattened ids 0 and 1) gives both [4, 6]; the result, sharded
// on "x", is [4, 6] then [4, 6].
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xi32>) {
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %t = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<2xi32>) -> tensor<2xi32>
    sdy.return %s : tensor<2xi32>
  } : (tensor<4xi32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[4, 6, 4, 6]> : tensor<4xi32>
  func.return
}

// -----

// Each device adds its partition_id: [10, 20] -> [10 + 0, 20 + 1]; an
// operand and a result that are not sharded are whole on every device.
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[10, 20]> : tensor<2xui32>
  %b = stablehlo.constant dense<5> : tensor<ui32>
  %r:2 = sdy.manual_computation(%a, %b) in_shardings=[<@mesh, [{"x"}]>, <@mesh, []>]
      out_shardings=[<@mesh, [{"x"}]>, <@mesh, []>] manual_axes={"x"}
      (%x: tensor<1xui32>, %y: tensor<ui32>) {
    %id = stablehlo.partition_id : tensor<ui32>
    %idb = stablehlo.broadcast_in_dim %id, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %s = stablehlo.add %x, %idb : tensor<1xui32>
    sdy.return %s, %y : tensor<1xui32>, tensor<ui32>
  } : (tensor<2xui32>, tensor<ui32>) -> (tensor<2xui32>, tensor<ui32>)
  check.expect_eq_const %r#0, dense<[10, 21]> : tensor<2xui32>
  check.expect_eq_const %r#1, dense<5> : tensor<ui32>
  func.return
}

// -----

// Four devices on a 2x2 mesh, both axes manual. A = [[1, 2], [3, 4],
// [5, 6], [7, 8]] sharded [{"x"}, {"y"}]: device (x, y) = 2x + y holds rows
// 2x, 2x+1 of column y: d0 [[1], [3]], d1 [[2], [4]], d2 [[5], [7]],
// d3 [[6], [8]]. all_reduce over "y" (groups {0, 1} and {2, 3}): d0, d1
// [[3], [7]]; d2, d3 [[11], [15]]. The result is sharded on "x" only:
// [[3], [7], [11], [15]] (devices 1 and 3 hold the same blocks as 0 and 2).
// The sum over all four devices is 36.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>
  %r:2 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {"y"}]>]
      out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, []>] manual_axes={"x", "y"}
      (%x: tensor<2x1xf32>) {
    %s = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %local = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<f32>
    %total = "stablehlo.all_reduce"(%local) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %t = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
        use_global_device_ids} : (tensor<f32>) -> tensor<f32>
    sdy.return %s, %total : tensor<2x1xf32>, tensor<f32>
  } : (tensor<4x2xf32>) -> (tensor<4x1xf32>, tensor<f32>)
  check.expect_eq_const %r#0, dense<[[3.0], [7.0], [11.0], [15.0]]> : tensor<4x1xf32>
  check.expect_eq_const %r#1, dense<36.0> : tensor<f32>
  func.return
}

// -----

// A dimension sharded on two manual axes, major to minor: "y" then "x" on
// a mesh ["x"=2, "y"=2]. Device (x, y) holds shard 2y + x of [1, 2, 3, 4]:
// d0 (0,0) [1], d1 (0,1) [3], d2 (1,0) [2], d3 (1,1) [4]. all_gather of
// the four in device order gives [1, 3, 2, 4] on every device; each doubles
// its own shard, and the result puts shard 2y + x back in place: [2, 4, 6,
// 8]; the gathered copy is whole (not sharded).
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r:2 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"y", "x"}]>]
      out_shardings=[<@mesh, [{"y", "x"}]>, <@mesh, [{}]>] manual_axes={"x", "y"}
      (%x: tensor<1xi64>) {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<1xi64>) -> tensor<4xi64>
    %d = stablehlo.add %x, %x : tensor<1xi64>
    sdy.return %d, %g : tensor<1xi64>, tensor<4xi64>
  } : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  check.expect_eq_const %r#0, dense<[2, 4, 6, 8]> : tensor<4xi64>
  check.expect_eq_const %r#1, dense<[1, 3, 2, 4]> : tensor<4xi64>
  func.return
}

// -----

// device_ids: mesh position 0 is device 1 and position 1 is device 0, so
// [10, 20] puts 10 on device 1 and 20 on device 0; adding partition_id gives
// 11 at position 0 and 20 at position 1.
sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
func.func @main() {
  %a = stablehlo.constant dense<[10, 20]> : tensor<2xui32>
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<1xui32>) {
    %id = stablehlo.partition_id : tensor<ui32>
    %idb = stablehlo.broadcast_in_dim %id, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %s = stablehlo.add %x, %idb : tensor<1xui32>
    sdy.return %s : tensor<1xui32>
  } : (tensor<2xui32>) -> tensor<2xui32>
  check.expect_eq_const %r, dense<[11, 20]> : tensor<2xui32>
  func.return
}

// -----

// Manual on "x" only of a ["x"=2, "y"=2] mesh: four devices run; the body
// sees dimension 0 split by "x" alone. reduce_scatter over "x" (devices
// {0, 2} and {1, 3}) sums [1, 2] and [3, 4] to [4, 6] and keeps part x:
// [4] for x = 0, [6] for x = 1; the result, on "x", is [4, 6].
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xi32>) {
    %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %t = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }) {scatter_dimension = 0 : i64,
        replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<2xi32>) -> tensor<1xi32>
    sdy.return %s : tensor<1xi32>
  } : (tensor<4xi32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[4, 6]> : tensor<2xi32>
  func.return
}
