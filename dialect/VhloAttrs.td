//===- VhloAttrs.td - versioned attributes -----------------*- tablegen -*-===//
//
// Every vhlo attribute with the release that introduced it. Containers nest
// vhlo attributes only (the verifiers say so); scalars carry a vhlo type.
// Textual forms and bytecode codes (VhloBytecode.cpp) are upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_ATTRS_TD
#define SHLO_DIALECT_VHLO_ATTRS_TD

include "dialect/VhloBase.td"
include "dialect/VhloEnums.td"

// `#vhlo.array_v1<[#vhlo.x, ...]>`
def VHLO_ArrayV1Attr : VHLO_AttrDef<"ArrayV1", "array_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$value);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` custom<VhloAttrList>($value) `>`";
}

// `#vhlo.bool_v1<true>`
def VHLO_BooleanV1Attr : VHLO_AttrDef<"BooleanV1", "bool_v1"> {
  let parameters = (ins "bool":$value);
  let assemblyFormat = "`<` $value `>`";
}

// `#vhlo.dict_v1<{#vhlo.string_v1<"k"> = #vhlo.x, ...}>`
def VHLO_DictionaryV1Attr : VHLO_AttrDef<"DictionaryV1", "dict_v1"> {
  let parameters = (ins ArrayRefParameter<
      "std::pair<::mlir::Attribute, ::mlir::Attribute>", "">:$value);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` custom<VhloDictionary>($value) `>`";
}

// `#vhlo.float_v1<1.000000e-03 : !vhlo.f32_v1>`
def VHLO_FloatV1Attr : VHLO_AttrDef<"FloatV1", "float_v1"> {
  let parameters = (ins "::mlir::Type":$type, APFloatParameter<"">:$value);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.integer_v1<-1 : i64>` (printed through the builtin integer form).
def VHLO_IntegerV1Attr : VHLO_AttrDef<"IntegerV1", "integer_v1"> {
  let parameters = (ins "::mlir::Type":$type, APIntParameter<"">:$value);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.output_operand_alias_v1<outputTupleIndices = [], operandIndex = 0,
// operandTupleIndices = []>`
def VHLO_OutputOperandAliasV1Attr
    : VHLO_AttrDef<"OutputOperandAliasV1", "output_operand_alias_v1"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$outputTupleIndices,
                        "int64_t":$operandIndex,
                        ArrayRefParameter<"int64_t">:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.string_v1<"text">`
def VHLO_StringV1Attr : VHLO_AttrDef<"StringV1", "string_v1"> {
  let parameters = (ins StringRefParameter<"">:$value);
  let assemblyFormat = "`<` $value `>`";
}

// `#vhlo.tensor_v1<dense<...> : tensor<...>>`: a vhlo tensor type and the
// raw data of a dense elements attribute (builtin layout).
def VHLO_TensorV1Attr : VHLO_AttrDef<"TensorV1", "tensor_v1"> {
  let parameters = (ins "::mlir::Type":$type,
                        ArrayRefParameter<"char", "">:$data);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.type_v1<!vhlo.x>`
def VHLO_TypeV1Attr : VHLO_AttrDef<"TypeV1", "type_v1"> {
  let parameters = (ins "::mlir::Type":$value);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` $value `>`";
}

// `#vhlo.type_extensions_v1<bounds = [16, ?]>` (a tensor type's encoding).
def VHLO_TypeExtensionsV1Attr
    : VHLO_AttrDef<"TypeExtensionsV1", "type_extensions_v1"> {
  let parameters = (ins ArrayRefParameter<"int64_t">:$bounds);
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.result_accuracy_v1<atol = 0.0, rtol = 0.0, ulps = 0,
// mode = #vhlo<result_accuracy_mode_v1 DEFAULT>>`
def VHLO_ResultAccuracyV1Attr
    : VHLO_AttrDef<"ResultAccuracyV1", "result_accuracy_v1", "1.9.0"> {
  let parameters = (ins APFloatParameter<"">:$atol,
                        APFloatParameter<"">:$rtol, "int64_t":$ulps,
                        "::mlir::Attribute":$mode);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.sub_axis_info_v1<pre_size = 1, size = 2>`
def VHLO_SubAxisInfoV1Attr
    : VHLO_AttrDef<"SubAxisInfoV1", "sub_axis_info_v1", "1.16.0"> {
  let parameters = (ins "int64_t":$preSize, "int64_t":$size);
  let assemblyFormat = "`<` `pre_size` `=` $preSize `,` `size` `=` $size `>`";
}

// `#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">[, sub_axis_info = ...]>`
def VHLO_AxisRefV1Attr : VHLO_AttrDef<"AxisRefV1", "axis_ref_v1", "1.16.0"> {
  let parameters = (ins "::mlir::Attribute":$name,
                        OptionalParameter<"::mlir::Attribute">:$subAxisInfo);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `#vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.string_v1<"m">,
// axes = #vhlo.array_v1<[...]>>`
def VHLO_ReplicaGroupMeshAxesV1Attr
    : VHLO_AttrDef<"ReplicaGroupMeshAxesV1", "replica_group_mesh_axes_v1",
                   "1.16.0"> {
  let parameters = (ins "::mlir::Attribute":$mesh, "::mlir::Attribute":$axes);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` `mesh` `=` $mesh `,` `axes` `=` $axes `>`";
}

#endif // SHLO_DIALECT_VHLO_ATTRS_TD
