// IREE's flow.tensor.dynamic_constant (issue 25, item 4): its value, as a
// tensor whose type hides dimensions, which the ops after it see at run
// time; the folder never replaces it. Expected values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s --check-prefix=PRINT
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s --check-prefix=FOLD
// CHECK: @gather_rows: ok
// CHECK: @dim_of_dynamic: ok

// PRINT: flow.tensor.dynamic_constant dense<{{\[}}[10, 11], [20, 21], [30, 31]]> : tensor<3x2xi32> -> tensor<?x2xi32>
// FOLD: flow.tensor.dynamic_constant
// FOLD: flow.tensor.dynamic_constant

// Rows 2, 0 and 1 of a 3x2 operand whose row count is dynamic.
func.func @gather_rows() {
  %a = flow.tensor.dynamic_constant dense<[[10, 11], [20, 21], [30, 31]]> : tensor<3x2xi32> -> tensor<?x2xi32>
  %i = stablehlo.constant dense<[[2], [0], [1]]> : tensor<3x1xi64>
  %r = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false
  } : (tensor<?x2xi32>, tensor<3x1xi64>) -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[30, 31], [10, 11], [20, 21]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  func.return
}

// The hidden dimensions are the value's at run time: 4 and 1.
func.func @dim_of_dynamic() {
  %a = flow.tensor.dynamic_constant dense<[[1.5], [2.5], [3.5], [4.5]]> : tensor<4x1xf32> -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n0 = arith.index_cast %d0 : index to i32
  %n1 = arith.index_cast %d1 : index to i32
  %four = arith.constant 4 : i32
  %one = arith.constant 1 : i32
  %ok0 = arith.cmpi eq, %n0, %four : i32
  %ok1 = arith.cmpi eq, %n1, %one : i32
  %t0 = arith.extui %ok0 : i1 to i32
  %t1 = arith.extui %ok1 : i1 to i32
  check.expect_true(%t0) : i32
  check.expect_true(%t1) : i32
  func.return
}
