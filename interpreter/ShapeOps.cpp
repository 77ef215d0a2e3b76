//===- ShapeOps.cpp - evaluators of shape and data-movement ops ----------===//
//
// Every op here describes what it reads and writes as strided views and
// copies through copyStrided (Strided.h).
//
//===----------------------------------------------------------------------===//

#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include <algorithm>
#include <cstring>

namespace mlir {
namespace shlo {

namespace {
/// A result that the op's copies cover entirely: uninitialized storage on
/// the typed path (no zero fill to be overwritten), zeros on the Element
/// path as before.
Tensor coveredResult(ShapedType type) {
  return typedKernelsEnabled() ? Tensor::uninitialized(type) : Tensor(type);
}

/// The values of a rank-0 or rank-1 integer tensor.
SmallVector<int64_t> readIntegers(const Tensor &tensor) {
  SmallVector<int64_t> values;
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    values.push_back(tensor.getLinear(i).toIndex());
  return values;
}

/// The static type of run-time shape `shape` with the element type of
/// `resultType` (`resultType` itself when static), checked against the
/// static sizes of `resultType` and the size limit of `options`.
llvm::Expected<ShapedType> runtimeResultType(ArrayRef<int64_t> shape,
                                             ShapedType resultType,
                                             const InterpreterOptions &options) {
  if (int64_t(shape.size()) != resultType.getRank())
    return evalError("run-time shape has " + Twine(shape.size()) +
                     " dimensions, the result type " + quoted(resultType) +
                     " has " + Twine(resultType.getRank()));
  for (auto [d, size] : llvm::enumerate(shape)) {
    if (size < 0)
      return evalError("run-time dimension " + Twine(d) + " is " + Twine(size));
    int64_t declared = resultType.getDimSize(d);
    if (!ShapedType::isDynamic(declared) && declared != size)
      return evalError("run-time dimension " + Twine(d) + " is " +
                       Twine(size) + ", the result type " + quoted(resultType) +
                       " says " + Twine(declared));
  }
  // Every static size matched: a static result type has this shape.
  ShapedType type =
      resultType.hasStaticShape()
          ? resultType
          : RankedTensorType::get(shape, resultType.getElementType());
  if (llvm::Error error = checkTensorSize(type, options))
    return std::move(error);
  return type;
}

/// The type of shape `shape` with the element type of `resultType`, which is
/// reused when it has that shape.
ShapedType typeWithShape(ArrayRef<int64_t> shape, ShapedType resultType) {
  if (resultType.hasStaticShape() && resultType.getShape() == shape)
    return resultType;
  return RankedTensorType::get(shape, resultType.getElementType());
}

llvm::Error needStatic(ShapedType resultType) {
  if (resultType.hasStaticShape())
    return llvm::Error::success();
  return evalError("the interpreter needs a static result shape here, got " +
                   quoted(resultType));
}

/// The strided slice of `operand` from `start` with `strides` into
/// `resultType`, which fits in the operand.
Tensor copySlice(const Tensor &operand, ArrayRef<int64_t> start,
                 ArrayRef<int64_t> strides, ShapedType resultType) {
  Tensor result = coveredResult(resultType);
  StridedView from;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    from.offset += start[d] * operand.getStrides()[d];
    from.strides.push_back(strides[d] * operand.getStrides()[d]);
  }
  copyStrided(operand, from, result, contiguousView(result),
              resultType.getShape());
  return result;
}
} // namespace

llvm::Expected<Tensor> evalBroadcastInDimOp(const Tensor &operand,
                                            ArrayRef<int64_t> dims,
                                            ShapedType resultType) {
  if (llvm::Error error = needStatic(resultType))
    return std::move(error);
  ArrayRef<int64_t> shape = operand.getShape();
  for (auto [d, target] : llvm::enumerate(dims))
    if (shape[d] != 1 && shape[d] != resultType.getDimSize(target))
      return evalError("operand dimension " + Twine(d) + " of size " +
                       Twine(shape[d]) + " cannot broadcast to size " +
                       Twine(resultType.getDimSize(target)));
  Tensor result = coveredResult(resultType);
  // result[i] = operand[j] with j[d] = i[dims[d]], or 0 where the operand's
  // dimension has size 1: a view of the operand with stride 0 on new and
  // expanded dimensions.
  StridedView from;
  from.strides.assign(resultType.getRank(), 0);
  for (auto [d, target] : llvm::enumerate(dims))
    if (shape[d] != 1)
      from.strides[target] = operand.getStrides()[d];
  copyStrided(operand, from, result, contiguousView(result),
              resultType.getShape());
  return result;
}

llvm::Expected<Tensor> evalBroadcastOp(const Tensor &operand,
                                       ArrayRef<int64_t> sizes,
                                       ShapedType resultType) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < operand.getRank(); ++d)
    dims.push_back(int64_t(sizes.size()) + d);
  return evalBroadcastInDimOp(operand, dims, resultType);
}

