//===- Evaluator.h - the contract every op evaluator follows ---*- C++ -*-===//
//
// Every op has a pure evaluator: `evalXOp` in `interpreter/<Kind>Ops.cpp`
// takes operand tensors, decoded attributes and the result type, and
// returns result tensors or an `llvm::Error`. The registry holds, per op, a
// short adapter that reads the op's attributes, takes its operands from an
// OperandValues view and calls `evalXOp`; it sees no scope and emits no
// diagnostic. Regions, function calls and the print stream are reached
// through EvalEnv, which the eval loop and the constant folder both
// implement. Only the eval loop turns errors into diagnostics.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_EVALUATOR_H
#define SHLO_INTERPRETER_EVALUATOR_H

#include "interpreter/Interpreter.h"
#include "interpreter/Value.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace mlir {
namespace shlo {

class Process;

/// The runtime values of an op's operands, viewed where the caller keeps
/// them (no copies).
class OperandValues {
public:
  OperandValues(Operation *op, ArrayRef<const InterpreterValue *> values)
      : op(op), pointers(values) {}

  size_t size() const { return pointers.size(); }
  /// Operand `i`.
  const InterpreterValue &operator[](size_t i) const { return *pointers[i]; }
  /// The tensor of operand `i`.
  const Tensor &tensor(size_t i) const { return pointers[i]->getTensor(); }
  /// The tensor bound to `operand`, one of the op's operands.
  const Tensor &tensor(Value operand) const;
  /// The tensors of a group of the op's operands (an ODS operand range).
  SmallVector<Tensor> tensors(OperandRange range) const;
  /// The values of a group of the op's operands.
  SmallVector<InterpreterValue> values(OperandRange range) const;
  /// Every operand's value.
  SmallVector<InterpreterValue> all() const;

private:
  Operation *op;
  ArrayRef<const InterpreterValue *> pointers;
};

/// An evaluator's results, one per op result.
using EvalResults = SmallVector<InterpreterValue, 1>;

class ScalarProgram;

/// A region compiled as a scalar program (ScalarProgram.h) and the tensors
/// of the values it captures, in ScalarProgram::getCaptured() order.
struct ScalarRegion {
  const ScalarProgram *program;
  SmallVector<const Tensor *, 4> captured;
};

/// What an evaluator may ask of whoever runs it: the eval loop
/// (interpreter/Eval.cpp) or the constant folder (interpreter/Fold.cpp).
class EvalEnv {
public:
  virtual ~EvalEnv();
  /// The options of this evaluation.
  virtual const InterpreterOptions &getOptions() const = 0;
  /// Runs `region`, one of the evaluated op's regions, with `args` bound to
  /// its block's arguments, and writes the values its terminator yields to
  /// `results`. `results` may be the vector `args` views (the arguments are
  /// bound before any result is written), so a loop can feed a region its
  /// own results without copies. Runs of the same region may reuse state (a
  /// while loop's iterations).
  virtual llvm::Error runRegionInto(Region &region,
                                    ArrayRef<InterpreterValue> args,
                                    SmallVectorImpl<InterpreterValue> &results) = 0;
  /// runRegionInto, returning a new vector.
  llvm::Expected<SmallVector<InterpreterValue>>
  runRegion(Region &region, ArrayRef<InterpreterValue> args) {
    SmallVector<InterpreterValue> results;
    if (llvm::Error error = runRegionInto(region, args, results))
      return std::move(error);
    return results;
  }
  /// `region` as the scalar program runRegionInto would run it (typed paths
  /// on, region compiled), so that a loop may run it without leaving
  /// registers; none otherwise, and by default.
  virtual std::optional<ScalarRegion> getScalarRegion(Region &region) {
    (void)region;
    return std::nullopt;
  }
  /// Calls the program's function `name` on `args`.
  virtual llvm::Expected<SmallVector<InterpreterValue>>
  callFunction(StringRef name, ArrayRef<InterpreterValue> args) = 0;
  /// Where interpreter.print writes.
  virtual llvm::raw_ostream &printStream() = 0;
  /// The value of the module global `name` (util.global) in this run: the
  /// last value stored to it, else what `initial` makes, on the first load.
  /// Globals live as long as the evaluation of the entry function (every
  /// function it calls sees the same ones); by default (the folder) there
  /// are none and this is an error.
  virtual llvm::Expected<InterpreterValue>
  loadGlobal(StringRef name,
             llvm::function_ref<llvm::Expected<InterpreterValue>()> initial);
  /// Makes `value` the value of the module global `name` for the rest of
  /// the run; an error by default, as loadGlobal.
  virtual llvm::Error storeGlobal(StringRef name, InterpreterValue value);
  /// The process of interpreter.run_parallel's grid running this
  /// evaluation, or null outside a grid.
  virtual Process *getProcess() { return nullptr; }
  /// Calls function `name` on `args` as `process`, in an evaluation of its
  /// own (safe to run on another thread). Errors are already diagnostics.
  virtual llvm::Expected<SmallVector<InterpreterValue>>
  callFunctionAs(Process &process, StringRef name,
                 ArrayRef<InterpreterValue> args);
  /// Runs `region` (of an op isolated from above) on `args` as `process`,
  /// in an evaluation of its own (safe to run on another thread). Errors
  /// are already diagnostics.
  virtual llvm::Expected<SmallVector<InterpreterValue>>
  runRegionAs(Process &process, Region &region,
              ArrayRef<InterpreterValue> args);
};

/// A pure evaluator's result(s) as an op's results.
llvm::Expected<EvalResults> asResults(llvm::Expected<Tensor> result);
llvm::Expected<EvalResults> asResults(llvm::Expected<SmallVector<Tensor>> results);
llvm::Expected<EvalResults>
asResults(llvm::Expected<SmallVector<InterpreterValue>> values);

/// An evaluator as the registry holds it.
using OpEvaluator = llvm::Expected<EvalResults> (*)(Operation *op,
                                                    const OperandValues &operands,
                                                    EvalEnv &env);

/// A runtime error with `message` (reported at the op by the eval loop).
llvm::Error evalError(const Twine &message);
/// `type` in quotes, as diagnostics print types: 'tensor<2xf32>'.
std::string quoted(Type type);

/// An error already reported as a diagnostic (at an op inside a region the
/// evaluator ran); the eval loop reports nothing more.
class ReportedError : public llvm::ErrorInfo<ReportedError> {
public:
  static char ID;
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;
};

/// A failed check: the eval loop reports it at the op and goes on, so that
/// every failing check of a function is reported; the function then fails.
class CheckFailure : public llvm::ErrorInfo<CheckFailure> {
public:
  static char ID;
  explicit CheckFailure(std::string message) : message(std::move(message)) {}
  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override;
  const std::string &getMessage() const { return message; }

private:
  std::string message;
};

/// Fails unless a tensor of `type` (static shape) fits
/// `options.maxTensorBytes`.
llvm::Error checkTensorSize(ShapedType type, const InterpreterOptions &options);

/// Maps ops to their evaluators.
class EvaluatorRegistry {
public:
  /// The registry with every kind's evaluators.
  static const EvaluatorRegistry &get();

