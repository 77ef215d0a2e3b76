// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are the specification's or NumPy's evaluation of the
// specification's formula in float64, with epsilon rounded to f32 first
// (0.001 as an f32 attribute). The interpreter computes in double and rounds
// once: f64 results are checked to 1e-12, f32 ones to 1e-6 (an f32 ulp at 4
// is 4.8e-7); the f16 and special values are exact.

// The example of the specification.
func.func @batch_norm_inference_spec_example() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %variance = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %result = "stablehlo.batch_norm_inference"(%operand, %scale, %offset, %mean, %variance) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x2xf64>
  check.expect_eq_const %result, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  func.return
}

// -----

// The last dimension as the feature, with epsilon, in f64 and f32
// (properties form).
func.func @batch_norm_inference_last_feature() {
  %x = stablehlo.constant dense<[[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], [[2.0, 0.0, 1.5], [-3.0, 1.0, 2.5]]]> : tensor<2x2x3xf64>
  %scale = stablehlo.constant dense<[1.5, -0.5, 2.0]> : tensor<3xf64>
  %offset = stablehlo.constant dense<[0.1, 0.2, -0.3]> : tensor<3xf64>
  %mean = stablehlo.constant dense<[0.5, 1.0, -1.0]> : tensor<3xf64>
  %variance = stablehlo.constant dense<[2.0, 0.25, 4.0]> : tensor<3xf64>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance) <{epsilon = 0.001 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>) -> tensor<2x2x3xf64>
  check.expect_almost_eq_const %r, dense<[[[0.6301975530598841, 3.194017939925964, 3.6995000937067335], [0.1, -2.7940179399259635, -0.3]], [[1.6905926591796525, 1.1980059799753213, 2.1996875585667084], [-3.611382871419189, 0.2, 3.1995625819933915]]]> : tensor<2x2x3xf64> {tolerance = 1.0e-12 : f64}
  %x32 = stablehlo.convert %x : (tensor<2x2x3xf64>) -> tensor<2x2x3xf32>
  %s32 = stablehlo.convert %scale : (tensor<3xf64>) -> tensor<3xf32>
  %o32 = stablehlo.convert %offset : (tensor<3xf64>) -> tensor<3xf32>
  %m32 = stablehlo.convert %mean : (tensor<3xf64>) -> tensor<3xf32>
  %v32 = stablehlo.convert %variance : (tensor<3xf64>) -> tensor<3xf32>
  %r32 = "stablehlo.batch_norm_inference"(%x32, %s32, %o32, %m32, %v32) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  check.expect_almost_eq_const %r32, dense<[[[0.6301975530598841, 3.194017939925964, 3.6995000937067335], [0.1, -2.7940179399259635, -0.3]], [[1.6905926591796525, 1.1980059799753213, 2.1996875585667084], [-3.611382871419189, 0.2, 3.1995625819933915]]]> : tensor<2x2x3xf32> {tolerance = 1.0e-6 : f64}
  func.return
}

// -----

// The first dimension as the feature.
func.func @batch_norm_inference_first_feature() {
  %x = stablehlo.constant dense<[[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], [[2.0, 0.0, 1.5], [-3.0, 1.0, 2.5]]]> : tensor<2x2x3xf64>
  %scale = stablehlo.constant dense<[2.0, 0.5]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf64>
  %mean = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf64>
  %variance = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf64>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2x3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) -> tensor<2x2x3xf64>
  check.expect_almost_eq_const %r, dense<[[[2.99900074932812, -2.9980014986562407, 6.99700224798436], [1.99950037466406, 8.99600299731248, -0.9990007493281203]], [[-0.7113729659051132, -1.2886270340948869, -0.8556864829525566], [-2.154508136379547, -1.0, -0.5670594488576699]]]> : tensor<2x2x3xf64> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// f16, a rank-1 operand (every element its own feature), a zero variance
// with zero epsilon (x - mean = 0 gives 0 / 0 = NaN; x - mean = 1 gives inf),
// and an empty operand.
func.func @batch_norm_inference_corner_cases() {
  %x = stablehlo.constant dense<[1.0, 2.0, 5.0]> : tensor<3xf16>
  %scale = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf16>
  %offset = stablehlo.constant dense<[0.0, 0.0, 0.0]> : tensor<3xf16>
  %mean = stablehlo.constant dense<[1.0, 1.0, 3.0]> : tensor<3xf16>
  %variance = stablehlo.constant dense<[0.0, 0.0, 4.0]> : tensor<3xf16>
  %r = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %variance) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
  check.expect_eq_const %r, dense<[0x7E00, 0x7C00, 1.0]> : tensor<3xf16>
  %e = stablehlo.constant dense<> : tensor<0x2xf32>
  %s2 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %re = "stablehlo.batch_norm_inference"(%e, %s2, %s2, %s2, %s2) {epsilon = 0.5 : f32, feature_index = 1 : i64} : (tensor<0x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<0x2xf32>
  check.expect_eq_const %re, dense<> : tensor<0x2xf32>
  func.return
}
