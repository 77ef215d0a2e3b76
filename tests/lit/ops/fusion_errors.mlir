// RUN: not interpreter-translate --interpret %s 2>&1 | FileCheck %s
// RUN: not interpreter-translate --interpret --interpreter-no-fusion %s 2>&1 | FileCheck %s
// RUN: not interpreter-translate --interpret --interpreter-element-path %s 2>&1 | FileCheck %s
// An integer divide in a chain is not fused: its divisor check is its own
// error, at its location, with fusion as without.

func.func @main() -> tensor<4xi32> {
  %a = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = stablehlo.constant dense<[1, 1, 0, 1]> : tensor<4xi32>
  %s = stablehlo.add %a, %b : tensor<4xi32>
  %m = stablehlo.multiply %s, %a : tensor<4xi32>
  // CHECK: fusion_errors.mlir:[[@LINE+1]]:8: error: integer division by zero at index [2]
  %d = stablehlo.divide %m, %b : tensor<4xi32>
  %r = stablehlo.add %d, %a : tensor<4xi32>
  func.return %r : tensor<4xi32>
}
