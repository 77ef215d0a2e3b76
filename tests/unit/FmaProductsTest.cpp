//===- FmaProductsTest.cpp - fused multiply-add products, every path ------===//
//
// ExecutionSettings::fmaProducts: f32 and f64 dot_general and convolution
// add each product with one fused multiply-add, in k order, on every path
// (the packed kernels of every set the CPU runs, the typed loops, the
// Element path) and on any thread count; narrower floats and integers are
// unchanged. The expected values of the dots come from loops written here
// with std::fma and with a rounded multiply then an add.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Gemm.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Ops.h"
#include "interpreter/Settings.h"
#include "tests/unit/ConvConfigs.h"
#include "tests/unit/NaiveProduct.h"
#include "tests/unit/TypeText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <array>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>

using namespace mlir;
using namespace mlir::shlo;

namespace {
class FmaProductsTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{2026};

  Tensor fill(Type type, ArrayRef<int64_t> shape) {
    std::uniform_real_distribution<double> uniform(-2.0, 2.0);
    std::uniform_int_distribution<int64_t> integer(-1000, 1000);
    Tensor t(RankedTensorType::get(shape, type));
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      t.setLinear(i, isa<FloatType>(type)
                         ? Element::fromDouble(type, uniform(rng))
                         : Element::fromInt(type, integer(rng)));
    return t;
  }
};

/// Runs fn(where, threads) with every kernel set the CPU runs forced, on
/// 1, 2 and 7 threads; `where` names the set and the thread count.
void onEveryKernelSet(
    const std::function<void(const std::string &, int)> &fn) {
  for (gemm::KernelSet set : gemm::runnableKernelSets())
    for (int threads : {1, 2, 7}) {
      gemm::ScopedKernels kernels(set);
      fn(std::string(", ") + gemm::kernelSetName(set) + " kernels, " +
             std::to_string(threads) + " threads",
         threads);
    }
}

ExecutionSettings settings(bool typed, int threads, bool fma) {
  ExecutionSettings s;
  s.typedKernels = typed;
  s.threads = threads;
  s.fmaProducts = fma;
  return s;
}

struct DotCase {
  std::string name;
  SmallVector<int64_t> lhs, rhs, lb, rb, lc, rc, result;
  std::function<int64_t(int64_t, int64_t, int64_t)> lhsAt, rhsAt;
};

/// Products that take each path of dot_general: the packed kernels (A and
/// B packed, A read in place, B read in place, a batch), the row loop
/// (small products and n < 4) and the element loop (rhs columns not
/// contiguous).
std::vector<DotCase> dotCases() {
  return {
      {"packed, row-major 37x300x1100", {37, 300}, {300, 1100}, {}, {}, {1},
       {0}, {37, 1100},
       [](int64_t, int64_t i, int64_t kk) { return i * 300 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 1100 + j; }},
      {"packed, lhs contracting dimension 0", {300, 200}, {300, 70}, {}, {},
       {0}, {0}, {200, 70},
       [](int64_t, int64_t i, int64_t kk) { return kk * 200 + i; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 70 + j; }},
      {"packed, one row strip (B read in place)", {5, 600}, {600, 333}, {}, {},
       {1}, {0}, {5, 333},
       [](int64_t, int64_t i, int64_t kk) { return i * 600 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 333 + j; }},
      {"packed, batch of 2-row products", {3, 2, 64}, {3, 64, 700}, {0}, {0},
       {2}, {1}, {3, 2, 700},
       [](int64_t bt, int64_t i, int64_t kk) { return bt * 128 + i * 64 + kk; },
       [](int64_t bt, int64_t kk, int64_t j) {
         return bt * 64 * 700 + kk * 700 + j;
       }},
      {"row loop, 7x9x5", {7, 9}, {9, 5}, {}, {}, {1}, {0}, {7, 5},
       [](int64_t, int64_t i, int64_t kk) { return i * 9 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 5 + j; }},
      // 30 columns: whole vectors of gemm::fusedAxpy and a tail.
      {"row loop, 3x20x30", {3, 20}, {20, 30}, {}, {}, {1}, {0}, {3, 30},
       [](int64_t, int64_t i, int64_t kk) { return i * 20 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 30 + j; }},
      {"row loop, n = 2, k = 500", {40, 500}, {500, 2}, {}, {}, {1}, {0},
       {40, 2}, [](int64_t, int64_t i, int64_t kk) { return i * 500 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return kk * 2 + j; }},
      {"element loop, rhs contracting dimension 1", {6, 40}, {3, 40}, {}, {},
       {1}, {1}, {6, 3},
       [](int64_t, int64_t i, int64_t kk) { return i * 40 + kk; },
       [](int64_t, int64_t kk, int64_t j) { return j * 40 + kk; }},
  };
}

