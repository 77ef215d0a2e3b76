// Values of enclosing blocks seen from regions (while, nested while,
// reduce bodies run per element, a called function), block arguments
// returned in another order, and values used again after a loop: the
// eval loop's slots and scopes. Expected values by hand.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// 3 outer iterations x 2 inner iterations, each adding %k = 5: 30. %k and
// %two live in the function's block; the inner loop reads them two levels
// up.
func.func @nested_while_reads_outer_values() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %k = stablehlo.constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %inner:2 = stablehlo.while(%j = %zero, %a = %acc) : tensor<i32>, tensor<i32>
        cond {
          %c = stablehlo.compare LT, %j, %two, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %c : tensor<i1>
        } do {
          %j1 = stablehlo.add %j, %one : tensor<i32>
          %a1 = stablehlo.add %a, %k : tensor<i32>
          stablehlo.return %j1, %a1 : tensor<i32>, tensor<i32>
        }
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %inner#1 : tensor<i32>, tensor<i32>
    }
  check.expect_eq_const %r#0, dense<3> : tensor<i32>
  check.expect_eq_const %r#1, dense<30> : tensor<i32>
  // %k is still alive after the loop.
  %k2 = stablehlo.add %k, %k : tensor<i32>
  check.expect_eq_const %k2, dense<10> : tensor<i32>
  func.return
}

// -----

// The body returns its arguments swapped and adds nothing: after 3
// iterations (1, 2) became (2, 1).
func.func @while_returns_arguments_swapped() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %a0 = stablehlo.constant dense<[1, 1]> : tensor<2xi32>
  %b0 = stablehlo.constant dense<[2, 2]> : tensor<2xi32>
  %r:3 = stablehlo.while(%i = %zero, %a = %a0, %b = %b0) : tensor<i32>, tensor<2xi32>, tensor<2xi32>
    cond {
      %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %b, %a : tensor<i32>, tensor<2xi32>, tensor<2xi32>
    }
  check.expect_eq_const %r#1, dense<[2, 2]> : tensor<2xi32>
  check.expect_eq_const %r#2, dense<[1, 1]> : tensor<2xi32>
  // The loop's inputs are unchanged.
  check.expect_eq_const %a0, dense<[1, 1]> : tensor<2xi32>
  func.return
}

// -----

// A reduce body that is not a single known op runs through the eval loop per
// element and reads a bias from the function's block: with bias 0 the sum
// is 1 + 2 + 3 + 4 = 10; with bias 1 each of the 4 steps adds 1 more: 14.
func.func @reduce_body_reads_outer_value() {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %bias0 = stablehlo.constant dense<0> : tensor<i32>
  %bias1 = stablehlo.constant dense<1> : tensor<i32>
  %s = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %t = stablehlo.add %a, %b : tensor<i32>
      %u = stablehlo.add %t, %bias0 : tensor<i32>
      stablehlo.return %u : tensor<i32>
    }
  check.expect_eq_const %s, dense<10> : tensor<i32>
  %s1 = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %t = stablehlo.add %a, %b : tensor<i32>
      %u = stablehlo.add %t, %bias1 : tensor<i32>
      stablehlo.return %u : tensor<i32>
    }
  check.expect_eq_const %s1, dense<14> : tensor<i32>
  func.return
}

// -----

// A function called in a loop body (of @main) gets a scope of its own: 4
// calls of @twice_plus(i) = 2 i + 1 for i = 0..3 sum to 1 + 3 + 5 + 7 = 16.
func.func private @twice_plus(%v: tensor<i32>) -> tensor<i32> {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %d = stablehlo.add %v, %v : tensor<i32>
  %r = stablehlo.add %d, %one : tensor<i32>
  func.return %r : tensor<i32>
}

func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %v = func.call @twice_plus(%i) : (tensor<i32>) -> tensor<i32>
      %acc1 = stablehlo.add %acc, %v : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %i1, %acc1 : tensor<i32>, tensor<i32>
    }
  check.expect_eq_const %r#1, dense<16> : tensor<i32>
  func.return
}