llvm::Expected<Tensor> evalReshapeOp(const Tensor &operand,
                                     ShapedType resultType) {
  if (llvm::Error error = needStatic(resultType))
    return std::move(error);
  if (resultType.getNumElements() != operand.getNumElements())
    return evalError("cannot reshape " + quoted(operand.getType()) + " to " +
                     quoted(resultType));
  // Row-major order is preserved, so the storage is the same.
  Tensor result = coveredResult(resultType);
  std::memcpy(result.rawData(), operand.rawData(), result.getSizeInBytes());
  return result;
}

Tensor evalTransposeOp(const Tensor &operand, ArrayRef<int64_t> permutation,
                       ShapedType resultType) {
  SmallVector<int64_t> shape;
  for (int64_t d : permutation)
    shape.push_back(operand.getShape()[d]);
  Tensor result = coveredResult(typeWithShape(shape, resultType));
  // result[i] = operand[j] with j[permutation[d]] = i[d].
  StridedView from;
  for (int64_t d : permutation)
    from.strides.push_back(operand.getStrides()[d]);
  copyStrided(operand, from, result, contiguousView(result), shape);
  return result;
}

llvm::Expected<Tensor> evalSliceOp(const Tensor &operand,
                                   ArrayRef<int64_t> start,
                                   ArrayRef<int64_t> limit,
                                   ArrayRef<int64_t> strides,
                                   ShapedType resultType) {
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    if (limit[d] > operand.getShape()[d])
      return evalError("limit index " + Twine(limit[d]) + " of dimension " +
                       Twine(d) + " exceeds the run-time size " +
                       Twine(operand.getShape()[d]));
    shape.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  return copySlice(operand, start, strides, typeWithShape(shape, resultType));
}

llvm::Expected<Tensor> evalDynamicSliceOp(const Tensor &operand,
                                          ArrayRef<int64_t> startIndices,
                                          ArrayRef<int64_t> sliceSizes,
                                          ShapedType resultType) {
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (sliceSizes[d] > operand.getShape()[d])
      return evalError("slice size " + Twine(sliceSizes[d]) +
                       " exceeds the run-time size " +
                       Twine(operand.getShape()[d]));
  // Start indices are clamped so that the slice fits in the operand.
  SmallVector<int64_t> start, ones(operand.getRank(), 1);
  for (int64_t d = 0; d < operand.getRank(); ++d)
    start.push_back(std::clamp<int64_t>(
        startIndices[d], 0, operand.getShape()[d] - sliceSizes[d]));
  return copySlice(operand, start, ones, typeWithShape(sliceSizes, resultType));
}

