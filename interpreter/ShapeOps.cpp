//===- ShapeOps.cpp - evaluators of shape and data-movement ops ----------===//
//
// Every op here describes what it reads and writes as strided views and
// copies through copyStrided (Strided.h).
//
//===----------------------------------------------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/Ops.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include <algorithm>
#include <cstring>

namespace mlir {
namespace shlo {

Tensor evalBroadcastInDimOp(const Tensor &operand, ArrayRef<int64_t> dims,
                            ShapedType resultType) {
  Tensor result(resultType);
  // result[i] = operand[j] with j[d] = i[dims[d]], or 0 where the operand's
  // dimension has size 1: a view of the operand with stride 0 on new and
  // expanded dimensions.
  StridedView from;
  from.strides.assign(resultType.getRank(), 0);
  for (auto [d, target] : llvm::enumerate(dims))
    if (operand.getShape()[d] != 1)
      from.strides[target] = operand.getStrides()[d];
  copyStrided(operand, from, result, contiguousView(result),
              resultType.getShape());
  return result;
}

Tensor evalBroadcastOp(const Tensor &operand, ArrayRef<int64_t> sizes,
                       ShapedType resultType) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < operand.getRank(); ++d)
    dims.push_back(int64_t(sizes.size()) + d);
  return evalBroadcastInDimOp(operand, dims, resultType);
}

Tensor evalReshapeOp(const Tensor &operand, ShapedType resultType) {
  // Row-major order is preserved, so the storage is the same.
  Tensor result(resultType);
  std::memcpy(result.rawData(), operand.rawData(), result.getSizeInBytes());
  return result;
}

Tensor evalTransposeOp(const Tensor &operand, ArrayRef<int64_t> permutation,
                       ShapedType resultType) {
  Tensor result(resultType);
  // result[i] = operand[j] with j[permutation[d]] = i[d].
  StridedView from;
  for (int64_t d : permutation)
    from.strides.push_back(operand.getStrides()[d]);
  copyStrided(operand, from, result, contiguousView(result),
              resultType.getShape());
  return result;
}

Tensor evalSliceOp(const Tensor &operand, ArrayRef<int64_t> start,
                   ArrayRef<int64_t> strides, ShapedType resultType) {
  Tensor result(resultType);
  StridedView from;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    from.offset += start[d] * operand.getStrides()[d];
    from.strides.push_back(strides[d] * operand.getStrides()[d]);
  }
  copyStrided(operand, from, result, contiguousView(result),
              resultType.getShape());
  return result;
}

Tensor evalDynamicSliceOp(const Tensor &operand, ArrayRef<int64_t> startIndices,
                          ShapedType resultType) {
  // Start indices are clamped so that the slice fits in the operand.
  SmallVector<int64_t> start, ones(operand.getRank(), 1);
  for (int64_t d = 0; d < operand.getRank(); ++d)
    start.push_back(std::clamp<int64_t>(
        startIndices[d], 0, operand.getShape()[d] - resultType.getDimSize(d)));
  return evalSliceOp(operand, start, ones, resultType);
}

