//===- StablehloIndexingOps.cpp - gather, scatter, torch_index_select ----===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include "llvm/ADT/DenseSet.h"
#include <set>

using namespace mlir;
using namespace mlir::stablehlo;

//===----------------------------------------------------------------------===//
// Dimension-number attributes
//===----------------------------------------------------------------------===//

namespace {
const StringRef kGatherLists[] = {"offset_dims", "collapsed_slice_dims",
                                  "operand_batching_dims",
                                  "start_indices_batching_dims",
                                  "start_index_map"};
const StringRef kScatterLists[] = {
    "update_window_dims", "inserted_window_dims", "input_batching_dims",
    "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"};
const StringRef kIndexVectorDim[] = {"index_vector_dim"};
} // namespace

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<SmallVector<int64_t>> lists;
  SmallVector<int64_t> ints;
  if (parseIntegerFields(parser, kGatherLists, lists, kIndexVectorDim, ints))
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3],
             lists[4], ints[0]);
}

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printIntegerFields(printer, kGatherLists,
                     {getOffsetDims(), getCollapsedSliceDims(),
                      getOperandBatchingDims(), getStartIndicesBatchingDims(),
                      getStartIndexMap()},
                     kIndexVectorDim, {getIndexVectorDim()});
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<SmallVector<int64_t>> lists;
  SmallVector<int64_t> ints;
  if (parseIntegerFields(parser, kScatterLists, lists, kIndexVectorDim, ints))
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3],
             lists[4], ints[0]);
}

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printIntegerFields(printer, kScatterLists,
                     {getUpdateWindowDims(), getInsertedWindowDims(),
                      getInputBatchingDims(), getScatterIndicesBatchingDims(),
                      getScatterDimsToOperandDims()},
                     kIndexVectorDim, {getIndexVectorDim()});
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

