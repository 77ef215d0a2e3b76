//===- FlowOps.cpp - IREE's flow dialect: syntax and verifier ------------===//

#include "dialect/FlowOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::flow;

#include "dialect/FlowDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/FlowOps.cpp.inc"

void FlowDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/FlowOps.cpp.inc"
      >();
}

LogicalResult TensorDynamicConstantOp::verify() {
  auto valueType = cast<ShapedType>(getValue().getType());
  RankedTensorType resultType = getType();
  if (valueType.getElementType() != resultType.getElementType() ||
      failed(verifyCompatibleShape(valueType, resultType)))
    return emitOpError() << "value of type " << valueType
                         << " is not a value of the result type "
                         << resultType
                         << " (the same element type and rank, and the "
                            "result's static dimensions)";
  return success();
}
