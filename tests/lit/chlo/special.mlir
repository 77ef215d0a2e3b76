// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values: SciPy 1.10 (scipy.special erf, erfc, gammaln, psi,
// erfinv, zeta, polygamma, i1e) in float64, rounded to the element type.

func.func @erf_erfc_f32() {
  %x = stablehlo.constant dense<[-2.5, -0.5, 0.0, 0.3, 1.0, 2.0, 3.5]> : tensor<7xf32>
  %erf = chlo.erf %x : tensor<7xf32> -> tensor<7xf32>
  %expected1 = stablehlo.constant dense<[-0.9995930194854736, -0.5204998850822449, 0.0, 0.3286267817020416, 0.8427007794380188, 0.9953222870826721, 0.9999992847442627]> : tensor<7xf32>
  check.expect_close %erf, %expected1, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
  %erfc = chlo.erfc %x : tensor<7xf32> -> tensor<7xf32>
  %expected2 = stablehlo.constant dense<[1.9995930194854736, 1.5204998254776, 1.0, 0.6713732481002808, 0.15729920566082, 0.004677734803408384, 7.430983828271565e-07]> : tensor<7xf32>
  check.expect_close %erfc, %expected2, max_ulp_difference = 1 : tensor<7xf32>, tensor<7xf32>
  func.return
}

// -----

// erf keeps -0, saturates at +-1 and passes NaN (f16, bf16, f64).
func.func @erf_special_values() {
  %x = stablehlo.constant dense<[-0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<4xf16>
  %r = chlo.erf %x : tensor<4xf16> -> tensor<4xf16>
  check.expect_eq_const %r, dense<[-0.0, 1.0, -1.0, 0x7E00]> : tensor<4xf16>
  %y = stablehlo.constant dense<[-0.0, 0x7F80, 0.5]> : tensor<3xbf16>
  %s = chlo.erfc %y : tensor<3xbf16> -> tensor<3xbf16>
  check.expect_almost_eq_const %s, dense<[1.0, 0.0, 0.4795]> : tensor<3xbf16>
  %z = stablehlo.constant dense<[0.5, -1.5]> : tensor<2xf64>
  %t = chlo.erf %z : tensor<2xf64> -> tensor<2xf64>
  %expected3 = stablehlo.constant dense<[0.5204998778130465, -0.9661051464753108]> : tensor<2xf64>
  check.expect_close %t, %expected3, max_ulp_difference = 1 : tensor<2xf64>, tensor<2xf64>
  func.return
}

// -----

// lgamma: poles are +inf; -2.5 gives log|gamma| of a negative gamma.
func.func @lgamma_f32() {
  %x = stablehlo.constant dense<[-2.5, -0.5, 0.0, 0.3, 1.0, 2.0, 3.5, -3.0]> : tensor<8xf32>
  %r = chlo.lgamma %x : tensor<8xf32> -> tensor<8xf32>
  check.expect_almost_eq_const %r, dense<[-0.056243717670440674, 1.2655121088027954, 0x7F800000, 1.0957978963851929, 0.0, 0.0, 1.200973629951477, 0x7F800000]> : tensor<8xf32>
  func.return
}

// -----

// digamma: NaN at the poles 0, -1, -2, ... (XLA's convention).
func.func @digamma_f64() {
  %x = stablehlo.constant dense<[-2.5, -0.5, 0.3, 1.0, 2.0, 3.5, -1.0, 0x7FF0000000000000]> : tensor<8xf64>
  %r = chlo.digamma %x : tensor<8xf64> -> tensor<8xf64>
  check.expect_almost_eq_const %r, dense<[1.1031566406452433, 0.03648997397857651, -3.502524222200133, -0.5772156649015329, 0.42278433509846713, 1.103156640645243, 0x7FF8000000000000, 0x7FF0000000000000]> : tensor<8xf64> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

func.func @erf_inv_f64() {
  %x = stablehlo.constant dense<[-0.9, -0.5, 0.0, 0.25, 0.999, 1.0, -1.0, 2.0]> : tensor<8xf64>
  %r = chlo.erf_inv %x : tensor<8xf64> -> tensor<8xf64>
  check.expect_almost_eq_const %r, dense<[-1.1630871536766743, -0.4769362762044699, 0.0, 0.2253120550121781, 2.3267537655135246, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000]> : tensor<8xf64> {tolerance = 1.0e-13 : f64}
  func.return
}

// -----

// zeta(x, q) and polygamma(n, x); zeta(1, q) = inf, zeta(x < 1, q) = NaN,
// polygamma of a non-integer order is NaN.
func.func @zeta_polygamma_f64() {
  %x = stablehlo.constant dense<[2.0, 3.0, 4.5, 1.0, 0.5]> : tensor<5xf64>
  %q = stablehlo.constant dense<[1.0, 2.0, 0.5, 1.0, 1.0]> : tensor<5xf64>
  %z = chlo.zeta %x, %q : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
  check.expect_almost_eq_const %z, dense<[1.6449340668482266, 0.2020569031595943, 22.8105991461284, 0x7FF0000000000000, 0x7FF8000000000000]> : tensor<5xf64> {tolerance = 1.0e-12 : f64}
  %n = stablehlo.constant dense<[1.0, 2.0, 3.0, 0.0, 1.5]> : tensor<5xf64>
  %y = stablehlo.constant dense<[1.0, 2.5, 0.5, 1.0, 1.0]> : tensor<5xf64>
  %p = chlo.polygamma %n, %y : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
  check.expect_almost_eq_const %p, dense<[1.6449340668482266, -0.23620405164172736, 97.40909103400242, -0.5772156649015329, 0x7FF8000000000000]> : tensor<5xf64> {tolerance = 1.0e-11 : f64}
  func.return
}

// -----

func.func @bessel_i1e_f32() {
  %x = stablehlo.constant dense<[-3.0, 0.5, 1.0, 10.0, 1000.0, -0.0]> : tensor<6xf32>
  %r = chlo.bessel_i1e %x : tensor<6xf32> -> tensor<6xf32>
  %expected4 = stablehlo.constant dense<[-0.19682671329730084, 0.15642080318487173, 0.2079104153497085, 0.1212626813844555, 0.01261093025692863, -0.0]> : tensor<6xf32>
  check.expect_close %r, %expected4, max_ulp_difference = 1 : tensor<6xf32>, tensor<6xf32>
  func.return
}
