// A small program: softplus(x) = log(1 + exp(x)) computed two ways, checked
// against values worked out by hand, and its results printed.
//
//   interpreter-translate --interpret testdata/example.mlir

func.func @main() -> (tensor<4xf32>, tensor<4xi1>) {
  %x = stablehlo.constant dense<[-2.0, 0.0, 1.0, 3.0]> : tensor<4xf32>
  %e = stablehlo.exponential %x : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %sum = stablehlo.add %e, %one : tensor<4xf32>
  %softplus = stablehlo.log %sum : tensor<4xf32>
  %other = stablehlo.log_plus_one %e : tensor<4xf32>
  // log(1 + e^-2) = 0.126928, log 2 = 0.693147, log(1 + e) = 1.313262,
  // log(1 + e^3) = 3.048587.
  check.expect_almost_eq_const %softplus, dense<[0.126928, 0.693147, 1.313262, 3.048587]> : tensor<4xf32>
  check.expect_almost_eq %softplus, %other : tensor<4xf32>
  %positive = stablehlo.compare GT, %softplus, %x, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %positive, dense<true> : tensor<4xi1>
  func.return %softplus, %positive : tensor<4xf32>, tensor<4xi1>
}
