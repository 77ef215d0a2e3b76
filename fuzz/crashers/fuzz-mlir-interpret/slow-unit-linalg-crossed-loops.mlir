

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
