// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are the specification's or NumPy's evaluation of the
// specification's formula (i1 ... i6) in float64, with epsilon rounded to f32
// first. The interpreter computes in double and rounds once: f64 results are
// checked to 1e-12, f32 ones to 1e-6.

// The example of the specification (grad_offset 0.4 is 0.1 summed four times
// in double, then rounded).
func.func @batch_norm_grad_spec_example() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %mean = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf64>
  %variance = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %grad_output = stablehlo.constant dense<0.1> : tensor<2x2x2xf64>
  %grad_operand, %grad_scale, %grad_offset =
  "stablehlo.batch_norm_grad"(%operand, %scale, %mean, %variance, %grad_output) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>,
       tensor<2x2x2xf64>) -> (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_almost_eq_const %grad_operand, dense<0.0> : tensor<2x2x2xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %grad_scale, dense<[0.0, 0.0]> : tensor<2xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %grad_offset, dense<[0.4, 0.4]> : tensor<2xf64> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// Non-trivial statistics and gradients, the last dimension as the feature,
// in f64 and f32 (properties form).
func.func @batch_norm_grad_last_feature() {
  %x = stablehlo.constant dense<[[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], [[2.0, 0.0, 1.5], [-3.0, 1.0, 2.5]]]> : tensor<2x2x3xf64>
  %scale = stablehlo.constant dense<[1.5, -0.5, 2.0]> : tensor<3xf64>
  %mean = stablehlo.constant dense<[0.5, 1.0, -1.0]> : tensor<3xf64>
  %variance = stablehlo.constant dense<[2.0, 0.25, 4.0]> : tensor<3xf64>
  %g = stablehlo.constant dense<[[[0.1, -0.2, 0.3], [0.4, 0.0, -0.5]], [[1.0, 0.5, 0.25], [-0.1, 0.2, 0.3]]]> : tensor<2x2x3xf64>
  %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %variance, %g) <{epsilon = 0.001 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<2x2x3xf64>) -> (tensor<2x2x3xf64>, tensor<3xf64>, tensor<3xf64>)
  check.expect_almost_eq_const %go, dense<[[[-0.3909577658839985, 0.026142985388453544, -0.5060071104629916], [0.05301975530598846, 0.42295970560044105, -0.5874265762631765]], [[0.31167985091568, -0.4736552285252541, -0.2865706542813901], [0.4038351277244996, -0.0748504484981491, -0.41619704134534635]]]> : tensor<2x2x3xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %gs, dense<[1.3431671344183733, 0.1996011959950642, 1.437320346175857]> : tensor<3xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %gb, dense<[1.4, 0.5, 0.35]> : tensor<3xf64> {tolerance = 1.0e-12 : f64}
  %x32 = stablehlo.convert %x : (tensor<2x2x3xf64>) -> tensor<2x2x3xf32>
  %s32 = stablehlo.convert %scale : (tensor<3xf64>) -> tensor<3xf32>
  %m32 = stablehlo.convert %mean : (tensor<3xf64>) -> tensor<3xf32>
  %v32 = stablehlo.convert %variance : (tensor<3xf64>) -> tensor<3xf32>
  %g32 = stablehlo.convert %g : (tensor<2x2x3xf64>) -> tensor<2x2x3xf32>
  %go32, %gs32, %gb32 = "stablehlo.batch_norm_grad"(%x32, %s32, %m32, %v32, %g32) {epsilon = 0.001 : f32, feature_index = 2 : i64} : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  check.expect_almost_eq_const %go32, dense<[[[-0.3909577658839985, 0.026142985388453544, -0.5060071104629916], [0.05301975530598846, 0.42295970560044105, -0.5874265762631765]], [[0.31167985091568, -0.4736552285252541, -0.2865706542813901], [0.4038351277244996, -0.0748504484981491, -0.41619704134534635]]]> : tensor<2x2x3xf32> {tolerance = 1.0e-6 : f64}
  check.expect_almost_eq_const %gs32, dense<[1.3431671344183733, 0.1996011959950642, 1.437320346175857]> : tensor<3xf32> {tolerance = 1.0e-6 : f64}
  check.expect_almost_eq_const %gb32, dense<[1.4, 0.5, 0.35]> : tensor<3xf32> {tolerance = 1.0e-6 : f64}
  func.return
}

// -----

// An empty operand: empty grad_operand, zero sums.
func.func @batch_norm_grad_empty() {
  %x = stablehlo.constant dense<> : tensor<2x0xf32>
  %v = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %go, %gs, %gb = "stablehlo.batch_norm_grad"(%x, %v, %v, %v, %x) {epsilon = 0.0 : f32, feature_index = 0 : i64} : (tensor<2x0xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x0xf32>) -> (tensor<2x0xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %go, dense<> : tensor<2x0xf32>
  check.expect_eq_const %gs, dense<0.0> : tensor<2xf32>
  check.expect_eq_const %gb, dense<0.0> : tensor<2xf32>
  func.return
}
