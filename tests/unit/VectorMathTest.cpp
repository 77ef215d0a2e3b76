//===- VectorMathTest.cpp - f32 transcendentals within 1 ULP -------------===//
//
// exp, log, log_plus_one, exponential_minus_one, tanh, logistic, sine,
// cosine, power and sqrt on f32: every result is within 1 ULP of the
// correctly rounded value, taken as the long double function (64-bit
// significand, glibc's ldbl-96 functions) rounded once to float, over
// random bit patterns (the whole range: subnormals, huge arguments,
// infinities and NaN), random values where the functions vary most, and
// special values. The typed path and the Element path give identical bits.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Ops.h"
#include "interpreter/Settings.h"
#include "interpreter/VectorMath.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <functional>
#include <random>

using namespace mlir;
using namespace mlir::shlo;

namespace {

uint32_t bitsOf(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  return u;
}

float fromBits(uint32_t u) {
  float x;
  std::memcpy(&x, &u, 4);
  return x;
}

/// Position of x on the number line of floats (-0 and +0 both 0).
int64_t ordinal(float x) {
  uint32_t u = bitsOf(x);
  int64_t magnitude = int64_t(u & 0x7FFFFFFFu);
  return (u >> 31) ? -magnitude : magnitude;
}

class VectorMathTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{2026};

  /// Inputs: special values, random bit patterns and random values in
  /// [-range, range].
  std::vector<float> inputs(int64_t count, double range) {
    std::vector<float> xs = {
        0.0f, -0.0f, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, 1e-8f, -1e-8f,
        FLT_MIN, -FLT_MIN, FLT_TRUE_MIN, -FLT_TRUE_MIN, FLT_MAX, -FLT_MAX,
        INFINITY, -INFINITY, NAN, -NAN,
        // near multiples of pi/2, the reduction's hard cases
        1.5707964f, 3.1415927f, 4.712389f, 6.2831855f, 1e6f, 1048576.0f,
        1048577.0f, 16777216.0f, 1e20f, 3e38f,
        // exp's and logistic's overflow and underflow edges, tanh's 1
        88.72283f, 88.72284f, -87.33654f, -103.97208f, -104.0f, 9.01f,
        20.0f, 40.0f, 0.3f, -0.3f, 0.29999998f, 0.15f, -0.15f};
    std::uniform_real_distribution<double> value(-range, range);
    for (int64_t i = 0; i < count; ++i) {
      if (i % 2)
        xs.push_back(fromBits(uint32_t(rng())));
      else
        xs.push_back(float(value(rng)));
    }
    return xs;
  }

  Tensor tensorOf(const std::vector<float> &xs) {
    Tensor t = Tensor::uninitialized(
        RankedTensorType::get({int64_t(xs.size())}, b.getF32Type()));
    std::memcpy(t.data<float>(), xs.data(), xs.size() * 4);
    return t;
  }

  /// Checks `fn` on both paths against `reference`, for every input.
  void check(const char *name, const std::vector<float> &xs,
             const std::vector<float> &ys,
             const std::function<Tensor(const Tensor &, const Tensor &,
                                        ShapedType)> &fn,
             const std::function<long double(long double, long double)>
                 &reference,
             double minExactShare = 0.9999) {
    Tensor x = tensorOf(xs), y = tensorOf(ys);
    auto type = cast<ShapedType>(x.getType());
    Tensor typed = fn(x, y, type);
    Tensor element = onElementPath([&] { return fn(x, y, type); });
    int64_t exact = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      float ours = typed.data<float>()[i];
      ASSERT_EQ(bitsOf(ours), bitsOf(element.data<float>()[i]))
          << name << "(" << xs[i] << ", " << ys[i]
          << "): the typed and the Element paths differ";
      float want = float(reference(xs[i], ys[i]));
      if (std::isnan(want)) {
        ASSERT_TRUE(std::isnan(ours)) << name << "(" << xs[i] << ", " << ys[i]
                                      << ") = " << ours << ", want NaN";
        ++exact;
        continue;
      }
      int64_t distance = std::llabs(ordinal(ours) - ordinal(want));
      ASSERT_LE(distance, 1) << name << "(" << xs[i] << ", " << ys[i]
                             << ") = " << ours << ", want " << want;
      if (want == 0) {
        ASSERT_EQ(std::signbit(ours), std::signbit(want))
            << name << "(" << xs[i] << ", " << ys[i] << ")";
      }
      exact += distance == 0;
    }
    // Evaluated in double and rounded once: almost every result is the
    // correctly rounded one (tanh's and expm1's float forms: most).
    EXPECT_GE(double(exact), minExactShare * double(xs.size())) << name;
    std::printf("%s: %zu inputs, %lld correctly rounded\n", name, xs.size(),
                (long long)exact);
  }

  void checkUnary(const char *name, Tensor (*eval)(const Tensor &, ShapedType),
                  long double (*reference)(long double), double range,
                  double minExactShare = 0.9999) {
    std::vector<float> xs = inputs(100000, range);
    check(name, xs, xs,
          [eval](const Tensor &x, const Tensor &, ShapedType type) {
            return eval(x, type);
          },
          [reference](long double x, long double) { return reference(x); },
          minExactShare);
  }
};

