// Folding has a bound on its total work (issue 29): each folded op may take
// at most max-work element-operations (default 10^9), its regions, loops
// and operand constants included; past it the op stays with a remark. A
// constant is not materialised beyond max-elements (splats included).
// RUN: interpreter-opt --interpreter-fold -split-input-file -verify-diagnostics %s | FileCheck %s

// Nested loops, each under the per-loop limit (10^5 x 10^5 iterations):
// the outer loop stays.
// CHECK-LABEL: func.func @nested_loops
func.func @nested_loops() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: the folding work budget of 1000000000 element-operations is spent (max-work)}}
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %inner:2 = stablehlo.while(%j = %zero, %a = %acc) : tensor<i64>, tensor<i64>
        cond {
          %c = stablehlo.compare LT, %j, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
          stablehlo.return %c : tensor<i1>
        } do {
          %j1 = stablehlo.add %j, %one : tensor<i64>
          %a1 = stablehlo.add %a, %one : tensor<i64>
          stablehlo.return %j1, %a1 : tensor<i64>, tensor<i64>
        }
      %i1 = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %i1, %inner#1 : tensor<i64>, tensor<i64>
    }
  return %r#1 : tensor<i64>
}

// -----

// 100,000 iterations of a sine over 2^20 elements.
// CHECK-LABEL: func.func @sine_loop
func.func @sine_loop() -> tensor<1048576xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %x = stablehlo.constant dense<0.5> : tensor<1048576xf32>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: the folding work budget of 1000000000 element-operations is spent (max-work)}}
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i64>, tensor<1048576xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %i1 = stablehlo.add %i, %one : tensor<i64>
      %s = stablehlo.sine %v : tensor<1048576xf32>
      stablehlo.return %i1, %s : tensor<i64>, tensor<1048576xf32>
    }
  return %r#1 : tensor<1048576xf32>
}

// -----

// A convolution of 2^20 result elements over a 1000x1000 window (10^12
// multiply-adds): refused before it runs (its input alone is over the
// element limit).
// CHECK-LABEL: func.func @huge_convolution
func.func @huge_convolution() -> tensor<1x1x1024x1024xf32> {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x1x2023x2023xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<1x1x1000x1000xf32>
  // CHECK: stablehlo.convolution
  // expected-remark @+1 {{not folded: an operand of 4092529 elements exceeds the folding limit of 1048576 (max-elements)}}
  %r = stablehlo.convolution(%lhs, %rhs)
      dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
      window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x1x2023x2023xf32>, tensor<1x1x1000x1000xf32>) -> tensor<1x1x1024x1024xf32>
  return %r : tensor<1x1x1024x1024xf32>
}

// -----

// A reduce of a 40 GB splat: the splat is not materialised.
// CHECK-LABEL: func.func @reduce_huge_splat
func.func @reduce_huge_splat() -> tensor<f32> {
  %x = stablehlo.constant dense<1.0> : tensor<10000000000xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  // CHECK: stablehlo.reduce
  // expected-remark @+1 {{not folded: an operand of 10000000000 elements exceeds the folding limit of 1048576 (max-elements)}}
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<10000000000xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// A linalg.generic whose loop nest crosses two 60,000-element vectors:
// 3.6e9 points of a 3-op body, far beyond the budget although each operand
// is small. The estimate refuses it before running any point.
#lhs = affine_map<(d0, d1) -> (d0)>
#rhs = affine_map<(d0, d1) -> (d1)>
#out = affine_map<(d0, d1) -> ()>
// CHECK-LABEL: func.func @linalg_crossed_loops
func.func @linalg_crossed_loops() -> tensor<f32> {
  %x = stablehlo.constant dense<1.0> : tensor<60000xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  // CHECK: linalg.generic
  // expected-remark @+1 {{not folded: the folding work budget of 1000000000 element-operations is spent (max-work)}}
  %r = linalg.generic {indexing_maps = [#lhs, #rhs, #out], iterator_types = ["reduction", "reduction"]} ins(%x, %x : tensor<60000xf32>, tensor<60000xf32>) outs(%init : tensor<f32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
