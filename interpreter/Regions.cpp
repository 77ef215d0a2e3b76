//===- Regions.cpp - computations passed to ops as regions ---------------===//

#include "interpreter/Regions.h"
#include "interpreter/CpuFeatures.h"
#include "interpreter/Ops.h"

#include "interpreter/Evaluator.h"
#include "interpreter/CombineTyped.h"
#include "interpreter/Kernels.h"
#include "interpreter/Parallel.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#ifdef __SSE2__
#include <emmintrin.h>
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif
#endif

namespace mlir {
namespace shlo {

std::optional<CombinerKind> matchCombiner(Region &region) {
  if (!region.hasOneBlock())
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2)
    return std::nullopt;
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1)
    return std::nullopt;
  Value returned = terminator->getOperand(0);
  if (returned == block.getArgument(0))
    return CombinerKind::KeepCurrent;
  if (returned == block.getArgument(1))
    return CombinerKind::TakeUpdate;
  Operation *op = returned.getDefiningOp();
  if (!op || op->getBlock() != &block || &block.front() != op ||
      op->getNextNode() != terminator || op->getNumOperands() != 2 ||
      returned.getType() != block.getArgument(0).getType())
    return std::nullopt;
  // Every recognised op is commutative, so argument order does not matter
  // as long as both block arguments are used once.
  bool inOrder = op->getOperand(0) == block.getArgument(0) &&
                 op->getOperand(1) == block.getArgument(1);
  bool swapped = op->getOperand(0) == block.getArgument(1) &&
                 op->getOperand(1) == block.getArgument(0);
  if (!inOrder && !swapped)
    return std::nullopt;
  using namespace mlir::stablehlo;
  if (isa<AddOp>(op))
    return CombinerKind::Add;
  if (isa<MulOp>(op))
    return CombinerKind::Multiply;
  if (isa<MaxOp>(op))
    return CombinerKind::Maximum;
  if (isa<MinOp>(op))
    return CombinerKind::Minimum;
  if (isa<AndOp>(op))
    return CombinerKind::And;
  if (isa<OrOp>(op))
    return CombinerKind::Or;
  if (isa<XorOp>(op))
    return CombinerKind::Xor;
  return std::nullopt;
}

std::optional<std::pair<CompareDirection, CompareKind>>
matchComparator(Region &region) {
  using namespace mlir::stablehlo;
  Block &block = region.front();
  Operation *terminator = block.getTerminator();
  auto compareOp = terminator->getOperand(0).getDefiningOp<CompareOp>();
  if (!compareOp || &block.front() != compareOp.getOperation() ||
      compareOp->getNextNode() != terminator ||
      compareOp.getLhs() != block.getArgument(0) ||
      compareOp.getRhs() != block.getArgument(1) ||
      !stablehlo::compareTypeApplies(compareOp.getLhs().getType().getElementType(),
                          compareOp.getCompareType()
                              ? stringifyEnum(*compareOp.getCompareType())
                              : StringRef()))
    return std::nullopt;
  return std::make_pair(toDirection(compareOp.getComparisonDirection()),
                        toKind(compareOp.getCompareType()));
}

Element applyCombiner(CombinerKind kind, const Element &current,
                      const Element &update) {
  switch (kind) {
  case CombinerKind::Add:
    return current + update;
  case CombinerKind::Multiply:
    return current * update;
  case CombinerKind::Maximum:
    return maximum(current, update);
  case CombinerKind::Minimum:
    return minimum(current, update);
  case CombinerKind::And:
    return current & update;
  case CombinerKind::Or:
    return current | update;
  case CombinerKind::Xor:
    return current ^ update;
  case CombinerKind::TakeUpdate:
    return update;
  case CombinerKind::KeepCurrent:
    return current;
  }
  return current;
}

llvm::Expected<SmallVector<Element>>
Combiner::apply(ArrayRef<Element> current, ArrayRef<Element> update) const {
  if (kind) {
    // The computation may run in a promoted type: convert the new value.
    Element incoming = update[0].getType() == current[0].getType()
                           ? update[0]
                           : convert(update[0], current[0].getType());
    return SmallVector<Element>{applyCombiner(*kind, current[0], incoming)};
  }
  return region(current, update);
}

