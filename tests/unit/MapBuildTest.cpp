//===- MapBuildTest.cpp - the map loops' builds give the same bytes ------===//
//
// The typed map loops (interpreter/ElementwiseMap.h) are built three times
// on x86-64: baseline, AVX2 and AVX-512 (MapBuild), and the fused chains
// also run binary and compare kernels with one operand a scalar (a splat
// tile read once: mapRangeSplat). Every build the CPU runs and both splat
// positions must give the baseline loop's storage bytes, on random bits
// mixed with NaNs of both signs and several payloads, infinities, -0,
// subnormals and the integer extremes. The baseline loop itself is held to
// the Element path by TypedPathTest.
//
// The second half compiles fused chains whose binary ops read splats (a
// constant, a broadcast rank-0 input) on either side and runs them with
// the wide builds and without (ExecutionSettings::wideVectors) on 1, 2 and
// 7 threads, against op-by-op evaluation.
//
//===----------------------------------------------------------------------===//

#include "SameBytes.h"

#include "interpreter/ElementwiseMap.h"
#include "interpreter/Eval.h"
#include "interpreter/Fusion.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Kernels.h"
#include "interpreter/Settings.h"

#include "dialect/Dialects.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <cstring>
#include <memory>
#include <random>
#include <string>

using namespace mlir;
using namespace mlir::shlo;
using namespace mlir::shlo::kernels;

