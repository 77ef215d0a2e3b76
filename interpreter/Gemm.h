//===- Gemm.h - packed, register-blocked products in k order ----*- C++ -*-===//
//
// The float engine of dot_general and convolution: C = A B for f32 or f64
// accumulators, where every C element is the sum of its products in k
// order, starting from zero, each product and each partial sum rounded
// (a multiply, then an add; no fused multiply-add). That is the order of
// the spec's formula, so the result equals the Element path bit for bit.
//
// The caller describes A and B by packing functions (any layout, strides,
// padding or element conversion) and takes C back by a store function.
// The driver cuts C into fixed tasks (per batch, a group of mc-row tiles
// times nc columns; the number of groups depends on the shape, never on the
// thread count), and walks k in blocks of kc: it packs a kc x nc panel of B
// (once for the group) and kc x mr strips of A into contiguous buffers and
// runs the micro-kernel on an mr x nr block of accumulators,
// which starts from zero on the first k block and from the partial sums in
// the tile on the others. Splitting k into blocks therefore only stores
// and reloads each partial sum; the order of the additions is unchanged.
//
// The micro-kernel has an AVX2 version (chosen at run time when the CPU has
// AVX2; the build targets baseline x86-64) and a portable scalar one; both
// round every product and sum in the accumulator type, so they agree bit for
// bit.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_GEMM_H
#define SHLO_INTERPRETER_GEMM_H

#include "interpreter/Parallel.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mlir {
namespace shlo {
namespace gemm {

/// Register and cache blocking for accumulator type F: the micro-kernel
/// holds mr x nr accumulators (12 YMM registers); a task's C tile is at most
/// mc x nc; k advances in blocks of kc (a kc x nr strip of B stays in L1,
/// the mc x kc block of A in L2).
template <typename F> struct Blocking;
template <> struct Blocking<float> {
  static constexpr int64_t mr = 6, nr = 16, kc = 256, mc = 192, nc = 256;
};
template <> struct Blocking<double> {
  static constexpr int64_t mr = 6, nr = 8, kc = 256, mc = 96, nc = 128;
};

/// c[i * ldc + j] for i < mr, j < nr becomes (first ? 0 : c[i * ldc + j])
/// plus a[kk * mr + i] * b[kk * nr + j] for kk = 0, 1, ..., kc - 1 in turn,
/// every product and sum rounded to F.
template <typename F>
using MicroKernel = void (*)(int64_t kc, const F *a, const F *b, F *c,
                             int64_t ldc, bool first);

/// The micro-kernel for this CPU (AVX2 when present, unless
/// ScopedScalarKernels is active).
template <typename F> MicroKernel<F> microKernel();

/// Whether this CPU runs the AVX2 micro-kernels.
bool hasVectorKernels();

/// For tests: makes microKernel() return the portable scalar kernel, on
/// every thread, for the object's lifetime.
class ScopedScalarKernels {
public:
  ScopedScalarKernels();
  ~ScopedScalarKernels();
  ScopedScalarKernels(const ScopedScalarKernels &) = delete;
  ScopedScalarKernels &operator=(const ScopedScalarKernels &) = delete;

private:
  bool previous;
};

/// Per-thread scratch buffers of the driver (reused across calls).
template <typename F> struct Scratch {
  std::vector<F> a, b, c;
};
template <typename F> Scratch<F> &scratch() {
  thread_local Scratch<F> buffers;
  return buffers;
}

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
/// Tasks (C tiles) run through parallelFor; each result element is
/// computed by one task in k order, so the result does not depend on the
/// thread count. With k = 0 every element is zero. `store` gets each task's
/// rows at once (up to all m rows).
template <typename F, typename PackA, typename PackB, typename Store>
void multiply(int64_t batches, int64_t m, int64_t n, int64_t k,
              const PackA &packA, const PackB &packB, const Store &store) {
  using B = Blocking<F>;
  if (batches <= 0 || m <= 0 || n <= 0)
    return;
  MicroKernel<F> kernel = microKernel<F>();
  // Tasks: (batch, group of m tiles, n tile). A group shares each packed
  // panel of B among its m tiles; there are a few groups (a fixed number,
  // whatever the thread count) so that small products still split.
  int64_t tilesM = (m + B::mc - 1) / B::mc, tilesN = (n + B::nc - 1) / B::nc;
  int64_t groups = std::clamp<int64_t>((8 + batches * tilesN - 1) / (batches * tilesN),
                                       1, tilesM);
  int64_t tilesPerGroup = (tilesM + groups - 1) / groups;
  groups = (tilesM + tilesPerGroup - 1) / tilesPerGroup;
  int64_t tasks = batches * groups * tilesN;
  int64_t taskWork = std::min(m, tilesPerGroup * B::mc) * std::min(n, B::nc) *
                     std::max<int64_t>(k, 1);
  parallelFor(tasks, std::max<int64_t>(1, (int64_t(1) << 20) / taskWork),
              [&](int64_t begin, int64_t end) {
    Scratch<F> &s = scratch<F>();
    for (int64_t task = begin; task < end; ++task) {
      int64_t batch = task / (groups * tilesN);
      int64_t mBegin = (task / tilesN) % groups * tilesPerGroup * B::mc;
      int64_t mEnd = std::min(m, mBegin + tilesPerGroup * B::mc);
      int64_t n0 = task % tilesN * B::nc;
      int64_t cols = std::min(B::nc, n - n0);
      int64_t stripsN = (cols + B::nr - 1) / B::nr;
      int64_t ld = stripsN * B::nr;
      size_t cSize = size_t((mEnd - mBegin + B::mr - 1) / B::mr * B::mr * ld);
      if (s.c.size() < cSize)
        s.c.resize(cSize);
      F *c = s.c.data();
      if (k == 0)
        std::fill(c, c + cSize, F(0));
      for (int64_t k0 = 0; k0 < k; k0 += B::kc) {
        int64_t kc = std::min(B::kc, k - k0);
        size_t aSize = size_t(B::mc * kc), bSize = size_t(stripsN * B::nr * kc);
        if (s.a.size() < aSize)
          s.a.resize(aSize);
        if (s.b.size() < bSize)
          s.b.resize(bSize);
        if (cols % B::nr)
          std::fill(s.b.data() + (stripsN - 1) * B::nr * kc,
                    s.b.data() + stripsN * B::nr * kc, F(0));
        packB(batch, k0, kc, n0, cols, s.b.data());
        for (int64_t m0 = mBegin; m0 < mEnd; m0 += B::mc) {
          int64_t rows = std::min(B::mc, mEnd - m0);
          int64_t stripsM = (rows + B::mr - 1) / B::mr;
          for (int64_t is = 0; is < stripsM; ++is) {
            F *dst = s.a.data() + is * B::mr * kc;
            int64_t count = std::min(B::mr, rows - is * B::mr);
            if (count < B::mr)
              std::fill(dst, dst + B::mr * kc, F(0));
            packA(batch, m0 + is * B::mr, count, k0, kc, dst);
          }
          F *cTile = c + (m0 - mBegin) * ld;
          for (int64_t js = 0; js < stripsN; ++js)
            for (int64_t is = 0; is < stripsM; ++is)
              kernel(kc, s.a.data() + is * B::mr * kc,
                     s.b.data() + js * B::nr * kc,
                     cTile + is * B::mr * ld + js * B::nr, ld, k0 == 0);
        }
      }
      store(batch, mBegin, mEnd - mBegin, n0, cols, static_cast<const F *>(c), ld);
    }
  });
}

} // namespace gemm
} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_GEMM_H
