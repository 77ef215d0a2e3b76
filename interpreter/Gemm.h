//===- Gemm.h - packed, register-blocked products in k order ----*- C++ -*-===//
//
// The float engine of dot_general and convolution: C = A B for f32 or f64
// accumulators, where every C element is the sum of its products in k
// order, starting from zero. Under ExecutionSettings::fmaProducts (the
// default) each step is one fused multiply-add, rounded once (the Element
// path uses APFloat's fusedMultiplyAdd, the same bits); without it, each
// product and each partial sum is rounded (a multiply, then an add), as
// the spec's formula reads. Either way the result equals the Element path
// bit for bit.
//
// The caller describes A and B by packing functions (any layout, strides,
// padding or element conversion) and takes C back by a store function, or
// has C written in place. The driver cuts C into tasks (TaskGrid: blocks
// of whole register tiles, a few per thread, which the threads take in
// turn; the cut decides which thread computes an element, never the order
// of its sum), and walks k in blocks of kc: it packs a kc x cols panel of
// B (once per task, one kc x nr strip just before its first tile, while
// the source of the next strip is fetched ahead; a task with a single tile
// per strip reads B's strips in place when their rows are evenly spaced)
// and kc x mr strips of A into contiguous buffers and
// runs the micro-kernel on an mr x nr block of accumulators, which starts
// from zero on the first k block and from the partial sums in the tile on
// the others. Splitting k into blocks therefore only stores
// and reloads each partial sum; the order of the additions is unchanged.
//
// The micro-kernel has AVX-512 and AVX2 versions (the best the CPU has is
// chosen at run time; the build targets baseline x86-64) and a portable
// scalar one; all round every product and sum in the accumulator type, in
// the same order, so they agree bit for bit; so do their fused twins
// (AVX2 with FMA3, AVX-512, std::fma).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_GEMM_H
#define SHLO_INTERPRETER_GEMM_H

#include "interpreter/Parallel.h"
#include "interpreter/ParallelTasks.h"
#include "interpreter/ScratchStorage.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

