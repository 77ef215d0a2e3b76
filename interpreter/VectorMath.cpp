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

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// GCC 12's AVX-512 intrinsics pass a deliberately uninitialised vector
// (`__Y = __Y`) as the unused source of the masked builtins they wrap, and
// -Wmaybe-uninitialized reports it wherever they are inlined; the state at
// the header's lines decides, so the include is wrapped.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#else
#include <immintrin.h>
#endif
#endif

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

/// The reduction of exp (and of power and logistic through it), for
/// |z| <= 110 (the callers
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

VM_INLINE float expOne(float x) { return float(expCore(clampForExp(x))); }

/// expm1 on f32, faithfully rounded, in float arithmetic (as tanhOne:
/// every form runs these steps, fused multiply-adds as std::fma):
/// - |x| < 1/4: x + x^2 q(x), q = 1/2 + x/6 + ... + x^5/5040 (Taylor,
///   each coefficient rounded once to float; the next term is below
///   2^-29 of the result), the last step one fused multiply-add; a zero
///   keeps its sign.
/// - x in [-18, 80] (below -18 clamped: expm1 is -1 in f32 from -17.33):
///   x = (32 k + j) ln2 / 32 + r, |r| <= ln2 / 64: n = 32 k + j =
///   RN(x 32 / ln2), r = (x - n L1) - n L2 with L1, ln2 / 32's float, of
///   21 bits, so that x - n L1 is exact (one fused multiply-add: where n
///   != 0, |x| > 2^-7 is a multiple of 2^-30, and so is the difference,
///   below 2^-6), and L2 ~ -2^-34 the rest. 2^(j/32) = tHi
///   + tLo (kF32Exp2Hi/Lo), S = 2^k tHi, W = 2^k (tHi p + tLo) with p =
///   expm1(r) = r + r^2 (1/2 + r/6 + r^2/24) (truncation below 2^-37 of
///   the result). expm1 = (S - 1) + W: S - 1 by Fast2Sum (S >= 2^(12/32)
///   where x >= 1/4, S <= 2^(-12/32) where x <= -1/4, so the larger
///   operand is known from x's sign), its exact rest added to W, then one
///   rounding of a sum whose second term is within 2^-6 of the first
///   plus float roundings far below an ULP.
/// - x > 80: exp(x) (expOne; -1 is far below half an ULP); NaN: x + x.
/// Every result is within 1 ULP (checked on all floats; see
/// docs/performance.md, "Faithful f32 tanh and expm1").
constexpr float kExpm1SmallEnd = 0.25f;
constexpr float kExpm1Low = -18.0f;
constexpr float kExpm1High = 80.0f;
constexpr float kFloatShifter = 0x1.8p23f;
constexpr uint32_t kFloatShifterBits = 0x4B400000u;
/// 32 / ln2 and ln2 / 32 in two parts (the first with 21 bits).
constexpr float kF32InvLn2x32 = 0x1.715476p+5f;
constexpr float kF32Ln2d32Hi = 0x1.62e43p-6f;
constexpr float kF32Ln2d32Lo = -0x1.05c61p-34f;

/// exp(z + zl) = 2^k 2^(j/32) (1 + p) for |z| <= 87 and |zl| far below
/// ulp(z): n = 32 k + j = RN(z 32 / ln2), r = (z - n L1) (exact) +
/// (zl - n L2) rounded, p = r + r^2 (1/2 + r/6 + r^2/24). Gives p, with
/// the table entry j as tHi + tLo and 2^k in `scale`. expm1's large branch
/// (zl = 0) and power's exp share it.
VM_INLINE float expParts(float z, float zl, float &tHi, float &tLo,
                         float &scale) {
  float t = std::fma(z, kF32InvLn2x32, kFloatShifter);
  float n = t - kFloatShifter;
  float rHi = std::fma(-n, kF32Ln2d32Hi, z); // exact
  float r = rHi + std::fma(-n, kF32Ln2d32Lo, zl);
  float c = std::fma(r, 1.0f / 24, 1.0f / 6);
  c = std::fma(r, c, 0.5f);
  uint32_t tBits;
  std::memcpy(&tBits, &t, 4);
  int32_t ni = int32_t(tBits - kFloatShifterBits); // n
  uint32_t j = uint32_t(ni) & 31u;
  tHi = kF32Exp2Hi[j];
  tLo = kF32Exp2Lo[j];
  uint32_t scaleBits = uint32_t((ni >> 5) + 127) << 23; // 2^k
  std::memcpy(&scale, &scaleBits, 4);
  return std::fma(r * r, c, r);
}

VM_INLINE float expm1Small(float x) {
  float q = std::fma(x, 1.0f / 5040, 1.0f / 720);
  q = std::fma(x, q, 1.0f / 120);
  q = std::fma(x, q, 1.0f / 24);
  q = std::fma(x, q, 1.0f / 6);
  q = std::fma(x, q, 0.5f);
  return std::fma(x * x, q, x);
}

VM_INLINE float expm1Large(float x) {
  // NaN takes the low clamp (its value is not kept).
  float xc = x > kExpm1Low ? (x < kExpm1High ? x : kExpm1High) : kExpm1Low;
  float tHi, tLo, scale;
  float p = expParts(xc, 0.0f, tHi, tLo, scale);
  float big = tHi * scale;
  float w = std::fma(tHi, p, tLo) * scale;
  float little = -1.0f;
  if (!(x > 0)) {
    little = big;
    big = -1.0f;
  }
  float sum = big + little;
  float rest = little - (sum - big);
  return sum + (rest + w);
}

