// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Counts the set bits of the two's complement representation: -1 has all bits
// set and -128 only the sign bit.
func.func @popcnt_si8() {
  %operand = stablehlo.constant dense<[0, -1, -128, 127, 85, 1, -2]> : tensor<7xi8>
  %result = stablehlo.popcnt %operand : tensor<7xi8>
  check.expect_eq_const %result, dense<[0, 8, 1, 7, 4, 1, 7]> : tensor<7xi8>
  func.return
}

// -----

// si32 (0x12345678 has 13 bits set) and rank-2 si64.
func.func @popcnt_si32_si64() {
  %a = stablehlo.constant dense<[0, -1, -2147483648, 2147483647, 305419896]> : tensor<5xi32>
  %ra = stablehlo.popcnt %a : tensor<5xi32>
  check.expect_eq_const %ra, dense<[0, 32, 1, 31, 13]> : tensor<5xi32>
  %b = stablehlo.constant dense<[[0, -1], [-9223372036854775808, 9223372036854775807]]> : tensor<2x2xi64>
  %rb = stablehlo.popcnt %b : tensor<2x2xi64>
  check.expect_eq_const %rb, dense<[[0, 64], [1, 63]]> : tensor<2x2xi64>
  func.return
}

// -----

// si4 and si16: popcnt(-8) = 1, popcnt(0x1111) = 4.
func.func @popcnt_small_signed() {
  %a = stablehlo.constant dense<[-8, -1, 5, 0]> : tensor<4xi4>
  %ra = stablehlo.popcnt %a : tensor<4xi4>
  check.expect_eq_const %ra, dense<[1, 4, 2, 0]> : tensor<4xi4>
  %b = stablehlo.constant dense<[-32768, -1, 4369]> : tensor<3xi16>
  %rb = stablehlo.popcnt %b : tensor<3xi16>
  check.expect_eq_const %rb, dense<[1, 16, 4]> : tensor<3xi16>
  func.return
}

// -----

// Unsigned types.
func.func @popcnt_unsigned() {
  %a = stablehlo.constant dense<[0, 255, 170, 128]> : tensor<4xui8>
  %ra = stablehlo.popcnt %a : tensor<4xui8>
  check.expect_eq_const %ra, dense<[0, 8, 4, 1]> : tensor<4xui8>
  %b = stablehlo.constant dense<[65535, 256]> : tensor<2xui16>
  %rb = stablehlo.popcnt %b : tensor<2xui16>
  check.expect_eq_const %rb, dense<[16, 1]> : tensor<2xui16>
  %c = stablehlo.constant dense<[18446744073709551615, 12297829382473034410]> : tensor<2xui64>
  %rc = stablehlo.popcnt %c : tensor<2xui64>
  check.expect_eq_const %rc, dense<[64, 32]> : tensor<2xui64>
  %d = stablehlo.constant dense<[15, 8]> : tensor<2xui4>
  %rd = stablehlo.popcnt %d : tensor<2xui4>
  check.expect_eq_const %rd, dense<[4, 1]> : tensor<2xui4>
  func.return
}

// -----

// Generic syntax.
func.func @popcnt_generic_form() {
  %operand = stablehlo.constant dense<[3, 7]> : tensor<2xi64>
  %result = "stablehlo.popcnt"(%operand) : (tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %result, dense<[2, 3]> : tensor<2xi64>
  func.return
}
