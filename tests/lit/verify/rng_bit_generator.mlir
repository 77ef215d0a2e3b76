// Verifier and run-time errors of stablehlo.rng_bit_generator: one violated
// constraint of the specification per chunk. (C2), the state's size, is
// checked when the op runs, as upstream's verifier does not check it.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) output_state of another type than initial_state.
func.func @main(%s: tensor<2xui64>) {
  // expected-error @+1 {{output_state must have the type of initial_state, got 'tensor<3xui64>' and 'tensor<2xui64>' (C1)}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}

// -----

// (C2) THREE_FRY takes 2 state values.
func.func @main() {
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 values, got 3}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  func.return
}

// -----

// (C2) PHILOX takes 2 or 3 state values.
func.func @main() {
  %s = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xui64>
  // expected-error @+1 {{PHILOX needs an initial_state of 2 or 3 values, got 4}}
  %a, %b = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<4xui64>) -> (tensor<4xui64>, tensor<4xui32>)
  func.return
}

// -----

// (C2) leaves DEFAULT's state size to the implementation; DEFAULT is PHILOX
// in this interpreter, which refuses other than 2 or 3 state values.
func.func @main() {
  %s = stablehlo.constant dense<[7]> : tensor<1xui64>
  // expected-error @+1 {{DEFAULT (PHILOX in this interpreter) needs an initial_state of 2 or 3 values, got 1}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<1xui64>) -> (tensor<1xui64>, tensor<4xui32>)
  func.return
}

// -----

// (I2) The state is a 1-dimensional tensor of ui64. Upstream's verifier
// also takes other integer and float states (dialect/StablehloLinalgOps.td),
// and so does this one; the interpreter runs those whose bits make whole
// 64-bit words (tests/lit/ops/rng_bit_generator.mlir) and refuses others.
func.func @main() {
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  // expected-error @+1 {{rng_bit_generator runs on a state of whole 64-bit words (the spec's 1-D ui64, or elements of 8 to 64 bits making them), not on 'tensor<3xi32>'}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<3xi32>) -> (tensor<3xi32>, tensor<4xui32>)
  func.return
}

// -----

// (C2) counted in 64-bit words for a state of other types.
func.func @main() {
  %s = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 64-bit words, got 192 bits in 'tensor<6xi32>'}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<6xi32>) -> (tensor<6xi32>, tensor<4xui32>)
  func.return
}

// -----

// (Outputs) output is a tensor of integer or floating-point type.
func.func @main(%s: tensor<2xui64>) {
  // expected-error @+1 {{result #1 must be ranked tensor of}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi1>)
  func.return
}

// -----

// An unknown algorithm.
func.func @main(%s: tensor<2xui64>) {
  // expected-error @+2 {{expected ::mlir::stablehlo::RngAlgorithm to be one of: DEFAULT, THREE_FRY, PHILOX}}
  // expected-error @+1 {{failed to parse HLO_RngAlgorithmAttr parameter 'value'}}
  %a, %b = stablehlo.rng_bit_generator %s, algorithm = MERSENNE : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  func.return
}

// -----

// At run time, a dynamic state of the wrong size.
func.func @main() {
  %s = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui64>
  %d = stablehlo.convert %s : (tensor<3xui64>) -> tensor<?xui64>
  // expected-error @+1 {{THREE_FRY needs an initial_state of 2 values, got 3}}
  %a, %b = stablehlo.rng_bit_generator %d, algorithm = THREE_FRY : (tensor<?xui64>) -> (tensor<?xui64>, tensor<4xui32>)
  func.return
}
