// RUN: interpreter-translate --interpret -split-input-file %s

// Every collective on a 2x2 grid: process (r, p) gets the input
// [1 + 4r + 2p, 2 + 4r + 2p], i.e. (0,0) [1,2], (0,1) [3,4], (1,0) [5,6],
// (1,1) [7,8]. Expected values follow the spec's process groups by hand.

// cross_replica: groups [(0,0),(1,0)] and [(0,1),(1,1)].
func.func @all_gather(%x: tensor<2xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
  check.expect_eq_const %r#0, dense<[1, 2, 5, 6]> : tensor<4xi64>
  check.expect_eq_const %r#1, dense<[3, 4, 7, 8]> : tensor<4xi64>
  check.expect_eq_const %r#2, dense<[1, 2, 5, 6]> : tensor<4xi64>
  check.expect_eq_const %r#3, dense<[3, 4, 7, 8]> : tensor<4xi64>
  func.return
}

// -----

// channel_id > 0: cross_replica_and_partition, one group of all four in
// the order (0,0), (1,0), (0,1), (1,1).
func.func @all_gather(%x: tensor<2xi64>) -> tensor<8xi64> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi64>) -> tensor<8xi64>
  return %0 : tensor<8xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>)
  check.expect_eq_const %r#0, dense<[1, 2, 5, 6, 3, 4, 7, 8]> : tensor<8xi64>
  check.expect_eq_const %r#3, dense<[1, 2, 5, 6, 3, 4, 7, 8]> : tensor<8xi64>
  func.return
}

// -----

// use_global_device_ids: flattened ids 0..3 are (0,0), (0,1), (1,0), (1,1).
func.func @all_gather(%x: tensor<2xi64>) -> tensor<8xi64> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
    use_global_device_ids} : (tensor<2xi64>) -> tensor<8xi64>
  return %0 : tensor<8xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@all_gather, @all_gather], [@all_gather, @all_gather]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>)
  check.expect_eq_const %r#1, dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  check.expect_eq_const %r#2, dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  func.return
}

// -----

func.func @all_reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %r: tensor<i64>):
    %s = stablehlo.add %l, %r : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@all_reduce, @all_reduce], [@all_reduce, @all_reduce]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[6, 8]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[10, 12]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[6, 8]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[10, 12]> : tensor<2xi64>
  func.return
}

// -----

func.func @reduce_scatter(%x: tensor<2xi64>) -> tensor<1xi64> {
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%l: tensor<i64>, %r: tensor<i64>):
    %s = stablehlo.add %l, %r : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<1xi64>
  return %0 : tensor<1xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@reduce_scatter, @reduce_scatter], [@reduce_scatter, @reduce_scatter]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[6]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[10]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[8]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[12]> : tensor<1xi64>
  func.return
}

// -----

func.func @all_to_all(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64,
    concat_dimension = 0 : i64, split_count = 2 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@all_to_all, @all_to_all], [@all_to_all, @all_to_all]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[1, 5]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[3, 7]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[2, 6]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[4, 8]> : tensor<2xi64>
  func.return
}

// -----

// Source of each group is its first member, replica 1.
func.func @collective_broadcast(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.collective_broadcast"(%x) {
    replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@collective_broadcast, @collective_broadcast], [@collective_broadcast, @collective_broadcast]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[5, 6]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[7, 8]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[5, 6]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[7, 8]> : tensor<2xi64>
  func.return
}

// -----

// Replica 0 sends to replica 1; replica 0 is no target and gets zeros.
func.func @collective_permute(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@collective_permute, @collective_permute], [@collective_permute, @collective_permute]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[3, 4]> : tensor<2xi64>
  func.return
}

// -----

// channel_id > 0: pairs name partitions; partition 0 sends to partition 1.
func.func @collective_permute(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@collective_permute, @collective_permute], [@collective_permute, @collective_permute]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[5, 6]> : tensor<2xi64>
  func.return
}

// -----

// The first member of each group (replica 0) gets the sum, the others zeros.
func.func @collective_reduce(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %r: tensor<i64>):
    %s = stablehlo.add %l, %r : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@collective_reduce, @collective_reduce], [@collective_reduce, @collective_reduce]]
  } : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %r#0, dense<[6, 8]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[10, 12]> : tensor<2xi64>
  check.expect_eq_const %r#2, dense<[0, 0]> : tensor<2xi64>
  check.expect_eq_const %r#3, dense<[0, 0]> : tensor<2xi64>
  func.return
}

// -----

func.func @ids() -> (tensor<ui32>, tensor<ui32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  return %r, %p : tensor<ui32>, tensor<ui32>
}
func.func @main() {
  %r:8 = "interpreter.run_parallel"() {programs = [[@ids, @ids], [@ids, @ids]]}
    : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
  check.expect_eq_const %r#0, dense<0> : tensor<ui32>
  check.expect_eq_const %r#1, dense<0> : tensor<ui32>
  check.expect_eq_const %r#2, dense<0> : tensor<ui32>
  check.expect_eq_const %r#3, dense<1> : tensor<ui32>
  check.expect_eq_const %r#4, dense<1> : tensor<ui32>
  check.expect_eq_const %r#5, dense<0> : tensor<ui32>
  check.expect_eq_const %r#6, dense<1> : tensor<ui32>
  check.expect_eq_const %r#7, dense<1> : tensor<ui32>
  func.return
}