namespace {
/// Checks that concatenation of `a` and `b` has no repeated value.
LogicalResult verifyDisjoint(Operation *op, ArrayRef<int64_t> a,
                             ArrayRef<int64_t> b, StringRef what,
                             StringRef rule) {
  // Not a DenseSet: INT64_MAX and INT64_MIN are its reserved keys.
  std::set<int64_t> seen(a.begin(), a.end());
  if (seen.size() != a.size())
    return op->emitOpError() << what << " repeat a dimension " << rule;
  for (int64_t d : b)
    if (!seen.insert(d).second)
      return op->emitOpError() << what << " repeat dimension " << d << " "
                               << rule;
  return success();
}

/// The checks gather and dynamic_gather share. `sliceSizes` is empty when
/// unknown until run time.
LogicalResult verifyGather(Operation *op, ShapedType operandType,
                           ShapedType indicesType,
                           GatherDimensionNumbersAttr dims,
                           std::optional<ArrayRef<int64_t>> sliceSizes,
                           ShapedType resultType) {
  int64_t operandRank = operandType.getRank();
  int64_t indicesRank = indicesType.getRank();
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatching = dims.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
  int64_t indexVectorDim = dims.getIndexVectorDim();

  if (operandRank != int64_t(offsetDims.size() + collapsed.size() +
                             operandBatching.size()))
    return op->emitOpError()
           << "rank(operand) must equal size(offset_dims) + "
              "size(collapsed_slice_dims) + size(operand_batching_dims) (C1)";
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return op->emitOpError() << "index_vector_dim " << indexVectorDim
                             << " is out of range [0, " << indicesRank
                             << "] (C2)";
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indicesType.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      int64_t(startIndexMap.size()) != indexVectorSize)
    return op->emitOpError() << "start_index_map has " << startIndexMap.size()
                             << " values, the index vector has "
                             << indexVectorSize << " (C3)";
  if (failed(verifyDimensionList(op, offsetDims, resultType.getRank(),
                                 "offset_dims", "(C4, C5)", true)) ||
      failed(verifyDisjoint(op, collapsed, operandBatching,
                            "collapsed_slice_dims and operand_batching_dims",
                            "(C6)")) ||
      failed(verifyDimensionList(op, collapsed, operandRank,
                                 "collapsed_slice_dims", "(C7, C8)", true)) ||
      failed(verifyDimensionList(op, operandBatching, operandRank,
                                 "operand_batching_dims", "(C10, C11)", true)) ||
      failed(verifyDimensionList(op, indicesBatching, indicesRank,
                                 "start_indices_batching_dims", "(C13, C14)")))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return op->emitOpError()
           << "index_vector_dim is one of start_indices_batching_dims (C15)";
  if (operandBatching.size() != indicesBatching.size())
    return op->emitOpError() << "operand_batching_dims and "
                                "start_indices_batching_dims differ in size (C16)";
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching))
    if (!compatibleDim(operandType.getDimSize(o), indicesType.getDimSize(i)))
      return op->emitOpError() << "operand dimension " << o
                               << " and start_indices dimension " << i
                               << " differ in size (C17)";
  if (failed(verifyDisjoint(op, startIndexMap, operandBatching,
                            "start_index_map and operand_batching_dims",
                            "(C18)")) ||
      failed(verifyDimensionList(op, startIndexMap, operandRank,
                                 "start_index_map", "(C19)")))
    return failure();
  if (failed(verifySameElementType(op, operandType, resultType, "(C23)")))
    return failure();
  if (!sliceSizes)
    return success();
  if (int64_t(sliceSizes->size()) != operandRank)
    return op->emitOpError() << "slice_sizes has " << sliceSizes->size()
                             << " values, operand rank is " << operandRank
                             << " (C20)";
  for (auto [d, size] : llvm::enumerate(*sliceSizes)) {
    int64_t dimSize = operandType.getDimSize(d);
    if (size < 0 || (!ShapedType::isDynamic(dimSize) && size > dimSize))
      return op->emitOpError() << "slice size " << size << " of dimension "
                               << d << " must lie in [0, " << dimSize
                               << "] (C21)";
  }
  for (int64_t d : collapsed)
    if ((*sliceSizes)[d] > 1)
      return op->emitOpError() << "collapsed dimension " << d
                               << " has slice size " << (*sliceSizes)[d]
                               << ", at most 1 allowed (C9)";
  for (int64_t d : operandBatching)
    if ((*sliceSizes)[d] > 1)
      return op->emitOpError() << "batching dimension " << d
                               << " has slice size " << (*sliceSizes)[d]
                               << ", at most 1 allowed (C12)";
  // (C22): batch dims from start_indices, offset dims from slice_sizes.
  SmallVector<int64_t> batchSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      batchSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsetSizes.push_back((*sliceSizes)[d]);
  int64_t resultRank = int64_t(batchSizes.size() + offsetSizes.size());
  SmallVector<int64_t> expected;
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t d = 0; d < resultRank; ++d) {
    if (llvm::is_contained(offsetDims, d)) {
      if (nextOffset >= offsetSizes.size())
        return op->emitOpError() << "offset_dims do not fit the result (C22)";
      expected.push_back(offsetSizes[nextOffset++]);
    } else {
      if (nextBatch >= batchSizes.size())
        return op->emitOpError() << "offset_dims do not fit the result (C22)";
      expected.push_back(batchSizes[nextBatch++]);
    }
  }
  return verifyShape(op, resultType, expected, "result", "(C22)");
}
} // namespace

LogicalResult GatherOp::verify() {
  return verifyGather(*this, getOperand().getType(),
                      getStartIndices().getType(), getDimensionNumbers(),
                      getSliceSizes(), getType());
}

LogicalResult DynamicGatherOp::verify() {
  auto sliceSizesType = getSliceSizes().getType();
  if (sliceSizesType.hasStaticShape() &&
      sliceSizesType.getDimSize(0) != getOperand().getType().getRank())
    return emitOpError() << "slice_sizes needs one value per operand dimension";
  return verifyGather(*this, getOperand().getType(),
                      getStartIndices().getType(), getDimensionNumbers(),
                      std::nullopt, getType());
}

