//===- TypedPathTest.cpp - typed fast paths equal the Element path -------===//
//
// Runs every elementwise evaluator twice on random inputs (with NaN, +-inf,
// -0, subnormals and integer extremes mixed in), once with the typed kernels
// and once through Element only, and demands identical elements.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Gemm.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/ParallelTasks.h"
#include "interpreter/TypedStorage.h"
#include "tests/unit/ConvConfigs.h"
#include "tests/unit/NaiveProduct.h"
#include "tests/unit/SameBytes.h"
#include "tests/unit/TypeText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <iterator>
#include <limits>
#include <mutex>
#include <random>
#include <set>
#include <thread>

using namespace mlir;
using namespace mlir::shlo;

namespace {
class TypedPathTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{12345};


  SmallVector<Type> typedTypes() {
    return {b.getI1Type(),
            b.getIntegerType(8),         b.getIntegerType(16),
            b.getIntegerType(32),        b.getIntegerType(64),
            b.getIntegerType(8, false),  b.getIntegerType(16, false),
            b.getIntegerType(32, false), b.getIntegerType(64, false),
            b.getF16Type(),              b.getBF16Type(),
            b.getF32Type(),              b.getF64Type()};
  }

  /// A random element, often a special value.
  Element randomElement(Type type, bool smallInts) {
    std::uniform_int_distribution<int> pick(0, 15);
    int choice = pick(rng);
    if (isa<FloatType>(type)) {
      static const double specials[] = {NAN,  INFINITY, -INFINITY, -0.0, 0.0,
                                        1e-40, -1e-310, 0.5,       -2.5, 65504.0};
      if (choice < 5)
        return Element::fromDouble(type, specials[rng() % 10]);
      std::uniform_real_distribution<double> value(-8.0, 8.0);
      double v = value(rng);
      if (choice == 5)
        v = std::ldexp(v, int(rng() % 200) - 100);
      return Element::fromDouble(type, v);
    }
    unsigned width = type.getIntOrFloatBitWidth();
    if (smallInts)
      return Element::fromInt(type, int64_t(rng() % (width + 3)) - 1);
    if (choice < 3) {
      static const int64_t specials[] = {0, -1, 1, INT64_MIN, INT64_MAX};
      return Element::fromInt(type, specials[rng() % 5]);
    }
    return Element::fromBits(type, llvm::APInt(64, rng()).trunc(width));
  }

  Tensor randomTensor(Type type, int64_t n, bool smallInts = false,
                      bool nonZero = false) {
    Tensor t(RankedTensorType::get({n}, type));
    for (int64_t i = 0; i < n; ++i) {
      Element e = randomElement(type, smallInts);
      if (nonZero && isa<IntegerType>(type) && isZero(e))
        e = Element::fromInt(type, 3);
      t.setLinear(i, e);
    }
    return t;
  }

  void expectSame(const Tensor &typed, const Tensor &element,
                  const std::string &what) {
    ASSERT_EQ(typed.getType(), element.getType()) << what;
    for (int64_t i = 0; i < typed.getNumElements(); ++i)
      ASSERT_TRUE(typed.getLinear(i).isSameAs(element.getLinear(i)))
          << what << " at " << i << ": typed " << typed.getLinear(i).toString()
          << " vs element " << element.getLinear(i).toString();
  }

  /// The typed loops' widest build the CPU runs (AVX-512 or AVX2 under
  /// wideVectors, the default) and the baseline builds give the same
  /// storage bytes.
  void expectWideEqualsNarrow(const std::function<Tensor()> &fn,
                              const Tensor &wide, const std::string &what) {
    Tensor narrow = [&] {
      ScopedExecutionSettings baseline(
          {true, executionSettings().threads, /*wideVectors=*/false});
      return fn();
    }();
    expectSameBytes(wide, narrow, what, "widest build", "baseline build");
  }

  /// Settings for the product tests: typed kernels on `threads` threads,
  /// f32/f64 products fused or rounded (ExecutionSettings::fmaProducts).
  static ExecutionSettings productSettings(int threads, bool fused) {
    ExecutionSettings settings;
    settings.threads = threads;
    settings.fmaProducts = fused;
    return settings;
  }

  /// The element type and the products' arithmetic, for messages.
  static std::string arithmeticText(Type type, bool fused) {
    return typeText(type) + (fused ? " fused" : " rounded");
  }

  /// Runs `fn` with and without typed kernels and demands identical storage
  /// bytes (so NaNs must agree in sign and payload too); the typed loops'
  /// two builds must agree too.
  void compareBothPathsBits(const std::function<Tensor()> &fn,
                            const std::string &what) {
    Tensor typed = fn();
    expectWideEqualsNarrow(fn, typed, what);
    Tensor element = onElementPath(fn);
    expectSameBytes(typed, element, what, "typed", "element");
  }

  /// Runs `fn` with and without typed kernels and compares (and the typed
  /// loops' two builds byte for byte).
  void compareBothPaths(const std::function<Tensor()> &fn,
                        const std::string &what) {
    Tensor typed = fn();
    expectWideEqualsNarrow(fn, typed, what);
    Tensor element = onElementPath(fn);
    expectSame(typed, element, what);
  }
};

using UnaryFn = Tensor (*)(const Tensor &, ShapedType);
using BinaryFn = Tensor (*)(const Tensor &, const Tensor &, ShapedType);

TEST_F(TypedPathTest, UnaryOps) {
  struct Case {
    const char *name;
    UnaryFn fn;
    bool floats, ints, bools;
  };
  const Case cases[] = {
      {"abs", evalAbsOp, true, true, false},
      {"cbrt", evalCbrtOp, true, false, false},
      {"ceil", evalCeilOp, true, false, false},
      {"clz", evalClzOp, false, true, false},
      {"cosine", evalCosineOp, true, false, false},
      {"exp", evalExpOp, true, false, false},
      {"expm1", evalExpm1Op, true, false, false},
      {"floor", evalFloorOp, true, false, false},
      {"log", evalLogOp, true, false, false},
      {"log1p", evalLog1pOp, true, false, false},
      {"logistic", evalLogisticOp, true, false, false},
      {"negate", evalNegOp, true, true, false},
      {"not", evalNotOp, false, true, true},
      {"popcnt", evalPopcntOp, false, true, false},
      {"round_afz", evalRoundNearestAfzOp, true, false, false},
      {"round_even", evalRoundNearestEvenOp, true, false, false},
      {"rsqrt", evalRsqrtOp, true, false, false},
      {"sign", evalSignOp, true, true, false},
      {"sine", evalSineOp, true, false, false},
      {"sqrt", evalSqrtOp, true, false, false},
      {"tan", evalTanOp, true, false, false},
      {"tanh", evalTanhOp, true, false, false},
  };
  for (Type type : typedTypes()) {
    bool isBool = type.isInteger(1);
    bool isFloat = isa<FloatType>(type);
    for (const Case &c : cases) {
      if ((isBool && !c.bools) || (isFloat && !c.floats) ||
          (!isBool && !isFloat && !c.ints))
        continue;
      if (c.fn == evalAbsOp && type.isUnsignedInteger())
        continue;
      if (c.fn == evalSignOp && type.isUnsignedInteger())
        continue;
      Tensor x = randomTensor(type, 500);
      compareBothPaths([&] { return c.fn(x, x.getType()); },
                       std::string(c.name) + " " + typeText(type));
    }
    Tensor x = randomTensor(type, 500);
    if (isFloat)
      compareBothPaths(
          [&] { return evalIsFiniteOp(x, x.getType().clone(b.getI1Type())); },
          "is_finite " + typeText(type));
  }
}

