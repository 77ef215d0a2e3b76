// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A rank-2 integer constant.
func.func @constant_si32_2d() {
  %result = stablehlo.constant dense<[[0, 1, 2], [-3, -4, -5]]> : tensor<2x3xi32>
  check.expect_eq_const %result, dense<[[0, 1, 2], [-3, -4, -5]]> : tensor<2x3xi32>
  func.return
}

// -----

// A splat literal fills every element.
func.func @constant_splat_equals_explicit() {
  %splat = stablehlo.constant dense<7> : tensor<2x3xi64>
  %explicit = stablehlo.constant dense<[[7, 7, 7], [7, 7, 7]]> : tensor<2x3xi64>
  check.expect_eq %splat, %explicit : tensor<2x3xi64>
  %fsplat = stablehlo.constant dense<-0.0> : tensor<3xf32>
  check.expect_eq_const %fsplat, dense<[-0.0, -0.0, -0.0]> : tensor<3xf32>
  func.return
}

// -----

// Rank-0 and empty constants.
func.func @constant_rank0_and_empty() {
  %scalar = stablehlo.constant dense<true> : tensor<i1>
  check.expect_eq_const %scalar, dense<true> : tensor<i1>
  %empty = stablehlo.constant dense<> : tensor<0xi32>
  check.expect_eq_const %empty, dense<> : tensor<0xi32>
  %empty2d = stablehlo.constant dense<> : tensor<2x0xf32>
  check.expect_eq_const %empty2d, dense<> : tensor<2x0xf32>
  func.return
}

// -----

// A rank-3 constant compared with an identical one.
func.func @constant_rank3() {
  %result = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>
  %same = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi8>
  check.expect_eq %result, %same : tensor<2x2x2xi8>
  func.return
}

// -----

// Integer types at the limits of their ranges.
func.func @constant_integer_limits() {
  %i1 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %i1, dense<[true, false]> : tensor<2xi1>
  %i2 = stablehlo.constant dense<[-2, 1]> : tensor<2xi2>
  check.expect_eq_const %i2, dense<[-2, 1]> : tensor<2xi2>
  %i4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  check.expect_eq_const %i4, dense<[-8, 7]> : tensor<2xi4>
  %i8 = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
  check.expect_eq_const %i8, dense<[-128, 127]> : tensor<2xi8>
  %i16 = stablehlo.constant dense<[-32768, 32767]> : tensor<2xi16>
  check.expect_eq_const %i16, dense<[-32768, 32767]> : tensor<2xi16>
  %i32 = stablehlo.constant dense<[-2147483648, 2147483647]> : tensor<2xi32>
  check.expect_eq_const %i32, dense<[-2147483648, 2147483647]> : tensor<2xi32>
  %i64 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  check.expect_eq_const %i64, dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %u2 = stablehlo.constant dense<[0, 3]> : tensor<2xui2>
  check.expect_eq_const %u2, dense<[0, 3]> : tensor<2xui2>
  %u4 = stablehlo.constant dense<[0, 15]> : tensor<2xui4>
  check.expect_eq_const %u4, dense<[0, 15]> : tensor<2xui4>
  %u8 = stablehlo.constant dense<[0, 255]> : tensor<2xui8>
  check.expect_eq_const %u8, dense<[0, 255]> : tensor<2xui8>
  %u16 = stablehlo.constant dense<[0, 65535]> : tensor<2xui16>
  check.expect_eq_const %u16, dense<[0, 65535]> : tensor<2xui16>
  %u32 = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>
  check.expect_eq_const %u32, dense<[0, 4294967295]> : tensor<2xui32>
  %u64 = stablehlo.constant dense<[0, 18446744073709551615]> : tensor<2xui64>
  check.expect_eq_const %u64, dense<[0, 18446744073709551615]> : tensor<2xui64>
  func.return
}

// -----

// Hexadecimal float literals give the exact bits: the same value written in
// decimal and in hex compares equal.
func.func @constant_float_hex_equals_decimal() {
  %dec32 = stablehlo.constant dense<[1.0, -2.0, 0.5, -0.0]> : tensor<4xf32>
  %hex32 = stablehlo.constant dense<[0x3F800000, 0xC0000000, 0x3F000000, 0x80000000]> : tensor<4xf32>
  check.expect_eq %dec32, %hex32 : tensor<4xf32>
  %dec64 = stablehlo.constant dense<[1.0, -0.0]> : tensor<2xf64>
  %hex64 = stablehlo.constant dense<[0x3FF0000000000000, 0x8000000000000000]> : tensor<2xf64>
  check.expect_eq %dec64, %hex64 : tensor<2xf64>
  %dec16 = stablehlo.constant dense<[1.0, 65504.0]> : tensor<2xf16>
  %hex16 = stablehlo.constant dense<[0x3C00, 0x7BFF]> : tensor<2xf16>
  check.expect_eq %dec16, %hex16 : tensor<2xf16>
  %decbf = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  %hexbf = stablehlo.constant dense<[0x3F80, 0xC000]> : tensor<2xbf16>
  check.expect_eq %decbf, %hexbf : tensor<2xbf16>
  func.return
}

