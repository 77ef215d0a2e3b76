// Results of every narrow float type, and booleans, print as upstream's
// --interpret prints them: each element as MLIR prints a FloatAttr of that
// type (upstream's Element::print): the value's decimal digits cut to six
// significant digits, rounded half up on the first digit cut, written
// d.ddddd0e+XX (a zero pads the mantissa to six decimals), when that text
// reads back to the same value; hexadecimal bits for infinities and NaNs;
// booleans as true/false. Expected text by hand from each format's
// parameters (bias, mantissa bits, max finite value, NaN/inf encodings) and
// that rule; the DENSE lines are MLIR's own printer of the same values.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-print-dense %s | FileCheck %s --check-prefix=DENSE

// f8E4M3FN: max 448, min subnormal 2^-9 = 0.001953125 (1.95312|5 rounds
// up: 1.953130e-03); 0.1 rounds to 1.101b x 2^-4 = 0.1015625 (1.015630e-01);
// NaN is 0x7F (no infinities).
// CHECK:      tensor<6xf8E4M3FN> {
// CHECK-NEXT:   [1.000000e+00, -2.500000e+00, 4.480000e+02, 1.953130e-03, 1.015630e-01, 0x7F]
// CHECK-NEXT: }
// f8E4M3: max 240; +inf is 0x78, -inf 0xF8.
// CHECK-NEXT: tensor<4xf8E4M3> {
// CHECK-NEXT:   [1.500000e+00, 2.400000e+02, 0x78, 0xF8]
// CHECK-NEXT: }
// f8E5M2: max 57344; -0 keeps its sign; +inf 0x7C, -inf 0xFC, a NaN 0x7E.
// CHECK-NEXT: tensor<5xf8E5M2> {
// CHECK-NEXT:   [5.734400e+04, -0.000000e+00, 0x7C, 0xFC, 0x7E]
// CHECK-NEXT: }
// f8E3M4: max 1.1111b x 2^3 = 15.5.
// CHECK-NEXT: tensor<3xf8E3M4> {
// CHECK-NEXT:   [1.000000e+00, -3.000000e+00, 1.550000e+01]
// CHECK-NEXT: }
// f8E4M3FNUZ: max 240, NaN 0x80 (no negative zero).
// CHECK-NEXT: tensor<3xf8E4M3FNUZ> {
// CHECK-NEXT:   [5.000000e-01, 2.400000e+02, 0x80]
// CHECK-NEXT: }
// f8E4M3B11FNUZ: bias 11, max 1.111b x 2^4 = 30.
// CHECK-NEXT: tensor<2xf8E4M3B11FNUZ> {
// CHECK-NEXT:   [3.000000e+01, 2.500000e-01]
// CHECK-NEXT: }
// f8E5M2FNUZ: max 57344.
// CHECK-NEXT: tensor<2xf8E5M2FNUZ> {
// CHECK-NEXT:   [5.734400e+04, -1.000000e+00]
// CHECK-NEXT: }
// f8E8M0FNU: powers of two 2^-127 .. 2^127 (5.87747|17e-39 and
// 1.70141|18e+38, both cut down), NaN 0xFF.
// CHECK-NEXT: tensor<4xf8E8M0FNU> {
// CHECK-NEXT:   [1.000000e+00, 5.877470e-39, 1.701410e+38, 0xFF]
// CHECK-NEXT: }
// f6E2M3FN: max 1.111b x 2^2 = 7.5, min subnormal 2^-3.
// CHECK-NEXT: tensor<3xf6E2M3FN> {
// CHECK-NEXT:   [7.500000e+00, -1.250000e-01, 1.000000e+00]
// CHECK-NEXT: }
// f6E3M2FN: max 1.11b x 2^4 = 28, min subnormal 2^-4.
// CHECK-NEXT: tensor<2xf6E3M2FN> {
// CHECK-NEXT:   [2.800000e+01, 6.250000e-02]
// CHECK-NEXT: }
// f4E2M1FN: the values 0, 0.5, 1, 1.5, 2, 3, 4, 6 and their negatives.
// CHECK-NEXT: tensor<4xf4E2M1FN> {
// CHECK-NEXT:   [6.000000e+00, -5.000000e-01, 1.500000e+00, 0.000000e+00]
// CHECK-NEXT: }
// bf16: 0.1 rounds to 0.10009765625, 1.00097|65625 rounds up to
// 1.000980e-01 (reads back to the same bf16); f16: max 65504, +inf 0x7C00.
// CHECK-NEXT: tensor<bf16> {1.000980e-01}
// CHECK-NEXT: tensor<2xf16> {
// CHECK-NEXT:   [6.550400e+04, 0x7C00]
// CHECK-NEXT: }
// Booleans, scalar and nested.
// CHECK-NEXT: tensor<i1> {true}
// CHECK-NEXT: tensor<2x2xi1> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [false, true],
// CHECK-NEXT:     [true, false]
// CHECK-NEXT:   ]
// CHECK-NEXT: }

