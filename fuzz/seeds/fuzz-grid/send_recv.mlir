func.func @p0(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
    is_host_transfer = false} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0 : !stablehlo.token
}
func.func @p1(%t: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %0:2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>,
    is_host_transfer = false} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  return %0#0, %0#1 : tensor<2xi64>, !stablehlo.token
}
