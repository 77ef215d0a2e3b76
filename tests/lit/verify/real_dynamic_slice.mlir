// Verifier errors of stablehlo.real_dynamic_slice. The specification has no
// section for it; these are the constraints of slice that can be checked
// from the types when the bounds are run-time operands.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// slice (C1) element_type(operand) = element_type(result).
func.func @real_dynamic_slice_element_type(%x: tensor<4xi32>, %i: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %i) : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// slice (C2) size(start_indices) = size(limit_indices) = size(strides) = rank(operand):
// all three too short.
func.func @real_dynamic_slice_rank(%x: tensor<4x4xi32>, %i: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %i) : (tensor<4x4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// slice (C2): limit_indices differs from the others.
func.func @real_dynamic_slice_limit_size(%x: tensor<4x4xi32>, %i2: tensor<2xi64>, %i1: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i2, %i1, %i2) : (tensor<4x4xi32>, tensor<2xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// slice (C2): strides differs from the others.
func.func @real_dynamic_slice_strides_size(%x: tensor<4xi32>, %i1: tensor<1xi64>, %i2: tensor<2xi64>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i1, %i1, %i2) : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// slice (C5): the result has the rank of the operand.
func.func @real_dynamic_slice_result_rank(%x: tensor<4xi32>, %i: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %i) : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// The bounds are 1-dimensional integer tensors: a rank-0 start.
func.func @real_dynamic_slice_rank0_start(%x: tensor<4xi32>, %s: tensor<i64>, %i: tensor<1xi64>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %s, %i, %i) : (tensor<4xi32>, tensor<i64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// The bounds are 1-dimensional integer tensors: float strides.
func.func @real_dynamic_slice_float_strides(%x: tensor<4xi32>, %i: tensor<1xi64>, %f: tensor<1xf32>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.real_dynamic_slice' op}}
  %0 = "stablehlo.real_dynamic_slice"(%x, %i, %i, %f) : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xf32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
