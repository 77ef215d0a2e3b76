// XLA's ApproxTopK custom call (jax.lax.approx_max_k / approx_min_k), run
// exactly as XLA runs it off TPU: inputs sorted along reduction_dim by the
// comparator, ties in index order, the first top_k (or, without
// aggregate_to_topk, as many as the results keep). Operands as JAX writes
// them: the input, an iota along the reduction dimension, and their init
// values. Expected values by hand.
// RUN: interpreter-translate --interpret -split-input-file %s | FileCheck %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt -split-input-file --interpreter-fold %s | FileCheck %s --check-prefix=FOLD
// CHECK-COUNT-4: @{{.*}}: ok
// FOLD-COUNT-4: stablehlo.custom_call @{{ApproxTopK|stablehlo.dynamic_approx_top_k}}

// approx_max_k(x, 3) along dimension 1: row 0 sorted down 5 4 3 (at 4, 2,
// 0); row 1 9 6 5 (at 0, 2, 3).
func.func private @top_k_gt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @approx_max_k() {
  %x = stablehlo.constant dense<[[3.0, 1.0, 4.0, 1.0, 5.0], [9.0, 2.0, 6.0, 5.0, 3.0]]> : tensor<2x5xf32>
  %iota = stablehlo.iota dim = 1 : tensor<2x5xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %v, dense<[[5.0, 4.0, 3.0], [9.0, 6.0, 5.0]]> : tensor<2x3xf32>
  check.expect_eq_const %i, dense<[[4, 2, 0], [0, 2, 3]]> : tensor<2x3xi32>
  func.return
}

// -----

// approx_min_k(x, 2) along dimension 0, with ties: column 0 holds 2 1 2,
// so 1 (at 1) then 2 (at 0, the earlier of the two); column 1 holds
// 7 7 3, so 3 (at 2) then 7 (at 0).
func.func private @top_k_lt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @approx_min_k_ties() {
  %x = stablehlo.constant dense<[[2.0, 7.0], [1.0, 7.0], [2.0, 3.0]]> : tensor<3x2xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3x2xi32>
  %init = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x2xf32>, tensor<3x2xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %v, dense<[[1.0, 3.0], [2.0, 7.0]]> : tensor<2x2xf32>
  check.expect_eq_const %i, dense<[[1, 2], [0, 0]]> : tensor<2x2xi32>
  func.return
}

// -----

// Without aggregate_to_topk the results keep more than top_k: the first 4
// of 3 2.5 2.5 0.5 0 -1 (at 3, 1, 4, 0, 5, 2).
func.func private @top_k_gt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @no_aggregation() {
  %x = stablehlo.constant dense<[0.5, 2.5, -1.0, 3.0, 2.5, 0.0]> : tensor<6xf32>
  %iota = stablehlo.iota dim = 0 : tensor<6xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = false, recall_target = 0.5 : f32, reduction_dim = 0 : i64, reduction_input_size_override = 12 : i64, top_k = 2 : i64}} : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  check.expect_eq_const %v, dense<[3.0, 2.5, 2.5, 0.5]> : tensor<4xf32>
  check.expect_eq_const %i, dense<[3, 1, 4, 0]> : tensor<4xi32>
  func.return
}

// -----

// stablehlo.dynamic_approx_top_k: k is the last operand (2): 5 4 of row 0.
func.func private @top_k_gt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @dynamic_k() {
  %x = stablehlo.constant dense<[[3.0, 1.0, 4.0, 1.0, 5.0]]> : tensor<1x5xf32>
  %iota = stablehlo.iota dim = 1 : tensor<1x5xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  %k = stablehlo.constant dense<2> : tensor<i64>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %iota, %init, %arg, %k) {called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64}} : (tensor<1x5xf32>, tensor<1x5xi32>, tensor<f32>, tensor<i32>, tensor<i64>) -> (tensor<1x?xf32>, tensor<1x?xi32>)
  %vs = tensor.cast %v : tensor<1x?xf32> to tensor<1x2xf32>
  %is = tensor.cast %i : tensor<1x?xi32> to tensor<1x2xi32>
  check.expect_eq_const %vs, dense<[[5.0, 4.0]]> : tensor<1x2xf32>
  check.expect_eq_const %is, dense<[[4, 2]]> : tensor<1x2xi32>
  func.return
}