long double logisticRef(long double x) { return 1.0L / (1.0L + expl(-x)); }

/// power is faithfully rounded in float arithmetic where x is a positive
/// normal float and |y log x| <= 87 (VectorMath.cpp): 99.9% of random
/// pairs, and 726 of the 729 special pairs, give the correctly rounded
/// value.
constexpr double kPowExactShare = 0.99;

TEST_F(VectorMathTest, Exponential) {
  checkUnary("exp", evalExpOp, expl, 100);
}
TEST_F(VectorMathTest, Log) { checkUnary("log", evalLogOp, logl, 10); }
TEST_F(VectorMathTest, LogPlusOne) {
  checkUnary("log1p", evalLog1pOp, log1pl, 2);
}
/// expm1 is faithfully rounded in float arithmetic too: 99.7% of these
/// inputs (in [-2, 2] or random bits) give the correctly rounded value.
constexpr double kExpm1ExactShare = 0.995;

TEST_F(VectorMathTest, ExponentialMinusOne) {
  checkUnary("expm1", evalExpm1Op, expm1l, 2, kExpm1ExactShare);
}
/// tanh is faithfully rounded in float arithmetic (VectorMath.cpp): over
/// all floats 99.97% of its results are the correctly rounded ones, over
/// these inputs (most where tanh is neither x nor +-1) 99.8%.
constexpr double kTanhExactShare = 0.995;

TEST_F(VectorMathTest, Tanh) {
  checkUnary("tanh", evalTanhOp, tanhl, 12, kTanhExactShare);
}
TEST_F(VectorMathTest, Logistic) {
  checkUnary("logistic", evalLogisticOp, logisticRef, 120);
}
TEST_F(VectorMathTest, Sine) { checkUnary("sin", evalSineOp, sinl, 1e4); }
TEST_F(VectorMathTest, Cosine) { checkUnary("cos", evalCosineOp, cosl, 1e4); }
TEST_F(VectorMathTest, Sqrt) { checkUnary("sqrt", evalSqrtOp, sqrtl, 1e6); }

TEST_F(VectorMathTest, Power) {
  std::vector<float> xs = inputs(100000, 10), ys = inputs(100000, 30);
  // Integer exponents of negative bases, and small exponents of all bases.
  for (size_t i = 0; i < xs.size(); i += 7)
    ys[i] = std::nearbyint(ys[i]);
  check("pow", xs, ys, evalPowOp,
        [](long double x, long double y) { return powl(x, y); },
        kPowExactShare);
}

TEST_F(VectorMathTest, PowerSpecialValuesCrossed) {
  // Every pair of C pow's special cases (zeros, ones, infinities, NaN,
  // odd and even integers, non-integers, huge and tiny) against powl.
  const float specials[] = {
      0.0f,  -0.0f, 1.0f,     -1.0f,    2.0f,      -2.0f,     3.0f,
      -3.0f, 0.5f,  -0.5f,    2.5f,     -2.5f,     16777215.0f, -16777215.0f,
      16777216.0f, -16777218.0f, 1e30f, -1e30f, FLT_TRUE_MIN, -FLT_TRUE_MIN,
      FLT_MAX, -FLT_MAX, INFINITY, -INFINITY, NAN, 1.0000001f, 0.99999994f};
  std::vector<float> xs, ys;
  for (float x : specials)
    for (float y : specials) {
      xs.push_back(x);
      ys.push_back(y);
    }
  check("pow specials", xs, ys, evalPowOp,
        [](long double x, long double y) { return powl(x, y); },
        kPowExactShare);
}

/// A random f32 with uniformly random bits in [lowBits, highBits].
float randomBits(std::mt19937_64 &rng, uint32_t lowBits, uint32_t highBits) {
  return fromBits(std::uniform_int_distribution<uint32_t>(lowBits,
                                                          highBits)(rng));
}

