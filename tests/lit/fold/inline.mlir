// A JAX-style @main that calls @inputs and @expected folds whole after
// --inline: only constants, the check and the return remain.
// RUN: interpreter-opt --inline --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --inline --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s --check-prefix=INTERP

// The folded abs equals the expected value bit for bit, so the inliner's
// canonicalization keeps one constant for both.
// CHECK-LABEL: func.func public @main
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[1.000000e+00, 2.500000e+00, 0.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: stablehlo.custom_call @check.expect_close(%[[R]], %[[R]])
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: func.func private
// INTERP: tensor<3xf32>
module @jit_main {
  func.func public @main() -> tensor<3xf32> {
    %0 = call @inputs() : () -> tensor<3xf32>
    %1 = call @expected() : () -> tensor<3xf32>
    %2 = stablehlo.abs %0 : tensor<3xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<3xf32>, tensor<3xf32>) -> ()
    return %2 : tensor<3xf32>
  }
  func.func private @inputs() -> tensor<3xf32> {
    %cst = stablehlo.constant dense<[-1.0, 2.5, -0.0]> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
  func.func private @expected() -> tensor<3xf32> {
    %cst = stablehlo.constant dense<[1.0, 2.5, 0.0]> : tensor<3xf32>
    return %cst : tensor<3xf32>
  }
}
