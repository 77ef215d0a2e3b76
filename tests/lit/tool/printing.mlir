// Results print nested per dimension, or as dense attributes.
// RUN: interpreter-translate --interpret -split-input-file %s | FileCheck %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-print-dense %s | FileCheck %s --check-prefix=DENSE

// CHECK:      tensor<2x3xi8> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [1, 2, 3],
// CHECK-NEXT:     [-4, -5, -6]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<ui16> {65535}
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT:   [true, false]
// CHECK-NEXT: }
// Complex elements print as [re, im] pairs, as upstream's --interpret does.
// CHECK-NEXT: tensor<2xcomplex<f32>> {
// CHECK-NEXT{LITERAL}:   [[1.000000e+00, -2.000000e+00], [0.000000e+00, 5.000000e-01]]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<complex<f64>> {[-1.500000e+00, 0x7FF8000000000000]}
// CHECK-NEXT: tensor<0x3xf32> {
// CHECK-NEXT:   []
// CHECK-NEXT: }
// DENSE:      dense<{{\[\[}}1, 2, 3], [-4, -5, -6]]> : tensor<2x3xi8>
// DENSE-NEXT: dense<65535> : tensor<ui16>
// DENSE-NEXT: dense<[true, false]> : tensor<2xi1>
// DENSE-NEXT: dense<[(1.000000e+00,-2.000000e+00), (0.000000e+00,5.000000e-01)]> : tensor<2xcomplex<f32>>
// DENSE-NEXT: dense<(-1.500000e+00,0x7FF8000000000000)> : tensor<complex<f64>>
// DENSE-NEXT: dense<> : tensor<0x3xf32>
func.func @main() -> (tensor<2x3xi8>, tensor<ui16>, tensor<2xi1>, tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<0x3xf32>) {
  %0 = stablehlo.constant dense<[[1, 2, 3], [-4, -5, -6]]> : tensor<2x3xi8>
  %1 = stablehlo.constant dense<65535> : tensor<ui16>
  %2 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %3 = stablehlo.constant dense<[(1.0, -2.0), (0.0, 0.5)]> : tensor<2xcomplex<f32>>
  %5 = stablehlo.constant dense<(-1.5, 0x7FF8000000000000)> : tensor<complex<f64>>
  %4 = stablehlo.constant dense<> : tensor<0x3xf32>
  func.return %0, %1, %2, %3, %5, %4 : tensor<2x3xi8>, tensor<ui16>, tensor<2xi1>, tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<0x3xf32>
}

// -----

// interpreter.print shows the operand's name and value as the program runs.
// CHECK:      %0 = tensor<3xi32> {
// CHECK-NEXT:   [0, 1, 2]
// CHECK-NEXT: }
// DENSE: %0 = dense<[0, 1, 2]> : tensor<3xi32>
func.func @main() {
  %0 = stablehlo.iota dim = 0 : tensor<3xi32>
  interpreter.print %0 : tensor<3xi32>
  func.return
}
