// Check ops (check.expect_*) and the JAX spelling
// stablehlo.custom_call @check.expect_eq run inside the regions of while, if,
// case, sort and map, every time the region runs. Passing checks are silent;
// a failing check inside a region is reported at its own location.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path -verify-diagnostics %s

// while: checks in cond and in body, on loop-carried and outside values.
func.func @checks_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %twice = %zero) : tensor<i32>, tensor<i32>
  cond {
    %d = stablehlo.add %i, %i : tensor<i32>
    check.expect_eq %d, %twice : tensor<i32>
    stablehlo.custom_call @check.expect_eq(%d, %twice) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    check.expect_eq_const %three, dense<3> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    %t2 = stablehlo.add %i2, %i2 : tensor<i32>
    %m = stablehlo.multiply %i2, %one : tensor<i32>
    stablehlo.custom_call @check.expect_eq(%m, %i2) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    stablehlo.return %i2, %t2 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %r#1, dense<6> : tensor<i32>
  func.return
}

// -----

// if: checks in the branch that runs.
func.func @checks_in_if() {
  %x = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.if"(%pred) ({
    %y = stablehlo.add %x, %x : tensor<2xf32>
    check.expect_eq_const %y, dense<[3.0, 5.0]> : tensor<2xf32>
    check.expect_almost_eq_const %y, dense<[3.00001, 4.99999]> : tensor<2xf32>
    %two = stablehlo.constant dense<2.0> : tensor<2xf32>
    %z = stablehlo.multiply %x, %two : tensor<2xf32>
    stablehlo.custom_call @check.expect_eq(%y, %z) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    stablehlo.return %y : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[3.0, 5.0]> : tensor<2xf32>
  func.return
}

// -----

// case: checks in the branch that runs.
func.func @checks_in_case() {
  %index = stablehlo.constant dense<1> : tensor<i32>
  %x = stablehlo.constant dense<7> : tensor<i64>
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %x : tensor<i64>
  }, {
    %y = stablehlo.negate %x : tensor<i64>
    check.expect_eq_const %y, dense<-7> : tensor<i64>
    %z = stablehlo.subtract %y, %x : tensor<i64>
    %w = stablehlo.multiply %y, %x : tensor<i64>
    %zz = stablehlo.constant dense<-14> : tensor<i64>
    stablehlo.custom_call @check.expect_eq(%z, %zz) {has_side_effect = true} : (tensor<i64>, tensor<i64>) -> ()
    stablehlo.return %w : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  check.expect_eq_const %r, dense<-49> : tensor<i64>
  func.return
}

// -----

// sort: checks in the comparator, on every call: a < b is the same as b > a.
func.func @checks_in_sort() {
  %x = stablehlo.constant dense<[3.0, 1.0, 2.0, 0.5]> : tensor<4xf32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %q = stablehlo.compare GT, %b, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    check.expect_eq %p, %q : tensor<i1>
    stablehlo.custom_call @check.expect_eq(%p, %q) {has_side_effect = true} : (tensor<i1>, tensor<i1>) -> ()
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %r, dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  func.return
}

// -----

// map: checks in the computation, for every element: x + x = 2 * x.
func.func @checks_in_map() {
  %x = stablehlo.constant dense<[[1, -2], [30, 4]]> : tensor<2x2xi32>
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<i32>):
    %two = stablehlo.constant dense<2> : tensor<i32>
    %s = stablehlo.add %a, %a : tensor<i32>
    %m = stablehlo.multiply %a, %two : tensor<i32>
    check.expect_eq %s, %m : tensor<i32>
    stablehlo.custom_call @check.expect_eq(%s, %m) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[2, -4], [60, 8]]> : tensor<2x2xi32>
  func.return
}

// -----

// Nested regions: a check inside an if inside a loop body.
func.func @checks_in_nested_regions() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %five = stablehlo.constant dense<5> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %five, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %lt = stablehlo.compare LT, %i, %five, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %i2 = "stablehlo.if"(%lt) ({
      %n = stablehlo.add %i, %one : tensor<i32>
      %m = stablehlo.subtract %n, %one : tensor<i32>
      stablehlo.custom_call @check.expect_eq(%m, %i) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
      stablehlo.return %n : tensor<i32>
    }, {
      stablehlo.return %i : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    stablehlo.return %i2 : tensor<i32>
  }
  check.expect_eq_const %r, dense<5> : tensor<i32>
  func.return
}

// -----

// A failing check in a loop body (one iteration) is reported at the check.
func.func @failing_check_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    // expected-error @+1 {{expect_eq failed}}
    check.expect_eq_const %i, dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2 : tensor<i32>
  }
  func.return
}

// -----

// A failing custom_call check in the cond region (which runs twice here: one
// iteration, then the exit test).
func.func @failing_custom_call_check_in_while_cond() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
  cond {
    // expected-error @+1 {{expect_eq failed}}
    stablehlo.custom_call @check.expect_eq(%one, %zero) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    %c = stablehlo.compare LT, %i, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2 : tensor<i32>
  }
  func.return
}

// -----

// A failing check in the branch of an if that runs.
func.func @failing_check_in_if() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %pred = stablehlo.constant dense<false> : tensor<i1>
  "stablehlo.if"(%pred) ({
    stablehlo.return
  }, {
    // expected-error @+1 {{expect_eq failed}}
    check.expect_eq_const %x, dense<[1, 3]> : tensor<2xi32>
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}

// -----

// A failing custom_call check in the branch of a case that runs.
func.func @failing_custom_call_check_in_case() {
  %index = stablehlo.constant dense<0> : tensor<i32>
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<2.0> : tensor<f32>
  "stablehlo.case"(%index) ({
    // expected-error @+1 {{expect_eq failed}}
    stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<f32>, tensor<f32>) -> ()
    stablehlo.return
  }, {
    stablehlo.return
  }) : (tensor<i32>) -> ()
  func.return
}

// -----

// A failing check in a sort comparator (3 elements, so it is called).
func.func @failing_check_in_sort() {
  %x = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi32>
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %ten = stablehlo.constant dense<10> : tensor<i32>
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    // expected-error @+1 {{expect_eq failed}}
    stablehlo.custom_call @check.expect_eq(%a, %ten) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<3xi32>) -> tensor<3xi32>
  func.return
}

// -----

// A failing check in a map computation over a rank-0 tensor (one call).
func.func @failing_check_in_map() {
  %x = stablehlo.constant dense<4> : tensor<i64>
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<i64>):
    // expected-error @+1 {{expect_eq failed}}
    check.expect_eq_const %a, dense<5> : tensor<i64>
    stablehlo.return %a : tensor<i64>
  }) {dimensions = array<i64>} : (tensor<i64>) -> tensor<i64>
  func.return
}
