// Every vhlo type and attribute in upstream's textual form, printed back
// unchanged and read back again.
// RUN: interpreter-opt %s | FileCheck %s
// RUN: interpreter-opt %s | interpreter-opt | FileCheck %s

// CHECK-LABEL: func.func private @element_types()
// CHECK-SAME: vhlo.bf16 = #vhlo.type_v1<!vhlo.bf16_v1>
// CHECK-SAME: vhlo.bool = #vhlo.type_v1<!vhlo.bool_v1>
// CHECK-SAME: vhlo.f16 = #vhlo.type_v1<!vhlo.f16_v1>
// CHECK-SAME: vhlo.f32 = #vhlo.type_v1<!vhlo.f32_v1>
// CHECK-SAME: vhlo.f4E2M1FN = #vhlo.type_v1<!vhlo.f4E2M1FN_v1>
// CHECK-SAME: vhlo.f64 = #vhlo.type_v1<!vhlo.f64_v1>
// CHECK-SAME: vhlo.f6E2M3FN = #vhlo.type_v1<!vhlo.f6E2M3FN_v1>
// CHECK-SAME: vhlo.f6E3M2FN = #vhlo.type_v1<!vhlo.f6E3M2FN_v1>
// CHECK-SAME: vhlo.f8E3M4 = #vhlo.type_v1<!vhlo.f8E3M4_v1>
// CHECK-SAME: vhlo.f8E4M3 = #vhlo.type_v1<!vhlo.f8E4M3_v1>
// CHECK-SAME: vhlo.f8E4M3B11FNUZ = #vhlo.type_v1<!vhlo.f8E4M3B11FNUZ_v1>
// CHECK-SAME: vhlo.f8E4M3FN = #vhlo.type_v1<!vhlo.f8E4M3FN_v1>
// CHECK-SAME: vhlo.f8E4M3FNUZ = #vhlo.type_v1<!vhlo.f8E4M3FNUZ_v1>
// CHECK-SAME: vhlo.f8E5M2 = #vhlo.type_v1<!vhlo.f8E5M2_v1>
// CHECK-SAME: vhlo.f8E5M2FNUZ = #vhlo.type_v1<!vhlo.f8E5M2FNUZ_v1>
// CHECK-SAME: vhlo.f8E8M0FNU = #vhlo.type_v1<!vhlo.f8E8M0FNU_v1>
// CHECK-SAME: vhlo.i16 = #vhlo.type_v1<!vhlo.i16_v1>
// CHECK-SAME: vhlo.i2 = #vhlo.type_v1<!vhlo.i2_v1>
// CHECK-SAME: vhlo.i32 = #vhlo.type_v1<!vhlo.i32_v1>
// CHECK-SAME: vhlo.i4 = #vhlo.type_v1<!vhlo.i4_v1>
// CHECK-SAME: vhlo.i64 = #vhlo.type_v1<!vhlo.i64_v1>
// CHECK-SAME: vhlo.i8 = #vhlo.type_v1<!vhlo.i8_v1>
// CHECK-SAME: vhlo.index = #vhlo.type_v1<!vhlo.index_v1>
// CHECK-SAME: vhlo.none = #vhlo.type_v1<!vhlo.none_v1>
// CHECK-SAME: vhlo.tf32 = #vhlo.type_v1<!vhlo.tf31_v1>
// CHECK-SAME: vhlo.token = #vhlo.type_v1<!vhlo.token_v1>
// CHECK-SAME: vhlo.ui16 = #vhlo.type_v1<!vhlo.ui16_v1>
// CHECK-SAME: vhlo.ui2 = #vhlo.type_v1<!vhlo.ui2_v1>
// CHECK-SAME: vhlo.ui32 = #vhlo.type_v1<!vhlo.ui32_v1>
// CHECK-SAME: vhlo.ui4 = #vhlo.type_v1<!vhlo.ui4_v1>
// CHECK-SAME: vhlo.ui64 = #vhlo.type_v1<!vhlo.ui64_v1>
// CHECK-SAME: vhlo.ui8 = #vhlo.type_v1<!vhlo.ui8_v1>
// CHECK-SAME: vhlo.witness = #vhlo.type_v1<!vhlo.witness_v1>
func.func private @element_types() attributes {
  vhlo.bf16 = #vhlo.type_v1<!vhlo.bf16_v1>,
  vhlo.bool = #vhlo.type_v1<!vhlo.bool_v1>,
  vhlo.f16 = #vhlo.type_v1<!vhlo.f16_v1>,
  vhlo.f32 = #vhlo.type_v1<!vhlo.f32_v1>,
  vhlo.f4E2M1FN = #vhlo.type_v1<!vhlo.f4E2M1FN_v1>,
  vhlo.f64 = #vhlo.type_v1<!vhlo.f64_v1>,
  vhlo.f6E2M3FN = #vhlo.type_v1<!vhlo.f6E2M3FN_v1>,
  vhlo.f6E3M2FN = #vhlo.type_v1<!vhlo.f6E3M2FN_v1>,
  vhlo.f8E3M4 = #vhlo.type_v1<!vhlo.f8E3M4_v1>,
  vhlo.f8E4M3 = #vhlo.type_v1<!vhlo.f8E4M3_v1>,
  vhlo.f8E4M3B11FNUZ = #vhlo.type_v1<!vhlo.f8E4M3B11FNUZ_v1>,
  vhlo.f8E4M3FN = #vhlo.type_v1<!vhlo.f8E4M3FN_v1>,
  vhlo.f8E4M3FNUZ = #vhlo.type_v1<!vhlo.f8E4M3FNUZ_v1>,
  vhlo.f8E5M2 = #vhlo.type_v1<!vhlo.f8E5M2_v1>,
  vhlo.f8E5M2FNUZ = #vhlo.type_v1<!vhlo.f8E5M2FNUZ_v1>,
  vhlo.f8E8M0FNU = #vhlo.type_v1<!vhlo.f8E8M0FNU_v1>,
  vhlo.i16 = #vhlo.type_v1<!vhlo.i16_v1>,
  vhlo.i2 = #vhlo.type_v1<!vhlo.i2_v1>,
  vhlo.i32 = #vhlo.type_v1<!vhlo.i32_v1>,
  vhlo.i4 = #vhlo.type_v1<!vhlo.i4_v1>,
  vhlo.i64 = #vhlo.type_v1<!vhlo.i64_v1>,
  vhlo.i8 = #vhlo.type_v1<!vhlo.i8_v1>,
  vhlo.index = #vhlo.type_v1<!vhlo.index_v1>,
  vhlo.none = #vhlo.type_v1<!vhlo.none_v1>,
  vhlo.tf32 = #vhlo.type_v1<!vhlo.tf31_v1>,
  vhlo.token = #vhlo.type_v1<!vhlo.token_v1>,
  vhlo.ui16 = #vhlo.type_v1<!vhlo.ui16_v1>,
  vhlo.ui2 = #vhlo.type_v1<!vhlo.ui2_v1>,
  vhlo.ui32 = #vhlo.type_v1<!vhlo.ui32_v1>,
  vhlo.ui4 = #vhlo.type_v1<!vhlo.ui4_v1>,
  vhlo.ui64 = #vhlo.type_v1<!vhlo.ui64_v1>,
  vhlo.ui8 = #vhlo.type_v1<!vhlo.ui8_v1>,
  vhlo.witness = #vhlo.type_v1<!vhlo.witness_v1>
}

