//===- StablehloQuantizedOps.cpp - verifiers of the quantization ops ------===//

#include "dialect/Dialects.h"

using namespace mlir;
using namespace mlir::stablehlo;

LogicalResult UniformQuantizeOp::verify() {
  Type operandElement = getOperand().getType().getElementType();
  auto resultElement =
      cast<quant::QuantizedType>(getResult().getType().getElementType());
  Type expressed = operandElement;
  if (auto quantized = dyn_cast<quant::QuantizedType>(operandElement))
    expressed = quantized.getExpressedType();
  if (resultElement.getExpressedType() != expressed)
    return emitOpError() << "requires the result's expressed type to be "
                         << expressed << " (C2)";
  return success();
}

LogicalResult UniformDequantizeOp::verify() {
  auto operandElement =
      cast<quant::QuantizedType>(getOperand().getType().getElementType());
  if (getResult().getType().getElementType() !=
      operandElement.getExpressedType())
    return emitOpError() << "requires the result element type to be "
                         << operandElement.getExpressedType() << " (C2)";
  return success();
}
