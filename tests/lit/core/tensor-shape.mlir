// MLIR's tensor and shape ops on dynamic shapes (issue 25, item 3).
// Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// CHECK: @tensor_ops: ok
// CHECK: @slices: ok
// CHECK: @reshapes: ok
// CHECK: @generate: ok
// CHECK: @shape_ops: ok
// CHECK: @assuming: ok
// CHECK-NOT: failed

func.func @tensor_ops() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %d = tensor.cast %x : tensor<2x3xi32> to tensor<?x?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = tensor.dim %d, %c0 : tensor<?x?xi32>       // 2
  %cols = tensor.dim %d, %c1 : tensor<?x?xi32>       // 3
  %rank = tensor.rank %d : tensor<?x?xi32>           // 2
  %e = tensor.extract %d[%c1, %c0] : tensor<?x?xi32> // 4
  %sizes = tensor.from_elements %rows, %cols, %rank : tensor<3xindex>
  %sizes64 = arith.index_cast %sizes : tensor<3xindex> to tensor<3xi64>
  check.expect_eq_const %sizes64, dense<[2, 3, 2]> : tensor<3xi64>
  %et = tensor.from_elements %e : tensor<1xi32>
  check.expect_eq_const %et, dense<4> : tensor<1xi32>
  // insert 9 at [0, 2]
  %nine = arith.constant 9 : i32
  %ins = tensor.insert %nine into %d[%c0, %rows] : tensor<?x?xi32>
  %ins_s = tensor.cast %ins : tensor<?x?xi32> to tensor<2x3xi32>
  check.expect_eq_const %ins_s, dense<[[1, 2, 9], [4, 5, 6]]> : tensor<2x3xi32>
  // empty and splat of a dynamic size
  %empty = tensor.empty(%cols) : tensor<2x?xf32>
  %es = tensor.cast %empty : tensor<2x?xf32> to tensor<2x3xf32>
  %seven = arith.constant 7.0 : f32
  %splat = tensor.splat %seven[%rows] : tensor<?xf32>
  %ss = tensor.cast %splat : tensor<?xf32> to tensor<2xf32>
  check.expect_eq_const %ss, dense<7.0> : tensor<2xf32>
  %cat = tensor.concat dim(0) %d, %d : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  %cat_s = tensor.cast %cat : tensor<?x?xi32> to tensor<4x3xi32>
  check.expect_eq_const %cat_s, dense<[[1, 2, 3], [4, 5, 6], [1, 2, 3], [4, 5, 6]]> : tensor<4x3xi32>
  func.return
}