VM_INLINE float expm1One(float x) {
  if (!(x <= kExpm1High))
    return x != x ? x + x : expOne(x);
  float r = std::fabs(x) < kExpm1SmallEnd ? expm1Small(x) : expm1Large(x);
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
/// (s, e) with s = RN(a + b), e = a + b - s exactly (Fast2Sum: a's
/// exponent at least b's, or a zero), in float.
VM_INLINE float fastTwoSumOne(float a, float b, float &e) {
  float s = a + b;
  e = b - (s - a);
  return s;
}

/// log(x) for a positive normal float as (h, l), within 2^-35 of it:
/// LogF32::pair's steps (below, where the bound is argued) one by one.
VM_INLINE float logPairOne(float x, float &l) {
  uint32_t xb;
  std::memcpy(&xb, &x, 4);
  uint32_t u = xb - 0x3F320000u;
  float e = float(int32_t(u) >> 23);
  uint32_t j = (u >> 18) & 31u;
  uint32_t mb = xb - (u & 0xFF800000u);
  float m;
  std::memcpy(&m, &mb, 4);
  float r = std::fma(m, kF32LogInvC[j], -1.0f); // exact
  float aErr, sErr;
  float a = fastTwoSumOne(e * 0x1.62e4p-1f, kF32LogCHi[j], aErr);
  float s = fastTwoSumOne(a, r, sErr);
  float r2 = r * r;
  float r2Lo = std::fma(r, r, -r2);
  float s2 = std::fma(-0.5f, r2, s);
  float s2Err = std::fma(-0.5f, r2, -(s2 - s));
  float c01 = std::fma(r, -1.0f / 4, 1.0f / 3);
  float c23 = std::fma(r, -1.0f / 6, 1.0f / 5);
  float q = std::fma(r2, std::fma(r2, 1.0f / 7, c23), c01);
  float tail = std::fma(e, float(0x1.62e42fefa39efp-1 - 0x1.62e4p-1),
                        kF32LogCLo[j]);
  tail = tail + (aErr + (sErr + s2Err));
  tail = std::fma(-0.5f, r2Lo, tail);
  tail = std::fma(r2 * r, q, tail);
  return fastTwoSumOne(s2, tail, l);
}

/// The largest |y log x| the float power takes (results normal floats).
constexpr float kPowFloatEnd = 87.0f;

/// pow(x, y) on f32, faithfully rounded: for x a positive normal float
/// and |y log x| <= 87 (y finite), in float arithmetic: log x = lh + ll
/// (logPairOne, within 2^-35), z = y lh (TwoProd) + y ll = zh + zl, and
/// exp(z) = 2^k 2^(j/32) (1 + p): n = 32 k + j = RN(zh 32 / ln2), r =
/// (zh - n L1) (exact, as expm1Large's) + (zl + n L2) rounded, p = r +
/// r^2 (1/2 + r/6 + r^2/24), and the result RN(tHi + RN(tHi p + tLo))
/// scaled by 2^k (exact: normal results). Every other input (zeros,
/// negatives, subnormal x, infinities, NaN, and z beyond 87) takes C's
/// pow in double (powCore), rounded once. See docs/performance.md,
/// "A faithful f32 power", for the error bound.
VM_INLINE float powOne(float x, float y) {
  uint32_t xb;
  std::memcpy(&xb, &x, 4);
  if (xb - 0x00800000u < 0x7F000000u) {
    float ll;
    float lh = logPairOne(x, ll);
    float zh = y * lh;
    float zl = std::fma(y, ll, std::fma(y, lh, -zh));
    if (std::fabs(zh) <= kPowFloatEnd) {
      float tHi, tLo, scale;
      float p = expParts(zh, zl, tHi, tLo, scale);
      return (tHi + std::fma(tHi, p, tLo)) * scale;
    }
  }
  return float(powCore(double(x), double(y)));
}

/// Whether x is in (0, inf), tested on the bits: there logOne(x) is
/// logPositiveCore's value (the selects keep it).
VM_INLINE uint32_t positiveFinite(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return uint32_t(u - 1u < 0x7F7FFFFFu);
}

/// tanh on f32, faithfully rounded (every result within 1 ULP; the
/// correctly rounded one for all but 557,235 of the 2^31 non-negative
/// floats) in float arithmetic, so that 16 lanes of AVX-512 compute
/// exactly what this scalar form computes. With a = |x| (the sign put
/// back, tanh being odd and rounding symmetric):
/// - a < 1/2: a + a^3 P(a^2), P of degree 5 (kF32TanhSmall), the last
///   step one fused multiply-add. a^3 P is below a / 10, so its rounding
///   errors are a small part of an ULP of the result; subnormal and zero
///   a give a (a^3 is 0), the sign of zero kept.
/// - a in [1/2, 9.02] (larger a clamped to 9.02, where tanh is 1 in f32):
///   interval i = the bits of a from 1/2's on, over 2^20 (8 per binade;
///   i = 31 covers [7.5, 9.02]), s its start, t = a - s (exact: s is a
///   with its low 20 bits cleared, or 7.5), and tanh = c0 + t Q(t) with
///   Q of degree 4 and c0 = tanh(s) as a float and the rest
///   (kF32TanhLarge): RN(c0Hi + RN(c0Lo + t Q)) rounds once a sum whose
///   second term is small next to the result.
/// - NaN gives x + x (a quiet NaN).
/// The fits are scripts/vector_math_tables.py's; the bound is not proven
/// analytically but checked on every float (tests/unit/VectorMathTest.cpp,
/// docs/performance.md, "Faithful f32 tanh and expm1").
constexpr float kTanhSmallEnd = 0.5f;
constexpr float kTanhClamp = 9.02f;
constexpr uint32_t kTanhLargeBase = 0x3F000000u; // 0.5f
/// kF32TanhLarge by interval: row i holds c0Hi, c0Lo, c1..c5 and a 0, so
/// that the AVX2 form reads each lane's coefficients with one load.
struct TanhRows {
  alignas(32) float row[32][8];
};
constexpr TanhRows makeTanhRows() {
  TanhRows rows{};
  for (int i = 0; i < 32; ++i)
    for (int k = 0; k < 7; ++k)
      rows.row[i][k] = kF32TanhLarge[k][i];
  return rows;
}
constexpr TanhRows kTanhRows = makeTanhRows();

VM_INLINE float tanhOne(float x) {
  // Both branches on every element, then selects (the vector forms do
  // the same, lane by lane).
  uint32_t ux;
  std::memcpy(&ux, &x, 4);
  uint32_t ua = ux & 0x7FFFFFFFu;
  float a;
  std::memcpy(&a, &ua, 4);
  const float *s = kF32TanhSmall;
  float u = a * a;
  float p = std::fma(u, s[5], s[4]);
  p = std::fma(u, p, s[3]);
  p = std::fma(u, p, s[2]);
  p = std::fma(u, p, s[1]);
  p = std::fma(u, p, s[0]);
  float small = std::fma(a * u, p, a);
  // NaN takes the clamp here (then x + x below); below 1/2 the
  // subtraction wraps and the interval is 31 (that value is not kept).
  float clamped = a < kTanhClamp ? a : kTanhClamp;
  uint32_t bits;
  std::memcpy(&bits, &clamped, 4);
  uint32_t i = (bits - kTanhLargeBase) >> 20;
  i = i < 31 ? i : 31;
  uint32_t startBits = kTanhLargeBase + (i << 20);
  float start;
  std::memcpy(&start, &startBits, 4);
  float t = clamped - start;
  const auto &c = kF32TanhLarge;
  float q = std::fma(t, c[6][i], c[5][i]);
  q = std::fma(t, q, c[4][i]);
  q = std::fma(t, q, c[3][i]);
  q = std::fma(t, q, c[2][i]);
  float large = c[0][i] + std::fma(t, q, c[1][i]);
  float r = a < kTanhSmallEnd ? small : large;
  uint32_t ur;
  std::memcpy(&ur, &r, 4);
  ur |= ux & 0x80000000u;
  std::memcpy(&r, &ur, 4);
  return ua > 0x7F800000u ? x + x : r;
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
// tanh's and expm1's scalar forms are float arithmetic with fused
// multiply-adds: a clone where std::fma is an instruction, not a call to
// libm (the same bits either way).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) &&         \
    !defined(__SANITIZE_ADDRESS__)
#define VM_FMA_CLONES                                                          \
  __attribute__((target_clones("fma", "default")))
#else
#define VM_FMA_CLONES
#endif
VM_FMA_CLONES float tanhF32(float x) { return tanhOne(x); }
float expF32(float x) { return expOne(x); }
VM_FMA_CLONES float expm1F32(float x) { return expm1One(x); }
float logisticF32(float x) { return logisticOne(x); }
float sqrtF32(float x) { return float(std::sqrt(double(x))); }
float logF32(float x) { return logOne(x); }
VM_FMA_CLONES float powF32(float x, float y) { return powOne(x, y); }

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

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
namespace {
#define VM_TAVX2 __attribute__((target("avx2,fma")))
/// tanhOne on 8 lanes (AVX2 with FMA): the same steps; each lane's
/// coefficients are its kTanhRows row, the 8 rows transposed in registers
/// (cheaper than 7 gathers).
VM_TAVX2 void tanhArrayAvx2(const float *in, float *out, int64_t n) {
  const __m256i magnitudeBits = _mm256_set1_epi32(0x7FFFFFFF);
  const __m256i base = _mm256_set1_epi32(int(kTanhLargeBase));
  const float *sc = kF32TanhSmall;
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 x = _mm256_loadu_ps(in + i);
    __m256i ab = _mm256_and_si256(_mm256_castps_si256(x), magnitudeBits);
    __m256 a = _mm256_castsi256_ps(ab);
    __m256 u = _mm256_mul_ps(a, a);
    __m256 p = _mm256_fmadd_ps(u, _mm256_set1_ps(sc[5]), _mm256_set1_ps(sc[4]));
    p = _mm256_fmadd_ps(u, p, _mm256_set1_ps(sc[3]));
    p = _mm256_fmadd_ps(u, p, _mm256_set1_ps(sc[2]));
    p = _mm256_fmadd_ps(u, p, _mm256_set1_ps(sc[1]));
    p = _mm256_fmadd_ps(u, p, _mm256_set1_ps(sc[0]));
    __m256 small = _mm256_fmadd_ps(_mm256_mul_ps(a, u), p, a);
    // min returns its second operand (the clamp) where a is NaN.
    __m256 clamped = _mm256_min_ps(a, _mm256_set1_ps(kTanhClamp));
    __m256i index = _mm256_min_epu32(
        _mm256_srli_epi32(_mm256_sub_epi32(_mm256_castps_si256(clamped), base),
                          20),
        _mm256_set1_epi32(31));
    __m256 start = _mm256_castsi256_ps(
        _mm256_add_epi32(_mm256_slli_epi32(index, 20), base));
    __m256 t = _mm256_sub_ps(clamped, start);
    alignas(32) uint32_t lanes[8];
    _mm256_store_si256(reinterpret_cast<__m256i *>(lanes), index);
    __m256 r0 = _mm256_load_ps(kTanhRows.row[lanes[0]]);
    __m256 r1 = _mm256_load_ps(kTanhRows.row[lanes[1]]);
    __m256 r2 = _mm256_load_ps(kTanhRows.row[lanes[2]]);
    __m256 r3 = _mm256_load_ps(kTanhRows.row[lanes[3]]);
    __m256 r4 = _mm256_load_ps(kTanhRows.row[lanes[4]]);
    __m256 r5 = _mm256_load_ps(kTanhRows.row[lanes[5]]);
    __m256 r6 = _mm256_load_ps(kTanhRows.row[lanes[6]]);
    __m256 r7 = _mm256_load_ps(kTanhRows.row[lanes[7]]);
    // Transposed: column k (coefficient k of every lane) from element k
    // of each row.
    __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    __m256 t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5);
    __m256 t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
    __m256 s0 = _mm256_shuffle_ps(t0, t2, 0x44), s1 = _mm256_shuffle_ps(t0, t2, 0xEE);
    __m256 s2 = _mm256_shuffle_ps(t1, t3, 0x44), s3 = _mm256_shuffle_ps(t1, t3, 0xEE);
    __m256 s4 = _mm256_shuffle_ps(t4, t6, 0x44), s5 = _mm256_shuffle_ps(t4, t6, 0xEE);
    __m256 s6 = _mm256_shuffle_ps(t5, t7, 0x44), s7 = _mm256_shuffle_ps(t5, t7, 0xEE);
    __m256 c0Hi = _mm256_permute2f128_ps(s0, s4, 0x20);
    __m256 c0Lo = _mm256_permute2f128_ps(s1, s5, 0x20);
    __m256 c1 = _mm256_permute2f128_ps(s2, s6, 0x20);
    __m256 c2 = _mm256_permute2f128_ps(s3, s7, 0x20);
    __m256 c3 = _mm256_permute2f128_ps(s0, s4, 0x31);
    __m256 c4 = _mm256_permute2f128_ps(s1, s5, 0x31);
    __m256 c5 = _mm256_permute2f128_ps(s2, s6, 0x31);
    __m256 q = _mm256_fmadd_ps(t, c5, c4);
    q = _mm256_fmadd_ps(t, q, c3);
    q = _mm256_fmadd_ps(t, q, c2);
    q = _mm256_fmadd_ps(t, q, c1);
    __m256 large = _mm256_add_ps(c0Hi, _mm256_fmadd_ps(t, q, c0Lo));
    __m256 isSmall = _mm256_cmp_ps(a, _mm256_set1_ps(kTanhSmallEnd), _CMP_LT_OQ);
    __m256 r = _mm256_blendv_ps(large, small, isSmall);
    r = _mm256_or_ps(r, _mm256_andnot_ps(_mm256_castsi256_ps(magnitudeBits), x));
    __m256 isNan = _mm256_castsi256_ps(
        _mm256_cmpgt_epi32(ab, _mm256_set1_epi32(0x7F800000)));
    _mm256_storeu_ps(out + i, _mm256_blendv_ps(r, _mm256_add_ps(x, x), isNan));
  }
  for (; i < n; ++i)
    out[i] = tanhOne(in[i]);
}

#define VM_FAVX2 inline __attribute__((target("avx2,fma"), always_inline))
VM_FAVX2 __m256 splat8(float v) { return _mm256_set1_ps(v); }

/// expParts on 8 lanes (the table entries by gathers).
VM_FAVX2 __m256 expParts8(__m256 z, __m256 zl, __m256 &tHi, __m256 &tLo,
                          __m256 &scale) {
  __m256 t = _mm256_fmadd_ps(z, splat8(kF32InvLn2x32), splat8(kFloatShifter));
  __m256 n = _mm256_sub_ps(t, splat8(kFloatShifter));
  __m256 rHi = _mm256_fnmadd_ps(n, splat8(kF32Ln2d32Hi), z); // exact
  __m256 r = _mm256_add_ps(rHi, _mm256_fnmadd_ps(n, splat8(kF32Ln2d32Lo), zl));
  __m256 c = _mm256_fmadd_ps(r, splat8(1.0f / 24), splat8(1.0f / 6));
  c = _mm256_fmadd_ps(r, c, splat8(0.5f));
  __m256i ni = _mm256_sub_epi32(_mm256_castps_si256(t),
                                _mm256_set1_epi32(int(kFloatShifterBits)));
  scale = _mm256_castsi256_ps(_mm256_slli_epi32(
      _mm256_add_epi32(_mm256_srai_epi32(ni, 5), _mm256_set1_epi32(127)), 23));
  __m256i j = _mm256_and_si256(ni, _mm256_set1_epi32(31));
  tHi = _mm256_i32gather_ps(kF32Exp2Hi, j, 4);
  tLo = _mm256_i32gather_ps(kF32Exp2Lo, j, 4);
  return _mm256_fmadd_ps(_mm256_mul_ps(r, r), c, r);
}

/// expm1One on 8 lanes (AVX2 with FMA): the same steps, the table entries
/// by gathers; lanes with NaN or x > 80 redone by expm1One.
VM_TAVX2 void expm1ArrayAvx2(const float *in, float *out, int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 x = _mm256_loadu_ps(in + i);
    __m256 q = _mm256_fmadd_ps(x, _mm256_set1_ps(1.0f / 5040),
                               _mm256_set1_ps(1.0f / 720));
    q = _mm256_fmadd_ps(x, q, _mm256_set1_ps(1.0f / 120));
    q = _mm256_fmadd_ps(x, q, _mm256_set1_ps(1.0f / 24));
    q = _mm256_fmadd_ps(x, q, _mm256_set1_ps(1.0f / 6));
    q = _mm256_fmadd_ps(x, q, _mm256_set1_ps(0.5f));
    __m256 small = _mm256_fmadd_ps(_mm256_mul_ps(x, x), q, x);
    // max and min return their second operand where x is NaN.
    __m256 xc = _mm256_min_ps(_mm256_max_ps(x, _mm256_set1_ps(kExpm1Low)),
                              _mm256_set1_ps(kExpm1High));
    __m256 tHi, tLo, scale;
    __m256 p = expParts8(xc, _mm256_setzero_ps(), tHi, tLo, scale);
    __m256 s = _mm256_mul_ps(tHi, scale);
    __m256 w = _mm256_mul_ps(_mm256_fmadd_ps(tHi, p, tLo), scale);
    __m256 positive = _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_GT_OQ);
    __m256 minusOne = _mm256_set1_ps(-1.0f);
    __m256 big = _mm256_blendv_ps(minusOne, s, positive);
    __m256 little = _mm256_blendv_ps(s, minusOne, positive);
    __m256 sum = _mm256_add_ps(big, little);
    __m256 rest = _mm256_sub_ps(little, _mm256_sub_ps(sum, big));
    __m256 large = _mm256_add_ps(sum, _mm256_add_ps(rest, w));
    __m256 a = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
    __m256 result = _mm256_blendv_ps(
        large, small, _mm256_cmp_ps(a, _mm256_set1_ps(kExpm1SmallEnd), _CMP_LT_OQ));
    result = _mm256_blendv_ps(result, x,
                              _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_EQ_OQ));
    _mm256_storeu_ps(out + i, result);
    int redo = _mm256_movemask_ps(
        _mm256_cmp_ps(x, _mm256_set1_ps(kExpm1High), _CMP_NLE_UQ));
    if (redo) {
      // From x, not in: out may be in.
      alignas(32) float xs[8];
      _mm256_store_ps(xs, x);
      for (; redo; redo &= redo - 1) {
        int lane = __builtin_ctz(unsigned(redo));
        out[i + lane] = expm1One(xs[lane]);
      }
    }
  }
  for (; i < n; ++i)
    out[i] = expm1One(in[i]);
}

