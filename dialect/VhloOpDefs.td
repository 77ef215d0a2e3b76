//===- VhloOpDefs.td - every versioned vhlo op ------------*- tablegen -*-===//
//
// One def per (op, version) from StableHLO 0.9.0 to 1.20.0. This file is the
// op table: the mnemonic carries the op's version suffix, the VHLO_Op
// template arguments its [min, max] version range, and the ins list its
// operands and attributes in the order upstream declares them (the order the
// ODS-generated property bytecode writes them in; do not reorder).
//
// Adding a version of an op: add one def here with the new range, close the
// previous def's range, and add its row to transforms/VhloVersionTable.cpp
// (what the new version adds and the value that means "absent").
//
// vhlo ops carry no verifiers, traits or shape functions beyond what their
// structure needs (Terminator, SameVariadicOperandSize): they are read and
// written, never run.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_OP_DEFS_TD
#define SHLO_DIALECT_VHLO_OP_DEFS_TD

include "dialect/VhloBase.td"

// Operands, results, attributes and regions of vhlo ops are not constrained
// by ODS: what a version allows is checked by the version passes
// (transforms/), which report it as a located diagnostic.
def VHLO_AnyValue : Type<CPred<"true">, "any type">;
def VHLO_AnyAttribute : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
}
def VHLO_AnyRegionKind : Region<CPred<"true">, "any region">;

class VHLO_UnaryOp<string mnemonic, string minV = "0.9.0",
                   string maxV = "current">
    : VHLO_Op<mnemonic, minV, maxV> {
  let arguments = (ins VHLO_AnyValue:$operand);
  let results = (outs VHLO_AnyValue:$result);
}

// Unary ops that carry a result_accuracy (their _v2 forms).
class VHLO_UnaryAccuracyOp<string mnemonic, string minV = "1.10.0",
                           string maxV = "current">
    : VHLO_Op<mnemonic, minV, maxV> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$result_accuracy);
  let results = (outs VHLO_AnyValue:$result);
}

class VHLO_BinaryOp<string mnemonic, string minV = "0.9.0",
                    string maxV = "current">
    : VHLO_Op<mnemonic, minV, maxV> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs);
  let results = (outs VHLO_AnyValue:$result);
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

