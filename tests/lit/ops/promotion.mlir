// Reductions may compute in a wider type than their inputs: the body's
// element type must be a promotion of the input's (is_promotable), and the
// results have the body's type. 3 * 100 = 300 overflows i8 but not i32/i16.
// RUN: interpreter-translate --interpret %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s

func.func @main() {
  %x = stablehlo.constant dense<[100, 100, 100]> : tensor<3xi8>
  %z = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<i8>) -> tensor<i32>
  check.expect_eq_const %r, dense<300> : tensor<i32>
  %idx = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %s = "stablehlo.scatter"(%x, %idx, %u) ({
  ^bb0(%a: tensor<i16>, %b: tensor<i16>):
    %t = stablehlo.add %a, %b : tensor<i16>
    stablehlo.return %t : tensor<i16>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<3xi8>, tensor<2x1xi32>, tensor<2xi8>) -> tensor<3xi16>
  check.expect_eq_const %s, dense<[300, 100, 100]> : tensor<3xi16>
  func.return
}
