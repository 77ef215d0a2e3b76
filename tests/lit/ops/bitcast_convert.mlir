// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Bits are laid out little-endian: when one element is split into several
// narrower ones, element 0 of the new last dimension holds the least
// significant bits.

// f32 -> si32, same width: 1.0 = 0x3F800000, -0.0 = 0x80000000,
// +inf = 0x7F800000, -2.0 = 0xC0000000, 0.1f = 0x3DCCCCCD.
func.func @bitcast_convert_f32_to_si32() {
  %operand = stablehlo.constant dense<[1.0, -0.0, 0x7F800000, -2.0, 0.1]> : tensor<5xf32>
  %result = stablehlo.bitcast_convert %operand : (tensor<5xf32>) -> tensor<5xi32>
  check.expect_eq_const %result, dense<[1065353216, -2147483648, 2139095040, -1073741824, 1036831949]> : tensor<5xi32>
  func.return
}

// -----

// si32 / ui32 -> f32: 0x40490FDB is float32(pi), 0x7FC00000 is a quiet NaN,
// 0x00000001 is the smallest subnormal.
func.func @bitcast_convert_integer_to_f32() {
  %a = stablehlo.constant dense<[1078530011, -1082130432, 1]> : tensor<3xi32>
  %ra = stablehlo.bitcast_convert %a : (tensor<3xi32>) -> tensor<3xf32>
  check.expect_eq_const %ra, dense<[0x40490FDB, -1.0, 1.0e-45]> : tensor<3xf32>
  %b = stablehlo.constant dense<[2143289344, 2139095040]> : tensor<2xui32>
  %rb = stablehlo.bitcast_convert %b : (tensor<2xui32>) -> tensor<2xf32>
  check.expect_eq_const %rb, dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>
  func.return
}

// -----

// Splitting: 0x01020304 -> bytes [0x04, 0x03, 0x02, 0x01];
// -2 = 0xFFFFFFFE -> [-2, -1, -1, -1].
func.func @bitcast_convert_si32_to_4xsi8() {
  %operand = stablehlo.constant dense<16909060> : tensor<i32>
  %result = stablehlo.bitcast_convert %operand : (tensor<i32>) -> tensor<4xi8>
  check.expect_eq_const %result, dense<[4, 3, 2, 1]> : tensor<4xi8>
  %neg = stablehlo.constant dense<[-2, -1698898192]> : tensor<2xi32>
  %rneg = stablehlo.bitcast_convert %neg : (tensor<2xi32>) -> tensor<2x4xi8>
  check.expect_eq_const %rneg, dense<[[-2, -1, -1, -1], [-16, -34, -68, -102]]> : tensor<2x4xi8>
  func.return
}

// -----

// Joining: bytes [0x78, 0x56, 0x34, 0x12] -> 0x12345678.
func.func @bitcast_convert_4xsi8_to_si32() {
  %operand = stablehlo.constant dense<[120, 86, 52, 18]> : tensor<4xi8>
  %result = stablehlo.bitcast_convert %operand : (tensor<4xi8>) -> tensor<i32>
  check.expect_eq_const %result, dense<305419896> : tensor<i32>
  %bytes = stablehlo.constant dense<[[-1, -1, -1, -1], [0, 0, 0, -128]]> : tensor<2x4xi8>
  %words = stablehlo.bitcast_convert %bytes : (tensor<2x4xi8>) -> tensor<2xi32>
  check.expect_eq_const %words, dense<[-1, -2147483648]> : tensor<2xi32>
  func.return
}

// -----

// Splitting then joining gives the original value back.
func.func @bitcast_convert_roundtrip() {
  %operand = stablehlo.constant dense<[3.14159274, -0.0, 1.0e-45]> : tensor<3xf32>
  %bytes = stablehlo.bitcast_convert %operand : (tensor<3xf32>) -> tensor<3x4xui8>
  %back = stablehlo.bitcast_convert %bytes : (tensor<3x4xui8>) -> tensor<3xf32>
  check.expect_eq %back, %operand : tensor<3xf32>
  func.return
}

// -----

