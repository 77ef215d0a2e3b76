// An elementwise op whose types differ only in dynamic dimensions runs on
// the arguments' shapes (tests/lit/verify/compatible-shapes.mlir); a static
// result dimension the operands contradict at run time is an error.
// RUN: interpreter-translate --interpret '--args=[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>]' %s | FileCheck %s
// RUN: not interpreter-translate --interpret '--args=[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[10.0, 20.0], [40.0, 50.0]]> : tensor<2x2xf32>]' %s 2>&1 | FileCheck %s --check-prefix=MISMATCH

// The result prints with the shape it has at run time, as upstream's does.
// CHECK:      tensor<2x3xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [1.100000e+01, 2.200000e+01, 3.300000e+01],
// CHECK-NEXT:     [4.400000e+01, 5.500000e+01, 6.600000e+01]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// MISMATCH: error:
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %a, %b : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}
