//===- IndexingOps.cpp - gather, scatter, torch_index_select -------------===//
//
// gather and scatter follow the index formulas of their sections in the
// specification; the names (full_start_index, full_batching_index, ...) are
// the spec's.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CombineTyped.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

#include <limits>

namespace mlir {
namespace shlo {

namespace {
/// Every element of an integer indices tensor as int64_t, read once per op
/// (as Element::toIndex reads it: unsigned values beyond INT64_MAX become
/// INT64_MAX, which then clamps like any too-large index).
std::vector<int64_t> readIndices(const Tensor &indices) {
  std::vector<int64_t> values(size_t(indices.getNumElements()));
  // Integer storage of 8 to 64 bits (and i1) holds the value itself.
  bool typed = typedKernelsEnabled() &&
               isa<IntegerType>(indices.getElementType()) &&
               dispatchStorageType(indices.getElementType(), [&](auto tag) {
                 using T = typename decltype(tag)::type;
                 if constexpr (std::is_integral_v<T>) {
                   const T *in = indices.data<T>();
                   for (size_t i = 0; i < values.size(); ++i) {
                     if constexpr (std::is_same_v<T, uint64_t>)
                       values[i] = in[i] > uint64_t(INT64_MAX)
                                       ? INT64_MAX
                                       : int64_t(in[i]);
                     else
                       values[i] = int64_t(in[i]);
                   }
                 }
               });
  if (!typed)
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = indices.getLinear(int64_t(i)).toIndex();
  return values;
}

/// The index vector at `batchIndex` of an indices tensor (read by
/// readIndices into `values`) whose vectors run along `indexVectorDim` (a
/// trailing implicit dimension of size 1 when `indexVectorDim` equals its
/// rank), written to `result`.
void readIndexVector(const Tensor &indices, ArrayRef<int64_t> values,
                     ArrayRef<int64_t> batchIndex, int64_t indexVectorDim,
                     SmallVectorImpl<int64_t> &result) {
  ArrayRef<int64_t> strides = indices.getStrides();
  int64_t rank = indices.getRank();
  int64_t offset = 0;
  for (int64_t d = 0, b = 0; d < rank; ++d)
    if (d != indexVectorDim)
      offset += batchIndex[b++] * strides[d];
  result.clear();
  if (indexVectorDim >= rank) {
    result.push_back(values[offset]);
    return;
  }
  for (int64_t k = 0; k < indices.getShape()[indexVectorDim]; ++k)
    result.push_back(values[offset + k * strides[indexVectorDim]]);
}

/// Result elements per chunk when gather is split over threads.
constexpr int64_t kGatherGrainElements = int64_t(1) << 16;

/// Dimensions of `rank` not in `excluded` (in order).
SmallVector<int64_t> complement(int64_t rank, ArrayRef<int64_t> a,
                                ArrayRef<int64_t> b = {}) {
  SmallVector<int64_t> result;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
      result.push_back(d);
  return result;
}
/// What gather's operands break at run time (the static checks are the
/// verifier's): slice sizes, index vector length, batching dims.
llvm::Error checkGatherOperands(const Tensor &operand,
                                const Tensor &startIndices,
                                const GatherDims &dims,
                                ArrayRef<int64_t> sliceSizes) {
  int64_t operandRank = operand.getRank();
  if (int64_t(sliceSizes.size()) != operandRank)
    return evalError("slice_sizes needs " + Twine(operandRank) + " values");
  int64_t indexVectorSize = dims.indexVectorDim < startIndices.getRank()
                                ? startIndices.getShape()[dims.indexVectorDim]
                                : 1;
  if (indexVectorSize != int64_t(dims.startIndexMap.size()))
    return evalError("index vectors have " + Twine(indexVectorSize) +
                     " values at run time, start_index_map has " +
                     Twine(dims.startIndexMap.size()));
  for (auto [o, i] :
       llvm::zip(dims.operandBatchingDims, dims.startIndicesBatchingDims))
    if (operand.getShape()[o] != startIndices.getShape()[i])
      return evalError("batching dimensions differ at run time");
  for (int64_t d = 0; d < operandRank; ++d)
    if (sliceSizes[d] < 0 || sliceSizes[d] > operand.getShape()[d])
      return evalError("slice size " + Twine(sliceSizes[d]) +
                       " does not fit dimension " + Twine(d) + " of size " +
                       Twine(operand.getShape()[d]));
  return llvm::Error::success();
}
} // namespace

llvm::Expected<Tensor> evalGatherOp(const Tensor &operand,
                                    const Tensor &startIndices,
                                    const GatherDims &dims,
                                    ArrayRef<int64_t> sliceSizes,
                                    ShapedType resultType,
                                    const InterpreterOptions &options) {
  int64_t operandRank = operand.getRank();
  if (llvm::Error error =
          checkGatherOperands(operand, startIndices, dims, sliceSizes))
    return std::move(error);
  SmallVector<int64_t> windowOperandDims = complement(
      operandRank, dims.collapsedSliceDims, dims.operandBatchingDims);
  SmallVector<int64_t> batchSizes, shape;
  for (int64_t d = 0; d < startIndices.getRank(); ++d)
    if (d != dims.indexVectorDim)
      batchSizes.push_back(startIndices.getShape()[d]);
  int64_t rank = int64_t(batchSizes.size() + windowOperandDims.size());
  for (int64_t d = 0, b = 0, o = 0; d < rank; ++d)
    shape.push_back(llvm::is_contained(dims.offsetDims, d)
                        ? sliceSizes[windowOperandDims[o++]]
                        : batchSizes[b++]);
  if (!resultType.hasStaticShape() || resultType.getShape() != ArrayRef(shape))
    resultType = RankedTensorType::get(shape, resultType.getElementType());
  if (llvm::Error error = checkTensorSize(resultType, options))
    return std::move(error);

  // Every result element is written once (one window per batch index).
  Tensor result = typedKernelsEnabled() ? Tensor::uninitialized(resultType)
                                        : Tensor(resultType);
  SmallVector<int64_t> batchDims =
      complement(resultType.getRank(), dims.offsetDims);

  // The slice at one batch index is a strided window of the operand copied
  // to the result's offset dims.
  SmallVector<int64_t> windowShape, windowFrom, windowTo;
  for (auto [i, d] : llvm::enumerate(windowOperandDims)) {
    windowShape.push_back(sliceSizes[d]);
    windowFrom.push_back(operand.getStrides()[d]);
    windowTo.push_back(result.getStrides()[dims.offsetDims[i]]);
  }
  WindowCopy copyWindow(operand, windowFrom, result, windowTo, windowShape);

  // Batch dimension b steps the index vector, the result and (through the
  // batching dims) the operand by fixed strides.
  struct BatchDim {
    int64_t size, indexStride, resultStride, operandStride = 0;
  };
  SmallVector<BatchDim> batch;
  for (int64_t d = 0; d < startIndices.getRank(); ++d)
    if (d != dims.indexVectorDim)
      batch.push_back({startIndices.getShape()[d], startIndices.getStrides()[d],
                       result.getStrides()[batchDims[batch.size()]]});
  for (auto [dOperand, dStart] :
       llvm::zip(dims.operandBatchingDims, dims.startIndicesBatchingDims))
    batch[dStart - (dStart < dims.indexVectorDim ? 0 : 1)].operandStride +=
        operand.getStrides()[dOperand];
  // Index vector element k starts operand dimension startIndexMap[k]
  // (distinct dimensions, C19), clamped so that the slice fits.
  int64_t vectorStride = dims.indexVectorDim < startIndices.getRank()
                             ? startIndices.getStrides()[dims.indexVectorDim]
                             : 0;
  SmallVector<int64_t> startLimit, startStride;
  for (int64_t d : dims.startIndexMap) {
    startLimit.push_back(operand.getShape()[d] - sliceSizes[d]);
    startStride.push_back(operand.getStrides()[d]);
  }
  std::vector<int64_t> indexValues = readIndices(startIndices);
  int64_t numBatches = 1;
  for (const BatchDim &b : batch)
    numBatches *= b.size;
  if (numBatches == 0 || result.getNumElements() == 0)
    return result;

  // Batch indices [begin, end) in row-major order, as an odometer over the
  // batch dims. Each batch index writes its own window of the result.
  auto copyBatches = [&](int64_t begin, int64_t end) {
    int64_t rank = int64_t(batch.size());
    SmallVector<int64_t, 6> index(rank, 0);
    int64_t indexAt = 0, resultAt = 0, operandAt = 0;
    for (int64_t d = rank - 1, rest = begin; d >= 0; --d) {
      index[d] = rest % batch[d].size;
      rest /= batch[d].size;
      indexAt += index[d] * batch[d].indexStride;
      resultAt += index[d] * batch[d].resultStride;
      operandAt += index[d] * batch[d].operandStride;
    }
    for (int64_t n = begin; n < end; ++n) {
      int64_t from = operandAt;
      for (size_t k = 0; k < startStride.size(); ++k)
        from += std::clamp<int64_t>(indexValues[indexAt + k * vectorStride], 0,
                                    startLimit[k]) *
                startStride[k];
      copyWindow(from, resultAt);
      for (int64_t d = rank - 1; d >= 0; --d) {
        indexAt += batch[d].indexStride;
        resultAt += batch[d].resultStride;
        operandAt += batch[d].operandStride;
        if (++index[d] < batch[d].size)
          break;
        indexAt -= batch[d].indexStride * batch[d].size;
        resultAt -= batch[d].resultStride * batch[d].size;
        operandAt -= batch[d].operandStride * batch[d].size;
        index[d] = 0;
      }
    }
  };
  // The typed copies split the batch indices over threads (disjoint
  // windows of the result: any thread count writes the same bytes); the
  // Element path runs on the calling thread.
  if (!typedKernelsEnabled()) {
    copyBatches(0, numBatches);
    return result;
  }
  int64_t windowElements = std::max<int64_t>(1, result.getNumElements() / numBatches);
  parallelFor(numBatches,
              std::max<int64_t>(1, kGatherGrainElements / windowElements),
              copyBatches);
  return result;
}

llvm::Expected<Tensor> evalDynamicGatherOp(const Tensor &operand,
                                           const Tensor &startIndices,
                                           const Tensor &sliceSizes,
                                           const GatherDims &dims,
                                           ShapedType resultType,
                                           const InterpreterOptions &options) {
  SmallVector<int64_t> sizes;
  for (int64_t i = 0; i < sliceSizes.getNumElements(); ++i)
    sizes.push_back(sliceSizes.getLinear(i).toInt64());
  return evalGatherOp(operand, startIndices, dims, sizes, resultType, options);
}

namespace {
/// Run-time shape checks of scatter (types with `?` defer them here).
llvm::Error checkScatterShapes(ArrayRef<Tensor> inputs, const Tensor &indices,
                               ArrayRef<Tensor> updates,
                               const ScatterDims &dims) {
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return evalError("inputs differ in shape at run time");
  for (const Tensor &t : updates)
    if (t.getShape() != updates.front().getShape())
      return evalError("updates differ in shape at run time");
  int64_t indexVectorSize = dims.indexVectorDim < indices.getRank()
                                ? indices.getShape()[dims.indexVectorDim]
                                : 1;
  if (indexVectorSize != int64_t(dims.scatterDimsToOperandDims.size()))
    return evalError("index vectors have " + Twine(indexVectorSize) +
                     " values at run time");
  SmallVector<int64_t> scatterSizes;
  for (int64_t d = 0; d < indices.getRank(); ++d)
    if (d != dims.indexVectorDim)
      scatterSizes.push_back(indices.getShape()[d]);
  ArrayRef<int64_t> updateShape = updates.front().getShape();
  SmallVector<int64_t> updateScatterSizes;
  for (int64_t d = 0; d < int64_t(updateShape.size()); ++d)
    if (!llvm::is_contained(dims.updateWindowDims, d))
      updateScatterSizes.push_back(updateShape[d]);
  if (updateScatterSizes != scatterSizes)
    return evalError("updates do not match scatter_indices at run time");
  SmallVector<int64_t> windowDims =
      complement(inputs.front().getRank(), dims.insertedWindowDims,
                 dims.inputBatchingDims);
  for (auto [i, d] : llvm::enumerate(dims.updateWindowDims))
    if (updateShape[d] > inputs.front().getShape()[windowDims[i]])
      return evalError("update window exceeds the input at run time");
  for (auto [o, i] :
       llvm::zip(dims.inputBatchingDims, dims.scatterIndicesBatchingDims))
    if (inputs.front().getShape()[o] != indices.getShape()[i])
      return evalError("batching dimensions differ at run time");
  return llvm::Error::success();
}
} // namespace

llvm::Expected<SmallVector<Tensor>>
evalScatterOp(ArrayRef<Tensor> inputs, const Tensor &scatterIndices,
              ArrayRef<Tensor> updates, const ScatterDims &dims,
              const Combiner &combiner, ArrayRef<Type> resultElementTypes) {
  if (llvm::Error error =
          checkScatterShapes(inputs, scatterIndices, updates, dims))
    return std::move(error);
  SmallVector<Tensor> results;
  for (auto [i, input] : llvm::enumerate(inputs)) {
    Type type = resultElementTypes.empty() ? input.getElementType()
                                           : resultElementTypes[i];
    // Results have the computation's (possibly promoted) element type.
    results.push_back(type == input.getElementType()
                          ? input.clone()
                          : evalConvertOp(input, input.getType().clone(type)));
  }
  const Tensor &update0 = updates.front();
  ArrayRef<int64_t> inputShape = inputs.front().getShape();
  int64_t inputRank = int64_t(inputShape.size());
  SmallVector<int64_t> updateScatterDims =
      complement(update0.getRank(), dims.updateWindowDims);
  SmallVector<int64_t> windowInputDims =
      complement(inputRank, dims.insertedWindowDims, dims.inputBatchingDims);
  SmallVector<int64_t> scatterShape, windowShape;
  for (int64_t d : updateScatterDims)
    scatterShape.push_back(update0.getShape()[d]);
  for (int64_t d : dims.updateWindowDims)
    windowShape.push_back(update0.getShape()[d]);

  // Visits (update position, result position) of every in-bounds update
  // element, window by window.
  SmallVector<int64_t> windowUpdateStrides, windowResultStrides, windowExtent(
                                                                  inputRank, 1);
  for (auto [i, d] : llvm::enumerate(dims.updateWindowDims)) {
    windowUpdateStrides.push_back(update0.getStrides()[d]);
    windowResultStrides.push_back(
        results.front().getStrides()[windowInputDims[i]]);
    windowExtent[windowInputDims[i]] = windowShape[i];
  }
  std::vector<int64_t> indexValues = readIndices(scatterIndices);
  SmallVector<int64_t> startIndex;
  auto visitPairs = [&](auto apply) {
    Index resultIndex(inputRank, 0);
    for (const Index &scatterIndex : IndexRange(scatterShape)) {
      readIndexVector(scatterIndices, indexValues, scatterIndex,
                      dims.indexVectorDim, startIndex);
      SmallVector<int64_t> base(inputRank, 0);
      for (auto [dStart, dInput] :
           llvm::enumerate(dims.scatterDimsToOperandDims))
        base[dInput] = startIndex[dStart];
      for (auto [dInput, dStart] :
           llvm::zip(dims.inputBatchingDims, dims.scatterIndicesBatchingDims))
        base[dInput] +=
            scatterIndex[dStart - (dStart < dims.indexVectorDim ? 0 : 1)];
      int64_t updateBase = 0;
      for (auto [i, d] : llvm::enumerate(updateScatterDims))
        updateBase += scatterIndex[i] * update0.getStrides()[d];
      bool whole = true, disjoint = false;
      for (int64_t d = 0; d < inputRank; ++d) {
        if (base[d] < 0 || base[d] > inputShape[d] - windowExtent[d])
          whole = false;
        // No element of the window can be in bounds (also keeps the sums
        // below from overflowing for huge indices).
        if (base[d] >= inputShape[d] || base[d] <= -windowExtent[d])
          disjoint = true;
      }
      if (disjoint)
        continue;
      if (whole) {
        // Entirely in bounds: walk both strided windows in step.
        int64_t resultBase = results.front().linearize(base);
        forEachOffset(windowShape, windowResultStrides, resultBase,
                      [&, u = updateBase, index = Index(windowShape.size(), 0)](
                          int64_t r) mutable {
                        apply(u, r);
                        // Advance the update offset like an odometer.
                        for (int64_t i = int64_t(windowShape.size()) - 1; i >= 0;
                             --i) {
                          u += windowUpdateStrides[i];
                          if (++index[i] < windowShape[i])
                            return;
                          u -= windowUpdateStrides[i] * windowShape[i];
                          index[i] = 0;
                        }
                      });
        continue;
      }
      for (const Index &windowIndex : IndexRange(windowShape)) {
        bool inBounds = true;
        resultIndex.assign(base.begin(), base.end());
        for (auto [i, d] : llvm::enumerate(windowInputDims))
          resultIndex[d] += windowIndex[i];
        for (int64_t d = 0; d < inputRank; ++d)
          if (resultIndex[d] < 0 || resultIndex[d] >= inputShape[d])
            inBounds = false;
        if (!inBounds)
          continue;
        int64_t u = updateBase;
        for (auto [i, stride] : llvm::enumerate(windowUpdateStrides))
          u += windowIndex[i] * stride;
        apply(u, results.front().linearize(resultIndex));
      }
    }
  };

  if (combiner.kind && inputs.size() == 1 &&
      updates.front().getElementType() == results.front().getElementType() &&
      combineTypedWith(*combiner.kind, results.front(), updates.front(),
                       visitPairs))
    return results;
  // The first error stops the combining; the remaining pairs are skipped.
  llvm::Error error = llvm::Error::success();
  visitPairs([&](int64_t u, int64_t r) {
    if (error)
      return;
    error = combineInto(combiner, results, r, updates, u);
  });
  if (error)
    return std::move(error);
  return results;
}

llvm::Expected<Tensor> evalTorchIndexSelectOp(const Tensor &operand,
                                              const Tensor &index, int64_t dim,
                                              int64_t batchDims,
                                              ShapedType resultType,
                                              const InterpreterOptions &options) {
  for (int64_t d = 0; d < batchDims; ++d)
    if (operand.getShape()[d] != index.getShape()[d])
      return evalError("batch dimension " + Twine(d) +
                       " differs between operand and index at run time");
  for (int64_t i = 0; i < index.getNumElements(); ++i) {
    int64_t v = index.getLinear(i).toIndex();
    if (v < 0 || v >= operand.getShape()[dim])
      return evalError("index " + Twine(v) + " is out of range [0, " +
                       Twine(operand.getShape()[dim]) + ") of dimension " +
                       Twine(dim));
  }
  SmallVector<int64_t> shape(operand.getShape().take_front(dim));
  llvm::append_range(shape, index.getShape().drop_front(batchDims));
  llvm::append_range(shape, operand.getShape().drop_front(dim + 1));
  if (!resultType.hasStaticShape() || resultType.getShape() != ArrayRef(shape))
    resultType = RankedTensorType::get(shape, resultType.getElementType());
  if (llvm::Error error = checkTensorSize(resultType, options))
    return std::move(error);
  // result[b..., i..., rest...] with b the batch dims, i the index's own
  // dims, = operand[b..., index[b..., i...], rest...].
  Tensor result(resultType);
  int64_t indexRank = index.getRank();
  for (const Index &resultIndex : result.indices()) {
    Index indexIndex(resultIndex.begin(), resultIndex.begin() + batchDims);
    indexIndex.append(resultIndex.begin() + dim,
                      resultIndex.begin() + dim + (indexRank - batchDims));
    Index operandIndex(resultIndex.begin(), resultIndex.begin() + dim);
    operandIndex.push_back(index.get(indexIndex).toIndex());
    operandIndex.append(resultIndex.begin() + dim + (indexRank - batchDims),
                        resultIndex.end());
    result.set(resultIndex, operand.get(operandIndex));
  }
  return result;
}

namespace {
using namespace mlir::stablehlo;

GatherDims decode(GatherDimensionNumbersAttr attr) {
  GatherDims dims;
  dims.offsetDims.assign(attr.getOffsetDims().begin(), attr.getOffsetDims().end());
  dims.collapsedSliceDims.assign(attr.getCollapsedSliceDims().begin(),
                                 attr.getCollapsedSliceDims().end());
  dims.operandBatchingDims.assign(attr.getOperandBatchingDims().begin(),
                                  attr.getOperandBatchingDims().end());
  dims.startIndicesBatchingDims.assign(attr.getStartIndicesBatchingDims().begin(),
                                       attr.getStartIndicesBatchingDims().end());
  dims.startIndexMap.assign(attr.getStartIndexMap().begin(),
                            attr.getStartIndexMap().end());
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

ScatterDims decode(ScatterDimensionNumbersAttr attr) {
  ScatterDims dims;
  dims.updateWindowDims.assign(attr.getUpdateWindowDims().begin(),
                               attr.getUpdateWindowDims().end());
  dims.insertedWindowDims.assign(attr.getInsertedWindowDims().begin(),
                                 attr.getInsertedWindowDims().end());
  dims.inputBatchingDims.assign(attr.getInputBatchingDims().begin(),
                                attr.getInputBatchingDims().end());
  dims.scatterIndicesBatchingDims.assign(
      attr.getScatterIndicesBatchingDims().begin(),
      attr.getScatterIndicesBatchingDims().end());
  dims.scatterDimsToOperandDims.assign(attr.getScatterDimsToOperandDims().begin(),
                                       attr.getScatterDimsToOperandDims().end());
  dims.indexVectorDim = attr.getIndexVectorDim();
  return dims;
}

llvm::Expected<EvalResults> evalGather(GatherOp op,
                                       const OperandValues &operands,
                                       EvalEnv &env) {
  return asResults(evalGatherOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getStartIndices()),
      decode(op.getDimensionNumbers()), op.getSliceSizes(), op.getType(),
      env.getOptions()));
}

llvm::Expected<EvalResults> evalDynamicGather(DynamicGatherOp op,
                                              const OperandValues &operands,
                                              EvalEnv &env) {
  return asResults(evalDynamicGatherOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getStartIndices()),
      operands.tensor(op.getSliceSizes()), decode(op.getDimensionNumbers()),
      op.getType(), env.getOptions()));
}