TEST_F(TypedPathTest, BinaryOps) {
  struct Case {
    const char *name;
    BinaryFn fn;
    bool floats, ints, bools, smallRhs;
  };
  const Case cases[] = {
      {"add", evalAddOp, true, true, true, false},
      {"and", evalAndOp, false, true, true, false},
      {"atan2", evalAtan2Op, true, false, false, false},
      {"maximum", evalMaxOp, true, true, true, false},
      {"minimum", evalMinOp, true, true, true, false},
      {"multiply", evalMulOp, true, true, true, false},
      {"or", evalOrOp, false, true, true, false},
      {"power", evalPowOp, true, true, false, true},
      {"shift_left", evalShiftLeftOp, false, true, false, true},
      {"shift_right_arithmetic", evalShiftRightArithmeticOp, false, true, false, true},
      {"shift_right_logical", evalShiftRightLogicalOp, false, true, false, true},
      {"subtract", evalSubtractOp, true, true, false, false},
      {"xor", evalXorOp, false, true, true, false},
  };
  for (Type type : typedTypes()) {
    bool isBool = type.isInteger(1);
    bool isFloat = isa<FloatType>(type);
    for (const Case &c : cases) {
      if ((isBool && !c.bools) || (isFloat && !c.floats) ||
          (!isBool && !isFloat && !c.ints))
        continue;
      Tensor lhs = randomTensor(type, 500);
      Tensor rhs = randomTensor(type, 500, c.smallRhs);
      compareBothPaths([&] { return c.fn(lhs, rhs, lhs.getType()); },
                       std::string(c.name) + " " + typeText(type));
    }
    if (isBool)
      continue;
    Tensor lhs = randomTensor(type, 500);
    Tensor rhs = randomTensor(type, 500, false, /*nonZero=*/true);
    compareBothPaths(
        [&] { return std::move(*evalDivideOp(lhs, rhs, lhs.getType())); },
        "divide " + typeText(type));
    compareBothPaths(
        [&] { return std::move(*evalRemOp(lhs, rhs, lhs.getType())); },
        "remainder " + typeText(type));
  }
}

TEST_F(TypedPathTest, CompareSelectClamp) {
  const CompareDirection directions[] = {
      CompareDirection::EQ, CompareDirection::NE, CompareDirection::GE,
      CompareDirection::GT, CompareDirection::LE, CompareDirection::LT};
  for (Type type : typedTypes()) {
    Tensor lhs = randomTensor(type, 300);
    Tensor rhs = randomTensor(type, 300);
    // Make some pairs equal.
    for (int64_t i = 0; i < 300; i += 7)
      rhs.setLinear(i, lhs.getLinear(i));
    SmallVector<CompareKind> kinds = {CompareKind::Default};
    if (isa<FloatType>(type))
      kinds.append({CompareKind::Float, CompareKind::TotalOrder});
    else
      kinds.append({CompareKind::Signed, CompareKind::Unsigned});
    auto predType = lhs.getType().clone(b.getI1Type());
    for (CompareDirection direction : directions)
      for (CompareKind kind : kinds)
        compareBothPaths(
            [&] { return evalCompareOp(lhs, rhs, direction, kind, predType); },
            "compare " + typeText(type));
    Tensor pred = randomTensor(b.getI1Type(), 300);
    compareBothPaths(
        [&] { return evalSelectOp(pred, lhs, rhs, lhs.getType()); },
        "select " + typeText(type));
    Tensor lo = randomTensor(type, 300), hi = randomTensor(type, 300);
    compareBothPaths([&] { return evalClampOp(lo, lhs, hi, lhs.getType()); },
                     "clamp " + typeText(type));
    Tensor scalarLo(RankedTensorType::get({}, type));
    scalarLo.setLinear(0, randomElement(type, false));
    compareBothPaths(
        [&] { return evalClampOp(scalarLo, lhs, hi, lhs.getType()); },
        "clamp with scalar min " + typeText(type));
  }
}

TEST_F(TypedPathTest, ConvertBetweenAllTypedPairs) {
  for (Type from : typedTypes()) {
    Tensor x = randomTensor(from, 400);
    for (Type to : typedTypes())
      compareBothPaths(
          [&] { return evalConvertOp(x, x.getType().clone(to)); },
          "convert " + typeText(from) + " -> " + typeText(to));
  }
}

TEST_F(TypedPathTest, ReduceBothPaths) {
  // Reduced blocks at the end (rows folded 8 at a time or in lanes), at the
  // front (rows combined elementwise), in the middle and everywhere; rows
  // and row lengths that are not multiples of 8; with and without NaN.
  struct Case {
    SmallVector<int64_t> shape, dims;
  };
  const Case cases[] = {
      {{6, 5, 40}, {2}},    {{6, 5, 40}, {1, 2}}, {{6, 5, 40}, {0, 1, 2}},
      {{6, 5, 40}, {0}},    {{6, 5, 40}, {0, 1}}, {{6, 5, 40}, {0, 2}},
      {{6, 5, 40}, {1}},    {{9, 37}, {1}},       {{9, 37}, {0}},
      {{9, 37}, {0, 1}},    {{300}, {0}},         {{17, 8}, {1}},
      {{3, 0, 20}, {2}},    {{3, 20, 0}, {2}},
      // Float add and multiply over more than 256 elements per result take
      // the blocked order (BlockedSum.h): full and partial blocks, one to
      // several blocks, reduced dimensions last, first, in the middle and
      // split (the typed path moves them last first).
      {{257}, {0}},         {{1000}, {0}},        {{4113}, {0}},
      {{3, 700}, {1}},      {{700, 3}, {0}},      {{2, 300, 3}, {1}},
      {{2, 16, 33}, {1, 2}}, {{16, 3, 33}, {0, 2}}, {{300, 260}, {0}}};
  const CombinerKind kinds[] = {
      CombinerKind::Add, CombinerKind::Multiply, CombinerKind::Maximum,
      CombinerKind::Minimum, CombinerKind::And, CombinerKind::Or,
      CombinerKind::Xor, CombinerKind::TakeUpdate};
  for (Type type : typedTypes()) {
    bool isFloat = isa<FloatType>(type);
    for (const Case &c : cases)
      for (int mode = 0; mode < 5; ++mode) {
        // 0: NaNs of different bits, 1: no NaN, 2 and 3: zeros of both
        // signs among values <= 0 (2) or >= 0 (3), so that max (2) or min
        // (3) of many rows is a zero, 4: finite values of both signs and
        // many magnitudes (sums that round at every step, not NaN or inf).
        bool withNaN = mode == 0;
        if (mode != 1 && !isFloat)
          continue;
        int64_t count = 1;
        for (int64_t size : c.shape)
          count *= size;
        Tensor flat = randomTensor(type, count);
        Tensor x(RankedTensorType::get(c.shape, type));
        for (int64_t i = 0; i < count; ++i) {
          Element e = flat.getLinear(i);
          // NaN in about one element of 50, differing in sign and payload,
          // or none.
          if (isFloat && e.getFloat().isNaN())
            e = Element::fromDouble(type, -0.0);
          if (isFloat && withNaN && rng() % 50 == 0)
            e = Element(type, llvm::APFloat::getNaN(e.getFloat().getSemantics(),
                                                    rng() & 1, rng() % 4));
          if (mode == 2 || mode == 3) {
            static const double pool[] = {-0.0, 0.0, -1.0, -3.0};
            double v = pool[rng() % 4];
            e = Element::fromDouble(type, mode == 2 ? v : -v);
          }
          if (mode == 4) {
            // Products stay finite: factors near 1 for multiply.
            std::uniform_real_distribution<double> unit(-1.0, 1.0);
            double v = rng() % 2 ? std::ldexp(unit(rng), int(rng() % 20) - 10)
                                 : 1.0 + unit(rng) / 64;
            e = Element::fromDouble(type, rng() % 97 == 0 ? -0.0 : v);
          }
          x.setLinear(i, e);
        }
        SmallVector<int64_t> resultShape;
        for (int64_t d = 0; d < int64_t(c.shape.size()); ++d)
          if (!llvm::is_contained(c.dims, d))
            resultShape.push_back(c.shape[d]);
        auto resultType = RankedTensorType::get(resultShape, type);
        for (CombinerKind kind : kinds) {
          bool bitwise = kind == CombinerKind::And || kind == CombinerKind::Or ||
                         kind == CombinerKind::Xor;
          if (bitwise && isFloat)
            continue;
          Combiner combiner;
          combiner.kind = kind;
          Tensor init(RankedTensorType::get({}, type));
          init.setLinear(0, randomElement(type, false));
          if (isFloat && init.getLinear(0).getFloat().isNaN() && !withNaN)
            init.setLinear(0, Element::fromDouble(type, 1.0));
          if (mode == 2 || mode == 3)
            init.setLinear(0, Element::fromDouble(type, mode == 2 ? -0.0 : 0.0));
          if (mode == 4)
            init.setLinear(0, Element::fromDouble(type, 0.75));
          auto reduce = [&] {
            return llvm::cantFail(evalReduceOp({x}, {init}, c.dims, combiner,
                                               {resultType}))[0];
          };
          std::string what = "reduce " + typeText(type) + " kind " +
                             std::to_string(int(kind)) + " dims " +
                             std::to_string(c.dims.size());
          // max/min pick one of their inputs, so even NaN bits must agree;
          // float add and multiply make NaNs whose bits the two paths do
          // not promise to share (as for the elementwise ops).
          bool arithmetic =
              kind == CombinerKind::Add || kind == CombinerKind::Multiply;
          if (isFloat && arithmetic)
            compareBothPaths(reduce, what);
          else
            compareBothPathsBits(reduce, what);
        }
      }
  }
}

