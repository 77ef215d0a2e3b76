// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | FileCheck %s
// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | FileCheck %s --check-prefix=NOCHLO
// NOCHLO-NOT: chlo.

// A lower-rank operand maps to the trailing dimensions.
// CHECK-LABEL: func.func @add_rank_broadcast
// CHECK: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: stablehlo.add %[[B]], %arg1 : tensor<2x3xf32>
func.func @add_rank_broadcast(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = chlo.broadcast_add %a, %b : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
}

// -----

// broadcast_dimensions place the lower-rank operand.
// CHECK-LABEL: func.func @mul_broadcast_dimensions
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
// CHECK: stablehlo.multiply
func.func @mul_broadcast_dimensions(%a: tensor<2xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return %r : tensor<2x3xi32>
}

// -----

// Equal static shapes: no broadcast at all.
// CHECK-LABEL: func.func @sub_same_shape
// CHECK-NOT: broadcast
// CHECK: stablehlo.subtract %arg0, %arg1 : tensor<4xf64>
func.func @sub_same_shape(%a: tensor<4xf64>, %b: tensor<4xf64>) -> tensor<4xf64> {
  %r = chlo.broadcast_subtract %a, %b : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  func.return %r : tensor<4xf64>
}

// -----

// Dynamic shapes: extents from get_dimension_size, dynamic_broadcast_in_dim.
// CHECK-LABEL: func.func @add_dynamic
// CHECK-DAG: stablehlo.get_dimension_size %arg0, dim = 0
// CHECK-DAG: stablehlo.get_dimension_size %arg1, dim = 1
// CHECK: %[[E:.*]] = stablehlo.concatenate
// CHECK: stablehlo.dynamic_broadcast_in_dim %arg0, %[[E]], dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<2x?xf32>
// CHECK: stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [0, 1]
// CHECK: stablehlo.add
func.func @add_dynamic(%a: tensor<?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %r = chlo.broadcast_add %a, %b : (tensor<?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  func.return %r : tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @compare_totalorder
// CHECK: stablehlo.broadcast_in_dim %arg0, dims = []
// CHECK: stablehlo.compare  LT, %{{.*}}, %arg1,  TOTALORDER
func.func @compare_totalorder(%a: tensor<f32>, %b: tensor<3xf32>) -> tensor<3xi1> {
  %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<3xf32>) -> tensor<3xi1>
  func.return %r : tensor<3xi1>
}

// -----

// A scalar predicate is not broadcast.
// CHECK-LABEL: func.func @select_scalar_pred
// CHECK: %[[F:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
// CHECK: stablehlo.select %arg0, %arg1, %[[F]] : tensor<i1>, tensor<2xf32>
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<f32>) -> tensor<2xf32> {
  %r = "chlo.broadcast_select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @constant_like
// CHECK: stablehlo.constant dense<1.500000e+00> : tensor<2x3xf32>
// CHECK: %[[C:.*]] = stablehlo.constant dense<7> : tensor<i32>
// CHECK: stablehlo.dynamic_broadcast_in_dim %[[C]], %{{.*}}, dims = [] : (tensor<i32>, tensor<1xi64>) -> tensor<?xi32>
func.func @constant_like(%a: tensor<2x3xf32>, %d: tensor<?xi32>) -> (tensor<2x3xf32>, tensor<?xi32>) {
  %c = "chlo.constant_like"(%a) {value = 1.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %e = "chlo.constant_like"(%d) {value = 7 : i32} : (tensor<?xi32>) -> tensor<?xi32>
  func.return %c, %e : tensor<2x3xf32>, tensor<?xi32>
}

// -----

// top_k: iota of indices, a stable descending sort (floats in totalOrder),
// slices of the first k.
// CHECK-LABEL: func.func @top_k
// CHECK: stablehlo.iota dim = 1 : tensor<4x6xi32>
// CHECK: "stablehlo.sort"(%arg0, %{{.*}}) <{dimension = 1 : i64, is_stable = true}>
// CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}},  TOTALORDER
// CHECK: stablehlo.slice %{{.*}}#0  [0:4, 0:2]
// CHECK: stablehlo.slice %{{.*}}#1  [0:4, 0:2]
func.func @top_k(%x: tensor<4x6xf32>) -> (tensor<4x2xf32>, tensor<4x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4x6xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  func.return %v, %i : tensor<4x2xf32>, tensor<4x2xi32>
}

// -----

// erf of f16 computes in f32.
// CHECK-LABEL: func.func @erf_f16
// CHECK: stablehlo.convert %arg0 : (tensor<3xf16>) -> tensor<3xf32>
// CHECK: stablehlo.clamp
// CHECK: stablehlo.convert %{{.*}} : (tensor<3xf32>) -> tensor<3xf16>
func.func @erf_f16(%x: tensor<3xf16>) -> tensor<3xf16> {
  %r = chlo.erf %x : tensor<3xf16> -> tensor<3xf16>
  func.return %r : tensor<3xf16>
}

// -----

// tan of f16 stays in f16 (upstream does not widen it).
// CHECK-LABEL: func.func @tan_f16
// CHECK-NOT: convert
// CHECK-DAG: stablehlo.sine %arg0 : tensor<3xf16>
// CHECK-DAG: stablehlo.cosine %arg0 : tensor<3xf16>
// CHECK: stablehlo.divide
func.func @tan_f16(%x: tensor<3xf16>) -> tensor<3xf16> {
  %r = chlo.tan %x : tensor<3xf16> -> tensor<3xf16>
  func.return %r : tensor<3xf16>
}

// -----

// next_after steps the bit pattern.
// CHECK-LABEL: func.func @next_after
// CHECK: stablehlo.bitcast_convert %arg0 : (tensor<2xf32>) -> tensor<2xi32>
// CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<2xi32>) -> tensor<2xf32>
func.func @next_after(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %r = chlo.next_after %x, %y : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @inf_tests
// CHECK: %[[A:.*]] = stablehlo.abs %arg0
// CHECK: stablehlo.compare  EQ, %[[A]]
// CHECK: stablehlo.compare  EQ, %arg0
// CHECK: stablehlo.compare  EQ, %arg0
func.func @inf_tests(%x: tensor<2xbf16>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %a = chlo.is_inf %x : tensor<2xbf16> -> tensor<2xi1>
  %b = chlo.is_pos_inf %x : tensor<2xbf16> -> tensor<2xi1>
  %c = chlo.is_neg_inf %x : tensor<2xbf16> -> tensor<2xi1>
  func.return %a, %b, %c : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @conj_square
// CHECK: stablehlo.negate
// CHECK: stablehlo.complex
// CHECK: stablehlo.subtract
// CHECK: stablehlo.complex
// CHECK: stablehlo.multiply %arg1, %arg1 : tensor<2xi8>
func.func @conj_square(%z: tensor<2xcomplex<f32>>, %i: tensor<2xi8>) -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xi8>) {
  %a = chlo.conj %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %b = chlo.square %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %c = chlo.square %i : tensor<2xi8> -> tensor<2xi8>
  func.return %a, %b, %c : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<2xi8>
}

// -----

// mulhi: the double-width product's high half (i32 through i64; 64 bits
// through 32-bit halves).
// CHECK-LABEL: func.func @mulhi
// CHECK: stablehlo.convert %arg0 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK: stablehlo.shift_right_arithmetic
// CHECK: stablehlo.convert %{{.*}} : (tensor<2xi64>) -> tensor<2xi32>
// CHECK: stablehlo.shift_right_logical %arg2
func.func @mulhi(%a: tensor<2xi32>, %b: tensor<2xi32>, %c: tensor<2xui64>, %d: tensor<2xui64>) -> (tensor<2xi32>, tensor<2xui64>) {
  %r = chlo.mulhi %a, %b : tensor<2xi32>, tensor<2xi32> -> tensor<2xi32>
  %s = chlo.mulhi %c, %d : tensor<2xui64>, tensor<2xui64> -> tensor<2xui64>
  func.return %r, %s : tensor<2xi32>, tensor<2xui64>
}

// -----

// A batching ragged dimension is a plain dot_general.
// CHECK-LABEL: func.func @ragged_dot_batch
// CHECK-NEXT: stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1]
func.func @ragged_dot_batch(%l: tensor<2x3x4xf32>, %r: tensor<2x4x5xf32>, %g: tensor<2xi64>) -> tensor<2x3x5xf32> {
  %d = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = []>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2xi64>) -> tensor<2x3x5xf32>
  func.return %d : tensor<2x3x5xf32>
}

// -----

// A free ragged dimension: per group, a masked lhs times rhs slice g, summed.
// CHECK-LABEL: func.func @ragged_dot_free
// CHECK: stablehlo.iota dim = 0 : tensor<5x4xi64>
// CHECK: stablehlo.select
// CHECK: stablehlo.slice %arg1  [0:1, 0:4, 0:3]
// CHECK: %[[D0:.*]] = stablehlo.dot_general %{{.*}}, contracting_dims = [1] x [0]
// CHECK: stablehlo.slice %arg1  [1:2, 0:4, 0:3]
// CHECK: %[[D1:.*]] = stablehlo.dot_general
// CHECK: stablehlo.add %[[D0]], %[[D1]] : tensor<5x3xf32>
func.func @ragged_dot_free(%l: tensor<5x4xf32>, %r: tensor<2x4x3xf32>, %g: tensor<2xi32>) -> tensor<5x3xf32> {
  %d = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<5x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) -> tensor<5x3xf32>
  func.return %d : tensor<5x3xf32>
}

// -----

// A contracting ragged dimension: one masked dot_general per group,
// stacked along a new leading dimension.
// CHECK-LABEL: func.func @ragged_dot_contracting
// CHECK: stablehlo.iota dim = 1 : tensor<3x4xi64>
// CHECK: stablehlo.dot_general %{{.*}}, %arg1, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 0 : (tensor<1x3x5xf32>, tensor<1x3x5xf32>) -> tensor<2x3x5xf32>
func.func @ragged_dot_contracting(%l: tensor<3x4xf32>, %r: tensor<4x5xf32>, %g: tensor<2xi64>) -> tensor<2x3x5xf32> {
  %d = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0], lhs_ragged_dimensions = [1], rhs_group_dimensions = []>} : (tensor<3x4xf32>, tensor<4x5xf32>, tensor<2xi64>) -> tensor<2x3x5xf32>
  func.return %d : tensor<2x3x5xf32>
}

