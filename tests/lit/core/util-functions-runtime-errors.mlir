// Runtime errors of util functions, initializers and indirect globals:
// each is a located error at the op.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

util.global private @w = dense<[1, 2]> : tensor<2xi32>
util.func private @store(%p: !util.ptr<tensor<2xi32>>, %v: tensor<2xi32>) {
  // expected-error @+1 {{stores through a pointer to global @w, which is not mutable}}
  util.global.store.indirect %v, %p : tensor<2xi32> -> !util.ptr<tensor<2xi32>>
  util.return
}
func.func @main() {
  %p = util.global.address @w : !util.ptr<tensor<2xi32>>
  %v = stablehlo.constant dense<0> : tensor<2xi32>
  util.call @store(%p, %v) : (!util.ptr<tensor<2xi32>>, tensor<2xi32>) -> ()
  return
}

// -----

util.global private mutable @m = dense<[1, 2]> : tensor<2xi32>
util.func private @load(%p: !util.ptr<tensor<2xi32>>) -> tensor<2xi32> {
  // expected-error @+1 {{is marked immutable but the pointer names global @m, which is mutable}}
  %v = util.global.load.indirect immutable %p : !util.ptr<tensor<2xi32>> -> tensor<2xi32>
  util.return %v : tensor<2xi32>
}
func.func @main() -> tensor<2xi32> {
  %p = util.global.address @m : !util.ptr<tensor<2xi32>>
  %v = util.call @load(%p) : (!util.ptr<tensor<2xi32>>) -> tensor<2xi32>
  return %v : tensor<2xi32>
}

// -----

// expected-error @+1 {{cannot evaluate external function @external}}
util.func private @external(%x: tensor<2xi32>) -> tensor<2xi32>
func.func @main() -> tensor<2xi32> {
  %v = stablehlo.constant dense<0> : tensor<2xi32>
  %r = util.call @external(%v) : (tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// An initializer fails: the run stops there, at the op.
util.global private mutable @unset : tensor<2xi32>
util.global private mutable @copy : tensor<2xi32>
util.initializer {
  // expected-error @+1 {{global @unset has no initial value and is loaded before any store}}
  %v = util.global.load @unset : tensor<2xi32>
  util.global.store %v, @copy : tensor<2xi32>
  util.return
}
func.func @main() -> tensor<2xi32> {
  %v = util.global.load @copy : tensor<2xi32>
  return %v : tensor<2xi32>
}

// -----

// A global whose value is a parameter of an archive (IREE's
// #stream.parameter.named): the interpreter reads no archive, so loading
// it is an error; a module that does not load it runs.
util.global private @w = #stream.parameter.named<"model"::"weight"> : tensor<2xf32>
func.func @main() -> tensor<2xf32> {
  // expected-error @+1 {{global @w is initialized from the parameter "model"::"weight" of a parameter archive, which the interpreter does not read}}
  %v = util.global.load @w : tensor<2xf32>
  return %v : tensor<2xf32>
}