namespace {

constexpr MapBuild kBuilds[] = {MapBuild::Baseline, MapBuild::Avx2,
                                MapBuild::Avx512};
const char *const kBuildNames[] = {"baseline", "AVX2", "AVX-512"};

/// Bit patterns worth meeting, for a storage type of `bytes` bytes: NaNs
/// (quiet and signalling, both signs, payloads), infinities, zeros,
/// subnormals, one, the largest finite value; as integers they are
/// extremes and shift counts around the width.
std::vector<uint64_t> specialBits(size_t bytes, bool isBFloat) {
  switch (bytes) {
  case 2:
    if (isBFloat)
      return {0x7fc0, 0xffc0, 0x7f81, 0xffa5, 0x7f80, 0xff80, 0x8000, 0x0000,
              0x0001, 0x807f, 0x3f80, 0xbf80, 0x7f7f, 0x000f, 0x0010};
    return {0x7e00, 0xfe00, 0x7c01, 0xfd5a, 0x7c00, 0xfc00, 0x8000, 0x0000,
            0x0001, 0x83ff, 0x3c00, 0xbc00, 0x7bff, 0x000f, 0x0010};
  case 4:
    return {0x7fc00000, 0xffc00000, 0x7f800001, 0xff812345, 0x7f800000,
            0xff800000, 0x80000000, 0x00000000, 0x00000001, 0x807fffff,
            0x3f800000, 0xbf800000, 0x7f7fffff, 0x0000001f, 0x00000020};
  case 8:
    return {0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001,
            0xfff0000123456789, 0x7ff0000000000000, 0xfff0000000000000,
            0x8000000000000000, 0x0000000000000000, 0x0000000000000001,
            0x800fffffffffffff, 0x3ff0000000000000, 0xbff0000000000000,
            0x7fefffffffffffff, 0x000000000000003f, 0x0000000000000040};
  default:
    return {0x00, 0x80, 0x7f, 0xff, 0x01, 0x07, 0x08, 0x09};
  }
}

template <typename T> class Values {
public:
  /// `n` values: a quarter special patterns, some small integers, the rest
  /// random bits (bool: 0 or 1).
  Values(std::mt19937_64 &rng, size_t n) : data(new T[n]), n(n) {
    std::vector<uint64_t> specials =
        specialBits(sizeof(T), std::is_same_v<T, BFloat16>);
    for (size_t i = 0; i < n; ++i) {
      uint64_t bits = rng();
      if constexpr (std::is_same_v<T, bool>) {
        data[i] = bits & 1;
        continue;
      }
      if (bits % 4 == 0)
        bits = specials[(bits >> 8) % specials.size()];
      else if (bits % 4 == 1 && !isFloatStorage<T>)
        bits = uint64_t(int64_t((bits >> 8) % 80) - 8);
      std::memcpy(&data[i], &bits, sizeof(T));
    }
  }
  T *get() const { return data.get(); }
  T operator[](size_t i) const { return data[i]; }

private:
  std::unique_ptr<T[]> data;
  size_t n;
};

/// Expects `n` elements at `got` and `want` to have the same bytes.
template <typename R>
void expectSameElements(const R *got, const R *want, size_t n,
                        const std::string &what) {
  for (size_t i = 0; i < n; ++i)
    if (std::memcmp(&got[i], &want[i], sizeof(R)) != 0) {
      uint64_t g = 0, w = 0;
      std::memcpy(&g, &got[i], sizeof(R));
      std::memcpy(&w, &want[i], sizeof(R));
      ADD_FAILURE() << what << " at " << i << ": 0x" << std::hex << g
                    << " vs baseline 0x" << w;
      return;
    }
}

/// Not a multiple of any vector's lanes: the loops' tails run too.
constexpr size_t kCount = 1037;

/// Runs a two-operand kernel over random operands in every build the CPU
/// runs, with arrays and with either operand a splat, against the baseline
/// loop over arrays.
template <typename T, typename Kernel>
void checkBinary(const Kernel &kernel, const std::string &name,
                 std::mt19937_64 &rng) {
  if constexpr (Kernel::template hasTyped<T>) {
    using R = decltype(kernel.typed(std::declval<T>(), std::declval<T>()));
    Values<T> a(rng, kCount), b(rng, kCount);
    std::unique_ptr<R[]> want(new R[kCount]), got(new R[kCount]);
    mapRange(kernel, a.get(), b.get(), want.get(), 0, int64_t(kCount));
    for (auto [build, buildName] : llvm::zip_equal(kBuilds, kBuildNames)) {
      if (!cpuRunsMapBuild(build))
        continue;
      std::string what = name + " (" + buildName + ")";
      mapRangeIn(build, kernel, a.get(), b.get(), got.get(), 0,
                 int64_t(kCount));
      expectSameElements(got.get(), want.get(), kCount, what);
      // Splats: a few of b's values (specials among them) against a.
      for (size_t k = 0; k < 24; ++k) {
        T c = b[k];
        std::unique_ptr<T[]> filled(new T[kCount]);
        for (size_t i = 0; i < kCount; ++i)
          filled[i] = c;
        mapRange(kernel, filled.get(), a.get(), want.get(), 0,
                 int64_t(kCount));
        mapRangeSplatIn<true>(build, kernel, c, a.get(), got.get(), 0,
                              int64_t(kCount));
        expectSameElements(got.get(), want.get(), kCount,
                           what + ", splat lhs " + std::to_string(k));
        mapRange(kernel, a.get(), filled.get(), want.get(), 0,
                 int64_t(kCount));
        mapRangeSplatIn<false>(build, kernel, c, a.get(), got.get(), 0,
                               int64_t(kCount));
        expectSameElements(got.get(), want.get(), kCount,
                           what + ", splat rhs " + std::to_string(k));
      }
      mapRange(kernel, a.get(), b.get(), want.get(), 0, int64_t(kCount));
    }
  }
}

template <typename T, typename Kernel>
void checkUnary(const Kernel &kernel, const std::string &name,
                std::mt19937_64 &rng) {
  if constexpr (Kernel::template hasTyped<T>) {
    using R = decltype(kernel.typed(std::declval<T>()));
    Values<T> a(rng, kCount);
    std::unique_ptr<R[]> want(new R[kCount]), got(new R[kCount]);
    mapRange(kernel, a.get(), want.get(), 0, int64_t(kCount));
    for (auto [build, buildName] : llvm::zip_equal(kBuilds, kBuildNames)) {
      if (!cpuRunsMapBuild(build))
        continue;
      mapRangeIn(build, kernel, a.get(), got.get(), 0, int64_t(kCount));
      expectSameElements(got.get(), want.get(), kCount,
                         name + " (" + buildName + ")");
    }
  }
}

template <typename T> void checkAllKernels(const std::string &type) {
  std::mt19937_64 rng(512 + sizeof(T));
  checkBinary<T>(AddKernel(), "add " + type, rng);
  checkBinary<T>(SubtractKernel(), "subtract " + type, rng);
  checkBinary<T>(MulKernel(), "multiply " + type, rng);
  checkBinary<T>(MaxKernel(), "maximum " + type, rng);
  checkBinary<T>(MinKernel(), "minimum " + type, rng);
  checkBinary<T>(AndKernel(), "and " + type, rng);
  checkBinary<T>(OrKernel(), "or " + type, rng);
  checkBinary<T>(XorKernel(), "xor " + type, rng);
  checkBinary<T>(PowKernel(), "power " + type, rng);
  checkBinary<T>(Atan2Kernel(), "atan2 " + type, rng);
  checkBinary<T>(ShiftLeftKernel(), "shift_left " + type, rng);
  checkBinary<T>(ShiftRightArithmeticKernel(), "shift_right_a " + type, rng);
  checkBinary<T>(ShiftRightLogicalKernel(), "shift_right_l " + type, rng);
  // Integer divisors are checked before the kernels run: floats only.
  if constexpr (isFloatStorage<T>) {
    checkBinary<T>(DivKernel(), "divide " + type, rng);
    checkBinary<T>(RemKernel(), "remainder " + type, rng);
  }
  for (CompareKind kind : {CompareKind::Default, CompareKind::Float,
                           CompareKind::TotalOrder, CompareKind::Signed,
                           CompareKind::Unsigned}) {
    std::string suffix = " " + type + " kind " + std::to_string(int(kind));
    checkBinary<T>(CompareAtKernel<CompareDirection::EQ>{kind}, "EQ" + suffix,
                   rng);
    checkBinary<T>(CompareAtKernel<CompareDirection::NE>{kind}, "NE" + suffix,
                   rng);
    checkBinary<T>(CompareAtKernel<CompareDirection::GE>{kind}, "GE" + suffix,
                   rng);
    checkBinary<T>(CompareAtKernel<CompareDirection::GT>{kind}, "GT" + suffix,
                   rng);
    checkBinary<T>(CompareAtKernel<CompareDirection::LE>{kind}, "LE" + suffix,
                   rng);
    checkBinary<T>(CompareAtKernel<CompareDirection::LT>{kind}, "LT" + suffix,
                   rng);
  }
  checkUnary<T>(AbsKernel(), "abs " + type, rng);
  checkUnary<T>(NegKernel(), "negate " + type, rng);
  checkUnary<T>(NotKernel(), "not " + type, rng);
  checkUnary<T>(SignKernel(), "sign " + type, rng);
  checkUnary<T>(PopcntKernel(), "popcnt " + type, rng);
  checkUnary<T>(ClzKernel(), "clz " + type, rng);
  checkUnary<T>(IsFiniteKernel(), "is_finite " + type, rng);
  checkUnary<T>(DoubleKernel<floor, floorOf>(), "floor " + type, rng);
  checkUnary<T>(DoubleKernel<ceil, ceilOf>(), "ceil " + type, rng);
  checkUnary<T>(DoubleKernel<roundNearestAfz, roundAfzOf>(),
                "round_afz " + type, rng);
  checkUnary<T>(DoubleKernel<roundNearestEven, roundEvenOf>(),
                "round_even " + type, rng);
  checkUnary<T>(DoubleKernel<rsqrt, rsqrtOf>(), "rsqrt " + type, rng);
  checkUnary<T>(TanhVmKernel(), "tanh " + type, rng);
}

TEST(MapBuildTest, EveryBuildGivesTheBaselineBytes) {
  checkAllKernels<bool>("i1");
  checkAllKernels<int8_t>("i8");
  checkAllKernels<int16_t>("i16");
  checkAllKernels<int32_t>("i32");
  checkAllKernels<int64_t>("i64");
  checkAllKernels<uint8_t>("ui8");
  checkAllKernels<uint16_t>("ui16");
  checkAllKernels<uint32_t>("ui32");
  checkAllKernels<uint64_t>("ui64");
  checkAllKernels<Half>("f16");
  checkAllKernels<BFloat16>("bf16");
  checkAllKernels<float>("f32");
  checkAllKernels<double>("f64");
  if (!cpuRunsMapBuild(MapBuild::Avx512))
    GTEST_SKIP() << "this CPU has no AVX-512 (F, DQ, BW, VL): only the "
                    "baseline and AVX2 builds were compared";
}

//===----------------------------------------------------------------------===//
// Fused chains with splat operands
//===----------------------------------------------------------------------===//

class FusedSplatTest : public ::testing::Test {
protected:
  FusedSplatTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  Tensor randomTensor(RankedTensorType type) {
    Tensor t = Tensor::uninitialized(type);
    int64_t bytes = getStorageBytes(type.getElementType());
    bool isBool = type.getElementType().isInteger(1);
    std::vector<uint64_t> specials =
        specialBits(size_t(bytes), type.getElementType().isBF16());
    for (int64_t i = 0; i < t.getNumElements(); ++i) {
      uint64_t bits = rng();
      if (isBool)
        bits &= 1;
      else if (bits % 3 == 0)
        bits = specials[(bits >> 8) % specials.size()];
      std::memcpy(t.rawData() + i * bytes, &bits, size_t(bytes));
    }
    return t;
  }

