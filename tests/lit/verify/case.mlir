// Verifier errors of stablehlo.case: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (I1) index must be si32, not si64.
func.func @main(%index: tensor<i64>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i64>) -> tensor<i32>
  func.return
}

// -----

// (I1) index must be si32, not ui32.
func.func @main(%index: tensor<ui32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<ui32>) -> tensor<i32>
  func.return
}

// -----

// (I1) index must be 0-dimensional.
func.func @main(%index: tensor<1xi32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<1xi32>) -> tensor<i32>
  func.return
}

// -----

// (C1) No branches.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  "stablehlo.case"(%index) : (tensor<i32>) -> ()
  func.return
}

// -----

// (C2) A branch takes an argument.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C3) The branches return different types.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %b : tensor<f32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C3) The branches return different numbers of values.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a, %a : tensor<i32>, tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// (C4) The result type differs from the output type of the branches.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return
}

// -----

// (C4) Two results for branches that return one value.
func.func @main(%index: tensor<i32>, %a: tensor<i32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.case' op}}
  %r:2 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
  func.return
}
