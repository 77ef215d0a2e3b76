//===- WindowOps.cpp - reduce_window and select_and_scatter --------------===//
//
// Both ops follow their spec formulas: the inputs are padded (and dilated)
// with pad, windows start at result_index * window_strides, and a window's
// elements are visited in row-major order of the window index.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CombineTyped.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/Strided.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

namespace mlir {
namespace shlo {

namespace {
/// The window attributes with defaults filled in.
WindowConfig readWindow(int64_t rank, std::optional<ArrayRef<int64_t>> dims,
                        std::optional<ArrayRef<int64_t>> strides,
                        std::optional<ArrayRef<int64_t>> baseDilations,
                        std::optional<ArrayRef<int64_t>> windowDilations,
                        DenseIntElementsAttr padding) {
  auto orOnes = [&](std::optional<ArrayRef<int64_t>> v) {
    return v ? SmallVector<int64_t>(v->begin(), v->end())
             : SmallVector<int64_t>(rank, 1);
  };
  WindowConfig w;
  w.dimensions = orOnes(dims);
  w.strides = orOnes(strides);
  w.baseDilations = orOnes(baseDilations);
  w.windowDilations = orOnes(windowDilations);
  w.paddingLow.assign(rank, 0);
  w.paddingHigh.assign(rank, 0);
  if (padding) {
    auto values = llvm::to_vector(padding.getValues<int64_t>());
    for (int64_t d = 0; d < rank; ++d) {
      w.paddingLow[d] = values[2 * d];
      w.paddingHigh[d] = values[2 * d + 1];
    }
  }
  return w;
}

/// Shape of the padded and base-dilated input; an error on overflow.
llvm::Expected<SmallVector<int64_t>> paddedShape(ArrayRef<int64_t> shape,
                                                 const WindowConfig &w) {
  SmallVector<int64_t> result;
  for (size_t d = 0; d < shape.size(); ++d) {
    std::optional<int64_t> size = stablehlo::paddedSize(
        shape[d], w.paddingLow[d], w.paddingHigh[d], w.baseDilations[d] - 1);
    if (!size)
      return evalError("the padded size of dimension " + Twine(d) +
                       " overflows");
    result.push_back(std::max<int64_t>(0, *size));
  }
  return result;
}

/// Number of windows per dimension.
SmallVector<int64_t> windowCounts(ArrayRef<int64_t> padded,
                                  const WindowConfig &w) {
  SmallVector<int64_t> counts;
  for (size_t d = 0; d < padded.size(); ++d)
    counts.push_back(*stablehlo::windowCount(
        padded[d], w.dimensions[d], w.windowDilations[d], w.strides[d]));
  return counts;
}

/// Offsets (in a tensor with `strides`) of a window's elements, row-major.
SmallVector<int64_t> windowOffsets(const WindowConfig &w,
                                   ArrayRef<int64_t> strides) {
  SmallVector<int64_t> elementStrides;
  for (size_t d = 0; d < strides.size(); ++d)
    elementStrides.push_back(w.windowDilations[d] * strides[d]);
  SmallVector<int64_t> offsets;
  forEachOffset(w.dimensions, elementStrides, 0,
                [&](int64_t o) { offsets.push_back(o); });
  return offsets;
}

/// For float or double max/min windows: the extremum by plain comparisons,
/// stored in `acc`, when there is no NaN and it is not zero (then every
/// order gives the same bits, equal nonzero floats being the same float).
/// Returns false otherwise, and always for other kernels and types, and
/// the caller folds in order with the kernel, which orders -0 below +0 and
/// picks NaNs.
template <typename T, typename Kernel>
bool plainExtremum(T &acc, const T *in, int64_t base,
                   ArrayRef<int64_t> offsets, const Kernel &) {
  constexpr bool isMax = std::is_same_v<Kernel, kernels::MaxKernel>;
  constexpr bool isMin = std::is_same_v<Kernel, kernels::MinKernel>;
  if constexpr ((std::is_same_v<T, float> || std::is_same_v<T, double>) &&
                (isMax || isMin)) {
    T result = acc;
    bool unordered = result != result;
    for (int64_t offset : offsets) {
      T v = in[base + offset];
      unordered |= v != v;
      result = isMax ? (result < v ? v : result) : (v < result ? v : result);
    }
    if (unordered || result == 0)
      return false;
    acc = result;
    return true;
  } else {
    return false;
  }
}
} // namespace

llvm::Expected<SmallVector<Tensor>>
evalReduceWindowOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> initValues,
                   const WindowConfig &window, const Combiner &combiner,
                   ArrayRef<Type> resultElementTypes,
                   const InterpreterOptions &options) {
  size_t n = inputs.size();
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return evalError("inputs differ in shape at run time");
  int64_t rank = inputs.front().getRank();
  llvm::Expected<SmallVector<int64_t>> paddedOrError =
      paddedShape(inputs.front().getShape(), window);
  if (!paddedOrError)
    return paddedOrError.takeError();
  SmallVector<int64_t> padded = std::move(*paddedOrError);
  SmallVector<int64_t> counts = windowCounts(padded, window);

  // padded_inputs = pad(inputs, init_values, low, high, base_dilations - 1).
  SmallVector<Tensor> paddedInputs;
  SmallVector<int64_t> interior;
  for (int64_t d : window.baseDilations)
    interior.push_back(d - 1);
  for (size_t i = 0; i < n; ++i) {
    auto type = RankedTensorType::get(padded, inputs[i].getElementType());
    if (llvm::Error error = checkTensorSize(type, options))
      return std::move(error);
    paddedInputs.push_back(evalPadOp(inputs[i], initValues[i],
                                     window.paddingLow, window.paddingHigh,
                                     interior, type));
  }
  SmallVector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    auto type = RankedTensorType::get(counts, resultElementTypes[i]);
    if (llvm::Error error = checkTensorSize(type, options))
      return std::move(error);
    Element init = initValues[i].getLinear(0);
    results.push_back(Tensor::splat(
        type, init.getType() == type.getElementType()
                  ? init
                  : convert(init, type.getElementType())));
  }
  const Tensor &source = paddedInputs.front();
  SmallVector<int64_t> offsets = windowOffsets(window, source.getStrides());
  SmallVector<int64_t> windowStarts;
  for (int64_t d = 0; d < rank; ++d)
    windowStarts.push_back(window.strides[d] * source.getStrides()[d]);

