// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Rank 1.
func.func @dynamic_iota_rank1_i32() {
  %shape = stablehlo.constant dense<[5]> : tensor<1xi64>
  %result = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<5xi32>
  check.expect_eq_const %result, dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  func.return
}

// -----

// Rank 2 along each dimension.
func.func @dynamic_iota_rank2_each_dimension() {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %dim0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %dim0, dense<[[0, 0], [1, 1], [2, 2]]> : tensor<3x2xi32>
  %dim1 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %dim1, dense<[[0, 1], [0, 1], [0, 1]]> : tensor<3x2xi32>
  func.return
}

// -----

// Rank 3 along the middle dimension; the shape operand is i32.
func.func @dynamic_iota_rank3_i32_shape() {
  %shape = stablehlo.constant dense<[2, 3, 1]> : tensor<3xi32>
  %result = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<3xi32>) -> tensor<2x3x1xi64>
  check.expect_eq_const %result, dense<[[[0], [1], [2]], [[0], [1], [2]]]> : tensor<2x3x1xi64>
  func.return
}

// -----

// Unsigned shape operands.
func.func @dynamic_iota_unsigned_shape() {
  %shape = stablehlo.constant dense<[4]> : tensor<1xui64>
  %result = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xui64>) -> tensor<4xi16>
  check.expect_eq_const %result, dense<[0, 1, 2, 3]> : tensor<4xi16>
  %shape8 = stablehlo.constant dense<[2, 2]> : tensor<2xui8>
  %r8 = stablehlo.dynamic_iota %shape8, dim = 0 : (tensor<2xui8>) -> tensor<2x2xi16>
  check.expect_eq_const %r8, dense<[[0, 0], [1, 1]]> : tensor<2x2xi16>
  func.return
}

// -----

// A zero in the shape gives an empty result.
func.func @dynamic_iota_empty() {
  %shape = stablehlo.constant dense<[0, 3]> : tensor<2xi64>
  %along_empty = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<0x3xf32>
  check.expect_eq_const %along_empty, dense<> : tensor<0x3xf32>
  %along_other = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<0x3xf32>
  check.expect_eq_const %along_other, dense<> : tensor<0x3xf32>
  func.return
}

// -----

// Dynamic result types: the run-time shape decides the sizes.
func.func @dynamic_iota_dynamic_result_type() {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %partial = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x2xi32>
  %p = stablehlo.dynamic_reshape %partial, %shape : (tensor<?x2xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %p, dense<[[0, 0], [1, 1], [2, 2]]> : tensor<3x2xi32>
  %full = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xi64>) -> tensor<?x?xi32>
  %f = stablehlo.dynamic_reshape %full, %shape : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %f, dense<[[0, 1], [0, 1], [0, 1]]> : tensor<3x2xi32>
  %n = stablehlo.get_dimension_size %full, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
  check.expect_eq_const %n, dense<3> : tensor<i32>
  func.return
}

// -----

// 4-bit and unsigned integer results.
func.func @dynamic_iota_integer_types() {
  %shape = stablehlo.constant dense<[8]> : tensor<1xi64>
  %s4 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<8xi4>
  check.expect_eq_const %s4, dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi4>
  %shape16 = stablehlo.constant dense<[16]> : tensor<1xi64>
  %u4 = stablehlo.dynamic_iota %shape16, dim = 0 : (tensor<1xi64>) -> tensor<16xui4>
  check.expect_eq_const %u4, dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xui4>
  %shape3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %u8 = stablehlo.dynamic_iota %shape3, dim = 0 : (tensor<1xi64>) -> tensor<3xui8>
  check.expect_eq_const %u8, dense<[0, 1, 2]> : tensor<3xui8>
  %u64 = stablehlo.dynamic_iota %shape3, dim = 0 : (tensor<1xi64>) -> tensor<3xui64>
  check.expect_eq_const %u64, dense<[0, 1, 2]> : tensor<3xui64>
  func.return
}

// -----

// Floating-point and complex results (zero imaginary part).
func.func @dynamic_iota_float_and_complex_types() {
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  %h = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<3xf16>
  check.expect_eq_const %h, dense<[0.0, 1.0, 2.0]> : tensor<3xf16>
  %b = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<3xbf16>
  check.expect_eq_const %b, dense<[0.0, 1.0, 2.0]> : tensor<3xbf16>
  %f = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<3xf32>
  check.expect_eq_const %f, dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  %shape2 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %d = stablehlo.dynamic_iota %shape2, dim = 1 : (tensor<2xi64>) -> tensor<2x3xf64>
  check.expect_eq_const %d, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf64>
  %c = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %c, dense<[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @dynamic_iota_generic_form() {
  %shape = stablehlo.constant dense<[4, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_iota"(%shape) {
    iota_dimension = 0 : i64
  } : (tensor<2xi64>) -> tensor<4x2xi64>
  check.expect_eq_const %result, dense<[[0, 0], [1, 1], [2, 2], [3, 3]]> : tensor<4x2xi64>
  func.return
}