llvm::Expected<Tensor> evalDynamicUpdateSliceOp(const Tensor &operand,
                                                const Tensor &update,
                                                ArrayRef<int64_t> startIndices) {
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (update.getShape()[d] > operand.getShape()[d])
      return evalError("update dimension " + Twine(d) +
                       " exceeds the operand's at run time");
  Tensor result = operand.clone();
  StridedView to = contiguousView(result);
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    int64_t start = std::clamp<int64_t>(
        startIndices[d], 0, operand.getShape()[d] - update.getShape()[d]);
    to.offset += start * result.getStrides()[d];
  }
  copyStrided(update, contiguousView(update), result, to, update.getShape());
  return result;
}

llvm::Expected<Tensor> evalConcatenateOp(ArrayRef<Tensor> inputs,
                                         int64_t dimension,
                                         ShapedType resultType,
                                         const InterpreterOptions &options) {
  SmallVector<int64_t> shape(inputs.front().getShape());
  shape[dimension] = 0;
  for (const Tensor &input : inputs) {
    for (int64_t d = 0; d < int64_t(shape.size()); ++d)
      if (d != dimension && input.getShape()[d] != shape[d])
        return evalError("inputs differ in dimension " + Twine(d) +
                         " at run time");
    shape[dimension] += input.getShape()[dimension];
  }
  llvm::Expected<ShapedType> type =
      runtimeResultType(shape, resultType, options);
  if (!type)
    return type.takeError();
  // The inputs cover the result.
  Tensor result = coveredResult(*type);
  StridedView to = contiguousView(result);
  for (const Tensor &input : inputs) {
    copyStrided(input, contiguousView(input), result, to, input.getShape());
    to.offset += input.getShape()[dimension] * result.getStrides()[dimension];
  }
  return result;
}

namespace {
/// The typed face of pad, writing each result element once: whole blocks
/// of padding rows are filled, and a row that meets the operand gets its
/// padding filled and its operand elements copied (one memcpy without
/// interior padding).
template <typename Slot> class RowPadder {
public:
  RowPadder(const Tensor &operand, const Tensor &paddingValue, Tensor &result,
            ArrayRef<int64_t> low, ArrayRef<int64_t> interior)
      : in(operand.data<Slot>()), out(result.data<Slot>()),
        value(*paddingValue.data<Slot>()), inShape(operand.getShape()),
        inStrides(operand.getStrides()), outShape(result.getShape()),
        outStrides(result.getStrides()), low(low), interior(interior) {}

  /// Writes the result. With rank 2 or more, the outermost dimension is
  /// cut into fixed chunks over threads: each result element is written by
  /// exactly one chunk, so any thread count writes the same bytes.
  void run() {
    if (outShape.empty()) {
      out[0] = in[0];
      return;
    }
    if (outShape.size() == 1)
      return padDim(0, 0, 0);
    int64_t grain = std::max<int64_t>(1, kPadGrainElements / outStrides[0]);
    parallelFor(outShape[0], grain, [&](int64_t begin, int64_t end) {
      padRows(begin, end);
    });
  }

private:
  /// Elements per chunk when pad is split over threads.
  static constexpr int64_t kPadGrainElements = int64_t(1) << 16;

  void fill(int64_t offset, int64_t count) {
    std::fill_n(out + offset, count, value);
  }

  void padDim(int64_t d, int64_t inOffset, int64_t outOffset) {
    int64_t step = interior[d] + 1;
    if (d + 1 == int64_t(outShape.size()))
      return padRow(inOffset, outOffset, step);
    padSlices(d, 0, outShape[d], inOffset, outOffset);
  }

  /// Slices [begin, end) of dimension d (not the innermost).
  void padSlices(int64_t d, int64_t begin, int64_t end, int64_t inOffset,
                 int64_t outOffset) {
    int64_t step = interior[d] + 1;
    for (int64_t r = begin; r < end; ++r) {
      int64_t at = outOffset + r * outStrides[d];
      int64_t rel = r - low[d];
      if (rel < 0 || rel % step != 0 || rel / step >= inShape[d])
        fill(at, outStrides[d]);
      else
        padDim(d + 1, inOffset + rel / step * inStrides[d], at);
    }
  }

  void padRows(int64_t begin, int64_t end) { padSlices(0, begin, end, 0, 0); }

  void padRow(int64_t inOffset, int64_t outOffset, int64_t step) {
    int64_t d = int64_t(outShape.size()) - 1;
    int64_t size = outShape[d], lo = low[d], count = inShape[d];
    // Operand elements i in [first, last) land at lo + i * step in [0, size).
    int64_t first = lo >= 0 ? 0 : (-lo + step - 1) / step;
    int64_t last = size - lo <= 0
                       ? 0
                       : std::min(count, (size - 1 - lo) / step + 1);
    if (first >= last) {
      fill(outOffset, size);
      return;
    }
    int64_t begin = lo + first * step, end = lo + (last - 1) * step + 1;
    fill(outOffset, begin);
    fill(outOffset + end, size - end);
    if (step == 1) {
      std::memcpy(out + outOffset + begin, in + inOffset + first,
                  size_t(last - first) * sizeof(Slot));
      return;
    }
    for (int64_t i = first; i < last; ++i) {
      out[outOffset + lo + i * step] = in[inOffset + i];
      if (i + 1 < last)
        fill(outOffset + lo + i * step + 1, step - 1);
    }
  }

  const Slot *in;
  Slot *out;
  Slot value;
  ArrayRef<int64_t> inShape, inStrides, outShape, outStrides, low, interior;
};

template <typename Slot>
void padRows(const Tensor &operand, const Tensor &paddingValue, Tensor &result,
             ArrayRef<int64_t> low, ArrayRef<int64_t> interior) {
  RowPadder<Slot>(operand, paddingValue, result, low, interior).run();
}
} // namespace