/// Fast2Sum on 8 lanes (as fastTwoSumOne).
VM_FAVX2 __m256 fastTwoSum8(__m256 a, __m256 b, __m256 &e) {
  __m256 s = _mm256_add_ps(a, b);
  e = _mm256_sub_ps(b, _mm256_sub_ps(s, a));
  return s;
}

/// powOne on 8 lanes (AVX2 with FMA): logPairOne's and powOne's float
/// steps, the table entries by gathers; lanes that are not a positive
/// normal x with |zh| <= 87 redone by powOne.
VM_TAVX2 void powArrayAvx2(const float *x, const float *y, float *out,
                           int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    __m256 xv = _mm256_loadu_ps(x + i), yv = _mm256_loadu_ps(y + i);
    __m256i xb = _mm256_castps_si256(xv);
    // Positive normal x: xb - 2^23 below 0x7F000000, unsigned.
    __m256i shifted = _mm256_sub_epi32(xb, _mm256_set1_epi32(0x00800000));
    __m256i takes = _mm256_cmpeq_epi32(
        _mm256_min_epu32(shifted, _mm256_set1_epi32(0x7EFFFFFF)), shifted);
    __m256i u = _mm256_sub_epi32(xb, _mm256_set1_epi32(0x3F320000));
    __m256 e = _mm256_cvtepi32_ps(_mm256_srai_epi32(u, 23));
    __m256i j = _mm256_and_si256(_mm256_srli_epi32(u, 18), _mm256_set1_epi32(31));
    __m256 m = _mm256_castsi256_ps(_mm256_sub_epi32(
        xb, _mm256_and_si256(u, _mm256_set1_epi32(int(0xFF800000u)))));
    __m256 invC = _mm256_i32gather_ps(kF32LogInvC, j, 4);
    __m256 cHi = _mm256_i32gather_ps(kF32LogCHi, j, 4);
    __m256 cLo = _mm256_i32gather_ps(kF32LogCLo, j, 4);
    __m256 r = _mm256_fmsub_ps(m, invC, splat8(1.0f));
    __m256 aErr, sErr, lo;
    __m256 a = fastTwoSum8(_mm256_mul_ps(e, splat8(0x1.62e4p-1f)), cHi, aErr);
    __m256 s = fastTwoSum8(a, r, sErr);
    __m256 r2 = _mm256_mul_ps(r, r);
    __m256 r2Lo = _mm256_fmsub_ps(r, r, r2);
    __m256 s2 = _mm256_fnmadd_ps(splat8(0.5f), r2, s);
    __m256 s2Err = _mm256_fnmsub_ps(splat8(0.5f), r2, _mm256_sub_ps(s2, s));
    __m256 c01 = _mm256_fmadd_ps(r, splat8(-1.0f / 4), splat8(1.0f / 3));
    __m256 c23 = _mm256_fmadd_ps(r, splat8(-1.0f / 6), splat8(1.0f / 5));
    __m256 q = _mm256_fmadd_ps(r2, _mm256_fmadd_ps(r2, splat8(1.0f / 7), c23), c01);
    __m256 tail = _mm256_fmadd_ps(
        e, splat8(float(0x1.62e42fefa39efp-1 - 0x1.62e4p-1)), cLo);
    tail = _mm256_add_ps(tail, _mm256_add_ps(aErr, _mm256_add_ps(sErr, s2Err)));
    tail = _mm256_fnmadd_ps(splat8(0.5f), r2Lo, tail);
    tail = _mm256_fmadd_ps(_mm256_mul_ps(r2, r), q, tail);
    __m256 lh = fastTwoSum8(s2, tail, lo);
    __m256 zh = _mm256_mul_ps(yv, lh);
    __m256 zl = _mm256_fmadd_ps(yv, lo, _mm256_fmsub_ps(yv, lh, zh));
    __m256 normal = _mm256_cmp_ps(_mm256_andnot_ps(splat8(-0.0f), zh),
                                  splat8(kPowFloatEnd), _CMP_LE_OQ);
    __m256 tHi, tLo, scale;
    __m256 p = expParts8(zh, zl, tHi, tLo, scale);
    __m256 h = _mm256_add_ps(tHi, _mm256_fmadd_ps(tHi, p, tLo));
    __m256 result = _mm256_mul_ps(h, scale);
    int redo = ~_mm256_movemask_ps(
                   _mm256_and_ps(_mm256_castsi256_ps(takes), normal)) & 0xFF;
    alignas(32) float xs[8], ys[8];
    if (redo) {
      // From the loaded values: out may be x or y.
      _mm256_store_ps(xs, xv);
      _mm256_store_ps(ys, yv);
    }
    _mm256_storeu_ps(out + i, result);
    for (; redo; redo &= redo - 1) {
      int lane = __builtin_ctz(unsigned(redo));
      out[i + lane] = powOne(xs[lane], ys[lane]);
    }
  }
  for (; i < n; ++i)
    out[i] = powOne(x[i], y[i]);
}

