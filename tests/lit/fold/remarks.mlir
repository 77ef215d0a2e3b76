// An op that cannot fold stays in place with a remark saying why; ops with
// effects never fold and say nothing.
// RUN: interpreter-opt --interpreter-fold="max-elements=4 max-iterations=10" -split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="max-elements=4 max-iterations=10 element-path=true" -split-input-file -verify-diagnostics %s | FileCheck %s

// Integer division by zero is a run-time error: the op stays.
// CHECK-LABEL: func.func @divide_by_zero
func.func @divide_by_zero() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  // CHECK: stablehlo.divide
  // expected-remark @+1 {{not folded: integer division by zero at index [1]}}
  %r = stablehlo.divide %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// A result larger than max-elements stays.
// CHECK-LABEL: func.func @too_large
func.func @too_large() -> tensor<2x3xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  // CHECK: stablehlo.broadcast_in_dim
  // expected-remark @+1 {{not folded: a result of 6 elements exceeds the folding limit of 4 (max-elements)}}
  %r = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A while loop that runs past max-iterations stays.
// CHECK-LABEL: func.func @endless
func.func @endless() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: while loop exceeds 10 iterations}}
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }
  return %r : tensor<i32>
}

// -----

// A loop whose body runs exactly max-iterations (10) times folds, on the
// compiled scalar path and on the Element path alike: i counts 0..10.
// CHECK-LABEL: func.func @exactly_the_limit
func.func @exactly_the_limit() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  // CHECK-NOT: stablehlo.while
  // CHECK: stablehlo.constant dense<10> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }
  return %r : tensor<i32>
}

// -----

// One more iteration than the limit: the loop stays.
// CHECK-LABEL: func.func @one_past_the_limit
func.func @one_past_the_limit() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %eleven = stablehlo.constant dense<11> : tensor<i32>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: while loop exceeds 10 iterations}}
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %eleven, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }
  return %r : tensor<i32>
}

// -----

// An error inside a region is the reason its op stays; the failing op
// inside stays too, with its own remark.
// CHECK-LABEL: func.func @error_in_region
func.func @error_in_region() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  // CHECK: stablehlo.if
  // expected-remark @+1 {{not folded: integer remainder by zero at index []}}
  %r = "stablehlo.if"(%pred) ({
    // expected-remark @+1 {{not folded: integer remainder by zero at index []}}
    %q = stablehlo.remainder %zero, %zero : tensor<i32>
    stablehlo.return %q : tensor<i32>
  }, {
    stablehlo.return %zero : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %r : tensor<i32>
}

// -----

// Checks, print, custom_call and optimization_barrier have effects: they
// never fold, and their operands stay constants.
// CHECK-LABEL: func.func @effects
func.func @effects() -> tensor<i32> {
  %a = stablehlo.constant dense<3> : tensor<i32>
  // CHECK: check.expect_eq_const
  check.expect_eq_const %a, dense<3> : tensor<i32>
  // CHECK: interpreter.print
  interpreter.print %a : tensor<i32>
  // CHECK: stablehlo.custom_call @check.expect_eq
  stablehlo.custom_call @check.expect_eq(%a, %a) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
  // CHECK: stablehlo.optimization_barrier
  %b = stablehlo.optimization_barrier %a : tensor<i32>
  return %b : tensor<i32>
}

// -----

// The process grid's ops and the feeds declare effects in their ODS
// (MemoryEffects): they never fold, even with constant operands.
// CHECK-LABEL: func.func @grid_effects
func.func @grid_effects() -> (tensor<ui32>, tensor<ui32>, tensor<2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK: stablehlo.replica_id
  %r = stablehlo.replica_id : tensor<ui32>
  // CHECK: stablehlo.partition_id
  %p = stablehlo.partition_id : tensor<ui32>
  // CHECK: stablehlo.all_reduce
  %s = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %z = stablehlo.add %x, %y : tensor<i32>
      stablehlo.return %z : tensor<i32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  // CHECK: stablehlo.collective_permute
  %c = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  return %r, %p, %s, %c : tensor<ui32>, tensor<ui32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// A while loop whose body prints never folds.
// CHECK-LABEL: func.func @effect_in_region
func.func @effect_in_region() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.while
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %f = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %f : tensor<i1>
    } do {
      interpreter.print %i : tensor<i32>
      stablehlo.return %i : tensor<i32>
    }
  return %r : tensor<i32>
}

// -----

// Folding the padding would let dynamic_conv's verifier see it (C25): [2, 0]
// gives 6 windows where the result holds 5, a run-time error of the program
// (tests/lit/tool/dynamic-conv-padding.mlir). The add stays, so the module
// still verifies.
// CHECK-LABEL: func.func @constant_would_break_the_user
func.func @constant_would_break_the_user(%lhs: tensor<1x5x1xf32>) -> tensor<1x5x1xf32> {
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %zero = stablehlo.constant dense<0> : tensor<1x2xi64>
  %p = stablehlo.constant dense<[[2, 0]]> : tensor<1x2xi64>
  // CHECK: stablehlo.add
  // expected-remark @+1 {{not folded: its constant result would make 'stablehlo.dynamic_conv' fail verification}}
  %padding = stablehlo.add %p, %zero : tensor<1x2xi64>
  // CHECK: stablehlo.dynamic_conv
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x5x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x5x1xf32>
  return %r : tensor<1x5x1xf32>
}

// -----

// compare_type SIGNED on f32 (C3) verifies, as upstream's verifier accepts
// it, but does not evaluate: it stays.
// CHECK-LABEL: func.func @compare_type_breaks_c3
func.func @compare_type_breaks_c3() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: stablehlo.compare
  // expected-remark @+1 {{not folded: compare_type SIGNED does not apply to element type 'f32' (C3)}}
  %0 = stablehlo.compare GT, %a, %a, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
