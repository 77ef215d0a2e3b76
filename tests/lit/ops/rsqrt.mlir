// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values from NumPy in float64, rounded to 7 significant digits.
func.func @rsqrt_f32() {
  %operand = stablehlo.constant dense<[2.0, 3.0, 100.0, 0.01, 0.0001, 5.0, 1000000.0]> : tensor<7xf32>
  %result = stablehlo.rsqrt %operand : tensor<7xf32>
  check.expect_almost_eq_const %result, dense<[0.7071068, 0.5773503, 0.1, 10.0, 100.0, 0.4472136, 0.001]> : tensor<7xf32>
  func.return
}

// -----

// Exact results for powers of four; rsqrt(+-0) = +-inf, rsqrt(inf) = +0, negative
// operands give NaN.
func.func @rsqrt_f32_exact_and_special_values() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 0.25, 64.0, 0.0, -0.0, 0x7F800000, -1.0, 0xFF800000, 0x7FC00000]> : tensor<10xf32>
  %result = stablehlo.rsqrt %operand : tensor<10xf32>
  check.expect_eq_const %result, dense<[1.0, 0.5, 2.0, 0.125, 0x7F800000, 0xFF800000, 0.0, 0x7FC00000, 0x7FC00000, 0x7FC00000]> : tensor<10xf32>
  func.return
}

// -----

// Rank-2 f64 operand; expected values from NumPy in float64.
func.func @rsqrt_f64_2d() {
  %operand = stablehlo.constant dense<[[0.1, 7.0], [1.0e-300, 1.0e+300]]> : tensor<2x2xf64>
  %result = stablehlo.rsqrt %operand : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[3.16227766, 0.377964473], [1.0e+150, 1.0e-150]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @rsqrt_f16_bf16() {
  %a = stablehlo.constant dense<[2.0, 3.0, 0.1, 100.0]> : tensor<4xf16>
  %r = stablehlo.rsqrt %a : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.707, 0.577, 3.162, 0.1]> : tensor<4xf16>
  %b = stablehlo.constant dense<[2.0, 3.0, 0.1, 100.0]> : tensor<4xbf16>
  %s = stablehlo.rsqrt %b : tensor<4xbf16>
  check.expect_almost_eq_const %s, dense<[0.707, 0.58, 3.16, 0.1]> : tensor<4xbf16>
  func.return
}

// -----

// Complex rsqrt(z) = 1 / sqrt(z) with the principal square root:
// rsqrt(-4) = 1 / 2i = -0.5i, rsqrt(3+4i) = 1 / (2+i) = 0.4 - 0.2i, rsqrt(2i) = 1 / (1+i).
func.func @rsqrt_complex() {
  %a = stablehlo.constant dense<[(-4.0, 0.0), (3.0, 4.0), (0.0, 2.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r = stablehlo.rsqrt %a : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %r, dense<[(0.0, -0.5), (0.4, -0.2), (0.5, -0.5), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  %b = stablehlo.constant dense<[(-4.0, 0.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %s = stablehlo.rsqrt %b : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(0.0, -0.5), (0.4, -0.2)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Generic syntax.
func.func @rsqrt_generic_form() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 9.0, 25.0]> : tensor<4xf32>
  %result = "stablehlo.rsqrt"(%operand) : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const %result, dense<[1.0, 0.5, 0.3333333, 0.2]> : tensor<4xf32>
  func.return
}
