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
#include "interpreter/Parallel.h"
#include "interpreter/Strided.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include <limits>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

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

/// Marks a padding element in a window's fold sequence (see foldWindowRun).
constexpr int64_t kPadElement = std::numeric_limits<int64_t>::min();

/// Results [0, count) of a row of windows: result r folds, in order, init
/// and for each entry of `sequence` either in[at + r * step + entry] or,
/// for kPadElement, init again (a padding element). `present` lists the
/// entries that are not padding. Float max and min windows run four
/// results side by side in SSE lanes with plain max/min over init and the
/// present elements; a result whose window holds a NaN or whose extremum
/// is zero is then refolded in order with the kernel (as plainExtremum
/// says, every other result has the same bits in any order, and folding
/// init again changes no extremum).
template <typename T, typename Kernel>
void foldWindowRun(T *result, const T *in, int64_t at, int64_t count,
                   int64_t step, ArrayRef<int64_t> sequence,
                   ArrayRef<int64_t> present, T init, const Kernel &kernel) {
  auto inOrder = [&](int64_t r) {
    T acc = init;
    for (int64_t entry : sequence)
      acc = kernel.typed(acc, entry == kPadElement ? init
                                                   : in[at + r * step + entry]);
    return acc;
  };
  int64_t r = 0;
#ifdef __SSE2__
  constexpr bool isMax = std::is_same_v<Kernel, kernels::MaxKernel>;
  constexpr bool isMin = std::is_same_v<Kernel, kernels::MinKernel>;
  if constexpr (std::is_same_v<T, float> && (isMax || isMin)) {
    __m128 start = _mm_set1_ps(init);
    __m128 startNan = _mm_cmpunord_ps(start, start);
    for (; r + 4 <= count; r += 4) {
      int64_t p = at + r * step;
      __m128 acc = start, nan = startNan;
      for (int64_t offset : present) {
        const float *q = in + (p + offset);
        __m128 v = _mm_setr_ps(q[0], q[step], q[2 * step], q[3 * step]);
        nan = _mm_or_ps(nan, _mm_cmpunord_ps(v, v));
        acc = isMax ? _mm_max_ps(acc, v) : _mm_min_ps(acc, v);
      }
      _mm_storeu_ps(result + r, acc);
      int redo = _mm_movemask_ps(
          _mm_or_ps(nan, _mm_cmpeq_ps(acc, _mm_setzero_ps())));
      for (int k = 0; redo && k < 4; ++k)
        if (redo >> k & 1)
          result[r + k] = inOrder(r + k);
    }
  }
#endif
  for (; r < count; ++r) {
    T acc = init;
    result[r] = plainExtremum(acc, in, at + r * step, present, kernel)
                    ? acc
                    : inOrder(r);
  }
}

