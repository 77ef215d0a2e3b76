// --stablehlo-refine-shapes: static shapes from the arguments, constant shape
// operands and shape arithmetic propagate through the program. Expected
// shapes by hand from each op's spec section.
// RUN: interpreter-opt --split-input-file --stablehlo-refine-shapes %s | FileCheck %s

// Shape-preserving ops take their operands' static dimensions; the
// function's result types follow. A value used by an op of another dialect
// (tensor.cast) keeps its type.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME:    -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x?xf32>)
func.func @elementwise(%x: tensor<2x3xf32>, %y: tensor<2x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xi1>, tensor<2x?xf32>) {
  // CHECK: stablehlo.add %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  %a = stablehlo.add %x, %y : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  // CHECK: stablehlo.exponential %{{.*}} : tensor<2x3xf32>
  %e = stablehlo.exponential %a : tensor<?x?xf32>
  // CHECK: stablehlo.compare  GT, %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %c = stablehlo.compare GT, %e, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  %s = stablehlo.select %c, %e, %a : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %s : tensor<?x?xf32> to tensor<2x?xf32>
  return %e, %c, %u : tensor<?x?xf32>, tensor<?x?xi1>, tensor<2x?xf32>
}

// -----

// get_dimension_size of a static dimension and the integer arithmetic on it
// become constants, which give the dynamic ops their shapes.
// CHECK-LABEL: func.func @shape_arithmetic
// CHECK-SAME:    (%arg0: tensor<4x6xf32>) -> (tensor<24xf32>, tensor<2x4x6xf32>, tensor<6xi32>)
// CHECK-NEXT:    %[[S:.*]] = stablehlo.constant dense<24> : tensor<1xi32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.dynamic_reshape %arg0, %[[S]] : (tensor<4x6xf32>, tensor<1xi32>) -> tensor<24xf32>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.constant dense<[2, 4, 6]> : tensor<3xi32>
// CHECK-NEXT:    %[[D:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[B]], dims = [1, 2] : (tensor<4x6xf32>, tensor<3xi32>) -> tensor<2x4x6xf32>
// CHECK-NEXT:    %[[I:.*]] = stablehlo.constant dense<6> : tensor<1xi32>
// CHECK-NEXT:    %[[T:.*]] = stablehlo.dynamic_iota %[[I]], dim = 0 : (tensor<1xi32>) -> tensor<6xi32>
// CHECK-NEXT:    return %[[R]], %[[D]], %[[T]]
func.func @shape_arithmetic(%x: tensor<4x6xf32>) -> (tensor<?xf32>, tensor<?x?x?xf32>, tensor<?xi32>) {
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<4x6xf32>) -> tensor<i32>
  %d1 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<4x6xf32>) -> tensor<i32>
  %n = stablehlo.multiply %d0, %d1 : tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %flat = stablehlo.dynamic_reshape %x, %n1 : (tensor<4x6xf32>, tensor<1xi32>) -> tensor<?xf32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %a = stablehlo.reshape %d0 : (tensor<i32>) -> tensor<1xi32>
  %b = stablehlo.reshape %d1 : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %two, %a, %b, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %bc = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1, 2] : (tensor<4x6xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  %len = stablehlo.slice %shape [2:3] : (tensor<3xi32>) -> tensor<1xi32>
  %iota = stablehlo.dynamic_iota %len, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  return %flat, %bc, %iota : tensor<?xf32>, tensor<?x?x?xf32>, tensor<?xi32>
}

// -----

