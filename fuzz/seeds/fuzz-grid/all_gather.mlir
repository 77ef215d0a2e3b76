func.func @p0(%x: tensor<2x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
func.func @p1(%x: tensor<2x2xf32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
