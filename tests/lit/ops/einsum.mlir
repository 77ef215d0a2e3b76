// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Deprecated op. einsum_config "lhs,rhs->result" names every dimension by a
// letter; result[out...] is the sum, over all letters missing from the
// result, of lhs[...] * rhs[...].

// Matrix product.
func.func @einsum_matmul_f32() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<[[1.0, -1.0], [0.0, 2.0], [3.0, 0.5]]> : tensor<3x2xf32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[10.0, 4.5], [22.0, 9.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// The result letters may be permuted: "ab,bc->ca" is the transposed product.
func.func @einsum_permuted_result() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rhs = stablehlo.constant dense<[[1.0, -1.0], [0.0, 2.0], [3.0, 0.5]]> : tensor<3x2xf32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ab,bc->ca"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %result, dense<[[10.0, 22.0], [4.5, 9.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Integer matrix product; other letters than a, b, c.
func.func @einsum_matmul_i32() {
  %lhs = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[7, 8], [9, 10], [11, 12]]> : tensor<3x2xi32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ij,jk->ik"} : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[58, 64], [139, 154]]> : tensor<2x2xi32>
  func.return
}

// -----

// A letter in both operands and in the result is a batch dimension.
func.func @einsum_batch_matmul_i64() {
  %lhs = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : tensor<2x2x3xi64>
  %rhs = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi64>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "bij,bjk->bik"} : (tensor<2x2x3xi64>, tensor<2x3x2xi64>) -> tensor<2x2x2xi64>
  check.expect_eq_const %result, dense<[[[22, 28], [49, 64]], [[220, 244], [301, 334]]]> : tensor<2x2x2xi64>
  func.return
}

// -----

// No shared letters: the outer product.
func.func @einsum_outer_product() {
  %lhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %rhs = stablehlo.constant dense<[4, 5]> : tensor<2xi32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "i,j->ij"} : (tensor<3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[4, 5], [8, 10], [12, 15]]> : tensor<3x2xi32>
  func.return
}

// -----

// An empty result spec contracts everything to a rank-0 result.
func.func @einsum_dot_to_scalar() {
  %lhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %rhs = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "i,i->"} : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  check.expect_eq_const %result, dense<32> : tensor<i32>
  func.return
}

// -----

// Matrix-vector product; element-wise product with and without a sum.
func.func @einsum_matvec_and_elementwise() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %mv = "stablehlo.einsum"(%m, %v) {einsum_config = "ij,j->i"} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  check.expect_eq_const %mv, dense<[32, 77]> : tensor<2xi32>
  %sq = "stablehlo.einsum"(%m, %m) {einsum_config = "ij,ij->ij"} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %sq, dense<[[1, 4, 9], [16, 25, 36]]> : tensor<2x3xi32>
  %rowsq = "stablehlo.einsum"(%m, %m) {einsum_config = "ij,ij->i"} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2xi32>
  check.expect_eq_const %rowsq, dense<[14, 77]> : tensor<2xi32>
  func.return
}

// -----

// A letter of only one operand that is missing from the result is summed too.
func.func @einsum_sum_over_single_operand_letter() {
  %lhs = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[7, 8], [9, 10], [11, 12]]> : tensor<3x2xi32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ij,jk->k"} : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[197, 218]> : tensor<2xi32>
  func.return
}

// -----

// A contracted dimension of size 0 sums nothing: the result is zero.
func.func @einsum_empty_contraction() {
  %lhs = stablehlo.constant dense<> : tensor<2x0xf32>
  %rhs = stablehlo.constant dense<> : tensor<0x3xf32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "ab,bc->ac"} : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %result, dense<0.0> : tensor<2x3xf32>
  %empty = "stablehlo.einsum"(%rhs, %lhs) {einsum_config = "bc,ab->ca"} : (tensor<0x3xf32>, tensor<2x0xf32>) -> tensor<3x2xf32>
  check.expect_eq_const %empty, dense<0.0> : tensor<3x2xf32>
  %none = stablehlo.constant dense<> : tensor<0x2xi32>
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %rn = "stablehlo.einsum"(%none, %v) {einsum_config = "ij,j->i"} : (tensor<0x2xi32>, tensor<2xi32>) -> tensor<0xi32>
  check.expect_eq_const %rn, dense<> : tensor<0xi32>
  func.return
}