  /// Compiles @main's body (but its return) as one chain, runs it with
  /// and without the wide builds on 1, 2 and 7 threads, and expects the
  /// bytes op-by-op evaluation gives.
  void expectChainSame(const std::string &program) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(program, &context);
    ASSERT_TRUE(module) << program;
    auto main = module->lookupSymbol<func::FuncOp>("main");
    SmallVector<Operation *> members;
    for (Operation &op : main.getBody().front().without_terminator())
      members.push_back(&op);
    std::unique_ptr<FusedChain> chain = FusedChain::compile(members);
    ASSERT_TRUE(chain) << "not fused:\n" << program;
    SmallVector<Tensor> args;
    for (BlockArgument arg : main.getArguments())
      args.push_back(randomTensor(cast<RankedTensorType>(arg.getType())));
    InterpreterOptions options;
    options.fusion = false;
    FailureOr<SmallVector<Tensor>> unfused =
        evalFunction(*module, "main", args, options);
    ASSERT_TRUE(succeeded(unfused));
    SmallVector<const Tensor *> inputs;
    for (Value input : chain->getInputs())
      inputs.push_back(&args[cast<BlockArgument>(input).getArgNumber()]);
    for (bool wide : {true, false})
      for (int threads : {1, 2, 7}) {
        ScopedExecutionSettings settings({true, threads, wide});
        Tensor fused = chain->run(inputs);
        expectSameBytes(fused, (*unfused)[0],
                        program + (wide ? " wide" : " baseline") + " on " +
                            std::to_string(threads) + " threads",
                        "fused", "op by op");
      }
  }