TEST_F(TypedPathTest, LongMapsAndFoldsOnThreadsEqualElementPath) {
  // The loops split over threads (select, compare, reduce rows and pieces
  // of one long row) on 1, 2 and 7 threads, bit for bit against the
  // Element path, with NaNs of different bits, zeros of both signs, inf,
  // and sizes that leave odd tails (2 * 65536 + 3 elements: three pieces,
  // the last of 3).
  const int64_t n = 2 * 65536 + 3;
  auto onThreads = [&](const std::function<Tensor()> &fn,
                       const std::string &what) {
    Tensor element = onElementPath(fn);
    for (int threads : {1, 2, 7}) {
      ScopedExecutionSettings settings({true, threads});
      Tensor typed = fn();
      expectSameBytes(typed, element,
                      what + " on " + std::to_string(threads) + " threads",
                      "typed", "element");
    }
  };
  // Values for a fold: 0 any special values, 1 one NaN late in the row
  // (in the last piece), 2 only zeros of both signs, 3 values <= 0 with
  // zeros (max is a zero), 4 finite values.
  auto foldInput = [&](Type type, ArrayRef<int64_t> shape, int mode) {
    int64_t count = 1;
    for (int64_t size : shape)
      count *= size;
    Tensor x(RankedTensorType::get(shape, type));
    bool isFloat = isa<FloatType>(type);
    for (int64_t i = 0; i < count; ++i) {
      Element e = randomElement(type, false);
      if (isFloat) {
        if (mode != 0 && e.getFloat().isNaN())
          e = Element::fromDouble(type, 2.0);
        if (mode == 2)
          e = Element::fromDouble(type, rng() % 2 ? -0.0 : 0.0);
        if (mode == 3)
          e = Element::fromDouble(type, rng() % 3 ? -1.5 : (rng() % 2 ? -0.0 : 0.0));
        if (mode == 4 && e.getFloat().isInfinity())
          e = Element::fromDouble(type, -4.0);
      }
      x.setLinear(i, e);
    }
    if (isFloat && mode == 1)
      x.setLinear(count - 2, Element(type, llvm::APFloat::getNaN(
                                               x.getLinear(0).getFloat().getSemantics(),
                                               true, 3)));
    return x;
  };
  const CombinerKind kinds[] = {CombinerKind::Maximum, CombinerKind::Minimum,
                                CombinerKind::Add, CombinerKind::Xor};
  struct Case {
    SmallVector<int64_t> shape, dims;
  };
  // One long row and many rows of 9001 (several rows per chunk, a partial
  // chunk), also as 4x5 rows (each row's offset from two dimensions).
  const Case cases[] = {{{n}, {0}}, {{20, 9001}, {1}}, {{4, 5, 9001}, {2}}};
  for (Type type : SmallVector<Type>{b.getF32Type(), b.getF64Type(),
                                     b.getF16Type(), b.getIntegerType(32),
                                     b.getIntegerType(8)}) {
    bool isFloat = isa<FloatType>(type);
    for (const Case &c : cases)
      for (int mode = 0; mode < 5; ++mode) {
        // Every mode on f32; the others' typed loops differ in width only.
        if (mode != 0 && !(type.isF32() || (type.isF64() && mode == 2)))
          continue;
        Tensor x = foldInput(type, c.shape, mode);
        SmallVector<int64_t> resultShape;
        for (int64_t d = 0; d < int64_t(c.shape.size()); ++d)
          if (!llvm::is_contained(c.dims, d))
            resultShape.push_back(c.shape[d]);
        auto resultType = RankedTensorType::get(resultShape, type);
        for (CombinerKind kind : kinds) {
          // A float sum in the blocked order (BlockedSum.h), rows split over
          // threads: on finite values (mode 4), where the two paths promise
          // the same bits.
          if (isFloat && (kind == CombinerKind::Xor ||
                          (kind == CombinerKind::Add && mode != 4)))
            continue;
          Combiner combiner;
          combiner.kind = kind;
          Tensor init(RankedTensorType::get({}, type));
          init.setLinear(0, isFloat ? Element::fromDouble(type, mode >= 2 ? -0.0 : -1e30)
                                    : Element::fromInt(type, 5));
          onThreads(
                [&] {
                  return llvm::cantFail(evalReduceOp({x}, {init}, c.dims,
                                                     combiner, {resultType}))[0];
                },
                "reduce " + typeText(type) + " kind " +
                    std::to_string(int(kind)) + " mode " + std::to_string(mode) +
                    " rank " + std::to_string(c.shape.size()));
        }
      }
  }
  SmallVector<Type> selectTypes = typedTypes();
  selectTypes.push_back(ComplexType::get(b.getF32Type()));
  selectTypes.push_back(ComplexType::get(b.getF64Type()));
  for (Type type : selectTypes) {
    auto shaped = RankedTensorType::get({n}, type);
    Tensor lhs(shaped), rhs(shaped);
    if (auto complex = dyn_cast<ComplexType>(type)) {
      Type part = complex.getElementType();
      for (int64_t i = 0; i < n; ++i) {
        lhs.setLinear(i, makeComplex(type, randomElement(part, false),
                                     randomElement(part, false)));
        rhs.setLinear(i, makeComplex(type, randomElement(part, false),
                                     randomElement(part, false)));
      }
    } else {
      lhs = randomTensor(type, n);
      rhs = randomTensor(type, n);
    }
    Tensor pred = randomTensor(b.getI1Type(), n);
    onThreads([&] { return evalSelectOp(pred, lhs, rhs, shaped); },
              "select " + typeText(type));
    for (bool which : {false, true}) {
      Tensor scalar(RankedTensorType::get({}, b.getI1Type()));
      scalar.setLinear(0, Element::fromBool(&context, which));
      onThreads([&] { return evalSelectOp(scalar, lhs, rhs, shaped); },
                "select with a scalar predicate " + typeText(type));
    }
    // compare on the storage types of the benchmarks and a narrow one.
    if (!type.isF32() && !type.isF64() && !type.isInteger(32) &&
        !type.isInteger(8))
      continue;
    for (int64_t i = 0; i < n; i += 5)
      rhs.setLinear(i, lhs.getLinear(i));
    for (CompareDirection direction :
         {CompareDirection::EQ, CompareDirection::NE, CompareDirection::GE,
          CompareDirection::GT, CompareDirection::LE, CompareDirection::LT})
      for (CompareKind kind : {CompareKind::Default,
                               isa<FloatType>(type) ? CompareKind::TotalOrder
                                                    : CompareKind::Unsigned})
        onThreads(
            [&] {
              return evalCompareOp(lhs, rhs, direction, kind,
                                   shaped.clone(b.getI1Type()));
            },
            "compare " + typeText(type));
  }
}

