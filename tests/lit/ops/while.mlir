// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Pretty form: a counter and an accumulator; %n and %step are defined outside
// and used inside cond and body. Five iterations: i = 5, acc = 5 * 1.5.
func.func @while_pretty_counter() {
  %init_i = stablehlo.constant dense<0> : tensor<i64>
  %init_acc = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<5> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %step = stablehlo.constant dense<1.5> : tensor<f32>
  %r:2 = stablehlo.while(%i = %init_i, %acc = %init_acc) : tensor<i64>, tensor<f32>
  cond {
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i2 = stablehlo.add %i, %one : tensor<i64>
    %acc2 = stablehlo.add %acc, %step : tensor<f32>
    stablehlo.return %i2, %acc2 : tensor<i64>, tensor<f32>
  }
  check.expect_eq_const %r#0, dense<5> : tensor<i64>
  check.expect_eq_const %r#1, dense<7.5> : tensor<f32>
  func.return
}

// -----

// The example of the specification, in the generic form. The loop runs nine
// times (i = 1 .. 9), so the sum is 9; the example's comment says 10, which
// does not follow from its own program and the semantics of while.
func.func @while_spec_example() {
  %init_i = stablehlo.constant dense<1> : tensor<i64>
  %init_sum = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %results0, %results1 = "stablehlo.while"(%init_i, %init_sum) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %cond = "stablehlo.compare"(%arg0, %ten) {
        comparison_direction = #stablehlo<comparison_direction LT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %cond : tensor<i1>
    }, {
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %new_sum = stablehlo.add %arg1, %one : tensor<i64>
      %new_i = stablehlo.add %arg0, %one : tensor<i64>
      stablehlo.return %new_i, %new_sum : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_eq_const %results0, dense<10> : tensor<i64>
  check.expect_eq_const %results1, dense<9> : tensor<i64>
  func.return
}

// -----

// Zero iterations: cond is false at once, so the results are the operands and
// the body (whose check would fail) never runs.
func.func @while_zero_iterations() {
  %init = stablehlo.constant dense<10> : tensor<i32>
  %vec = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %limit = stablehlo.constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %init, %v = %vec) : tensor<i32>, tensor<2xf32>
  cond {
    %c = stablehlo.compare LT, %i, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    check.expect_eq_const %i, dense<-1> : tensor<i32>
    %i2 = stablehlo.add %i, %i : tensor<i32>
    %v2 = stablehlo.add %v, %v : tensor<2xf32>
    stablehlo.return %i2, %v2 : tensor<i32>, tensor<2xf32>
  }
  check.expect_eq_const %r#0, dense<10> : tensor<i32>
  check.expect_eq_const %r#1, dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}

// -----

// A single operand in the generic form, with no outside values: double until
// the value reaches 100 (1, 2, 4, ..., 128).
func.func @while_generic_single_operand() {
  %init = stablehlo.constant dense<1> : tensor<i64>
  %r = "stablehlo.while"(%init) ({
  ^bb0(%x: tensor<i64>):
    %hundred = stablehlo.constant dense<100> : tensor<i64>
    %c = stablehlo.compare LT, %x, %hundred, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i64>):
    %y = stablehlo.add %x, %x : tensor<i64>
    stablehlo.return %y : tensor<i64>
  }) : (tensor<i64>) -> tensor<i64>
  check.expect_eq_const %r, dense<128> : tensor<i64>
  func.return
}

// -----

// Non-scalar state: a vector doubled 7 times next to a counter.
func.func @while_tensor_state() {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c7 = stablehlo.constant dense<7> : tensor<i32>
  %v0 = stablehlo.constant dense<[[1, 2], [3, -4]]> : tensor<2x2xi32>
  %r:2 = stablehlo.while(%i = %c0, %v = %v0) : tensor<i32>, tensor<2x2xi32>
  cond {
    %c = stablehlo.compare LT, %i, %c7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    %v2 = stablehlo.add %v, %v : tensor<2x2xi32>
    stablehlo.return %i2, %v2 : tensor<i32>, tensor<2x2xi32>
  }
  check.expect_eq_const %r#0, dense<7> : tensor<i32>
  check.expect_eq_const %r#1, dense<[[128, 256], [384, -512]]> : tensor<2x2xi32>
  func.return
}

