//===- MiscOps.cpp - constants, iota, calls, barriers, printing ----------===//

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
} // namespace

void registerMiscEvaluators(EvaluatorRegistry &r) {
  r.add<ConstantOp, evalConstant>();
  r.add<IotaOp, evalIota>();
  r.add<OptimizationBarrierOp, evalOptimizationBarrier>();
  r.add<func::CallOp, evalCall>();
  r.add<interpreter::PrintOp, evalPrint>();
}

} // namespace shlo
} // namespace mlir
