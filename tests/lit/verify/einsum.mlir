// Verifier errors of the deprecated stablehlo.einsum: einsum_config must be
// "lhs,rhs->result" with one letter per dimension of each tensor, letters
// naming dimensions of one size, and result letters taken from the operands.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// The config names one operand, einsum takes two.
func.func @einsum_one_operand_spec(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab->ab"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// The config names three operands.
func.func @einsum_three_operand_specs(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "a,a,a->a"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// The lhs spec has more letters than the lhs has dimensions.
func.func @einsum_lhs_rank(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "abc,cd->ad"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// The rhs spec has fewer letters than the rhs has dimensions.
func.func @einsum_rhs_rank(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,b->a"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// A result letter names no operand dimension.
func.func @einsum_unknown_result_letter(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ad"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// A result letter appears twice.
func.func @einsum_repeated_result_letter(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->aa"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// One letter names dimensions of different sizes (3 and 4).
func.func @einsum_letter_size_mismatch(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<4x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// The result rank is the number of result letters.
func.func @einsum_result_rank(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// The result sizes are those of the letters.
func.func @einsum_result_shape(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'stablehlo.einsum' op}}
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
  func.return %0 : tensor<3x3xf32>
}
