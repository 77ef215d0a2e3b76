// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Signed integers: the minimum value negates to itself (wraparound).
func.func @negate_si8() {
  %operand = stablehlo.constant dense<[-128, 127, 0, -1, 5]> : tensor<5xi8>
  %result = stablehlo.negate %operand : tensor<5xi8>
  check.expect_eq_const %result, dense<[-128, -127, 0, 1, -5]> : tensor<5xi8>
  func.return
}

// -----

// The minimum values of si32, si64 and si4 negate to themselves.
func.func @negate_si32_si64_si4() {
  %a32 = stablehlo.constant dense<[[-2147483648, 2147483647], [0, -2]]> : tensor<2x2xi32>
  %r32 = stablehlo.negate %a32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[-2147483648, -2147483647], [0, 2]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %r64 = stablehlo.negate %a64 : tensor<2xi64>
  check.expect_eq_const %r64, dense<[-9223372036854775808, -9223372036854775807]> : tensor<2xi64>
  %a4 = stablehlo.constant dense<[-8, 7, 1]> : tensor<3xi4>
  %r4 = stablehlo.negate %a4 : tensor<3xi4>
  check.expect_eq_const %r4, dense<[-8, -7, -1]> : tensor<3xi4>
  func.return
}

// -----

// Unsigned integers: bitcast to signed, negate, bitcast back, i.e. 2^N - x mod 2^N.
func.func @negate_unsigned() {
  %a8 = stablehlo.constant dense<[0, 1, 255, 128, 100]> : tensor<5xui8>
  %r8 = stablehlo.negate %a8 : tensor<5xui8>
  check.expect_eq_const %r8, dense<[0, 255, 1, 128, 156]> : tensor<5xui8>
  %a32 = stablehlo.constant dense<[1, 4294967295]> : tensor<2xui32>
  %r32 = stablehlo.negate %a32 : tensor<2xui32>
  check.expect_eq_const %r32, dense<[4294967295, 1]> : tensor<2xui32>
  %a64 = stablehlo.constant dense<[1, 9223372036854775808]> : tensor<2xui64>
  %r64 = stablehlo.negate %a64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  func.return
}

// -----

// IEEE negate flips the sign bit: 0.0 <-> -0.0, inf <-> -inf.
func.func @negate_f32() {
  %operand = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 1.5, -3.4028235e+38, 1.0e-45, 0x7FC00000]> : tensor<8xf32>
  %result = stablehlo.negate %operand : tensor<8xf32>
  check.expect_eq_const %result, dense<[-0.0, 0.0, 0xFF800000, 0x7F800000, -1.5, 3.4028235e+38, -1.0e-45, 0xFFC00000]> : tensor<8xf32>
  func.return
}

// -----

// f64, f16 and bf16: the sign bit flips, also on zeros and infinities.
func.func @negate_f64_f16_bf16() {
  %a = stablehlo.constant dense<[0.1, -0.0, 0x7FF0000000000000]> : tensor<3xf64>
  %r = stablehlo.negate %a : tensor<3xf64>
  check.expect_eq_const %r, dense<[-0.1, 0.0, 0xFFF0000000000000]> : tensor<3xf64>
  %b = stablehlo.constant dense<[65504.0, 0.0, -5.9604645e-08]> : tensor<3xf16>
  %s = stablehlo.negate %b : tensor<3xf16>
  check.expect_eq_const %s, dense<[-65504.0, -0.0, 5.9604645e-08]> : tensor<3xf16>
  %c = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xbf16>
  %t = stablehlo.negate %c : tensor<2xbf16>
  check.expect_eq_const %t, dense<[-1.5, 0.0]> : tensor<2xbf16>
  func.return
}

// -----

// Complex negation negates both parts: -(2.5 + 0i) = -2.5 - 0i.
func.func @negate_complex() {
  %a = stablehlo.constant dense<[(2.5, 0.0), (1.0, -2.0)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.negate %a : tensor<2xcomplex<f32>>
  check.expect_eq_const %r, dense<[(-2.5, -0.0), (-1.0, 2.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(-0.0, 0x7FF0000000000000)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.negate %b : tensor<1xcomplex<f64>>
  check.expect_eq_const %s, dense<[(0.0, 0xFFF0000000000000)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @negate_generic_form() {
  %operand = stablehlo.constant dense<[0, -2]> : tensor<2xi32>
  %result = "stablehlo.negate"(%operand) : (tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %result, dense<[0, 2]> : tensor<2xi32>
  func.return
}
