// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// func.call with several results of different types.
func.func @main() {
  %a = stablehlo.constant dense<7> : tensor<i32>
  %r:3 = func.call @split(%a) : (tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<2xf32>)
  check.expect_eq_const %r#0, dense<14> : tensor<i32>
  check.expect_eq_const %r#1, dense<-7> : tensor<i32>
  check.expect_eq_const %r#2, dense<[7.0, 7.0]> : tensor<2xf32>
  func.return
}

func.func private @split(%x: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<2xf32>) {
  %d = stablehlo.add %x, %x : tensor<i32>
  %n = stablehlo.negate %x : tensor<i32>
  %f = stablehlo.convert %x : (tensor<i32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
  func.return %d, %n, %b : tensor<i32>, tensor<i32>, tensor<2xf32>
}

// -----

// Arguments are passed in order (a non-commutative callee), and the same
// function is called twice with different arguments.
func.func @main() {
  %a = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %ab = func.call @sub(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %ba = func.call @sub(%b, %a) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %ab, dense<[9, 18]> : tensor<2xi64>
  check.expect_eq_const %ba, dense<[-9, -18]> : tensor<2xi64>
  func.return
}

func.func private @sub(%x: tensor<2xi64>, %y: tensor<2xi64>) -> tensor<2xi64> {
  %d = stablehlo.subtract %x, %y : tensor<2xi64>
  func.return %d : tensor<2xi64>
}

// -----

// Nested calls: @main -> @outer -> @middle -> @inner, results passed back up
// through every level; the short spelling `call` works too.
func.func @main() {
  %x = stablehlo.constant dense<2.0> : tensor<f64>
  %r:2 = call @outer(%x) : (tensor<f64>) -> (tensor<f64>, tensor<f64>)
  // outer: (middle(x) + 1, x); middle: inner(x) * 3; inner: x * x.
  check.expect_eq_const %r#0, dense<13.0> : tensor<f64>
  check.expect_eq_const %r#1, dense<2.0> : tensor<f64>
  func.return
}

func.func private @outer(%x: tensor<f64>) -> (tensor<f64>, tensor<f64>) {
  %m = func.call @middle(%x) : (tensor<f64>) -> tensor<f64>
  %one = stablehlo.constant dense<1.0> : tensor<f64>
  %s = stablehlo.add %m, %one : tensor<f64>
  func.return %s, %x : tensor<f64>, tensor<f64>
}

func.func private @middle(%x: tensor<f64>) -> tensor<f64> {
  %i = func.call @inner(%x) : (tensor<f64>) -> tensor<f64>
  %three = stablehlo.constant dense<3.0> : tensor<f64>
  %p = stablehlo.multiply %i, %three : tensor<f64>
  func.return %p : tensor<f64>
}

func.func private @inner(%x: tensor<f64>) -> tensor<f64> {
  %p = stablehlo.multiply %x, %x : tensor<f64>
  func.return %p : tensor<f64>
}

// -----

// Calls without arguments or results (a callee run for its check), and a
// callee that swaps its arguments.
func.func @main() {
  func.call @check_constant() : () -> ()
  %a = stablehlo.constant dense<1> : tensor<ui8>
  %b = stablehlo.constant dense<2> : tensor<ui8>
  %r:2 = func.call @swap(%a, %b) : (tensor<ui8>, tensor<ui8>) -> (tensor<ui8>, tensor<ui8>)
  check.expect_eq_const %r#0, dense<2> : tensor<ui8>
  check.expect_eq_const %r#1, dense<1> : tensor<ui8>
  func.return
}

func.func private @check_constant() {
  %c = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %c, dense<[true, false]> : tensor<2xi1>
  func.return
}

func.func private @swap(%x: tensor<ui8>, %y: tensor<ui8>) -> (tensor<ui8>, tensor<ui8>) {
  func.return %y, %x : tensor<ui8>, tensor<ui8>
}

// -----

// Calls from inside regions: a loop body calls a function on every iteration.
func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %sq = func.call @square(%i) : (tensor<i32>) -> tensor<i32>
    %acc2 = stablehlo.add %acc, %sq : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %acc2 : tensor<i32>, tensor<i32>
  }
  // 0 + 1 + 4 + 9.
  check.expect_eq_const %r#1, dense<14> : tensor<i32>
  func.return
}

func.func private @square(%x: tensor<i32>) -> tensor<i32> {
  %p = stablehlo.multiply %x, %x : tensor<i32>
  func.return %p : tensor<i32>
}

// -----

// A public callee defined before @main, as in exported modules.
module @jit_f {
  func.func public @helper(%x: tensor<3xf32>) -> tensor<3xf32> {
    %e = stablehlo.exponential %x : tensor<3xf32>
    func.return %e : tensor<3xf32>
  }
  func.func public @main() {
    %x = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
    %e = func.call @helper(%x) : (tensor<3xf32>) -> tensor<3xf32>
    check.expect_almost_eq_const %e, dense<[1.0, 2.71828183, 0.36787944]> : tensor<3xf32>
    func.return
  }
}
