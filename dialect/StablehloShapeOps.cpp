//===- StablehloShapeOps.cpp - verifiers of shape and data-movement ops --===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {
/// The product of static dims, or nullopt when some dim is dynamic.
std::optional<int64_t> staticSize(ShapedType type) {
  if (!type.hasStaticShape())
    return std::nullopt;
  return type.getNumElements();
}
} // namespace

LogicalResult BroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getResult().getType();
  if (failed(verifySameElementType(*this, operandType, resultType, "(C1)")))
    return failure();
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (int64_t(dims.size()) != operandType.getRank())
    return emitOpError() << "broadcast_dimensions has " << dims.size()
                         << " values, operand rank is "
                         << operandType.getRank() << " (C2)";
  if (failed(verifyDimensionList(*this, dims, resultType.getRank(),
                                 "broadcast_dimensions", "(C3, C4)")))
    return failure();
  for (auto [d, target] : llvm::enumerate(dims)) {
    int64_t size = operandType.getDimSize(d);
    int64_t resultSize = resultType.getDimSize(target);
    if (size != 1 && !compatibleDim(size, resultSize))
      return emitOpError() << "operand dimension " << d << " of size " << size
                           << " cannot broadcast to result dimension "
                           << target << " of size " << resultSize << " (C5)";
  }
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getResult().getType();
  if (failed(verifySameElementType(*this, operandType, resultType, "")))
    return failure();
  SmallVector<int64_t> expected(getBroadcastSizes());
  for (int64_t size : expected)
    if (size < 0)
      return emitOpError() << "broadcast_sizes must be non-negative";
  llvm::append_range(expected, operandType.getShape());
  return verifyShape(*this, resultType, expected, "result",
                     "(sizes followed by the operand shape)");
}

LogicalResult ReshapeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getResult().getType();
  if (failed(verifySameElementType(*this, operandType, resultType, "(C1)")))
    return failure();
  std::optional<int64_t> a = staticSize(operandType), b = staticSize(resultType);
  if (a && b && *a != *b)
    return emitOpError() << "operand has " << *a << " elements, result has "
                         << *b << " (C2)";
  return success();
}

LogicalResult TransposeOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getResult().getType();
  if (failed(verifySameElementType(*this, operandType, resultType, "(C1)")))
    return failure();
  ArrayRef<int64_t> permutation = getPermutation();
  if (int64_t(permutation.size()) != operandType.getRank())
    return emitOpError() << "permutation has " << permutation.size()
                         << " values, operand rank is "
                         << operandType.getRank() << " (C2)";
  if (failed(verifyDimensionList(*this, permutation, operandType.getRank(),
                                 "permutation", "(C2)")))
    return failure();
  SmallVector<int64_t> expected;
  for (int64_t d : permutation)
    expected.push_back(operandType.getDimSize(d));
  return verifyShape(*this, resultType, expected, "result", "(C3)");
}

LogicalResult SliceOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  if (failed(verifySameElementType(*this, operandType, getType(), "(C1)")))
    return failure();
  if (int64_t(start.size()) != rank || int64_t(limit.size()) != rank ||
      int64_t(strides.size()) != rank)
    return emitOpError() << "needs one start, limit and stride per operand "
                            "dimension (rank "
                         << rank << ") (C2)";
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (start[d] < 0)
      return emitOpError() << "start index " << start[d] << " of dimension "
                           << d << " is negative (C3)";
    if (start[d] > limit[d])
      return emitOpError() << "start index " << start[d]
                           << " exceeds limit index " << limit[d]
                           << " in dimension " << d << " (C3)";
    if (!ShapedType::isDynamic(size) && limit[d] > size)
      return emitOpError() << "limit index " << limit[d] << " of dimension "
                           << d << " exceeds its size " << size << " (C3)";
    if (strides[d] <= 0)
      return emitOpError() << "stride " << strides[d] << " of dimension " << d
                           << " must be positive (C4)";
    expected.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  return verifyShape(*this, getType(), expected, "result", "(C5)");
}

LogicalResult DynamicSliceOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  if (failed(verifySameElementType(*this, operandType, getType(), "(C1)")))
    return failure();
  if (int64_t(getStartIndices().size()) != rank ||
      int64_t(getSliceSizes().size()) != rank)
    return emitOpError() << "needs one start index and one slice size per "
                            "operand dimension (rank "
                         << rank << ") (C2)";
  if (!getStartIndices().empty() &&
      !llvm::all_equal(getStartIndices().getTypes()))
    return emitOpError() << "start indices must have the same type (C3)";
  for (auto [d, size] : llvm::enumerate(getSliceSizes())) {
    int64_t dimSize = operandType.getDimSize(d);
    if (size < 0 || (!ShapedType::isDynamic(dimSize) && size > dimSize))
      return emitOpError() << "slice size " << size << " of dimension " << d
                           << " must lie in [0, " << dimSize << "] (C4)";
  }
  return verifyShape(*this, getType(), getSliceSizes(), "result", "(C5)");
}