Tensor evalDynamicUpdateSliceOp(const Tensor &operand, const Tensor &update,
                                ArrayRef<int64_t> startIndices) {
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

Tensor evalConcatenateOp(ArrayRef<Tensor> inputs, int64_t dimension,
                         ShapedType resultType) {
  // The inputs cover the result: the typed copies need no zero fill.
  Tensor result = typedKernelsEnabled() ? Tensor::uninitialized(resultType)
                                        : Tensor(resultType);
  StridedView to = contiguousView(result);
  for (const Tensor &input : inputs) {
    copyStrided(input, contiguousView(input), result, to, input.getShape());
    to.offset += input.getShape()[dimension] * result.getStrides()[dimension];
  }
  return result;
}

namespace {
struct Slot16 {
  char bytes[16];
};

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

  void run() {
    if (outShape.empty()) {
      out[0] = in[0];
      return;
    }
    padDim(0, 0, 0);
  }

private:
  void fill(int64_t offset, int64_t count) {
    std::fill_n(out + offset, count, value);
  }

  void padDim(int64_t d, int64_t inOffset, int64_t outOffset) {
    int64_t step = interior[d] + 1;
    if (d + 1 == int64_t(outShape.size()))
      return padRow(inOffset, outOffset, step);
    for (int64_t r = 0; r < outShape[d]; ++r) {
      int64_t at = outOffset + r * outStrides[d];
      int64_t rel = r - low[d];
      if (rel < 0 || rel % step != 0 || rel / step >= inShape[d])
        fill(at, outStrides[d]);
      else
        padDim(d + 1, inOffset + rel / step * inStrides[d], at);
    }
  }

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
    switch (getStorageBytes(operand.getElementType())) {
    case 1:
      padRows<uint8_t>(operand, paddingValue, result, low, interior);
      break;
    case 2:
      padRows<uint16_t>(operand, paddingValue, result, low, interior);
      break;
    case 4:
      padRows<uint32_t>(operand, paddingValue, result, low, interior);
      break;
    case 8:
      padRows<uint64_t>(operand, paddingValue, result, low, interior);
      break;
    default:
      padRows<Slot16>(operand, paddingValue, result, low, interior);
      break;
    }
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

Tensor evalReverseOp(const Tensor &operand, ArrayRef<int64_t> dimensions) {
  Tensor result(operand.getType());
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

namespace {
using namespace mlir::stablehlo;

/// The values of a rank-0 or rank-1 integer tensor.
SmallVector<int64_t> readIntegers(const Tensor &tensor) {
  SmallVector<int64_t> values;
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    values.push_back(tensor.getLinear(i).toIndex());
  return values;
}

/// The static type with run-time shape `shape`, checked against the op's
/// result type and the size limit.
FailureOr<ShapedType> runtimeResultType(Operation *op, ArrayRef<int64_t> shape,
                                        EvalContext &context) {
  auto declared = cast<ShapedType>(op->getResult(0).getType());
  if (int64_t(shape.size()) != declared.getRank())
    return op->emitError() << "run-time shape has " << shape.size()
                           << " dimensions, the result type " << declared
                           << " has " << declared.getRank();
  for (auto [d, size] : llvm::enumerate(shape)) {
    if (size < 0)
      return op->emitError() << "run-time dimension " << d << " is " << size;
    if (!ShapedType::isDynamic(declared.getDimSize(d)) &&
        declared.getDimSize(d) != size)
      return op->emitError() << "run-time dimension " << d << " is " << size
                             << ", the result type " << declared << " says "
                             << declared.getDimSize(d);
  }
  auto type = RankedTensorType::get(shape, declared.getElementType());
  if (failed(context.checkSize(op, type)))
    return failure();
  return ShapedType(type);
}

/// The op's result type, or the operand's shape when dynamic.
ShapedType staticResultType(Value result) {
  return cast<ShapedType>(result.getType());
}

LogicalResult needStatic(Operation *op) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  if (!type.hasStaticShape())
    return op->emitError() << "the interpreter needs a static result shape "
                              "here, got "
                           << type;
  return success();
}

LogicalResult evalBroadcastInDim(BroadcastInDimOp op, Scope &scope,
                                 EvalContext &) {
  if (failed(needStatic(op)))
    return failure();
  const Tensor &operand = scope.getTensor(op.getOperand());
  ShapedType type = staticResultType(op.getResult());
  for (auto [d, target] : llvm::enumerate(op.getBroadcastDimensions()))
    if (operand.getShape()[d] != 1 && operand.getShape()[d] != type.getDimSize(target))
      return op.emitError() << "operand dimension " << d << " of size "
                            << operand.getShape()[d]
                            << " cannot broadcast to size "
                            << type.getDimSize(target);
  scope.bind(op.getResult(),
             evalBroadcastInDimOp(operand, op.getBroadcastDimensions(), type));
  return success();
}

LogicalResult evalBroadcast(BroadcastOp op, Scope &scope, EvalContext &) {
  if (failed(needStatic(op)))
    return failure();
  scope.bind(op.getResult(),
             evalBroadcastOp(scope.getTensor(op.getOperand()),
                             op.getBroadcastSizes(),
                             staticResultType(op.getResult())));
  return success();
}

LogicalResult evalReshape(ReshapeOp op, Scope &scope, EvalContext &) {
  if (failed(needStatic(op)))
    return failure();
  const Tensor &operand = scope.getTensor(op.getOperand());
  ShapedType type = staticResultType(op.getResult());
  if (type.getNumElements() != operand.getNumElements())
    return op.emitError() << "cannot reshape " << operand.getType() << " to "
                          << type;
  scope.bind(op.getResult(), evalReshapeOp(operand, type));
  return success();
}

LogicalResult evalTranspose(TransposeOp op, Scope &scope, EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> shape;
  for (int64_t d : op.getPermutation())
    shape.push_back(operand.getShape()[d]);
  auto type = RankedTensorType::get(shape, operand.getElementType());
  scope.bind(op.getResult(),
             evalTransposeOp(operand, op.getPermutation(), type));
  return success();
}

LogicalResult evalSlice(SliceOp op, Scope &scope, EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    int64_t limit = op.getLimitIndices()[d];
    if (limit > operand.getShape()[d])
      return op.emitError() << "limit index " << limit << " of dimension " << d
                            << " exceeds the run-time size "
                            << operand.getShape()[d];
    shape.push_back(llvm::divideCeil(limit - op.getStartIndices()[d],
                                     op.getStrides()[d]));
  }
  auto type = RankedTensorType::get(shape, operand.getElementType());
  scope.bind(op.getResult(), evalSliceOp(operand, op.getStartIndices(),
                                         op.getStrides(), type));
  return success();
}

LogicalResult evalDynamicSlice(DynamicSliceOp op, Scope &scope,
                               EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> starts;
  for (Value index : op.getStartIndices())
    starts.push_back(scope.getTensor(index).getLinear(0).toIndex());
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (op.getSliceSizes()[d] > operand.getShape()[d])
      return op.emitError() << "slice size " << op.getSliceSizes()[d]
                            << " exceeds the run-time size "
                            << operand.getShape()[d];
  auto type = RankedTensorType::get(op.getSliceSizes(), operand.getElementType());
  scope.bind(op.getResult(), evalDynamicSliceOp(operand, starts, type));
  return success();
}

LogicalResult evalDynamicUpdateSlice(DynamicUpdateSliceOp op, Scope &scope,
                                     EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  const Tensor &update = scope.getTensor(op.getUpdate());
  for (int64_t d = 0; d < operand.getRank(); ++d)
    if (update.getShape()[d] > operand.getShape()[d])
      return op.emitError() << "update dimension " << d
                            << " exceeds the operand's at run time";
  SmallVector<int64_t> starts;
  for (Value index : op.getStartIndices())
    starts.push_back(scope.getTensor(index).getLinear(0).toIndex());
  scope.bind(op.getResult(), evalDynamicUpdateSliceOp(operand, update, starts));
  return success();
}

LogicalResult evalConcatenate(ConcatenateOp op, Scope &scope,
                              EvalContext &context) {
  SmallVector<Tensor> inputs = scope.getTensors(op.getInputs());
  int64_t dim = op.getDimension();
  SmallVector<int64_t> shape(inputs.front().getShape());
  shape[dim] = 0;
  for (const Tensor &input : inputs) {
    for (int64_t d = 0; d < int64_t(shape.size()); ++d)
      if (d != dim && input.getShape()[d] != shape[d])
        return op.emitError() << "inputs differ in dimension " << d
                              << " at run time";
    shape[dim] += input.getShape()[dim];
  }
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  scope.bind(op.getResult(), evalConcatenateOp(inputs, dim, *type));
  return success();
}

/// Shared by pad and dynamic_pad.
LogicalResult padWith(Operation *op, Value result, const Tensor &operand,
                      const Tensor &paddingValue, ArrayRef<int64_t> low,
                      ArrayRef<int64_t> high, ArrayRef<int64_t> interior,
                      Scope &scope, EvalContext &context) {
  int64_t rank = operand.getRank();
  if (int64_t(low.size()) != rank || int64_t(high.size()) != rank ||
      int64_t(interior.size()) != rank)
    return op->emitError() << "padding needs " << rank << " values per edge";
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    if (interior[d] < 0)
      return op->emitError() << "interior padding " << interior[d]
                             << " is negative";
    std::optional<int64_t> size = stablehlo::paddedSize(
        operand.getShape()[d], low[d], high[d], interior[d]);
    if (!size)
      return op->emitError() << "the padded size of dimension " << d
                             << " overflows";
    shape.push_back(*size);
  }
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  scope.bind(result,
             evalPadOp(operand, paddingValue, low, high, interior, *type));
  return success();
}

LogicalResult evalPad(PadOp op, Scope &scope, EvalContext &context) {
  return padWith(op, op.getResult(), scope.getTensor(op.getOperand()),
                 scope.getTensor(op.getPaddingValue()), op.getEdgePaddingLow(),
                 op.getEdgePaddingHigh(), op.getInteriorPadding(), scope,
                 context);
}

LogicalResult evalDynamicPad(DynamicPadOp op, Scope &scope,
                             EvalContext &context) {
  return padWith(op, op.getResult(), scope.getTensor(op.getOperand()),
                 scope.getTensor(op.getPaddingValue()),
                 readIntegers(scope.getTensor(op.getEdgePaddingLow())),
                 readIntegers(scope.getTensor(op.getEdgePaddingHigh())),
                 readIntegers(scope.getTensor(op.getInteriorPadding())), scope,
                 context);
}

LogicalResult evalReverse(ReverseOp op, Scope &scope, EvalContext &) {
  scope.bind(op.getResult(), evalReverseOp(scope.getTensor(op.getOperand()),
                                           op.getDimensions()));
  return success();
}

LogicalResult evalGetDimensionSize(GetDimensionSizeOp op, Scope &scope,
                                   EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  auto type = cast<ShapedType>(op.getType());
  scope.bind(op.getResult(),
             Tensor::splat(type, Element::fromInt(type.getElementType(),
                                                  operand.getShape()[op.getDimension()])));
  return success();
}

LogicalResult evalSetDimensionSize(SetDimensionSizeOp op, Scope &scope,
                                   EvalContext &) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  int64_t size = scope.getTensor(op.getSize()).getLinear(0).toInt64();
  int64_t actual = operand.getShape()[op.getDimension()];
  if (size < 0 || size > actual)
    return op.emitError() << "size " << size << " is outside [0, " << actual
                          << "] of dimension " << op.getDimension();
  // The size only bounds the dimension; the values are unchanged.
  scope.bind(op.getResult(), operand);
  return success();
}