Tensor evalPadOp(const Tensor &operand, const Tensor &paddingValue,
                 ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                 ArrayRef<int64_t> interior, ShapedType resultType) {
  if (typedKernelsEnabled()) {
    Tensor result = Tensor::uninitialized(resultType);
    if (result.getNumElements() == 0)
      return result;
    dispatchStorageWidth(getStorageBytes(operand.getElementType()),
                         [&](auto tag) {
                           using T = typename decltype(tag)::type;
                           padRows<T>(operand, paddingValue, result, low,
                                      interior);
                         });
    return result;
  }
  Tensor result(resultType);
  fill(result, paddingValue);
  // Operand element i lands at low + i * (interior + 1) when that lies in
  // the result; negative low/high crop the operand.
  StridedView from, to;
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    int64_t step = interior[d] + 1;
    int64_t size = operand.getShape()[d];
    int64_t resultSize = resultType.getDimSize(d);
    int64_t first = low[d] >= 0 ? 0 : (-low[d] + step - 1) / step;
    int64_t last = resultSize - 1 - low[d] < 0
                       ? -1
                       : std::min(size - 1, (resultSize - 1 - low[d]) / step);
    int64_t count = std::max<int64_t>(0, last - first + 1);
    shape.push_back(count);
    from.offset += first * operand.getStrides()[d];
    from.strides.push_back(operand.getStrides()[d]);
    to.offset += (low[d] + first * step) * result.getStrides()[d];
    to.strides.push_back(step * result.getStrides()[d]);
  }
  if (llvm::all_of(shape, [](int64_t s) { return s > 0; }))
    copyStrided(operand, from, result, to, shape);
  return result;
}

llvm::Expected<Tensor> evalPadOp(const Tensor &operand,
                                 const Tensor &paddingValue,
                                 ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                                 ArrayRef<int64_t> interior,
                                 ShapedType resultType,
                                 const InterpreterOptions &options) {
  int64_t rank = operand.getRank();
  if (int64_t(low.size()) != rank || int64_t(high.size()) != rank ||
      int64_t(interior.size()) != rank)
    return evalError("padding needs " + Twine(rank) + " values per edge");
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    if (interior[d] < 0)
      return evalError("interior padding " + Twine(interior[d]) +
                       " is negative");
    std::optional<int64_t> size = stablehlo::paddedSize(
        operand.getShape()[d], low[d], high[d], interior[d]);
    if (!size)
      return evalError("the padded size of dimension " + Twine(d) +
                       " overflows");
    shape.push_back(*size);
  }
  llvm::Expected<ShapedType> type =
      runtimeResultType(shape, resultType, options);
  if (!type)
    return type.takeError();
  return evalPadOp(operand, paddingValue, low, high, interior, *type);
}

