//===- CheckOps.cpp - check dialect --------------------------------------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::check;

#include "dialect/CheckDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/CheckOps.cpp.inc"

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/CheckOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

namespace {
LogicalResult verifyConstantMatches(Operation *op, Type operandType,
                                    ElementsAttr value) {
  if (value.getType() != operandType)
    return op->emitOpError() << "requires the constant's type "
                             << value.getType() << " to equal the operand type "
                             << operandType;
  return success();
}
} // namespace

LogicalResult verifyTolerance(Operation *op, FloatAttr tolerance) {
  if (tolerance && !(tolerance.getValueAsDouble() >= 0))
    return op->emitOpError() << "requires a tolerance >= 0";
  return success();
}

LogicalResult ExpectAlmostEqOp::verify() {
  return verifyTolerance(*this, getToleranceAttr());
}

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantMatches(*this, getLhs().getType(), getValue());
}

LogicalResult ExpectAlmostEqConstOp::verify() {
  if (failed(verifyTolerance(*this, getToleranceAttr())))
    return failure();
  return verifyConstantMatches(*this, getLhs().getType(), getValue());
}

LogicalResult ExpectCloseOp::verify() {
  auto actual = cast<ShapedType>(getActual().getType());
  auto expected = cast<ShapedType>(getExpected().getType());
  if (actual.getShape() != expected.getShape() ||
      actual.getElementType() != expected.getElementType())
    return emitOpError() << "requires actual and expected of the same type";
  if (!isa<FloatType, ComplexType>(actual.getElementType()))
    return emitOpError() << "requires a floating-point or complex element type";
  uint64_t minUlp = getMinUlpDifference().value_or(0);
  if (getMaxUlpDifference() && *getMaxUlpDifference() < minUlp)
    return emitOpError()
           << "requires min_ulp_difference <= max_ulp_difference";
  return success();
}
