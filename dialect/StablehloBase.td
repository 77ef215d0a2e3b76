//===- StablehloBase.td - stablehlo dialect, enums and type constraints ---===//
//
// The `stablehlo` dialect of this project: element-type constraints follow the
// "Types" section of the StableHLO specification.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_STABLEHLO_BASE
#define SHLO_STABLEHLO_BASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonTypeConstraints.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlir::stablehlo";
  let summary = "StableHLO operations, as the specification defines them";
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let dependentDialects = ["::mlir::quant::QuantDialect"];
  // Folding (interpreter/Fold.cpp) materializes results as constants.
  let hasConstantMaterializer = 1;
}

// Quantized type parameters fit the tensor (dialect/Traits.h); every op has
// it, first.
def HLO_QuantizedTypesValid : NativeOpTrait<"QuantizedTypesValid"> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic,
         !listconcat([HLO_QuantizedTypesValid], traits)>;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

def HLO_Pred : TypeAlias<I1, "bool">;
def HLO_SInt : SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_UInt : UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>;
def HLO_Int : AnyTypeOf<[HLO_SInt, HLO_UInt]>;
def HLO_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
                           F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2,
                           F8E5M2FNUZ, F8E8M0FNU, BF16, F16, F32, F64, TF32]>;
def HLO_ComplexElement : Complex<AnyTypeOf<[F32, F64]>>;
/// `!quant.uniform<...>`, per tensor or per axis.
def HLO_QuantizedElement : Type<
    CPred<"::llvm::isa<::mlir::quant::UniformQuantizedType, "
          "::mlir::quant::UniformQuantizedPerAxisType>($_self)">,
    "quantized element type">;

/// Verifies that operands and results have one type, except that quantized
/// element types (of the same shape) may differ in their parameters.
def HLO_SameTypeOrQuantized : NativeOpTrait<"SameOperandsAndResultTypeOrQuantized"> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}

//===----------------------------------------------------------------------===//
// Tensor types
//===----------------------------------------------------------------------===//

def HLO_Tensor : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float, HLO_ComplexElement,
                                  HLO_QuantizedElement]>;
def HLO_PredTensor : RankedTensorOf<[HLO_Pred]>;
def HLO_IntTensor : RankedTensorOf<[HLO_Int]>;
def HLO_FpTensor : RankedTensorOf<[HLO_Float]>;
def HLO_FpOrQuantTensor : RankedTensorOf<[HLO_Float, HLO_QuantizedElement]>;
def HLO_F32OrF64Tensor : RankedTensorOf<[F32, F64]>;
def HLO_ComplexTensor : RankedTensorOf<[HLO_ComplexElement]>;
def HLO_PredOrIntTensor : RankedTensorOf<[HLO_Pred, HLO_Int]>;
def HLO_IntOrFpTensor : RankedTensorOf<[HLO_Int, HLO_Float]>;
def HLO_FpOrComplexPlainTensor : RankedTensorOf<[HLO_Float, HLO_ComplexElement]>;
def HLO_FpOrComplexTensor
    : RankedTensorOf<[HLO_Float, HLO_ComplexElement, HLO_QuantizedElement]>;
def HLO_IntFpOrComplexTensor
    : RankedTensorOf<[HLO_Int, HLO_Float, HLO_ComplexElement,
                      HLO_QuantizedElement]>;
def HLO_SIntFpOrComplexTensor
    : RankedTensorOf<[HLO_SInt, HLO_Float, HLO_ComplexElement,
                      HLO_QuantizedElement]>;

def HLO_Token : DialectType<StableHLO_Dialect,
    CPred<"::llvm::isa<::mlir::stablehlo::TokenType>($_self)">, "token">,
    BuildableType<"::mlir::stablehlo::TokenType::get($_builder.getContext())">;
