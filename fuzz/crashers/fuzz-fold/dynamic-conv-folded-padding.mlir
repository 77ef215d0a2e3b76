// dynamic_conv checks at run time that the padding it reads gives the result
// type's spatial sizes (the verifier can check only constant paddings).
// RUN: not interpreter-translate --interpret %s 2>&1 | FileCheck %s

// A run-time padding whose window count differs from the result type's:
// padding [2, 0] gives 6 windows, the result holds 5.
func.func @padding_mismatch() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %zero = stablehlo.constant dense<0> : tensor<1x2xi64>
  %p = stablehlo.constant dense<[[2, 0]]> : tensor<1x2xi64>
  %padding = stablehlo.add %p, %zero : tensor<1x2xi64>
  // CHECK: error: padding [2, 0] of spatial dimension 0 gives 6 windows, but the result has 5 (C25)
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x5x1xf32>
  func.return
}