TEST_F(TypedPathTest, ReduceWindowInPlaceEqualsElementPath) {
  // The typed reduce_window reads the input in place (no padded copy) and
  // folds rows of windows four at a time for float max/min: against the
  // Element path (which pads), bit for bit, on 1, 2 and 7 threads, with
  // NaNs, zeros of both signs and inf; positive, zero and negative
  // padding, strides, window dilation, odd sizes and windows wider than
  // the input.
  struct Case {
    SmallVector<int64_t> shape, dims, strides, dilations, low, high;
  };
  const Case cases[] = {
      {{2, 9, 13}, {1, 3, 3}, {1, 2, 2}, {1, 1, 1}, {0, 1, 1}, {0, 1, 1}},
      {{2, 9, 13}, {1, 3, 2}, {1, 1, 3}, {1, 2, 1}, {0, 2, 0}, {0, 0, 3}},
      {{3, 11, 10}, {1, 2, 3}, {1, 2, 1}, {1, 1, 2}, {0, -1, 1}, {0, 1, -2}},
      {{37}, {5}, {2}, {1}, {3}, {4}},
      {{4, 5}, {1, 9}, {1, 1}, {1, 1}, {0, 3}, {0, 3}},
      {{64, 40}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, {1, 1}}};
  const CombinerKind kinds[] = {CombinerKind::Maximum, CombinerKind::Minimum,
                                CombinerKind::Add, CombinerKind::TakeUpdate};
  for (Type type : SmallVector<Type>{b.getF32Type(), b.getF64Type(),
                                     b.getIntegerType(32)}) {
    bool isFloat = isa<FloatType>(type);
    for (const Case &c : cases)
      for (int mode = 0; mode < 3; ++mode) {
        // 0: special values, NaN included; 1: no NaN; 2: values <= 0 with
        // zeros of both signs (max of a window is often a zero).
        if (!isFloat && mode != 0)
          continue;
        int64_t count = 1;
        for (int64_t size : c.shape)
          count *= size;
        Tensor flat = randomTensor(type, count);
        Tensor x(RankedTensorType::get(c.shape, type));
        for (int64_t i = 0; i < count; ++i) {
          Element e = flat.getLinear(i);
          if (isFloat && mode == 1 && e.getFloat().isNaN())
            e = Element::fromDouble(type, 3.0);
          if (isFloat && mode == 2) {
            static const double pool[] = {-0.0, 0.0, -1.0, -INFINITY};
            e = Element::fromDouble(type, pool[rng() % 4]);
          }
          x.setLinear(i, e);
        }
        WindowConfig w;
        w.dimensions = c.dims;
        w.strides = c.strides;
        w.baseDilations.assign(c.shape.size(), 1);
        w.windowDilations = c.dilations;
        w.paddingLow = c.low;
        w.paddingHigh = c.high;
        for (CombinerKind kind : kinds) {
          // A float add may make a NaN (inf + -inf) whose bits the paths
          // do not promise to share: only mode 2 (no +inf).
          if (kind == CombinerKind::Add && isFloat && mode != 2)
            continue;
          Combiner combiner;
          combiner.kind = kind;
          for (double initValue : {double(-INFINITY), -0.0, 0.5}) {
            Tensor init(RankedTensorType::get({}, type));
            init.setLinear(0, isFloat ? Element::fromDouble(type, initValue)
                                      : Element::fromInt(type, initValue < 0 ? -7 : 2));
            InterpreterOptions options;
            auto run = [&] {
              return llvm::cantFail(evalReduceWindowOp({x}, {init}, w, combiner,
                                                       {type}, options))[0];
            };
            std::string what = "reduce_window " + typeText(type) +
                               " kind " + std::to_string(int(kind)) +
                               " mode " + std::to_string(mode) + " rank " +
                               std::to_string(c.shape.size());
            Tensor element = onElementPath(run);
            for (int threads : {1, 2, 7}) {
              ScopedExecutionSettings settings({true, threads});
              Tensor typed = run();
              ASSERT_EQ(typed.getType(), element.getType()) << what;
              ASSERT_EQ(std::memcmp(typed.rawData(), element.rawData(),
                                    size_t(typed.getSizeInBytes())),
                        0)
                  << what << " on " << threads << " threads";
            }
          }
        }
      }
  }
}

TEST_F(TypedPathTest, ThreadsDoNotChangeResults) {
  // Every op kind that runs on several threads today (elementwise maps,
  // dot_general rows, convolution result positions), large enough to be
  // split: every storage byte must be the same on 1, 2 and 7 threads (7
  // chunks of unequal length). The data-movement copies (broadcast,
  // transpose, slice) run on one thread today (docs/performance.md lists
  // what is not parallel); they are compared too, so that splitting them
  // later is covered.
  auto sameOnAnyThreadCount = [&](const std::function<Tensor()> &fn,
                                  const std::string &what) {
    Tensor one = [&] {
      ScopedExecutionSettings settings({true, 1});
      return fn();
    }();
    for (int threads : {2, 7}) {
      ScopedExecutionSettings settings({true, threads});
      Tensor many = fn();
      ASSERT_EQ(one.getType(), many.getType());
      ASSERT_EQ(std::memcmp(one.rawData(), many.rawData(),
                            size_t(one.getSizeInBytes())),
                0)
          << what << " on " << threads << " threads";
    }
  };
  for (Type type : SmallVector<Type>{b.getF32Type(), b.getIntegerType(32),
                                     b.getF16Type()}) {
    Tensor x = randomTensor(type, 300001), y = randomTensor(type, 300001);
    sameOnAnyThreadCount([&] { return evalAddOp(x, y, x.getType()); },
                         "add " + typeText(type));
    sameOnAnyThreadCount([&] { return evalMulOp(x, y, x.getType()); },
                         "multiply " + typeText(type));
    if (isa<FloatType>(type)) {
      sameOnAnyThreadCount([&] { return evalTanhOp(x, x.getType()); },
                           "tanh " + typeText(type));
      sameOnAnyThreadCount([&] { return evalExpOp(x, x.getType()); },
                           "exponential " + typeText(type));
    }
    sameOnAnyThreadCount(
        [&] {
          return evalConvertOp(
              x, RankedTensorType::get({300001}, b.getF64Type()));
        },
        "convert " + typeText(type) + " to f64");
    // data movement: broadcast, transpose and slice of a 67x4477 matrix
    Tensor matrix(RankedTensorType::get({67, 4477}, type));
    std::memcpy(matrix.rawData(), x.rawData(), size_t(matrix.getSizeInBytes()));
    sameOnAnyThreadCount(
        [&] {
          return llvm::cantFail(evalBroadcastInDimOp(
              matrix, {0, 2}, RankedTensorType::get({67, 3, 4477}, type)));
        },
        "broadcast_in_dim " + typeText(type));
    sameOnAnyThreadCount(
        [&] {
          return evalTransposeOp(matrix, {1, 0},
                                 RankedTensorType::get({4477, 67}, type));
        },
        "transpose " + typeText(type));
    sameOnAnyThreadCount(
        [&] {
          return llvm::cantFail(evalSliceOp(
              matrix, {1, 3}, {66, 4476}, {2, 3},
              RankedTensorType::get({33, 1491}, type)));
        },
        "slice " + typeText(type));
    Tensor flatLhs = randomTensor(type, 67 * 301), flatRhs = randomTensor(type, 301 * 203);
    Tensor lhs(RankedTensorType::get({67, 301}, type));
    Tensor rhs(RankedTensorType::get({301, 203}, type));
    std::memcpy(lhs.rawData(), flatLhs.rawData(), size_t(lhs.getSizeInBytes()));
    std::memcpy(rhs.rawData(), flatRhs.rawData(), size_t(rhs.getSizeInBytes()));
    sameOnAnyThreadCount(
        [&] {
          return llvm::cantFail(
              evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0},
                               RankedTensorType::get({67, 203}, type)));
        },
        "dot_general " + typeText(type));
    // A convolution whose result positions are split: 1x24x24x8 by
    // 3x3x8x16, padding 1, layout [b, 0, 1, f] x [0, 1, i, o].
    Tensor flatImage = randomTensor(type, 24 * 24 * 8),
           flatKernel = randomTensor(type, 3 * 3 * 8 * 16);
    Tensor image(RankedTensorType::get({1, 24, 24, 8}, type));
    Tensor kernel(RankedTensorType::get({3, 3, 8, 16}, type));
    std::memcpy(image.rawData(), flatImage.rawData(), size_t(image.getSizeInBytes()));
    std::memcpy(kernel.rawData(), flatKernel.rawData(), size_t(kernel.getSizeInBytes()));
    ConvConfig c = nhwcHwioConfig(1);
    sameOnAnyThreadCount(
        [&] {
          return evalConvolutionOp(image, kernel, c,
                                   RankedTensorType::get({1, 24, 24, 16}, type));
        },
        "convolution " + typeText(type));
  }
}

