// --stablehlo-complex-math-expander: sqrt, log and log_plus_one of complex
// tensors become real arithmetic on the parts; real ops stay.
// RUN: interpreter-opt --stablehlo-complex-math-expander %s | FileCheck %s

// CHECK-LABEL: func.func @expanded
// CHECK-NOT:     stablehlo.sqrt %arg0
// CHECK-DAG:     %[[X:.*]] = stablehlo.real %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK-DAG:     %[[Y:.*]] = stablehlo.imag %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK:         %[[S:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<3xcomplex<f32>>
// CHECK:         stablehlo.atan2
// CHECK:         %[[L:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<3xcomplex<f32>>
// CHECK:         stablehlo.log_plus_one
// CHECK:         %[[P:.*]] = stablehlo.complex %{{.*}}, %{{.*}} : tensor<3xcomplex<f32>>
// CHECK:         %[[R:.*]] = stablehlo.sqrt %arg1 : tensor<3xf32>
// CHECK:         return %[[S]], %[[L]], %[[P]], %[[R]]
func.func @expanded(%z: tensor<3xcomplex<f32>>, %x: tensor<3xf32>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xf32>) {
  %s = stablehlo.sqrt %z : tensor<3xcomplex<f32>>
  %l = stablehlo.log %z : tensor<3xcomplex<f32>>
  %p = stablehlo.log_plus_one %z : tensor<3xcomplex<f32>>
  %r = stablehlo.sqrt %x : tensor<3xf32>
  return %s, %l, %p, %r : tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xf32>
}

// CHECK-LABEL: func.func @untouched
// CHECK-NEXT:    stablehlo.log %arg0 : tensor<2xf64>
// CHECK-NEXT:    stablehlo.exponential %arg1 : tensor<2xcomplex<f64>>
func.func @untouched(%x: tensor<2xf64>, %z: tensor<2xcomplex<f64>>) -> (tensor<2xf64>, tensor<2xcomplex<f64>>) {
  %l = stablehlo.log %x : tensor<2xf64>
  %e = stablehlo.exponential %z : tensor<2xcomplex<f64>>
  return %l, %e : tensor<2xf64>, tensor<2xcomplex<f64>>
}