// f64 1.0 = 0x3FF0000000000000 -> ui16 [0x0000, 0x0000, 0x0000, 0x3FF0];
// f64 -2.0 = 0xC000000000000000 -> si16 [0, 0, 0, -16384].
func.func @bitcast_convert_f64_to_4x16bit() {
  %a = stablehlo.constant dense<1.0> : tensor<f64>
  %ra = stablehlo.bitcast_convert %a : (tensor<f64>) -> tensor<4xui16>
  check.expect_eq_const %ra, dense<[0, 0, 0, 16368]> : tensor<4xui16>
  %b = stablehlo.constant dense<-2.0> : tensor<f64>
  %rb = stablehlo.bitcast_convert %b : (tensor<f64>) -> tensor<4xi16>
  check.expect_eq_const %rb, dense<[0, 0, 0, -16384]> : tensor<4xi16>
  func.return
}

// -----

// f64 -> si64 keeps the bits; si64 -> 2 x si32 and 2 x si32 -> ui64 are
// little-endian (-2^32 = 0xFFFFFFFF00000000 -> [0, -1]).
func.func @bitcast_convert_64bit() {
  %a = stablehlo.constant dense<[1.0, -0.1]> : tensor<2xf64>
  %ra = stablehlo.bitcast_convert %a : (tensor<2xf64>) -> tensor<2xi64>
  check.expect_eq_const %ra, dense<[4607182418800017408, -4631501856787818086]> : tensor<2xi64>
  %b = stablehlo.constant dense<-4294967296> : tensor<i64>
  %rb = stablehlo.bitcast_convert %b : (tensor<i64>) -> tensor<2xi32>
  check.expect_eq_const %rb, dense<[0, -1]> : tensor<2xi32>
  %c = stablehlo.constant dense<[-1, 0]> : tensor<2xi32>
  %rc = stablehlo.bitcast_convert %c : (tensor<2xi32>) -> tensor<ui64>
  check.expect_eq_const %rc, dense<4294967295> : tensor<ui64>
  func.return
}

// -----

// f32 1.0 = 0x3F800000 -> bf16 [0x0000, 0x3F80] = [0.0, 1.0].
func.func @bitcast_convert_f32_to_2xbf16() {
  %operand = stablehlo.constant dense<1.0> : tensor<f32>
  %result = stablehlo.bitcast_convert %operand : (tensor<f32>) -> tensor<2xbf16>
  check.expect_eq_const %result, dense<[0.0, 1.0]> : tensor<2xbf16>
  func.return
}

// -----

// 16-bit floats: f16 1.0 = 0x3C00, -2.0 = 0xC000; bf16 1.0 = 0x3F80.
func.func @bitcast_convert_16bit_floats() {
  %h = stablehlo.constant dense<[1.0, -2.0, 0x7C00]> : tensor<3xf16>
  %rh = stablehlo.bitcast_convert %h : (tensor<3xf16>) -> tensor<3xi16>
  check.expect_eq_const %rh, dense<[15360, -16384, 31744]> : tensor<3xi16>
  %b = stablehlo.constant dense<[16256, 65408]> : tensor<2xui16>
  %rb = stablehlo.bitcast_convert %b : (tensor<2xui16>) -> tensor<2xbf16>
  check.expect_eq_const %rb, dense<[1.0, 0xFF80]> : tensor<2xbf16>
  %hb = stablehlo.bitcast_convert %h : (tensor<3xf16>) -> tensor<3xbf16>
  check.expect_eq_const %hb, dense<[0x3C00, 0xC000, 0x7C00]> : tensor<3xbf16>
  func.return
}

// -----

// Signed <-> unsigned of the same width reinterprets the bits.
func.func @bitcast_convert_signed_unsigned() {
  %a = stablehlo.constant dense<[-1, -128, 127, 0]> : tensor<4xi8>
  %ra = stablehlo.bitcast_convert %a : (tensor<4xi8>) -> tensor<4xui8>
  check.expect_eq_const %ra, dense<[255, 128, 127, 0]> : tensor<4xui8>
  %b = stablehlo.constant dense<[18446744073709551615, 9223372036854775808]> : tensor<2xui64>
  %rb = stablehlo.bitcast_convert %b : (tensor<2xui64>) -> tensor<2xi64>
  check.expect_eq_const %rb, dense<[-1, -9223372036854775808]> : tensor<2xi64>
  func.return
}

// -----

// Generic syntax.
func.func @bitcast_convert_generic_form() {
  %operand = stablehlo.constant dense<[0x3F800000, 0xBF800000]> : tensor<2xf32>
  %result = "stablehlo.bitcast_convert"(%operand) : (tensor<2xf32>) -> tensor<2xui32>
  check.expect_eq_const %result, dense<[1065353216, 3212836864]> : tensor<2xui32>
  func.return
}