def VHLO_AbsOpV1 : VHLO_UnaryOp<"abs_v1">;
def VHLO_CbrtOpV1 : VHLO_UnaryOp<"cbrt_v1", "0.9.0", "1.9.0">;
def VHLO_CbrtOpV2 : VHLO_UnaryAccuracyOp<"cbrt_v2">;
def VHLO_CeilOpV1 : VHLO_UnaryOp<"ceil_v1">;
def VHLO_ClzOpV1 : VHLO_UnaryOp<"count_leading_zeros_v1">;
def VHLO_ConvertOpV1 : VHLO_UnaryOp<"convert_v1">;
def VHLO_BitcastConvertOpV1 : VHLO_UnaryOp<"bitcast_convert_v1">;
def VHLO_CosineOpV1 : VHLO_UnaryOp<"cosine_v1", "0.9.0", "1.9.0">;
def VHLO_CosineOpV2 : VHLO_UnaryAccuracyOp<"cosine_v2">;
def VHLO_ExpOpV1 : VHLO_UnaryOp<"exponential_v1", "0.9.0", "1.8.0">;
def VHLO_ExpOpV2 : VHLO_UnaryAccuracyOp<"exponential_v2", "1.9.0">;
def VHLO_Expm1OpV1 : VHLO_UnaryOp<"exponential_minus_one_v1", "0.9.0", "1.9.0">;
def VHLO_Expm1OpV2 : VHLO_UnaryAccuracyOp<"exponential_minus_one_v2">;
def VHLO_FloorOpV1 : VHLO_UnaryOp<"floor_v1">;
def VHLO_ImagOpV1 : VHLO_UnaryOp<"imag_v1">;
def VHLO_IsFiniteOpV1 : VHLO_Op<"is_finite_v1"> {
  let arguments = (ins VHLO_AnyValue:$x);
  let results = (outs VHLO_AnyValue:$y);
}
def VHLO_LogOpV1 : VHLO_UnaryOp<"log_v1", "0.9.0", "1.9.0">;
def VHLO_LogOpV2 : VHLO_UnaryAccuracyOp<"log_v2">;
def VHLO_Log1pOpV1 : VHLO_UnaryOp<"log_plus_one_v1", "0.9.0", "1.9.0">;
def VHLO_Log1pOpV2 : VHLO_UnaryAccuracyOp<"log_plus_one_v2">;
def VHLO_LogisticOpV1 : VHLO_UnaryOp<"logistic_v1", "0.9.0", "1.9.0">;
def VHLO_LogisticOpV2 : VHLO_UnaryAccuracyOp<"logistic_v2">;
def VHLO_NegOpV1 : VHLO_UnaryOp<"negate_v1">;
def VHLO_NotOpV1 : VHLO_UnaryOp<"not_v1">;
def VHLO_PopulationCountOpV1 : VHLO_UnaryOp<"popcnt_v1">;
def VHLO_RealOpV1 : VHLO_UnaryOp<"real_v1">;
def VHLO_RoundOpV1 : VHLO_UnaryOp<"round_nearest_afz_v1">;
def VHLO_RoundNearestEvenOpV1 : VHLO_UnaryOp<"round_nearest_even_v1">;
def VHLO_RsqrtOpV1 : VHLO_UnaryOp<"rsqrt_v1", "0.9.0", "1.9.0">;
def VHLO_RsqrtOpV2 : VHLO_UnaryAccuracyOp<"rsqrt_v2">;
def VHLO_SignOpV1 : VHLO_UnaryOp<"sign_v1">;
def VHLO_SineOpV1 : VHLO_UnaryOp<"sine_v1", "0.9.0", "1.9.0">;
def VHLO_SineOpV2 : VHLO_UnaryAccuracyOp<"sine_v2">;
def VHLO_SqrtOpV1 : VHLO_UnaryOp<"sqrt_v1", "0.9.0", "1.9.0">;
def VHLO_SqrtOpV2 : VHLO_UnaryAccuracyOp<"sqrt_v2">;
def VHLO_TanOpV1 : VHLO_UnaryOp<"tan_v1", "1.4.0", "1.9.0">;
def VHLO_TanOpV2 : VHLO_UnaryAccuracyOp<"tan_v2">;
def VHLO_TanhOpV1 : VHLO_UnaryOp<"tanh_v1", "0.9.0", "1.9.0">;
def VHLO_TanhOpV2 : VHLO_UnaryAccuracyOp<"tanh_v2">;
def VHLO_UniformDequantizeOpV1 : VHLO_UnaryOp<"uniform_dequantize_v1">;
def VHLO_UniformQuantizeOpV1 : VHLO_UnaryOp<"uniform_quantize_v1">;
def VHLO_ReshapeOpV1 : VHLO_UnaryOp<"reshape_v1">;

def VHLO_AddOpV1 : VHLO_BinaryOp<"add_v1">;
def VHLO_AndOpV1 : VHLO_BinaryOp<"and_v1">;
def VHLO_Atan2OpV1 : VHLO_BinaryOp<"atan2_v1">;
def VHLO_ComplexOpV1 : VHLO_BinaryOp<"complex_v1">;
def VHLO_DivOpV1 : VHLO_BinaryOp<"divide_v1">;
def VHLO_MaxOpV1 : VHLO_BinaryOp<"maximum_v1">;
def VHLO_MinOpV1 : VHLO_BinaryOp<"minimum_v1">;
def VHLO_MulOpV1 : VHLO_BinaryOp<"multiply_v1">;
def VHLO_OrOpV1 : VHLO_BinaryOp<"or_v1">;
def VHLO_PowOpV1 : VHLO_BinaryOp<"power_v1">;
def VHLO_RemOpV1 : VHLO_BinaryOp<"remainder_v1">;
def VHLO_ShiftLeftOpV1 : VHLO_BinaryOp<"shift_left_v1">;
def VHLO_ShiftRightArithmeticOpV1 : VHLO_BinaryOp<"shift_right_arithmetic_v1">;
def VHLO_ShiftRightLogicalOpV1 : VHLO_BinaryOp<"shift_right_logical_v1">;
def VHLO_SubtractOpV1 : VHLO_BinaryOp<"subtract_v1">;
def VHLO_XorOpV1 : VHLO_BinaryOp<"xor_v1">;

