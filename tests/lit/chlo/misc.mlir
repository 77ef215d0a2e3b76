// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// The same checks through the stablehlo lowering:
// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | interpreter-translate --interpret -split-input-file

// Ties keep their order (lower index first); NaN is above +inf.
func.func @top_k_f32() {
  %x = stablehlo.constant dense<[[1.0, 3.0, 3.0, 0x7FC00000], [-0.0, 0.0, 0xFF800000, 2.0]]> : tensor<2x4xf32>
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x4xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %v, dense<[[0x7FC00000, 3.0, 3.0], [2.0, 0.0, -0.0]]> : tensor<2x3xf32>
  check.expect_eq_const %i, dense<[[3, 1, 2], [3, 1, 0]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @top_k_int_bool() {
  %x = stablehlo.constant dense<[200, 7, 255, 0]> : tensor<4xui8>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4xui8> -> (tensor<2xui8>, tensor<2xi32>)
  check.expect_eq_const %v, dense<[255, 200]> : tensor<2xui8>
  check.expect_eq_const %i, dense<[2, 0]> : tensor<2xi32>
  %b = stablehlo.constant dense<[false, true, true]> : tensor<3xi1>
  %bv, %bi = chlo.top_k(%b, k = 2) : tensor<3xi1> -> (tensor<2xi1>, tensor<2xi32>)
  check.expect_eq_const %bv, dense<[true, true]> : tensor<2xi1>
  check.expect_eq_const %bi, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

func.func @constants() {
  %c = chlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  check.expect_eq_const %c, dense<[1.5, -2.0]> : tensor<2xf32>
  %l = "chlo.constant_like"(%c) {value = 7 : i32} : (tensor<2xf32>) -> tensor<2xi32>
  check.expect_eq_const %l, dense<7> : tensor<2xi32>
  func.return
}

// -----

// is_inf family; conj; square (complex: (a-b)(a+b) + 2abi).
func.func @predicates_conj_square() {
  %x = stablehlo.constant dense<[0x7C00, 0xFC00, 0x7E00, 1.0]> : tensor<4xf16>
  %i = chlo.is_inf %x : tensor<4xf16> -> tensor<4xi1>
  check.expect_eq_const %i, dense<[true, true, false, false]> : tensor<4xi1>
  %n = chlo.is_neg_inf %x : tensor<4xf16> -> tensor<4xi1>
  check.expect_eq_const %n, dense<[false, true, false, false]> : tensor<4xi1>
  %p = chlo.is_pos_inf %x : tensor<4xf16> -> tensor<4xi1>
  check.expect_eq_const %p, dense<[true, false, false, false]> : tensor<4xi1>
  %z = stablehlo.constant dense<[(1.0, 2.0), (-3.0, -0.0)]> : tensor<2xcomplex<f32>>
  %c = chlo.conj %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_eq_const %c, dense<[(1.0, -2.0), (-3.0, 0.0)]> : tensor<2xcomplex<f32>>
  %s = chlo.square %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_eq_const %s, dense<[(-3.0, 4.0), (9.0, 0.0)]> : tensor<2xcomplex<f32>>
  %k = stablehlo.constant dense<[-3, 100]> : tensor<2xi8>
  %sq = chlo.square %k : tensor<2xi8> -> tensor<2xi8>
  check.expect_eq_const %sq, dense<[9, 16]> : tensor<2xi8>
  func.return
}

// -----

// mulhi: the high half of the double-width product.
func.func @mulhi() {
  %a = stablehlo.constant dense<[-1, 1073741824, 65536]> : tensor<3xi32>
  %b = stablehlo.constant dense<[1, 8, 65536]> : tensor<3xi32>
  %r = chlo.mulhi %a, %b : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  check.expect_eq_const %r, dense<[-1, 2, 1]> : tensor<3xi32>
  %u = stablehlo.constant dense<[4294967295]> : tensor<1xui32>
  %s = chlo.mulhi %u, %u : tensor<1xui32>, tensor<1xui32> -> tensor<1xui32>
  check.expect_eq_const %s, dense<[4294967294]> : tensor<1xui32>
  func.return
}

// -----

// next_after: y when x == y, the smallest subnormal from zero, NaN in.
func.func @next_after_f32() {
  %x = stablehlo.constant dense<[1.0, 0.0, -0.0, 2.0, 0x7FC00000]> : tensor<5xf32>
  %y = stablehlo.constant dense<[2.0, -1.0, 0.0, 2.0, 1.0]> : tensor<5xf32>
  %r = chlo.next_after %x, %y : tensor<5xf32>, tensor<5xf32> -> tensor<5xf32>
  check.expect_eq_const %r, dense<[1.00000012, -1.401298464e-45, 0.0, 2.0, 0x7FC00000]> : tensor<5xf32>
  func.return
}

// -----

// Inverse trig and hyperbolic functions, real and complex (values from
// NumPy: arccos, arccosh, arcsin, arcsinh, arctan, arctanh, cosh, sinh, tan).
func.func @trig_f64() {
  %x = stablehlo.constant dense<[0.5, -0.25]> : tensor<2xf64>
  %acos = chlo.acos %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %acos, dense<[1.0471975511965979, 1.8234765819369754]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %asin = chlo.asin %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %asin, dense<[0.5235987755982989, -0.25268025514207865]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %atan = chlo.atan %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %atan, dense<[0.4636476090008061, -0.24497866312686414]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %atanh = chlo.atanh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %atanh, dense<[0.5493061443340549, -0.25541281188299536]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %asinh = chlo.asinh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %asinh, dense<[0.48121182505960347, -0.24746646154726346]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %cosh = chlo.cosh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %cosh, dense<[1.1276259652063807, 1.0314130998795732]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %sinh = chlo.sinh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %sinh, dense<[0.5210953054937474, -0.25261231680816826]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %tan = chlo.tan %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %tan, dense<[0.5463024898437905, -0.25534192122103627]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  %y = stablehlo.constant dense<[2.0, 0.5]> : tensor<2xf64>
  %acosh = chlo.acosh %y : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %acosh, dense<[1.3169578969248166, 0x7FF8000000000000]> : tensor<2xf64> {tolerance = 1.0e-15 : f64}
  func.return
}

// -----

func.func @trig_complex64() {
  %z = stablehlo.constant dense<[(0.5, 1.0), (-2.0, 0.25)]> : tensor<2xcomplex<f32>>
  %asin = chlo.asin %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %asin, dense<[(0.34943906, 0.92613303), (-1.42792414, 1.32876337)]> : tensor<2xcomplex<f32>>
  %acos = chlo.acos %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %acos, dense<[(1.22135726, -0.92613303), (2.99872047, -1.32876337)]> : tensor<2xcomplex<f32>>
  func.return
}
