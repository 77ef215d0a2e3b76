// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-no-fusion %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-threads=7 %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// Chains of elementwise ops run in one pass (docs/design.md, "Fusion")
// give the values of the ops run one by one. Expected values by hand.

// 2x, + x, compare with a splat zero, select, negate: one group. -0 * 2 =
// -0, -0 + -0 = -0; the smallest subnormal (0x00000001) doubles to
// 0x00000002 and plus itself is 0x00000003; inf and -inf stay.
func.func @chain_f32_special_values() {
  %x = stablehlo.constant dense<[1.5, -0.0, 0x7F800000, 0xFF800000, 0x00000001, -2.0]> : tensor<6xf32>
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<6xf32>
  %m = stablehlo.multiply %x, %cb : tensor<6xf32>
  %a = stablehlo.add %m, %x : tensor<6xf32>
  %z = stablehlo.constant dense<0.0> : tensor<6xf32>
  %gt = stablehlo.compare GT, %a, %z, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
  %s = stablehlo.select %gt, %a, %z : tensor<6xi1>, tensor<6xf32>
  %n = stablehlo.negate %s : tensor<6xf32>
  check.expect_eq_const %n, dense<[-4.5, -0.0, 0xFF800000, -0.0, 0x80000003, -0.0]> : tensor<6xf32>
  func.return
}

// -----

// i8 wraps: 127 + 1 = -128, -128 + -1 = 127, 100 + 100 = -56, -1 + -128 =
// 127; times [1, -1, 100, -128]: -128, -127, -5600 = 32 (mod 256), -16256
// = -128 (mod 256); negate: -(-128) = -128, 127, -32, -128; abs: -128,
// 127, 32, -128.
func.func @chain_i8_wraps() {
  %a = stablehlo.constant dense<[127, -128, 100, -1]> : tensor<4xi8>
  %b = stablehlo.constant dense<[1, -1, 100, -128]> : tensor<4xi8>
  %s = stablehlo.add %a, %b : tensor<4xi8>
  %m = stablehlo.multiply %s, %b : tensor<4xi8>
  %n = stablehlo.negate %m : tensor<4xi8>
  %r = stablehlo.abs %n : tensor<4xi8>
  check.expect_eq_const %r, dense<[-128, 127, 32, -128]> : tensor<4xi8>
  func.return
}

// -----

// A bias broadcast along rows and a column broadcast along columns, then
// convert to i32 (NaN -> 0, +-inf saturate, toward zero) and add 1.
func.func @chain_broadcasts_and_convert() {
  %x = stablehlo.constant dense<[[0.5, 0x7FC00000, 2.5], [-1.5, 1.0e10, -1.0e10]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c = stablehlo.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
  %s = stablehlo.add %x, %bb : tensor<2x3xf32>
  %t = stablehlo.multiply %s, %cb : tensor<2x3xf32>
  %i = stablehlo.convert %t : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %one = stablehlo.constant dense<1> : tensor<2x3xi32>
  %r = stablehlo.add %i, %one : tensor<2x3xi32>
  // [[15, nan, 55], [-10, 2e11, -2e11]] -> [[15, 0, 55], [-10, INT_MAX,
  // INT_MIN]] -> plus 1 (INT_MAX + 1 wraps to INT_MIN)
  check.expect_eq_const %r, dense<[[16, 1, 56], [-9, -2147483648, -2147483647]]> : tensor<2x3xi32>
  func.return
}
