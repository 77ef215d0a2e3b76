//===- ContractionOps.cpp - dot_general, convolution and einsum ----------===//
//
// dot_general follows its spec formula: result[batch, lhs_free, rhs_free] =
// sum over contracting indices of lhs[...] * rhs[...]. Offsets of every
// batch, free and contracting index are precomputed; large float products
// and dense float convolutions run through the packed kernels of Gemm.h,
// the rest through loops over storage. Every path sums each result element
// in contracting order, as the Element path does. Under
// ExecutionSettings::fmaProducts (the default), f32 and f64 products are
// added with one fused multiply-add per step on every path (Element, typed
// loops, kernels); without it, each product is rounded first. Narrower
// floats and integers are the same either way.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Evaluator.h"
#include "interpreter/Gemm.h"
#include "interpreter/Kernels.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/Settings.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include <cmath>
#include <complex>

namespace mlir {
namespace shlo {

namespace {
/// Linear offsets of every index over `dims` of `tensor`, row-major.
SmallVector<int64_t> offsetsOver(const Tensor &tensor, ArrayRef<int64_t> dims) {
  SmallVector<int64_t> shape, strides;
  for (int64_t d : dims) {
    shape.push_back(tensor.getShape()[d]);
    strides.push_back(tensor.getStrides()[d]);
  }
  SmallVector<int64_t> offsets;
  for (const Index &index : IndexRange(shape)) {
    int64_t offset = 0;
    for (auto [i, stride] : llvm::zip(index, strides))
      offset += i * stride;
    offsets.push_back(offset);
  }
  return offsets;
}

SmallVector<int64_t> freeDims(int64_t rank, ArrayRef<int64_t> a,
                              ArrayRef<int64_t> b) {
  SmallVector<int64_t> result;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
      result.push_back(d);
  return result;
}

struct DotOffsets {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsFree, rhsFree, lhsContract,
      rhsContract;
};

template <typename T>
constexpr bool isNarrowFloatStorage =
    isFloatStorage<T> && !std::is_same_v<T, float> && !std::is_same_v<T, double>;

/// A value of the type a typed dot of T sums in: T for f32/f64, f32 for
/// narrower floats, the wrapping unsigned type for integers.
template <typename T> auto dotAccumulatorTag() {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
    return T{};
  else if constexpr (isNarrowFloatStorage<T>)
    return float{};
  else
    return kernels::Wide<T>{};
}

/// Whether dots of storage type T sum with fused multiply-adds: f32 and
/// f64 under ExecutionSettings::fmaProducts.
template <typename T> bool fmaFor() {
  return (std::is_same_v<T, float> || std::is_same_v<T, double>) &&
         executionSettings().fmaProducts;
}

/// How a typed dot sums: in Acc, with products formed by `product`, and
/// the sum stored with `store`.
template <typename T> struct DotArithmetic {
  static constexpr bool isNarrowFloat = isNarrowFloatStorage<T>;
  using Acc = decltype(dotAccumulatorTag<T>());
  static Acc product(T x, T y) {
    if constexpr (isNarrowFloat)
      return float(widen(x)) * float(widen(y));
    else
      return Acc(Acc(x) * Acc(y));
  }
  static T store(Acc acc) {
    if constexpr (isNarrowFloat)
      return narrowFromDouble<T>(double(acc));
    else
      return T(acc);
  }
  /// acc + x y (x and y already in Acc): the product rounded, then the
  /// sum, or (Fma, f32 and f64 only) one fused multiply-add.
  template <bool Fma> static Acc multiplyAdd(Acc acc, Acc x, Acc y) {
    if constexpr (Fma) {
      static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>,
                    "fused products are f32 and f64 only");
      return std::fma(x, y, acc);
    } else {
      return Acc(acc + Acc(x * y));
    }
  }
};

/// Runs fn(std::bool_constant<Fma>) with Fma = fmaFor<T>().
template <typename T, typename Fn> void withFusedProducts(Fn &&fn) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    if (fmaFor<T>())
      return fn(std::true_type{});
  }
  fn(std::false_type{});
}

/// The settings under which the packed kernels (gemm::microKernel and the
/// rest, which read ExecutionSettings::fmaProducts) run a product of T:
/// fused only for f32 and f64 (narrower floats share the f32 kernels and
/// keep their rounded products).
template <typename T> ExecutionSettings kernelSettings() {
  ExecutionSettings settings = executionSettings();
  settings.fmaProducts = fmaFor<T>();
  return settings;
}

/// The dot product loop in (m, k, n) order over a row of accumulators: every
/// result element still sums its products in contracting order, so the
/// result equals the (m, n, k) loop bit for bit, but the inner loop runs
/// over contiguous rhs columns and vectorises.
template <typename T, bool Fma>
void dotRows(const Tensor &lhs, const Tensor &rhs, Tensor &result,
             const DotOffsets &o) {
  using Arith = DotArithmetic<T>;
  using Acc = typename Arith::Acc;
  const T *a = lhs.data<T>();
  const T *b = rhs.data<T>();
  T *out = result.data<T>();
  size_t n = o.rhsFree.size();
  int64_t column0 = n ? o.rhsFree.front() : 0;
  // Result rows (batch, m) are independent: --threads splits them.
  int64_t rowsPerBatch = int64_t(o.lhsFree.size());
  int64_t rows = int64_t(o.lhsBatch.size()) * rowsPerBatch;
  int64_t work = std::max<int64_t>(1, int64_t(n * o.lhsContract.size()));
  parallelFor(rows, std::max<int64_t>(1, (1 << 18) / work),
              [&](int64_t begin, int64_t end) {
    std::vector<Acc> acc(n);
    for (int64_t r = begin; r < end; ++r) {
      size_t batch = size_t(r / rowsPerBatch);
      int64_t m = o.lhsFree[size_t(r % rowsPerBatch)];
      std::fill(acc.begin(), acc.end(), Acc(0));
      const T *pa = a + o.lhsBatch[batch] + m;
      for (size_t k = 0; k < o.lhsContract.size(); ++k) {
        T x = pa[o.lhsContract[k]];
        const T *row = b + o.rhsBatch[batch] + o.rhsContract[k] + column0;
        Acc *sum = acc.data();
        if constexpr (Fma) {
          static_assert(std::is_same_v<T, Acc>,
                        "fused products are f32 and f64 only");
          gemm::fusedAxpy(sum, x, row, int64_t(n));
        } else
          for (size_t j = 0; j < n; ++j)
            sum[j] = Acc(sum[j] + Arith::product(x, row[j]));
      }
      T *outRow = out + r * int64_t(n);
      for (size_t j = 0; j < n; ++j)
        outRow[j] = Arith::store(acc[j]);
    }
  });
}

/// Whether offsets[0..count) are `step` apart, each from the one before.
bool isEvenlySpaced(const int64_t *offsets, int64_t count, int64_t step) {
  for (int64_t i = 1; i < count; ++i)
    if (offsets[i] != offsets[0] + i * step)
      return false;
  return true;
}

/// Whether offsets[0..count) are consecutive (a contiguous run).
bool isRun(const int64_t *offsets, int64_t count) {
  return isEvenlySpaced(offsets, count, 1);
}

/// The float storage value x in the accumulator type of its dot.
template <typename T> auto accValue(T x) {
  if constexpr (DotArithmetic<T>::isNarrowFloat)
    return float(widen(x));
  else
    return x;
}

/// Products with at least this many multiply-adds (and a result of at least
/// 4 columns) go through gemm::multiply; smaller ones through dotRows. Both
/// sum in k order, so the choice does not change a bit.
constexpr int64_t gemmMinimumWork = 2048;