bool hasAvx2Fma() {
  static const bool has = [] {
    __builtin_cpu_init();
    return bool(__builtin_cpu_supports("avx2")) &&
           bool(__builtin_cpu_supports("fma"));
  }();
  return has;
}
} // namespace
#endif

void tanhF32ArrayPortable(const float *in, float *out, int64_t n) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (hasAvx2Fma())
    return tanhArrayAvx2(in, out, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    out[i] = tanhOne(in[i]);
}

VM_CLONES void expF32ArrayPortable(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = expOne(in[i]);
}

void expm1F32ArrayPortable(const float *in, float *out, int64_t n) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (hasAvx2Fma())
    return expm1ArrayAvx2(in, out, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    out[i] = expm1One(in[i]);
}

VM_CLONES void logisticF32ArrayPortable(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = logisticOne(in[i]);
}

VM_CLONES void sqrtF32Array(const float *in, float *out, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    out[i] = float(std::sqrt(double(in[i])));
}

void powF32ArrayPortable(const float *x, const float *y, float *out,
                         int64_t n) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (hasAvx2Fma())
    return powArrayAvx2(x, y, out, n);
#endif
  for (int64_t i = 0; i < n; ++i)
    out[i] = powOne(x[i], y[i]);
}

VM_CLONES void logF32ArrayPortable(const float *in, float *out, int64_t n) {
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


//===----------------------------------------------------------------------===//
// The AVX-512 forms: fast cores checked against f32's rounding midpoints
//===----------------------------------------------------------------------===//
//
// On a machine with AVX-512, the array forms of exp and logistic run
// other double cores, 16 elements a step (two halves of 8): a table of 16
// entries held in registers (permutes, not gathers) and fused
// multiply-adds; that of log runs a float core (16 float lanes, "f32
// cores" below; power's AVX-512 form, PowerF32, runs powOne's float steps
// and needs no check). Each core's result d is within a proven bound E
// (relative) of the exact value v of the function (of the same clamped
// argument as the cores above). The scalar form's result s is within its
// own bound (2^-42 at most) of v. The inputs a core takes (tested
// on the f32 bits) give normal f32 results, so the f32 rounding midpoints
// near d lie on d's binade's grid of 2^-24 relative steps. If d lies more
// than (E + 2^-42) 2^53 double ULPs (the margin) from every one, d, v and
// s round to the same f32, which is stored; other lanes (and the inputs a
// core does not take: NaN, infinities, zeros and overflowing or subnormal
// results) are redone by the scalar form. So the array form returns the
// scalar form's bits on every input, whichever machine runs it
// (tests/unit/VectorMathTest.cpp checks ranges of consecutive floats and
// random pairs; docs/performance.md records exhaustive runs). The double
// cores' bounds: exp 2^-42.5, logistic 2^-42.4. tanh's array form is its
// scalar form's float algorithm on 16 lanes (TanhF32), no check needed.

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define VM_FAST512 1
#else
#define VM_FAST512 0
#endif

#if VM_FAST512
namespace {
#define VM_T512 __attribute__((target("avx512f")))
#define VM_F512 inline __attribute__((target("avx512f"), always_inline))

VM_F512 __m512d splat(double v) { return _mm512_set1_pd(v); }

/// The lanes (lo's 8, then hi's 8) whose double (a normal f32 value)
/// lies within `margin` double ULPs of a rounding midpoint of f32: the low
/// 29 of its 52 fraction bits within margin of 2^28 (a binade's edges are
/// 2^27 ULPs or more from the nearest midpoint). One permute gathers the
/// 16 doubles' low 32 bits; adding margin - 2^28 (mod 2^32) puts the lanes
/// within margin at [0, 2 margin) mod 2^29, and, 2 margin being a power of
/// 2, those are the lanes whose bits 2 margin .. 2^28 are all zero.
template <uint32_t Margin>
VM_F512 __mmask16 nearMidpointPair(__m512d lo, __m512d hi) {
  static_assert((Margin & (Margin - 1)) == 0 && Margin < (1u << 27),
                "margin: a power of 2 below 2^27");
  const __m512i evenHalves = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16,
                                               18, 20, 22, 24, 26, 28, 30);
  __m512i low = _mm512_permutex2var_epi32(_mm512_castpd_si512(lo), evenHalves,
                                          _mm512_castpd_si512(hi));
  low = _mm512_add_epi32(low, _mm512_set1_epi32(int(Margin - (1u << 28))));
  return _mm512_testn_epi32_mask(
      low, _mm512_set1_epi32(int(((1u << 29) - 1) & ~(2 * Margin - 1))));
}

/// expm1(r) and scale = 2^k 2^(j/16) for z = (16 k + j) ln2 / 16 + r,
/// |z| <= 110, |r| <= ln2 / 32 (r = z - n ln2/16 with ln2/16 in two parts,
/// each product subtracted by one fused multiply-add: below 2^-58 off).
/// The series through r^5 with fused multiply-adds (a few 2^-53
/// relative to q); truncation below |r|^6 / 720 (2^-42.7 relative to 1 +
/// q).
VM_F512 __m512d expReduce8(__m512d z, __m512d &scale) {
  const __m512d shifter = splat(kShifter);
  __m512d t = _mm512_fmadd_pd(z, splat(0x1.71547652b82fep+4), shifter);
  __m512d kd = _mm512_sub_pd(t, shifter);
  __m512d r = _mm512_fnmadd_pd(kd, splat(0x1.62e42fefa39efp-5), z);
  r = _mm512_fnmadd_pd(kd, splat(0x1.abc9e3b39803fp-60), r);
  __m512i k = _mm512_sub_epi64(_mm512_castpd_si512(t),
                               _mm512_castpd_si512(shifter));
  // The permute reads j from k's low four bits.
  __m512d entry = _mm512_permutex2var_pd(_mm512_loadu_pd(kFastExp2Table), k,
                                         _mm512_loadu_pd(kFastExp2Table + 8));
  __m512i exponent = _mm512_slli_epi64(_mm512_srai_epi64(k, 4), 52);
  scale = _mm512_castsi512_pd(
      _mm512_add_epi64(_mm512_castpd_si512(entry), exponent));
  // q = r + r^2 (1/2 + r/6 + r^2 (1/24 + r/120)), Estrin's scheme (short
  // dependency chains).
  __m512d r2 = _mm512_mul_pd(r, r);
  __m512d c01 = _mm512_fmadd_pd(r, splat(1.0 / 6), splat(0.5));
  __m512d c23 = _mm512_fmadd_pd(r, splat(1.0 / 120), splat(1.0 / 24));
  return _mm512_fmadd_pd(r2, _mm512_fmadd_pd(r2, c23, c01), r);
}

/// exp(z) for |z| <= 110: scale + scale q, the series through r^5: below
/// 2^-42.5 relative.
VM_F512 __m512d expFast8(__m512d z) {
  __m512d scale;
  __m512d q = expReduce8(z, scale);
  return _mm512_fmadd_pd(scale, q, scale);
}

/// Margins in double ULPs: (E + 2^-42) 2^53 rounded up to a power of 2,
/// E the core's bound.
constexpr uint32_t kMargin12 = 1u << 12; // E <= 2^-42

/// The lanes of x (f32 bits) whose magnitude's bits lie in [low, high].
VM_F512 __mmask16 magnitudeIn(__m512 x, uint32_t low, uint32_t high) {
  __m512i a = _mm512_and_si512(_mm512_castps_si512(x),
                               _mm512_set1_epi32(0x7FFFFFFF));
  return _mm512_cmple_epu32_mask(_mm512_sub_epi32(a, _mm512_set1_epi32(int(low))),
                                 _mm512_set1_epi32(int(high - low)));
}

constexpr uint32_t kBits87 = 0x42AE0000u;   // 87.0f: e^87 and e^-87 normal

/// Each core: `takes`, the lanes it computes; eval, the value of 8 of
/// them in double.
struct ExpFast {
  VM_F512 static __mmask16 takes(__m512 x) { return magnitudeIn(x, 0, kBits87); }
  VM_F512 static __m512d eval(__m512d x) { return expFast8(x); }
  static constexpr uint32_t margin = kMargin12;
  VM_INLINE static float scalar(float x) { return expOne(x); }
};
/// 1 / (1 + exp(-x)): exp's bound and two roundings, below 2^-42.4.
struct LogisticFast {
  VM_F512 static __mmask16 takes(__m512 x) { return magnitudeIn(x, 0, kBits87); }
  VM_F512 static __m512d eval(__m512d x) {
    __m512d e = expFast8(_mm512_sub_pd(_mm512_setzero_pd(), x));
    return _mm512_div_pd(splat(1.0), _mm512_add_pd(splat(1.0), e));
  }
  static constexpr uint32_t margin = kMargin12;
  VM_INLINE static float scalar(float x) { return logisticOne(x); }
};
VM_F512 __m512d lowHalf(__m512 x) {
  return _mm512_cvtps_pd(_mm512_castps512_ps256(x));
}
VM_F512 __m512d highHalf(__m512 x) {
  return _mm512_cvtps_pd(_mm256_castpd_ps(
      _mm512_extractf64x4_pd(_mm512_castps_pd(x), 1)));
}
VM_F512 __m512 joinRounded(__m512d lo, __m512d hi) {
  return _mm512_castpd_ps(_mm512_insertf64x4(
      _mm512_castpd256_pd512(_mm256_castps_pd(_mm512_cvtpd_ps(lo))),
      _mm256_castps_pd(_mm512_cvtpd_ps(hi)), 1));
}
VM_F512 __mmask16 liveLanes(int64_t left) {
  return left >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << left) - 1);
}
/// Masked loads and stores only for a last partial step (masked stores
/// are slow on AMD Zen).
VM_F512 __m512 loadLanes(const float *p, __mmask16 live) {
  return live == 0xFFFF ? _mm512_loadu_ps(p) : _mm512_maskz_loadu_ps(live, p);
}
VM_F512 void storeLanes(float *p, __mmask16 live, __m512 v) {
  if (live == 0xFFFF)
    _mm512_storeu_ps(p, v);
  else
    _mm512_mask_storeu_ps(p, live, v);
}

