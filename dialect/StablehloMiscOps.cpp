//===- StablehloMiscOps.cpp - constant, iota, barriers, return ------------===//

#include "dialect/Dialects.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::stablehlo;

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

LogicalResult IotaOp::verify() {
  auto type = getOutput().getType();
  if (int64_t(getIotaDimension()) >= type.getRank())
    return emitOpError() << "requires iota_dimension < rank(output) = "
                         << type.getRank() << " (C1)";
  return success();
}

LogicalResult ReturnOp::verify() {
  // Upstream also lets a func.func end in stablehlo.return (the eval loop
  // takes any terminator's operands as a block's results); it must then
  // return what the function declares, as func.return would.
  auto func = dyn_cast<func::FuncOp>((*this)->getParentOp());
  if (!func)
    return success();
  ArrayRef<Type> declared = func.getFunctionType().getResults();
  if (getNumOperands() != declared.size())
    return emitOpError() << "returns " << getNumOperands()
                         << " values from a function declared to return "
                         << declared.size();
  for (auto [i, operand, type] :
       llvm::enumerate(getOperandTypes(), declared))
    if (operand != type)
      return emitOpError() << "returns " << operand << " as result #" << i
                           << " of a function declared to return " << type;
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError()
           << "requires the result types to equal the operand types (C1)";
  return success();
}
