// IREE's util dialect (issue 25, item 4): util.unfoldable_constant is its
// value; util.global holds a value for the whole run, which
// util.global.store replaces for every later load, in any function the
// entry calls. Each test function is its own run, so it starts from the
// initial values. Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s --check-prefix=PRINT
// RUN: interpreter-opt --interpreter-fold --canonicalize %s | FileCheck %s --check-prefix=FOLD
// CHECK: @unfoldable: ok
// CHECK: @immutable_globals: ok
// CHECK: @counter_across_calls: ok
// CHECK: @store_then_load: ok
// CHECK: @fresh_run: ok
// CHECK: @dynamic_global: ok
// CHECK: @optimization_barrier: ok

// PRINT: util.global private @weights = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// PRINT: util.global private mutable @counter = 0 : i32
// PRINT: util.global @scale = dense<2> : tensor<i32>
// PRINT: util.global private mutable @state : tensor<2xi32>
// PRINT: util.global private mutable @dyn : tensor<?xi32> = dense<[5, 6, 7]> : tensor<3xi32>
util.global private @weights = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
util.global private mutable @counter = 0 : i32
util.global public @scale : tensor<i32> = dense<2> : tensor<i32>
util.global private mutable @state : tensor<2xi32>
util.global private mutable @dyn : tensor<?xi32> = dense<[5, 6, 7]> : tensor<3xi32>

// The folder keeps the unfoldable constant and the add that reads it; the
// add of two constants beside it folds.
// FOLD-LABEL: func.func @unfoldable
// FOLD: %[[U:.*]] = util.unfoldable_constant dense<[1, -2, 3]> : tensor<3xi32>
// FOLD: stablehlo.add %[[U]], %[[U]]
// FOLD: util.unfoldable_constant 7 : i32
func.func @unfoldable() {
  %u = util.unfoldable_constant dense<[1, -2, 3]> : tensor<3xi32>
  %sum = stablehlo.add %u, %u : tensor<3xi32>
  check.expect_eq_const(%sum, dense<[2, -4, 6]> : tensor<3xi32>) : tensor<3xi32>
  %s = util.unfoldable_constant 7 : i32
  %eight = arith.addi %s, %s : i32
  %t = tensor.from_elements %eight : tensor<i32>
  check.expect_eq_const(%t, dense<14> : tensor<i32>) : tensor<i32>
  %f = util.unfoldable_constant dense<0.5> : tensor<2x2xf32>
  check.expect_eq_const(%f, dense<0.5> : tensor<2x2xf32>) : tensor<2x2xf32>
  %i = util.unfoldable_constant 3 : index
  %it = tensor.from_elements %i : tensor<1xindex>
  %ic = arith.index_cast %it : tensor<1xindex> to tensor<1xi32>
  check.expect_eq_const(%ic, dense<3> : tensor<1xi32>) : tensor<1xi32>
  return
}

// FOLD-LABEL: func.func @immutable_globals
// FOLD: util.global.load @weights
func.func @immutable_globals() {
  %w = util.global.load @weights : tensor<3xf32>
  %w2 = util.global.load immutable @weights : tensor<3xf32>
  %sum = stablehlo.add %w, %w2 : tensor<3xf32>
  check.expect_eq_const(%sum, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>) : tensor<3xf32>
  %s = util.global.load @scale : tensor<i32>
  check.expect_eq_const(%s, dense<2> : tensor<i32>) : tensor<i32>
  return
}

// Each call adds 1 to @counter and returns the new value.
func.func private @bump() -> i32 {
  %c = util.global.load @counter : i32
  %one = arith.constant 1 : i32
  %next = arith.addi %c, %one : i32
  util.global.store %next, @counter : i32
  return %next : i32
}

func.func @counter_across_calls() {
  %a = func.call @bump() : () -> i32
  %b = func.call @bump() : () -> i32
  %c = func.call @bump() : () -> i32
  %last = util.global.load @counter : i32
  %all = tensor.from_elements %a, %b, %c, %last : tensor<4xi32>
  check.expect_eq_const(%all, dense<[1, 2, 3, 3]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// A global without an initial value is read after a store.
func.func @store_then_load() {
  %v = arith.constant dense<[4, -4]> : tensor<2xi32>
  util.global.store %v, @state : tensor<2xi32>
  %x = util.global.load @state : tensor<2xi32>
  %y = stablehlo.multiply %x, %x : tensor<2xi32>
  util.global.store %y, @state : tensor<2xi32>
  %z = util.global.load @state : tensor<2xi32>
  check.expect_eq_const(%z, dense<[16, 16]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// A new run: @counter starts again from its initial value.
func.func @fresh_run() {
  %a = func.call @bump() : () -> i32
  %t = tensor.from_elements %a : tensor<i32>
  check.expect_eq_const(%t, dense<1> : tensor<i32>) : tensor<i32>
  return
}

// A global of dynamic shape takes values of any length.
func.func @dynamic_global() {
  %c0 = arith.constant 0 : index
  %x = util.global.load @dyn : tensor<?xi32>
  %n = tensor.dim %x, %c0 : tensor<?xi32>
  %two = arith.constant dense<[8, 9]> : tensor<2xi32>
  %cast = tensor.cast %two : tensor<2xi32> to tensor<?xi32>
  util.global.store %cast, @dyn : tensor<?xi32>
  %y = util.global.load @dyn : tensor<?xi32>
  %m = tensor.dim %y, %c0 : tensor<?xi32>
  %sizes = tensor.from_elements %n, %m : tensor<2xindex>
  %si = arith.index_cast %sizes : tensor<2xindex> to tensor<2xi32>
  check.expect_eq_const(%si, dense<[3, 2]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// The barrier passes its operands through; the folder keeps it and the
// add reading it.
// FOLD-LABEL: func.func @optimization_barrier
// FOLD: %[[B:.*]]:2 = util.optimization_barrier %{{.*}}, %{{.*}} : tensor<2xi32>, i32
// FOLD: stablehlo.add %[[B]]#0, %[[B]]#0
func.func @optimization_barrier() {
  %x = stablehlo.constant dense<[3, -3]> : tensor<2xi32>
  %n = arith.constant 5 : i32
  %y, %m = util.optimization_barrier %x, %n : tensor<2xi32>, i32
  %z = stablehlo.add %y, %y : tensor<2xi32>
  check.expect_eq_const(%z, dense<[6, -6]> : tensor<2xi32>) : tensor<2xi32>
  %mt = tensor.from_elements %m : tensor<i32>
  check.expect_eq_const(%mt, dense<5> : tensor<i32>) : tensor<i32>
  util.optimization_barrier
  return
}
