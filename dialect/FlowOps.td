//===- FlowOps.td - IREE's flow dialect, as IREE's tests use it ----------===//
//
// The one op of IREE's `flow` dialect that IREE's StableHLO end-to-end
// tests (iree-org/iree tests/e2e/stablehlo_ops) write: a constant whose
// result type hides some of its dimensions, so that the ops computing on it
// are tested on dynamic shapes. The textual syntax is IREE's; the
// interpreter runs it (interpreter/FlowOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_FLOW_OPS
#define SHLO_FLOW_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Flow_Dialect : Dialect {
  let name = "flow";
  let cppNamespace = "::mlir::flow";
  let summary = "IREE's flow dialect: constants of dynamic shape";
}

def Flow_TensorDynamicConstantOp : Op<Flow_Dialect, "tensor.dynamic_constant",
    [MemoryEffects<[MemAlloc]>]> {
  let summary = "a constant whose result type has dynamic dimensions";
  let description = [{
    Produces `value`, a dense tensor, as a value of the result type, which
    has the value's rank and element type and may write any of its
    dimensions as `?`. A static dimension of the result must be the value's.
    The result is not a constant to the compiler: like
    `util.unfoldable_constant`, its declared allocation effect keeps
    `--interpreter-fold` from replacing it. At run time the value has the
    value's static shape.

    Example:

    ```mlir
    %a = flow.tensor.dynamic_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32> -> tensor<?x2xi32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "attr-dict $value `->` type($result)";
  let hasVerifier = 1;
}

#endif // SHLO_FLOW_OPS
