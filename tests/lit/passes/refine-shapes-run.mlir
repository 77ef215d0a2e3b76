// A program with dynamic shapes, specialised by --stablehlo-refine-arguments
// and --stablehlo-refine-shapes and then run: the results are those of the
// spec's ops on the given arguments (by hand).
// RUN: interpreter-opt '--stablehlo-refine-arguments=types=tensor<2x3xf32>' --stablehlo-refine-shapes %s > %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: interpreter-translate --interpret '--args=[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>]' %t.mlir | FileCheck %s

// IR-LABEL: func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<i32>)
// IR-NOT:   shape_refinement_operand_wrapper
// IR-NOT:   get_dimension_size
// IR-NOT:   ?x

// transpose, then its rows summed with itself; the flattened input scaled
// by its row count (2); rows * cols.
// CHECK:      tensor<3x2xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [2.000000e+00, 8.000000e+00],
// CHECK-NEXT:     [4.000000e+00, 1.000000e+01],
// CHECK-NEXT:     [6.000000e+00, 1.200000e+01]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<6xf32> {
// CHECK-NEXT:   [2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01, 1.200000e+01]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<i32> {6}
func.func @main(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<i32>) {
  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %twice = stablehlo.add %t, %t : tensor<?x?xf32>
  %rows = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  %cols = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
  %n = stablehlo.multiply %rows, %cols : tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %flat = stablehlo.dynamic_reshape %x, %n1 : (tensor<?x?xf32>, tensor<1xi32>) -> tensor<?xf32>
  %rf = stablehlo.convert %rows : (tensor<i32>) -> tensor<f32>
  %scale = stablehlo.dynamic_broadcast_in_dim %rf, %n1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
  %scaled = stablehlo.multiply %flat, %scale : tensor<?xf32>
  return %twice, %scaled, %n : tensor<?x?xf32>, tensor<?xf32>, tensor<i32>
}
