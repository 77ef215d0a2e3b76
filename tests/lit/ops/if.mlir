// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The example of the specification, and the same op with a false predicate.
func.func @if_spec_example() {
  %result_true_branch = stablehlo.constant dense<10> : tensor<i32>
  %result_false_branch = stablehlo.constant dense<11> : tensor<i32>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  %result = "stablehlo.if"(%pred) ({
    "stablehlo.return"(%result_true_branch) : (tensor<i32>) -> ()
  }, {
    "stablehlo.return"(%result_false_branch) : (tensor<i32>) -> ()
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %result, dense<10> : tensor<i32>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %other = "stablehlo.if"(%false) ({
    stablehlo.return %result_true_branch : tensor<i32>
  }, {
    stablehlo.return %result_false_branch : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %other, dense<11> : tensor<i32>
  func.return
}

// -----

// Branches compute several results of different types from outside values;
// the predicate is computed at run time (3 < 4).
func.func @if_multiple_results() {
  %a = stablehlo.constant dense<3> : tensor<i32>
  %b = stablehlo.constant dense<4> : tensor<i32>
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %pred = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r:2 = "stablehlo.if"(%pred) ({
    %sum = stablehlo.add %a, %b : tensor<i32>
    %neg = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %sum, %neg : tensor<i32>, tensor<2xf32>
  }, {
    %diff = stablehlo.subtract %a, %b : tensor<i32>
    stablehlo.return %diff, %x : tensor<i32>, tensor<2xf32>
  }) : (tensor<i1>) -> (tensor<i32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<7> : tensor<i32>
  check.expect_eq_const %r#1, dense<[-1.5, 2.0]> : tensor<2xf32>
  func.return
}

// -----

// Exactly one branch runs: the other holds a check that would fail.
func.func @if_runs_one_branch() {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %r1 = "stablehlo.if"(%true) ({
    stablehlo.return %one : tensor<i32>
  }, {
    check.expect_eq_const %one, dense<2> : tensor<i32>
    stablehlo.return %one : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  %r2 = "stablehlo.if"(%false) ({
    check.expect_eq_const %one, dense<3> : tensor<i32>
    stablehlo.return %one : tensor<i32>
  }, {
    %two = stablehlo.add %one, %one : tensor<i32>
    stablehlo.return %two : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  check.expect_eq_const %r1, dense<1> : tensor<i32>
  check.expect_eq_const %r2, dense<2> : tensor<i32>
  func.return
}

// -----

// Nested ifs pick one of four values from two predicates (false, true -> 2).
func.func @if_nested() {
  %p = stablehlo.constant dense<false> : tensor<i1>
  %q = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %inner = "stablehlo.if"(%q) ({
      %c0 = stablehlo.constant dense<0> : tensor<i64>
      stablehlo.return %c0 : tensor<i64>
    }, {
      %c1 = stablehlo.constant dense<1> : tensor<i64>
      stablehlo.return %c1 : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    stablehlo.return %inner : tensor<i64>
  }, {
    %inner = "stablehlo.if"(%q) ({
      %c2 = stablehlo.constant dense<2> : tensor<i64>
      stablehlo.return %c2 : tensor<i64>
    }, {
      %c3 = stablehlo.constant dense<3> : tensor<i64>
      stablehlo.return %c3 : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    stablehlo.return %inner : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  check.expect_eq_const %r, dense<2> : tensor<i64>
  func.return
}

// -----

// An if without results, run for the effects of its branch (a check).
func.func @if_no_results() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi8>
  %pred = stablehlo.constant dense<true> : tensor<i1>
  "stablehlo.if"(%pred) ({
    check.expect_eq_const %x, dense<[1, 2]> : tensor<2xi8>
    stablehlo.return
  }, {
    check.expect_eq_const %x, dense<[0, 0]> : tensor<2xi8>
    stablehlo.return
  }) : (tensor<i1>) -> ()
  func.return
}

// -----

// Tokens may be results, next to tensors.
func.func @if_token_result() {
  %t0 = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<5.0> : tensor<f64>
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %r:2 = "stablehlo.if"(%pred) ({
    stablehlo.return %t0, %x : !stablehlo.token, tensor<f64>
  }, {
    %t1 = stablehlo.after_all %t0 : !stablehlo.token
    %y = stablehlo.multiply %x, %x : tensor<f64>
    stablehlo.return %t1, %y : !stablehlo.token, tensor<f64>
  }) : (tensor<i1>) -> (!stablehlo.token, tensor<f64>)
  check.expect_eq_const %r#1, dense<25.0> : tensor<f64>
  func.return
}

// -----

// An if inside a loop body: sum of the even numbers below 10 (0+2+4+6+8).
func.func @if_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %sum = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %rem = stablehlo.remainder %i, %two : tensor<i32>
    %even = stablehlo.compare EQ, %rem, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %sum2 = "stablehlo.if"(%even) ({
      %s = stablehlo.add %sum, %i : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }, {
      stablehlo.return %sum : tensor<i32>
    }) : (tensor<i1>) -> tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %sum2 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %r#1, dense<20> : tensor<i32>
  func.return
}