/// Interleaves W sources into a packed strip: dst[kk * W + i] =
/// value(src[i][kk * strides[i]]) for i < W, kk < count. Writes dst in
/// order; with unit strides every source is read in order too.
template <int64_t W, typename T, typename F>
void interleave(const T *const *src, const int64_t *strides, int64_t count,
                F *dst) {
  bool unit = true;
  for (int64_t i = 0; i < W; ++i)
    unit &= strides[i] == 1;
  if (unit) {
    if constexpr (W == 6 && std::is_same_v<T, float> &&
                  std::is_same_v<F, float>) {
      if (count >= 16)
        return gemm::interleaveSix(src, count, dst);
    }
    for (int64_t kk = 0; kk < count; ++kk, dst += W)
      for (int64_t i = 0; i < W; ++i)
        dst[i] = accValue(src[i][kk]);
    return;
  }
  for (int64_t kk = 0; kk < count; ++kk, dst += W)
    for (int64_t i = 0; i < W; ++i)
      dst[i] = accValue(src[i][kk * strides[i]]);
}

/// Packs a panel of rows: for kk < kc and j < count, value(row(kk)[cols[j]])
/// goes to dst[(j / width) * kc * width + kk * width + j % width] (strips of
/// `width` columns), where row(kk) = base + rowOffsets[kk]. A contiguous run
/// of columns is copied row by row, strip by strip; otherwise, when the rows
/// are a contiguous run (each column is contiguous over kk, as the rows of
/// a row-major lhs are), each column is read in order.
template <typename T, typename F>
void packRows(const T *base, const int64_t *rowOffsets, int64_t kc,
              const int64_t *cols, int64_t count, int64_t width, F *dst) {
  if (!isRun(cols, count) && isRun(rowOffsets, kc)) {
    constexpr int64_t mr = gemm::Blocking<F>::mr;
    if (width == mr) {
      // Strips of mr columns (the rows of a row-major A): mr sources read
      // in order, the strip written in order.
      const T *src[mr];
      int64_t strides[mr];
      std::fill(strides, strides + mr, int64_t(1));
      for (int64_t j0 = 0; j0 < count; j0 += mr) {
        int64_t w = std::min(mr, count - j0);
        F *out = dst + j0 * kc;
        if (w < mr) {
          std::fill(out, out + mr * kc, F(0));
          break;
        }
        for (int64_t i = 0; i < mr; ++i)
          src[i] = base + rowOffsets[0] + cols[j0 + i];
        interleave<mr>(src, strides, kc, out);
      }
      int64_t full = count / mr * mr;
      for (int64_t j = full; j < count; ++j) {
        const T *src = base + rowOffsets[0] + cols[j];
        F *out = dst + (j / width) * kc * width + j % width;
        for (int64_t kk = 0; kk < kc; ++kk)
          out[kk * width] = accValue(src[kk]);
      }
      return;
    }
    for (int64_t j = 0; j < count; ++j) {
      const T *src = base + rowOffsets[0] + cols[j];
      F *out = dst + (j / width) * kc * width + j % width;
      for (int64_t kk = 0; kk < kc; ++kk)
        out[kk * width] = accValue(src[kk]);
    }
    return;
  }
  bool run = isRun(cols, count);
  if constexpr (std::is_same_v<T, F>) {
    // Whole strips of a contiguous run of columns: each strip's rows
    // copied by gemm::copyStrip (wide vector moves); a partial last strip
    // row by row.
    constexpr int64_t nr = gemm::Blocking<F>::nr;
    if (run && width == nr) {
      int64_t whole = count / nr * nr;
      for (int64_t j0 = 0; j0 < whole; j0 += nr)
        gemm::copyStrip(base + cols[0] + j0, rowOffsets, kc, dst + j0 * kc);
      if (whole < count)
        for (int64_t kk = 0; kk < kc; ++kk) {
          const T *src = base + rowOffsets[kk] + cols[0] + whole;
          std::copy(src, src + (count - whole), dst + whole * kc + kk * nr);
        }
      return;
    }
  }
  for (int64_t kk = 0; kk < kc; ++kk) {
    const T *row = base + rowOffsets[kk];
    for (int64_t j0 = 0; j0 < count; j0 += width) {
      F *out = dst + j0 * kc + kk * width;
      int64_t w = std::min(width, count - j0);
      if (run) {
        const T *src = row + cols[0] + j0;
        for (int64_t j = 0; j < w; ++j)
          out[j] = accValue(src[j]);
      } else {
        for (int64_t j = 0; j < w; ++j)
          out[j] = accValue(row[cols[j0 + j]]);
      }
    }
  }
}

/// dot_general of float storage through the packed micro-kernels: A is the
/// (lhs free x contracting) matrix, B the (contracting x rhs free) one, one
/// product per batch; sums in f32 (f16, bf16, f32) or f64, in k order.
template <typename T>
void dotGemm(const Tensor &lhs, const Tensor &rhs, Tensor &result,
             const DotOffsets &o) {
  using F = typename DotArithmetic<T>::Acc;
  ScopedExecutionSettings kernels(kernelSettings<T>());
  const T *a = lhs.data<T>();
  const T *b = rhs.data<T>();
  T *out = result.data<T>();
  int64_t m = int64_t(o.lhsFree.size()), n = int64_t(o.rhsFree.size()),
          k = int64_t(o.lhsContract.size());
  auto packA = [&](int64_t batch, int64_t m0, int64_t rows, int64_t k0,
                   int64_t kc, F *dst) {
    // Transposed view: the rows of A are the columns of the strip.
    packRows(a + o.lhsBatch[size_t(batch)], o.lhsContract.data() + k0, kc,
             o.lhsFree.data() + m0, rows, gemm::Blocking<F>::mr, dst);
  };
  auto packB = [&](int64_t batch, int64_t k0, int64_t kc, int64_t n0,
                   int64_t cols, F *dst) {
    packRows(b + o.rhsBatch[size_t(batch)], o.rhsContract.data() + k0, kc,
             o.rhsFree.data() + n0, cols, gemm::Blocking<F>::nr, dst);
  };
  // Where B's free dimensions are a contiguous run, its rows k0.. from
  // column n0 on are asked for ahead of packing, a cache line at a time.
  bool bColumnsRun = isRun(o.rhsFree.data(), n);
  auto prefetchB = [&](int64_t batch, int64_t k0, int64_t kc, int64_t n0,
                       int64_t cols) {
    if (!bColumnsRun || cols <= 0)
      return;
    const T *base = b + o.rhsBatch[size_t(batch)] + o.rhsFree[size_t(n0)];
    constexpr int64_t line = 64 / int64_t(sizeof(T));
    for (int64_t kk = 0; kk < kc; ++kk) {
      const T *row = base + o.rhsContract[size_t(k0 + kk)];
      for (int64_t j = 0; j < cols; j += line)
        __builtin_prefetch(row + j, 0, 2);
      __builtin_prefetch(row + cols - 1, 0, 2);
    }
  };
  int64_t batches = int64_t(o.lhsBatch.size());
  if constexpr (std::is_same_v<T, F>) {
    // f32 and f64 sum in their own type: straight into the result. When
    // the contracting dimensions of lhs are contiguous (a row-major lhs),
    // the kernels read its rows in place instead of packing them.
    // When B's rows are evenly spaced (and its columns a run), the kernels
    // may read whole strips of it in place.
    int64_t ldb = k > 1 ? o.rhsContract[1] - o.rhsContract[0] : 0;
    bool evenRowsB =
        bColumnsRun && k > 0 && isEvenlySpaced(o.rhsContract.data(), k, ldb);
    auto rowsB = [&](int64_t batch, int64_t k0, int64_t, int64_t n0) {
      if (!evenRowsB)
        return gemm::RowsOfB<F>{nullptr, 0};
      return gemm::RowsOfB<F>{b + o.rhsBatch[size_t(batch)] +
                                  o.rhsContract[size_t(k0)] +
                                  o.rhsFree[size_t(n0)],
                              ldb};
    };
    if (isRun(o.lhsContract.data(), k)) {
      const T *start = a + (k ? o.lhsContract[0] : 0);
      auto rowA = [&](int64_t batch, int64_t i) {
        return start + o.lhsBatch[size_t(batch)] + o.lhsFree[size_t(i)];
      };
      return gemm::multiplyInto<F>(batches, m, n, k, packA, packB, out, rowA,
                                   prefetchB, rowsB);
    }
    gemm::multiplyInto<F>(batches, m, n, k, packA, packB, out,
                          gemm::PackedA{}, prefetchB, rowsB);
  } else {
    auto store = [&](int64_t batch, int64_t m0, int64_t rows, int64_t n0,
                     int64_t cols, const F *tile, int64_t ld) {
      for (int64_t i = 0; i < rows; ++i) {
        T *row = out + (batch * m + m0 + i) * n + n0;
        for (int64_t j = 0; j < cols; ++j)
          row[j] = DotArithmetic<T>::store(tile[i * ld + j]);
      }
    };
    gemm::multiply<F>(batches, m, n, k, packA, packB, store, gemm::PackedA{},
                      prefetchB);
  }
}

