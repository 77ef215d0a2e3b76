//===- StablehloMiscOps.td - constant, iota and misc -------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant",
    [ConstantLike, Pure,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a constant tensor";
  let description = [{
    Produces `output` from the constant `value` (spec: constant). For a
    quantized `output`, `value` holds the storage integers (an integer
    tensor of the same shape whose element type is the quantized type's
    storage type), and the op is written in upstream's generic-looking form:

    ```mlir
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %q = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}>
           : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
    ```

    The parser also takes `stablehlo.constant() {value = ...} : () -> type`
    (the value as an attribute instead of a property), as upstream does. As
    upstream, the printer names an integer (or boolean) constant `%c` and
    any other `%cst` (`%c_0`, `%cst_1`, ... when there are several).
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs HLO_Tensor:$output);
  let builders = [OpBuilder<(ins "ElementsAttr":$value), [{
    build($_builder, $_state, value.getType(), value);
  }]>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
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
  let description = [{
    Ends the block of a region of a stablehlo op (reduce, while, if, ...),
    whose verifier checks what it returns. The spec ends a function with
    func.return; upstream also lets a func.func end in stablehlo.return and,
    having no verifier for this op, accepts any operands there, even ones the
    function does not declare (its print_stablehlo.mlir relies on it). This
    dialect follows upstream; the interpreter refuses to run such a function
    when what it returns differs from what it declares (evalFunc,
    interpreter/Eval.cpp).

    ```mlir
    stablehlo.return %sum : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}
