//===- UtilOps.td - IREE's util dialect, as IREE's tests use it ----------===//
//
// The few ops of IREE's `util` dialect that IREE's StableHLO end-to-end
// tests (iree-org/iree tests/e2e/stablehlo_ops, stablehlo_models) write:
// a constant the compiler must not fold, and module globals with their
// loads and stores. The textual syntax is IREE's; the interpreter runs them
// (interpreter/UtilOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_UTIL_OPS
#define SHLO_UTIL_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Util_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::util";
  let summary = "IREE's util dialect: unfoldable constants, module globals "
                "and functions";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

def Util_PtrType : TypeDef<Util_Dialect, "Ptr"> {
  let mnemonic = "ptr";
  let summary = "the address of a module global holding a `targetType`";
  let description = [{
    What `util.global.address` returns and `util.global.load.indirect` and
    `util.global.store.indirect` take: a reference to a `util.global` whose
    type is `targetType`. At run time it names the global.

    Example: `!util.ptr<tensor<4xf32>>`.
  }];
  let parameters = (ins "Type":$targetType);
  let assemblyFormat = "`<` $targetType `>`";
}

def Util_BytePatternAttr : AttrDef<Util_Dialect, "BytePattern",
    [TypedAttrInterface]> {
  let mnemonic = "byte_pattern";
  let summary = "a value of its type whose every storage byte is `pattern`";
  let description = [{
    The value of type `type` whose storage, element after element in the
    host's byte order, has every byte equal to `pattern` modulo 256: IREE's
    placeholder weights. For `tensor<2xf32>` and pattern 1 each element has
    the bits 0x01010101 (about 2.37e-38). The type's elements must fill
    whole bytes (not `i1` or sub-byte types).

    Example: `util.global private @w = #util.byte_pattern<1> : tensor<784x128xf32>`.
  }];
  let parameters = (ins AttributeSelfTypeParameter<"">:$type,
                        "int64_t":$pattern);
  let assemblyFormat = "`<` $pattern `>`";
}

def Util_InlineNeverAttr : AttrDef<Util_Dialect, "InlineNever"> {
  let mnemonic = "inline.never";
  let summary = "an inlining policy: calls to the function are not inlined";
  let description = [{
    Written as a function's `inlining_policy`; `--inline` leaves every
    `util.call` of such a function in place. It changes no value.

    Example: `util.func private @f() attributes {inlining_policy = #util.inline.never}`.
  }];
  let assemblyFormat = "";
}

def Util_InlineAlwaysAttr : AttrDef<Util_Dialect, "InlineAlways"> {
  let mnemonic = "inline.always";
  let summary = "an inlining policy: calls to the function may be inlined";
  let description = [{
    Written as a function's `inlining_policy`; it changes no value and
    `--inline` treats the function as any other.
  }];
  let assemblyFormat = "";
}

class Util_Op<string mnemonic, list<Trait> traits = []>
    : Op<Util_Dialect, mnemonic, traits>;

// A value a global or an unfoldable constant may have: a ranked tensor or a
// scalar integer, float or index.
def Util_Value : AnyTypeOf<[AnyRankedTensor, AnySignlessInteger, AnyFloat,
                            Index]>;