TEST_F(FmaProductsTest, DotGeneralEqualsAFusedLoopOnEveryPath) {
  // Each case, f32 and f64: with fmaProducts, every kernel set on 1, 2 and
  // 7 threads and the Element path give the fused loop's bits; without it,
  // the rounded loop's. The two loops differ on some elements of every
  // case (else the case could not tell them apart).
  for (Type type : {Type(b.getF32Type()), Type(b.getF64Type())}) {
    auto run = [&](auto tag) {
      using T = decltype(tag);
      for (const DotCase &c : dotCases()) {
        Tensor lhs = fill(type, c.lhs), rhs = fill(type, c.rhs);
        int64_t batches = c.lb.empty() ? 1 : c.lhs[size_t(c.lb[0])];
        int64_t k = c.lhs[size_t(c.lc[0])];
        int64_t m = c.result[c.result.size() - 2], n = c.result.back();
        std::vector<T> fused = naiveProduct(lhs.data<T>(), rhs.data<T>(),
                                            batches, m, n, k, c.lhsAt,
                                            c.rhsAt, true);
        std::vector<T> rounded = naiveProduct(lhs.data<T>(), rhs.data<T>(),
                                              batches, m, n, k, c.lhsAt,
                                              c.rhsAt);
        size_t bytes = fused.size() * sizeof(T);
        ASSERT_NE(std::memcmp(fused.data(), rounded.data(), bytes), 0)
            << c.name << ": the fused and rounded sums do not differ";
        auto resultType = RankedTensorType::get(c.result, type);
        auto dot = [&] {
          return llvm::cantFail(evalDotGeneralOp(lhs, rhs, c.lb, c.rb, c.lc,
                                                 c.rc, resultType));
        };
        std::string what = c.name + " " + typeText(type);
        onEveryKernelSet([&](const std::string &where, int threads) {
          for (bool fma : {true, false}) {
            ScopedExecutionSettings s(settings(true, threads, fma));
            Tensor r = dot();
            EXPECT_EQ(std::memcmp(r.rawData(),
                                  (fma ? fused : rounded).data(), bytes),
                      0)
                << what << where << (fma ? ", fused" : ", rounded");
          }
        });
        // The Element path (APFloat, slow) on the smaller products.
        for (bool fma : {true, false}) {
          if (m * n * k * batches > 500000)
            break;
          ScopedExecutionSettings elementPath(settings(false, 1, fma));
          Tensor r = dot();
          EXPECT_EQ(std::memcmp(r.rawData(),
                                (fma ? fused : rounded).data(), bytes),
                    0)
              << what << ", Element path, " << (fma ? "fused" : "rounded");
        }
      }
    };
    if (type.isF32())
      run(float{});
    else
      run(double{});
  }
}