def VHLO_ClampOpV1 : VHLO_Op<"clamp_v1"> {
  let arguments = (ins VHLO_AnyValue:$min, VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$max);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_SelectOpV1 : VHLO_Op<"select_v1"> {
  let arguments = (ins VHLO_AnyValue:$pred, VHLO_AnyValue:$on_true,
                       VHLO_AnyValue:$on_false);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_CompareOpV1 : VHLO_Op<"compare_v1"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$comparison_direction,
                       VHLO_AnyAttribute:$compare_type);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ReducePrecisionOpV1 : VHLO_Op<"reduce_precision_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$exponent_bits,
                       VHLO_AnyAttribute:$mantissa_bits);
  let results = (outs VHLO_AnyValue:$output);
}

//===----------------------------------------------------------------------===//
// Constants, tokens, tuples, functions
//===----------------------------------------------------------------------===//

def VHLO_ConstantOpV1 : VHLO_Op<"constant_v1"> {
  let arguments = (ins VHLO_AnyAttribute:$value);
  let results = (outs VHLO_AnyValue:$output);
}
def VHLO_IotaOpV1 : VHLO_Op<"iota_v1"> {
  let arguments = (ins VHLO_AnyAttribute:$iota_dimension);
  let results = (outs VHLO_AnyValue:$output);
}
def VHLO_CreateTokenOpV1 : VHLO_Op<"create_token_v1"> {
  let results = (outs VHLO_AnyValue:$output);
}
def VHLO_AfterAllOpV1 : VHLO_Op<"after_all_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_TupleOpV1 : VHLO_Op<"tuple_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$val);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_GetTupleElementOpV1 : VHLO_Op<"get_tuple_element_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyAttribute:$index);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_FuncOpV1 : VHLO_Op<"func_v1"> {
  let arguments = (ins VHLO_AnyAttribute:$sym_name,
                       VHLO_AnyAttribute:$function_type,
                       VHLO_AnyAttribute:$sym_visibility,
                       VHLO_AnyAttribute:$arg_attrs,
                       VHLO_AnyAttribute:$res_attrs);
  let regions = (region VHLO_AnyRegionKind:$body);
  let assemblyFormat =
      "custom<FunctionBody>($sym_name, $body, $function_type) attr-dict";
}
def VHLO_CallOpV1 : VHLO_Op<"call_v1"> {
  let arguments = (ins VHLO_AnyAttribute:$callee,
                       Variadic<VHLO_AnyValue>:$operands);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_ReturnOpV1 : VHLO_Op<"return_v1", "0.9.0", "current", [Terminator]> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$results);
}
def VHLO_CompositeOpV1 : VHLO_Op<"composite_v1", "0.19.0", "1.13.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$name,
                       VHLO_AnyAttribute:$composite_attributes,
                       VHLO_AnyAttribute:$decomposition,
                       VHLO_AnyAttribute:$version);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
// 1.14.0: the op may carry regions (none when it has none: upstream's
// artifacts write a region-less composite_v2 with zero regions).
def VHLO_CompositeOpV2 : VHLO_Op<"composite_v2", "1.14.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$name,
                       VHLO_AnyAttribute:$composite_attributes,
                       VHLO_AnyAttribute:$decomposition,
                       VHLO_AnyAttribute:$version);
  let regions = (region VariadicRegion<VHLO_AnyRegionKind>:$composite_regions);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

//===----------------------------------------------------------------------===//
// Control flow and asynchrony
//===----------------------------------------------------------------------===//