TEST_F(VectorMathTest, LogWholeRange) {
  // Every binade alike (random bits of positive finite floats, subnormals
  // included), values within a few thousand ULPs of 1 and within 2^-8 of
  // it (where log is its series alone), and the special values.
  std::vector<float> xs = {0.0f, -0.0f, 1.0f, -1.0f, FLT_TRUE_MIN,
                           -FLT_TRUE_MIN, FLT_MIN, FLT_MAX, INFINITY,
                           -INFINITY, NAN, 0.99609375f, 1.0078125f, 2.0f,
                           0.5f, 0.70898438f, 1.4179688f};
  for (int i = 0; i < 300000; ++i)
    xs.push_back(randomBits(rng, 1, 0x7F7FFFFFu));
  for (int i = 0; i < 100000; ++i)
    xs.push_back(randomBits(rng, 1, 0x007FFFFFu));
  for (int k = -5000; k <= 5000; ++k)
    xs.push_back(fromBits(uint32_t(int32_t(bitsOf(1.0f)) + k)));
  std::uniform_real_distribution<double> nearOne(1.0 - 0x1p-8, 1.0 + 0x1p-8);
  for (int i = 0; i < 100000; ++i)
    xs.push_back(float(nearOne(rng)));
  check("log whole range", xs, xs,
        [](const Tensor &x, const Tensor &, ShapedType type) {
          return evalLogOp(x, type);
        },
        [](long double x, long double) { return logl(x); });
}

TEST_F(VectorMathTest, PowerWholeRange) {
  // Bases across the whole positive range (subnormals included) with
  // powers taking y log x over [-110, 110] (results from 0 through the
  // subnormals to overflow), bases near 1 with huge powers, negative bases
  // with integer powers, and results at the overflow and underflow edges.
  std::vector<float> xs, ys;
  std::uniform_real_distribution<double> exponent(-110.0, 110.0);
  for (int i = 0; i < 300000; ++i) {
    float x = randomBits(rng, 1, 0x7F7FFFFFu);
    if (x == 1.0f)
      continue;
    xs.push_back(x);
    ys.push_back(float(exponent(rng) / std::log(double(x))));
  }
  std::uniform_real_distribution<double> nearOne(-0x1p-7, 0x1p-7);
  for (int i = 0; i < 100000; ++i) {
    float x = float(1.0 + nearOne(rng));
    if (x == 1.0f)
      continue;
    xs.push_back(x);
    ys.push_back(float(exponent(rng) / std::log(double(x))));
  }
  std::uniform_int_distribution<int> integer(-40, 40);
  for (int i = 0; i < 50000; ++i) {
    xs.push_back(-randomBits(rng, 0x3E800000u, 0x40800000u)); // -[0.25, 4]
    ys.push_back(float(integer(rng)));
  }
  // exp(88.72284) overflows f32, exp(-103.97) is the smallest subnormal:
  // y log x just inside and outside both edges.
  std::uniform_real_distribution<double> edge(-0.01, 0.01);
  const double edges[] = {88.7228391, -87.3365448, -103.2789, -103.9720770};
  for (int i = 0; i < 40000; ++i) {
    float x = randomBits(rng, 0x3F000000u, 0x41000000u); // [0.5, 8]
    if (x == 1.0f)
      continue;
    xs.push_back(x);
    ys.push_back(float((edges[i % 4] + edge(rng)) / std::log(double(x))));
  }
  check("pow whole range", xs, ys, evalPowOp,
        [](long double x, long double y) { return powl(x, y); },
        kPowExactShare);
}

