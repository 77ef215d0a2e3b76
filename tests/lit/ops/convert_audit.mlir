// Spec audit (2026-11-25): convert from complex ignores the imaginary part
// for every non-complex destination, booleans included ("a zero value is
// converted to false", the real part being the value converted); float to
// integer truncates toward zero and saturates (our choice, spec TBD).
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

func.func @convert_complex_to_bool_uses_real_part() {
  %z = stablehlo.constant dense<[(0.0, 1.0), (1.0, 0.0), (0.0, 0.0), (-0.0, 0x7FC00000), (0x7FC00000, 0.0), (-2.5, -3.0)]> : tensor<6xcomplex<f32>>
  %b = stablehlo.convert %z : (tensor<6xcomplex<f32>>) -> tensor<6xi1>
  check.expect_eq_const %b, dense<[false, true, false, false, true, true]> : tensor<6xi1>
  func.return
}

// -----

func.func @convert_complex_to_real_and_integer() {
  %z = stablehlo.constant dense<[(2.75, 9.0), (-2.75, -9.0), (3.0e9, 1.0), (-0.0, 5.0)]> : tensor<4xcomplex<f64>>
  %f = stablehlo.convert %z : (tensor<4xcomplex<f64>>) -> tensor<4xf32>
  check.expect_eq_const %f, dense<[2.75, -2.75, 3.0e9, -0.0]> : tensor<4xf32>
  %i = stablehlo.convert %z : (tensor<4xcomplex<f64>>) -> tensor<4xi32>
  check.expect_eq_const %i, dense<[2, -2, 2147483647, 0]> : tensor<4xi32>
  %u = stablehlo.convert %z : (tensor<4xcomplex<f64>>) -> tensor<4xui8>
  check.expect_eq_const %u, dense<[2, 0, 255, 0]> : tensor<4xui8>
  func.return
}

// -----

// Saturation and rounding at the edges of the destination types.
func.func @convert_float_edges() {
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 2147483520.0, -2147483648.0, 1.0e10]> : tensor<6xf32>
  %i = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi32>
  check.expect_eq_const %i, dense<[2147483647, -2147483648, 0, 2147483520, -2147483648, 2147483647]> : tensor<6xi32>
  %d = stablehlo.constant dense<[1.0e300, -1.0e300, 65519.99, 1.0e-300]> : tensor<4xf64>
  %h = stablehlo.convert %d : (tensor<4xf64>) -> tensor<4xf16>
  check.expect_eq_const %h, dense<[0x7C00, 0xFC00, 65504.0, 0.0]> : tensor<4xf16>
  func.return
}
