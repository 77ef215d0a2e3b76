// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A rank-1 operand becomes a row (dims = [1]) or a column (dims = [0]).
func.func @broadcast_in_dim_rank1_to_rank2_i32() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %rows = stablehlo.broadcast_in_dim %operand, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %rows, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  %cols = stablehlo.broadcast_in_dim %operand, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %cols, dense<[[1, 1], [2, 2], [3, 3]]> : tensor<3x2xi32>
  func.return
}

// -----

// A rank-0 operand (dims = []) fills the whole result.
func.func @broadcast_in_dim_scalar_f32() {
  %operand = stablehlo.constant dense<2.5> : tensor<f32>
  %result = stablehlo.broadcast_in_dim %operand, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<[[2.5, 2.5, 2.5], [2.5, 2.5, 2.5]]> : tensor<2x3xf32>
  %same = stablehlo.broadcast_in_dim %operand, dims = [] : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %same, dense<2.5> : tensor<f32>
  func.return
}

// -----

// A size-1 operand dimension is expanded: operand_index[d] = 0.
func.func @broadcast_in_dim_expand_size1_dimension_i64() {
  %operand = stablehlo.constant dense<[[10], [20]]> : tensor<2x1xi64>
  %result = stablehlo.broadcast_in_dim %operand, dims = [0, 1] : (tensor<2x1xi64>) -> tensor<2x3xi64>
  check.expect_eq_const %result, dense<[[10, 10, 10], [20, 20, 20]]> : tensor<2x3xi64>
  func.return
}

// -----

// A size-1 operand dimension that maps to a size-1 result dimension stays;
// the new leading dimension repeats the operand.
func.func @broadcast_in_dim_size1_kept_and_new_dimension() {
  %operand = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi16>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1, 2] : (tensor<3x1xi16>) -> tensor<2x3x1xi16>
  check.expect_eq_const %result, dense<[[[1], [2], [3]], [[1], [2], [3]]]> : tensor<2x3x1xi16>
  %wide = stablehlo.broadcast_in_dim %operand, dims = [1, 2] : (tensor<3x1xi16>) -> tensor<2x3x2xi16>
  check.expect_eq_const %wide, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi16>
  func.return
}

// -----

// broadcast_dimensions need not be increasing: dims = [2, 0] puts operand
// dimension 0 last and operand dimension 1 first, so
// result[i, j, k] = operand[k, i].
func.func @broadcast_in_dim_unsorted_dimensions() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = stablehlo.broadcast_in_dim %operand, dims = [2, 0] : (tensor<2x3xi32>) -> tensor<3x4x2xi32>
  check.expect_eq_const %result, dense<[[[1, 4], [1, 4], [1, 4], [1, 4]], [[2, 5], [2, 5], [2, 5], [2, 5]], [[3, 6], [3, 6], [3, 6], [3, 6]]]> : tensor<3x4x2xi32>
  func.return
}

// -----

// Identity broadcast, and a pure transpose via broadcast_dimensions = [1, 0].
func.func @broadcast_in_dim_identity_and_permutation() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui32>
  %same = stablehlo.broadcast_in_dim %operand, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3xui32>
  check.expect_eq_const %same, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui32>
  %swapped = stablehlo.broadcast_in_dim %operand, dims = [1, 0] : (tensor<2x3xui32>) -> tensor<3x2xui32>
  check.expect_eq_const %swapped, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xui32>
  func.return
}

// -----

// Empty results: a size-1 dimension broadcast to size 0, an empty operand
// broadcast along a new dimension.
func.func @broadcast_in_dim_empty() {
  %one = stablehlo.constant dense<[7]> : tensor<1xi32>
  %zero = stablehlo.broadcast_in_dim %one, dims = [0] : (tensor<1xi32>) -> tensor<0xi32>
  check.expect_eq_const %zero, dense<> : tensor<0xi32>
  %empty = stablehlo.constant dense<> : tensor<0xf32>
  %rows = stablehlo.broadcast_in_dim %empty, dims = [1] : (tensor<0xf32>) -> tensor<3x0xf32>
  check.expect_eq_const %rows, dense<> : tensor<3x0xf32>
  %scalar = stablehlo.constant dense<1.0> : tensor<f32>
  %none = stablehlo.broadcast_in_dim %scalar, dims = [] : (tensor<f32>) -> tensor<2x0x3xf32>
  check.expect_eq_const %none, dense<> : tensor<2x0x3xf32>
  func.return
}