bool combineTyped(CombinerKind kind, Tensor &target, const Tensor &source,
                  ArrayRef<std::pair<int64_t, int64_t>> pairs) {
  return combineTypedWith(kind, target, source, [&](auto apply) {
    for (auto [s, t] : pairs)
      apply(s, t);
  });
}

namespace {
/// Whether folding a row with `kind` gives the same value in any order,
/// for values of T other than NaN: integer add/multiply wrap around and
/// bitwise ops are associative and commutative, and float max/min pick
/// from a total order (-0 < +0) whatever the order.
template <typename T> bool isOrderFree(CombinerKind kind) {
  if (kind == CombinerKind::Maximum || kind == CombinerKind::Minimum)
    return true;
  return !isFloatStorage<T> && kind != CombinerKind::TakeUpdate;
}

template <typename T, typename Kernel>
T foldInOrder(T acc, const T *in, int64_t n, const Kernel &kernel) {
  for (int64_t i = 0; i < n; ++i)
    acc = kernel.typed(acc, in[i]);
  return acc;
}

/// Folds in[0, n) into acc for an order-free kind in 8 independent lanes.
/// A float NaN anywhere (which every lane and the final fold propagate)
/// refolds the row in order, so the NaN returned is the one the in-order
/// fold returns.
#ifdef __SSE2__
/// SSE2 lanes of float or double: 4 or 2 per register.
template <typename T> struct Lanes;
template <> struct Lanes<float> {
  using V = __m128;
  static constexpr int64_t width = 4;
  static V load(const float *p) { return _mm_loadu_ps(p); }
  static void store(float *p, V v) { _mm_storeu_ps(p, v); }
  static V max(V a, V b) { return _mm_max_ps(a, b); }
  static V min(V a, V b) { return _mm_min_ps(a, b); }
  static V unordered(V a) { return _mm_cmpunord_ps(a, a); }
  static V unorderedPair(V a, V b) { return _mm_cmpunord_ps(a, b); }
  static V either(V a, V b) { return _mm_or_ps(a, b); }
  static bool any(V a) { return _mm_movemask_ps(a) != 0; }
};
template <> struct Lanes<double> {
  using V = __m128d;
  static constexpr int64_t width = 2;
  static V load(const double *p) { return _mm_loadu_pd(p); }
  static void store(double *p, V v) { _mm_storeu_pd(p, v); }
  static V max(V a, V b) { return _mm_max_pd(a, b); }
  static V min(V a, V b) { return _mm_min_pd(a, b); }
  static V unordered(V a) { return _mm_cmpunord_pd(a, a); }
  static V unorderedPair(V a, V b) { return _mm_cmpunord_pd(a, b); }
  static V either(V a, V b) { return _mm_or_pd(a, b); }
  static bool any(V a) { return _mm_movemask_pd(a) != 0; }
};

/// The end of plainExtremum's loops: folds the lanes' `values` and then the
/// `count` elements left at `rest` into `acc`, in order; none when a NaN
/// was seen (`unordered` says whether the lanes met one) or the answer is
/// zero.
template <bool isMax, typename T, size_t N>
std::optional<T> finishExtremum(T acc, const T (&values)[N], const T *rest,
                                int64_t count, bool unordered) {
  T result = acc;
  auto fold = [&](T v) {
    unordered |= v != v;
    result = isMax ? (result < v ? v : result) : (v < result ? v : result);
  };
  for (T v : values)
    fold(v);
  for (int64_t i = 0; i < count; ++i)
    fold(rest[i]);
  if (unordered || result == 0)
    return std::nullopt;
  return result;
}

/// Max (or min) of acc and in[0, n), n >= 8, of float or double in SSE
/// lanes, 4 registers side by side. Without NaN and with a nonzero answer
/// every order gives the same bits (equal nonzero floats are the same
/// float); otherwise returns nullopt and the caller folds in order with the
/// kernel, which orders -0 below +0 and picks NaNs.
template <typename T, bool isMax>
std::optional<T> plainExtremum(T acc, const T *in, int64_t n) {
  using L = Lanes<T>;
  using V = typename L::V;
  constexpr int64_t step = 4 * L::width;
  if (n < step)
    return std::nullopt;
  V lane[4], nan[4];
  for (int k = 0; k < 4; ++k) {
    lane[k] = L::load(in + k * L::width);
    nan[k] = L::unordered(lane[k]);
  }
  int64_t i = step;
  // One unordered compare covers two registers (true where either is NaN).
  for (; i + step <= n; i += step) {
    V v[4];
    for (int k = 0; k < 4; ++k) {
      v[k] = L::load(in + i + k * L::width);
      lane[k] = isMax ? L::max(lane[k], v[k]) : L::min(lane[k], v[k]);
    }
    nan[0] = L::either(nan[0], L::unorderedPair(v[0], v[1]));
    nan[1] = L::either(nan[1], L::unorderedPair(v[2], v[3]));
  }
  bool unordered = acc != acc;
  for (int k = 0; k < 4; ++k)
    unordered |= L::any(nan[k]);
  T values[step];
  for (int k = 0; k < 4; ++k)
    L::store(values + k * L::width, lane[k]);
  return finishExtremum<isMax>(acc, values, in + i, n - i, unordered);
}

#if defined(__x86_64__) && defined(__GNUC__)
/// plainExtremum of float in AVX2 registers (8 lanes, 4 side by side),
/// for long rows on machines that have AVX2: the same answer (a plain
/// extremum without NaN and nonzero has the same bits at any width).
template <bool isMax>
__attribute__((target("avx2"))) std::optional<float>
plainExtremumAvx2(float acc, const float *in, int64_t n) {
  constexpr int64_t step = 32;
  if (n < step)
    return std::nullopt;
  __m256 lane[4], nan[2];
  for (int k = 0; k < 4; ++k)
    lane[k] = _mm256_loadu_ps(in + 8 * k);
  nan[0] = _mm256_cmp_ps(lane[0], lane[1], _CMP_UNORD_Q);
  nan[1] = _mm256_cmp_ps(lane[2], lane[3], _CMP_UNORD_Q);
  int64_t i = step;
  for (; i + step <= n; i += step) {
    __m256 v[4];
    for (int k = 0; k < 4; ++k) {
      v[k] = _mm256_loadu_ps(in + i + 8 * k);
      lane[k] = isMax ? _mm256_max_ps(lane[k], v[k])
                      : _mm256_min_ps(lane[k], v[k]);
    }
    nan[0] = _mm256_or_ps(nan[0], _mm256_cmp_ps(v[0], v[1], _CMP_UNORD_Q));
    nan[1] = _mm256_or_ps(nan[1], _mm256_cmp_ps(v[2], v[3], _CMP_UNORD_Q));
  }
  bool unordered = acc != acc || _mm256_movemask_ps(nan[0]) != 0 ||
                   _mm256_movemask_ps(nan[1]) != 0;
  float values[step];
  for (int k = 0; k < 4; ++k)
    _mm256_storeu_ps(values + 8 * k, lane[k]);
  return finishExtremum<isMax>(acc, values, in + i, n - i, unordered);
}

#endif
#endif

template <typename T, typename Kernel>
T foldInLanes(T acc, const T *in, int64_t n, const Kernel &kernel) {
  constexpr int64_t lanes = 8;
  if (n < 2 * lanes)
    return foldInOrder(acc, in, n, kernel);
#ifdef __SSE2__
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    constexpr bool isMax = std::is_same_v<Kernel, kernels::MaxKernel>;
    constexpr bool isMin = std::is_same_v<Kernel, kernels::MinKernel>;
    if constexpr (isMax || isMin) {
#if defined(__x86_64__) && defined(__GNUC__)
      if constexpr (std::is_same_v<T, float>)
        if (n >= 1024 && cpuHasAvx2()) {
          if (std::optional<float> result =
                  plainExtremumAvx2<isMax>(acc, in, n))
            return *result;
          return foldInOrder(acc, in, n, kernel);
        }
#endif
      if (std::optional<T> result = plainExtremum<T, isMax>(acc, in, n))
        return *result;
      return foldInOrder(acc, in, n, kernel);
    }
  }
#endif
  T lane[lanes];
  for (int64_t k = 0; k < lanes; ++k)
    lane[k] = in[k];
  int64_t i = lanes;
  for (; i + lanes <= n; i += lanes)
    for (int64_t k = 0; k < lanes; ++k)
      lane[k] = kernel.typed(lane[k], in[i + k]);
  T result = acc;
  for (int64_t k = 0; k < lanes; ++k)
    result = kernel.typed(result, lane[k]);
  result = foldInOrder(result, in + i, n - i, kernel);
  if constexpr (isFloatStorage<T>) {
    auto x = widen(result);
    if (x != x)
      return foldInOrder(acc, in, n, kernel);
  }
  return result;
}

