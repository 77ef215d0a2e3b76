// Ops with regions and several results fold through the same evaluators;
// their regions read outer constants.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// The sum 1 + 2 + ... + 10 = 55 with i = 11 at exit: a while loop with
// constant inputs folds to its results.
// CHECK-LABEL: func.func @while_sum
func.func @while_sum() -> (tensor<i32>, tensor<i32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %one, %acc = %zero) : tensor<i32>, tensor<i32>
    cond {
      %c = stablehlo.compare LE, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %a = stablehlo.add %acc, %i : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n, %a : tensor<i32>, tensor<i32>
    }
  // CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<11> : tensor<i32>
  // CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<55> : tensor<i32>
  // CHECK-NOT: stablehlo.while
  // CHECK: return %[[I]], %[[S]]
  return %r#0, %r#1 : tensor<i32>, tensor<i32>
}

// Row sums and row maxima of [[1, 5, 2], [-3, 0, 4]].
// CHECK-LABEL: func.func @reduce
func.func @reduce() -> (tensor<2xi32>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[[1, 5, 2], [-3, 0, 4]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  %max = stablehlo.reduce(%x init: %min) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  // CHECK-DAG: %[[S:.*]] = stablehlo.constant dense<[8, 1]> : tensor<2xi32>
  // CHECK-DAG: %[[M:.*]] = stablehlo.constant dense<[5, 4]> : tensor<2xi32>
  // CHECK: return %[[S]], %[[M]]
  return %sum, %max : tensor<2xi32>, tensor<2xi32>
}

// sort with two operands, keys descending: values follow their keys.
// CHECK-LABEL: func.func @sort_pairs
func.func @sort_pairs() -> (tensor<4xf32>, tensor<4xi32>) {
  %k = stablehlo.constant dense<[2.0, -1.0, 7.0, 0.5]> : tensor<4xf32>
  %v = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
  // CHECK-DAG: %[[K:.*]] = stablehlo.constant dense<[7.000000e+00, 2.000000e+00, 5.000000e-01, -1.000000e+00]> : tensor<4xf32>
  // CHECK-DAG: %[[V:.*]] = stablehlo.constant dense<[2, 0, 3, 1]> : tensor<4xi32>
  // CHECK: return %[[K]], %[[V]]
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi32>
}

// case with an index out of range runs the last branch.
// CHECK-LABEL: func.func @case_last
func.func @case_last() -> tensor<i32> {
  %index = stablehlo.constant dense<7> : tensor<i32>
  %a = stablehlo.constant dense<10> : tensor<i32>
  %b = stablehlo.constant dense<20> : tensor<i32>
  %r = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<i32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<20> : tensor<i32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<i32>
}

// Inside a loop that cannot fold (its input is an argument), the ops whose
// operands are constants still fold.
// CHECK-LABEL: func.func @inside_loop
func.func @inside_loop(%n: tensor<i32>) -> tensor<i32> {
  // CHECK: stablehlo.while
  // CHECK: do
  // CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<6> : tensor<i32>
  // CHECK-NEXT: stablehlo.add %{{.*}}, %[[C]]
  %r = stablehlo.while(%i = %n) : tensor<i32>
    cond {
      %limit = stablehlo.constant dense<100> : tensor<i32>
      %c = stablehlo.compare LT, %i, %limit, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %two = stablehlo.constant dense<2> : tensor<i32>
      %three = stablehlo.constant dense<3> : tensor<i32>
      %six = stablehlo.multiply %two, %three : tensor<i32>
      %next = stablehlo.add %i, %six : tensor<i32>
      stablehlo.return %next : tensor<i32>
    }
  return %r : tensor<i32>
}
