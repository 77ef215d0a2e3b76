// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// RUN: interpreter-translate --interpret -split-input-file %s | FileCheck %s

// create_token (deprecated; the specification lists it among the ops that
// existing ops express, here after_all with no inputs) produces a token, in
// the pretty and the generic form; a function may return it next to tensors,
// and the tensors are unaffected.
// CHECK:      !stablehlo.token
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT:   [3, 4]
// CHECK-NEXT: }
// CHECK-NEXT: !stablehlo.token
func.func @main() -> (!stablehlo.token, tensor<2xi32>, !stablehlo.token) {
  %t0 = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %t1 = "stablehlo.create_token"() : () -> !stablehlo.token
  check.expect_eq_const %x, dense<[3, 4]> : tensor<2xi32>
  func.return %t0, %x, %t1 : !stablehlo.token, tensor<2xi32>, !stablehlo.token
}

// -----

// A token made in a callee comes back to the caller, which may use it as an
// operand of after_all together with a token of its own.
// CHECK:      !stablehlo.token
// CHECK-NEXT: tensor<f32> {2.500000e+00}
func.func @main() -> (!stablehlo.token, tensor<f32>) {
  %t0 = func.call @make() : () -> !stablehlo.token
  %t1 = stablehlo.create_token : !stablehlo.token
  %t2 = stablehlo.after_all %t0, %t1 : !stablehlo.token
  %x = stablehlo.constant dense<2.5> : tensor<f32>
  func.return %t2, %x : !stablehlo.token, tensor<f32>
}

func.func private @make() -> !stablehlo.token {
  %t = stablehlo.create_token : !stablehlo.token
  func.return %t : !stablehlo.token
}

// -----

// create_token inside regions: a fresh token in every iteration of a while
// body, carried out of the loop, and one in a branch of if.
// CHECK:      !stablehlo.token
// CHECK-NEXT: tensor<i32> {3}
// CHECK-NEXT: !stablehlo.token
func.func @main() -> (!stablehlo.token, tensor<i32>, !stablehlo.token) {
  %t = stablehlo.create_token : !stablehlo.token
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %w:2 = stablehlo.while(%tok = %t, %i = %zero) : !stablehlo.token, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %fresh = stablehlo.create_token : !stablehlo.token
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %fresh, %i2 : !stablehlo.token, tensor<i32>
  }
  check.expect_eq_const %w#1, dense<3> : tensor<i32>
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %w#0 : !stablehlo.token
  }, {
    %u = stablehlo.create_token : !stablehlo.token
    stablehlo.return %u : !stablehlo.token
  }) : (tensor<i1>) -> !stablehlo.token
  func.return %w#0, %w#1, %r : !stablehlo.token, tensor<i32>, !stablehlo.token
}
