// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// In-range start indices: the update overwrites a window, the rest is kept.
func.func @dynamic_update_slice_in_range() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %update = stablehlo.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi32>
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %i2 = stablehlo.constant dense<2> : tensor<i64>
  %center = stablehlo.dynamic_update_slice %operand, %update, %i1, %i1 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %center, dense<[[0, 1, 2, 3], [4, -1, -2, 7], [8, -3, -4, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %corner = stablehlo.dynamic_update_slice %operand, %update, %i0, %i2 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %corner, dense<[[0, 1, -1, -2], [4, 5, -3, -4], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  func.return
}

// -----

// Start indices past the end are clamped to shape(operand) - shape(update).
func.func @dynamic_update_slice_clamp_high() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %update = stablehlo.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi32>
  %i3 = stablehlo.constant dense<3> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i3, %i3 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, -1, -2], [12, 13, -3, -4]]> : tensor<4x4xi32>
  func.return
}

// -----

// Negative start indices are clamped to 0.
func.func @dynamic_update_slice_clamp_negative() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %update = stablehlo.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi32>
  %m2 = stablehlo.constant dense<-2> : tensor<i64>
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %i2 = stablehlo.constant dense<2> : tensor<i64>
  %m100 = stablehlo.constant dense<-100> : tensor<i64>
  %low0 = stablehlo.dynamic_update_slice %operand, %update, %m2, %i1 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %low0, dense<[[0, -1, -2, 3], [4, -3, -4, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %low1 = stablehlo.dynamic_update_slice %operand, %update, %i2, %m100 : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %low1, dense<[[0, 1, 2, 3], [4, 5, 6, 7], [-1, -2, 10, 11], [-3, -4, 14, 15]]> : tensor<4x4xi32>
  func.return
}

// -----

// Small signed and unsigned index types: -128 : i8 clamps to 0,
// 200 : ui8 is a large unsigned value and clamps to the end.
func.func @dynamic_update_slice_small_index_types() {
  %operand = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %update = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %min8 = stablehlo.constant dense<-128> : tensor<i8>
  %lo = stablehlo.dynamic_update_slice %operand, %update, %min8 : (tensor<5xi64>, tensor<2xi64>, tensor<i8>) -> tensor<5xi64>
  check.expect_eq_const %lo, dense<[0, 0, 3, 4, 5]> : tensor<5xi64>
  %u200 = stablehlo.constant dense<200> : tensor<ui8>
  %hi = stablehlo.dynamic_update_slice %operand, %update, %u200 : (tensor<5xi64>, tensor<2xi64>, tensor<ui8>) -> tensor<5xi64>
  check.expect_eq_const %hi, dense<[1, 2, 3, 0, 0]> : tensor<5xi64>
  %u2 = stablehlo.constant dense<2> : tensor<ui32>
  %mid = stablehlo.dynamic_update_slice %operand, %update, %u2 : (tensor<5xi64>, tensor<2xi64>, tensor<ui32>) -> tensor<5xi64>
  check.expect_eq_const %mid, dense<[1, 2, 0, 0, 5]> : tensor<5xi64>
  func.return
}

// -----

// An update as large as the operand replaces it whatever the start indices.
func.func @dynamic_update_slice_full_update() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %update = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %i7 = stablehlo.constant dense<7> : tensor<i32>
  %m7 = stablehlo.constant dense<-7> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i7, %m7 : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  func.return
}

// -----

// An empty update leaves the operand unchanged; an empty operand stays empty.
func.func @dynamic_update_slice_empty() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %update = stablehlo.constant dense<> : tensor<0x2xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i1, %i1 : (tensor<2x3xi32>, tensor<0x2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %eop = stablehlo.constant dense<> : tensor<0x3xf32>
  %eup = stablehlo.constant dense<> : tensor<0x1xf32>
  %re = stablehlo.dynamic_update_slice %eop, %eup, %i1, %i1 : (tensor<0x3xf32>, tensor<0x1xf32>, tensor<i32>, tensor<i32>) -> tensor<0x3xf32>
  check.expect_eq_const %re, dense<> : tensor<0x3xf32>
  func.return
}

// -----

// Rank 0: no start indices, the result is the update.
func.func @dynamic_update_slice_rank0() {
  %operand = stablehlo.constant dense<1.5> : tensor<f32>
  %update = stablehlo.constant dense<-2.5> : tensor<f32>
  %result = stablehlo.dynamic_update_slice %operand, %update : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<-2.5> : tensor<f32>
  func.return
}

// -----

