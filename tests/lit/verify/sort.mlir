// Verifier errors of stablehlo.sort: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) No inputs.
func.func @main() {
  // expected-error @+1 {{'stablehlo.sort' op}}
  "stablehlo.sort"() ({
  ^bb0:
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) {dimension = 0 : i64} : () -> ()
  func.return
}

// -----

// (C2) The result element type differs from the input's.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi64>
  func.return
}

// -----

// (C2) Two inputs but one result.
func.func @main(%x0: tensor<4xi32>, %x1: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi32>
  func.return
}

// -----

// (C3) The inputs have different shapes.
func.func @main(%x0: tensor<4xi32>, %x1: tensor<5xf32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<5xf32>) -> (tensor<4xi32>, tensor<5xf32>)
  func.return
}

// -----

// (C3) The result shape differs from the input's.
func.func @main(%x0: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return
}

// -----

// (C4) dimension = 2 for rank-2 inputs (at most 1).
func.func @main(%x0: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 2 : i64, is_stable = true} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C4) dimension = -3 for rank-2 inputs (at least -2).
func.func @main(%x0: tensor<2x3xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = -3 : i64, is_stable = true} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  func.return
}

// -----

// (C5) The comparator takes 2 arguments for 2 inputs (4 needed).
func.func @main(%x0: tensor<4xi32>, %x1: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  func.return
}

// -----

// (C5) The comparator's arguments are not ordered in pairs per input
// (i32, f32, i32, f32 instead of i32, i32, f32, f32).
func.func @main(%x0: tensor<4xi32>, %x1: tensor<4xf32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r:2 = "stablehlo.sort"(%x0, %x1) ({
  ^bb0(%a: tensor<i32>, %c: tensor<f32>, %b: tensor<i32>, %d: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  func.return
}

// -----

// (C5) The comparator takes f32 for i32 inputs.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) The comparator takes rank-1 tensors.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<1xi32>, %b: tensor<1xi32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %q = stablehlo.reshape %p : (tensor<1xi1>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) The comparator returns tensor<i32>, not tensor<i1>.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) The comparator returns two values.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p, %p : tensor<i1>, tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}

// -----

// (C5) The comparator returns tensor<1xi1>, not tensor<i1>.
func.func @main(%x0: tensor<4xi32>) {
  // expected-error @+1 {{'stablehlo.sort' op}}
  %r = "stablehlo.sort"(%x0) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %q = stablehlo.reshape %p : (tensor<i1>) -> tensor<1xi1>
    stablehlo.return %q : tensor<1xi1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  func.return
}
