// Types with `?` only promise matching shapes at run time: a mismatch is a
// located error, never a read out of bounds.
// RUN: interpreter-translate --interpret --args="[dense<[1.0, 2.0]> : tensor<2xf32>, dense<[3.0, 4.0]> : tensor<2xf32>]" %s | FileCheck %s
// RUN: not interpreter-translate --interpret --args="[dense<[1.0, 2.0]> : tensor<2xf32>, dense<[3.0, 4.0, 5.0]> : tensor<3xf32>]" %s 2>&1 | FileCheck %s --check-prefix=MISMATCH
// RUN: not interpreter-translate --interpret --entry=gather_rows --args="[dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dense<[[0, 1]]> : tensor<1x2xi32>]" %s 2>&1 | FileCheck %s --check-prefix=GATHER

// CHECK:      tensor<2xf32> {
// CHECK-NEXT:   [4.000000e+00, 6.000000e+00]
// MISMATCH: dynamic-shapes.mlir:[[@LINE+2]]:8: error: operands have different shapes at run time: 'tensor<2xf32>' and 'tensor<3xf32>'
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %b : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// The index vectors have 2 values at run time but start_index_map names one
// dimension.
// GATHER: error: index vectors have 2 values at run time, start_index_map has 1
func.func @gather_rows(%operand: tensor<2x2xi32>, %indices: tensor<1x?xi32>) -> tensor<1x2xi32> {
  %0 = "stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<2x2xi32>, tensor<1x?xi32>) -> tensor<1x2xi32>
  func.return %0 : tensor<1x2xi32>
}
