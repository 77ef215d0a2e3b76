// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are NumPy's numpy.linalg.solve of the triangle that is read
// (numpy.tril / numpy.triu, its transpose or conjugate transpose, ones on the
// diagonal for unit_diagonal), or the specification's. The interpreter solves
// in double and rounds once: f64 results are checked to 1e-12, f32 ones to
// the default 1e-4 of expect_almost_eq_const.

// The example of the specification (f32, generic form with attributes).
func.func @triangular_solve_spec_example() {
  %a = stablehlo.constant dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  %b = stablehlo.constant dense<[[2.0, 0.0, 0.0], [4.0, 8.0, 0.0], [6.0, 10.0, 12.0]]> : tensor<3x3xf32>
  %result = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true,
    lower = true,
    unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[[2.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, 2.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// op(a) x = b reading the lower triangle of a, whose other
// triangle holds values that must not be read; transposed or not, with the
// diagonal or with a unit diagonal.
func.func @triangular_solve_left_lower() {
  %a = stablehlo.constant dense<[[2.0, 9.0, -7.0], [1.0, 4.0, 8.0], [-3.0, 0.5, 5.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, -1.0], [0.0, 4.0]]> : tensor<3x2xf64>
  %r0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r0, dense<[[0.5, 1.0], [0.6249999999999999, -0.4999999999999999], [0.23750000000000002, 1.45]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r1 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r1, dense<[[1.0, 2.0], [2.0, -3.0], [2.0, 11.5]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r2 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r2, dense<[[0.125, 2.375], [0.75, -0.35], [0.0, 0.8]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r3 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r3, dense<[[-2.0, 17.0], [3.0, -3.0], [0.0, 4.0]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %adj = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_eq %adj, %r2 : tensor<3x2xf64>
  func.return
}

// -----

// x op(a) = b reading the lower triangle of a, whose other
// triangle holds values that must not be read; transposed or not, with the
// diagonal or with a unit diagonal.
func.func @triangular_solve_right_lower() {
  %a = stablehlo.constant dense<[[2.0, 9.0, -7.0], [1.0, 4.0, 8.0], [-3.0, 0.5, 5.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]> : tensor<2x3xf64>
  %r0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r0, dense<[[1.1875, 0.425, 0.6], [0.06250000000000008, 0.075, 0.4]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r1 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r1, dense<[[9.5, 0.5, 3.0], [5.5, -0.5, 2.0]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r2 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r2, dense<[[0.5000000000000003, 0.37499999999999994, 0.8625000000000002], [-0.5, 0.24999999999999994, 0.07499999999999998]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r3 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r3, dense<[[1.0, 1.0, 5.5], [-1.0, 1.4999999999999998, -1.75]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %adj = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_eq %adj, %r2 : tensor<2x3xf64>
  func.return
}

// -----

// op(a) x = b reading the upper triangle of a, whose other
// triangle holds values that must not be read; transposed or not, with the
// diagonal or with a unit diagonal.
func.func @triangular_solve_left_upper() {
  %a = stablehlo.constant dense<[[2.0, 9.0, -7.0], [1.0, 4.0, 8.0], [-3.0, 0.5, 5.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0, 2.0], [3.0, -1.0], [0.0, 4.0]]> : tensor<3x2xf64>
  %r0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r0, dense<[[-2.875, 12.125000000000002], [0.75, -1.85], [0.0, 0.8]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r1 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r1, dense<[[-26.0, 327.0], [3.0, -33.0], [0.0, 4.0]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r2 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r2, dense<[[0.5000000000000001, 1.0000000000000004], [-0.3750000000000002, -2.500000000000001], [1.3000000000000003, 6.200000000000001]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %r3 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r3, dense<[[1.0, 2.0], [-6.000000000000001, -19.0], [55.000000000000014, 170.00000000000003]]> : tensor<3x2xf64> {tolerance = 1.0e-12 : f64}
  %adj = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_eq %adj, %r2 : tensor<3x2xf64>
  func.return
}

// -----

// x op(a) = b reading the upper triangle of a, whose other
// triangle holds values that must not be read; transposed or not, with the
// diagonal or with a unit diagonal.
func.func @triangular_solve_right_upper() {
  %a = stablehlo.constant dense<[[2.0, 9.0, -7.0], [1.0, 4.0, 8.0], [-3.0, 0.5, 5.0]]> : tensor<3x3xf64>
  %b = stablehlo.constant dense<[[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]]> : tensor<2x3xf64>
  %r0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r0, dense<[[0.5000000000000001, -0.6250000000000002, 2.3000000000000003], [-0.5000000000000002, 1.2500000000000004, -2.3000000000000007]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r1 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r1, dense<[[1.0, -7.000000000000001, 66.00000000000001], [-1.0000000000000002, 9.500000000000002, -81.00000000000003]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r2 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r2, dense<[[5.75, -0.7, 0.6], [3.9375, -0.675, 0.4]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %r3 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %r3, dense<[[220.0, -22.0, 3.0], [152.5, -15.5, 2.0]]> : tensor<2x3xf64> {tolerance = 1.0e-12 : f64}
  %adj = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  check.expect_eq %adj, %r2 : tensor<2x3xf64>
  func.return
}

// -----

// complex<f64>: NO_TRANSPOSE, TRANSPOSE and ADJOINT (conjugate transpose) of
// each triangle.
func.func @triangular_solve_complex() {
  %a = stablehlo.constant dense<[[(1.0, 1.0), (5.0, -5.0), (0.0, 0.0)], [(2.0, -2.0), (3.0, 4.0), (0.0, 7.0)], [(4.0, -3.0), (5.0, 5.0), (6.0, -8.0)]]> : tensor<3x3xcomplex<f64>>
  %b = stablehlo.constant dense<[[(7.0, -2.0)], [(8.0, 4.0)], [(9.0, -5.0)]]> : tensor<3x1xcomplex<f64>>
  %r0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r0, dense<[[(2.4999999999999987, -4.5)], [(4.32, 0.24000000000000016)], [(-0.2899999999999996, -0.7700000000000001)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %r1 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r1, dense<[[(2.96, -1.0199999999999996)], [(0.2000000000000003, -1.2)], [(0.94, 0.42)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %r2 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r2, dense<[[(7.18, 2.6799999999999997)], [(-0.08000000000000028, 3.16)], [(0.14, -1.02)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %r3 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r3, dense<[[(12.8, 0.0)], [(0.9, -2.06)], [(0.94, 0.42)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %r4 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r4, dense<[[(2.500000000000001, -4.499999999999999)], [(8.399999999999999, 1.8000000000000007)], [(6.3999999999999995, -2.099999999999999)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %r5 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
  check.expect_almost_eq_const %r5, dense<[[(4.5, 2.5)], [(4.720000000000001, -4.04)], [(4.48, -1.3000000000000003)]]> : tensor<3x1xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// Batch dimensions: one system per leading index (properties form).
func.func @triangular_solve_batch() {
  %a = stablehlo.constant dense<[[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]], [[2.0, 0.0, 0.0], [1.0, -1.0, 0.0], [0.5, 2.0, 4.0]]]> : tensor<2x3x3xf32>
  %b = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[-1.0, 0.0], [2.0, 1.0], [0.0, 3.0]]]> : tensor<2x3x2xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
  check.expect_almost_eq_const %r, dense<[[[1.0, 2.0], [0.25, 0.0], [0.12499999999999996, 0.0]], [[-0.5, 0.0], [-2.5, -1.0], [1.3125, 1.25]]]> : tensor<2x3x2xf32>
  func.return
}

// -----

// bf16 and f16: solved in double, rounded once (1 / 3 to the nearest bf16 is
// 0.333984375, to the nearest f16 0.333251953125).
func.func @triangular_solve_narrow_floats() {
  %a = stablehlo.constant dense<[[3.0]]> : tensor<1x1xbf16>
  %b = stablehlo.constant dense<[[1.0, -6.0]]> : tensor<1x2xbf16>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xbf16>, tensor<1x2xbf16>) -> tensor<1x2xbf16>
  check.expect_eq_const %r, dense<[[0.333984375, -2.0]]> : tensor<1x2xbf16>
  %ah = stablehlo.constant dense<[[3.0]]> : tensor<1x1xf16>
  %bh = stablehlo.constant dense<[[1.0], [-6.0]]> : tensor<2x1xf16>
  %rh = "stablehlo.triangular_solve"(%ah, %bh) {left_side = false, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xf16>, tensor<2x1xf16>) -> tensor<2x1xf16>
  check.expect_eq_const %rh, dense<[[0.333251953125], [-2.0]]> : tensor<2x1xf16>
  func.return
}

// -----

// Corner cases: a zero pivot divides by zero (IEEE: 1 / 0 = inf, 0 / 0 =
// NaN); unit_diagonal ignores it. Empty b, and an empty system.
func.func @triangular_solve_corner_cases() {
  %a = stablehlo.constant dense<[[0.0]]> : tensor<1x1xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0]]> : tensor<1x2xf32>
  %r = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %r, dense<[[0x7F800000, 0x7FC00000]]> : tensor<1x2xf32>
  %u = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<1x1xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq %u, %b : tensor<1x2xf32>
  %a2 = stablehlo.constant dense<[[1.0, 0.0], [2.0, 1.0]]> : tensor<2x2xf32>
  %e = stablehlo.constant dense<> : tensor<2x0xf32>
  %re = "stablehlo.triangular_solve"(%a2, %e) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x0xf32>) -> tensor<2x0xf32>
  check.expect_eq_const %re, dense<> : tensor<2x0xf32>
  %a0 = stablehlo.constant dense<> : tensor<0x0xf32>
  %b0 = stablehlo.constant dense<> : tensor<0x3xf32>
  %r0 = "stablehlo.triangular_solve"(%a0, %b0) {left_side = true, lower = false, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<0x0xf32>, tensor<0x3xf32>) -> tensor<0x3xf32>
  check.expect_eq_const %r0, dense<> : tensor<0x3xf32>
  func.return
}