/// A float product with fewer than 4 result columns (a matrix times a
/// vector): dotGemm on the transposed problem, result^T = rhs^T lhs^T, whose
/// columns are lhs's free rows, so that the kernels' vectors span them.
/// Each element's products (y x for x y: the same value) and their k order
/// are unchanged, so are its bits. With one column the transposed result
/// has the result's layout; otherwise it is transposed into place.
template <typename T>
void dotGemmTransposed(const Tensor &lhs, const Tensor &rhs, Tensor &result,
                       const DotOffsets &o) {
  DotOffsets swapped{o.rhsBatch, o.lhsBatch,    o.rhsFree,
                     o.lhsFree,  o.rhsContract, o.lhsContract};
  int64_t batches = int64_t(o.lhsBatch.size());
  int64_t m = int64_t(o.lhsFree.size()), n = int64_t(o.rhsFree.size());
  if (n == 1)
    return dotGemm<T>(rhs, lhs, result, swapped);
  Tensor columns = Tensor::uninitialized(
      RankedTensorType::get({batches, n, m}, result.getElementType()));
  dotGemm<T>(rhs, lhs, columns, swapped);
  const T *from = columns.data<T>();
  T *out = result.data<T>();
  for (int64_t b = 0; b < batches; ++b)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        out[(b * m + i) * n + j] = from[(b * n + j) * m + i];
}

template <typename T>
void dotTyped(const Tensor &lhs, const Tensor &rhs, Tensor &result,
              const DotOffsets &o) {
  if constexpr (isFloatStorage<T>) {
    int64_t m = int64_t(o.lhsFree.size()), n = int64_t(o.rhsFree.size());
    bool enoughWork =
        m * n * int64_t(o.lhsContract.size()) >= gemmMinimumWork;
    if (n >= 4 && enoughWork)
      return dotGemm<T>(lhs, rhs, result, o);
    if (m >= 4 && enoughWork)
      return dotGemmTransposed<T>(lhs, rhs, result, o);
  }
  if constexpr (!std::is_same_v<T, bool>) {
    bool contiguousColumns = true;
    for (size_t j = 0; j < o.rhsFree.size(); ++j)
      contiguousColumns &= o.rhsFree[j] == o.rhsFree.front() + int64_t(j);
    if (contiguousColumns)
      return withFusedProducts<T>([&](auto fma) {
        dotRows<T, decltype(fma)::value>(lhs, rhs, result, o);
      });
  }
  const T *a = lhs.data<T>();
  const T *b = rhs.data<T>();
  T *out = result.data<T>();
  bool fused = fmaFor<T>();
  int64_t position = 0;
  for (size_t batch = 0; batch < o.lhsBatch.size(); ++batch)
    for (int64_t m : o.lhsFree)
      for (int64_t n : o.rhsFree) {
        const T *pa = a + o.lhsBatch[batch] + m;
        const T *pb = b + o.rhsBatch[batch] + n;
        if constexpr (std::is_same_v<T, bool>) {
          bool acc = false;
          for (size_t k = 0; k < o.lhsContract.size(); ++k)
            acc = acc || (pa[o.lhsContract[k]] && pb[o.rhsContract[k]]);
          out[position++] = acc;
        } else if constexpr (std::is_same_v<T, float> ||
                             std::is_same_v<T, double>) {
          // Sums of products in the element type, in order, as the
          // Element path computes them.
          T acc = 0;
          if (fused)
            for (size_t k = 0; k < o.lhsContract.size(); ++k)
              acc = std::fma(pa[o.lhsContract[k]], pb[o.rhsContract[k]], acc);
          else
            for (size_t k = 0; k < o.lhsContract.size(); ++k) {
              T product = pa[o.lhsContract[k]] * pb[o.rhsContract[k]];
              acc = acc + product;
            }
          out[position++] = acc;
        } else if constexpr (isFloatStorage<T>) {
          // Floats narrower than f32 sum in f32 and round once, as XLA does.
          float acc = 0;
          for (size_t k = 0; k < o.lhsContract.size(); ++k) {
            float product = float(widen(pa[o.lhsContract[k]])) *
                            float(widen(pb[o.rhsContract[k]]));
            acc = acc + product;
          }
          out[position++] = narrowFromDouble<T>(double(acc));
        } else {
          using W = kernels::Wide<T>;
          W acc = 0;
          for (size_t k = 0; k < o.lhsContract.size(); ++k)
            acc = W(acc + W(W(pa[o.lhsContract[k]]) * W(pb[o.rhsContract[k]])));
          out[position++] = T(acc);
        }
      }
}
} // namespace

