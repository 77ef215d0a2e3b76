// The util dialect's verifier errors, and its runtime error (a load of a
// global that has no value yet).
// RUN: interpreter-opt -split-input-file -verify-diagnostics %s
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// expected-error @+1 {{initial value of type 'tensor<2xi32>' does not match the global type 'tensor<3xi32>'}}
util.global private @g : tensor<3xi32> = dense<[1, 2]> : tensor<2xi32>

// -----

// expected-error @+1 {{global type '!stablehlo.token' is neither a ranked tensor nor a scalar integer, float or index}}
util.global private @g : !stablehlo.token

// -----

// expected-error @+1 {{an initial value without `: type` must carry its type}}
util.global private @g = "text"

// -----

util.global private @g = dense<1> : tensor<i32>
func.func @main() -> tensor<i32> {
  %c = arith.constant dense<2> : tensor<i32>
  // expected-error @+1 {{global @g is not mutable}}
  util.global.store %c, @g : tensor<i32>
  return %c : tensor<i32>
}

// -----

util.global private mutable @g = dense<1> : tensor<i32>
func.func @main() -> tensor<i32> {
  %c = arith.constant dense<2> : tensor<2xi32>
  // expected-error @+1 {{value type 'tensor<2xi32>' does not match the type 'tensor<i32>' of global @g}}
  util.global.store %c, @g : tensor<2xi32>
  %d = arith.constant dense<2> : tensor<i32>
  return %d : tensor<i32>
}

// -----

util.global private @g = dense<1> : tensor<i32>
func.func @main() -> tensor<i64> {
  // expected-error @+1 {{result type 'tensor<i64>' does not match the type 'tensor<i32>' of global @g}}
  %x = util.global.load @g : tensor<i64>
  return %x : tensor<i64>
}

// -----

func.func @main() -> tensor<i32> {
  // expected-error @+1 {{'missing' does not reference a util.global}}
  %x = util.global.load @missing : tensor<i32>
  return %x : tensor<i32>
}

// -----

func.func @other() {
  return
}
func.func @main() -> tensor<i32> {
  // expected-error @+1 {{'other' does not reference a util.global}}
  %x = util.global.load @other : tensor<i32>
  return %x : tensor<i32>
}

// -----

util.global private mutable @g = dense<1> : tensor<i32>
func.func @main() -> tensor<i32> {
  // expected-error @+1 {{is marked immutable but global @g is mutable}}
  %x = util.global.load immutable @g : tensor<i32>
  return %x : tensor<i32>
}

// -----

func.func @main() -> tensor<i32> {
  // expected-error @+1 {{failed to verify that all of {value, result} have same type}}
  %x = "util.unfoldable_constant"() {value = 1 : i32} : () -> tensor<i32>
  return %x : tensor<i32>
}

// -----

func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'util.optimization_barrier' op inferred type(s) 'tensor<2xi32>' are incompatible with return type(s) of operation 'tensor<3xi32>'}}
  %y = "util.optimization_barrier"(%x) : (tensor<2xi32>) -> tensor<3xi32>
  return %x : tensor<2xi32>
}
