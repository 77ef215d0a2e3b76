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
  if (isa<func::FuncOp>((*this)->getParentOp()))
    return emitOpError() << "ends regions of stablehlo ops; a func.func ends "
                            "with func.return";
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError()
           << "requires the result types to equal the operand types (C1)";
  return success();
}
