// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are the specification's or NumPy's evaluation of the
// specification's formula in float64 (mean and mean of squared deviations
// over all but the feature dimension), with epsilon rounded to f32 first. The
// interpreter computes in double and rounds once: f64 results are checked to
// 1e-12, f32 ones to 1e-6.

// The example of the specification.
func.func @batch_norm_training_spec_example() {
  %operand = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[3.0, 4.0], [1.0, 2.0]]]> : tensor<2x2x2xf64>
  %scale = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %offset = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf64>
  %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%operand, %scale, %offset) {
    epsilon = 0.0 : f32,
    feature_index = 2 : i64
  } : (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>) ->
      (tensor<2x2x2xf64>, tensor<2xf64>, tensor<2xf64>)
  check.expect_eq_const %output, dense<[[[0.0, 0.0], [2.0, 2.0]], [[2.0, 2.0], [0.0, 0.0]]]> : tensor<2x2x2xf64>
  check.expect_eq_const %batch_mean, dense<[2.0, 3.0]> : tensor<2xf64>
  check.expect_eq_const %batch_var, dense<[1.0, 1.0]> : tensor<2xf64>
  func.return
}

// -----

// The last dimension as the feature, with epsilon (properties form).
func.func @batch_norm_training_last_feature() {
  %x = stablehlo.constant dense<[[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], [[2.0, 0.0, 1.5], [-3.0, 1.0, 2.5]]]> : tensor<2x2x3xf64>
  %scale = stablehlo.constant dense<[1.5, -0.5, 2.0]> : tensor<3xf64>
  %offset = stablehlo.constant dense<[0.1, 0.2, -0.3]> : tensor<3xf64>
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) <{epsilon = 0.001 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf64>, tensor<3xf64>, tensor<3xf64>) -> (tensor<2x2x3xf64>, tensor<3xf64>, tensor<3xf64>)
  check.expect_almost_eq_const %o, dense<[[[0.7968112551985413, 0.8350175645106495, 1.6462473603843544], [0.3986333950850891, -0.5504753035125856, -3.5437456006405905]], [[1.5931669754254458, 0.3731866085029044, -0.3], [-2.388611625709076, 0.1422711304990319, 0.9974982402562362]]]> : tensor<2x2x3xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %m, dense<[0.125, 0.75, 1.5]> : tensor<3xf64> {tolerance = 1.0e-12 : f64}
  check.expect_almost_eq_const %v, dense<[3.546875, 4.6875, 2.375]> : tensor<3xf64> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// A middle dimension as the feature, in f32.
func.func @batch_norm_training_middle_feature() {
  %x = stablehlo.constant dense<[[[1.0, -2.0, 3.0], [0.5, 4.0, -1.0]], [[2.0, 0.0, 1.5], [-3.0, 1.0, 2.5]]]> : tensor<2x2x3xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 0.5]> : tensor<2xf32>
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_almost_eq_const %o, dense<[[[0.05233207023798039, -1.8316224583293126, 1.3083017559495091], [0.35297138037335796, 3.440572392532841, -0.9702861962664202]], [[0.6803169130937449, -0.575652772617784, 0.36632449166586256], [-2.7346296317861247, 0.7940572392532841, 2.117314815893063]]]> : tensor<2x2x3xf32> {tolerance = 1.0e-6 : f64}
  check.expect_almost_eq_const %m, dense<[0.9166666666666666, 0.6666666666666666]> : tensor<2xf32> {tolerance = 1.0e-6 : f64}
  check.expect_almost_eq_const %v, dense<[2.534722222222222, 5.138888888888888]> : tensor<2xf32> {tolerance = 1.0e-6 : f64}
  func.return
}

// -----

// Corner cases: one element per feature (variance 0, output = offset as the
// centered operand is 0 and epsilon > 0); an empty batch (0 / 0 = NaN
// statistics, empty output).
func.func @batch_norm_training_corner_cases() {
  %x = stablehlo.constant dense<[[3.0, -4.0]]> : tensor<1x2xf32>
  %s = stablehlo.constant dense<[2.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.5, -0.5]> : tensor<2xf32>
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %s, %b) {epsilon = 1.0 : f32, feature_index = 1 : i64} : (tensor<1x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<1x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %o, dense<[[0.5, -0.5]]> : tensor<1x2xf32>
  check.expect_eq_const %m, dense<[3.0, -4.0]> : tensor<2xf32>
  check.expect_eq_const %v, dense<[0.0, 0.0]> : tensor<2xf32>
  %e = stablehlo.constant dense<> : tensor<0x2xf32>
  %eo, %em, %ev = "stablehlo.batch_norm_training"(%e, %s, %b) {epsilon = 1.0 : f32, feature_index = 1 : i64} : (tensor<0x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<0x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %eo, dense<> : tensor<0x2xf32>
  check.expect_eq_const %em, dense<0x7FC00000> : tensor<2xf32>
  check.expect_eq_const %ev, dense<0x7FC00000> : tensor<2xf32>
  func.return
}