// -----

// Decimal literals round to the nearest value of the element type.
func.func @constant_float_decimal_rounding() {
  %f32 = stablehlo.constant dense<[0.1, 3.14159265358979]> : tensor<2xf32>
  check.expect_eq_const %f32, dense<[0x3DCCCCCD, 0x40490FDB]> : tensor<2xf32>
  %f16 = stablehlo.constant dense<[0.1, 3.14159265358979]> : tensor<2xf16>
  check.expect_eq_const %f16, dense<[0x2E66, 0x4248]> : tensor<2xf16>
  %bf16 = stablehlo.constant dense<[0.1, 3.14159265358979]> : tensor<2xbf16>
  check.expect_eq_const %bf16, dense<[0x3DCD, 0x4049]> : tensor<2xbf16>
  func.return
}

// -----

// Special values: infinities, NaN, subnormals, the largest finite values.
func.func @constant_float_special_values() {
  %f32 = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, 3.4028235e+38]> : tensor<5xf32>
  check.expect_eq_const %f32, dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0x00000001, 0x7F7FFFFF]> : tensor<5xf32>
  %f64 = stablehlo.constant dense<[0x7FF0000000000000, 5.0e-324, 1.7976931348623157e+308]> : tensor<3xf64>
  check.expect_eq_const %f64, dense<[0x7FF0000000000000, 0x0000000000000001, 0x7FEFFFFFFFFFFFFF]> : tensor<3xf64>
  func.return
}

// -----

// f8 decimal literals and their bit patterns.
func.func @constant_f8() {
  %a = stablehlo.constant dense<[1.0, -448.0, 0.001953125]> : tensor<3xf8E4M3FN>
  check.expect_eq_const %a, dense<[0x38, 0xFE, 0x01]> : tensor<3xf8E4M3FN>
  %b = stablehlo.constant dense<[1.0, 57344.0, 0x7C]> : tensor<3xf8E5M2>
  check.expect_eq_const %b, dense<[0x3C, 0x7B, 0x7C]> : tensor<3xf8E5M2>
  func.return
}

// -----

