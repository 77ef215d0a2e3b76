// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: logical XOR truth table.
func.func @xor_i1_truth_table() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.xor %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, true, true, false]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers: bitwise XOR on the two's complement bits.
// -1 ^ 85 = -86, -128 ^ -1 = 127, 7 ^ 7 = 0, -128 ^ 127 = -1.
func.func @xor_si8() {
  %lhs = stablehlo.constant dense<[-1, -128, 7, -128, 12]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[85, -1, 7, 127, 10]> : tensor<5xi8>
  %result = stablehlo.xor %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[-86, 127, 0, -1, 6]> : tensor<5xi8>
  func.return
}

// -----

// si32 and si64: x ^ -1 = not(x).
func.func @xor_si32_si64() {
  %a32 = stablehlo.constant dense<[[-2147483648, 305419896], [-1, 0]]> : tensor<2x2xi32>
  %b32 = stablehlo.constant dense<[[-1, -1], [-1, 0]]> : tensor<2x2xi32>
  %r32 = stablehlo.xor %a32, %b32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[2147483647, -305419897], [0, 0]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[-9223372036854775808, 6148914691236517205]> : tensor<2xi64>
  %b64 = stablehlo.constant dense<[9223372036854775807, -6148914691236517206]> : tensor<2xi64>
  %r64 = stablehlo.xor %a64, %b64 : tensor<2xi64>
  check.expect_eq_const %r64, dense<[-1, -1]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned integers: 0xFF ^ 0x0F = 0xF0, 0xAA ^ 0x55 = 0xFF.
func.func @xor_unsigned() {
  %a8 = stablehlo.constant dense<[255, 170, 128, 9]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[15, 85, 128, 3]> : tensor<4xui8>
  %r8 = stablehlo.xor %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[240, 255, 0, 10]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %b64 = stablehlo.constant dense<[1]> : tensor<1xui64>
  %r64 = stablehlo.xor %a64, %b64 : tensor<1xui64>
  check.expect_eq_const %r64, dense<[18446744073709551614]> : tensor<1xui64>
  %a4 = stablehlo.constant dense<[15, 10]> : tensor<2xui4>
  %b4 = stablehlo.constant dense<[5, 10]> : tensor<2xui4>
  %r4 = stablehlo.xor %a4, %b4 : tensor<2xui4>
  check.expect_eq_const %r4, dense<[10, 0]> : tensor<2xui4>
  func.return
}

// -----

// Generic syntax.
func.func @xor_generic_form() {
  %lhs = stablehlo.constant dense<true> : tensor<i1>
  %rhs = stablehlo.constant dense<true> : tensor<i1>
  %result = "stablehlo.xor"(%lhs, %rhs) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %result, dense<false> : tensor<i1>
  func.return
}
