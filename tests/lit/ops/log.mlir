// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Includes the largest finite f32 and the smallest subnormal.
func.func @log_f32() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 0.5, 10.0, 2.7182817, 1.0e-30, 3.4028235e+38, 1.0e-45]> : tensor<8xf32>
  %result = stablehlo.log %operand : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.0, 0.6931472, -0.6931472, 2.302585, 1.0, -69.07755, 88.72284, -103.2789]> : tensor<8xf32>
  func.return
}

// -----

// log(+-0) = -inf, log of a negative number is NaN, log(inf) = inf, log(1) = +0.
func.func @log_f32_special_values() {
  %operand = stablehlo.constant dense<[0.0, -0.0, -1.0, 0xFF800000, 0x7F800000, 0x7FC00000, 1.0]> : tensor<7xf32>
  %result = stablehlo.log %operand : tensor<7xf32>
  check.expect_eq_const %result, dense<[0xFF800000, 0xFF800000, 0x7FC00000, 0x7FC00000, 0x7F800000, 0x7FC00000, 0.0]> : tensor<7xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @log_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, 1.0e-300], [1.0e+300, 7.0]]> : tensor<2x2xf64>
  %result = stablehlo.log %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[-2.302585093, -690.7755279], [690.7755279, 1.945910149]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @log_f16_bf16() {
  %a = stablehlo.constant dense<[2.0, 0.3, 100.0, 7.0]> : tensor<4xf16>
  %r = stablehlo.log %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.6934, -1.204, 4.605, 1.946]> : tensor<4xf16>
  %b = stablehlo.constant dense<[2.0, 0.3, 100.0, 7.0]> : tensor<4xbf16>
  %s = stablehlo.log %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.69, -1.2, 4.6, 1.945]> : tensor<4xbf16>
  func.return
}

// -----

// Principal complex logarithm: log(|z|) + i arg(z), with arg(-1) = pi.
func.func @log_complex() {
  %a = stablehlo.constant dense<[(-1.0, 0.0), (1.0, 1.0), (0.0, -2.0), (3.0, 4.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.log %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.0, 3.141593), (0.3465736, 0.7853982), (0.6931472, -1.570796), (1.609438, 0.9272952)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(-1.0, 0.0), (0.5, -0.5)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.log %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.0, 3.141593), (-0.3465736, -0.7853982)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @log_generic_form() {
  %operand = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>
  %result = "stablehlo.log"(%operand) : (tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 0.6931471806, 1.098612289, 1.386294361]> : tensor<4xf64>
  func.return
}
