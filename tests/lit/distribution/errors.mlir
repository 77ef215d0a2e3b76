// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// A recv that no send feeds: every process waits, the grid ends.
func.func @recv(%t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  // CHECK: error: deadlock: every unfinished process of the grid is waiting (process (0, 0) at recv on channel 7 (no send feeds it))
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 3>,
    is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xi64>, !stablehlo.token
}
func.func @main() {
  %t = stablehlo.after_all : !stablehlo.token
  // CHECK: error: the process grid failed: (0, 0) @recv
  %r:2 = "interpreter.run_parallel"(%t) {programs = [[@recv]]}
    : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return
}

// -----

// A send that no recv takes.
func.func @send(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  // CHECK: error: deadlock: {{.*}}process (0, 0) at send on channel 3 (no recv takes it)
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 2>,
    is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
func.func @idle() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %0 : tensor<ui32>
}
func.func @main() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %t = stablehlo.after_all : !stablehlo.token
  // CHECK: error: the process grid failed: (0, 0) @send
  %r:2 = "interpreter.run_parallel"(%x, %t) {programs = [[@send], [@idle]]}
    : (tensor<2xi64>, !stablehlo.token) -> (!stablehlo.token, tensor<ui32>)
  func.return
}

// -----

// A process that fails stops the others, which wait for it in a collective.
func.func @fails(%x: tensor<2xi64>) -> tensor<4xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  // CHECK: error: the infeed is empty
  %f:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %0 = "stablehlo.all_gather"(%f#0) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @waits(%x: tensor<2xi64>) -> tensor<4xi64> {
  // CHECK: error: stopped: another process of the grid failed
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @main() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK: error: the process grid failed: (0, 0) @fails, (1, 0) @waits
  %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@fails], [@waits]]}
    : (tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  func.return
}

// -----

// A grid whose rows differ in length.
func.func @f() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  return %0 : tensor<ui32>
}
func.func @main() {
  // CHECK: error: 'interpreter.run_parallel' op replica 1 has 1 programs, replica 0 has 2; the grid must be rectangular
  %r:3 = "interpreter.run_parallel"() {programs = [[@f, @f], [@f]]}
    : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
  func.return
}

// -----

// Inputs that do not match the programs.
func.func @f(%x: tensor<ui32>) -> tensor<ui32> {
  return %x : tensor<ui32>
}
func.func @main() {
  // CHECK: error: 'interpreter.run_parallel' op the programs take 2 inputs in all, the op has 0
  %r:2 = "interpreter.run_parallel"() {programs = [[@f], [@f]]}
    : () -> (tensor<ui32>, tensor<ui32>)
  func.return
}

// -----

// The last process fails while the others wait for it in an all_reduce
// (under mpirun -np 4 it is the only process of the last rank, and the
// first waits on the hub): every process ends, the grid fails.
func.func @waitsForLast(%x: tensor<2xi64>) -> tensor<2xi64> {
  // CHECK-DAG: error: stopped: another process of the grid failed
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @failsLast(%x: tensor<2xi64>) -> tensor<2xi64> {
  %t = stablehlo.after_all : !stablehlo.token
  // CHECK-DAG: error: the infeed is empty
  %f:2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %0 = "stablehlo.all_reduce"(%f#0) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK: error: the process grid failed: (0, 0) @waitsForLast, (1, 0) @waitsForLast, (2, 0) @waitsForLast, (3, 0) @failsLast
  %r:4 = "interpreter.run_parallel"(%x, %x, %x, %x) {programs = [[@waitsForLast], [@waitsForLast], [@waitsForLast], [@failsLast]]}
    : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  func.return
}
