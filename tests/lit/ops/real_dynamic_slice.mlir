// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// real_dynamic_slice is slice with start_indices, limit_indices and strides
// given as run-time operands: operand_index = start + result_index * strides,
// shape(result) = ceil((limit - start) / strides).

// Rank 1, unit stride.
func.func @real_dynamic_slice_rank1_i32() {
  %operand = stablehlo.constant dense<[10, 11, 12, 13]> : tensor<4xi32>
  %start = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.constant dense<[3]> : tensor<1xi64>
  %strides = stablehlo.constant dense<[1]> : tensor<1xi64>
  %result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[11, 12]> : tensor<2xi32>
  func.return
}

// -----

// Strides, with the result size rounded up.
func.func @real_dynamic_slice_strides() {
  %operand = stablehlo.constant dense<[0, 10, 20, 30, 40, 50, 60]> : tensor<7xi64>
  %start = stablehlo.constant dense<[0]> : tensor<1xi64>
  %limit = stablehlo.constant dense<[7]> : tensor<1xi64>
  %strides = stablehlo.constant dense<[3]> : tensor<1xi64>
  %result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<7xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[0, 30, 60]> : tensor<3xi64>
  %start1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit6 = stablehlo.constant dense<[6]> : tensor<1xi64>
  %strides2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %odd = stablehlo.real_dynamic_slice %operand, %start1, %limit6, %strides2 : (tensor<7xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
  check.expect_eq_const %odd, dense<[10, 30, 50]> : tensor<3xi64>
  func.return
}

// -----

// Rank 2; index operands of type i32.
func.func @real_dynamic_slice_rank2_i32_indices() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %limit = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %strides = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<4x4xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[4, 6], [8, 10]]> : tensor<2x2xi32>
  func.return
}

// -----

// start = limit gives an empty result.
func.func @real_dynamic_slice_empty() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<2x3xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<0x3xi32>
  check.expect_eq_const %result, dense<> : tensor<0x3xi32>
  func.return
}

// -----

// A dynamic result type: the run-time bounds decide the size.
func.func @real_dynamic_slice_dynamic_result_type() {
  %operand = stablehlo.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi32>
  %start = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.constant dense<[5]> : tensor<1xi64>
  %strides = stablehlo.constant dense<[2]> : tensor<1xi64>
  %result = stablehlo.real_dynamic_slice %operand, %start, %limit, %strides : (tensor<5xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  %n = stablehlo.get_dimension_size %result, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  check.expect_eq_const %n, dense<2> : tensor<i32>
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %static = stablehlo.dynamic_reshape %result, %shape : (tensor<?xi32>, tensor<1xi64>) -> tensor<2xi32>
  check.expect_eq_const %static, dense<[11, 13]> : tensor<2xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers, floats and complex numbers.
func.func @real_dynamic_slice_element_types() {
  %start = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.constant dense<[3]> : tensor<1xi64>
  %strides = stablehlo.constant dense<[1]> : tensor<1xi64>
  %pred = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %rp = stablehlo.real_dynamic_slice %pred, %start, %limit, %strides : (tensor<3xi1>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi1>
  check.expect_eq_const %rp, dense<[false, true]> : tensor<2xi1>
  %s4 = stablehlo.constant dense<[0, -8, 7]> : tensor<3xi4>
  %r4 = stablehlo.real_dynamic_slice %s4, %start, %limit, %strides : (tensor<3xi4>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi4>
  check.expect_eq_const %r4, dense<[-8, 7]> : tensor<2xi4>
  %u4 = stablehlo.constant dense<[0, 15, 9]> : tensor<3xui4>
  %ru4 = stablehlo.real_dynamic_slice %u4, %start, %limit, %strides : (tensor<3xui4>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xui4>
  check.expect_eq_const %ru4, dense<[15, 9]> : tensor<2xui4>
  %u16 = stablehlo.constant dense<[0, 65535, 1]> : tensor<3xui16>
  %r16 = stablehlo.real_dynamic_slice %u16, %start, %limit, %strides : (tensor<3xui16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xui16>
  check.expect_eq_const %r16, dense<[65535, 1]> : tensor<2xui16>
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %rh = stablehlo.real_dynamic_slice %h, %start, %limit, %strides : (tensor<3xf16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[2.0, 3.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0.5, 1.5, 2.5]> : tensor<3xbf16>
  %rb = stablehlo.real_dynamic_slice %b, %start, %limit, %strides : (tensor<3xbf16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xbf16>
  check.expect_eq_const %rb, dense<[1.5, 2.5]> : tensor<2xbf16>
  %f = stablehlo.constant dense<[1.0, 0x7FC00001, -0.0]> : tensor<3xf32>
  %rf = stablehlo.real_dynamic_slice %f, %start, %limit, %strides : (tensor<3xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %d = stablehlo.constant dense<[1.25, 2.25, 3.25]> : tensor<3xf64>
  %rd = stablehlo.real_dynamic_slice %d, %start, %limit, %strides : (tensor<3xf64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[2.25, 3.25]> : tensor<2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %rc = stablehlo.real_dynamic_slice %c, %start, %limit, %strides : (tensor<3xcomplex<f32>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(3.0, 4.0), (5.0, 6.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @real_dynamic_slice_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %start = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %limit = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %strides = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %result = "stablehlo.real_dynamic_slice"(%operand, %start, %limit, %strides)
    : (tensor<3x3xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[2, 3], [8, 9]]> : tensor<2x2xi32>
  func.return
}
