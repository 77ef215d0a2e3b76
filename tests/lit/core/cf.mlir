// Functions of several blocks run in SSACFG order (design document 001):
// cf.br and cf.cond_br with block arguments, cf.switch, values of a
// dominating block used in the blocks it branches to, loops through back
// edges. Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// CHECK: @sum_to_five: ok
// CHECK-NEXT: tensor<i32> {15}
// CHECK: @branch_on_extract: ok
// CHECK: @switch: ok
// CHECK: @assert_passes: ok
// CHECK-NOT: failed

// 1 + 2 + 3 + 4 + 5 = 15; %one comes from the entry block.
func.func @sum_to_five() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  cf.br ^loop(%zero, %one : tensor<i32>, tensor<i32>)
^loop(%acc: tensor<i32>, %i: tensor<i32>):
  %five = stablehlo.constant dense<5> : tensor<i32>
  %le = stablehlo.compare LE, %i, %five : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %go = tensor.extract %le[] : tensor<i1>
  cf.cond_br %go, ^body, ^done(%acc : tensor<i32>)
^body:
  %acc2 = stablehlo.add %acc, %i : tensor<i32>
  %i2 = stablehlo.add %i, %one : tensor<i32>
  cf.br ^loop(%acc2, %i2 : tensor<i32>, tensor<i32>)
^done(%result: tensor<i32>):
  func.return %result : tensor<i32>
}

// IREE's style: a tensor's element decides the branch.
func.func @branch_on_extract() {
  %x = stablehlo.constant dense<[3, -4]> : tensor<2xi32>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %x[%c1] : tensor<2xi32>
  %zero = arith.constant 0 : i32
  %neg = arith.cmpi slt, %e, %zero : i32
  cf.cond_br %neg, ^negative(%e : i32), ^positive
^negative(%v: i32):
  %abs = arith.subi %zero, %v : i32
  %t = tensor.from_elements %abs : tensor<1xi32>
  check.expect_eq_const %t, dense<4> : tensor<1xi32>
  func.return
^positive:
  %bad = stablehlo.constant dense<0> : tensor<1xi32>
  check.expect_eq_const %bad, dense<1> : tensor<1xi32>
  func.return
}

// cf.switch on 2 takes the second case; on 7 the default.
func.func @switch() {
  %two = arith.constant 2 : i32
  %seven = arith.constant 7 : i32
  %a = stablehlo.constant dense<10> : tensor<i32>
  %b = stablehlo.constant dense<20> : tensor<i32>
  cf.switch %two : i32, [
    default: ^default(%a : tensor<i32>),
    1: ^case(%a : tensor<i32>),
    2: ^case(%b : tensor<i32>)
  ]
^case(%v: tensor<i32>):
  check.expect_eq_const %v, dense<20> : tensor<i32>
  cf.switch %seven : i32, [
    default: ^default(%b : tensor<i32>),
    1: ^case(%a : tensor<i32>)
  ]
^default(%w: tensor<i32>):
  check.expect_eq_const %w, dense<20> : tensor<i32>
  func.return
}

func.func @assert_passes() {
  %true = arith.constant true
  cf.assert %true, "never fails"
  func.return
}
