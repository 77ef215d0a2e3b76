// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are NumPy's numpy.linalg.cholesky (L; U is its conjugate
// transpose) or the specification's. The interpreter factors in double and
// rounds once: f64 results are checked to 1e-12, f32 ones to the default
// 1e-4 of expect_almost_eq_const. The strict triangle opposite the factor is
// zero in this implementation (the specification leaves it open).

// The example of the specification (whose result type tensor<3x3xf64> is a
// typo against its (C1); the result has a's type).
func.func @cholesky_spec_example() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]]> : tensor<3x3xf32>
  %result = "stablehlo.cholesky"(%a) {
    lower = true
  } : (tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq_const %result, dense<[[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// Only the named triangle is read: the other one holds values that would
// change the factor. Pretty form; without `lower` the factor is upper.
func.func @cholesky_reads_one_triangle() {
  %lowerOnly = stablehlo.constant dense<[[4.0, 99.0, 99.0], [12.0, 37.0, 99.0], [-16.0, -43.0, 98.0]]> : tensor<3x3xf64>
  %l = stablehlo.cholesky %lowerOnly, lower = true : tensor<3x3xf64>
  check.expect_almost_eq_const %l, dense<[[2.0, 0.0, 0.0], [6.0, 1.0, 0.0], [-8.0, 5.0, 3.0]]> : tensor<3x3xf64> {tolerance = 1.0e-12 : f64}
  %upperOnly = stablehlo.constant dense<[[4.0, 12.0, -16.0], [-5.0, 37.0, -43.0], [-5.0, -5.0, 98.0]]> : tensor<3x3xf64>
  %u = stablehlo.cholesky %upperOnly : tensor<3x3xf64>
  check.expect_almost_eq_const %u, dense<[[2.0, 6.0, -8.0], [0.0, 1.0, 5.0], [0.0, 0.0, 3.0]]> : tensor<3x3xf64> {tolerance = 1.0e-12 : f64}
  %u2 = "stablehlo.cholesky"(%upperOnly) <{lower = false}> : (tensor<3x3xf64>) -> tensor<3x3xf64>
  check.expect_eq %u2, %u : tensor<3x3xf64>
  func.return
}

// -----

// Irrational factors of a 4x4 matrix, both triangles.
func.func @cholesky_4x4() {
  %a = stablehlo.constant dense<[[2.0, -1.0, 0.0, 0.5], [-1.0, 2.0, -1.0, 0.0], [0.0, -1.0, 2.0, -1.0], [0.5, 0.0, -1.0, 2.0]]> : tensor<4x4xf64>
  %l = stablehlo.cholesky %a, lower = true : tensor<4x4xf64>
  check.expect_almost_eq_const %l, dense<[[1.4142135623730951, 0.0, 0.0, 0.0], [-0.7071067811865475, 1.224744871391589, 0.0, 0.0], [0.0, -0.8164965809277261, 1.1547005383792515, 0.0], [0.35355339059327373, 0.20412414523193148, -0.7216878364870323, 1.14564392373896]]> : tensor<4x4xf64> {tolerance = 1.0e-12 : f64}
  %u = stablehlo.cholesky %a, lower = false : tensor<4x4xf64>
  check.expect_almost_eq_const %u, dense<[[1.4142135623730951, -0.7071067811865475, 0.0, 0.35355339059327373], [0.0, 1.224744871391589, -0.8164965809277261, 0.20412414523193148], [0.0, 0.0, 1.1547005383792515, -0.7216878364870323], [0.0, 0.0, 0.0, 1.14564392373896]]> : tensor<4x4xf64> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// A Hermitian positive-definite complex matrix: a = L L^H = U^H U.
func.func @cholesky_complex() {
  %a = stablehlo.constant dense<[[(5.0, 0.0), (1.0, 2.0), (0.0, -1.0)], [(1.0, -2.0), (6.0, 0.0), (2.0, 0.5)], [(0.0, 1.0), (2.0, -0.5), (7.0, 0.0)]]> : tensor<3x3xcomplex<f64>>
  %l = stablehlo.cholesky %a, lower = true : tensor<3x3xcomplex<f64>>
  check.expect_almost_eq_const %l, dense<[[(2.23606797749979, 0.0), (0.0, 0.0), (0.0, 0.0)], [(0.4472135954999579, -0.8944271909999159), (2.23606797749979, 0.0), (0.0, 0.0)], [(0.0, 0.4472135954999579), (1.073312629199899, -0.3130495168499705), (2.3558437978779496, 0.0)]]> : tensor<3x3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %u = stablehlo.cholesky %a : tensor<3x3xcomplex<f64>>
  check.expect_almost_eq_const %u, dense<[[(2.23606797749979, 0.0), (0.4472135954999579, 0.8944271909999159), (0.0, -0.4472135954999579)], [(0.0, 0.0), (2.23606797749979, 0.0), (1.073312629199899, 0.3130495168499705)], [(0.0, 0.0), (0.0, 0.0), (2.3558437978779496, 0.0)]]> : tensor<3x3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %a32 = stablehlo.convert %a : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f32>>
  %l32 = stablehlo.cholesky %a32, lower = true : tensor<3x3xcomplex<f32>>
  check.expect_almost_eq_const %l32, dense<[[(2.23606797749979, 0.0), (0.0, 0.0), (0.0, 0.0)], [(0.4472135954999579, -0.8944271909999159), (2.23606797749979, 0.0), (0.0, 0.0)], [(0.0, 0.4472135954999579), (1.073312629199899, -0.3130495168499705), (2.3558437978779496, 0.0)]]> : tensor<3x3xcomplex<f32>>
  func.return
}

// -----

// A batch of two matrices; the second is not positive definite (its pivot
// 1 - 4 = -3 < 0), so its result is all NaN (this implementation's
// choice; the specification leaves it undefined) and the first is unaffected.
func.func @cholesky_batch_and_not_positive_definite() {
  %a = stablehlo.constant dense<[[[9.0, 3.0], [3.0, 5.0]], [[1.0, 2.0], [2.0, 1.0]]]> : tensor<2x2x2xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2x2xf32>
  check.expect_eq_const %l, dense<[[[3.0, 0.0], [1.0, 2.0]], [[0x7FC00000, 0x7FC00000], [0x7FC00000, 0x7FC00000]]]> : tensor<2x2x2xf32>
  %z = stablehlo.constant dense<[[0.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf64>
  %lz = stablehlo.cholesky %z, lower = true : tensor<2x2xf64>
  check.expect_eq_const %lz, dense<0x7FF8000000000000> : tensor<2x2xf64>
  func.return
}

// -----

// Corner cases: a 1x1 matrix is its square root; empty matrices and batches.
func.func @cholesky_corner_cases() {
  %a = stablehlo.constant dense<[[[16.0]], [[0.25]]]> : tensor<2x1x1xf16>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x1x1xf16>
  check.expect_eq_const %l, dense<[[[4.0]], [[0.5]]]> : tensor<2x1x1xf16>
  %e = stablehlo.constant dense<> : tensor<0x0xf32>
  %le = stablehlo.cholesky %e : tensor<0x0xf32>
  check.expect_eq_const %le, dense<> : tensor<0x0xf32>
  %b = stablehlo.constant dense<> : tensor<0x3x3xf64>
  %lb = stablehlo.cholesky %b, lower = true : tensor<0x3x3xf64>
  check.expect_eq_const %lb, dense<> : tensor<0x3x3xf64>
  func.return
}
