// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Deprecated op with the meaning of torch.index_select(operand, dim, index),
// generalised by batch_dims: the first batch_dims dimensions of operand and
// index are shared, and
//   shape(result) = shape(operand)[:dim] ++ shape(index)[batch_dims:]
//                   ++ shape(operand)[dim + 1:]
//   result[b..., m..., k..., t...] = operand[b..., m..., index[b..., k...], t...]
// It has no pretty syntax.

// Rows of a matrix (dim = 0).
func.func @torch_index_select_rows_f32() {
  %operand = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %index = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[5.0, 6.0], [1.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Columns of a matrix (dim = 1), with a repeated index.
func.func @torch_index_select_columns_repeated() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %index = stablehlo.constant dense<[2, 2, 0]> : tensor<3xi64>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<3xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[3, 3, 1], [6, 6, 4]]> : tensor<2x3xi32>
  func.return
}

// -----

// The last dimension of a rank-3 operand.
func.func @torch_index_select_last_dimension() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %operand = stablehlo.reshape %iota : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %index = stablehlo.constant dense<[3, 0]> : tensor<2xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 2 : i64, batch_dims = 0 : i64} : (tensor<2x3x4xi32>, tensor<2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[3, 0], [7, 4], [11, 8]], [[15, 12], [19, 16], [23, 20]]]> : tensor<2x3x2xi32>
  func.return
}

// -----

// Selecting nothing gives an empty result.
func.func @torch_index_select_empty_index() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %index = stablehlo.constant dense<> : tensor<0xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x2xi32>, tensor<0xi32>) -> tensor<0x2xi32>
  check.expect_eq_const %result, dense<> : tensor<0x2xi32>
  func.return
}

// -----

// One batch dimension: each batch has its own indices.
func.func @torch_index_select_batch_dims() {
  %operand = stablehlo.constant dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : tensor<2x3x2xi32>
  %index = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3x2xi32>, tensor<2x2xi32>) -> tensor<2x2x2xi32>
  check.expect_eq_const %result, dense<[[[4, 5], [0, 1]], [[8, 9], [8, 9]]]> : tensor<2x2x2xi32>
  func.return
}

// -----

// One batch dimension and a non-batch dimension before dim.
func.func @torch_index_select_batch_dims_inner() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi64>
  %operand = stablehlo.reshape %iota : (tensor<24xi64>) -> tensor<2x3x4xi64>
  %index = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 2 : i64, batch_dims = 1 : i64} : (tensor<2x3x4xi64>, tensor<2x1xi32>) -> tensor<2x3x1xi64>
  check.expect_eq_const %result, dense<[[[1], [5], [9]], [[14], [18], [22]]]> : tensor<2x3x1xi64>
  func.return
}

// -----

// A rank-2 index without batch dimensions: its dimensions replace dim.
func.func @torch_index_select_rank2_index() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %index = stablehlo.constant dense<[[1, 0], [0, 0]]> : tensor<2x2xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2x2x3xi32>
  check.expect_eq_const %result, dense<[[[4, 5, 6], [1, 2, 3]], [[1, 2, 3], [1, 2, 3]]]> : tensor<2x2x3xi32>
  func.return
}

// -----

// Unsigned index types.
func.func @torch_index_select_unsigned_index() {
  %operand = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %index8 = stablehlo.constant dense<[2, 1, 0]> : tensor<3xui8>
  %r8 = "stablehlo.torch_index_select"(%operand, %index8) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3xi32>, tensor<3xui8>) -> tensor<3xi32>
  check.expect_eq_const %r8, dense<[30, 20, 10]> : tensor<3xi32>
  %index64 = stablehlo.constant dense<[1]> : tensor<1xui64>
  %r64 = "stablehlo.torch_index_select"(%operand, %index64) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3xi32>, tensor<1xui64>) -> tensor<1xi32>
  check.expect_eq_const %r64, dense<[20]> : tensor<1xi32>
  func.return
}

// -----

// Booleans, 4-bit integers, floats and complex numbers.
func.func @torch_index_select_element_types() {
  %index = stablehlo.constant dense<[1, 1, 0]> : tensor<3xi32>
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %rp = "stablehlo.torch_index_select"(%pred, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xi1>, tensor<3xi32>) -> tensor<3xi1>
  check.expect_eq_const %rp, dense<[false, false, true]> : tensor<3xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %r4 = "stablehlo.torch_index_select"(%s4, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xi4>, tensor<3xi32>) -> tensor<3xi4>
  check.expect_eq_const %r4, dense<[7, 7, -8]> : tensor<3xi4>
  %u4 = stablehlo.constant dense<[15, 1]> : tensor<2xui4>
  %ru4 = "stablehlo.torch_index_select"(%u4, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xui4>, tensor<3xi32>) -> tensor<3xui4>
  check.expect_eq_const %ru4, dense<[1, 1, 15]> : tensor<3xui4>
  %h = stablehlo.constant dense<[0.5, -1.5]> : tensor<2xf16>
  %rh = "stablehlo.torch_index_select"(%h, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xf16>, tensor<3xi32>) -> tensor<3xf16>
  check.expect_eq_const %rh, dense<[-1.5, -1.5, 0.5]> : tensor<3xf16>
  %b = stablehlo.constant dense<[2.0, 4.0]> : tensor<2xbf16>
  %rb = "stablehlo.torch_index_select"(%b, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xbf16>, tensor<3xi32>) -> tensor<3xbf16>
  check.expect_eq_const %rb, dense<[4.0, 4.0, 2.0]> : tensor<3xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %rf = "stablehlo.torch_index_select"(%f, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xf32>, tensor<3xi32>) -> tensor<3xf32>
  check.expect_eq_const %rf, dense<[-0.0, -0.0, 0x7FC00001]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.25, 2.5]> : tensor<2xf64>
  %rd = "stablehlo.torch_index_select"(%d, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xf64>, tensor<3xi32>) -> tensor<3xf64>
  check.expect_eq_const %rd, dense<[2.5, 2.5, 1.25]> : tensor<3xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %rc = "stablehlo.torch_index_select"(%c, %index) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2xcomplex<f32>>, tensor<3xi32>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(3.0, 4.0), (3.0, 4.0), (1.0, 2.0)]> : tensor<3xcomplex<f32>>
  func.return
}
