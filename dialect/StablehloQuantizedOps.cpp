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

//===----------------------------------------------------------------------===//
// Quantized type parameters (every stablehlo and check op)
//===----------------------------------------------------------------------===//

namespace {
/// Why the quantized element type of `type` cannot be a StableHLO tensor's,
/// or empty. MLIR's quant dialect checks the storage bounds against the
/// storage type, the scales against the expressed type and the scale and
/// zero-point counts against each other; the spec also constrains the zero
/// points and, per axis, the tensor's shape (QuantizedTensorType C11-C13 of
/// the StableHLO spec).
std::string quantizedTypeProblem(ShapedType type) {
  auto quantized = dyn_cast<quant::QuantizedType>(type.getElementType());
  if (!quantized)
    return "";
  int64_t low = quantized.getStorageTypeMin();
  int64_t high = quantized.getStorageTypeMax();
  auto zeroPointInRange = [&](int64_t zeroPoint) -> std::string {
    if (zeroPoint >= low && zeroPoint <= high)
      return "";
    return "zero point " + std::to_string(zeroPoint) +
           " is outside the storage range [" + std::to_string(low) + ", " +
           std::to_string(high) + "]";
  };
  if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(quantized))
    return zeroPointInRange(perTensor.getZeroPoint());
  auto perAxis = dyn_cast<quant::UniformQuantizedPerAxisType>(quantized);
  if (!perAxis)
    return "";
  size_t scales = perAxis.getScales().size();
  if (perAxis.getZeroPoints().size() != scales)
    return std::to_string(scales) + " scales but " +
           std::to_string(perAxis.getZeroPoints().size()) + " zero points";
  int64_t dim = perAxis.getQuantizedDimension();
  if (!type.hasRank())
    return "";
  if (dim < 0 || dim >= type.getRank())
    return "quantized dimension " + std::to_string(dim) +
           " is not below the rank " + std::to_string(type.getRank());
  int64_t size = type.getDimSize(dim);
  if (!ShapedType::isDynamic(size) && size != int64_t(scales))
    return std::to_string(scales) + " scales and zero points for dimension " +
           std::to_string(dim) + " of size " + std::to_string(size);
  for (int64_t zeroPoint : perAxis.getZeroPoints())
    if (std::string problem = zeroPointInRange(zeroPoint); !problem.empty())
      return problem;
  return "";
}

LogicalResult checkQuantizedType(Operation *op, Type type, const char *what,
                                 unsigned index) {
  // Most types are ranked tensors of something else than a quantized type.
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    if (!isa<quant::QuantizedType>(tensor.getElementType()))
      return success();
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return success();
  std::string problem = quantizedTypeProblem(shaped);
  if (problem.empty())
    return success();
  return op->emitOpError() << what << " #" << index << " has type " << type
                           << ": " << problem;
}
} // namespace

LogicalResult mlir::stablehlo::verifyQuantizedTypes(Operation *op) {
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (failed(checkQuantizedType(op, type, "operand", i)))
      return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkQuantizedType(op, type, "result", i)))
      return failure();
  for (Region &region : op->getRegions())
    if (!region.empty())
      for (BlockArgument argument : region.front().getArguments())
        if (failed(checkQuantizedType(op, argument.getType(),
                                      "region argument", argument.getArgNumber())))
          return failure();
  return success();
}