llvm::Expected<Tensor> evalDotGeneralOp(const Tensor &lhs, const Tensor &rhs,
                                        ArrayRef<int64_t> lhsBatching,
                                        ArrayRef<int64_t> rhsBatching,
                                        ArrayRef<int64_t> lhsContracting,
                                        ArrayRef<int64_t> rhsContracting,
                                        ShapedType resultType) {
  for (auto [l, r] : llvm::zip(lhsBatching, rhsBatching))
    if (lhs.getShape()[l] != rhs.getShape()[r])
      return evalError("batching dimensions differ at run time");
  for (auto [l, r] : llvm::zip(lhsContracting, rhsContracting))
    if (lhs.getShape()[l] != rhs.getShape()[r])
      return evalError("contracting dimensions differ at run time");
  // Every path below writes every result element, so a float result skips
  // the zero-fill (4 MiB for a 1024 x 1024 f32 product).
  Type elementType = resultType.getElementType();
  Tensor result = elementType.isF32() || elementType.isF64() ||
                          elementType.isF16() || elementType.isBF16()
                      ? Tensor::uninitialized(resultType)
                      : Tensor(resultType);
  DotOffsets o;
  o.lhsBatch = offsetsOver(lhs, lhsBatching);
  o.rhsBatch = offsetsOver(rhs, rhsBatching);
  o.lhsFree = offsetsOver(lhs, freeDims(lhs.getRank(), lhsBatching, lhsContracting));
  o.rhsFree = offsetsOver(rhs, freeDims(rhs.getRank(), rhsBatching, rhsContracting));
  o.lhsContract = offsetsOver(lhs, lhsContracting);
  o.rhsContract = offsetsOver(rhs, rhsContracting);

  Type type = resultType.getElementType();
  bool sameTypes = lhs.getElementType() == type && rhs.getElementType() == type;
  if (typedKernelsEnabled() && sameTypes &&
      dispatchStorageType(type, [&](auto tag) {
        dotTyped<typename decltype(tag)::type>(lhs, rhs, result, o);
      }))
    return result;

  // Element path: operands convert to the result type, and the products
  // are summed in order in that type (floats round at every step, integers
  // wrap), which is what StableHLO's own expected values assume; f32 and
  // f64 with one fused multiply-add per step under fmaProducts.
  bool isFloatLike = isa<FloatType, ComplexType>(type);
  bool fusedProducts =
      executionSettings().fmaProducts && (type.isF32() || type.isF64());
  int64_t position = 0;
  for (size_t batch = 0; batch < o.lhsBatch.size(); ++batch)
    for (int64_t m : o.lhsFree)
      for (int64_t n : o.rhsFree) {
        int64_t baseA = o.lhsBatch[batch] + m, baseB = o.rhsBatch[batch] + n;
        {
          // Floats narrower than f32 sum in f32 and round once at the end.
          Type accType = type;
          if (isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 32)
            accType = Float32Type::get(type.getContext());
          Element acc = isFloatLike ? Element::fromDouble(accType, 0.0)
                                    : Element::fromInt(type, 0);
          if (isa<ComplexType>(type))
            acc = Element::fromComplex(type, 0.0);
          auto operand = [&](const Tensor &t, int64_t at) {
            Element value = convert(t.getLinear(at), type);
            return accType == type ? value : convert(value, accType);
          };
          for (size_t k = 0; k < o.lhsContract.size(); ++k)
            acc = fusedProducts
                      ? fusedMultiplyAdd(operand(lhs, baseA + o.lhsContract[k]),
                                         operand(rhs, baseB + o.rhsContract[k]),
                                         acc)
                      : acc + operand(lhs, baseA + o.lhsContract[k]) *
                                  operand(rhs, baseB + o.rhsContract[k]);
          result.setLinear(position++, accType == type ? acc : convert(acc, type));
        }
      }
  return result;
}

namespace {
/// Walks the convolution formula: for every result element, every window
/// position (row-major) and kernel input feature, in the order of the
/// contracting dimensions of the spec's dot_general(lhs_window,
/// reversed_rhs), calls mac(lhsPos, rhsPos); then store(resultPos).
/// Positions are linear offsets into storage.
template <typename Mac, typename Store>
void walkConvolution(const Tensor &lhs, const Tensor &rhs, const Tensor &result,
                     const ConvConfig &c, Mac mac, Store store) {
  int64_t spatial = int64_t(c.inputSpatial.size());
  int64_t outputFeatures = rhs.getShape()[c.kernelOutput];
  int64_t kernelInputs = rhs.getShape()[c.kernelInput];
  int64_t outputBatch = result.getShape()[c.outputBatch];
  int64_t perFeatureGroup = outputFeatures / c.featureGroups;
  int64_t perBatchGroup = outputFeatures / c.batchGroups;
  SmallVector<int64_t> kernelShape;
  for (int64_t d : c.kernelSpatial)
    kernelShape.push_back(rhs.getShape()[d]);
  SmallVector<int64_t> lhsSpatialPos(spatial);
  int64_t resultPosition = 0;
  for (const Index &r : result.indices()) {
    int64_t b = r[c.outputBatch], o = r[c.outputFeature];
    int64_t featureGroup = o / perFeatureGroup;
    int64_t lhsBatch = (o / perBatchGroup) * outputBatch + b;
    int64_t lhsBase = lhsBatch * lhs.getStrides()[c.inputBatch];
    int64_t rhsBase = o * rhs.getStrides()[c.kernelOutput];
    int64_t lhsFeatureStride = lhs.getStrides()[c.inputFeature];
    int64_t rhsFeatureStride = rhs.getStrides()[c.kernelInput];
    for (const Index &kk : IndexRange(kernelShape)) {
      bool inside = true;
      int64_t lhsPos = lhsBase, rhsPos = rhsBase;
      for (int64_t k = 0; k < spatial; ++k) {
        // kk is the window position j; reversed_rhs[j] is rhs[window-1-j].
        int64_t window = kernelShape[k];
        int64_t j = kk[k];
        rhsPos += (c.reversal[k] ? window - 1 - j : j) *
                  rhs.getStrides()[c.kernelSpatial[k]];
        int64_t p = r[c.outputSpatial[k]] * c.strides[k] +
                    j * c.rhsDilation[k] - c.paddingLow[k];
        if (p < 0 || p % c.lhsDilation[k] != 0 ||
            p / c.lhsDilation[k] >= lhs.getShape()[c.inputSpatial[k]]) {
          inside = false;
          continue;
        }
        lhsPos += (p / c.lhsDilation[k]) * lhs.getStrides()[c.inputSpatial[k]];
      }
      // Padding and dilation holes are zeros of padded_lhs: they still take
      // part in the products (0 * inf is NaN), signalled by lhsPos = -1.
      for (int64_t ci = 0; ci < kernelInputs; ++ci)
        mac(inside ? lhsPos + (featureGroup * kernelInputs + ci) * lhsFeatureStride
                   : -1,
            rhsPos + ci * rhsFeatureStride);
    }
    store(resultPosition++);
  }
}
} // namespace

