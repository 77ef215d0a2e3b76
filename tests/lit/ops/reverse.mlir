// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Rank 1.
func.func @reverse_rank1_i32() {
  %operand = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %result = stablehlo.reverse %operand, dims = [0] : tensor<5xi32>
  check.expect_eq_const %result, dense<[5, 4, 3, 2, 1]> : tensor<5xi32>
  func.return
}

// -----

// Rank 2 along each dimension and along both.
func.func @reverse_rank2_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r0 = stablehlo.reverse %operand, dims = [0] : tensor<2x3xi32>
  check.expect_eq_const %r0, dense<[[4, 5, 6], [1, 2, 3]]> : tensor<2x3xi32>
  %r1 = stablehlo.reverse %operand, dims = [1] : tensor<2x3xi32>
  check.expect_eq_const %r1, dense<[[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
  %r01 = stablehlo.reverse %operand, dims = [0, 1] : tensor<2x3xi32>
  check.expect_eq_const %r01, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>
  %r10 = stablehlo.reverse %operand, dims = [1, 0] : tensor<2x3xi32>
  check.expect_eq_const %r10, dense<[[6, 5, 4], [3, 2, 1]]> : tensor<2x3xi32>
  func.return
}

// -----

// No dimensions: the identity; reversing twice is the identity too.
func.func @reverse_identity() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %none = stablehlo.reverse %operand, dims = [] : tensor<2x2xi64>
  check.expect_eq_const %none, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %once = stablehlo.reverse %operand, dims = [1] : tensor<2x2xi64>
  %twice = stablehlo.reverse %once, dims = [1] : tensor<2x2xi64>
  check.expect_eq %twice, %operand : tensor<2x2xi64>
  func.return
}

// -----

// Rank 0 and size-1 dimensions.
func.func @reverse_rank0_and_unit_dimensions() {
  %scalar = stablehlo.constant dense<7> : tensor<i32>
  %rs = stablehlo.reverse %scalar, dims = [] : tensor<i32>
  check.expect_eq_const %rs, dense<7> : tensor<i32>
  %unit = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %ru = stablehlo.reverse %unit, dims = [0] : tensor<1x3xi32>
  check.expect_eq_const %ru, dense<[[1, 2, 3]]> : tensor<1x3xi32>
  func.return
}

// -----

// Rank 3 along the outer dimensions, and along the middle one.
func.func @reverse_rank3() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %operand = stablehlo.reshape %iota : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %outer = stablehlo.reverse %operand, dims = [0, 2] : tensor<2x3x4xi32>
  check.expect_eq_const %outer, dense<[[[15, 14, 13, 12], [19, 18, 17, 16], [23, 22, 21, 20]], [[3, 2, 1, 0], [7, 6, 5, 4], [11, 10, 9, 8]]]> : tensor<2x3x4xi32>
  %middle = stablehlo.reverse %operand, dims = [1] : tensor<2x3x4xi32>
  check.expect_eq_const %middle, dense<[[[8, 9, 10, 11], [4, 5, 6, 7], [0, 1, 2, 3]], [[20, 21, 22, 23], [16, 17, 18, 19], [12, 13, 14, 15]]]> : tensor<2x3x4xi32>
  func.return
}

// -----

// Empty tensors.
func.func @reverse_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x3xf32>
  %result = stablehlo.reverse %operand, dims = [0, 1] : tensor<0x3xf32>
  check.expect_eq_const %result, dense<> : tensor<0x3xf32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers.
func.func @reverse_integer_types() {
  %pred = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>
  %rp = stablehlo.reverse %pred, dims = [0] : tensor<3xi1>
  check.expect_eq_const %rp, dense<[false, false, true]> : tensor<3xi1>
  %s4 = stablehlo.constant dense<[-8, 0, 7]> : tensor<3xi4>
  %r4 = stablehlo.reverse %s4, dims = [0] : tensor<3xi4>
  check.expect_eq_const %r4, dense<[7, 0, -8]> : tensor<3xi4>
  %u4 = stablehlo.constant dense<[[1, 15], [9, 0]]> : tensor<2x2xui4>
  %ru4 = stablehlo.reverse %u4, dims = [1] : tensor<2x2xui4>
  check.expect_eq_const %ru4, dense<[[15, 1], [0, 9]]> : tensor<2x2xui4>
  %u8 = stablehlo.constant dense<[0, 255]> : tensor<2xui8>
  %ru8 = stablehlo.reverse %u8, dims = [0] : tensor<2xui8>
  check.expect_eq_const %ru8, dense<[255, 0]> : tensor<2xui8>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @reverse_float_and_complex_types() {
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %rh = stablehlo.reverse %h, dims = [0] : tensor<3xf16>
  check.expect_eq_const %rh, dense<[3.0, 2.0, 1.0]> : tensor<3xf16>
  %b = stablehlo.constant dense<[[0.5, 1.5]]> : tensor<1x2xbf16>
  %rb = stablehlo.reverse %b, dims = [1] : tensor<1x2xbf16>
  check.expect_eq_const %rb, dense<[[1.5, 0.5]]> : tensor<1x2xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, -0.0, 0xFF800000]> : tensor<3xf32>
  %rf = stablehlo.reverse %f, dims = [0] : tensor<3xf32>
  check.expect_eq_const %rf, dense<[0xFF800000, -0.0, 0x7FC00001]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.25, 2.5]> : tensor<2xf64>
  %rd = stablehlo.reverse %d, dims = [0] : tensor<2xf64>
  check.expect_eq_const %rd, dense<[2.5, 1.25]> : tensor<2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.reverse %c, dims = [0] : tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(3.0, 4.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @reverse_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %result = "stablehlo.reverse"(%operand) {
    dimensions = array<i64: 0>
  } : (tensor<3x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [3, 4], [1, 2]]> : tensor<3x2xi32>
  func.return
}
