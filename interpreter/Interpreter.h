//===- Interpreter.h - public API: evaluate StableHLO functions -*- C++ -*-===//
//
// Evaluates a `func.func` of stablehlo/check/interpreter ops on runtime
// values. Errors (runtime errors, failed checks) are reported as MLIR
// diagnostics at the location of the op; a caller that wants them as text
// installs a diagnostic handler on the context.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_INTERPRETER_H
#define SHLO_INTERPRETER_INTERPRETER_H

#include "interpreter/Value.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace shlo {

/// Knobs of one evaluation.
struct InterpreterOptions {
  /// Where interpreter.print writes; standard output when null.
  llvm::raw_ostream *printStream = nullptr;
  /// interpreter.print uses the `dense<...>` form.
  bool printDense = false;
  /// Largest tensor an op may create, in bytes.
  int64_t maxTensorBytes = int64_t(8) << 30;
  /// Deepest func.call nesting before evaluation stops with an error.
  int maxCallDepth = 256;
};

/// Evaluates `func` on `args`. Returns the function's results, or failure
/// after emitting a diagnostic. Failed checks are reported as errors and
/// evaluation goes on; the result is then failure too.
FailureOr<SmallVector<InterpreterValue>>
eval(func::FuncOp func, ArrayRef<InterpreterValue> args,
     const InterpreterOptions &options = {});

/// Evaluates function `name` of `module` on tensors.
FailureOr<SmallVector<Tensor>> evalFunction(ModuleOp module, StringRef name,
                                            ArrayRef<Tensor> args,
                                            const InterpreterOptions &options = {});

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_INTERPRETER_H