// -----

// scan: a while loop over positions (from the end when reversed), the
// outputs written with dynamic_update_slice, chlo ops in the body lowered.
// CHECK-LABEL: func.func @scan_reverse
// CHECK: stablehlo.while
// CHECK: stablehlo.compare  LT
// CHECK: stablehlo.subtract
// CHECK: stablehlo.dynamic_slice %arg0
// CHECK: stablehlo.add
// CHECK: stablehlo.dynamic_update_slice
func.func @scan_reverse(%x: tensor<4xf32>, %c: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 attributes {is_reverse = true} {
  ^bb0(%e: tensor<f32>, %acc: tensor<f32>):
    %s = chlo.broadcast_add %e, %acc : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s, %s : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<f32>
}

// -----

// top_k of a dynamic shape: dynamic_iota and real_dynamic_slice.
// CHECK-LABEL: func.func @top_k_dynamic
// CHECK: stablehlo.dynamic_iota
// CHECK: "stablehlo.sort"
// CHECK: stablehlo.real_dynamic_slice
// CHECK: stablehlo.real_dynamic_slice
func.func @top_k_dynamic(%x: tensor<?x6xi32>) -> (tensor<?x2xi32>, tensor<?x2xi32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<?x6xi32> -> (tensor<?x2xi32>, tensor<?x2xi32>)
  func.return %v, %i : tensor<?x2xi32>, tensor<?x2xi32>
}
