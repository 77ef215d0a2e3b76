// A small program in the style of IREE's StableHLO end-to-end tests
// (iree-org/iree tests/e2e/stablehlo_ops, stablehlo_models): module
// globals read and written across calls, unfoldable constants as inputs,
// IREE's check spellings, scf loops and a function of several blocks
// branching on tensor.extract. Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt --inline --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s
// CHECK: @accumulate_loop: ok
// CHECK: @halvings: ok
// CHECK: @dense_layer: ok
// CHECK: @running_max: ok

util.global private @bias = dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
util.global private mutable @acc = dense<0.0> : tensor<3xf32>
util.global private mutable @calls = 0 : i32

// acc <- acc + x + bias; counts the calls.
func.func private @accumulate(%x: tensor<3xf32>) -> tensor<3xf32> {
  %a = util.global.load @acc : tensor<3xf32>
  %b = util.global.load @bias : tensor<3xf32>
  %s = stablehlo.add %a, %x : tensor<3xf32>
  %t = stablehlo.add %s, %b : tensor<3xf32>
  util.global.store %t, @acc : tensor<3xf32>
  %n = util.global.load @calls : i32
  %one = arith.constant 1 : i32
  %n1 = arith.addi %n, %one : i32
  util.global.store %n1, @calls : i32
  return %t : tensor<3xf32>
}

// After k calls acc = k * (x + bias) = k * [1.5, 1.0, 5.0]; k = 4.
func.func @accumulate_loop() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %last = scf.for %i = %c0 to %c4 step %c1 iter_args(%prev = %x) -> (tensor<3xf32>) {
    %r = func.call @accumulate(%x) : (tensor<3xf32>) -> tensor<3xf32>
    scf.yield %r : tensor<3xf32>
  }
  check.expect_almost_eq_const(%last, dense<[6.0, 4.0, 20.0]> : tensor<3xf32>) : tensor<3xf32>
  %n = util.global.load @calls : i32
  %four = arith.constant 4 : i32
  %same = arith.cmpi eq, %n, %four : i32
  %flag = arith.extui %same : i1 to i32
  check.expect_true(%flag) : i32
  return
}

// 100 50 25 12 6 3 1 0: seven integer halvings reach 0.
func.func @halvings() {
  %start = util.unfoldable_constant dense<100> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  cf.br ^head(%start, %zero : tensor<i32>, tensor<i32>)
^head(%v: tensor<i32>, %k: tensor<i32>):
  %more = stablehlo.compare GT, %v, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %m = tensor.extract %more[] : tensor<i1>
  cf.cond_br %m, ^body(%v, %k : tensor<i32>, tensor<i32>), ^exit(%k : tensor<i32>)
^body(%v2: tensor<i32>, %k2: tensor<i32>):
  %h = stablehlo.divide %v2, %two : tensor<i32>
  %k3 = stablehlo.add %k2, %one : tensor<i32>
  cf.br ^head(%h, %k3 : tensor<i32>, tensor<i32>)
^exit(%r: tensor<i32>):
  check.expect_eq_const(%r, dense<7> : tensor<i32>) : tensor<i32>
  return
}

// y = relu(x W + b) with the weights in globals:
// x W = [1*1 + 2*3, 1*(-2) + 2*1] = [7, 0]; + b [-8, 0.5] = [-1, 0.5];
// relu: [0, 0.5].
util.global private @w = dense<[[1.0, -2.0], [3.0, 1.0]]> : tensor<2x2xf32>
util.global private @b = dense<[-8.0, 0.5]> : tensor<2xf32>
func.func @dense_layer() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %w = util.global.load @w : tensor<2x2xf32>
  %b = util.global.load @b : tensor<2xf32>
  %xw = stablehlo.dot %x, %w : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
  %z = stablehlo.add %xw, %bb : tensor<1x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x2xf32>
  %y = stablehlo.maximum %z, %zero : tensor<1x2xf32>
  check.expect_almost_eq_const(%y, dense<[[0.0, 0.5]]> : tensor<1x2xf32>) : tensor<1x2xf32>
  return
}

// scf.while over a tensor: the running maximum of [3, 9, 2, 7] read with
// tensor.extract, index by index; the loop stops at the length.
func.func @running_max() {
  %data = util.unfoldable_constant dense<[3, 9, 2, 7]> : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %data, %c0 : tensor<4xi32>
  %lowest = arith.constant -2147483648 : i32
  %i, %best = scf.while (%i = %c0, %best = %lowest) : (index, i32) -> (index, i32) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %best : index, i32
  } do {
  ^bb0(%j: index, %m: i32):
    %v = tensor.extract %data[%j] : tensor<4xi32>
    %bigger = arith.maxsi %m, %v : i32
    %next = arith.addi %j, %c1 : index
    scf.yield %next, %bigger : index, i32
  }
  %t = tensor.from_elements %best : tensor<i32>
  check.expect_eq_const(%t, dense<9> : tensor<i32>) : tensor<i32>
  return
}
