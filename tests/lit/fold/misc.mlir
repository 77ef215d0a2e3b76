// map folds through its region; tuple and get_tuple_element never fold
// (the folder makes constants of static tensors only), without a remark.
// RUN: interpreter-opt --interpreter-fold %s -verify-diagnostics | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s -verify-diagnostics | FileCheck %s

// The example of the specification: elementwise product of two inputs.
// CHECK-LABEL: func.func @map_multiply
func.func @map_multiply() -> tensor<2x2xi64> {
  %x = stablehlo.constant dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
  %y = stablehlo.constant dense<[[4, 5], [6, 7]]> : tensor<2x2xi64>
  %r = "stablehlo.map"(%x, %y) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %m = stablehlo.multiply %a, %b : tensor<i64>
      stablehlo.return %m : tensor<i64>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<{{\[}}[0, 5], [12, 21]]> : tensor<2x2xi64>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2x2xi64>
}

// A map whose computation reads an outer constant: x * x - c with c = 1:
//   [-2, 0.5, 3] -> [4 - 1, 0.25 - 1, 9 - 1] = [3, -0.75, 8].
// CHECK-LABEL: func.func @map_captured
func.func @map_captured() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[-2.0, 0.5, 3.0]> : tensor<3xf32>
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %r = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<f32>):
      %sq = stablehlo.multiply %a, %a : tensor<f32>
      %s = stablehlo.subtract %sq, %c : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[3.000000e+00, -7.500000e-01, 8.000000e+00]> : tensor<3xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3xf32>
}

// A tuple result is not a tensor: tuple stays, and so does
// get_tuple_element, whose operand is not a tensor; their constants stay.
// CHECK-LABEL: func.func @tuple_stays
func.func @tuple_stays() -> (tuple<tensor<i32>, tensor<2xf32>>, tensor<2xf32>) {
  // CHECK-DAG: %[[A:.*]] = stablehlo.constant dense<42> : tensor<i32>
  // CHECK-DAG: %[[B:.*]] = stablehlo.constant dense<[1.500000e+00, -0.000000e+00]> : tensor<2xf32>
  // CHECK: %[[T:.*]] = stablehlo.tuple %[[A]], %[[B]]
  // CHECK-NEXT: %[[E:.*]] = stablehlo.get_tuple_element %[[T]][1]
  // CHECK-NEXT: return %[[T]], %[[E]]
  %a = stablehlo.constant dense<42> : tensor<i32>
  %b = stablehlo.constant dense<[1.5, -0.0]> : tensor<2xf32>
  %t = stablehlo.tuple %a, %b : tuple<tensor<i32>, tensor<2xf32>>
  %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<2xf32>>) -> tensor<2xf32>
  return %t, %e : tuple<tensor<i32>, tensor<2xf32>>, tensor<2xf32>
}

// What a get_tuple_element yields is not a constant either: the add that
// reads it stays.
// CHECK-LABEL: func.func @tuple_element_feeds_add
func.func @tuple_element_feeds_add() -> tensor<i32> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %t = stablehlo.tuple %a : tuple<tensor<i32>>
  %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<i32>>) -> tensor<i32>
  // CHECK: stablehlo.tuple
  // CHECK: stablehlo.get_tuple_element
  // CHECK: stablehlo.add
  %r = stablehlo.add %e, %a : tensor<i32>
  return %r : tensor<i32>
}