llvm::Expected<Tensor>
evalDynamicPadOp(const Tensor &operand, const Tensor &paddingValue,
                 const Tensor &edgePaddingLow, const Tensor &edgePaddingHigh,
                 const Tensor &interiorPadding, ShapedType resultType,
                 const InterpreterOptions &options) {
  return evalPadOp(operand, paddingValue, readIntegers(edgePaddingLow),
                   readIntegers(edgePaddingHigh),
                   readIntegers(interiorPadding), resultType, options);
}

Tensor evalReverseOp(const Tensor &operand, ArrayRef<int64_t> dimensions) {
  Tensor result = coveredResult(operand.getType());
  StridedView from = contiguousView(operand);
  for (int64_t d : dimensions) {
    from.offset += (operand.getShape()[d] - 1) * operand.getStrides()[d];
    from.strides[d] = -from.strides[d];
  }
  if (operand.getNumElements() > 0)
    copyStrided(operand, from, result, contiguousView(result),
                operand.getShape());
  return result;
}

Tensor evalGetDimensionSizeOp(const Tensor &operand, int64_t dimension,
                              ShapedType resultType) {
  return Tensor::splat(resultType,
                       Element::fromInt(resultType.getElementType(),
                                        operand.getShape()[dimension]));
}

llvm::Expected<Tensor> evalSetDimensionSizeOp(const Tensor &operand,
                                              const Tensor &size,
                                              int64_t dimension) {
  int64_t bound = size.getLinear(0).toInt64();
  int64_t actual = operand.getShape()[dimension];
  if (bound < 0 || bound > actual)
    return evalError("size " + Twine(bound) + " is outside [0, " +
                     Twine(actual) + "] of dimension " + Twine(dimension));
  // The size only bounds the dimension; the values are unchanged.
  return operand;
}

llvm::Expected<Tensor>
evalDynamicBroadcastInDimOp(const Tensor &operand,
                            const Tensor &outputDimensions,
                            ArrayRef<int64_t> dims, ShapedType resultType,
                            const InterpreterOptions &options) {
  llvm::Expected<ShapedType> type =
      runtimeResultType(readIntegers(outputDimensions), resultType, options);
  if (!type)
    return type.takeError();
  return evalBroadcastInDimOp(operand, dims, *type);
}

llvm::Expected<Tensor> evalDynamicIotaOp(const Tensor &outputShape,
                                         int64_t iotaDimension,
                                         ShapedType resultType,
                                         const InterpreterOptions &options) {
  llvm::Expected<ShapedType> type =
      runtimeResultType(readIntegers(outputShape), resultType, options);
  if (!type)
    return type.takeError();
  return evalIotaOp(iotaDimension, *type);
}

llvm::Expected<Tensor> evalDynamicReshapeOp(const Tensor &operand,
                                            const Tensor &outputShape,
                                            ShapedType resultType,
                                            const InterpreterOptions &options) {
  llvm::Expected<ShapedType> type =
      runtimeResultType(readIntegers(outputShape), resultType, options);
  if (!type)
    return type.takeError();
  return evalReshapeOp(operand, *type);
}

