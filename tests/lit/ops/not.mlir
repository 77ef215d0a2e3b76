// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: logical NOT.
func.func @not_i1() {
  %operand = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %result = stablehlo.not %operand : tensor<2xi1>
  check.expect_eq_const %result, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

// Signed integers: bitwise NOT, i.e. not(x) = -x - 1.
func.func @not_si8() {
  %operand = stablehlo.constant dense<[0, -1, 127, -128, 85]> : tensor<5xi8>
  %result = stablehlo.not %operand : tensor<5xi8>
  check.expect_eq_const %result, dense<[-1, 0, -128, 127, -86]> : tensor<5xi8>
  func.return
}

// -----

// si4, si32 and si64, including the minimum and maximum values.
func.func @not_si4_si32_si64() {
  %a4 = stablehlo.constant dense<[0, 7, -8, 3]> : tensor<4xi4>
  %r4 = stablehlo.not %a4 : tensor<4xi4>
  check.expect_eq_const %r4, dense<[-1, -8, 7, -4]> : tensor<4xi4>
  %a32 = stablehlo.constant dense<[[1, 2], [2147483647, -2147483648]]> : tensor<2x2xi32>
  %r32 = stablehlo.not %a32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[-2, -3], [-2147483648, 2147483647]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[0, -9223372036854775808]> : tensor<2xi64>
  %r64 = stablehlo.not %a64 : tensor<2xi64>
  check.expect_eq_const %r64, dense<[-1, 9223372036854775807]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned integers: not(x) = 2^N - 1 - x.
func.func @not_unsigned() {
  %a8 = stablehlo.constant dense<[0, 255, 170, 1]> : tensor<4xui8>
  %r8 = stablehlo.not %a8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[255, 0, 85, 254]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[0, 18446744073709551615]> : tensor<2xui64>
  %r64 = stablehlo.not %a64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[18446744073709551615, 0]> : tensor<2xui64>
  %a2 = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %r2 = stablehlo.not %a2 : tensor<4xui2>
  check.expect_eq_const %r2, dense<[3, 2, 1, 0]> : tensor<4xui2>
  func.return
}

// -----

// Generic syntax.
func.func @not_generic_form() {
  %operand = stablehlo.constant dense<[[true, false], [false, true]]> : tensor<2x2xi1>
  %result = "stablehlo.not"(%operand) : (tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %result, dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  func.return
}
