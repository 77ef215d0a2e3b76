//===- VectorMath.cpp - f32 transcendentals evaluated in double ----------===//
//
// Compiled with -ffp-contract=off (no fused multiply-add, on any target) and
// -fno-math-errno (so that sqrt vectorises). The cores below are written
// without branches on the value (selects only), so that the loops of the
// array forms vectorise; the scalar forms call the same cores.
//
//===----------------------------------------------------------------------===//

#include "interpreter/VectorMath.h"

#include <cmath>
#include <cstring>

namespace mlir {
namespace shlo {
namespace vm {

namespace {
#define VM_INLINE inline __attribute__((always_inline))

VM_INLINE uint64_t bitsOf(double x) {
  uint64_t u;
  std::memcpy(&u, &x, 8);
  return u;
}
VM_INLINE double fromBits(uint64_t u) {
  double x;
  std::memcpy(&x, &u, 8);
  return x;
}

/// 1.5 * 2^52: adding it rounds a double of magnitude below 2^51 to an
/// integer, which the low bits of the sum then hold.
constexpr double kShifter = 0x1.8p52;

#include "interpreter/VectorMathTables.inc"

/// The reduction shared by exp and expm1, for |z| <= 110 (the callers
/// clamp; beyond, every f32 result is 0 or inf, and logistic's
/// 1 / (1 + exp(-x)) is below half the smallest f32): z = (64 k + j) ln2 /
/// 64 + r with ln2 / 64 in two parts (the first with 36 bits, exact times
/// any k here, so z - k ln2Hi is exact), |r| <= ln2 / 128 = 2^-7.5; sets
/// scale = 2^k 2^(j/64) (2^(j/64) from the table) and returns q =
/// expm1(r) by its series through r^5 (truncation below 2^-54.5 relative
/// to 1 + q, 2^-47 relative to q). exp(z) = scale (1 + q). NaN gives NaN.
VM_INLINE double expReduce(double z, double &scale) {
  constexpr double ln2Hi = 0x1.62e42fefa0000p-7; // ln2 / 64, 36 bits
  constexpr double ln2Lo = 0x1.cf79abc9e3b3ap-46;
  double t = z * 0x1.71547652b82fep+6 + kShifter;
  double kd = t - kShifter;
  double r = (z - kd * ln2Hi) - kd * ln2Lo;
  // k = 64 (k >> 6) + j sits in the low bits of t; adding (k >> 6) << 52
  // to 2^(j/64)'s bits scales it by 2^(k >> 6) (|k >> 6| <= 159).
  uint64_t k = bitsOf(t) - bitsOf(kShifter);
  uint64_t j = k & 63;
  scale = fromBits(bitsOf(kExp2Table[j]) + ((k - j) << 46));
  return r + r * r * (1.0 / 2 + r * (1.0 / 6 + r * (1.0 / 24 + r * (1.0 / 120))));
}

/// exp(z) for |z| <= 110 (NaN stays NaN): scale + scale q. The table
/// entry, r and the series err by a few double ULPs of the result in all:
/// below 2^-50 relative, against the 2^-25 that 1 f32 ULP needs.
VM_INLINE double expCore(double z) {
  double scale;
  double q = expReduce(z, scale);
  return scale + scale * q;
}

/// x clamped to [-110, 110] (NaN stays NaN).
VM_INLINE double clampForExp(double x) {
  return x < -110.0 ? -110.0 : (x > 110.0 ? 110.0 : x);
}

/// exp(x) - 1 for |x| <= 110 (NaN stays NaN): (scale - 1) + scale q. For
/// |x| < ln2 / 128, k = j = 0: scale is 1, r is x and the result is q
/// alone (2^-47 relative). Elsewhere |expm1(x)| > 2^-7.6, scale - 1 is
/// exact while scale is in [1/2, 2] (Sterbenz) and rounds by half a double
/// ULP beyond, and the errors of the table entry, of scale q and of the
/// sum, a few 2^-53 absolute while scale <= 1, a few 2^-53 scale beyond,
/// stay below 2^-43 relative. The sign of a zero is lost (callers restore
/// it).
VM_INLINE double expm1Core(double x) {
  double scale;
  double q = expReduce(x, scale);
  return (scale - 1.0) + scale * q;
}

VM_INLINE float expOne(float x) { return float(expCore(clampForExp(x))); }
VM_INLINE float expm1One(float x) {
  float r = float(expm1Core(clampForExp(x)));
  return x == 0 ? x : r;
}
VM_INLINE float logisticOne(float x) {
  return float(1.0 / (1.0 + expCore(clampForExp(-double(x)))));
}

/// log(x) for a positive finite double x (an f32 made double: at most 24
/// significant bits; other x give a value that the callers replace).
/// x = 2^e m with m in [0.709, 1.418) read from the bits (exact; the offset
/// puts 1.0 in the middle of one of m's 128 intervals), m = c (1 + r) with
/// 1/c from the table (28 bits, so that m / c - 1 = m invC - 1 is exact)
/// and |r| <= 2^-8, log(x) = e ln2 + log(c) + log1p(r), log1p(r) by its
/// series through r^6 (truncation below |r|^7 / 7: 2^-50.8 relative to
/// log1p(r)). Near 1 (c = 1, log(c) = 0, e = 0) the result is the series
/// alone; elsewhere |log(x)| >= 2^-9, log(c) and the inner sums err by
/// below a double ULP of log(x) and the last sum by half of one. In all,
/// below 2^-50 relative.
VM_INLINE double logPositiveCore(double x) {
  // bits(1.0) - kLogOffset: adding it leaves 1023 + e in the top bits and
  // m's interval in the next seven.
  constexpr uint64_t kShift = 0x3FF0000000000000ull - 0x3FE6B00000000000ull;
  uint64_t u = bitsOf(x) + kShift;
  double e = fromBits(0x4330000000000000ull | (u >> 52)) - (0x1p52 + 1023.0);
  uint64_t j = (u >> 45) & 127;
  double m = fromBits((u & 0x000FFFFFFFFFFFFFull) + 0x3FE6B00000000000ull);
  double r = m * kLogInvC[j] - 1.0; // exact
  double series =
      r + r * r *
              (-1.0 / 2 +
               r * (1.0 / 3 + r * (-1.0 / 4 + r * (1.0 / 5 + r * (-1.0 / 6)))));
  // ln2 in two parts, the first with 44 bits: e ln2Hi is exact (|e| <=
  // 150), so the only large rounding is the last sum's.
  constexpr double ln2Hi = 0x1.62e42fefa3a00p-1;
  constexpr double ln2Lo = -0x1.0ca86c3898d00p-49;
  return e * ln2Hi + (kLogC[j] + (series + e * ln2Lo));
}

/// log(x) for an f32 x made double: logPositiveCore, and C's special
/// cases as selects (x < 0 or NaN give NaN, +-0 gives -inf, +inf gives
/// +inf; subnormal f32 are normal doubles).
VM_INLINE double logCore(double x) {
  double r = logPositiveCore(x);
  r = x == 0.0 ? -INFINITY : r;
  r = x == INFINITY ? x : r;
  r = (x < 0.0 || x != x) ? NAN : r;
  return r;
}
VM_INLINE float logOne(float x) { return float(logCore(double(x))); }

/// |x|^y for a positive finite x and a finite y: exp(y log x) with y log x
/// clamped to +-110 (beyond, every f32 result is 0 or inf). log x errs by
/// below 2^-50 relative, so y log x errs by below 2^-43 absolute where the
/// result is an f32 (|y log x| <= 104), and exp adds a few double ULPs:
/// far below half an f32 ULP.
VM_INLINE double powPositiveCore(double x, double y) {
  return expCore(clampForExp(y * logPositiveCore(x)));
}

/// pow(x, y) for f32 x and y made double, as C's pow (IEEE 754 pow's
/// special cases): powPositiveCore(|x|, y), the sign x's when y is an odd
/// integer; the special cases are selects, no branches. For x > 0 finite
/// and y finite the result is powPositiveCore's (the selects keep it: pow
/// is 1 there at y = 0 and at x = 1 both ways).
VM_INLINE double powCore(double x, double y) {
  double ax = std::fabs(x);
  double ay = std::fabs(y);
  // Whether y is an integer, and odd (y / 2 not one), for |y| < 2^24
  // (every larger f32 is an even integer): adding 1.5 * 2^52 rounds to an
  // integer. The
  // conditions combine with & and | (no short circuits), so that the loop
  // stays free of branches.
  double t = y + kShifter;
  bool small = ay < 0x1p24;
  bool integer = (small & ((t - kShifter) == y)) | (!small & (ay != INFINITY));
  double half = y * 0.5; // exact
  bool odd = small & integer & (((half + kShifter) - kShifter) != half);
  bool negative = x < 0.0;
  double sign = (negative & odd) ? -1.0 : 1.0;
  double r = sign * powPositiveCore(ax, y);
  // A negative finite base to a non-integer finite power.
  bool domain = negative & (ax != INFINITY) & !integer & (ay != INFINITY);
  r = domain ? NAN : r;
  // Zero and infinite bases: 0 or inf by whether the power shrinks them.
  bool zero = ax == 0.0;
  double edge = (zero == (y < 0.0)) ? INFINITY : 0.0;
  // x's sign when y is odd (-0 included).
  edge = std::copysign(edge, odd ? x : 1.0);
  r = (zero | (ax == INFINITY)) ? edge : r;
  // Infinite powers: 1 at |x| = 1, else 0 or inf by |x| against 1.
  double unbounded = ((ax > 1.0) == (y > 0.0)) ? INFINITY : 0.0;
  unbounded = ax == 1.0 ? 1.0 : unbounded;
  r = ay == INFINITY ? unbounded : r;
  r = ((x != x) | (y != y)) ? NAN : r;
  r = ((y == 0.0) | (x == 1.0)) ? 1.0 : r;
  return r;
}
VM_INLINE float powOne(float x, float y) {
  return float(powCore(double(x), double(y)));
}

/// Whether x is in (0, inf), tested on the bits: there logOne(x) is
/// logPositiveCore's value (the selects keep it).
VM_INLINE uint32_t positiveFinite(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return uint32_t(u - 1u < 0x7F7FFFFFu);
}

/// Whether powOne(x, y) is powPositiveCore's value: x in (0, inf) and y
/// finite.
VM_INLINE uint32_t powOrdinary(float x, float y) {
  uint32_t uy;
  std::memcpy(&uy, &y, 4);
  return positiveFinite(x) & uint32_t((uy & 0x7FFFFFFFu) < 0x7F800000u);
}

/// tanh(x) = e / (e + 2) with e = expm1(2|x|), the sign put back; |x| is
/// clamped to 20, where tanh is 1 - 8.5e-18 (1 in double). NaN stays NaN.
VM_INLINE double tanhCore(double x) {
  double a = std::fabs(x);
  a = a > 20.0 ? 20.0 : a;
  double e = expm1Core(2.0 * a);
  double t = e / (e + 2.0);
  return std::copysign(t, x);
}

/// Whether sinCosCore reduces x itself; larger (and non-finite) x go to the
/// C library (Payne-Hanek reduction).
VM_INLINE bool inReducedRange(double x) { return std::fabs(x) <= 0x1p20; }

/// sin(x) (quadrantShift 0) or cos(x) = sin(x + pi/2) (quadrantShift 1)
/// for |x| <= 2^20. x = k pi/2 + r with pi/2 in four parts of 33 bits
/// (fdlibm's), k pi/2's first three parts exact products, the second
/// subtraction exact by TwoSum: r errs by far less than 2^-60 relative for
/// any f32 x. sin(r) and cos(r) by their Taylor series through r^15 and
/// r^16 (|r| <= pi/4: errors below 2^-53).
VM_INLINE double sinCosCore(double x, uint64_t quadrantShift) {
  constexpr double pio2_1 = 1.57079632673412561417e+00;
  constexpr double pio2_2 = 6.07710050630396597660e-11;
  constexpr double pio2_3 = 2.02226624871116645580e-21;
  constexpr double pio2_3t = 8.47842766036889956997e-32;
  double t = x * 6.36619772367581382433e-01 + kShifter;
  double kd = t - kShifter;
  double r1 = x - kd * pio2_1;
  double b = -(kd * pio2_2);
  double s = r1 + b;
  double bb = s - r1;
  double err = (r1 - (s - bb)) + (b - bb);
  double r = s + (err - (kd * pio2_3 + kd * pio2_3t));
  double r2 = r * r;
  double sinR =
      r + r * r2 *
              (-1.0 / 6 +
               r2 * (1.0 / 120 +
                     r2 * (-1.0 / 5040 +
                           r2 * (1.0 / 362880 +
                                 r2 * (-1.0 / 39916800 +
                                       r2 * (1.0 / 6227020800.0 +
                                             r2 * (-1.0 / 1307674368000.0)))))));
  double cosR =
      1.0 - 0.5 * r2 +
      r2 * r2 *
          (1.0 / 24 +
           r2 * (-1.0 / 720 +
                 r2 * (1.0 / 40320 +
                       r2 * (-1.0 / 3628800 +
                             r2 * (1.0 / 479001600 +
                                   r2 * (-1.0 / 87178291200.0 +
                                         r2 * (1.0 / 20922789888000.0)))))));
  uint64_t n = bitsOf(t) - bitsOf(kShifter) + quadrantShift;
  // Odd quadrants take the cosine (of r), quadrants 2 and 3 the minus sign.
  uint64_t odd = uint64_t(0) - (n & 1);
  uint64_t bits = (bitsOf(cosR) & odd) | (bitsOf(sinR) & ~odd);
  return fromBits(bits ^ ((n & 2) << 62));
}

VM_INLINE float sinOne(float x) {
  double v = x;
  if (!inReducedRange(v))
    return float(std::sin(v));
  // The reduction turns -0 into +0; sin(+-0) = +-0.
  return v == 0 ? x : float(sinCosCore(v, 0));
}

VM_INLINE float cosOne(float x) {
  double v = x;
  if (!inReducedRange(v))
    return float(std::cos(v));
  return float(sinCosCore(v, 1));
}

/// The array forms: the vectorised loop computes every element as the
/// scalar form's main branch does; a second pass redoes the elements that
/// the scalar form sends elsewhere.
template <uint64_t QuadrantShift>
VM_INLINE void sinCosArray(const float *in, float *out, int64_t n) {
  // Out of range elements are first computed from 0 (then redone), so the
  // vector loop never reads a value it cannot reduce. |x| <= 2^20 is
  // tested on the f32 bits (2^20 is 0x49800000; inf and NaN are above).
  uint32_t anyOut = 0;
  for (int64_t i = 0; i < n; ++i) {
    uint32_t u;
    std::memcpy(&u, &in[i], 4);
    uint32_t out32 = (u & 0x7FFFFFFFu) > 0x49800000u;
    anyOut |= out32;
    double v = in[i];
    float result = float(sinCosCore(out32 ? 0.0 : v, QuadrantShift));
    out[i] = QuadrantShift == 0 && v == 0 ? in[i] : result;
  }
  if (anyOut)
    for (int64_t i = 0; i < n; ++i)
      if (!inReducedRange(double(in[i])))
        out[i] = QuadrantShift ? float(std::cos(double(in[i])))
                               : float(std::sin(double(in[i])));
}
} // namespace

float sinF32(float x) { return sinOne(x); }
float cosF32(float x) { return cosOne(x); }
float tanhF32(float x) { return float(tanhCore(double(x))); }
float expF32(float x) { return expOne(x); }
float expm1F32(float x) { return expm1One(x); }
float logisticF32(float x) { return logisticOne(x); }
float sqrtF32(float x) { return float(std::sqrt(double(x))); }
float logF32(float x) { return logOne(x); }
float powF32(float x, float y) { return powOne(x, y); }

// Each array form exists for AVX2 (without FMA) and the x86-64 baseline;
// the loader picks one for the machine. The bits are the same.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&         \
    !defined(__SANITIZE_ADDRESS__)
#define VM_CLONES                                                              \
  __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define VM_CLONES
#endif

VM_CLONES void sinF32Array(const float *in, float *out, int64_t n) {
  // A copy of the input would be needed if they overlapped partly; the
  // evaluators pass distinct arrays or the same one.
  if (in == out) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = sinOne(in[i]);
    return;
  }
  sinCosArray<0>(in, out, n);
}

VM_CLONES void cosF32Array(const float *in, float *out, int64_t n) {
  if (in == out) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = cosOne(in[i]);
    return;
  }
  sinCosArray<1>(in, out, n);
}

VM_CLONES void tanhF32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = float(tanhCore(double(in[i])));
}