TEST_F(TypedPathTest, ParallelForCutsChunksFromTheRangeAndGrain) {
  // parallelFor (Parallel.h): contiguous chunks that cover [0, n) once,
  // min(threads, n / grain) of them (at least 1), the first n % chunks one
  // longer; one chunk, [0, n), on one thread or when n <= grain.
  struct Case {
    int64_t n, grain;
  };
  for (int threads : {1, 2, 7})
    for (Case c : {Case{10, 20}, Case{20, 20}, Case{21, 10}, Case{100, 30},
                   Case{1000, 1}, Case{262144, 65536}, Case{1000003, 1024}}) {
      ScopedExecutionSettings settings({true, threads});
      std::mutex mutex;
      std::vector<std::pair<int64_t, int64_t>> chunks;
      parallelFor(c.n, c.grain, [&](int64_t begin, int64_t end) {
        std::lock_guard<std::mutex> lock(mutex);
        chunks.push_back({begin, end});
      });
      std::sort(chunks.begin(), chunks.end());
      int64_t expected = 1;
      if (threads > 1 && c.n > c.grain)
        expected = std::min<int64_t>(threads, std::max<int64_t>(1, c.n / c.grain));
      std::string what = "n " + std::to_string(c.n) + " grain " +
                         std::to_string(c.grain) + " on " +
                         std::to_string(threads) + " threads";
      ASSERT_EQ(int64_t(chunks.size()), expected) << what;
      int64_t at = 0;
      for (auto [i, chunk] : llvm::enumerate(chunks)) {
        EXPECT_EQ(chunk.first, at) << what;
        int64_t length = c.n / expected + (int64_t(i) < c.n % expected ? 1 : 0);
        EXPECT_EQ(chunk.second - chunk.first, length) << what << " chunk " << i;
        at = chunk.second;
      }
      EXPECT_EQ(at, c.n) << what;
    }
}

TEST_F(TypedPathTest, ParallelTasksRunEachOnceOnAtMostNThreads) {
  // parallelTasks (ParallelTasks.h): every task runs exactly once, on at
  // most `threads` distinct threads, whichever thread comes first. The
  // loop on 2 threads comes after one on 7, which leaves 6 workers in the
  // pool: at most 2 of the 7 threads may take part. Each task keeps its
  // thread busy for 100 us, so that every thread that may take part has
  // time to. A parallelTasks inside a task runs on the task's thread.
  for (int threads : {1, 7, 2, 1}) {
    ScopedExecutionSettings settings({true, threads});
    constexpr int64_t tasks = 64;
    std::vector<std::atomic<int>> runs(tasks);
    std::vector<std::thread::id> ran(tasks);
    std::vector<char> nestedOnSameThread(tasks, 0);
    parallelTasks(tasks, [&](int64_t task) {
      ++runs[size_t(task)];
      std::thread::id self = std::this_thread::get_id();
      ran[size_t(task)] = self;
      bool same = true;
      parallelTasks(3, [&](int64_t) { same &= std::this_thread::get_id() == self; });
      nestedOnSameThread[size_t(task)] = same;
      auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(100);
      while (std::chrono::steady_clock::now() < until) {
      }
    });
    std::set<std::thread::id> distinct(ran.begin(), ran.end());
    std::string what = "on " + std::to_string(threads) + " threads";
    for (int64_t task = 0; task < tasks; ++task) {
      EXPECT_EQ(runs[size_t(task)].load(), 1) << "task " << task << " " << what;
      EXPECT_TRUE(nestedOnSameThread[size_t(task)]) << "task " << task << " " << what;
    }
    EXPECT_LE(distinct.size(), size_t(threads)) << what;
    if (threads == 1) {
      EXPECT_EQ(*distinct.begin(), std::this_thread::get_id());
    }
  }
}

TEST_F(TypedPathTest, PackedProductsDoNotDependOnThreads) {
  // The packed float kernels (Gemm.h) cut the result into tasks: a
  // dot_general with a batch dimension, contracting dimensions out of
  // storage order, 200 rows (two m tiles), 300 columns (two or three n
  // tiles) and k = 303 (two k blocks), and a grouped convolution with 18
  // features per group: every storage byte the same on 1, 2 and 7 threads.
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto fill = [&](Type type, ArrayRef<int64_t> shape) {
    Tensor t(RankedTensorType::get(shape, type));
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      t.setLinear(i, Element::fromDouble(type, uniform(rng)));
    return t;
  };
  auto sameOnAnyThreadCount = [&](const std::function<Tensor()> &fn,
                                  const std::string &what) {
    Tensor one = [&] {
      ScopedExecutionSettings settings({true, 1});
      return fn();
    }();
    for (int threads : {2, 7}) {
      ScopedExecutionSettings settings({true, threads});
      Tensor many = fn();
      ASSERT_EQ(std::memcmp(one.rawData(), many.rawData(),
                            size_t(one.getSizeInBytes())),
                0)
          << what << " on " << threads << " threads";
    }
  };
  for (Type type : SmallVector<Type>{b.getF32Type(), b.getF64Type(),
                                     b.getF16Type(), b.getBF16Type()}) {
    // lhs [k0, m, b, k1] x rhs [b, k1, n, k0] -> [b, m, n]
    Tensor lhs = fill(type, {3, 200, 2, 101}), rhs = fill(type, {2, 101, 300, 3});
    sameOnAnyThreadCount(
        [&] {
          return llvm::cantFail(evalDotGeneralOp(
              lhs, rhs, {2}, {0}, {3, 0}, {1, 3},
              RankedTensorType::get({2, 200, 300}, type)));
        },
        "packed dot_general " + typeText(type));
    // 2x17x19x10 by 3x3x5x36 in 2 groups, stride 2 in one dimension.
    Tensor image = fill(type, {2, 17, 19, 10}), kernel = fill(type, {3, 3, 5, 36});
    ConvConfig c = nhwcHwioConfig(1);
    c.strides = {1, 2};
    c.reversal = {false, true};
    c.featureGroups = 2;
    sameOnAnyThreadCount(
        [&] {
          return evalConvolutionOp(image, kernel, c,
                                   RankedTensorType::get({2, 17, 10, 36}, type));
        },
        "packed convolution " + typeText(type));
  }
}