def HLO_Tuple : NestedTupleOf<[HLO_Tensor, HLO_Token]>;
def HLO_IntTensorOrIndex : RankedTensorOf<[HLO_Int]>;
def HLO_ScalarIntTensor : 0DTensorOf<[HLO_Int]>;
/// A 1-D tensor of sizes: the spec asks an integer type, upstream also
/// takes `index` (print_stablehlo.mlir's dynamic_iota and its version tests'
/// dynamic_broadcast_in_dim, dynamic_reshape, dynamic_pad, rng rely on it).
/// The interpreter has no index tensors at run time: no stablehlo op makes
/// one, and a function argument of that type is refused before anything
/// runs.
def HLO_DimTensorOrIndex : 1DTensorOf<[HLO_Int, Index]>;
def HLO_DimTensor : 1DTensorOf<[HLO_Int, Index]>;
def HLO_TensorOrToken : AnyTypeOf<[HLO_Tensor, HLO_Token]>;
def HLO_TensorOrTokenOrTuple : AnyTypeOf<[HLO_Tensor, HLO_Token, HLO_Tuple]>;

def StableHLO_TokenType : TypeDef<StableHLO_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "token: an opaque value that orders side effects";
}

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def HLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_ComparisonDirectionAttr : EnumAttr<StableHLO_Dialect,
    HLO_ComparisonDirection, "comparison_direction"> {
  let assemblyFormat = "$value";
}

def HLO_ComparisonType : I32EnumAttr<"ComparisonType", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_ComparisonTypeAttr : EnumAttr<StableHLO_Dialect, HLO_ComparisonType,
    "comparison_type"> {
  let assemblyFormat = "$value";
}

def HLO_Precision : I32EnumAttr<"Precision", "precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_PrecisionAttr : EnumAttr<StableHLO_Dialect, HLO_Precision, "precision"> {
  let assemblyFormat = "$value";
}
def HLO_PrecisionConfigAttr : TypedArrayAttrBase<HLO_PrecisionAttr,
    "precision config">;

/// custom_call's `api_version`: an i32 attribute (`api_version = 2 : i32`)
/// restricted to these values, as upstream spells it.
def HLO_CustomCallApiVersionAttr : I32EnumAttr<"CustomCallApiVersion",
    "custom_call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]> {
  let cppNamespace = "::mlir::stablehlo";
}

/// A layout: the minor-to-major order of a value's dimensions, a 1-D index
/// tensor (`dense<[1, 0]> : tensor<2xindex>`).
def HLO_LayoutAttr : Attr<And<[IndexElementsAttr.predicate,
    CPred<"::llvm::cast<::mlir::DenseIntElementsAttr>($_self).getType()"
          ".getRank() == 1">]>, "layout (a 1-D index tensor)"> {
  let storageType = IndexElementsAttr.storageType;
  let returnType = IndexElementsAttr.returnType;
  let convertFromStorage = IndexElementsAttr.convertFromStorage;
}
def HLO_ArrayOfLayoutAttr : TypedArrayAttrBase<HLO_LayoutAttr,
    "array of layouts">;
def HLO_FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
    "array of function names"> {
  let constBuilderCall = "::mlir::ArrayAttr::get($_builder.getContext(), $0)";
}

//===----------------------------------------------------------------------===//
// Structured attributes
//===----------------------------------------------------------------------===//

def HLO_GatherDimensionNumbers : AttrDef<StableHLO_Dialect, "GatherDimensionNumbers"> {
  let mnemonic = "gather";
  let summary = "dimension numbers of gather";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$offsetDims,
      OptionalArrayRefParameter<"int64_t">:$collapsedSliceDims,
      OptionalArrayRefParameter<"int64_t">:$operandBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$startIndicesBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$startIndexMap,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ScatterDimensionNumbers : AttrDef<StableHLO_Dialect, "ScatterDimensionNumbers"> {
  let mnemonic = "scatter";
  let summary = "dimension numbers of scatter";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$updateWindowDims,
      OptionalArrayRefParameter<"int64_t">:$insertedWindowDims,
      OptionalArrayRefParameter<"int64_t">:$inputBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$scatterIndicesBatchingDims,
      OptionalArrayRefParameter<"int64_t">:$scatterDimsToOperandDims,
      "int64_t":$indexVectorDim);
  let hasCustomAssemblyFormat = 1;
}

