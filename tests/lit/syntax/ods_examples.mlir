// The examples of the op descriptions in dialect/*.td, each in a function
// that defines its operands: every one parses, verifies and prints.
// scripts/check_ods_docs.py (ctest ods-docs) fails when an example is not here.
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s

// CHECK-LABEL: func.func @elem_abs
func.func @elem_abs(%x: tensor<2xcomplex<f32>>) {
  %r = stablehlo.abs %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  func.return
}

// IREE's flow dialect (dialect/FlowOps.td).
// CHECK-LABEL: func.func @flow_tensor_dynamic_constant
func.func @flow_tensor_dynamic_constant() {
  %a = flow.tensor.dynamic_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32> -> tensor<?x2xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_cbrt
func.func @elem_cbrt(%x: tensor<3xf32>) {
  %r = stablehlo.cbrt %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_ceil
func.func @elem_ceil(%x: tensor<3xf32>) {
  %r = stablehlo.ceil %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_count_leading_zeros
func.func @elem_count_leading_zeros(%x: tensor<3xi32>) {
  %r = stablehlo.count_leading_zeros %x : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_cosine
func.func @elem_cosine(%x: tensor<3xf32>) {
  %r = stablehlo.cosine %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_exponential
func.func @elem_exponential(%x: tensor<3xf32>) {
  %r = stablehlo.exponential %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_exponential_minus_one
func.func @elem_exponential_minus_one(%x: tensor<3xf32>) {
  %r = stablehlo.exponential_minus_one %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_floor
func.func @elem_floor(%x: tensor<3xf32>) {
  %r = stablehlo.floor %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_imag
func.func @elem_imag(%z: tensor<2xcomplex<f32>>) {
  %r = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_is_finite
func.func @elem_is_finite(%x: tensor<3xf32>) {
  %r = stablehlo.is_finite %x : (tensor<3xf32>) -> tensor<3xi1>
  func.return
}

// CHECK-LABEL: func.func @elem_log
func.func @elem_log(%x: tensor<3xf32>) {
  %r = stablehlo.log %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_log_plus_one
func.func @elem_log_plus_one(%x: tensor<3xf32>) {
  %r = stablehlo.log_plus_one %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_logistic
func.func @elem_logistic(%x: tensor<3xf32>) {
  %r = stablehlo.logistic %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_negate
func.func @elem_negate(%x: tensor<3xi32>) {
  %r = stablehlo.negate %x : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_not
func.func @elem_not(%x: tensor<3xi32>) {
  %r = stablehlo.not %x : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_popcnt
func.func @elem_popcnt(%x: tensor<3xi32>) {
  %r = stablehlo.popcnt %x : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_real
func.func @elem_real(%z: tensor<2xcomplex<f32>>) {
  %r = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_round_nearest_afz
func.func @elem_round_nearest_afz(%x: tensor<3xf32>) {
  %r = stablehlo.round_nearest_afz %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_round_nearest_even
func.func @elem_round_nearest_even(%x: tensor<3xf32>) {
  %r = stablehlo.round_nearest_even %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_rsqrt
func.func @elem_rsqrt(%x: tensor<3xf32>) {
  %r = stablehlo.rsqrt %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_sign
func.func @elem_sign(%x: tensor<3xf32>) {
  %r = stablehlo.sign %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_sine
func.func @elem_sine(%x: tensor<3xf32>) {
  %r = stablehlo.sine %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_sqrt
func.func @elem_sqrt(%x: tensor<3xf32>) {
  %r = stablehlo.sqrt %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_tan
func.func @elem_tan(%x: tensor<3xf32>) {
  %r = stablehlo.tan %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_tanh
func.func @elem_tanh(%x: tensor<3xf32>) {
  %r = stablehlo.tanh %x : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_convert
func.func @elem_convert(%x: tensor<3xf32>) {
  %r = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_bitcast_convert
func.func @elem_bitcast_convert(%x: tensor<2xf32>) {
  %r = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>
  func.return
}

// CHECK-LABEL: func.func @elem_reduce_precision
func.func @elem_reduce_precision(%x: tensor<3xf32>) {
  %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_add
func.func @elem_add(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.add %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_and
func.func @elem_and(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.and %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_atan2
func.func @elem_atan2(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.atan2 %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_divide
func.func @elem_divide(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.divide %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_maximum
func.func @elem_maximum(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.maximum %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_minimum
func.func @elem_minimum(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.minimum %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_multiply
func.func @elem_multiply(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.multiply %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_or
func.func @elem_or(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.or %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_power
func.func @elem_power(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.power %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_remainder
func.func @elem_remainder(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.remainder %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_shift_left
func.func @elem_shift_left(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.shift_left %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_shift_right_arithmetic
func.func @elem_shift_right_arithmetic(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.shift_right_arithmetic %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_shift_right_logical
func.func @elem_shift_right_logical(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.shift_right_logical %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_subtract
func.func @elem_subtract(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.subtract %a, %b : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_xor
func.func @elem_xor(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.xor %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @elem_complex
func.func @elem_complex(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @elem_compare
func.func @elem_compare(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = stablehlo.compare LT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  func.return
}

// CHECK-LABEL: func.func @elem_clamp
func.func @elem_clamp(%lo: tensor<f32>, %x: tensor<3xf32>, %hi: tensor<f32>) {
  %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @elem_select
func.func @elem_select(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @misc_constant
func.func @misc_constant() {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %q = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}>
         : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
  func.return
}

// CHECK-LABEL: func.func @misc_iota
func.func @misc_iota() {
  %r = stablehlo.iota dim = 0 : tensor<4x2xi32>
  func.return
}

// CHECK-LABEL: func.func @misc_optimization_barrier
func.func @misc_optimization_barrier(%a: tensor<i32>, %b: tensor<2xf32>) {
  %r:2 = stablehlo.optimization_barrier %a, %b : tensor<i32>, tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @misc_custom_call
func.func @misc_custom_call(%x: tensor<i32>, %m: tensor<3x3xf32>) {
  %r = stablehlo.custom_call @my_target(%x) {has_side_effect = true, backend_config = ""} : (tensor<i32>) -> tensor<i32>
  %y = stablehlo.custom_call @lapack_sgetrf_ffi(%m) {api_version = 4 : i32, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  func.return
}

// CHECK-LABEL: func.func @misc_return
func.func @misc_return(%s: tensor<f32>) {
  %r = "stablehlo.map"(%s) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64>} : (tensor<f32>) -> tensor<f32>
  func.return
}

// CHECK-LABEL: func.func @quant_uniform_quantize
func.func @quant_uniform_quantize(%x: tensor<3xf32>) {
  %r = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  func.return
}

// CHECK-LABEL: func.func @quant_uniform_dequantize
func.func @quant_uniform_dequantize(%q: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) {
  %r = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @shape_broadcast_in_dim
func.func @shape_broadcast_in_dim(%x: tensor<1x3xi32>) {
  %r = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<2x4x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_broadcast
func.func @shape_broadcast(%x: tensor<3xi32>) {
  %r = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_reshape
func.func @shape_reshape(%x: tensor<6xi32>) {
  %r = stablehlo.reshape %x : (tensor<6xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_transpose
func.func @shape_transpose(%x: tensor<2x3xi32>) {
  %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_slice
func.func @shape_slice(%x: tensor<4x4xi32>) {
  %r = stablehlo.slice %x [1:3, 0:4:2] : (tensor<4x4xi32>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_slice
func.func @shape_dynamic_slice(%x: tensor<4x4xi32>, %i: tensor<i64>, %j: tensor<i64>) {
  %r = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_update_slice
func.func @shape_dynamic_update_slice(%x: tensor<4x4xi32>, %u: tensor<2x2xi32>, %i: tensor<i64>, %j: tensor<i64>) {
  %r = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_concatenate
func.func @shape_concatenate(%a: tensor<3x2xi64>, %b: tensor<1x2xi64>) {
  %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
  func.return
}

// CHECK-LABEL: func.func @shape_pad
func.func @shape_pad(%x: tensor<2x3xi32>, %p: tensor<i32>) {
  %r = stablehlo.pad %x, %p, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_reverse
func.func @shape_reverse(%x: tensor<2x3xi32>) {
  %r = stablehlo.reverse %x, dims = [1] : tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_get_dimension_size
func.func @shape_get_dimension_size(%x: tensor<?x3xi32>) {
  %r = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xi32>) -> tensor<i32>
  func.return
}

// CHECK-LABEL: func.func @shape_set_dimension_size
func.func @shape_set_dimension_size(%x: tensor<2x3xi32>, %n: tensor<i32>) {
  %r = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_broadcast_in_dim
func.func @shape_dynamic_broadcast_in_dim(%x: tensor<3xi32>, %s: tensor<2xi64>) {
  %r = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_iota
func.func @shape_dynamic_iota(%s: tensor<2xi64>) {
  %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<?x2xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_pad
func.func @shape_dynamic_pad(%x: tensor<2x3xi64>, %p: tensor<i64>, %lo: tensor<2xi64>, %hi: tensor<2xi64>, %in: tensor<2xi64>) {
  %r = stablehlo.dynamic_pad %x, %p, %lo, %hi, %in : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  func.return
}

// CHECK-LABEL: func.func @shape_dynamic_reshape
func.func @shape_dynamic_reshape(%x: tensor<6xi32>, %s: tensor<2xi64>) {
  %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @shape_real_dynamic_slice
func.func @shape_real_dynamic_slice(%x: tensor<3xi1>, %b: tensor<1xi64>, %e: tensor<1xi64>, %s: tensor<1xi64>) {
  %r = stablehlo.real_dynamic_slice %x, %b, %e, %s : (tensor<3xi1>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi1>
  func.return
}

// CHECK-LABEL: func.func @index_gather
func.func @index_gather(%x: tensor<3x3xi32>, %i: tensor<3x1xi64>) {
  %r = "stablehlo.gather"(%x, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 3>, indices_are_sorted = false
  } : (tensor<3x3xi32>, tensor<3x1xi64>) -> tensor<3x3xi32>
  func.return
}

// CHECK-LABEL: func.func @index_dynamic_gather
func.func @index_dynamic_gather(%x: tensor<3x3xi32>, %i: tensor<3x1xi64>, %s: tensor<2xi64>) {
  %r = "stablehlo.dynamic_gather"(%x, %i, %s) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>
  } : (tensor<3x3xi32>, tensor<3x1xi64>, tensor<2xi64>) -> tensor<3x3xi32>
  func.return
}

// CHECK-LABEL: func.func @index_scatter
func.func @index_scatter(%x: tensor<3x3xi32>, %i: tensor<2x1xi64>, %u: tensor<2x3xi32>) {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
        inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false}
    : (tensor<3x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<3x3xi32>
  func.return
}

// CHECK-LABEL: func.func @index_torch_index_select
func.func @index_torch_index_select(%x: tensor<3x2xf32>, %i: tensor<2xi32>) {
  %r = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64}
    : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @cf_while
func.func @cf_while(%n: tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %one : tensor<i64>
    %a1 = stablehlo.add %acc, %i : tensor<i64>
    stablehlo.return %i1, %a1 : tensor<i64>, tensor<i64>
  }
  func.return
}

// CHECK-LABEL: func.func @cf_if
func.func @cf_if(%p: tensor<i1>, %x: tensor<i64>) {
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %x : tensor<i64>
  }, {
    %y = stablehlo.negate %x : tensor<i64>
    stablehlo.return %y : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  func.return
}

// CHECK-LABEL: func.func @cf_case
func.func @cf_case(%i: tensor<i32>, %x: tensor<i64>) {
  %r = "stablehlo.case"(%i) ({
    stablehlo.return %x : tensor<i64>
  }, {
    %y = stablehlo.negate %x : tensor<i64>
    stablehlo.return %y : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  func.return
}

// CHECK-LABEL: func.func @cf_map
func.func @cf_map(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = stablehlo.multiply %x, %y : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  func.return
}

func.func private @my_double(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = stablehlo.add %x, %x : tensor<3xf32>
  func.return %y : tensor<3xf32>
}

// CHECK-LABEL: func.func @cf_composite
func.func @cf_composite(%x: tensor<3xf32>) {
  %r = stablehlo.composite "my.double" %x {decomposition = @my_double, version = 1 : i32} : (tensor<3xf32>) -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @cf_tuple
func.func @cf_tuple(%a: tensor<2xi1>, %b: tensor<f32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<2xi1>, tensor<f32>>
  func.return
}

// CHECK-LABEL: func.func @cf_get_tuple_element
func.func @cf_get_tuple_element(%t: tuple<tensor<2xi1>, tensor<f32>>) {
  %r = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi1>, tensor<f32>>) -> tensor<f32>
  func.return
}

// CHECK-LABEL: func.func @cf_after_all
func.func @cf_after_all(%a: !stablehlo.token, %b: !stablehlo.token) {
  %t = stablehlo.after_all %a, %b : !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @cf_create_token
func.func @cf_create_token() {
  %t = stablehlo.create_token : !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @red_reduce
func.func @red_reduce(%x: tensor<2x3xi32>, %z: tensor<i32>) {
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1]
    : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// CHECK-LABEL: func.func @red_sort
func.func @red_sort(%x: tensor<4xf32>) {
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// CHECK-LABEL: func.func @win_reduce_window
func.func @win_reduce_window(%x: tensor<3x2xi64>, %z: tensor<i64>) {
  %r = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>,
      padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>}
    : (tensor<3x2xi64>, tensor<i64>) -> tensor<3x2xi64>
  func.return
}

// CHECK-LABEL: func.func @win_select_and_scatter
func.func @win_select_and_scatter(%x: tensor<4xi32>, %s: tensor<2xi32>, %z: tensor<i32>) {
  %r = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %t = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %t : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}
    : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
  func.return
}

// CHECK-LABEL: func.func @contr_dot_general
func.func @contr_dot_general(%a: tensor<2x2x3xi32>, %b: tensor<2x3x2xi32>) {
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
    precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xi32>, tensor<2x3x2xi32>) -> tensor<2x2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @contr_einsum
func.func @contr_einsum(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>) {
  %r = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @contr_unary_einsum
func.func @contr_unary_einsum(%x: tensor<2x3xi32>) {
  %r = stablehlo.unary_einsum %x, config = "ab->ba" : (tensor<2x3xi32>) -> tensor<3x2xi32>
  func.return
}

// CHECK-LABEL: func.func @contr_convolution
func.func @contr_convolution(%x: tensor<1x7x1xi32>, %k: tensor<3x1x1xi32>) {
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {stride = [2], pad = [[1, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x7x1xi32>, tensor<3x1x1xi32>) -> tensor<1x4x1xi32>
  func.return
}

// CHECK-LABEL: func.func @contr_dynamic_conv
func.func @contr_dynamic_conv(%x: tensor<1x4x4x1xi64>, %k: tensor<3x3x1x1xi64>, %p: tensor<2x2xi64>) {
  %r = "stablehlo.dynamic_conv"(%x, %k, %p) {
    window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
  func.return
}

// CHECK-LABEL: func.func @contr_dot
func.func @contr_dot(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @linalg_fft
func.func @linalg_fft(%x: tensor<4xf32>) {
  %r = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @linalg_triangular_solve
func.func @linalg_triangular_solve(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) {
  %r = "stablehlo.triangular_solve"(%a, %b) {
    left_side = true, lower = true, unit_diagonal = false,
    transpose_a = #stablehlo<transpose NO_TRANSPOSE>
  } : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  func.return
}

// CHECK-LABEL: func.func @linalg_cholesky
func.func @linalg_cholesky(%a: tensor<3x3xf64>) {
  %r = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>
  func.return
}

// CHECK-LABEL: func.func @linalg_batch_norm_inference
func.func @linalg_batch_norm_inference(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) {
  %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {
    epsilon = 1.0e-5 : f32, feature_index = 2 : i64
  } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @linalg_batch_norm_training
func.func @linalg_batch_norm_training(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>) {
  %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {
    epsilon = 1.0e-5 : f32, feature_index = 2 : i64
  } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
    -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return
}

// CHECK-LABEL: func.func @linalg_batch_norm_grad
func.func @linalg_batch_norm_grad(%x: tensor<2x2x2xf32>, %s: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>, %g: tensor<2x2x2xf32>) {
  %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {
    epsilon = 1.0e-5 : f32, feature_index = 2 : i64
  } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>)
    -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return
}

// CHECK-LABEL: func.func @linalg_rng
func.func @linalg_rng(%a: tensor<f32>, %b: tensor<f32>, %s: tensor<2xi64>) {
  %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
  func.return
}

// CHECK-LABEL: func.func @linalg_rng_bit_generator
func.func @linalg_rng_bit_generator(%s: tensor<2xui64>) {
  %state, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY
      : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
  func.return
}

// CHECK-LABEL: func.func @dist_all_gather
func.func @dist_all_gather(%x: tensor<2x2xi64>) {
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<2x2xi64>) -> tensor<2x4xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_all_reduce
func.func @dist_all_reduce(%x: tensor<4xi64>) {
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<4xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_reduce_scatter
func.func @dist_reduce_scatter(%x: tensor<4xi64>) {
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {scatter_dimension = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi64>) -> tensor<2xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_all_to_all
func.func @dist_all_to_all(%x: tensor<4xi64>) {
  %r = "stablehlo.all_to_all"(%x) {
    split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<4xi64>) -> tensor<4xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_collective_broadcast
func.func @dist_collective_broadcast(%x: tensor<2xi64>) {
  %r = "stablehlo.collective_broadcast"(%x) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<2xi64>) -> tensor<2xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_collective_permute
func.func @dist_collective_permute(%x: tensor<2xi64>) {
  %r = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>
  } : (tensor<2xi64>) -> tensor<2xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_collective_reduce
func.func @dist_collective_reduce(%x: tensor<2xi64>) {
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_cross_replica_sum
func.func @dist_cross_replica_sum(%x: tensor<2xf32>) {
  %r = "stablehlo.cross-replica-sum"(%x) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @dist_partition_id
func.func @dist_partition_id() {
  %r = stablehlo.partition_id : tensor<ui32>
  func.return
}

// CHECK-LABEL: func.func @dist_replica_id
func.func @dist_replica_id() {
  %r = stablehlo.replica_id : tensor<ui32>
  func.return
}

// CHECK-LABEL: func.func @dist_infeed
func.func @dist_infeed(%t: !stablehlo.token) {
  %r:2 = "stablehlo.infeed"(%t) {infeed_config = ""}
      : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return
}

// CHECK-LABEL: func.func @dist_outfeed
func.func @dist_outfeed(%x: tensor<2xi64>, %t: !stablehlo.token) {
  %r = "stablehlo.outfeed"(%x, %t) {outfeed_config = ""}
      : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @dist_send
func.func @dist_send(%x: tensor<2xi64>, %t: !stablehlo.token) {
  %r = "stablehlo.send"(%x, %t) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 2>,
    is_host_transfer = true
  } : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return
}

// CHECK-LABEL: func.func @dist_recv
func.func @dist_recv(%t: !stablehlo.token) {
  %r:2 = "stablehlo.recv"(%t) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>,
    is_host_transfer = true
  } : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  func.return
}

// CHECK-LABEL: func.func @dist_async_start
func.func @dist_async_start(%x: tensor<2xi64>) {
  %f = "stablehlo.async_start"(%x) ({
  ^bb0(%y: tensor<2xi64>):
    %g = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    stablehlo.return %g : tensor<4xi64>
  }) : (tensor<2xi64>) -> !stablehlo.future<tensor<4xi64>>
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xi64>>) -> tensor<4xi64>
  func.return
}

// CHECK-LABEL: func.func @dist_async_done
func.func @dist_async_done(%f: !stablehlo.future<tensor<4xi64>>) {
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xi64>>) -> tensor<4xi64>
  func.return
}

// CHECK-LABEL: func.func @chlo_acos
func.func @chlo_acos(%x: tensor<3xf32>) {
  %r = chlo.acos %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_acosh
func.func @chlo_acosh(%x: tensor<3xf32>) {
  %r = chlo.acosh %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_asin
func.func @chlo_asin(%x: tensor<3xf32>) {
  %r = chlo.asin %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_asinh
func.func @chlo_asinh(%x: tensor<3xf32>) {
  %r = chlo.asinh %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_atan
func.func @chlo_atan(%x: tensor<3xf32>) {
  %r = chlo.atan %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_atanh
func.func @chlo_atanh(%x: tensor<3xf32>) {
  %r = chlo.atanh %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo__asin_acos_kernel
func.func @chlo__asin_acos_kernel(%x: tensor<2xcomplex<f32>>) {
  %r = chlo._asin_acos_kernel %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @chlo_bessel_i1e
func.func @chlo_bessel_i1e(%x: tensor<3xf32>) {
  %r = chlo.bessel_i1e %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_conj
func.func @chlo_conj(%x: tensor<2xcomplex<f32>>) {
  %r = chlo.conj %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @chlo_cosh
func.func @chlo_cosh(%x: tensor<3xf32>) {
  %r = chlo.cosh %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_sinh
func.func @chlo_sinh(%x: tensor<3xf32>) {
  %r = chlo.sinh %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_tan
func.func @chlo_tan(%x: tensor<3xf32>) {
  %r = chlo.tan %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_square
func.func @chlo_square(%x: tensor<3xf32>) {
  %r = chlo.square %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_digamma
func.func @chlo_digamma(%x: tensor<3xf32>) {
  %r = chlo.digamma %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_erf
func.func @chlo_erf(%x: tensor<3xf32>) {
  %r = chlo.erf %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_erfc
func.func @chlo_erfc(%x: tensor<3xf32>) {
  %r = chlo.erfc %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_erf_inv
func.func @chlo_erf_inv(%x: tensor<3xf32>) {
  %r = chlo.erf_inv %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_lgamma
func.func @chlo_lgamma(%x: tensor<3xf32>) {
  %r = chlo.lgamma %x : tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_is_inf
func.func @chlo_is_inf(%x: tensor<3xf32>) {
  %r = chlo.is_inf %x : tensor<3xf32> -> tensor<3xi1>
  func.return
}

// CHECK-LABEL: func.func @chlo_is_neg_inf
func.func @chlo_is_neg_inf(%x: tensor<3xf32>) {
  %r = chlo.is_neg_inf %x : tensor<3xf32> -> tensor<3xi1>
  func.return
}

// CHECK-LABEL: func.func @chlo_is_pos_inf
func.func @chlo_is_pos_inf(%x: tensor<3xf32>) {
  %r = chlo.is_pos_inf %x : tensor<3xf32> -> tensor<3xi1>
  func.return
}

// CHECK-LABEL: func.func @chlo_next_after
func.func @chlo_next_after(%x: tensor<3xf32>, %y: tensor<3xf32>) {
  %r = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_polygamma
func.func @chlo_polygamma(%n: tensor<3xf32>, %x: tensor<3xf32>) {
  %r = chlo.polygamma %n, %x : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_zeta
func.func @chlo_zeta(%x: tensor<3xf32>, %q: tensor<3xf32>) {
  %r = chlo.zeta %x, %q : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_mulhi
func.func @chlo_mulhi(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  %r = chlo.mulhi %a, %b : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_add
func.func @chlo_broadcast_add(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_atan2
func.func @chlo_broadcast_atan2(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_atan2 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_divide
func.func @chlo_broadcast_divide(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_divide %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_maximum
func.func @chlo_broadcast_maximum(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_minimum
func.func @chlo_broadcast_minimum(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_multiply
func.func @chlo_broadcast_multiply(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_next_after
func.func @chlo_broadcast_next_after(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_polygamma
func.func @chlo_broadcast_polygamma(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_polygamma %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_power
func.func @chlo_broadcast_power(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_remainder
func.func @chlo_broadcast_remainder(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_remainder %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_shift_left
func.func @chlo_broadcast_shift_left(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_shift_left %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_shift_right_arithmetic
func.func @chlo_broadcast_shift_right_arithmetic(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_shift_right_logical
func.func @chlo_broadcast_shift_right_logical(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_shift_right_logical %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_subtract
func.func @chlo_broadcast_subtract(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_zeta
func.func @chlo_broadcast_zeta(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_zeta %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_and
func.func @chlo_broadcast_and(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_and %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_or
func.func @chlo_broadcast_or(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_or %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_xor
func.func @chlo_broadcast_xor(%a: tensor<2x3xi32>, %b: tensor<3xi32>) {
  %r = chlo.broadcast_xor %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_complex
func.func @chlo_broadcast_complex(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_compare
func.func @chlo_broadcast_compare(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  func.return
}

// CHECK-LABEL: func.func @chlo_broadcast_select
func.func @chlo_broadcast_select(%p: tensor<3xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) {
  %r = chlo.broadcast_select %p, %a, %b : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_constant
func.func @chlo_constant() {
  %c = chlo.constant dense<1.0> : tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_constant_like
func.func @chlo_constant_like(%x: tensor<2xf32>) {
  %r = "chlo.constant_like"(%x) {value = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_top_k
func.func @chlo_top_k(%x: tensor<5x3xf32>) {
  %v, %i = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
  func.return
}

// CHECK-LABEL: func.func @chlo_ragged_dot
func.func @chlo_ragged_dot(%l: tensor<11x5xf32>, %r: tensor<3x5x7xf32>, %g: tensor<3xi64>) {
  %d = "chlo.ragged_dot"(%l, %r, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return
}

// CHECK-LABEL: func.func @chlo_scan
func.func @chlo_scan(%x: tensor<4xi32>, %c: tensor<i32>) {
  %r:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%e: tensor<i32>, %acc: tensor<i32>):
    %s = stablehlo.add %e, %acc : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  func.return
}

// CHECK-LABEL: func.func @check_expect_eq
func.func @check_expect_eq(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  check.expect_eq %a, %b : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_eq_const
func.func @check_expect_eq_const(%a: tensor<3xi32>) {
  check.expect_eq_const %a, dense<[1, 2, 3]> : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_almost_eq
func.func @check_expect_almost_eq(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  check.expect_almost_eq %a, %b, tolerance = 1.0e-6 : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_almost_eq_const
func.func @check_expect_almost_eq_const(%a: tensor<2xf32>) {
  check.expect_almost_eq_const %a, dense<[0.5, 1.5]> : tensor<2xf32> {tolerance = 1.0e-6 : f64}
  func.return
}

// CHECK-LABEL: func.func @check_expect_eq_iree
func.func @check_expect_eq_iree(%a: tensor<3xi32>, %b: tensor<3xi32>) {
  check.expect_eq(%a, %b) : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_eq_const_iree
func.func @check_expect_eq_const_iree(%a: tensor<3xi32>) {
  check.expect_eq_const(%a, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_almost_eq_iree
func.func @check_expect_almost_eq_iree(%a: tensor<3xf32>, %b: tensor<3xf32>) {
  check.expect_almost_eq(%a, %b, atol 1.0e-2, rtol 1.0e-3) : tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_almost_eq_const_iree
func.func @check_expect_almost_eq_const_iree(%a: tensor<2xf32>) {
  check.expect_almost_eq_const(%a, dense<[0.5, 1.5]> : tensor<2xf32>, atol 1.0e-2) : tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_true
func.func @check_expect_true(%i: i32) {
  check.expect_true(%i) : i32
  func.return
}

// CHECK-LABEL: func.func @check_expect_false
func.func @check_expect_false(%i: i32) {
  check.expect_false(%i) : i32
  func.return
}

// CHECK-LABEL: func.func @check_expect_all_true
func.func @check_expect_all_true(%t: tensor<2x2xi32>) {
  check.expect_all_true(%t) : tensor<2x2xi32>
  func.return
}

// CHECK-LABEL: func.func @check_expect_close
func.func @check_expect_close(%a: tensor<3xf32>, %e: tensor<3xf32>) {
  check.expect_close %a, %e, max_ulp_difference = 1 : tensor<3xf32>, tensor<3xf32>
  func.return
}

// CHECK-LABEL: func.func @interp_print
func.func @interp_print(%x: tensor<3xi32>) {
  interpreter.print %x : tensor<3xi32>
  func.return
}

func.func private @pid() -> tensor<ui32> {
  %p = stablehlo.partition_id : tensor<ui32>
  func.return %p : tensor<ui32>
}

// CHECK-LABEL: func.func @interp_run_parallel
func.func @interp_run_parallel() {
  %r:2 = "interpreter.run_parallel"() {
    programs = [[@pid, @pid]]
  } : () -> (tensor<ui32>, tensor<ui32>)
  func.return
}

// CHECK-LABEL: func.func @interp_probe
func.func @interp_probe(%x: tensor<3xi32>) {
  %r = interpreter.probe %x, probe_id = "probe0" : tensor<3xi32>
  func.return
}

// mesh (at module level)
sdy.mesh @mesh = <["x"=2, "y"=4]>

// CHECK-LABEL: func.func @sdy2_sharding_constraint
func.func @sdy2_sharding_constraint(%x: tensor<8x8xf32>) {
  %r = sdy.sharding_constraint %x <@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_reshard
func.func @sdy2_reshard(%x: tensor<8x8xf32>) {
  %r = sdy.reshard %x <@mesh, [{}, {"y"} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_return
func.func @sdy2_return(%x: tensor<8x8xf32>) {
  %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {} ]>]
      out_shardings=[<@mesh, [{"x"}, {} ]>] manual_axes={"x"}
      (%a: tensor<4x8xf32>) {
    sdy.return %a : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_manual_computation
func.func @sdy2_manual_computation(%x: tensor<8x8xf32>) {
  %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {} ]>]
      out_shardings=[<@mesh, [{"x"}, {} ]>] manual_axes={"x"}
      (%a: tensor<4x8xf32>) {
    sdy.return %a : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_constant
func.func @sdy2_constant() {
  %c = sdy.constant dense<[1.0, 2.0]> : tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_sharding_group
func.func @sdy2_sharding_group(%x: tensor<8x8xf32>) {
  sdy.sharding_group %x group_id=7 : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_data_flow_edge
func.func @sdy2_data_flow_edge(%x: tensor<8x8xf32>) {
  %r = sdy.data_flow_edge %x sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_propagation_barrier
func.func @sdy2_propagation_barrier(%x: tensor<8x8xf32>) {
  %r = sdy.propagation_barrier %x allowed_direction=FORWARD : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_named_computation
func.func @sdy2_named_computation(%x: tensor<8x8xf32>) {
  %r = sdy.named_computation<"foo">(%x) (%a: tensor<8x8xf32>) {
    sdy.return %a : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_all_gather
func.func @sdy2_all_gather(%x: tensor<8x8xf32>) {
  %r = sdy.all_gather [{"x"}, {} ] %x out_sharding=<@mesh, [{}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_all_slice
func.func @sdy2_all_slice(%x: tensor<8x8xf32>) {
  %r = sdy.all_slice [{"x"}, {} ] %x out_sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_all_to_all
func.func @sdy2_all_to_all(%x: tensor<8x8xf32>) {
  %r = sdy.all_to_all [{"x"}: 0->1] %x out_sharding=<@mesh, [{}, {"x"} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_collective_permute
func.func @sdy2_collective_permute(%x: tensor<8x8xf32>) {
  %r = sdy.collective_permute %x out_sharding=<@mesh, [{"y"}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_all_reduce
func.func @sdy2_all_reduce(%x: tensor<8x8xf32>) {
  %r = sdy.all_reduce {"y"} %x out_sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
  func.return
}

// CHECK-LABEL: func.func @sdy2_reduce_scatter
func.func @sdy2_reduce_scatter(%x: tensor<8x8xf32>) {
  %r = sdy.reduce_scatter [{}, {"y"} ] %x out_sharding=<@mesh, [{}, {"y"} ]> : tensor<8x8xf32>
  func.return
}


// IREE's util dialect (dialect/UtilOps.td).
util.global private @weights = dense<[1.0, 2.0]> : tensor<2xf32>
util.global private mutable @counter = 0 : i32
util.global @x : tensor<4xf32> = dense<1.0> : tensor<4xf32>
util.global private mutable @state : tensor<3xi32>

// CHECK-LABEL: func.func @util_unfoldable_constant
func.func @util_unfoldable_constant() {
  %x = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
  %n = util.unfoldable_constant 7 : i32
  func.return
}

// CHECK-LABEL: func.func @util_global_load
func.func @util_global_load() {
  %w = util.global.load @weights : tensor<2xf32>
  %c = util.global.load immutable @weights : tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @util_global_store
func.func @util_global_store(%next: i32) {
  util.global.store %next, @counter : i32
  func.return
}

// CHECK-LABEL: func.func @util_optimization_barrier
func.func @util_optimization_barrier(%x: tensor<4xi32>, %n: i32) {
  %y = util.optimization_barrier %x : tensor<4xi32>
  %a, %b = util.optimization_barrier %x, %n : tensor<4xi32>, i32
  func.return
}

// IREE's util functions, initializers and globals by address.
util.global private mutable @table : tensor<4xi32>
util.initializer {
  %iota = stablehlo.iota dim = 0 : tensor<4xi32>
  util.global.store %iota, @table : tensor<4xi32>
  util.return
}

// CHECK-LABEL: util.func private @twice
util.func private @twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  util.return %y : tensor<2xf32>
}

// CHECK-LABEL: func.func @util_call
func.func @util_call(%x: tensor<2xf32>) {
  %y = util.call @twice(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// CHECK-LABEL: func.func @util_global_indirect
func.func @util_global_indirect(%v: tensor<2xf32>) {
  %p = util.global.address @weights : !util.ptr<tensor<2xf32>>
  %w = util.global.load.indirect %p : !util.ptr<tensor<2xf32>> -> tensor<2xf32>
  func.return
}

util.global private mutable @weights2 : tensor<2xf32>
// CHECK-LABEL: func.func @util_global_store_indirect
func.func @util_global_store_indirect(%v: tensor<2xf32>) {
  %p = util.global.address @weights2 : !util.ptr<tensor<2xf32>>
  util.global.store.indirect %v, %p : tensor<2xf32> -> !util.ptr<tensor<2xf32>>
  func.return
}

util.global private @w = #util.byte_pattern<1> : tensor<784x128xf32>
util.func private @f() attributes {inlining_policy = #util.inline.never}
