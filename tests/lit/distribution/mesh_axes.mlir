// Collectives whose replica_groups are #stablehlo.replica_group_mesh_axes:
// the devices that agree on every mesh coordinate outside `axes` form one
// group, ordered by their coordinates along `axes` (major to minor); a
// sub-axis (pre_size)size is the digit of size `size` after the digits whose
// sizes multiply to pre_size. Expected values are worked out by hand below.
// RUN: interpreter-translate --interpret -split-input-file %s

// Mesh x=2, y=4 (device = 4x + y); y:(1)2 is the major bit of y, so the
// groups are {0, 2}, {1, 3}, {4, 6}, {5, 7}.
func.func @gather(%x: tensor<1xi64>) -> tensor<2xi64> {
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 4>]>, axes = [#stablehlo.axis_ref<name = "y", sub_axis_info = (1)2>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %c1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %c2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %c4 = stablehlo.constant dense<[4]> : tensor<1xi64>
  %c5 = stablehlo.constant dense<[5]> : tensor<1xi64>
  %c6 = stablehlo.constant dense<[6]> : tensor<1xi64>
  %c7 = stablehlo.constant dense<[7]> : tensor<1xi64>
  %r:8 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7) {
    programs = [[@gather], [@gather], [@gather], [@gather], [@gather], [@gather], [@gather], [@gather]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
   -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[0, 2]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[1, 3]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[0, 2]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[1, 3]> : tensor<2xi64>
  check.expect_eq_const %r#4, dense<[4, 6]> : tensor<2xi64>
  check.expect_eq_const %r#5, dense<[5, 7]> : tensor<2xi64>
  check.expect_eq_const %r#6, dense<[4, 6]> : tensor<2xi64>
  check.expect_eq_const %r#7, dense<[5, 7]> : tensor<2xi64>
  func.return
}

// -----

// The mesh named by a symbol (an sdy.mesh): x=2, y=2 (device = 2x + y).
// Groups over x: {0, 2} and {1, 3}; 1 + 100 = 101, 10 + 1000 = 1010.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @sum(%x: tensor<1xi64>) -> tensor<1xi64> {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<1xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %c1 = stablehlo.constant dense<[10]> : tensor<1xi64>
  %c2 = stablehlo.constant dense<[100]> : tensor<1xi64>
  %c3 = stablehlo.constant dense<[1000]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3) {
    programs = [[@sum], [@sum], [@sum], [@sum]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
   -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[101]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[1010]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[101]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[1010]> : tensor<1xi64>
  func.return
}

// -----

// Axes listed minor-first: axes = [y, x] orders the one group by (y, x):
// devices (x0,y0)=0, (x1,y0)=2, (x0,y1)=1, (x1,y1)=3.
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @gather(%x: tensor<1xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">, #stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %c1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %c2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3) {
    programs = [[@gather], [@gather], [@gather], [@gather]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
   -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
  check.expect_eq_const %r#0, dense<[0, 2, 1, 3]> : tensor<4xi64>
  check.expect_eq_const %r#3, dense<[0, 2, 1, 3]> : tensor<4xi64>
  func.return
}

// -----

// device_ids reorders the devices: coordinate a holds device 3 - a, so the
// group along "a" is [3, 2, 1, 0].
sdy.mesh @mesh = <["a"=4], device_ids=[3, 2, 1, 0]>
func.func @gather(%x: tensor<1xi64>) -> tensor<4xi64> {
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "a">]>
  } : (tensor<1xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %c1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %c2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %r:4 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3) {
    programs = [[@gather], [@gather], [@gather], [@gather]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
   -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
  check.expect_eq_const %r#1, dense<[3, 2, 1, 0]> : tensor<4xi64>
  func.return
}

// -----

// reduce_scatter over the minor bit of "a" (a:(2)2) on a=4: groups {0, 1}
// and {2, 3}; member k of a group keeps part k of the sum.
// {0,1}: [1,2] + [10,20] = [11,22]; {2,3}: [100,200] + [1000,2000].
func.func @scatter(%x: tensor<2xi64>) -> tensor<1xi64> {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64,
      replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "a", size = 4>]>, axes = [#stablehlo.axis_ref<name = "a", sub_axis_info = (2)2>]>
  } : (tensor<2xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %c1 = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %c2 = stablehlo.constant dense<[100, 200]> : tensor<2xi64>
  %c3 = stablehlo.constant dense<[1000, 2000]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3) {
    programs = [[@scatter], [@scatter], [@scatter], [@scatter]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
   -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[11]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[22]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[1100]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[2200]> : tensor<1xi64>
  func.return
}
