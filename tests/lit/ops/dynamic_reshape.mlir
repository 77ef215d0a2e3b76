// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Row-major order is kept.
func.func @dynamic_reshape_rank1_to_rank2() {
  %operand = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %shape23 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %r23 = stablehlo.dynamic_reshape %operand, %shape23 : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %r23, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %shape32 = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %r32 = stablehlo.dynamic_reshape %r23, %shape32 : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %r32, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  func.return
}

// -----

// Rank 3 with size-1 dimensions; the shape operand is i32.
func.func @dynamic_reshape_rank3_i32_shape() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %shape = stablehlo.constant dense<[1, 6, 1]> : tensor<3xi32>
  %result = stablehlo.dynamic_reshape %operand, %shape : (tensor<3x2xi64>, tensor<3xi32>) -> tensor<1x6x1xi64>
  check.expect_eq_const %result, dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi64>
  func.return
}

// -----

// To and from rank 0: the shape operand is empty.
func.func @dynamic_reshape_rank0() {
  %operand = stablehlo.constant dense<[[2.5]]> : tensor<1x1xf32>
  %empty_shape = stablehlo.constant dense<> : tensor<0xi64>
  %scalar = stablehlo.dynamic_reshape %operand, %empty_shape : (tensor<1x1xf32>, tensor<0xi64>) -> tensor<f32>
  check.expect_eq_const %scalar, dense<2.5> : tensor<f32>
  %shape1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %back = stablehlo.dynamic_reshape %scalar, %shape1 : (tensor<f32>, tensor<1xi64>) -> tensor<1xf32>
  check.expect_eq_const %back, dense<[2.5]> : tensor<1xf32>
  func.return
}

// -----

// Empty tensors.
func.func @dynamic_reshape_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x3xf32>
  %shape = stablehlo.constant dense<[3, 0, 2]> : tensor<3xi64>
  %result = stablehlo.dynamic_reshape %operand, %shape : (tensor<0x3xf32>, tensor<3xi64>) -> tensor<3x0x2xf32>
  check.expect_eq_const %result, dense<> : tensor<3x0x2xf32>
  func.return
}

// -----

// Dynamic result types: the run-time shape decides the sizes; a second
// dynamic_reshape returns to a static type.
func.func @dynamic_reshape_dynamic_result_type() {
  %operand = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %dyn = stablehlo.dynamic_reshape %operand, %shape : (tensor<6xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %rows = stablehlo.get_dimension_size %dyn, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
  check.expect_eq_const %rows, dense<3> : tensor<i32>
  %cols = stablehlo.get_dimension_size %dyn, dim = 1 : (tensor<?x?xi32>) -> tensor<i32>
  check.expect_eq_const %cols, dense<2> : tensor<i32>
  %static = stablehlo.dynamic_reshape %dyn, %shape : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %static, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %shape23 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %other = stablehlo.dynamic_reshape %dyn, %shape23 : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<2x?xi32>
  %s23 = stablehlo.dynamic_reshape %other, %shape23 : (tensor<2x?xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %s23, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers, floats and complex numbers.
func.func @dynamic_reshape_element_types() {
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %pred = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
  %rp = stablehlo.dynamic_reshape %pred, %shape : (tensor<4xi1>, tensor<2xi64>) -> tensor<2x2xi1>
  check.expect_eq_const %rp, dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %s4 = stablehlo.constant dense<[-8, -1, 0, 7]> : tensor<4xi4>
  %r4 = stablehlo.dynamic_reshape %s4, %shape : (tensor<4xi4>, tensor<2xi64>) -> tensor<2x2xi4>
  check.expect_eq_const %r4, dense<[[-8, -1], [0, 7]]> : tensor<2x2xi4>
  %u4 = stablehlo.constant dense<[15, 0, 9, 1]> : tensor<4xui4>
  %ru4 = stablehlo.dynamic_reshape %u4, %shape : (tensor<4xui4>, tensor<2xi64>) -> tensor<2x2xui4>
  check.expect_eq_const %ru4, dense<[[15, 0], [9, 1]]> : tensor<2x2xui4>
  %u32 = stablehlo.constant dense<[4294967295, 0, 1, 2]> : tensor<4xui32>
  %r32 = stablehlo.dynamic_reshape %u32, %shape : (tensor<4xui32>, tensor<2xi64>) -> tensor<2x2xui32>
  check.expect_eq_const %r32, dense<[[4294967295, 0], [1, 2]]> : tensor<2x2xui32>
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>
  %rh = stablehlo.dynamic_reshape %h, %shape : (tensor<4xf16>, tensor<2xi64>) -> tensor<2x2xf16>
  check.expect_eq_const %rh, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>
  %b = stablehlo.constant dense<[0.5, 1.5, 2.5, 3.5]> : tensor<4xbf16>
  %rb = stablehlo.dynamic_reshape %b, %shape : (tensor<4xbf16>, tensor<2xi64>) -> tensor<2x2xbf16>
  check.expect_eq_const %rb, dense<[[0.5, 1.5], [2.5, 3.5]]> : tensor<2x2xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, -0.0, 0xFF800000, 1.0]> : tensor<4xf32>
  %rf = stablehlo.dynamic_reshape %f, %shape : (tensor<4xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  check.expect_eq_const %rf, dense<[[0x7FC00001, -0.0], [0xFF800000, 1.0]]> : tensor<2x2xf32>
  %d = stablehlo.constant dense<[1.25, 2.25, 3.25, 4.25]> : tensor<4xf64>
  %rd = stablehlo.dynamic_reshape %d, %shape : (tensor<4xf64>, tensor<2xi64>) -> tensor<2x2xf64>
  check.expect_eq_const %rd, dense<[[1.25, 2.25], [3.25, 4.25]]> : tensor<2x2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0), (7.0, 8.0)]> : tensor<4xcomplex<f32>>
  %rc = stablehlo.dynamic_reshape %c, %shape : (tensor<4xcomplex<f32>>, tensor<2xi64>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, 2.0), (3.0, 4.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @dynamic_reshape_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %result = "stablehlo.dynamic_reshape"(%operand, %shape) : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  func.return
}
