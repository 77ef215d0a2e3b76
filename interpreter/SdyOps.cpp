//===- SdyOps.cpp - sharding_constraint, reshard, manual_computation ------===//
//
// The interpreter runs on one device, so Shardy's annotations leave values
// alone: a sharding constraint or reshard is the identity, and a manual
// computation over a one-device mesh is its body run once on the operands
// (every shard is the whole tensor). sdy.mesh and #sdy.sharding attributes
// are not evaluated.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Evaluator.h"

#include "dialect/SdyOps.h"

namespace mlir {
namespace shlo {

/// sdy.manual_computation: the body run on the operands when the mesh has
/// one device; meshes of more devices need collectives (issue 13).
llvm::Expected<SmallVector<InterpreterValue>>
evalManualComputationOp(ArrayRef<InterpreterValue> operands, int64_t meshSize,
                        Region &body, EvalEnv &env) {
  if (meshSize != 1)
    return evalError("sdy.manual_computation on a mesh of " + Twine(meshSize) +
                     " devices is not supported: the interpreter runs on one "
                     "device");
  return env.runRegion(body, operands);
}

namespace {
using namespace mlir::sdy;

/// sharding_constraint and reshard: the operand.
template <typename OpTy>
llvm::Expected<EvalResults> evalIdentity(OpTy, const OperandValues &operands,
                                         EvalEnv &) {
  return EvalResults{operands[0]};
}

llvm::Expected<EvalResults> evalManualComputation(ManualComputationOp op,
                                                  const OperandValues &operands,
                                                  EvalEnv &env) {
  MeshAttr mesh = op.getMesh();
  llvm::Expected<SmallVector<InterpreterValue>> results =
      evalManualComputationOp(operands.all(), mesh ? mesh.getTotalSize() : 1,
                              op.getBody(), env);
  if (!results)
    return results.takeError();
  return EvalResults(std::make_move_iterator(results->begin()),
                     std::make_move_iterator(results->end()));
}
} // namespace

void registerSdyEvaluators(EvaluatorRegistry &r) {
  r.add<ShardingConstraintOp, evalIdentity<ShardingConstraintOp>>();
  r.add<ReshardOp, evalIdentity<ReshardOp>>();
  r.add<ManualComputationOp, evalManualComputation>();
}

} // namespace shlo
} // namespace mlir
