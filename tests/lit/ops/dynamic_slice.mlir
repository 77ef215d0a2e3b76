// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// In-range start indices.
func.func @dynamic_slice_in_range_i64_indices() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %i2 = stablehlo.constant dense<2> : tensor<i64>
  %result = stablehlo.dynamic_slice %operand, %i1, %i2, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[6, 7], [10, 11]]> : tensor<2x2xi32>
  %row = stablehlo.dynamic_slice %operand, %i1, %i1, sizes = [1, 3] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<1x3xi32>
  check.expect_eq_const %row, dense<[[5, 6, 7]]> : tensor<1x3xi32>
  func.return
}

// -----

// Start indices past the end are clamped to shape(operand) - slice_sizes.
func.func @dynamic_slice_clamp_high() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %i3 = stablehlo.constant dense<3> : tensor<i32>
  %i10 = stablehlo.constant dense<10> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %both = stablehlo.dynamic_slice %operand, %i3, %i3, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %both, dense<[[10, 11], [14, 15]]> : tensor<2x2xi32>
  %one = stablehlo.dynamic_slice %operand, %i10, %i1, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %one, dense<[[9, 10], [13, 14]]> : tensor<2x2xi32>
  func.return
}

// -----

// Negative start indices are clamped to 0.
func.func @dynamic_slice_clamp_negative() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %m1 = stablehlo.constant dense<-1> : tensor<i64>
  %m5 = stablehlo.constant dense<-5> : tensor<i64>
  %i2 = stablehlo.constant dense<2> : tensor<i64>
  %both = stablehlo.dynamic_slice %operand, %m1, %m5, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %both, dense<[[0, 1], [4, 5]]> : tensor<2x2xi32>
  %one = stablehlo.dynamic_slice %operand, %i2, %m1, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %one, dense<[[8, 9], [12, 13]]> : tensor<2x2xi32>
  func.return
}

// -----

// Extreme signed index values clamp to both ends.
func.func @dynamic_slice_extreme_signed_indices() {
  %operand = stablehlo.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi32>
  %min64 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %max64 = stablehlo.constant dense<9223372036854775807> : tensor<i64>
  %lo = stablehlo.dynamic_slice %operand, %min64, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  check.expect_eq_const %lo, dense<[10, 11]> : tensor<2xi32>
  %hi = stablehlo.dynamic_slice %operand, %max64, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  check.expect_eq_const %hi, dense<[13, 14]> : tensor<2xi32>
  %min8 = stablehlo.constant dense<-128> : tensor<i8>
  %lo8 = stablehlo.dynamic_slice %operand, %min8, sizes = [3] : (tensor<5xi32>, tensor<i8>) -> tensor<3xi32>
  check.expect_eq_const %lo8, dense<[10, 11, 12]> : tensor<3xi32>
  func.return
}

// -----

// Unsigned start indices are read as unsigned values: 255 : ui8 and
// 2^64 - 1 : ui64 are large and clamp to the end, not to 0.
func.func @dynamic_slice_unsigned_indices() {
  %operand = stablehlo.constant dense<[10, 11, 12, 13, 14]> : tensor<5xi32>
  %u1 = stablehlo.constant dense<1> : tensor<ui8>
  %mid = stablehlo.dynamic_slice %operand, %u1, sizes = [2] : (tensor<5xi32>, tensor<ui8>) -> tensor<2xi32>
  check.expect_eq_const %mid, dense<[11, 12]> : tensor<2xi32>
  %u255 = stablehlo.constant dense<255> : tensor<ui8>
  %hi8 = stablehlo.dynamic_slice %operand, %u255, sizes = [2] : (tensor<5xi32>, tensor<ui8>) -> tensor<2xi32>
  check.expect_eq_const %hi8, dense<[13, 14]> : tensor<2xi32>
  %umax = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %hi64 = stablehlo.dynamic_slice %operand, %umax, sizes = [2] : (tensor<5xi32>, tensor<ui64>) -> tensor<2xi32>
  check.expect_eq_const %hi64, dense<[13, 14]> : tensor<2xi32>
  func.return
}

// -----

// A full-size slice ignores the start indices; a size-0 slice is empty.
func.func @dynamic_slice_full_and_empty_sizes() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %i5 = stablehlo.constant dense<5> : tensor<i32>
  %m5 = stablehlo.constant dense<-5> : tensor<i32>
  %full = stablehlo.dynamic_slice %operand, %i5, %m5, sizes = [2, 3] : (tensor<2x3xi16>, tensor<i32>, tensor<i32>) -> tensor<2x3xi16>
  check.expect_eq_const %full, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %empty = stablehlo.dynamic_slice %operand, %i5, %m5, sizes = [0, 2] : (tensor<2x3xi16>, tensor<i32>, tensor<i32>) -> tensor<0x2xi16>
  check.expect_eq_const %empty, dense<> : tensor<0x2xi16>
  func.return
}

// -----

// Slicing an empty dimension with size 0.
func.func @dynamic_slice_empty_operand() {
  %operand = stablehlo.constant dense<> : tensor<0x3xf32>
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %result = stablehlo.dynamic_slice %operand, %i0, %i1, sizes = [0, 2] : (tensor<0x3xf32>, tensor<i64>, tensor<i64>) -> tensor<0x2xf32>
  check.expect_eq_const %result, dense<> : tensor<0x2xf32>
  func.return
}

