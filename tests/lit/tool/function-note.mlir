// A failed check or a runtime error names the function being interpreted
// (a note at the function), so an error in a file of many test functions,
// such as opidiff2mlir's output, says which test failed; a passing function
// gets no note. Under -verify-diagnostics no note is attached.
// RUN: not interpreter-translate --interpret -split-input-file %s 2>&1 | FileCheck %s
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s 2>&1 | FileCheck %s --check-prefix=VERIFY

// CHECK: error: expect_eq failed: 1 of 2 element(s) differ
// CHECK: offset :{{[0-9]+}}:1: note: in function @first_test
func.func @first_test() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{expect_eq failed}}
  check.expect_eq_const %0, dense<[1, 3]> : tensor<2xi32>
  func.return
}

// -----

// CHECK-NOT: note: in function @passing
func.func @passing() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %0, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

// CHECK: error: integer division by zero
// CHECK: note: in function @"runtime_error=1"
func.func @"runtime_error=1"() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{division by zero}}
  %2 = stablehlo.divide %0, %1 : tensor<i32>
  func.return
}

// VERIFY-NOT: note:
// VERIFY-NOT: error:
