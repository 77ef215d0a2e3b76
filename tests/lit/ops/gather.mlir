// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Whole rows: each index vector (size 1, along index_vector_dim = 1) picks a
// row; the row dimension is collapsed, the columns are the offset dimension.
// Repeated indices are allowed.
func.func @gather_rows() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %start_indices = stablehlo.constant dense<[[2], [0], [2]]> : tensor<3x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<3x3xi32>, tensor<3x1xi64>) -> tensor<3x3xi32>
  check.expect_eq_const %result, dense<[[7, 8, 9], [1, 2, 3], [7, 8, 9]]> : tensor<3x3xi32>
  func.return
}

// -----

// index_vector_dim = rank(start_indices): every element of start_indices is a
// start index vector of size 1 (an implicit trailing dimension of size 1).
func.func @gather_implicit_index_vector_dim() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %start_indices = stablehlo.constant dense<[2, 0, 1]> : tensor<3xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>} : (tensor<3x3xi32>, tensor<3xi64>) -> tensor<3x3xi32>
  check.expect_eq_const %result, dense<[[7, 8, 9], [1, 2, 3], [4, 5, 6]]> : tensor<3x3xi32>
  func.return
}

// -----

// Whole columns, with the offset dimension before the batch dimension:
// result[o, b] = operand[o, start_indices[b]].
func.func @gather_columns_offset_dim_first() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start_indices = stablehlo.constant dense<[3, 0]> : tensor<2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1>} : (tensor<3x4xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[4, 1], [8, 5], [12, 9]]> : tensor<3x2xi32>
  func.return
}

// -----

// 2x2 windows, nothing collapsed, si32 indices, index_vector_dim = 0: the index
// vectors are the columns of start_indices, (0, 1), (2, 3) and (3, 0). The last
// one is clamped to (2, 0) so that the window fits.
func.func @gather_windows_index_vector_dim_0() {
  %operand = stablehlo.constant dense<[[0.0, 0.5, 1.0, 1.5, 2.0], [2.5, 3.0, 3.5, 4.0, 4.5], [5.0, 5.5, 6.0, 6.5, 7.0], [7.5, 8.0, 8.5, 9.0, 9.5]]> : tensor<4x5xf32>
  %start_indices = stablehlo.constant dense<[[0, 2, 3], [1, 3, 0]]> : tensor<2x3xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 0>, slice_sizes = array<i64: 2, 2>, indices_are_sorted = false} : (tensor<4x5xf32>, tensor<2x3xi32>) -> tensor<3x2x2xf32>
  check.expect_eq_const %result, dense<[[[0.5, 1.0], [3.0, 3.5]], [[6.5, 7.0], [9.0, 9.5]], [[5.0, 5.5], [7.5, 8.0]]]> : tensor<3x2x2xf32>
  func.return
}

// -----

// start_index_map = [1, 0]: the first component of an index vector is the
// column, the second the row. Both dimensions are collapsed (single elements).
func.func @gather_start_index_map_permuted() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start_indices = stablehlo.constant dense<[[0, 2], [3, 1]]> : tensor<2x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [1, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[9, 8]> : tensor<2xi32>
  func.return
}

// -----

// Out-of-range start indices are clamped to [0, dim - slice_size]: with 2x3
// windows of a 3x4 operand, rows clamp to [0, 1] and columns to [0, 1].
// (-5, 10) -> (0, 1); (2, 2) -> (1, 1); (1, -1) -> (1, 0); (100, 1) -> (1, 1).
func.func @gather_clamps_start_indices() {
  %operand = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %start_indices = stablehlo.constant dense<[[-5, 10], [2, 2], [1, -1], [100, 1]]> : tensor<4x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 3>} : (tensor<3x4xi32>, tensor<4x2xi64>) -> tensor<4x2x3xi32>
  check.expect_eq_const %result, dense<[[[2, 3, 4], [6, 7, 8]], [[6, 7, 8], [10, 11, 12]], [[5, 6, 7], [9, 10, 11]], [[6, 7, 8], [10, 11, 12]]]> : tensor<4x2x3xi32>
  func.return
}

// -----

// A rank-0 start_indices (index_vector_dim = 0 = rank) gathers one window;
// 4 is clamped to 5 - 3 = 2.
func.func @gather_scalar_start_index() {
  %operand = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %four = stablehlo.constant dense<4> : tensor<i64>
  %r1 = "stablehlo.gather"(%operand, %one) {dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 3>} : (tensor<5xi32>, tensor<i64>) -> tensor<3xi32>
  check.expect_eq_const %r1, dense<[20, 30, 40]> : tensor<3xi32>
  %r4 = "stablehlo.gather"(%operand, %four) {dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 3>} : (tensor<5xi32>, tensor<i64>) -> tensor<3xi32>
  check.expect_eq_const %r4, dense<[30, 40, 50]> : tensor<3xi32>
  func.return
}

// -----

// A middle operand dimension is collapsed; the two offset dimensions go around
// the batch dimension: result[o0, b, o2] = operand[o0, start_indices[b], o2].
func.func @gather_offset_dims_around_batch_dim() {
  %operand = stablehlo.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi32>
  %start_indices = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1, 4>, indices_are_sorted = false} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x2x4xi32>
  check.expect_eq_const %result, dense<[[[8, 9, 10, 11], [0, 1, 2, 3]], [[20, 21, 22, 23], [12, 13, 14, 15]]]> : tensor<2x2x4xi32>
  func.return
}