// -----

// A rank-0 operand takes no start indices.
func.func @dynamic_slice_rank0() {
  %operand = stablehlo.constant dense<3.5> : tensor<f64>
  %result = stablehlo.dynamic_slice %operand, sizes = [] : (tensor<f64>) -> tensor<f64>
  check.expect_eq_const %result, dense<3.5> : tensor<f64>
  func.return
}

// -----

// Rank 3, one index clamped high and one clamped low.
func.func @dynamic_slice_rank3() {
  %iota = stablehlo.iota dim = 0 : tensor<24xi32>
  %operand = stablehlo.reshape %iota : (tensor<24xi32>) -> tensor<2x3x4xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i2 = stablehlo.constant dense<2> : tensor<i32>
  %result = stablehlo.dynamic_slice %operand, %i1, %i1, %i2, sizes = [1, 2, 2] : (tensor<2x3x4xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x2xi32>
  check.expect_eq_const %result, dense<[[[18, 19], [22, 23]]]> : tensor<1x2x2xi32>
  %i5 = stablehlo.constant dense<5> : tensor<i32>
  %m3 = stablehlo.constant dense<-3> : tensor<i32>
  %i3 = stablehlo.constant dense<3> : tensor<i32>
  %clamped = stablehlo.dynamic_slice %operand, %i5, %m3, %i3, sizes = [2, 1, 3] : (tensor<2x3x4xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x3xi32>
  check.expect_eq_const %clamped, dense<[[[1, 2, 3]], [[13, 14, 15]]]> : tensor<2x1x3xi32>
  func.return
}

// -----

// Booleans, 4-bit and unsigned elements.
func.func @dynamic_slice_integer_element_types() {
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %pred = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %rp = stablehlo.dynamic_slice %pred, %i1, sizes = [2] : (tensor<4xi1>, tensor<i32>) -> tensor<2xi1>
  check.expect_eq_const %rp, dense<[false, true]> : tensor<2xi1>
  %s4 = stablehlo.constant dense<[-8, -1, 0, 7]> : tensor<4xi4>
  %r4 = stablehlo.dynamic_slice %s4, %i1, sizes = [3] : (tensor<4xi4>, tensor<i32>) -> tensor<3xi4>
  check.expect_eq_const %r4, dense<[-1, 0, 7]> : tensor<3xi4>
  %u4 = stablehlo.constant dense<[15, 14, 13]> : tensor<3xui4>
  %ru4 = stablehlo.dynamic_slice %u4, %i1, sizes = [1] : (tensor<3xui4>, tensor<i32>) -> tensor<1xui4>
  check.expect_eq_const %ru4, dense<[14]> : tensor<1xui4>
  %u8 = stablehlo.constant dense<[0, 128, 255]> : tensor<3xui8>
  %ru8 = stablehlo.dynamic_slice %u8, %i1, sizes = [2] : (tensor<3xui8>, tensor<i32>) -> tensor<2xui8>
  check.expect_eq_const %ru8, dense<[128, 255]> : tensor<2xui8>
  func.return
}

// -----

// f16, bf16, f32 (bit for bit), f64 and complex elements.
func.func @dynamic_slice_float_and_complex_types() {
  %i1 = stablehlo.constant dense<1> : tensor<i64>
  %h = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %rh = stablehlo.dynamic_slice %h, %i1, sizes = [2] : (tensor<3xf16>, tensor<i64>) -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[2.0, 3.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[0.5, 1.5, 2.5]> : tensor<3xbf16>
  %rb = stablehlo.dynamic_slice %b, %i1, sizes = [1] : (tensor<3xbf16>, tensor<i64>) -> tensor<1xbf16>
  check.expect_eq_const %rb, dense<[1.5]> : tensor<1xbf16>
  %f = stablehlo.constant dense<[1.0, 0x7FC00001, -0.0]> : tensor<3xf32>
  %rf = stablehlo.dynamic_slice %f, %i1, sizes = [2] : (tensor<3xf32>, tensor<i64>) -> tensor<2xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, -0.0]> : tensor<2xf32>
  %d = stablehlo.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf64>
  %rd = stablehlo.dynamic_slice %d, %i1, %i1, sizes = [1, 1] : (tensor<2x2xf64>, tensor<i64>, tensor<i64>) -> tensor<1x1xf64>
  check.expect_eq_const %rd, dense<[[4.5]]> : tensor<1x1xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0)]> : tensor<3xcomplex<f32>>
  %rc = stablehlo.dynamic_slice %c, %i1, sizes = [2] : (tensor<3xcomplex<f32>>, tensor<i64>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(3.0, 4.0), (5.0, 6.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax, with one start index clamped low and one clamped high.
func.func @dynamic_slice_generic_form() {
  %operand = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %start0 = stablehlo.constant dense<-1> : tensor<i64>
  %start1 = stablehlo.constant dense<3> : tensor<i64>
  %result = "stablehlo.dynamic_slice"(%operand, %start0, %start1) {
    slice_sizes = array<i64: 2, 2>
  } : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[2, 3], [6, 7]]> : tensor<2x2xi32>
  func.return
}