  MLIRContext context;
  std::mt19937_64 rng{4096};
};

// 1100 x 131 elements: two chunks of kMapGrain, neither a whole number of
// tiles.
TEST_F(FusedSplatTest, SplatOperandsOnEitherSide) {
  struct Case {
    const char *type, *splat;
    std::vector<const char *> ops;
  };
  const Case cases[] = {
      {"f32", "0x7FC00123",
       {"add", "subtract", "multiply", "divide", "maximum", "minimum",
        "power", "atan2", "remainder"}},
      {"f32", "-0.0", {"add", "multiply", "divide", "maximum", "minimum"}},
      {"f32", "1.0e-40", {"add", "subtract", "multiply", "divide"}},
      {"f64", "0xFFF0000000000001", {"add", "multiply", "maximum"}},
      {"f64", "0x7FF0000000000000", {"subtract", "divide", "minimum"}},
      {"bf16", "0x7FC1", {"add", "multiply", "maximum"}},
      {"f16", "0.0999", {"add", "subtract", "multiply", "divide", "power"}},
      {"i32", "-2147483648", {"add", "subtract", "multiply", "maximum",
                              "and", "xor", "shift_left",
                              "shift_right_arithmetic", "power"}},
      {"ui8", "200", {"add", "multiply", "minimum", "or",
                      "shift_right_logical"}},
      {"i64", "33", {"shift_left", "shift_right_logical", "subtract"}},
  };
  for (const Case &c : cases)
    for (const char *op : c.ops)
      for (bool splatFirst : {true, false}) {
        std::string shape = std::string("tensor<1100x131x") + c.type + ">";
        std::string scalar = std::string("tensor<") + c.type + ">";
        std::string operands = splatFirst ? "%c, %x" : "%x, %c";
        std::string rank0 = splatFirst ? "%sb, %r" : "%r, %sb";
        // A constant splat, then a rank-0 input broadcast (a fill from
        // the input), then a compare against the constant.
        std::string program =
            "func.func @main(%x: " + shape + ", %s: " + scalar + ") -> " +
            shape + " {\n  %c = stablehlo.constant dense<" + c.splat +
            "> : " + shape + "\n  %r = stablehlo." + op + " " + operands +
            " : " + shape + "\n  %sb = stablehlo.broadcast_in_dim %s, dims "
            "= [] : (" + scalar + ") -> " + shape + "\n  %q = stablehlo." +
            op + " " + rank0 + " : " + shape + "\n  %lt = stablehlo.compare "
            "LT, " + (splatFirst ? "%c, %q" : "%q, %c") + " : (" + shape +
            ", " + shape + ") -> tensor<1100x131xi1>\n  %sel = "
            "stablehlo.select %lt, %q, %r : tensor<1100x131xi1>, " + shape +
            "\n  return %sel : " + shape + "\n}\n";
        expectChainSame(program);
      }
}

} // namespace