def HLO_DotDimensionNumbers : AttrDef<StableHLO_Dialect, "DotDimensionNumbers"> {
  let mnemonic = "dot";
  let summary = "dimension numbers of dot_general";
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ConvDimensionNumbers : AttrDef<StableHLO_Dialect, "ConvDimensionNumbers"> {
  let mnemonic = "conv";
  let summary = "dimension numbers of convolution";
  let parameters = (ins
      "int64_t":$inputBatchDimension,
      "int64_t":$inputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$inputSpatialDimensions,
      "int64_t":$kernelInputFeatureDimension,
      "int64_t":$kernelOutputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$kernelSpatialDimensions,
      "int64_t":$outputBatchDimension,
      "int64_t":$outputFeatureDimension,
      OptionalArrayRefParameter<"int64_t">:$outputSpatialDimensions);
  let hasCustomAssemblyFormat = 1;
}

def HLO_DotAlgorithm : AttrDef<StableHLO_Dialect, "DotAlgorithm"> {
  let mnemonic = "dot_algorithm";
  let summary = "precision types and algorithm of a dot_general";
  let parameters = (ins
      "::mlir::Type":$lhs_precision_type,
      "::mlir::Type":$rhs_precision_type,
      "::mlir::Type":$accumulation_type,
      "int64_t":$lhs_component_count,
      "int64_t":$rhs_component_count,
      "int64_t":$num_primitive_operations,
      "bool":$allow_imprecise_accumulation);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Distribution, custom call and precision attributes; the future type
//===----------------------------------------------------------------------===//

def HLO_ChannelHandle : AttrDef<StableHLO_Dialect, "ChannelHandle"> {
  let mnemonic = "channel_handle";
  let summary = "a channel id and its type (spec: channel_id of collectives, "
                "send and recv)";
  let description = [{
    `handle` is the spec's `channel_id`; `type` is 0 (invalid), 1 (device to
    device), 2 (device to host) or 3 (host to device).
    Example: `#stablehlo.channel_handle<handle = 1, type = 0>`.
  }];
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Replica groups over a mesh (spec: "Replica groups", "StableHLO Mesh")
//===----------------------------------------------------------------------===//

def HLO_SubAxisInfo : AttrDef<StableHLO_Dialect, "SubAxisInfo"> {
  let mnemonic = "sub_axis_info";
  let summary = "a sub-axis of a mesh axis: (pre_size)size";
  let description = [{
    The part of size `size` of a mesh axis that follows sub-axes whose sizes
    multiply to `pre_size` (major to minor). In an axis_ref it reads
    `sub_axis_info = (1)2`. pre_size >= 1 and size >= 1.
  }];
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
  let genVerifyDecl = 1;
}

def HLO_AxisRef : AttrDef<StableHLO_Dialect, "AxisRef"> {
  let mnemonic = "axis_ref";
  let summary = "a mesh axis or a sub-axis of one, by name";
  let description = [{
    Examples: `#stablehlo.axis_ref<name = "x">`,
    `#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>`.
  }];
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        OptionalParameter<"SubAxisInfoAttr">:$sub_axis_info);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def HLO_MeshAxis : AttrDef<StableHLO_Dialect, "MeshAxis"> {
  let mnemonic = "mesh_axis";
  let summary = "a named mesh axis and its size";
  let description = [{
    Example: `#stablehlo.mesh_axis<name = "x", size = 2>`; size >= 1.
  }];
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        "int64_t":$size);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def HLO_Mesh : AttrDef<StableHLO_Dialect, "Mesh"> {
  let mnemonic = "mesh";
  let summary = "a grid of devices: named axes and an optional device order";
  let description = [{
    Example: `#stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x",
    size = 2>], device_ids = dense<[1, 0]> : tensor<2xi64>>`. Axis names are
    unique; `device_ids`, when present, is a 1-d i64 tensor holding each of
    0 .. (product of the sizes) - 1 once, the device at each coordinate in
    lexicographic order (without it, device i is at the i-th coordinate).
  }];
  let parameters = (ins "::mlir::ArrayAttr":$axes,
                        OptionalParameter<"::mlir::DenseIntElementsAttr">:$device_ids);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The product of the axis sizes.
    int64_t getNumDevices() const;
  }];
}

