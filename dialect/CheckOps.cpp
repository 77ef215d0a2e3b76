//===- CheckOps.cpp - check dialect --------------------------------------===//

#include "dialect/Dialects.h"

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

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantMatches(*this, getLhs().getType(), getValue());
}

LogicalResult ExpectAlmostEqConstOp::verify() {
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
  if (getMinUlpDifference().value_or(0) < 0)
    return emitOpError() << "requires min_ulp_difference >= 0";
  if (getMaxUlpDifference() &&
      *getMaxUlpDifference() < getMinUlpDifference().value_or(0))
    return emitOpError()
           << "requires min_ulp_difference <= max_ulp_difference";
  return success();
}
