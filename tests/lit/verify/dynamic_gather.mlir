// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// dynamic_gather shares gather's constraints except the slice sizes, which
// are an operand.

// (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims).
func.func @rank_mismatch(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %sizes: tensor<2xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op rank(operand) must equal size(offset_dims) + size(collapsed_slice_dims) + size(operand_batching_dims) (C1)}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// (C2) index_vector_dim <= rank(start_indices).
func.func @index_vector_dim_too_big(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %sizes: tensor<2xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op index_vector_dim 3 is out of range [0, 2] (C2)}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// slice_sizes must hold one value per operand dimension.
func.func @slice_sizes_count(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %sizes: tensor<3xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op slice_sizes needs one value per operand dimension}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<3xi64>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

// (C19) start_index_map values lie in [0, rank(operand)).
func.func @start_index_map_range(%operand: tensor<3x4xf32>, %indices: tensor<2x1xi64>, %sizes: tensor<2xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_gather' op start_index_map value 2 is out of range [0, 2) (C19)}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>} : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}
