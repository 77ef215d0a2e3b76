// JAX's custom_call targets with a defined meaning run as the ops they
// stand for. Expected values: by hand and NumPy (argsort, kind="stable").
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// A shape assertion that holds does nothing.
func.func @shape_assertion_holds() {
  %true = stablehlo.constant dense<true> : tensor<i1>
  %b = stablehlo.constant dense<4> : tensor<i32>
  stablehlo.custom_call @shape_assertion(%true, %b) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b', got {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  func.return
}

// -----

// annotate_device_placement is the identity.
func.func @annotate_device_placement() {
  %x = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %y = stablehlo.custom_call @annotate_device_placement(%x) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %y, dense<[1.5, -2.0]> : tensor<2xf32>
  func.return
}

// -----

// stablehlo.dynamic_top_k: the k largest of each row, ties in index order.
func.func @dynamic_top_k() {
  %x = stablehlo.constant dense<[[3.0, 1.0, 4.0, 1.0, 5.0], [9.0, 2.0, 6.0, 5.0, 3.0]]> : tensor<2x5xf32>
  %k = stablehlo.constant dense<3> : tensor<ui64>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<2x5xf32>, tensor<ui64>) -> (tensor<2x?xf32>, tensor<2x?xi32>)
  %vs = stablehlo.convert %v : (tensor<2x?xf32>) -> tensor<2x3xf32>
  %is = stablehlo.convert %i : (tensor<2x?xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %vs, dense<[[5.0, 4.0, 3.0], [9.0, 6.0, 5.0]]> : tensor<2x3xf32>
  check.expect_eq_const %is, dense<[[4, 2, 0], [0, 2, 3]]> : tensor<2x3xi32>
  func.return
}

// -----

// mhlo.topk with largest = false: the k smallest, ascending; NaN sorts
// above +inf (IEEE totalOrder), so the largest of [NaN, inf, 1] is NaN.
func.func @mhlo_topk() {
  %x = stablehlo.constant dense<[[3.0, 1.0, 4.0, 1.0, 5.0], [9.0, 2.0, 6.0, 5.0, 3.0]]> : tensor<2x5xf32>
  %v, %i = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 2 : i64, largest = false}, mhlo.version = 1 : i64} : (tensor<2x5xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  check.expect_eq_const %v, dense<[[1.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  check.expect_eq_const %i, dense<[[1, 3], [1, 4]]> : tensor<2x2xi32>
  %y = stablehlo.constant dense<[1.0, 0x7F800000, 0x7FC00000]> : tensor<3xf32>
  %w, %j = stablehlo.custom_call @mhlo.topk(%y) {mhlo.attributes = {k = 2 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<3xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  check.expect_eq_const %w, dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>
  check.expect_eq_const %j, dense<[2, 1]> : tensor<2xi32>
  func.return
}

// -----

// stablehlo.dynamic_reduce_window: window 2, stride 1, padding (1, 0) of a
// sum over [1, 2, 3, 4] with init 0: [0+1, 1+2, 2+3, 3+4].
module {
  func.func private @sum(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
    %s = stablehlo.add %a, %b : tensor<i32>
    func.return %s : tensor<i32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %init = stablehlo.constant dense<0> : tensor<i32>
    %dims = stablehlo.constant dense<[2]> : tensor<1xi64>
    %strides = stablehlo.constant dense<[1]> : tensor<1xi64>
    %base = stablehlo.constant dense<[1]> : tensor<1xi64>
    %dil = stablehlo.constant dense<[1]> : tensor<1xi64>
    %pad = stablehlo.constant dense<[[1, 0]]> : tensor<1x2xi64>
    %r = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %init, %dims, %strides, %base, %dil, %pad) {called_computations = [@sum]} : (tensor<4xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1x2xi64>) -> tensor<?xi32>
    %rs = stablehlo.convert %r : (tensor<?xi32>) -> tensor<4xi32>
    check.expect_eq_const %rs, dense<[1, 3, 5, 7]> : tensor<4xi32>
    func.return
  }
}

// -----

// stablehlo.dynamic_rng_bit_generator equals rng_bit_generator with the
// shape it is given.
func.func @dynamic_rng_bit_generator() {
  %state = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %s1, %o1 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : (tensor<2xui64>, tensor<2xi64>) -> (tensor<2xui64>, tensor<?x?xui32>)
  %s2, %o2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  %o1s = stablehlo.convert %o1 : (tensor<?x?xui32>) -> tensor<2x3xui32>
  check.expect_eq %o1s, %o2 : tensor<2x3xui32>
  check.expect_eq %s1, %s2 : tensor<2xui64>
  func.return
}

// -----

// cusparse_gtsv2_ffi, JAX's GPU tridiagonal solve (run as LAPACK's gtsv):
// x0 + x1 = 1, 2 x0 + x1 + 2 x2 = 1, 3 x1 + x2 = 1 (dl[0] and du[2] are
// outside the system) gives x = [4/7, 3/7, -2/7].
func.func @gtsv2() {
  %dl = stablehlo.constant dense<[0.0, 2.0, 3.0]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %du = stablehlo.constant dense<[1.0, 2.0, 0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xf32>
  %x = stablehlo.custom_call @cusparse_gtsv2_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  check.expect_almost_eq_const %x, dense<[[0.571428597], [0.428571433], [-0.285714298]]> : tensor<3x1xf32>
  func.return
}
