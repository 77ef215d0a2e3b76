// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Deprecated op. einsum_config "operand->result" names every dimension by a
// letter; letters missing from the result are summed over.

// Transpose.
func.func @unary_einsum_transpose() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->ba"} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  func.return
}

// -----

// The same letters in the same order: the identity.
func.func @unary_einsum_identity() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->ab"} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  func.return
}

// -----

// Sums over one or both dimensions.
func.func @unary_einsum_reductions() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %rows = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->a"} : (tensor<2x3xi64>) -> tensor<2xi64>
  check.expect_eq_const %rows, dense<[6, 15]> : tensor<2xi64>
  %cols = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->b"} : (tensor<2x3xi64>) -> tensor<3xi64>
  check.expect_eq_const %cols, dense<[5, 7, 9]> : tensor<3xi64>
  %all = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->"} : (tensor<2x3xi64>) -> tensor<i64>
  check.expect_eq_const %all, dense<21> : tensor<i64>
  func.return
}

// -----

// Rank 3: a permutation, a sum over two dimensions, a sum with a permutation.
func.func @unary_einsum_rank3() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %operand = stablehlo.reshape %iota : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %perm = "stablehlo.unary_einsum"(%operand) {einsum_config = "abc->cab"} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
  check.expect_eq_const %perm, dense<[[[0, 4, 8], [12, 16, 20]], [[1, 5, 9], [13, 17, 21]], [[2, 6, 10], [14, 18, 22]], [[3, 7, 11], [15, 19, 23]]]> : tensor<4x2x3xi32>
  %middle = "stablehlo.unary_einsum"(%operand) {einsum_config = "abc->b"} : (tensor<2x3x4xi32>) -> tensor<3xi32>
  check.expect_eq_const %middle, dense<[60, 92, 124]> : tensor<3xi32>
  %ca = "stablehlo.unary_einsum"(%operand) {einsum_config = "abc->ca"} : (tensor<2x3x4xi32>) -> tensor<4x2xi32>
  check.expect_eq_const %ca, dense<[[12, 48], [15, 51], [18, 54], [21, 57]]> : tensor<4x2xi32>
  func.return
}

// -----

// Summing an empty dimension gives zero.
func.func @unary_einsum_empty() {
  %operand = stablehlo.constant dense<> : tensor<2x0xf32>
  %rows = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->a"} : (tensor<2x0xf32>) -> tensor<2xf32>
  check.expect_eq_const %rows, dense<0.0> : tensor<2xf32>
  %cols = "stablehlo.unary_einsum"(%operand) {einsum_config = "ab->b"} : (tensor<2x0xf32>) -> tensor<0xf32>
  check.expect_eq_const %cols, dense<> : tensor<0xf32>
  func.return
}

// -----

// A repeated letter in the operand reads the diagonal (numpy.einsum meaning).
func.func @unary_einsum_diagonal_and_trace() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %diag = "stablehlo.unary_einsum"(%operand) {einsum_config = "aa->a"} : (tensor<3x3xi32>) -> tensor<3xi32>
  check.expect_eq_const %diag, dense<[1, 5, 9]> : tensor<3xi32>
  %trace = "stablehlo.unary_einsum"(%operand) {einsum_config = "aa->"} : (tensor<3x3xi32>) -> tensor<i32>
  check.expect_eq_const %trace, dense<15> : tensor<i32>
  func.return
}

// -----

// Floating-point, unsigned and complex elements.
func.func @unary_einsum_element_types() {
  %f = stablehlo.constant dense<[[0.5, 0.25], [1.5, -2.0]]> : tensor<2x2xf32>
  %rf = "stablehlo.unary_einsum"(%f) {einsum_config = "ab->a"} : (tensor<2x2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const %rf, dense<[0.75, -0.5]> : tensor<2xf32>
  %d = stablehlo.constant dense<[[0.5, 0.25], [1.5, -2.0]]> : tensor<2x2xf64>
  %rd = "stablehlo.unary_einsum"(%d) {einsum_config = "ab->"} : (tensor<2x2xf64>) -> tensor<f64>
  check.expect_almost_eq_const %rd, dense<0.25> : tensor<f64>
  %h = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %rh = "stablehlo.unary_einsum"(%h) {einsum_config = "ab->ba"} : (tensor<2x2xf16>) -> tensor<2x2xf16>
  check.expect_eq_const %rh, dense<[[1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf16>
  %b = stablehlo.constant dense<[1.0, 2.0, 4.0]> : tensor<3xbf16>
  %rb = "stablehlo.unary_einsum"(%b) {einsum_config = "a->"} : (tensor<3xbf16>) -> tensor<bf16>
  check.expect_almost_eq_const %rb, dense<7.0> : tensor<bf16>
  %u = stablehlo.constant dense<[[200, 100], [1, 2]]> : tensor<2x2xui32>
  %ru = "stablehlo.unary_einsum"(%u) {einsum_config = "ab->a"} : (tensor<2x2xui32>) -> tensor<2xui32>
  check.expect_eq_const %ru, dense<[300, 3]> : tensor<2xui32>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %rc = "stablehlo.unary_einsum"(%c) {einsum_config = "a->"} : (tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_almost_eq_const %rc, dense<(4.0, -2.0)> : tensor<complex<f32>>
  func.return
}

// -----

// Pretty syntax.
func.func @unary_einsum_pretty_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = stablehlo.unary_einsum %operand, config = "ab->ba" : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  func.return
}