/// A double core's value on 16 lanes: Core::takes tests the f32 bits,
/// Core::eval runs on each half in double; `redo` gets the lanes it does
/// not take and those within Core::margin of a rounding midpoint.
template <class Core> struct InDouble {
  static constexpr int arity = 1;
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    __mmask16 takes = Core::takes(given[0]);
    // Lanes the core does not take are computed from 1 (then redone).
    __m512 x = _mm512_mask_blend_ps(takes, _mm512_set1_ps(1.0f), given[0]);
    __m512d lo = Core::eval(lowHalf(x));
    __m512d hi = Core::eval(highHalf(x));
    redo = nearMidpointPair<Core::margin>(lo, hi) | __mmask16(~takes);
    return joinRounded(lo, hi);
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return Core::scalar(xs[0][lane]);
  }
};

//===----------------------------------------------------------------------===//
// f32 cores: 16 float lanes, double-float steps
//===----------------------------------------------------------------------===//
//
// A float core ends with a pair (h, l): h a float, l the exact rest of h's
// rounding (h = RN(h + l), so |l| <= half an ulp of h), h + l within the
// core's bound E (relative) of the function's exact value v. Where h is a
// normal float other than a power of 2, its two nearest f32 rounding
// midpoints are h +- ulp(h) / 2; if |l| stays below ulp(h) / 2 by more than
// M 2^(b - 48) (b: h's binade, 2^b <= |h| < 2^(b+1)), h + l is more than
// M 2^-49 |h| from either, so h + l, v and the scalar form's value (within
// 2^-42 of v) all round to h when (E + 2^-42) (1 + 2^-20) < M 2^-49. Other
// lanes are redone by the scalar form, as for the double cores.

