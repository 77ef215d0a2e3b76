//===- InterpreterOps.td - interpreter dialect: debugging aids -----------===//

#ifndef SHLO_INTERPRETER_OPS
#define SHLO_INTERPRETER_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::mlir::interpreter";
  let summary = "ops that only make sense inside the interpreter";
}

def Interpreter_PrintOp : Op<Interpreter_Dialect, "print"> {
  let summary = "prints a runtime tensor to standard output";
  let description = [{
    Prints the runtime value of its operand to standard output when it runs, in
    the interpreter's result format; it has a side effect, so no pass removes or
    folds it.

    Example:

    ```mlir
    interpreter.print %x : tensor<3xi32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

def Interpreter_ArrayOfFlatSymbolRefArrayAttr :
    TypedArrayAttrBase<FlatSymbolRefArrayAttr, "array of symbol-name arrays">;

def Interpreter_RunParallelOp : Op<Interpreter_Dialect, "run_parallel",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "runs a grid of processes, one function each, in parallel";
  let description = [{
    programs is a num_replicas x num_partitions grid of function names: process
    (r, p) runs programs[r][p] on its own thread. inputs and results are the
    processes' arguments and results, one process after the other in row-major
    order of the grid. infeed, if given, names functions without arguments whose
    results, in order, are what stablehlo.infeed reads (every process reads the
    same queue). The verifier checks a rectangular, non-empty grid of functions
    whose argument and result counts add up to the op's.

    Example:

    ```mlir
    %r:2 = "interpreter.run_parallel"() {
      programs = [[@pid, @pid]]
    } : () -> (tensor<ui32>, tensor<ui32>)
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$inputs,
                       OptionalAttr<FlatSymbolRefArrayAttr>:$infeed,
                       Interpreter_ArrayOfFlatSymbolRefArrayAttr:$programs);
  let results = (outs Variadic<AnyType>:$results);
  let hasVerifier = 1;
}

def Interpreter_ProbeOp : Op<Interpreter_Dialect, "probe",
    [MemoryEffects<[MemWrite]>, AllTypesMatch<["operand", "result"]>]> {
  let summary = "writes its operand to a .npy file and returns it unchanged";
  let description = [{
    With --probe-output-dir=DIR, each run of the op writes its operand to
    DIR/<probe_id>_<n>.npy (n counts runs from 1) and adds the line
    <probe_id>,<type>,<file> to DIR/index.csv. Without the flag the op only
    returns its operand.

    Example:

    ```mlir
    %r = interpreter.probe %x, probe_id = "probe0" : tensor<3xi32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$operand, StrAttr:$probe_id);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat =
      "$operand `,` `probe_id` `=` $probe_id attr-dict `:` type($result)";
}

#endif // SHLO_INTERPRETER_OPS