// CHECK-LABEL: func.func private @container_types()
// CHECK-SAME: vhlo.buffer = #vhlo.type_v1<!vhlo.buffer_v1<2x!vhlo.f32_v1>>
// CHECK-SAME: vhlo.complex = #vhlo.type_v1<!vhlo.complex_v1<!vhlo.f32_v1>>
// CHECK-SAME: vhlo.func0 = #vhlo.type_v1<!vhlo.func_v1<(()) -> !vhlo.future_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>>>>
// CHECK-SAME: vhlo.func1 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>
// CHECK-SAME: vhlo.func2 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.token_v1) -> ()>>
// CHECK-SAME: vhlo.func3 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.token_v1) -> !vhlo.token_v1, !vhlo.bool_v1>>
// CHECK-SAME: vhlo.future = #vhlo.type_v1<!vhlo.future_v1<!vhlo.tensor_v1<16x4x!vhlo.f32_v1>>>
// CHECK-SAME: vhlo.per_axis = #vhlo.type_v1<!vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 1.500000e+00], [16, -3], -128:127, 1>>>
// CHECK-SAME: vhlo.quant = #vhlo.type_v1<!vhlo.tensor_v1<!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>>
// CHECK-SAME: vhlo.tensor0 = #vhlo.type_v1<!vhlo.tensor_v1<!vhlo.f32_v1>>
// CHECK-SAME: vhlo.tensor1 = #vhlo.type_v1<!vhlo.tensor_v1<?x2x0x!vhlo.i64_v1>>
// CHECK-SAME: vhlo.tensor2 = #vhlo.type_v1<!vhlo.tensor_v1<?x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [16, ?]>>>
// CHECK-SAME: vhlo.tuple0 = #vhlo.type_v1<!vhlo.tuple_v1<>>
// CHECK-SAME: vhlo.tuple2 = #vhlo.type_v1<!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tuple_v1<!vhlo.token_v1>>>
// CHECK-SAME: vhlo.unranked = #vhlo.type_v1<!vhlo.unranked_tensor_v1<!vhlo.complex_v1<!vhlo.f64_v1>>>
func.func private @container_types() attributes {
  vhlo.buffer = #vhlo.type_v1<!vhlo.buffer_v1<2x!vhlo.f32_v1>>,
  vhlo.complex = #vhlo.type_v1<!vhlo.complex_v1<!vhlo.f32_v1>>,
  vhlo.func0 = #vhlo.type_v1<!vhlo.func_v1<(()) -> !vhlo.future_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tensor_v1<!vhlo.i32_v1>>>>,
  vhlo.func1 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.tensor_v1<!vhlo.f32_v1>>>,
  vhlo.func2 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.token_v1) -> ()>>,
  vhlo.func3 = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.token_v1) -> !vhlo.token_v1, !vhlo.bool_v1>>,
  vhlo.future = #vhlo.type_v1<!vhlo.future_v1<!vhlo.tensor_v1<16x4x!vhlo.f32_v1>>>,
  vhlo.per_axis = #vhlo.type_v1<!vhlo.tensor_v1<2x!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [3.400000e+01, 1.500000e+00], [16, -3], -128:127, 1>>>,
  vhlo.quant = #vhlo.type_v1<!vhlo.tensor_v1<!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.400000e+01:16, -128:127, 1>>>,
  vhlo.tensor0 = #vhlo.type_v1<!vhlo.tensor_v1<!vhlo.f32_v1>>,
  vhlo.tensor1 = #vhlo.type_v1<!vhlo.tensor_v1<?x2x0x!vhlo.i64_v1>>,
  vhlo.tensor2 = #vhlo.type_v1<!vhlo.tensor_v1<?x?x!vhlo.f32_v1, #vhlo.type_extensions_v1<bounds = [16, ?]>>>,
  vhlo.tuple0 = #vhlo.type_v1<!vhlo.tuple_v1<>>,
  vhlo.tuple2 = #vhlo.type_v1<!vhlo.tuple_v1<!vhlo.tensor_v1<!vhlo.f32_v1>, !vhlo.tuple_v1<!vhlo.token_v1>>>,
  vhlo.unranked = #vhlo.type_v1<!vhlo.unranked_tensor_v1<!vhlo.complex_v1<!vhlo.f64_v1>>>
}

