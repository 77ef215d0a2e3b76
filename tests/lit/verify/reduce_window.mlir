// Verifier errors of stablehlo.reduce_window: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) No inputs.
func.func @main() {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0 (C1)}}
  "stablehlo.reduce_window"() ({
  ^bb0:
    stablehlo.return
  }) {window_dimensions = array<i64>} : () -> ()
  func.return
}

// -----

// (C1) One input and init value, two results.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0 (C1)}}
  %r:2 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
  func.return
}

// -----

// (C1) Two inputs and init values, one result.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{needs N inputs, N init values and N results, N > 0 (C1)}}
  %r = "stablehlo.reduce_window"(%a, %a, %i, %i) ({
  ^bb0(%x0: tensor<i32>, %x1: tensor<i32>, %y0: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<i32>, tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C2) The inputs have different shapes.
func.func @main(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every input of shape [2, 3], got 'tensor<3x2xi32>' (C2)}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %i, %i) ({
  ^bb0(%x0: tensor<i32>, %x1: tensor<i32>, %y0: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<i32>, tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>} : (tensor<2x3xi32>, tensor<3x2xi32>, tensor<i32>, tensor<i32>) -> (tensor<2x3xi32>, tensor<2x3xi32>)
  func.return
}

// -----

// (C3) The init value's element type differs from the input's.
func.func @main(%a: tensor<3xi32>, %i: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64' (C3)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i64>) -> tensor<3xi32>
  func.return
}

// -----

// (C3) With a promoted body (i32) the init value still has the input's
// element type (i8), not the body's.
func.func @main(%a: tensor<3xi8>, %i: tensor<i32>) {
  // expected-error @+1 {{requires the same element type, got 'i8' and 'i32' (C3)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi8>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C3) The second init value's element type differs from the second input's.
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64' (C3)}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i64>, %y0: tensor<f32>, %y1: tensor<i64>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i64>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i64>) -> (tensor<3xf32>, tensor<3xi64>)
  func.return
}

// -----

// (I2) The init value is not 0-dimensional.
func.func @main(%a: tensor<3xi32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{init values must be rank 0}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  func.return
}

// -----

// (C4) window_dimensions has one entry for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dimensions needs 2 values (C4, C5)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C4) window_dimensions has three entries for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dimensions needs 2 values (C4, C5)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C5) A window dimension of 0.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dimensions must be positive (C4, C5)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x4xi32>
  func.return
}

// -----

// (C5) A negative window dimension.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dimensions must be positive (C4, C5)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: -1, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C6) window_strides has one entry for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_strides needs 2 values (C6, C7)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C7) A stride of 0.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_strides must be positive (C6, C7)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C7) A negative stride.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_strides must be positive (C6, C7)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_strides = array<i64: -2, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C8) base_dilations has three entries for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{base_dilations needs 2 values (C8, C9)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 1, 1, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C9) A base dilation of 0.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{base_dilations must be positive (C8, C9)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 0, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C9) A negative base dilation.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{base_dilations must be positive (C8, C9)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 1, -1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C10) window_dilations has one entry for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dilations needs 2 values (C10, C11)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_dilations = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C11) A window dilation of 0.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dilations must be positive (C10, C11)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_dilations = array<i64: 1, 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C11) A negative window dilation.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{window_dilations must be positive (C10, C11)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, window_dilations = array<i64: -3, 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C12) padding has one row for a rank-2 input.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [2, 2] (C12)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<4x3xi32>
  func.return
}

// -----

// (C12) padding has three columns.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [2, 2] (C12)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, padding = dense<[[0, 0, 0], [0, 0, 0]]> : tensor<2x3xi64>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C12) padding is 1-dimensional.
func.func @main(%a: tensor<2x3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [2, 2] (C12)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1, 1>, padding = dense<[0, 0, 0, 0]> : tensor<4xi64>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C13) The body takes three arguments for one input.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body takes 2 arguments (C13)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>, %z: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) The body returns two values for one input.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body returns 1 values (C13)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    stablehlo.return %x, %y : tensor<i32>, tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) An integer input and a float body: not promotable.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be tensor<'f32'>, a promotion of 'i32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xf32>
  func.return
}

// -----

// (C13) A narrower body: i32 is not promotable to i16.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be tensor<'i16'>, a promotion of 'i32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i16>, %y: tensor<i16>):
    %s = stablehlo.add %x, %y : tensor<i16>
    stablehlo.return %s : tensor<i16>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi16>
  func.return
}

// -----