// Complex constants, explicit and splat.
func.func @constant_complex() {
  %c32 = stablehlo.constant dense<[(1.0, -2.0), (-0.0, 0x7F800000)]> : tensor<2xcomplex<f32>>
  check.expect_eq_const %c32, dense<[(1.0, -2.0), (-0.0, 0x7F800000)]> : tensor<2xcomplex<f32>>
  %c64 = stablehlo.constant dense<(0.5, 0.25)> : tensor<2x2xcomplex<f64>>
  check.expect_eq_const %c64, dense<[[(0.5, 0.25), (0.5, 0.25)], [(0.5, 0.25), (0.5, 0.25)]]> : tensor<2x2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax, with the value as an attribute and as a property.
func.func @constant_generic_form() {
  %a = "stablehlo.constant"() {value = dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  check.expect_eq_const %a, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  %b = "stablehlo.constant"() <{value = dense<[5, -6]> : tensor<2xi32>}> : () -> tensor<2xi32>
  check.expect_eq_const %b, dense<[5, -6]> : tensor<2xi32>
  func.return
}

// -----

// A quantized constant holds its storage integers (upstream's form, the
// value a tensor of the storage type). By hand, dequantize(q) =
// (q - zero_point) * scale:
//   i8, scale 0.5, zero point -1:  [1, 2, -128] -> [1.0, 1.5, -63.5]
//   u8, scale 2.0, zero point 3:   the i8 value -1 is the u8 255 -> 504.0;
//                                  [3, 4] -> [0.0, 2.0]
func.func @constant_quantized() {
  %q = stablehlo.constant() <{value = dense<[1, 2, -128]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %d = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xf32>
  check.expect_eq_const %d, dense<[1.0, 1.5, -63.5]> : tensor<3xf32>
  %u = stablehlo.constant() {value = dense<[-1, 3, 4]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<u8:f32, 2.0:3>>
  %e = stablehlo.uniform_dequantize %u : (tensor<3x!quant.uniform<u8:f32, 2.0:3>>) -> tensor<3xf32>
  check.expect_eq_const %e, dense<[504.0, 0.0, 2.0]> : tensor<3xf32>
  func.return
}

// -----

// A quantized constant feeds an op run as dequantize_op_quantize: negate of
// [1.0, 1.5, -63.5] is [-1.0, -1.5, 63.5], quantized with scale 0.5 and zero
// point -1 to [-3, -4, 126].
func.func @constant_quantized_operand() {
  %q = stablehlo.constant() <{value = dense<[1, 2, -128]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %n = stablehlo.negate %q : tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %s = stablehlo.bitcast_convert %n : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xi8>
  check.expect_eq_const %s, dense<[-3, -4, 126]> : tensor<3xi8>
  func.return
}

// -----

// Hex literals of i1 and of widths that are not whole bytes, in MLIR's raw
// layout: i1 packs eight elements per byte, least significant bit first (a
// splat is one byte, 0x00 or 0xFF); i2/i4/f4/f6/tf32 take ceil(width / 8)
// little-endian bytes each, of which only the low `width` bits count. The
// values are checked through convert to i32/f32 (whole-byte layouts), so a
// wrong unpacking cannot hide behind the same unpacking of the expected
// constant.
func.func @constant_hex_sub_byte_layouts() {
  %a = stablehlo.constant dense<"0x0502"> : tensor<10xi1>
  %ai = stablehlo.convert %a : (tensor<10xi1>) -> tensor<10xi32>
  check.expect_eq_const %ai, dense<[1, 0, 1, 0, 0, 0, 0, 0, 0, 1]> : tensor<10xi32>
  %b = stablehlo.constant dense<"0xFF"> : tensor<3xi1>
  %bi = stablehlo.convert %b : (tensor<3xi1>) -> tensor<3xi32>
  check.expect_eq_const %bi, dense<1> : tensor<3xi32>
  %c = stablehlo.constant dense<"0xFF0F0708"> : tensor<4xi4>
  %ci = stablehlo.convert %c : (tensor<4xi4>) -> tensor<4xi32>
  check.expect_eq_const %ci, dense<[-1, -1, 7, -8]> : tensor<4xi32>
  %d = stablehlo.constant dense<"0xFF0F0708"> : tensor<4xui4>
  %di = stablehlo.convert %d : (tensor<4xui4>) -> tensor<4xi32>
  check.expect_eq_const %di, dense<[15, 15, 7, 8]> : tensor<4xi32>
  %e = stablehlo.constant dense<"0xFE"> : tensor<2xi2>
  %ei = stablehlo.convert %e : (tensor<2xi2>) -> tensor<2xi32>
  check.expect_eq_const %ei, dense<-2> : tensor<2xi32>
  %f = stablehlo.constant dense<"0x0102FF"> : tensor<3xi2>
  %fi = stablehlo.convert %f : (tensor<3xi2>) -> tensor<3xi32>
  check.expect_eq_const %fi, dense<[1, -2, -1]> : tensor<3xi32>
  // f4E2M1FN: 0x1 = 0.5, 0xF = -6.0, 0x2 = 1.0, 0x7 = 6.0.
  %g = stablehlo.constant dense<"0xF10F0207"> : tensor<4xf4E2M1FN>
  %gf = stablehlo.convert %g : (tensor<4xf4E2M1FN>) -> tensor<4xf32>
  check.expect_eq_const %gf, dense<[0.5, -6.0, 1.0, 6.0]> : tensor<4xf32>
  // f6E2M3FN: 0b001000 = 1.0, 0b111111 = -7.5.
  %h = stablehlo.constant dense<"0xC83F"> : tensor<2xf6E2M3FN>
  %hf = stablehlo.convert %h : (tensor<2xf6E2M3FN>) -> tensor<2xf32>
  check.expect_eq_const %hf, dense<[1.0, -7.5]> : tensor<2xf32>
  // tf32 (19 bits in 3 bytes): 0x01FC00 = 1.0, 0x060000 = -2.0.
  %t = stablehlo.constant dense<"0x00FCF9000006"> : tensor<2xtf32>
  %tf = stablehlo.convert %t : (tensor<2xtf32>) -> tensor<2xf32>
  check.expect_eq_const %tf, dense<[1.0, -2.0]> : tensor<2xf32>
  %s = stablehlo.constant dense<"0x00FC01"> : tensor<3xtf32>
  %sf = stablehlo.convert %s : (tensor<3xtf32>) -> tensor<3xf32>
  check.expect_eq_const %sf, dense<1.0> : tensor<3xf32>
  func.return
}