/// Inputs for the exp family's whole-range tests: random bits of every
/// finite float (both signs), values uniform in [low, high], |x| below
/// 2^-7 (subnormals included, where the result is the series alone), the
/// overflow edge (exp(88.7228391) is FLT_MAX rounded), the edge of the
/// normal results (-87.3365448), the subnormal results (down to
/// -103.972077, half the smallest subnormal), a few thousand floats on
/// either side of each edge, and the special values.
std::vector<float> expFamilyInputs(std::mt19937_64 &rng, double low,
                                   double high) {
  std::vector<float> xs = {0.0f, -0.0f, FLT_TRUE_MIN, -FLT_TRUE_MIN,
                           FLT_MIN, -FLT_MIN, FLT_MAX, -FLT_MAX, INFINITY,
                           -INFINITY, NAN, -NAN, 1.0f, -1.0f, 0x1p-8f,
                           -0x1p-8f, 0.0054152f, -0.0054152f, 0.6931472f,
                           -0.6931472f, 88.72283f, 88.72284f, -87.33654f,
                           -87.33655f, -103.97207f, -103.97208f, -104.0f,
                           -110.0f, 110.0f, 200.0f, -200.0f};
  for (int i = 0; i < 100000; ++i) {
    float finite = randomBits(rng, 0, 0x7F7FFFFFu);
    xs.push_back(i % 2 ? -finite : finite);
  }
  std::uniform_real_distribution<double> value(low, high);
  for (int i = 0; i < 100000; ++i)
    xs.push_back(float(value(rng)));
  for (int i = 0; i < 50000; ++i) {
    float tiny = randomBits(rng, 1, 0x3C000000u);
    xs.push_back(i % 2 ? -tiny : tiny);
  }
  const double edges[] = {88.7228391, -87.3365448, -103.972077};
  std::uniform_real_distribution<double> nearEdge(-0.01, 0.01);
  for (int i = 0; i < 60000; ++i)
    xs.push_back(float(edges[i % 3] + nearEdge(rng)));
  std::uniform_real_distribution<double> subnormal(-103.98, -87.33);
  for (int i = 0; i < 50000; ++i)
    xs.push_back(float(subnormal(rng)));
  for (double edge : edges) {
    int32_t center = int32_t(bitsOf(float(std::fabs(edge))));
    for (int k = -2000; k <= 2000; ++k) {
      float x = fromBits(uint32_t(center + k));
      xs.push_back(edge < 0 ? -x : x);
    }
  }
  return xs;
}

TEST_F(VectorMathTest, ExpFamilyWholeRange) {
  struct Case {
    const char *name;
    Tensor (*eval)(const Tensor &, ShapedType);
    long double (*reference)(long double);
    double low, high;
    double minExactShare = 0.9999;
  };
  const Case cases[] = {
      {"exp whole range", evalExpOp, expl, -105, 90},
      {"expm1 whole range", evalExpm1Op, expm1l, -20, 90, kExpm1ExactShare},
      {"logistic whole range", evalLogisticOp, logisticRef, -90, 105},
      {"tanh whole range", evalTanhOp, tanhl, -10, 10, kTanhExactShare}};
  for (const Case &c : cases) {
    std::vector<float> xs = expFamilyInputs(rng, c.low, c.high);
    if (c.eval == evalLogisticOp) // logistic(x)'s edges are at -x
      for (float &x : xs)
        x = -x;
    check(c.name, xs, xs,
          [&c](const Tensor &x, const Tensor &, ShapedType type) {
            return c.eval(x, type);
          },
          [&c](long double x, long double) { return c.reference(x); },
          c.minExactShare);
  }
}

/// Exhaustive: log of every positive finite f32 (2^31 - 2^23 - 1 values)
/// against logl, within 1 ULP, counting the correctly rounded ones. About
/// two minutes; run with --gtest_also_run_disabled_tests
/// --gtest_filter='*LogEveryPositiveFloat'. docs/performance.md records
/// the result.
TEST_F(VectorMathTest, DISABLED_LogEveryPositiveFloat) {
  constexpr uint32_t kChunk = 1 << 16;
  std::vector<float> xs(kChunk), out(kChunk);
  uint64_t total = 0, exact = 0, worse = 0;
  for (uint64_t begin = 1; begin < 0x7F800000u; begin += kChunk) {
    uint32_t count = uint32_t(std::min<uint64_t>(kChunk, 0x7F800000u - begin));
    for (uint32_t i = 0; i < count; ++i)
      xs[i] = fromBits(uint32_t(begin + i));
    vm::logF32Array(xs.data(), out.data(), count);
    for (uint32_t i = 0; i < count; ++i) {
      float want = float(logl(xs[i]));
      int64_t distance = std::llabs(ordinal(out[i]) - ordinal(want));
      ++total;
      exact += distance == 0;
      worse += distance > 1;
      EXPECT_LE(distance, 1) << "log(" << xs[i] << ") = " << out[i]
                             << ", want " << want;
    }
  }
  std::printf("log, every positive finite float: %llu inputs, %llu "
              "correctly rounded, %llu more than 1 ULP off\n",
              (unsigned long long)total, (unsigned long long)exact,
              (unsigned long long)worse);
}

