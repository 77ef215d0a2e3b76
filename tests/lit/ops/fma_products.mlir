// RUN: interpreter-translate --interpret %s | FileCheck %s --check-prefix=FUSED
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s --check-prefix=FUSED
// RUN: interpreter-translate --interpret --interpreter-fma-products %s | FileCheck %s --check-prefix=FUSED
// RUN: interpreter-translate --interpret --interpreter-threads=3 %s | FileCheck %s --check-prefix=FUSED
// RUN: interpreter-translate --interpret --interpreter-fma-products=false %s | FileCheck %s --check-prefix=ROUNDED
// RUN: interpreter-translate --interpret --interpreter-fma-products=false --interpreter-element-path %s | FileCheck %s --check-prefix=ROUNDED
// RUN: interpreter-translate --interpret --interpreter-fma-products=false --interpreter-threads=3 %s | FileCheck %s --check-prefix=ROUNDED
// RUN: not interpreter-translate --interpret --interpreter-fma-products=2 %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s --check-prefix=FOLD-FUSED
// RUN: interpreter-opt --interpreter-fold=fma-products=false %s | FileCheck %s --check-prefix=FOLD-ROUNDED

// BAD: --interpreter-fma-products option: '2' is invalid value for boolean argument

// --interpreter-fma-products (the default; =false turns it off): f32/f64
// dot_general and convolution add each product to the running sum with one
// fused multiply-add. The folder sums as --interpret does, with the same
// switch (fma-products). The second
// product is x^2 with x = 1 + 2^-12 (f32; 1 + 2^-27 in f64), exactly
// 1 + 2^-11 + 2^-24 (1 + 2^-26 + 2^-54): rounded first, its last term (half
// an ulp in f32, a quarter in f64) goes, and -(1 + 2^-11) + x^2 is 0; fused,
// the sum is exact: 2^-24 = 5.96046448e-8 (f32), 2^-54 =
// 5.5511151231257827e-17 (f64). The convolution is the f32 dot as a
// 2-tap window.

// ROUNDED: tensor<1x1xf32>
// ROUNDED-NEXT: [
// ROUNDED-NEXT: [0.000000e+00]
// ROUNDED: tensor<1x1xf64>
// ROUNDED-NEXT: [
// ROUNDED-NEXT: [0.000000e+00]
// ROUNDED: tensor<1x1x1xf32>
// ROUNDED-NEXT: [
// ROUNDED-NEXT: [
// ROUNDED-NEXT: [0.000000e+00]

// FOLD-FUSED-LABEL: func.func @main
// FOLD-FUSED-DAG: stablehlo.constant dense<5.96046448E-8> : tensor<1x1xf32>
// FOLD-FUSED-DAG: stablehlo.constant dense<5.5511151231257827E-17> : tensor<1x1xf64>
// FOLD-FUSED-DAG: stablehlo.constant dense<5.96046448E-8> : tensor<1x1x1xf32>
// FOLD-FUSED-NOT: stablehlo.dot_general
// FOLD-FUSED-NOT: stablehlo.convolution

// FOLD-ROUNDED-LABEL: func.func @main
// FOLD-ROUNDED-DAG: stablehlo.constant dense<0.000000e+00> : tensor<1x1xf32>
// FOLD-ROUNDED-DAG: stablehlo.constant dense<0.000000e+00> : tensor<1x1xf64>
// FOLD-ROUNDED-DAG: stablehlo.constant dense<0.000000e+00> : tensor<1x1x1xf32>
// FOLD-ROUNDED-NOT: stablehlo.dot_general
// FOLD-ROUNDED-NOT: stablehlo.convolution

// FUSED: tensor<1x1xf32>
// FUSED-NEXT: [
// FUSED-NEXT: [5.96046448E-8]
// FUSED: tensor<1x1xf64>
// FUSED-NEXT: [
// FUSED-NEXT: [5.5511151231257827E-17]
// FUSED: tensor<1x1x1xf32>
// FUSED-NEXT: [
// FUSED-NEXT: [
// FUSED-NEXT: [5.96046448E-8]
func.func @main() -> (tensor<1x1xf32>, tensor<1x1xf64>, tensor<1x1x1xf32>) {
  %a = stablehlo.constant dense<[[1.0, 1.000244140625]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[-1.00048828125], [1.000244140625]]> : tensor<2x1xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  %a64 = stablehlo.constant dense<[[1.0, 1.000000007450580596923828125]]> : tensor<1x2xf64>
  %b64 = stablehlo.constant dense<[[-1.0000000149011611938476562], [1.000000007450580596923828125]]> : tensor<2x1xf64>
  %d64 = stablehlo.dot_general %a64, %b64, contracting_dims = [1] x [0] : (tensor<1x2xf64>, tensor<2x1xf64>) -> tensor<1x1xf64>
  %x = stablehlo.constant dense<[[[1.0], [1.000244140625]]]> : tensor<1x2x1xf32>
  %w = stablehlo.constant dense<[[[-1.00048828125]], [[1.000244140625]]]> : tensor<2x1x1xf32>
  %c = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x1xf32>, tensor<2x1x1xf32>) -> tensor<1x1x1xf32>
  return %d, %d64, %c : tensor<1x1xf32>, tensor<1x1xf64>, tensor<1x1x1xf32>
}
