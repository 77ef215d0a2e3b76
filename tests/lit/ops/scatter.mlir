// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Adds whole rows: each index vector (size 1, along index_vector_dim = 1) picks
// a row of the input, whose dimension is inserted (not in the updates).
func.func @scatter_add_rows() {
  %input = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %indices = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<3x3xi32>
  check.expect_eq_const %result, dense<[[41, 52, 63], [4, 5, 6], [17, 28, 39]]> : tensor<3x3xi32>
  func.return
}

// -----

// A combiner that returns its second argument (the update) replaces.
func.func @scatter_replace_rows() {
  %input = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %indices = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = true, unique_indices = true} : (tensor<3x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<3x3xi32>
  check.expect_eq_const %result, dense<[[40, 50, 60], [4, 5, 6], [10, 20, 30]]> : tensor<3x3xi32>
  func.return
}

// -----

// Duplicate indices with an associative, commutative combiner: the result does
// not depend on the order of the updates. Implicit index vector dimension
// (index_vector_dim = rank(scatter_indices) = 1).
func.func @scatter_duplicate_indices() {
  %zeros = stablehlo.constant dense<0> : tensor<5xi32>
  %indices = stablehlo.constant dense<[1, 3, 1, 1, 3]> : tensor<5xi64>
  %updates = stablehlo.constant dense<[1, 10, 100, 1000, 10000]> : tensor<5xi32>
  %sum = "stablehlo.scatter"(%zeros, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xi32>, tensor<5xi64>, tensor<5xi32>) -> tensor<5xi32>
  check.expect_eq_const %sum, dense<[0, 1101, 0, 10010, 0]> : tensor<5xi32>
  %low = stablehlo.constant dense<-100> : tensor<5xi32>
  %values = stablehlo.constant dense<[7, -2, 9, 3, -5]> : tensor<5xi32>
  %max = "stablehlo.scatter"(%low, %indices, %values) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.maximum %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xi32>, tensor<5xi64>, tensor<5xi32>) -> tensor<5xi32>
  check.expect_eq_const %max, dense<[-100, 9, -100, -2, -100]> : tensor<5xi32>
  func.return
}

// -----

// 2x3 windows of a 4x5 input, nothing inserted, si32 indices along
// index_vector_dim = 0 (the columns (0, 1) and (2, 2) of the indices), and
// scatter_dims_to_operand_dims = [1, 0]: the first component is the column,
// the second the row. The windows start at (1, 0) and (2, 2) and overlap at
// (2, 2), where both updates add up: 1.5 + 1.75 = 3.25.
func.func @scatter_windows_permuted_index_vector_dim_0() {
  %input = stablehlo.constant dense<0.0> : tensor<4x5xf32>
  %indices = stablehlo.constant dense<[[0, 2], [1, 2]]> : tensor<2x2xi32>
  %updates = stablehlo.constant dense<[[[0.25, 0.5, 0.75], [1.0, 1.25, 1.5]], [[1.75, 2.0, 2.25], [2.5, 2.75, 3.0]]]> : tensor<2x2x3xf32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 0], index_vector_dim = 0>, indices_are_sorted = false, unique_indices = false} : (tensor<4x5xf32>, tensor<2x2xi32>, tensor<2x2x3xf32>) -> tensor<4x5xf32>
  check.expect_eq_const %result, dense<[[0.0, 0.0, 0.0, 0.0, 0.0], [0.25, 0.5, 0.75, 0.0, 0.0], [1.0, 1.25, 3.25, 2.0, 2.25], [0.0, 0.0, 2.5, 2.75, 3.0]]> : tensor<4x5xf32>
  func.return
}

// -----

// The window dimension comes first in the updates (update_window_dims = [0]):
// updates[:, j] replaces column indices[j].
func.func @scatter_update_window_dim_first() {
  %input = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %indices = stablehlo.constant dense<[3, 0]> : tensor<2xi64>
  %updates = stablehlo.constant dense<[[-1, -2], [-3, -4], [-5, -6]]> : tensor<3x2xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true} : (tensor<3x4xi32>, tensor<2xi64>, tensor<3x2xi32>) -> tensor<3x4xi32>
  check.expect_eq_const %result, dense<[[-2, 2, 3, -1], [-4, 6, 7, -3], [-6, 10, 11, -5]]> : tensor<3x4xi32>
  func.return
}

// -----

// Rank-0 scatter_indices (index_vector_dim = 0 = rank): one window of 3 added
// at offset 1.
func.func @scatter_scalar_index() {
  %input = stablehlo.constant dense<1> : tensor<5xi32>
  %index = stablehlo.constant dense<1> : tensor<i64>
  %updates = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi32>
  %result = "stablehlo.scatter"(%input, %index, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>} : (tensor<5xi32>, tensor<i64>, tensor<3xi32>) -> tensor<5xi32>
  check.expect_eq_const %result, dense<[1, 6, 7, 8, 1]> : tensor<5xi32>
  func.return
}

// -----

// Unlike gather, scatter does not clamp: an update whose result_index is out of
// bounds is skipped. Windows of 2 starting at 6, -2 and 100 lie wholly outside
// the 6 elements and change nothing; the window at 2 is added.
func.func @scatter_out_of_bounds_windows_skipped() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %indices = stablehlo.constant dense<[[6], [-2], [100], [2]]> : tensor<4x1xi64>
  %updates = stablehlo.constant dense<[[10, 20], [30, 40], [50, 60], [70, 80]]> : tensor<4x2xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6xi32>, tensor<4x1xi64>, tensor<4x2xi32>) -> tensor<6xi32>
  check.expect_eq_const %result, dense<[1, 2, 73, 84, 5, 6]> : tensor<6xi32>
  func.return
}

// -----