LogicalResult DynamicUpdateSliceOp::verify() {
  auto operandType = getOperand().getType();
  auto updateType = getUpdate().getType();
  int64_t rank = operandType.getRank();
  if (getType() != operandType)
    return emitOpError() << "result type must equal the operand type (C1)";
  if (failed(verifySameElementType(*this, operandType, updateType, "(C2)")))
    return failure();
  if (updateType.getRank() != rank)
    return emitOpError() << "update rank " << updateType.getRank()
                         << " differs from operand rank " << rank << " (C3)";
  if (int64_t(getStartIndices().size()) != rank)
    return emitOpError() << "needs " << rank << " start indices (C4)";
  if (!getStartIndices().empty() &&
      !llvm::all_equal(getStartIndices().getTypes()))
    return emitOpError() << "start indices must have the same type (C5)";
  for (int64_t d = 0; d < rank; ++d) {
    int64_t u = updateType.getDimSize(d), o = operandType.getDimSize(d);
    if (!ShapedType::isDynamic(u) && !ShapedType::isDynamic(o) && u > o)
      return emitOpError() << "update dimension " << d << " of size " << u
                           << " exceeds the operand's " << o << " (C6)";
  }
  return success();
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "needs at least one input (C3)";
  auto first = cast<RankedTensorType>(getInputs().front().getType());
  int64_t rank = first.getRank();
  int64_t dim = getDimension();
  if (dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range [0, "
                         << rank << ") (C4)";
  SmallVector<int64_t> expected(first.getShape());
  expected[dim] = 0;
  for (Value input : getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    if (failed(verifySameElementType(*this, first, type, "(C1)")))
      return failure();
    if (type.getRank() != rank)
      return emitOpError() << "inputs must have the same rank (C2)";
    for (int64_t d = 0; d < rank; ++d) {
      if (d == dim)
        continue;
      if (!compatibleDim(type.getDimSize(d), first.getDimSize(d)))
        return emitOpError() << "inputs differ in dimension " << d << " (C2)";
      if (ShapedType::isDynamic(expected[d]))
        expected[d] = type.getDimSize(d);
    }
    int64_t size = type.getDimSize(dim);
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(expected[dim])) {
      expected[dim] = ShapedType::kDynamic;
    } else {
      std::optional<int64_t> sum = checkedAdd(expected[dim], size);
      if (!sum)
        return emitOpError() << "the concatenated size overflows (C6)";
      expected[dim] = *sum;
    }
  }
  if (failed(verifySameElementType(*this, first, getType(), "(C5)")))
    return failure();
  return verifyShape(*this, getType(), expected, "result", "(C6)");
}

LogicalResult PadOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  if (getPaddingValue().getType().getRank() != 0)
    return emitOpError() << "padding_value must be rank 0";
  if (failed(verifySameElementType(*this, operandType,
                                   getPaddingValue().getType(), "(C1)")) ||
      failed(verifySameElementType(*this, operandType, getType(), "(C1)")))
    return failure();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if (int64_t(low.size()) != rank || int64_t(high.size()) != rank ||
      int64_t(interior.size()) != rank)
    return emitOpError() << "needs one low, high and interior padding per "
                            "operand dimension (rank "
                         << rank << ") (C2)";
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    if (interior[d] < 0)
      return emitOpError() << "interior padding " << interior[d]
                           << " must be non-negative (C3)";
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    std::optional<int64_t> checked = paddedSize(size, low[d], high[d], interior[d]);
    if (!checked)
      return emitOpError() << "the padded size of dimension " << d
                           << " overflows (C4)";
    int64_t padded = *checked;
    if (padded < 0)
      return emitOpError() << "dimension " << d
                           << " would have negative size " << padded << " (C4)";
    expected.push_back(padded);
  }
  return verifyShape(*this, getType(), expected, "result", "(C4)");
}

LogicalResult ReverseOp::verify() {
  return verifyDimensionList(*this, getDimensions(),
                             getOperand().getType().getRank(), "dimensions",
                             "(C2, C3)");
}

LogicalResult GetDimensionSizeOp::verify() {
  int64_t rank = getOperand().getType().getRank();
  if (int64_t(getDimension()) >= rank)
    return emitOpError() << "dimension " << getDimension()
                         << " is out of range [0, " << rank << ") (C1)";
  return success();
}

