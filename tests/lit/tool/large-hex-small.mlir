// Small literals through the large-hex path (a threshold of 8 digits).
// Malformed ones are left to MLIR, which reports them where it always does;
// errors after a decoded literal on its line keep their columns (counted by
// hand below); the output is the same with the fast path off.
// RUN: not interpreter-translate --interpret -split-input-file --interpreter-large-hex-digits=8 %s > %t.fast 2>&1
// RUN: not interpreter-translate --interpret -split-input-file --interpreter-large-hex-digits=0 %s > %t.slow 2>&1
// RUN: diff %t.fast %t.slow
// RUN: FileCheck %s < %t.fast
// RUN: not interpreter-translate --interpret -split-input-file --interpreter-large-hex-digits=8 --interpreter-large-hex-report %s 2>&1 | FileCheck %s --check-prefix=REPORT
// Chunks start at lines 1, 35, 43, 51, 59, 67, 75 and 82 (MLIR counts lines
// from each chunk's start); the literals are on their chunk's line 5 (31 in
// the first, 4 in the last).
// CHECK: large-hex-small.mlir:1 offset :31:33: error: expected string containing hex digits starting with `0x`
// CHECK: large-hex-small.mlir:35 offset :5:33: error: expected string containing hex digits starting with `0x`
// CHECK: large-hex-small.mlir:43 offset :5:27: error: elements hex data size is invalid for provided type: 'tensor<3xf32>'
// CHECK: large-hex-small.mlir:51 offset :5:117: error: integer division by zero at index [0]
// CHECK: large-hex-small.mlir:59 offset :5:133: error: integer division by zero at index [0]
// CHECK: large-hex-small.mlir:67 offset :5:133: error: integer division by zero at index [0]
// CHECK: large-hex-small.mlir:75 offset :4:98: error: use of value '%a' expects different type than prior uses: 'tensor<3xi64>' vs 'tensor<3xi32>'
// CHECK: large-hex-small.mlir:82 offset :5:92: error: 'stablehlo.rng' op expects result of shape [2, 3], got 'tensor<3x2xf32>' (C3)
// Only the last three literals are decoded (the fifth's elements are all
// equal).
// REPORT-COUNT-4: decoded before parsing: 0 (0 bytes)
// REPORT: decoded before parsing: 0 (0 bytes)
// REPORT: decoded before parsing: 1 (12 bytes)
// REPORT: decoded before parsing: 1 (12 bytes)
// REPORT: decoded before parsing: 1 (16 bytes)

// odd digit count
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<"0x0000803F000000400"> : tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// a character that is not a hex digit
func.func @main() -> tensor<2xf32> {
  %a = stablehlo.constant dense<"0x0000803F0000G040"> : tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// the wrong size for the type
func.func @main() -> tensor<3xf32> {
  %a = stablehlo.constant dense<"0x0000803F00000040"> : tensor<3xf32>
  return %a : tensor<3xf32>
}

// -----

// a splat: one element for four
func.func @main() -> tensor<4xi32> {
  %a = stablehlo.constant dense<"0x07000000"> : tensor<4xi32> %z = stablehlo.constant dense<0> : tensor<4xi32> %d = stablehlo.divide %a, %z : tensor<4xi32>
  return %d : tensor<4xi32>
}

// -----

// every element equal (decoded, then left to MLIR)
func.func @main() -> tensor<3xi32> {
  %a = stablehlo.constant dense<"0x070000000700000007000000"> : tensor<3xi32> %z = stablehlo.constant dense<0> : tensor<3xi32> %d = stablehlo.divide %a, %z : tensor<3xi32>
  return %d : tensor<3xi32>
}

// -----

// decoded: errors after it on its line keep their columns
func.func @main() -> tensor<3xi32> {
  %a = stablehlo.constant dense<"0x070000000800000009000000"> : tensor<3xi32> %z = stablehlo.constant dense<0> : tensor<3xi32> %d = stablehlo.divide %a, %z : tensor<3xi32>
  return %d : tensor<3xi32>
}

// -----

func.func @main() -> tensor<3xi32> {
  %a = stablehlo.constant dense<"0x070000000800000009000000"> : tensor<3xi32> %b = stablehlo.add %a, %a : tensor<3xi64>
  return %b : tensor<3xi32>
}

// -----

// a decoded constant that a verifier reads (rng's shape, C3)
func.func @main(%a: tensor<f32>) {
  %s = stablehlo.constant dense<"0x02000000000000000300000000000000"> : tensor<2xi64> %r = stablehlo.rng %a, %a, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x2xf32>
  func.return
}
