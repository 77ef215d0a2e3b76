// A reduce whose init value has rank > 0: upstream's verifier accepts it
// when the init value, both reducer arguments and the reducer result share
// one shape found in order within the result shape (its version tests carry
// one); the spec (I2) takes rank-0 init values only and gives no meaning to
// it, so the module parses, prints and serializes, and running it is an
// error at the op.
// RUN: interpreter-opt %s | FileCheck %s --check-prefix=PRINT
// RUN: interpreter-translate --interpret -verify-diagnostics %s
// RUN: interpreter-translate --interpret -verify-diagnostics --interpreter-element-path %s

// PRINT-LABEL: func.func @main
// PRINT: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<7x5xf32>, tensor<5xf32>) -> tensor<5xf32>
// PRINT: reducer(%{{.*}}: tensor<5xf32>, %{{.*}}: tensor<5xf32>)
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<7x5xf32>
  %i = stablehlo.constant dense<0.0> : tensor<5xf32>
  // expected-error @+1 {{reduce with an init value of type 'tensor<5xf32>' has no meaning in the spec, which takes rank-0 init values (I2)}}
  %r = stablehlo.reduce(%a init: %i) across dimensions = [0] : (tensor<7x5xf32>, tensor<5xf32>) -> tensor<5xf32>
    reducer(%x: tensor<5xf32>, %y: tensor<5xf32>) {
    %s = stablehlo.add %x, %y : tensor<5xf32>
    stablehlo.return %s : tensor<5xf32>
  }
  func.return
}