LogicalResult SetDimensionSizeOp::verify() {
  auto operandType = getOperand().getType();
  int64_t rank = operandType.getRank();
  if (int64_t(getDimension()) >= rank)
    return emitOpError() << "dimension " << getDimension()
                         << " is out of range [0, " << rank << ")";
  if (failed(verifySameElementType(*this, operandType, getType(), "")))
    return failure();
  // The result keeps every other dimension; `dimension` may become dynamic.
  SmallVector<int64_t> expected(operandType.getShape());
  if (getType().getRank() == rank &&
      ShapedType::isDynamic(getType().getDimSize(getDimension())))
    expected[getDimension()] = ShapedType::kDynamic;
  return verifyShape(*this, getType(), expected, "result",
                     "(the operand's shape)");
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  auto operandType = getOperand().getType();
  auto resultType = getResult().getType();
  if (failed(verifySameElementType(*this, operandType, resultType, "(C1)")))
    return failure();
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  if (int64_t(dims.size()) != operandType.getRank())
    return emitOpError() << "broadcast_dimensions has " << dims.size()
                         << " values, operand rank is "
                         << operandType.getRank() << " (C2)";
  if (failed(verifyDimensionList(*this, dims, resultType.getRank(),
                                 "broadcast_dimensions", "(C3, C4)")))
    return failure();
  SmallVector<int64_t> known;
  if (auto expanding = getKnownExpandingDimensions())
    llvm::append_range(known, *expanding);
  if (auto nonexpanding = getKnownNonexpandingDimensions())
    llvm::append_range(known, *nonexpanding);
  if (failed(verifyDimensionList(*this, known, operandType.getRank(),
                                 "known_expanding_dimensions and "
                                 "known_nonexpanding_dimensions",
                                 "(C8, C9, C10)")))
    return failure();
  auto shapeType = getOutputDimensions().getType();
  if (shapeType.hasStaticShape() &&
      shapeType.getDimSize(0) != resultType.getRank())
    return emitOpError() << "output_dimensions has " << shapeType.getDimSize(0)
                         << " values, result rank is " << resultType.getRank()
                         << " (C7)";
  for (auto [d, target] : llvm::enumerate(dims)) {
    int64_t size = operandType.getDimSize(d);
    if (size != 1 && !compatibleDim(size, resultType.getDimSize(target)))
      return emitOpError() << "operand dimension " << d
                           << " cannot broadcast to result dimension " << target
                           << " (C5)";
  }
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  auto resultType = getResult().getType();
  if (int64_t(getIotaDimension()) >= resultType.getRank())
    return emitOpError() << "iota_dimension " << getIotaDimension()
                         << " is out of range [0, " << resultType.getRank()
                         << ") (C1)";
  auto shapeType = getOutputShape().getType();
  if (shapeType.hasStaticShape() &&
      shapeType.getDimSize(0) != resultType.getRank())
    return emitOpError() << "output_shape has " << shapeType.getDimSize(0)
                         << " values, result rank is " << resultType.getRank()
                         << " (C2)";
  return success();
}

LogicalResult DynamicPadOp::verify() {
  auto operandType = getOperand().getType();
  if (getPaddingValue().getType().getRank() != 0)
    return emitOpError() << "padding_value must be rank 0";
  if (failed(verifySameElementType(*this, operandType,
                                   getPaddingValue().getType(), "(C1)")) ||
      failed(verifySameElementType(*this, operandType, getType(), "(C1)")))
    return failure();
  for (Value v : {getEdgePaddingLow(), getEdgePaddingHigh(),
                  getInteriorPadding()}) {
    auto type = cast<ShapedType>(v.getType());
    if (type.hasStaticShape() && type.getDimSize(0) != operandType.getRank())
      return emitOpError() << "padding amounts need one value per operand "
                              "dimension (C2)";
  }
  if (getType().getRank() != operandType.getRank())
    return emitOpError() << "result rank must equal operand rank";
  return success();
}

LogicalResult DynamicReshapeOp::verify() {
  if (failed(verifySameElementType(*this, getOperand().getType(), getType(),
                                   "(C1)")))
    return failure();
  auto shapeType = getOutputShape().getType();
  if (shapeType.hasStaticShape() &&
      shapeType.getDimSize(0) != getType().getRank())
    return emitOpError() << "output_shape has " << shapeType.getDimSize(0)
                         << " values, result rank is " << getType().getRank()
                         << " (C4)";
  std::optional<int64_t> a = staticSize(getOperand().getType()),
                         b = staticSize(getType());
  if (a && b && *a != *b)
    return emitOpError() << "operand has " << *a << " elements, result has "
                         << *b << " (C2)";
  return success();
}

LogicalResult RealDynamicSliceOp::verify() {
  auto operandType = getOperand().getType();
  if (failed(verifySameElementType(*this, operandType, getType(), "(C1)")))
    return failure();
  for (Value v : {getStartIndices(), getLimitIndices(), getStrides()}) {
    auto type = cast<ShapedType>(v.getType());
    if (type.hasStaticShape() && type.getDimSize(0) != operandType.getRank())
      return emitOpError() << "start, limit and strides need one value per "
                              "operand dimension (C2)";
  }
  if (getType().getRank() != operandType.getRank())
    return emitOpError() << "result rank must equal operand rank";
  return success();
}