  // The typed path folds each window in a register, in the same order.
  bool done = combiner.kind && n == 1 &&
              results.front().getElementType() == source.getElementType() &&
              combineTypedBody(
                  *combiner.kind, results.front(), source,
                  [&](auto *out, const auto *in, const auto &kernel) {
                    int64_t resultPosition = 0;
                    forEachOffset(counts, windowStarts, 0, [&](int64_t base) {
                      auto acc = out[resultPosition];
                      if (plainExtremum(acc, in, base, offsets, kernel)) {
                        out[resultPosition++] = acc;
                        return;
                      }
                      for (int64_t offset : offsets)
                        acc = kernel.typed(acc, in[base + offset]);
                      out[resultPosition++] = acc;
                    });
                  });
  if (done)
    return results;
  // The Element path, window by window in the same order.
  std::optional<llvm::Error> failure;
  int64_t resultPosition = 0;
  forEachOffset(counts, windowStarts, 0, [&](int64_t base) {
    for (int64_t offset : offsets) {
      if (failure)
        return;
      if (llvm::Error error = combineInto(combiner, results, resultPosition,
                                          paddedInputs, base + offset))
        failure = std::move(error);
    }
    ++resultPosition;
  });
  if (failure)
    return std::move(*failure);
  return results;
}

llvm::Expected<Tensor>
evalSelectAndScatterOp(const Tensor &operand, const Tensor &source,
                       const Tensor &initValue, const WindowConfig &window,
                       Region &select, const Combiner &scatter,
                       Type resultElementType, EvalEnv &env) {
  int64_t rank = operand.getRank();
  llvm::Expected<SmallVector<int64_t>> padded =
      paddedShape(operand.getShape(), window);
  if (!padded)
    return padded.takeError();
  SmallVector<int64_t> counts = windowCounts(*padded, window);
  if (ArrayRef<int64_t>(counts) != source.getShape()) {
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "source has shape '" << source.getType()
       << "' but there are windows of another count";
    return evalError(message);
  }
  // The result has the scatter computation's (possibly promoted) type.
  Element init = initValue.getLinear(0);
  Tensor result = Tensor::splat(operand.getType().clone(resultElementType),
                                init.getType() == resultElementType
                                    ? init
                                    : convert(init, resultElementType));
  std::optional<std::pair<CompareDirection, CompareKind>> simpleSelect =
      matchComparator(select);

  // Each window selects one operand element (skipping padding) with
  // `select`, then the source value scatters onto it.
  int64_t sourcePosition = 0;
  Index operandIndex(rank);
  for (const Index &windowIndex : IndexRange(counts)) {
    std::optional<int64_t> selected;
    Element best = operand.getLinear(0);
    // Only the part of the window over the operand matters (padding is never
    // selected): walk [first, last) per dimension, in row-major order.
    SmallVector<int64_t> first(rank), extent(rank);
    for (int64_t d = 0; d < rank; ++d) {
      int64_t start = windowIndex[d] * window.strides[d] - window.paddingLow[d];
      int64_t lo = std::max<int64_t>(start, 0);
      int64_t hi =
          std::min<int64_t>(operand.getShape()[d],
                            start + std::min(window.dimensions[d],
                                             operand.getShape()[d] - start));
      first[d] = lo;
      extent[d] = std::max<int64_t>(0, hi - lo);
    }
    for (const Index &within : IndexRange(extent)) {
      for (int64_t d = 0; d < rank; ++d)
        operandIndex[d] = first[d] + within[d];
      int64_t position = operand.linearize(operandIndex);
      Element candidate = operand.getLinear(position);
      if (!selected) {
        selected = position;
        best = candidate;
        continue;
      }
      bool keep;
      if (simpleSelect) {
        keep =
            compare(best, candidate, simpleSelect->first, simpleSelect->second);
      } else {
        llvm::Expected<SmallVector<Element>> r =
            runScalarRegion(select, {best, candidate}, env);
        if (!r)
          return r.takeError();
        keep = (*r)[0].getBool();
      }
      if (!keep) {
        selected = position;
        best = candidate;
      }
    }
    Element value = source.getLinear(sourcePosition++);
    if (value.getType() != resultElementType)
      value = convert(value, resultElementType);
    if (!selected)
      continue;
    Element current = result.getLinear(*selected);
    if (scatter.kind) {
      result.setLinear(*selected, applyCombiner(*scatter.kind, current, value));
      continue;
    }
    llvm::Expected<SmallVector<Element>> r = scatter.apply(current, value);
    if (!r)
      return r.takeError();
    result.setLinear(*selected, (*r)[0]);
  }
  return result;
}

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults> evalReduceWindow(ReduceWindowOp op,
                                             const OperandValues &operands,
                                             EvalEnv &env) {
  SmallVector<Tensor> inputs = operands.tensors(op.getInputs());
  WindowConfig window = readWindow(
      inputs.front().getRank(), op.getWindowDimensions(), op.getWindowStrides(),
      op.getBaseDilations(), op.getWindowDilations(), op.getPaddingAttr());
  SmallVector<Type> resultElementTypes;
  for (Type type : op.getResultTypes())
    resultElementTypes.push_back(cast<ShapedType>(type).getElementType());
  RegionCombiner combiner(op.getBody(), inputs.size(), env);
  llvm::Expected<SmallVector<Tensor>> results =
      evalReduceWindowOp(inputs, operands.tensors(op.getInitValues()), window,
                         combiner.get(), resultElementTypes, env.getOptions());
  if (!results)
    return results.takeError();
  return EvalResults(results->begin(), results->end());
}

llvm::Expected<EvalResults> evalSelectAndScatter(SelectAndScatterOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &env) {
  const Tensor &operand = operands.tensor(op.getOperand());
  WindowConfig window = readWindow(operand.getRank(), op.getWindowDimensions(),
                                   op.getWindowStrides(), std::nullopt,
                                   std::nullopt, op.getPaddingAttr());
  RegionCombiner scatter(op.getScatter(), 1, env);
  llvm::Expected<Tensor> result = evalSelectAndScatterOp(
      operand, operands.tensor(op.getSource()),
      operands.tensor(op.getInitValue()), window, op.getSelect(), scatter.get(),
      op.getType().getElementType(), env);
  if (!result)
    return result.takeError();
  return EvalResults{*result};
}
} // namespace

void registerWindowEvaluators(EvaluatorRegistry &r) {
  r.add<ReduceWindowOp, evalReduceWindow>();
  r.add<SelectAndScatterOp, evalSelectAndScatter>();
}

} // namespace shlo
} // namespace mlir
