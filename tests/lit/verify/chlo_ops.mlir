// RUN: interpreter-opt -split-input-file -verify-diagnostics %s

func.func @broadcast_shapes_mismatch(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'chlo.broadcast_add' op operand dimensions 3 and 4 do not broadcast}}
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dims_count(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'chlo.broadcast_add' op broadcast_dimensions has 2 entries, the lower-rank operand has rank 1}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dims_range(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'chlo.broadcast_multiply' op broadcast_dimensions entry 2 is out of range [0, 2) or repeated}}
  %0 = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 2>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_result_shape(%a: tensor<2x1xf32>, %b: tensor<3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'chlo.broadcast_subtract' op result type 'tensor<2x2xf32>' does not match the broadcast of the operands' shapes}}
  %0 = chlo.broadcast_subtract %a, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @broadcast_complex_types(%a: tensor<2xf32>, %b: tensor<2xf64>) -> tensor<2xcomplex<f32>> {
  // expected-error @+1 {{'chlo.broadcast_complex' op requires lhs and rhs of one element type, got 'f32' and 'f64'}}
  %0 = chlo.broadcast_complex %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @top_k_too_large(%a: tensor<3x4xf32>) {
  // expected-error @+1 {{'chlo.top_k' op requires the last dimension (4) to be at least k (5)}}
  %v, %i = chlo.top_k(%a, k = 5) : tensor<3x4xf32> -> (tensor<3x5xf32>, tensor<3x5xi32>)
  func.return
}

// -----

func.func @constant_like_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{'chlo.constant_like' op requires the value's type 'f32' to be the result element type 'i32'}}
  %0 = "chlo.constant_like"(%a) {value = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @erf_integer(%a: tensor<2xi32>) {
  // expected-error @+1 {{'chlo.erf' op operand #0 must be ranked tensor of}}
  %0 = chlo.erf %a : tensor<2xi32> -> tensor<2xi32>
  func.return
}

// -----

func.func @ragged_dot_no_group(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
  // expected-error @+1 {{'chlo.ragged_dot' op requires an rhs group dimension when the lhs ragged dimension is a free dimension}}
  %0 = "chlo.ragged_dot"(%l, %r, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// -----

func.func @scan_arguments(%x: tensor<4xi32>, %c: tensor<i32>) {
  // expected-error @+1 {{'chlo.scan' op requires the body to take 2 arguments (one slice per input, then the carries)}}
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a, %a : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}
