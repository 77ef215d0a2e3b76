// Runtime errors are diagnostics: -verify-diagnostics can match them.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() {
  %0 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %1 = stablehlo.constant dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>
  // expected-error @+1 {{integer division by zero at index [1, 0]}}
  %2 = stablehlo.divide %0, %1 : tensor<2x2xi64>
  func.return
}

// -----

func.func @main() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{expect_eq failed: 1 of 2 element(s) differ; first at index [1]: actual 2, expected 5}}
  check.expect_eq_const %0, dense<[1, 5]> : tensor<2xi32>
  func.return
}

// -----

func.func @callee(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{integer remainder by zero}}
  %0 = stablehlo.remainder %arg0, %arg0 : tensor<i32>
  func.return %0 : tensor<i32>
}

func.func @main() {
  %0 = stablehlo.constant dense<0> : tensor<i32>
  %1 = func.call @callee(%0) : (tensor<i32>) -> tensor<i32>
  func.return
}