/// out[r] = fold(out[r], in[r * run, (r + 1) * run)) for r < rows. Order-free
/// kinds fold each row in lanes; the others fold 8 rows side by side, each
/// row still in order.
/// Elements per piece of a long order-free fold (and per chunk of rows):
/// below this a fold is not split over threads.
constexpr int64_t kFoldPiece = 1 << 16;

/// foldInLanes of a long row, split into pieces of kFoldPiece elements
/// folded side by side (on up to threadCount() threads), whose results are
/// then folded in order. For an order-free kind this is the in-order fold
/// whatever the split, except with a float NaN, which every piece and the
/// final fold propagate: then the row is refolded in order (as
/// foldInLanes does), so the NaN returned is the in-order fold's.
template <typename T, typename Kernel>
T foldLongRow(T acc, const T *in, int64_t n, const Kernel &kernel) {
  int64_t pieces = (n + kFoldPiece - 1) / kFoldPiece;
  if (pieces < 2 || threadCount() == 1)
    return foldInLanes(acc, in, n, kernel);
  // A piece folds from its own first element (acc joins once, at the end).
  SmallVector<T, 64> partial(static_cast<size_t>(pieces));
  parallelFor(pieces, 1, [&](int64_t begin, int64_t end) {
    for (int64_t p = begin; p < end; ++p) {
      const T *first = in + p * kFoldPiece;
      int64_t size = std::min(kFoldPiece, n - p * kFoldPiece);
      partial[p] = foldInLanes(first[0], first + 1, size - 1, kernel);
    }
  });
  T result = foldInOrder(acc, partial.data(), pieces, kernel);
  if constexpr (isFloatStorage<T>) {
    auto x = widen(result);
    if (x != x)
      return foldInOrder(acc, in, n, kernel);
  }
  return result;
}

