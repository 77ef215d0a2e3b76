// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Only conversions whose result is exactly representable are tested here; the
// spec leaves out-of-range and inexact integer/float conversions TBD.

// Float to integer truncates toward zero.
func.func @convert_f32_to_si32_truncates() {
  %operand = stablehlo.constant dense<[2.9, -2.9, 0.5, -0.5, 100.0, -0.0, -2147483648.0, 16777216.0]> : tensor<8xf32>
  %result = stablehlo.convert %operand : (tensor<8xf32>) -> tensor<8xi32>
  check.expect_eq_const %result, dense<[2, -2, 0, 0, 100, 0, -2147483648, 16777216]> : tensor<8xi32>
  func.return
}

// -----

// f64 to si64 and si8, truncating toward zero.
func.func @convert_f64_to_integers() {
  %operand = stablehlo.constant dense<[-9007199254740992.0, 123456789012.75, -7.99]> : tensor<3xf64>
  %r64 = stablehlo.convert %operand : (tensor<3xf64>) -> tensor<3xi64>
  check.expect_eq_const %r64, dense<[-9007199254740992, 123456789012, -7]> : tensor<3xi64>
  %small = stablehlo.constant dense<[127.9, -128.5, 0.99]> : tensor<3xf64>
  %r8 = stablehlo.convert %small : (tensor<3xf64>) -> tensor<3xi8>
  check.expect_eq_const %r8, dense<[127, -128, 0]> : tensor<3xi8>
  func.return
}

// -----

// Float to unsigned: -0.5 truncates to 0, which is representable.
func.func @convert_f32_to_unsigned() {
  %operand = stablehlo.constant dense<[0.9, 200.7, 255.0, -0.5]> : tensor<4xf32>
  %r8 = stablehlo.convert %operand : (tensor<4xf32>) -> tensor<4xui8>
  check.expect_eq_const %r8, dense<[0, 200, 255, 0]> : tensor<4xui8>
  %big = stablehlo.constant dense<[4294967040.0, 65535.5]> : tensor<2xf32>
  %r32 = stablehlo.convert %big : (tensor<2xf32>) -> tensor<2xui32>
  check.expect_eq_const %r32, dense<[4294967040, 65535]> : tensor<2xui32>
  func.return
}

// -----

// f16 / bf16 to integer.
func.func @convert_f16_bf16_to_si16() {
  %h = stablehlo.constant dense<[-65504.0, 1.5, -1.5]> : tensor<3xf16>
  %rh = stablehlo.convert %h : (tensor<3xf16>) -> tensor<3xi32>
  check.expect_eq_const %rh, dense<[-65504, 1, -1]> : tensor<3xi32>
  %b = stablehlo.constant dense<[-32768.0, 2.75, 384.0]> : tensor<3xbf16>
  %rb = stablehlo.convert %b : (tensor<3xbf16>) -> tensor<3xi16>
  check.expect_eq_const %rb, dense<[-32768, 2, 384]> : tensor<3xi16>
  func.return
}

// -----

