// MLIR's scf (issue 25): if, for, while, execute_region (several blocks
// too) and index_switch on index, integer and tensor values. Expected
// values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// CHECK: @if_results: ok
// CHECK: @if_without_else: ok
// CHECK: @for_sum: ok
// CHECK: @for_empty_and_uneven: ok
// CHECK: @for_near_max: ok
// CHECK: @for_unsigned: ok
// CHECK: @for_tensor_carried: ok
// CHECK: @nested_for_if: ok
// CHECK: @while_collatz: ok
// CHECK: @while_zero_trips: ok
// CHECK: @execute_region_blocks: ok
// CHECK: @index_switch: ok

func.func @if_results() {
  %t = arith.constant true
  %f = arith.constant false
  %a = scf.if %t -> (i32) {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  } else {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  %b = scf.if %f -> (i32) {
    %c = arith.constant 10 : i32
    scf.yield %c : i32
  } else {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  %all = tensor.from_elements %a, %b : tensor<2xi32>
  check.expect_eq_const(%all, dense<[10, 20]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// No else: a false condition runs nothing; a true one runs the checks.
func.func @if_without_else() {
  %f = arith.constant false
  scf.if %f {
    %zero = arith.constant 0 : i32
    check.expect_true(%zero) : i32
  }
  %t = arith.constant true
  scf.if %t {
    %x = arith.constant dense<[1, 2]> : tensor<2xi32>
    check.expect_eq_const(%x, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  }
  return
}

// 0 + 1 + ... + 9 = 45, counted in index.
func.func @for_sum() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  %t = tensor.from_elements %sum : tensor<1xindex>
  %ti = arith.index_cast %t : tensor<1xindex> to tensor<1xi64>
  check.expect_eq_const(%ti, dense<45> : tensor<1xi64>) : tensor<1xi64>
  return
}

// lower >= upper runs nothing; step 3 from 1 to 10 visits 1, 4, 7
// (sum 12, 3 trips); a negative lower bound counts up to it.
func.func @for_empty_and_uneven() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  %cm4 = arith.constant -4 : i32
  %none = scf.for %i = %c5 to %c5 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  %back = scf.for %i = %c10 to %c5 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %n = arith.addi %acc, %c1 : i32
    scf.yield %n : i32
  }
  %sum, %trips = scf.for %i = %c1 to %c10 step %c3
      iter_args(%acc = %c0, %k = %c0) -> (i32, i32) : i32 {
    %n = arith.addi %acc, %i : i32
    %m = arith.addi %k, %c1 : i32
    scf.yield %n, %m : i32, i32
  }
  // -4 + -3 + -2 + -1 = -10
  %neg = scf.for %i = %cm4 to %c0 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  %all = tensor.from_elements %none, %back, %sum, %trips, %neg : tensor<5xi32>
  check.expect_eq_const(%all, dense<[0, 0, 12, 3, -10]> : tensor<5xi32>) : tensor<5xi32>
  return
}

// i8 from 120 to 127 step 5: 120, 125; the next value (130) would wrap,
// and the loop ends instead. Last value seen: 125, trips 2.
func.func @for_near_max() {
  %lo = arith.constant 120 : i8
  %hi = arith.constant 127 : i8
  %st = arith.constant 5 : i8
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %last, %trips = scf.for %i = %lo to %hi step %st
      iter_args(%l = %z, %k = %z) -> (i8, i8) : i8 {
    %m = arith.addi %k, %one : i8
    scf.yield %i, %m : i8, i8
  }
  %all = tensor.from_elements %last, %trips : tensor<2xi8>
  check.expect_eq_const(%all, dense<[125, 2]> : tensor<2xi8>) : tensor<2xi8>
  return
}

// Unsigned comparison: i8 from 250 to 255 (-1 as signed) step 2 visits
// 250, 252, 254 (3 trips); signed, -6 to -1 step 2 visits -6, -4, -2.
func.func @for_unsigned() {
  %lo = arith.constant -6 : i8
  %hi = arith.constant -1 : i8
  %st = arith.constant 2 : i8
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %u = scf.for unsigned %i = %lo to %hi step %st iter_args(%k = %z) -> (i8) : i8 {
    %m = arith.addi %k, %one : i8
    scf.yield %m : i8
  }
  %s = scf.for %i = %lo to %hi step %st iter_args(%k = %z) -> (i8) : i8 {
    %m = arith.addi %k, %i : i8
    scf.yield %m : i8
  }
  // unsigned: 3 trips; signed: -6 + -4 + -2 = -12
  %all = tensor.from_elements %u, %s : tensor<2xi8>
  check.expect_eq_const(%all, dense<[3, -12]> : tensor<2xi8>) : tensor<2xi8>
  return
}

// A tensor carried through the loop: x <- x * 2 + 1, three times from
// [0, 1]: [1, 3], [3, 7], [7, 15].
func.func @for_tensor_carried() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x0 = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %two = stablehlo.constant dense<2.0> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %x0) -> (tensor<2xf32>) {
    %m = stablehlo.multiply %x, %two : tensor<2xf32>
    %a = stablehlo.add %m, %one : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  }
  check.expect_eq_const(%r, dense<[7.0, 15.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// Sum of the even i in [0, 6) times 10 plus the count of the odd ones:
// (0 + 2 + 4) * 10 + 3 = 63.
func.func @nested_for_if() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %c0) -> (index) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %add = scf.if %even -> (index) {
      %t = arith.muli %i, %c10 : index
      scf.yield %t : index
    } else {
      scf.yield %c1 : index
    }
    %n = arith.addi %acc, %add : index
    scf.yield %n : index
  }
  %t = tensor.from_elements %r : tensor<1xindex>
  %ti = arith.index_cast %t : tensor<1xindex> to tensor<1xi32>
  check.expect_eq_const(%ti, dense<63> : tensor<1xi32>) : tensor<1xi32>
  return
}

