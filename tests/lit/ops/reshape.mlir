// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Row-major order is kept: 2x3 -> 3x2, 6 and 1x6x1.
func.func @reshape_2d_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r32 = stablehlo.reshape %operand : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %r32, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %flat = stablehlo.reshape %operand : (tensor<2x3xi32>) -> tensor<6xi32>
  check.expect_eq_const %flat, dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %unit = stablehlo.reshape %operand : (tensor<2x3xi32>) -> tensor<1x6x1xi32>
  check.expect_eq_const %unit, dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  func.return
}

// -----

// Rank 3 to other shapes of 24 elements, and back.
func.func @reshape_rank3_i64() {
  %operand = stablehlo.iota dim = 0 : tensor<24xi64>
  %r234 = stablehlo.reshape %operand : (tensor<24xi64>) -> tensor<2x3x4xi64>
  check.expect_eq_const %r234, dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi64>
  %r46 = stablehlo.reshape %r234 : (tensor<2x3x4xi64>) -> tensor<4x6xi64>
  check.expect_eq_const %r46, dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17], [18, 19, 20, 21, 22, 23]]> : tensor<4x6xi64>
  %r432 = stablehlo.reshape %r46 : (tensor<4x6xi64>) -> tensor<4x3x2xi64>
  check.expect_eq_const %r432, dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]], [[12, 13], [14, 15], [16, 17]], [[18, 19], [20, 21], [22, 23]]]> : tensor<4x3x2xi64>
  %back = stablehlo.reshape %r432 : (tensor<4x3x2xi64>) -> tensor<24xi64>
  check.expect_eq %back, %operand : tensor<24xi64>
  func.return
}

// -----

// Rank 0 to and from one-element tensors.
func.func @reshape_rank0_f32() {
  %scalar = stablehlo.constant dense<-3.5> : tensor<f32>
  %r11 = stablehlo.reshape %scalar : (tensor<f32>) -> tensor<1x1xf32>
  check.expect_eq_const %r11, dense<[[-3.5]]> : tensor<1x1xf32>
  %r1 = stablehlo.constant dense<[4.25]> : tensor<1xf32>
  %r0 = stablehlo.reshape %r1 : (tensor<1xf32>) -> tensor<f32>
  check.expect_eq_const %r0, dense<4.25> : tensor<f32>
  %same = stablehlo.reshape %scalar : (tensor<f32>) -> tensor<f32>
  check.expect_eq_const %same, dense<-3.5> : tensor<f32>
  func.return
}

// -----

// Empty tensors reshape to other empty shapes.
func.func @reshape_empty() {
  %operand = stablehlo.constant dense<> : tensor<0x3xf32>
  %r30 = stablehlo.reshape %operand : (tensor<0x3xf32>) -> tensor<3x0xf32>
  check.expect_eq_const %r30, dense<> : tensor<3x0xf32>
  %r0 = stablehlo.reshape %operand : (tensor<0x3xf32>) -> tensor<0xf32>
  check.expect_eq_const %r0, dense<> : tensor<0xf32>
  %r205 = stablehlo.reshape %r0 : (tensor<0xf32>) -> tensor<2x0x5xf32>
  check.expect_eq_const %r205, dense<> : tensor<2x0x5xf32>
  func.return
}

// -----

// Booleans and small and unsigned integers.
func.func @reshape_integer_types() {
  %pred = stablehlo.constant dense<[true, false, false, true]> : tensor<4xi1>
  %rp = stablehlo.reshape %pred : (tensor<4xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %rp, dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %s4 = stablehlo.constant dense<[[-8, -1], [0, 7]]> : tensor<2x2xi4>
  %r4 = stablehlo.reshape %s4 : (tensor<2x2xi4>) -> tensor<4xi4>
  check.expect_eq_const %r4, dense<[-8, -1, 0, 7]> : tensor<4xi4>
  %u4 = stablehlo.constant dense<[0, 5, 10, 15, 1, 2]> : tensor<6xui4>
  %ru4 = stablehlo.reshape %u4 : (tensor<6xui4>) -> tensor<3x2xui4>
  check.expect_eq_const %ru4, dense<[[0, 5], [10, 15], [1, 2]]> : tensor<3x2xui4>
  %u16 = stablehlo.constant dense<[[65535, 0, 1]]> : tensor<1x3xui16>
  %ru16 = stablehlo.reshape %u16 : (tensor<1x3xui16>) -> tensor<3x1xui16>
  check.expect_eq_const %ru16, dense<[[65535], [0], [1]]> : tensor<3x1xui16>
  %s8 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  %r8 = stablehlo.reshape %s8 : (tensor<2xi8>) -> tensor<2x1xi8>
  check.expect_eq_const %r8, dense<[[-128], [127]]> : tensor<2x1xi8>
  func.return
}

// -----

// f16, bf16, f64 and complex elements, bit for bit.
func.func @reshape_float_and_complex_types() {
  %h = stablehlo.constant dense<[[1.5, -0.0], [0x7E01, 0xFC00]]> : tensor<2x2xf16>
  %rh = stablehlo.reshape %h : (tensor<2x2xf16>) -> tensor<4xf16>
  check.expect_eq_const %rh, dense<[1.5, -0.0, 0x7E01, 0xFC00]> : tensor<4xf16>
  %b = stablehlo.constant dense<[0.5, 2.0, -4.0, 8.0]> : tensor<4xbf16>
  %rb = stablehlo.reshape %b : (tensor<4xbf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %rb, dense<[[0.5, 2.0], [-4.0, 8.0]]> : tensor<2x2xbf16>
  %d = stablehlo.constant dense<[[1.0e+300, -1.0e-300, 0.1]]> : tensor<1x3xf64>
  %rd = stablehlo.reshape %d : (tensor<1x3xf64>) -> tensor<3xf64>
  check.expect_eq_const %rd, dense<[1.0e+300, -1.0e-300, 0.1]> : tensor<3xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0), (5.0, 6.0), (7.0, 8.0)]> : tensor<4xcomplex<f32>>
  %rc = stablehlo.reshape %c : (tensor<4xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[[(1.0, 2.0), (3.0, 4.0)], [(5.0, 6.0), (7.0, 8.0)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @reshape_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %result = "stablehlo.reshape"(%operand) : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  func.return
}