// -----

// Booleans, 4-bit and 8-bit integers.
func.func @broadcast_in_dim_small_integer_types() {
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %rp = stablehlo.broadcast_in_dim %pred, dims = [0] : (tensor<2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %rp, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  %s4 = stablehlo.constant dense<[-8, 7, -1]> : tensor<3xi4>
  %r4 = stablehlo.broadcast_in_dim %s4, dims = [1] : (tensor<3xi4>) -> tensor<2x3xi4>
  check.expect_eq_const %r4, dense<[[-8, 7, -1], [-8, 7, -1]]> : tensor<2x3xi4>
  %u4 = stablehlo.constant dense<15> : tensor<ui4>
  %ru4 = stablehlo.broadcast_in_dim %u4, dims = [] : (tensor<ui4>) -> tensor<3xui4>
  check.expect_eq_const %ru4, dense<[15, 15, 15]> : tensor<3xui4>
  %s8 = stablehlo.constant dense<[[-128], [127]]> : tensor<2x1xi8>
  %r8 = stablehlo.broadcast_in_dim %s8, dims = [0, 1] : (tensor<2x1xi8>) -> tensor<2x2xi8>
  check.expect_eq_const %r8, dense<[[-128, -128], [127, 127]]> : tensor<2x2xi8>
  %u8 = stablehlo.constant dense<[255, 0]> : tensor<2xui8>
  %ru8 = stablehlo.broadcast_in_dim %u8, dims = [0] : (tensor<2xui8>) -> tensor<2x1xui8>
  check.expect_eq_const %ru8, dense<[[255], [0]]> : tensor<2x1xui8>
  func.return
}

// -----

// f16, bf16, f64 and complex operands.
func.func @broadcast_in_dim_float_and_complex_types() {
  %h = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf16>
  %rh = stablehlo.broadcast_in_dim %h, dims = [1] : (tensor<2xf16>) -> tensor<2x2xf16>
  check.expect_eq_const %rh, dense<[[1.5, -2.0], [1.5, -2.0]]> : tensor<2x2xf16>
  %b = stablehlo.constant dense<[0.5, 3.0]> : tensor<2xbf16>
  %rb = stablehlo.broadcast_in_dim %b, dims = [0] : (tensor<2xbf16>) -> tensor<2x3xbf16>
  check.expect_eq_const %rb, dense<[[0.5, 0.5, 0.5], [3.0, 3.0, 3.0]]> : tensor<2x3xbf16>
  %d = stablehlo.constant dense<[[[1.5, -2.5, 3.25]], [[0.0, -0.0, 7.0]]]> : tensor<2x1x3xf64>
  %rd = stablehlo.broadcast_in_dim %d, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x2x3xf64>
  check.expect_eq_const %rd, dense<[[[1.5, -2.5, 3.25], [1.5, -2.5, 3.25]], [[0.0, -0.0, 7.0], [0.0, -0.0, 7.0]]]> : tensor<2x2x3xf64>
  %c = stablehlo.constant dense<[(1.0, -1.0), (0.5, 2.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, -1.0), (0.5, 2.0)], [(1.0, -1.0), (0.5, 2.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Elements are copied bit for bit: NaN payloads, -0.0 and infinities survive.
func.func @broadcast_in_dim_f32_special_values() {
  %operand = stablehlo.constant dense<[0x7FC00001, -0.0, 0xFF800000]> : tensor<3xf32>
  %result = stablehlo.broadcast_in_dim %operand, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<[[0x7FC00001, -0.0, 0xFF800000], [0x7FC00001, -0.0, 0xFF800000]]> : tensor<2x3xf32>
  func.return
}

// -----

// Generic syntax.
func.func @broadcast_in_dim_generic_form() {
  %operand = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi32>
  %result = "stablehlo.broadcast_in_dim"(%operand) {
    broadcast_dimensions = array<i64: 1, 2>
  } : (tensor<3x1xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>
  func.return
}
