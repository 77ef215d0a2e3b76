//===- ReductionOps.cpp - reduce and sort --------------------------------===//

#include "interpreter/BlockedSum.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Kernels.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <numeric>
#include <optional>

namespace mlir {
namespace shlo {

namespace {
/// For each input dimension, the stride of the output it maps to (0 for the
/// reduced dimensions).
SmallVector<int64_t> outputStridesPerInputDim(int64_t rank,
                                              ArrayRef<int64_t> dimensions,
                                              ArrayRef<int64_t> outputStrides) {
  SmallVector<int64_t> strideOf(rank, 0);
  for (int64_t d = 0, k = 0; d < rank; ++d)
    if (!llvm::is_contained(dimensions, d))
      strideOf[d] = outputStrides[k++];
  return strideOf;
}

/// An unsigned integer whose order is the order `kind` compares T in: the
/// value for integers (signed ones offset by the sign bit), the IEEE
/// totalOrder key for TOTALORDER floats, and for FLOAT compares of non-NaN
/// floats the same key with -0 mapped to +0 (they compare equal).
template <typename T> auto sortKey(T x, CompareKind kind) {
  if constexpr (isFloatStorage<T>) {
    auto bits = kernels::floatBits(x);
    using U = decltype(bits);
    U sign = U(U(1) << (sizeof(U) * 8 - 1));
    if (kind != CompareKind::TotalOrder && widen(x) == 0)
      bits = 0;
    return (bits & sign) ? U(~bits) : U(bits | sign);
  } else if constexpr (std::is_same_v<T, bool>) {
    // As i1, true is -1 when signed.
    return uint8_t(kind == CompareKind::Signed ? !x : x);
  } else {
    using U = std::make_unsigned_t<T>;
    bool isSigned = kind == CompareKind::Signed ||
                    (kind != CompareKind::Unsigned && std::is_signed_v<T>);
    U sign = U(U(1) << (sizeof(U) * 8 - 1));
    return isSigned ? U(U(x) ^ sign) : U(x);
  }
}

/// The value whose sortKey is `key` (the inverse of sortKey; a FLOAT
/// compare's zero key gives +0).
template <typename T, typename U> T fromSortKey(U key, CompareKind kind) {
  if constexpr (isFloatStorage<T>) {
    U sign = U(U(1) << (sizeof(U) * 8 - 1));
    U bits = (key & sign) ? U(key & ~sign) : U(~key);
    T x;
    std::memcpy(&x, &bits, sizeof(T));
    return x;
  } else if constexpr (std::is_same_v<T, bool>) {
    return kind == CompareKind::Signed ? !key : bool(key);
  } else {
    bool isSigned = kind == CompareKind::Signed ||
                    (kind != CompareKind::Unsigned && std::is_signed_v<T>);
    U sign = U(U(1) << (sizeof(U) * 8 - 1));
    return T(isSigned ? U(key ^ sign) : key);
  }
}

template <typename U> struct KeyIndex {
  U key;
  uint32_t index;
};

template <typename U> U keyOf(U key) { return key; }
template <typename U> U keyOf(const KeyIndex<U> &item) { return item.key; }

/// Sorts `items[0, n)` by keyOf(item), keeping items of equal keys in their
/// order: an LSD radix sort, one byte per pass, skipping passes where every
/// key has the same byte. `scratch` holds n items; returns whichever of the
/// two arrays holds the sorted items.
template <typename Item> Item *radixSort(Item *items, Item *scratch, size_t n) {
  using U = decltype(keyOf(items[0]));
  constexpr int passes = sizeof(U);
  if (n <= 64) {
    std::stable_sort(items, items + n, [](const Item &a, const Item &b) {
      return keyOf(a) < keyOf(b);
    });
    return items;
  }
  std::unique_ptr<std::array<size_t, 256>[]> counts(
      new std::array<size_t, 256>[passes]);
  for (int p = 0; p < passes; ++p)
    counts[p].fill(0);
  for (size_t i = 0; i < n; ++i) {
    U key = keyOf(items[i]);
    for (int p = 0; p < passes; ++p)
      ++counts[p][(key >> (8 * p)) & 0xFF];
  }
  for (int p = 0; p < passes; ++p) {
    std::array<size_t, 256> &count = counts[p];
    if (count[(keyOf(items[0]) >> (8 * p)) & 0xFF] == n)
      continue;
    size_t start = 0;
    for (size_t &c : count) {
      size_t next = start + c;
      c = start;
      start = next;
    }
    for (size_t i = 0; i < n; ++i)
      scratch[count[(keyOf(items[i]) >> (8 * p)) & 0xFF]++] = items[i];
    std::swap(items, scratch);
  }
  return items;
}

/// Whether sort's `simple` comparator is a strict weak order on this row of
/// keys: LT or GT, and no NaN under a FLOAT compare. Then std::stable_sort
/// with it gives the unique stable order, which any stable sort by sortKey
/// (reversed for GT) reproduces.
template <typename T>
bool isStrictWeakOrder(const T *keys, int64_t stride, int64_t size,
                       CompareDirection direction, CompareKind kind) {
  if (direction != CompareDirection::LT && direction != CompareDirection::GT)
    return false;
  if (uint64_t(size) > UINT32_MAX)
    return false;
  if constexpr (isFloatStorage<T>) {
    if (kind != CompareKind::TotalOrder)
      for (int64_t j = 0; j < size; ++j) {
        auto x = widen(keys[j * stride]);
        if (x != x)
          return false;
      }
  }
  return true;
}

/// The typed face of sort's `simple` comparator (`compare DIR, %a, %b` on
/// the first operand) for one row of `size` keys at `keys[j * stride]`:
/// fills `order` with exactly the permutation that std::stable_sort with
/// the Element comparator produces. For a strict weak order that is the
/// unique stable order, which a radix sort of the order keys finds;
/// otherwise it runs the same std::stable_sort with the typed comparator,
/// whose answers equal the Element comparator's.
template <typename T>
void sortRowTyped(const T *keys, int64_t stride, int64_t size,
                  CompareDirection direction, CompareKind kind,
                  std::vector<int64_t> &order) {
  if (isStrictWeakOrder(keys, stride, size, direction, kind)) {
    using U = decltype(sortKey(T(), kind));
    U flip = direction == CompareDirection::GT ? U(~U(0)) : U(0);
    std::unique_ptr<KeyIndex<U>[]> items(new KeyIndex<U>[size]);
    std::unique_ptr<KeyIndex<U>[]> scratch(new KeyIndex<U>[size]);
    for (int64_t j = 0; j < size; ++j)
      items[j] = {U(sortKey(keys[j * stride], kind) ^ flip), uint32_t(j)};
    KeyIndex<U> *sorted = radixSort(items.get(), scratch.get(), size_t(size));
    for (int64_t j = 0; j < size; ++j)
      order[j] = sorted[j].index;
    return;
  }
  // Not std::vector<T>: std::vector<bool> packs bits.
  std::unique_ptr<T[]> row(new T[size]);
  for (int64_t j = 0; j < size; ++j)
    row[j] = keys[j * stride];
  kernels::CompareKernel compare{direction, kind};
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return compare.typed(row[a], row[b]);
  });
}

/// A sort of one operand by a strict weak order needs no permutation: the
/// result is the sorted keys mapped back to values. Only the values of a
/// FLOAT compare's zero key differ (-0 and +0 compare equal), and they
/// keep their order of the input. Returns false (doing nothing) when the
/// comparator is not a strict weak order on this row.
template <typename T>
bool sortValuesTyped(const T *in, T *out, int64_t stride, int64_t size,
                     CompareDirection direction, CompareKind kind) {
  if (!isStrictWeakOrder(in, stride, size, direction, kind))
    return false;
  using U = decltype(sortKey(T(), kind));
  static_assert(sizeof(U) == sizeof(T), "keys and values have one size");
  U flip = direction == CompareDirection::GT ? U(~U(0)) : U(0);
  std::unique_ptr<U[]> keys(new U[size]), scratch(new U[size]);
  std::vector<T> zeros;
  for (int64_t j = 0; j < size; ++j) {
    T x = in[j * stride];
    if constexpr (isFloatStorage<T>)
      if (kind != CompareKind::TotalOrder && widen(x) == 0)
        zeros.push_back(x);
    keys[j] = U(sortKey(x, kind) ^ flip);
  }
  U *sorted = radixSort(keys.get(), scratch.get(), size_t(size));
  size_t zero = 0;
  for (int64_t j = 0; j < size; ++j) {
    T x = fromSortKey<T>(U(sorted[j] ^ flip), kind);
    if constexpr (isFloatStorage<T>)
      if (!zeros.empty() && widen(x) == 0)
        x = zeros[zero++];
    out[j * stride] = x;
  }
  return true;
}

/// result[base + j * stride] = input[base + order[j] * stride], copying
/// storage slots of `bytes` bytes.
template <typename Slot>
void permuteSlots(char *result, const char *input, int64_t base,
                  int64_t stride, ArrayRef<int64_t> order) {
  Slot *out = reinterpret_cast<Slot *>(result) + base;
  const Slot *in = reinterpret_cast<const Slot *>(input) + base;
  for (size_t j = 0; j < order.size(); ++j)
    std::memcpy(out + int64_t(j) * stride, in + order[j] * stride,
                sizeof(Slot));
}

void permuteStorage(Tensor &result, const Tensor &input, int64_t base,
                    int64_t stride, ArrayRef<int64_t> order) {
  dispatchStorageWidth(getStorageBytes(input.getElementType()), [&](auto tag) {
    permuteSlots<typename decltype(tag)::type>(result.rawData(),
                                               input.rawData(), base, stride,
                                               order);
  });
}

/// Elements per chunk of reduce's rows split over threads: below this a
/// reduce runs on one thread.
constexpr int64_t kReduceGrainElements = 1 << 16;

/// Whether reduce combines `input` into `result` in the blocked order of
/// BlockedSum.h: a float add or multiply body on its own element type and
/// more than blocked::kInOrderMax elements per result.
bool takesBlockedOrder(const Combiner &combiner, const Tensor &input,
                       const Tensor &result, ArrayRef<int64_t> dimensions) {
  if (!combiner.kind || (*combiner.kind != CombinerKind::Add &&
                         *combiner.kind != CombinerKind::Multiply))
    return false;
  Type type = input.getElementType();
  if (!isa<FloatType>(type) || result.getElementType() != type)
    return false;
  int64_t count = 1;
  for (int64_t d : dimensions)
    count *= input.getShape()[d];
  return blocked::usesBlockedOrder(count);
}

/// reduce in the blocked order: result[r] = init (+) the elements of result
/// r, in row-major order of the reduced dimensions, combined as
/// BlockedSum.h says. The typed path splits the shape into the kept
/// dimensions after the last reduced one (a contiguous block of `width`
/// results, summed side by side as columns), and the rest: one base offset
/// per combination of the other kept dimensions. With the reduced
/// dimensions last it sums each contiguous run; otherwise the offsets of
/// the reduced elements are listed once. The Element path gathers each
/// result's elements.
void reduceBlocked(CombinerKind kind, Tensor &result, const Tensor &input,
                   ArrayRef<int64_t> dimensions) {
  ArrayRef<int64_t> shape = input.getShape();
  ArrayRef<int64_t> strides = input.getStrides();
  int64_t rank = int64_t(shape.size());
  int64_t lastReduced = *std::max_element(dimensions.begin(), dimensions.end());
  SmallVector<int64_t> keptShape, keptStrides, reducedShape, reducedStrides;
  SmallVector<int64_t> outerShape, outerStrides;
  int64_t width = 1;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = llvm::is_contained(dimensions, d);
    (reduced ? reducedShape : keptShape).push_back(shape[d]);
    (reduced ? reducedStrides : keptStrides).push_back(strides[d]);
    if (!reduced && d < lastReduced) {
      outerShape.push_back(shape[d]);
      outerStrides.push_back(strides[d]);
    }
    if (d > lastReduced)
      width *= shape[d];
  }
  int64_t count = 1;
  for (int64_t size : reducedShape)
    count *= size;
  bool add = kind == CombinerKind::Add;
  bool done = false;
  if (typedKernelsEnabled())
    dispatchStorageType(input.getElementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (isFloatStorage<T>) {
        const T *in = input.data<T>();
        T *out = result.data<T>();
        // The reduced dimensions are last and contiguous.
        bool runs = width == 1 && lastReduced == rank - 1 &&
                    int64_t(dimensions.size()) == int64_t(reducedShape.size());
        int64_t stride = 1;
        for (int64_t i = int64_t(reducedShape.size()) - 1; i >= 0 && runs; --i) {
          runs &= reducedStrides[i] == stride;
          stride *= reducedShape[i];
        }
        std::vector<int64_t> rowOffset;
        std::vector<T> gathered;
        if (!runs) {
          rowOffset.reserve(size_t(count));
          forEachOffset(reducedShape, reducedStrides, 0,
                        [&](int64_t o) { rowOffset.push_back(o); });
          if (width == 1)
            gathered.resize(size_t(count));
        }
        auto run = [&](auto op) {
          if (runs) {
            // Each result sums one contiguous run, on one thread in the
            // same order whatever the thread count: the rows are split.
            std::vector<int64_t> bases;
            forEachOffset(outerShape, outerStrides, 0,
                          [&](int64_t base) { bases.push_back(base); });
            int64_t rows = int64_t(bases.size());
            int64_t grain =
                std::max<int64_t>(1, kReduceGrainElements / std::max<int64_t>(count, 1));
            parallelFor(rows, grain, [&](int64_t begin, int64_t end) {
              for (int64_t r = begin; r < end; ++r)
                out[r] = blocked::combineSequence(out[r], in + bases[size_t(r)],
                                                  count, op);
            });
            return;
          }
          int64_t r = 0;
          forEachOffset(outerShape, outerStrides, 0, [&](int64_t base) {
            if (width == 1) {
              for (int64_t j = 0; j < count; ++j)
                gathered[j] = in[base + rowOffset[j]];
              out[r] = blocked::combineSequence(out[r], gathered.data(), count,
                                                op);
            } else {
              blocked::combineColumns(out + r, in + base, rowOffset.data(),
                                      count, width, op);
            }
            r += width;
          });
        };
        // Plain operators, not AddKernel/MulKernel: their pinning of a
        // NaN + NaN result (Kernels.h) kept these lane loops from being
        // vectorised (reduce_sum_all_1M 155 -> 640 us). A sum's NaN
        // operands meet in the same order on every thread count.
        if (add)
          run([](T a, T b) { return narrow<T>(widen(a) + widen(b)); });
        else
          run([](T a, T b) { return narrow<T>(widen(a) * widen(b)); });
        done = true;
      }
    });
  if (done)
    return;
  auto op = [add](const Element &a, const Element &b) {
    return add ? a + b : a * b;
  };
  std::vector<Element> row;
  row.reserve(size_t(count));
  int64_t r = 0;
  forEachOffset(keptShape, keptStrides, 0, [&](int64_t base) {
    row.clear();
    forEachOffset(reducedShape, reducedStrides, base,
                  [&](int64_t in) { row.push_back(input.getLinear(in)); });
    result.setLinear(r, blocked::combineSequence(result.getLinear(r),
                                                 row.data(), count, op));
    ++r;
  });
}
} // namespace

