// --stablehlo-refine-arguments=types=...: the entry function takes the given
// types; each changed argument reaches its old uses through the operand
// wrapper, which --stablehlo-refine-shapes removes.
// RUN: interpreter-opt --split-input-file '--stablehlo-refine-arguments=types=tensor<4xf32>,tensor<i32>,tensor<2x3xi64>' %s | FileCheck %s
// RUN: interpreter-opt --split-input-file '--stablehlo-refine-arguments=types=tensor<4xf32>,tensor<i32>,tensor<2x3xi64>' --stablehlo-refine-shapes %s | FileCheck %s --check-prefix=SHAPES
// RUN: interpreter-opt '--stablehlo-refine-arguments=types=tensor<4xf32>,tensor<i32>,tensor<2x3xi64>' --stablehlo-refine-shapes %s --split-input-file | interpreter-translate --interpret --split-input-file '--args=[dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>, dense<7> : tensor<i32>, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>]' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<2x3xi64>) -> (tensor<?xf32>, tensor<i32>, tensor<?x3xi64>)
// CHECK-NEXT:    %[[S0:.*]] = stablehlo.constant dense<4> : tensor<1xi64>
// CHECK-NEXT:    %[[W0:.*]] = stablehlo.custom_call @stablehlo.shape_refinement_operand_wrapper(%arg0, %[[S0]]) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<4xf32>, tensor<1xi64>) -> tensor<?xf32>
// CHECK-NEXT:    %[[S2:.*]] = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT:    %[[W2:.*]] = stablehlo.custom_call @stablehlo.shape_refinement_operand_wrapper(%arg2, %[[S2]]) {indices_of_shape_operands = dense<1> : tensor<1xi64>} : (tensor<2x3xi64>, tensor<2xi64>) -> tensor<?x3xi64>
// CHECK-NEXT:    %[[A:.*]] = stablehlo.add %[[W0]], %[[W0]] : tensor<?xf32>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %[[W2]] : tensor<?x3xi64>
// CHECK-NEXT:    return %[[A]], %arg1, %[[N]]

// SHAPES-LABEL: func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<i32>, %arg2: tensor<2x3xi64>) -> (tensor<4xf32>, tensor<i32>, tensor<2x3xi64>)
// SHAPES-NEXT:    %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<4xf32>
// SHAPES-NEXT:    %[[N:.*]] = stablehlo.negate %arg2 : tensor<2x3xi64>
// SHAPES-NEXT:    return %[[A]], %arg1, %[[N]]

// EXEC:      tensor<4xf32> {
// EXEC-NEXT:   [2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00]
// EXEC-NEXT: }
// EXEC-NEXT: tensor<i32> {7}
// EXEC-NEXT: tensor<2x3xi64> {
// EXEC-NEXT:   [
// EXEC-NEXT:     [-1, -2, -3],
// EXEC-NEXT:     [-4, -5, -6]
// EXEC-NEXT:   ]
// EXEC-NEXT: }
func.func @main(%x: tensor<?xf32>, %n: tensor<i32>, %m: tensor<?x3xi64>) -> (tensor<?xf32>, tensor<i32>, tensor<?x3xi64>) {
  %a = stablehlo.add %x, %x : tensor<?xf32>
  %neg = stablehlo.negate %m : tensor<?x3xi64>
  return %a, %n, %neg : tensor<?xf32>, tensor<i32>, tensor<?x3xi64>
}
