// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Deprecated/extra op: the size only marks a dynamic bound of the dimension;
// the result holds the operand's values.

// Rank 1, generic syntax.
func.func @set_dimension_size_rank1_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %size = stablehlo.constant dense<4> : tensor<i32>
  %result = "stablehlo.set_dimension_size"(%operand, %size) {dimension = 0 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  func.return
}

// -----

// Rank 2, either dimension, pretty syntax.
func.func @set_dimension_size_rank2_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r0 = stablehlo.set_dimension_size %operand, %two, dim = 0 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r0, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r1 = stablehlo.set_dimension_size %operand, %three, dim = 1 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r1, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  func.return
}

// -----

// An empty dimension.
func.func @set_dimension_size_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x2xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.set_dimension_size %operand, %zero, dim = 0 : (tensor<0x2xf32>, tensor<i32>) -> tensor<0x2xf32>
  check.expect_eq_const %result, dense<> : tensor<0x2xf32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers, floats and complex numbers, bit for
// bit.
func.func @set_dimension_size_element_types() {
  %two = stablehlo.constant dense<2> : tensor<i32>
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %rp = stablehlo.set_dimension_size %pred, %two, dim = 0 : (tensor<2xi1>, tensor<i32>) -> tensor<2xi1>
  check.expect_eq_const %rp, dense<[true, false]> : tensor<2xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %r4 = stablehlo.set_dimension_size %s4, %two, dim = 0 : (tensor<2xi4>, tensor<i32>) -> tensor<2xi4>
  check.expect_eq_const %r4, dense<[-8, 7]> : tensor<2xi4>
  %u4 = stablehlo.constant dense<[15, 0]> : tensor<2xui4>
  %ru4 = stablehlo.set_dimension_size %u4, %two, dim = 0 : (tensor<2xui4>, tensor<i32>) -> tensor<2xui4>
  check.expect_eq_const %ru4, dense<[15, 0]> : tensor<2xui4>
  %u64 = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %r64 = stablehlo.set_dimension_size %u64, %two, dim = 0 : (tensor<2xui64>, tensor<i32>) -> tensor<2xui64>
  check.expect_eq_const %r64, dense<[18446744073709551615, 1]> : tensor<2xui64>
  %h = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf16>
  %rh = stablehlo.set_dimension_size %h, %two, dim = 0 : (tensor<2xf16>, tensor<i32>) -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[1.5, -0.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0.5, 8.0]> : tensor<2xbf16>
  %rb = stablehlo.set_dimension_size %b, %two, dim = 0 : (tensor<2xbf16>, tensor<i32>) -> tensor<2xbf16>
  check.expect_eq_const %rb, dense<[0.5, 8.0]> : tensor<2xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, 0xFF800000]> : tensor<2xf32>
  %rf = stablehlo.set_dimension_size %f, %two, dim = 0 : (tensor<2xf32>, tensor<i32>) -> tensor<2xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, 0xFF800000]> : tensor<2xf32>
  %d = stablehlo.constant dense<[1.0e+300, -1.0e-300]> : tensor<2xf64>
  %rd = stablehlo.set_dimension_size %d, %two, dim = 0 : (tensor<2xf64>, tensor<i32>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[1.0e+300, -1.0e-300]> : tensor<2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.set_dimension_size %c, %two, dim = 0 : (tensor<2xcomplex<f32>>, tensor<i32>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  func.return
}