VM_F512 __m512 splatF(float v) { return _mm512_set1_ps(v); }
VM_F512 __m512i splat32(uint32_t v) { return _mm512_set1_epi32(int(v)); }
/// 24 << 23: subtracted from h's exponent bits, those of ulp(h) / 2.
constexpr uint32_t kMidpointOffset = 24u << 23;

/// tanhOne on 16 lanes: both of its branches on every lane, the small
/// one kept where a < 1/2; the coefficients of the large one by permutes
/// of 32-entry tables held in registers. Only NaN lanes are redone (by
/// tanhOne, giving x + x).
struct TanhF32 {
  static constexpr int arity = 1;
  /// kF32TanhLarge[row] at each lane's interval.
  VM_F512 static __m512 coefficient(int row, __m512i i) {
    return _mm512_permutex2var_ps(_mm512_loadu_ps(kF32TanhLarge[row]), i,
                                  _mm512_loadu_ps(kF32TanhLarge[row] + 16));
  }
  VM_F512 static __m512 large(__m512 a) {
    __m512 clamped = _mm512_min_ps(a, splatF(kTanhClamp));
    __m512i i = _mm512_min_epu32(
        _mm512_srli_epi32(_mm512_sub_epi32(_mm512_castps_si512(clamped),
                                           splat32(kTanhLargeBase)),
                          20),
        splat32(31));
    __m512 start = _mm512_castsi512_ps(
        _mm512_add_epi32(_mm512_slli_epi32(i, 20), splat32(kTanhLargeBase)));
    __m512 t = _mm512_sub_ps(clamped, start);
    __m512 q = _mm512_fmadd_ps(t, coefficient(6, i), coefficient(5, i));
    q = _mm512_fmadd_ps(t, q, coefficient(4, i));
    q = _mm512_fmadd_ps(t, q, coefficient(3, i));
    q = _mm512_fmadd_ps(t, q, coefficient(2, i));
    return _mm512_add_ps(coefficient(0, i),
                         _mm512_fmadd_ps(t, q, coefficient(1, i)));
  }
  VM_F512 static __m512 small(__m512 a) {
    const float *c = kF32TanhSmall;
    __m512 u = _mm512_mul_ps(a, a);
    __m512 p = _mm512_fmadd_ps(u, splatF(c[5]), splatF(c[4]));
    p = _mm512_fmadd_ps(u, p, splatF(c[3]));
    p = _mm512_fmadd_ps(u, p, splatF(c[2]));
    p = _mm512_fmadd_ps(u, p, splatF(c[1]));
    p = _mm512_fmadd_ps(u, p, splatF(c[0]));
    return _mm512_fmadd_ps(_mm512_mul_ps(a, u), p, a);
  }
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    const __m512i magnitudeBits = splat32(0x7FFFFFFF);
    __m512 x = given[0];
    __m512i ab = _mm512_and_si512(_mm512_castps_si512(x), magnitudeBits);
    __m512 a = _mm512_castsi512_ps(ab);
    redo = _mm512_cmpgt_epu32_mask(ab, splat32(0x7F800000u));
    __mmask16 isSmall = _mm512_cmp_ps_mask(a, splatF(kTanhSmallEnd), _CMP_LT_OQ);
    __m512 r = _mm512_mask_blend_ps(isSmall, large(a), small(a));
    // x's sign bit on the magnitude (0xF4: r | (x & ~magnitudeBits)).
    return _mm512_castsi512_ps(_mm512_ternarylogic_epi32(
        _mm512_castps_si512(r), _mm512_castps_si512(x), magnitudeBits, 0xF4));
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return tanhOne(xs[0][lane]);
  }
};

