//===- ControlFlowOps.cpp - while, if, case, map, composite, tuples ------===//

#include "interpreter/Eval.h"
#include "interpreter/Ops.h"

#include "dialect/Dialects.h"

namespace mlir {
namespace shlo {

namespace {
using namespace mlir::stablehlo;

LogicalResult evalWhile(WhileOp op, Scope &scope, EvalContext &context) {
  SmallVector<InterpreterValue> values = scope.lookupAll(op.getOperand());
  int64_t limit = context.getOptions().maxWhileIterations;
  // One scope per region for all iterations.
  Scope condScope(&scope), bodyScope(&scope);
  for (int64_t iteration = 0;; ++iteration) {
    if (limit > 0 && iteration == limit)
      return op.emitError() << "while loop exceeds " << limit
                            << " iterations (--max-while-iterations)";
    FailureOr<SmallVector<InterpreterValue>> cond =
        evalRegionIn(op.getCond(), values, condScope, context);
    if (failed(cond))
      return failure();
    // i1 storage is one byte, 0 or 1.
    if (!*(*cond)[0].getTensor().rawData())
      break;
    FailureOr<SmallVector<InterpreterValue>> next =
        evalRegionIn(op.getBody(), values, bodyScope, context);
    if (failed(next))
      return failure();
    values = std::move(*next);
  }
  scope.bindAll(op.getResults(), values);
  return success();
}

LogicalResult evalIf(IfOp op, Scope &scope, EvalContext &context) {
  bool pred = scope.getTensor(op.getPred()).getLinear(0).getBool();
  FailureOr<SmallVector<InterpreterValue>> results = evalRegion(
      pred ? op.getTrueBranch() : op.getFalseBranch(), {}, scope, context);
  if (failed(results))
    return failure();
  scope.bindAll(op.getResults(), *results);
  return success();
}

LogicalResult evalCase(CaseOp op, Scope &scope, EvalContext &context) {
  int64_t index = scope.getTensor(op.getIndex()).getLinear(0).toInt64();
  int64_t count = int64_t(op.getBranches().size());
  // An index outside [0, count) runs the last branch.
  if (index < 0 || index >= count)
    index = count - 1;
  FailureOr<SmallVector<InterpreterValue>> results =
      evalRegion(op.getBranches()[index], {}, scope, context);
  if (failed(results))
    return failure();
  scope.bindAll(op.getResults(), *results);
  return success();
}

LogicalResult evalMap(MapOp op, Scope &scope, EvalContext &context) {
  SmallVector<Tensor> inputs = scope.getTensors(op.getInputs());
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return op.emitError() << "inputs differ in shape at run time";
  auto resultType = inputs.front().getType().clone(
      op.getType().getElementType());
  Tensor result(resultType);
  SmallVector<Element> args;
  for (int64_t i = 0; i < result.getNumElements(); ++i) {
    args.clear();
    for (const Tensor &input : inputs)
      args.push_back(input.getLinear(i));
    FailureOr<SmallVector<Element>> value =
        runScalarRegion(op.getComputation(), args, scope, context);
    if (failed(value))
      return failure();
    result.setLinear(i, (*value)[0]);
  }
  scope.bind(op.getResult(), result);
  return success();
}

LogicalResult evalComposite(CompositeOp op, Scope &scope,
                            EvalContext &context) {
  func::FuncOp callee = context.lookupFunction(op.getDecomposition());
  if (!callee)
    return op.emitError() << "no function named @" << op.getDecomposition();
  FailureOr<SmallVector<InterpreterValue>> results =
      evalFunc(callee, scope.lookupAll(op.getInputs()), context);
  if (failed(results))
    return failure();
  scope.bindAll(op.getResults(), *results);
  return success();
}

LogicalResult evalTuple(TupleOp op, Scope &scope, EvalContext &) {
  SmallVector<InterpreterValue> values = scope.lookupAll(op.getVal());
  scope.bind(op.getResult(), InterpreterValue::tuple(
                                 std::vector<InterpreterValue>(values.begin(),
                                                               values.end())));
  return success();
}

LogicalResult evalGetTupleElement(GetTupleElementOp op, Scope &scope,
                                  EvalContext &) {
  const InterpreterValue &tuple = scope.lookup(op.getOperand());
  scope.bind(op.getResult(), tuple.getTuple()[op.getIndex()]);
  return success();
}

LogicalResult evalAfterAll(AfterAllOp op, Scope &scope, EvalContext &) {
  scope.bind(op.getResult(), InterpreterValue::token());
  return success();
}

LogicalResult evalCreateToken(CreateTokenOp op, Scope &scope, EvalContext &) {
  scope.bind(op.getOutput(), InterpreterValue::token());
  return success();
}
} // namespace

void registerControlFlowEvaluators(EvaluatorRegistry &r) {
  r.add<WhileOp, evalWhile>();
  r.add<IfOp, evalIf>();
  r.add<CaseOp, evalCase>();
  r.add<MapOp, evalMap>();
  r.add<CompositeOp, evalComposite>();
  r.add<TupleOp, evalTuple>();
  r.add<GetTupleElementOp, evalGetTupleElement>();
  r.add<AfterAllOp, evalAfterAll>();
  r.add<CreateTokenOp, evalCreateToken>();
}

} // namespace shlo
} // namespace mlir
