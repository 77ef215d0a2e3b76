// Verifier errors of the deprecated stablehlo.broadcast, whose result type is
// element_type(operand) with shape broadcast_sizes ++ shape(operand).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// The element type of the result is that of the operand.
func.func @broadcast_element_type(%x: tensor<3xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// The new dimensions come first, not last.
func.func @broadcast_sizes_appended(%x: tensor<3xi32>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<3x2xi32>
  func.return %0 : tensor<3x2xi32>
}

// -----

// The result rank is size(broadcast_sizes) + rank(operand).
func.func @broadcast_rank(%x: tensor<3xi32>) -> tensor<2x3x1xi32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<2x3x1xi32>
  func.return %0 : tensor<2x3x1xi32>
}

// -----

// The new dimension has the given size.
func.func @broadcast_new_size(%x: tensor<3xi32>) -> tensor<4x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: 2>} : (tensor<3xi32>) -> tensor<4x3xi32>
  func.return %0 : tensor<4x3xi32>
}

// -----

// Operand dimensions are kept, size-1 ones are not expanded.
func.func @broadcast_operand_dims_kept(%x: tensor<1x3xi32>) -> tensor<2x2x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: 2>} : (tensor<1x3xi32>) -> tensor<2x2x3xi32>
  func.return %0 : tensor<2x2x3xi32>
}

// -----

// Sizes are non-negative.
func.func @broadcast_negative_size(%x: tensor<3xi32>) -> tensor<?x3xi32> {
  // expected-error @+1 {{'stablehlo.broadcast' op}}
  %0 = "stablehlo.broadcast"(%x) {broadcast_sizes = array<i64: -1>} : (tensor<3xi32>) -> tensor<?x3xi32>
  func.return %0 : tensor<?x3xi32>
}
