//===- StablehloIndexingOps.td - gather, scatter and friends ---*- tablegen -*-===//
//
// Included by StablehloOps.td. These print in the generic form, as StableHLO
// does.
//
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let summary = "slices of operand at offsets read from start_indices";
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$start_indices,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with slice sizes given as an operand";
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$start_indices,
                       HLO_DimTensor:$slice_sizes,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "combines updates into windows of the inputs";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       HLO_IntTensorOrIndex:$scatter_indices,
                       Variadic<HLO_Tensor>:$updates,
                       HLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

def StableHLO_TorchIndexSelectOp : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "torch.index_select: picks slices of operand along dim";
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$index,
                       I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}
