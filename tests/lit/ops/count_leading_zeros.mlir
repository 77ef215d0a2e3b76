// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// clz(0) is the bit width; any negative signed value has clz 0.
func.func @count_leading_zeros_si8() {
  %operand = stablehlo.constant dense<[0, 1, 127, -128, -1, 16, 64]> : tensor<7xi8>
  %result = stablehlo.count_leading_zeros %operand : tensor<7xi8>
  check.expect_eq_const %result, dense<[8, 7, 1, 0, 0, 3, 1]> : tensor<7xi8>
  func.return
}

// -----

// si32: clz(-1) = 0, clz(2^31 - 1) = 1, clz(2^16) = 15.
func.func @count_leading_zeros_si32() {
  %operand = stablehlo.constant dense<[0, 1, -1, 2147483647, -2147483648, 65536, 255]> : tensor<7xi32>
  %result = stablehlo.count_leading_zeros %operand : tensor<7xi32>
  check.expect_eq_const %result, dense<[32, 31, 0, 1, 0, 15, 24]> : tensor<7xi32>
  func.return
}

// -----

// Rank-2 si64 operand.
func.func @count_leading_zeros_si64_2d() {
  %operand = stablehlo.constant dense<[[0, 1], [4294967296, -9223372036854775808]]> : tensor<2x2xi64>
  %result = stablehlo.count_leading_zeros %operand : tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[64, 63], [31, 0]]> : tensor<2x2xi64>
  func.return
}

// -----

// Narrow signed types.
func.func @count_leading_zeros_si4_si16() {
  %a = stablehlo.constant dense<[0, 1, -1, 7, 2]> : tensor<5xi4>
  %ra = stablehlo.count_leading_zeros %a : tensor<5xi4>
  check.expect_eq_const %ra, dense<[4, 3, 0, 1, 2]> : tensor<5xi4>
  %b = stablehlo.constant dense<[0, 256, -32768, 32767]> : tensor<4xi16>
  %rb = stablehlo.count_leading_zeros %b : tensor<4xi16>
  check.expect_eq_const %rb, dense<[16, 7, 0, 1]> : tensor<4xi16>
  func.return
}

// -----

// Unsigned types.
func.func @count_leading_zeros_unsigned() {
  %a = stablehlo.constant dense<[0, 255, 1, 15, 128]> : tensor<5xui8>
  %ra = stablehlo.count_leading_zeros %a : tensor<5xui8>
  check.expect_eq_const %ra, dense<[8, 0, 7, 4, 0]> : tensor<5xui8>
  %b = stablehlo.constant dense<[0, 1, 18446744073709551615, 4294967296]> : tensor<4xui64>
  %rb = stablehlo.count_leading_zeros %b : tensor<4xui64>
  check.expect_eq_const %rb, dense<[64, 63, 0, 31]> : tensor<4xui64>
  %c = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %rc = stablehlo.count_leading_zeros %c : tensor<4xui2>
  check.expect_eq_const %rc, dense<[2, 1, 0, 0]> : tensor<4xui2>
  func.return
}

// -----

// Generic syntax.
func.func @count_leading_zeros_generic_form() {
  %operand = stablehlo.constant dense<[8, 0]> : tensor<2xui32>
  %result = "stablehlo.count_leading_zeros"(%operand) : (tensor<2xui32>) -> tensor<2xui32>
  check.expect_eq_const %result, dense<[28, 32]> : tensor<2xui32>
  func.return
}
