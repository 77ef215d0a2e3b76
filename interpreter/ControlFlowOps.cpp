//===- ControlFlowOps.cpp - while, if, case, map, composite, tuples ------===//

#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/ScalarProgram.h"
#include "interpreter/Work.h"

#include "dialect/Dialects.h"

namespace mlir {
namespace shlo {

llvm::Expected<SmallVector<InterpreterValue>>
evalWhileOp(ArrayRef<InterpreterValue> operands, Region &cond, Region &body,
            EvalEnv &env) {
  SmallVector<InterpreterValue> values(operands.begin(), operands.end());
  SmallVector<InterpreterValue, 1> go;
  int64_t limit = env.getOptions().maxWhileIterations;
  auto tooMany = [&] {
    return evalError("while loop exceeds " + Twine(limit) +
                     " iterations (--max-while-iterations)");
  };
  // Under a work budget (folding) each iteration is charged its regions'
  // op count; the body's ops are charged as they run, too.
  WorkBudget *budget = env.getOptions().workBudget;
  int64_t perIteration = budget ? whileIterationWork(cond, body) : 0;
  // Condition and body both compiled: one native loop over registers.
  if (std::optional<ScalarRegion> condProgram = env.getScalarRegion(cond))
    if (std::optional<ScalarRegion> bodyProgram = env.getScalarRegion(body)) {
      // The budget caps the iterations of the native loop.
      int64_t affordable = budget ? budget->left() / perIteration : 0;
      bool budgetBinds =
          budget && budget->getLimit() > 0 && (limit == 0 || affordable < limit);
      if (budgetBinds && affordable == 0)
        return budget->spentError();
      int64_t iterations = 0;
      bool finished = ScalarProgram::runWhile(
          *condProgram->program, condProgram->captured, *bodyProgram->program,
          bodyProgram->captured, values, budgetBinds ? affordable : limit,
          &iterations, env.getOptions().interrupt);
      if (!finished && env.getOptions().interrupted())
        return evalError(InterpreterOptions::kInterruptedMessage);
      if (!finished && budgetBinds) {
        llvm::consumeError(budget->charge(INT64_MAX)); // spent
        return budget->spentError();
      }
      if (!finished)
        return tooMany();
      if (budget)
        if (llvm::Error error =
                budget->charge(saturatingMul(iterations, perIteration)))
          return std::move(error);
      return values;
    }
  for (int64_t iteration = 0;; ++iteration) {
    if (env.getOptions().interrupted())
      return evalError(InterpreterOptions::kInterruptedMessage);
    if (budget)
      if (llvm::Error error = budget->charge(perIteration))
        return std::move(error);
    if (llvm::Error error = env.runRegionInto(cond, values, go))
      return std::move(error);
    // i1 storage is one byte, 0 or 1.
    if (!*go[0].getTensor().rawData())
      return values;
    // The body would run a (limit + 1)-th time.
    if (limit > 0 && iteration == limit)
      return tooMany();
    // The body's results replace its arguments in place.
    if (llvm::Error error = env.runRegionInto(body, values, values))
      return std::move(error);
  }
}

llvm::Expected<SmallVector<InterpreterValue>>
evalIfOp(const Tensor &pred, Region &trueBranch, Region &falseBranch,
         EvalEnv &env) {
  return env.runRegion(pred.getLinear(0).getBool() ? trueBranch : falseBranch,
                       {});
}

llvm::Expected<SmallVector<InterpreterValue>>
evalCaseOp(const Tensor &index, MutableArrayRef<Region> branches,
           EvalEnv &env) {
  int64_t chosen = index.getLinear(0).toInt64();
  int64_t count = int64_t(branches.size());
  // An index outside [0, count) runs the last branch.
  if (chosen < 0 || chosen >= count)
    chosen = count - 1;
  return env.runRegion(branches[chosen], {});
}

llvm::Expected<Tensor> evalMapOp(ArrayRef<Tensor> inputs, Region &computation,
                                 ShapedType resultType, EvalEnv &env) {
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return evalError("inputs differ in shape at run time");
  Tensor result(inputs.front().getType().clone(resultType.getElementType()));
  SmallVector<Element> args;
  for (int64_t i = 0; i < result.getNumElements(); ++i) {
    args.clear();
    for (const Tensor &input : inputs)
      args.push_back(input.getLinear(i));
    llvm::Expected<SmallVector<Element>> value =
        runScalarRegion(computation, args, env);
    if (!value)
      return value.takeError();
    result.setLinear(i, (*value)[0]);
  }
  return result;
}

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults> evalWhile(WhileOp op, const OperandValues &operands,
                                      EvalEnv &env) {
  return asResults(
      evalWhileOp(operands.all(), op.getCond(), op.getBody(), env));
}

llvm::Expected<EvalResults> evalIf(IfOp op, const OperandValues &operands,
                                   EvalEnv &env) {
  return asResults(evalIfOp(operands.tensor(op.getPred()), op.getTrueBranch(),
                            op.getFalseBranch(), env));
}

llvm::Expected<EvalResults> evalCase(CaseOp op, const OperandValues &operands,
                                     EvalEnv &env) {
  return asResults(
      evalCaseOp(operands.tensor(op.getIndex()), op.getBranches(), env));
}

llvm::Expected<EvalResults> evalMap(MapOp op, const OperandValues &operands,
                                    EvalEnv &env) {
  llvm::Expected<Tensor> result = evalMapOp(
      operands.tensors(op.getInputs()), op.getComputation(), op.getType(), env);
  if (!result)
    return result.takeError();
  return EvalResults{*result};
}

llvm::Expected<EvalResults>
evalComposite(CompositeOp op, const OperandValues &operands, EvalEnv &env) {
  return asResults(env.callFunction(op.getDecomposition(), operands.all()));
}

llvm::Expected<EvalResults> evalTuple(TupleOp, const OperandValues &operands,
                                      EvalEnv &) {
  SmallVector<InterpreterValue> values = operands.all();
  return EvalResults{InterpreterValue::tuple(
      std::vector<InterpreterValue>(values.begin(), values.end()))};
}

llvm::Expected<EvalResults> evalGetTupleElement(GetTupleElementOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  return EvalResults{operands[0].getTuple()[op.getIndex()]};
}

template <typename OpTy>
llvm::Expected<EvalResults> evalToken(OpTy, const OperandValues &, EvalEnv &) {
  return EvalResults{InterpreterValue::token()};
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
  r.add<AfterAllOp, evalToken<AfterAllOp>>();
  r.add<CreateTokenOp, evalToken<CreateTokenOp>>();
}

} // namespace shlo
} // namespace mlir