TEST_F(TypedPathTest, PackedProductsEqualANaiveLoop) {
  // f32 and f64 dot_generals through the packed kernels, against the naive
  // k-order loop of tests/unit/NaiveProduct.h, on 1, 2 and 7 threads: row-major operands
  // with edge rows and columns written in place across k blocks and more
  // columns than one panel of B (37 x 300 x 1100); lhs contracting its
  // dimension 0; rhs contracting its dimension 1 (a transposed rhs); more
  // rows than one block of A, packed or read in place (B packed strip by
  // strip in the first block, reused by the others); a batch of products
  // of 2 rows (too few to split, so the columns split); and products of 1
  // to 3 columns, run transposed. Rounded and fused products both.
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto check = [&](auto tag, bool fused) {
    using T = decltype(tag);
    // The Element path (onElementPath) keeps the arithmetic installed here.
    ScopedExecutionSettings arithmetic(productSettings(1, fused));
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type()) : Type(b.getF64Type());
    auto fill = [&](ArrayRef<int64_t> shape) {
      Tensor t(RankedTensorType::get(shape, type));
      for (int64_t i = 0; i < t.getNumElements(); ++i)
        t.data<T>()[i] = T(uniform(rng));
      return t;
    };
    struct Case {
      std::string name;
      SmallVector<int64_t> lhs, rhs, lb, rb, lc, rc, result;
      std::function<int64_t(int64_t, int64_t, int64_t)> lhsAt, rhsAt;
    };
    std::vector<Case> cases = {
        {"row-major 37x300x1100", {37, 300}, {300, 1100}, {}, {}, {1}, {0},
         {37, 1100}, [](int64_t, int64_t i, int64_t kk) { return i * 300 + kk; },
         [](int64_t, int64_t kk, int64_t j) { return kk * 1100 + j; }},
        {"lhs contracting dimension 0", {70, 45}, {70, 33}, {}, {}, {0}, {0},
         {45, 33}, [](int64_t, int64_t i, int64_t kk) { return kk * 45 + i; },
         [](int64_t, int64_t kk, int64_t j) { return kk * 33 + j; }},
        {"rhs contracting dimension 1", {20, 260}, {50, 260}, {}, {}, {1}, {1},
         {20, 50}, [](int64_t, int64_t i, int64_t kk) { return i * 260 + kk; },
         [](int64_t, int64_t kk, int64_t j) { return j * 260 + kk; }},
        // More rows in a task than one block of A (Blocking::mc): the
        // later blocks reuse the strips of B that the first block packed
        // one at a time; A packed (200 rows in one task on 1 thread) and
        // read in place (260 rows over column runs).
        {"lhs contracting dimension 0, 200x300x70", {300, 200}, {300, 70}, {}, {}, {0},
         {0}, {200, 70}, [](int64_t, int64_t i, int64_t kk) { return kk * 200 + i; },
         [](int64_t, int64_t kk, int64_t j) { return kk * 70 + j; }},
        {"row-major 260x270x1000", {260, 270}, {270, 1000}, {}, {}, {1}, {0},
         {260, 1000}, [](int64_t, int64_t i, int64_t kk) { return i * 270 + kk; },
         [](int64_t, int64_t kk, int64_t j) { return kk * 1000 + j; }},
        {"batch of 2-row products", {3, 2, 64}, {3, 64, 700}, {0}, {0}, {2}, {1},
         {3, 2, 700},
         [](int64_t b, int64_t i, int64_t kk) { return b * 128 + i * 64 + kk; },
         [](int64_t b, int64_t kk, int64_t j) { return b * 64 * 700 + kk * 700 + j; }},
        // Fewer than 4 columns: the transposed product (dotGemmTransposed),
        // its result in place (one column) or transposed back (2, 3).
        {"matrix times a vector, 300x700x1", {300, 700}, {700, 1}, {}, {}, {1}, {0},
         {300, 1}, [](int64_t, int64_t i, int64_t kk) { return i * 700 + kk; },
         [](int64_t, int64_t kk, int64_t) { return kk; }},
        {"batch of 3-column products, 3 x 50x90x3", {3, 50, 90}, {3, 90, 3}, {0}, {0},
         {2}, {1}, {3, 50, 3},
         [](int64_t b, int64_t i, int64_t kk) { return b * 50 * 90 + i * 90 + kk; },
         [](int64_t b, int64_t kk, int64_t j) { return b * 90 * 3 + kk * 3 + j; }},
        {"2 columns, rhs contracting dimension 1, 64x200x2", {64, 200}, {2, 200}, {},
         {}, {1}, {1}, {64, 2},
         [](int64_t, int64_t i, int64_t kk) { return i * 200 + kk; },
         [](int64_t, int64_t kk, int64_t j) { return j * 200 + kk; }},
    };
    for (const Case &c : cases) {
      Tensor lhs = fill(c.lhs), rhs = fill(c.rhs);
      int64_t batches = c.lb.empty() ? 1 : c.lhs[size_t(c.lb[0])];
      int64_t k = c.lhs[size_t(c.lc[0])];
      int64_t m = c.result[c.result.size() - 2], n = c.result.back();
      std::vector<T> expected = naiveProduct(lhs.data<T>(), rhs.data<T>(), batches,
                                             m, n, k, c.lhsAt, c.rhsAt, fused);
      for (gemm::KernelSet set : gemm::runnableKernelSets())
        for (int threads : {1, 2, 7}) {
          gemm::ScopedKernels kernels(set);
          ScopedExecutionSettings settings(productSettings(threads, fused));
          Tensor r = llvm::cantFail(evalDotGeneralOp(
              lhs, rhs, c.lb, c.rb, c.lc, c.rc, RankedTensorType::get(c.result, type)));
          ASSERT_EQ(std::memcmp(r.rawData(), expected.data(), expected.size() * sizeof(T)), 0)
              << c.name << " " << arithmeticText(type, fused) << " on " << threads << " threads, "
              << gemm::kernelSetName(set) << " kernels";
        }
    }
  };
  for (bool fused : {false, true}) {
    check(float{}, fused);
    check(double{}, fused);
  }
}

TEST_F(TypedPathTest, InPlaceRowsEqualPackedStrips) {
  // The kernels that read a row-major lhs in place (gemm::RowsKernel) and
  // the packed strips compute the same sums. Each product is run once with
  // lhs row-major (rows read in place) and once with the same values
  // stored transposed (contracting dimension 0: packed), on every kernel
  // set and on 1, 2 and 7 threads, against the naive k-order loop: odd m
  // (a strip of 1 and of 5 rows, whose missing rows repeat the last one),
  // k = 7 and 261 (not a multiple of the kernels' unroll of 4; two k
  // blocks), n = 45 (a partial column strip). The last three are large
  // enough to be cut over threads: by columns (13 x 261 x 1000, 5 x 600 x
  // 333: fewer rows than threads have strips, n not a multiple of nr) and,
  // with 97 x 261 x 45 on 7 threads, by rows, as there are too few column
  // strips. 50 x 300 x 1000 is cut into 8 tasks of 4 column strips on 2
  // threads and 28 tasks of 1 or 2 strips on 7 (gemm::kTasksPerThread per
  // thread), taken by whichever thread comes first. A 1 x 1 NHWC convolution,
  // whose rows are read in place too, equals the same convolution with a
  // padded window (packed) on the positions both compute.
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto check = [&](auto tag, bool fused) {
    using T = decltype(tag);
    // The Element path (onElementPath) keeps the arithmetic installed here.
    ScopedExecutionSettings arithmetic(productSettings(1, fused));
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type()) : Type(b.getF64Type());
    for (auto [m, k, n] : {std::array<int64_t, 3>{13, 7, 45},
                           {37, 261, 45},
                           {1, 261, 45},
                           {13, 261, 1000},
                           {5, 600, 333},
                           {97, 261, 45},
                           {50, 300, 1000}}) {
      Tensor lhs(RankedTensorType::get({m, k}, type));
      Tensor lhsT(RankedTensorType::get({k, m}, type));
      Tensor rhs(RankedTensorType::get({k, n}, type));
      for (int64_t i = 0; i < m; ++i)
        for (int64_t kk = 0; kk < k; ++kk)
          lhs.data<T>()[i * k + kk] = lhsT.data<T>()[kk * m + i] = T(uniform(rng));
      for (int64_t i = 0; i < k * n; ++i)
        rhs.data<T>()[i] = T(uniform(rng));
      std::vector<T> expected =
          rowMajorProduct(lhs.data<T>(), rhs.data<T>(), m, k, n, fused);
      auto result = RankedTensorType::get({m, n}, type);
      for (gemm::KernelSet set : gemm::runnableKernelSets())
        for (int threads : {1, 2, 7}) {
          gemm::ScopedKernels kernels(set);
          ScopedExecutionSettings settings(productSettings(threads, fused));
          Tensor inPlace =
              llvm::cantFail(evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, result));
          Tensor packed =
              llvm::cantFail(evalDotGeneralOp(lhsT, rhs, {}, {}, {0}, {0}, result));
          std::string what = arithmeticText(type, fused) + " " + std::to_string(m) + "x" +
                             std::to_string(k) + "x" + std::to_string(n) + ", " +
                             gemm::kernelSetName(set) +
                             " kernels on " + std::to_string(threads) + " threads";
          ASSERT_EQ(std::memcmp(inPlace.rawData(), expected.data(), expected.size() * sizeof(T)), 0)
              << "in place, " << what;
          ASSERT_EQ(std::memcmp(packed.rawData(), expected.data(), expected.size() * sizeof(T)), 0)
              << "packed, " << what;
        }
    }
    // 1x10x10x24 by 1x1x24x40: rows in place. The same image padded by 1
    // and a 3x3 kernel that is zero except at its centre computes, at each
    // position, the centre tap's sum after 4 taps of zero products (+0 +
    // x*0 leaves a sum's bits unchanged unless x is infinite or NaN, and
    // these values are finite; a -0 sum cannot occur from uniform values
    // except exactly, which has probability 0): packed strips.
    Tensor image(RankedTensorType::get({1, 10, 10, 24}, type));
    Tensor kernel1(RankedTensorType::get({1, 1, 24, 40}, type));
    Tensor kernel3(RankedTensorType::get({3, 3, 24, 40}, type));
    for (int64_t i = 0; i < image.getNumElements(); ++i)
      image.data<T>()[i] = T(uniform(rng));
    std::fill(kernel3.data<T>(), kernel3.data<T>() + kernel3.getNumElements(), T(0));
    for (int64_t i = 0; i < 24 * 40; ++i)
      kernel1.data<T>()[i] = kernel3.data<T>()[4 * 24 * 40 + i] = T(uniform(rng));
    auto outType = RankedTensorType::get({1, 10, 10, 40}, type);
    for (gemm::KernelSet set : gemm::runnableKernelSets())
      for (int threads : {1, 2, 7}) {
        gemm::ScopedKernels kernels(set);
        ScopedExecutionSettings settings(productSettings(threads, fused));
        Tensor one = evalConvolutionOp(image, kernel1, nhwcHwioConfig(0), outType);
        Tensor three = evalConvolutionOp(image, kernel3, nhwcHwioConfig(1), outType);
        Tensor element = onElementPath(
            [&] { return evalConvolutionOp(image, kernel1, nhwcHwioConfig(0), outType); });
        std::string what = arithmeticText(type, fused) + ", " + gemm::kernelSetName(set) +
                           " kernels on " + std::to_string(threads) + " threads";
        ASSERT_EQ(std::memcmp(one.rawData(), element.rawData(), size_t(one.getSizeInBytes())), 0)
            << "1x1 convolution against the Element path, " << what;
        for (int64_t i = 0; i < one.getNumElements(); ++i) {
          T x = one.data<T>()[i], y = three.data<T>()[i];
          ASSERT_EQ(std::memcmp(&x, &y, sizeof(T)), 0)
              << "1x1 convolution at " << i << ": " << x << " vs " << y << ", " << what;
        }
      }
  };
  for (bool fused : {false, true}) {
    check(float{}, fused);
    check(double{}, fused);
  }
}

