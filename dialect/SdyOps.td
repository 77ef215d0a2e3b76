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
    `#sdy.sharding<@mesh, [{"a"}, {} ], replicated={"b"}>` (written here
    with a space before `]`, which ends an ODS code block): the mesh (a
    symbol of an `sdy.mesh` or an inline `mesh<[...]>`), one dimension
    sharding per tensor dimension, and the explicitly replicated axes.
  }];
  let parameters = (ins
      "::mlir::Attribute":$mesh_or_ref,
      OptionalArrayRefParameter<"DimensionShardingAttr">:$dim_shardings,
      OptionalArrayRefParameter<"AxisRefAttr">:$replicated_axes);
  let assemblyFormat = [{
    `<` custom<MeshOrRef>($mesh_or_ref) `,` `[` (`]`):($dim_shardings^ `]`)? ``
        (`,` `replicated` `` `=` `` `{` $replicated_axes^ `}`)? `>`
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

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol, HasParent<"ModuleOp">]> {
  let summary = "names a mesh";
  let description = [{
    ```mlir
    sdy.mesh @mesh = <["x"=2, "y"=4]>
    ```
    Shardings refer to the mesh by its symbol. Evaluation ignores it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, Sdy_Mesh:$mesh);
  let assemblyFormat = "$sym_name `=` $mesh attr-dict";
}

def Sdy_ShardingConstraintOp : Sdy_Op<"sharding_constraint",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "constrains a tensor to a sharding (identity on one device)";
  let description = [{
    ```mlir
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {} ]> : tensor<8x8xf32>
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
  let arguments = (ins AnyTensor:$input, Sdy_TensorSharding:$sharding);
  let results = (outs AnyTensor:$result);
  let assemblyFormat = "$input $sharding attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Sdy_ReturnOp : Sdy_Op<"return", [Pure, Terminator]> {
  let summary = "ends the body of an sdy op with its results";
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Sdy_ManualComputationOp : Sdy_Op<"manual_computation",
    [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">,
     IsolatedFromAbove]> {
  let summary = "a per-device body over the manual axes of a mesh";
  let description = [{
    ```mlir
    %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}, {} ]>]
        out_shardings=[<@mesh, [{"x"}, {} ]>] manual_axes={"x"}
        (%a: tensor<4x8xf32>) {
      sdy.return %a : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    ```
    The body sees each operand's local shard: a dimension sharded on manual
    axes is divided by their sizes. One sharding per operand and result, all
    on the same mesh; manual axes are axes of that mesh. The interpreter runs
    the body once per device of the mesh, the devices being the partitions
    of a 1 x N process grid, so collectives in the body meet across them
    (docs/design.md, "Shardy's manual_computation").
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

#endif // SHLO_SDY_OPS