def HLO_ReplicaGroupMeshAxes : AttrDef<StableHLO_Dialect,
    "ReplicaGroupMeshAxes"> {
  let mnemonic = "replica_group_mesh_axes";
  let summary = "replica groups as the axes of a mesh (spec: Replica groups)";
  let description = [{
    `mesh` is a `#stablehlo.mesh` or a symbol reference to a mesh (in this
    project an `sdy.mesh`, resolved when the op runs); `axes` lists
    `#stablehlo.axis_ref`s, major to minor. The devices that agree on every
    coordinate outside `axes` form one group, ordered by their coordinates
    along `axes`. Example:
    `#stablehlo.replica_group_mesh_axes<mesh = @mesh,
    axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>]>`.
  }];
  let parameters = (ins "::mlir::Attribute":$mesh, "::mlir::ArrayAttr":$axes);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

/// replica_groups of all_gather, all_reduce, all_to_all,
/// collective_broadcast and reduce_scatter (spec: "2-dimensional tensor
/// constant of type si64 or ReplicaGroupMeshAxes").
def HLO_ReplicaGroupsOrMeshAxes : AnyAttrOf<[I64ElementsAttr,
    HLO_ReplicaGroupMeshAxes]> {
  string cppType = "::mlir::Attribute";
}

def HLO_OutputOperandAlias : AttrDef<StableHLO_Dialect, "OutputOperandAlias"> {
  let mnemonic = "output_operand_alias";
  let summary = "a custom_call result that aliases an operand";
  let description = [{
    Example: `#stablehlo.output_operand_alias<output_tuple_indices = [],
    operand_index = 0, operand_tuple_indices = []>`.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$outputTupleIndices,
      "int64_t":$operandIndex,
      OptionalArrayRefParameter<"int64_t">:$operandTupleIndices);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "accuracy an implementation must meet", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_ResultAccuracyModeAttr : EnumAttr<StableHLO_Dialect,
    HLO_ResultAccuracyMode, "result_accuracy_mode"> {
  let assemblyFormat = "`<` $value `>`";
}

def HLO_ResultAccuracy : AttrDef<StableHLO_Dialect, "ResultAccuracy"> {
  let mnemonic = "result_accuracy";
  let summary = "requested accuracy of a transcendental op (spec: "
                "result_accuracy)";
  let description = [{
    Fields equal to their default (0) are not printed. Example:
    `#stablehlo.result_accuracy<atol = 1.000000e-05, mode =
    #stablehlo.result_accuracy_mode<TOLERANCE>>`.
  }];
  let parameters = (ins APFloatParameter<"">:$atol, APFloatParameter<"">:$rtol,
                        "int64_t":$ulps,
                        HLO_ResultAccuracyModeAttr:$mode);
  let hasCustomAssemblyFormat = 1;
  // A default value names a mode; the tolerances are then 0.
  let constBuilderCall = "::mlir::stablehlo::ResultAccuracyAttr::get("
      "$_builder.getContext(), ::llvm::APFloat(0.0), ::llvm::APFloat(0.0), 0, "
      "::mlir::stablehlo::ResultAccuracyModeAttr::get($_builder.getContext(), "
      "$0))";
}

def HLO_TypeExtensions : AttrDef<StableHLO_Dialect, "TypeExtensions"> {
  let mnemonic = "bounds";
  let summary = "bounds of a tensor type's dynamic dimensions (an encoding)";
  let description = [{
    `tensor<?x?xf32, #stablehlo.bounds<3, ?>>`: dimension 0 is at most 3,
    dimension 1 is unbounded. Upstream's long spelling
    `#stablehlo.type_extensions<bounds = [3, ?]>` parses to the same
    attribute (see HLO_TypeExtensionsSpelling).
  }];
  let parameters = (ins OptionalArrayRefParameter<"int64_t">:$bounds);
  let hasCustomAssemblyFormat = 1;
}

/// Only parses: `#stablehlo.type_extensions<bounds = [...]>` becomes a
/// TypeExtensionsAttr (printed `#stablehlo.bounds<...>`).
def HLO_TypeExtensionsSpelling : AttrDef<StableHLO_Dialect,
    "TypeExtensionsSpelling"> {
  let mnemonic = "type_extensions";
  let summary = "the long spelling of #stablehlo.bounds (never built)";
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_FutureType : TypeDef<StableHLO_Dialect, "Future"> {
  let mnemonic = "future";
  let summary = "the values an async_start will produce";
  let description = [{
    Example: `!stablehlo.future<tensor<4x4xf32>>`.
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
}
def HLO_Future : DialectType<StableHLO_Dialect,
    CPred<"::llvm::isa<::mlir::stablehlo::FutureType>($_self)">, "future">;

#endif // SHLO_STABLEHLO_BASE
