// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: logical OR truth table.
func.func @or_i1_truth_table() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.or %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, true, true, true]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers: bitwise OR on the two's complement bits.
// -128 | 127 = -1, 64 | 1 = 65, -16 | 15 = -1, -128 | 1 = -127.
func.func @or_si8() {
  %lhs = stablehlo.constant dense<[-128, 64, -16, -128, 0]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[127, 1, 15, 1, 0]> : tensor<5xi8>
  %result = stablehlo.or %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[-1, 65, -1, -127, 0]> : tensor<5xi8>
  func.return
}

// -----

// Rank-2 si32 operands.
func.func @or_si32_2d() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, -2147483648]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[4, 2], [12, 2147483647]]> : tensor<2x2xi32>
  %result = stablehlo.or %lhs, %rhs : tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 2], [15, -1]]> : tensor<2x2xi32>
  func.return
}

// -----

// si64: -2^63 | 1 = -2^63 + 1, 2^32 | (2^32 - 1) = 2^33 - 1.
func.func @or_si64() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, 4294967296]> : tensor<2xi64>
  %rhs = stablehlo.constant dense<[1, 4294967295]> : tensor<2xi64>
  %result = stablehlo.or %lhs, %rhs : tensor<2xi64>
  check.expect_eq_const %result, dense<[-9223372036854775807, 8589934591]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned integers: 0xF0 | 0x0F = 0xFF, 0xAA | 0x55 = 0xFF.
func.func @or_unsigned() {
  %a8 = stablehlo.constant dense<[240, 170, 1, 0]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[15, 85, 2, 0]> : tensor<4xui8>
  %r8 = stablehlo.or %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[255, 255, 3, 0]> : tensor<4xui8>
  %a32 = stablehlo.constant dense<[2147483648, 65280]> : tensor<2xui32>
  %b32 = stablehlo.constant dense<[1, 255]> : tensor<2xui32>
  %r32 = stablehlo.or %a32, %b32 : tensor<2xui32>
  check.expect_eq_const %r32, dense<[2147483649, 65535]> : tensor<2xui32>
  %a2 = stablehlo.constant dense<[1, 2, 0]> : tensor<3xui2>
  %b2 = stablehlo.constant dense<[2, 2, 0]> : tensor<3xui2>
  %r2 = stablehlo.or %a2, %b2 : tensor<3xui2>
  check.expect_eq_const %r2, dense<[3, 2, 0]> : tensor<3xui2>
  func.return
}

// -----

// Generic syntax.
func.func @or_generic_form() {
  %lhs = stablehlo.constant dense<[5, -8]> : tensor<2xi16>
  %rhs = stablehlo.constant dense<[10, 7]> : tensor<2xi16>
  %result = "stablehlo.or"(%lhs, %rhs) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  check.expect_eq_const %result, dense<[15, -1]> : tensor<2xi16>
  func.return
}