// dynamic_pad: low + high + size + (size - 1) * interior per dimension:
// 1 + 2 + 3 + 2 * 1 = 8 and 0 + 0 + 2 + 0 = 2.
// real_dynamic_slice: ceil((limit - start) / stride): ceil(7 / 2) = 4,
// ceil(1 / 1) = 1; and limit = start + constant with unit strides.
// CHECK-LABEL: func.func @padding_and_slices
// CHECK-SAME:    -> (tensor<8x2xf32>, tensor<4x1xf32>, tensor<2x1xf32>)
// CHECK:         stablehlo.dynamic_pad {{.*}} -> tensor<8x2xf32>
// CHECK:         stablehlo.real_dynamic_slice {{.*}} -> tensor<4x1xf32>
// CHECK:         stablehlo.real_dynamic_slice {{.*}} -> tensor<2x1xf32>
func.func @padding_and_slices(%x: tensor<3x2xf32>, %y: tensor<8x2xf32>, %start: tensor<2xi64>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %high = stablehlo.constant dense<[2, 0]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %p = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior : (tensor<3x2xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %s0 = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %l0 = stablehlo.constant dense<[8, 2]> : tensor<2xi64>
  %st = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %a = stablehlo.real_dynamic_slice %y, %s0, %l0, %st : (tensor<8x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %size = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %limit = stablehlo.add %start, %size : tensor<2xi64>
  %ones = stablehlo.constant dense<1> : tensor<2xi64>
  %b = stablehlo.real_dynamic_slice %y, %start, %limit, %ones : (tensor<8x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %p, %a, %b : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// dynamic_gather: batch dimensions of the indices around offset_dims, which
// take the slice sizes of the dimensions not collapsed: [5 batch, 3 offset].
// dynamic_conv: (4 + 1 + 1 - 3) / 1 + 1 = 4 per spatial dimension, batch 2,
// output features 7.
// CHECK-LABEL: func.func @gather_and_conv
// CHECK-SAME:    -> (tensor<5x3xf32>, tensor<2x4x4x7xf32>)
func.func @gather_and_conv(%x: tensor<4x3xf32>, %i: tensor<5x1xi64>, %lhs: tensor<2x4x4x3xf32>, %rhs: tensor<3x3x3x7xf32>) -> (tensor<?x?xf32>, tensor<?x?x?x?xf32>) {
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  // CHECK: "stablehlo.dynamic_gather"{{.*}} -> tensor<5x3xf32>
  %g = "stablehlo.dynamic_gather"(%x, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
  } : (tensor<4x3xf32>, tensor<5x1xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %pad = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>
  // CHECK: stablehlo.dynamic_conv{{.*}} -> tensor<2x4x4x7xf32>
  %c = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64
  } : (tensor<2x4x4x3xf32>, tensor<3x3x3x7xf32>, tensor<2x2xi64>) -> tensor<?x?x?x?xf32>
  return %g, %c : tensor<?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// transpose permutes, concatenate adds along its dimension, dot_general
// gives batch, lhs free, rhs free, reduce drops the reduced dimensions.
// CHECK-LABEL: func.func @shape_ops
// CHECK-SAME:    -> (tensor<3x2xf32>, tensor<5x3xf32>, tensor<4x2x5xf32>, tensor<4xf32>)
func.func @shape_ops(%x: tensor<2x3xf32>, %y: tensor<3x3xf32>, %l: tensor<4x2x3xf32>, %r: tensor<4x3x5xf32>) -> (tensor<?x?xf32>, tensor<?x3xf32>, tensor<?x?x?xf32>, tensor<?xf32>) {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %c = stablehlo.concatenate %x, %y, dim = 0 : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<?x3xf32>
  %d = stablehlo.dot_general %l, %r, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x2x3xf32>, tensor<4x3x5xf32>) -> tensor<?x?x?xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%d init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<?x?x?xf32>, tensor<f32>) -> tensor<?xf32>
  return %t, %c, %d, %s : tensor<?x?xf32>, tensor<?x3xf32>, tensor<?x?x?xf32>, tensor<?xf32>
}

// -----

// Calls: the callee takes the argument types its calls agree on, and the
// call's results follow the callee's refined results.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK:         %[[W:.*]] = stablehlo.convert %arg0 : tensor<3xf32>
// CHECK-NEXT:    %[[C:.*]] = call @callee(%[[W]], %[[W]]) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:    %[[D:.*]] = call @callee(%[[W]], %[[W]]) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK:       func.func private @callee(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:    stablehlo.multiply %arg0, %arg1 : tensor<3xf32>
func.func @main(%x: tensor<3xf32>) -> tensor<?xf32> {
  %w = stablehlo.convert %x : (tensor<3xf32>) -> tensor<?xf32>
  %c = func.call @callee(%w, %w) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %d = func.call @callee(%w, %w) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %s = stablehlo.add %c, %d : tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func private @callee(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %m = stablehlo.multiply %a, %b : tensor<?xf32>
  return %m : tensor<?xf32>
}

// -----

// while: the regions' arguments and the results take the operand types;
// if: a result takes the type both branches return.
// CHECK-LABEL: func.func @control_flow
// CHECK-SAME:    -> (tensor<4xf32>, tensor<4xf32>)
func.func @control_flow(%x: tensor<4xf32>, %p: tensor<i1>) -> (tensor<?xf32>, tensor<?xf32>) {
  %w = stablehlo.convert %x : (tensor<4xf32>) -> tensor<?xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.while(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : tensor<i32>, tensor<4xf32>
  %r:2 = stablehlo.while(%i = %zero, %v = %w) : tensor<i32>, tensor<?xf32>
  cond {
    %two = stablehlo.constant dense<2> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
    %u = stablehlo.add %v, %v : tensor<?xf32>
    stablehlo.return %j, %u : tensor<i32>, tensor<?xf32>
  }
  // CHECK: "stablehlo.if"{{.*}}
  // CHECK: }) : (tensor<i1>) -> tensor<4xf32>
  %f = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %w : tensor<?xf32>
    stablehlo.return %n : tensor<?xf32>
  }, {
    %a = stablehlo.abs %w : tensor<?xf32>
    stablehlo.return %a : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  return %r#1, %f : tensor<?xf32>, tensor<?xf32>
}

// -----

// custom_call @stablehlo.dynamic_top_k with a constant k.
// CHECK-LABEL: func.func @top_k
// CHECK: stablehlo.custom_call @stablehlo.dynamic_top_k(%arg0, %{{.*}}) : (tensor<3x10xf32>, tensor<i64>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
func.func @top_k(%x: tensor<3x10xf32>) -> (tensor<?x?xf32>, tensor<?x?xi32>) {
  %k = stablehlo.constant dense<4> : tensor<i64>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<3x10xf32>, tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xi32>)
  return %v, %i : tensor<?x?xf32>, tensor<?x?xi32>
}

// -----

// Shape arithmetic that fails (division by zero) stays, for run time.
// CHECK-LABEL: func.func @division_by_zero
// CHECK: stablehlo.divide
func.func @division_by_zero() -> tensor<i32> {
  %a = stablehlo.constant dense<4> : tensor<i32>
  %b = stablehlo.constant dense<0> : tensor<i32>
  %c = stablehlo.divide %a, %b : tensor<i32>
  return %c : tensor<i32>
}

// -----

// Only the entry function (@main here) and what it calls are refined.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    -> tensor<4xf32>
// CHECK-LABEL: func.func @unreached
// CHECK-NEXT:    stablehlo.abs %arg0 : (tensor<4xf32>) -> tensor<?xf32>
func.func @main(%x: tensor<4xf32>) -> tensor<?xf32> {
  %a = stablehlo.abs %x : (tensor<4xf32>) -> tensor<?xf32>
  return %a : tensor<?xf32>
}
func.func @unreached(%x: tensor<4xf32>) -> tensor<?xf32> {
  %a = stablehlo.abs %x : (tensor<4xf32>) -> tensor<?xf32>
  return %a : tensor<?xf32>
}

// -----

// Dimension arguments: scalar integer constants that every call passes
// first (after tokens) become constants in the callee and leave its
// signature; the callee's shapes then follow (iota of 2 * 3 = 6 elements).
// A callee that then returns only constants is replaced by them at its
// calls: 2 + 3 = 5, twice, summed to 10.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%arg0: tensor<2xf32>) -> (tensor<6xi32>, tensor<i32>)
// CHECK-NEXT:    %[[T:.*]] = stablehlo.create_token
// CHECK-NEXT:    %[[I:.*]] = call @iota_of(%[[T]]) : (!stablehlo.token) -> tensor<6xi32>
// CHECK-NEXT:    %[[S:.*]] = stablehlo.constant dense<10> : tensor<i32>
// CHECK-NEXT:    return %[[I]], %[[S]]
// CHECK:       func.func private @iota_of(%arg0: !stablehlo.token) -> tensor<6xi32>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.constant dense<6> : tensor<1xi32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.dynamic_iota %[[N]], dim = 0 : (tensor<1xi32>) -> tensor<6xi32>
// CHECK-NEXT:    return %[[R]]
func.func @main(%x: tensor<2xf32>) -> (tensor<?xi32>, tensor<i32>) {
  %two = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2xf32>) -> tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %t = stablehlo.create_token : !stablehlo.token
  %i = func.call @iota_of(%t, %two, %three) : (!stablehlo.token, tensor<i32>, tensor<i32>) -> tensor<?xi32>
  %s1 = func.call @sum(%two, %three) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %s2 = func.call @sum(%two, %three) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %s = stablehlo.add %s1, %s2 : tensor<i32>
  return %i, %s : tensor<?xi32>, tensor<i32>
}
func.func private @iota_of(%t: !stablehlo.token, %a: tensor<i32>, %b: tensor<i32>) -> tensor<?xi32> {
  %n = stablehlo.multiply %a, %b : tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %r = stablehlo.dynamic_iota %n1, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func private @sum(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %s = stablehlo.add %a, %b : tensor<i32>
  return %s : tensor<i32>
}

// -----

// The wrapper left by --stablehlo-refine-arguments gives way to its operand.
// CHECK-LABEL: func.func @main
// CHECK-SAME:    (%arg0: tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %arg0 : tensor<5xf32>
// CHECK-NEXT:    return %[[N]]
func.func @main(%x: tensor<5xf32>) -> tensor<?xf32> {
  %shape = stablehlo.constant dense<5> : tensor<1xi64>
  %w = stablehlo.custom_call @stablehlo.shape_refinement_operand_wrapper(%x, %shape) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<5xf32>, tensor<1xi64>) -> tensor<?xf32>
  %n = stablehlo.negate %w : tensor<?xf32>
  return %n : tensor<?xf32>
}