  /// Registers `Fn` as the evaluator of ops of type OpTy.
  template <typename OpTy,
            llvm::Expected<EvalResults> (*Fn)(OpTy op,
                                              const OperandValues &operands,
                                              EvalEnv &env)>
  void add() {
    entries[TypeID::get<OpTy>()] = [](Operation *op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
      return Fn(cast<OpTy>(op), operands, env);
    };
  }

  /// The evaluator of `op`, or null.
  OpEvaluator lookup(Operation *op) const {
    std::optional<RegisteredOperationName> name = op->getRegisteredInfo();
    if (!name)
      return nullptr;
    return entries.lookup(name->getTypeID());
  }
  /// Whether ops named `name` have an evaluator.
  bool contains(RegisteredOperationName name) const {
    return entries.count(name.getTypeID());
  }

private:
  llvm::DenseMap<TypeID, OpEvaluator> entries;
};

// Registration of each kind's evaluators, one function per evaluator file.
void registerElementwiseEvaluators(EvaluatorRegistry &registry);
void registerMiscEvaluators(EvaluatorRegistry &registry);
void registerCheckEvaluators(EvaluatorRegistry &registry);
void registerShapeEvaluators(EvaluatorRegistry &registry);
void registerIndexingEvaluators(EvaluatorRegistry &registry);
void registerControlFlowEvaluators(EvaluatorRegistry &registry);
void registerReductionEvaluators(EvaluatorRegistry &registry);
void registerContractionEvaluators(EvaluatorRegistry &registry);
void registerWindowEvaluators(EvaluatorRegistry &registry);
void registerLinalgEvaluators(EvaluatorRegistry &registry);
void registerQuantizedEvaluators(EvaluatorRegistry &registry);
void registerDistributionEvaluators(EvaluatorRegistry &registry);
void registerSdyEvaluators(EvaluatorRegistry &registry);
void registerChloEvaluators(EvaluatorRegistry &registry);
// MLIR's core dialects (CoreDialects.h).
void registerArithEvaluators(EvaluatorRegistry &registry);
void registerTensorDialectEvaluators(EvaluatorRegistry &registry);
void registerShapeDialectEvaluators(EvaluatorRegistry &registry);
void registerCfEvaluators(EvaluatorRegistry &registry);
void registerScfEvaluators(EvaluatorRegistry &registry);
void registerLinalgDialectEvaluators(EvaluatorRegistry &registry);
void registerMathDialectEvaluators(EvaluatorRegistry &registry);
// IREE's util dialect (UtilOps.cpp).
void registerUtilEvaluators(EvaluatorRegistry &registry);
// IREE's flow dialect (FlowOps.cpp).
void registerFlowEvaluators(EvaluatorRegistry &registry);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_EVALUATOR_H
