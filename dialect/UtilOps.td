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
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Util_Dialect : Dialect {
  let name = "util";
  let cppNamespace = "::mlir::util";
  let summary = "IREE's util dialect: unfoldable constants and module globals";
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

#endif // SHLO_UTIL_OPS
