// RUN: interpreter-translate --interpret -split-input-file %s

// Eight processes (8 replicas) on their own threads: an all_reduce over all
// of them, then a ring collective_permute (replica r gets replica r-1's value).
func.func @step(%x: tensor<1xi64>) -> (tensor<1xi64>, tensor<1xi64>) {
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%l: tensor<i64>, %r: tensor<i64>):
    %s = stablehlo.add %l, %r : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1xi64>) -> tensor<1xi64>
  %ring = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>
  } : (tensor<1xi64>) -> tensor<1xi64>
  return %sum, %ring : tensor<1xi64>, tensor<1xi64>
}
func.func @main() {
  %c1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %c2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %c3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %c4 = stablehlo.constant dense<[4]> : tensor<1xi64>
  %c5 = stablehlo.constant dense<[5]> : tensor<1xi64>
  %c6 = stablehlo.constant dense<[6]> : tensor<1xi64>
  %c7 = stablehlo.constant dense<[7]> : tensor<1xi64>
  %c8 = stablehlo.constant dense<[8]> : tensor<1xi64>
  %r:16 = "interpreter.run_parallel"(%c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8) {
    programs = [[@step], [@step], [@step], [@step], [@step], [@step], [@step], [@step]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
   -> (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>,
       tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>)
  check.expect_eq_const %r#0, dense<[36]> : tensor<1xi64>
  check.expect_eq_const %r#1, dense<[8]> : tensor<1xi64>
  check.expect_eq_const %r#2, dense<[36]> : tensor<1xi64>
  check.expect_eq_const %r#3, dense<[1]> : tensor<1xi64>
  check.expect_eq_const %r#14, dense<[36]> : tensor<1xi64>
  check.expect_eq_const %r#15, dense<[7]> : tensor<1xi64>
  func.return
}

// -----

// A 2x4 grid: replica_id and partition_id of each of the 8 processes.
func.func @ids() -> tensor<2xui32> {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  %r1 = stablehlo.reshape %r : (tensor<ui32>) -> tensor<1xui32>
  %p1 = stablehlo.reshape %p : (tensor<ui32>) -> tensor<1xui32>
  %both = stablehlo.concatenate %r1, %p1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
  return %both : tensor<2xui32>
}
func.func @main() {
  %r:8 = "interpreter.run_parallel"() {
    programs = [[@ids, @ids, @ids, @ids], [@ids, @ids, @ids, @ids]]
  } : () -> (tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>)
  check.expect_eq_const %r#0, dense<[0, 0]> : tensor<2xui32>
  check.expect_eq_const %r#3, dense<[0, 3]> : tensor<2xui32>
  check.expect_eq_const %r#4, dense<[1, 0]> : tensor<2xui32>
  check.expect_eq_const %r#7, dense<[1, 3]> : tensor<2xui32>
  func.return
}
