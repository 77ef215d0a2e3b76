// The check targets of JAX-exported programs, as stablehlo.custom_call.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s
// RUN: not interpreter-translate --interpret -split-input-file --interpreter-element-path %s 2>&1 | FileCheck %s

// CHECK-NOT: error
module @jit_main attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main() -> (tensor<2xf32> {jax.result_info = ""}) {
    %0 = call @inputs() : () -> tensor<2xf32>
    %1 = call @expected() : () -> tensor<2xf32>
    %2 = stablehlo.abs %0 : tensor<2xf32>
    stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    stablehlo.custom_call @check.expect_almost_eq(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    %3 = stablehlo.custom_call @check.eq(%2, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
    %4 = stablehlo.convert %3 : (tensor<i1>) -> tensor<i32>
    stablehlo.custom_call @check.expect_eq(%4, %4) {has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
    return %2 : tensor<2xf32>
  }
  func.func private @inputs() -> (tensor<2xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<"0x0000C0BF00002040"> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
  func.func private @expected() -> (tensor<2xf32> {mhlo.layout_mode = "default"}) {
    %cst = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf32>
    return %cst : tensor<2xf32>
  }
}

// -----

// 1.0 and the next float up are 1 ULP apart: within expect_close's default of 3.
// 1.0 and 1.0 + 4 ULP are not.
func.func @main() {
  %0 = stablehlo.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[0x3F800001, 0x3F800004]> : tensor<2xf32>
  // CHECK: error: expect_close failed: 1 of 2 element(s) differ; first at index [1]
  stablehlo.custom_call @check.expect_close(%0, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @main() -> tensor<i1> {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %2 = stablehlo.custom_call @check.eq(%0, %1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<i1>
  // CHECK: tensor<i1> {false}
  func.return %2 : tensor<i1>
}