namespace mlir {
namespace shlo {
namespace gemm {

/// Register and cache blocking for accumulator type F, shared by every
/// micro-kernel (so that the packed layout does not depend on the CPU):
/// the micro-kernel holds mr x nr accumulators (AVX-512: 12 ZMM registers;
/// AVX2: the tile as two mr x nr/2 halves of 12 YMM registers each); k
/// advances in blocks of kc; A is packed mc rows at a time, B in panels of
/// at most nc columns (a kc x nr strip of B stays in L1, the mc x kc block
/// of A in L2, the kc x nc panel of B in L2 or L3).
template <typename F> struct Blocking;
template <> struct Blocking<float> {
  static constexpr int64_t mr = 6, nr = 32, kc = 256, mc = 132, nc = 1024;
};
template <> struct Blocking<double> {
  static constexpr int64_t mr = 6, nr = 16, kc = 256, mc = 96, nc = 512;
};

/// c[i * ldc + j] for i < mr, j < nr becomes (first ? 0 : c[i * ldc + j])
/// plus a[kk * mr + i] * b[kk * nr + j] for kk = 0, 1, ..., kc - 1 in turn,
/// every product and sum rounded to F.
template <typename F>
using MicroKernel = void (*)(int64_t kc, const F *a, const F *b, F *c,
                             int64_t ldc, bool first);

/// As MicroKernel, with the A strip read in place: a[kk * mr + i] is
/// rows[i][kk] (row i of A from column k0 on, contiguous). Saves packing A
/// where A is stored with contiguous rows (a row-major lhs).
template <typename F>
using RowsKernel = void (*)(int64_t kc, const F *const *rows, const F *b, F *c,
                            int64_t ldc, bool first);

/// As MicroKernel, with B read in place: b[kk * ldb + j] where the packed
/// strip has b[kk * nr + j] (rows of B ldb elements apart, each with nr
/// contiguous elements). Saves packing B where a strip serves few tiles.
template <typename F>
using StridedKernel = void (*)(int64_t kc, const F *a, const F *b, int64_t ldb,
                               F *c, int64_t ldc, bool first);

/// RowsKernel with B read in place as StridedKernel reads it.
template <typename F>
using StridedRowsKernel = void (*)(int64_t kc, const F *const *rows,
                                   const F *b, int64_t ldb, F *c, int64_t ldc,
                                   bool first);

/// The builds of the micro-kernels, in order of preference. Every one
/// computes the same IEEE operations in the same order, hence the same
/// bits.
enum class KernelSet { Scalar, Avx2, Avx512 };

/// The best set this CPU runs (AVX-512 where it has avx512f, else AVX2
/// where it has avx2, else the portable scalar kernels).
KernelSet cpuKernels();

/// Every set this CPU runs, scalar first (for tests that compare them).
std::vector<KernelSet> runnableKernelSets();

/// The set microKernel() uses now: cpuKernels(), unless a ScopedKernels
/// object chose another.
KernelSet activeKernels();

/// "scalar", "avx2" or "avx512".
const char *kernelSetName(KernelSet set);

/// The micro-kernel of the active set.
template <typename F> MicroKernel<F> microKernel();

/// The in-place-A kernel of the active set, or null where that set always
/// packs A (AVX2). It computes what microKernel() computes on the packed
/// strip, bit for bit.
template <typename F> RowsKernel<F> rowsKernel();

/// The in-place-B kernels of the active set (A packed, and A read in
/// place), or null where that set always packs B (AVX2). They compute what
/// microKernel() and rowsKernel() compute on the packed strip, bit for bit.
template <typename F> StridedKernel<F> stridedKernel();
template <typename F> StridedRowsKernel<F> stridedRowsKernel();

/// dst[kk * 6 + i] = src[i][kk] for i < 6, kk < count: six f32 rows
/// interleaved into a strip of A (6 = Blocking<float>::mr). Moves bits
/// only; vector shuffles where the active set is AVX-512.
void interleaveSix(const float *const *src, int64_t count, float *dst);

/// dst[kk * nr + j] = base[rowOffsets[kk] + j] for kk < kc, j < nr
/// (nr = Blocking<F>::nr): kc rows of one whole strip of B, each a
/// contiguous run of nr elements in storage, copied into a packed strip.
/// Moves bits only; 64-byte vector moves where the active set is AVX-512
/// (the build's baseline copy moves 16 bytes at a time).
void copyStrip(const float *base, const int64_t *rowOffsets, int64_t kc,
               float *dst);
void copyStrip(const double *base, const int64_t *rowOffsets, int64_t kc,
               double *dst);

/// sum[j] = fma(x, row[j], sum[j]) for j < n: one fused multiply-add per
/// element, the bits of std::fma; 256-bit vfmadd where the CPU has FMA3 and
/// the active set is not the scalar one (the build's baseline calls libm's
/// fma per element). The fused row loop of small products.
void fusedAxpy(float *sum, float x, const float *row, int64_t n);
void fusedAxpy(double *sum, double x, const double *row, int64_t n);

/// For tests: makes microKernel() return the kernels of `set` (or of
/// cpuKernels() when the CPU cannot run `set`), on every thread, for the
/// object's lifetime.
class ScopedKernels {
public:
  explicit ScopedKernels(KernelSet set);
  ~ScopedKernels();
  ScopedKernels(const ScopedKernels &) = delete;
  ScopedKernels &operator=(const ScopedKernels &) = delete;

private:
  int previous;
};

/// A buffer that grows without keeping or zeroing its contents (every
/// user writes what it reads). Its storage comes from the tensor allocator
/// (ScratchStorage.h): its own mapping for 64 KiB or more.
template <typename F> class Buffer {
public:
  Buffer() = default;
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  ~Buffer() {
    if (data)
      freeScratchStorage(data, words);
  }
  /// The buffer, at least `count` elements long.
  F *get(size_t count) {
    if (count > size) {
      if (data)
        freeScratchStorage(data, words);
      words = (count * sizeof(F) + 7) / 8;
      data = allocateScratchStorage(words);
      size = count;
    }
    return reinterpret_cast<F *>(data);
  }

private:
  uint64_t *data = nullptr;
  size_t words = 0;
  size_t size = 0;
};

/// Per-thread scratch buffers of the driver (reused across calls).
template <typename F> struct Scratch {
  Buffer<F> a, b, c;
};
template <typename F> Scratch<F> &scratch() {
  thread_local Scratch<F> buffers;
  return buffers;
}

/// How the driver cuts C into tasks: per batch, `groups` runs of whole
/// mr-row strips times `tiles` runs of whole nr-column strips, the runs of
/// each kind differing by at most one strip. There are about as many
/// tasks as threads the product is worth, kTasksPerThread times as many
/// when A is read in place (threads take them in turn, so a thread that
/// starts late takes fewer), and a task's columns fit a panel of B of at
/// most Blocking::nc columns. Each run of
/// rows packs the B columns it uses and each run of columns the A rows, so
/// the cut splits rows when m >= n and columns otherwise; when A is read
/// in place (never packed) it splits columns whenever there are enough
/// strips of them, so that no two tasks pack the same part of B. The cut
/// changes which thread computes an element, never the order of its sum.
struct TaskGrid {
  int64_t groups, tiles;
  int64_t stripsM, stripsN;
};

/// Tasks per thread in a TaskGrid whose A is read in place.
constexpr int64_t kTasksPerThread = 4;

/// The task grid of `batches` m x n x k products on `threads` threads,
/// for mr x nr tiles and panels of at most nc columns; aInPlace: the
/// micro-kernel reads A's rows in place.
TaskGrid taskGrid(int64_t batches, int64_t m, int64_t n, int64_t k,
                  int64_t mr, int64_t nr, int64_t nc, int threads,
                  bool aInPlace);

/// The rowA argument of multiply and multiplyInto when A has no contiguous
/// rows: A is always packed.
struct PackedA {};

/// The prefetchB argument of multiply and multiplyInto when the caller
/// does not say how to ask for B's elements ahead of packing them.
struct NoPrefetch {};

/// The rowsB argument of multiply and multiplyInto when B is always
/// packed.
struct PackedB {};

/// Where rows k0.. of B start from column n0 on, and how many elements
/// apart they are; start is null when B is not stored that way.
template <typename F> struct RowsOfB {
  const F *start;
  int64_t ld;
};

/// A task reads a whole strip of B in place (never packs it) when it has at
/// most this many tiles per strip (rows of C over mr) and the caller says
/// where B's rows are.
constexpr int64_t kMaxTilesBInPlace = 1;

/// Reading A in place saves packing it, but every run of columns of the
/// task grid then reads all of its rows from A itself, and the in-place
/// grid has several (kTasksPerThread per thread); a packed A is read once
/// per run of columns of the packed grid, which has fewer. While A is at
/// most this many bytes per batch those reads come from the last-level
/// cache and reading in place is faster (measured: 1024^3 and 256x4096 @
/// 4096x1024 in f32, A of 4 MiB); above it (f32 A of 8 MiB and more:
/// 2048x1024, 1024x2048, 1536^2, 2048^2) they come from memory, and A is
/// packed wherever the packed grid has fewer runs of columns.
constexpr int64_t kMaxInPlaceABytes = int64_t(6) << 20;

/// Whether the kernels read A in place for `batches` m x n x k products of
/// F on `threads` threads, given a kernel set that can and A's rows: not
/// when one batch's A has more than kMaxInPlaceABytes and the grid of a
/// packed A has fewer runs of columns than that of an A read in place.
bool readAInPlace(int64_t batches, int64_t m, int64_t n, int64_t k,
                  int64_t mr, int64_t nr, int64_t nc, int threads,
                  int64_t elementBytes);

namespace detail {
/// The driver shared by multiply and multiplyInto. tile(task, batch, m0,
/// rows, n0, cols) returns where the task's C block starts and its
/// leading dimension, and whether the block is padded to whole mr x nr
/// tiles (else edge tiles go through a small buffer); done(...) is called
/// after the task's last k block.
template <typename F, typename PackA, typename PackB, typename Tile,
          typename Done, typename RowA, typename PrefetchB, typename RowsB>
void run(int64_t batches, int64_t m, int64_t n, int64_t k, const PackA &packA,
         const PackB &packB, const Tile &tile, const Done &done,
         const RowA &rowA, const PrefetchB &prefetchB, const RowsB &rowsB) {
  using B = Blocking<F>;
  constexpr int64_t mr = B::mr, nr = B::nr;
  static_assert(B::mc % mr == 0, "an A block is whole strips");
  if (batches <= 0 || m <= 0 || n <= 0)
    return;
  MicroKernel<F> kernel = microKernel<F>();
  RowsKernel<F> inPlace = nullptr;
  if constexpr (!std::is_same_v<RowA, PackedA>)
    if (readAInPlace(batches, m, n, k, mr, nr, B::nc, threadCount(),
                     int64_t(sizeof(F))))
      inPlace = rowsKernel<F>();
  StridedKernel<F> stridedB = nullptr;
  StridedRowsKernel<F> stridedRowsB = nullptr;
  if constexpr (!std::is_same_v<RowsB, PackedB>) {
    stridedB = stridedKernel<F>();
    if (inPlace)
      stridedRowsB = stridedRowsKernel<F>();
  }
  TaskGrid grid = taskGrid(batches, m, n, k, mr, nr, B::nc, threadCount(),
                           inPlace != nullptr);
  int64_t tasks = batches * grid.groups * grid.tiles;
  parallelTasks(tasks, [&](int64_t task) {
    Scratch<F> &s = scratch<F>();
    int64_t batch = task / (grid.groups * grid.tiles);
    int64_t g = task / grid.tiles % grid.groups, t = task % grid.tiles;
    int64_t mBegin = g * grid.stripsM / grid.groups * mr;
    int64_t mEnd = std::min(m, (g + 1) * grid.stripsM / grid.groups * mr);
    int64_t n0 = t * grid.stripsN / grid.tiles * nr;
    int64_t nEnd = std::min(n, (t + 1) * grid.stripsN / grid.tiles * nr);
    int64_t rows = mEnd - mBegin, cols = nEnd - n0;
    int64_t stripsN = (cols + nr - 1) / nr;
    auto [c, ldc, padded] = tile(batch, mBegin, rows, n0, cols);
    // Few tiles per strip: whole strips of B read in place where the
    // caller says where their rows are (each would be packed for too few
    // tiles to pay for the copy).
    bool tryBInPlace = stridedB && (!inPlace || stridedRowsB) &&
                       (rows + mr - 1) / mr <= kMaxTilesBInPlace;
    if (k == 0)
      for (int64_t i = 0; i < rows; ++i)
        std::fill(c + i * ldc, c + i * ldc + cols, F(0));
    for (int64_t k0 = 0; k0 < k; k0 += B::kc) {
      int64_t kc = std::min(B::kc, k - k0);
      F *packedA = s.a.get(size_t(B::mc * B::kc));
      F *packedB = s.b.get(size_t(stripsN * nr * B::kc));
      // B is packed strip by strip, each just before its first tile, while
      // the source of the next strip (this k block's, or the next block's
      // first) is asked for a slice per tile: the strip's source then
      // comes from cache, its fetch overlapped with the micro-kernel. A
      // strip read in place is not packed (its source is still asked for
      // ahead). Per strip: where its rows are read and how far apart (nr
      // when packed).
      const F *stripB[B::nc / nr];
      int64_t stripLd[B::nc / nr];
      bool stripInPlace[B::nc / nr];
      auto packStrip = [&](int64_t js) {
        int64_t w = std::min(nr, cols - js * nr);
        F *dst = packedB + js * nr * kc;
        stripB[js] = dst, stripLd[js] = nr, stripInPlace[js] = false;
        if constexpr (!std::is_same_v<RowsB, PackedB>)
          if (tryBInPlace && w == nr) {
            RowsOfB<F> at = rowsB(batch, k0, kc, n0 + js * nr);
            if (at.start) {
              stripB[js] = at.start, stripLd[js] = at.ld;
              stripInPlace[js] = true;
              return;
            }
          }
        if (w < nr)
          std::fill(dst, dst + nr * kc, F(0));
        packB(batch, k0, kc, n0 + js * nr, w, dst);
      };
      auto prefetchNext = [&](int64_t js, int64_t slice, int64_t slices) {
        if constexpr (!std::is_same_v<PrefetchB, NoPrefetch>) {
          int64_t nk0 = k0, nkc = kc, nj = js + 1;
          if (nj == stripsN) {
            nk0 = k0 + kc, nkc = std::min(B::kc, k - nk0), nj = 0;
            if (nk0 >= k)
              return;
          }
          int64_t from = slice * nkc / slices, to = (slice + 1) * nkc / slices;
          if (to > from)
            prefetchB(batch, nk0 + from, to - from, n0 + nj * nr,
                      std::min(nr, cols - nj * nr));
        }
      };
      for (int64_t m0 = mBegin; m0 < mEnd; m0 += B::mc) {
        bool firstBlock = m0 == mBegin;
        int64_t blockRows = std::min(B::mc, mEnd - m0);
        int64_t stripsM = (blockRows + mr - 1) / mr;
        // In place: each strip's rows from column k0 on (a partial
        // strip repeats its last row; those sums are never stored).
        const F *rows[B::mc];
        for (int64_t is = 0; is < stripsM; ++is) {
          int64_t count = std::min(mr, blockRows - is * mr);
          if (inPlace) {
            if constexpr (!std::is_same_v<RowA, PackedA>)
              for (int64_t i = 0; i < mr; ++i)
                rows[is * mr + i] =
                    rowA(batch, m0 + is * mr + std::min(i, count - 1)) + k0;
            continue;
          }
          F *dst = packedA + is * mr * kc;
          if (count < mr)
            std::fill(dst, dst + mr * kc, F(0));
          packA(batch, m0 + is * mr, count, k0, kc, dst);
        }
        auto multiplyTile = [&](int64_t is, int64_t js, F *pc, int64_t ld) {
          const F *pb = stripB[js];
          if (stripInPlace[js]) {
            if (inPlace)
              stridedRowsB(kc, rows + is * mr, pb, stripLd[js], pc, ld,
                           k0 == 0);
            else
              stridedB(kc, packedA + is * mr * kc, pb, stripLd[js], pc, ld,
                       k0 == 0);
          } else if (inPlace)
            inPlace(kc, rows + is * mr, pb, pc, ld, k0 == 0);
          else
            kernel(kc, packedA + is * mr * kc, pb, pc, ld, k0 == 0);
        };
        for (int64_t js = 0; js < stripsN; ++js) {
          if (firstBlock)
            packStrip(js);
          for (int64_t is = 0; is < stripsM; ++is) {
            if (firstBlock)
              prefetchNext(js, is, stripsM);
            F *pc = c + (m0 - mBegin + is * mr) * ldc + js * nr;
            int64_t tileRows = std::min(mr, blockRows - is * mr);
            int64_t tileCols = std::min(nr, cols - js * nr);
            if (padded || (tileRows == mr && tileCols == nr)) {
              // The next tile down, whose partial sums are usually far
              // out of cache by now: asked for while this one runs.
              if (is + 1 < stripsM)
                for (int64_t i = 0; i < mr; ++i)
                  for (int64_t j = 0; j < nr; j += 64 / int64_t(sizeof(F)))
                    __builtin_prefetch(pc + (mr + i) * ldc + j, 1);
              multiplyTile(is, js, pc, ldc);
              continue;
            }
            // An edge tile of C in place: through an mr x nr buffer.
            F edge[mr * nr] = {};
            for (int64_t i = 0; i < tileRows && k0 != 0; ++i)
              std::copy(pc + i * ldc, pc + i * ldc + tileCols, edge + i * nr);
            multiplyTile(is, js, edge, nr);
            for (int64_t i = 0; i < tileRows; ++i)
              std::copy(edge + i * nr, edge + i * nr + tileCols, pc + i * ldc);
          }
        }
      }
    }
    done(batch, mBegin, rows, n0, cols, static_cast<const F *>(c), ldc);
  });
}

/// Where a task's block of C goes.
template <typename F> struct TileTarget {
  F *c;
  int64_t ld;
  bool padded;
};
} // namespace detail

/// C = A B for `batches` independent products of m x k by k x n.
///
/// - packA(batch, m0, rows, k0, kc, dst): dst[kk * mr + i] = A[m0 + i][k0 + kk]
///   for i < rows (rows <= mr), kk < kc; the driver has zeroed dst.
/// - packB(batch, k0, kc, n0, cols, dst): for j < cols (cols <= nc), kk < kc,
///   dst[(j / nr) * kc * nr + kk * nr + j % nr] = B[k0 + kk][n0 + j] (strips
///   of nr columns, one after the other); the driver has zeroed the last
///   strip when it is partial. One call per panel lets the caller read B's
///   rows in order.
/// - store(batch, m0, rows, n0, cols, tile, ld): C[m0 + i][n0 + j] is
///   tile[i * ld + j] for i < rows, j < cols.
///
/// - rowA(batch, i): where row i of A starts (A[i][kk] at rowA(batch, i)
///   [kk] for kk < k), when A's rows are contiguous in storage; the
///   kernel sets that have a RowsKernel then read A in place and never
///   call packA, unless A is too large for that to pay (readAInPlace).
///   PackedA{} (the default) when they are not.
/// - rowsB(batch, k0, kc, n0): RowsOfB{start, ld} with B[k0 + kk][n0 + j] at
///   start[kk * ld + j] for kk < kc, j < nr, or a null start when B's rows
///   are not stored that way. A task with at most kMaxTilesBInPlace tiles
///   per strip then reads those whole strips in place (the kernel sets
///   that have strided kernels) instead of packing them; the same
///   operations in the same order. PackedB{} (the default): B always packed.
/// - prefetchB(batch, k0, kc, n0, cols): asks for B[k0 + kk][n0 + j] (kk <
///   kc, j < cols) to be brought into cache (prefetch instructions only;
///   no effect on any value). The driver calls packB one strip of nr
///   columns at a time, just before the strip's first tile, and asks for
///   the next strip's elements a slice at a time while it runs the tiles
///   of this one. NoPrefetch{} (the default): nothing is asked for ahead.
///
/// Tasks (blocks of C, TaskGrid) run through parallelTasks; each result
/// element is computed by one task in k order, so the result does not
/// depend on the thread count. With k = 0 every element is zero. `store`
/// gets each task's block at once.
template <typename F, typename PackA, typename PackB, typename Store,
          typename RowA = PackedA, typename PrefetchB = NoPrefetch,
          typename RowsB = PackedB>
void multiply(int64_t batches, int64_t m, int64_t n, int64_t k,
              const PackA &packA, const PackB &packB, const Store &store,
              const RowA &rowA = RowA{},
              const PrefetchB &prefetchB = PrefetchB{},
              const RowsB &rowsB = RowsB{}) {
  using B = Blocking<F>;
  auto tile = [&](int64_t, int64_t, int64_t rows, int64_t, int64_t cols) {
    Scratch<F> &s = scratch<F>();
    int64_t ld = (cols + B::nr - 1) / B::nr * B::nr;
    size_t size = size_t((rows + B::mr - 1) / B::mr * B::mr * ld);
    return detail::TileTarget<F>{s.c.get(size), ld, true};
  };
  detail::run<F>(batches, m, n, k, packA, packB, tile, store, rowA, prefetchB,
                 rowsB);
}

/// C = A B as multiply does, with C written in place: the product of
/// batch b is c[b * batchStride + i * ldc + j] (no scratch copy of C).
template <typename F, typename PackA, typename PackB,
          typename RowA = PackedA, typename PrefetchB = NoPrefetch,
          typename RowsB = PackedB>
void multiplyInto(int64_t batches, int64_t m, int64_t n, int64_t k,
                  const PackA &packA, const PackB &packB, F *c, int64_t ldc,
                  int64_t batchStride, const RowA &rowA = RowA{},
                  const PrefetchB &prefetchB = PrefetchB{},
                  const RowsB &rowsB = RowsB{}) {
  auto tile = [&](int64_t batch, int64_t m0, int64_t, int64_t n0, int64_t) {
    return detail::TileTarget<F>{c + batch * batchStride + m0 * ldc + n0, ldc,
                                 false};
  };
  auto done = [](int64_t, int64_t, int64_t, int64_t, int64_t, const F *,
                 int64_t) {};
  detail::run<F>(batches, m, n, k, packA, packB, tile, done, rowA, prefetchB,
                 rowsB);
}

/// multiplyInto for row-major products: batch b is c[(b * m + i) * n + j].
template <typename F, typename PackA, typename PackB,
          typename RowA = PackedA, typename PrefetchB = NoPrefetch,
          typename RowsB = PackedB>
void multiplyInto(int64_t batches, int64_t m, int64_t n, int64_t k,
                  const PackA &packA, const PackB &packB, F *c,
                  const RowA &rowA = RowA{},
                  const PrefetchB &prefetchB = PrefetchB{},
                  const RowsB &rowsB = RowsB{}) {
  multiplyInto<F>(batches, m, n, k, packA, packB, c, n, m * n, rowA,
                  prefetchB, rowsB);
}

} // namespace gemm
} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_GEMM_H
