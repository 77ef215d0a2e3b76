// MLIR's linalg on tensors (issue 25): linalg.generic with permuted,
// projected, broadcast, constant and affine (d0 + d1, floordiv, mod)
// indexing maps, parallel and reduction loops, several ins and outs, scalar
// ins, linalg.index and values captured from outside the body; the named ops
// fill, map, reduce, broadcast, transpose, matmul (i8 into i32 too),
// batch_matmul, conv_1d, conv_2d_nhwc_hwcf and pooling_nwc_max;
// dynamic shapes with tensor.expand_shape's output_shape; and an index
// tensor for stablehlo.scatter built as IREE's e2e tests build it.
// Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s
// CHECK: @generic_transpose: ok
// CHECK: @generic_row_sum: ok
// CHECK: @generic_matmul: ok
// CHECK: @generic_index_iota: ok
// CHECK: @generic_broadcast_scalar: ok
// CHECK: @generic_constant_map: ok
// CHECK: @generic_conv_map: ok
// CHECK: @generic_floordiv_mod: ok
// CHECK: @generic_two_outs: ok
// CHECK: @generic_captured: ok
// CHECK: @generic_empty_domain: ok
// CHECK: @generic_dynamic: ok
// CHECK: @named_fill_map: ok
// CHECK: @named_reduce_broadcast_transpose: ok
// CHECK: @named_matmul: ok
// CHECK: @named_conv_1d: ok
// CHECK: @named_conv_2d_pool_widening: ok
// CHECK: @scatter_indices_iree_style: ok

// out[i][j] = in[j][i].
func.func @generic_transpose() {
  %in = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %init = tensor.empty() : tensor<3x2xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%in : tensor<2x3xi32>) outs(%init : tensor<3x2xi32>) {
    ^bb0(%a: i32, %o: i32):
      linalg.yield %a : i32
  } -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// A reduction accumulates into the outs' values: 10 + 1 + 2 + 3 and
