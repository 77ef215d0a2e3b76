// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The example of the specification: elementwise product of two inputs.
func.func @map_spec_example() {
  %input0 = stablehlo.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
  %input1 = stablehlo.constant dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>
  %result = "stablehlo.map"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = stablehlo.multiply %arg0, %arg1 : tensor<i64>
      stablehlo.return %0 : tensor<i64>
  }) {
    dimensions = array<i64: 0, 1>
  } : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %result, dense<[[0, 5], [12, 21]]> : tensor<2x2xi64>
  func.return
}

// -----

// One input; the computation has its own constants: x * x + 1.
func.func @map_unary() {
  %x = stablehlo.constant dense<[-2.0, 0.5, 3.0]> : tensor<3xf32>
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %sq = stablehlo.multiply %a, %a : tensor<f32>
    %s = stablehlo.add %sq, %one : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[5.0, 1.25, 10.0]> : tensor<3xf32>
  func.return
}

// -----

// Three inputs, in order: x * y - z (subtraction shows the argument order).
func.func @map_three_inputs() {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %y = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %z = stablehlo.constant dense<[5, 6, 7, 8]> : tensor<4xi32>
  %r = "stablehlo.map"(%x, %y, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
    %p = stablehlo.multiply %a, %b : tensor<i32>
    %d = stablehlo.subtract %p, %c : tensor<i32>
    stablehlo.return %d : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[5, 34, 83, 152]> : tensor<4xi32>
  func.return
}

// -----

// The result element type may differ from the inputs': a comparison gives i1.
func.func @map_result_type_differs() {
  %x = stablehlo.constant dense<[[1, 5], [7, 2]]> : tensor<2x2xi32>
  %y = stablehlo.constant dense<[[3, 3], [7, 9]]> : tensor<2x2xi32>
  %r = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  check.expect_eq_const %r, dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  func.return
}

// -----

// Inputs of different element types: select(p, x, y) per element.
func.func @map_mixed_input_types() {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %y = stablehlo.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf64>
  %r = "stablehlo.map"(%p, %x, %y) ({
  ^bb0(%a: tensor<i1>, %b: tensor<f64>, %c: tensor<f64>):
    %s = stablehlo.select %a, %b, %c : tensor<i1>, tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_eq_const %r, dense<[1.0, -2.0, 3.0]> : tensor<3xf64>
  func.return
}

// -----

// Rank 0 (empty dimensions) and rank 3.
func.func @map_rank_0_and_3() {
  %s = stablehlo.constant dense<7> : tensor<i16>
  %r0 = "stablehlo.map"(%s) ({
  ^bb0(%a: tensor<i16>):
    %n = stablehlo.negate %a : tensor<i16>
    stablehlo.return %n : tensor<i16>
  }) {dimensions = array<i64>} : (tensor<i16>) -> tensor<i16>
  check.expect_eq_const %r0, dense<-7> : tensor<i16>
  %t = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi16>
  %r3 = "stablehlo.map"(%t, %t) ({
  ^bb0(%a: tensor<i16>, %b: tensor<i16>):
    %m = stablehlo.multiply %a, %b : tensor<i16>
    stablehlo.return %m : tensor<i16>
  }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2x2xi16>, tensor<2x2x2xi16>) -> tensor<2x2x2xi16>
  check.expect_eq_const %r3, dense<[[[1, 4], [9, 16]], [[25, 36], [49, 64]]]> : tensor<2x2x2xi16>
  func.return
}

// -----

// A computation with control flow inside: a loop that computes x! per element.
func.func @map_with_loop() {
  %x = stablehlo.constant dense<[0, 1, 4, 5]> : tensor<4xi64>
  %r = "stablehlo.map"(%x) ({
  ^bb0(%n: tensor<i64>):
    %one = stablehlo.constant dense<1> : tensor<i64>
    %f:2 = stablehlo.while(%k = %n, %acc = %one) : tensor<i64>, tensor<i64>
    cond {
      %c = stablehlo.compare GT, %k, %one, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %acc2 = stablehlo.multiply %acc, %k : tensor<i64>
      %k2 = stablehlo.subtract %k, %one : tensor<i64>
      stablehlo.return %k2, %acc2 : tensor<i64>, tensor<i64>
    }
    stablehlo.return %f#1 : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<4xi64>) -> tensor<4xi64>
  check.expect_eq_const %r, dense<[1, 1, 24, 120]> : tensor<4xi64>
  func.return
}