// Integer to float for exactly representable values.
func.func @convert_integers_to_float() {
  %a = stablehlo.constant dense<[-3, 0, 1, 16777216, -2147483648]> : tensor<5xi32>
  %ra = stablehlo.convert %a : (tensor<5xi32>) -> tensor<5xf32>
  check.expect_eq_const %ra, dense<[-3.0, 0.0, 1.0, 16777216.0, -2147483648.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[4294967295, 0]> : tensor<2xui32>
  %rb = stablehlo.convert %b : (tensor<2xui32>) -> tensor<2xf64>
  check.expect_eq_const %rb, dense<[4294967295.0, 0.0]> : tensor<2xf64>
  %d = stablehlo.constant dense<[-9007199254740992, 4611686018427387904]> : tensor<2xi64>
  %rd = stablehlo.convert %d : (tensor<2xi64>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[-9007199254740992.0, 4611686018427387904.0]> : tensor<2xf64>
  %e = stablehlo.constant dense<[255, 128]> : tensor<2xui8>
  %re = stablehlo.convert %e : (tensor<2xui8>) -> tensor<2xf16>
  check.expect_eq_const %re, dense<[255.0, 128.0]> : tensor<2xf16>
  %f = stablehlo.constant dense<[-128, 96]> : tensor<2xi8>
  %rf = stablehlo.convert %f : (tensor<2xi8>) -> tensor<2xbf16>
  check.expect_eq_const %rf, dense<[-128.0, 96.0]> : tensor<2xbf16>
  func.return
}

// -----

// Integer to integer: sign extension from signed types, zero extension from
// unsigned types, and narrowing of values that fit.
func.func @convert_integer_to_integer() {
  %a = stablehlo.constant dense<[-128, -1, 127]> : tensor<3xi8>
  %ra = stablehlo.convert %a : (tensor<3xi8>) -> tensor<3xi32>
  check.expect_eq_const %ra, dense<[-128, -1, 127]> : tensor<3xi32>
  %b = stablehlo.constant dense<[255, 0, 128]> : tensor<3xui8>
  %rb = stablehlo.convert %b : (tensor<3xui8>) -> tensor<3xi32>
  check.expect_eq_const %rb, dense<[255, 0, 128]> : tensor<3xi32>
  %c = stablehlo.constant dense<[-128, 127, 5]> : tensor<3xi32>
  %rc = stablehlo.convert %c : (tensor<3xi32>) -> tensor<3xi8>
  check.expect_eq_const %rc, dense<[-128, 127, 5]> : tensor<3xi8>
  %d = stablehlo.constant dense<[4294967295, 7]> : tensor<2xui32>
  %rd = stablehlo.convert %d : (tensor<2xui32>) -> tensor<2xi64>
  check.expect_eq_const %rd, dense<[4294967295, 7]> : tensor<2xi64>
  %e = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %re = stablehlo.convert %e : (tensor<2xi4>) -> tensor<2xi64>
  check.expect_eq_const %re, dense<[-8, 7]> : tensor<2xi64>
  %f = stablehlo.constant dense<[15, 3]> : tensor<2xui4>
  %rf = stablehlo.convert %f : (tensor<2xui4>) -> tensor<2xui64>
  check.expect_eq_const %rf, dense<[15, 3]> : tensor<2xui64>
  func.return
}

// -----

// Booleans convert to 0 / 1.
func.func @convert_bool_to_numbers() {
  %operand = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %ri = stablehlo.convert %operand : (tensor<2xi1>) -> tensor<2xi32>
  check.expect_eq_const %ri, dense<[1, 0]> : tensor<2xi32>
  %ru = stablehlo.convert %operand : (tensor<2xi1>) -> tensor<2xui8>
  check.expect_eq_const %ru, dense<[1, 0]> : tensor<2xui8>
  %rf = stablehlo.convert %operand : (tensor<2xi1>) -> tensor<2xf32>
  check.expect_eq_const %rf, dense<[1.0, 0.0]> : tensor<2xf32>
  %rc = stablehlo.convert %operand : (tensor<2xi1>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(1.0, 0.0), (0.0, 0.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// Zero converts to false and everything else to true.
func.func @convert_numbers_to_bool() {
  %i = stablehlo.constant dense<[0, 1, -1, 42, -128]> : tensor<5xi8>
  %ri = stablehlo.convert %i : (tensor<5xi8>) -> tensor<5xi1>
  check.expect_eq_const %ri, dense<[false, true, true, true, true]> : tensor<5xi1>
  %u = stablehlo.constant dense<[0, 256, 4294967295]> : tensor<3xui32>
  %ru = stablehlo.convert %u : (tensor<3xui32>) -> tensor<3xi1>
  check.expect_eq_const %ru, dense<[false, true, true]> : tensor<3xi1>
  %f = stablehlo.constant dense<[0.0, -0.0, 0.5, -2.0, 0x7F800000, 1.0e-45]> : tensor<6xf32>
  %rf = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %rf, dense<[false, false, true, true, true, true]> : tensor<6xi1>
  func.return
}

// -----

// Widening float conversions are exact, including subnormals and specials.
func.func @convert_float_widening() {
  %a = stablehlo.constant dense<[0.1, 1.0e-45, -0.0, 0x7F800000, 0x7FC00000]> : tensor<5xf32>
  %ra = stablehlo.convert %a : (tensor<5xf32>) -> tensor<5xf64>
  check.expect_eq_const %ra, dense<[0.10000000149011612, 1.401298464324817e-45, -0.0, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<5xf64>
  %b = stablehlo.constant dense<[0.1, 5.9604645e-08, 65504.0, 0xFC00]> : tensor<4xf16>
  %rb = stablehlo.convert %b : (tensor<4xf16>) -> tensor<4xf32>
  check.expect_eq_const %rb, dense<[0.099975586, 5.9604645e-08, 65504.0, 0xFF800000]> : tensor<4xf32>
  %c = stablehlo.constant dense<[0.1, -3.0e+38, 0x7F80]> : tensor<3xbf16>
  %rc = stablehlo.convert %c : (tensor<3xbf16>) -> tensor<3xf32>
  check.expect_eq_const %rc, dense<[0x3DCD0000, 0xFF620000, 0x7F800000]> : tensor<3xf32>
  func.return
}

// -----

// Narrowing float conversions of values the destination type holds exactly.
func.func @convert_float_narrowing_exact() {
  %a = stablehlo.constant dense<[0.5, -2.25, 0xFFF0000000000000, -0.0, 1.401298464324817e-45]> : tensor<5xf64>
  %ra = stablehlo.convert %a : (tensor<5xf64>) -> tensor<5xf32>
  check.expect_eq_const %ra, dense<[0.5, -2.25, 0xFF800000, -0.0, 1.0e-45]> : tensor<5xf32>
  %b = stablehlo.constant dense<[65504.0, 5.9604645e-08, -0.0, 0x7F800000, 0x7FC00000]> : tensor<5xf32>
  %rb = stablehlo.convert %b : (tensor<5xf32>) -> tensor<5xf16>
  check.expect_eq_const %rb, dense<[65504.0, 5.9604645e-08, -0.0, 0x7C00, 0x7E00]> : tensor<5xf16>
  %c = stablehlo.constant dense<[1.5, -3.3895314e+38, 9.1835496e-41]> : tensor<3xf32>
  %rc = stablehlo.convert %c : (tensor<3xf32>) -> tensor<3xbf16>
  check.expect_eq_const %rc, dense<[1.5, 0xFF7F, 0x0001]> : tensor<3xbf16>
  %d = stablehlo.constant dense<[1.5, 0.5]> : tensor<2xf16>
  %rd = stablehlo.convert %d : (tensor<2xf16>) -> tensor<2xbf16>
  check.expect_eq_const %rd, dense<[1.5, 0.5]> : tensor<2xbf16>
  func.return
}

// -----

// f32 -> f8E4M3FN and f8E5M2 -> f32 for exactly representable values.
func.func @convert_f8() {
  %a = stablehlo.constant dense<[448.0, -0.5, 0.015625, 0.001953125]> : tensor<4xf32>
  %ra = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  check.expect_eq_const %ra, dense<[448.0, -0.5, 0.015625, 0.001953125]> : tensor<4xf8E4M3FN>
  %b = stablehlo.constant dense<[57344.0, -0.25, 0x7C]> : tensor<3xf8E5M2>
  %rb = stablehlo.convert %b : (tensor<3xf8E5M2>) -> tensor<3xf32>
  check.expect_eq_const %rb, dense<[57344.0, -0.25, 0x7F800000]> : tensor<3xf32>
  func.return
}

// -----

// To complex: the imaginary part is zero.
func.func @convert_to_complex() {
  %a = stablehlo.constant dense<[1.5, -2.0, -0.0]> : tensor<3xf32>
  %ra = stablehlo.convert %a : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %ra, dense<[(1.5, 0.0), (-2.0, 0.0), (-0.0, 0.0)]> : tensor<3xcomplex<f32>>
  %b = stablehlo.constant dense<[7, -3]> : tensor<2xi32>
  %rb = stablehlo.convert %b : (tensor<2xi32>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %rb, dense<[(7.0, 0.0), (-3.0, 0.0)]> : tensor<2xcomplex<f64>>
  %c = stablehlo.constant dense<[0.1]> : tensor<1xf32>
  %rc = stablehlo.convert %c : (tensor<1xf32>) -> tensor<1xcomplex<f64>>
  check.expect_eq_const %rc, dense<[(0.10000000149011612, 0.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// From complex: the imaginary part is dropped and the real part is converted.
func.func @convert_from_complex() {
  %a = stablehlo.constant dense<[(1.5, 2.5), (-3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %ra = stablehlo.convert %a : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  check.expect_eq_const %ra, dense<[1.5, -3.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[(2.7, 9.0), (-2.7, -9.0)]> : tensor<2xcomplex<f64>>
  %rb = stablehlo.convert %b : (tensor<2xcomplex<f64>>) -> tensor<2xi32>
  check.expect_eq_const %rb, dense<[2, -2]> : tensor<2xi32>
  %c = stablehlo.constant dense<[(0.5, -1.0)]> : tensor<1xcomplex<f32>>
  %rc = stablehlo.convert %c : (tensor<1xcomplex<f32>>) -> tensor<1xf64>
  check.expect_eq_const %rc, dense<[0.5]> : tensor<1xf64>
  func.return
}

// -----

// Complex to complex converts both parts.
func.func @convert_complex_to_complex() {
  %a = stablehlo.constant dense<[(1.5, -0.25), (0x7F800000, -0.0)]> : tensor<2xcomplex<f32>>
  %ra = stablehlo.convert %a : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %ra, dense<[(1.5, -0.25), (0x7FF0000000000000, -0.0)]> : tensor<2xcomplex<f64>>
  %b = stablehlo.constant dense<[(0.5, 3.0)]> : tensor<1xcomplex<f64>>
  %rb = stablehlo.convert %b : (tensor<1xcomplex<f64>>) -> tensor<1xcomplex<f32>>
  check.expect_eq_const %rb, dense<[(0.5, 3.0)]> : tensor<1xcomplex<f32>>
  func.return
}

// -----

// Converting to the same type is the identity.
func.func @convert_same_type() {
  %operand = stablehlo.constant dense<[[1, -2], [3, -4]]> : tensor<2x2xi32>
  %result = stablehlo.convert %operand : tensor<2x2xi32>
  check.expect_eq %result, %operand : tensor<2x2xi32>
  func.return
}

// -----

// Generic syntax.
func.func @convert_generic_form() {
  %operand = stablehlo.constant dense<[-1, 0, 1]> : tensor<3xi64>
  %result = "stablehlo.convert"(%operand) : (tensor<3xi64>) -> tensor<3xf64>
  check.expect_eq_const %result, dense<[-1.0, 0.0, 1.0]> : tensor<3xf64>
  func.return
}
