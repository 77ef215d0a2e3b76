// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Rank-1 iota.
func.func @iota_si32_rank1() {
  %result = stablehlo.iota dim = 0 : tensor<5xi32>
  check.expect_eq_const %result, dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  func.return
}

// -----

// The value is the index along iota_dimension; other indices are ignored.
func.func @iota_si64_rank2_each_dimension() {
  %dim0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
  check.expect_eq_const %dim0, dense<[[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]> : tensor<3x4xi64>
  %dim1 = stablehlo.iota dim = 1 : tensor<3x4xi64>
  check.expect_eq_const %dim1, dense<[[0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3]]> : tensor<3x4xi64>
  func.return
}

// -----

// Rank-3 iota along the last and the middle dimension.
func.func @iota_rank3_last_dimension() {
  %result = stablehlo.iota dim = 2 : tensor<2x2x3xi16>
  check.expect_eq_const %result, dense<[[[0, 1, 2], [0, 1, 2]], [[0, 1, 2], [0, 1, 2]]]> : tensor<2x2x3xi16>
  %mid = stablehlo.iota dim = 1 : tensor<2x2x3xi16>
  check.expect_eq_const %mid, dense<[[[0, 0, 0], [1, 1, 1]], [[0, 0, 0], [1, 1, 1]]]> : tensor<2x2x3xi16>
  func.return
}

// -----

// Other integer element types.
func.func @iota_integer_types() {
  %u8 = stablehlo.iota dim = 0 : tensor<4xui8>
  check.expect_eq_const %u8, dense<[0, 1, 2, 3]> : tensor<4xui8>
  %i4 = stablehlo.iota dim = 0 : tensor<8xi4>
  check.expect_eq_const %i4, dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi4>
  %u64 = stablehlo.iota dim = 0 : tensor<3xui64>
  check.expect_eq_const %u64, dense<[0, 1, 2]> : tensor<3xui64>
  func.return
}

// -----

// Floating-point element types.
func.func @iota_float_types() {
  %f32 = stablehlo.iota dim = 0 : tensor<4xf32>
  check.expect_eq_const %f32, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %f64 = stablehlo.iota dim = 1 : tensor<2x3xf64>
  check.expect_eq_const %f64, dense<[[0.0, 1.0, 2.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf64>
  %f16 = stablehlo.iota dim = 0 : tensor<3xf16>
  check.expect_eq_const %f16, dense<[0.0, 1.0, 2.0]> : tensor<3xf16>
  %bf16 = stablehlo.iota dim = 0 : tensor<3xbf16>
  check.expect_eq_const %bf16, dense<[0.0, 1.0, 2.0]> : tensor<3xbf16>
  func.return
}

// -----

// Complex iota has a zero imaginary part.
func.func @iota_complex() {
  %c32 = stablehlo.iota dim = 0 : tensor<3xcomplex<f32>>
  check.expect_eq_const %c32, dense<[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]> : tensor<3xcomplex<f32>>
  %c64 = stablehlo.iota dim = 0 : tensor<2x2xcomplex<f64>>
  check.expect_eq_const %c64, dense<[[(0.0, 0.0), (0.0, 0.0)], [(1.0, 0.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @iota_generic_form() {
  %result = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  func.return
}
