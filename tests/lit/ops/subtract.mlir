// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Signed integers wrap around: -128 - 1 = 127, 127 - -1 = -128, 0 - -128 = -128.
func.func @subtract_si8_wraparound() {
  %lhs = stablehlo.constant dense<[-128, 127, 0, 5, -3]> : tensor<5xi8>
  %rhs = stablehlo.constant dense<[1, -1, -128, 10, -3]> : tensor<5xi8>
  %result = stablehlo.subtract %lhs, %rhs : tensor<5xi8>
  check.expect_eq_const %result, dense<[127, -128, -128, -5, 0]> : tensor<5xi8>
  func.return
}

// -----

// Wraparound at the limits of si32 and si64.
func.func @subtract_si32_si64_wraparound() {
  %a32 = stablehlo.constant dense<[[-2147483648, 2147483647], [0, 100]]> : tensor<2x2xi32>
  %b32 = stablehlo.constant dense<[[1, -1], [-2147483648, 250]]> : tensor<2x2xi32>
  %r32 = stablehlo.subtract %a32, %b32 : tensor<2x2xi32>
  check.expect_eq_const %r32, dense<[[2147483647, -2147483648], [-2147483648, -150]]> : tensor<2x2xi32>
  %a64 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %b64 = stablehlo.constant dense<[1, -9223372036854775808]> : tensor<2xi64>
  %r64 = stablehlo.subtract %a64, %b64 : tensor<2xi64>
  check.expect_eq_const %r64, dense<[9223372036854775807, -1]> : tensor<2xi64>
  func.return
}

// -----

// Unsigned integers wrap modulo 2^N: 0 - 1 = 255.
func.func @subtract_unsigned_wraparound() {
  %a8 = stablehlo.constant dense<[0, 5, 255, 128]> : tensor<4xui8>
  %b8 = stablehlo.constant dense<[1, 10, 255, 255]> : tensor<4xui8>
  %r8 = stablehlo.subtract %a8, %b8 : tensor<4xui8>
  check.expect_eq_const %r8, dense<[255, 251, 0, 129]> : tensor<4xui8>
  %a32 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
  %b32 = stablehlo.constant dense<[4294967295, 2]> : tensor<2xui32>
  %r32 = stablehlo.subtract %a32, %b32 : tensor<2xui32>
  check.expect_eq_const %r32, dense<[1, 4294967295]> : tensor<2xui32>
  %a4 = stablehlo.constant dense<[0, 3]> : tensor<2xui4>
  %b4 = stablehlo.constant dense<[1, 5]> : tensor<2xui4>
  %r4 = stablehlo.subtract %a4, %b4 : tensor<2xui4>
  check.expect_eq_const %r4, dense<[15, 14]> : tensor<2xui4>
  func.return
}

// -----

// IEEE subtraction: inf - inf = NaN; x - x = +0.0 (also for -0.0 - -0.0);
// -0.0 - 0.0 = -0.0; 1 - 1e-8 rounds back to 1 in f32; -max - max overflows.
func.func @subtract_f32_ieee() {
  %lhs = stablehlo.constant dense<[0x7F800000, 0.0, -0.0, 0.0, -0.0, 1.0, 3.5, -3.4028235e+38, 0x7FC00000, 2.5]> : tensor<10xf32>
  %rhs = stablehlo.constant dense<[0x7F800000, 0.0, 0.0, -0.0, -0.0, 1.0e-08, 1.25, 3.4028235e+38, 1.0, 2.5]> : tensor<10xf32>
  %result = stablehlo.subtract %lhs, %rhs : tensor<10xf32>
  check.expect_eq_const %result, dense<[0x7FC00000, 0.0, -0.0, 0.0, 0.0, 1.0, 2.25, 0xFF800000, 0x7FC00000, 0.0]> : tensor<10xf32>
  func.return
}

// -----

// 0.3 - 0.1 in f64 is 0.19999999999999998.
func.func @subtract_f64() {
  %lhs = stablehlo.constant dense<[0.3, 1.0, 0xFFF0000000000000]> : tensor<3xf64>
  %rhs = stablehlo.constant dense<[0.1, 1.0e-17, 0xFFF0000000000000]> : tensor<3xf64>
  %result = stablehlo.subtract %lhs, %rhs : tensor<3xf64>
  check.expect_eq_const %result, dense<[0.19999999999999998, 1.0, 0x7FF8000000000000]> : tensor<3xf64>
  func.return
}

// -----

// f16: 1 - 2^-11 is exact (the spacing below 1.0 is 2^-11) and -65504 - 32
// overflows to -inf. bf16: 1 - 2^-9 is a tie between 1 - 2^-8 and 1.0 and rounds
// to the even significand, 1.0.
func.func @subtract_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -65504.0, 0.5]> : tensor<3xf16>
  %b = stablehlo.constant dense<[0.00048828125, 32.0, 0.5]> : tensor<3xf16>
  %r = stablehlo.subtract %a, %b : tensor<3xf16>
  check.expect_eq_const %r, dense<[0.99951171875, 0xFC00, 0.0]> : tensor<3xf16>
  %c = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xbf16>
  %d = stablehlo.constant dense<[0.001953125, 0.5]> : tensor<2xbf16>
  %s = stablehlo.subtract %c, %d : tensor<2xbf16>
  check.expect_eq_const %s, dense<[1.0, 2.5]> : tensor<2xbf16>
  func.return
}

// -----

// Complex subtraction subtracts the parts.
func.func @subtract_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (0.5, -0.5)]> : tensor<2xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(3.0, -4.0), (0.5, 0.25)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.subtract %lhs, %rhs : tensor<2xcomplex<f32>>
  check.expect_eq_const %result, dense<[(-2.0, 6.0), (0.0, -0.75)]> : tensor<2xcomplex<f32>>
  %c = stablehlo.constant dense<[(1.5, 2.5)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(2.0, -0.5)]> : tensor<1xcomplex<f64>>
  %s = stablehlo.subtract %c, %d : tensor<1xcomplex<f64>>
  check.expect_eq_const %s, dense<[(-0.5, 3.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @subtract_generic_form() {
  %lhs = stablehlo.constant dense<[[6.0, 8.0], [10.0, 12.0]]> : tensor<2x2xf32>
  %rhs = stablehlo.constant dense<[[5.0, 6.0], [7.0, 8.0]]> : tensor<2x2xf32>
  %result = "stablehlo.subtract"(%lhs, %rhs) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  func.return
}
