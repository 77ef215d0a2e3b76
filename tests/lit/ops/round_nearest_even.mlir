// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// roundToIntegralTiesToEven: ties (x.5) round to the even neighbour.
func.func @round_nearest_even_f32_ties() {
  %operand = stablehlo.constant dense<[0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5]> : tensor<8xf32>
  %result = stablehlo.round_nearest_even %operand : tensor<8xf32>
  check.expect_eq_const %result, dense<[0.0, -0.0, 2.0, -2.0, 2.0, -2.0, 4.0, -4.0]> : tensor<8xf32>
  func.return
}

// -----

// Non-ties round to the nearest integer; results between -1 and 0 keep the
// sign (-0.0); odd integers above 2^23 stay as they are; specials pass through.
func.func @round_nearest_even_f32() {
  %operand = stablehlo.constant dense<[2.4, -2.6, 0.49999997, -0.49999997, 2.6, 0.0, -0.0, 8388609.0, 0x7F800000, 0xFF800000, 0x7FC00000, -1.0e-45]> : tensor<12xf32>
  %result = stablehlo.round_nearest_even %operand : tensor<12xf32>
  check.expect_eq_const %result, dense<[2.0, -3.0, 0.0, -0.0, 3.0, 0.0, -0.0, 8388609.0, 0x7F800000, 0xFF800000, 0x7FC00000, -0.0]> : tensor<12xf32>
  func.return
}

// -----

// 2^52 - 0.5 is a tie between 2^52 - 1 (odd) and 2^52 (even).
func.func @round_nearest_even_f64() {
  %operand = stablehlo.constant dense<[[0.49999999999999994, 4503599627370495.5], [-2.5, 4503599627370497.0]]> : tensor<2x2xf64>
  %result = stablehlo.round_nearest_even %operand : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.0, 4503599627370496.0], [-2.0, 4503599627370497.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 and bf16: 1000.5 -> 1000 and 1001.5 -> 1002 (ties to even).
func.func @round_nearest_even_f16_bf16() {
  %a = stablehlo.constant dense<[0.5, -2.5, 1000.5, 1001.5, -0.75]> : tensor<5xf16>
  %r = stablehlo.round_nearest_even %a : tensor<5xf16>
  check.expect_eq_const %r, dense<[0.0, -2.0, 1000.0, 1002.0, -1.0]> : tensor<5xf16>
  %b = stablehlo.constant dense<[2.5, -0.5, 1.75]> : tensor<3xbf16>
  %s = stablehlo.round_nearest_even %b : tensor<3xbf16>
  check.expect_eq_const %s, dense<[2.0, -0.0, 2.0]> : tensor<3xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @round_nearest_even_generic_form() {
  %operand = stablehlo.constant dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>
  %result = "stablehlo.round_nearest_even"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_eq_const %result, dense<[-2.0, 0.0, 0.0, 1.0, 2.0]> : tensor<5xf64>
  func.return
}
