// "Each function" (design document 001: the test utility "interprets each
// function"): a module with no @main whose public functions all take no
// arguments runs every one of them in module order, reports each by name
// and fails if any fails. Private functions are helpers and do not run on
// their own.
// RUN: not interpreter-translate --interpret %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT < %t.out
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// OUT: @adds: ok
// OUT-NEXT: tensor<2xi32> {
// OUT-NEXT:   [3, 5]
// OUT-NEXT: }
// OUT-NEXT: @fails: failed
// OUT-NEXT: @checks_only: ok
// OUT-NOT: helper

// ERR: each-function.mlir:36:3: error: expect_eq failed
// ERR: note: in function @fails
// ERR-NOT: error:

func.func @adds() -> tensor<2xi32> {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %2 = func.call @helper(%0, %1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %2 : tensor<2xi32>
}

func.func private @helper(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

func.func @fails() {
  %0 = stablehlo.constant dense<5> : tensor<i32>
  check.expect_eq_const %0, dense<4> : tensor<i32>
  func.return
}

func.func @checks_only() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// --entry still picks one function, reported as before (no name line).
// RUN: interpreter-translate --interpret --entry=adds %s | FileCheck %s --check-prefix=ONE
// ONE-NOT: @adds
// ONE: [3, 5]

// Every function passing: exit code 0.
// RUN: interpreter-translate --interpret --entry=checks_only %s

// Arguments belong to one chosen function.
// RUN: not interpreter-translate --interpret --args='[dense<1> : tensor<i32>]' %s 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: error: the module's test functions take no arguments; --args and --args-npy apply to one function chosen with --entry=<name>

// --results-npy: one folder per function.
// RUN: rm -rf %t.npy && not interpreter-translate --interpret %s --results-npy=%t.npy
// RUN: ls %t.npy/adds | FileCheck %s --check-prefix=NPY
// NPY: result0.npy
