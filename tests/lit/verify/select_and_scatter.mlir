// Verifier errors of stablehlo.select_and_scatter: one violated constraint
// of the specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) The source element type (i64) differs from the operand's (i32).
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi64>, %init: tensor<i32>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64' (C1)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi64>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C1) The source is f32 for an i32 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xf32>, %init: tensor<i32>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'f32' (C1)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xf32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) The source has the operand's shape although windows of 2 with
// stride 2 fit twice in 4 elements.
func.func @main(%operand: tensor<4xi32>, %source: tensor<4xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{expects source of shape [2], got 'tensor<4xi32>' (C2)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) The strides are ignored: windows of 2 with stride 1 fit 3 times.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{expects source of shape [3], got 'tensor<2xi32>' (C2)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) The padding is ignored: 1 + 4 + 1 elements, windows of 2 with
// stride 2 fit 3 times.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{expects source of shape [3], got 'tensor<2xi32>' (C2)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) A window larger than the operand fits 0 times, not once.
func.func @main(%operand: tensor<4xi32>, %source: tensor<1xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{expects source of shape [0], got 'tensor<1xi32>' (C2)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 5>} : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) The source has the wrong rank.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2x1xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{expects source of shape [2], got 'tensor<2x1xi32>' (C2)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2x1xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C3) The init value's element type (i64) differs from the operand's.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64' (C3)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<4xi32>
  func.return
}

// -----

// (C3) With a promoted scatter the init value still has the operand's
// element type.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i64>) {
  // expected-error @+1 {{requires the same element type, got 'i32' and 'i64' (C3)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i64>) -> tensor<4xi64>
  func.return
}

// -----

// (I3) The init value is not 0-dimensional.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<1xi32>) {
  // expected-error @+1 {{init_value must be rank 0}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<1xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C4) window_dimensions has two entries for a rank-1 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_dimensions needs 1 values (C4, C5)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C4) window_dimensions is empty for a rank-1 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_dimensions needs 1 values (C4, C5)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) A window dimension of 0.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_dimensions must be positive (C4, C5)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 0>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) A negative window dimension.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_dimensions must be positive (C4, C5)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: -2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C6) window_strides has two entries for a rank-1 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_strides needs 1 values (C6, C7)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2, 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C7) A stride of 0.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_strides must be positive (C6, C7)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 0>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C7) A negative stride.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{window_strides must be positive (C6, C7)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: -2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C8) padding has two rows for a rank-1 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [1, 2]}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[0, 0], [0, 0]]> : tensor<2x2xi64>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C8) padding has one column.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [1, 2]}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C8) padding is 1-dimensional.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{padding must have shape [1, 2]}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[0, 0]> : tensor<2xi64>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select takes f32 arguments for an i32 operand.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select takes two 'tensor<i32>' (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select takes promoted (i64) arguments: only scatter may be promoted.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select takes two 'tensor<i32>' (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select takes three arguments.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select takes two 'tensor<i32>' (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select takes 1-dimensional arguments.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select takes two 'tensor<i32>' (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<1xi32>, %b: tensor<1xi32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %q = stablehlo.reshape %p : (tensor<1xi1>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select returns an i32 instead of an i1.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select returns one tensor<i1> (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select returns two predicates.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select returns one tensor<i1> (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p, %p : tensor<i1>, tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C9) select returns a 1-dimensional predicate.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{select returns one tensor<i1> (C9)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %q = stablehlo.reshape %p : (tensor<i1>) -> tensor<1xi1>
    stablehlo.return %q : tensor<1xi1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C10) scatter takes f32 arguments for an i32 operand: not promotable.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xf32>
  func.return
}

// -----

// (C10) scatter takes narrower (i16) arguments: i32 is not promotable to
// i16.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i16>, %b: tensor<i16>):
    %s = stablehlo.add %a, %b : tensor<i16>
    stablehlo.return %s : tensor<i16>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi16>
  func.return
}

// -----

// (C10) scatter takes three arguments.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C10) scatter's two arguments have different types.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i64>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C10) scatter returns another type than its arguments'.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.convert %a : (tensor<i32>) -> tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C10) scatter returns two values.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{scatter must have type (tensor<E>, tensor<E>) -> tensor<E> with E a promotion of 'i32' (C10)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (C11) The result has the source's shape.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.select_and_scatter' op expects result of shape [4], got 'tensor<2xi32>' (C11)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

// (C11) The result has another rank.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.select_and_scatter' op expects result of shape [4], got 'tensor<4x1xi32>' (C11)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4x1xi32>
  func.return
}

// -----

// (C12) The result element type (i64) is not scatter's (i32).
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{result element type must be 'i32' (C12)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi64>
  func.return
}

// -----

// (C12) The result element type (f32) is not scatter's (i32).
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{result element type must be 'i32' (C12)}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xf32>
  func.return
}

// -----

// (I7) select has no block.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{region #0 ('select') failed to verify constraint: region with 1 blocks}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// -----

// (I8) scatter has no block.
func.func @main(%operand: tensor<4xi32>, %source: tensor<2xi32>, %init: tensor<i32>) {
  // expected-error @+1 {{region #1 ('scatter') failed to verify constraint: region with 1 blocks}}
  %r = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare GE, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }, {
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}
