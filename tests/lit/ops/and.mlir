// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Booleans: logical AND truth table.
func.func @and_i1_truth_table() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %result = stablehlo.and %lhs, %rhs : tensor<4xi1>
  check.expect_eq_const %result, dense<[false, false, false, true]> : tensor<4xi1>
  func.return
}

// -----

// Signed integers: bitwise AND on the two's complement bits.
// -1 & 85 = 85, -128 & 127 = 0, -2 & 7 = 6, -8 & -12 = -16.
func.func @and_si8() {
  %lhs = stablehlo.constant dense<[-1, -128, -2, -8, 0]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[85, 127, 7, -12, -1]> : tensor<5xi8>
  %result = stablehlo.and %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[85, 0, 6, -16, 0]> : tensor<5xi8>
  func.return
}

// -----

// Rank-2 si32 operands; 0x12345678 & -1 = 0x12345678.
func.func @and_si32_2d() {
  %lhs = stablehlo.constant dense<[[12, -1], [-2147483648, 65535]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[10, 305419896], [-1, 4096]]> : tensor<2x2xi32>
  %result = stablehlo.and %lhs, %rhs : tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[8, 305419896], [-2147483648, 4096]]> : tensor<2x2xi32>
  func.return
}

// -----

// 0x123456789ABCDEF0 & 0xFFFFFFFF = 0x9ABCDEF0.
func.func @and_si64() {
  %lhs = stablehlo.constant dense<[-9223372036854775808, -1, 1311768467463790320]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[-1, 9223372036854775807, 4294967295]> : tensor<3xi64>
  %result = stablehlo.and %lhs, %rhs : tensor<3xi64>
  check.expect_eq_const %result, dense<[-9223372036854775808, 9223372036854775807, 2596069104]> : tensor<3xi64>
  func.return
}

// -----

// Unsigned integers: 0xF0 & 0x3C = 0x30.
func.func @and_ui8_ui16() {
  %a8 = stablehlo.constant dense<[240, 255, 170]> : tensor<3xui8>
  %b8 = stablehlo.constant dense<[60, 128, 85]> : tensor<3xui8>
  %r8 = stablehlo.and %a8, %b8 : tensor<3xui8>
  check.expect_eq_const %r8, dense<[48, 128, 0]> : tensor<3xui8>
  %a16 = stablehlo.constant dense<[65535, 43981]> : tensor<2xui16>
  %b16 = stablehlo.constant dense<[4660, 3855]> : tensor<2xui16>
  %r16 = stablehlo.and %a16, %b16 : tensor<2xui16>
  check.expect_eq_const %r16, dense<[4660, 2829]> : tensor<2xui16>
  func.return
}

// -----

// ui64: 0xAAAA... & 0x5555... = 0; si4: -1 & 6 = 6, -8 & 7 = 0, 5 & -3 = 5.
func.func @and_ui64_si4() {
  %a = stablehlo.constant dense<[18446744073709551615, 12297829382473034410]> : tensor<2xui64>
  %b = stablehlo.constant dense<[9223372036854775808, 6148914691236517205]> : tensor<2xui64>
  %r = stablehlo.and %a, %b : tensor<2xui64>
  check.expect_eq_const %r, dense<[9223372036854775808, 0]> : tensor<2xui64>
  %c = stablehlo.constant dense<[-1, -8, 5]> : tensor<3xi4>
  %d = stablehlo.constant dense<[6, 7, -3]> : tensor<3xi4>
  %s = stablehlo.and %c, %d : tensor<3xi4>
  check.expect_eq_const %s, dense<[6, 0, 5]> : tensor<3xi4>
  func.return
}

// -----

// Generic syntax.
func.func @and_generic_form() {
  %lhs = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %rhs = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %result = "stablehlo.and"(%lhs, %rhs) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[true, false]> : tensor<2xi1>
  func.return
}