TEST_F(VectorMathTest, ArrayFormsEqualScalarFormsInPlaceToo) {
  std::vector<float> xs = inputs(4096, 1e7);
  using Scalar = float (*)(float);
  using Array = void (*)(const float *, float *, int64_t);
  const std::pair<Scalar, Array> forms[] = {
      {vm::sinF32, vm::sinF32Array},
      {vm::cosF32, vm::cosF32Array},
      {vm::tanhF32, vm::tanhF32Array},
      {vm::sqrtF32, vm::sqrtF32Array},
      {vm::expF32, vm::expF32Array},
      {vm::expm1F32, vm::expm1F32Array},
      {vm::logisticF32, vm::logisticF32Array},
      {vm::logF32, vm::logF32Array}};
  std::vector<float> ys = inputs(4096, 30);
  std::vector<float> powOut(xs.size()), powInPlace = xs;
  vm::powF32Array(xs.data(), ys.data(), powOut.data(), int64_t(xs.size()));
  vm::powF32Array(powInPlace.data(), ys.data(), powInPlace.data(),
                  int64_t(xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) {
    ASSERT_EQ(bitsOf(powOut[i]), bitsOf(vm::powF32(xs[i], ys[i])))
        << xs[i] << " ^ " << ys[i];
    ASSERT_EQ(bitsOf(powInPlace[i]), bitsOf(powOut[i]));
  }
  // Blocks of ordinary elements only (positive finite bases, finite
  // powers) take powF32Array's path without special cases; a length that
  // is no multiple of its block, in place on either operand.
  std::uniform_real_distribution<float> base(0.0f, 1000.0f), power(-30, 30);
  std::vector<float> bases(5000), powers(5000);
  for (size_t i = 0; i < bases.size(); ++i) {
    bases[i] = i % 97 ? base(rng) : FLT_TRUE_MIN * float(i);
    powers[i] = i % 5 ? power(rng) : std::nearbyint(power(rng));
  }
  bases[1] = 1.0f;
  powers[2] = 0.0f;
  std::vector<float> ordinaryOut(bases.size()), onBases = bases,
                                                onPowers = powers;
  int64_t count = int64_t(bases.size());
  vm::powF32Array(bases.data(), powers.data(), ordinaryOut.data(), count);
  vm::powF32Array(onBases.data(), powers.data(), onBases.data(), count);
  vm::powF32Array(bases.data(), onPowers.data(), onPowers.data(), count);
  for (size_t i = 0; i < bases.size(); ++i) {
    ASSERT_EQ(bitsOf(ordinaryOut[i]), bitsOf(vm::powF32(bases[i], powers[i])))
        << bases[i] << " ^ " << powers[i];
    ASSERT_EQ(bitsOf(onBases[i]), bitsOf(ordinaryOut[i]));
    ASSERT_EQ(bitsOf(onPowers[i]), bitsOf(ordinaryOut[i]));
  }
  // Also where the exp family's results are neither 0, 1 nor inf.
  std::vector<float> moderate = inputs(4096, 100);
  xs.insert(xs.end(), moderate.begin(), moderate.end());
  for (auto [scalar, array] : forms) {
    std::vector<float> out(xs.size()), inPlace = xs;
    array(xs.data(), out.data(), int64_t(xs.size()));
    array(inPlace.data(), inPlace.data(), int64_t(inPlace.size()));
    for (size_t i = 0; i < xs.size(); ++i) {
      ASSERT_EQ(bitsOf(out[i]), bitsOf(scalar(xs[i]))) << xs[i];
      ASSERT_EQ(bitsOf(inPlace[i]), bitsOf(out[i])) << xs[i];
    }
  }
}

using Scalar = float (*)(float);
using ArrayForm = void (*)(const float *, float *, int64_t);

/// The unary functions with an AVX-512 form: scalar form, array form and
/// the portable array form (what machines without AVX-512 run).
struct UnaryForms {
  const char *name;
  Scalar scalar;
  ArrayForm array, portable;
};
const UnaryForms kCheckedForms[] = {
    {"exp", vm::expF32, vm::expF32Array, vm::expF32ArrayPortable},
    {"expm1", vm::expm1F32, vm::expm1F32Array, vm::expm1F32ArrayPortable},
    {"logistic", vm::logisticF32, vm::logisticF32Array,
     vm::logisticF32ArrayPortable},
    {"tanh", vm::tanhF32, vm::tanhF32Array, vm::tanhF32ArrayPortable},
    {"log", vm::logF32, vm::logF32Array, vm::logF32ArrayPortable}};

/// Counts the elements of `xs` whose array form (and portable array form,
/// in place) differ from the scalar form, printing the first few.
int64_t countDifferences(const UnaryForms &f, const std::vector<float> &xs) {
  std::vector<float> out(xs.size()), portable = xs;
  f.array(xs.data(), out.data(), int64_t(xs.size()));
  f.portable(portable.data(), portable.data(), int64_t(xs.size()));
  int64_t differ = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    uint32_t want = bitsOf(f.scalar(xs[i]));
    if (bitsOf(out[i]) == want && bitsOf(portable[i]) == want)
      continue;
    if (++differ <= 5)
      std::printf("%s(%a): array %a, portable %a, scalar %a\n", f.name,
                  double(xs[i]), double(out[i]), double(portable[i]),
                  double(fromBits(want)));
  }
  return differ;
}

