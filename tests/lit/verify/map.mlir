// Verifier errors of stablehlo.map: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) The inputs have different shapes.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C1) The result shape differs from the inputs'.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C2) No inputs.
func.func @main() {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"() ({
    %c = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) {dimensions = array<i64>} : () -> tensor<i32>
  func.return
}

// -----

// (C3) dimensions must be [0, 1], not [1, 0].
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C3) dimensions must be [0, 1], not [0].
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C3) dimensions must be [0, 1], not [0, 1, 2].
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 0, 1, 2>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C4) The computation takes one argument for two inputs.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C4) The computation takes f32 arguments for i32 inputs.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C4) The computation takes rank-1 arguments.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<1xi32>, %b: tensor<1xi32>):
    %c = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}

// -----

// (C4) The computation returns i32 but the result element type is f32.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  func.return
}

// -----

// (C4) The computation returns two values.
func.func @main(%x0: tensor<2x2xi32>, %x1: tensor<2x2xi32>) {
  // expected-error @+1 {{'stablehlo.map' op}}
  %r = "stablehlo.map"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return
}