/// (C23), (C25): scatter's update_computation takes 2N scalars (N inputs'
/// and N updates' elements, promotable to the results') and returns N.
static LogicalResult verifyScatterComputation(ScatterOp op, size_t n) {
  Block &body = op.getUpdateComputation().front();
  if (body.getNumArguments() != 2 * n)
    return op.emitOpError() << "update_computation takes " << 2 * n
                         << " arguments (C23)";
  if (op.getNumResults() != n)
    return op.emitOpError() << "has " << n << " results";
  for (size_t i = 0; i < 2 * n; ++i) {
    auto argType = dyn_cast<ShapedType>(body.getArgument(i).getType());
    Type input = cast<ShapedType>(op.getInputs()[i % n].getType()).getElementType();
    Type result = cast<ShapedType>(op.getResult(i % n).getType()).getElementType();
    if (!argType || argType.getRank() != 0 ||
        argType.getElementType() != result ||
        !isPromotable(input, argType.getElementType()))
      return op.emitOpError() << "update_computation argument " << i
                           << " must be tensor<" << result
                           << ">, a promotion of " << input << " (C23, C25)";
  }
  Operation *terminator = terminatorOf(body);
  if (!terminator)
    return op.emitOpError() << "update_computation must end in a return";
  if (terminator->getNumOperands() != n)
    return op.emitOpError() << "update_computation returns " << n
                         << " values (C23)";
  for (size_t i = 0; i < n; ++i) {
    auto retType = dyn_cast<ShapedType>(terminator->getOperand(i).getType());
    if (!retType || retType.getRank() != 0 ||
        retType.getElementType() !=
            cast<ShapedType>(op.getResult(i).getType()).getElementType())
      return op.emitOpError() << "update_computation result " << i
                           << " must be a scalar of result " << i
                           << "'s element type (C23, C25)";
  }
  return success();
}