/// The AVX-512 forms (on machines that have it; elsewhere the portable
/// forms twice) equal the scalar forms on every float of a few ranges of
/// 2^22 consecutive floats (near 0 and 1, both signs, where the results'
/// rounding midpoints are closest to the cores' values in the largest
/// numbers), at the overflow and underflow edges, and where tanh and
/// expm1 reach +-1 (around 9 and -17; expm1's float core keeps -1 there
/// when the rest is below a quarter ulp).
TEST_F(VectorMathTest, ArrayFormsEqualScalarFormsOnFloatRanges) {
  const float centers[] = {1.0f,  -1.0f,   0x1p-20f, -0x1p-20f, 0.5f,
                           3.0f,  -3.0f,   88.0f,    -87.0f,    -103.0f,
                           9.0f,  -17.0f,  20.0f,    1e20f,     1e-30f};
  for (const UnaryForms &f : kCheckedForms) {
    int64_t total = 0, differ = 0;
    for (float center : centers) {
      std::vector<float> xs;
      int32_t c = int32_t(bitsOf(std::fabs(center)));
      for (int32_t k = -(1 << 21); k < (1 << 21); ++k) {
        float x = fromBits(uint32_t(c + k));
        xs.push_back(center < 0 ? -x : x);
      }
      total += int64_t(xs.size());
      differ += countDifferences(f, xs);
    }
    EXPECT_EQ(differ, 0) << f.name;
    std::printf("%s: %lld floats, %lld differ from the scalar form\n",
                f.name, (long long)total, (long long)differ);
  }
}

/// Whether `ours` is one of the two floats around the exact value `want`
/// (within 1 ULP, the rounding faithful).
bool faithful(float ours, long double want) {
  if (static_cast<long double>(ours) == want)
    return true;
  float toward = std::nextafter(ours, want < ours ? -INFINITY : INFINITY);
  return want < ours ? static_cast<long double>(toward) < want
                     : want < static_cast<long double>(toward);
}

/// The floats around every edge of tanh's float form: 128 either side of
/// each interval start (1/2, then 2^(e - 3) steps up to 7.5), of the clamp
/// 9.02 and of the first float that gives 1, and every 1021st float of
/// [2^-125, 32] (both signs): the AVX-512 and portable forms against the
/// scalar form, and every one faithful against tanhl.
TEST_F(VectorMathTest, TanhFormsAgreeAndAreFaithfulAtEveryIntervalEdge) {
  std::vector<float> xs;
  std::vector<uint32_t> centers;
  for (uint32_t i = 0; i <= 32; ++i)
    centers.push_back(0x3F000000u + (i << 20));
  centers.push_back(bitsOf(9.02f));
  centers.push_back(bitsOf(9.010913f));
  for (uint32_t c : centers)
    for (int32_t k = -128; k < 128; ++k)
      xs.push_back(fromBits(uint32_t(int32_t(c) + k)));
  for (uint32_t u = 0x01000000u; u <= 0x42000000u; u += 1021)
    xs.push_back(fromBits(u));
  size_t positive = xs.size();
  for (size_t i = 0; i < positive; ++i)
    xs.push_back(-xs[i]);
  const UnaryForms &tanhForms = kCheckedForms[3];
  ASSERT_EQ(tanhForms.array, &vm::tanhF32Array);
  EXPECT_EQ(countDifferences(tanhForms, xs), 0);
  int64_t beyond = 0;
  for (float x : xs) {
    float ours = vm::tanhF32(x);
    if (!faithful(ours, tanhl(x)) && ++beyond <= 5)
      std::printf("tanh(%a) = %a, exact %La\n", double(x), double(ours),
                  tanhl(x));
  }
  EXPECT_EQ(beyond, 0);
}

