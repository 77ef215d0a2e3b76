// A convolution whose kernel has no output features folds to an empty
// constant. The folder's work estimate divided by the output features
// (defect 13 of docs/reliability.md: UBSan's division by zero in fuzz-fold,
// whose kept input fuzz/crashers/fuzz-fold/conv-zero-output-features.mlir
// scripts/fuzz.sh runs first under the sanitizers).
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s

// CHECK-LABEL: func.func @conv_no_output_features
func.func @conv_no_output_features() -> tensor<1x2x0xi32> {
  %x = stablehlo.constant dense<[[[1], [2]]]> : tensor<1x2x1xi32>
  %k = stablehlo.constant dense<> : tensor<1x1x0xi32>
  // CHECK-NOT: stablehlo.convolution
  // CHECK: stablehlo.constant dense<> : tensor<1x2x0xi32>
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xi32>, tensor<1x1x0xi32>) -> tensor<1x2x0xi32>
  return %r : tensor<1x2x0xi32>
}