llvm::Expected<Tensor>
evalRealDynamicSliceOp(const Tensor &operand, const Tensor &startIndices,
                       const Tensor &limitIndices, const Tensor &strides,
                       ShapedType resultType,
                       const InterpreterOptions &options) {
  int64_t rank = operand.getRank();
  SmallVector<int64_t> start = readIntegers(startIndices);
  SmallVector<int64_t> limit = readIntegers(limitIndices);
  SmallVector<int64_t> step = readIntegers(strides);
  if (int64_t(start.size()) != rank || int64_t(limit.size()) != rank ||
      int64_t(step.size()) != rank)
    return evalError("start, limit and strides need " + Twine(rank) +
                     " values each at run time");
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    if (start[d] < 0 || start[d] > limit[d] ||
        limit[d] > operand.getShape()[d] || step[d] <= 0)
      return evalError("slice [" + Twine(start[d]) + ":" + Twine(limit[d]) +
                       ":" + Twine(step[d]) + "] of dimension " + Twine(d) +
                       " does not fit size " + Twine(operand.getShape()[d]));
    shape.push_back(llvm::divideCeil(limit[d] - start[d], step[d]));
  }
  llvm::Expected<ShapedType> type =
      runtimeResultType(shape, resultType, options);
  if (!type)
    return type.takeError();
  return copySlice(operand, start, step, *type);
}

namespace {
using namespace mlir::stablehlo;

/// The scalar integers of the operands in `group`, an operand range of the
/// op whose operands are `operands`.
SmallVector<int64_t> readScalars(const OperandValues &operands,
                                 OperandRange group) {
  SmallVector<int64_t> values;
  if (group.empty())
    return values;
  unsigned first = group.getBeginOperandIndex();
  for (size_t i = 0; i < group.size(); ++i)
    values.push_back(operands.tensor(first + i).getLinear(0).toIndex());
  return values;
}

llvm::Expected<EvalResults> evalBroadcastInDim(BroadcastInDimOp op,
                                               const OperandValues &operands,
                                               EvalEnv &) {
  return asResults(evalBroadcastInDimOp(operands.tensor(op.getOperand()),
                                        op.getBroadcastDimensions(),
                                        op.getType()));
}

llvm::Expected<EvalResults> evalBroadcast(BroadcastOp op,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  return asResults(evalBroadcastOp(operands.tensor(op.getOperand()),
                                   op.getBroadcastSizes(), op.getType()));
}

llvm::Expected<EvalResults> evalReshape(ReshapeOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  return asResults(
      evalReshapeOp(operands.tensor(op.getOperand()), op.getType()));
}

llvm::Expected<EvalResults> evalTranspose(TransposeOp op,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  return EvalResults{evalTransposeOp(operands.tensor(op.getOperand()),
                                     op.getPermutation(), op.getType())};
}

llvm::Expected<EvalResults> evalSlice(SliceOp op, const OperandValues &operands,
                                      EvalEnv &) {
  return asResults(evalSliceOp(operands.tensor(op.getOperand()),
                               op.getStartIndices(), op.getLimitIndices(),
                               op.getStrides(), op.getType()));
}

llvm::Expected<EvalResults> evalDynamicSlice(DynamicSliceOp op,
                                             const OperandValues &operands,
                                             EvalEnv &) {
  return asResults(evalDynamicSliceOp(
      operands.tensor(op.getOperand()),
      readScalars(operands, op.getStartIndices()), op.getSliceSizes(),
      op.getType()));
}

llvm::Expected<EvalResults>
evalDynamicUpdateSlice(DynamicUpdateSliceOp op, const OperandValues &operands,
                       EvalEnv &) {
  return asResults(evalDynamicUpdateSliceOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getUpdate()),
      readScalars(operands, op.getStartIndices())));
}

llvm::Expected<EvalResults> evalConcatenate(ConcatenateOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  return asResults(evalConcatenateOp(operands.tensors(op.getInputs()),
                                     op.getDimension(), op.getType(),
                                     env.getOptions()));
}

