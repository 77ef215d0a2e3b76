

// Generic syntax.
func.func @power_generic_form() {
  %lhs = stablehlo.constant dense<[-2.0, -0.0, 5.0, 3.0]> : tensor<4xf64>
  %rhs = stablehlo.constant dense<[1.0, 2.0, 2.0, -1.0]> : tensor<4xf64>
  %result = "stablehlo.power"(%lhs, %rhs) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  check.expect_almost_eq_const %result, dense<[4.0, 0.0, 25.0, 0.3333333333]> : tensor<4xf64>
  func.return
}
