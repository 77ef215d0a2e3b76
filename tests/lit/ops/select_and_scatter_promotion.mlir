// select_and_scatter may scatter in a promotion E of the operand's element
// type (C10, is_promotable); the result then has type E (C12).
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A promoted scatter (is_promotable, C10/C12): i8 operand, source and init,
// sources added in i32 and an i32 result; 100 + 100 does not fit in i8.
func.func @select_and_scatter_promoted_scatter() {
  %operand = stablehlo.constant dense<[1, 9, 2, 3]> : tensor<4xi8>
  %source = stablehlo.constant dense<[100, 100, 100]> : tensor<3xi8>
  %zero = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%p: tensor<i8>, %q: tensor<i8>):
      %c = stablehlo.compare GE, %p, %q : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<i32>, %q: tensor<i32>):
      %s = stablehlo.add %p, %q : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xi8>, tensor<3xi8>, tensor<i8>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[0, 200, 0, 100]> : tensor<4xi32>
  func.return
}

// -----

// A promoted float scatter: f16 sources added in f32. The maximum 4.0 is
// selected by both windows (stride 1), 2048 + 1 = 2049 is not an f16 but is
// an f32.
func.func @select_and_scatter_promoted_scatter_f16_to_f32() {
  %operand = stablehlo.constant dense<[1.0, 4.0, 2.0]> : tensor<3xf16>
  %source = stablehlo.constant dense<[2048.0, 1.0]> : tensor<2xf16>
  %zero = stablehlo.constant dense<0.0> : tensor<f16>
  %r = "stablehlo.select_and_scatter"(%operand, %source, %zero) ({
    ^bb0(%p: tensor<f16>, %q: tensor<f16>):
      %c = stablehlo.compare GE, %p, %q : (tensor<f16>, tensor<f16>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xf16>, tensor<2xf16>, tensor<f16>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[0.0, 2049.0, 0.0]> : tensor<3xf32>
  func.return
}
