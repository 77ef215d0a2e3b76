//===- SdyOps.td - the sdy (Shardy) annotations of JAX exports ------------===//
//
// The part of Shardy's `sdy` dialect that JAX exports carry: meshes, tensor
// shardings, sharding constraints and manual computations, with Shardy's
// syntax. Shardings do not change values: sharding_constraint and reshard
// are the identity; a manual_computation runs its body once per device of
// its mesh (interpreter/SdyOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_SDY_OPS
#define SHLO_SDY_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::mlir::sdy";
  let summary = "Shardy's sharding annotations (the subset JAX exports use)";
  let useDefaultAttributePrinterParser = 1;
  // `sdy.sharding` on function arguments and results, and on ops.
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let hasOperationAttrVerify = 1;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

def Sdy_ManualAxes : ArrayOfAttr<Sdy_Dialect, "ManualAxes", "manual_axes",
                                 "StringAttr"> {
  let summary = "the mesh axes a manual_computation is manual on: {\"a\", \"b\"}";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

def Sdy_MeshAxis : AttrDef<Sdy_Dialect, "MeshAxis"> {
  let mnemonic = "mesh_axis";
  let summary = "a named mesh axis and its size: \"a\"=2";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        "int64_t":$size);
  let assemblyFormat = "`` $name `` `=` `` $size";
  let genVerifyDecl = 1;
}

