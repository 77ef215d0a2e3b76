

// 100,000 iterations of a sine over 2^20 elements.
// CHECK-LABEL: func.func @sine_loop
func.func @sine_loop() -> tensor<1048576xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %x = stablehlo.constant dense<0.5> : tensor<1048576xf32>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: the folding work budget of 1000000000 element-operations is spent (max-work)}}
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i64>, tensor<1048576xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %i1 = stablehlo.add %i, %one : tensor<i64>
      %s = stablehlo.sine %v : tensor<1048576xf32>
      stablehlo.return %i1, %s : tensor<i64>, tensor<1048576xf32>
    }
  return %r#1 : tensor<1048576xf32>
}

