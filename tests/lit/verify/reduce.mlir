// Verifier errors of stablehlo.reduce: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) The inputs have different shapes.
func.func @main(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every input of shape [2, 3], got 'tensor<3x2xi32>'}}
  %r:2 = "stablehlo.reduce"(%a, %b, %i, %i) ({
  ^bb0(%x0: tensor<i32>, %x1: tensor<i32>, %y0: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<i32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<3x2xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<2xi32>)
  func.return
}

// -----

// (C2) The init value's element type differs from the input's.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64'}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<i64>) -> tensor<3xi32>
  func.return
}

// -----

// (C2) The init value may not be of the body's promoted type either: it has
// the input's element type (f16), not the body's (f32).
func.func @main(%a: tensor<2x3xf16>, %i: tensor<f32>) {
  // expected-error @+1 {{requires the same element type, got 'f16' and 'f32'}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf16>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

// (C2) The element types of the second input and the second init value
// differ.
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64'}}
  %r:2 = "stablehlo.reduce"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i64>, %y0: tensor<f32>, %y1: tensor<i64>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i64>) -> (tensor<f32>, tensor<i64>)
  func.return
}

// -----

// (I2) The init value is not 0-dimensional, and its shape is not one the
// result shape holds (upstream's verifier accepts init values of rank > 0
// whose shape appears in order within the result's).
func.func @main(%a: tensor<2x3xi32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{init value type 'tensor<1xi32>' must be rank 0 (I2) or a static shape found in order within the result shape}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<3xi32>
  func.return
}

// -----

// (C3) No inputs.
func.func @main() {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0}}
  "stablehlo.reduce"() ({
  ^bb0:
    stablehlo.return
  }) {dimensions = array<i64>} : () -> ()
  func.return
}

// -----

// (C3) One input and init value, two results.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0}}
  %r:2 = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  func.return
}

// -----

// (C3) Two inputs and init values, one result.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0}}
  %r = "stablehlo.reduce"(%a, %a, %i, %i) ({
  ^bb0(%x0: tensor<i32>, %x1: tensor<i32>, %y0: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<i32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C4) A dimension equal to the rank.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{dimensions value 2 is out of range [0, 2)}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C4) A negative dimension.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{dimensions value -1 is out of range [0, 2)}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [-1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

// (C4) Dimension 0 of a 0-dimensional input.
func.func @main(%a: tensor<i32>, %i: tensor<i32>) {
  // expected-error @+1 {{dimensions value 0 is out of range [0, 0)}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C5) A repeated dimension.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{dimensions repeats 1}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

// (C6) The body takes three arguments for one input.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body takes 2 arguments}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %z: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C6) The body returns two values for one input.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body returns 1 values}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %x, %y : tensor<i32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C6) An integer input and a float body: not promotable.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'i32' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<f32>
  func.return
}

// -----

// (C6) A narrower integer body: i32 is not promotable to i16.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'i32' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i16>, %y: tensor<i16>):
    %s = stablehlo.add %x, %y : tensor<i16>
    stablehlo.return %s : tensor<i16>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i16>
  func.return
}

// -----

// (C6) A narrower float body: f32 is not promotable to f16.
func.func @main(%a: tensor<3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'f32' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f16>, %y: tensor<f16>):
    %s = stablehlo.add %x, %y : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f16>
  func.return
}

// -----

// (C6) A narrower complex body: complex<f64> is not promotable to
// complex<f32>.
func.func @main(%a: tensor<3xcomplex<f64>>, %i: tensor<complex<f64>>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'complex<f64>' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<complex<f32>>, %y: tensor<complex<f32>>):
    %s = stablehlo.add %x, %y : tensor<complex<f32>>
    stablehlo.return %s : tensor<complex<f32>>
  }) {dimensions = array<i64: 0>} : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<complex<f32>>
  func.return
}

// -----

// (C6) A complex input and a real body: not promotable.
func.func @main(%a: tensor<3xcomplex<f32>>, %i: tensor<complex<f32>>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'complex<f32>' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    stablehlo.return %x : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<f64>
  func.return
}

// -----

// (C6) A boolean input and an integer body: not promotable.
func.func @main(%a: tensor<3xi1>, %i: tensor<i1>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'i1' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    %s = stablehlo.add %x, %y : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<3xi1>, tensor<i1>) -> tensor<i8>
  func.return
}

// -----

// (C6) The accumulator and the element argument have different types.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body arguments 0 and 1 must have the same type (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i64>):
    stablehlo.return %x : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C6) The body arguments are not 0-dimensional.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be a rank-0 tensor of a promotion of 'i32' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<1xi32>, %y: tensor<1xi32>):
    %s = stablehlo.add %x, %y : tensor<1xi32>
    stablehlo.return %s : tensor<1xi32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C6) With two inputs the block arguments are (acc0, acc1, x0, x1), not
// (acc0, x0, acc1, x1).
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{body argument 1 must be a rank-0 tensor of a promotion of 'i32' (C6)}}
  %r:2 = "stablehlo.reduce"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>, %x1: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  func.return
}

// -----

// (C6) The body returns a value of another type than its arguments'.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body result 0 must be a scalar of result 0's element type}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %c = stablehlo.convert %x : (tensor<i32>) -> tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C6) With two inputs, the body returns its values in the wrong order.
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{body result 0 must be a scalar of result 0's element type}}
  %r:2 = "stablehlo.reduce"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x1, %x0 : tensor<i32>, tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
  func.return
}

// -----

// (C6) The body returns a tensor that is not 0-dimensional.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body result 0 must be a scalar of result 0's element type}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %b = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<i32>) -> tensor<1xi32>
    stablehlo.return %b : tensor<1xi32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C7) The result keeps the reduced dimension (with size 1).
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [2], got 'tensor<2x1xi32>'}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x1xi32>
  func.return
}

// -----

// (C7) The result keeps the reduced dimension instead of the other one.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [2], got 'tensor<3xi32>'}}
  %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C7) The second result has the wrong shape.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [3], got 'tensor<2xi32>'}}
  %r:2 = "stablehlo.reduce"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<2xi32>)
  func.return
}

// -----

// (C8) The result element type (i64) is not the body's (i32).
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.reduce' op result 0 has element type 'i64', the body computes in 'i32' (C8)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi64>
  func.return
}

// -----

// (C8) With a promoted body (i64) the result has the body's element type, not
// the input's (i32).
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.reduce' op result 0 has element type 'i32', the body computes in 'i64' (C8)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

// (C8) A promoted body (i16) and a result of yet another type (i32).
func.func @main(%a: tensor<3xi8>, %i: tensor<i8>) {
  // expected-error @+1 {{'stablehlo.reduce' op result 0 has element type 'i32', the body computes in 'i16' (C8)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<i16>, %y: tensor<i16>):
    stablehlo.return %x : tensor<i16>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<i8>) -> tensor<i32>
  func.return
}

// -----

// (I4) The body has no block.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %r = "stablehlo.reduce"(%a, %i) ({
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// Upstream's verifier accepts a reducer over tensors of rank > 0 when the
// init value's shape appears in order within the result shape; the body's
// arguments and result must then have that shape.
func.func @main(%a: tensor<7x5xf32>, %i: tensor<5xf32>) {
  // expected-error @+1 {{body argument 1 must be a tensor of init value 0's shape of a promotion of 'f32' (C6)}}
  %r = "stablehlo.reduce"(%a, %i) ({
  ^bb0(%x: tensor<5xf32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<5xf32>
  }) {dimensions = array<i64: 0>} : (tensor<7x5xf32>, tensor<5xf32>) -> tensor<5xf32>
  func.return
}
