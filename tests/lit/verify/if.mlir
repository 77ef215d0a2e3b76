// Verifier errors of stablehlo.if: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (I1) pred must be a 0-dimensional tensor (tensor<2xi1>).
func.func @main(%pred: tensor<2xi1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<2xi1>) -> tensor<i32>
  func.return
}

// -----

// (I1) pred must have element type i1.
func.func @main(%pred: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C1) The true branch takes an argument.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

// (C1) The false branch takes an argument.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

// (C2) The branches return different types.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

// (C2) The branches return different numbers of values.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a, %a : tensor<i32>, tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

// (C3) The result type differs from the branches' output type.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return
}

// -----

// (C3) Two results for branches that return one value.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r:2 = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i1>) -> (tensor<i32>, tensor<i32>)
  func.return
}

// -----

// (I2, I3) if has exactly two branches.
func.func @main(%pred: tensor<i1>, %a: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.if' op}}
  %r = "stablehlo.if"(%pred) ({
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}
