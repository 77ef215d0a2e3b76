// A loop through a back edge obeys --max-while-iterations (the most times
// a loop body may run): here no block may run more than 3 times. Without
// the limit the loop counts to 4 and stops (by hand: 0, 1, 2, 3, 4).
// RUN: interpreter-translate --interpret %s | FileCheck %s
// CHECK: tensor<i32> {4}
// RUN: not interpreter-translate --interpret --max-while-iterations=3 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: cf-limits.mlir:[[@LINE+9]]:3: error: a block of @main runs more than 3 times (--max-while-iterations)

func.func @main() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  cf.br ^loop(%zero : tensor<i32>)
^loop(%i: tensor<i32>):
  %four = stablehlo.constant dense<4> : tensor<i32>
  %lt = stablehlo.compare LT, %i, %four : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %go = tensor.extract %lt[] : tensor<i1>
  cf.cond_br %go, ^body, ^done
^body:
  %one = stablehlo.constant dense<1> : tensor<i32>
  %next = stablehlo.add %i, %one : tensor<i32>
  cf.br ^loop(%next : tensor<i32>)
^done:
  func.return %i : tensor<i32>
}
