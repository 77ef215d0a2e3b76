//===- InterpreterOps.td - interpreter dialect: debugging aids -----------===//

#ifndef SHLO_INTERPRETER_OPS
#define SHLO_INTERPRETER_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"

def Interpreter_Dialect : Dialect {
  let name = "interpreter";
  let cppNamespace = "::mlir::interpreter";
  let summary = "ops that only make sense inside the interpreter";
}

def Interpreter_PrintOp : Op<Interpreter_Dialect, "print"> {
  let summary = "prints a runtime tensor to standard output";
  let arguments = (ins AnyRankedTensor:$operand);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
}

#endif // SHLO_INTERPRETER_OPS
