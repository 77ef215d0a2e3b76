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
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <thread>

namespace mlir {
namespace shlo {

class WorkBudget;
class GridBackend;

/// Knobs of one evaluation.
struct InterpreterOptions {
  /// Where interpreter.print writes; standard output when null.
  llvm::raw_ostream *printStream = nullptr;
  /// interpreter.print uses the `dense<...>` form.
  bool printDense = false;
  /// Largest tensor an op may create, in bytes (default: a quarter of the
  /// physical memory, at most 8 GiB).
  int64_t maxTensorBytes = defaultMaxTensorBytes();

  /// A quarter of the physical memory, capped at 8 GiB.
  static int64_t defaultMaxTensorBytes();
  /// Deepest nesting of function bodies and regions (func.call, while,
  /// map, ...) before evaluation stops with an error instead of exhausting
  /// the native stack.
  int maxNestingDepth = 200;
  /// Most iterations one stablehlo.while may run before evaluation stops
  /// with an error; 0 means no limit.
  int64_t maxWhileIterations = 0;
  /// Runs every op through the universal Element path (no typed loops).
  bool elementPath = false;
  /// Runs chains of elementwise ops in one pass over memory, without
  /// their intermediate tensors (docs/design.md, "Fusion"); the results
  /// are the same bits as op by op. Only on the typed paths.
  bool fusion = true;
  /// Threads the parallel loops may use (fixed chunks: results do not
  /// depend on it). Default: the machine's cores.
  int threads = defaultThreads();
  /// f32/f64 dot_general and convolution sum with fused multiply-adds
  /// (ExecutionSettings::fmaProducts, the default); off: products rounded,
  /// then added, as the spec's formula reads.
  bool fmaProducts = true;

  /// std::thread::hardware_concurrency(), at least 1 (computed once).
  static int defaultThreads() {
    static const int cores =
        std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    return cores;
  }
  /// When set, every op the eval loop runs and every while iteration is
  /// charged against it (interpreter/Work.h); a spent budget stops the
  /// evaluation with an error, and fusion is off so that every op is
  /// charged. The folder sets it, and the fuzz target through
  /// RunOptions::workBudget; the tools and Python do not. Not shared
  /// between threads.
  WorkBudget *workBudget = nullptr;
  /// When set, the evaluation stops with the error "evaluation
  /// interrupted" once it reads true: before the next op the eval loop
  /// runs, and between the iterations of a while loop (every 65,536 of a
  /// compiled scalar loop). Another thread sets it (shlo.interpret on
  /// Ctrl-C); one op already running finishes first.
  const std::atomic<bool> *interrupt = nullptr;

  /// Whether `interrupt` is set and true.
  bool interrupted() const {
    return interrupt && interrupt->load(std::memory_order_relaxed);
  }
  /// The message of an interrupted evaluation.
  static constexpr const char *kInterruptedMessage = "evaluation interrupted";
  /// Called by interpreter.probe with its probe_id and operand (from any
  /// process thread); unset, probes only pass their operand on.
  std::function<llvm::Error(llvm::StringRef, const Tensor &)> probe;
  /// Where interpreter.run_parallel's processes run: null (the default),
  /// threads of this OS process; else over the ranks of `gridBackend`,
  /// this rank running its block of the processes (interpreter/
  /// ProcessGrid.h; RunOptions::grid chooses it).
  GridBackend *gridBackend = nullptr;
};

/// Evaluates `func` (a func.func or IREE's util.func) on `args`, after the
/// module's util.initializer ops, in module order. Returns the function's
/// results, or failure after emitting a diagnostic. Failed checks are
/// reported as errors and evaluation goes on; the result is then failure
/// too.
FailureOr<SmallVector<InterpreterValue>>
eval(FunctionOpInterface func, ArrayRef<InterpreterValue> args,
     const InterpreterOptions &options = {});

/// As eval, but takes `args` over (empty afterwards): once the function's
/// body has bound them, the list drops its references, so that an argument
/// nobody else holds is freed at its last use, as the body's own values
/// are, and an elementwise op may reuse its storage in place (never a
/// borrowed one's). A function of several blocks keeps its arguments to
/// the end.
FailureOr<SmallVector<InterpreterValue>>
evalTakingArgs(FunctionOpInterface func, SmallVectorImpl<InterpreterValue> &args,
               const InterpreterOptions &options = {});

/// Evaluates function `name` of `module` on tensors.
FailureOr<SmallVector<Tensor>> evalFunction(ModuleOp module, StringRef name,
                                            ArrayRef<Tensor> args,
                                            const InterpreterOptions &options = {});

/// Runs OpenBLAS (the LAPACK underneath) on one thread and stops its thread
/// pool, once per process; later calls do nothing. OpenBLAS's pthread build
/// starts the pool when it loads, and each pool thread spins (sched_yield)
/// for about 2^28 cycles waiting for work: on a 2-core machine it takes a
/// core from the interpreter's own threads for the first 0.1-0.2 s of every
/// process. interpreter-translate calls this at start-up; in any other
/// host the first linear-algebra custom call (interpreter/LapackCalls.cpp)
/// does (a Python process sharing the library keeps its pool until then).
void useOneBlasThread();

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_INTERPRETER_H