LogicalResult evalDynamicBroadcastInDim(DynamicBroadcastInDimOp op,
                                        Scope &scope, EvalContext &context) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> shape =
      readIntegers(scope.getTensor(op.getOutputDimensions()));
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  for (auto [d, target] : llvm::enumerate(op.getBroadcastDimensions()))
    if (operand.getShape()[d] != 1 && operand.getShape()[d] != shape[target])
      return op.emitError() << "operand dimension " << d << " of size "
                            << operand.getShape()[d]
                            << " cannot broadcast to size " << shape[target];
  scope.bind(op.getResult(),
             evalBroadcastInDimOp(operand, op.getBroadcastDimensions(), *type));
  return success();
}

LogicalResult evalDynamicIota(DynamicIotaOp op, Scope &scope,
                              EvalContext &context) {
  SmallVector<int64_t> shape = readIntegers(scope.getTensor(op.getOutputShape()));
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  scope.bind(op.getResult(), evalIotaOp(op.getIotaDimension(), *type));
  return success();
}

LogicalResult evalDynamicReshape(DynamicReshapeOp op, Scope &scope,
                                 EvalContext &context) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> shape = readIntegers(scope.getTensor(op.getOutputShape()));
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  if (type->getNumElements() != operand.getNumElements())
    return op.emitError() << "cannot reshape " << operand.getType() << " to "
                          << *type;
  scope.bind(op.getResult(), evalReshapeOp(operand, *type));
  return success();
}

LogicalResult evalRealDynamicSlice(RealDynamicSliceOp op, Scope &scope,
                                   EvalContext &context) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  SmallVector<int64_t> start = readIntegers(scope.getTensor(op.getStartIndices()));
  SmallVector<int64_t> limit = readIntegers(scope.getTensor(op.getLimitIndices()));
  SmallVector<int64_t> strides = readIntegers(scope.getTensor(op.getStrides()));
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > operand.getShape()[d] ||
        strides[d] <= 0)
      return op.emitError() << "slice [" << start[d] << ":" << limit[d] << ":"
                            << strides[d] << "] of dimension " << d
                            << " does not fit size " << operand.getShape()[d];
    shape.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  FailureOr<ShapedType> type = runtimeResultType(op, shape, context);
  if (failed(type))
    return failure();
  scope.bind(op.getResult(), evalSliceOp(operand, start, strides, *type));
  return success();
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
