// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// after_all of two tokens from create_token; the tensors computed around the
// tokens are unaffected.
func.func @after_all_two_tokens() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %t0 = stablehlo.create_token : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<2xi32>
  %t1 = stablehlo.create_token : !stablehlo.token
  %t = stablehlo.after_all %t0, %t1 : !stablehlo.token
  check.expect_eq_const %y, dense<[2, 4]> : tensor<2xi32>
  func.return
}

// -----

// after_all with no inputs, with one, and with three (one of them repeated);
// tokens chain.
func.func @after_all_arities() {
  %t0 = stablehlo.after_all : !stablehlo.token
  %t1 = stablehlo.after_all %t0 : !stablehlo.token
  %t2 = stablehlo.after_all %t0, %t1, %t1 : !stablehlo.token
  %t3 = stablehlo.after_all %t2 : !stablehlo.token
  func.return
}

// -----

// The generic form of the example of the specification.
func.func @after_all_spec_example() {
  %input0 = "stablehlo.create_token"() : () -> !stablehlo.token
  %input1 = "stablehlo.create_token"() : () -> !stablehlo.token
  %result = "stablehlo.after_all"(%input0, %input1) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
  func.return
}

// -----

// Tokens pass through functions: a callee takes a token and returns a new one
// next to a tensor.
func.func @main() {
  %t0 = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<2.5> : tensor<f32>
  %r:2 = func.call @step(%t0, %x) : (!stablehlo.token, tensor<f32>) -> (!stablehlo.token, tensor<f32>)
  %t2 = stablehlo.after_all %r#0, %t0 : !stablehlo.token
  check.expect_eq_const %r#1, dense<5.0> : tensor<f32>
  func.return
}

func.func private @step(%t: !stablehlo.token, %x: tensor<f32>) -> (!stablehlo.token, tensor<f32>) {
  %t1 = stablehlo.after_all %t : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<f32>
  func.return %t1, %y : !stablehlo.token, tensor<f32>
}