llvm::Expected<SmallVector<Tensor>>
evalReduceOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> initValues,
             ArrayRef<int64_t> dimensions, const Combiner &combiner,
             ArrayRef<ShapedType> resultTypes) {
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return evalError("inputs differ in shape at run time");
  size_t n = inputs.size();
  SmallVector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    // Results have the body's (possibly promoted) element type.
    Element init = initValues[i].getLinear(0);
    Type type = resultTypes[i].getElementType();
    results.push_back(Tensor::splat(
        resultTypes[i], init.getType() == type ? init : convert(init, type)));
  }
  SmallVector<int64_t> strideOf = outputStridesPerInputDim(
      inputs.front().getRank(), dimensions, results.front().getStrides());
  if (n == 1 && takesBlockedOrder(combiner, inputs.front(), results.front(),
                                  dimensions)) {
    reduceBlocked(*combiner.kind, results.front(), inputs.front(), dimensions);
    return results;
  }
  if (combiner.kind && n == 1 &&
      results.front().getElementType() == inputs.front().getElementType() &&
      combineTypedReduction(*combiner.kind, results.front(), inputs.front(),
                            strideOf))
    return results;
  SmallVector<std::pair<int64_t, int64_t>> pairs;
  int64_t position = 0;
  forEachOffset(inputs.front().getShape(), strideOf, 0,
                [&](int64_t out) { pairs.emplace_back(position++, out); });
  for (auto [in, out] : pairs)
    if (llvm::Error error = combineInto(combiner, results, out, inputs, in))
      return std::move(error);
  return results;
}