// Collatz from 6: 6 3 10 5 16 8 4 2 1, 8 steps.
func.func @while_collatz() {
  %n0 = arith.constant 6 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %n, %steps = scf.while (%n = %n0, %k = %z) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %n, %one : i32
    scf.condition(%go) %n, %k : i32, i32
  } do {
  ^bb0(%m: i32, %j: i32):
    %r = arith.remsi %m, %two : i32
    %odd = arith.cmpi ne, %r, %z : i32
    %next = scf.if %odd -> (i32) {
      %t = arith.muli %m, %three : i32
      %u = arith.addi %t, %one : i32
      scf.yield %u : i32
    } else {
      %h = arith.divsi %m, %two : i32
      scf.yield %h : i32
    }
    %j1 = arith.addi %j, %one : i32
    scf.yield %next, %j1 : i32, i32
  }
  %all = tensor.from_elements %n, %steps : tensor<2xi32>
  check.expect_eq_const(%all, dense<[1, 8]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// The condition is false at once: the results are what scf.condition
// forwards (here the carried value plus 100), the body never runs.
func.func @while_zero_trips() {
  %x0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %hundred = arith.constant dense<100> : tensor<2xi32>
  %r = scf.while (%x = %x0) : (tensor<2xi32>) -> tensor<2xi32> {
    %f = arith.constant false
    %y = arith.addi %x, %hundred : tensor<2xi32>
    scf.condition(%f) %y : tensor<2xi32>
  } do {
  ^bb0(%y: tensor<2xi32>):
    %zero = arith.constant 0 : i32
    check.expect_true(%zero) : i32
    scf.yield %y : tensor<2xi32>
  }
  check.expect_eq_const(%r, dense<[101, 102]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// A region of several blocks, joined by cf branches: |x| for -5 and 4.
func.func private @abs(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %zero = arith.constant 0 : i32
    %neg = arith.cmpi slt, %x, %zero : i32
    cf.cond_br %neg, ^negate, ^keep(%x : i32)
  ^negate:
    %m = arith.subi %zero, %x : i32
    cf.br ^keep(%m : i32)
  ^keep(%v: i32):
    scf.yield %v : i32
  }
  return %r : i32
}

func.func @execute_region_blocks() {
  %a = arith.constant -5 : i32
  %b = arith.constant 4 : i32
  %ra = func.call @abs(%a) : (i32) -> i32
  %rb = func.call @abs(%b) : (i32) -> i32
  %single = scf.execute_region -> i32 {
    %c = arith.constant 9 : i32
    scf.yield %c : i32
  }
  %all = tensor.from_elements %ra, %rb, %single : tensor<3xi32>
  check.expect_eq_const(%all, dense<[5, 4, 9]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func private @pick(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 20 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 50 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant -1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

func.func @index_switch() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %cm = arith.constant -2 : index
  %a = func.call @pick(%c2) : (index) -> i32
  %b = func.call @pick(%c5) : (index) -> i32
  %c = func.call @pick(%c3) : (index) -> i32
  %d = func.call @pick(%cm) : (index) -> i32
  %all = tensor.from_elements %a, %b, %c, %d : tensor<4xi32>
  check.expect_eq_const(%all, dense<[20, 50, -1, -1]> : tensor<4xi32>) : tensor<4xi32>
  return
}
