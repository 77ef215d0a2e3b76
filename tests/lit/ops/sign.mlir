// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Signed integers: -1, 0 or 1.
func.func @sign_si8() {
  %operand = stablehlo.constant dense<[-128, -5, -1, 0, 1, 5, 127]> : tensor<7xi8>
  %result = stablehlo.sign %operand : tensor<7xi8>
  check.expect_eq_const %result, dense<[-1, -1, -1, 0, 1, 1, 1]> : tensor<7xi8>
  func.return
}

// -----

// si32, si64 and si4 extremes.
func.func @sign_si32_si64_si4() {
  %a32 = stablehlo.constant dense<[[-2147483648, 2147483647], [0, -42]]> : tensor<2x2xi32>
  %r32 = stablehlo.sign %a32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[-1, 1], [0, -1]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807, 0]> : tensor<3xi64>
  %r64 = stablehlo.sign %a64 : tensor<3xi64>
  check.expect_eq_const %r64, dense<[-1, 1, 0]> : tensor<3xi64>
  %a4 = stablehlo.constant dense<[-8, 7, 0]> : tensor<3xi4>
  %r4 = stablehlo.sign %a4 : tensor<3xi4>
  check.expect_eq_const %r4, dense<[-1, 1, 0]> : tensor<3xi4>
  func.return
}

// -----

// Floats: zeros keep their sign (sign(-0.0) = -0.0), NaN stays NaN, infinities
// and subnormals give +-1.
func.func @sign_f32() {
  %operand = stablehlo.constant dense<[-2.5, -0.0, 0.0, 3.0, 0x7FC00000, 0xFF800000, 0x7F800000, 1.0e-45, -1.0e-45]> : tensor<9xf32>
  %result = stablehlo.sign %operand : tensor<9xf32>
  check.expect_eq_const %result, dense<[-1.0, -0.0, 0.0, 1.0, 0x7FC00000, -1.0, 1.0, 1.0, -1.0]> : tensor<9xf32>
  func.return
}

// -----

// f64, f16 and bf16: NaN, signed zeros, subnormals, infinities.
func.func @sign_f64_f16_bf16() {
  %a = stablehlo.constant dense<[0x7FF8000000000000, -1.0e-300, -0.0, 0.0, 5.0e-324]> : tensor<5xf64>
  %r = stablehlo.sign %a : tensor<5xf64>
  check.expect_eq_const %r, dense<[0x7FF8000000000000, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
  %b = stablehlo.constant dense<[-65504.0, -0.0, 5.9604645e-08, 0x7E00]> : tensor<4xf16>
  %s = stablehlo.sign %b : tensor<4xf16>
  check.expect_eq_const %s, dense<[-1.0, -0.0, 1.0, 0x7E00]> : tensor<4xf16>
  %c = stablehlo.constant dense<[-3.0, 0.0, 0xFF80]> : tensor<3xbf16>
  %t = stablehlo.sign %c : tensor<3xbf16>
  check.expect_eq_const %t, dense<[-1.0, 0.0, -1.0]> : tensor<3xbf16>
  func.return
}

// -----

// Complex: z / |z| for non-zero z. sign(3+4i) = 0.6+0.8i, sign(-2) = -1,
// sign(-5i) = -i, sign(1+i) = (1+i)/sqrt(2).
func.func @sign_complex() {
  %operand = stablehlo.constant dense<[(3.0, 4.0), (-2.0, 0.0), (0.0, -5.0), (1.0, 1.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.sign %operand : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(0.6, 0.8), (-1.0, 0.0), (0.0, -1.0), (0.7071068, 0.7071068)]> : tensor<4xcomplex<f32>>
  %c64 = stablehlo.constant dense<[(-6.0, 8.0)]> : tensor<1xcomplex<f64>>
  %r64 = stablehlo.sign %c64 : tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %r64, dense<[(-0.6, 0.8)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Complex: zero gives (0, 0); a NaN in either part gives (NaN, NaN).
func.func @sign_complex_zero_and_nan() {
  %operand = stablehlo.constant dense<[(0.0, 0.0), (0x7FC00000, 1.0), (1.0, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  %result = stablehlo.sign %operand : tensor<3xcomplex<f32>>
  check.expect_eq_const %result, dense<[(0.0, 0.0), (0x7FC00000, 0x7FC00000), (0x7FC00000, 0x7FC00000)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @sign_generic_form() {
  %operand = stablehlo.constant dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
  %result = "stablehlo.sign"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_eq_const %result, dense<[0x7FFFFFFFFFFFFFFF, -1.0, -0.0, 0.0, 1.0]> : tensor<5xf64>
  func.return
}
