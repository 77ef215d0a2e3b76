// Verifier and parse errors of stablehlo.return, the terminator of the
// regions of stablehlo ops.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// A terminator ends its block.
func.func @return_not_last(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.return' op must be the last operation in the parent block}}
  stablehlo.return %a : tensor<2xf32>
  func.return %a : tensor<2xf32>
}

// -----

// Parse error: the pretty form lists the types after a colon.
func.func @return_no_colon(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 0 types}}
  stablehlo.return %a tensor<2xf32>
}

// -----

// Parse error: one type per operand.
func.func @return_type_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  stablehlo.return %a, %a : tensor<2xf32>
}
