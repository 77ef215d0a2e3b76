// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Signed integers: abs of the minimum value wraps to itself.
func.func @abs_si8_min_wraps() {
  %operand = stablehlo.constant dense<[-128, -127, -1, 0, 1, 127]> : tensor<6xi8>
  %result = stablehlo.abs %operand : tensor<6xi8>
  check.expect_eq_const %result, dense<[-128, 127, 1, 0, 1, 127]> : tensor<6xi8>
  func.return
}

// -----

// si4 holds -8..7: abs(-8) wraps to -8.
func.func @abs_si4() {
  %operand = stablehlo.constant dense<[-8, -7, -3, 0, 7]> : tensor<5xi4>
  %result = stablehlo.abs %operand : tensor<5xi4>
  check.expect_eq_const %result, dense<[-8, 7, 3, 0, 7]> : tensor<5xi4>
  func.return
}

// -----

// Rank-2 si16 operand; abs(-32768) wraps to -32768.
func.func @abs_si16_2d() {
  %operand = stablehlo.constant dense<[[-32768, -300], [0, 32767]]> : tensor<2x2xi16>
  %result = stablehlo.abs %operand : tensor<2x2xi16>
  check.expect_eq_const %result, dense<[[-32768, 300], [0, 32767]]> : tensor<2x2xi16>
  func.return
}

// -----

// abs(-2^31) wraps to -2^31; abs(-(2^31 - 1)) = 2^31 - 1.
func.func @abs_si32() {
  %operand = stablehlo.constant dense<[-2147483648, -2147483647, -5, 0, 2147483647]> : tensor<5xi32>
  %result = stablehlo.abs %operand : tensor<5xi32>
  check.expect_eq_const %result, dense<[-2147483648, 2147483647, 5, 0, 2147483647]> : tensor<5xi32>
  func.return
}

// -----

// abs(-2^63) wraps to -2^63.
func.func @abs_si64() {
  %operand = stablehlo.constant dense<[-9223372036854775808, -9223372036854775807, -42, 9223372036854775807]> : tensor<4xi64>
  %result = stablehlo.abs %operand : tensor<4xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808, 9223372036854775807, 42, 9223372036854775807]> : tensor<4xi64>
  func.return
}

// -----

// Rank-0 operand.
func.func @abs_si32_scalar() {
  %operand = stablehlo.constant dense<-17> : tensor<i32>
  %result = stablehlo.abs %operand : tensor<i32>
  check.expect_eq_const %result, dense<17> : tensor<i32>
  func.return
}

// -----

// IEEE abs clears the sign bit: abs(-0.0) = +0.0, abs(-inf) = +inf, NaN stays
// NaN, and subnormals keep their magnitude.
func.func @abs_f32_special_values() {
  %operand = stablehlo.constant dense<[-1.5, 2.25, -0.0, 0.0, 0xFF800000, 0x7F800000, 0xFFC00000, -1.0e-45, -3.4028235e+38]> : tensor<9xf32>
  %result = stablehlo.abs %operand : tensor<9xf32>
  check.expect_eq_const %result, dense<[1.5, 2.25, 0.0, 0.0, 0x7F800000, 0x7F800000, 0x7FC00000, 1.0e-45, 3.4028235e+38]> : tensor<9xf32>
  func.return
}

// -----

// f64: abs(-0.0) = 0.0, abs(-inf) = inf, the smallest subnormal keeps its magnitude.
func.func @abs_f64() {
  %operand = stablehlo.constant dense<[-0.1, -0.0, 0xFFF0000000000000, -5.0e-324, 1.0e+300]> : tensor<5xf64>
  %result = stablehlo.abs %operand : tensor<5xf64>
  check.expect_eq_const %result, dense<[0.1, 0.0, 0x7FF0000000000000, 5.0e-324, 1.0e+300]> : tensor<5xf64>
  func.return
}

// -----

