// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// roundToIntegralTiesToAway: ties (x.5) round away from zero.
func.func @round_nearest_afz_f32_ties() {
  %operand = stablehlo.constant dense<[0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5]> : tensor<8xf32>
  %result = stablehlo.round_nearest_afz %operand : tensor<8xf32>
  check.expect_eq_const %result, dense<[1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0, -4.0]> : tensor<8xf32>
  func.return
}

// -----

// Non-ties round to the nearest integer. The largest float below 0.5 rounds to
// 0 (floor(x + 0.5) would wrongly give 1), results between -1 and 0 keep the
// sign (-0.0), values from 2^23 on are already integral, specials pass through.
func.func @round_nearest_afz_f32() {
  %operand = stablehlo.constant dense<[2.4, -2.6, 0.49999997, -0.49999997, -0.4, 0.0, -0.0, 8388609.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45]> : tensor<12xf32>
  %result = stablehlo.round_nearest_afz %operand : tensor<12xf32>
  check.expect_eq_const %result, dense<[2.0, -3.0, 0.0, -0.0, -0.0, 0.0, -0.0, 8388609.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0.0]> : tensor<12xf32>
  func.return
}

// -----

// f64: the largest value below 0.5 rounds to 0; 2^52 - 0.5 is a tie and rounds
// away from zero; 2^52 + 1 is already integral.
func.func @round_nearest_afz_f64() {
  %operand = stablehlo.constant dense<[[0.49999999999999994, 4503599627370495.5], [-2.5, 4503599627370497.0]]> : tensor<2x2xf64>
  %result = stablehlo.round_nearest_afz %operand : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[0.0, 4503599627370496.0], [-3.0, 4503599627370497.0]]> : tensor<2x2xf64>
  func.return
}

// -----

// f16 and bf16 ties and non-ties.
func.func @round_nearest_afz_f16_bf16() {
  %a = stablehlo.constant dense<[0.5, -2.5, 0.4998, 1000.5, -0.25]> : tensor<5xf16>
  %r = stablehlo.round_nearest_afz %a : tensor<5xf16>
  check.expect_eq_const %r, dense<[1.0, -3.0, 0.0, 1001.0, -0.0]> : tensor<5xf16>
  %b = stablehlo.constant dense<[2.5, -0.5, 1.25]> : tensor<3xbf16>
  %s = stablehlo.round_nearest_afz %b : tensor<3xbf16>
  check.expect_eq_const %s, dense<[3.0, -1.0, 1.0]> : tensor<3xbf16>
  func.return
}

// -----

// Generic syntax.
func.func @round_nearest_afz_generic_form() {
  %operand = stablehlo.constant dense<[-2.5, 0.4, 0.5, 0.6, 2.5]> : tensor<5xf64>
  %result = "stablehlo.round_nearest_afz"(%operand) : (tensor<5xf64>) -> tensor<5xf64>
  check.expect_eq_const %result, dense<[-3.0, 0.0, 1.0, 1.0, 3.0]> : tensor<5xf64>
  func.return
}