/// The lanes where (h, l) does not decide the rounding as above: |l| at or
/// above ulp(h) / 2 - margin 2^(b - 48). Where h = +-2^b (fraction bits
/// all zero) the midpoint on the side of 0 is a quarter ulp away: there
/// the test is against ulp(h) / 4 - margin 2^(b - 49) (the same distance
/// bound, M 2^-49 |h|). Where b <= -103 the threshold is not positive and
/// the lane is always redone (a zero h too); for b = -102 the margin
/// counts subnormal ulps, 2^-149 > 2^(b - 48): wider, still sound.
VM_F512 __mmask16 nearMidpoint16(__m512 h, __m512 l, __m512i margin) {
  __m512i hb = _mm512_castps_si512(h);
  // The bits of ulp(h) / 2 = 2^(b - 24) (b's exponent bits less 24
  // binades'), less margin ulps of the binade below it (2^(b - 48) each);
  // for a power of 2, of ulp(h) / 4.
  __m512i threshold = _mm512_sub_epi32(
      _mm512_and_si512(hb, splat32(0x7F800000)),
      _mm512_add_epi32(margin, splat32(kMidpointOffset)));
  threshold = _mm512_mask_sub_epi32(
      threshold, _mm512_testn_epi32_mask(hb, splat32(0x007FFFFF)), threshold,
      splat32(1u << 23));
  __m512i lAbs = _mm512_and_si512(_mm512_castps_si512(l), splat32(0x7FFFFFFF));
  return _mm512_cmpge_epi32_mask(lAbs, threshold);
}

/// (s, e) with s = RN(a + b), e = a + b - s exactly (Fast2Sum: a's exponent
/// at least b's, or a zero).
VM_F512 __m512 fastTwoSum(__m512 a, __m512 b, __m512 &e) {
  __m512 s = _mm512_add_ps(a, b);
  e = _mm512_sub_ps(b, _mm512_sub_ps(s, a));
  return s;
}

/// expParts on 16 lanes (the table entries by permutes).
VM_F512 __m512 expParts16(__m512 z, __m512 zl, __m512 &tHi, __m512 &tLo,
                          __m512 &scale) {
  __m512 t = _mm512_fmadd_ps(z, splatF(kF32InvLn2x32), splatF(kFloatShifter));
  __m512 n = _mm512_sub_ps(t, splatF(kFloatShifter));
  __m512 rHi = _mm512_fnmadd_ps(n, splatF(kF32Ln2d32Hi), z); // exact
  __m512 r = _mm512_add_ps(rHi, _mm512_fnmadd_ps(n, splatF(kF32Ln2d32Lo), zl));
  __m512 c = _mm512_fmadd_ps(r, splatF(1.0f / 24), splatF(1.0f / 6));
  c = _mm512_fmadd_ps(r, c, splatF(0.5f));
  __m512i ni = _mm512_sub_epi32(_mm512_castps_si512(t), splat32(kFloatShifterBits));
  scale = _mm512_castsi512_ps(_mm512_slli_epi32(
      _mm512_add_epi32(_mm512_srai_epi32(ni, 5), splat32(127)), 23));
  // The permutes read j = n mod 32 from n's low five bits.
  tHi = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32Exp2Hi), ni,
                               _mm512_loadu_ps(kF32Exp2Hi + 16));
  tLo = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32Exp2Lo), ni,
                               _mm512_loadu_ps(kF32Exp2Lo + 16));
  return _mm512_fmadd_ps(_mm512_mul_ps(r, r), c, r);
}

/// log(x) for x a positive normal float (other lanes: any value, redone),
/// as (h, l).
/// x = 2^e m, m in [0.6953, 1.3906) from the bits (0x3F320000 the offset;
/// 1.0 the midpoint of interval 19), interval j of 32 (bits 18..22 after
/// the offset) gives invC (at most 13 bits: r = m invC - 1 is exact, one
/// fused multiply-add, |r| <= 2^-5.66) and log(c) = cHi + cLo. Then
/// log x = e ln2 + log(c) + log1p(r), log1p(r) = r - r^2/2 + r^3 Q(r), Q
/// through r^4 (r^7 in log1p; truncation below |r|^8 / 8: 2^-45 relative
/// to r where j = 19, 2^-41.3 relative to |log x| >= 2^-7 elsewhere). The
/// leading terms are summed exactly: e ln2Hi (ln2Hi with 15 bits, exact)
/// + cHi by Fast2Sum (|e ln2Hi| >= 0.69 > |cHi| or e = 0), + r by Fast2Sum
/// (where e = 0, cHi's exponent is at least r's, checked by the script),
/// - r^2/2 (r^2 by TwoProd) by Fast2Sum (|r^2/2| below the sum). The
/// rests and the small terms (e ln2Lo, cLo, r^2's rest, r^3 Q, in float)
/// are summed in float: their roundings and Q's are below 2^-35.5 of
/// |log x| (worst where j = 19: |r^3 Q| <= 2^-13.6 |r|). E = 2^-35.
struct LogF32 {
  static constexpr int arity = 1;
  /// E + 2^-42 <= 2^-34.9 < 2^15 2^-49.
  static constexpr uint32_t margin = 1u << 15;
  /// Positive normal floats.
  VM_F512 static __mmask16 takes(const __m512 *given) {
    return _mm512_cmplt_epu32_mask(
        _mm512_sub_epi32(_mm512_castps_si512(given[0]), splat32(0x00800000)),
        splat32(0x7F000000));
  }
  VM_F512 static __m512 pair(const __m512 *given, __m512 &l) {
    __m512i xb = _mm512_castps_si512(given[0]);
    __m512i u = _mm512_sub_epi32(xb, splat32(0x3F320000));
    __m512 e = _mm512_cvtepi32_ps(_mm512_srai_epi32(u, 23));
    __m512i j = _mm512_srli_epi32(u, 18); // the permutes read 5 bits
    __m512 m = _mm512_castsi512_ps(
        _mm512_sub_epi32(xb, _mm512_and_si512(u, splat32(0xFF800000))));
    __m512 invC = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32LogInvC), j,
                                         _mm512_loadu_ps(kF32LogInvC + 16));
    __m512 cHi = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32LogCHi), j,
                                        _mm512_loadu_ps(kF32LogCHi + 16));
    __m512 cLo = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32LogCLo), j,
                                        _mm512_loadu_ps(kF32LogCLo + 16));
    __m512 r = _mm512_fmsub_ps(m, invC, splatF(1.0f)); // exact
    __m512 aErr, sErr;
    __m512 a = fastTwoSum(_mm512_mul_ps(e, splatF(0x1.62e4p-1f)), cHi, aErr);
    __m512 s = fastTwoSum(a, r, sErr);
    __m512 r2 = _mm512_mul_ps(r, r);
    __m512 r2Lo = _mm512_fmsub_ps(r, r, r2);
    // s2 = s - r2 / 2 (r2 / 2 exact), s2Err its exact rest.
    __m512 s2 = _mm512_fnmadd_ps(splatF(0.5f), r2, s);
    __m512 s2Err = _mm512_fnmsub_ps(splatF(0.5f), r2, _mm512_sub_ps(s2, s));
    __m512 c01 = _mm512_fmadd_ps(r, splatF(-1.0f / 4), splatF(1.0f / 3));
    __m512 c23 = _mm512_fmadd_ps(r, splatF(-1.0f / 6), splatF(1.0f / 5));
    __m512 q = _mm512_fmadd_ps(
        r2, _mm512_fmadd_ps(r2, splatF(1.0f / 7), c23), c01);
    __m512 tail = _mm512_fmadd_ps(e, splatF(float(0x1.62e42fefa39efp-1 - 0x1.62e4p-1)), cLo);
    tail = _mm512_add_ps(tail, _mm512_add_ps(aErr, _mm512_add_ps(sErr, s2Err)));
    tail = _mm512_fnmadd_ps(splatF(0.5f), r2Lo, tail);
    tail = _mm512_fmadd_ps(_mm512_mul_ps(r2, r), q, tail);
    return fastTwoSum(s2, tail, l);
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return logOne(xs[0][lane]);
  }
};

