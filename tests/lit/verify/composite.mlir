// Verifier errors of stablehlo.composite: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) The name "my_add" is not a namespaced op name (no dialect prefix).
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my_add" %a, %b {decomposition = @my_add} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return
}

func.func private @my_add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}

// -----

// (C1) The name "my..add" is not a namespaced op name (empty segment).
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my..add" %a, %b {decomposition = @my_add} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return
}

func.func private @my_add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}

// -----

// (C2) The decomposition @missing is not defined.
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my.add" %a, %b {decomposition = @missing} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return
}

func.func private @my_add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}

// -----

// (C3) Two inputs, the decomposition takes one.
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my.neg" %a, %b {decomposition = @my_neg} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return
}

func.func private @my_neg(%x: tensor<f32>) -> tensor<f32> {
  %n = stablehlo.negate %x : tensor<f32>
  func.return %n : tensor<f32>
}

// -----

// (C3) The input types differ from the decomposition's (f32 vs f64).
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my.add" %a, %b {decomposition = @my_add64} : (tensor<f32>, tensor<f32>) -> tensor<f64>
  func.return
}

func.func private @my_add64(%x: tensor<f64>, %y: tensor<f64>) -> tensor<f64> {
  %s = stablehlo.add %x, %y : tensor<f64>
  func.return %s : tensor<f64>
}

// -----

// (C4) The result type differs from the decomposition's (f64 vs f32).
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r = stablehlo.composite "my.add" %a, %b {decomposition = @my_add} : (tensor<f32>, tensor<f32>) -> tensor<f64>
  func.return
}

func.func private @my_add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}

// -----

// (C4) Two results, the decomposition returns one.
func.func @main(%a: tensor<f32>, %b: tensor<f32>) {
  // expected-error @+1 {{'stablehlo.composite' op}}
  %r:2 = stablehlo.composite "my.add" %a, %b {decomposition = @my_add} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  func.return
}

func.func private @my_add(%x: tensor<f32>, %y: tensor<f32>) -> tensor<f32> {
  %s = stablehlo.add %x, %y : tensor<f32>
  func.return %s : tensor<f32>
}
