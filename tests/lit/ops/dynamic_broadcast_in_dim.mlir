// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A rank-1 operand becomes rows or columns of the run-time shape.
func.func @dynamic_broadcast_in_dim_rank1_to_rank2() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %shape23 = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %rows = stablehlo.dynamic_broadcast_in_dim %operand, %shape23, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %rows, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  %shape32 = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %cols = stablehlo.dynamic_broadcast_in_dim %operand, %shape32, dims = [0] : (tensor<3xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %cols, dense<[[1, 1], [2, 2], [3, 3]]> : tensor<3x2xi32>
  func.return
}

// -----

// A rank-0 operand; output_dimensions of type i32 and ui32.
func.func @dynamic_broadcast_in_dim_scalar_and_shape_types() {
  %operand = stablehlo.constant dense<-1.5> : tensor<f32>
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[-1.5, -1.5], [-1.5, -1.5]]> : tensor<2x2xf32>
  %ushape = stablehlo.constant dense<[3]> : tensor<1xui32>
  %ur = stablehlo.dynamic_broadcast_in_dim %operand, %ushape, dims = [] : (tensor<f32>, tensor<1xui32>) -> tensor<3xf32>
  check.expect_eq_const %ur, dense<[-1.5, -1.5, -1.5]> : tensor<3xf32>
  func.return
}

// -----

// Size-1 operand dimensions expand; broadcast_dimensions may be unsorted.
func.func @dynamic_broadcast_in_dim_expand_and_permute() {
  %operand = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi64>
  %shape = stablehlo.constant dense<[2, 3, 2]> : tensor<3xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [2, 1] : (tensor<1x3xi64>, tensor<3xi64>) -> tensor<2x3x2xi64>
  check.expect_eq_const %result, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi64>
  %col = stablehlo.constant dense<[[10], [20]]> : tensor<2x1xi64>
  %shape24 = stablehlo.constant dense<[2, 4]> : tensor<2xi64>
  %wide = stablehlo.dynamic_broadcast_in_dim %col, %shape24, dims = [0, 1] : (tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x4xi64>
  check.expect_eq_const %wide, dense<[[10, 10, 10, 10], [20, 20, 20, 20]]> : tensor<2x4xi64>
  func.return
}

// -----

// A run-time shape with a zero gives an empty result.
func.func @dynamic_broadcast_in_dim_empty() {
  %operand = stablehlo.constant dense<[5]> : tensor<1xi32>
  %shape = stablehlo.constant dense<[0, 3]> : tensor<2xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [0] : (tensor<1xi32>, tensor<2xi64>) -> tensor<0x3xi32>
  check.expect_eq_const %result, dense<> : tensor<0x3xi32>
  func.return
}

// -----

// The result type may leave sizes dynamic; the run-time shape decides them.
func.func @dynamic_broadcast_in_dim_dynamic_result_type() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %result = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x3xi32>
  %static = stablehlo.dynamic_reshape %result, %shape : (tensor<?x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %static, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  %all = stablehlo.dynamic_broadcast_in_dim %operand, %shape, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %rows = stablehlo.get_dimension_size %all, dim = 0 : (tensor<?x?xi32>) -> tensor<i32>
  check.expect_eq_const %rows, dense<2> : tensor<i32>
  %static2 = stablehlo.dynamic_reshape %all, %shape : (tensor<?x?xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %static2, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers, floats and complex numbers.
func.func @dynamic_broadcast_in_dim_element_types() {
  %shape = stablehlo.constant dense<[2, 2]> : tensor<2xi64>
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %rp = stablehlo.dynamic_broadcast_in_dim %pred, %shape, dims = [1] : (tensor<2xi1>, tensor<2xi64>) -> tensor<2x2xi1>
  check.expect_eq_const %rp, dense<[[true, false], [true, false]]> : tensor<2x2xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %r4 = stablehlo.dynamic_broadcast_in_dim %s4, %shape, dims = [0] : (tensor<2xi4>, tensor<2xi64>) -> tensor<2x2xi4>
  check.expect_eq_const %r4, dense<[[-8, -8], [7, 7]]> : tensor<2x2xi4>
  %u4 = stablehlo.constant dense<15> : tensor<ui4>
  %ru4 = stablehlo.dynamic_broadcast_in_dim %u4, %shape, dims = [] : (tensor<ui4>, tensor<2xi64>) -> tensor<2x2xui4>
  check.expect_eq_const %ru4, dense<[[15, 15], [15, 15]]> : tensor<2x2xui4>
  %h = stablehlo.constant dense<[0.5, -2.0]> : tensor<2xf16>
  %rh = stablehlo.dynamic_broadcast_in_dim %h, %shape, dims = [1] : (tensor<2xf16>, tensor<2xi64>) -> tensor<2x2xf16>
  check.expect_eq_const %rh, dense<[[0.5, -2.0], [0.5, -2.0]]> : tensor<2x2xf16>
  %b = stablehlo.constant dense<[[3.0]]> : tensor<1x1xbf16>
  %rb = stablehlo.dynamic_broadcast_in_dim %b, %shape, dims = [0, 1] : (tensor<1x1xbf16>, tensor<2xi64>) -> tensor<2x2xbf16>
  check.expect_eq_const %rb, dense<[[3.0, 3.0], [3.0, 3.0]]> : tensor<2x2xbf16>
  %d = stablehlo.constant dense<[1.0e+300, -0.0]> : tensor<2xf64>
  %rd = stablehlo.dynamic_broadcast_in_dim %d, %shape, dims = [0] : (tensor<2xf64>, tensor<2xi64>) -> tensor<2x2xf64>
  check.expect_eq_const %rd, dense<[[1.0e+300, 1.0e+300], [-0.0, -0.0]]> : tensor<2x2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.dynamic_broadcast_in_dim %c, %shape, dims = [1] : (tensor<2xcomplex<f32>>, tensor<2xi64>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, 2.0), (3.0, -4.0)], [(1.0, 2.0), (3.0, -4.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax, with the optional known_(non)expanding_dimensions hints,
// which do not change the value.
func.func @dynamic_broadcast_in_dim_generic_form() {
  %operand = stablehlo.constant dense<[[1], [2], [3]]> : tensor<3x1xi32>
  %shape = stablehlo.constant dense<[2, 3, 2]> : tensor<3xi64>
  %result = "stablehlo.dynamic_broadcast_in_dim"(%operand, %shape) {
    broadcast_dimensions = array<i64: 1, 2>,
    known_expanding_dimensions = array<i64: 1>,
    known_nonexpanding_dimensions = array<i64: 0>
  } : (tensor<3x1xi32>, tensor<3xi64>) -> tensor<2x3x2xi32>
  check.expect_eq_const %result, dense<[[[1, 1], [2, 2], [3, 3]], [[1, 1], [2, 2], [3, 3]]]> : tensor<2x3x2xi32>
  %plain = "stablehlo.dynamic_broadcast_in_dim"(%operand, %shape) {
    broadcast_dimensions = array<i64: 1, 2>
  } : (tensor<3x1xi32>, tensor<3xi64>) -> tensor<2x3x2xi32>
  check.expect_eq %plain, %result : tensor<2x3x2xi32>
  func.return
}
