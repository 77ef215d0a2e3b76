// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Rank-2 transpose.
func.func @transpose_2d_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  func.return
}

// -----

// The identity permutation, on rank 1 and rank 2.
func.func @transpose_identity() {
  %v = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %rv = stablehlo.transpose %v, dims = [0] : (tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %rv, dense<[1, 2, 3]> : tensor<3xi64>
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %rm = stablehlo.transpose %m, dims = [0, 1] : (tensor<2x3xi64>) -> tensor<2x3xi64>
  check.expect_eq_const %rm, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  func.return
}

// -----

// A rank-0 tensor has only the empty permutation.
func.func @transpose_rank0() {
  %operand = stablehlo.constant dense<42> : tensor<i32>
  %result = stablehlo.transpose %operand, dims = [] : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %result, dense<42> : tensor<i32>
  func.return
}

// -----

// Every non-identity permutation of a 2x3x4 tensor:
// result_index[d] = operand_index[permutation[d]].
func.func @transpose_rank3_all_permutations() {
  %operand = stablehlo.constant dense<[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], [[13, 14, 15, 16], [17, 18, 19, 20], [21, 22, 23, 24]]]> : tensor<2x3x4xi32>
  %p210 = stablehlo.transpose %operand, dims = [2, 1, 0] : (tensor<2x3x4xi32>) -> tensor<4x3x2xi32>
  check.expect_eq_const %p210, dense<[[[1, 13], [5, 17], [9, 21]], [[2, 14], [6, 18], [10, 22]], [[3, 15], [7, 19], [11, 23]], [[4, 16], [8, 20], [12, 24]]]> : tensor<4x3x2xi32>
  %p102 = stablehlo.transpose %operand, dims = [1, 0, 2] : (tensor<2x3x4xi32>) -> tensor<3x2x4xi32>
  check.expect_eq_const %p102, dense<[[[1, 2, 3, 4], [13, 14, 15, 16]], [[5, 6, 7, 8], [17, 18, 19, 20]], [[9, 10, 11, 12], [21, 22, 23, 24]]]> : tensor<3x2x4xi32>
  %p021 = stablehlo.transpose %operand, dims = [0, 2, 1] : (tensor<2x3x4xi32>) -> tensor<2x4x3xi32>
  check.expect_eq_const %p021, dense<[[[1, 5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12]], [[13, 17, 21], [14, 18, 22], [15, 19, 23], [16, 20, 24]]]> : tensor<2x4x3xi32>
  %p120 = stablehlo.transpose %operand, dims = [1, 2, 0] : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
  check.expect_eq_const %p120, dense<[[[1, 13], [2, 14], [3, 15], [4, 16]], [[5, 17], [6, 18], [7, 19], [8, 20]], [[9, 21], [10, 22], [11, 23], [12, 24]]]> : tensor<3x4x2xi32>
  %p201 = stablehlo.transpose %operand, dims = [2, 0, 1] : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
  check.expect_eq_const %p201, dense<[[[1, 5, 9], [13, 17, 21]], [[2, 6, 10], [14, 18, 22]], [[3, 7, 11], [15, 19, 23]], [[4, 8, 12], [16, 20, 24]]]> : tensor<4x2x3xi32>
  func.return
}

// -----

// Permutations [1, 2, 0] and [2, 0, 1] are inverses of each other.
func.func @transpose_inverse_permutations() {
  %operand = stablehlo.iota dim = 0 : tensor<24xi32>
  %x = stablehlo.reshape %operand : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %y = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xi32>) -> tensor<3x4x2xi32>
  %z = stablehlo.transpose %y, dims = [2, 0, 1] : (tensor<3x4x2xi32>) -> tensor<2x3x4xi32>
  check.expect_eq %z, %x : tensor<2x3x4xi32>
  func.return
}

// -----

// Rank 4 with size-1 dimensions.
func.func @transpose_rank4_unit_dimensions() {
  %operand = stablehlo.constant dense<[[[[0], [1], [2]], [[3], [4], [5]]]]> : tensor<1x2x3x1xi16>
  %result = stablehlo.transpose %operand, dims = [3, 2, 1, 0] : (tensor<1x2x3x1xi16>) -> tensor<1x3x2x1xi16>
  check.expect_eq_const %result, dense<[[[[0], [3]], [[1], [4]], [[2], [5]]]]> : tensor<1x3x2x1xi16>
  func.return
}