namespace {

/// The typed convolution with the output features innermost: for each
/// result position (batch and spatial indices) a row of accumulators, one per
/// output feature, takes the products of every kernel tap and kernel input
/// feature in the order walkConvolution visits them, so each result element
/// sums the same products in the same order (bit-identical), while the
/// inner loop runs over output features, contiguous in HWIO kernels.
/// Needs batch_group_count = 1 (lhs batch independent of the feature).
template <typename T, bool Fma>
void convolutionByFeatureRows(const Tensor &lhs, const Tensor &rhs,
                              Tensor &result, const ConvConfig &c) {
  constexpr bool isFloat = isFloatStorage<T>;
  // dot_general's arithmetic: f32 sums (every product and partial sum
  // rounded) for f32 and narrower floats, f64 for f64, wrapping integers.
  using Arith = DotArithmetic<T>;
  using Acc = typename Arith::Acc;
  auto value = [](T x) -> Acc {
    if constexpr (Arith::isNarrowFloat)
      return float(widen(x));
    else
      return Acc(x);
  };
  const T *a = lhs.data<T>();
  const T *b = rhs.data<T>();
  T *out = result.data<T>();
  int64_t spatial = int64_t(c.inputSpatial.size());
  int64_t outputFeatures = rhs.getShape()[c.kernelOutput];
  int64_t kernelInputs = rhs.getShape()[c.kernelInput];
  int64_t perGroup = outputFeatures / c.featureGroups;
  ArrayRef<int64_t> ls = lhs.getStrides(), rs = rhs.getStrides(),
                    os = result.getStrides();
  int64_t lhsFeature = ls[c.inputFeature], rhsInput = rs[c.kernelInput],
          rhsOutput = rs[c.kernelOutput], outFeature = os[c.outputFeature];
  SmallVector<int64_t> kernelShape, positionShape;
  for (int64_t d : c.kernelSpatial)
    kernelShape.push_back(rhs.getShape()[d]);
  positionShape.push_back(result.getShape()[c.outputBatch]);
  for (int64_t d : c.outputSpatial)
    positionShape.push_back(result.getShape()[d]);
  int64_t taps = 1, positions = 1;
  for (int64_t k : kernelShape)
    taps *= k;
  for (int64_t p : positionShape)
    positions *= p;
  // Kernel offset of each window position, in walkConvolution's
  // (row-major) order: reversed_rhs[j] is rhs[window - 1 - j].
  SmallVector<int64_t> tapOffset;
  for (const Index &kk : IndexRange(kernelShape)) {
    int64_t offset = 0;
    for (int64_t k = 0; k < spatial; ++k)
      offset += (c.reversal[k] ? kernelShape[k] - 1 - kk[k] : kk[k]) *
                rs[c.kernelSpatial[k]];
    tapOffset.push_back(offset);
  }
  int64_t work = std::max<int64_t>(1, taps * kernelInputs * outputFeatures);
  parallelFor(positions, std::max<int64_t>(1, (1 << 16) / work),
              [&](int64_t begin, int64_t end) {
    std::vector<Acc> acc(static_cast<size_t>(outputFeatures));
    SmallVector<int64_t> r(spatial + 1), tap(spatial);
    for (int64_t position = begin; position < end; ++position) {
      for (int64_t d = spatial, rest = position; d >= 0; --d) {
        r[d] = rest % positionShape[d];
        rest /= positionShape[d];
      }
      int64_t lhsBase = r[0] * ls[c.inputBatch];
      int64_t outBase = r[0] * os[c.outputBatch];
      for (int64_t k = 0; k < spatial; ++k)
        outBase += r[k + 1] * os[c.outputSpatial[k]];
      std::fill(acc.begin(), acc.end(), Acc(0));
      std::fill(tap.begin(), tap.end(), 0);
      for (int64_t t = 0; t < taps; ++t) {
        // The lhs position this tap reads, or none (padding or a hole of
        // the lhs dilation, a zero of padded_lhs).
        bool inside = true;
        int64_t lhsPos = lhsBase;
        for (int64_t k = 0; k < spatial; ++k) {
          int64_t p = r[k + 1] * c.strides[k] + tap[k] * c.rhsDilation[k] -
                      c.paddingLow[k];
          if (p < 0 || p % c.lhsDilation[k] != 0 ||
              p / c.lhsDilation[k] >= lhs.getShape()[c.inputSpatial[k]]) {
            inside = false;
            break;
          }
          lhsPos += (p / c.lhsDilation[k]) * ls[c.inputSpatial[k]];
        }
        for (int64_t k = spatial - 1; k >= 0; --k) {
          if (++tap[k] < kernelShape[k])
            break;
          tap[k] = 0;
        }
        if (!isFloat && !inside)
          continue; // integer products of a zero add nothing
        Acc *sum = acc.data();
        for (int64_t ci = 0; ci < kernelInputs; ++ci) {
          const T *w = b + tapOffset[size_t(t)] + ci * rhsInput;
          if (perGroup == 1) {
            // One output feature per group (depthwise): output feature o
            // reads lhs feature o * kernelInputs + ci.
            const T *x = a + lhsPos + ci * lhsFeature;
            int64_t xs = kernelInputs * lhsFeature;
            for (int64_t o = 0; o < outputFeatures; ++o) {
              Acc xv = inside ? value(x[o * xs]) : Acc(0);
              sum[o] = Arith::template multiplyAdd<Fma>(
                  sum[o], xv, value(w[o * rhsOutput]));
            }
            continue;
          }
          for (int64_t g = 0; g < c.featureGroups; ++g) {
            Acc xv = inside ? value(a[lhsPos + (g * kernelInputs + ci) *
                                                   lhsFeature])
                            : Acc(0);
            const T *wg = w + g * perGroup * rhsOutput;
            Acc *sg = sum + g * perGroup;
            if (rhsOutput == 1) {
              if constexpr (Fma)
                gemm::fusedAxpy(sg, xv, wg, perGroup);
              else
                for (int64_t o = 0; o < perGroup; ++o)
                  sg[o] = Arith::template multiplyAdd<false>(sg[o], xv,
                                                             value(wg[o]));
            } else
              for (int64_t o = 0; o < perGroup; ++o)
                sg[o] = Arith::template multiplyAdd<Fma>(
                    sg[o], xv, value(wg[o * rhsOutput]));
          }
        }
      }
      for (int64_t o = 0; o < outputFeatures; ++o)
        out[outBase + o * outFeature] = Arith::store(acc[size_t(o)]);
    }
  });
}
/// The convolution as products through gemm::multiply, one per feature
/// group: the rows of A are the result positions (batch and spatial
/// indices, row-major), its columns the spec's contracting order (window
/// positions row-major, then kernel input features), B is the kernel read
/// through reversed_rhs, and the columns of the product are the group's
/// output features. A is packed straight from the input (padding and
/// dilation holes packed as zeros, which take part in the products), so no
/// im2col copy is made. Needs batch_group_count = 1 and a float type.
template <typename T>
void convolutionGemm(const Tensor &lhs, const Tensor &rhs, Tensor &result,
                     const ConvConfig &c) {
  using F = typename DotArithmetic<T>::Acc;
  ScopedExecutionSettings kernels(kernelSettings<T>());
  constexpr int64_t mr = gemm::Blocking<F>::mr;
  const T *a = lhs.data<T>();
  const T *b = rhs.data<T>();
  T *out = result.data<T>();
  int64_t spatial = int64_t(c.inputSpatial.size());
  int64_t kernelInputs = rhs.getShape()[c.kernelInput];
  int64_t perGroup = rhs.getShape()[c.kernelOutput] / c.featureGroups;
  ArrayRef<int64_t> ls = lhs.getStrides(), rs = rhs.getStrides(),
                    os = result.getStrides();
  int64_t lhsFeature = ls[c.inputFeature], rhsInput = rs[c.kernelInput],
          rhsOutput = rs[c.kernelOutput], outFeature = os[c.outputFeature];
  SmallVector<int64_t> kernelShape, positionShape;
  for (int64_t d : c.kernelSpatial)
    kernelShape.push_back(rhs.getShape()[d]);
  positionShape.push_back(result.getShape()[c.outputBatch]);
  for (int64_t d : c.outputSpatial)
    positionShape.push_back(result.getShape()[d]);
  // Per window position: its index and its kernel offset (reversed_rhs[j]
  // is rhs[window - 1 - j]).
  SmallVector<int64_t> tapIndex, tapOffset;
  for (const Index &kk : IndexRange(kernelShape)) {
    int64_t offset = 0;
    for (int64_t k = 0; k < spatial; ++k) {
      tapIndex.push_back(kk[k]);
      offset += (c.reversal[k] ? kernelShape[k] - 1 - kk[k] : kk[k]) *
                rs[c.kernelSpatial[k]];
    }
    tapOffset.push_back(offset);
  }
  int64_t taps = int64_t(tapOffset.size());
  // Per result position: the lhs batch offset, the padded-lhs coordinate of
  // its window's origin in each spatial dimension, and its result offset.
  // In tensor storage, not on the heap: a large convolution's tables (400
  // KB for a 112 x 112 result) would otherwise grow the heap by 4 KiB
  // pages for the rest of the run (a fault each on a fresh process).
  int64_t positions = 1;
  for (int64_t p : positionShape)
    positions *= p;
  gemm::Buffer<int64_t> positionTables;
  int64_t *lhsBase = positionTables.get(size_t(positions * (spatial + 2)));
  int64_t *outBase = lhsBase + positions, *origin = outBase + positions;
  for (int64_t p = 0; p < positions; ++p) {
    int64_t rest = p;
    SmallVector<int64_t> r(spatial + 1);
    for (int64_t d = spatial; d >= 0; --d) {
      r[d] = rest % positionShape[d];
      rest /= positionShape[d];
    }
    lhsBase[p] = r[0] * ls[c.inputBatch];
    outBase[p] = r[0] * os[c.outputBatch];
    for (int64_t k = 0; k < spatial; ++k) {
      outBase[p] += r[k + 1] * os[c.outputSpatial[k]];
      origin[p * spatial + k] = r[k + 1] * c.strides[k] - c.paddingLow[k];
    }
  }
  // Kernel rows in contracting order (window position, input feature).
  std::vector<int64_t> kernelRows(static_cast<size_t>(taps * kernelInputs));
  for (int64_t t = 0; t < taps; ++t)
    for (int64_t ci = 0; ci < kernelInputs; ++ci)
      kernelRows[t * kernelInputs + ci] = tapOffset[t] + ci * rhsInput;
  std::vector<int64_t> kernelColumns(static_cast<size_t>(perGroup));
  for (int64_t o = 0; o < perGroup; ++o)
    kernelColumns[o] = o * rhsOutput;

  // The lhs offset of window position t of result position p, or -1 for a
  // zero of padded_lhs (padding or a hole of the lhs dilation).
  auto tapSource = [&](int64_t p, int64_t t) -> int64_t {
    const int64_t *o = &origin[size_t(p * spatial)];
    int64_t at = lhsBase[size_t(p)];
    for (int64_t k = 0; k < spatial; ++k) {
      int64_t q = o[k] + tapIndex[size_t(t * spatial + k)] * c.rhsDilation[k];
      int64_t dilation = c.lhsDilation[k];
      if (q < 0)
        return -1;
      if (dilation != 1) {
        if (q % dilation != 0)
          return -1;
        q /= dilation;
      }
      if (q >= lhs.getShape()[c.inputSpatial[k]])
        return -1;
      at += q * ls[c.inputSpatial[k]];
    }
    return at;
  };
  // Zeros read in place of padded_lhs's padding (a run of at most kc input
  // features).
  std::vector<T> zeros(static_cast<size_t>(gemm::Blocking<F>::kc), T{});
  auto packA = [&](int64_t group, int64_t m0, int64_t rows, int64_t k0,
                   int64_t kc, F *dst) {
    // Per window position, the strip's mr rows interleaved from runs of
    // input features (contiguous in NHWC). Rows past `rows` repeat the
    // last one: their products are computed and never stored.
    const T *src[mr];
    int64_t strides[mr];
    for (int64_t kk = 0; kk < kc;) {
      int64_t t = (k0 + kk) / kernelInputs, ci = (k0 + kk) % kernelInputs;
      int64_t run = std::min(kernelInputs - ci, kc - kk);
      for (int64_t i = 0; i < mr; ++i) {
        int64_t at = tapSource(m0 + std::min(i, rows - 1), t);
        if (at < 0) {
          src[i] = zeros.data();
          strides[i] = lhsFeature == 1 ? 1 : 0;
        } else {
          src[i] = a + at + (group * kernelInputs + ci) * lhsFeature;
          strides[i] = lhsFeature;
        }
      }
      interleave<mr>(src, strides, run, dst + kk * mr);
      kk += run;
    }
  };
  auto packB = [&](int64_t group, int64_t k0, int64_t kc, int64_t n0,
                   int64_t cols, F *dst) {
    packRows(b + group * perGroup * rhsOutput, kernelRows.data() + k0, kc,
             kernelColumns.data() + n0, cols, gemm::Blocking<F>::nr, dst);
  };
  int64_t k = taps * kernelInputs;
  // A 1 x 1 window over input features stored contiguously (NHWC) and no
  // padding: each row of A is a run of the input, read in place.
  bool rowsInPlace = std::is_same_v<T, F> && taps == 1 && lhsFeature == 1;
  std::vector<int64_t> rowStart;
  if (rowsInPlace) {
    rowStart.resize(static_cast<size_t>(positions));
    for (int64_t p = 0; p < positions && rowsInPlace; ++p) {
      rowStart[size_t(p)] = tapSource(p, 0);
      rowsInPlace = rowStart[size_t(p)] >= 0;
    }
  }
  auto rowA = [&](int64_t group, int64_t p) {
    return reinterpret_cast<const F *>(a) + rowStart[size_t(p)] +
           group * kernelInputs;
  };
  if constexpr (std::is_same_v<T, F>) {
    // Result positions row-major with the output features innermost (as in
    // NHWC): the product of each group is a matrix of leading dimension
    // outputFeatures inside the result, accumulated in place.
    int64_t outputFeatures = perGroup * c.featureGroups;
    bool rowMajor = outFeature == 1;
    for (int64_t p = 0; p < positions && rowMajor; ++p)
      rowMajor = outBase[size_t(p)] == p * outputFeatures;
    // Kernel rows evenly spaced (HWIO without reversal) and output
    // features contiguous: strips of B may be read in place.
    int64_t ldb = k > 1 ? kernelRows[1] - kernelRows[0] : 0;
    bool evenRowsB =
        rhsOutput == 1 && k > 0 && isEvenlySpaced(kernelRows.data(), k, ldb);
    auto rowsB = [&](int64_t group, int64_t k0, int64_t, int64_t n0) {
      if (!evenRowsB)
        return gemm::RowsOfB<F>{nullptr, 0};
      return gemm::RowsOfB<F>{b + group * perGroup + kernelRows[size_t(k0)] +
                                  n0,
                              ldb};
    };
    if (rowMajor && rowsInPlace)
      return gemm::multiplyInto<F>(c.featureGroups, positions, perGroup, k,
                                   packA, packB, out, outputFeatures,
                                   perGroup, rowA, gemm::NoPrefetch{}, rowsB);
    if (rowMajor)
      return gemm::multiplyInto<F>(c.featureGroups, positions, perGroup, k,
                                   packA, packB, out, outputFeatures,
                                   perGroup, gemm::PackedA{},
                                   gemm::NoPrefetch{}, rowsB);
  }
  auto store = [&](int64_t group, int64_t m0, int64_t rows, int64_t n0,
                   int64_t cols, const F *tile, int64_t ld) {
    for (int64_t i = 0; i < rows; ++i) {
      T *row = out + outBase[size_t(m0 + i)] +
               (group * perGroup + n0) * outFeature;
      for (int64_t j = 0; j < cols; ++j)
        row[j * outFeature] = DotArithmetic<T>::store(tile[i * ld + j]);
    }
  };
  if (rowsInPlace)
    return gemm::multiply<F>(c.featureGroups, positions, perGroup, k, packA,
                             packB, store, rowA);
  gemm::multiply<F>(c.featureGroups, positions, perGroup, k, packA, packB,
                    store);
}
} // namespace

