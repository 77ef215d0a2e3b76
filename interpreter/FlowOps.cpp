//===- FlowOps.cpp - IREE's flow dialect at run time ----------------------===//
//
// flow.tensor.dynamic_constant is its value, at the value's static shape
// (the result type's `?` dimensions hide it from the compiler only).
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "dialect/FlowOps.h"

namespace mlir {
namespace shlo {
namespace {

llvm::Expected<EvalResults>
evalDynamicConstant(flow::TensorDynamicConstantOp op, const OperandValues &,
                    EvalEnv &) {
  return asResults(
      evalArithConstantOp(op.getValue(), op.getValue().getType()));
}

} // namespace

void registerFlowEvaluators(EvaluatorRegistry &r) {
  r.add<flow::TensorDynamicConstantOp, evalDynamicConstant>();
}

} // namespace shlo
} // namespace mlir
