// More cases of stablehlo.dot: the constraints of dot_general it shares
// (precision_config size) and its pretty precision syntax.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C11) asks for 2 precision values; upstream's verifier takes one
// (docs/design.md, "Upstream's syntax beyond the spec"), and so do we. The
// product is 1*3 + 2*4 whatever the precision.
func.func @one_precision() {
  %a = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[3.0], [4.0]]> : tensor<2x1xf32>
  %r = "stablehlo.dot"(%a, %b) {precision_config = [#stablehlo<precision HIGHEST>]} : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
  check.expect_eq_const %r, dense<11.0> : tensor<1x1xf32>
  func.return
}

// -----

// (C11) Three precision values.
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) {
  // expected-error @+1 {{precision_config has 3 values, at most 2}}
  %r = "stablehlo.dot"(%a, %b) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  func.return
}

// -----

// The pretty form of dot with a precision config, as StableHLO prints it
// (`stablehlo.dot %a, %b, precision = [...]`), is valid.
func.func @dot_pretty_precision() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = stablehlo.dot %v, %v, precision = [DEFAULT, HIGHEST] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  check.expect_eq_const %r, dense<14.0> : tensor<f32>
  func.return
}
