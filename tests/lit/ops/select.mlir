// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Element-wise predicate.
func.func @select_si32_2d() {
  %pred = stablehlo.constant dense<[[false, true], [true, false]]> : tensor<2x2xi1>
  %on_true = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %on_false = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<2x2xi1>, tensor<2x2xi32>
  check.expect_eq_const %result, dense<[[5, 2], [3, 8]]> : tensor<2x2xi32>
  func.return
}

// -----

// Selected elements are copied bit for bit (NaN, -0.0, infinities).
func.func @select_f32_special_values() {
  %pred = stablehlo.constant dense<[true, false, true, false, true]> : tensor<5xi1>
  %on_true = stablehlo.constant dense<[-0.0, 1.0, 0x7FC00000, 2.0, 0xFF800000]> : tensor<5xf32>
  %on_false = stablehlo.constant dense<[0.0, -0.0, 3.0, 0x7F800000, 4.0]> : tensor<5xf32>
  %result = stablehlo.select %pred, %on_true, %on_false : tensor<5xi1>, tensor<5xf32>
  check.expect_eq_const %result, dense<[-0.0, -0.0, 0x7FC00000, 0x7F800000, 0xFF800000]> : tensor<5xf32>
  func.return
}

// -----

// A rank-0 predicate selects a whole operand.
func.func @select_scalar_predicate() {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %a = stablehlo.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf64>
  %b = stablehlo.constant dense<[-1.5, -2.5, -3.5]> : tensor<3xf64>
  %rt = stablehlo.select %true, %a, %b : (tensor<i1>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_eq_const %rt, dense<[1.5, 2.5, 3.5]> : tensor<3xf64>
  %rf = stablehlo.select %false, %a, %b : (tensor<i1>, tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  check.expect_eq_const %rf, dense<[-1.5, -2.5, -3.5]> : tensor<3xf64>
  func.return
}

// -----

// Rank-0 predicate and operands.
func.func @select_all_rank0() {
  %pred = stablehlo.constant dense<false> : tensor<i1>
  %a = stablehlo.constant dense<7> : tensor<ui8>
  %b = stablehlo.constant dense<255> : tensor<ui8>
  %result = stablehlo.select %pred, %a, %b : tensor<i1>, tensor<ui8>
  check.expect_eq_const %result, dense<255> : tensor<ui8>
  func.return
}

// -----

// Boolean, si64, f16 and complex operands.
func.func @select_other_element_types() {
  %pred = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %b1 = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %b2 = stablehlo.constant dense<[true, true]> : tensor<2xi1>
  %rb = stablehlo.select %pred, %b1, %b2 : tensor<2xi1>, tensor<2xi1>
  check.expect_eq_const %rb, dense<[false, true]> : tensor<2xi1>
  %i1 = stablehlo.constant dense<[-9223372036854775808, 1]> : tensor<2xi64>
  %i2 = stablehlo.constant dense<[2, 9223372036854775807]> : tensor<2xi64>
  %ri = stablehlo.select %pred, %i1, %i2 : tensor<2xi1>, tensor<2xi64>
  check.expect_eq_const %ri, dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>
  %h1 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %h2 = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf16>
  %rh = stablehlo.select %pred, %h1, %h2 : tensor<2xi1>, tensor<2xf16>
  check.expect_eq_const %rh, dense<[1.0, 4.0]> : tensor<2xf16>
  %c1 = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %c2 = stablehlo.constant dense<[(5.0, 6.0), (7.0, 8.0)]> : tensor<2xcomplex<f32>>
  %rc = stablehlo.select %pred, %c1, %c2 : tensor<2xi1>, tensor<2xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(1.0, 2.0), (7.0, 8.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// The predicate can come from a compare: select(a > b, a, b) is max(a, b).
func.func @select_with_compare() {
  %a = stablehlo.constant dense<[1, 5, -3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[4, 2, -3]> : tensor<3xi32>
  %gt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %result = stablehlo.select %gt, %a, %b : tensor<3xi1>, tensor<3xi32>
  check.expect_eq_const %result, dense<[4, 5, -3]> : tensor<3xi32>
  func.return
}

// -----

// Generic syntax.
func.func @select_generic_form() {
  %pred = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %on_true = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi8>
  %on_false = stablehlo.constant dense<[-1, -2, -3]> : tensor<3xi8>
  %result = "stablehlo.select"(%pred, %on_true, %on_false) : (tensor<3xi1>, tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  check.expect_eq_const %result, dense<[1, -2, 3]> : tensor<3xi8>
  func.return
}
