// IREE's util functions and set-up code (issue 25): util.initializer runs
// before each test function, in module order; util.func, util.call and
// util.return are functions and calls; util.global.address names a global
// that util.global.load.indirect and util.global.store.indirect read and
// write; #util.byte_pattern fills a global's every byte. Expected values by
// hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s --check-prefix=PRINT
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s --check-prefix=FOLD
// RUN: interpreter-opt --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s
// RUN: interpreter-opt --inline --interpreter-fold %s | FileCheck %s --check-prefix=INLINE
// RUN: interpreter-opt --inline --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s
// CHECK: @initializers_in_order: ok
// CHECK: @fresh_module: ok
// CHECK: @fresh_module_again: ok
// CHECK: @util_calls: ok
// CHECK: @indirect: ok
// CHECK: @byte_patterns: ok
// CHECK: @public_util_func: ok

// PRINT-DAG: util.global private mutable @base : tensor<3xi32>
// PRINT-DAG: util.initializer {
// PRINT-DAG: util.return
// PRINT-DAG: util.func private @scale(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
// PRINT-DAG: util.call @scale(
// PRINT-DAG: util.global.address @base : !util.ptr<tensor<3xi32>>
// PRINT-DAG: util.global.load.indirect %{{.*}} : !util.ptr<tensor<3xi32>> -> tensor<3xi32>
// PRINT-DAG: util.global.store.indirect %{{.*}}, %{{.*}} : tensor<3xi32> -> !util.ptr<tensor<3xi32>>
// PRINT-DAG: util.global private @ones = #util.byte_pattern<1> : tensor<2xi32>
// PRINT-DAG: util.func private @opaque(%arg0: tensor<3xi32>) -> tensor<3xi32> attributes {inlining_policy = #util.inline.never}
// PRINT-DAG: util.global private @scoped = #stream.parameter.named<"model"::"layer.0.weight"> : tensor<4x4xf32>
// PRINT-DAG: util.global private @unscoped = #stream.parameter.named<"tokenizer", {format = "raw"}> : tensor<16xi8>

// Parameters of an archive: they parse, print and verify; nothing here
// loads them (a load is a runtime error, util-functions-runtime-errors.mlir).
util.global private @scoped = #stream.parameter.named<"model"::"layer.0.weight"> : tensor<4x4xf32>
util.global private @unscoped = #stream.parameter.named<"tokenizer", {format = "raw"}> : tensor<16xi8>

util.global private mutable @base : tensor<3xi32>
util.global private mutable @doubled : tensor<3xi32>
util.global private mutable @count = 0 : i32

// The first initializer stores [1, 2, 3], through a function and a second
// block.
util.initializer {
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %v = util.call @scale(%iota, %one) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  cf.br ^store(%v : tensor<3xi32>)
^store(%w: tensor<3xi32>):
  %plus = stablehlo.constant dense<1> : tensor<3xi32>
  %x = stablehlo.add %w, %plus : tensor<3xi32>
  util.global.store %x, @base : tensor<3xi32>
  util.return
}

// The second reads what the first stored: doubled = 2 * [1, 2, 3].
util.initializer {
  %b = util.global.load @base : tensor<3xi32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %d = util.call @scale(%b, %two) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  util.global.store %d, @doubled : tensor<3xi32>
  util.return
}

// x * k, k broadcast.
util.func private @scale(%x: tensor<3xi32>, %k: tensor<i32>) -> tensor<3xi32> {
  %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %y = stablehlo.multiply %x, %kb : tensor<3xi32>
  util.return %y : tensor<3xi32>
}