LogicalResult ScatterOp::verify() {
  if ((getNumOperands() - 1) % 2 != 0)
    return emitOpError() << "needs as many updates as inputs (C5)";
  size_t n = getInputs().size();
  if (n == 0 || getUpdates().size() != n)
    return emitOpError() << "needs as many updates as inputs, at least one (C5)";
  auto inputType = cast<ShapedType>(getInputs().front().getType());
  auto updateType = cast<ShapedType>(getUpdates().front().getType());
  auto indicesType = getScatterIndices().getType();
  for (Value v : getInputs())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           inputType.getShape(), "every input", "(C1)")))
      return failure();
  for (Value v : getUpdates())
    if (failed(verifyShape(*this, cast<ShapedType>(v.getType()),
                           updateType.getShape(), "every update", "(C3)")))
      return failure();
  for (size_t i = 0; i < n; ++i)
    if (failed(verifySameElementType(*this, getInputs()[i].getType(),
                                     getUpdates()[i].getType(), "(C6)")))
      return failure();
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatching = dims.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> toOperand = dims.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t inputRank = inputType.getRank();
  int64_t indicesRank = indicesType.getRank();
  if (inputRank != int64_t(windowDims.size() + inserted.size() +
                           inputBatching.size()))
    return emitOpError() << "rank(inputs[0]) must equal size(update_window_dims)"
                            " + size(inserted_window_dims) + "
                            "size(input_batching_dims) (C2)";
  if (failed(verifyDimensionList(*this, windowDims, updateType.getRank(),
                                 "update_window_dims", "(C7, C8)", true)) ||
      failed(verifyDisjoint(*this, inserted, inputBatching,
                            "inserted_window_dims and input_batching_dims",
                            "(C9)")) ||
      failed(verifyDimensionList(*this, inserted, inputRank,
                                 "inserted_window_dims", "(C10, C11)", true)) ||
      failed(verifyDimensionList(*this, inputBatching, inputRank,
                                 "input_batching_dims", "(C12, C13)", true)) ||
      failed(verifyDimensionList(*this, indicesBatching, indicesRank,
                                 "scatter_indices_batching_dims",
                                 "(C14, C15)")))
    return failure();
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return emitOpError()
           << "index_vector_dim is one of scatter_indices_batching_dims (C16)";
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError() << "input_batching_dims and "
                            "scatter_indices_batching_dims differ in size (C17)";
  for (auto [o, i] : llvm::zip(inputBatching, indicesBatching))
    if (!compatibleDim(inputType.getDimSize(o), indicesType.getDimSize(i)))
      return emitOpError() << "input dimension " << o
                           << " and scatter_indices dimension " << i
                           << " differ in size (C18)";
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError() << "index_vector_dim " << indexVectorDim
                         << " is out of range [0, " << indicesRank << "] (C22)";
  int64_t indexVectorSize =
      indexVectorDim < indicesRank ? indicesType.getDimSize(indexVectorDim) : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      int64_t(toOperand.size()) != indexVectorSize)
    return emitOpError() << "scatter_dims_to_operand_dims has "
                         << toOperand.size() << " values, the index vector has "
                         << indexVectorSize << " (C19)";
  if (failed(verifyDisjoint(*this, toOperand, inputBatching,
                            "scatter_dims_to_operand_dims and "
                            "input_batching_dims",
                            "(C20)")) ||
      failed(verifyDimensionList(*this, toOperand, inputRank,
                                 "scatter_dims_to_operand_dims", "(C21)")))
    return failure();
  // (C4): the scatter dims of updates follow scatter_indices (without the
  // index vector dim); the window dims are at most the input's.
  SmallVector<int64_t> scatterSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      scatterSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> windowBounds;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!llvm::is_contained(inserted, d) &&
        !llvm::is_contained(inputBatching, d))
      windowBounds.push_back(inputType.getDimSize(d));
  if (updateType.getRank() != int64_t(scatterSizes.size() + windowDims.size()))
    return emitOpError() << "updates rank " << updateType.getRank()
                         << " must be " << scatterSizes.size() + windowDims.size()
                         << " (C4)";
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t d = 0; d < updateType.getRank(); ++d) {
    int64_t size = updateType.getDimSize(d);
    if (llvm::is_contained(windowDims, d)) {
      int64_t bound = windowBounds[nextWindow++];
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
          size > bound)
        return emitOpError() << "update window dimension " << d << " of size "
                             << size << " exceeds the input's " << bound
                             << " (C4)";
    } else if (!compatibleDim(size, scatterSizes[nextScatter++])) {
      return emitOpError() << "update dimension " << d
                           << " does not match scatter_indices (C4)";
    }
  }
  if (failed(verifyScatterComputation(*this, n)))
    return failure();
  for (size_t i = 0; i < n; ++i)
    if (failed(verifyShape(*this, cast<ShapedType>(getResult(i).getType()),
                           inputType.getShape(), "every result", "(C24)")))
      return failure();
  return success();
}

LogicalResult TorchIndexSelectOp::verify() {
  auto operandType = getOperand().getType();
  auto indexType = getIndex().getType();
  int64_t dim = getDim(), batchDims = getBatchDims();
  if (dim < 0 || dim >= operandType.getRank())
    return emitOpError() << "dim " << dim << " is out of range [0, "
                         << operandType.getRank() << ")";
  if (batchDims < 0 || batchDims > dim || batchDims > indexType.getRank())
    return emitOpError() << "batch_dims " << batchDims
                         << " must lie in [0, min(dim, rank(index))]";
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < dim; ++d)
    expected.push_back(operandType.getDimSize(d));
  for (int64_t d = batchDims; d < indexType.getRank(); ++d)
    expected.push_back(indexType.getDimSize(d));
  for (int64_t d = dim + 1; d < operandType.getRank(); ++d)
    expected.push_back(operandType.getDimSize(d));
  for (int64_t d = 0; d < batchDims; ++d)
    if (!compatibleDim(operandType.getDimSize(d), indexType.getDimSize(d)))
      return emitOpError() << "batch dimension " << d
                           << " differs between operand and index";
  if (failed(verifySameElementType(*this, operandType, getType(), "")))
    return failure();
  return verifyShape(*this, getType(), expected, "result",
                     "(operand[:dim] ++ index[batch_dims:] ++ operand[dim+1:])");
}