TEST_F(TypedPathTest, InPlaceBEqualsPackedStrips) {
  // Products whose tasks have one tile per strip (at most 6 rows) read
  // whole strips of B in place at B's leading dimension
  // (gemm::StridedKernel, gemm::StridedRowsKernel) instead of packing
  // them; a partial last strip is still packed. Against the naive k-order
  // loop, on every kernel set and on 1, 2 and 7 threads: lhs row-major (A
  // read in place too) and stored transposed (A packed); m = 1, 5 (a
  // strip whose missing rows repeat the last one) and 6; k = 7, 261 and
  // 600 (several k blocks, so B's rows are found from each block's first);
  // n = 70 and 300, leading dimensions that are no multiple of a strip's
  // 32 (or 16) columns, so that reading the strip at any other stride, or
  // another strip's columns, gives other sums. A batch of 3 such products
  // (B at each batch's offset), and NHWC x HWIO convolutions with 6 result
  // positions (a 3 x 3 window over padding: A packed; 1 x 1: A in place)
  // against the Element path.
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto check = [&](auto tag, bool fused) {
    using T = decltype(tag);
    // The Element path (onElementPath) keeps the arithmetic installed here.
    ScopedExecutionSettings arithmetic(productSettings(1, fused));
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type()) : Type(b.getF64Type());
    auto fill = [&](Tensor &t) {
      for (int64_t i = 0; i < t.getNumElements(); ++i)
        t.data<T>()[i] = T(uniform(rng));
    };
    for (int64_t batches : {1, 3})
      for (int64_t m : {1, 5, 6})
        for (int64_t k : {7, 261, 600})
          for (int64_t n : {70, 300}) {
            Tensor lhs(RankedTensorType::get({batches, m, k}, type));
            Tensor lhsT(RankedTensorType::get({batches, k, m}, type));
            Tensor rhs(RankedTensorType::get({batches, k, n}, type));
            fill(lhs), fill(rhs);
            for (int64_t bt = 0; bt < batches; ++bt)
              for (int64_t i = 0; i < m; ++i)
                for (int64_t kk = 0; kk < k; ++kk)
                  lhsT.data<T>()[(bt * k + kk) * m + i] =
                      lhs.data<T>()[(bt * m + i) * k + kk];
            std::vector<T> expected = naiveProduct(
                lhs.data<T>(), rhs.data<T>(), batches, m, n, k,
                [&](int64_t bt, int64_t i, int64_t kk) { return (bt * m + i) * k + kk; },
                [&](int64_t bt, int64_t kk, int64_t j) { return (bt * k + kk) * n + j; },
                fused);
            auto result = RankedTensorType::get({batches, m, n}, type);
            for (gemm::KernelSet set : gemm::runnableKernelSets())
              for (int threads : {1, 2, 7}) {
                gemm::ScopedKernels kernels(set);
                ScopedExecutionSettings settings(productSettings(threads, fused));
                Tensor rowsA = llvm::cantFail(
                    evalDotGeneralOp(lhs, rhs, {0}, {0}, {2}, {1}, result));
                Tensor packedA = llvm::cantFail(
                    evalDotGeneralOp(lhsT, rhs, {0}, {0}, {1}, {1}, result));
                std::string what = arithmeticText(type, fused) + " " + std::to_string(batches) + " x " +
                                   std::to_string(m) + "x" + std::to_string(k) + "x" +
                                   std::to_string(n) + ", " + gemm::kernelSetName(set) +
                                   " kernels on " + std::to_string(threads) + " threads";
                ASSERT_EQ(std::memcmp(rowsA.rawData(), expected.data(),
                                      expected.size() * sizeof(T)),
                          0)
                    << "A in place, " << what;
                ASSERT_EQ(std::memcmp(packedA.rawData(), expected.data(),
                                      expected.size() * sizeof(T)),
                          0)
                    << "A packed, " << what;
              }
          }
    Tensor image(RankedTensorType::get({1, 2, 3, 40}, type));
    Tensor kernel1(RankedTensorType::get({1, 1, 40, 70}, type));
    Tensor kernel3(RankedTensorType::get({3, 3, 40, 70}, type));
    fill(image), fill(kernel1), fill(kernel3);
    auto outType = RankedTensorType::get({1, 2, 3, 70}, type);
    for (auto [kernelOf, padOf] :
         {std::pair<Tensor *, int64_t>{&kernel1, 0}, {&kernel3, 1}}) {
      // Named copies: lambdas below capture them (a structured binding
      // cannot be captured before C++20).
      Tensor *kernel = kernelOf;
      int64_t pad = padOf;
      Tensor element = onElementPath(
          [&] { return evalConvolutionOp(image, *kernel, nhwcHwioConfig(pad), outType); });
      for (gemm::KernelSet set : gemm::runnableKernelSets())
        for (int threads : {1, 2, 7}) {
          gemm::ScopedKernels kernels(set);
          ScopedExecutionSettings settings(productSettings(threads, fused));
          Tensor r = evalConvolutionOp(image, *kernel, nhwcHwioConfig(pad), outType);
          ASSERT_EQ(std::memcmp(r.rawData(), element.rawData(), size_t(r.getSizeInBytes())), 0)
              << arithmeticText(type, fused) << " " << (pad ? "3x3" : "1x1") << " convolution, "
              << gemm::kernelSetName(set) << " kernels on " << threads << " threads";
        }
    }
  };
  for (bool fused : {false, true}) {
    check(float{}, fused);
    check(double{}, fused);
  }
}

