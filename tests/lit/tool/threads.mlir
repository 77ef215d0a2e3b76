// RUN: interpreter-translate --interpret --interpreter-threads=3 %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-threads=1 %s | FileCheck %s

// --interpreter-threads splits elementwise maps and dot_general rows into
// fixed chunks; the results are those of one thread. 2^17 elements are
// enough for the map to be split.

// CHECK: tensor<3xf32> {
// CHECK-NEXT: [0.000000e+00, 6.553500e+04, 1.310700e+05]
// CHECK: tensor<2xi32> {
// CHECK-NEXT: [131072, 131072]
func.func @main() -> (tensor<3xf32>, tensor<2xi32>) {
  %i = stablehlo.iota dim = 0 : tensor<131072xf32>
  %h = stablehlo.constant dense<0.5> : tensor<131072xf32>
  %m = stablehlo.multiply %i, %h : tensor<131072xf32>
  %a = stablehlo.add %m, %m : tensor<131072xf32>
  %s = stablehlo.slice %a [0:131072:65535] : (tensor<131072xf32>) -> tensor<3xf32>
  %one = stablehlo.constant dense<1> : tensor<2x131072xi32>
  %col = stablehlo.constant dense<1> : tensor<131072xi32>
  %d = stablehlo.dot_general %one, %col, contracting_dims = [1] x [0] : (tensor<2x131072xi32>, tensor<131072xi32>) -> tensor<2xi32>
  func.return %s, %d : tensor<3xf32>, tensor<2xi32>
}