// -----

// f16, bf16 and f64 operands.
func.func @einsum_float_types() {
  %h1 = stablehlo.constant dense<[[0.5, 1.5], [2.0, -1.0]]> : tensor<2x2xf16>
  %h2 = stablehlo.constant dense<[[2.0], [4.0]]> : tensor<2x1xf16>
  %rh = "stablehlo.einsum"(%h1, %h2) {einsum_config = "ab,bc->ac"} : (tensor<2x2xf16>, tensor<2x1xf16>) -> tensor<2x1xf16>
  check.expect_almost_eq_const %rh, dense<[[7.0], [0.0]]> : tensor<2x1xf16>
  %b1 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xbf16>
  %b2 = stablehlo.constant dense<[0.5, 0.25, 2.0]> : tensor<3xbf16>
  %rb = "stablehlo.einsum"(%b1, %b2) {einsum_config = "i,i->"} : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
  check.expect_almost_eq_const %rb, dense<7.0> : tensor<bf16>
  %d1 = stablehlo.constant dense<[[0.1, 0.2], [0.3, 0.4]]> : tensor<2x2xf64>
  %d2 = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf64>
  %rd = "stablehlo.einsum"(%d1, %d2) {einsum_config = "ij,jk->ik"} : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  check.expect_almost_eq_const %rd, dense<[[0.1, 0.2], [0.3, 0.4]]> : tensor<2x2xf64>
  func.return
}

// -----

// Complex products are not conjugated.
func.func @einsum_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (3.0, -1.0)]> : tensor<2xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(3.0, 4.0), (0.5, 0.5)]> : tensor<2xcomplex<f32>>
  %dot = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "i,i->"} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_almost_eq_const %dot, dense<(-3.0, 11.0)> : tensor<complex<f32>>
  %outer = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "i,j->ij"} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %outer, dense<[[(-5.0, 10.0), (-0.5, 1.5)], [(13.0, 9.0), (2.0, 1.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Unsigned and 8-bit integers.
func.func @einsum_small_integer_types() {
  %u1 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui32>
  %u2 = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xui32>
  %ru = "stablehlo.einsum"(%u1, %u2) {einsum_config = "ab,bc->ac"} : (tensor<2x2xui32>, tensor<2x2xui32>) -> tensor<2x2xui32>
  check.expect_eq_const %ru, dense<[[19, 22], [43, 50]]> : tensor<2x2xui32>
  %s1 = stablehlo.constant dense<[-3, 2]> : tensor<2xi8>
  %s2 = stablehlo.constant dense<[4, -5]> : tensor<2xi8>
  %rs = "stablehlo.einsum"(%s1, %s2) {einsum_config = "i,i->"} : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
  check.expect_eq_const %rs, dense<-22> : tensor<i8>
  func.return
}

// -----

// An ellipsis stands for the leading dimensions not named by letters.
func.func @einsum_ellipsis() {
  %lhs = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %rhs = stablehlo.constant dense<[[1, 0], [1, 1]]> : tensor<2x2xi32>
  %result = "stablehlo.einsum"(%lhs, %rhs) {einsum_config = "...ij,jk->...ik"} : (tensor<2x2x2xi32>, tensor<2x2xi32>) -> tensor<2x2x2xi32>
  check.expect_eq_const %result, dense<[[[3, 2], [7, 4]], [[11, 6], [15, 8]]]> : tensor<2x2x2xi32>
  func.return
}

// -----

// Pretty syntax.
func.func @einsum_pretty_form() {
  %lhs = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rhs = stablehlo.constant dense<[[7, 8], [9, 10], [11, 12]]> : tensor<3x2xi32>
  %result = stablehlo.einsum %lhs, %rhs, config = "ab,bc->ac" : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[58, 64], [139, 154]]> : tensor<2x2xi32>
  func.return
}
