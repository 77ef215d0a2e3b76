// 64 processes (64 replicas), each with 65536 f32 of its own (replica id + 1,
// made inside the process): an all_reduce (sum) and an all_gather over all
// of them. Each returns element 65535 of the sum (1 + 2 + ... + 64 = 2080)
// and the last element of the gathered tensor (process 63's value, 64).
func.func @proc() -> (tensor<1xf32>, tensor<1xf32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %f = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %v = stablehlo.add %f, %one : tensor<f32>
  %x = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<65536xf32>
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]]> : tensor<1x64xi64>} : (tensor<65536xf32>) -> tensor<65536xf32>
  %all = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]]> : tensor<1x64xi64>} : (tensor<65536xf32>) -> tensor<4194304xf32>
  %s1 = stablehlo.slice %sum [65535:65536] : (tensor<65536xf32>) -> tensor<1xf32>
  %g1 = stablehlo.slice %all [4194303:4194304] : (tensor<4194304xf32>) -> tensor<1xf32>
  return %s1, %g1 : tensor<1xf32>, tensor<1xf32>
}
func.func @main() {
  %r:128 = "interpreter.run_parallel"() {
    programs = [[@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc]]
  } : () -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>)
  check.expect_eq_const %r#0, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#1, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#2, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#3, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#4, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#5, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#6, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#7, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#8, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#9, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#10, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#11, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#12, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#13, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#14, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#15, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#16, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#17, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#18, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#19, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#20, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#21, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#22, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#23, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#24, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#25, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#26, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#27, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#28, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#29, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#30, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#31, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#32, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#33, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#34, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#35, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#36, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#37, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#38, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#39, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#40, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#41, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#42, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#43, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#44, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#45, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#46, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#47, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#48, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#49, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#50, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#51, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#52, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#53, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#54, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#55, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#56, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#57, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#58, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#59, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#60, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#61, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#62, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#63, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#64, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#65, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#66, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#67, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#68, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#69, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#70, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#71, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#72, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#73, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#74, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#75, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#76, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#77, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#78, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#79, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#80, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#81, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#82, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#83, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#84, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#85, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#86, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#87, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#88, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#89, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#90, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#91, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#92, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#93, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#94, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#95, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#96, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#97, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#98, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#99, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#100, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#101, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#102, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#103, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#104, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#105, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#106, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#107, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#108, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#109, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#110, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#111, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#112, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#113, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#114, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#115, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#116, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#117, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#118, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#119, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#120, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#121, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#122, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#123, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#124, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#125, dense<[64.0]> : tensor<1xf32>
  check.expect_eq_const %r#126, dense<[2080.0]> : tensor<1xf32>
  check.expect_eq_const %r#127, dense<[64.0]> : tensor<1xf32>
  func.return
}
