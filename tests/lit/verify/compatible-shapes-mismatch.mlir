// A static result dimension that an operand contradicts at run time (the
// verifier accepts a dynamic operand dimension against it) is an error at
// the op, not a result cut to the declared size; abs (unary) and add
// (binary) alike, on both evaluation paths.
// RUN: not interpreter-translate --interpret '--args=[dense<[-1.0, 2.0, -3.0, 4.0]> : tensor<4xf32>]' %s 2>&1 | FileCheck %s
// RUN: not interpreter-translate --interpret --interpreter-element-path '--args=[dense<[-1.0, 2.0, -3.0, 4.0]> : tensor<4xf32>]' %s 2>&1 | FileCheck %s
// RUN: interpreter-translate --interpret '--args=[dense<[-1.0, 2.0, -3.0]> : tensor<3xf32>]' %s | FileCheck %s --check-prefix=OK

// CHECK: compatible-shapes-mismatch.mlir:[[@LINE+7]]:8: error: operand #0 has shape [4] at run time, which the result type 'tensor<3xf32>' does not allow
// OK:      tensor<3xf32> {
// OK-NEXT:   [-2.000000e+00, 4.000000e+00, -6.000000e+00]
// OK-NEXT: }
// OK-NEXT: tensor<3xf32> {
// OK-NEXT:   [1.000000e+00, 2.000000e+00, 3.000000e+00]
func.func @main(%a: tensor<?xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = stablehlo.add %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<3xf32>
  %1 = stablehlo.abs %a : (tensor<?xf32>) -> tensor<3xf32>
  func.return %0, %1 : tensor<3xf32>, tensor<3xf32>
}
