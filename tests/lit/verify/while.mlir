// Verifier errors of stablehlo.while: one violated constraint of the
// specification per chunk.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) cond takes one argument for two operands.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C1) cond takes an argument of the wrong type (tensor<3xf32> for tensor<2xf32>).
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<3xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C1) cond returns tensor<i64>, not tensor<i1>.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i : tensor<i64>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C1) cond returns tensor<2xi1>, not tensor<i1>.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %z = stablehlo.constant dense<0.0> : tensor<2xf32>
    %c = stablehlo.compare LT, %v, %z, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    stablehlo.return %c : tensor<2xi1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C1) cond returns two values.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c, %c : tensor<i1>, tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C2) body takes arguments of the wrong types (swapped).
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%v: tensor<2xf32>, %i: tensor<i64>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C2) body returns one value for two operands.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i : tensor<i64>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C2) body returns values of the wrong types (swapped).
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %v, %i : tensor<2xf32>, tensor<i64>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i64>, tensor<2xf32>)
  func.return
}

// -----

// (C3) The result types differ from the operand types.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r:2 = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
  func.return
}

// -----

// (C3) Fewer results than operands.
func.func @main(%x0: tensor<i64>, %x1: tensor<2xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  // expected-error @+1 {{'stablehlo.while' op}}
  %r = "stablehlo.while"(%x0, %x1) ({
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i64>, %v: tensor<2xf32>):
    stablehlo.return %i, %v : tensor<i64>, tensor<2xf32>
  }) : (tensor<i64>, tensor<2xf32>) -> tensor<i64>
  func.return
}
