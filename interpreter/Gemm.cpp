//===- Gemm.cpp - the micro-kernels of the packed products ---------------===//
//
// Each kernel keeps an mr x nr block of accumulators and adds, for every k
// in turn, the products of one column of the A strip and one row of the B
// strip: a rounded multiply, then a rounded add (the build has
// -ffp-contract=off, and the unfused AVX2 kernels are compiled without FMA,
// so no compiler may fuse them). Every kernel has a fused twin, chosen by
// ExecutionSettings::fmaProducts, that adds each product with one fused
// multiply-add (one rounding per step, std::fma in the scalar kernels). The
// AVX2 and AVX-512 kernels compute the same IEEE operations lane by lane as
// the scalar ones of their kind, hence the same bits.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Gemm.h"
#include "interpreter/CpuFeatures.h"
#include "interpreter/Settings.h"

#include <atomic>
#include <cmath>
#include <numeric>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SHLO_GEMM_AVX2 1
#include <immintrin.h>
#endif

namespace mlir {
namespace shlo {
namespace gemm {

namespace {
/// The KernelSet a ScopedKernels object chose, or -1 (cpuKernels()).
std::atomic<int> forcedKernels{-1};

/// acc + x y: the product rounded, then the sum (Fma false), or both in
/// one rounding (Fma true).
template <bool Fma, typename F> F multiplyAdd(F acc, F x, F y) {
  if constexpr (Fma)
    return std::fma(x, y, acc);
  else
    return acc + x * y;
}

/// The portable kernel with B read at a stride of ldb elements per k
/// (nr for a packed strip): the definition of what every kernel computes.
template <typename F, bool Fma>
void scalarStridedKernel(int64_t kc, const F *a, const F *b, int64_t ldb,
                         F *c, int64_t ldc, bool first) {
  constexpr int64_t mr = Blocking<F>::mr, nr = Blocking<F>::nr;
  F acc[mr][nr];
  for (int64_t i = 0; i < mr; ++i)
    for (int64_t j = 0; j < nr; ++j)
      acc[i][j] = first ? F(0) : c[i * ldc + j];
  for (int64_t kk = 0; kk < kc; ++kk, a += mr, b += ldb)
    for (int64_t i = 0; i < mr; ++i)
      for (int64_t j = 0; j < nr; ++j)
        acc[i][j] = multiplyAdd<Fma>(acc[i][j], a[i], b[j]);
  for (int64_t i = 0; i < mr; ++i)
    for (int64_t j = 0; j < nr; ++j)
      c[i * ldc + j] = acc[i][j];
}

template <typename F, bool Fma>
void scalarKernel(int64_t kc, const F *a, const F *b, F *c, int64_t ldc,
                  bool first) {
  scalarStridedKernel<F, Fma>(kc, a, b, Blocking<F>::nr, c, ldc, first);
}

/// The scalar kernel with A read in place: the same operations in the same
/// order as scalarStridedKernel on the packed strip.
template <typename F, bool Fma>
void scalarStridedRowsKernel(int64_t kc, const F *const *rows, const F *b,
                             int64_t ldb, F *c, int64_t ldc, bool first) {
  constexpr int64_t mr = Blocking<F>::mr, nr = Blocking<F>::nr;
  F acc[mr][nr];
  for (int64_t i = 0; i < mr; ++i)
    for (int64_t j = 0; j < nr; ++j)
      acc[i][j] = first ? F(0) : c[i * ldc + j];
  for (int64_t kk = 0; kk < kc; ++kk, b += ldb)
    for (int64_t i = 0; i < mr; ++i)
      for (int64_t j = 0; j < nr; ++j)
        acc[i][j] = multiplyAdd<Fma>(acc[i][j], rows[i][kk], b[j]);
  for (int64_t i = 0; i < mr; ++i)
    for (int64_t j = 0; j < nr; ++j)
      c[i * ldc + j] = acc[i][j];
}

template <typename F, bool Fma>
void scalarRowsKernel(int64_t kc, const F *const *rows, const F *b, F *c,
                      int64_t ldc, bool first) {
  scalarStridedRowsKernel<F, Fma>(kc, rows, b, Blocking<F>::nr, c, ldc, first);
}

#ifdef SHLO_GEMM_AVX2
// One macro writes every x86 kernel: a 6-row block of C in 12 vector
// accumulators (two per row), 2 B vectors and 1 broadcast of A per row and
// k; STEP(c, x, b) is c + x b, a multiply then an add, or one fused
// multiply-add (the fused twins). The AVX-512 kernels hold a whole 6 x nr
// tile (LANES 16 or 8). The AVX2 ones run a tile as two 6 x nr/2 halves
// (LANES 8 or 4), a half after the other, each reading the packed B strip
// at its own columns (b still advances by nr per k): each element still
// sums its products in k order. The unfused AVX2 kernels are compiled for
// target "avx2" only, not "fma": vmulps then vaddps, never vfmadd; the
// AVX-512 ones for "avx512f", which implies FMA, but the unfused kernels
// write a multiply then an add and the file is compiled with
// -ffp-contract=off, so no compiler fuses them (vmulps/vaddps only:
// checked in the object code, docs/design.md). The fused twins are
// compiled for "avx2,fma" and "avx512f" and write vfmadd.
// AK says how A is read: PACKED, a packed strip (a[kk * 6 + i]), or ROWS,
// six rows in place (rows[i][kk]); BK how B is: PACKED (b[kk * nr + j]) or
// STRIDED, rows ldb apart in place (b[kk * ldb + j]).
#define SHLO_GEMM_KERNEL(NAME, TARGET, T, V, LANES, LOAD, STORE, ZERO, SET1,   \
                         STEP, AK, BK)                                         \
  __attribute__((target(TARGET))) void NAME(                                   \
      int64_t kc, SHLO_A_##AK##_PARAM(T), SHLO_B_##BK##_PARAM(T), T *c,        \
      int64_t ldc, bool first) {                                               \
    SHLO_A_##AK##_SETUP                                                        \
    V c00, c01, c10, c11, c20, c21, c30, c31, c40, c41, c50, c51;              \
    if (first) {                                                               \
      c00 = c01 = c10 = c11 = c20 = c21 = ZERO();                              \
      c30 = c31 = c40 = c41 = c50 = c51 = ZERO();                              \
    } else {                                                                   \
      c00 = LOAD(c + 0 * ldc), c01 = LOAD(c + 0 * ldc + LANES);                \
      c10 = LOAD(c + 1 * ldc), c11 = LOAD(c + 1 * ldc + LANES);                \
      c20 = LOAD(c + 2 * ldc), c21 = LOAD(c + 2 * ldc + LANES);                \
      c30 = LOAD(c + 3 * ldc), c31 = LOAD(c + 3 * ldc + LANES);                \
      c40 = LOAD(c + 4 * ldc), c41 = LOAD(c + 4 * ldc + LANES);                \
      c50 = LOAD(c + 5 * ldc), c51 = LOAD(c + 5 * ldc + LANES);                \
    }                                                                          \
    _Pragma("GCC unroll 4") for (int64_t kk = 0; kk < kc;                      \
                                 ++kk, SHLO_A_##AK##_NEXT,                     \
                                 b += SHLO_B_##BK##_STEP(T)) {                 \
      V b0 = LOAD(b), b1 = LOAD(b + LANES);                                    \
      V x = SET1(SHLO_A_##AK##_AT(0));                                         \
      c00 = STEP(c00, x, b0), c01 = STEP(c01, x, b1);                          \
      x = SET1(SHLO_A_##AK##_AT(1));                                           \
      c10 = STEP(c10, x, b0), c11 = STEP(c11, x, b1);                          \
      x = SET1(SHLO_A_##AK##_AT(2));                                           \
      c20 = STEP(c20, x, b0), c21 = STEP(c21, x, b1);                          \
      x = SET1(SHLO_A_##AK##_AT(3));                                           \
      c30 = STEP(c30, x, b0), c31 = STEP(c31, x, b1);                          \
      x = SET1(SHLO_A_##AK##_AT(4));                                           \
      c40 = STEP(c40, x, b0), c41 = STEP(c41, x, b1);                          \
      x = SET1(SHLO_A_##AK##_AT(5));                                           \
      c50 = STEP(c50, x, b0), c51 = STEP(c51, x, b1);                          \
    }                                                                          \
    STORE(c + 0 * ldc, c00), STORE(c + 0 * ldc + LANES, c01);                  \
    STORE(c + 1 * ldc, c10), STORE(c + 1 * ldc + LANES, c11);                  \
    STORE(c + 2 * ldc, c20), STORE(c + 2 * ldc + LANES, c21);                  \
    STORE(c + 3 * ldc, c30), STORE(c + 3 * ldc + LANES, c31);                  \
    STORE(c + 4 * ldc, c40), STORE(c + 4 * ldc + LANES, c41);                  \
    STORE(c + 5 * ldc, c50), STORE(c + 5 * ldc + LANES, c51);                  \
  }

#define SHLO_A_PACKED_PARAM(T) const T *a
#define SHLO_A_PACKED_SETUP
#define SHLO_A_PACKED_AT(i) a[i]
#define SHLO_A_PACKED_NEXT a += 6
#define SHLO_A_ROWS_PARAM(T) const T *const *rows
#define SHLO_A_ROWS_SETUP                                                      \
  const auto *a0 = rows[0], *a1 = rows[1], *a2 = rows[2], *a3 = rows[3],       \
             *a4 = rows[4], *a5 = rows[5];
#define SHLO_A_ROWS_AT(i) a##i[kk]
#define SHLO_A_ROWS_NEXT (void)0
#define SHLO_B_PACKED_PARAM(T) const T *b
#define SHLO_B_PACKED_STEP(T) Blocking<T>::nr
#define SHLO_B_STRIDED_PARAM(T) const T *b, int64_t ldb
#define SHLO_B_STRIDED_STEP(T) ldb

#define SHLO_AVX2_STEP_PS(c, x, b) _mm256_add_ps(c, _mm256_mul_ps(x, b))
#define SHLO_AVX2_STEP_PD(c, x, b) _mm256_add_pd(c, _mm256_mul_pd(x, b))
#define SHLO_AVX2_FMA_PS(c, x, b) _mm256_fmadd_ps(x, b, c)
#define SHLO_AVX2_FMA_PD(c, x, b) _mm256_fmadd_pd(x, b, c)
#define SHLO_AVX2_F32(NAME, TARGET, STEP)                                      \
  SHLO_GEMM_KERNEL(NAME, TARGET, float, __m256, 8, _mm256_loadu_ps,            \
                   _mm256_storeu_ps, _mm256_setzero_ps, _mm256_set1_ps, STEP,  \
                   PACKED, PACKED)
#define SHLO_AVX2_F64(NAME, TARGET, STEP)                                      \
  SHLO_GEMM_KERNEL(NAME, TARGET, double, __m256d, 4, _mm256_loadu_pd,          \
                   _mm256_storeu_pd, _mm256_setzero_pd, _mm256_set1_pd, STEP,  \
                   PACKED, PACKED)
SHLO_AVX2_F32(avx2HalfF32, "avx2", SHLO_AVX2_STEP_PS)
SHLO_AVX2_F64(avx2HalfF64, "avx2", SHLO_AVX2_STEP_PD)
SHLO_AVX2_F32(fmaHalfF32, "avx2,fma", SHLO_AVX2_FMA_PS)
SHLO_AVX2_F64(fmaHalfF64, "avx2,fma", SHLO_AVX2_FMA_PD)

/// The AVX2 kernels of a whole tile: the half of columns 0..nr/2, then the
/// other.
template <typename T, void (*Half)(int64_t, const T *, const T *, T *,
                                   int64_t, bool)>
void twoHalves(int64_t kc, const T *a, const T *b, T *c, int64_t ldc,
               bool first) {
  constexpr int64_t half = Blocking<T>::nr / 2;
  Half(kc, a, b, c, ldc, first);
  Half(kc, a, b + half, c + half, ldc, first);
}

#define SHLO_AVX512_STEP_PS(c, x, b) _mm512_add_ps(c, _mm512_mul_ps(x, b))
#define SHLO_AVX512_STEP_PD(c, x, b) _mm512_add_pd(c, _mm512_mul_pd(x, b))
#define SHLO_AVX512_FMA_PS(c, x, b) _mm512_fmadd_ps(x, b, c)
#define SHLO_AVX512_FMA_PD(c, x, b) _mm512_fmadd_pd(x, b, c)
#define SHLO_AVX512_F32(NAME, STEP, AK, BK)                                    \
  SHLO_GEMM_KERNEL(NAME, "avx512f", float, __m512, 16, _mm512_loadu_ps,       \
                   _mm512_storeu_ps, _mm512_setzero_ps, _mm512_set1_ps, STEP,  \
                   AK, BK)
#define SHLO_AVX512_F64(NAME, STEP, AK, BK)                                    \
  SHLO_GEMM_KERNEL(NAME, "avx512f", double, __m512d, 8, _mm512_loadu_pd,      \
                   _mm512_storeu_pd, _mm512_setzero_pd, _mm512_set1_pd, STEP,  \
                   AK, BK)
#define SHLO_AVX512_BOTH(NAME, AK, BK)                                         \
  SHLO_AVX512_F32(avx512##NAME##F32, SHLO_AVX512_STEP_PS, AK, BK)              \
  SHLO_AVX512_F64(avx512##NAME##F64, SHLO_AVX512_STEP_PD, AK, BK)              \
  SHLO_AVX512_F32(avx512Fma##NAME##F32, SHLO_AVX512_FMA_PS, AK, BK)            \
  SHLO_AVX512_F64(avx512Fma##NAME##F64, SHLO_AVX512_FMA_PD, AK, BK)
SHLO_AVX512_BOTH(Kernel, PACKED, PACKED)
SHLO_AVX512_BOTH(RowsKernel, ROWS, PACKED)
SHLO_AVX512_BOTH(StridedKernel, PACKED, STRIDED)
SHLO_AVX512_BOTH(StridedRowsKernel, ROWS, STRIDED)
#undef SHLO_AVX2_STEP_PS
#undef SHLO_AVX2_STEP_PD
#undef SHLO_AVX2_FMA_PS
#undef SHLO_AVX2_FMA_PD
#undef SHLO_AVX2_F32
#undef SHLO_AVX2_F64
#undef SHLO_AVX512_BOTH
#undef SHLO_AVX512_STEP_PS
#undef SHLO_AVX512_STEP_PD
#undef SHLO_AVX512_FMA_PS
#undef SHLO_AVX512_FMA_PD
#undef SHLO_AVX512_F32
#undef SHLO_AVX512_F64
#undef SHLO_A_PACKED_PARAM
#undef SHLO_A_PACKED_SETUP
#undef SHLO_A_PACKED_AT
#undef SHLO_A_PACKED_NEXT
#undef SHLO_A_ROWS_PARAM
#undef SHLO_A_ROWS_SETUP
#undef SHLO_A_ROWS_AT
#undef SHLO_A_ROWS_NEXT
#undef SHLO_B_PACKED_PARAM
#undef SHLO_B_PACKED_STEP
#undef SHLO_B_STRIDED_PARAM
#undef SHLO_B_STRIDED_STEP
#undef SHLO_GEMM_KERNEL


// Six rows of 16 floats into 96 interleaved ones: pairs of rows first
// (r0 r1, r2 r3, r4 r5 element by element), then the three pair vectors
// merged in 64-bit units.
__attribute__((target("avx512f"))) void
avx512InterleaveSix(const float *const *src, int64_t count, float *dst) {
  const __m512i pairLo =
      _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const __m512i pairHi = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12,
                                           28, 13, 29, 14, 30, 15, 31);
  // Output vector v of 8 pairs: from the first two pair vectors (A, B)
  // by idx[v], then the third (C) by idxC[v] where mask[v] is set.
  const __m512i idx0 = _mm512_setr_epi64(0, 8, 0, 1, 9, 0, 2, 10);
  const __m512i idx1 = _mm512_setr_epi64(0, 3, 11, 0, 4, 12, 0, 5);
  const __m512i idx2 = _mm512_setr_epi64(13, 0, 6, 14, 0, 7, 15, 0);
  const __m512i idxC0 = _mm512_setr_epi64(0, 0, 0, 0, 0, 1, 0, 0);
  const __m512i idxC1 = _mm512_setr_epi64(2, 0, 0, 3, 0, 0, 4, 0);
  const __m512i idxC2 = _mm512_setr_epi64(0, 5, 0, 0, 6, 0, 0, 7);
  const __mmask8 mask0 = 0x24, mask1 = 0x49, mask2 = 0x92;
  int64_t kk = 0;
  for (; kk + 16 <= count; kk += 16, dst += 96) {
    __m512 r0 = _mm512_loadu_ps(src[0] + kk), r1 = _mm512_loadu_ps(src[1] + kk);
    __m512 r2 = _mm512_loadu_ps(src[2] + kk), r3 = _mm512_loadu_ps(src[3] + kk);
    __m512 r4 = _mm512_loadu_ps(src[4] + kk), r5 = _mm512_loadu_ps(src[5] + kk);
    __m512d half[2][3] = {
        {_mm512_castps_pd(_mm512_permutex2var_ps(r0, pairLo, r1)),
         _mm512_castps_pd(_mm512_permutex2var_ps(r2, pairLo, r3)),
         _mm512_castps_pd(_mm512_permutex2var_ps(r4, pairLo, r5))},
        {_mm512_castps_pd(_mm512_permutex2var_ps(r0, pairHi, r1)),
         _mm512_castps_pd(_mm512_permutex2var_ps(r2, pairHi, r3)),
         _mm512_castps_pd(_mm512_permutex2var_ps(r4, pairHi, r5))}};
    for (int h = 0; h < 2; ++h) {
      __m512d a = half[h][0], b = half[h][1], c = half[h][2];
      __m512d o0 = _mm512_mask_permutexvar_pd(
          _mm512_permutex2var_pd(a, idx0, b), mask0, idxC0, c);
      __m512d o1 = _mm512_mask_permutexvar_pd(
          _mm512_permutex2var_pd(a, idx1, b), mask1, idxC1, c);
      __m512d o2 = _mm512_mask_permutexvar_pd(
          _mm512_permutex2var_pd(a, idx2, b), mask2, idxC2, c);
      _mm512_storeu_pd(reinterpret_cast<double *>(dst + h * 48), o0);
      _mm512_storeu_pd(reinterpret_cast<double *>(dst + h * 48 + 16), o1);
      _mm512_storeu_pd(reinterpret_cast<double *>(dst + h * 48 + 32), o2);
    }
  }
  for (; kk < count; ++kk, dst += 6)
    for (int64_t i = 0; i < 6; ++i)
      dst[i] = src[i][kk];
}

// One strip of B, row by row: two 64-byte vectors per row (32 f32 or 16
// f64, a whole strip row either way).
__attribute__((target("avx512f"))) void
avx512CopyStrip(const void *base, size_t elementSize,
                const int64_t *rowOffsets, int64_t kc, void *dst) {
  static_assert(Blocking<float>::nr * sizeof(float) == 128 &&
                    Blocking<double>::nr * sizeof(double) == 128,
                "a strip row is two 64-byte vectors");
  const char *from = static_cast<const char *>(base);
  char *to = static_cast<char *>(dst);
  for (int64_t kk = 0; kk < kc; ++kk, to += 128) {
    const char *row = from + rowOffsets[kk] * int64_t(elementSize);
    __m512i lo = _mm512_loadu_si512(row), hi = _mm512_loadu_si512(row + 64);
    _mm512_storeu_si512(to, lo);
    _mm512_storeu_si512(to + 64, hi);
  }
}
#endif

template <typename F>
void portableCopyStrip(const F *base, const int64_t *rowOffsets, int64_t kc,
                       F *dst) {
  constexpr int64_t nr = Blocking<F>::nr;
  for (int64_t kk = 0; kk < kc; ++kk, dst += nr)
    std::copy(base + rowOffsets[kk], base + rowOffsets[kk] + nr, dst);
}

/// copyStrip for either element type: the AVX-512 copy where that set is
/// active (a strip row is 128 bytes for both), else the portable one.
template <typename F>
void copyStripOf(const F *base, const int64_t *rowOffsets, int64_t kc,
                 F *dst) {
#ifdef SHLO_GEMM_AVX2
  if (activeKernels() == KernelSet::Avx512)
    return avx512CopyStrip(base, sizeof(F), rowOffsets, kc, dst);
#endif
  portableCopyStrip(base, rowOffsets, kc, dst);
}
} // namespace

void copyStrip(const float *base, const int64_t *rowOffsets, int64_t kc,
               float *dst) {
  copyStripOf(base, rowOffsets, kc, dst);
}

void copyStrip(const double *base, const int64_t *rowOffsets, int64_t kc,
               double *dst) {
  copyStripOf(base, rowOffsets, kc, dst);
}

namespace {
template <typename F>
void fusedAxpyScalar(F *sum, F x, const F *row, int64_t n) {
  for (int64_t j = 0; j < n; ++j)
    sum[j] = std::fma(x, row[j], sum[j]);
}

#ifdef SHLO_GEMM_AVX2
// The same loop built for FMA3: the compiler turns each std::fma into a
// lane of vfmadd (one rounding per element, the bits of std::fma).
template <typename F>
__attribute__((target("avx2,fma"))) void fusedAxpyFma3(F *sum, F x,
                                                        const F *row,
                                                        int64_t n) {
  for (int64_t j = 0; j < n; ++j)
    sum[j] = std::fma(x, row[j], sum[j]);
}
#endif

template <typename F> void fusedAxpyOf(F *sum, F x, const F *row, int64_t n) {
#ifdef SHLO_GEMM_AVX2
  if (activeKernels() != KernelSet::Scalar && cpuHasFma())
    return fusedAxpyFma3(sum, x, row, n);
#endif
  fusedAxpyScalar(sum, x, row, n);
}
} // namespace

void fusedAxpy(float *sum, float x, const float *row, int64_t n) {
  fusedAxpyOf(sum, x, row, n);
}

void fusedAxpy(double *sum, double x, const double *row, int64_t n) {
  fusedAxpyOf(sum, x, row, n);
}

void interleaveSix(const float *const *src, int64_t count, float *dst) {
#ifdef SHLO_GEMM_AVX2
  if (activeKernels() == KernelSet::Avx512)
    return avx512InterleaveSix(src, count, dst);
#endif
  for (int64_t kk = 0; kk < count; ++kk, dst += 6)
    for (int64_t i = 0; i < 6; ++i)
      dst[i] = src[i][kk];
}

TaskGrid taskGrid(int64_t batches, int64_t m, int64_t n, int64_t k,
                  int64_t mr, int64_t nr, int64_t nc, int threads,
                  bool aInPlace) {
  TaskGrid grid;
  grid.stripsM = (m + mr - 1) / mr;
  grid.stripsN = (n + nr - 1) / nr;
  // Threads worth waking: each gets at least 2^18 multiply-adds.
  double work = double(batches) * double(m) * double(n) * double(std::max<int64_t>(k, 1));
  int64_t useful = std::clamp<int64_t>(int64_t(work / double(1 << 18)), 1,
                                       std::max(threads, 1));
  // Tasks: a multiple of the useful threads. Threads take them in turn
  // (parallelTasks), so when there are several per thread, one that
  // starts late takes fewer and the others do not wait for it. Every run
  // of rows packs the B columns it needs, every run of columns the A rows
  // it needs, so where A is packed one more task packs some part again:
  // one task per thread there, kTasksPerThread where A is read in place
  // (runs of columns then pack disjoint parts of B).
  int64_t pieces = useful * (aInPlace ? kTasksPerThread : 1);
  // Tasks per batch, so that batches x split is a multiple of `pieces`:
  // split the dimension whose operand is the smaller (rows when A has at
  // least as many rows as B has columns, then columns when there are too
  // few rows; the other way round otherwise). When A is read in place
  // nothing packs it: columns, while there are enough.
  int64_t split = pieces / std::gcd(batches, pieces);
  bool byRows = aInPlace ? grid.stripsN < split : m >= n;
  if (byRows) {
    grid.groups = std::min(split, grid.stripsM);
    grid.tiles = std::min((split + grid.groups - 1) / grid.groups, grid.stripsN);
  } else {
    // As many runs of columns as panels of B need, rounded up to a
    // multiple of the split so that the tasks stay even.
    int64_t panels = (grid.stripsN * nr + nc - 1) / nc;
    grid.tiles = std::min(grid.stripsN,
                          (std::max(split, panels) + split - 1) / split * split);
    grid.groups = std::min((split + grid.tiles - 1) / grid.tiles, grid.stripsM);
  }
  grid.tiles = std::max(grid.tiles, (grid.stripsN * nr + nc - 1) / nc);
  return grid;
}

bool readAInPlace(int64_t batches, int64_t m, int64_t n, int64_t k,
                  int64_t mr, int64_t nr, int64_t nc, int threads,
                  int64_t elementBytes) {
  if (double(m) * double(k) * double(elementBytes) <= double(kMaxInPlaceABytes))
    return true;
  return taskGrid(batches, m, n, k, mr, nr, nc, threads, false).tiles >=
         taskGrid(batches, m, n, k, mr, nr, nc, threads, true).tiles;
}

KernelSet cpuKernels() {
#ifdef SHLO_GEMM_AVX2
  if (cpuHasAvx512f())
    return KernelSet::Avx512;
  if (cpuHasAvx2())
    return KernelSet::Avx2;
#endif
  return KernelSet::Scalar;
}

std::vector<KernelSet> runnableKernelSets() {
  std::vector<KernelSet> sets;
  for (int set = 0; set <= int(cpuKernels()); ++set)
    sets.push_back(KernelSet(set));
  return sets;
}

KernelSet activeKernels() {
  int forced = forcedKernels.load(std::memory_order_relaxed);
  return forced < 0 ? cpuKernels() : KernelSet(forced);
}

const char *kernelSetName(KernelSet set) {
  switch (set) {
  case KernelSet::Scalar:
    return "scalar";
  case KernelSet::Avx2:
    return "avx2";
  case KernelSet::Avx512:
    return "avx512";
  }
  return "scalar";
}

namespace {
#ifdef SHLO_GEMM_AVX2
#define SHLO_X86_KERNEL(kernel) kernel
#else
#define SHLO_X86_KERNEL(kernel) nullptr
#endif
/// The kernel of the active set, given one per set (null where a set has
/// none; without the x86 builds only the scalar set is ever active), and
/// the fused twins for ExecutionSettings::fmaProducts. The fused AVX2 set
/// needs FMA3 besides AVX2: without it the fused scalar kernel runs
/// (std::fma, the same bits).
template <typename K>
K activeOf(K scalar, K avx2, K avx512, K fusedScalar, K fusedAvx2,
           K fusedAvx512) {
  bool fused = executionSettings().fmaProducts;
  switch (activeKernels()) {
  case KernelSet::Avx512:
    return fused ? fusedAvx512 : avx512;
  case KernelSet::Avx2:
    if (!fused)
      return avx2;
    return cpuHasFma() || !fusedAvx2 ? fusedAvx2 : fusedScalar;
  default:
    return fused ? fusedScalar : scalar;
  }
}
} // namespace

template <> MicroKernel<float> microKernel<float>() {
  return activeOf<MicroKernel<float>>(
      scalarKernel<float, false>,
      SHLO_X86_KERNEL((twoHalves<float, avx2HalfF32>)),
      SHLO_X86_KERNEL(avx512KernelF32), scalarKernel<float, true>,
      SHLO_X86_KERNEL((twoHalves<float, fmaHalfF32>)),
      SHLO_X86_KERNEL(avx512FmaKernelF32));
}

template <> MicroKernel<double> microKernel<double>() {
  return activeOf<MicroKernel<double>>(
      scalarKernel<double, false>,
      SHLO_X86_KERNEL((twoHalves<double, avx2HalfF64>)),
      SHLO_X86_KERNEL(avx512KernelF64), scalarKernel<double, true>,
      SHLO_X86_KERNEL((twoHalves<double, fmaHalfF64>)),
      SHLO_X86_KERNEL(avx512FmaKernelF64));
}

// The AVX2 sets have no kernels that read A or B in place: their callers
// pack both.
template <> RowsKernel<float> rowsKernel<float>() {
  return activeOf<RowsKernel<float>>(
      scalarRowsKernel<float, false>, nullptr,
      SHLO_X86_KERNEL(avx512RowsKernelF32), scalarRowsKernel<float, true>,
      nullptr, SHLO_X86_KERNEL(avx512FmaRowsKernelF32));
}

template <> RowsKernel<double> rowsKernel<double>() {
  return activeOf<RowsKernel<double>>(
      scalarRowsKernel<double, false>, nullptr,
      SHLO_X86_KERNEL(avx512RowsKernelF64), scalarRowsKernel<double, true>,
      nullptr, SHLO_X86_KERNEL(avx512FmaRowsKernelF64));
}

template <> StridedKernel<float> stridedKernel<float>() {
  return activeOf<StridedKernel<float>>(
      scalarStridedKernel<float, false>, nullptr,
      SHLO_X86_KERNEL(avx512StridedKernelF32),
      scalarStridedKernel<float, true>, nullptr,
      SHLO_X86_KERNEL(avx512FmaStridedKernelF32));
}

template <> StridedKernel<double> stridedKernel<double>() {
  return activeOf<StridedKernel<double>>(
      scalarStridedKernel<double, false>, nullptr,
      SHLO_X86_KERNEL(avx512StridedKernelF64),
      scalarStridedKernel<double, true>, nullptr,
      SHLO_X86_KERNEL(avx512FmaStridedKernelF64));
}

template <> StridedRowsKernel<float> stridedRowsKernel<float>() {
  return activeOf<StridedRowsKernel<float>>(
      scalarStridedRowsKernel<float, false>, nullptr,
      SHLO_X86_KERNEL(avx512StridedRowsKernelF32),
      scalarStridedRowsKernel<float, true>, nullptr,
      SHLO_X86_KERNEL(avx512FmaStridedRowsKernelF32));
}

template <> StridedRowsKernel<double> stridedRowsKernel<double>() {
  return activeOf<StridedRowsKernel<double>>(
      scalarStridedRowsKernel<double, false>, nullptr,
      SHLO_X86_KERNEL(avx512StridedRowsKernelF64),
      scalarStridedRowsKernel<double, true>, nullptr,
      SHLO_X86_KERNEL(avx512FmaStridedRowsKernelF64));
}

#undef SHLO_X86_KERNEL

ScopedKernels::ScopedKernels(KernelSet set)
    : previous(forcedKernels.exchange(int(std::min(set, cpuKernels())))) {}

ScopedKernels::~ScopedKernels() { forcedKernels.store(previous); }

} // namespace gemm
} // namespace shlo
} // namespace mlir
