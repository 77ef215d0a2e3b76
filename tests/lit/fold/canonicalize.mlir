// MLIR's --canonicalize folds through the same evaluators (the stablehlo
// dialect's fold interface), multi-result ops included.
// RUN: interpreter-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @fold_add
func.func @fold_add() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1.0, 0.1]> : tensor<2xf32>
  %b = stablehlo.constant dense<[2.0, 0.2]> : tensor<2xf32>
  %r = stablehlo.add %a, %b : tensor<2xf32>
  // 0.1f + 0.2f rounds to 0x3E99999A, printed as 3.000000e-01.
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[3.000000e+00, 3.000000e-01]> : tensor<2xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2xf32>
}

// CHECK-LABEL: func.func @fold_pair
func.func @fold_pair() -> (tensor<2xi32>, tensor<2xi32>) {
  %k = stablehlo.constant dense<[5, 3]> : tensor<2xi32>
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  // CHECK-DAG: stablehlo.constant dense<[3, 5]> : tensor<2xi32>
  // CHECK-DAG: stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  // CHECK-NOT: stablehlo.sort
  return %r#0, %r#1 : tensor<2xi32>, tensor<2xi32>
}

// A division by zero stays, without a remark.
// CHECK-LABEL: func.func @keep_division
func.func @keep_division() -> tensor<i32> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: stablehlo.divide
  %r = stablehlo.divide %a, %b : tensor<i32>
  return %r : tensor<i32>
}
