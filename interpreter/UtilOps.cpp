//===- UtilOps.cpp - IREE's util dialect at run time ----------------------===//
//
// util.unfoldable_constant is its value; util.optimization_barrier passes
// its operands through. Module globals live in the
// evaluation (EvalEnv::loadGlobal, storeGlobal): a load returns the last
// value stored in this run, else the global's initial value; a store
// replaces it for every later load, in any function the run calls.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "dialect/Dialects.h"

#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace shlo {
namespace {

llvm::Expected<EvalResults>
evalUnfoldableConstant(util::UnfoldableConstantOp op, const OperandValues &,
                       EvalEnv &) {
  return asResults(evalArithConstantOp(op.getValue(), op.getType()));
}

llvm::Expected<EvalResults>
evalOptimizationBarrier(util::OptimizationBarrierOp,
                        const OperandValues &operands, EvalEnv &) {
  return asResults(operands.all());
}

/// The value a global of `type` named `name` starts with: its initial value
/// `initial`, or an error when it has none.
llvm::Expected<Tensor> evalGlobalInitialValue(std::optional<TypedAttr> initial,
                                              Type type, StringRef name) {
  if (!initial)
    return evalError("global @" + name +
                     " has no initial value and is loaded before any store");
  return evalArithConstantOp(*initial, type);
}

llvm::Expected<EvalResults> evalGlobalLoad(util::GlobalLoadOp op,
                                           const OperandValues &,
                                           EvalEnv &env) {
  StringRef name = op.getGlobal();
  llvm::Expected<InterpreterValue> value = env.loadGlobal(
      name, [&]() -> llvm::Expected<InterpreterValue> {
        auto global = SymbolTable::lookupNearestSymbolFrom<util::GlobalOp>(
            op, op.getGlobalAttr());
        if (!global)
          return evalError("no util.global named @" + name);
        llvm::Expected<Tensor> initial = evalGlobalInitialValue(
            global.getInitialValue(), global.getType(), name);
        if (!initial)
          return initial.takeError();
        return InterpreterValue(std::move(*initial));
      });
  if (!value)
    return value.takeError();
  EvalResults results;
  results.push_back(std::move(*value));
  return results;
}

llvm::Expected<EvalResults> evalGlobalStore(util::GlobalStoreOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  if (llvm::Error error = env.storeGlobal(op.getGlobal(), operands[0]))
    return std::move(error);
  return EvalResults();
}

} // namespace

void registerUtilEvaluators(EvaluatorRegistry &r) {
  r.add<util::UnfoldableConstantOp, evalUnfoldableConstant>();
  r.add<util::OptimizationBarrierOp, evalOptimizationBarrier>();
  r.add<util::GlobalLoadOp, evalGlobalLoad>();
  r.add<util::GlobalStoreOp, evalGlobalStore>();
}

} // namespace shlo
} // namespace mlir
