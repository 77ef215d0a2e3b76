// Verifier errors of the deprecated stablehlo.unary_einsum: einsum_config
// must be "operand->result" with one letter per dimension and result letters
// taken from the operand.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// The config names two operands, unary_einsum takes one.
func.func @unary_einsum_two_operand_specs(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// The operand spec has more letters than the operand has dimensions.
func.func @unary_einsum_operand_rank(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "abc->a"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// A result letter names no operand dimension.
func.func @unary_einsum_unknown_result_letter(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->c"} : (tensor<2x3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// A result letter appears twice.
func.func @unary_einsum_repeated_result_letter(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->aa"} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// The result sizes are those of the letters: "ab->ba" of 2x3 is 3x2.
func.func @unary_einsum_result_shape(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->ba"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// The result rank is the number of result letters.
func.func @unary_einsum_result_rank(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'stablehlo.unary_einsum' op}}
  %0 = "stablehlo.unary_einsum"(%a) {einsum_config = "ab->a"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}
