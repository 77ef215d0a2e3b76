//===- StablehloMiscOps.td - constant, iota and misc -------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure, AllTypesMatch<["value", "output"]>]> {
  let summary = "a constant tensor";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  // Folds to its value, so that MLIR's folders see it as a constant.
  let hasFolder = 1;
}

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "values 0, 1, 2, ... along one dimension";
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension);
  let results = (outs RankedTensorOf<[HLO_Int, HLO_Float, HLO_ComplexElement]>:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

def StableHLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier",
    [Pure]> {
  let summary = "returns its operands unchanged; a barrier for optimizers";
  let arguments = (ins Variadic<HLO_TensorOrToken>:$operand);
  let results = (outs Variadic<HLO_TensorOrToken>:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
}

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "calls an implementation-defined target";
  let arguments = (ins Variadic<AnyType>:$inputs,
                       StrAttr:$call_target_name,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
                       OptionalAttr<AnyAttr>:$backend_config);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "returns values from a region of a stablehlo op";
  let arguments = (ins Variadic<AnyType>:$results);
  let hasVerifier = 1;
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}