llvm::Expected<EvalResults> evalScatter(ScatterOp op,
                                        const OperandValues &operands,
                                        EvalEnv &env) {
  SmallVector<Tensor> inputs = operands.tensors(op.getInputs());
  SmallVector<Type> resultElementTypes;
  for (Type type : op.getResultTypes())
    resultElementTypes.push_back(cast<ShapedType>(type).getElementType());
  RegionCombiner combiner(op.getUpdateComputation(), inputs.size(), env);
  llvm::Expected<SmallVector<Tensor>> results = evalScatterOp(
      inputs, operands.tensor(op.getScatterIndices()),
      operands.tensors(op.getUpdates()),
      decode(op.getScatterDimensionNumbers()), combiner.get(),
      resultElementTypes);
  if (!results)
    return results.takeError();
  return EvalResults(std::make_move_iterator(results->begin()),
                     std::make_move_iterator(results->end()));
}

llvm::Expected<EvalResults> evalTorchIndexSelect(TorchIndexSelectOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &env) {
  return asResults(evalTorchIndexSelectOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getIndex()),
      op.getDimAttr().getInt(), op.getBatchDimsAttr().getInt(), op.getType(),
      env.getOptions()));
}
} // namespace

void registerIndexingEvaluators(EvaluatorRegistry &r) {
  r.add<GatherOp, evalGather>();
  r.add<DynamicGatherOp, evalDynamicGather>();
  r.add<ScatterOp, evalScatter>();
  r.add<TorchIndexSelectOp, evalTorchIndexSelect>();
}

} // namespace shlo
} // namespace mlir
