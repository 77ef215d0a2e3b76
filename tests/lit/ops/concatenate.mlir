// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Along dimension 0, inputs of different sizes in that dimension.
func.func @concatenate_dim0_i64() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %b = stablehlo.constant dense<[[7, 8]]> : tensor<1x2xi64>
  %result = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi64>
  func.return
}

// -----

// Three inputs along dimension 1, in argument order.
func.func @concatenate_dim1_three_inputs() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[[7, 8], [9, 10]]> : tensor<2x2xi32>
  %c = stablehlo.constant dense<[[11], [12]]> : tensor<2x1xi32>
  %result = stablehlo.concatenate %a, %b, %c, dim = 1 : (tensor<2x3xi32>, tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x6xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3, 7, 8, 11], [4, 5, 6, 9, 10, 12]]> : tensor<2x6xi32>
  %rev = stablehlo.concatenate %c, %a, dim = 1 : (tensor<2x1xi32>, tensor<2x3xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %rev, dense<[[11, 1, 2, 3], [12, 4, 5, 6]]> : tensor<2x4xi32>
  func.return
}

// -----

// The same value may appear more than once.
func.func @concatenate_repeated_input() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %result = stablehlo.concatenate %a, %a, %a, dim = 0 : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6xi32>
  check.expect_eq_const %result, dense<[1, 2, 1, 2, 1, 2]> : tensor<6xi32>
  func.return
}

// -----

// A single input is returned unchanged.
func.func @concatenate_single_input() {
  %a = stablehlo.constant dense<[[1.5, 2.5]]> : tensor<1x2xf32>
  %result = stablehlo.concatenate %a, dim = 1 : (tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %result, dense<[[1.5, 2.5]]> : tensor<1x2xf32>
  func.return
}

// -----

// The middle dimension of rank-3 inputs.
func.func @concatenate_rank3_middle_dimension() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : tensor<2x3x2xi16>
  %b = stablehlo.constant dense<[[[-1, -2]], [[-3, -4]]]> : tensor<2x1x2xi16>
  %result = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x2xi16>, tensor<2x1x2xi16>) -> tensor<2x4x2xi16>
  check.expect_eq_const %result, dense<[[[1, 2], [3, 4], [5, 6], [-1, -2]], [[7, 8], [9, 10], [11, 12], [-3, -4]]]> : tensor<2x4x2xi16>
  func.return
}

// -----

// Inputs that are empty along the dimension contribute nothing; all-empty
// inputs give an empty result; empty along another dimension stays empty.
func.func @concatenate_empty_inputs() {
  %a = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %e = stablehlo.constant dense<> : tensor<2x0xi32>
  %b = stablehlo.constant dense<[[3], [4]]> : tensor<2x1xi32>
  %result = stablehlo.concatenate %e, %a, %e, %b, %e, dim = 1 : (tensor<2x0xi32>, tensor<2x1xi32>, tensor<2x0xi32>, tensor<2x1xi32>, tensor<2x0xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[1, 3], [2, 4]]> : tensor<2x2xi32>
  %none = stablehlo.concatenate %e, %e, dim = 1 : (tensor<2x0xi32>, tensor<2x0xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %none, dense<> : tensor<2x0xi32>
  %rows = stablehlo.concatenate %e, %e, dim = 0 : (tensor<2x0xi32>, tensor<2x0xi32>) -> tensor<4x0xi32>
  check.expect_eq_const %rows, dense<> : tensor<4x0xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers.
func.func @concatenate_integer_types() {
  %p1 = stablehlo.constant dense<[true]> : tensor<1xi1>
  %p2 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  %rp = stablehlo.concatenate %p1, %p2, dim = 0 : (tensor<1xi1>, tensor<2xi1>) -> tensor<3xi1>
  check.expect_eq_const %rp, dense<[true, false, true]> : tensor<3xi1>
  %s1 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %s2 = stablehlo.constant dense<[-1]> : tensor<1xi4>
  %rs = stablehlo.concatenate %s1, %s2, dim = 0 : (tensor<2xi4>, tensor<1xi4>) -> tensor<3xi4>
  check.expect_eq_const %rs, dense<[-8, 7, -1]> : tensor<3xi4>
  %u1 = stablehlo.constant dense<[[15], [0]]> : tensor<2x1xui4>
  %u2 = stablehlo.constant dense<[[1], [14]]> : tensor<2x1xui4>
  %ru = stablehlo.concatenate %u1, %u2, dim = 1 : (tensor<2x1xui4>, tensor<2x1xui4>) -> tensor<2x2xui4>
  check.expect_eq_const %ru, dense<[[15, 1], [0, 14]]> : tensor<2x2xui4>
  %w1 = stablehlo.constant dense<[255]> : tensor<1xui8>
  %w2 = stablehlo.constant dense<[0, 128]> : tensor<2xui8>
  %rw = stablehlo.concatenate %w1, %w2, dim = 0 : (tensor<1xui8>, tensor<2xui8>) -> tensor<3xui8>
  check.expect_eq_const %rw, dense<[255, 0, 128]> : tensor<3xui8>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @concatenate_float_and_complex_types() {
  %h1 = stablehlo.constant dense<[1.0]> : tensor<1xf16>
  %h2 = stablehlo.constant dense<[2.0, -0.5]> : tensor<2xf16>
  %rh = stablehlo.concatenate %h1, %h2, dim = 0 : (tensor<1xf16>, tensor<2xf16>) -> tensor<3xf16>
  check.expect_eq_const %rh, dense<[1.0, 2.0, -0.5]> : tensor<3xf16>
  %b1 = stablehlo.constant dense<[[0.5]]> : tensor<1x1xbf16>
  %b2 = stablehlo.constant dense<[[4.0]]> : tensor<1x1xbf16>
  %rb = stablehlo.concatenate %b1, %b2, dim = 0 : (tensor<1x1xbf16>, tensor<1x1xbf16>) -> tensor<2x1xbf16>
  check.expect_eq_const %rb, dense<[[0.5], [4.0]]> : tensor<2x1xbf16>
  %f1 = stablehlo.constant dense<[0x7FC00001]> : tensor<1xf32>
  %f2 = stablehlo.constant dense<[-0.0, 0xFF800000]> : tensor<2xf32>
  %rf = stablehlo.concatenate %f1, %f2, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, -0.0, 0xFF800000]> : tensor<3xf32>
  %d1 = stablehlo.constant dense<[1.25]> : tensor<1xf64>
  %d2 = stablehlo.constant dense<[2.5]> : tensor<1xf64>
  %rd = stablehlo.concatenate %d1, %d2, dim = 0 : (tensor<1xf64>, tensor<1xf64>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[1.25, 2.5]> : tensor<2xf64>
  %c1 = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %c2 = stablehlo.constant dense<[(3.0, 4.0), (5.0, 6.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.concatenate %c1, %c2, dim = 0 : (tensor<1xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @concatenate_generic_form() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[5], [6]]> : tensor<2x1xi32>
  %result = "stablehlo.concatenate"(%a, %b) {
    dimension = 1 : i64
  } : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 5], [3, 4, 6]]> : tensor<2x3xi32>
  func.return
}