Tensor evalConvolutionOp(const Tensor &lhs, const Tensor &rhs,
                         const ConvConfig &config, ShapedType resultType) {
  Type type = resultType.getElementType();
  bool sameTypes = lhs.getElementType() == type && rhs.getElementType() == type;
  // Dense (not depthwise) float convolutions take the packed kernels, which
  // write every result element: no zero-fill for them.
  int64_t perGroup = rhs.getShape()[config.kernelOutput] / config.featureGroups;
  bool packed = typedKernelsEnabled() && sameTypes &&
                (type.isF32() || type.isF64() || type.isF16() ||
                 type.isBF16()) &&
                config.batchGroups == 1 && perGroup >= 4 &&
                resultType.getNumElements() * rhs.getNumElements() / perGroup /
                        config.featureGroups >= gemmMinimumWork;
  Tensor result =
      packed ? Tensor::uninitialized(resultType) : Tensor(resultType);
  if (typedKernelsEnabled() && sameTypes &&
      dispatchStorageType(type, [&](auto tag) {
        using T = typename decltype(tag)::type;
        if constexpr (isFloatStorage<T>) {
          if (packed)
            return convolutionGemm<T>(lhs, rhs, result, config);
        }
        if constexpr (!std::is_same_v<T, bool>) {
          if (config.batchGroups == 1)
            return withFusedProducts<T>([&](auto fma) {
              convolutionByFeatureRows<T, decltype(fma)::value>(lhs, rhs,
                                                                result, config);
            });
        }
        const T *a = lhs.data<T>();
        const T *b = rhs.data<T>();
        T *out = result.data<T>();
        if constexpr (std::is_same_v<T, bool>) {
          bool acc = false;
          walkConvolution(lhs, rhs, result, config,
                          [&](int64_t l, int64_t r) {
                            if (l >= 0)
                              acc = acc || (a[l] && b[r]);
                          },
                          [&](int64_t p) { out[p] = acc; acc = false; });
        } else if constexpr (isFloatStorage<T>) {
          using Arith = DotArithmetic<T>;
          using Acc = typename Arith::Acc;
          Acc acc = 0;
          bool fused = fmaFor<T>();
          walkConvolution(
              lhs, rhs, result, config,
              [&](int64_t l, int64_t r) {
                if constexpr (std::is_same_v<T, float> ||
                              std::is_same_v<T, double>)
                  if (fused) {
                    acc = std::fma(l >= 0 ? a[l] : T{}, b[r], acc);
                    return;
                  }
                acc = Acc(acc + Arith::product(l >= 0 ? a[l] : T{}, b[r]));
              },
              [&](int64_t p) { out[p] = Arith::store(acc); acc = 0; });
        } else {
          using W = kernels::Wide<T>;
          W acc = 0;
          walkConvolution(
              lhs, rhs, result, config,
              [&](int64_t l, int64_t r) {
                if (l >= 0)
                  acc = W(acc + W(W(a[l]) * W(b[r])));
              },
              [&](int64_t p) { out[p] = T(acc); acc = 0; });
        }
      }))
    return result;
  // Element path, the spec's dot_general over each window: operands convert
  // to the result type and the products are summed in contracting order in
  // dot_general's arithmetic (floats narrower than f32 in f32, rounded once
  // at the end; complex in the type; integers wrap). Padding and dilation
  // holes are zeros of padded_lhs and take part in the products.
  Type accType = type;
  if (isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 32)
    accType = Float32Type::get(type.getContext());
  Element zero = isa<ComplexType>(type)  ? Element::fromComplex(type, 0.0)
                 : isa<FloatType>(type) ? Element::fromDouble(accType, 0.0)
                                        : Element::fromInt(type, 0);
  auto operand = [&](const Tensor &t, int64_t at) {
    Element value = convert(t.getLinear(at), type);
    return accType == type ? value : convert(value, accType);
  };
  Element paddingValue = isa<IntegerType>(type) ? zero : convert(zero, accType);
  Element acc = zero;
  bool fusedProducts =
      executionSettings().fmaProducts && (type.isF32() || type.isF64());
  walkConvolution(
      lhs, rhs, result, config,
      [&](int64_t l, int64_t r) {
        if (l < 0 && isa<IntegerType>(type))
          return; // integer products of a zero add nothing
        Element x = l >= 0 ? operand(lhs, l) : paddingValue;
        acc = fusedProducts ? fusedMultiplyAdd(x, operand(rhs, r), acc)
                            : acc + x * operand(rhs, r);
      },
      [&](int64_t p) {
        result.setLinear(p, accType == type ? acc : convert(acc, type));
        acc = zero;
      });
  return result;
}

