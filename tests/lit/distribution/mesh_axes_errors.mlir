// Mesh-axes replica groups whose mesh the program does not define, or
// whose axes the named sdy.mesh lacks: located errors when the op runs.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// The symbol names a function (as in upstream's serialization tests, which
// only print such modules): the groups are unknown.
func.func private @mesh()
func.func @sum(%x: tensor<1xi64>) -> tensor<1xi64> {
  // CHECK: offset :[[@LINE+1]]:8: error: replica_groups takes its groups from the mesh @mesh, which is a 'func.func', not an sdy.mesh: the process groups are unknown
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<1xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r = "interpreter.run_parallel"(%c0) {programs = [[@sum]]} : (tensor<1xi64>) -> tensor<1xi64>
  func.return
}

// -----

// No symbol of that name at all.
func.func @sum(%x: tensor<1xi64>) -> tensor<1xi64> {
  // CHECK: error: replica_groups takes its groups from the mesh @nowhere, which is no symbol in scope, not an sdy.mesh: the process groups are unknown
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @nowhere, axes = [#stablehlo.axis_ref<name = "x">]>} : (tensor<1xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r = "interpreter.run_parallel"(%c0) {programs = [[@sum]]} : (tensor<1xi64>) -> tensor<1xi64>
  func.return
}

// -----

// The sdy.mesh lacks the axis.
sdy.mesh @mesh = <["x"=2]>
func.func @gather(%x: tensor<1xi64>) -> tensor<2xi64> {
  // CHECK: error: replica_group_mesh_axes names axis "y", which the mesh lacks
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "y">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r:2 = "interpreter.run_parallel"(%c0, %c0) {programs = [[@gather], [@gather]]} : (tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @gather(%x: tensor<1xi64>) -> tensor<2xi64> {
  // CHECK: error: sub-axis "x":(1)4 does not divide the axis of size 2
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r:2 = "interpreter.run_parallel"(%c0, %c0) {programs = [[@gather], [@gather]]} : (tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return
}

// -----

// The mesh has more devices than the grid has processes.
sdy.mesh @mesh = <["x"=4]>
func.func @gather(%x: tensor<1xi64>) -> tensor<4xi64> {
  // CHECK: error: replica group id 2 is outside the process grid of 2x1
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
func.func @main() {
  %c0 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r:2 = "interpreter.run_parallel"(%c0, %c0) {programs = [[@gather], [@gather]]} : (tensor<1xi64>, tensor<1xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  func.return
}
