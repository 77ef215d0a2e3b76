// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Shift amounts are non-negative here; negative amounts are not tested.

// Bits shifted past the top are lost; shifting by >= the bit width gives 0.
// 1 << 7 = 0x80 = -128, 64 << 1 = 0x80 = -128, -1 << 1 = -2, 3 << 6 = 0xC0 = -64.
func.func @shift_left_si8() {
  %lhs = stablehlo.constant dense<[1, 1, 64, -1, 3, 1, 1, -1, 5]> : tensor<9xi8>
  %rhs = stablehlo.constant dense<[0, 7, 1, 1, 6, 8, 100, 127, 2]> : tensor<9xi8>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<9xi8>
  check.expect_eq_const %result, dense<[1, -128, -128, -2, -64, 0, 0, 0, 20]> : tensor<9xi8>
  func.return
}

// -----

// si32: 1 << 31 = -2^31, shifts by 32, 33 and 2^31 - 1 give 0.
func.func @shift_left_si32() {
  %lhs = stablehlo.constant dense<[1, 1, 3, 1, -1, 305419896, 7]> : tensor<7xi32>
  %rhs = stablehlo.constant dense<[31, 32, 30, 33, 2147483647, 4, 0]> : tensor<7xi32>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<7xi32>
  check.expect_eq_const %result, dense<[-2147483648, 0, -1073741824, 0, 0, 591751040, 7]> : tensor<7xi32>
  func.return
}

// -----

// Rank-2 si64: 1 << 63 = -2^63, shifts by 64 and 100 give 0.
func.func @shift_left_si64_2d() {
  %lhs = stablehlo.constant dense<[[1, -1], [1, 4294967295]]> : tensor<2x2xi64>
  %rhs = stablehlo.constant dense<[[63, 64], [100, 32]]> : tensor<2x2xi64>
  %result = stablehlo.shift_left %lhs, %rhs : tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[-9223372036854775808, 0], [0, -4294967296]]> : tensor<2x2xi64>
  func.return
}

// -----

// Unsigned types: bits shifted past the top are lost.
func.func @shift_left_unsigned() {
  %a8 = stablehlo.constant dense<[1, 255, 3, 255]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[7, 1, 8, 255]> : tensor<4xui8>
  %r8 = stablehlo.shift_left %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[128, 254, 0, 0]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[1, 18446744073709551615]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[63, 64]> : tensor<2xui64>
  %r64 = stablehlo.shift_left %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[9223372036854775808, 0]> : tensor<2xui64>
  %a2 = stablehlo.constant dense<[1, 1, 3, 1]> : tensor<4xui2>
  %b2 = stablehlo.constant dense<[1, 2, 1, 3]> : tensor<4xui2>
  %r2 = stablehlo.shift_left %a2, %b2 : tensor<4xui2>
  check.expect_eq_const %r2, dense<[2, 0, 2, 0]> : tensor<4xui2>
  func.return
}

// -----

// si16 and si4: 1 << (width - 1) is the minimum value.
func.func @shift_left_si16_si4() {
  %a = stablehlo.constant dense<[1, 255, -32768]> : tensor<3xi16>
  %b = stablehlo.constant dense<[15, 8, 1]> : tensor<3xi16>
  %r = stablehlo.shift_left %a, %b : tensor<3xi16>
  check.expect_eq_const %r, dense<[-32768, -256, 0]> : tensor<3xi16>
  %c = stablehlo.constant dense<[1, 1, 3]> : tensor<3xi4>
  %d = stablehlo.constant dense<[3, 4, 2]> : tensor<3xi4>
  %s = stablehlo.shift_left %c, %d : tensor<3xi4>
  check.expect_eq_const %s, dense<[-8, 0, -4]> : tensor<3xi4>
  func.return
}

// -----

// Generic syntax.
func.func @shift_left_generic_form() {
  %lhs = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.shift_left"(%lhs, %rhs) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[-2, 0, 8]> : tensor<3xi64>
  func.return
}
