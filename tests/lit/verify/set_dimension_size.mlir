// Verifier errors of stablehlo.set_dimension_size: dimension is a dimension
// of the operand, size is a tensor<i32>, and the result has the element type,
// rank and other dimension sizes of the operand.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// 0 <= dimension < rank(operand): too large.
func.func @set_dimension_size_dimension_too_large(%x: tensor<4xf32>, %s: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 1 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// 0 <= dimension < rank(operand): negative.
func.func @set_dimension_size_dimension_negative(%x: tensor<4xf32>, %s: tensor<i32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = -1 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// size is a tensor<i32>, not tensor<i64>.
func.func @set_dimension_size_size_i64(%x: tensor<4xf32>, %s: tensor<i64>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 0 : i64} : (tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// size is 0-dimensional.
func.func @set_dimension_size_size_rank1(%x: tensor<4xf32>, %s: tensor<1xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 0 : i64} : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// The result element type is that of the operand.
func.func @set_dimension_size_result_element_type(%x: tensor<4xf32>, %s: tensor<i32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 0 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

// The result rank is that of the operand.
func.func @set_dimension_size_result_rank(%x: tensor<4xf32>, %s: tensor<i32>) -> tensor<4x1xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 0 : i64} : (tensor<4xf32>, tensor<i32>) -> tensor<4x1xf32>
  func.return %0 : tensor<4x1xf32>
}

// -----

// Dimensions other than `dimension` keep their size.
func.func @set_dimension_size_other_dimension(%x: tensor<4x3xf32>, %s: tensor<i32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'stablehlo.set_dimension_size' op}}
  %0 = "stablehlo.set_dimension_size"(%x, %s) {dimension = 0 : i64} : (tensor<4x3xf32>, tensor<i32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}