// f16: largest finite value, -0.0, smallest subnormal (2^-24) and -inf.
func.func @abs_f16() {
  %operand = stablehlo.constant dense<[-65504.0, -0.0, -5.9604645e-08, 0xFC00, 0.5]> : tensor<5xf16>
  %result = stablehlo.abs %operand : tensor<5xf16>
  check.expect_eq_const %result, dense<[65504.0, 0.0, 5.9604645e-08, 0x7C00, 0.5]> : tensor<5xf16>
  func.return
}

// -----

// bf16: -0.0 and -inf lose their sign.
func.func @abs_bf16() {
  %operand = stablehlo.constant dense<[-3.0, -0.0, 0xFF80, 1.5]> : tensor<4xbf16>
  %result = stablehlo.abs %operand : tensor<4xbf16>
  check.expect_eq_const %result, dense<[3.0, 0.0, 0x7F80, 1.5]> : tensor<4xbf16>
  func.return
}

// -----

// f8E4M3FN: largest finite value (448) and smallest subnormal (2^-9).
func.func @abs_f8E4M3FN() {
  %operand = stablehlo.constant dense<[-448.0, -0.5, 0.25, -0.001953125]> : tensor<4xf8E4M3FN>
  %result = stablehlo.abs %operand : tensor<4xf8E4M3FN>
  check.expect_eq_const %result, dense<[448.0, 0.5, 0.25, 0.001953125]> : tensor<4xf8E4M3FN>
  func.return
}

// -----

// Complex modulus; the result element type is the complex element type.
// |3+4i| = 5, |-5-12i| = 13, |0-2i| = 2 are exact.
func.func @abs_complex_f32_exact() {
  %operand = stablehlo.constant dense<[(3.0, 4.0), (-5.0, -12.0), (0.0, -2.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.abs %operand : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  check.expect_eq_const %result, dense<[5.0, 13.0, 2.0, 0.0]> : tensor<4xf32>
  func.return
}

// -----

// |1+i| = sqrt(2), |-1.5+2i| = 2.5.
func.func @abs_complex_f32_inexact() {
  %operand = stablehlo.constant dense<[(1.0, 1.0), (-1.5, 2.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.abs %operand : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_almost_eq_const %result, dense<[1.414214, 2.5]> : tensor<2xf32>
  func.return
}

// -----

// The modulus must not overflow when re^2 + im^2 does:
// |3*2^100 + 4*2^100 i| = 5*2^100 in f32 and |3*2^900 + 4*2^900 i| = 5*2^900 in f64.
func.func @abs_complex_no_intermediate_overflow() {
  %c32 = stablehlo.constant dense<[(3.8029518e+30, 5.0706024e+30)]> : tensor<1xcomplex<f32>>
  %r32 = stablehlo.abs %c32 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  check.expect_eq_const %r32, dense<[6.338253e+30]> : tensor<1xf32>
  %c64 = stablehlo.constant dense<[(2.535813749451193e+271, 3.3810849992682576e+271)]> : tensor<1xcomplex<f64>>
  %r64 = stablehlo.abs %c64 : (tensor<1xcomplex<f64>>) -> tensor<1xf64>
  check.expect_eq_const %r64, dense<[4.226356249085322e+271]> : tensor<1xf64>
  func.return
}

// -----

// |-6+8i| = 10, |0.5-0.5i| = sqrt(0.5).
func.func @abs_complex_f64() {
  %operand = stablehlo.constant dense<[(-6.0, 8.0), (0.5, -0.5)]> : tensor<2xcomplex<f64>>
  %result = stablehlo.abs %operand : (tensor<2xcomplex<f64>>) -> tensor<2xf64>
  check.expect_almost_eq_const %result, dense<[10.0, 0.7071068]> : tensor<2xf64>
  func.return
}

// -----

// Generic syntax.
func.func @abs_generic_form() {
  %operand = "stablehlo.constant"() {value = dense<[-2, 0, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %result = "stablehlo.abs"(%operand) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %result, dense<[2, 0, 2]> : tensor<3xi32>
  func.return
}
