func.func @p0(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  %1 = "stablehlo.collective_broadcast"(%0) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
func.func @p1(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  %1 = "stablehlo.collective_broadcast"(%0) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
