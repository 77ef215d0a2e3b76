// MLIR's math, as linalg bodies and exporters use it: each op on scalars at
// points where the function's value is exact (exp 0 = 1, acos 1 = 0, ...),
// on a tensor, in a linalg.generic body and in linalg.exp's. Expected
// values by hand.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold %s | interpreter-translate --interpret | FileCheck %s
// CHECK: @float_unary: ok
// CHECK: @special_unary: ok
// CHECK: @rounding_and_binary: ok
// CHECK: @integer: ok
// CHECK: @tensor_exp: ok
// CHECK: @in_linalg_bodies: ok

func.func @float_unary() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  %eight = arith.constant 8.0 : f32
  %neg = arith.constant -3.5 : f32
  %0 = math.exp %zero : f32
  %1 = math.expm1 %zero : f32
  %2 = math.log %one : f32
  %3 = math.log1p %zero : f32
  %4 = math.sqrt %four : f32
  %5 = math.rsqrt %four : f32
  %6 = math.cbrt %eight : f32
  %7 = math.tanh %zero : f32
  %8 = math.sin %zero : f32
  %9 = math.cos %zero : f32
  %10 = math.tan %zero : f32
  %11 = math.absf %neg : f32
  %all = tensor.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<12xf32>
  check.expect_almost_eq_const(%all, dense<[1.0, 0.0, 0.0, 0.0, 2.0, 0.5, 2.0, 0.0, 0.0, 1.0, 0.0, 3.5]> : tensor<12xf32>, atol 1.0e-6) : tensor<12xf32>
  return
}

func.func @special_unary() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = math.erf %zero : f32
  %1 = math.erfc %zero : f32
  %2 = math.sinh %zero : f32
  %3 = math.cosh %zero : f32
  %4 = math.asin %zero : f32
  %5 = math.acos %one : f32
  %6 = math.atan %zero : f32
  %7 = math.asinh %zero : f32
  %8 = math.acosh %one : f32
  %9 = math.atanh %zero : f32
  %all = tensor.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<10xf32>
  check.expect_almost_eq_const(%all, dense<[0.0, 1.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<10xf32>, atol 1.0e-6) : tensor<10xf32>
  return
}

// floor, ceil, round (half away from zero), roundeven (half to even),
// atan2(0, 1), 2 ** 10.
func.func @rounding_and_binary() {
  %a = arith.constant -1.5 : f32
  %b = arith.constant 2.5 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %ten = arith.constant 10.0 : f32
  %0 = math.floor %a : f32
  %1 = math.ceil %a : f32
  %2 = math.round %b : f32
  %3 = math.roundeven %b : f32
  %4 = math.round %a : f32
  %5 = math.atan2 %zero, %one : f32
  %6 = math.powf %two, %ten : f32
  %all = tensor.from_elements %0, %1, %2, %3, %4, %5, %6 : tensor<7xf32>
  check.expect_eq_const(%all, dense<[-2.0, -1.0, 3.0, 2.0, -2.0, 0.0, 1024.0]> : tensor<7xf32>) : tensor<7xf32>
  return
}

// absi, ctpop (7 has three bits), ctlz (1 : i32 has 31 leading zeros) and
// isfinite of infinity.
func.func @integer() {
  %m5 = arith.constant -5 : i32
  %seven = arith.constant 7 : i32
  %one = arith.constant 1 : i32
  %0 = math.absi %m5 : i32
  %1 = math.ctpop %seven : i32
  %2 = math.ctlz %one : i32
  %all = tensor.from_elements %0, %1, %2 : tensor<3xi32>
  check.expect_eq_const(%all, dense<[5, 3, 31]> : tensor<3xi32>) : tensor<3xi32>
  %inf = arith.constant 0x7F800000 : f32
  %fin = math.isfinite %inf : f32
  %r = tensor.from_elements %fin : tensor<1xi1>
  check.expect_eq_const(%r, dense<false> : tensor<1xi1>) : tensor<1xi1>
  return
}

// exp on a tensor: [1, e].
func.func @tensor_exp() {
  %x = util.unfoldable_constant dense<[0.0, 1.0]> : tensor<2xf32>
  %r = math.exp %x : tensor<2xf32>
  check.expect_almost_eq_const(%r, dense<[1.0, 2.71828183]> : tensor<2xf32>, atol 1.0e-6) : tensor<2xf32>
  return
}

// sqrt in a generic's body; linalg.exp's body is math.exp.
func.func @in_linalg_bodies() {
  %x = util.unfoldable_constant dense<[1.0, 4.0, 9.0]> : tensor<3xf32>
  %init = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%x : tensor<3xf32>) outs(%init : tensor<3xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = math.sqrt %a : f32
      linalg.yield %s : f32
  } -> tensor<3xf32>
  check.expect_eq_const(%r, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  %z = util.unfoldable_constant dense<0.0> : tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %e = linalg.exp ins(%z : tensor<2xf32>) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const(%e, dense<1.0> : tensor<2xf32>) : tensor<2xf32>
  return
}