llvm::Expected<EvalResults> evalPad(PadOp op, const OperandValues &operands,
                                    EvalEnv &env) {
  return asResults(evalPadOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getPaddingValue()),
      op.getEdgePaddingLow(), op.getEdgePaddingHigh(), op.getInteriorPadding(),
      op.getType(), env.getOptions()));
}

llvm::Expected<EvalResults> evalDynamicPad(DynamicPadOp op,
                                           const OperandValues &operands,
                                           EvalEnv &env) {
  return asResults(evalDynamicPadOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getPaddingValue()),
      operands.tensor(op.getEdgePaddingLow()),
      operands.tensor(op.getEdgePaddingHigh()),
      operands.tensor(op.getInteriorPadding()), op.getType(),
      env.getOptions()));
}

llvm::Expected<EvalResults> evalReverse(ReverseOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  return EvalResults{evalReverseOp(operands.tensor(op.getOperand()),
                                   op.getDimensions())};
}

llvm::Expected<EvalResults> evalGetDimensionSize(GetDimensionSizeOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &) {
  return EvalResults{evalGetDimensionSizeOp(operands.tensor(op.getOperand()),
                                            op.getDimension(), op.getType())};
}

llvm::Expected<EvalResults> evalSetDimensionSize(SetDimensionSizeOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &) {
  return asResults(evalSetDimensionSizeOp(operands.tensor(op.getOperand()),
                                          operands.tensor(op.getSize()),
                                          op.getDimension()));
}

llvm::Expected<EvalResults>
evalDynamicBroadcastInDim(DynamicBroadcastInDimOp op,
                          const OperandValues &operands, EvalEnv &env) {
  return asResults(evalDynamicBroadcastInDimOp(
      operands.tensor(op.getOperand()),
      operands.tensor(op.getOutputDimensions()), op.getBroadcastDimensions(),
      op.getType(), env.getOptions()));
}

llvm::Expected<EvalResults> evalDynamicIota(DynamicIotaOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  return asResults(evalDynamicIotaOp(operands.tensor(op.getOutputShape()),
                                     op.getIotaDimension(), op.getType(),
                                     env.getOptions()));
}

llvm::Expected<EvalResults> evalDynamicReshape(DynamicReshapeOp op,
                                               const OperandValues &operands,
                                               EvalEnv &env) {
  return asResults(evalDynamicReshapeOp(operands.tensor(op.getOperand()),
                                        operands.tensor(op.getOutputShape()),
                                        op.getType(), env.getOptions()));
}

llvm::Expected<EvalResults> evalRealDynamicSlice(RealDynamicSliceOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &env) {
  return asResults(evalRealDynamicSliceOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getStartIndices()),
      operands.tensor(op.getLimitIndices()), operands.tensor(op.getStrides()),
      op.getType(), env.getOptions()));
}
} // namespace

void registerShapeEvaluators(EvaluatorRegistry &r) {
  r.add<BroadcastInDimOp, evalBroadcastInDim>();
  r.add<BroadcastOp, evalBroadcast>();
  r.add<ReshapeOp, evalReshape>();
  r.add<TransposeOp, evalTranspose>();
  r.add<SliceOp, evalSlice>();
  r.add<DynamicSliceOp, evalDynamicSlice>();
  r.add<DynamicUpdateSliceOp, evalDynamicUpdateSlice>();
  r.add<ConcatenateOp, evalConcatenate>();
  r.add<PadOp, evalPad>();
  r.add<DynamicPadOp, evalDynamicPad>();
  r.add<ReverseOp, evalReverse>();
  r.add<GetDimensionSizeOp, evalGetDimensionSize>();
  r.add<SetDimensionSizeOp, evalSetDimensionSize>();
  r.add<DynamicBroadcastInDimOp, evalDynamicBroadcastInDim>();
  r.add<DynamicIotaOp, evalDynamicIota>();
  r.add<DynamicReshapeOp, evalDynamicReshape>();
  r.add<RealDynamicSliceOp, evalRealDynamicSlice>();
}

} // namespace shlo
} // namespace mlir
