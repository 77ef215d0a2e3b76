//===- CfOps.cpp - MLIR's cf dialect -------------------------------------===//
//
// cf.assert is an op like any other: a false condition is a runtime error
// at the op carrying the assertion's message. The branches (cf.br,
// cf.cond_br, cf.switch) end blocks; the eval loop follows them from block
// to block (Eval.cpp, evalFunc).
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

namespace mlir {
namespace shlo {
namespace {

llvm::Error evalAssertOp(const Tensor &condition, StringRef message) {
  if (condition.getLinear(0).getBool())
    return llvm::Error::success();
  return evalError("assertion failed: " + message);
}

llvm::Expected<EvalResults> evalAssert(cf::AssertOp op,
                                       const OperandValues &operands,
                                       EvalEnv &) {
  if (llvm::Error error = evalAssertOp(operands.tensor(0), op.getMsg()))
    return std::move(error);
  return EvalResults();
}

} // namespace

void registerCfEvaluators(EvaluatorRegistry &r) {
  r.add<cf::AssertOp, evalAssert>();
}

} // namespace shlo
} // namespace mlir
