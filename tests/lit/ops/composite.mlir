// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A composite runs its decomposition on its inputs; the attributes and the
// version do not change the result.
func.func @main() {
  %a = stablehlo.constant dense<1.5> : tensor<f32>
  %b = stablehlo.constant dense<2.25> : tensor<f32>
  %r = stablehlo.composite "my.add" %a, %b {composite_attributes = {k = 1 : i64}, decomposition = @my_add_impl, version = 1 : i32} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %r, dense<3.75> : tensor<f32>
  func.return
}

func.func private @my_add_impl(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}

// -----

// The generic form of the example of the specification (a string attribute),
// with a non-commutative decomposition: the inputs are passed in order.
func.func @main() {
  %input0 = stablehlo.constant dense<10.0> : tensor<f32>
  %input1 = stablehlo.constant dense<4.0> : tensor<f32>
  %results = "stablehlo.composite"(%input0, %input1) {
    name = "my_namespace.my_op",
    composite_attributes = {
      my_attribute = "my_value"
    },
    decomposition = @my_op,
    version = 1 : i32
  } : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %results, dense<6.0> : tensor<f32>
  func.return
}

func.func private @my_op(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %d = stablehlo.subtract %x, %y : tensor<f32>
  func.return %d : tensor<f32>
}

// -----

// Several results of different types; no composite_attributes and the default
// version. The decomposition calls another function.
func.func @main() {
  %x = stablehlo.constant dense<[1, -2, 3]> : tensor<3xi32>
  %r:2 = stablehlo.composite "my.abs_and_sign" %x {decomposition = @abs_and_sign} : (tensor<3xi32>) -> (tensor<3xi32>, tensor<3xf32>)
  check.expect_eq_const %r#0, dense<[1, 2, 3]> : tensor<3xi32>
  check.expect_eq_const %r#1, dense<[1.0, -1.0, 1.0]> : tensor<3xf32>
  func.return
}

func.func private @abs_and_sign(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xf32>) {
  %a = stablehlo.abs %x : tensor<3xi32>
  %s = func.call @sign_as_float(%x) : (tensor<3xi32>) -> tensor<3xf32>
  func.return %a, %s : tensor<3xi32>, tensor<3xf32>
}

func.func private @sign_as_float(%x: tensor<3xi32>) -> tensor<3xf32> {
  %s = stablehlo.sign %x : tensor<3xi32>
  %f = stablehlo.convert %s : (tensor<3xi32>) -> tensor<3xf32>
  func.return %f : tensor<3xf32>
}

// -----

// Composites may nest: the decomposition of one holds another.
func.func @main() {
  %x = stablehlo.constant dense<3> : tensor<i64>
  %r = stablehlo.composite "my.square_plus_one" %x {decomposition = @square_plus_one, version = 2 : i32} : (tensor<i64>) -> tensor<i64>
  check.expect_eq_const %r, dense<10> : tensor<i64>
  func.return
}

func.func private @square_plus_one(%x: tensor<i64>) -> tensor<i64> {
  %sq = stablehlo.composite "my.square" %x {decomposition = @square} : (tensor<i64>) -> tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.add %sq, %one : tensor<i64>
  func.return %r : tensor<i64>
}

func.func private @square(%x: tensor<i64>) -> tensor<i64> {
  %r = stablehlo.multiply %x, %x : tensor<i64>
  func.return %r : tensor<i64>
}

// -----

// A composite without inputs, and one whose decomposition has control flow.
func.func @main() {
  %c = stablehlo.composite "my.const" {decomposition = @const} : () -> tensor<2xi32>
  check.expect_eq_const %c, dense<[7, 8]> : tensor<2xi32>
  %n = stablehlo.constant dense<5> : tensor<i32>
  %t = stablehlo.composite "my.triangle" %n {decomposition = @triangle} : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %t, dense<15> : tensor<i32>
  func.return
}

func.func private @const() -> tensor<2xi32> {
  %c = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  func.return %c : tensor<2xi32>
}

// 1 + 2 + ... + n.
func.func private @triangle(%n: tensor<i32>) -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:2 = stablehlo.while(%i = %n, %acc = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare GT, %i, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %acc2 = stablehlo.add %acc, %i : tensor<i32>
    %i2 = stablehlo.subtract %i, %one : tensor<i32>
    stablehlo.return %i2, %acc2 : tensor<i32>, tensor<i32>
  }
  func.return %r#1 : tensor<i32>
}

// -----

// A composite's regions (StableHLO 1.14.0) model an op's bodies for the
// consumers that know it; the spec says they are ignored when the
// decomposition runs: here the region would double its input, the
// decomposition adds 1.
func.func @main() {
  %a = stablehlo.constant dense<[1.0, -2.5]> : tensor<2xf32>
  %r = "stablehlo.composite"(%a) ({
  ^bb0(%x: tensor<2xf32>):
    %d = stablehlo.add %x, %x : tensor<2xf32>
    stablehlo.return %d : tensor<2xf32>
  }) {name = "my.inc", decomposition = @my_inc_impl, version = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[2.0, -1.5]> : tensor<2xf32>
  func.return
}

func.func private @my_inc_impl(%x: tensor<2xf32>) -> tensor<2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %s = stablehlo.add %x, %one : tensor<2xf32>
  func.return %s : tensor<2xf32>
}
