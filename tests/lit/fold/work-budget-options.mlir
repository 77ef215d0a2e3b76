// max-work counts the multiply-adds of a contraction before it runs; 0
// means no limit for max-elements, max-iterations and max-work alike; with
// max-elements=0 a huge constant is still refused by max-work.
// RUN: interpreter-opt --interpreter-fold="max-work=1000000" -split-input-file %s 2> %t.work > %t.work.out
// RUN: FileCheck %s --check-prefix=WORK < %t.work
// RUN: FileCheck %s --check-prefix=WORKOUT < %t.work.out
// RUN: interpreter-opt --interpreter-fold="max-elements=0 max-iterations=0" -split-input-file %s 2> %t.zero | FileCheck %s --check-prefix=ZERO
// RUN: FileCheck %s --check-prefix=ZEROERR < %t.zero
// RUN: not interpreter-opt --interpreter-fold="max-work=-1" %s 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: interpreter-fold: max-work takes a non-negative integer (0: no limit), given '-1'

// 10x10 results over a 200x200 window: 4 * 10^6 multiply-adds.
// WORKOUT-LABEL: func.func @convolution
// ZERO-LABEL: func.func @convolution
func.func @convolution() -> tensor<1x1x10x10xf32> {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x1x209x209xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<1x1x200x200xf32>
  // WORKOUT: stablehlo.convolution
  // WORK: :[[#@LINE+1]]:8: remark: not folded: the folding work budget of 1000000 element-operations is spent (max-work)
  %r = stablehlo.convolution(%lhs, %rhs)
      dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x1x209x209xf32>, tensor<1x1x200x200xf32>) -> tensor<1x1x10x10xf32>
  // The default budget (10^9) folds it: 40000 in every element.
  // ZERO: stablehlo.constant dense<4.000000e+04> : tensor<1x1x10x10xf32>
  return %r : tensor<1x1x10x10xf32>
}

// -----

// max-elements=0: no element limit (the 6-element result folds).
// ZERO-LABEL: func.func @no_element_limit
func.func @no_element_limit() -> tensor<2x3xf32> {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  // ZERO: stablehlo.constant dense<1.000000e+00> : tensor<2x3xf32>
  %r = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// max-iterations=0: no iteration limit (200,000 iterations, over the
// default of 100,000, fold).
// ZERO-LABEL: func.func @no_iteration_limit
func.func @no_iteration_limit() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %n = stablehlo.constant dense<200000> : tensor<i32>
  // ZERO-NOT: stablehlo.while
  // ZERO: stablehlo.constant dense<200000> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n1 = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n1 : tensor<i32>
    }
  return %r : tensor<i32>
}

// -----

// max-elements=0 still refuses to materialise 10^10 elements: max-work.
// ZERO-LABEL: func.func @huge_splat
func.func @huge_splat() -> tensor<f32> {
  %x = stablehlo.constant dense<1.0> : tensor<10000000000xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  // ZERO: stablehlo.reduce
  // ZEROERR: remark: not folded: an operand of 10000000000 elements exceeds the folding work budget of 1000000000 element-operations (max-work)
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<10000000000xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
