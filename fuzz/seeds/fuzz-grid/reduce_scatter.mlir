func.func @p0(%x: tensor<4xf64>) -> tensor<2xf64> {
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
func.func @p1(%x: tensor<4xf64>) -> tensor<2xf64> {
  %0 = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %s = stablehlo.add %a, %b : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
