// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// IEEE squareRoot is correctly rounded, so float results are checked exactly.

// Exact and correctly rounded f32 results, including the smallest subnormal
// and the largest finite value.
func.func @sqrt_f32() {
  %operand = stablehlo.constant dense<[0.0, 1.0, 4.0, 0.25, 2.0, 3.0, 0.1, 1.0e-45, 3.4028235e+38]> : tensor<9xf32>
  %result = stablehlo.sqrt %operand : tensor<9xf32>
  check.expect_eq_const %result, dense<[0.0, 1.0, 2.0, 0.5, 1.4142135, 1.7320508, 0.31622776, 3.743392e-23, 1.8446743e+19]> : tensor<9xf32>
  func.return
}

// -----

// sqrt(-0.0) = -0.0, sqrt(inf) = inf; negative operands (including -inf) give NaN.
func.func @sqrt_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0x7F800000, -1.0, 0xFF800000, 0x7FC00000, -1.0e-45]> : tensor<6xf32>
  %result = stablehlo.sqrt %operand : tensor<6xf32>
  check.expect_eq_const %result, dense<[-0.0, 0x7F800000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<6xf32>
  func.return
}

// -----

// Rank-2 f64 operand.
func.func @sqrt_f64_2d() {
  %operand = stablehlo.constant dense<[[2.0, 0.1], [5.0e-324, 1.0e+300]]> : tensor<2x2xf64>
  %result = stablehlo.sqrt %operand : tensor<2x2xf64>
  check.expect_eq_const %result, dense<[[1.4142135623730951, 0.31622776601683794], [2.2227587494850775e-162, 1.0e+150]]> : tensor<2x2xf64>
  func.return
}

// -----

// sqrt(65504) = 255.93749... lies just below the midpoint 255.9375 of two f16
// neighbours, so it rounds down to 255.875.
func.func @sqrt_f16_bf16() {
  %a = stablehlo.constant dense<[2.0, 3.0, 0.1, 65504.0, 0.0625]> : tensor<5xf16>
  %r = stablehlo.sqrt %a : tensor<5xf16>
  check.expect_eq_const %r, dense<[1.414, 1.732, 0.3162, 255.875, 0.25]> : tensor<5xf16>
  %b = stablehlo.constant dense<[2.0, 3.0, 0.1, 16.0]> : tensor<4xbf16>
  %s = stablehlo.sqrt %b : tensor<4xbf16>
  check.expect_eq_const %s, dense<[1.414, 1.734, 0.316, 4.0]> : tensor<4xbf16>
  func.return
}

// -----

// Principal complex square root (real part >= 0): sqrt(-4) = 2i,
// sqrt(3+4i) = 2+i, sqrt(2i) = 1+i, sqrt(-3-4i) = 1-2i.
func.func @sqrt_complex() {
  %a = stablehlo.constant dense<[(-4.0, 0.0), (3.0, 4.0), (0.0, 2.0), (-3.0, -4.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.sqrt %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.0, 2.0), (2.0, 1.0), (1.0, 1.0), (1.0, -2.0)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(0.0, 1.0), (-4.0, 0.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.sqrt %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.7071068, 0.7071068), (0.0, 2.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @sqrt_generic_form() {
  %operand = stablehlo.constant dense<[[0.0, 1.0], [4.0, 9.0]]> : tensor<2x2xf32>
  %result = "stablehlo.sqrt"(%operand) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %result, dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  func.return
}