func.func @slices() {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // rows 1..2, columns 0 and 2
  %s = tensor.extract_slice %x[%c1, 0] [2, %c2] [1, 2] : tensor<3x4xi32> to tensor<2x?xi32>
  %ss = tensor.cast %s : tensor<2x?xi32> to tensor<2x2xi32>
  check.expect_eq_const %ss, dense<[[4, 6], [8, 10]]> : tensor<2x2xi32>
  // rank-reducing: row 2
  %r = tensor.extract_slice %x[2, 0] [1, 4] [1, 1] : tensor<3x4xi32> to tensor<4xi32>
  check.expect_eq_const %r, dense<[8, 9, 10, 11]> : tensor<4xi32>
  // write [[-1, -2]] at row 0, columns 1..2
  %u = stablehlo.constant dense<[[-1, -2]]> : tensor<1x2xi32>
  %w = tensor.insert_slice %u into %x[0, %c1] [1, 2] [1, 1] : tensor<1x2xi32> into tensor<3x4xi32>
  check.expect_eq_const %w, dense<[[0, -1, -2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  func.return
}

func.func @reshapes() {
  %x = stablehlo.constant dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  check.expect_eq_const %flat, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %d = tensor.cast %flat : tensor<6xi32> to tensor<?xi32>
  %c3 = arith.constant 3 : index
  %e = tensor.expand_shape %d [[0, 1]] output_shape [%c3, 2] : tensor<?xi32> into tensor<?x2xi32>
  %es = tensor.cast %e : tensor<?x2xi32> to tensor<3x2xi32>
  check.expect_eq_const %es, dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi32>
  %shape = arith.constant dense<[3, 2]> : tensor<2xi64>
  %r = tensor.reshape %d(%shape) : (tensor<?xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  %rs = tensor.cast %r : tensor<?x?xi32> to tensor<3x2xi32>
  check.expect_eq_const %rs, dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi32>
  func.return
}

// element [i, j] = 10 * i + j
func.func @generate() {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %c2 {
  ^bb0(%i: index, %j: index):
    %ten = arith.constant 10 : index
    %t = arith.muli %i, %ten : index
    %v = arith.addi %t, %j : index
    %v32 = arith.index_cast %v : index to i32
    tensor.yield %v32 : i32
  } : tensor<?x3xi32>
  %gs = tensor.cast %g : tensor<?x3xi32> to tensor<2x3xi32>
  check.expect_eq_const %gs, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>
  func.return
}

func.func @shape_ops() {
  %x = stablehlo.constant dense<0.0> : tensor<2x1x3xf32>
  %s = shape.shape_of %x : tensor<2x1x3xf32> -> !shape.shape
  %row = shape.const_shape [4, 3] : !shape.shape
  %b = shape.broadcast %s, %row : !shape.shape, !shape.shape -> !shape.shape  // [2, 4, 3]
  %be = shape.to_extent_tensor %b : !shape.shape -> tensor<?xindex>
  %b64 = arith.index_cast %be : tensor<?xindex> to tensor<?xi64>
  %b64s = tensor.cast %b64 : tensor<?xi64> to tensor<3xi64>
  check.expect_eq_const %b64s, dense<[2, 4, 3]> : tensor<3xi64>
  %n = shape.num_elements %b : !shape.shape -> !shape.size      // 24
  %c1 = shape.const_size 1
  %e1 = shape.get_extent %b, %c1 : !shape.shape, !shape.size -> !shape.size  // 4
  %r = shape.rank %b : !shape.shape -> !shape.size                // 3
  %q = shape.div %n, %e1 : !shape.size, !shape.size -> !shape.size  // 6
  %m = shape.mul %q, %r : !shape.size, !shape.size -> !shape.size   // 18
  %a = shape.add %m, %c1 : !shape.size, !shape.size -> !shape.size  // 19
  %ni = shape.size_to_index %n : !shape.size
  %qi = shape.size_to_index %q : !shape.size
  %ai = shape.size_to_index %a : !shape.size
  %v = tensor.from_elements %ni, %qi, %ai : tensor<3xindex>
  %v64 = arith.index_cast %v : tensor<3xindex> to tensor<3xi64>
  check.expect_eq_const %v64, dense<[24, 6, 19]> : tensor<3xi64>
  %seven = arith.constant -7 : index
  %two = arith.constant 2 : index
  %fd = shape.div %seven, %two : index, index -> index   // floor(-3.5) = -4
  %head, %tail = "shape.split_at"(%b, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %cat = shape.concat %tail, %head : !shape.shape, !shape.shape -> !shape.shape  // [4, 3, 2]
  %ct = shape.to_extent_tensor %cat : !shape.shape -> tensor<3xindex>
  %ct64 = arith.index_cast %ct : tensor<3xindex> to tensor<3xi64>
  check.expect_eq_const %ct64, dense<[4, 3, 2]> : tensor<3xi64>
  %fdt = tensor.from_elements %fd : tensor<1xindex>
  %fd64 = arith.index_cast %fdt : tensor<1xindex> to tensor<1xi64>
  check.expect_eq_const %fd64, dense<-4> : tensor<1xi64>
  func.return
}

// Witnesses, as MLIR's broadcast lowering builds them.
func.func @assuming() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %sx = shape.shape_of %x : tensor<3xf32> -> tensor<1xindex>
  %sy = shape.shape_of %y : tensor<2x1xf32> -> tensor<2xindex>
  %w = shape.cstr_broadcastable %sx, %sy : tensor<1xindex>, tensor<2xindex>
  %all = shape.assuming_all %w
  %r = shape.assuming %all -> (tensor<?x?xf32>) {
    %s = shape.broadcast %sx, %sy : tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
    %bx = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %by = stablehlo.dynamic_broadcast_in_dim %y, %s, dims = [0, 1] : (tensor<2x1xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    %sum = stablehlo.add %bx, %by : tensor<?x?xf32>
    shape.assuming_yield %sum : tensor<?x?xf32>
  }
  %rs = tensor.cast %r : tensor<?x?xf32> to tensor<2x3xf32>
  check.expect_eq_const %rs, dense<[[11.0, 12.0, 13.0], [21.0, 22.0, 23.0]]> : tensor<2x3xf32>
  func.return
}
