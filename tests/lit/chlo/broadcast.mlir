// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s
// The same checks through the stablehlo lowering:
// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | interpreter-translate --interpret -split-input-file

// numpy-style: trailing dimensions align, size-1 dimensions stretch.
func.func @broadcast_add_numpy() {
  %a = stablehlo.constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %b = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %r = chlo.broadcast_add %a, %b : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %r, dense<[[11.0, 21.0, 31.0], [12.0, 22.0, 32.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// broadcast_dimensions maps the lower-rank operand's dimension 0 to the
// result's dimension 0 (numpy would align it with dimension 1).
func.func @broadcast_sub_dims() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[1, 10]> : tensor<2xi32>
  %r = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[0, 1, 2], [-6, -5, -4]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_arith() {
  %a = stablehlo.constant dense<[7, -7, 9]> : tensor<3xi32>
  %b = stablehlo.constant dense<2> : tensor<i32>
  %mul = chlo.broadcast_multiply %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %mul, dense<[14, -14, 18]> : tensor<3xi32>
  %div = chlo.broadcast_divide %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %div, dense<[3, -3, 4]> : tensor<3xi32>
  %rem = chlo.broadcast_remainder %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %rem, dense<[1, -1, 1]> : tensor<3xi32>
  %max = chlo.broadcast_maximum %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %max, dense<[7, 2, 9]> : tensor<3xi32>
  %min = chlo.broadcast_minimum %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %min, dense<[2, -7, 2]> : tensor<3xi32>
  %pow = chlo.broadcast_power %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %pow, dense<[49, 49, 81]> : tensor<3xi32>
  %shl = chlo.broadcast_shift_left %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %shl, dense<[28, -28, 36]> : tensor<3xi32>
  %sra = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %sra, dense<[1, -2, 2]> : tensor<3xi32>
  %srl = chlo.broadcast_shift_right_logical %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %srl, dense<[1, 1073741822, 2]> : tensor<3xi32>
  %and = chlo.broadcast_and %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %and, dense<[2, 0, 0]> : tensor<3xi32>
  %or = chlo.broadcast_or %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %or, dense<[7, -5, 11]> : tensor<3xi32>
  %xor = chlo.broadcast_xor %a, %b : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %xor, dense<[5, -5, 11]> : tensor<3xi32>
  func.return
}

// -----

func.func @broadcast_float_ops() {
  %a = stablehlo.constant dense<[1.0, -1.0, 0.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[[1.0], [-1.0]]> : tensor<2x1xf64>
  %at = chlo.broadcast_atan2 %a, %b : (tensor<3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  check.expect_almost_eq_const %at, dense<[[0.7853981633974483, -0.7853981633974483, 0.0], [2.356194490192345, -2.356194490192345, 3.141592653589793]]> : tensor<2x3xf64>
  %c = chlo.broadcast_complex %a, %b : (tensor<3xf64>, tensor<2x1xf64>) -> tensor<2x3xcomplex<f64>>
  check.expect_eq_const %c, dense<[[(1.0, 1.0), (-1.0, 1.0), (0.0, 1.0)], [(1.0, -1.0), (-1.0, -1.0), (0.0, -1.0)]]> : tensor<2x3xcomplex<f64>>
  %n = chlo.broadcast_next_after %a, %b : (tensor<3xf64>, tensor<2x1xf64>) -> tensor<2x3xf64>
  check.expect_eq_const %n, dense<[[1.0, -0.99999999999999989, 4.9406564584124654E-324], [0.99999999999999989, -1.0, -4.9406564584124654E-324]]> : tensor<2x3xf64>
  func.return
}

// -----

// Without compare_type, floats compare as FLOAT (NaN unordered), signless
// integers as SIGNED, unsigned ones as UNSIGNED.
func.func @broadcast_compare() {
  %a = stablehlo.constant dense<[1.0, 0x7FC00000, -2.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<0.0> : tensor<f32>
  %lt = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  check.expect_eq_const %lt, dense<[false, false, true]> : tensor<3xi1>
  %gt = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  check.expect_eq_const %gt, dense<[true, true, false]> : tensor<3xi1>
  %u = stablehlo.constant dense<[1, 255]> : tensor<2xui8>
  %v = stablehlo.constant dense<128> : tensor<ui8>
  %ge = chlo.broadcast_compare %u, %v {comparison_direction = #chlo<comparison_direction GE>} : (tensor<2xui8>, tensor<ui8>) -> tensor<2xi1>
  check.expect_eq_const %ge, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

func.func @broadcast_select() {
  %p = stablehlo.constant dense<[[true], [false]]> : tensor<2x1xi1>
  %t = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %f = stablehlo.constant dense<0> : tensor<i32>
  %r = chlo.broadcast_select %p, %t, %f : (tensor<2x1xi1>, tensor<3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[1, 2, 3], [0, 0, 0]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @broadcast_zeta_polygamma() {
  %x = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %q = stablehlo.constant dense<1.0> : tensor<f32>
  %z = chlo.broadcast_zeta %x, %q : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_almost_eq_const %z, dense<[1.6449340668482266, 1.2020569031595942]> : tensor<2xf32>
  %n = stablehlo.constant dense<1.0> : tensor<f32>
  %p = chlo.broadcast_polygamma %n, %x : (tensor<f32>, tensor<2xf32>) -> tensor<2xf32>
  check.expect_almost_eq_const %p, dense<[0.6449340668482264, 0.3949340668482264]> : tensor<2xf32>
  func.return
}