def VHLO_IfOpV1 : VHLO_Op<"if_v1"> {
  let arguments = (ins VHLO_AnyValue:$pred);
  let regions = (region VHLO_AnyRegionKind:$true_branch,
                        VHLO_AnyRegionKind:$false_branch);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_CaseOpV1 : VHLO_Op<"case_v1"> {
  let arguments = (ins VHLO_AnyValue:$index);
  let regions = (region VariadicRegion<VHLO_AnyRegionKind>:$branches);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_WhileOpV1 : VHLO_Op<"while_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$operand);
  let regions = (region VHLO_AnyRegionKind:$cond, VHLO_AnyRegionKind:$body);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_MapOpV1 : VHLO_Op<"map_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$dimensions);
  let regions = (region VHLO_AnyRegionKind:$computation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_OptimizationBarrierOpV1 : VHLO_Op<"optimization_barrier_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$operand);
  let results = (outs Variadic<VHLO_AnyValue>:$result);
}
def VHLO_AsyncStartOpV1 : VHLO_Op<"async_start_v1", "1.15.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs);
  let regions = (region VHLO_AnyRegionKind:$body);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_AsyncDoneOpV1 : VHLO_Op<"async_done_v1", "1.15.0"> {
  let arguments = (ins VHLO_AnyValue:$future);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

//===----------------------------------------------------------------------===//
// Distribution and communication
//===----------------------------------------------------------------------===//

def VHLO_AllGatherOpV1 : VHLO_Op<"all_gather_v1", "0.9.0", "1.4.1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$all_gather_dim,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids);
  let results = (outs VHLO_AnyValue:$result);
}
// 1.5.0: several operands at once.
def VHLO_AllGatherOpV2 : VHLO_Op<"all_gather_v2", "1.5.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$operands,
                       VHLO_AnyAttribute:$all_gather_dim,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_AllReduceOpV1 : VHLO_Op<"all_reduce_v1", "0.9.0", "1.4.1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids);
  let regions = (region VHLO_AnyRegionKind:$computation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_AllReduceOpV2 : VHLO_Op<"all_reduce_v2", "1.5.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$operands,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids);
  let regions = (region VHLO_AnyRegionKind:$computation);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_AllToAllOpV1 : VHLO_Op<"all_to_all_v1", "0.9.0", "1.4.1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$split_dimension,
                       VHLO_AnyAttribute:$concat_dimension,
                       VHLO_AnyAttribute:$split_count,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_AllToAllOpV2 : VHLO_Op<"all_to_all_v2", "1.5.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$operands,
                       VHLO_AnyAttribute:$split_dimension,
                       VHLO_AnyAttribute:$concat_dimension,
                       VHLO_AnyAttribute:$split_count,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_ReduceScatterOpV1 : VHLO_Op<"reduce_scatter_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$scatter_dimension,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids);
  let regions = (region VHLO_AnyRegionKind:$computation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_CollectiveBroadcastOpV1
    : VHLO_Op<"collective_broadcast_v1", "0.16.0", "1.19.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id);
  let results = (outs VHLO_AnyValue:$result);
}
// 1.20.0: the root may be given at run time (has_dynamic_root and a second
// operand).
def VHLO_CollectiveBroadcastOpV2 : VHLO_Op<"collective_broadcast_v2", "1.20.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       Variadic<VHLO_AnyValue>:$root,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$has_dynamic_root);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_CollectiveReduceOpV1 : VHLO_Op<"collective_reduce_v1", "1.19.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       Variadic<VHLO_AnyValue>:$root,
                       VHLO_AnyAttribute:$replica_groups,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$use_global_device_ids,
                       VHLO_AnyAttribute:$has_dynamic_root);
  let regions = (region VHLO_AnyRegionKind:$computation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_CollectivePermuteOpV1 : VHLO_Op<"collective_permute_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$source_target_pairs,
                       VHLO_AnyAttribute:$channel_id);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_CrossReplicaSumOpV1 : VHLO_Op<"cross-replica-sum_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$replica_groups);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_PartitionIdOpV1 : VHLO_Op<"partition_id_v1"> {
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ReplicaIdOpV1 : VHLO_Op<"replica_id_v1"> {
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_InfeedOpV1 : VHLO_Op<"infeed_v1"> {
  let arguments = (ins VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$infeed_config,
                       VHLO_AnyAttribute:$layout);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_OutfeedOpV1 : VHLO_Op<"outfeed_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$outfeed_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_SendOpV1 : VHLO_Op<"send_v1", "0.9.0", "1.11.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$channel_type,
                       VHLO_AnyAttribute:$is_host_transfer);
  let results = (outs VHLO_AnyValue:$result);
}
// 1.12.0: source_target_pairs.
def VHLO_SendOpV2 : VHLO_Op<"send_v2", "1.12.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$channel_type,
                       VHLO_AnyAttribute:$is_host_transfer,
                       VHLO_AnyAttribute:$source_target_pairs);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_RecvOpV1 : VHLO_Op<"recv_v1", "0.9.0", "1.11.0"> {
  let arguments = (ins VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$channel_type,
                       VHLO_AnyAttribute:$is_host_transfer);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_RecvOpV2 : VHLO_Op<"recv_v2", "1.12.0"> {
  let arguments = (ins VHLO_AnyValue:$token,
                       VHLO_AnyAttribute:$channel_id,
                       VHLO_AnyAttribute:$channel_type,
                       VHLO_AnyAttribute:$is_host_transfer,
                       VHLO_AnyAttribute:$source_target_pairs);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

//===----------------------------------------------------------------------===//
// Shapes, slices, indexing
//===----------------------------------------------------------------------===//

def VHLO_BroadcastInDimOpV1 : VHLO_Op<"broadcast_in_dim_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$broadcast_dimensions);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_BroadcastOpV1 : VHLO_Op<"broadcast_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$broadcast_sizes);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ConcatenateOpV1 : VHLO_Op<"concatenate_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$dimension);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicBroadcastInDimOpV1 : VHLO_Op<"dynamic_broadcast_in_dim_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$output_dimensions,
                       VHLO_AnyAttribute:$broadcast_dimensions,
                       VHLO_AnyAttribute:$known_expanding_dimensions,
                       VHLO_AnyAttribute:$known_nonexpanding_dimensions);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicIotaOpV1 : VHLO_Op<"dynamic_iota_v1"> {
  let arguments = (ins VHLO_AnyValue:$output_shape,
                       VHLO_AnyAttribute:$iota_dimension);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicPadOpV1 : VHLO_Op<"dynamic_pad_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$padding_value,
                       VHLO_AnyValue:$edge_padding_low,
                       VHLO_AnyValue:$edge_padding_high,
                       VHLO_AnyValue:$interior_padding);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicReshapeOpV1 : VHLO_Op<"dynamic_reshape_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$output_shape);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicSliceOpV1 : VHLO_Op<"dynamic_slice_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       Variadic<VHLO_AnyValue>:$start_indices,
                       VHLO_AnyAttribute:$slice_sizes);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicUpdateSliceOpV1 : VHLO_Op<"dynamic_update_slice_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$update,
                       Variadic<VHLO_AnyValue>:$start_indices);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_GetDimensionSizeOpV1 : VHLO_Op<"get_dimension_size_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyAttribute:$dimension);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_SetDimensionSizeOpV1 : VHLO_Op<"set_dimension_size_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$size,
                       VHLO_AnyAttribute:$dimension);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_PadOpV1 : VHLO_Op<"pad_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$padding_value,
                       VHLO_AnyAttribute:$edge_padding_low,
                       VHLO_AnyAttribute:$edge_padding_high,
                       VHLO_AnyAttribute:$interior_padding);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_RealDynamicSliceOpV1 : VHLO_Op<"real_dynamic_slice_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$start_indices,
                       VHLO_AnyValue:$limit_indices,
                       VHLO_AnyValue:$strides);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ReverseOpV1 : VHLO_Op<"reverse_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$dimensions);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_SliceOpV1 : VHLO_Op<"slice_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$start_indices,
                       VHLO_AnyAttribute:$limit_indices,
                       VHLO_AnyAttribute:$strides);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_TransposeOpV1 : VHLO_Op<"transpose_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$permutation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_TorchIndexSelectOpV1 : VHLO_Op<"torch_index_select_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$index,
                       VHLO_AnyAttribute:$dim,
                       VHLO_AnyAttribute:$batch_dims);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_GatherOpV1 : VHLO_Op<"gather_v1", "0.9.0", "1.0.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$start_indices,
                       VHLO_AnyAttribute:$offset_dims,
                       VHLO_AnyAttribute:$collapsed_slice_dims,
                       VHLO_AnyAttribute:$start_index_map,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$slice_sizes,
                       VHLO_AnyAttribute:$indices_are_sorted);
  let results = (outs VHLO_AnyValue:$result);
}
// 1.1.0: batching dimensions.
def VHLO_GatherOpV2 : VHLO_Op<"gather_v2", "1.1.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$start_indices,
                       VHLO_AnyAttribute:$offset_dims,
                       VHLO_AnyAttribute:$collapsed_slice_dims,
                       VHLO_AnyAttribute:$operand_batching_dims,
                       VHLO_AnyAttribute:$start_indices_batching_dims,
                       VHLO_AnyAttribute:$start_index_map,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$slice_sizes,
                       VHLO_AnyAttribute:$indices_are_sorted);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicGatherOpV1 : VHLO_Op<"dynamic_gather_v1", "0.9.0", "1.0.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$start_indices,
                       VHLO_AnyValue:$slice_sizes,
                       VHLO_AnyAttribute:$offset_dims,
                       VHLO_AnyAttribute:$collapsed_slice_dims,
                       VHLO_AnyAttribute:$start_index_map,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$indices_are_sorted);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicGatherOpV2 : VHLO_Op<"dynamic_gather_v2", "1.1.0"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$start_indices,
                       VHLO_AnyValue:$slice_sizes,
                       VHLO_AnyAttribute:$offset_dims,
                       VHLO_AnyAttribute:$collapsed_slice_dims,
                       VHLO_AnyAttribute:$operand_batching_dims,
                       VHLO_AnyAttribute:$start_indices_batching_dims,
                       VHLO_AnyAttribute:$start_index_map,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$indices_are_sorted);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ScatterOpV1
    : VHLO_Op<"scatter_v1", "0.9.0", "1.0.0", [SameVariadicOperandSize]> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyValue:$scatter_indices,
                       Variadic<VHLO_AnyValue>:$updates,
                       VHLO_AnyAttribute:$update_window_dims,
                       VHLO_AnyAttribute:$inserted_window_dims,
                       VHLO_AnyAttribute:$scatter_dims_to_operand_dims,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$indices_are_sorted,
                       VHLO_AnyAttribute:$unique_indices);
  let regions = (region VHLO_AnyRegionKind:$update_computation);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_ScatterOpV2
    : VHLO_Op<"scatter_v2", "1.1.0", "current", [SameVariadicOperandSize]> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyValue:$scatter_indices,
                       Variadic<VHLO_AnyValue>:$updates,
                       VHLO_AnyAttribute:$update_window_dims,
                       VHLO_AnyAttribute:$inserted_window_dims,
                       VHLO_AnyAttribute:$input_batching_dims,
                       VHLO_AnyAttribute:$scatter_indices_batching_dims,
                       VHLO_AnyAttribute:$scatter_dims_to_operand_dims,
                       VHLO_AnyAttribute:$index_vector_dim,
                       VHLO_AnyAttribute:$indices_are_sorted,
                       VHLO_AnyAttribute:$unique_indices);
  let regions = (region VHLO_AnyRegionKind:$update_computation);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

