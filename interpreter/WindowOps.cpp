//===- WindowOps.cpp - reduce_window and select_and_scatter --------------===//
//
// Both ops follow their spec formulas: the inputs are padded (and dilated)
// with pad, windows start at result_index * window_strides, and a window's
// elements are visited in row-major order of the window index.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CombineTyped.h"
#include "interpreter/Eval.h"
#include "interpreter/Ops.h"
#include "interpreter/Strided.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

namespace mlir {
namespace shlo {

namespace {
/// The window attributes with defaults filled in.
struct Window {
  SmallVector<int64_t> dims, strides, baseDilations, windowDilations, low, high;
};

Window readWindow(int64_t rank, std::optional<ArrayRef<int64_t>> dims,
                  std::optional<ArrayRef<int64_t>> strides,
                  std::optional<ArrayRef<int64_t>> baseDilations,
                  std::optional<ArrayRef<int64_t>> windowDilations,
                  DenseIntElementsAttr padding) {
  auto orOnes = [&](std::optional<ArrayRef<int64_t>> v) {
    return v ? SmallVector<int64_t>(v->begin(), v->end())
             : SmallVector<int64_t>(rank, 1);
  };
  Window w;
  w.dims = orOnes(dims);
  w.strides = orOnes(strides);
  w.baseDilations = orOnes(baseDilations);
  w.windowDilations = orOnes(windowDilations);
  w.low.assign(rank, 0);
  w.high.assign(rank, 0);
  if (padding) {
    auto values = llvm::to_vector(padding.getValues<int64_t>());
    for (int64_t d = 0; d < rank; ++d) {
      w.low[d] = values[2 * d];
      w.high[d] = values[2 * d + 1];
    }
  }
  return w;
}

/// Shape of the padded and base-dilated input; failure on overflow.
FailureOr<SmallVector<int64_t>> paddedShape(Operation *op,
                                            ArrayRef<int64_t> shape,
                                            const Window &w) {
  SmallVector<int64_t> result;
  for (size_t d = 0; d < shape.size(); ++d) {
    std::optional<int64_t> size = stablehlo::paddedSize(
        shape[d], w.low[d], w.high[d], w.baseDilations[d] - 1);
    if (!size)
      return op->emitError() << "the padded size of dimension " << d
                             << " overflows";
    result.push_back(std::max<int64_t>(0, *size));
  }
  return result;
}

/// Number of windows per dimension.
SmallVector<int64_t> windowCounts(ArrayRef<int64_t> padded, const Window &w) {
  SmallVector<int64_t> counts;
  for (size_t d = 0; d < padded.size(); ++d)
    counts.push_back(*stablehlo::windowCount(padded[d], w.dims[d],
                                             w.windowDilations[d], w.strides[d]));
  return counts;
}

/// Offsets (in a tensor with `strides`) of a window's elements, row-major.
SmallVector<int64_t> windowOffsets(const Window &w, ArrayRef<int64_t> strides) {
  SmallVector<int64_t> elementStrides;
  for (size_t d = 0; d < strides.size(); ++d)
    elementStrides.push_back(w.windowDilations[d] * strides[d]);
  SmallVector<int64_t> offsets;
  forEachOffset(w.dims, elementStrides, 0,
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

namespace {
using namespace mlir::stablehlo;

LogicalResult evalReduceWindow(ReduceWindowOp op, Scope &scope,
                               EvalContext &context) {
  SmallVector<Tensor> inputs = scope.getTensors(op.getInputs());
  SmallVector<Tensor> inits = scope.getTensors(op.getInitValues());
  size_t n = inputs.size();
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return op.emitError() << "inputs differ in shape at run time";
  int64_t rank = inputs.front().getRank();
  Window w = readWindow(rank, op.getWindowDimensions(), op.getWindowStrides(),
                        op.getBaseDilations(), op.getWindowDilations(),
                        op.getPaddingAttr());
  FailureOr<SmallVector<int64_t>> paddedOrFailure =
      paddedShape(op, inputs.front().getShape(), w);
  if (failed(paddedOrFailure))
    return failure();
  SmallVector<int64_t> padded = *paddedOrFailure;
  SmallVector<int64_t> counts = windowCounts(padded, w);

  // padded_inputs = pad(inputs, init_values, low, high, base_dilations - 1).
  SmallVector<Tensor> paddedInputs;
  SmallVector<int64_t> interior;
  for (int64_t d : w.baseDilations)
    interior.push_back(d - 1);
  for (size_t i = 0; i < n; ++i) {
    auto type = RankedTensorType::get(padded, inputs[i].getElementType());
    if (failed(context.checkSize(op, type)))
      return failure();
    paddedInputs.push_back(
        evalPadOp(inputs[i], inits[i], w.low, w.high, interior, type));
  }
  SmallVector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    auto type = RankedTensorType::get(
        counts, cast<ShapedType>(op.getResult(i).getType()).getElementType());
    if (failed(context.checkSize(op, type)))
      return failure();
    Element init = inits[i].getLinear(0);
    results.push_back(Tensor::splat(
        type, init.getType() == type.getElementType()
                  ? init
                  : convert(init, type.getElementType())));
  }
  const Tensor &source = paddedInputs.front();
  SmallVector<int64_t> offsets = windowOffsets(w, source.getStrides());
  SmallVector<int64_t> windowStarts;
  for (int64_t d = 0; d < rank; ++d)
    windowStarts.push_back(w.strides[d] * source.getStrides()[d]);
  // Visits (padded position, result position) window by window.
  auto visitPairs = [&](auto apply) {
    int64_t resultPosition = 0;
    forEachOffset(counts, windowStarts, 0, [&](int64_t base) {
      for (int64_t offset : offsets)
        apply(base + offset, resultPosition);
      ++resultPosition;
    });
  };

  Region &body = op.getBody();
  Combiner combiner;
  if (n == 1)
    combiner.kind = matchCombiner(body);
  auto runRegion = [&](ArrayRef<Element> current,
                       ArrayRef<Element> incoming) -> FailureOr<SmallVector<Element>> {
    SmallVector<Element> args(current.begin(), current.end());
    args.append(incoming.begin(), incoming.end());
    return runScalarRegion(body, args, scope, context);
  };
  combiner.region = runRegion;
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
  if (!done) {
    bool failedOnce = false;
    SmallVector<Element> current, incoming;
    visitPairs([&](int64_t in, int64_t out) {
      if (failedOnce)
        return;
      current.clear();
      incoming.clear();
      for (size_t i = 0; i < n; ++i) {
        current.push_back(results[i].getLinear(out));
        incoming.push_back(paddedInputs[i].getLinear(in));
      }
      FailureOr<SmallVector<Element>> combined = combiner.apply(current, incoming);
      if (failed(combined)) {
        failedOnce = true;
        return;
      }
      for (size_t i = 0; i < n; ++i) {
        Element value = (*combined)[i];
        if (value.getType() != results[i].getElementType())
          value = convert(value, results[i].getElementType());
        results[i].setLinear(out, value);
      }
    });
    if (failedOnce)
      return failure();
  }
  for (auto [value, tensor] : llvm::zip(op.getResults(), results))
    scope.bind(value, tensor);
  return success();
}

LogicalResult evalSelectAndScatter(SelectAndScatterOp op, Scope &scope,
                                   EvalContext &context) {
  const Tensor &operand = scope.getTensor(op.getOperand());
  const Tensor &source = scope.getTensor(op.getSource());
  int64_t rank = operand.getRank();
  Window w = readWindow(rank, op.getWindowDimensions(), op.getWindowStrides(),
                        std::nullopt, std::nullopt, op.getPaddingAttr());
  FailureOr<SmallVector<int64_t>> padded =
      paddedShape(op, operand.getShape(), w);
  if (failed(padded))
    return failure();
  SmallVector<int64_t> counts = windowCounts(*padded, w);
  if (ArrayRef<int64_t>(counts) != source.getShape())
    return op.emitError() << "source has shape " << source.getType()
                          << " but there are windows of another count";
  // The result has the scatter computation's (possibly promoted) type.
  Type resultElement = op.getType().getElementType();
  Element init = scope.getTensor(op.getInitValue()).getLinear(0);
  Tensor result = Tensor::splat(
      operand.getType().clone(resultElement),
      init.getType() == resultElement ? init : convert(init, resultElement));
  std::optional<std::pair<CompareDirection, CompareKind>> select =
      matchComparator(op.getSelect());
  std::optional<CombinerKind> scatterKind = matchCombiner(op.getScatter());

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
      int64_t start = windowIndex[d] * w.strides[d] - w.low[d];
      int64_t lo = std::max<int64_t>(start, 0);
      int64_t hi = std::min<int64_t>(operand.getShape()[d],
                                     start + std::min(w.dims[d],
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
      if (select) {
        keep = compare(best, candidate, select->first, select->second);
      } else {
        FailureOr<SmallVector<Element>> r =
            runScalarRegion(op.getSelect(), {best, candidate}, scope, context);
        if (failed(r))
          return failure();
        keep = (*r)[0].getBool();
      }
      if (!keep) {
        selected = position;
        best = candidate;
      }
    }
    Element value = source.getLinear(sourcePosition++);
    if (value.getType() != resultElement)
      value = convert(value, resultElement);
    if (!selected)
      continue;
    Element current = result.getLinear(*selected);
    if (scatterKind) {
      result.setLinear(*selected, applyCombiner(*scatterKind, current, value));
    } else {
      FailureOr<SmallVector<Element>> r =
          runScalarRegion(op.getScatter(), {current, value}, scope, context);
      if (failed(r))
        return failure();
      result.setLinear(*selected, (*r)[0]);
    }
  }
  scope.bind(op.getResult(), result);
  return success();
}
} // namespace

void registerWindowEvaluators(EvaluatorRegistry &r) {
  r.add<ReduceWindowOp, evalReduceWindow>();
  r.add<SelectAndScatterOp, evalSelectAndScatter>();
}

} // namespace shlo
} // namespace mlir