func.func @initializers_in_order() {
  %b = util.global.load @base : tensor<3xi32>
  check.expect_eq_const(%b, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  %d = util.global.load @doubled : tensor<3xi32>
  check.expect_eq_const(%d, dense<[2, 4, 6]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// A test function changes @base; the next one gets a fresh module, whose
// initializers store [1, 2, 3] again.
func.func @fresh_module() {
  %z = stablehlo.constant dense<0> : tensor<3xi32>
  util.global.store %z, @base : tensor<3xi32>
  %b = util.global.load @base : tensor<3xi32>
  check.expect_eq_const(%b, dense<0> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @fresh_module_again() {
  %b = util.global.load @base : tensor<3xi32>
  check.expect_eq_const(%b, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// util.func calling util.func and func.func; several results.
util.func private @sum_and_count(%x: tensor<3xi32>) -> (tensor<i32>, i32) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  %n = util.global.load @count : i32
  %one = arith.constant 1 : i32
  %n1 = arith.addi %n, %one : i32
  util.global.store %n1, @count : i32
  %t = func.call @negate(%s) : (tensor<i32>) -> tensor<i32>
  %u = util.call @opaque_scalar(%t) : (tensor<i32>) -> tensor<i32>
  util.return %u, %n1 : tensor<i32>, i32
}

func.func private @negate(%x: tensor<i32>) -> tensor<i32> {
  %y = stablehlo.negate %x : tensor<i32>
  return %y : tensor<i32>
}

util.func private @opaque_scalar(%x: tensor<i32>) -> tensor<i32> attributes {inlining_policy = #util.inline.never} {
  util.return %x : tensor<i32>
}

// -(1 + 2 + 3) = -6; the second call counts 2.
func.func @util_calls() {
  %b = util.global.load @base : tensor<3xi32>
  %s1, %n1 = util.call @sum_and_count(%b) : (tensor<3xi32>) -> (tensor<i32>, i32)
  %s2, %n2 = util.call @sum_and_count(%b) : (tensor<3xi32>) -> (tensor<i32>, i32)
  check.expect_eq_const(%s2, dense<-6> : tensor<i32>) : tensor<i32>
  %two = arith.constant 2 : i32
  %same = arith.cmpi eq, %n2, %two : i32
  %flag = arith.extui %same : i1 to i32
  check.expect_true(%flag) : i32
  return
}

// Through a pointer passed to a function: base <- base + [10, 20, 30],
// read back directly and through the pointer.
util.func private @add_through(%p: !util.ptr<tensor<3xi32>>, %x: tensor<3xi32>) {
  %v = util.global.load.indirect %p : !util.ptr<tensor<3xi32>> -> tensor<3xi32>
  %w = stablehlo.add %v, %x : tensor<3xi32>
  util.global.store.indirect %w, %p : tensor<3xi32> -> !util.ptr<tensor<3xi32>>
  util.return
}

util.global private @weights = dense<[5, 6, 7]> : tensor<3xi32>

func.func @indirect() {
  %p = util.global.address @base : !util.ptr<tensor<3xi32>>
  %x = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  util.call @add_through(%p, %x) : (!util.ptr<tensor<3xi32>>, tensor<3xi32>) -> ()
  %direct = util.global.load @base : tensor<3xi32>
  check.expect_eq_const(%direct, dense<[11, 22, 33]> : tensor<3xi32>) : tensor<3xi32>
  %again = util.global.load.indirect %p : !util.ptr<tensor<3xi32>> -> tensor<3xi32>
  check.expect_eq_const(%again, dense<[11, 22, 33]> : tensor<3xi32>) : tensor<3xi32>
  %q = util.global.address immutable @weights : !util.ptr<tensor<3xi32>>
  %w = util.global.load.indirect immutable %q : !util.ptr<tensor<3xi32>> -> tensor<3xi32>
  check.expect_eq_const(%w, dense<[5, 6, 7]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// Every byte 0x01: 0x01010101 = 16843009; 258 % 256 = 2: 0x0202 = 514 in
// i16; -1 as a byte is 0xFF: -1 in i8; f32 0x01010101 is
// 2^-125 * (1 + 0x010101 / 2^23) = 2.3694278e-38, checked by its bits.
util.global private @ones = #util.byte_pattern<1> : tensor<2xi32>
util.global private @twos = #util.byte_pattern<258> : tensor<2xi16>
util.global private @all_set = #util.byte_pattern<-1> : tensor<3xi8>
util.global private @tiny = #util.byte_pattern<1> : tensor<2xf32>

func.func @byte_patterns() {
  %a = util.global.load @ones : tensor<2xi32>
  check.expect_eq_const(%a, dense<16843009> : tensor<2xi32>) : tensor<2xi32>
  %b = util.global.load @twos : tensor<2xi16>
  check.expect_eq_const(%b, dense<514> : tensor<2xi16>) : tensor<2xi16>
  %c = util.global.load @all_set : tensor<3xi8>
  check.expect_eq_const(%c, dense<-1> : tensor<3xi8>) : tensor<3xi8>
  %d = util.global.load @tiny : tensor<2xf32>
  check.expect_almost_eq_const(%d, dense<2.3694278e-38> : tensor<2xf32>) : tensor<2xf32>
  %bits = stablehlo.bitcast_convert %d : (tensor<2xf32>) -> tensor<2xi32>
  check.expect_eq_const(%bits, dense<16843009> : tensor<2xi32>) : tensor<2xi32>
  return
}

// A public util.func without arguments is a test function too.
util.func public @public_util_func() {
  %d = util.global.load @doubled : tensor<3xi32>
  %o = util.call @opaque(%d) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%o, dense<[2, 4, 6]> : tensor<3xi32>) : tensor<3xi32>
  util.return
}

util.func private @opaque(%x: tensor<3xi32>) -> tensor<3xi32> attributes {inlining_policy = #util.inline.never} {
  util.return %x : tensor<3xi32>
}

// The folder sees through none of it: the indirect load of a constant
// global stays, as do the calls.
// FOLD-LABEL: func.func @indirect
// FOLD: util.global.address @base
// FOLD: util.call @add_through
// FOLD: util.global.load.indirect immutable
// INLINE-LABEL: func.func @util_calls
// INLINE-NOT: util.call @sum_and_count
// INLINE: util.call @opaque_scalar
// INLINE-LABEL: util.func public @public_util_func
// INLINE: util.call @opaque
