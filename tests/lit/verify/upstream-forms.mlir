// Verifier errors around the forms of upstream's printer test that go
// beyond the spec's pretty syntax (tests/lit/syntax/upstream-forms.mlir):
// what stays refused once they are accepted.
// RUN: interpreter-opt -split-input-file -verify-diagnostics %s

// (C1) a quantized constant's value has the storage type of the result's
// elements (i8 for !quant.uniform<i8:...>), not the expressed type.
func.func @quantized_constant_expressed_value() {
  // expected-error @+1 {{'stablehlo.constant' op requires value of type 'tensor<2xi8>' for a result of type 'tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>', got 'tensor<2xf32>' (C1)}}
  %0 = stablehlo.constant() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

// (C1) ... and its shape.
func.func @quantized_constant_shape() {
  // expected-error @+1 {{'stablehlo.constant' op requires value of type 'tensor<3xi8>' for a result of type 'tensor<3x!quant.uniform<i8:f32, 5.000000e-01>>', got 'tensor<2xi8>' (C1)}}
  %0 = stablehlo.constant() {value = dense<[1, 2]> : tensor<2xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  func.return
}

// -----

// (C1) a constant that is not quantized has the type of its value.
func.func @constant_type_differs() {
  // expected-error @+1 {{'stablehlo.constant' op requires value of type 'tensor<2xi64>' for a result of type 'tensor<2xi64>', got 'tensor<2xi32>' (C1)}}
  %0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi64>
  func.return
}

// -----

// Sparse encodings are ignored by the same-type rule; the element types
// still must agree.
#CSR = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
func.func @sparse_operands_differ(%a: tensor<2x3xf32, #CSR>, %b: tensor<2x3xf64>) {
  // expected-error @+1 {{'stablehlo.add' op requires the same type for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<2x3xf32, #CSR>, tensor<2x3xf64>) -> tensor<2x3xf32>
  func.return
}

// -----

// Other encodings (here #stablehlo.bounds) still count.
func.func @bounds_differ(%a: tensor<?xf32, #stablehlo.bounds<4>>, %b: tensor<?xf32>) {
  // expected-error @+1 {{'stablehlo.add' op requires the same type for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32>) -> tensor<?xf32>
  func.return
}

// -----

// rng_bit_generator (C1): output_state has the type of initial_state.
func.func @rng_state_type_differs(%a: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op output_state must have the type of initial_state, got 'tensor<2xi32>' and 'tensor<2xf32>' (C1)}}
  %s, %o = stablehlo.rng_bit_generator %a, algorithm = THREE_FRY : (tensor<2xf32>) -> (tensor<2xi32>, tensor<4xui32>)
  func.return
}

// -----

// rng_bit_generator (C2): upstream's verifier takes a state of any size (its
// version tests run THREE_FRY on a tensor<f32>), and so does this one; the
// interpreter refuses it when it runs (tests/lit/verify/rng_bit_generator.mlir).
func.func @rng_state_size(%a: tensor<2x2xf32>) {
  %s, %o = stablehlo.rng_bit_generator %a, algorithm = THREE_FRY : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<4xui32>)
  func.return
}

// -----

// rng_bit_generator: a complex state is neither integer nor float.
func.func @rng_state_complex(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' op operand #0 must be}}
  %s, %o = stablehlo.rng_bit_generator %a, algorithm = THREE_FRY : (tensor<2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<4xui32>)
  func.return
}

// -----

// dynamic_iota: an index output_shape is 1-D, like an integer one.
func.func @dynamic_iota_index_rank(%shape: tensor<1x2xindex>) {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op operand #0 must be 1D tensor of}}
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1x2xindex>) -> tensor<?x?xf32>
  func.return
}

// -----

// dynamic_iota (C2): one index value per result dimension.
func.func @dynamic_iota_index_size(%shape: tensor<3xindex>) {
  // expected-error @+1 {{'stablehlo.dynamic_iota' op output_shape has 3 values, result rank is 2 (C2)}}
  %0 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<3xindex>) -> tensor<?x?xf32>
  func.return
}

// -----

// send (C1): no pairs may be written in any empty shape (upstream's version
// tests write dense<[]> : tensor<0xi64>); it verifies.
func.func @send_no_pairs(%a: tensor<f32>, %t: !stablehlo.token) -> !stablehlo.token {
  %0 = "stablehlo.send"(%a, %t) {
    source_target_pairs = dense<[]> : tensor<0xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 0, type = 2>,
    is_host_transfer = true
  } : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

// Pairs that are there must come two by two.
func.func @recv_pairs_not_two_by_two(%t: !stablehlo.token) {
  // expected-error @+1 {{'stablehlo.recv' op source_target_pairs must have shape [N, 2] (C1)}}
  %0:2 = "stablehlo.recv"(%t) {
    source_target_pairs = dense<[0, 1]> : tensor<2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
    is_host_transfer = true
  } : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  func.return
}

// -----

// all_gather (C6): the gathered dimension must be a multiple of the
// operand's (the exact size is checked when the op runs).
func.func @all_gather_not_a_multiple(%a: tensor<16x8xf32>) {
  // expected-error @+1 {{'stablehlo.all_gather' op result type 'tensor<16x12xf32>' should have a multiple of 8 in dimension 1 (C6)}}
  %0 = "stablehlo.all_gather"(%a) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<16x8xf32>) -> tensor<16x12xf32>
  func.return
}
