// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// clamp(min, x, max) = minimum(maximum(x, min), max), element by element.
func.func @clamp_si32_elementwise_bounds() {
  %min = stablehlo.constant dense<[-5, 0, 10, 7, -2147483648]> : tensor<5xi32>
  %operand = stablehlo.constant dense<[-10, 3, 100, 7, 2147483647]> : tensor<5xi32>
  %max = stablehlo.constant dense<[5, 5, 20, 7, 2147483647]> : tensor<5xi32>
  %result = stablehlo.clamp %min, %operand, %max : tensor<5xi32>
  check.expect_eq_const %result, dense<[-5, 3, 20, 7, 2147483647]> : tensor<5xi32>
  func.return
}

// -----

// Rank-0 bounds apply to every element. NaN propagates (IEEE maximum/minimum)
// and -0.0 is below a +0.0 lower bound, so it becomes +0.0.
func.func @clamp_f32_scalar_bounds() {
  %min = stablehlo.constant dense<0.0> : tensor<f32>
  %operand = stablehlo.constant dense<[-0.5, 0.25, 1.5, -0.0, 0x7FC00000, 0x7F800000, 0xFF800000, 1.0]> : tensor<8xf32>
  %max = stablehlo.constant dense<1.0> : tensor<f32>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<f32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  check.expect_eq_const %result, dense<[0.0, 0.25, 1.0, 0.0, 0x7FC00000, 1.0, 0.0, 1.0]> : tensor<8xf32>
  func.return
}

// -----

// When min > max the formula yields max for every element.
func.func @clamp_si8_min_above_max() {
  %min = stablehlo.constant dense<5> : tensor<i8>
  %operand = stablehlo.constant dense<[-128, 4, 127]> : tensor<3xi8>
  %max = stablehlo.constant dense<3> : tensor<i8>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<i8>, tensor<3xi8>, tensor<i8>) -> tensor<3xi8>
  check.expect_eq_const %result, dense<[3, 3, 3]> : tensor<3xi8>
  func.return
}

// -----

// A rank-0 min together with a full-shape max.
func.func @clamp_ui8_mixed_rank_bounds() {
  %min = stablehlo.constant dense<10> : tensor<ui8>
  %operand = stablehlo.constant dense<[0, 50, 255, 15]> : tensor<4xui8>
  %max = stablehlo.constant dense<[100, 20, 200, 255]> : tensor<4xui8>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<ui8>, tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  check.expect_eq_const %result, dense<[10, 20, 200, 15]> : tensor<4xui8>
  func.return
}

// -----

// NaN bounds make the result NaN; with min = max = -0.0 a +0.0 operand becomes
// -0.0 (maximum(+0.0, -0.0) = +0.0, then minimum(+0.0, -0.0) = -0.0).
func.func @clamp_f32_nan_and_signed_zero_bounds() {
  %min = stablehlo.constant dense<[0x7FC00000, 0.0, -0.0]> : tensor<3xf32>
  %operand = stablehlo.constant dense<[1.0, 1.0, 0.0]> : tensor<3xf32>
  %max = stablehlo.constant dense<[2.0, 0x7FC00000, -0.0]> : tensor<3xf32>
  %result = stablehlo.clamp %min, %operand, %max : tensor<3xf32>
  check.expect_eq_const %result, dense<[0x7FC00000, 0x7FC00000, -0.0]> : tensor<3xf32>
  func.return
}

// -----

// Rank-2 operand with rank-0 bounds.
func.func @clamp_f64_2d() {
  %min = stablehlo.constant dense<-1.5> : tensor<f64>
  %operand = stablehlo.constant dense<[[-2.0, -1.0], [0.5, 3.0]]> : tensor<2x2xf64>
  %max = stablehlo.constant dense<2.5> : tensor<f64>
  %result = stablehlo.clamp %min, %operand, %max : (tensor<f64>, tensor<2x2xf64>, tensor<f64>) -> tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[-1.5, -1.0], [0.5, 2.5]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 with element-wise bounds, bf16 with rank-0 bounds.
func.func @clamp_f16_bf16() {
  %min16 = stablehlo.constant dense<[-1.0, -1.0, -1.0]> : tensor<3xf16>
  %x16 = stablehlo.constant dense<[-65504.0, 0.5, 0x7C00]> : tensor<3xf16>
  %max16 = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf16>
  %r16 = stablehlo.clamp %min16, %x16, %max16 : tensor<3xf16>
  check.expect_eq_const %r16, dense<[-1.0, 0.5, 1.0]> : tensor<3xf16>
  %minbf = stablehlo.constant dense<2.0> : tensor<bf16>
  %xbf = stablehlo.constant dense<[1.0, 3.0, 5.0]> : tensor<3xbf16>
  %maxbf = stablehlo.constant dense<4.0> : tensor<bf16>
  %rbf = stablehlo.clamp %minbf, %xbf, %maxbf : (tensor<bf16>, tensor<3xbf16>, tensor<bf16>) -> tensor<3xbf16>
  check.expect_eq_const %rbf, dense<[2.0, 3.0, 4.0]> : tensor<3xbf16>
  func.return
}

// -----

// Booleans: maximum is OR and minimum is AND, so the result is (x | min) & max.
func.func @clamp_i1() {
  %min = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %operand = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %max = stablehlo.constant dense<[true, true, true, false]> : tensor<4xi1>
  %result = stablehlo.clamp %min, %operand, %max : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, true, true, false]> : tensor<4xi1>
  func.return
}

// -----

// Complex numbers are ordered lexicographically on (real, imag).
func.func @clamp_complex_lexicographic() {
  %min = stablehlo.constant dense<[(1.0, 1.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  %operand = stablehlo.constant dense<[(1.0, 0.0), (5.0, -1.0), (0.5, 9.0)]> : tensor<3xcomplex<f32>>
  %max = stablehlo.constant dense<[(2.0, 0.0), (5.0, -2.0), (1.0, 0.0)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.clamp %min, %operand, %max : tensor<3xcomplex<f32>>
  check.expect_eq_const %result, dense<[(1.0, 1.0), (5.0, -2.0), (0.5, 9.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @clamp_generic_form() {
  %min = stablehlo.constant dense<0> : tensor<i64>
  %operand = stablehlo.constant dense<[-3, 4, 11]> : tensor<3xi64>
  %max = stablehlo.constant dense<10> : tensor<i64>
  %result = "stablehlo.clamp"(%min, %operand, %max) : (tensor<i64>, tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[0, 4, 10]> : tensor<3xi64>
  func.return
}