/// The typed reduce_window without the padded copy, for inputs without
/// base dilation: a window element at padded position p of dimension d is
/// input element p - padding_low[d] when that is inside the input, else
/// the init value, which is folded in its place, so every window still
/// folds the same values in the same order as over the padded input. Rows
/// of the last result dimension are split over threads; each result is
/// computed as on one thread.
template <typename T, typename Kernel>
void reduceWindowDirect(T *out, const T *in, T init, ArrayRef<int64_t> shape,
                        ArrayRef<int64_t> strides, ArrayRef<int64_t> counts,
                        const WindowConfig &w, const Kernel &kernel) {
  int64_t rank = int64_t(shape.size());
  SmallVector<int64_t> offsets = windowOffsets(w, strides);
  int64_t windowSize = int64_t(offsets.size());
  // The window index of each window element, in row-major order.
  SmallVector<int64_t> elementIndex;
  {
    SmallVector<int64_t> index(size_t(rank), 0);
    for (int64_t e = 0; e < windowSize; ++e) {
      elementIndex.append(index.begin(), index.end());
      for (int64_t d = rank - 1; d >= 0; --d) {
        if (++index[d] < w.dimensions[d])
          break;
        index[d] = 0;
      }
    }
  }
  auto start = [&](int64_t d, int64_t o) {
    return o * w.strides[d] - w.paddingLow[d];
  };
  // Whether window element e of a window starting at `first` along d is
  // inside the input.
  auto valid = [&](int64_t d, int64_t first, int64_t e) {
    int64_t c = first + elementIndex[e * rank + d] * w.windowDilations[d];
    return c >= 0 && c < shape[d];
  };
  int64_t inner = rank ? counts.back() : 1;
  int64_t rows = 1;
  for (int64_t d = 0; d + 1 < rank; ++d)
    rows *= counts[d];
  int64_t last = rank - 1;
  int64_t step = rank ? w.strides[last] * strides[last] : 0;
  int64_t grain = std::max<int64_t>(
      1, (int64_t(1) << 14) / std::max<int64_t>(1, inner * windowSize));
  parallelFor(rows, grain, [&](int64_t beginRow, int64_t endRow) {
    SmallVector<int64_t> first(size_t(std::max<int64_t>(rank, 1)), 0);
    SmallVector<uint8_t> rowValid(static_cast<size_t>(windowSize));
    SmallVector<int64_t> rowSequence, rowPresent, sequence, present;
    for (int64_t row = beginRow; row < endRow; ++row) {
      int64_t base = 0;
      for (int64_t d = rank - 2, rest = row; d >= 0; --d) {
        int64_t o = rest % counts[d];
        rest /= counts[d];
        first[d] = start(d, o);
        base += first[d] * strides[d];
      }
      // Which window elements the dimensions before the last keep.
      rowSequence.clear();
      rowPresent.clear();
      for (int64_t e = 0; e < windowSize; ++e) {
        bool keep = true;
        for (int64_t d = 0; d < last; ++d)
          keep &= valid(d, first[d], e);
        rowValid[e] = keep;
        rowSequence.push_back(keep ? offsets[e] : kPadElement);
        if (keep)
          rowPresent.push_back(offsets[e]);
      }
      T *result = out + row * inner;
      if (rank == 0) {
        foldWindowRun(result, in, 0, 1, 0, ArrayRef<int64_t>(rowSequence),
                      ArrayRef<int64_t>(rowPresent), init, kernel);
        continue;
      }
      // Results whose windows are inside along the last dimension, in one
      // run; the others one at a time.
      for (int64_t o = 0; o < inner;) {
        int64_t firstLast = start(last, o);
        bool inside = firstLast >= 0 &&
                      firstLast + (w.dimensions[last] - 1) *
                                      w.windowDilations[last] <
                          shape[last];
        int64_t at = base + firstLast * strides[last];
        if (inside) {
          int64_t end = o + 1;
          while (end < inner) {
            int64_t f = start(last, end);
            if (f + (w.dimensions[last] - 1) * w.windowDilations[last] >=
                shape[last])
              break;
            ++end;
          }
          foldWindowRun(result + o, in, at, end - o, step,
                        ArrayRef<int64_t>(rowSequence),
                        ArrayRef<int64_t>(rowPresent), init, kernel);
          o = end;
          continue;
        }
        sequence.clear();
        present.clear();
        for (int64_t e = 0; e < windowSize; ++e) {
          bool keep = rowValid[e] && valid(last, firstLast, e);
          sequence.push_back(keep ? offsets[e] : kPadElement);
          if (keep)
            present.push_back(offsets[e]);
        }
        foldWindowRun(result + o, in, at, 1, step, ArrayRef<int64_t>(sequence),
                      ArrayRef<int64_t>(present), init, kernel);
        ++o;
      }
    }
  });
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

  // Without base dilation, the typed path reads the input in place.
  bool undilated = llvm::all_of(window.baseDilations,
                                [](int64_t d) { return d == 1; });
  if (n == 1 && combiner.kind && *combiner.kind != CombinerKind::KeepCurrent &&
      undilated && typedKernelsEnabled() &&
      resultElementTypes.front() == inputs.front().getElementType()) {
    Type type = resultElementTypes.front();
    auto paddedType = RankedTensorType::get(padded, type);
    if (llvm::Error error = checkTensorSize(paddedType, options))
      return std::move(error);
    auto resultType = RankedTensorType::get(counts, type);
    if (llvm::Error error = checkTensorSize(resultType, options))
      return std::move(error);
    Element initElement = initValues.front().getLinear(0);
    Tensor init = Tensor::splat(
        RankedTensorType::get({}, type),
        initElement.getType() == type ? initElement : convert(initElement, type));
    Tensor result = Tensor::uninitialized(resultType);
    const Tensor &input = inputs.front();
    if (combineTypedBody(
            *combiner.kind, result, input,
            [&](auto *out, const auto *in, const auto &kernel) {
              using T = std::remove_const_t<std::remove_pointer_t<decltype(in)>>;
              reduceWindowDirect<T>(out, in, init.data<T>()[0],
                                    input.getShape(), input.getStrides(),
                                    counts, window, kernel);
            }))
      return SmallVector<Tensor>{result};
  }

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