def Util_UnfoldableConstantOp : Util_Op<"unfoldable_constant",
    [AllTypesMatch<["value", "result"]>, MemoryEffects<[MemAlloc]>]> {
  let summary = "a constant that no folder may see through";
  let description = [{
    Produces `value`, as a constant would, but is not a constant to the
    compiler: folders and canonicalizations must treat its result as an
    unknown run-time value, so that the ops computing on it are tested at run
    time. Its declared allocation effect keeps `--interpreter-fold` from
    replacing it; an unused one may still be erased.

    Example:

    ```mlir
    %x = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
    %n = util.unfoldable_constant 7 : i32
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs Util_Value:$result);
  let assemblyFormat = "attr-dict $value";
  let hasVerifier = 1;
}

def Util_OptimizationBarrierOp : Util_Op<"optimization_barrier",
    [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "passes its operands through; no folder sees through it";
  let description = [{
    Returns its operands unchanged. Compilers must not optimize across it:
    its results are unknown values to them, as `util.unfoldable_constant`'s
    are. `--interpreter-fold` never folds it (as stablehlo's
    optimization_barrier).

    Example:

    ```mlir
    %y = util.optimization_barrier %x : tensor<4xi32>
    %a, %b = util.optimization_barrier %x, %n : tensor<4xi32>, i32
    ```
  }];
  let arguments = (ins Variadic<Util_Value>:$operands);
  let results = (outs Variadic<Util_Value>:$results);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def Util_GlobalOp : Util_Op<"global", [Symbol]> {
  let summary = "a module global: a named value that lives as long as the run";
  let description = [{
    Declares a value of `type` held by the module. Without `mutable` it keeps
    its initial value; with it, `util.global.store` replaces the value and
    later loads (in any function of the same run) see the new one. Without
    an initial value, a load before the first store is a runtime error.
    `private` (or `public`, the default, or `nested`) is the symbol's
    visibility.

    The initial value is written `= <typed attribute>` when it has the
    global's type, else `: type = <attribute>`; a global without one is
    `: type`.

    Example:

    ```mlir
    util.global private @weights = dense<[1.0, 2.0]> : tensor<2xf32>
    util.global private mutable @counter = 0 : i32
    util.global @x : tensor<4xf32> = dense<1.0> : tensor<4xf32>
    util.global private mutable @state : tensor<3xi32>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       UnitAttr:$is_mutable,
                       TypeAttr:$type,
                       OptionalAttr<TypedAttrInterface>:$initial_value);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Util_GlobalLoadOp : Util_Op<"global.load",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>,
     MemoryEffects<[MemRead]>]> {
  let summary = "the current value of a module global";
  let description = [{
    Returns the value of the global `global` names: its initial value, or the
    last value a `util.global.store` wrote to it in this run. `immutable`
    says the global is not mutable (the verifier checks it). The result type
    is the global's.

    Example:

    ```mlir
    %w = util.global.load @weights : tensor<2xf32>
    %c = util.global.load immutable @weights : tensor<2xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$global, UnitAttr:$is_immutable);
  let results = (outs Util_Value:$result);
  let assemblyFormat =
      "(`immutable` $is_immutable^)? $global attr-dict `:` type($result)";
}

def Util_GlobalStoreOp : Util_Op<"global.store",
    [DeclareOpInterfaceMethods<SymbolUserOpInterface>,
     MemoryEffects<[MemWrite]>]> {
  let summary = "replaces the value of a mutable module global";
  let description = [{
    Makes `value` the value of the global `global` names, which must be
    `mutable` and of `value`'s type. Loads after it, in this function or in
    any other of the same run, return `value`.

    Example:

    ```mlir
    util.global.store %next, @counter : i32
    ```
  }];
  let arguments = (ins Util_Value:$value, FlatSymbolRefAttr:$global);
  let assemblyFormat = "$value `,` $global attr-dict `:` type($value)";
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

def Util_InitializerOp : Util_Op<"initializer",
    [IsolatedFromAbove]> {
  let summary = "code run once when the module is set up, before any function";
  let description = [{
    A body without arguments or results, run when the module starts: every
    `util.initializer` runs in module order before the function the run
    calls (with "each function", before each test function, since each one
    gets a fresh module). It typically computes values and stores them in
    globals with `util.global.store`. Its block ends with `util.return`.
    The body may hold several blocks (branches between them with `cf`).

    Example:

    ```mlir
    util.global private mutable @table : tensor<4xi32>
    util.initializer {
      %iota = stablehlo.iota dim = 0 : tensor<4xi32>
      util.global.store %iota, @table : tensor<4xi32>
      util.return
    }
    ```
  }];
  let regions = (region AnyRegion:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

def Util_FuncOp : Util_Op<"func",
    [AffineScope, AutomaticAllocationScope, FunctionOpInterface,
     IsolatedFromAbove]> {
  let summary = "a function of IREE's util dialect";
  let description = [{
    A function as `func.func` defines one, in IREE's spelling: a symbol with
    a signature and a body ended by `util.return`, called by `util.call`
    (or `func.call`). Without a body it is a declaration, which cannot run.
    A public one without arguments is a test function, as a `func.func`
    is. Its `inlining_policy` (`#util.inline.never`) keeps `--inline` away
    from its calls.

    Example:

    ```mlir
    util.func private @twice(%x: tensor<2xf32>) -> tensor<2xf32> {
      %y = stablehlo.add %x, %x : tensor<2xf32>
      util.return %y : tensor<2xf32>
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let extraClassDeclaration = [{
    ArrayRef<Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ArrayRef<Type> getResultTypes() { return getFunctionType().getResults(); }
    Region *getCallableRegion() { return isExternal() ? nullptr : &getBody(); }
  }];
  let hasCustomAssemblyFormat = 1;
}

def Util_CallOp : Util_Op<"call",
    [CallOpInterface, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a function and returns its results";
  let description = [{
    Calls the function `callee` names (a `util.func` or a `func.func` of the
    module) with `operands`, whose types and the result types must be the
    callee's signature.

    Example:

    ```mlir
    %y = util.call @twice(%x) : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee,
                       Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>);
  let extraClassDeclaration = [{
    operand_range getArgOperands() { return getOperands(); }
    MutableOperandRange getArgOperandsMutable() { return getOperandsMutable(); }
    CallInterfaceCallable getCallableForCallee() { return getCalleeAttr(); }
    void setCalleeFromCallable(CallInterfaceCallable callee) {
      (*this)->setAttr("callee", cast<SymbolRefAttr>(callee));
    }
  }];
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def Util_ReturnOp : Util_Op<"return",
    [Pure, ReturnLike, Terminator,
     ParentOneOf<["FuncOp", "InitializerOp"]>]> {
  let summary = "returns from a util.func or ends a util.initializer";
  let description = [{
    Ends a `util.func` with the values it returns, whose types are the
    function's result types, or a `util.initializer` (without operands).

    Examples, in a function and in an initializer:

    ```mlir
    util.return %y : tensor<2xf32>
    ```

    ```mlir
    util.return
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Globals by address
//===----------------------------------------------------------------------===//

def Util_GlobalAddressOp : Util_Op<"global.address",
    [Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "the address of a module global";
  let description = [{
    Returns a `!util.ptr` naming the global `global`, whose type must be the
    pointer's target type. `util.global.load.indirect` and
    `util.global.store.indirect` read and write the global through it.
    `immutable` says the global is not mutable (the verifier checks it).

    Example:

    ```mlir
    %p = util.global.address @weights : !util.ptr<tensor<2xf32>>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$global, UnitAttr:$is_immutable);
  let results = (outs Util_PtrType:$result);
  let assemblyFormat =
      "(`immutable` $is_immutable^)? $global attr-dict `:` qualified(type($result))";
}

def Util_GlobalLoadIndirectOp : Util_Op<"global.load.indirect",
    [MemoryEffects<[MemRead]>]> {
  let summary = "the current value of the global a pointer names";
  let description = [{
    As `util.global.load`, for the global the run-time pointer `global`
    names. The result type is the pointer's target type. `immutable` says
    the global is not mutable (checked when it runs).

    Example:

    ```mlir
    %w = util.global.load.indirect %p : !util.ptr<tensor<2xf32>> -> tensor<2xf32>
    ```
  }];
  let arguments = (ins Util_PtrType:$global, UnitAttr:$is_immutable);
  let results = (outs Util_Value:$result);
  let assemblyFormat = [{
    (`immutable` $is_immutable^)? $global attr-dict `:`
    qualified(type($global)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Util_GlobalStoreIndirectOp : Util_Op<"global.store.indirect",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "replaces the value of the global a pointer names";
  let description = [{
    As `util.global.store`, for the global the run-time pointer `global`
    names, which must be `mutable` (checked when it runs). The value's type
    is the pointer's target type.

    Example:

    ```mlir
    util.global.store.indirect %v, %p : tensor<2xf32> -> !util.ptr<tensor<2xf32>>
    ```
  }];
  let arguments = (ins Util_Value:$value, Util_PtrType:$global);
  let assemblyFormat = [{
    $value `,` $global attr-dict `:` type($value) `->` qualified(type($global))
  }];
  let hasVerifier = 1;
}

#endif // SHLO_UTIL_OPS