/// expm1One on 16 lanes: both of its branches on every lane, the series
/// kept where |x| < 1/4, x itself where x is a zero; NaN and x > 80 are
/// redone (by expm1One: x + x and expOne).
struct Expm1F32 {
  static constexpr int arity = 1;
  VM_F512 static __m512 small(__m512 x) {
    __m512 q = _mm512_fmadd_ps(x, splatF(1.0f / 5040), splatF(1.0f / 720));
    q = _mm512_fmadd_ps(x, q, splatF(1.0f / 120));
    q = _mm512_fmadd_ps(x, q, splatF(1.0f / 24));
    q = _mm512_fmadd_ps(x, q, splatF(1.0f / 6));
    q = _mm512_fmadd_ps(x, q, splatF(0.5f));
    return _mm512_fmadd_ps(_mm512_mul_ps(x, x), q, x);
  }
  VM_F512 static __m512 large(__m512 x) {
    // max and min return their second operand where x is NaN.
    __m512 xc = _mm512_min_ps(_mm512_max_ps(x, splatF(kExpm1Low)),
                              splatF(kExpm1High));
    __m512 tHi, tLo, scale;
    __m512 p = expParts16(xc, _mm512_setzero_ps(), tHi, tLo, scale);
    __m512 s = _mm512_mul_ps(tHi, scale);
    __m512 w = _mm512_mul_ps(_mm512_fmadd_ps(tHi, p, tLo), scale);
    __mmask16 positive = _mm512_cmp_ps_mask(x, _mm512_setzero_ps(), _CMP_GT_OQ);
    __m512 minusOne = splatF(-1.0f);
    __m512 big = _mm512_mask_blend_ps(positive, minusOne, s);
    __m512 little = _mm512_mask_blend_ps(positive, s, minusOne);
    __m512 sum = _mm512_add_ps(big, little);
    __m512 rest = _mm512_sub_ps(little, _mm512_sub_ps(sum, big));
    return _mm512_add_ps(sum, _mm512_add_ps(rest, w));
  }
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    __m512 x = given[0];
    redo = _mm512_cmp_ps_mask(x, splatF(kExpm1High), _CMP_NLE_UQ);
    __m512 a = _mm512_castsi512_ps(
        _mm512_and_si512(_mm512_castps_si512(x), splat32(0x7FFFFFFF)));
    __mmask16 isSmall = _mm512_cmp_ps_mask(a, splatF(kExpm1SmallEnd), _CMP_LT_OQ);
    __m512 r = _mm512_mask_blend_ps(isSmall, large(x), small(x));
    return _mm512_mask_blend_ps(
        _mm512_cmp_ps_mask(x, _mm512_setzero_ps(), _CMP_EQ_OQ), r, x);
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return expm1One(xs[0][lane]);
  }
};

/// powOne on 16 lanes: its float steps where x is a positive normal float
/// and |zh| <= 87; other lanes (and any NaN or infinite y, which make zh
/// NaN or infinite) are redone by powOne.
struct PowerF32 {
  static constexpr int arity = 2;
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    __mmask16 takes = LogF32::takes(given);
    __m512 ll;
    __m512 lh = LogF32::pair(given, ll);
    __m512 y = given[1];
    __m512 zh = _mm512_mul_ps(y, lh);
    __m512 zl = _mm512_fmadd_ps(y, ll, _mm512_fmsub_ps(y, lh, zh));
    __mmask16 normal = _mm512_cmp_ps_mask(
        _mm512_castsi512_ps(
            _mm512_and_si512(_mm512_castps_si512(zh), splat32(0x7FFFFFFF))),
        splatF(kPowFloatEnd), _CMP_LE_OQ);
    __m512 tHi, tLo, scale;
    __m512 p = expParts16(zh, zl, tHi, tLo, scale);
    __m512 h = _mm512_add_ps(tHi, _mm512_fmadd_ps(tHi, p, tLo));
    redo = __mmask16(~(takes & normal));
    return _mm512_mul_ps(h, scale);
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return powOne(xs[0][lane], xs[1][lane]);
  }
};

/// A float core's value on 16 lanes: Core::pair's h where it decides the
/// rounding; `redo` gets the lanes Core::takes does not take and those
/// within Core::margin of a midpoint.
template <class Core> struct InFloat {
  static constexpr int arity = Core::arity;
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    __m512 l;
    __m512 h = Core::pair(given, l);
    redo = __mmask16(~Core::takes(given)) |
           nearMidpoint16(h, l, splat32(Core::margin));
    return h;
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) {
    return Core::scalar(xs, lane);
  }
};

/// out[i] = Core's function of in[0][i] (and in[1][i]): the core where it
/// decides the rounding, Core::scalar for the other lanes. An input may be
/// out: each step reads its 16 inputs before writing.
template <class Core>
VM_T512 void array512(const float *const *in, float *out, int64_t n) {
  constexpr int kArity = Core::arity;
  for (int64_t i = 0; i < n; i += 16) {
    __mmask16 live = liveLanes(n - i);
    __m512 given[kArity];
    for (int a = 0; a < kArity; ++a)
      given[a] = loadLanes(in[a] + i, live);
    __mmask16 redo;
    __m512 result = Core::eval(given, redo);
    storeLanes(out + i, live, result);
    unsigned left = unsigned(redo) & unsigned(live);
    if (left) {
      alignas(64) float xs[kArity][16];
      for (int a = 0; a < kArity; ++a)
        _mm512_store_ps(xs[a], given[a]);
      for (; left; left &= left - 1) {
        int lane = __builtin_ctz(left);
        out[i + lane] = Core::scalar(xs, lane);
      }
    }
  }
}

bool hasAvx512() {
  static const bool has = [] {
    __builtin_cpu_init();
    return bool(__builtin_cpu_supports("avx512f"));
  }();
  return has;
}
} // namespace
#endif // VM_FAST512

void tanhF32Array(const float *in, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
    return array512<TanhF32>(&in, out, n);
#endif
  tanhF32ArrayPortable(in, out, n);
}

void expF32Array(const float *in, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
    return array512<InDouble<ExpFast>>(&in, out, n);
#endif
  expF32ArrayPortable(in, out, n);
}

void expm1F32Array(const float *in, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
    return array512<Expm1F32>(&in, out, n);
#endif
  expm1F32ArrayPortable(in, out, n);
}

void logisticF32Array(const float *in, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
    return array512<InDouble<LogisticFast>>(&in, out, n);
#endif
  logisticF32ArrayPortable(in, out, n);
}

void logF32Array(const float *in, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
    return array512<InFloat<LogF32>>(&in, out, n);
#endif
  logF32ArrayPortable(in, out, n);
}

void powF32Array(const float *x, const float *y, float *out, int64_t n) {
#if VM_FAST512
  if (hasAvx512())
  {
    const float *in[2] = {x, y};
    return array512<PowerF32>(in, out, n);
  }
#endif
  powF32ArrayPortable(x, y, out, n);
}

} // namespace vm
} // namespace shlo
} // namespace mlir
