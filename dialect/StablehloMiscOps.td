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
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#constant

    Produces output from the constant value. For a quantized output, value holds
    the storage integers (an integer tensor of the output shape with the storage
    type) and the op takes upstream's generic-looking form, as the second line
    of the example shows; the parser also accepts value as an attribute instead
    of a property. As upstream does, the printer names integer and boolean
    constants %c and the others %cst (%c_0, %cst_1, ... when there are several).

    Example:

    ```mlir
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %q = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}>
           : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
    ```

    Constraints:
    (C1) value has the output type (for a quantized output: its shape and
      storage type).
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
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#iota

    Fills the output with 0, 1, 2, ... along iota_dimension, the same value
    across the other dimensions.

    Example:

    ```mlir
    %r = stablehlo.iota dim = 0 : tensor<4x2xi32>
    ```

    Constraints:
    (C1) 0 <= iota_dimension < rank(output).
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension);
  let results = (outs RankedTensorOf<[HLO_Int, HLO_Float, HLO_ComplexElement]>:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

def StableHLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier",
    [Pure]> {
  let summary = "returns its operands unchanged; a barrier for optimizers";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#optimization_barrier

    Returns its operands unchanged. All of them are computed before any result
    is used, so that no transformation moves work across the barrier.

    Example:

    ```mlir
    %r:2 = stablehlo.optimization_barrier %a, %b : tensor<i32>, tensor<2xf32>
    ```

    Constraints:
    (C1) results have the operand types.
  }];
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
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#custom_call

    Calls the implementation-defined target call_target_name with the inputs;
    backend_config passes it target-specific data. The interpreter runs only the
    targets it knows (the check.* targets of the check dialect among them) and
    reports any other as an error at run time.

    The other attributes are upstream's, kept as the op's properties so that
    they print, legalize to vhlo and serialize as upstream's do; those equal
    to their default (`has_side_effect = false`, `api_version = 1 : i32`,
    i.e. API_VERSION_ORIGINAL, empty `called_computations` and
    `output_operand_aliases`) are not printed:
    - `api_version`: the target's calling convention, an i32 in [0, 4]
      (UNSPECIFIED, ORIGINAL, STATUS_RETURNING, STATUS_RETURNING_UNIFIED,
      TYPED_FFI);
    - `called_computations`: functions the target may call, `[@f, ...]`
      (`@stablehlo.dynamic_reduce_window` reads its body from here);
    - `operand_layouts`, `result_layouts`: the minor-to-major dimension order
      of each operand and result, both or neither (a single tuple result
      counts its elements);
    - `output_operand_aliases`: results that reuse an operand's buffer.
    Layouts and aliases describe memory; the interpreter's values have none,
    so it verifies them and otherwise leaves them to the target.

    Example:

    ```mlir
    %r = stablehlo.custom_call @my_target(%x) {has_side_effect = true, backend_config = ""} : (tensor<i32>) -> tensor<i32>
    %y = stablehlo.custom_call @lapack_sgetrf_ffi(%m) {api_version = 4 : i32, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
    ```

    Constraints (upstream's verifier):
    (L1) operand_layouts and result_layouts are both present or both absent.
    (L2) there is one layout per operand and one per result.
    (L3) a tensor's layout is a permutation of [0, rank); a token's is empty;
         tuples take no layout.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       StrAttr:$call_target_name,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
                       OptionalAttr<AnyAttr>:$backend_config,
                       DefaultValuedOptionalAttr<HLO_CustomCallApiVersionAttr,
                           "::mlir::stablehlo::CustomCallApiVersion::API_VERSION_ORIGINAL">:$api_version,
                       DefaultValuedOptionalAttr<HLO_FlatSymbolRefArrayAttr, "{}">:$called_computations,
                       OptionalAttr<HLO_ArrayOfLayoutAttr>:$operand_layouts,
                       OptionalAttr<HLO_ArrayOfLayoutAttr>:$result_layouts,
                       DefaultValuedOptionalAttr<TypedArrayAttrBase<
                           HLO_OutputOperandAlias, "output operand aliases">,
                           "{}">:$output_operand_aliases);
  let results = (outs Variadic<AnyType>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "returns values from a region of a stablehlo op";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#module-function-call-and-return

    Ends the block of a region of a stablehlo op (reduce, while, if, ...); the
    enclosing op's verifier checks what it returns. The spec ends a function
    with func.return. Upstream also lets a func.func end in stablehlo.return
    and, with no verifier for this op, accepts any operands there, even ones the
    function does not declare (its print_stablehlo.mlir relies on this). This
    dialect follows upstream, and the interpreter refuses to run a function
    whose returned values differ from what it declares (evalFunc,
    interpreter/Eval.cpp).

    Example:

    ```mlir
    %r = "stablehlo.map"(%s) ({
    ^bb0(%a: tensor<f32>):
      stablehlo.return %a : tensor<f32>
    }) {dimensions = array<i64>} : (tensor<f32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}
