

// A failing check in a loop body (one iteration) is reported at the check.
func.func @failing_check_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %one, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    // expected-error @+1 {{expect_eq failed}}rn %i2 : tensor<i32>
  }
  func.return
}