// -----

// A window dimension of size 1 that is not collapsed stays in the result.
func.func @gather_uncollapsed_unit_dim() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %start_indices = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = true} : (tensor<3x3xi32>, tensor<2x1xi64>) -> tensor<2x1x2xi32>
  check.expect_eq_const %result, dense<[[[4, 5]], [[7, 8]]]> : tensor<2x1x2xi32>
  func.return
}

// -----

// Batching dimensions: operand dimension 0 and start_indices dimension 0 are
// paired, so result[b, k] = operand[b, start_indices[b, k]] (a per-row take),
// with si32 indices and the implicit index vector dimension.
func.func @gather_batching_dims() {
  %operand = stablehlo.constant dense<[[10, 11, 12, 13, 14], [20, 21, 22, 23, 24]]> : tensor<2x5xi32>
  %start_indices = stablehlo.constant dense<[[4, 0, 2], [1, 1, 3]]> : tensor<2x3xi32>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<2x5xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[14, 10, 12], [21, 21, 23]]> : tensor<2x3xi32>
  func.return
}

// -----

// Batching dimensions that are not leading: operand dimension 1 pairs with
// start_indices dimension 1; operand dimension 0 is indexed and collapsed and
// dimension 2 is a window of 3:
// result[k, b, o] = operand[start_indices[k, b, 0], b, o].
func.func @gather_batching_dims_not_leading() {
  %operand = stablehlo.constant dense<[[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11], [12, 13, 14, 15]], [[16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<3x2x4xi32>
  %start_indices = stablehlo.constant dense<[[[2], [0]], [[1], [2]]]> : tensor<2x2x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>} : (tensor<3x2x4xi32>, tensor<2x2x1xi64>) -> tensor<2x2x3xi32>
  check.expect_eq_const %result, dense<[[[16, 17, 18], [4, 5, 6]], [[8, 9, 10], [20, 21, 22]]]> : tensor<2x2x3xi32>
  func.return
}

// -----

// The example of the specification: every dimension-number field, batching
// dimensions, 2x2 windows and the out-of-range index (0, 9), whose component 9
// (operand dimension 1) is clamped to 3 - 1 = 2.
func.func @gather_spec_example() {
  %operand = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]], [[[25, 26], [27, 28], [29, 30], [31, 32]], [[33, 34], [35, 36], [37, 38], [39, 40]], [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi32>
  %start_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [3, 4],
      collapsed_slice_dims = [1],
      operand_batching_dims = [0],
      start_indices_batching_dims = [1],
      start_index_map = [2, 1],
      index_vector_dim = 3>,
    slice_sizes = array<i64: 1, 1, 2, 2>,
    indices_are_sorted = false
  } : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  check.expect_eq_const %result, dense<[[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]], [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]], [[[[1, 2], [3, 4]], [[13, 14], [15, 16]], [[21, 22], [23, 24]]], [[[43, 44], [45, 46]], [[33, 34], [35, 36]], [[27, 28], [29, 30]]]]]> : tensor<2x2x3x2x2xi32>
  func.return
}

// -----

// Gathered elements are copied bit for bit (NaN payloads, -0.0), and the
// properties spelling <{...}> of the attributes is accepted.
func.func @gather_f64_bits() {
  %operand = stablehlo.constant dense<[1.5, -0.0, 0x7FF8000000000001, 0xFFF0000000000000]> : tensor<4xf64>
  %start_indices = stablehlo.constant dense<[[3], [2], [1], [0]]> : tensor<4x1xi64>
  %result = "stablehlo.gather"(%operand, %start_indices) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<4xf64>, tensor<4x1xi64>) -> tensor<4xf64>
  check.expect_eq_const %result, dense<[0xFFF0000000000000, 0x7FF8000000000001, -0.0, 1.5]> : tensor<4xf64>
  func.return
}

// -----

// Index element types read the way their storage holds them: ui64 values
// above INT64_MAX (18446744073709551615 = 2^64 - 1) clamp to the last valid
// start (5 - 2 = 3), si8 -128 clamps to 0, ui8 200 clamps to 3, i16 1 is 1.
func.func @gather_index_element_types() {
  %operand = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %u64 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %r1 = "stablehlo.gather"(%operand, %u64) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<5xi32>, tensor<2xui64>) -> tensor<2x2xi32>
  check.expect_eq_const %r1, dense<[[40, 50], [20, 30]]> : tensor<2x2xi32>
  %s8 = stablehlo.constant dense<[-128, 2]> : tensor<2xi8>
  %r2 = "stablehlo.gather"(%operand, %s8) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<5xi32>, tensor<2xi8>) -> tensor<2x2xi32>
  check.expect_eq_const %r2, dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %u8 = stablehlo.constant dense<[200, 0]> : tensor<2xui8>
  %r3 = "stablehlo.gather"(%operand, %u8) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<5xi32>, tensor<2xui8>) -> tensor<2x2xi32>
  check.expect_eq_const %r3, dense<[[40, 50], [10, 20]]> : tensor<2x2xi32>
  %s16 = stablehlo.constant dense<[1]> : tensor<1xi16>
  %r4 = "stablehlo.gather"(%operand, %s16) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2>} : (tensor<5xi32>, tensor<1xi16>) -> tensor<1x2xi32>
  check.expect_eq_const %r4, dense<[[20, 30]]> : tensor<1x2xi32>
  func.return
}