//===----------------------------------------------------------------------===//
// Reductions, windows, sorting
//===----------------------------------------------------------------------===//

def VHLO_ReduceOpV1
    : VHLO_Op<"reduce_v1", "0.9.0", "current", [SameVariadicOperandSize]> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       Variadic<VHLO_AnyValue>:$init_values,
                       VHLO_AnyAttribute:$dimensions);
  let regions = (region VHLO_AnyRegionKind:$body);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_ReduceWindowOpV1
    : VHLO_Op<"reduce_window_v1", "0.9.0", "current", [SameVariadicOperandSize]> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       Variadic<VHLO_AnyValue>:$init_values,
                       VHLO_AnyAttribute:$window_dimensions,
                       VHLO_AnyAttribute:$window_strides,
                       VHLO_AnyAttribute:$base_dilations,
                       VHLO_AnyAttribute:$window_dilations,
                       VHLO_AnyAttribute:$padding);
  let regions = (region VHLO_AnyRegionKind:$body);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
def VHLO_SelectAndScatterOpV1 : VHLO_Op<"select_and_scatter_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyValue:$source,
                       VHLO_AnyValue:$init_value,
                       VHLO_AnyAttribute:$window_dimensions,
                       VHLO_AnyAttribute:$window_strides,
                       VHLO_AnyAttribute:$padding);
  let regions = (region VHLO_AnyRegionKind:$select,
                        VHLO_AnyRegionKind:$scatter);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_SortOpV1 : VHLO_Op<"sort_v1"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$dimension,
                       VHLO_AnyAttribute:$is_stable);
  let regions = (region VHLO_AnyRegionKind:$comparator);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