// -----

// Empty tensors.
func.func @transpose_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x3xf32>
  %result = stablehlo.transpose %operand, dims = [1, 0] : (tensor<0x3xf32>) -> tensor<3x0xf32>
  check.expect_eq_const %result, dense<> : tensor<3x0xf32>
  %e3 = stablehlo.constant dense<> : tensor<2x0x4xi8>
  %r3 = stablehlo.transpose %e3, dims = [2, 0, 1] : (tensor<2x0x4xi8>) -> tensor<4x2x0xi8>
  check.expect_eq_const %r3, dense<> : tensor<4x2x0xi8>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers.
func.func @transpose_integer_types() {
  %pred = stablehlo.constant dense<[[true, true, false], [false, false, true]]> : tensor<2x3xi1>
  %rp = stablehlo.transpose %pred, dims = [1, 0] : (tensor<2x3xi1>) -> tensor<3x2xi1>
  check.expect_eq_const %rp, dense<[[true, false], [true, false], [false, true]]> : tensor<3x2xi1>
  %s4 = stablehlo.constant dense<[[-8, 1], [2, 7]]> : tensor<2x2xi4>
  %r4 = stablehlo.transpose %s4, dims = [1, 0] : (tensor<2x2xi4>) -> tensor<2x2xi4>
  check.expect_eq_const %r4, dense<[[-8, 2], [1, 7]]> : tensor<2x2xi4>
  %u4 = stablehlo.constant dense<[[15, 0, 9]]> : tensor<1x3xui4>
  %ru4 = stablehlo.transpose %u4, dims = [1, 0] : (tensor<1x3xui4>) -> tensor<3x1xui4>
  check.expect_eq_const %ru4, dense<[[15], [0], [9]]> : tensor<3x1xui4>
  %u64 = stablehlo.constant dense<[[18446744073709551615, 0], [1, 2]]> : tensor<2x2xui64>
  %r64 = stablehlo.transpose %u64, dims = [1, 0] : (tensor<2x2xui64>) -> tensor<2x2xui64>
  check.expect_eq_const %r64, dense<[[18446744073709551615, 1], [0, 2]]> : tensor<2x2xui64>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @transpose_float_and_complex_types() {
  %h = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %rh = stablehlo.transpose %h, dims = [1, 0] : (tensor<2x2xf16>) -> tensor<2x2xf16>
  check.expect_eq_const %rh, dense<[[1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf16>
  %b = stablehlo.constant dense<[[0.5, -1.5, 2.5]]> : tensor<1x3xbf16>
  %rb = stablehlo.transpose %b, dims = [1, 0] : (tensor<1x3xbf16>) -> tensor<3x1xbf16>
  check.expect_eq_const %rb, dense<[[0.5], [-1.5], [2.5]]> : tensor<3x1xbf16>
  %f = stablehlo.constant dense<[[0x7FC00001, -0.0], [0x7F800000, 1.0]]> : tensor<2x2xf32>
  %rf = stablehlo.transpose %f, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %rf, dense<[[0x7FC00001, 0x7F800000], [-0.0, 1.0]]> : tensor<2x2xf32>
  %d = stablehlo.constant dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]> : tensor<2x3xf64>
  %rd = stablehlo.transpose %d, dims = [1, 0] : (tensor<2x3xf64>) -> tensor<3x2xf64>
  check.expect_eq_const %rd, dense<[[1.5, 4.5], [2.5, 5.5], [3.5, 6.5]]> : tensor<3x2xf64>
  %c = stablehlo.constant dense<[[(1.0, -1.0), (2.0, -2.0)], [(3.0, -3.0), (4.0, -4.0)]]> : tensor<2x2xcomplex<f32>>
  %rc = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, -1.0), (3.0, -3.0)], [(2.0, -2.0), (4.0, -4.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @transpose_generic_form() {
  %operand = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi32>
  %result = "stablehlo.transpose"(%operand) {
    permutation = array<i64: 2, 1, 0>
  } : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[1, 7], [3, 9], [5, 11]], [[2, 8], [4, 10], [6, 12]]]> : tensor<2x3x2xi32>
  func.return
}