// The specification tests bounds per update element ("if result_index is in
// bounds for shape(results...)"), not per window: of a window that sticks out,
// the elements that land in bounds are still combined. Window at -1: element
// -1 is skipped, element 0 gets 20. Window at 5: element 5 gets 30, element 6
// is skipped.
func.func @scatter_partially_out_of_bounds_window() {
  %input = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %indices = stablehlo.constant dense<[[-1], [5]]> : tensor<2x1xi64>
  %updates = stablehlo.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<6xi32>, tensor<2x1xi64>, tensor<2x2xi32>) -> tensor<6xi32>
  check.expect_eq_const %result, dense<[21, 2, 3, 4, 5, 36]> : tensor<6xi32>
  func.return
}

// -----

// Batching dimensions: input dimension 0 pairs with scatter_indices dimension
// 0, so updates[b, k] goes to input[b, indices[b, k]] (implicit index vector
// dimension 2). Row 1 has a duplicate index: 6 + 300 + 400.
func.func @scatter_batching_dims() {
  %input = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>
  %indices = stablehlo.constant dense<[[3, 0], [1, 1]]> : tensor<2x2xi32>
  %updates = stablehlo.constant dense<[[100, 200], [300, 400]]> : tensor<2x2xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x4xi32>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %result, dense<[[201, 2, 3, 104], [5, 706, 7, 8]]> : tensor<2x4xi32>
  func.return
}

// -----

// Batching dimensions that are not leading: input dimension 1 pairs with
// scatter_indices dimension 1; input dimension 0 is indexed and inserted and
// dimension 2 takes a window of 3 (smaller than the input's 4):
// input[indices[k, b, 0], b, 0:3] += updates[k, b, :].
func.func @scatter_batching_dims_not_leading() {
  %input = stablehlo.constant dense<0> : tensor<3x2x4xi32>
  %indices = stablehlo.constant dense<[[[2], [0]], [[1], [2]]]> : tensor<2x2x1xi64>
  %updates = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : tensor<2x2x3xi32>
  %result = "stablehlo.scatter"(%input, %indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], input_batching_dims = [1], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>} : (tensor<3x2x4xi32>, tensor<2x2x1xi64>, tensor<2x2x3xi32>) -> tensor<3x2x4xi32>
  check.expect_eq_const %result, dense<[[[0, 0, 0, 0], [4, 5, 6, 0]], [[7, 8, 9, 0], [0, 0, 0, 0]], [[1, 2, 3, 0], [10, 11, 12, 0]]]> : tensor<3x2x4xi32>
  func.return
}

// -----

// Several inputs and updates at once. The computation takes
// (input0, input1, update0, update1) and returns one value per input:
// input0 - update0 (the order of the arguments matters) and update1.
func.func @scatter_variadic() {
  %input0 = stablehlo.constant dense<[10, 20, 30, 40, 50]> : tensor<5xi32>
  %input1 = stablehlo.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5]> : tensor<5xf32>
  %indices = stablehlo.constant dense<[[0], [3]]> : tensor<2x1xi64>
  %update0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %update1 = stablehlo.constant dense<[-1.0, -2.0]> : tensor<2xf32>
  %result:2 = "stablehlo.scatter"(%input0, %input1, %indices, %update0, %update1) ({
  ^bb0(%in0: tensor<i32>, %in1: tensor<f32>, %up0: tensor<i32>, %up1: tensor<f32>):
    %d = stablehlo.subtract %in0, %up0 : tensor<i32>
    stablehlo.return %d, %up1 : tensor<i32>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = true, unique_indices = true} : (tensor<5xi32>, tensor<5xf32>, tensor<2x1xi64>, tensor<2xi32>, tensor<2xf32>) -> (tensor<5xi32>, tensor<5xf32>)
  check.expect_eq_const %result#0, dense<[9, 20, 30, 38, 50]> : tensor<5xi32>
  check.expect_eq_const %result#1, dense<[-1.0, 2.5, 3.5, -2.0, 5.5]> : tensor<5xf32>
  func.return
}

// -----

// The example of the specification: every dimension-number field. The index
// (0, 9) puts every element of its window out of bounds (9 on dimension 1 of
// size 3), so that window is skipped.
func.func @scatter_spec_example() {
  %input = stablehlo.constant dense<[[[[1, 2], [3, 4], [5, 6], [7, 8]], [[9, 10], [11, 12], [13, 14], [15, 16]], [[17, 18], [19, 20], [21, 22], [23, 24]]], [[[25, 26], [27, 28], [29, 30], [31, 32]], [[33, 34], [35, 36], [37, 38], [39, 40]], [[41, 42], [43, 44], [45, 46], [47, 48]]]]> : tensor<2x3x4x2xi64>
  %scatter_indices = stablehlo.constant dense<[[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]]> : tensor<2x2x3x2xi64>
  %update = stablehlo.constant dense<1> : tensor<2x2x3x2x2xi64>
  %result = "stablehlo.scatter"(%input, %scatter_indices, %update) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [3, 4],
      inserted_window_dims = [1],
      input_batching_dims = [0],
      scatter_indices_batching_dims = [1],
      scatter_dims_to_operand_dims = [2, 1],
      index_vector_dim = 3>,
    indices_are_sorted = false,
    unique_indices = false
  } : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  check.expect_eq_const %result, dense<[[[[3, 4], [6, 7], [6, 7], [7, 8]], [[9, 10], [11, 12], [15, 16], [17, 18]], [[17, 18], [19, 20], [22, 23], [24, 25]]], [[[25, 26], [28, 29], [30, 31], [31, 32]], [[35, 36], [38, 39], [38, 39], [39, 40]], [[41, 42], [44, 45], [46, 47], [47, 48]]]]> : tensor<2x3x4x2xi64>
  func.return
}
