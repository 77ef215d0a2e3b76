// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The numbers of rng are implementation-defined. This implementation draws
// them deterministically (a function of a, b and the shape only) from
// rng_bit_generator's Philox with state [0, 0]: UNIFORM is a + u (b - a) for
// floats, kept below b, and a + bits mod (b - a) for integers; NORMAL is the
// Box-Muller transform. The tests check the properties the specification
// asks for (range, distribution) with statistical tolerances far outside
// sampling noise: the mean of 1000 uniform [2, 3) samples has a standard
// deviation of 0.009 (tolerance 0.05), that of 10000 normal samples with
// standard deviation 2 one of 0.02 (tolerance 0.1).

// The example of the specification: UNIFORM integers in [0, 2).
func.func @rng_spec_example() {
  %a = stablehlo.constant dense<0> : tensor<i32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %shape = stablehlo.constant dense<[3, 3]> : tensor<2xi64>
  %result = "stablehlo.rng"(%a, %b, %shape) {
    rng_distribution = #stablehlo<rng_distribution UNIFORM>
  } : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x3xi32>
  %ab = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
  %ge = stablehlo.compare GE, %result, %ab : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %allGe = stablehlo.reduce(%ge init: %true) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %allGe, dense<true> : tensor<i1>
  %bb = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
  %lt = stablehlo.compare LT, %result, %bb : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %allLt = stablehlo.reduce(%lt init: %true) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %allLt, dense<true> : tensor<i1>
  func.return
}

// -----

// UNIFORM floats in [2, 3): bounds and mean; the same call gives the same
// numbers.
func.func @rng_uniform_float() {
  %a = stablehlo.constant dense<2.0> : tensor<f32>
  %b = stablehlo.constant dense<3.0> : tensor<f32>
  %shape = stablehlo.constant dense<[1000]> : tensor<1xi64>
  %x = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %min = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
  %minOk = stablehlo.compare GE, %min, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %maxOk = stablehlo.compare LT, %max, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %minOk, dense<true> : tensor<i1>
  check.expect_eq_const %maxOk, dense<true> : tensor<i1>
  // The samples spread over the interval.
  check.expect_almost_eq_const %min, dense<2.0> : tensor<f32> {tolerance = 0.05 : f64}
  check.expect_almost_eq_const %max, dense<3.0> : tensor<f32> {tolerance = 0.05 : f64}
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
  %n = stablehlo.constant dense<1000.0> : tensor<f32>
  %mean = stablehlo.divide %sum, %n : tensor<f32>
  check.expect_almost_eq_const %mean, dense<2.5> : tensor<f32> {tolerance = 0.05 : f64}
  %y = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  check.expect_eq %x, %y : tensor<1000xf32>
  func.return
}

// -----

// NORMAL with mean 1 and standard deviation 2: sample mean and standard
// deviation.
func.func @rng_normal() {
  %mu = stablehlo.constant dense<1.0> : tensor<f64>
  %sigma = stablehlo.constant dense<2.0> : tensor<f64>
  %shape = stablehlo.constant dense<[100, 100]> : tensor<2xi64>
  %x = stablehlo.rng %mu, %sigma, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<2xi64>) -> tensor<100x100xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %n = stablehlo.constant dense<10000.0> : tensor<f64>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<100x100xf64>, tensor<f64>) -> tensor<f64>
  %mean = stablehlo.divide %sum, %n : tensor<f64>
  check.expect_almost_eq_const %mean, dense<1.0> : tensor<f64> {tolerance = 0.1 : f64}
  %mub = stablehlo.broadcast_in_dim %mean, dims = [] : (tensor<f64>) -> tensor<100x100xf64>
  %d = stablehlo.subtract %x, %mub : tensor<100x100xf64>
  %d2 = stablehlo.multiply %d, %d : tensor<100x100xf64>
  %ss = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<100x100xf64>, tensor<f64>) -> tensor<f64>
  %var = stablehlo.divide %ss, %n : tensor<f64>
  %sd = stablehlo.sqrt %var : tensor<f64>
  check.expect_almost_eq_const %sd, dense<2.0> : tensor<f64> {tolerance = 0.1 : f64}
  // Standard deviation 0 gives the mean.
  %zs = stablehlo.rng %mu, %zero, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<2xi64>) -> tensor<100x100xf64>
  check.expect_eq_const %zs, dense<1.0> : tensor<100x100xf64>
  func.return
}

// -----

// Corner cases: [false, true) of i1 holds only false; [250, 255) of ui8
// near the top of the type; an interval holding a single f32 (1.0 and the
// next float up); a zero-sized result.
func.func @rng_corner_cases() {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %shape = stablehlo.constant dense<[4]> : tensor<1xi64>
  %p = "stablehlo.rng"(%f, %t, %shape) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<i1>, tensor<i1>, tensor<1xi64>) -> tensor<4xi1>
  check.expect_eq_const %p, dense<false> : tensor<4xi1>
  %lo = stablehlo.constant dense<250> : tensor<ui8>
  %hi = stablehlo.constant dense<255> : tensor<ui8>
  %u = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<ui8>, tensor<ui8>, tensor<1xi64>) -> tensor<4xui8>
  %lob = stablehlo.broadcast_in_dim %lo, dims = [] : (tensor<ui8>) -> tensor<4xui8>
  %ge = stablehlo.compare GE, %u, %lob : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %hib = stablehlo.broadcast_in_dim %hi, dims = [] : (tensor<ui8>) -> tensor<4xui8>
  %lt = stablehlo.compare LT, %u, %hib : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %ok = stablehlo.and %ge, %lt : tensor<4xi1>
  check.expect_eq_const %ok, dense<true> : tensor<4xi1>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %next = stablehlo.constant dense<1.00000012> : tensor<f32>
  %s = stablehlo.rng %one, %next, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  check.expect_eq_const %s, dense<1.0> : tensor<4xf32>
  %empty = stablehlo.constant dense<[0, 3]> : tensor<2xi64>
  %e = stablehlo.rng %one, %next, %empty, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<0x3xf32>
  check.expect_eq_const %e, dense<> : tensor<0x3xf32>
  func.return
}