// CHECK-LABEL: func.func private @attributes()
// CHECK-SAME: vhlo.accuracy = #vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>
// CHECK-SAME: vhlo.alias = #vhlo.output_operand_alias_v1<outputTupleIndices = [0, 1], operandIndex = 2, operandTupleIndices = []>
// CHECK-SAME: vhlo.array = #vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.array_v1<[]>]>
// CHECK-SAME: vhlo.bool = #vhlo.bool_v1<false>
// CHECK-SAME: vhlo.dict = #vhlo.dict_v1<{#vhlo.string_v1<"a"> = #vhlo.integer_v1<1 : i32>, #vhlo.string_v1<"b"> = #vhlo.string_v1<"x">}>
// CHECK-SAME: vhlo.dict0 = #vhlo.dict_v1<{}>
// CHECK-SAME: vhlo.float = #vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>
// CHECK-SAME: vhlo.float_nan = #vhlo.float_v1<0x7FC00000 : !vhlo.f32_v1>
// CHECK-SAME: vhlo.index = #vhlo.integer_v1<7 : index>
// CHECK-SAME: vhlo.int = #vhlo.integer_v1<-1 : i64>
// CHECK-SAME: vhlo.mesh = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.string_v1<"mesh">, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>, #vhlo.axis_ref_v1<name = #vhlo.string_v1<"y">>]>>
// CHECK-SAME: vhlo.string = #vhlo.string_v1<"Pin">
// CHECK-SAME: vhlo.tensor_bool = #vhlo.tensor_v1<dense<[true, false, false, true, true, false, false, false, true]> : tensor<9xi1>>
// CHECK-SAME: vhlo.tensor_empty = #vhlo.tensor_v1<dense<> : tensor<0xi64>>
// CHECK-SAME: vhlo.tensor_f32 = #vhlo.tensor_v1<dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>>
// CHECK-SAME: vhlo.tensor_splat = #vhlo.tensor_v1<dense<true> : tensor<8xi1>>
// CHECK-SAME: vhlo.type = #vhlo.type_v1<!vhlo.f32_v1>
// CHECK-SAME: vhlo.uint = #vhlo.integer_v1<4294967295 : ui32>
func.func private @attributes() attributes {
  vhlo.alias = #vhlo.output_operand_alias_v1<outputTupleIndices = [0, 1], operandIndex = 2, operandTupleIndices = []>,
  vhlo.array = #vhlo.array_v1<[#vhlo.bool_v1<true>, #vhlo.array_v1<[]>]>,
  vhlo.bool = #vhlo.bool_v1<false>,
  vhlo.dict = #vhlo.dict_v1<{#vhlo.string_v1<"a"> = #vhlo.integer_v1<1 : i32>, #vhlo.string_v1<"b"> = #vhlo.string_v1<"x">}>,
  vhlo.dict0 = #vhlo.dict_v1<{}>,
  vhlo.float = #vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>,
  vhlo.float_nan = #vhlo.float_v1<0x7FC00000 : !vhlo.f32_v1>,
  vhlo.index = #vhlo.integer_v1<7 : index>,
  vhlo.int = #vhlo.integer_v1<-1 : i64>,
  vhlo.mesh = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.string_v1<"mesh">, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>, #vhlo.axis_ref_v1<name = #vhlo.string_v1<"y">>]>>,
  vhlo.accuracy = #vhlo.result_accuracy_v1<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #vhlo<result_accuracy_mode_v1 TOLERANCE>>,
  vhlo.string = #vhlo.string_v1<"Pin">,
  vhlo.tensor_bool = #vhlo.tensor_v1<dense<[true, false, false, true, true, false, false, false, true]> : tensor<9xi1>>,
  vhlo.tensor_empty = #vhlo.tensor_v1<dense<> : tensor<0xi64>>,
  vhlo.tensor_f32 = #vhlo.tensor_v1<dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>>,
  vhlo.tensor_splat = #vhlo.tensor_v1<dense<true> : tensor<8xi1>>,
  vhlo.type = #vhlo.type_v1<!vhlo.f32_v1>,
  vhlo.uint = #vhlo.integer_v1<4294967295 : ui32>
}

