// Elementwise ops accept operand and result types that differ only where one
// side has a dynamic dimension, as upstream's verifiers do (shape refinement
// narrows one value at a time); element type, rank, encoding and the static
// sizes of each dimension must still agree (MLIR's elementwise check words
// the shape errors, ours the element type).
// RUN: interpreter-opt -split-input-file -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @mixed
// CHECK: stablehlo.add %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
func.func @mixed(%a: tensor<2x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %a, %b : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

func.func @static_sizes_differ(%a: tensor<3xf32>, %b: tensor<?xf32>) {
  // expected-error @+1 {{'stablehlo.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %b : (tensor<3xf32>, tensor<?xf32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @ranks_differ(%a: tensor<3xf32>, %b: tensor<?x?xf32>) {
  // expected-error @+1 {{'stablehlo.add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @element_types_differ(%a: tensor<3xf32>) {
  // expected-error @+1 {{'stablehlo.add' op requires the same type for all operands and results}}
  %0 = stablehlo.add %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<?xf64>
  func.return
}

// -----

// Operands with different static sizes where the result is dynamic.
func.func @operand_sizes_differ(%a: tensor<3xi32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.and' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.and %a, %b : (tensor<3xi32>, tensor<4xi32>) -> tensor<?xi32>
  func.return
}