template <typename T, typename Kernel>
void foldRows(T *out, const T *in, int64_t rows, int64_t run,
              CombinerKind kind, const Kernel &kernel) {
  if (isOrderFree<T>(kind)) {
    if (rows == 1) {
      out[0] = foldLongRow(out[0], in, run, kernel);
      return;
    }
    // Each row is folded by one thread, as on one thread.
    int64_t grain = std::max<int64_t>(1, kFoldPiece / std::max<int64_t>(run, 1));
    parallelFor(rows, grain, [&](int64_t begin, int64_t end) {
      for (int64_t r = begin; r < end; ++r)
        out[r] = foldInLanes(out[r], in + r * run, run, kernel);
    });
    return;
  }
  constexpr int64_t block = 8;
  int64_t r = 0;
  for (; r + block <= rows; r += block) {
    T acc[block];
    for (int64_t k = 0; k < block; ++k)
      acc[k] = out[r + k];
    const T *row = in + r * run;
    for (int64_t i = 0; i < run; ++i)
      for (int64_t k = 0; k < block; ++k)
        acc[k] = kernel.typed(acc[k], row[k * run + i]);
    for (int64_t k = 0; k < block; ++k)
      out[r + k] = acc[k];
  }
  for (; r < rows; ++r)
    out[r] = foldInOrder(out[r], in + r * run, run, kernel);
}
} // namespace

