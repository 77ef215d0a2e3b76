// dot_general and convolution fold to the values the spec gives, on both
// paths. Expected values are computed by hand from the spec's formulas.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// A batch of two matrix-vector products on integers:
// result[b, i, 0] = sum_k lhs[b, i, k] * rhs[b, k, 0].
//   b = 0: [1 + 2 + 3, 4 + 5 + 6] = [6, 15]
//   b = 1: [1*3 + 0*2 + (-1)*1, 2*3 + 2*2 + 2*1] = [2, 12]
// CHECK-LABEL: func.func @dot_general_batch_i32
func.func @dot_general_batch_i32() -> tensor<2x2x1xi32> {
  %lhs = stablehlo.constant dense<[[[1, 2, 3], [4, 5, 6]], [[1, 0, -1], [2, 2, 2]]]> : tensor<2x2x3xi32>
  %rhs = stablehlo.constant dense<[[[1], [1], [1]], [[3], [2], [1]]]> : tensor<2x3x1xi32>
  %r = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x2x3xi32>, tensor<2x3x1xi32>) -> tensor<2x2x1xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}[6], [15]], {{\[}}[2], [12]]]> : tensor<2x2x1xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2x1xi32>
}

// The same on f32, with values whose products and sums are exact:
// result[b, 0, j] = sum_k lhs[b, 0, k] * rhs[b, k, j].
//   b = 0: [1.5*2 + 2*1, 1.5*0 + 2*4] = [5, 8]
//   b = 1: [-1*4 + 0.25*0.5, -1*8 + 0.25*1] = [-3.875, -7.75]
// CHECK-LABEL: func.func @dot_general_batch_f32
func.func @dot_general_batch_f32() -> tensor<2x1x2xf32> {
  %lhs = stablehlo.constant dense<[[[1.5, 2.0]], [[-1.0, 0.25]]]> : tensor<2x1x2xf32>
  %rhs = stablehlo.constant dense<[[[2.0, 0.0], [1.0, 4.0]], [[4.0, 8.0], [0.5, 1.0]]]> : tensor<2x2x2xf32>
  %r = stablehlo.dot_general %lhs, %rhs, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x1x2xf32>, tensor<2x2x2xf32>) -> tensor<2x1x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}[5.000000e+00, 8.000000e+00]], {{\[}}[-3.875000e+00, -7.750000e+00]]]> : tensor<2x1x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x1x2xf32>
}

// Batching dimensions in other positions: lhs batch dimension 1, rhs batch
// dimension 0, contracting lhs 0 with rhs 1; the result is the batch
// dimension, then rhs's free dimension: result[b, j] = sum_k lhs[k, b] *
// rhs[b, k, j].
//   b = 0: lhs[:, 0] = [1, 2], rhs[0] = [[10], [100]] -> 10 + 200 = 210
//   b = 1: lhs[:, 1] = [3, 4], rhs[1] = [[1], [-1]]   -> 3 - 4 = -1
// CHECK-LABEL: func.func @dot_general_batch_dim_1
func.func @dot_general_batch_dim_1() -> tensor<2x1xi64> {
  %lhs = stablehlo.constant dense<[[1, 3], [2, 4]]> : tensor<2x2xi64>
  %rhs = stablehlo.constant dense<[[[10], [100]], [[1], [-1]]]> : tensor<2x2x1xi64>
  %r = stablehlo.dot_general %lhs, %rhs, batching_dims = [1] x [0], contracting_dims = [0] x [1] : (tensor<2x2xi64>, tensor<2x2x1xi64>) -> tensor<2x1xi64>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[210], [-1]]> : tensor<2x1xi64>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x1xi64>
}

// Integer products wrap: in i8, 100 * 2 + 100 * 1 = 300 = 44 (mod 256).
// CHECK-LABEL: func.func @dot_general_i8_wraps
func.func @dot_general_i8_wraps() -> tensor<i8> {
  %a = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %b = stablehlo.constant dense<[2, 1]> : tensor<2xi8>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xi8>, tensor<2xi8>) -> tensor<i8>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<44> : tensor<i8>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<i8>
}

// A 1-D convolution with stride 2 and low padding 1: the padded input is
// [0, 1, 2, 3, 4, 5], windows start at 0, 2, 4 ((6 - 2) / 2 + 1 = 3 of
// them) and meet the kernel [1, 10]:
//   [0*1 + 1*10, 2*1 + 3*10, 4*1 + 5*10] = [10, 32, 54]
// CHECK-LABEL: func.func @convolution_1d
func.func @convolution_1d() -> tensor<1x3x1xi32> {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
  %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x1xi32>, tensor<2x1x1xi32>) -> tensor<1x3x1xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}[10], [32], [54]]]> : tensor<1x3x1xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<1x3x1xi32>
}

// A 2-D convolution on f32 with two output features over
// x = [[1, 2, 3], [4, 5, 6], [7, 8, 9]] and 2x2 windows:
// feature 0's kernel [[1, 0], [0, 1]] sums the diagonal of each window,
// feature 1's kernel [[0, 1], [-1, 0]] takes top right minus bottom left.
//   (0, 0): 1 + 5 = 6,   2 - 4 = -2    (0, 1): 2 + 6 = 8,  3 - 5 = -2
//   (1, 0): 4 + 8 = 12,  5 - 7 = -2    (1, 1): 5 + 9 = 14, 6 - 8 = -2
// CHECK-LABEL: func.func @convolution_2d_f32
func.func @convolution_2d_f32() -> tensor<1x2x2x2xf32> {
  %lhs = stablehlo.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %rhs = stablehlo.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]], [[[0.0, -1.0]], [[1.0, 0.0]]]]> : tensor<2x2x1x2xf32>
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x1xf32>, tensor<2x2x1x2xf32>) -> tensor<1x2x2x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[\[}}[6.000000e+00, -2.000000e+00], [8.000000e+00, -2.000000e+00]], {{\[}}[1.200000e+01, -2.000000e+00], [1.400000e+01, -2.000000e+00]]]]> : tensor<1x2x2x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<1x2x2x2xf32>
}
