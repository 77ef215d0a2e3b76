//===- StablehloControlFlowOps.td - regions, calls and tuples --*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : StableHLO_Op<"while", [RecursiveMemoryEffects]> {
  let summary = "runs body while cond holds";
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$operand);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_IfOp : StableHLO_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "runs one of two regions";
  let arguments = (ins HLO_PredTensor:$pred);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
}

def StableHLO_CaseOp : StableHLO_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "runs the branch picked by index (the last one if out of range)";
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def StableHLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects]> {
  let summary = "applies a computation to elements of the inputs";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_SortOp : StableHLO_Op<"sort", [RecursiveMemoryEffects]> {
  let summary = "sorts slices of the inputs with a comparator";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
}

def StableHLO_ReduceOp : StableHLO_Op<"reduce",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "reduces dimensions of the inputs with a body";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_CompositeOp : StableHLO_Op<"composite"> {
  let summary = "an op defined by its decomposition function";
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
                       StrAttr:$name,
                       DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                       FlatSymbolRefAttr:$decomposition,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "groups values into a tuple";
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$val);
  let results = (outs HLO_Tuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "one element of a tuple";
  let arguments = (ins HLO_Tuple:$operand,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs HLO_TensorOrTokenOrTuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "a token that follows the given tokens";
  let arguments = (ins Variadic<HLO_Token>:$inputs);
  let results = (outs HLO_Token:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($result)";
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "deprecated: a fresh token";
  let results = (outs HLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type($output)";
}

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "reduces windows of the inputs with a body";
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter",
    [RecursiveMemoryEffects]> {
  let summary = "scatters source values to the elements windows select";
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$source,
                       HLO_Tensor:$init_value,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}
