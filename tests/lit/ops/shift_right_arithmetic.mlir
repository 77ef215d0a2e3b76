// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Shift amounts are non-negative here; negative amounts are not tested.

// The sign bit is shifted in at the top, so the result rounds toward -inf
// (-7 >> 1 = -4); shifting by >= the bit width gives -1 for negative values
// and 0 otherwise.
func.func @shift_right_arithmetic_si8() {
  %lhs = stablehlo.constant dense<[-128, -128, -1, 127, -128, 64, 100, -7, 127]> : tensor<9xi8>
  %rhs = stablehlo.constant dense<[1, 7, 8, 8, 100, 6, 2, 1, 127]> : tensor<9xi8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<9xi8>
  check.expect_eq_const %result, dense<[-64, -1, -1, 0, -1, 1, 25, -4, 0]> : tensor<9xi8>
  func.return
}

// -----

// si32: the sign bit fills in; shifts by >= 32 give 0 or -1.
func.func @shift_right_arithmetic_si32() {
  %lhs = stablehlo.constant dense<[-2147483648, -7, 7, -1, 2147483647, -2147483648, 305419896]> : tensor<7xi32>
  %rhs = stablehlo.constant dense<[31, 1, 1, 32, 40, 2147483647, 4]> : tensor<7xi32>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<7xi32>
  check.expect_eq_const %result, dense<[-1, -4, 3, -1, 0, -1, 19088743]> : tensor<7xi32>
  func.return
}

// -----

// Rank-2 si64 operands.
func.func @shift_right_arithmetic_si64_2d() {
  %lhs = stablehlo.constant dense<[[-9223372036854775808, -1], [9223372036854775807, -4294967296]]> : tensor<2x2xi64>
  %rhs = stablehlo.constant dense<[[63, 64], [62, 32]]> : tensor<2x2xi64>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[-1, -1], [1, -1]]> : tensor<2x2xi64>
  func.return
}

// -----

// si16 (-300 >> 4 = -19) and si4.
func.func @shift_right_arithmetic_si16_si4() {
  %a = stablehlo.constant dense<[-32768, 32767, -300]> : tensor<3xi16>
  %b = stablehlo.constant dense<[15, 16, 4]> : tensor<3xi16>
  %r = stablehlo.shift_right_arithmetic %a, %b : tensor<3xi16>
  check.expect_eq_const %r, dense<[-1, 0, -19]> : tensor<3xi16>
  %c = stablehlo.constant dense<[-8, -8, 7, 6]> : tensor<4xi4>
  %d = stablehlo.constant dense<[1, 4, 2, 1]> : tensor<4xi4>
  %s = stablehlo.shift_right_arithmetic %c, %d : tensor<4xi4>
  check.expect_eq_const %s, dense<[-4, -1, 1, 3]> : tensor<4xi4>
  func.return
}

// -----

// Unsigned operands whose top bit is clear behave like a logical shift.
func.func @shift_right_arithmetic_unsigned_top_bit_clear() {
  %lhs = stablehlo.constant dense<[127, 100, 64, 1]> : tensor<4xui8>
  %rhs = stablehlo.constant dense<[3, 2, 8, 200]> : tensor<4xui8>
  %result = stablehlo.shift_right_arithmetic %lhs, %rhs : tensor<4xui8>
  check.expect_eq_const %result, dense<[15, 25, 0, 0]> : tensor<4xui8>
  func.return
}

// -----

// Generic syntax.
func.func @shift_right_arithmetic_generic_form() {
  %lhs = stablehlo.constant dense<[-1, 0, 8]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.shift_right_arithmetic"(%lhs, %rhs) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[-1, 0, 1]> : tensor<3xi64>
  func.return
}
