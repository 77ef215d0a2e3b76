func.func @p0(%x: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}
func.func @p1(%x: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}
