// Shape ops fold to the values the spec gives, on both paths. Expected
// values are computed by hand from the spec's formulas.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// A rank-1 operand becomes the rows of the result (dims = [1]):
// result[i, j] = operand[j].
// CHECK-LABEL: func.func @broadcast_in_dim
func.func @broadcast_in_dim() -> tensor<2x3xi32> {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x3xi32>
}

// A scalar fills the result: a splat.
// CHECK-LABEL: func.func @broadcast_scalar
func.func @broadcast_scalar() -> tensor<2x2xf32> {
  %x = stablehlo.constant dense<2.5> : tensor<f32>
  %r = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<2.500000e+00> : tensor<2x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xf32>
}

// reshape keeps the row-major order.
// CHECK-LABEL: func.func @reshape
func.func @reshape() -> tensor<3x2xi64> {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %r = stablehlo.reshape %x : (tensor<2x3xi64>) -> tensor<3x2xi64>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x2xi64>
}

// result[i, j] = operand[j, i].
// CHECK-LABEL: func.func @transpose
func.func @transpose() -> tensor<3x2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x2xf32>
}

// A rank-3 transpose with dims = [2, 0, 1]: result_index[d] =
// operand_index[permutation[d]], so result[i, j, k] = operand[j, k, i] and
// the result is 2x2x3 for the 2x3x2 operand
// [[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]:
//   i = 0: [[0, 2, 4], [6, 8, 10]]; i = 1: [[1, 3, 5], [7, 9, 11]].
// CHECK-LABEL: func.func @transpose_rank3
func.func @transpose_rank3() -> tensor<2x2x3xi32> {
  %x = stablehlo.constant dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : tensor<2x3x2xi32>
  %r = stablehlo.transpose %x, dims = [2, 0, 1] : (tensor<2x3x2xi32>) -> tensor<2x2x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}[0, 2, 4], [6, 8, 10]], {{\[}}[1, 3, 5], [7, 9, 11]]]> : tensor<2x2x3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2x3xi32>
}

// operand_index = start + result_index * stride: rows 1 and 2, columns 0
// and 2 of [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]].
// CHECK-LABEL: func.func @slice
func.func @slice() -> tensor<2x2xi32> {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %r = stablehlo.slice %x [1:3, 0:4:2] : (tensor<4x4xi32>) -> tensor<2x2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[4, 6], [8, 10]]> : tensor<2x2xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xi32>
}

// Inputs are laid side by side along dimension 1, in argument order.
// CHECK-LABEL: func.func @concatenate
func.func @concatenate() -> tensor<2x4xi8> {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %b = stablehlo.constant dense<[[-7], [-8]]> : tensor<2x1xi8>
  %r = stablehlo.concatenate %b, %a, dim = 1 : (tensor<2x1xi8>, tensor<2x3xi8>) -> tensor<2x4xi8>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[-7, 1, 2, 3], [-8, 4, 5, 6]]> : tensor<2x4xi8>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x4xi8>
}

// Negative edge padding removes elements of the interior-padded operand:
// result[low + i * (interior + 1)] = operand[i], the padding value elsewhere.
// Size: 5 + 4 * 1 - 1 - 2 = 6. Operand element i lands at -1 + 2i:
// i = 0 at -1 (removed), 1 at 1, 2 at 3, 3 at 5, 4 at 7 (removed).
// CHECK-LABEL: func.func @pad_negative_interior
func.func @pad_negative_interior() -> tensor<6xi32> {
  %x = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %pv = stablehlo.constant dense<-1> : tensor<i32>
  %r = stablehlo.pad %x, %pv, low = [-1], high = [-2], interior = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<6xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[-1, 2, -1, 3, -1, 4]> : tensor<6xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<6xi32>
}

// Rank 2, negative and positive edge padding with interior padding.
// Dimension 0: size 2 + 1 - 1 + 1 = 3; row i lands at -1 + 2i: row 0 is
// removed, row 1 is result row 1. Dimension 1: size 3 + 2 + 1 - 2 = 4;
// column j lands at 1 + 2j: 1, 3, and 5 (removed).
// CHECK-LABEL: func.func @pad_rank2
func.func @pad_rank2() -> tensor<3x4xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %pv = stablehlo.constant dense<0.5> : tensor<f32>
  %r = stablehlo.pad %x, %pv, low = [-1, 1], high = [1, -2], interior = [1, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3x4xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01], [5.000000e-01, 4.000000e+00, 5.000000e-01, 5.000000e+00], [5.000000e-01, 5.000000e-01, 5.000000e-01, 5.000000e-01]]> : tensor<3x4xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x4xf32>
}

// Reversing dimension 1 reverses each row.
// CHECK-LABEL: func.func @reverse
func.func @reverse() -> tensor<2x3xi32> {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.reverse %x, dims = [1] : tensor<2x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[3, 2, 1], [6, 5, 4]]> : tensor<2x3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x3xi32>
}

// Reversing both dimensions.
// CHECK-LABEL: func.func @reverse_both
func.func @reverse_both() -> tensor<2x2xi1> {
  %x = stablehlo.constant dense<[[true, false], [false, false]]> : tensor<2x2xi1>
  %r = stablehlo.reverse %x, dims = [0, 1] : tensor<2x2xi1>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[false, false], [false, true]]> : tensor<2x2xi1>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xi1>
}

// iota has no operands and folds too: result[i, j] = j.
// CHECK-LABEL: func.func @iota
func.func @iota() -> tensor<2x3xf32> {
  %r = stablehlo.iota dim = 1 : tensor<2x3xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[0.000000e+00, 1.000000e+00, 2.000000e+00], [0.000000e+00, 1.000000e+00, 2.000000e+00]]> : tensor<2x3xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x3xf32>
}

// iota along dimension 0 of an unsigned type: result[i, j] = i.
// CHECK-LABEL: func.func @iota_dim0
func.func @iota_dim0() -> tensor<3x2xui8> {
  %r = stablehlo.iota dim = 0 : tensor<3x2xui8>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[0, 0], [1, 1], [2, 2]]> : tensor<3x2xui8>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x2xui8>
}

// A chain of shape ops folds whole: iota [0..5], reshape to 2x3, transpose,
// slice the last row of the 3x2 result: [[0, 3], [1, 4], [2, 5]][2] = [2, 5].
// CHECK-LABEL: func.func @chain
func.func @chain() -> tensor<1x2xi32> {
  %i = stablehlo.iota dim = 0 : tensor<6xi32>
  %m = stablehlo.reshape %i : (tensor<6xi32>) -> tensor<2x3xi32>
  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  %s = stablehlo.slice %t [2:3, 0:2] : (tensor<3x2xi32>) -> tensor<1x2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[2, 5]]> : tensor<1x2xi32>
  // CHECK-NEXT: return %[[R]]
  return %s : tensor<1x2xi32>
}
