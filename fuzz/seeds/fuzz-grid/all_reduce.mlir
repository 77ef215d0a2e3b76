func.func @p0(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
func.func @p1(%x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
