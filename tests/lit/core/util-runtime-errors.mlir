// util's runtime error: a global without an initial value, loaded before
// any store, is a located error at the load.
// RUN: interpreter-translate --interpret -verify-diagnostics %s

util.global private mutable @state : tensor<2xi32>
func.func @main() -> tensor<2xi32> {
  // expected-error @+1 {{global @state has no initial value and is loaded before any store}}
  %x = util.global.load @state : tensor<2xi32>
  return %x : tensor<2xi32>
}