// CHECK-LABEL: func.func private @enums()
// CHECK-SAME: vhlo.api = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>
// CHECK-SAME: vhlo.cmp = #vhlo<comparison_direction_v1 LT>
// CHECK-SAME: vhlo.cmp_type = #vhlo<comparison_type_v1 TOTALORDER>
// CHECK-SAME: vhlo.fft = #vhlo<fft_type_v1 IRFFT>
// CHECK-SAME: vhlo.mode = #vhlo<result_accuracy_mode_v1 HIGHEST>
// CHECK-SAME: vhlo.precision = #vhlo<precision_v1 HIGHEST>
// CHECK-SAME: vhlo.rng = #vhlo<rng_algorithm_v1 THREE_FRY>
// CHECK-SAME: vhlo.rng_dist = #vhlo<rng_distribution_v1 NORMAL>
// CHECK-SAME: vhlo.transpose = #vhlo<transpose_v1 ADJOINT>
func.func private @enums() attributes {
  vhlo.api = #vhlo<api_version_v1 API_VERSION_TYPED_FFI>,
  vhlo.cmp = #vhlo<comparison_direction_v1 LT>,
  vhlo.cmp_type = #vhlo<comparison_type_v1 TOTALORDER>,
  vhlo.fft = #vhlo<fft_type_v1 IRFFT>,
  vhlo.mode = #vhlo<result_accuracy_mode_v1 HIGHEST>,
  vhlo.precision = #vhlo<precision_v1 HIGHEST>,
  vhlo.rng = #vhlo<rng_algorithm_v1 THREE_FRY>,
  vhlo.rng_dist = #vhlo<rng_distribution_v1 NORMAL>,
  vhlo.transpose = #vhlo<transpose_v1 ADJOINT>
}
