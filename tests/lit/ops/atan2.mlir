// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// atan2(lhs, rhs) is the angle of the point (x = rhs, y = lhs), in [-pi, pi].
// One point per quadrant plus the positive y axis.
func.func @atan2_f32_quadrants() {
  %lhs = stablehlo.constant dense<[1.0, 1.0, -1.0, -1.0, 0.5, 3.0, -2.0, 1.0]> : tensor<8xf32>
  %rhs = stablehlo.constant dense<[1.0, -1.0, -1.0, 1.0, 2.0, -4.0, 0.25, 0.0]> : tensor<8xf32>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<8xf32>
  check.expect_almost_eq_const %result, dense<[0.7853982, 2.356194, -2.356194, -0.7853982, 0.2449787, 2.498092, -1.446441, 1.570796]> : tensor<8xf32>
  func.return
}

// -----

// IEEE special cases with inexact results: atan2(+-0, -1) = +-pi,
// atan2(+-1, -inf) = +-pi, atan2(inf, inf) = pi/4, atan2(-inf, -inf) = -3pi/4,
// atan2(inf, -inf) = 3pi/4.
func.func @atan2_f32_special_angles() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 0x7F800000, 0xFF800000, 0x7F800000]> : tensor<7xf32>
  %rhs = stablehlo.constant dense<[-1.0, -1.0, 0xFF800000, 0xFF800000, 0x7F800000, 0xFF800000, 0xFF800000]> : tensor<7xf32>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<7xf32>
  check.expect_almost_eq_const %result, dense<[3.141593, -3.141593, 3.141593, -3.141593, 0.7853982, -2.356194, 2.356194]> : tensor<7xf32>
  func.return
}

// -----

// IEEE special cases with exact results: the sign of a zero lhs is kept when
// rhs is positive, atan2(+-y, +inf) = +-0, and NaN in either operand gives NaN.
func.func @atan2_f32_signed_zeros_and_nan() {
  %lhs = stablehlo.constant dense<[0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 0x7FC00000, 1.0]> : tensor<8xf32>
  %rhs = stablehlo.constant dense<[0.0, 0.0, 2.0, 5.0, 0x7F800000, 0x7F800000, 1.0, 0x7FC00000]> : tensor<8xf32>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<8xf32>
  check.expect_eq_const %result, dense<[0.0, -0.0, 0.0, -0.0, 0.0, -0.0, 0x7FC00000, 0x7FC00000]> : tensor<8xf32>
  func.return
}

// -----

// Rank-2 f64 operands; atan2(tiny, 1) = tiny, atan2(+0, -0.5) = pi.
func.func @atan2_f64() {
  %lhs = stablehlo.constant dense<[[2.0, -1.0], [1.0e-300, 0.0]]> : tensor<2x2xf64>
  %rhs = stablehlo.constant dense<[[3.0, 0.0], [1.0, -0.5]]> : tensor<2x2xf64>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<2x2xf64>
  check.expect_almost_eq_const %result, dense<[[0.5880026, -1.570796], [1.0e-300, 3.141593]]> : tensor<2x2xf64>
  func.return
}

// -----

// Expected values are the correctly rounded f16 / bf16 results.
func.func @atan2_f16_bf16() {
  %a16 = stablehlo.constant dense<[1.0, -2.0, 0.5, 3.0]> : tensor<4xf16>
  %b16 = stablehlo.constant dense<[2.0, 1.0, -1.0, -0.25]> : tensor<4xf16>
  %r16 = stablehlo.atan2 %a16, %b16 : tensor<4xf16>
  check.expect_almost_eq_const %r16, dense<[0.4636, -1.107, 2.678, 1.654]> : tensor<4xf16>
  %abf = stablehlo.constant dense<[1.0, -2.0, 0.5, 3.0]> : tensor<4xbf16>
  %bbf = stablehlo.constant dense<[2.0, 1.0, -1.0, -0.25]> : tensor<4xbf16>
  %rbf = stablehlo.atan2 %abf, %bbf : tensor<4xbf16>
  check.expect_almost_eq_const %rbf, dense<[0.463, -1.11, 2.67, 1.66]> : tensor<4xbf16>
  func.return
}

// -----

// Complex operands with zero imaginary parts: the result is the real atan2 of
// the real parts, with a zero imaginary part.
func.func @atan2_complex_real_valued() {
  %lhs = stablehlo.constant dense<[(1.0, 0.0), (1.0, 0.0), (-1.0, 0.0), (2.0, 0.0)]> : tensor<4xcomplex<f32>>
  %rhs = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 0.0), (0.5, 0.0), (-3.0, 0.0)]> : tensor<4xcomplex<f32>>
  %result = stablehlo.atan2 %lhs, %rhs : tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(0.7853982, 0.0), (2.356194, 0.0), (-1.107149, 0.0), (2.553590, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @atan2_generic_form() {
  %lhs = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf64>
  %rhs = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf64>
  %result = "stablehlo.atan2"(%lhs, %rhs) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_almost_eq_const %result, dense<[0.0, 1.570796, -1.570796]> : tensor<3xf64>
  func.return
}