VM_CLONES void expF32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = expOne(in[i]);
}

VM_CLONES void expm1F32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = expm1One(in[i]);
}

VM_CLONES void logisticF32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = logisticOne(in[i]);
}

VM_CLONES void sqrtF32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = float(std::sqrt(double(in[i])));
}

VM_CLONES void powF32Array(const float *x, const float *y, float *out,
                           int64_t n) {
  // Blocks of ordinary elements (x in (0, inf), y finite: nearly all data)
  // skip the special cases' selects; a block holding any other element
  // runs powOne throughout. The test reads the whole block before any
  // result is written (out may be x or y).
  constexpr int64_t kBlock = 256;
  for (int64_t begin = 0; begin < n; begin += kBlock) {
    int64_t end = begin + kBlock < n ? begin + kBlock : n;
    uint32_t ordinary = 1;
    for (int64_t i = begin; i < end; ++i)
      ordinary &= powOrdinary(x[i], y[i]);
    if (ordinary) {
      for (int64_t i = begin; i < end; ++i)
        out[i] = float(powPositiveCore(double(x[i]), double(y[i])));
    } else {
      for (int64_t i = begin; i < end; ++i)
        out[i] = powOne(x[i], y[i]);
    }
  }
}

VM_CLONES void logF32Array(const float *in, float *out, int64_t n) {
  // As powF32Array: blocks of positive finite elements skip the selects.
  constexpr int64_t kBlock = 256;
  for (int64_t begin = 0; begin < n; begin += kBlock) {
    int64_t end = begin + kBlock < n ? begin + kBlock : n;
    uint32_t ordinary = 1;
    for (int64_t i = begin; i < end; ++i)
      ordinary &= positiveFinite(in[i]);
    if (ordinary) {
      for (int64_t i = begin; i < end; ++i)
        out[i] = float(logPositiveCore(double(in[i])));
    } else {
      for (int64_t i = begin; i < end; ++i)
        out[i] = logOne(in[i]);
    }
  }
}

} // namespace vm
} // namespace shlo
} // namespace mlir
