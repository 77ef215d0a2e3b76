// Programs whose results and interpreter.print output the MPI test
// (../mpi.test) compares byte for byte with the threaded grid's. The f32
// sums are chosen so that another order of the members gives other bits.

func.func @sum(%x: tensor<3xf32>) -> tensor<3xf32> {
  interpreter.print %x : tensor<3xf32>
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %s = stablehlo.add %l, %r : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @main() -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %a = stablehlo.constant dense<[1.0e8, 0.1, 3.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[1.0, 0.2, -3.0]> : tensor<3xf32>
  %c = stablehlo.constant dense<[-1.0e8, 0.3, 1.0e-7]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.0, 0.4, 7.0]> : tensor<3xf32>
  %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@sum], [@sum], [@sum], [@sum]]
  } : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1, %r#2, %r#3 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// send/recv between replicas, and the infeed.
func.func @feed() -> tensor<2xi64> {
  %0 = stablehlo.constant dense<[40, 2]> : tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @sender(%x: tensor<2xi64>) -> tensor<2xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>,
    is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %x : tensor<2xi64>
}
func.func @receiver(%x: tensor<2xi64>) -> tensor<2xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>,
    is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %f:2 = "stablehlo.infeed"(%0#1) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %s = stablehlo.add %0#0, %f#0 : tensor<2xi64>
  interpreter.print %s : tensor<2xi64>
  return %s : tensor<2xi64>
}
func.func @main() -> (tensor<2xi64>, tensor<2xi64>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {
    programs = [[@sender], [@receiver]], infeed = [@feed]
  } : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  return %r#0, %r#1 : tensor<2xi64>, tensor<2xi64>
}

// -----

// A 2x4 grid: all_reduce over all eight processes (channel: cross replica
// and partition), all_gather over flattened ids, collective_permute along
// the partitions, all_to_all across the replicas.
func.func @mix(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>) {
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<f32>, %r: tensor<f32>):
    %s = stablehlo.add %l, %r : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>,
    use_global_device_ids} : (tensor<2xf32>) -> tensor<8xf32>
  %p = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<2xf32>) -> tensor<2xf32>
  %t = "stablehlo.all_to_all"(%x) {split_dimension = 0 : i64,
    concat_dimension = 0 : i64, split_count = 2 : i64,
    replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  interpreter.print %t : tensor<2xf32>
  return %sum, %g, %p, %t : tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
}
func.func @main() -> (tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>) {
  %c0 = stablehlo.constant dense<[1.0e8, 0.5]> : tensor<2xf32>
  %c1 = stablehlo.constant dense<[1.0, 0.25]> : tensor<2xf32>
  %c2 = stablehlo.constant dense<[-1.0e8, 3.0e-8]> : tensor<2xf32>
  %c3 = stablehlo.constant dense<[1.0, 7.0]> : tensor<2xf32>
  %c4 = stablehlo.constant dense<[0.1, -2.5]> : tensor<2xf32>
  %c5 = stablehlo.constant dense<[0.2, 1.0e20]> : tensor<2xf32>
  %c6 = stablehlo.constant dense<[0.3, -1.0e20]> : tensor<2xf32>
  %c7 = stablehlo.constant dense<[0.4, 1.0]> : tensor<2xf32>
  %r:32 = "interpreter.run_parallel"(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7) {
    programs = [[@mix, @mix, @mix, @mix], [@mix, @mix, @mix, @mix]]
  } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9, %r#10, %r#11, %r#12, %r#13, %r#14, %r#15, %r#16, %r#17, %r#18, %r#19, %r#20, %r#21, %r#22, %r#23, %r#24, %r#25, %r#26, %r#27, %r#28, %r#29, %r#30, %r#31 : tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<8xf32>, tensor<2xf32>, tensor<2xf32>
}


// -----

// Members on one rank share one all_reduce and one all_gather result
// (handles on one storage); a member that writes its result gets its own
// copy. Each process adds its replica id r to both results, where they die
// (an add that may write its dying operand in place): process r gets the
// sums (1111, 2222, 3333, 4444) plus r and its group's gathered operands
// plus r, whatever the others wrote.
func.func @write(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<8xi32>) {
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i32>, %r: tensor<i32>):
    %s = stablehlo.add %l, %r : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4xi32>) -> tensor<4xi32>
  %all = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>} : (tensor<4xi32>) -> tensor<8xi32>
  %id = stablehlo.replica_id : tensor<ui32>
  %i = stablehlo.convert %id : (tensor<ui32>) -> tensor<i32>
  %i4 = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %i8 = stablehlo.broadcast_in_dim %i, dims = [] : (tensor<i32>) -> tensor<8xi32>
  %y = stablehlo.add %sum, %i4 : tensor<4xi32>
  %g = stablehlo.add %all, %i8 : tensor<8xi32>
  return %y, %g : tensor<4xi32>, tensor<8xi32>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %c = stablehlo.constant dense<[100, 200, 300, 400]> : tensor<4xi32>
  %d = stablehlo.constant dense<[1000, 2000, 3000, 4000]> : tensor<4xi32>
  %r:8 = "interpreter.run_parallel"(%a, %b, %c, %d) {
    programs = [[@write], [@write], [@write], [@write]]
  } : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<8xi32>, tensor<4xi32>, tensor<8xi32>, tensor<4xi32>, tensor<8xi32>, tensor<4xi32>, tensor<8xi32>)
  check.expect_eq_const %r#0, dense<[1111, 2222, 3333, 4444]> : tensor<4xi32>
  check.expect_eq_const %r#1, dense<[1, 2, 3, 4, 10, 20, 30, 40]> : tensor<8xi32>
  check.expect_eq_const %r#2, dense<[1112, 2223, 3334, 4445]> : tensor<4xi32>
  check.expect_eq_const %r#3, dense<[2, 3, 4, 5, 11, 21, 31, 41]> : tensor<8xi32>
  check.expect_eq_const %r#4, dense<[1113, 2224, 3335, 4446]> : tensor<4xi32>
  check.expect_eq_const %r#5, dense<[102, 202, 302, 402, 1002, 2002, 3002, 4002]> : tensor<8xi32>
  check.expect_eq_const %r#6, dense<[1114, 2225, 3336, 4447]> : tensor<4xi32>
  check.expect_eq_const %r#7, dense<[103, 203, 303, 403, 1003, 2003, 3003, 4003]> : tensor<8xi32>
  func.return
}