// (C13) A narrower float body: f32 is not promotable to bf16.
func.func @main(%a: tensor<3xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{body argument 0 must be tensor<'bf16'>, a promotion of 'f32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<bf16>, %y: tensor<bf16>):
    %s = stablehlo.add %x, %y : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xbf16>
  func.return
}

// -----

// (C13) A boolean input and an integer body: not promotable.
func.func @main(%a: tensor<3xi1>, %i: tensor<i1>) {
  // expected-error @+1 {{body argument 0 must be tensor<'i8'>, a promotion of 'i1' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i8>, %y: tensor<i8>):
    %s = stablehlo.add %x, %y : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi1>, tensor<i1>) -> tensor<3xi8>
  func.return
}

// -----

// (C13) The accumulator and the element argument have different types.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 1 must be tensor<'i32'>, a promotion of 'i32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i64>):
    stablehlo.return %x : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) The body arguments are not 0-dimensional.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be tensor<'i32'>, a promotion of 'i32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<1xi32>, %y: tensor<1xi32>):
    %s = stablehlo.add %x, %y : tensor<1xi32>
    stablehlo.return %s : tensor<1xi32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C13) With two inputs the block arguments are (acc0, acc1, x0, x1), not
// (acc0, x0, acc1, x1).
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{body argument 1 must be tensor<'i32'>, a promotion of 'i32' (C13, C16)}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %y0: tensor<f32>, %x1: tensor<i32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return
}

// -----

// (C14) The two results have different shapes.
func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [3], got 'tensor<4xi32>' (C14, C15)}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<4xi32>)
  func.return
}

// -----

// (C15) The result has the input's shape although windows of 2 fit 2 times
// in 3 elements.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [2], got 'tensor<3xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C15) The strides are ignored: 7 elements, windows of 3, stride 2 give 3
// windows, not 5.
func.func @main(%a: tensor<7xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [3], got 'tensor<5xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>} : (tensor<7xi32>, tensor<i32>) -> tensor<5xi32>
  func.return
}

// -----

// (C15) The base dilation is ignored: 3 elements dilated by 2 are 5, windows
// of 2 give 4.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [4], got 'tensor<2xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 2>} : (tensor<3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

// (C15) The window dilation is ignored: a window of 2 dilated by 3 spans 4
// of 7 elements, 4 windows.
func.func @main(%a: tensor<7xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [4], got 'tensor<6xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_dilations = array<i64: 3>} : (tensor<7xi32>, tensor<i32>) -> tensor<6xi32>
  func.return
}

// -----

// (C15) The padding is ignored: 4 + 1 + 2 elements, windows of 2 give 6.
func.func @main(%a: tensor<4xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [6], got 'tensor<3xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 2]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// (C15) A window larger than the input gives 0 windows, not 1.
func.func @main(%a: tensor<3x2xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{expects every result of shape [0, 2], got 'tensor<1x2xi32>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 4, 1>} : (tensor<3x2xi32>, tensor<i32>) -> tensor<1x2xi32>
  func.return
}

// -----

// (C15) The spec example with the result shape of the input.
func.func @main(%a: tensor<3x2xi64>, %i: tensor<i64>) {
  // expected-error @+1 {{expects every result of shape [2, 2], got 'tensor<3x2xi64>' (C14, C15)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i64>, %y: tensor<i64>):
    %s = stablehlo.add %x, %y : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<3x2xi64>
  func.return
}

// -----

// (C16) The result element type (i64) is not the body's (i32).
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{body argument 0 must be tensor<'i64'>, a promotion of 'i32' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi64>
  func.return
}

// -----

// (C16) With a promoted body (i32) the result has the body's element type,
// not the input's (i8).
func.func @main(%a: tensor<3xi8>, %i: tensor<i8>) {
  // expected-error @+1 {{body argument 0 must be tensor<'i8'>, a promotion of 'i8' (C13, C16)}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.add %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi8>, tensor<i8>) -> tensor<3xi8>
  func.return
}

// -----

// (C16) The second result's element type is not the body's second one.
func.func @main(%a: tensor<3xf32>, %b: tensor<3xi32>, %fi: tensor<f32>, %ii: tensor<i32>) {
  // expected-error @+1 {{body argument 1 must be tensor<'f32'>, a promotion of 'i32' (C13, C16)}}
  %r:2 = "stablehlo.reduce_window"(%a, %b, %fi, %ii) ({
  ^bb0(%x0: tensor<f32>, %x1: tensor<i32>, %y0: tensor<f32>, %y1: tensor<i32>):
    stablehlo.return %x0, %x1 : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

// (I8) The body has no block.
func.func @main(%a: tensor<3xi32>, %i: tensor<i32>) {
  // expected-error @+1 {{region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %r = "stablehlo.reduce_window"(%a, %i) ({
  }) {window_dimensions = array<i64: 1>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}
