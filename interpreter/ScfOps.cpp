//===- ScfOps.cpp - MLIR's scf dialect ------------------------------------===//
//
// Structured control flow as torch-mlir and IREE emit it: scf.if, scf.for,
// scf.while, scf.execute_region and scf.index_switch run their regions
// through EvalEnv; scf.yield and scf.condition end those regions (the eval
// loop hands their operands back as the region's results). Loop bounds,
// induction variables and switch values are index (i64 at run time,
// CoreDialects.h) or integers. --max-while-iterations bounds the runs of a
// loop body, as for stablehlo.while. Other scf ops (parallel, forall,
// reduce) have no evaluator: the eval loop's located "does not support".
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir {
namespace shlo {
namespace {

/// The error of a loop whose body would run more than `limit` times.
llvm::Error tooManyIterations(StringRef loop, int64_t limit) {
  return evalError(loop + " exceeds " + Twine(limit) +
                   " iterations (--max-while-iterations)");
}

/// A rank-0 tensor of the run-time type of `type` (index or an integer)
/// holding `value`, wrapped to the type's width.
Tensor integerScalar(Type type, int64_t value) {
  Type element = runtimeElementType(type);
  Tensor result(RankedTensorType::get({}, element));
  unsigned width = element.getIntOrFloatBitWidth();
  result.setLinear(0, Element::fromBits(
                          element, APInt(64, uint64_t(value)).trunc(width)));
  return result;
}

/// The value of a rank-0 integer or index tensor, sign- or zero-extended.
int64_t boundValue(const Tensor &tensor, bool isUnsigned) {
  APInt bits = tensor.getLinear(0).getInteger();
  return isUnsigned ? int64_t(bits.getZExtValue()) : bits.getSExtValue();
}

} // namespace

/// scf.if: the region `pred` chooses; with no else region (and then no
/// results) a false `pred` runs nothing.
llvm::Expected<SmallVector<InterpreterValue>>
evalScfIfOp(const Tensor &pred, Region &thenRegion, Region &elseRegion,
            EvalEnv &env) {
  Region &chosen = pred.getLinear(0).getBool() ? thenRegion : elseRegion;
  if (chosen.empty())
    return SmallVector<InterpreterValue>();
  return env.runRegion(chosen, {});
}

/// scf.for: for iv = lower; iv < upper; iv += step (compared as unsigned
/// numbers when `isUnsigned`) the body runs on (iv, carried values) and
/// yields the next carried values; the last ones are the results. A step
/// of zero or less is a runtime error (scf leaves the loop undefined).
/// The induction variable never wraps: the loop ends when the next value
/// would reach `upper`.
llvm::Expected<SmallVector<InterpreterValue>>
evalScfForOp(int64_t lower, int64_t upper, int64_t step, bool isUnsigned,
             Type ivType, ArrayRef<InterpreterValue> inits, Region &body,
             EvalEnv &env) {
  if (isUnsigned ? uint64_t(step) == 0 : step <= 0)
    return evalError("scf.for step must be positive, got " + Twine(step));
  SmallVector<InterpreterValue> args;
  args.push_back(InterpreterValue());
  args.append(inits.begin(), inits.end());
  SmallVector<InterpreterValue> yielded;
  int64_t limit = env.getOptions().maxWhileIterations;
  auto below = [&](int64_t iv) {
    return isUnsigned ? uint64_t(iv) < uint64_t(upper) : iv < upper;
  };
  int64_t iteration = 0;
  for (int64_t iv = lower; below(iv); ++iteration) {
    if (env.getOptions().interrupted())
      return evalError(InterpreterOptions::kInterruptedMessage);
    if (limit > 0 && iteration == limit)
      return tooManyIterations("scf.for", limit);
    args[0] = integerScalar(ivType, iv);
    if (llvm::Error error = env.runRegionInto(body, args, yielded))
      return std::move(error);
    std::copy(yielded.begin(), yielded.end(), args.begin() + 1);
    // The next value, unless it would pass `upper` (or wrap).
    bool last = isUnsigned ? uint64_t(upper) - uint64_t(iv) <= uint64_t(step)
                           : (__int128)upper - iv <= step;
    if (last)
      break;
    iv += step;
  }
  return SmallVector<InterpreterValue>(args.begin() + 1, args.end());
}

/// scf.while: the before region runs on the carried values and ends in
/// scf.condition(%c) %args; while %c is true the after region runs on
/// %args and yields the next carried values; when it is false, %args are
/// the results.
llvm::Expected<SmallVector<InterpreterValue>>
evalScfWhileOp(ArrayRef<InterpreterValue> inits, Region &before, Region &after,
               EvalEnv &env) {
  SmallVector<InterpreterValue> values(inits.begin(), inits.end());
  SmallVector<InterpreterValue> condition;
  int64_t limit = env.getOptions().maxWhileIterations;
  for (int64_t iteration = 0;; ++iteration) {
    if (env.getOptions().interrupted())
      return evalError(InterpreterOptions::kInterruptedMessage);
    if (llvm::Error error = env.runRegionInto(before, values, condition))
      return std::move(error);
    SmallVector<InterpreterValue> forwarded(condition.begin() + 1,
                                            condition.end());
    if (!condition[0].getTensor().getLinear(0).getBool())
      return forwarded;
    if (limit > 0 && iteration == limit)
      return tooManyIterations("scf.while", limit);
    if (llvm::Error error = env.runRegionInto(after, forwarded, values))
      return std::move(error);
  }
}

/// scf.index_switch: the region of the case equal to `value`, else the
/// default region.
llvm::Expected<SmallVector<InterpreterValue>>
evalScfIndexSwitchOp(int64_t value, ArrayRef<int64_t> cases,
                     MutableArrayRef<Region> caseRegions, Region &defaultRegion,
                     EvalEnv &env) {
  for (auto [match, region] : llvm::zip(cases, caseRegions))
    if (match == value)
      return env.runRegion(region, {});
  return env.runRegion(defaultRegion, {});
}

namespace {

llvm::Expected<EvalResults> evalIf(scf::IfOp op, const OperandValues &operands,
                                   EvalEnv &env) {
  return asResults(evalScfIfOp(operands.tensor(0), op.getThenRegion(),
                               op.getElseRegion(), env));
}

llvm::Expected<EvalResults> evalFor(scf::ForOp op,
                                    const OperandValues &operands,
                                    EvalEnv &env) {
  bool isUnsigned = op.getUnsignedCmp();
  return asResults(evalScfForOp(
      boundValue(operands.tensor(op.getLowerBound()), isUnsigned),
      boundValue(operands.tensor(op.getUpperBound()), isUnsigned),
      boundValue(operands.tensor(op.getStep()), isUnsigned), isUnsigned,
      op.getInductionVar().getType(), operands.values(op.getInitArgs()),
      op.getRegion(), env));
}

llvm::Expected<EvalResults> evalWhile(scf::WhileOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  return asResults(
      evalScfWhileOp(operands.all(), op.getBefore(), op.getAfter(), env));
}

llvm::Expected<EvalResults> evalExecuteRegion(scf::ExecuteRegionOp op,
                                              const OperandValues &,
                                              EvalEnv &env) {
  return asResults(env.runRegion(op.getRegion(), {}));
}

llvm::Expected<EvalResults> evalIndexSwitch(scf::IndexSwitchOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  return asResults(evalScfIndexSwitchOp(
      scalarInt(operands.tensor(0)), op.getCases(), op.getCaseRegions(),
      op.getDefaultRegion(), env));
}

} // namespace

void registerScfEvaluators(EvaluatorRegistry &r) {
  r.add<scf::IfOp, evalIf>();
  r.add<scf::ForOp, evalFor>();
  r.add<scf::WhileOp, evalWhile>();
  r.add<scf::ExecuteRegionOp, evalExecuteRegion>();
  r.add<scf::IndexSwitchOp, evalIndexSwitch>();
}

} // namespace shlo
} // namespace mlir
