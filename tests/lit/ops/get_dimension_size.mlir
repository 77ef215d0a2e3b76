// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Each dimension of a rank-2 tensor.
func.func @get_dimension_size_rank2() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %d0 = stablehlo.get_dimension_size %operand, dim = 0 : (tensor<2x3xi64>) -> tensor<i32>
  check.expect_eq_const %d0, dense<2> : tensor<i32>
  %d1 = stablehlo.get_dimension_size %operand, dim = 1 : (tensor<2x3xi64>) -> tensor<i32>
  check.expect_eq_const %d1, dense<3> : tensor<i32>
  func.return
}

// -----

// Size-0 and size-1 dimensions; the elements are not read.
func.func @get_dimension_size_empty_and_unit() {
  %operand = stablehlo.constant dense<> : tensor<4x0x1xf32>
  %d0 = stablehlo.get_dimension_size %operand, dim = 0 : (tensor<4x0x1xf32>) -> tensor<i32>
  check.expect_eq_const %d0, dense<4> : tensor<i32>
  %d1 = stablehlo.get_dimension_size %operand, dim = 1 : (tensor<4x0x1xf32>) -> tensor<i32>
  check.expect_eq_const %d1, dense<0> : tensor<i32>
  %d2 = stablehlo.get_dimension_size %operand, dim = 2 : (tensor<4x0x1xf32>) -> tensor<i32>
  check.expect_eq_const %d2, dense<1> : tensor<i32>
  func.return
}

// -----

// The element type of the operand does not matter.
func.func @get_dimension_size_element_types() {
  %pred = stablehlo.constant dense<true> : tensor<5xi1>
  %rp = stablehlo.get_dimension_size %pred, dim = 0 : (tensor<5xi1>) -> tensor<i32>
  check.expect_eq_const %rp, dense<5> : tensor<i32>
  %u4 = stablehlo.constant dense<3> : tensor<2x7xui4>
  %ru4 = stablehlo.get_dimension_size %u4, dim = 1 : (tensor<2x7xui4>) -> tensor<i32>
  check.expect_eq_const %ru4, dense<7> : tensor<i32>
  %s4 = stablehlo.constant dense<-1> : tensor<6xi4>
  %rs4 = stablehlo.get_dimension_size %s4, dim = 0 : (tensor<6xi4>) -> tensor<i32>
  check.expect_eq_const %rs4, dense<6> : tensor<i32>
  %h = stablehlo.constant dense<1.0> : tensor<3x1xf16>
  %rh = stablehlo.get_dimension_size %h, dim = 0 : (tensor<3x1xf16>) -> tensor<i32>
  check.expect_eq_const %rh, dense<3> : tensor<i32>
  %b = stablehlo.constant dense<1.0> : tensor<8xbf16>
  %rb = stablehlo.get_dimension_size %b, dim = 0 : (tensor<8xbf16>) -> tensor<i32>
  check.expect_eq_const %rb, dense<8> : tensor<i32>
  %d = stablehlo.constant dense<1.0> : tensor<1x9xf64>
  %rd = stablehlo.get_dimension_size %d, dim = 1 : (tensor<1x9xf64>) -> tensor<i32>
  check.expect_eq_const %rd, dense<9> : tensor<i32>
  %c = stablehlo.constant dense<(1.0, 2.0)> : tensor<4xcomplex<f32>>
  %rc = stablehlo.get_dimension_size %c, dim = 0 : (tensor<4xcomplex<f32>>) -> tensor<i32>
  check.expect_eq_const %rc, dense<4> : tensor<i32>
  func.return
}

// -----

// A higher-rank tensor, the last dimension.
func.func @get_dimension_size_rank4() {
  %operand = stablehlo.constant dense<0> : tensor<2x3x4x5xui8>
  %d3 = stablehlo.get_dimension_size %operand, dim = 3 : (tensor<2x3x4x5xui8>) -> tensor<i32>
  check.expect_eq_const %d3, dense<5> : tensor<i32>
  %d2 = stablehlo.get_dimension_size %operand, dim = 2 : (tensor<2x3x4x5xui8>) -> tensor<i32>
  check.expect_eq_const %d2, dense<4> : tensor<i32>
  func.return
}

// -----

// A large dimension size (the tensor is empty, so it is cheap).
func.func @get_dimension_size_large() {
  %operand = stablehlo.constant dense<> : tensor<0x2147483647xi8>
  %d1 = stablehlo.get_dimension_size %operand, dim = 1 : (tensor<0x2147483647xi8>) -> tensor<i32>
  check.expect_eq_const %d1, dense<2147483647> : tensor<i32>
  func.return
}

// -----

// The size of a dimension that is dynamic in the type is its run-time size.
func.func @get_dimension_size_dynamic_dimension() {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %operand = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x2xi32>
  %d0 = stablehlo.get_dimension_size %operand, dim = 0 : (tensor<?x2xi32>) -> tensor<i32>
  check.expect_eq_const %d0, dense<3> : tensor<i32>
  %d1 = stablehlo.get_dimension_size %operand, dim = 1 : (tensor<?x2xi32>) -> tensor<i32>
  check.expect_eq_const %d1, dense<2> : tensor<i32>
  func.return
}

// -----

// Generic syntax.
func.func @get_dimension_size_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.get_dimension_size"(%operand) {
    dimension = 1 : i64
  } : (tensor<2x3xi32>) -> tensor<i32>
  check.expect_eq_const %result, dense<3> : tensor<i32>
  func.return
}