// Rank 3 with one index clamped high and one clamped low.
func.func @dynamic_update_slice_rank3() {
  %operand = stablehlo.constant dense<0> : tensor<2x3x4xi16>
  %update = stablehlo.constant dense<[[[1, 2], [3, 4]]]> : tensor<1x2x2xi16>
  %i1 = stablehlo.constant dense<1> : tensor<i16>
  %i5 = stablehlo.constant dense<5> : tensor<i16>
  %m1 = stablehlo.constant dense<-1> : tensor<i16>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i1, %i5, %m1 : (tensor<2x3x4xi16>, tensor<1x2x2xi16>, tensor<i16>, tensor<i16>, tensor<i16>) -> tensor<2x3x4xi16>
  check.expect_eq_const %result, dense<[[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], [[0, 0, 0, 0], [1, 2, 0, 0], [3, 4, 0, 0]]]> : tensor<2x3x4xi16>
  func.return
}

// -----

// Booleans, 4-bit and unsigned elements.
func.func @dynamic_update_slice_integer_element_types() {
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %pred = stablehlo.constant dense<[false, false, false, false]> : tensor<4xi1>
  %upred = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %rp = stablehlo.dynamic_update_slice %pred, %upred, %i1 : (tensor<4xi1>, tensor<2xi1>, tensor<i32>) -> tensor<4xi1>
  check.expect_eq_const %rp, dense<[false, true, true, false]> : tensor<4xi1>
  %s4 = stablehlo.constant dense<[7, 7, 7]> : tensor<3xi4>
  %us4 = stablehlo.constant dense<[-8]> : tensor<1xi4>
  %r4 = stablehlo.dynamic_update_slice %s4, %us4, %i1 : (tensor<3xi4>, tensor<1xi4>, tensor<i32>) -> tensor<3xi4>
  check.expect_eq_const %r4, dense<[7, -8, 7]> : tensor<3xi4>
  %u4 = stablehlo.constant dense<[0, 0, 0]> : tensor<3xui4>
  %uu4 = stablehlo.constant dense<[15, 9]> : tensor<2xui4>
  %ru4 = stablehlo.dynamic_update_slice %u4, %uu4, %i1 : (tensor<3xui4>, tensor<2xui4>, tensor<i32>) -> tensor<3xui4>
  check.expect_eq_const %ru4, dense<[0, 15, 9]> : tensor<3xui4>
  %u64 = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %uu64 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %r64 = stablehlo.dynamic_update_slice %u64, %uu64, %i1 : (tensor<2xui64>, tensor<1xui64>, tensor<i32>) -> tensor<2xui64>
  check.expect_eq_const %r64, dense<[1, 18446744073709551615]> : tensor<2xui64>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @dynamic_update_slice_float_and_complex_types() {
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %uh = stablehlo.constant dense<[-0.5]> : tensor<1xf16>
  %rh = stablehlo.dynamic_update_slice %h, %uh, %i1 : (tensor<3xf16>, tensor<1xf16>, tensor<i64>) -> tensor<3xf16>
  check.expect_eq_const %rh, dense<[1.0, -0.5, 3.0]> : tensor<3xf16>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xbf16>
  %ub = stablehlo.constant dense<[[8.0, 9.0]]> : tensor<1x2xbf16>
  %rb = stablehlo.dynamic_update_slice %b, %ub, %i1, %i0 : (tensor<2x2xbf16>, tensor<1x2xbf16>, tensor<i64>, tensor<i64>) -> tensor<2x2xbf16>
  check.expect_eq_const %rb, dense<[[1.0, 2.0], [8.0, 9.0]]> : tensor<2x2xbf16>
  %f = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %uf = stablehlo.constant dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %rf = stablehlo.dynamic_update_slice %f, %uf, %i0 : (tensor<3xf32>, tensor<2xf32>, tensor<i64>) -> tensor<3xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, -0.0, 3.0]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf64>
  %ud = stablehlo.constant dense<[1.0e+300]> : tensor<1xf64>
  %rd = stablehlo.dynamic_update_slice %d, %ud, %i1 : (tensor<2xf64>, tensor<1xf64>, tensor<i64>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[1.5, 1.0e+300]> : tensor<2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %uc = stablehlo.constant dense<[(-5.0, 6.0)]> : tensor<1xcomplex<f32>>
  %rc = stablehlo.dynamic_update_slice %c, %uc, %i0 : (tensor<2xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i64>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(-5.0, 6.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// The operand value is not modified by the update.
func.func @dynamic_update_slice_operand_unchanged() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %update = stablehlo.constant dense<[9]> : tensor<1xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %result = stablehlo.dynamic_update_slice %operand, %update, %i1 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[1, 9, 3]> : tensor<3xi32>
  check.expect_eq_const %operand, dense<[1, 2, 3]> : tensor<3xi32>
  func.return
}

// -----

// Generic syntax.
func.func @dynamic_update_slice_generic_form() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %update = stablehlo.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi32>
  %start0 = stablehlo.constant dense<2> : tensor<i64>
  %start1 = stablehlo.constant dense<-100> : tensor<i64>
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start0, %start1)
    : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[0, 1, 2, 3], [4, 5, 6, 7], [-1, -2, 10, 11], [-3, -4, 14, 15]]> : tensor<4x4xi32>
  func.return
}
