//===- MiscOps.cpp - constant, iota, barrier, call, custom_call, print ----===//

#include "interpreter/Checks.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

namespace mlir {
namespace shlo {

Tensor evalIotaOp(int64_t iotaDimension, ShapedType resultType) {
  Tensor result(resultType);
  Type type = resultType.getElementType();
  bool typed = false;
  if (typedKernelsEnabled())
    typed = dispatchStorageType(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      T *out = result.data<T>();
      int64_t position = 0;
      for (const Index &index : result.indices()) {
        int64_t v = index[iotaDimension];
        if constexpr (std::is_same_v<T, bool>)
          out[position++] = v != 0;
        else if constexpr (isFloatStorage<T>)
          out[position++] = narrowFromDouble<T>(double(v));
        else
          out[position++] = T(v);
      }
    });
  if (!typed)
    for (const Index &index : result.indices())
      result.set(index, type.isInteger(1)
                            ? Element::fromBool(type.getContext(),
                                                index[iotaDimension] != 0)
                            : Element::fromInt(type, index[iotaDimension]));
  return result;
}

llvm::Expected<Tensor> evalConstantOp(ElementsAttr value) {
  return Tensor::fromAttr(value);
}

SmallVector<InterpreterValue>
evalOptimizationBarrierOp(ArrayRef<InterpreterValue> operands) {
  return SmallVector<InterpreterValue>(operands.begin(), operands.end());
}

llvm::Expected<SmallVector<InterpreterValue>>
evalCallOp(StringRef callee, ArrayRef<InterpreterValue> args,
           size_t numResults, EvalEnv &env) {
  llvm::Expected<SmallVector<InterpreterValue>> results =
      env.callFunction(callee, args);
  if (!results)
    return results.takeError();
  if (results->size() != numResults)
    return evalError("callee returned " + Twine(results->size()) +
                     " value(s), expected " + Twine(numResults));
  return results;
}

void evalPrintOp(StringRef name, const InterpreterValue &value, bool dense,
                 llvm::raw_ostream &os) {
  os << name << " = ";
  value.print(os, dense);
  os << "\n";
}

llvm::Expected<SmallVector<Tensor>>
evalCustomCallOp(StringRef target, ArrayRef<InterpreterValue> operands,
                 TypeRange resultTypes) {
  bool isExpect = target == "check.expect_eq" ||
                  target == "check.expect_almost_eq" ||
                  target == "check.expect_close";
  if (!isExpect && target != "check.eq")
    return evalError("the interpreter does not support custom_call @" +
                     target);
  if (operands.size() != 2 || !operands[0].isTensor() ||
      !operands[1].isTensor())
    return evalError("custom_call @" + target + " takes two tensors");
  const Tensor &actual = operands[0].getTensor();
  const Tensor &expected = operands[1].getTensor();
  if (isExpect) {
    if (!resultTypes.empty())
      return evalError("custom_call @" + target + " produces no results");
    llvm::Error failure = llvm::Error::success();
    if (target == "check.expect_eq")
      failure = checkEqual(actual, expected);
    else if (target == "check.expect_almost_eq")
      failure = checkAlmostEqual(actual, expected, kDefaultTolerance);
    else if (isa<FloatType, ComplexType>(actual.getElementType()))
      failure = checkClose(actual, expected, kDefaultMinUlp, kDefaultMaxUlp);
    else
      failure = checkEqual(actual, expected);
    if (failure)
      return std::move(failure);
    return SmallVector<Tensor>();
  }
  auto resultType = resultTypes.size() == 1
                        ? dyn_cast<ShapedType>(resultTypes.front())
                        : ShapedType();
  if (!resultType || !resultType.getElementType().isInteger(1) ||
      resultType.getRank() != 0)
    return evalError("custom_call @check.eq returns tensor<i1>");
  llvm::Error mismatch = checkEqual(actual, expected);
  bool equal = !mismatch;
  llvm::consumeError(std::move(mismatch));
  return SmallVector<Tensor>{Tensor::splat(
      resultType, Element::fromBool(resultType.getContext(), equal))};
}

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults> evalConstant(ConstantOp op, const OperandValues &,
                                         EvalEnv &) {
  llvm::Expected<Tensor> tensor = evalConstantOp(op.getValue());
  if (!tensor)
    return tensor.takeError();
  return EvalResults{std::move(*tensor)};
}

llvm::Expected<EvalResults> evalIota(IotaOp op, const OperandValues &,
                                     EvalEnv &) {
  auto type = op.getType();
  if (!type.hasStaticShape())
    return evalError("iota needs a static result shape");
  return EvalResults{evalIotaOp(op.getIotaDimension(), type)};
}

llvm::Expected<EvalResults>
evalOptimizationBarrier(OptimizationBarrierOp, const OperandValues &operands,
                        EvalEnv &) {
  SmallVector<InterpreterValue> values =
      evalOptimizationBarrierOp(operands.all());
  return EvalResults(std::make_move_iterator(values.begin()),
                     std::make_move_iterator(values.end()));
}

llvm::Expected<EvalResults> evalCall(func::CallOp op,
                                     const OperandValues &operands,
                                     EvalEnv &env) {
  llvm::Expected<SmallVector<InterpreterValue>> results =
      evalCallOp(op.getCallee(), operands.all(), op.getNumResults(), env);
  if (!results)
    return results.takeError();
  return EvalResults(std::make_move_iterator(results->begin()),
                     std::make_move_iterator(results->end()));
}

llvm::Expected<EvalResults> evalPrint(interpreter::PrintOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  std::string name;
  llvm::raw_string_ostream os(name);
  op.getOperand().printAsOperand(os, OpPrintingFlags());
  evalPrintOp(name, operands[0], env.getOptions().printDense,
              env.printStream());
  return EvalResults();
}

/// The custom_call targets of JAX-exported test programs.
llvm::Expected<EvalResults> evalCustomCall(stablehlo::CustomCallOp op,
                                           const OperandValues &operands,
                                           EvalEnv &) {
  llvm::Expected<SmallVector<Tensor>> results = evalCustomCallOp(
      op.getCallTargetName(), operands.all(), op.getResultTypes());
  if (!results)
    return results.takeError();
  return EvalResults(results->begin(), results->end());
}
} // namespace

void registerMiscEvaluators(EvaluatorRegistry &r) {
  r.add<ConstantOp, evalConstant>();
  r.add<IotaOp, evalIota>();
  r.add<OptimizationBarrierOp, evalOptimizationBarrier>();
  r.add<func::CallOp, evalCall>();
  r.add<interpreter::PrintOp, evalPrint>();
  r.add<CustomCallOp, evalCustomCall>();
}

} // namespace shlo
} // namespace mlir