TEST_F(FmaProductsTest, SpecialValuesOnEveryPath) {
  // Operands mixing random values with NaN, infinities, signed zeros,
  // subnormals and values whose products overflow or underflow, plus a row
  // and a column of signed zeros and subnormals only: with fmaProducts,
  // every kernel set on 1, 2 and 7 threads (100 x 300 x 75: the packed
  // kernels) and the row loop and Element path (7 x 300 x 5) give the
  // fused loop's bits, NaNs only needing to be NaNs (IEEE 754 leaves the
  // payload of a NaN made from NaN operands open).
  auto run = [&](auto tag) {
    using T = decltype(tag);
    using Limits = std::numeric_limits<T>;
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type())
                                         : Type(b.getF64Type());
    const T specials[] = {Limits::quiet_NaN(),   Limits::infinity(),
                          -Limits::infinity(),   T(0),
                          -T(0),                 Limits::denorm_min(),
                          -Limits::denorm_min(), Limits::min() / T(3),
                          Limits::max() / T(2),  -Limits::max() / T(2),
                          std::sqrt(Limits::max()), std::sqrt(Limits::min()),
                          T(1),                  T(-1)};
    std::uniform_real_distribution<double> uniform(-2.0, 2.0);
    auto special = [&](ArrayRef<int64_t> shape) {
      Tensor t(RankedTensorType::get(shape, type));
      for (int64_t i = 0; i < t.getNumElements(); ++i)
        t.data<T>()[i] = rng() % 100 < 15 ? specials[rng() % std::size(specials)]
                                          : T(uniform(rng));
      return t;
    };
    auto sameBits = [&](const Tensor &r, const std::vector<T> &want,
                        const std::string &where) {
      for (size_t i = 0; i < want.size(); ++i) {
        T got = r.data<T>()[i];
        if (std::isnan(want[i])) {
          ASSERT_TRUE(std::isnan(got)) << where << " at " << i;
        } else {
          ASSERT_EQ(std::memcmp(&got, &want[i], sizeof(T)), 0)
              << where << " at " << i << ": " << got << " vs " << want[i];
        }
      }
    };
    for (std::array<int64_t, 3> dims :
         {std::array<int64_t, 3>{100, 300, 75}, {7, 300, 5}}) {
      // Plain variables: the lambdas below capture them.
      int64_t m = dims[0], k = dims[1], n = dims[2];
      Tensor lhs = special({m, k}), rhs = special({k, n});
      for (int64_t kk = 0; kk < k; ++kk) {
        lhs.data<T>()[(m / 2) * k + kk] = kk % 2 ? -T(0) : -Limits::denorm_min();
        rhs.data<T>()[kk * n + n / 2] = kk % 3 ? Limits::min() : -T(0);
      }
      std::vector<T> fused =
          rowMajorProduct(lhs.data<T>(), rhs.data<T>(), m, k, n, true);
      auto resultType = RankedTensorType::get({m, n}, type);
      auto dot = [&] {
        return llvm::cantFail(
            evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, resultType));
      };
      std::string what = typeText(type) + " " + std::to_string(m) + "x" +
                         std::to_string(k) + "x" + std::to_string(n);
      onEveryKernelSet([&](const std::string &where, int threads) {
        ScopedExecutionSettings s(settings(true, threads, true));
        sameBits(dot(), fused, what + where);
      });
      if (m * n * k <= 500000) {
        ScopedExecutionSettings s(settings(false, 1, true));
        sameBits(dot(), fused, what + ", Element path");
      }
    }
  };
  run(float{});
  run(double{});
}