// DENSE:      dense<[1.000000e+00, -2.500000e+00, 4.480000e+02, 1.953130e-03, 1.015630e-01, 0x7F]> : tensor<6xf8E4M3FN>
// DENSE-NEXT: dense<[1.500000e+00, 2.400000e+02, 0x78, 0xF8]> : tensor<4xf8E4M3>
// DENSE-NEXT: dense<[5.734400e+04, -0.000000e+00, 0x7C, 0xFC, 0x7E]> : tensor<5xf8E5M2>
// DENSE-NEXT: dense<[1.000000e+00, -3.000000e+00, 1.550000e+01]> : tensor<3xf8E3M4>
// DENSE-NEXT: dense<[5.000000e-01, 2.400000e+02, 0x80]> : tensor<3xf8E4M3FNUZ>
// DENSE-NEXT: dense<[3.000000e+01, 2.500000e-01]> : tensor<2xf8E4M3B11FNUZ>
// DENSE-NEXT: dense<[5.734400e+04, -1.000000e+00]> : tensor<2xf8E5M2FNUZ>
// DENSE-NEXT: dense<[1.000000e+00, 5.877470e-39, 1.701410e+38, 0xFF]> : tensor<4xf8E8M0FNU>
// DENSE-NEXT: dense<[7.500000e+00, -1.250000e-01, 1.000000e+00]> : tensor<3xf6E2M3FN>
// DENSE-NEXT: dense<[2.800000e+01, 6.250000e-02]> : tensor<2xf6E3M2FN>
// DENSE-NEXT: dense<[6.000000e+00, -5.000000e-01, 1.500000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>
// DENSE-NEXT: dense<1.000980e-01> : tensor<bf16>
// DENSE-NEXT: dense<[6.550400e+04, 0x7C00]> : tensor<2xf16>
// DENSE-NEXT: dense<true> : tensor<i1>
// DENSE-NEXT: dense<{{\[\[}}false, true], [true, false]]> : tensor<2x2xi1>
func.func @main() -> (tensor<6xf8E4M3FN>, tensor<4xf8E4M3>, tensor<5xf8E5M2>, tensor<3xf8E3M4>, tensor<3xf8E4M3FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<4xf8E8M0FNU>, tensor<3xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<4xf4E2M1FN>, tensor<bf16>, tensor<2xf16>, tensor<i1>, tensor<2x2xi1>) {
  %0 = stablehlo.constant dense<[1.0, -2.5, 448.0, 0.001953125, 0.1, 0x7F]> : tensor<6xf8E4M3FN>
  %1 = stablehlo.constant dense<[1.5, 240.0, 0x78, 0xF8]> : tensor<4xf8E4M3>
  %2 = stablehlo.constant dense<[57344.0, -0.0, 0x7C, 0xFC, 0x7E]> : tensor<5xf8E5M2>
  %3 = stablehlo.constant dense<[1.0, -3.0, 15.5]> : tensor<3xf8E3M4>
  %4 = stablehlo.constant dense<[0.5, 240.0, 0x80]> : tensor<3xf8E4M3FNUZ>
  %5 = stablehlo.constant dense<[30.0, 0.25]> : tensor<2xf8E4M3B11FNUZ>
  %6 = stablehlo.constant dense<[57344.0, -1.0]> : tensor<2xf8E5M2FNUZ>
  %7 = stablehlo.constant dense<[1.0, 5.877471754111438e-39, 1.7014118346046923e+38, 0xFF]> : tensor<4xf8E8M0FNU>
  %8 = stablehlo.constant dense<[7.5, -0.125, 1.0]> : tensor<3xf6E2M3FN>
  %9 = stablehlo.constant dense<[28.0, 0.0625]> : tensor<2xf6E3M2FN>
  %10 = stablehlo.constant dense<[6.0, -0.5, 1.5, 0.0]> : tensor<4xf4E2M1FN>
  %11 = stablehlo.constant dense<0.1> : tensor<bf16>
  %12 = stablehlo.constant dense<[65504.0, 0x7C00]> : tensor<2xf16>
  %13 = stablehlo.constant dense<true> : tensor<i1>
  %14 = stablehlo.constant dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<6xf8E4M3FN>, tensor<4xf8E4M3>, tensor<5xf8E5M2>, tensor<3xf8E3M4>, tensor<3xf8E4M3FNUZ>, tensor<2xf8E4M3B11FNUZ>, tensor<2xf8E5M2FNUZ>, tensor<4xf8E8M0FNU>, tensor<3xf6E2M3FN>, tensor<2xf6E3M2FN>, tensor<4xf4E2M1FN>, tensor<bf16>, tensor<2xf16>, tensor<i1>, tensor<2x2xi1>
}
