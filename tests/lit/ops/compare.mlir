// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Signed integers, all six directions.
func.func @compare_si32_all_directions() {
  %lhs = stablehlo.constant dense<[-2, 0, 5, -1, -2147483648]> : tensor<5xi32>
  %rhs = stablehlo.constant dense<[1, 0, 3, -1, 2147483647]> : tensor<5xi32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %eq, dense<[false, true, false, true, false]> : tensor<5xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %ne, dense<[true, false, true, false, true]> : tensor<5xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %ge, dense<[false, true, true, true, false]> : tensor<5xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false, false]> : tensor<5xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %le, dense<[true, true, false, true, true]> : tensor<5xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false, true]> : tensor<5xi1>
  func.return
}

// -----

// The same bit patterns order differently as signed and as unsigned values:
// 0xC8 is -56 as si8 but 200 as ui8, 0xFF is -1 as si8 but 255 as ui8.
func.func @compare_signed_vs_unsigned_8bit() {
  %a = stablehlo.constant dense<[-56, 0, -1, 127]> : tensor<4xi8>
  %b = stablehlo.constant dense<[100, 1, 1, -128]> : tensor<4xi8>
  %gt_signed = stablehlo.compare GT, %a, %b, SIGNED : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  check.expect_eq_const %gt_signed, dense<[false, false, false, true]> : tensor<4xi1>
  %c = stablehlo.constant dense<[200, 0, 255, 127]> : tensor<4xui8>
  %d = stablehlo.constant dense<[100, 1, 1, 128]> : tensor<4xui8>
  %gt_unsigned = stablehlo.compare GT, %c, %d, UNSIGNED : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  check.expect_eq_const %gt_unsigned, dense<[true, false, true, false]> : tensor<4xi1>
  func.return
}

// -----

// Extremes of si64 and ui64.
func.func @compare_64bit_extremes() {
  %a = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %b = stablehlo.constant dense<[9223372036854775807, -9223372036854775808]> : tensor<2xi64>
  %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
  check.expect_eq_const %lt, dense<[true, false]> : tensor<2xi1>
  %c = stablehlo.constant dense<[18446744073709551615, 0]> : tensor<2xui64>
  %d = stablehlo.constant dense<[0, 9223372036854775808]> : tensor<2xui64>
  %ge = stablehlo.compare GE, %c, %d, UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  check.expect_eq_const %ge, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// Booleans compare as unsigned: false < true.
func.func @compare_i1() {
  %lhs = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %rhs = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[false, false, true, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[false, true, true, false]> : tensor<4xi1>
  func.return
}

// -----

// The compare type may be omitted.
func.func @compare_without_compare_type() {
  %lhs = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi16>
  %rhs = stablehlo.constant dense<[3, 2, 1]> : tensor<3xi16>
  %le = stablehlo.compare LE, %lhs, %rhs : (tensor<3xi16>, tensor<3xi16>) -> tensor<3xi1>
  check.expect_eq_const %le, dense<[true, true, false]> : tensor<3xi1>
  %a = stablehlo.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  %eq = stablehlo.compare EQ, %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %eq, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// FLOAT uses the IEEE quiet predicates: every ordered comparison with NaN is
// false and NE is true, -0.0 == +0.0, and -inf is below the lowest finite value.
func.func @compare_f32_float_nan_zero_inf() {
  %lhs = stablehlo.constant dense<[0x7FC00000, 0x7FC00000, -0.0, 1.0, 0xFF800000, 2.0]> : tensor<6xf32>
  %rhs = stablehlo.constant dense<[0x7FC00000, 1.0, 0.0, 2.0, -3.4028235e+38, 2.0]> : tensor<6xf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %eq, dense<[false, false, true, false, false, true]> : tensor<6xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %ne, dense<[true, true, false, true, true, false]> : tensor<6xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %ge, dense<[false, false, true, false, false, true]> : tensor<6xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %gt, dense<[false, false, false, false, false, false]> : tensor<6xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %le, dense<[false, false, true, true, true, true]> : tensor<6xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %lt, dense<[false, false, false, true, true, false]> : tensor<6xi1>
  func.return
}

// -----

// TOTALORDER follows IEEE totalOrder:
//   -NaN < -inf < ... < -0.0 < +0.0 < ... < +inf < +NaN.
// Project's reading of "totalOrder combined with compareQuietEqual": two values
// are EQ when each is totalOrder-before-or-equal the other (so -0.0 != +0.0 and
// a NaN equals a NaN with the same bits); LT means "before and not equal", LE
// means "before or equal", and GT/GE/NE are their mirrors/complement.
func.func @compare_f32_totalorder() {
  %lhs = stablehlo.constant dense<[-0.0, 0.0, 0x7FC00000, 0x7FC00000, 0xFFC00000, 1.0, 0.0]> : tensor<7xf32>
  %rhs = stablehlo.constant dense<[0.0, -0.0, 0x7FC00000, 0x7F800000, 0xFF800000, 0x7FC00000, 0.0]> : tensor<7xf32>
  %eq = stablehlo.compare EQ, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %eq, dense<[false, false, true, false, false, false, true]> : tensor<7xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %ne, dense<[true, true, false, true, true, true, false]> : tensor<7xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %lt, dense<[true, false, false, false, true, true, false]> : tensor<7xi1>
  %le = stablehlo.compare LE, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %le, dense<[true, false, true, false, true, true, true]> : tensor<7xi1>
  %gt = stablehlo.compare GT, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %gt, dense<[false, true, false, true, false, false, false]> : tensor<7xi1>
  %ge = stablehlo.compare GE, %lhs, %rhs, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
  check.expect_eq_const %ge, dense<[false, true, true, true, false, false, true]> : tensor<7xi1>
  func.return
}

// -----

// TOTALORDER on f64 orders finite values as usual and -0.0 before +0.0.
func.func @compare_f64_totalorder() {
  %lhs = stablehlo.constant dense<[-1.0, -0.0, 0x7FF8000000000000, 2.5]> : tensor<4xf64>
  %rhs = stablehlo.constant dense<[-2.0, 0.0, 0x7FF0000000000000, 2.5]> : tensor<4xf64>
  %lt = stablehlo.compare LT, %lhs, %rhs, TOTALORDER : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, true, false, false]> : tensor<4xi1>
  func.return
}

// -----

// f64 with FLOAT: the literals 0.1 and 0.10000000000000001 are the same double;
// NaN compares false; the largest finite value is below inf; -min_subnormal < 0.
func.func @compare_f64_float() {
  %lhs = stablehlo.constant dense<[[0.1, 0x7FF8000000000000], [1.0e+308, -5.0e-324]]> : tensor<2x2xf64>
  %rhs = stablehlo.constant dense<[[0.10000000000000001, 0.0], [0x7FF0000000000000, 0.0]]> : tensor<2x2xf64>
  %le = stablehlo.compare LE, %lhs, %rhs, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
  check.expect_eq_const %le, dense<[[true, false], [true, true]]> : tensor<2x2xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
  check.expect_eq_const %lt, dense<[[false, false], [true, true]]> : tensor<2x2xi1>
  func.return
}

// -----

// f16 and bf16: 1.0 is below the next representable value, -0.0 == 0.0,
// NaN compares false, 65504 < inf.
func.func @compare_f16_bf16() {
  %a = stablehlo.constant dense<[1.0, -0.0, 0x7E00, 65504.0]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0009766, 0.0, 0x7E00, 0x7C00]> : tensor<4xf16>
  %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, true]> : tensor<4xi1>
  %c = stablehlo.constant dense<[1.0, -0.0, 0x7FC0]> : tensor<3xbf16>
  %d = stablehlo.constant dense<[1.0078125, 0.0, 1.0]> : tensor<3xbf16>
  %ge = stablehlo.compare GE, %c, %d, FLOAT : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  check.expect_eq_const %ge, dense<[false, true, false]> : tensor<3xi1>
  func.return
}

