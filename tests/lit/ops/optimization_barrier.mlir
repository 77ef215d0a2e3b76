// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The barrier is the identity on every operand, whatever its type.
func.func @optimization_barrier_identity() {
  %a = stablehlo.constant dense<-3> : tensor<i32>
  %b = stablehlo.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf32>
  %r:2 = stablehlo.optimization_barrier %a, %b : tensor<i32>, tensor<2x2xf32>
  check.expect_eq_const %r#0, dense<-3> : tensor<i32>
  check.expect_eq_const %r#1, dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf32>
  func.return
}

// -----

// The generic form of the example of the specification.
func.func @optimization_barrier_spec_example() {
  %operand0 = stablehlo.constant dense<0.0> : tensor<f32>
  %operand1 = stablehlo.constant dense<1.0> : tensor<f32>
  %result0, %result1 = "stablehlo.optimization_barrier"(%operand0, %operand1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  check.expect_eq_const %result0, dense<0.0> : tensor<f32>
  check.expect_eq_const %result1, dense<1.0> : tensor<f32>
  func.return
}

// -----

// Values cross bit for bit: NaN payloads, -0.0, infinities, unsigned maxima,
// booleans, complex numbers.
func.func @optimization_barrier_bits() {
  %f = stablehlo.constant dense<[0x7FC00001, -0.0, 0xFF800000]> : tensor<3xf32>
  %u = stablehlo.constant dense<[0, 65535]> : tensor<2xui16>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %c = stablehlo.constant dense<[(1.0, -2.0)]> : tensor<1xcomplex<f64>>
  %r:4 = stablehlo.optimization_barrier %f, %u, %p, %c : tensor<3xf32>, tensor<2xui16>, tensor<2xi1>, tensor<1xcomplex<f64>>
  check.expect_eq_const %r#0, dense<[0x7FC00001, -0.0, 0xFF800000]> : tensor<3xf32>
  check.expect_eq_const %r#1, dense<[0, 65535]> : tensor<2xui16>
  check.expect_eq_const %r#2, dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %r#3, dense<[(1.0, -2.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Tokens may cross the barrier next to tensors; a single operand works too.
func.func @optimization_barrier_token() {
  %t = stablehlo.create_token : !stablehlo.token
  %x = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi64>
  %r:2 = stablehlo.optimization_barrier %t, %x : !stablehlo.token, tensor<3xi64>
  %t2 = stablehlo.after_all %r#0 : !stablehlo.token
  check.expect_eq_const %r#1, dense<[5, 6, 7]> : tensor<3xi64>
  %y = stablehlo.optimization_barrier %x : tensor<3xi64>
  check.expect_eq_const %y, dense<[5, 6, 7]> : tensor<3xi64>
  func.return
}

// -----

// A barrier with no operands.
func.func @optimization_barrier_no_operands() {
  "stablehlo.optimization_barrier"() : () -> ()
  func.return
}

// -----

// The results are usable like the operands: a barrier between two steps of a
// computation does not change it.
func.func @optimization_barrier_between_ops() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %b = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf64>
  %s = stablehlo.add %a, %b : tensor<2xf64>
  %r:2 = stablehlo.optimization_barrier %s, %a : tensor<2xf64>, tensor<2xf64>
  %m = stablehlo.multiply %r#0, %r#1 : tensor<2xf64>
  check.expect_eq_const %m, dense<[4.0, 12.0]> : tensor<2xf64>
  func.return
}