def Sdy_Mesh : AttrDef<Sdy_Dialect, "Mesh"> {
  let mnemonic = "mesh";
  let summary = "a mesh of named axes and an optional device order";
  let description = [{
    `<["a"=2, "b"=4]>`, `<[]>` (one device), `<[], device_ids=[3]>` (maximal
    sharding on device 3), `<["a"=2], device_ids=[1, 0]>`. Axis names are
    unique and sizes positive; explicit device ids number the product of
    the axis sizes (one for an empty axis list), are a permutation of
    `0..n-1` when there are axes, and are not the identity permutation.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"MeshAxisAttr">:$axes,
      OptionalArrayRefParameter<"int64_t">:$device_ids);
  let assemblyFormat = [{
    `<` `[` (`]`):($axes^ `]`)?
      (`,` `device_ids` `` `=` `` `[` $device_ids^ `]`)? `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The number of devices: the product of the axis sizes (1 without axes).
    int64_t getTotalSize() const;
    /// The axis named `name`, or null.
    MeshAxisAttr getAxis(StringRef name) const;
  }];
}

def Sdy_SubAxisInfo : AttrDef<Sdy_Dialect, "SubAxisInfo"> {
  let mnemonic = "sub_axis_info";
  let summary = "a sub-axis (m)k: size k after a pre-size m";
  let parameters = (ins "int64_t":$pre_size, "int64_t":$size);
  let assemblyFormat = "`(` $pre_size `)` `` $size";
}

def Sdy_AxisRef : AttrDef<Sdy_Dialect, "AxisRef"> {
  let mnemonic = "axis_ref";
  let summary = "a full axis \"a\" or a sub-axis \"a\":(2)4";
  let parameters = (ins StringRefParameter<"axis name">:$name,
                        OptionalParameter<"SubAxisInfoAttr">:$sub_axis_info);
  let assemblyFormat = "`` $name (`` `:` `` $sub_axis_info^)?";
}

def Sdy_DimensionSharding : AttrDef<Sdy_Dialect, "DimensionSharding"> {
  let mnemonic = "dimension_sharding";
  let summary = "the axes one dimension is sharded on: {\"a\", \"b\":(1)2, ?}p1";
  let description = [{
    Axes from major to minor; a trailing `?` marks the dimension open (it
    may be sharded further); `p<N>` is an optional priority.
  }];
  let parameters = (ins OptionalArrayRefParameter<"AxisRefAttr">:$axes,
                        "bool":$is_closed,
                        OptionalParameter<"std::optional<int64_t>">:$priority);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_MeshOrRef : AnyAttrOf<[Sdy_Mesh, FlatSymbolRefAttr]> {
  string cppType = "::mlir::Attribute";
}

def Sdy_TensorSharding : AttrDef<Sdy_Dialect, "TensorSharding"> {
  let mnemonic = "sharding";
  let summary = "how a tensor is sharded over a mesh";
  let description = [{
    `#sdy.sharding<@mesh, [{"a"}, {} ], replicated={"b"}, unreduced={"c"}>`
    (written here with a space before `]`, which ends an ODS code block):
    the mesh (a symbol of an `sdy.mesh` or an inline `mesh<[...]>`), one
    dimension sharding per tensor dimension, the explicitly replicated axes
    and the axes along which the tensor is an unreduced partial sum. No
    axis or overlapping sub-axis appears twice across the three.
  }];
  let parameters = (ins
      "::mlir::Attribute":$mesh_or_ref,
      OptionalArrayRefParameter<"DimensionShardingAttr">:$dim_shardings,
      OptionalArrayRefParameter<"AxisRefAttr">:$replicated_axes,
      OptionalArrayRefParameter<"AxisRefAttr">:$unreduced_axes);
  let assemblyFormat = [{
    `<` custom<MeshOrRef>($mesh_or_ref) `,` `[` (`]`):($dim_shardings^ `]`)? ``
        custom<ReplicatedAndUnreduced>($replicated_axes, $unreduced_axes) `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The mesh: the inline one, or the `sdy.mesh` named by the reference
    /// (looked up from `from`); null when the symbol names no mesh.
    MeshAttr getMesh(::mlir::Operation *from) const;
    /// Checks the sharding against a value of `type` and its `mesh`: the
    /// rank, and every axis and sub-axis present in the mesh.
    ::llvm::LogicalResult
    verifyFor(::mlir::Type type, MeshAttr mesh,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError) const;
  }];
}

def Sdy_TensorShardingPerValue : AttrDef<Sdy_Dialect, "TensorShardingPerValue"> {
  let mnemonic = "sharding_per_value";
  let summary = "one tensor sharding per operand or result";
  let parameters = (ins
      OptionalArrayRefParameter<"TensorShardingAttr">:$shardings);
  let assemblyFormat = "`<` `[` (`]`):($shardings^ `]`)? `>`";
}

def Sdy_AxisRefList : ArrayOfAttr<Sdy_Dialect, "AxisRefList", "axis_ref_list",
                                  "AxisRefAttr"> {
  let summary = "a list of axis references: {\"a\", \"b\":(2)2}";
  let assemblyFormat = "`{` (`}`) : ($value^ `` `}`)?";
}

def Sdy_ListOfAxisRefLists : ArrayOfAttr<Sdy_Dialect, "ListOfAxisRefLists",
                                         "list_of_axis_ref_lists",
                                         "AxisRefListAttr"> {
  let summary = "one axis list per tensor dimension: [{\"a\"}, {}]";
}

def Sdy_AllToAllParam : AttrDef<Sdy_Dialect, "AllToAllParam"> {
  let mnemonic = "all_to_all_param";
  let summary = "the axes an all_to_all moves and its dimensions: {\"a\"}: 0->2";
  let parameters = (ins ArrayRefParameter<"AxisRefAttr">:$axes,
                        "int64_t":$src_dim, "int64_t":$tgt_dim);
  let assemblyFormat = "`` `{` $axes `}` `` `:` $src_dim `` `->` `` $tgt_dim";
}

def Sdy_AllToAllParamList : ArrayOfAttr<Sdy_Dialect, "AllToAllParamList",
                                        "all_to_all_param_list",
                                        "AllToAllParamAttr"> {
  let summary = "the parameters of an all_to_all";
}

def Sdy_DimMapping : AttrDef<Sdy_Dialect, "DimMapping"> {
  let mnemonic = "dim_mapping";
  let summary = "the factors one dimension is made of: i, ij, z_1";
  let description = [{
    Factor symbols: `i` to `z` for factors 0 to 17, then `z_1`, `z_2`, ...
    for 18, 19, ...; several concatenated (`ij`) for a dimension made of
    several factors, major first.
  }];
  let parameters = (ins OptionalArrayRefParameter<"int64_t">:$factor_indices);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_TensorMapping : AttrDef<Sdy_Dialect, "TensorMapping"> {
  let mnemonic = "tensor_mapping";
  let summary = "the factors of each dimension of a tensor: [i, jk]";
  let parameters = (ins OptionalArrayRefParameter<"DimMappingAttr">:$dim_mappings);
  let assemblyFormat = "`` `[` (`]`):($dim_mappings^ `]`)? ``";
}

def Sdy_OpShardingRule : AttrDef<Sdy_Dialect, "OpShardingRule"> {
  let mnemonic = "op_sharding_rule";
  let summary = "how an op can be partitioned, in factors";
  let description = [{
    ```mlir
    #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=8}
        reduction={k}, custom>
    ```
    One tensor mapping per operand and result, the size of every factor,
    the factors that need a reduction, full replication or a collective
    permute when sharded, the factors propagation may not cross, and
    whether a user wrote the rule (`custom`). Partitioning information
    only: evaluation does not read it.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$factor_sizes,
      OptionalArrayRefParameter<"TensorMappingAttr">:$operand_mappings,
      OptionalArrayRefParameter<"TensorMappingAttr">:$result_mappings,
      OptionalArrayRefParameter<"int64_t">:$reduction_factors,
      OptionalArrayRefParameter<"int64_t">:$need_replication_factors,
      OptionalArrayRefParameter<"int64_t">:$permutation_factors,
      OptionalArrayRefParameter<"int64_t">:$blocked_propagation_factors,
      DefaultValuedParameter<"bool", "false">:$is_custom_rule);
  let assemblyFormat = [{
    `<` `(` custom<Mappings>($operand_mappings) `)` `` `->` ``
        `(` custom<Mappings>($result_mappings) `)` ``
        custom<FactorSizes>($factor_sizes) ``
        custom<FactorsOfKind>($reduction_factors, "\"reduction\"") ``
        custom<FactorsOfKind>($need_replication_factors, "\"need_replication\"") ``
        custom<FactorsOfKind>($permutation_factors, "\"permutation\"") ``
        custom<FactorsOfKind>($blocked_propagation_factors, "\"blocked_propagation\"") ``
        custom<CustomRule>($is_custom_rule) `>`
  }];
  let genVerifyDecl = 1;
}

def Sdy_PropagationDirection : I32EnumAttr<"PropagationDirection",
    "the directions shardings may propagate through a propagation_barrier", [
      I32EnumAttrCase<"NONE", 0>, I32EnumAttrCase<"FORWARD", 1>,
      I32EnumAttrCase<"BACKWARD", 2>, I32EnumAttrCase<"BOTH", 3>]> {
  let genSpecializedAttr = 1;
  let cppNamespace = "::mlir::sdy";
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "names a mesh";
  let description = [{
    Names a mesh of devices, so that shardings can refer to it by its symbol. It
    sits at module level; evaluation ignores it.

    Example:

    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=4]>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "constrains a tensor to a sharding (identity on one device)";
  let description = [{
    Asks that its operand have the given sharding at this point. On one device
    (and in the interpreter) it returns the operand unchanged. The verifier
    checks the sharding against the operand: its rank and the axes of its mesh.

    Example:

    ```mlir
    %r = sdy.sharding_constraint %x <@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReshardOp : Sdy_Op<"reshard",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "reshards a tensor (identity on one device)";
  let description = [{
    Moves its operand to the given sharding, with whatever communication that
    needs. On one device (and in the interpreter) it returns the operand
    unchanged. The verifier checks the sharding against the operand as for
    sharding_constraint.

    Example:

    ```mlir
    %r = sdy.reshard %x <@mesh, [{}, {"y"} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator]> {
  let summary = "ends the body of an sdy op with its results";
  let description = [{
    Ends the body of an sdy op (manual_computation) with the values it returns.

    Example:

    ```mlir
    %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {} ]>]
        out_shardings=[<@mesh, [{"x"}, {} ]>] manual_axes={"x"}
        (%a: tensor<4x8xf32>) {
      sdy.return %a : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove]> {
  let summary = "a per-device body over the manual axes of a mesh";
  let description = [{
    A body written per device over the manual axes of a mesh. The body sees each
    operand's local shard: a dimension sharded on manual axes is divided by
    their sizes. The verifier asks one sharding per operand and result, all on
    one mesh, and manual axes of that mesh, named once. The interpreter runs the
    body once per device of the mesh, the devices being the partitions of a 1 x
    N process grid, so collectives in the body meet across them (docs/design.md,
    "Shardy's manual_computation").

    Example:

    ```mlir
    %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {} ]>]
        out_shardings=[<@mesh, [{"x"}, {} ]>] manual_axes={"x"}
        (%a: tensor<4x8xf32>) {
      sdy.return %a : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$tensors,
                       Sdy_TensorShardingPerValue:$in_shardings,
                       Sdy_TensorShardingPerValue:$out_shardings,
                       Sdy_ManualAxes:$manual_axes);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `(` operands `)`
    `in_shardings` `` `=` `` custom<StrippedShardingPerValue>($in_shardings)
    `out_shardings` `` `=` `` custom<StrippedShardingPerValue>($out_shardings)
    `manual_axes` `` `=` `` $manual_axes
    custom<BodyWithArguments>($body)
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The mesh of the op's shardings (null if it has none or it is unknown).
    MeshAttr getMesh();
  }];
}

def Sdy_ConstantOp : Sdy_Op<"constant", [Pure]> {
  let summary = "a constant tensor (stablehlo.constant that is never folded)";
  let description = [{
    Shardy's copy of stablehlo.constant, written the same way; Shardy keeps it
    apart so that constants are not folded or merged during propagation. The
    value has the result type.

    Example:

    ```mlir
    %c = sdy.constant dense<[1.0, 2.0]> : tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyStaticShapeTensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Sdy_ShardingGroupOp : Sdy_Op<"sharding_group",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "puts a tensor in a group whose members share one sharding";
  let description = [{
    Puts its operand in sharding group group_id, whose members propagation gives
    one sharding. It is declared as a write (Shardy's op is not pure) so that
    folding keeps it; evaluation does nothing.

    Example:

    ```mlir
    sdy.sharding_group %x group_id=7 : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$group_id);
  let assemblyFormat =
      "$input `group_id` `` `=` `` $group_id attr-dict `:` type($input)";
}

def Sdy_DataFlowEdgeOp : Sdy_Op<"data_flow_edge", [SameOperandsAndResultType]> {
  let summary = "marks a data-flow edge for propagation (the identity)";
  let description = [{
    Marks a data-flow edge (a value that flows into another, such as a loop
    carry) for propagation, with an optional sharding; it is the identity.

    Example:

    ```mlir
    %r = sdy.data_flow_edge %x sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyShaped:$input,
                       OptionalAttr<Sdy_TensorSharding>:$sharding);
  let results = (outs AnyShaped:$result);
  let assemblyFormat =
      "$input (`sharding` `` `=` `` $sharding^)? attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_PropagationBarrierOp : Sdy_Op<"propagation_barrier",
    [Pure, SameOperandsAndResultType]> {
  let summary = "the identity, which propagation crosses in one direction";
  let description = [{
    The identity, which sharding propagation crosses only in allowed_direction
    (NONE, FORWARD, BACKWARD or BOTH).

    Example:

    ```mlir
    %r = sdy.propagation_barrier %x allowed_direction=FORWARD : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input,
                       Sdy_PropagationDirection:$allowed_direction);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `allowed_direction` `` `=` `` $allowed_direction attr-dict
        `:` type($input)
  }];
  let hasVerifier = 1;
}

def Sdy_NamedComputationOp : Sdy_Op<"named_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove]> {
  let summary = "a named body run on its operands";
  let description = [{
    A named body, with optional in and out shardings, run once on its operands.
    The body's arguments and returned values have the types of the operands and
    results.

    Example:

    ```mlir
    %r = sdy.named_computation<"foo">(%x) (%a: tensor<8x8xf32>) {
      sdy.return %a : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<AnyType>:$operands,
                       OptionalAttr<Sdy_TensorShardingPerValue>:$in_shardings,
                       OptionalAttr<Sdy_TensorShardingPerValue>:$out_shardings);
  let results = (outs Variadic<AnyType>);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `<` $name `>` `` `(` $operands `)`
    (`in_shardings` `` `=` `` custom<StrippedShardingPerValue>($in_shardings)^)?
    (`out_shardings` `` `=` `` custom<StrippedShardingPerValue>($out_shardings)^)?
    custom<BodyWithArguments>($body)
    attr-dict `:` functional-type($operands, results)
  }];
  let hasVerifier = 1;
}

// The collectives of Shardy's global view: each states how the sharding of
// its operand changes; the value does not change.
class Sdy_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Sdy_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType], traits)> {
  let results = (outs AnyTensor:$result);
  let hasVerifier = 1;
}

def Sdy_AllGatherOp : Sdy_CollectiveOp<"all_gather"> {
  let summary = "gathers a tensor along axes of its dimensions";
  let description = [{
    Gathers the tensor along gathering_axes, one axis list per dimension,
    removing those axes from its sharding. Shardy collectives describe how the
    sharding changes; the value does not, and the interpreter, which holds whole
    tensors, returns the operand.

    Example:

    ```mlir
    %r = sdy.all_gather [{"x"}, {} ] %x out_sharding=<@mesh, [{}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor,
                       Sdy_ListOfAxisRefLists:$gathering_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $gathering_axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
        `:` type($result)
  }];
}

def Sdy_AllSliceOp : Sdy_CollectiveOp<"all_slice"> {
  let summary = "slices a tensor along axes of its dimensions";
  let description = [{
    Slices the tensor along slicing_axes, one axis list per dimension, adding
    those axes to its sharding. Shardy collectives describe how the sharding
    changes; the value does not, and the interpreter, which holds whole tensors,
    returns the operand.

    Example:

    ```mlir
    %r = sdy.all_slice [{"x"}, {} ] %x out_sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor,
                       Sdy_ListOfAxisRefLists:$slicing_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $slicing_axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
        `:` type($result)
  }];
}

def Sdy_AllToAllOp : Sdy_CollectiveOp<"all_to_all"> {
  let summary = "moves axes from one dimension's sharding to another's";
  let description = [{
    Moves axes from the sharding of a source dimension to that of a target
    dimension, per parameter axes: src->tgt. Shardy collectives describe how the
    sharding changes; the value does not, and the interpreter, which holds whole
    tensors, returns the operand.

    Example:

    ```mlir
    %r = sdy.all_to_all [{"x"}: 0->1] %x out_sharding=<@mesh, [{}, {"x"} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor, Sdy_AllToAllParamList:$params,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $params $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
        `:` type($result)
  }];
}

def Sdy_CollectivePermuteOp : Sdy_CollectiveOp<"collective_permute"> {
  let summary = "replaces or reorders the axes that shard a tensor";
  let description = [{
    Replaces or reorders the axes that shard the tensor, keeping the shard
    sizes. Shardy collectives describe how the sharding changes; the value does
    not, and the interpreter, which holds whole tensors, returns the operand.

    Example:

    ```mlir
    %r = sdy.collective_permute %x out_sharding=<@mesh, [{"y"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor, Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $tensor `out_sharding` `` `=` `` $out_sharding attr-dict `:` type($result)
  }];
}

def Sdy_AllReduceOp : Sdy_CollectiveOp<"all_reduce"> {
  let summary = "sums a tensor's unreduced partial values along axes";
  let description = [{
    Sums the unreduced partial values of the tensor along reduction_axes. Shardy
    collectives describe how the sharding changes; the value does not, and the
    interpreter, which holds whole tensors, returns the operand.

    Example:

    ```mlir
    %r = sdy.all_reduce {"y"} %x out_sharding=<@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor, Sdy_AxisRefList:$reduction_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $reduction_axes $tensor `out_sharding` `` `=` `` $out_sharding attr-dict
        `:` type($result)
  }];
}

def Sdy_ReduceScatterOp : Sdy_CollectiveOp<"reduce_scatter"> {
  let summary = "an all_reduce followed by an all_slice along the same axes";
  let description = [{
    An all_reduce followed by an all_slice along the same axes, one axis list
    per dimension. Shardy collectives describe how the sharding changes; the
    value does not, and the interpreter, which holds whole tensors, returns the
    operand.

    Example:

    ```mlir
    %r = sdy.reduce_scatter [{}, {"y"} ] %x out_sharding=<@mesh, [{}, {"y"} ]> : tensor<8x8xf32>
    ```
  }];
  let arguments = (ins AnyTensor:$tensor,
                       Sdy_ListOfAxisRefLists:$reduce_scatter_axes,
                       Sdy_TensorSharding:$out_sharding);
  let assemblyFormat = [{
    $reduce_scatter_axes $tensor `out_sharding` `` `=` `` $out_sharding
        attr-dict `:` type($result)
  }];
}

#endif // SHLO_SDY_OPS
