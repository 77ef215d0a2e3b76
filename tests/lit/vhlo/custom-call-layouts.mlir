// Back from vhlo, custom_call's layout lists are dropped only as a pair:
// vhlo writes an absent list as an empty one, and the op takes both lists
// or neither (L1), so one empty list beside a non-empty one is kept.
// RUN: interpreter-opt %s --stablehlo-legalize-to-vhlo --vhlo-legalize-to-stablehlo | FileCheck %s

// CHECK-LABEL: func.func @layouts
// CHECK-NEXT: stablehlo.custom_call @both_empty() : () -> ()
// CHECK-NEXT: stablehlo.custom_call @no_layouts(%arg0) : (tensor<i64>) -> ()
// CHECK-NEXT: stablehlo.custom_call @result_empty(%arg0) {operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> ()
// CHECK-NEXT: stablehlo.custom_call @operand_empty() {operand_layouts = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : () -> tensor<2x3xf32>
func.func @layouts(%a: tensor<i64>) {
  stablehlo.custom_call @both_empty() {operand_layouts = [], result_layouts = []} : () -> ()
  stablehlo.custom_call @no_layouts(%a) : (tensor<i64>) -> ()
  stablehlo.custom_call @result_empty(%a) {operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> ()
  %0 = stablehlo.custom_call @operand_empty() {operand_layouts = [], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : () -> tensor<2x3xf32>
  return
}