//===----------------------------------------------------------------------===//
// Contractions, linear algebra, random numbers
//===----------------------------------------------------------------------===//

def VHLO_BatchNormGradOpV1 : VHLO_Op<"batch_norm_grad_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$scale,
                       VHLO_AnyValue:$mean, VHLO_AnyValue:$variance,
                       VHLO_AnyValue:$grad_output,
                       VHLO_AnyAttribute:$epsilon,
                       VHLO_AnyAttribute:$feature_index);
  let results = (outs VHLO_AnyValue:$grad_operand, VHLO_AnyValue:$grad_scale,
                      VHLO_AnyValue:$grad_offset);
}
def VHLO_BatchNormInferenceOpV1 : VHLO_Op<"batch_norm_inference_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$scale,
                       VHLO_AnyValue:$offset, VHLO_AnyValue:$mean,
                       VHLO_AnyValue:$variance,
                       VHLO_AnyAttribute:$epsilon,
                       VHLO_AnyAttribute:$feature_index);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_BatchNormTrainingOpV1 : VHLO_Op<"batch_norm_training_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand, VHLO_AnyValue:$scale,
                       VHLO_AnyValue:$offset,
                       VHLO_AnyAttribute:$epsilon,
                       VHLO_AnyAttribute:$feature_index);
  let results = (outs VHLO_AnyValue:$output, VHLO_AnyValue:$batch_mean,
                      VHLO_AnyValue:$batch_var);
}
def VHLO_CholeskyOpV1 : VHLO_Op<"cholesky_v1"> {
  let arguments = (ins VHLO_AnyValue:$a, VHLO_AnyAttribute:$lower);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_ConvolutionOpV1 : VHLO_Op<"convolution_v1"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$window_strides,
                       VHLO_AnyAttribute:$padding,
                       VHLO_AnyAttribute:$lhs_dilation,
                       VHLO_AnyAttribute:$rhs_dilation,
                       VHLO_AnyAttribute:$window_reversal,
                       VHLO_AnyAttribute:$input_batch_dimension,
                       VHLO_AnyAttribute:$input_feature_dimension,
                       VHLO_AnyAttribute:$input_spatial_dimensions,
                       VHLO_AnyAttribute:$kernel_input_feature_dimension,
                       VHLO_AnyAttribute:$kernel_output_feature_dimension,
                       VHLO_AnyAttribute:$kernel_spatial_dimensions,
                       VHLO_AnyAttribute:$output_batch_dimension,
                       VHLO_AnyAttribute:$output_feature_dimension,
                       VHLO_AnyAttribute:$output_spatial_dimensions,
                       VHLO_AnyAttribute:$feature_group_count,
                       VHLO_AnyAttribute:$batch_group_count,
                       VHLO_AnyAttribute:$precision_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DynamicConvOpV1 : VHLO_Op<"dynamic_conv_v1", "0.9.0", "0.19.0"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyValue:$d_padding,
                       VHLO_AnyAttribute:$window_strides,
                       VHLO_AnyAttribute:$padding,
                       VHLO_AnyAttribute:$lhs_dilation,
                       VHLO_AnyAttribute:$rhs_dilation,
                       VHLO_AnyAttribute:$window_reversal,
                       VHLO_AnyAttribute:$input_batch_dimension,
                       VHLO_AnyAttribute:$input_feature_dimension,
                       VHLO_AnyAttribute:$input_spatial_dimensions,
                       VHLO_AnyAttribute:$kernel_input_feature_dimension,
                       VHLO_AnyAttribute:$kernel_output_feature_dimension,
                       VHLO_AnyAttribute:$kernel_spatial_dimensions,
                       VHLO_AnyAttribute:$output_batch_dimension,
                       VHLO_AnyAttribute:$output_feature_dimension,
                       VHLO_AnyAttribute:$output_spatial_dimensions,
                       VHLO_AnyAttribute:$feature_group_count,
                       VHLO_AnyAttribute:$batch_group_count,
                       VHLO_AnyAttribute:$precision_config);
  let results = (outs VHLO_AnyValue:$result);
}
// 0.20.0: padding is only an operand.
def VHLO_DynamicConvOpV2 : VHLO_Op<"dynamic_conv_v2", "0.20.0"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyValue:$padding,
                       VHLO_AnyAttribute:$window_strides,
                       VHLO_AnyAttribute:$lhs_dilation,
                       VHLO_AnyAttribute:$rhs_dilation,
                       VHLO_AnyAttribute:$window_reversal,
                       VHLO_AnyAttribute:$input_batch_dimension,
                       VHLO_AnyAttribute:$input_feature_dimension,
                       VHLO_AnyAttribute:$input_spatial_dimensions,
                       VHLO_AnyAttribute:$kernel_input_feature_dimension,
                       VHLO_AnyAttribute:$kernel_output_feature_dimension,
                       VHLO_AnyAttribute:$kernel_spatial_dimensions,
                       VHLO_AnyAttribute:$output_batch_dimension,
                       VHLO_AnyAttribute:$output_feature_dimension,
                       VHLO_AnyAttribute:$output_spatial_dimensions,
                       VHLO_AnyAttribute:$feature_group_count,
                       VHLO_AnyAttribute:$batch_group_count,
                       VHLO_AnyAttribute:$precision_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DotOpV1 : VHLO_Op<"dot_v1"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$precision_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_DotGeneralOpV1 : VHLO_Op<"dot_general_v1", "0.9.0", "1.5.0"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$lhs_batching_dimensions,
                       VHLO_AnyAttribute:$rhs_batching_dimensions,
                       VHLO_AnyAttribute:$lhs_contracting_dimensions,
                       VHLO_AnyAttribute:$rhs_contracting_dimensions,
                       VHLO_AnyAttribute:$precision_config);
  let results = (outs VHLO_AnyValue:$result);
}
// 1.6.0: the dot algorithm, flattened into seven attributes.
def VHLO_DotGeneralOpV2 : VHLO_Op<"dot_general_v2", "1.6.0"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$lhs_batching_dimensions,
                       VHLO_AnyAttribute:$rhs_batching_dimensions,
                       VHLO_AnyAttribute:$lhs_contracting_dimensions,
                       VHLO_AnyAttribute:$rhs_contracting_dimensions,
                       VHLO_AnyAttribute:$precision_config,
                       VHLO_AnyAttribute:$lhs_precision_type,
                       VHLO_AnyAttribute:$rhs_precision_type,
                       VHLO_AnyAttribute:$accumulation_type,
                       VHLO_AnyAttribute:$lhs_component_count,
                       VHLO_AnyAttribute:$rhs_component_count,
                       VHLO_AnyAttribute:$num_primitive_operations,
                       VHLO_AnyAttribute:$allow_imprecise_accumulation);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_EinsumOpV1 : VHLO_Op<"einsum_v1"> {
  let arguments = (ins VHLO_AnyValue:$lhs, VHLO_AnyValue:$rhs,
                       VHLO_AnyAttribute:$einsum_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_UnaryEinsumOpV1 : VHLO_Op<"unary_einsum_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$einsum_config);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_FftOpV1 : VHLO_Op<"fft_v1"> {
  let arguments = (ins VHLO_AnyValue:$operand,
                       VHLO_AnyAttribute:$fft_type,
                       VHLO_AnyAttribute:$fft_length);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_TriangularSolveOpV1 : VHLO_Op<"triangular_solve_v1"> {
  let arguments = (ins VHLO_AnyValue:$a, VHLO_AnyValue:$b,
                       VHLO_AnyAttribute:$left_side,
                       VHLO_AnyAttribute:$lower,
                       VHLO_AnyAttribute:$unit_diagonal,
                       VHLO_AnyAttribute:$transpose_a);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_RngOpV1 : VHLO_Op<"rng_v1"> {
  let arguments = (ins VHLO_AnyValue:$a, VHLO_AnyValue:$b,
                       VHLO_AnyValue:$shape,
                       VHLO_AnyAttribute:$rng_distribution);
  let results = (outs VHLO_AnyValue:$result);
}
def VHLO_RngBitGeneratorOpV1 : VHLO_Op<"rng_bit_generator_v1"> {
  let arguments = (ins VHLO_AnyAttribute:$rng_algorithm,
                       VHLO_AnyValue:$initial_state);
  let results = (outs VHLO_AnyValue:$output_state, VHLO_AnyValue:$output);
}

//===----------------------------------------------------------------------===//
// Custom calls
//===----------------------------------------------------------------------===//

def VHLO_CustomCallOpV1 : VHLO_Op<"custom_call_v1", "0.9.0", "1.17.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$call_target_name,
                       VHLO_AnyAttribute:$has_side_effect,
                       VHLO_AnyAttribute:$backend_config,
                       VHLO_AnyAttribute:$api_version,
                       VHLO_AnyAttribute:$called_computations,
                       VHLO_AnyAttribute:$operand_layouts,
                       VHLO_AnyAttribute:$result_layouts,
                       VHLO_AnyAttribute:$output_operand_aliases);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}
// 1.18.0: result_tilings.
def VHLO_CustomCallOpV2 : VHLO_Op<"custom_call_v2", "1.18.0"> {
  let arguments = (ins Variadic<VHLO_AnyValue>:$inputs,
                       VHLO_AnyAttribute:$call_target_name,
                       VHLO_AnyAttribute:$has_side_effect,
                       VHLO_AnyAttribute:$backend_config,
                       VHLO_AnyAttribute:$api_version,
                       VHLO_AnyAttribute:$called_computations,
                       VHLO_AnyAttribute:$operand_layouts,
                       VHLO_AnyAttribute:$result_layouts,
                       VHLO_AnyAttribute:$output_operand_aliases,
                       VHLO_AnyAttribute:$result_tilings);
  let results = (outs Variadic<VHLO_AnyValue>:$results);
}

#endif // SHLO_DIALECT_VHLO_OP_DEFS_TD
