// -verify-diagnostics sees the errors after a decoded literal on the line
// where they are (a threshold of 8 digits decodes these small literals).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics --interpreter-large-hex-digits=8 %s

func.func @main() -> tensor<3xi32> {
  %z = stablehlo.constant dense<0> : tensor<3xi32>
  // expected-error @+1 {{integer division by zero at index [0]}}
  %a = stablehlo.constant dense<"0x070000000800000009000000"> : tensor<3xi32> %d = stablehlo.divide %a, %z : tensor<3xi32>
  return %d : tensor<3xi32>
}

// -----

func.func @main() -> tensor<3xi32> {
  // expected-note @+1 {{prior use here}}
  %a = stablehlo.constant dense<"0x070000000800000009000000"> : tensor<3xi32> %b = stablehlo.add %a, %a : tensor<3xi64> // expected-error {{use of value '%a' expects different type than prior uses}}
  return %b : tensor<3xi32>
}
