// Verifier errors of stablehlo.gather: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) rank(operand) = 2, but offset_dims, collapsed_slice_dims and operand_batching_dims
// name 1 dimension.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C2) index_vector_dim = 3 > rank(start_indices) = 2.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C3) The index vectors have 2 elements, start_index_map has 1.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x2xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C4) offset_dims is not sorted.
func.func @main(%operand: tensor<2x3x4xi32>, %start_indices: tensor<5x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 4>} : (tensor<2x3x4xi32>, tensor<5x1xi64>) -> tensor<5x3x4xi32>
  func.return
}

// -----

// (C4) offset_dims repeats a dimension.
func.func @main(%operand: tensor<2x3x4xi32>, %start_indices: tensor<5x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 4>} : (tensor<2x3x4xi32>, tensor<5x1xi64>) -> tensor<5x3x4xi32>
  func.return
}

// -----

// (C5) offset_dims = [2] is outside the rank-2 result.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C6) Dimension 0 is both collapsed and a batching dimension.
func.func @main(%operand: tensor<2x3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C7) collapsed_slice_dims is not sorted.
func.func @main(%operand: tensor<3x4x5xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1, 0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 5>} : (tensor<3x4x5xi32>, tensor<2x2xi64>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C8) collapsed_slice_dims = [2] is outside the rank-2 operand.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C9) A collapsed dimension has slice size 2.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C10) operand_batching_dims is not sorted.
func.func @main(%operand: tensor<2x2x4xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [1, 0], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x2x4xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C11) operand_batching_dims = [2] is outside the rank-2 operand.
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [2], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  func.return
}

// -----

// (C12) A batching dimension has slice size 2.
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<2x3xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1>} : (tensor<2x5xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C13) start_indices_batching_dims repeats a dimension.
func.func @main(%operand: tensor<2x2x5xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x2x5xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C14) start_indices_batching_dims = [3] is outside the rank-2 start_indices.
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<2x3xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [3], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C15) index_vector_dim = 1 is also a batching dimension of start_indices.
func.func @main(%operand: tensor<2x5x6xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1, 2], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>} : (tensor<2x5x6xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  func.return
}

// -----

// (C16) One operand batching dimension, no start_indices batching dimension.
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<3x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi32>, tensor<3x1xi64>) -> tensor<3xi32>
  func.return
}

// -----

// (C17) The paired batching dimensions have sizes 2 (operand) and 3 (start_indices).
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<3x4xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi32>, tensor<3x4xi64>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C18) start_index_map names the batching dimension 0.
func.func @main(%operand: tensor<2x5xi32>, %start_indices: tensor<2x3x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>} : (tensor<2x5xi32>, tensor<2x3x2xi64>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C18) start_index_map repeats a dimension.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x2xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  func.return
}

// -----

// (C19) start_index_map = [2] is outside the rank-2 operand.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C20) Three slice sizes for a rank-2 operand.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4, 1>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C21) Slice size 5 exceeds the operand dimension 4.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 5>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C21) A negative slice size.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, -1>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C22) The result must be 2x4, not 2x3.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C22) The result must be 2x4 (batch dimension first), not 4x2.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<4x2xi32>
  func.return
}

// -----

// (C23) The result element type differs from the operand's.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  func.return
}

// -----

// (I2) start_indices must have an integer element type.
func.func @main(%operand: tensor<3x4xi32>, %start_indices: tensor<2x1xf32>) {
  // expected-error @+1 {{'stablehlo.gather' op}}
  %result = "stablehlo.gather"(%operand, %start_indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>} : (tensor<3x4xi32>, tensor<2x1xf32>) -> tensor<2x4xi32>
  func.return
}
