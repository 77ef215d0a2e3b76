//===- Sampler.h - Concrete values for loaded OpiDiff tests -----*- C++ -*-===//
//
// The sampler turns a loaded test (TestSpec, Spec.h) into a TestCase with
// concrete Values. It is deterministic: a test's values depend only on the
// seed and the test's id (a compare pair's pairId, so both sides get the same
// inputs), never on the other tests or their order. The generator and its
// transforms are written out here (and in docs/opidiff-format.md) so another
// implementation can reproduce a suite bit for bit.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_SAMPLER_H
#define SHLO_OPIDIFF_SAMPLER_H

#include "opidiff/Model.h"
#include "opidiff/Spec.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// SplitMix64: `next()` adds 0x9E3779B97F4A7C15 to the state and returns
/// mix64 of the new state. Every transform below is defined on `next()`.
class Rng {
public:
  explicit Rng(uint64_t state) : state(state) {}
  /// The generator of one test: state = mix64(seed) ^ fnv1a64(key).
  static Rng forKey(uint64_t seed, const std::string &key);

  /// The next 64 random bits.
  uint64_t next();
  /// (next() >> 11) * 2^-53, in [0, 1).
  double uniform01();
  /// lo + (hi - lo) * (next() >> 11) / (2^53 - 1), in [lo, hi] (both ends
  /// reachable).
  double uniform(double lo, double hi);
  /// Box-Muller from two draws, u1 = ((next() >> 11) + 1) * 2^-53 in (0, 1]
  /// then u2 = uniform01(): mean + std * sqrt(-2 ln u1) * cos(2 pi u2).
  double normal(double mean, double std);
  /// Uniform integer in [lo, hi] (inclusive): span = hi - lo + 1; draws
  /// next() until it is >= 2^64 mod span, then lo + draw mod span.
  int64_t randint(int64_t lo, int64_t hi);
  /// uniform01() < p.
  bool bernoulli(double p);

private:
  uint64_t state;
};

/// The SplitMix64 finalizer.
uint64_t mix64(uint64_t z);
/// 64-bit FNV-1a of the bytes of `s`.
uint64_t fnv1a64(const std::string &s);

/// IEEE binary16 bits of `x`, rounded to nearest, ties to even (overflow
/// gives infinity, NaN a quiet NaN).
uint16_t toFloat16Bits(double x);
/// bfloat16 bits of `x`, rounded to nearest, ties to even.
uint16_t toBFloat16Bits(double x);
/// The value of binary16 bits.
double float16BitsToDouble(uint16_t bits);
/// The value of bfloat16 bits.
double bfloat16BitsToDouble(uint16_t bits);

/// Samples one node, drawing from `rng` in the node's order (depth first).
llvm::Expected<Value> sampleNode(const Node &node, Rng &rng);

/// Samples a test: inputs in order, then kwargs in YAML order, then `out`,
/// then the module's constructor args and kwargs, all from
/// Rng::forKey(seed, pairId if set else id).
llvm::Expected<TestCase> sampleTest(const Suite &suite, const TestSpec &test,
                                    uint64_t seed);

/// Samples every test of a suite, in suite order.
llvm::Expected<std::vector<TestCase>> sampleSuite(const Suite &suite,
                                                  uint64_t seed);

//===----------------------------------------------------------------------===//
// What sampling a loaded node needs: the loader checks these before a test
// is accepted (LoadLimits)
//===----------------------------------------------------------------------===//

/// What is wrong with a tensor-like or scalar node's sampling parameters:
/// a non-finite `low`, `high`, `mean` or `std`, a float range whose width
/// is not finite, or (integer dtypes) `low`/`high` outside the dtype's
/// range. Returns the field's name and the message, or nullopt.
std::optional<std::pair<std::string, std::string>>
checkSamplingBounds(const Node &node);

/// What sampling a node costs, in bytes: each tensor's data plus
/// kSampledValueOverhead per value made (a list of n counts n times its
/// element). Saturates at INT64_MAX.
int64_t estimateSampleBytes(const NodePtr &node);
/// The same for a whole test (inputs, kwargs, out, module arguments).
int64_t estimateSampleBytes(const TestSpec &test);
/// Bytes charged per sampled value for its bookkeeping (the Value, its torch
/// tensor and its MLIR constant).
constexpr int64_t kSampledValueOverhead = 1024;

/// a + b for sizes >= 0, INT64_MAX when it would overflow.
inline int64_t saturatingAdd(int64_t a, int64_t b) {
  constexpr int64_t max = std::numeric_limits<int64_t>::max();
  return a > max - b ? max : a + b;
}
/// a * b for sizes (0 when either is <= 0), INT64_MAX when it would
/// overflow.
inline int64_t saturatingMul(int64_t a, int64_t b) {
  constexpr int64_t max = std::numeric_limits<int64_t>::max();
  if (a <= 0 || b <= 0)
    return 0;
  return a > max / b ? max : a * b;
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_SAMPLER_H
