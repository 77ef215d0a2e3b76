// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The example of the specification.
func.func @dynamic_gather_spec_example() {
  %operand = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]]> : tensor<3x4x2xi64>
  %start_indices = stablehlo.constant dense<[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 2]]]> : tensor<2x3x2xi64>
  %slice_sizes = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [2, 3],
      collapsed_slice_dims = [0],
      start_index_map = [1, 0],
      index_vector_dim = 2>,
    indices_are_sorted = false
  } : (tensor<3x4x2xi64>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi64>
  check.expect_eq_const %result, dense<[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]], [[[9, 10], [11, 12]], [[11, 12], [13, 14]], [[17, 18], [19, 20]]]]> : tensor<2x3x2x2xi64>
  func.return
}

// -----

// si32 slice sizes; start indices are clamped to [0, dim - slice_size] as in
// gather: (-5, 10) -> (0, 1), (2, 2) -> (1, 1), (0, 1) stays.
func.func @dynamic_gather_clamps_start_indices() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start_indices = stablehlo.constant dense<[[-5, 10], [2, 2], [0, 1]]> : tensor<3x2xi64>
  %slice_sizes = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<3x2xi64>, tensor<2xi32>) -> tensor<3x2x3xi32>
  check.expect_eq_const %result, dense<[[[2, 3, 4], [6, 7, 8]], [[6, 7, 8], [10, 11, 12]], [[2, 3, 4], [6, 7, 8]]]> : tensor<3x2x3xi32>
  func.return
}

// -----

// Slice sizes computed at run time ([0, 1] + [1, 2] = [1, 3]); implicit index
// vector dimension. The result equals gather with the same static sizes.
func.func @dynamic_gather_computed_slice_sizes() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %start_indices = stablehlo.constant dense<[2, 0, 1]> : tensor<3xi64>
  %a = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %slice_sizes = stablehlo.add %a, %b : tensor<2xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x3xi32>, tensor<3xi64>, tensor<2xi64>) -> tensor<3x3xi32>
  check.expect_eq_const %result, dense<[[7, 8, 9], [1, 2, 3], [4, 5, 6]]> : tensor<3x3xi32>
  %static = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<3x3xi32>, tensor<3xi64>) -> tensor<3x3xi32>
  check.expect_eq %result, %static : tensor<3x3xi32>
  func.return
}

// -----

// index_vector_dim = 0 and the batch dimension last: 3x2 windows starting at
// columns 1 and 0, result[o0, o1, b] = operand[o0, start_b + o1].
func.func @dynamic_gather_batch_dim_last() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start_indices = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
  %slice_sizes = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_gather"(%operand, %start_indices, %slice_sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1], index_vector_dim = 0>, indices_are_sorted = false} : (tensor<3x4xi32>, tensor<1x2xi64>, tensor<2xi64>) -> tensor<3x2x2xi32>
  check.expect_eq_const %result, dense<[[[2, 1], [3, 2]], [[6, 5], [7, 6]], [[10, 9], [11, 10]]]> : tensor<3x2x2xi32>
  func.return
}
