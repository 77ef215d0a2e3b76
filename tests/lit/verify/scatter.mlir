// Verifier errors of stablehlo.scatter: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) The two inputs have different shapes.
func.func @main(%input0: tensor<3x4xi32>, %input1: tensor<3x5xi32>, %scatter_indices: tensor<2x1xi64>, %update0: tensor<2x4xi32>, %update1: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result:2 = "stablehlo.scatter"(%input0, %input1, %scatter_indices, %update0, %update1) ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<i32>, %b1: tensor<i32>):
    stablehlo.return %b0, %b1 : tensor<i32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<3x5xi32>, tensor<2x1xi64>, tensor<2x4xi32>, tensor<2x4xi32>) -> (tensor<3x4xi32>, tensor<3x5xi32>)
  func.return
}

// -----

// (C2) rank(inputs[0]) = 2, but update_window_dims, inserted_window_dims and
// input_batching_dims name 1 dimension.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C3) The two updates have different shapes.
func.func @main(%input0: tensor<3x4xi32>, %input1: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %update0: tensor<2x4xi32>, %update1: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result:2 = "stablehlo.scatter"(%input0, %input1, %scatter_indices, %update0, %update1) ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<i32>, %b1: tensor<i32>):
    stablehlo.return %b0, %b1 : tensor<i32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>, tensor<2x3xi32>) -> (tensor<3x4xi32>, tensor<3x4xi32>)
  func.return
}

// -----

// (C4) The scatter dimension of updates has size 3, scatter_indices has 2.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<3x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<3x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C4) The update window (5) is larger than the input dimension (4).
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x5xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x5xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C4) updates has rank 3, the dimension numbers need rank 2.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4x1xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4x1xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C5) No inputs and no updates.
func.func @main(%scatter_indices: tensor<2x1xi64>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  "stablehlo.scatter"(%scatter_indices) ({
  ^bb0:
    stablehlo.return
  }) {scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>} : (tensor<2x1xi64>) -> ()
  func.return
}

// -----

// (C6) The update element type (f32) differs from the input's (i32).
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xf32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C7) update_window_dims is not sorted.
func.func @main(%input: tensor<2x3x4xi32>, %scatter_indices: tensor<5x1xi64>, %updates: tensor<5x3x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2x3x4xi32>, tensor<5x1xi64>, tensor<5x3x4xi32>) -> tensor<2x3x4xi32>
  func.return
}

// -----

// (C7) update_window_dims repeats a dimension.
func.func @main(%input: tensor<2x3x4xi32>, %scatter_indices: tensor<5x1xi64>, %updates: tensor<5x3x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2x3x4xi32>, tensor<5x1xi64>, tensor<5x3x4xi32>) -> tensor<2x3x4xi32>
  func.return
}

// -----

// (C8) update_window_dims = [2] is outside the rank-2 updates.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C9) Dimension 0 is both inserted and a batching dimension.
func.func @main(%input: tensor<2x3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<2x3x4xi32>
  func.return
}

// -----

// (C10) inserted_window_dims is not sorted.
func.func @main(%input: tensor<3x4x5xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2x5xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<3x4x5xi32>, tensor<2x2xi64>, tensor<2x5xi32>) -> tensor<3x4x5xi32>
  func.return
}

// -----

// (C11) inserted_window_dims = [2] is outside the rank-2 input.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C12) input_batching_dims is not sorted.
func.func @main(%input: tensor<2x2x4xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>} : (tensor<2x2x4xi32>, tensor<2x2xi64>, tensor<2x2xi32>) -> tensor<2x2x4xi32>
  func.return
}

// -----

// (C13) input_batching_dims = [2] is outside the rank-2 input.
func.func @main(%input: tensor<2x5xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [2], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x5xi32>, tensor<2x1xi64>, tensor<2xi32>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C14) scatter_indices_batching_dims repeats a dimension.
func.func @main(%input: tensor<2x2x5xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 0], scatter_dims_to_operand_dims = [2], index_vector_dim = 2>} : (tensor<2x2x5xi32>, tensor<2x2xi64>, tensor<2x2xi32>) -> tensor<2x2x5xi32>
  func.return
}

// -----

// (C15) scatter_indices_batching_dims = [3] is outside the rank-2 scatter_indices.
func.func @main(%input: tensor<2x5xi32>, %scatter_indices: tensor<2x3xi64>, %updates: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [3], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5xi32>, tensor<2x3xi64>, tensor<2x3xi32>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C16) index_vector_dim = 1 is also a batching dimension of scatter_indices.
func.func @main(%input: tensor<2x5x6xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1, 2], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>} : (tensor<2x5x6xi32>, tensor<2x2xi64>, tensor<2xi32>) -> tensor<2x5x6xi32>
  func.return
}

// -----

// (C17) One input batching dimension, no scatter_indices batching dimension.
func.func @main(%input: tensor<2x5xi32>, %scatter_indices: tensor<3x1xi64>, %updates: tensor<3xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>} : (tensor<2x5xi32>, tensor<3x1xi64>, tensor<3xi32>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C18) The paired batching dimensions have sizes 2 (input) and 3 (scatter_indices).
func.func @main(%input: tensor<2x5xi32>, %scatter_indices: tensor<3x4xi64>, %updates: tensor<3x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5xi32>, tensor<3x4xi64>, tensor<3x4xi32>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C19) The index vectors have 2 elements, scatter_dims_to_operand_dims has 1.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x2xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C20) scatter_dims_to_operand_dims names the batching dimension 0.
func.func @main(%input: tensor<2x5xi32>, %scatter_indices: tensor<2x3x2xi64>, %updates: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>} : (tensor<2x5xi32>, tensor<2x3x2xi64>, tensor<2x3xi32>) -> tensor<2x5xi32>
  func.return
}

// -----

// (C20) scatter_dims_to_operand_dims repeats a dimension.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x2xi64>, %updates: tensor<2xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x2xi64>, tensor<2xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C21) scatter_dims_to_operand_dims = [2] is outside the rank-2 input.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C22) index_vector_dim = 3 > rank(scatter_indices) = 2.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C23) The update computation takes 3 arguments, not 2.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C23) The update computation returns 2 values for 1 input.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C23) The update computation takes f32 for an i32 input (not promotable).
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C23) The update computation takes rank-1 tensors.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<1xi32>, %b: tensor<1xi32>):
    stablehlo.return %b : tensor<1xi32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}

// -----

// (C24) The result shape differs from the input's.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<4x3xi32>
  func.return
}

// -----

// (C25) The result element type (i64) differs from the computation's (i32).
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xi64>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xi64>, tensor<2x4xi32>) -> tensor<3x4xi64>
  func.return
}

// -----

// (I2) scatter_indices must have an integer element type.
func.func @main(%input: tensor<3x4xi32>, %scatter_indices: tensor<2x1xf32>, %updates: tensor<2x4xi32>) {
  // expected-error @+1 {{'stablehlo.scatter' op}}
  %result = "stablehlo.scatter"(%input, %scatter_indices, %updates) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3x4xi32>, tensor<2x1xf32>, tensor<2x4xi32>) -> tensor<3x4xi32>
  func.return
}
