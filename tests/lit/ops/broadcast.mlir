// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Deprecated op: shape(result) = sizes ++ shape(operand) and
// result[i..., j...] = operand[j...].

// One new leading dimension.
func.func @broadcast_rank1_i32() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %result = stablehlo.broadcast %operand, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  func.return
}

// -----

// Several new dimensions in front of a rank-2 operand.
func.func @broadcast_two_sizes() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %result = stablehlo.broadcast %operand, sizes = [3, 1] : (tensor<2x2xi64>) -> tensor<3x1x2x2xi64>
  check.expect_eq_const %result, dense<[[[[1, 2], [3, 4]]], [[[1, 2], [3, 4]]], [[[1, 2], [3, 4]]]]> : tensor<3x1x2x2xi64>
  func.return
}

// -----

// A rank-0 operand fills the result; empty sizes are the identity.
func.func @broadcast_scalar_and_identity() {
  %scalar = stablehlo.constant dense<4.5> : tensor<f32>
  %filled = stablehlo.broadcast %scalar, sizes = [2, 3] : (tensor<f32>) -> tensor<2x3xf32>
  check.expect_eq_const %filled, dense<[[4.5, 4.5, 4.5], [4.5, 4.5, 4.5]]> : tensor<2x3xf32>
  %same = stablehlo.broadcast %scalar, sizes = [] : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %same, dense<4.5> : tensor<f32>
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %rv = stablehlo.broadcast %v, sizes = [] : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %rv, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}

// -----

// Size 0 or an empty operand gives an empty result.
func.func @broadcast_empty() {
  %operand = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %zero = stablehlo.broadcast %operand, sizes = [0] : (tensor<2xi32>) -> tensor<0x2xi32>
  check.expect_eq_const %zero, dense<> : tensor<0x2xi32>
  %empty = stablehlo.constant dense<> : tensor<0xi32>
  %re = stablehlo.broadcast %empty, sizes = [3] : (tensor<0xi32>) -> tensor<3x0xi32>
  check.expect_eq_const %re, dense<> : tensor<3x0xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers, floats and complex numbers.
func.func @broadcast_element_types() {
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %rp = stablehlo.broadcast %pred, sizes = [2] : (tensor<2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %rp, dense<[[true, false], [true, false]]> : tensor<2x2xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %r4 = stablehlo.broadcast %s4, sizes = [2] : (tensor<2xi4>) -> tensor<2x2xi4>
  check.expect_eq_const %r4, dense<[[-8, 7], [-8, 7]]> : tensor<2x2xi4>
  %u4 = stablehlo.constant dense<15> : tensor<ui4>
  %ru4 = stablehlo.broadcast %u4, sizes = [3] : (tensor<ui4>) -> tensor<3xui4>
  check.expect_eq_const %ru4, dense<[15, 15, 15]> : tensor<3xui4>
  %u64 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %r64 = stablehlo.broadcast %u64, sizes = [2] : (tensor<1xui64>) -> tensor<2x1xui64>
  check.expect_eq_const %r64, dense<[[18446744073709551615], [18446744073709551615]]> : tensor<2x1xui64>
  %h = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf16>
  %rh = stablehlo.broadcast %h, sizes = [1] : (tensor<2xf16>) -> tensor<1x2xf16>
  check.expect_eq_const %rh, dense<[[1.5, -2.0]]> : tensor<1x2xf16>
  %b = stablehlo.constant dense<0.5> : tensor<bf16>
  %rb = stablehlo.broadcast %b, sizes = [2] : (tensor<bf16>) -> tensor<2xbf16>
  check.expect_eq_const %rb, dense<[0.5, 0.5]> : tensor<2xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %rf = stablehlo.broadcast %f, sizes = [2] : (tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %rf, dense<[[0x7FC00001, -0.0], [0x7FC00001, -0.0]]> : tensor<2x2xf32>
  %d = stablehlo.constant dense<[1.0e+300]> : tensor<1xf64>
  %rd = stablehlo.broadcast %d, sizes = [2] : (tensor<1xf64>) -> tensor<2x1xf64>
  check.expect_eq_const %rd, dense<[[1.0e+300], [1.0e+300]]> : tensor<2x1xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.broadcast %c, sizes = [2] : (tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, 2.0), (3.0, 4.0)], [(1.0, 2.0), (3.0, 4.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @broadcast_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %result = "stablehlo.broadcast"(%operand) {
    broadcast_sizes = array<i64: 2>
  } : (tensor<1x3xi32>) -> tensor<2x1x3xi32>
  check.expect_eq_const %result, dense<[[[1, 2, 3]], [[1, 2, 3]]]> : tensor<2x1x3xi32>
  func.return
}