llvm::Expected<Tensor> evalDynamicConvOp(const Tensor &lhs, const Tensor &rhs,
                                         const Tensor &padding,
                                         const ConvConfig &config,
                                         ShapedType resultType) {
  int64_t spatial = lhs.getRank() - 2;
  if (padding.getNumElements() != 2 * spatial)
    return evalError("padding holds " + Twine(padding.getNumElements()) +
                     " values; " + Twine(2 * spatial) + " expected");
  // The verifier lets window_strides have another length, as upstream's.
  if (int64_t(config.strides.size()) != spatial)
    return evalError("window_strides holds " + Twine(config.strides.size()) +
                     " values for " + Twine(spatial) +
                     " spatial dimensions (C2)");
  ConvConfig c = config;
  c.paddingLow.clear();
  c.paddingHigh.clear();
  for (int64_t k = 0; k < spatial; ++k) {
    c.paddingLow.push_back(padding.getLinear(2 * k).toIndex());
    c.paddingHigh.push_back(padding.getLinear(2 * k + 1).toIndex());
  }
  // The result type was fixed before the padding was known: the sizes the
  // padding gives must be the result's (C25).
  for (int64_t k = 0; k < spatial; ++k) {
    std::optional<int64_t> padded = stablehlo::paddedSize(
        lhs.getShape()[c.inputSpatial[k]], c.paddingLow[k], c.paddingHigh[k],
        c.lhsDilation[k] - 1);
    std::optional<int64_t> count =
        padded ? stablehlo::windowCount(*padded,
                                        rhs.getShape()[c.kernelSpatial[k]],
                                        c.rhsDilation[k], c.strides[k])
               : std::nullopt;
    int64_t expected = resultType.getDimSize(c.outputSpatial[k]);
    if (!count || *count != expected)
      return evalError(
          "padding [" + Twine(c.paddingLow[k]) + ", " +
          Twine(c.paddingHigh[k]) + "] of spatial dimension " + Twine(k) +
          " gives " + (count ? Twine(*count) : Twine("an overflowing")) +
          " windows, but the result has " + Twine(expected) + " (C25)");
  }
  return evalConvolutionOp(lhs, rhs, c, resultType);
}

llvm::Expected<Tensor> evalDotOp(const Tensor &lhs, const Tensor &rhs,
                                 ShapedType resultType) {
  return evalDotGeneralOp(lhs, rhs, {}, {}, {lhs.getRank() - 1}, {0},
                          resultType);
}

namespace {
/// result[out] = sum over the other letters of the product of the operands.
Tensor einsum(StringRef originalConfig, ArrayRef<Tensor> operands,
              ShapedType resultType) {
  SmallVector<int64_t> ranks;
  for (const Tensor &operand : operands)
    ranks.push_back(operand.getRank());
  std::string expanded = stablehlo::expandEinsumEllipsis(originalConfig, ranks);
  StringRef config = expanded;
  size_t arrow = config.find("->");
  SmallVector<StringRef> specs;
  config.substr(0, arrow).split(specs, ',');
  StringRef out = config.substr(arrow + 2);
  std::string letters;
  llvm::DenseMap<char, int64_t> sizes;
  for (auto [spec, operand] : llvm::zip(specs, operands))
    for (auto [i, c] : llvm::enumerate(spec))
      if (sizes.try_emplace(c, operand.getShape()[i]).second)
        letters.push_back(c);
  SmallVector<int64_t> space;
  for (char c : letters)
    space.push_back(sizes[c]);
  Type type = resultType.getElementType();
  bool isFloatLike = isa<FloatType, ComplexType>(type);
  Tensor result(resultType);
  std::vector<std::complex<double>> floatAcc(result.getNumElements());
  std::vector<Element> intAcc(result.getNumElements(),
                              Element::fromInt(type, 0));
  auto position = [&](StringRef spec, const Index &index) {
    Index sub;
    for (char c : spec)
      sub.push_back(index[letters.find(c)]);
    return sub;
  };
  for (const Index &index : IndexRange(space)) {
    int64_t target = result.linearize(position(out, index));
    if (isFloatLike) {
      std::complex<double> product = 1;
      for (auto [spec, operand] : llvm::zip(specs, operands))
        product *= operand.get(position(spec, index)).toComplexDouble();
      floatAcc[target] += product;
    } else {
      Element product = operands[0].get(position(specs[0], index));
      for (size_t i = 1; i < operands.size(); ++i)
        product = product * operands[i].get(position(specs[i], index));
      intAcc[target] = intAcc[target] + product;
    }
  }
  for (int64_t i = 0; i < result.getNumElements(); ++i)
    result.setLinear(i, !isFloatLike ? intAcc[i]
                        : isa<ComplexType>(type)
                            ? Element::fromComplex(type, floatAcc[i])
                            : Element::fromDouble(type, floatAcc[i].real()));
  return result;
}
} // namespace