// -----

// Complex numbers: EQ/NE compare both parts; ordered directions compare
// (real, imag) lexicographically.
func.func @compare_complex() {
  %lhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, 2.0), (1.0, 5.0), (-0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(1.0, 2.0), (1.0, 3.0), (2.0, 0.0), (0.0, -0.0)]> : tensor<4xcomplex<f32>>
  %eq = stablehlo.compare EQ, %lhs, %rhs, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[true, false, false, true]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %lhs, %rhs, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[false, true, true, false]> : tensor<4xi1>
  %lt = stablehlo.compare LT, %lhs, %rhs, FLOAT : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[false, true, true, false]> : tensor<4xi1>
  %c = stablehlo.constant dense<[(3.0, -1.0)]> : tensor<1xcomplex<f64>>
  %d = stablehlo.constant dense<[(3.0, -1.5)]> : tensor<1xcomplex<f64>>
  %gt = stablehlo.compare GT, %c, %d, FLOAT : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>) -> tensor<1xi1>
  check.expect_eq_const %gt, dense<[true]> : tensor<1xi1>
  func.return
}

// -----

// Rank-0 operands.
func.func @compare_rank0() {
  %lhs = stablehlo.constant dense<-3> : tensor<i32>
  %rhs = stablehlo.constant dense<-4> : tensor<i32>
  %gt = stablehlo.compare GT, %lhs, %rhs, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  check.expect_eq_const %gt, dense<true> : tensor<i1>
  func.return
}

// -----

// Generic syntax with the direction as an attribute.
func.func @compare_generic_form() {
  %lhs = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %result = "stablehlo.compare"(%lhs, %rhs) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %result, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// Generic syntax with both attributes in the properties form.
func.func @compare_generic_properties_form() {
  %lhs = stablehlo.constant dense<[-0.0, 0x7FC00000]> : tensor<2xf32>
  %rhs = stablehlo.constant dense<[0.0, 0x7F800000]> : tensor<2xf32>
  %float_lt = "stablehlo.compare"(%lhs, %rhs) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %float_lt, dense<[false, false]> : tensor<2xi1>
  %total_lt = "stablehlo.compare"(%lhs, %rhs) <{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %total_lt, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// TOTALORDER on integers (accepted as upstream accepts it; the spec asks
// SIGNED/UNSIGNED) is the order of the element type: signed for i32, so
// -1 < 0; unsigned for ui8, so 255 > 0.
func.func @compare_integer_totalorder() {
  %a = stablehlo.constant dense<[-1, 0, 7, -5]> : tensor<4xi32>
  %b = stablehlo.constant dense<[0, 0, -7, -4]> : tensor<4xi32>
  %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, false, false, true]> : tensor<4xi1>
  %eq = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  check.expect_eq_const %eq, dense<[false, true, false, false]> : tensor<4xi1>
  %c = stablehlo.constant dense<[255, 0, 128]> : tensor<3xui8>
  %d = stablehlo.constant dense<[0, 1, 127]> : tensor<3xui8>
  %gt = stablehlo.compare GT, %c, %d, TOTALORDER : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xi1>
  check.expect_eq_const %gt, dense<[true, false, true]> : tensor<3xi1>
  func.return
}