namespace {
/// Elements per chunk when the rows of a sort are split over threads.
constexpr int64_t kSortGrainElements = int64_t(1) << 15;

/// Sorts the row at `base` (`size` elements `stride` apart) of every input
/// into `results` by the plain compare `simple` of the first input, on
/// typed storage. `order` holds `size` entries of scratch.
void sortRowsTyped(ArrayRef<Tensor> inputs, MutableArrayRef<Tensor> results,
                   int64_t base, int64_t stride, int64_t size,
                   std::pair<CompareDirection, CompareKind> simple,
                   std::vector<int64_t> &order) {
  const Tensor &first = inputs.front();
  bool permuted = false;
  dispatchStorageType(first.getElementType(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if (inputs.size() == 1)
      permuted = sortValuesTyped(first.data<T>() + base,
                                 results[0].data<T>() + base, stride, size,
                                 simple.first, simple.second);
    if (!permuted)
      sortRowTyped(first.data<T>() + base, stride, size, simple.first,
                   simple.second, order);
  });
  if (permuted)
    return;
  for (size_t i = 0; i < inputs.size(); ++i)
    permuteStorage(results[i], inputs[i], base, stride, order);
}
} // namespace

llvm::Expected<SmallVector<Tensor>> evalSortOp(ArrayRef<Tensor> inputs,
                                               int64_t dimension, bool isStable,
                                               Region &comparator,
                                               EvalEnv &env) {
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return evalError("inputs differ in shape at run time");
  size_t n = inputs.size();
  const Tensor &first = inputs.front();
  int64_t rank = first.getRank();
  int64_t dim = dimension < 0 ? dimension + rank : dimension;
  bool typed = typedKernelsEnabled();
  SmallVector<Tensor> results;
  for (const Tensor &input : inputs)
    results.push_back(typed ? Tensor::uninitialized(input.getType())
                            : Tensor(input.getType()));
  int64_t size = first.getShape()[dim];
  int64_t stride = first.getStrides()[dim];
  SmallVector<int64_t> outerShape(first.getShape());
  outerShape[dim] = 1;

  std::optional<std::pair<CompareDirection, CompareKind>> simple =
      matchComparator(comparator);
  // A plain compare on typed storage: the rows are independent and each is
  // sorted by exactly one chunk, so they are split over threads (any thread
  // count gives the same bytes).
  if (typed && simple && size > 0 &&
      dispatchStorageType(first.getElementType(), [](auto) {})) {
    int64_t rows = first.getNumElements() / size;
    int64_t grain = std::max<int64_t>(1, kSortGrainElements / size);
    parallelFor(rows, grain, [&](int64_t begin, int64_t end) {
      std::vector<int64_t> order(size);
      for (int64_t row = begin; row < end; ++row) {
        int64_t base = 0;
        for (int64_t d = rank - 1, rest = row; d >= 0; --d) {
          if (d == dim)
            continue;
          base += rest % outerShape[d] * first.getStrides()[d];
          rest /= outerShape[d];
        }
        sortRowsTyped(inputs, results, base, stride, size, *simple, order);
      }
    });
    return results;
  }
  SmallVector<Element> args;
  std::vector<int64_t> order(size);
  for (const Index &outer : IndexRange(outerShape)) {
    int64_t base = first.linearize(outer);
    bool sorted = false;
    bool permuted = false;
    if (typed && simple)
      sorted = dispatchStorageType(first.getElementType(), [&](auto tag) {
        using T = typename decltype(tag)::type;
        if (n == 1)
          permuted = sortValuesTyped(first.data<T>() + base,
                                     results[0].data<T>() + base, stride, size,
                                     simple->first, simple->second);
        if (!permuted)
          sortRowTyped(first.data<T>() + base, stride, size, simple->first,
                       simple->second, order);
      });
    if (permuted)
      continue;
    if (!sorted) {
      std::iota(order.begin(), order.end(), 0);
      std::optional<llvm::Error> failure;
      auto less = [&](int64_t a, int64_t b) -> bool {
        if (failure)
          return false;
        int64_t pa = base + a * stride, pb = base + b * stride;
        if (simple)
          return compare(first.getLinear(pa), first.getLinear(pb),
                         simple->first, simple->second);
        args.clear();
        for (const Tensor &input : inputs) {
          args.push_back(input.getLinear(pa));
          args.push_back(input.getLinear(pb));
        }
        llvm::Expected<SmallVector<Element>> result =
            runScalarRegion(comparator, args, env);
        if (!result) {
          failure = result.takeError();
          return false;
        }
        return (*result)[0].getBool();
      };
      // A stable merge sort stays in bounds even for a comparator that is
      // not a strict weak order; is_stable = false allows any order anyway.
      std::stable_sort(order.begin(), order.end(), less);
      if (failure)
        return std::move(*failure);
    }
    for (size_t i = 0; i < n; ++i) {
      if (typed) {
        permuteStorage(results[i], inputs[i], base, stride, order);
        continue;
      }
      for (int64_t j = 0; j < size; ++j)
        results[i].setLinear(base + j * stride,
                             inputs[i].getLinear(base + order[j] * stride));
    }
  }
  return results;
}

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults>
evalReduce(ReduceOp op, const OperandValues &operands, EvalEnv &env) {
  // The verifier accepts, as upstream's does, a reducer over tensors of
  // rank > 0; the spec (I2) defines reduce for rank-0 init values only.
  for (Value init : op.getInitValues())
    if (auto type = cast<ShapedType>(init.getType()); type.getRank() != 0)
      return evalError("reduce with an init value of type " + quoted(type) +
                       " has no meaning in the spec, which takes rank-0 init "
                       "values (I2)");
  SmallVector<Tensor> inputs = operands.tensors(op.getInputs());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < inputs.front().getRank(); ++d)
    if (!llvm::is_contained(op.getDimensions(), d))
      shape.push_back(inputs.front().getShape()[d]);
  SmallVector<ShapedType> resultTypes;
  for (Value result : op.getResults())
    resultTypes.push_back(RankedTensorType::get(
        shape, cast<ShapedType>(result.getType()).getElementType()));
  RegionCombiner combiner(op.getBody(), inputs.size(), env);
  return asResults(evalReduceOp(inputs, operands.tensors(op.getInitValues()),
                                op.getDimensions(), combiner.get(),
                                resultTypes));
}

llvm::Expected<EvalResults> evalSort(SortOp op, const OperandValues &operands,
                                     EvalEnv &env) {
  return asResults(evalSortOp(operands.tensors(op.getInputs()),
                              int64_t(op.getDimension()), op.getIsStable(),
                              op.getComparator(), env));
}
} // namespace

void registerReductionEvaluators(EvaluatorRegistry &r) {
  r.add<ReduceOp, evalReduce>();
  r.add<SortOp, evalSort>();
}

} // namespace shlo
} // namespace mlir