Tensor evalEinsumOp(const Tensor &lhs, const Tensor &rhs, StringRef config,
                    ShapedType resultType) {
  return einsum(config, {lhs, rhs}, resultType);
}

Tensor evalUnaryEinsumOp(const Tensor &operand, StringRef config,
                         ShapedType resultType) {
  return einsum(config, {operand}, resultType);
}

namespace {
using namespace mlir::stablehlo;

/// The ConvConfig of convolution or dynamic_conv, with `padding` holding
/// [low, high] per spatial dimension (empty: no padding).
template <typename ConvOp>
ConvConfig convConfigOf(ConvOp op, ArrayRef<int64_t> padding) {
  ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
  ConvConfig c;
  c.inputBatch = dims.getInputBatchDimension();
  c.inputFeature = dims.getInputFeatureDimension();
  c.inputSpatial.assign(dims.getInputSpatialDimensions().begin(),
                        dims.getInputSpatialDimensions().end());
  c.kernelInput = dims.getKernelInputFeatureDimension();
  c.kernelOutput = dims.getKernelOutputFeatureDimension();
  c.kernelSpatial.assign(dims.getKernelSpatialDimensions().begin(),
                         dims.getKernelSpatialDimensions().end());
  c.outputBatch = dims.getOutputBatchDimension();
  c.outputFeature = dims.getOutputFeatureDimension();
  c.outputSpatial.assign(dims.getOutputSpatialDimensions().begin(),
                         dims.getOutputSpatialDimensions().end());
  size_t spatial = c.inputSpatial.size();
  auto orOnes = [&](std::optional<ArrayRef<int64_t>> v) {
    return v ? SmallVector<int64_t>(v->begin(), v->end())
             : SmallVector<int64_t>(spatial, 1);
  };
  c.strides = orOnes(op.getWindowStrides());
  c.lhsDilation = orOnes(op.getLhsDilation());
  c.rhsDilation = orOnes(op.getRhsDilation());
  c.paddingLow.assign(spatial, 0);
  c.paddingHigh.assign(spatial, 0);
  if (padding.size() == 2 * spatial)
    for (size_t k = 0; k < spatial; ++k) {
      c.paddingLow[k] = padding[2 * k];
      c.paddingHigh[k] = padding[2 * k + 1];
    }
  c.reversal.assign(spatial, false);
  if (auto reversal = op.getWindowReversal())
    c.reversal.assign(reversal->begin(), reversal->end());
  c.featureGroups = op.getFeatureGroupCountAttr().getInt();
  c.batchGroups = op.getBatchGroupCountAttr().getInt();
  return c;
}

llvm::Expected<EvalResults>
evalConvolution(ConvolutionOp op, const OperandValues &operands, EvalEnv &env) {
  if (!op.getType().hasStaticShape())
    return evalError("convolution needs a static result shape");
  SmallVector<int64_t> padding;
  if (auto attr = op.getPaddingAttr())
    padding = llvm::to_vector(attr.getValues<int64_t>());
  return EvalResults{evalConvolutionOp(
      operands.tensor(op.getLhs()), operands.tensor(op.getRhs()),
      convConfigOf(op, padding), op.getType())};
}

llvm::Expected<EvalResults>
evalDynamicConv(DynamicConvOp op, const OperandValues &operands, EvalEnv &env) {
  if (!op.getType().hasStaticShape())
    return evalError("dynamic_conv needs a static result shape");
  return asResults(evalDynamicConvOp(
      operands.tensor(op.getLhs()), operands.tensor(op.getRhs()),
      operands.tensor(op.getPadding()), convConfigOf(op, {}), op.getType()));
}

llvm::Expected<EvalResults> evalDot(DotOp op, const OperandValues &operands,
                                    EvalEnv &env) {
  const Tensor &lhs = operands.tensor(op.getLhs());
  const Tensor &rhs = operands.tensor(op.getRhs());
  SmallVector<int64_t> shape;
  if (lhs.getRank() == 2)
    shape.push_back(lhs.getShape()[0]);
  if (rhs.getRank() == 2)
    shape.push_back(rhs.getShape()[1]);
  auto type = RankedTensorType::get(shape, op.getType().getElementType());
  if (llvm::Error error = checkTensorSize(type, env.getOptions()))
    return std::move(error);
  return asResults(evalDotOp(lhs, rhs, type));
}

llvm::Expected<EvalResults>
evalDotGeneral(DotGeneralOp op, const OperandValues &operands, EvalEnv &env) {
  const Tensor &lhs = operands.tensor(op.getLhs());
  const Tensor &rhs = operands.tensor(op.getRhs());
  DotDimensionNumbersAttr dims = op.getDotDimensionNumbers();
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions(),
                    rb = dims.getRhsBatchingDimensions(),
                    lc = dims.getLhsContractingDimensions(),
                    rc = dims.getRhsContractingDimensions();
  SmallVector<int64_t> shape;
  for (int64_t d : lb)
    shape.push_back(lhs.getShape()[d]);
  for (int64_t d : freeDims(lhs.getRank(), lb, lc))
    shape.push_back(lhs.getShape()[d]);
  for (int64_t d : freeDims(rhs.getRank(), rb, rc))
    shape.push_back(rhs.getShape()[d]);
  auto type = RankedTensorType::get(shape, op.getType().getElementType());
  if (llvm::Error error = checkTensorSize(type, env.getOptions()))
    return std::move(error);
  return asResults(evalDotGeneralOp(lhs, rhs, lb, rb, lc, rc, type));
}

llvm::Expected<EvalResults>
evalEinsum(EinsumOp op, const OperandValues &operands, EvalEnv &) {
  if (!op.getType().hasStaticShape())
    return evalError("einsum needs a static result shape");
  return EvalResults{evalEinsumOp(operands.tensor(op.getLhs()),
                                  operands.tensor(op.getRhs()),
                                  op.getEinsumConfig(), op.getType())};
}

llvm::Expected<EvalResults>
evalUnaryEinsum(UnaryEinsumOp op, const OperandValues &operands, EvalEnv &) {
  if (!op.getType().hasStaticShape())
    return evalError("unary_einsum needs a static result shape");
  return EvalResults{evalUnaryEinsumOp(operands.tensor(op.getOperand()),
                                       op.getEinsumConfig(), op.getType())};
}
} // namespace

void registerContractionEvaluators(EvaluatorRegistry &r) {
  r.add<DotGeneralOp, evalDotGeneral>();
  r.add<ConvolutionOp, evalConvolution>();
  r.add<DynamicConvOp, evalDynamicConv>();
  r.add<DotOp, evalDot>();
  r.add<EinsumOp, evalEinsum>();
  r.add<UnaryEinsumOp, evalUnaryEinsum>();
}

} // namespace shlo
} // namespace mlir