// -----

// The body permutes its state: (a, b) -> (b, a + b) ten times from (0, 1)
// gives (fib(10), fib(11)) = (55, 89).
func.func @while_fibonacci() {
  %a0 = stablehlo.constant dense<0> : tensor<i64>
  %b0 = stablehlo.constant dense<1> : tensor<i64>
  %k0 = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %r:3 = stablehlo.while(%a = %a0, %b = %b0, %k = %k0) : tensor<i64>, tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %k, %ten, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %sum = stablehlo.add %a, %b : tensor<i64>
    %k2 = stablehlo.add %k, %one : tensor<i64>
    stablehlo.return %b, %sum, %k2 : tensor<i64>, tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %r#0, dense<55> : tensor<i64>
  check.expect_eq_const %r#1, dense<89> : tensor<i64>
  check.expect_eq_const %r#2, dense<10> : tensor<i64>
  func.return
}

// -----

// A loop whose trip count depends on the data: Collatz steps from 6
// (6 3 10 5 16 8 4 2 1: 8 steps), with select in the body.
func.func @while_collatz() {
  %n0 = stablehlo.constant dense<6> : tensor<i32>
  %s0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%n = %n0, %steps = %s0) : tensor<i32>, tensor<i32>
  cond {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %c = stablehlo.compare NE, %n, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %two = stablehlo.constant dense<2> : tensor<i32>
    %three = stablehlo.constant dense<3> : tensor<i32>
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %rem = stablehlo.remainder %n, %two : tensor<i32>
    %even = stablehlo.compare EQ, %rem, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %half = stablehlo.divide %n, %two : tensor<i32>
    %triple = stablehlo.multiply %n, %three : tensor<i32>
    %odd_next = stablehlo.add %triple, %one : tensor<i32>
    %next = stablehlo.select %even, %half, %odd_next : tensor<i1>, tensor<i32>
    %steps2 = stablehlo.add %steps, %one : tensor<i32>
    stablehlo.return %next, %steps2 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %r#0, dense<1> : tensor<i32>
  check.expect_eq_const %r#1, dense<8> : tensor<i32>
  func.return
}

// -----

// Nested loops: 3 outer iterations of 4 inner ones; the inner loop reads the
// outer loop's state.
func.func @while_nested() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %count = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %inner:2 = stablehlo.while(%j = %zero, %acc = %count) : tensor<i32>, tensor<i32>
    cond {
      %c = stablehlo.compare LT, %j, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %j2 = stablehlo.add %j, %one : tensor<i32>
      %acc2 = stablehlo.add %acc, %i : tensor<i32>
      %acc3 = stablehlo.add %acc2, %one : tensor<i32>
      stablehlo.return %j2, %acc3 : tensor<i32>, tensor<i32>
    }
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %inner#1 : tensor<i32>, tensor<i32>
  }
  // sum over i in 0..2 of 4 * (i + 1) = 4 + 8 + 12.
  check.expect_eq_const %r#0, dense<3> : tensor<i32>
  check.expect_eq_const %r#1, dense<24> : tensor<i32>
  func.return
}

// -----

// A token travels through the loop next to a tensor.
func.func @while_token_operand() {
  %token = stablehlo.create_token : !stablehlo.token
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%t = %token, %i = %c0) : !stablehlo.token, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %t2 = stablehlo.after_all %t : !stablehlo.token
    %i2 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %t2, %i2 : !stablehlo.token, tensor<i32>
  }
  check.expect_eq_const %r#1, dense<3> : tensor<i32>
  func.return
}