TEST_F(FmaProductsTest, ConvolutionPathsEqualTheFusedElementPath) {
  // f32 and f64 convolutions through the packed kernels (a dense 3 x 3
  // one), the feature-row loop (depthwise: one output feature per group;
  // two groups of 10 features) and the window walk (batch_group_count 2): with fmaProducts, every
  // kernel set on 1, 2 and 7 threads equals the Element path, whose fused
  // sums (APFloat's fusedMultiplyAdd) differ from its rounded ones.
  for (Type type : {Type(b.getF32Type()), Type(b.getF64Type())}) {
    struct ConvCase {
      std::string name;
      SmallVector<int64_t> image, kernel, result;
      ConvConfig config;
    };
    ConvConfig depthwise = nhwcHwioConfig(1);
    depthwise.featureGroups = 8;
    ConvConfig twoGroups = nhwcHwioConfig(1);
    twoGroups.featureGroups = 2;
    ConvConfig batchGroups = nhwcHwioConfig(1);
    batchGroups.batchGroups = 2;
    std::vector<ConvCase> cases = {
        {"packed 3x3", {2, 9, 11, 12}, {3, 3, 12, 20}, {2, 9, 11, 20},
         nhwcHwioConfig(1)},
        {"depthwise", {1, 9, 11, 8}, {3, 3, 1, 8}, {1, 9, 11, 8}, depthwise},
        // Too little work for the packed kernels: the feature-row loop,
        // 10 output features a group in a row (gemm::fusedAxpy: whole
        // vectors and a tail).
        {"two groups of 10 features", {1, 2, 2, 4}, {3, 3, 2, 20},
         {1, 2, 2, 20}, twoGroups},
        {"batch groups", {2, 6, 5, 3}, {3, 3, 3, 4}, {1, 6, 5, 4},
         batchGroups},
    };
    for (const ConvCase &c : cases) {
      Tensor image = fill(type, c.image), kernel = fill(type, c.kernel);
      auto resultType = RankedTensorType::get(c.result, type);
      auto conv = [&] {
        return evalConvolutionOp(image, kernel, c.config, resultType);
      };
      std::string what = c.name + " " + typeText(type);
      Tensor fused = [&] {
        ScopedExecutionSettings s(settings(false, 1, true));
        return conv();
      }();
      Tensor rounded = [&] {
        ScopedExecutionSettings s(settings(false, 1, false));
        return conv();
      }();
      size_t bytes = size_t(fused.getSizeInBytes());
      ASSERT_NE(std::memcmp(fused.rawData(), rounded.rawData(), bytes), 0)
          << what << ": the fused and rounded sums do not differ";
      onEveryKernelSet([&](const std::string &where, int threads) {
        for (bool fma : {true, false}) {
          ScopedExecutionSettings s(settings(true, threads, fma));
          Tensor r = conv();
          EXPECT_EQ(std::memcmp(r.rawData(),
                                (fma ? fused : rounded).rawData(), bytes),
                    0)
              << what << where << (fma ? ", fused" : ", rounded");
        }
      });
    }
  }
}

TEST_F(FmaProductsTest, OtherTypesIgnoreTheSetting) {
  // f16 and bf16 (summed in f32, sharing the f32 kernels) and integers:
  // the same bytes with fmaProducts as without, on the packed kernels and
  // the loops (13 x 260 x 40 is above gemmMinimumWork), typed and Element.
  for (Type type : {Type(b.getF16Type()), Type(b.getBF16Type()),
                    Type(b.getIntegerType(32))}) {
    Tensor big = fill(type, {13, 260}), bigRhs = fill(type, {260, 40});
    Tensor small = fill(type, {7, 9}), smallRhs = fill(type, {9, 5});
    Tensor image = fill(type, {1, 9, 11, 12});
    Tensor kernel = fill(type, {3, 3, 12, 20});
    auto all = [&] {
      return SmallVector<Tensor>{
          llvm::cantFail(evalDotGeneralOp(
              big, bigRhs, {}, {}, {1}, {0},
              RankedTensorType::get({13, 40}, type))),
          llvm::cantFail(evalDotGeneralOp(small, smallRhs, {}, {}, {1}, {0},
                                          RankedTensorType::get({7, 5}, type))),
          evalConvolutionOp(image, kernel, nhwcHwioConfig(1),
                            RankedTensorType::get({1, 9, 11, 20}, type))};
    };
    for (bool typed : {true, false}) {
      SmallVector<Tensor> rounded, fused;
      {
        ScopedExecutionSettings s(settings(typed, 2, false));
        rounded = all();
      }
      {
        ScopedExecutionSettings s(settings(typed, 2, true));
        fused = all();
      }
      for (size_t i = 0; i < rounded.size(); ++i)
        EXPECT_EQ(std::memcmp(rounded[i].rawData(), fused[i].rawData(),
                              size_t(rounded[i].getSizeInBytes())),
                  0)
            << typeText(type) << " result " << i
            << (typed ? ", typed" : ", Element path");
    }
  }
}
} // namespace