bool combineTypedReduction(CombinerKind kind, Tensor &target,
                           const Tensor &source, ArrayRef<int64_t> targetStrides) {
  ArrayRef<int64_t> shape = source.getShape();
  int64_t rank = int64_t(shape.size());
  // The trailing block of reduced dimensions [kept, rank).
  int64_t kept = rank;
  while (kept > 0 && targetStrides[kept - 1] == 0)
    --kept;
  if (kept == rank) {
    // The innermost dimension is kept: when it is contiguous in the target
    // too, combine whole rows elementwise (each target element still sees
    // its sources in order).
    if (rank == 0 || targetStrides.back() != 1)
      return combineTypedWith(kind, target, source, [&](auto apply) {
        int64_t s = 0;
        forEachOffset(shape, targetStrides, 0,
                      [&](int64_t t) { apply(s++, t); });
      });
    int64_t inner = shape.back();
    return combineTypedBody(
        kind, target, source,
        [&](auto *out, const auto *in, const auto &kernel) {
          int64_t s = 0;
          forEachOffset(shape.drop_back(), targetStrides.drop_back(), 0,
                        [&](int64_t t) {
                          for (int64_t i = 0; i < inner; ++i)
                            out[t + i] = kernel.typed(out[t + i], in[s + i]);
                          s += inner;
                        });
        });
  }
  // Each run of the reduced trailing block folds into one target element.
  int64_t run = 1;
  for (int64_t d = kept; d < rank; ++d)
    run *= shape[d];
  ArrayRef<int64_t> outerShape = shape.take_front(kept);
  ArrayRef<int64_t> outerStrides = targetStrides.take_front(kept);
  // With every leading dimension kept, row r folds into target r.
  bool rowsAreTargets = llvm::all_of(outerStrides, [](int64_t s) { return s != 0; });
  return combineTypedBody(
      kind, target, source, [&](auto *out, const auto *in, const auto &kernel) {
        using T = std::remove_const_t<std::remove_pointer_t<decltype(in)>>;
        if (run == 0)
          return;
        if (rowsAreTargets) {
          int64_t rows = 1;
          for (int64_t size : outerShape)
            rows *= size;
          foldRows<T>(out, in, rows, run, kind, kernel);
          return;
        }
        int64_t s = 0;
        bool orderFree = isOrderFree<T>(kind);
        forEachOffset(outerShape, outerStrides, 0, [&](int64_t t) {
          out[t] = orderFree ? foldInLanes<T>(out[t], in + s, run, kernel)
                             : foldInOrder<T>(out[t], in + s, run, kernel);
          s += run;
        });
      });
}

llvm::Expected<SmallVector<Element>>
runScalarRegion(Region &region, ArrayRef<Element> args, EvalEnv &env) {
  SmallVector<InterpreterValue> values;
  Block &block = region.front();
  for (auto [arg, element] : llvm::zip(block.getArguments(), args)) {
    auto type = cast<ShapedType>(arg.getType());
    // The region's argument type decides (scatter converts updates to it).
    Element value = element.getType() == type.getElementType()
                        ? element
                        : convert(element, type.getElementType());
    values.push_back(Tensor::splat(type, value));
  }
  // The region's results replace its arguments.
  if (llvm::Error error = env.runRegionInto(region, values, values))
    return std::move(error);
  SmallVector<Element> elements;
  for (const InterpreterValue &value : values) {
    if (!value.isTensor() || value.getTensor().getNumElements() != 1)
      return evalError("the region must return scalar tensors");
    elements.push_back(value.getTensor().getLinear(0));
  }
  return elements;
}

RegionCombiner::RegionCombiner(Region &body, size_t numInputs, EvalEnv &env)
    : runner{body, env} {
  if (numInputs == 1)
    combiner.kind = matchCombiner(body);
  combiner.region = runner;
}

llvm::Expected<SmallVector<Element>>
RegionCombiner::Runner::operator()(ArrayRef<Element> current,
                                   ArrayRef<Element> update) const {
  SmallVector<Element> args(current.begin(), current.end());
  args.append(update.begin(), update.end());
  return runScalarRegion(body, args, env);
}

llvm::Error combineInto(const Combiner &combiner,
                        MutableArrayRef<Tensor> targets, int64_t target,
                        ArrayRef<Tensor> sources, int64_t source) {
  SmallVector<Element, 4> current, incoming;
  for (auto [result, input] : llvm::zip(targets, sources)) {
    current.push_back(result.getLinear(target));
    incoming.push_back(input.getLinear(source));
  }
  llvm::Expected<SmallVector<Element>> combined =
      combiner.apply(current, incoming);
  if (!combined)
    return combined.takeError();
  for (auto [result, value] : llvm::zip(targets, *combined)) {
    Type type = result.getElementType();
    result.setLinear(target,
                     value.getType() == type ? value : convert(value, type));
  }
  return llvm::Error::success();
}

} // namespace shlo
} // namespace mlir