/// Every float of [1/4, 2) (tanh's small branch where its correction is
/// largest, and the large branch's first 16 intervals, where the result
/// is least above 1/2) and every 8th of [2, 9.1): faithful against tanhl,
/// which is itself within a long double ULP or two. c1 of interval 5
/// made 8 float ULPs larger breaks it on 945 floats.
TEST_F(VectorMathTest, TanhIsFaithfulWhereItsFitsErrMost) {
  int64_t total = 0, bad = 0;
  auto run = [&](uint32_t begin, uint32_t end, uint32_t step) {
    for (uint32_t u = begin; u < end; u += step) {
      float x = fromBits(u);
      ++total;
      if (!faithful(vm::tanhF32(x), tanhl(x)) && ++bad <= 5)
        std::printf("tanh(%a) = %a, exact %La\n", double(x),
                    double(vm::tanhF32(x)), tanhl(x));
    }
  };
  run(bitsOf(0.25f), bitsOf(2.0f), 1);
  run(bitsOf(2.0f), bitsOf(9.1f), 8);
  EXPECT_EQ(bad, 0);
  std::printf("tanh: %lld floats, %lld beyond 1 ULP\n", (long long)total,
              (long long)bad);
}

/// Exhaustive: tanh of every non-negative float and expm1 of every float
/// (NaNs aside) faithful against tanhl and expm1l, counting the correctly
/// rounded ones. About six minutes; run with
/// --gtest_also_run_disabled_tests --gtest_filter='*FaithfulOnEveryFloat*'.
/// docs/performance.md records the result.
TEST_F(VectorMathTest, DISABLED_TanhAndExpm1AreFaithfulOnEveryFloat) {
  struct Case {
    const char *name;
    float (*ours)(float);
    long double (*exact)(long double);
    uint64_t end; // bit patterns [0, end) (tanh is odd: the positive half)
  };
  const Case cases[] = {{"tanh", vm::tanhF32, tanhl, 0x7F800001u},
                        {"expm1", vm::expm1F32, expm1l, uint64_t(1) << 32}};
  for (const Case &c : cases) {
    int64_t bad = 0, exact = 0, total = 0;
    for (uint64_t u = 0; u < c.end; ++u) {
      float x = fromBits(uint32_t(u));
      if (std::isnan(x))
        continue;
      float ours = c.ours(x);
      long double want = c.exact(x);
      ++total;
      exact += bitsOf(ours) == bitsOf(float(want));
      if (!faithful(ours, want) && ++bad <= 5)
        std::printf("%s(%a) = %a, exact %La\n", c.name, double(x), double(ours),
                    want);
    }
    EXPECT_EQ(bad, 0) << c.name;
    std::printf("%s, every float: %lld, %lld correctly rounded, %lld beyond "
                "1 ULP\n",
                c.name, (long long)total, (long long)exact, (long long)bad);
  }
}

/// expm1's float form where its branches meet and at its clamps: the
/// AVX-512 and portable forms against the scalar form on 2^12 floats
/// either side of +-1/4, -17.33 and -18 (the result reaches -1, the
/// clamp), 80 (exp takes over) and 88.72 (overflow); and faithful against
/// expm1l on every float with |x| in [3/16, 3/8) (the series' largest
/// correction, the reduction's first intervals) and every 509th of [-20,
/// 90].
TEST_F(VectorMathTest, Expm1FormsAgreeAndAreFaithfulWhereItsBranchesMeet) {
  const UnaryForms &expm1Forms = kCheckedForms[1];
  ASSERT_EQ(expm1Forms.array, &vm::expm1F32Array);
  std::vector<float> xs;
  for (float center : {0.25f, -0.25f, -17.33f, -18.0f, 80.0f, 88.72f}) {
    int32_t c = int32_t(bitsOf(std::fabs(center)));
    for (int32_t k = -(1 << 12); k < (1 << 12); ++k) {
      float x = fromBits(uint32_t(c + k));
      xs.push_back(center < 0 ? -x : x);
    }
  }
  EXPECT_EQ(countDifferences(expm1Forms, xs), 0);
  int64_t total = 0, bad = 0;
  auto check = [&](float x) {
    ++total;
    float ours = vm::expm1F32(x);
    if (!faithful(ours, expm1l(x)) && ++bad <= 5)
      std::printf("expm1(%a) = %a, exact %La\n", double(x), double(ours),
                  expm1l(x));
  };
  for (uint32_t sign : {0u, 0x80000000u})
    for (uint32_t u = bitsOf(0.1875f); u < bitsOf(0.375f); ++u)
      check(fromBits(u | sign));
  for (float x : xs)
    check(x);
  for (uint32_t u = 0; u < bitsOf(20.0f); u += 509)
    check(-fromBits(u));
  for (uint32_t u = 0; u < bitsOf(90.0f); u += 509)
    check(fromBits(u));
  EXPECT_EQ(bad, 0);
  std::printf("expm1: %lld floats, %lld beyond 1 ULP\n", (long long)total,
              (long long)bad);
}

