// What the interpreter refuses among the forms upstream accepts beyond the
// spec (tests/lit/syntax/upstream-forms.mlir): each a located error, never
// a crash.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s
// RUN: not interpreter-translate --interpret --entry=iota --args='[dense<[2, 3]> : tensor<2xindex>]' %S/Inputs/dynamic-iota-index.mlir 2>&1 | FileCheck %s --check-prefix=INDEX

// INDEX: error: --args: element type index is not a StableHLO element type

// rng_bit_generator runs on states of whole 64-bit words (two for THREE_FRY,
// two or three for PHILOX); these have one.
func.func @rng_float_state() {
  %state = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  // expected-error @+1 {{PHILOX needs an initial_state of 2 or 3 64-bit words, got 64 bits in 'tensor<1x2xf32>'}}
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<1x2xf32>) -> (tensor<1x2xf32>, tensor<2x2xui32>)
  func.return
}

// -----

func.func @rng_i32_state() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 64-bit words, got 64 bits in 'tensor<2xi32>'}}
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xi32>) -> (tensor<2xi32>, tensor<2xui32>)
  func.return
}