TEST_F(TypedPathTest, LargeRowMajorAIsPackedWithTheSameSums) {
  // A row-major lhs of more than gemm::kMaxInPlaceABytes is packed where
  // the packed grid has fewer runs of columns than the in-place one (on 1
  // and 2 threads here; on 7 both grids cut only rows, and A stays in
  // place): the row-major packing (gemm::interleaveSix for f32) then
  // feeds the packed kernels. Against the naive k-order loop, on every
  // kernel set and on 1, 2 and 7 threads: m not a multiple of 6 (a
  // partial strip), k of four whole k blocks and 6 more, n not a multiple
  // of a strip (a partial strip of B), A of 6.1 MiB in both types.
  EXPECT_TRUE(gemm::readAInPlace(1, 1024, 1024, 1024, 6, 32, 1024, 2, 4))
      << "a 4 MiB A is read in place";
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto check = [&](auto tag, bool fused, int64_t m, int64_t k, int64_t n) {
    using T = decltype(tag);
    using Blocking = gemm::Blocking<T>;
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type()) : Type(b.getF64Type());
    ASSERT_GT(m * k * int64_t(sizeof(T)), gemm::kMaxInPlaceABytes);
    for (int threads : {1, 2})
      ASSERT_FALSE(gemm::readAInPlace(1, m, n, k, Blocking::mr, Blocking::nr,
                                      Blocking::nc, threads, int64_t(sizeof(T))))
          << arithmeticText(type, fused) << " A packed on " << threads << " threads";
    ASSERT_TRUE(gemm::readAInPlace(1, m, n, k, Blocking::mr, Blocking::nr,
                                   Blocking::nc, 7, int64_t(sizeof(T))))
        << arithmeticText(type, fused) << " A in place on 7 threads";
    Tensor lhs(RankedTensorType::get({m, k}, type));
    Tensor rhs(RankedTensorType::get({k, n}, type));
    for (int64_t i = 0; i < m * k; ++i)
      lhs.data<T>()[i] = T(uniform(rng));
    for (int64_t i = 0; i < k * n; ++i)
      rhs.data<T>()[i] = T(uniform(rng));
    std::vector<T> expected =
        rowMajorProduct(lhs.data<T>(), rhs.data<T>(), m, k, n, fused);
    auto result = RankedTensorType::get({m, n}, type);
    for (gemm::KernelSet set : gemm::runnableKernelSets())
      for (int threads : {1, 2, 7}) {
        gemm::ScopedKernels kernels(set);
        ScopedExecutionSettings settings(productSettings(threads, fused));
        Tensor r = llvm::cantFail(evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, result));
        ASSERT_EQ(std::memcmp(r.rawData(), expected.data(), expected.size() * sizeof(T)), 0)
            << arithmeticText(type, fused) << " " << m << "x" << k << "x" << n << ", "
            << gemm::kernelSetName(set) << " kernels on " << threads << " threads";
      }
  };
  for (bool fused : {false, true}) {
    check(float{}, fused, 1561, 1030, 250);
    check(double{}, fused, 781, 1030, 125);
  }
}

TEST_F(TypedPathTest, PackedKernelsAgreeOnSpecialValues) {
  // Every micro-kernel set this CPU runs (scalar, AVX2, AVX-512), on 1, 2
  // and 7 threads, against the naive k-order loop above, on operands mixing
  // random values with NaN, infinities, signed zeros, subnormals and values
  // whose products overflow or underflow (so sums meet inf - inf, 0 * inf,
  // -0 + -0 and subnormal partial sums). 100 x 300 x 75: several tasks,
  // partial tiles in both directions, two k blocks. Results must have the
  // same bits, except that NaNs only need to be NaNs: IEEE 754 leaves the
  // payload and sign of a NaN produced from two NaN operands to the
  // implementation, and neither the spec nor the Element path (APFloat)
  // fixes it.
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto check = [&](auto tag, bool fused) {
    using T = decltype(tag);
    // The Element path (onElementPath) keeps the arithmetic installed here.
    ScopedExecutionSettings arithmetic(productSettings(1, fused));
    using Limits = std::numeric_limits<T>;
    Type type = std::is_same_v<T, float> ? Type(b.getF32Type()) : Type(b.getF64Type());
    const T specials[] = {Limits::quiet_NaN(), Limits::infinity(), -Limits::infinity(),
                          T(0), -T(0), Limits::denorm_min(), -Limits::denorm_min(),
                          Limits::min() / T(3), Limits::max() / T(2), -Limits::max() / T(2),
                          std::sqrt(Limits::max()), std::sqrt(Limits::min()), T(1), T(-1)};
    auto fill = [&](ArrayRef<int64_t> shape, int percentSpecial) {
      Tensor t(RankedTensorType::get(shape, type));
      for (int64_t i = 0; i < t.getNumElements(); ++i)
        t.data<T>()[i] = int(rng() % 100) < percentSpecial
                             ? specials[rng() % std::size(specials)]
                             : T(uniform(rng));
      return t;
    };
    const int64_t m = 100, k = 300, n = 75;
    for (int percentSpecial : {2, 30}) {
      Tensor lhs = fill({m, k}, percentSpecial), rhs = fill({k, n}, percentSpecial);
      // A row and a column of only signed zeros and subnormals: sums of
      // -0 and of subnormal products.
      for (int64_t kk = 0; kk < k; ++kk) {
        lhs.data<T>()[5 * k + kk] = kk % 2 ? -T(0) : -Limits::denorm_min();
        rhs.data<T>()[kk * n + 7] = kk % 3 ? Limits::min() : -T(0);
      }
      std::vector<T> expected =
          rowMajorProduct(lhs.data<T>(), rhs.data<T>(), m, k, n, fused);
      for (gemm::KernelSet set : gemm::runnableKernelSets())
        for (int threads : {1, 2, 7}) {
          gemm::ScopedKernels kernels(set);
          ScopedExecutionSettings settings(productSettings(threads, fused));
          Tensor r = llvm::cantFail(evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0},
                                                     RankedTensorType::get({m, n}, type)));
          for (int64_t i = 0; i < m * n; ++i) {
            T got = r.data<T>()[i], want = expected[size_t(i)];
            if (std::isnan(want)) {
              ASSERT_TRUE(std::isnan(got)) << arithmeticText(type, fused) << " at " << i << ": " << got
                                           << ", " << gemm::kernelSetName(set) << " kernels";
            } else {
              ASSERT_EQ(std::memcmp(&got, &want, sizeof(T)), 0)
                  << arithmeticText(type, fused) << " at " << i << ": " << got << " vs " << want
                  << ", " << gemm::kernelSetName(set) << " kernels on " << threads
                  << " threads, " << percentSpecial << "% special values";
            }
          }
        }
    }
  };
  for (bool fused : {false, true}) {
    check(float{}, fused);
    check(double{}, fused);
  }
}

TEST_F(TypedPathTest, CopyStripMovesBits) {
  // gemm::copyStrip on every kernel set this CPU runs: rows of random bit
  // patterns (NaNs with payloads, subnormals and all) at scattered,
  // unordered offsets; the packed strip must hold each row's first nr
  // elements bit for bit, in the order of the offsets.
  auto check = [&](auto tag) {
    using T = decltype(tag);
    using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
    constexpr int64_t nr = gemm::Blocking<T>::nr, kc = 37;
    std::vector<Bits> bits(size_t(kc * 3 * nr + 5));
    for (Bits &word : bits)
      word = Bits(rng());
    std::vector<T> source(bits.size());
    std::memcpy(source.data(), bits.data(), bits.size() * sizeof(T));
    std::vector<int64_t> offsets(kc);
    for (int64_t kk = 0; kk < kc; ++kk)
      offsets[size_t(kk)] = (kc - 1 - kk) * 3 * nr + kk % 5;
    for (gemm::KernelSet set : gemm::runnableKernelSets()) {
      gemm::ScopedKernels kernels(set);
      std::vector<T> packed(size_t(kc * nr));
      gemm::copyStrip(source.data(), offsets.data(), kc, packed.data());
      for (int64_t kk = 0; kk < kc; ++kk)
        for (int64_t j = 0; j < nr; ++j) {
          Bits got;
          std::memcpy(&got, &packed[size_t(kk * nr + j)], sizeof(T));
          ASSERT_EQ(got, bits[size_t(offsets[size_t(kk)] + j)])
              << sizeof(T) * 8 << "-bit row " << kk << " column " << j << ", "
              << gemm::kernelSetName(set) << " kernels";
        }
    }
  };
  check(float{});
  check(double{});
}

TEST(InterpreterOptionsTest, ThreadsDefaultToTheMachinesCores) {
  InterpreterOptions options;
  EXPECT_EQ(options.threads,
            std::max(1, int(std::thread::hardware_concurrency())));
}

TEST_F(TypedPathTest, Iota) {
  for (Type type : typedTypes()) {
    auto shape = RankedTensorType::get({3, 70}, type);
    compareBothPaths([&] { return evalIotaOp(1, shape); },
                     "iota " + typeText(type));
  }
}

} // namespace