/// Exhaustive: every f32 bit pattern (2^32) through each AVX-512 array
/// form (and the portable one) against the scalar form. Several minutes;
/// run with --gtest_also_run_disabled_tests
/// --gtest_filter='*EveryFloat*'. docs/performance.md records the result.
TEST_F(VectorMathTest, DISABLED_ArrayFormsEqualScalarFormsOnEveryFloat) {
  constexpr uint64_t kChunk = 1 << 22;
  std::vector<float> xs(kChunk);
  for (const UnaryForms &f : kCheckedForms) {
    int64_t differ = 0;
    for (uint64_t begin = 0; begin < (uint64_t(1) << 32); begin += kChunk) {
      for (uint64_t i = 0; i < kChunk; ++i)
        xs[i] = fromBits(uint32_t(begin + i));
      differ += countDifferences(f, xs);
    }
    EXPECT_EQ(differ, 0) << f.name;
    std::printf("%s, every float: %lld differ from the scalar form\n",
                f.name, (long long)differ);
  }
}

/// power's AVX-512 form against its scalar form on pairs drawn as the
/// benchmark draws them (bases in (0, 4), powers in [-1, 1)), with y log x
/// over [-110, 110] (both margins; results from the subnormals to
/// overflow), bases near 1, random bits of both, and integer powers of
/// negative bases: `count` pairs of each kind; the portable form and the
/// AVX-512 form in place on y too.
void checkPowerForms(std::mt19937_64 &rng, int64_t count) {
  std::vector<float> xs, ys;
  std::uniform_real_distribution<double> base(0.0, 4.0), unit(-1.0, 1.0),
      exponent(-110.0, 110.0), nearOne(-0x1p-7, 0x1p-7);
  std::uniform_int_distribution<int> integer(-40, 40);
  for (int64_t i = 0; i < count; ++i) {
    float x = float(base(rng));
    xs.push_back(x > 0 ? x : 1.0f);
    ys.push_back(float(unit(rng)));
    float wide = randomBits(rng, 1, 0x7F7FFFFFu);
    if (wide != 1.0f) {
      xs.push_back(wide);
      ys.push_back(float(exponent(rng) / std::log(double(wide))));
    }
    float close = float(1.0 + nearOne(rng));
    if (close != 1.0f) {
      xs.push_back(close);
      ys.push_back(float(exponent(rng) / std::log(double(close))));
    }
    xs.push_back(fromBits(uint32_t(rng())));
    ys.push_back(fromBits(uint32_t(rng())));
    xs.push_back(-randomBits(rng, 0x3E800000u, 0x40800000u));
    ys.push_back(float(integer(rng)));
  }
  std::vector<float> out(xs.size()), portable(xs.size()), inPlace = ys;
  int64_t n = int64_t(xs.size());
  vm::powF32Array(xs.data(), ys.data(), out.data(), n);
  vm::powF32Array(xs.data(), inPlace.data(), inPlace.data(), n);
  vm::powF32ArrayPortable(xs.data(), ys.data(), portable.data(), n);
  int64_t differ = 0;
  for (size_t i = 0; i < xs.size(); ++i) {
    uint32_t want = bitsOf(vm::powF32(xs[i], ys[i]));
    if (bitsOf(out[i]) == want && bitsOf(portable[i]) == want &&
        bitsOf(inPlace[i]) == want)
      continue;
    if (++differ <= 5)
      std::printf("pow(%a, %a): array %a, portable %a, scalar %a\n",
                  double(xs[i]), double(ys[i]), double(out[i]),
                  double(portable[i]), double(fromBits(want)));
  }
  EXPECT_EQ(differ, 0);
  std::printf("pow: %zu pairs, %lld differ from the scalar form\n",
              xs.size(), (long long)differ);
}

TEST_F(VectorMathTest, PowerArrayFormEqualsScalarForm) {
  checkPowerForms(rng, 400000);
}

/// The same with 2 x 10^8 draws of each kind (about 10^9 pairs; several
/// minutes). docs/performance.md records the result.
TEST_F(VectorMathTest, DISABLED_PowerArrayFormEqualsScalarFormMany) {
  for (int round = 0; round < 200; ++round)
    checkPowerForms(rng, 1000000);
}

} // namespace
