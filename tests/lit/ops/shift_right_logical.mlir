// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Shift amounts are non-negative here; negative amounts are not tested.

// Zeros are shifted in at the top, also for negative signed values; shifting
// by >= the bit width gives 0. -128 = 0x80 >> 7 = 1, -1 = 0xFF >> 1 = 0x7F.
func.func @shift_right_logical_si8() {
  %lhs = stablehlo.constant dense<[-128, -1, -1, 64, -1, 100, -2]> : tensor<7xi8>
  %rhs = stablehlo.constant dense<[7, 1, 8, 6, 100, 0, 4]> : tensor<7xi8>
  %result = stablehlo.shift_right_logical %lhs, %rhs : tensor<7xi8>
  check.expect_eq_const %result, dense<[1, 127, 0, 1, 0, 100, 15]> : tensor<7xi8>
  func.return
}

// -----

// si32 and rank-2 si64: zeros fill in; shifts by >= the width give 0.
func.func @shift_right_logical_si32_si64() {
  %a32 = stablehlo.constant dense<[-1, -2147483648, 256, -1, 305419896]> : tensor<5xi32>
  %b32 = stablehlo.constant dense<[28, 31, 32, 2147483647, 4]> : tensor<5xi32>
  %r32 = stablehlo.shift_right_logical %a32, %b32 : tensor<5xi32>
  check.expect_eq_const %r32, dense<[15, 1, 0, 0, 19088743]> : tensor<5xi32>
  %a64 = stablehlo.constant dense<[[-1, -1], [-9223372036854775808, 1]]> : tensor<2x2xi64>
  %b64 = stablehlo.constant dense<[[1, 64], [63, 1]]> : tensor<2x2xi64>
  %r64 = stablehlo.shift_right_logical %a64, %b64 : tensor<2x2xi64>
  check.expect_eq_const %r64, dense<[[9223372036854775807, 0], [1, 0]]> : tensor<2x2xi64>
  func.return
}

// -----

// Unsigned types.
func.func @shift_right_logical_unsigned() {
  %a8 = stablehlo.constant dense<[255, 128, 200, 255]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[4, 7, 8, 255]> : tensor<4xui8>
  %r8 = stablehlo.shift_right_logical %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[15, 1, 0, 0]> : tensor<4xui8>
  %a64 = stablehlo.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  %b64 = stablehlo.constant dense<[60, 64]> : tensor<2xui64>
  %r64 = stablehlo.shift_right_logical %a64, %b64 : tensor<2xui64>
  check.expect_eq_const %r64, dense<[15, 0]> : tensor<2xui64>
  func.return
}

// -----

// si16 and si4 negative values.
func.func @shift_right_logical_si16_si4() {
  %a = stablehlo.constant dense<[-32768, -1]> : tensor<2xi16>
  %b = stablehlo.constant dense<[15, 12]> : tensor<2xi16>
  %r = stablehlo.shift_right_logical %a, %b : tensor<2xi16>
  check.expect_eq_const %r, dense<[1, 15]> : tensor<2xi16>
  %c = stablehlo.constant dense<[-8, -1, -1]> : tensor<3xi4>
  %d = stablehlo.constant dense<[3, 1, 4]> : tensor<3xi4>
  %s = stablehlo.shift_right_logical %c, %d : tensor<3xi4>
  check.expect_eq_const %s, dense<[1, 7, 0]> : tensor<3xi4>
  func.return
}

// -----

// Generic syntax.
func.func @shift_right_logical_generic_form() {
  %lhs = stablehlo.constant dense<[-1, 0, 8]> : tensor<3xi64>
  %rhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
  %result = "stablehlo.shift_right_logical"(%lhs, %rhs) : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const %result, dense<[9223372036854775807, 0, 1]> : tensor<3xi64>
  func.return
}
