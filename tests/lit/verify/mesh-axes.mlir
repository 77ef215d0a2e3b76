// Verifier errors of #stablehlo.replica_group_mesh_axes and the attributes
// it holds (spec: "Replica groups", "StableHLO Mesh"), and of the
// collectives' constraints on the groups an inline mesh gives.
// RUN: interpreter-opt %s -split-input-file -verify-diagnostics

func.func @unknown_axis(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{replica_group_mesh_axes names axis "y", which the mesh lacks (C2)}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @sub_axis_does_not_divide(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{sub-axis "x":(2)2 does not divide the axis of size 2 (C2)}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @overlapping_sub_axes(%x: tensor<1xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{replica_group_mesh_axes uses part of axis "x" twice (C2)}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 8>]>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)4>, #stablehlo.axis_ref<name = "x", sub_axis_info = (2)2>]>
  } : (tensor<1xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

func.func @full_axis_twice(%x: tensor<1xi64>) -> tensor<4xi64> {
  // expected-error @+3 {{replica_group_mesh_axes names axis "x" twice}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x">, #stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

func.func @mesh_axis_twice(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+4 {{mesh names axis "x" twice}}
  // expected-error @+3 {{failed to parse HLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @device_ids_not_a_permutation(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+4 {{mesh device_ids must hold each of 0..1 once (0)}}
  // expected-error @+3 {{failed to parse HLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 0]> : tensor<2xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @device_ids_count(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+4 {{mesh device_ids holds 3 ids for 2 devices}}
  // expected-error @+3 {{failed to parse HLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>], device_ids = dense<[0, 1, 2]> : tensor<3xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @axis_size(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+5 {{mesh_axis "x" has size 0, which is not >= 1}}
  // expected-error @+4 {{failed to parse HLO_Mesh parameter 'axes'}}
  // expected-error @+3 {{failed to parse HLO_ReplicaGroupMeshAxes parameter 'mesh'}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 0>]>, axes = []>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @sub_axis_size(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+5 {{sub_axis_info (0)2 needs pre_size >= 1 and size >= 1}}
  // expected-error @+4 {{failed to parse HLO_AxisRef parameter 'sub_axis_info'}}
  // expected-error @+3 {{failed to parse HLO_ReplicaGroupMeshAxes parameter 'axes'}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (0)2>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

func.func @mesh_is_a_string(%x: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+3 {{replica_group_mesh_axes mesh must be a symbol reference or a #stablehlo.mesh, got "mesh"}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "mesh", axes = []>
  } : (tensor<1xi64>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}

// -----

// (C8) all_to_all: the inline mesh's groups have 2 members, split_count 4.
func.func @all_to_all_split_count(%x: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{replica groups must have split_count members (C8)}}
  %r = "stablehlo.all_to_all"(%x) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

// (C1) reduce_scatter: groups of 4 do not split a dimension of 2.
func.func @reduce_scatter_group_size(%x: tensor<2xi64>) -> tensor<1xi64> {
  // expected-error @+1 {{dimension 0 of 'tensor<2xi64>' is not a multiple of the group size 4 (C1)}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64,
      replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>]>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<2xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}

// -----

// collective_reduce takes dense replica groups only (spec: I2).
func.func @collective_reduce(%x: tensor<1xi64>) -> tensor<1xi64> {
  // expected-error @+1 {{attribute 'replica_groups' failed to satisfy constraint}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %rr: tensor<i64>):
    %s = stablehlo.add %l, %rr : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = []>} : (tensor<1xi64>) -> tensor<1xi64>
  return %r : tensor<1xi64>
}
