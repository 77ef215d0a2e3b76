// The processes meeting at a collective must agree (issue 29): the same
// collective, the same channel and group, operands of the same types.
// A disagreement is an error at the collective of every process that took
// part, never a crash, heap bytes or a sum of another type's bits; a
// collective's result must have its declared type.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// all_reduce operands of different shapes (was SIGSEGV or heap words).
func.func @p0(%x: tensor<4xi64>) -> tensor<4xi64> {
  // CHECK-DAG: :[[#@LINE+1]]:8: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings all_reduce of (tensor<4xi64>), process (1, 0) brings all_reduce of (tensor<2xi64>)
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @p1(%x: tensor<2xi64>) -> tensor<2xi64> {
  // CHECK-DAG: :[[#@LINE+1]]:8: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings all_reduce of (tensor<4xi64>), process (1, 0) brings all_reduce of (tensor<2xi64>)
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %b = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p0], [@p1]]}
    : (tensor<4xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<2xi64>)
  func.return
}

// -----

// reduce_scatter operands of different shapes.
func.func @p0(%x: tensor<4xf32>) -> tensor<2xf32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings reduce_scatter of (tensor<4xf32>), process (1, 0) brings reduce_scatter of (tensor<8xf32>)
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @p1(%x: tensor<8xf32>) -> tensor<4xf32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<4xf32>
  %b = stablehlo.constant dense<1.0> : tensor<8xf32>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p0], [@p1]]}
    : (tensor<4xf32>, tensor<8xf32>) -> (tensor<2xf32>, tensor<4xf32>)
  func.return
}

// -----

// An all_reduce on one process, an all_gather on the other (was a silent
// wrong answer).
func.func @p0(%x: tensor<2xi64>) -> tensor<2xi64> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings all_reduce of (tensor<2xi64>), process (1, 0) brings all_gather of (tensor<2xi64>)
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @p1(%x: tensor<2xi64>) -> tensor<4xi64> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings all_reduce of (tensor<2xi64>), process (1, 0) brings all_gather of (tensor<2xi64>)
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@p0], [@p1]]}
    : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<4xi64>)
  func.return
}

// -----

// An i64 all_reduce meeting an f64 one (was a sum of the f64's bits).
func.func @p0(%x: tensor<2xi64>) -> tensor<2xi64> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings all_reduce of (tensor<2xi64>), process (1, 0) brings all_reduce of (tensor<2xf64>)
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @p1(%x: tensor<2xf64>) -> tensor<2xf64> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p0], [@p1]]}
    : (tensor<2xi64>, tensor<2xf64>) -> (tensor<2xi64>, tensor<2xf64>)
  func.return
}

// -----

// collective_permute with a partner of another shape (was a result of the
// partner's shape, printed by @main).
func.func @p0(%x: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings collective_permute of (tensor<2xi32>), process (1, 0) brings collective_permute of (tensor<3xi32>)
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @p1(%x: tensor<3xi32>) -> tensor<3xi32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4, 5]> : tensor<3xi32>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p0], [@p1]]}
    : (tensor<2xi32>, tensor<3xi32>) -> (tensor<2xi32>, tensor<3xi32>)
  func.return
}

// -----

// collective_broadcast with a root of another shape.
func.func @p0(%x: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree: process (0, 0) brings collective_broadcast of (tensor<2xi32>), process (1, 0) brings collective_broadcast of (tensor<1x2xi32>)
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @p1(%x: tensor<1x2xi32>) -> tensor<1x2xi32> {
  // CHECK-DAG: error: the processes of group [(0, 0), (1, 0)] (channel 0) disagree
  %0 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1x2xi32>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[[3, 4]]> : tensor<1x2xi32>
  // CHECK: error: the process grid failed: (0, 0) @p0, (1, 0) @p1
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p0], [@p1]]}
    : (tensor<2xi32>, tensor<1x2xi32>) -> (tensor<2xi32>, tensor<1x2xi32>)
  func.return
}

// -----

// all_gather over groups of one process gathers nothing more: the verifier
// accepts a result of twice the size as upstream's does (a multiple of the
// operand's), the grid refuses it when the op runs (C6).
func.func @p(%x: tensor<2x2xf32>) -> tensor<2x4xf32> {
  // CHECK-DAG: error: run-time dimension 1 is 2, the result type 'tensor<2x4xf32>' says 4
  %0 = "stablehlo.all_gather"(%x) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>
  } : (tensor<2x2xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  // CHECK: error: the process grid failed: (0, 0) @p, (1, 0) @p
  %r:2 = "interpreter.run_parallel"(%a, %a) {programs = [[@p], [@p]]}
    : (tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  func.return
}

// -----

// Processes that agree still meet: the sum of both (checks that the checks
// pass agreeing partners).
func.func @p(%x: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() -> (tensor<2xi64>, tensor<2xi64>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@p], [@p]]}
    : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  func.return %r#0, %r#1 : tensor<2xi64>, tensor<2xi64>
}
// CHECK: tensor<2xi64> {
// CHECK-NEXT: [11, 22]
