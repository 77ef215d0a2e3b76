// Indexing ops fold to the values the spec gives, on both paths. Expected
// values are computed by hand from the spec's formulas.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// Each index vector (size 1, along index_vector_dim = 1) picks a row; the
// row dimension is collapsed, the columns are the offset dimension:
// result[b, o] = operand[start_indices[b], o].
// CHECK-LABEL: func.func @gather_rows
func.func @gather_rows() -> tensor<3x3xi32> {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = stablehlo.constant dense<[[2], [0], [2]]> : tensor<3x1xi64>
  %r = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<3x3xi32>, tensor<3x1xi64>) -> tensor<3x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[7, 8, 9], [1, 2, 3], [7, 8, 9]]> : tensor<3x3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x3xi32>
}

// 2x2 windows, nothing collapsed. The start (1, 2) is clamped so that the
// window fits: full_start_index[d] = clamp(start[d], 0, 3 - 2), so (1, 1):
// rows 1..2, columns 1..2 of the operand.
// CHECK-LABEL: func.func @gather_clamped_window
func.func @gather_clamped_window() -> tensor<1x2x2xf32> {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %i = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %r = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 2>, indices_are_sorted = false} : (tensor<3x3xf32>, tensor<1x2xi32>) -> tensor<1x2x2xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[\[}}[5.000000e+00, 6.000000e+00], [8.000000e+00, 9.000000e+00]]]> : tensor<1x2x2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<1x2x2xf32>
}

// scatter with an add region: update rows are added to the rows their
// indices pick; row 2 is picked twice.
//   row 0: [1, 2, 3] + [40, 50, 60] = [41, 52, 63]
//   row 1: unchanged [4, 5, 6]
//   row 2: [7, 8, 9] + [10, 20, 30] + [100, 100, 100] = [117, 128, 139]
// CHECK-LABEL: func.func @scatter_add
func.func @scatter_add() -> tensor<3x3xi32> {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = stablehlo.constant dense<[[2], [0], [2]]> : tensor<3x1xi64>
  %u = stablehlo.constant dense<[[10, 20, 30], [40, 50, 60], [100, 100, 100]]> : tensor<3x3xi32>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<3x3xi32>, tensor<3x1xi64>, tensor<3x3xi32>) -> tensor<3x3xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[41, 52, 63], [4, 5, 6], [117, 128, 139]]> : tensor<3x3xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3x3xi32>
}

// Scalar updates into a vector of f32; the region reads an outer constant
// (2) and combines a + b * 2. Index 1 is hit twice, index 3 once:
//   index 1: 0.5 + 0.125 * 2 + 1.0 * 2 = 2.75
//   index 3: -1.0 + 2.0 * 2 = 3.0
// CHECK-LABEL: func.func @scatter_add_captured
func.func @scatter_add_captured() -> tensor<4xf32> {
  %x = stablehlo.constant dense<[0.0, 0.5, 1.0, -1.0]> : tensor<4xf32>
  %i = stablehlo.constant dense<[1, 3, 1]> : tensor<3xi32>
  %u = stablehlo.constant dense<[0.125, 2.0, 1.0]> : tensor<3xf32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %b, %two : tensor<f32>
    %s = stablehlo.add %a, %m : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xf32>, tensor<3xi32>, tensor<3xf32>) -> tensor<4xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[0.000000e+00, 2.750000e+00, 1.000000e+00, 3.000000e+00]> : tensor<4xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<4xf32>
}

// Start indices are clamped to [0, shape - size]: (3, -1) becomes (2, 0).
// CHECK-LABEL: func.func @dynamic_slice_clamped
func.func @dynamic_slice_clamped() -> tensor<2x2xi32> {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %i3 = stablehlo.constant dense<3> : tensor<i64>
  %m1 = stablehlo.constant dense<-1> : tensor<i64>
  %r = stablehlo.dynamic_slice %x, %i3, %m1, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[8, 9], [12, 13]]> : tensor<2x2xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xi32>
}

// In-range start indices (1, 2).
// CHECK-LABEL: func.func @dynamic_slice_in_range
func.func @dynamic_slice_in_range() -> tensor<1x2xi32> {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i2 = stablehlo.constant dense<2> : tensor<i32>
  %r = stablehlo.dynamic_slice %x, %i1, %i2, sizes = [1, 2] : (tensor<4x4xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[6, 7]]> : tensor<1x2xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<1x2xi32>
}

// The 1x2 update at (5, 1) is clamped to (4 - 1, 1) = (3, 1): it replaces
// elements [3, 1] and [3, 2].
// CHECK-LABEL: func.func @dynamic_update_slice
func.func @dynamic_update_slice() -> tensor<4x4xi32> {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
  %u = stablehlo.constant dense<[[-1, -2]]> : tensor<1x2xi32>
  %i5 = stablehlo.constant dense<5> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %x, %u, %i5, %i1 : (tensor<4x4xi32>, tensor<1x2xi32>, tensor<i32>, tensor<i32>) -> tensor<4x4xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, -1, -2, 15]]> : tensor<4x4xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<4x4xi32>
}

// A negative start clamps to 0: the update covers the first column.
// CHECK-LABEL: func.func @dynamic_update_slice_negative
func.func @dynamic_update_slice_negative() -> tensor<2x3xf32> {
  %x = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %u = stablehlo.constant dense<[[1.5], [-2.5]]> : tensor<2x1xf32>
  %m = stablehlo.constant dense<-7> : tensor<i64>
  %r = stablehlo.dynamic_update_slice %x, %u, %m, %m : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[1.500000e+00, 0.000000e+00, 0.000000e+00], [-2.500000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<2x3xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x3xf32>
}
