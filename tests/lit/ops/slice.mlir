// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A unit-stride and a strided dimension:
// operand_index = start_indices + result_index * strides.
func.func @slice_2d_i32() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %result = stablehlo.slice %operand [1:3, 0:4:2] : (tensor<4x4xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[4, 6], [8, 10]]> : tensor<2x2xi32>
  %corners = stablehlo.slice %operand [0:4:3, 0:4:3] : (tensor<4x4xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %corners, dense<[[0, 3], [12, 15]]> : tensor<2x2xi32>
  func.return
}

// -----

// The result size is ceil((limit - start) / stride); a stride larger than the
// range takes only the start element.
func.func @slice_stride_rounding_i64() {
  %operand = stablehlo.constant dense<[0, 10, 20, 30, 40, 50, 60]> : tensor<7xi64>
  %s3 = stablehlo.slice %operand [0:7:3] : (tensor<7xi64>) -> tensor<3xi64>
  check.expect_eq_const %s3, dense<[0, 30, 60]> : tensor<3xi64>
  %s3b = stablehlo.slice %operand [1:7:3] : (tensor<7xi64>) -> tensor<2xi64>
  check.expect_eq_const %s3b, dense<[10, 40]> : tensor<2xi64>
  %big = stablehlo.slice %operand [2:6:5] : (tensor<7xi64>) -> tensor<1xi64>
  check.expect_eq_const %big, dense<[20]> : tensor<1xi64>
  %huge = stablehlo.slice %operand [0:7:100] : (tensor<7xi64>) -> tensor<1xi64>
  check.expect_eq_const %huge, dense<[0]> : tensor<1xi64>
  %last = stablehlo.slice %operand [6:7] : (tensor<7xi64>) -> tensor<1xi64>
  check.expect_eq_const %last, dense<[60]> : tensor<1xi64>
  func.return
}

// -----

// The full range is the whole operand.
func.func @slice_full_range() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = stablehlo.slice %operand [0:2, 0:3] : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %explicit = stablehlo.slice %operand [0:2:1, 0:3:1] : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %explicit, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  func.return
}

// -----

// start = limit gives an empty dimension, also at the upper bound and with a
// stride; empty operands slice to empty results.
func.func @slice_empty() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %none = stablehlo.slice %operand [1:1, 0:3] : (tensor<2x3xi32>) -> tensor<0x3xi32>
  check.expect_eq_const %none, dense<> : tensor<0x3xi32>
  %end = stablehlo.slice %operand [0:2, 3:3:2] : (tensor<2x3xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %end, dense<> : tensor<2x0xi32>
  %empty = stablehlo.constant dense<> : tensor<0x3xf32>
  %re = stablehlo.slice %empty [0:0, 1:3] : (tensor<0x3xf32>) -> tensor<0x2xf32>
  check.expect_eq_const %re, dense<> : tensor<0x2xf32>
  func.return
}

// -----

// A rank-0 slice has no ranges.
func.func @slice_rank0() {
  %operand = stablehlo.constant dense<-7> : tensor<i8>
  %result = stablehlo.slice %operand [] : (tensor<i8>) -> tensor<i8>
  check.expect_eq_const %result, dense<-7> : tensor<i8>
  func.return
}

// -----

// Rank 3 with a stride in two dimensions.
func.func @slice_rank3() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %operand = stablehlo.reshape %iota : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %result = stablehlo.slice %operand [1:2, 0:3:2, 1:4:2] : (tensor<2x3x4xi32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %result, dense<[[[13, 15], [21, 23]]]> : tensor<1x2x2xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers.
func.func @slice_integer_types() {
  %pred = stablehlo.constant dense<[true, false, true, true, false]> : tensor<5xi1>
  %rp = stablehlo.slice %pred [1:5:2] : (tensor<5xi1>) -> tensor<2xi1>
  check.expect_eq_const %rp, dense<[false, true]> : tensor<2xi1>
  %s4 = stablehlo.constant dense<[-8, -4, 0, 4, 7]> : tensor<5xi4>
  %r4 = stablehlo.slice %s4 [0:5:4] : (tensor<5xi4>) -> tensor<2xi4>
  check.expect_eq_const %r4, dense<[-8, 7]> : tensor<2xi4>
  %u4 = stablehlo.constant dense<[[1, 15], [14, 2]]> : tensor<2x2xui4>
  %ru4 = stablehlo.slice %u4 [0:2, 1:2] : (tensor<2x2xui4>) -> tensor<2x1xui4>
  check.expect_eq_const %ru4, dense<[[15], [2]]> : tensor<2x1xui4>
  %u32 = stablehlo.constant dense<[4294967295, 7, 0]> : tensor<3xui32>
  %r32 = stablehlo.slice %u32 [0:2] : (tensor<3xui32>) -> tensor<2xui32>
  check.expect_eq_const %r32, dense<[4294967295, 7]> : tensor<2xui32>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @slice_float_and_complex_types() {
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>
  %rh = stablehlo.slice %h [1:4:2] : (tensor<4xf16>) -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[2.0, 4.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[[0.5, 1.5], [2.5, 3.5]]> : tensor<2x2xbf16>
  %rb = stablehlo.slice %b [1:2, 0:2] : (tensor<2x2xbf16>) -> tensor<1x2xbf16>
  check.expect_eq_const %rb, dense<[[2.5, 3.5]]> : tensor<1x2xbf16>
  %f = stablehlo.constant dense<[0x7FC00001, 1.0, -0.0, 0xFF800000]> : tensor<4xf32>
  %rf = stablehlo.slice %f [0:4:2] : (tensor<4xf32>) -> tensor<2xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %d = stablehlo.constant dense<[1.25, 2.25, 3.25]> : tensor<3xf64>
  %rd = stablehlo.slice %d [2:3] : (tensor<3xf64>) -> tensor<1xf64>
  check.expect_eq_const %rd, dense<[3.25]> : tensor<1xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %rc = stablehlo.slice %c [1:3] : (tensor<3xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(3.0, 4.0), (5.0, 6.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @slice_generic_form() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi64>
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64: 1, 0>,
    limit_indices = array<i64: 3, 4>,
    strides = array<i64: 1, 2>
  } : (tensor<4x4xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[4, 6], [8, 10]]> : tensor<2x2xi64>
  func.return
}
