//===- MiscOps.cpp - constants, iota, calls, barriers, printing ----------===//

#include "interpreter/Eval.h"
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

namespace {
using namespace mlir::stablehlo;

LogicalResult evalConstant(ConstantOp op, Scope &scope, EvalContext &) {
  llvm::Expected<Tensor> tensor = Tensor::fromAttr(op.getValue());
  if (!tensor)
    return emitError(op, tensor.takeError());
  scope.bind(op.getResult(), std::move(*tensor));
  return success();
}

LogicalResult evalIota(IotaOp op, Scope &scope, EvalContext &) {
  auto type = op.getType();
  if (!type.hasStaticShape())
    return op.emitError() << "iota needs a static result shape";
  scope.bind(op.getResult(), evalIotaOp(op.getIotaDimension(), type));
  return success();
}

LogicalResult evalOptimizationBarrier(OptimizationBarrierOp op, Scope &scope,
                                      EvalContext &) {
  scope.bindAll(op.getResults(), scope.lookupAll(op.getOperands()));
  return success();
}

LogicalResult evalCall(func::CallOp op, Scope &scope, EvalContext &context) {
  func::FuncOp callee = context.lookupFunction(op.getCallee());
  if (!callee)
    return op.emitError() << "no function named @" << op.getCallee();
  FailureOr<SmallVector<InterpreterValue>> results =
      evalFunc(callee, scope.lookupAll(op.getOperands()), context);
  if (failed(results))
    return failure();
  if (results->size() != op.getNumResults())
    return op.emitError() << "callee returned " << results->size()
                          << " value(s), expected " << op.getNumResults();
  scope.bindAll(op.getResults(), *results);
  return success();
}

LogicalResult evalPrint(interpreter::PrintOp op, Scope &scope,
                        EvalContext &context) {
  llvm::raw_ostream &os = context.printStream();
  op.getOperand().printAsOperand(os, OpPrintingFlags());
  os << " = ";
  scope.lookup(op.getOperand()).print(os, context.getOptions().printDense);
  os << "\n";
  return success();
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
