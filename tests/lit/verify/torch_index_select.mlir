// Verifier errors of the deprecated stablehlo.torch_index_select, with the
// meaning of torch.index_select generalised by batch_dims:
//   batch_dims <= dim < rank(operand), batch_dims <= rank(index),
//   shape(operand)[:batch_dims] = shape(index)[:batch_dims],
//   shape(result) = shape(operand)[:dim] ++ shape(index)[batch_dims:]
//                   ++ shape(operand)[dim + 1:],
//   element_type(result) = element_type(operand).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// dim < rank(operand).
func.func @torch_index_select_dim_too_large(%x: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<3x2x2xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<3x2x2xf32>
  func.return %0 : tensor<3x2x2xf32>
}

// -----

// 0 <= dim.
func.func @torch_index_select_dim_negative(%x: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = -1 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// batch_dims <= dim.
func.func @torch_index_select_batch_dims_after_dim(%x: tensor<2x3xf32>, %i: tensor<2x1xi32>) -> tensor<2x1x3xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
  func.return %0 : tensor<2x1x3xf32>
}

// -----

// The batch dimensions of operand and index have the same sizes.
func.func @torch_index_select_batch_size_mismatch(%x: tensor<2x3x2xf32>, %i: tensor<3x2xi32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3x2xf32>, tensor<3x2xi32>) -> tensor<2x2x2xf32>
  func.return %0 : tensor<2x2x2xf32>
}

// -----

// The result shape: selecting 2 rows of a 3x2 operand gives 2x2.
func.func @torch_index_select_result_shape(%x: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

// The result element type is that of the operand.
func.func @torch_index_select_result_element_type(%x: tensor<3x2xf32>, %i: tensor<2xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<2x2xi32>
  func.return %0 : tensor<2x2xi32>
}

// -----

// The index is of integer type.
func.func @torch_index_select_float_index(%x: tensor<3x2xf32>, %i: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.torch_index_select' op}}
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}