// 20 + 4 + 5 + 6.
func.func @generic_row_sum() {
  %in = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %init = util.unfoldable_constant dense<[10.0, 20.0]> : tensor<2xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%in : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %s = arith.addf %acc, %a : f32
      linalg.yield %s : f32
  } -> tensor<2xf32>
  check.expect_eq_const(%r, dense<[16.0, 35.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// [[1, 2, 3], [4, 5, 6]] x [[7, 8], [9, 10], [11, 12]]
//   = [[7 + 18 + 33, 8 + 20 + 36], [28 + 45 + 66, 32 + 50 + 72]].
func.func @generic_matmul() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (k, n)>,
                       affine_map<(m, n, k) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<2x2xf32>
  check.expect_eq_const(%r, dense<[[58.0, 64.0], [139.0, 154.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// out[i][j] = 10 * i + j from linalg.index; no ins.
func.func @generic_index_iota() {
  %init = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<2x3xi32>) {
    ^bb0(%o: i32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ten = arith.constant 10 : index
      %t = arith.muli %i, %ten : index
      %v = arith.addi %t, %j : index
      %c = arith.index_cast %v : index to i32
      linalg.yield %c : i32
  } -> tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// A row broadcast along d0 and a scalar in (map to no dimension):
// out[i][j] = v[j] * s.
func.func @generic_broadcast_scalar() {
  %v = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = arith.constant 0.5 : f32
  %init = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d1)>,
                       affine_map<(d0, d1) -> ()>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%v, %s : tensor<3xf32>, f32) outs(%init : tensor<2x3xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %p = arith.mulf %a, %b : f32
      linalg.yield %p : f32
  } -> tensor<2x3xf32>
  check.expect_eq_const(%r, dense<[[0.5, 1.0, 1.5], [0.5, 1.0, 1.5]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// A constant in a map: every row of the result is row 1 of the input.
func.func @generic_constant_map() {
  %in = util.unfoldable_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %init = tensor.empty() : tensor<2x2xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (1, d1)>,
                       affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%in : tensor<3x2xi32>) outs(%init : tensor<2x2xi32>) {
    ^bb0(%a: i32, %o: i32):
      linalg.yield %a : i32
  } -> tensor<2x2xi32>
  check.expect_eq_const(%r, dense<[[3, 4], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

// out[i] = sum_k in[i + k] * w[k]: the loop d1's size comes from w, d0's
// from out; [1*1 + 2*2 + 3*3, 2*1 + 3*2 + 4*3, 3*1 + 4*2 + 5*3].
func.func @generic_conv_map() {
  %in = util.unfoldable_constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %w = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %init = util.unfoldable_constant dense<0> : tensor<3xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>,
                       affine_map<(d0, d1) -> (d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : tensor<5xi32>, tensor<3xi32>) outs(%init : tensor<3xi32>) {
    ^bb0(%x: i32, %y: i32, %acc: i32):
      %p = arith.muli %x, %y : i32
      %s = arith.addi %acc, %p : i32
      linalg.yield %s : i32
  } -> tensor<3xi32>
  check.expect_eq_const(%r, dense<[14, 20, 26]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// floordiv repeats each element twice, mod tiles the input twice:
// out[i] = 10 * a[i floordiv 2] + a[i mod 3].
func.func @generic_floordiv_mod() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %init = tensor.empty() : tensor<6xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0 floordiv 2)>,
                       affine_map<(d0) -> (d0 mod 3)>,
                       affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%a, %a : tensor<3xi32>, tensor<3xi32>) outs(%init : tensor<6xi32>) {
    ^bb0(%x: i32, %y: i32, %o: i32):
      %ten = arith.constant 10 : i32
      %t = arith.muli %x, %ten : i32
      %s = arith.addi %t, %y : i32
      linalg.yield %s : i32
  } -> tensor<6xi32>
  check.expect_eq_const(%r, dense<[11, 12, 23, 21, 32, 33]> : tensor<6xi32>) : tensor<6xi32>
  return
}

// Two outs: the sum and the maximum of each row.
func.func @generic_two_outs() {
  %in = util.unfoldable_constant dense<[[1, 5, 3], [4, 2, 6]]> : tensor<2x3xi32>
  %zeros = util.unfoldable_constant dense<0> : tensor<2xi32>
  %mins = util.unfoldable_constant dense<-100> : tensor<2xi32>
  %r:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%in : tensor<2x3xi32>) outs(%zeros, %mins : tensor<2xi32>, tensor<2xi32>) {
    ^bb0(%a: i32, %sum: i32, %max: i32):
      %s = arith.addi %sum, %a : i32
      %m = arith.maxsi %max, %a : i32
      linalg.yield %s, %m : i32, i32
  } -> (tensor<2xi32>, tensor<2xi32>)
  check.expect_eq_const(%r#0, dense<[9, 12]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq_const(%r#1, dense<[5, 6]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// The body reads a value defined outside it: out[i] = in[i] * 3 + i.
func.func @generic_captured() {
  %in = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %three = arith.constant 3 : i64
  %init = tensor.empty() : tensor<4xi64>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%in : tensor<4xi64>) outs(%init : tensor<4xi64>) {
    ^bb0(%a: i64, %o: i64):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %p = arith.muli %a, %three : i64
      %s = arith.addi %p, %ii : i64
      linalg.yield %s : i64
  } -> tensor<4xi64>
  check.expect_eq_const(%r, dense<[3, 7, 11, 15]> : tensor<4xi64>) : tensor<4xi64>
  return
}

// A loop of size zero: the body never runs, the outs are the results.
func.func @generic_empty_domain() {
  %in = util.unfoldable_constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %init = util.unfoldable_constant dense<[7]> : tensor<1xi32>
  %none = tensor.extract_slice %in[0, 0] [1, 0] [1, 1] : tensor<1x3xi32> to tensor<1x0xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                       affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%none : tensor<1x0xi32>) outs(%init : tensor<1xi32>) {
    ^bb0(%a: i32, %acc: i32):
      %s = arith.addi %acc, %a : i32
      linalg.yield %s : i32
  } -> tensor<1xi32>
  check.expect_eq_const(%r, dense<[7]> : tensor<1xi32>) : tensor<1xi32>
  return
}

// Dynamic shapes: the loop's size is the run-time size (6); the result is
// then split as [3, 2] by expand_shape's output_shape operands.
func.func @generic_dynamic() {
  %c = util.unfoldable_constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %in = tensor.cast %c : tensor<6xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %in, %c0 : tensor<?xi32>
  %init = tensor.empty(%n) : tensor<?xi32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%in : tensor<?xi32>) outs(%init : tensor<?xi32>) {
    ^bb0(%a: i32, %o: i32):
      %s = arith.muli %a, %a : i32
      linalg.yield %s : i32
  } -> tensor<?xi32>
  %c2 = arith.constant 2 : index
  %rows = arith.divui %n, %c2 : index
  %e = tensor.expand_shape %r [[0, 1]] output_shape [%rows, 2] : tensor<?xi32> into tensor<?x2xi32>
  %s = tensor.cast %e : tensor<?x2xi32> to tensor<3x2xi32>
  check.expect_eq_const(%s, dense<[[1, 4], [9, 16], [25, 36]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// linalg.fill, then linalg.map adding the fill to an input.
func.func @named_fill_map() {
  %v = arith.constant 2.5 : f32
  %empty = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%v : f32) outs(%empty : tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const(%f, dense<2.5> : tensor<2x2xf32>) : tensor<2x2xf32>
  %x = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %m = linalg.map ins(%x, %f : tensor<2x2xf32>, tensor<2x2xf32>) outs(%empty : tensor<2x2xf32>)
      (%a: f32, %b: f32, %o: f32) {
        %s = arith.addf %a, %b : f32
        linalg.yield %s : f32
      }
  check.expect_eq_const(%m, dense<[[3.5, 4.5], [5.5, 6.5]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// linalg.reduce over dimension 1 (row sums of [[1, 2, 3], [4, 5, 6]] onto
// [100, 200]), linalg.broadcast of [1, 2] to rows of 3 (dimensions = [1])
// and linalg.transpose with permutation [1, 0].
func.func @named_reduce_broadcast_transpose() {
  %in = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %init = util.unfoldable_constant dense<[100, 200]> : tensor<2xi32>
  %sum = linalg.reduce ins(%in : tensor<2x3xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
      (%a: i32, %acc: i32) {
        %s = arith.addi %a, %acc : i32
        linalg.yield %s : i32
      }
  check.expect_eq_const(%sum, dense<[106, 215]> : tensor<2xi32>) : tensor<2xi32>
  %v = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %e23 = tensor.empty() : tensor<2x3xi32>
  %b = linalg.broadcast ins(%v : tensor<2xi32>) outs(%e23 : tensor<2x3xi32>) dimensions = [1]
  check.expect_eq_const(%b, dense<[[1, 1, 1], [2, 2, 2]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %e32 = tensor.empty() : tensor<3x2xi32>
  %t = linalg.transpose ins(%in : tensor<2x3xi32>) outs(%e32 : tensor<3x2xi32>) permutation = [1, 0]
  check.expect_eq_const(%t, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// linalg.matmul accumulates into its outs (here 1.0 everywhere) and
// linalg.batch_matmul does so per batch: batch 1 multiplies by 2 * I.
func.func @named_matmul() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %ones = util.unfoldable_constant dense<1.0> : tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%ones : tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const(%r, dense<[[59.0, 65.0], [140.0, 155.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  %ba = util.unfoldable_constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %bb = util.unfoldable_constant dense<[[[1, 1], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>
  %zero = util.unfoldable_constant dense<0> : tensor<2x2x2xi32>
  %br = linalg.batch_matmul ins(%ba, %bb : tensor<2x2x2xi32>, tensor<2x2x2xi32>) outs(%zero : tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  check.expect_eq_const(%br, dense<[[[1, 3], [3, 7]], [[10, 12], [14, 16]]]> : tensor<2x2x2xi32>) : tensor<2x2x2xi32>
  return
}

// linalg.conv_1d: out[i] += sum_k in[i + k] * w[k] (as @generic_conv_map).
func.func @named_conv_1d() {
  %in = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %w = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %init = util.unfoldable_constant dense<0.0> : tensor<3xf32>
  %r = linalg.conv_1d ins(%in, %w : tensor<5xf32>, tensor<3xf32>) outs(%init : tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const(%r, dense<[14.0, 20.0, 26.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// conv_2d_nhwc_hwcf of 1..9 (3x3) with a 2x2 filter of ones: the sums of
// the four 2x2 windows; pooling_nwc_max over windows of 2 (the window
// operand gives only its shape); matmul of i8 into i32 widens before it
// multiplies: 100 * 100 + (-1) * 28 = 9972, beyond i8.
func.func @named_conv_2d_pool_widening() {
  %img = util.unfoldable_constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %k = util.unfoldable_constant dense<1.0> : tensor<2x2x1x1xf32>
  %z = util.unfoldable_constant dense<0.0> : tensor<1x2x2x1xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %k : tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) outs(%z : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  check.expect_eq_const(%c, dense<[[[[12.0], [16.0]], [[24.0], [28.0]]]]> : tensor<1x2x2x1xf32>) : tensor<1x2x2x1xf32>
  %seq = util.unfoldable_constant dense<[[[1.0], [3.0], [2.0], [5.0]]]> : tensor<1x4x1xf32>
  %win = tensor.empty() : tensor<2xf32>
  %lo = util.unfoldable_constant dense<-1000.0> : tensor<1x3x1xf32>
  %p = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%seq, %win : tensor<1x4x1xf32>, tensor<2xf32>) outs(%lo : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  check.expect_eq_const(%p, dense<[[[3.0], [3.0], [5.0]]]> : tensor<1x3x1xf32>) : tensor<1x3x1xf32>
  %a = util.unfoldable_constant dense<[[100, -1]]> : tensor<1x2xi8>
  %b = util.unfoldable_constant dense<[[100], [28]]> : tensor<2x1xi8>
  %zi = util.unfoldable_constant dense<0> : tensor<1x1xi32>
  %m = linalg.matmul ins(%a, %b : tensor<1x2xi8>, tensor<2x1xi8>) outs(%zi : tensor<1x1xi32>) -> tensor<1x1xi32>
  check.expect_eq_const(%m, dense<[[9972]]> : tensor<1x1xi32>) : tensor<1x1xi32>
  return
}

// The scatter indices of IREE's e2e tests: a generic writes 3 - i (through
// linalg.index) into an uninitialised tensor, expand_shape makes it a
// column, and stablehlo.scatter adds update i at 3 - i:
// [10 + 4, 10 + 3, 10 + 2, 10 + 1].
func.func @scatter_indices_iree_style() {
  %original = util.unfoldable_constant dense<10> : tensor<4xi32>
  %updates = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = tensor.empty() : tensor<4xi32>
  %indices = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      outs(%init : tensor<4xi32>) {
    ^bb0(%unused: i32):
      %i = linalg.index 0 : index
      %three = arith.constant 3 : index
      %r = arith.subi %three, %i : index
      %c = arith.index_cast %r : index to i32
      linalg.yield %c : i32
  } -> tensor<4xi32>
  %column = tensor.expand_shape %indices [[0, 1]] output_shape [4, 1] : tensor<4xi32> into tensor<4x1xi32>
  %result = "stablehlo.scatter"(%original, %column, %updates) ({
    ^bb0(%old: tensor<i32>, %new: tensor<i32>):
      %sum = stablehlo.add %old, %new : tensor<i32>
      stablehlo.return %sum : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>,
    indices_are_sorted = false,
    unique_indices = true
  } : (tensor<4xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<4xi32>
  check.expect_eq_const(%result, dense<[14, 13, 12, 11]> : tensor<4xi32>) : tensor<4xi32>
  return
}
