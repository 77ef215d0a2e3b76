// The verifier errors of util.initializer, util.func, util.call,
// util.return, util.global.address, the indirect load and store, and
// #util.byte_pattern initial values.
// RUN: interpreter-opt -split-input-file -verify-diagnostics %s
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

util.func private @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.constant dense<1> : tensor<2xi32>
  // expected-error @+1 {{'util.return' op returns ('tensor<2xi32>') but @f is declared to return ('tensor<2xf32>')}}
  util.return %y : tensor<2xi32>
}

// -----

util.initializer {
  %y = stablehlo.constant dense<1> : tensor<2xi32>
  // expected-error @+1 {{'util.return' op in a util.initializer returns nothing, not 1 value(s)}}
  util.return %y : tensor<2xi32>
}

// -----

func.func @main() {
  // expected-error @+1 {{'util.return' op expects parent op to be one of 'util.func, util.initializer'}}
  util.return
}

// -----

// expected-error @+1 {{'util.initializer' op entry block takes 1 argument(s); an initializer takes none}}
util.initializer {
^bb0(%x: i32):
  util.return
}

// -----

func.func @main() {
  // expected-error @+1 {{'util.call' op 'missing' does not reference a function}}
  util.call @missing() : () -> ()
  return
}

// -----

util.func private @g(%x: tensor<2xf32>) -> tensor<2xf32> {
  util.return %x : tensor<2xf32>
}
func.func @main(%x: tensor<2xi32>) {
  // expected-error @+1 {{'util.call' op types '(tensor<2xi32>) -> tensor<2xi32>' do not match the type '(tensor<2xf32>) -> tensor<2xf32>' of @g}}
  %y = util.call @g(%x) : (tensor<2xi32>) -> tensor<2xi32>
  return
}

// -----

util.global private @w = dense<1.0> : tensor<2xf32>
func.func @main() {
  // expected-error @+1 {{'util.global.address' op pointer to 'tensor<3xf32>' does not match the type 'tensor<2xf32>' of global @w}}
  %p = util.global.address @w : !util.ptr<tensor<3xf32>>
  return
}

// -----

func.func @main() {
  // expected-error @+1 {{'util.global.address' op 'missing' does not reference a util.global}}
  %p = util.global.address @missing : !util.ptr<tensor<3xf32>>
  return
}

// -----

util.global private mutable @w = dense<1.0> : tensor<2xf32>
func.func @main() {
  // expected-error @+1 {{'util.global.address' op is marked immutable but global @w is mutable}}
  %p = util.global.address immutable @w : !util.ptr<tensor<2xf32>>
  return
}

// -----

func.func @main(%p: !util.ptr<tensor<2xf32>>) {
  // expected-error @+1 {{'util.global.load.indirect' op result type 'tensor<2xi32>' does not match the pointer's target type 'tensor<2xf32>'}}
  %v = util.global.load.indirect %p : !util.ptr<tensor<2xf32>> -> tensor<2xi32>
  return
}

// -----

func.func @main(%p: !util.ptr<tensor<2xf32>>, %v: tensor<2xi32>) {
  // expected-error @+1 {{'util.global.store.indirect' op value type 'tensor<2xi32>' does not match the pointer's target type 'tensor<2xf32>'}}
  util.global.store.indirect %v, %p : tensor<2xi32> -> !util.ptr<tensor<2xf32>>
  return
}

// -----

// expected-error @+1 {{'util.global' op a #util.byte_pattern initial value needs a static tensor type whose elements fill whole bytes, not 'tensor<4xi1>'}}
util.global private @b = #util.byte_pattern<1> : tensor<4xi1>

// -----

// expected-error @+1 {{'util.global' op a #util.byte_pattern initial value needs a static tensor type whose elements fill whole bytes, not 'i32'}}
util.global private @b = #util.byte_pattern<1> : i32

// -----

// expected-error @+1 {{'util.global' op a #stream.parameter.named initial value needs a tensor type, not 'i32'}}
util.global private @p = #stream.parameter.named<"key"> : i32
