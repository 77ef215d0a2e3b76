

// Empty results: a window wider than the input, a dilated window wider than
// the input (3 taps dilated by 3 span 7 > 6), padding that crops the whole
// input (padded size 2 - 1 - 1 = 0), no batch, no output feature.
func.func @convolution_empty_results() {
  %x2 = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xi32>
  %k3 = stablehlo.constant dense<[[[1]], [[10]], [[100]]]> : tensor<3x1x1xi32>
  %a = stablehlo.convolution(%x2, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<3x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %a, dense<> : tensor<1x0x1xi32>
  %x6 = stablehlo.constant dense<[[[1], [2], [3], [4], [5], [6]]]> : tensor<1x6x1xi32>
  %b = stablehlo.convolution(%x6, %k3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x1xi32>, tensor<3x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %b, dense<> : tensor<1x0x1xi32>
  %k1 = stablehlo.constant dense<[[[1]]]> : tensor<1x1x1xi32>
  %c = stablehlo.convolution(%x2, %k1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-1, -1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<1x1x1xi32>) -> tensor<1x0x1xi32>
  check.expect_eq_const %c, dense<> : tensor<1x0x1xi32>
  %nobatch = stablehlo.constant dense<> : tensor<0x3x2xf32>
  %kf = stablehlo.constant dense<1.0> : tensor<2x2x3xf32>
  %d = stablehlo.convolution(%nobatch, %kf) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<0x3x2xf32>, tensor<2x2x3xf32>) -> tensor<0x2x3xf32>
  check.expect_eq_const %d, dense<> : tensor<0x2x3xf32>
  %xf = stablehlo.constant dense<1.0> : tensor<1x3x2xf32>
  %noout = stablehlo.constant dense<> : tensor<2x2x0xf32>
  %e = stablehlo.convolution(%xf, %noout) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x2xf32>, tensor<2x2x0xf32>) -> tensor<1x2x0xf32>
  check.expect_eq_const %e, dense<> : tensor<1x2x0xf32>
  func.return
}

