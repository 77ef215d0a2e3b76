//===- ChloTest.cpp - chlo typed loops equal the Element path -------------===//
//
// Runs every elementwise chlo kernel (interpreter/ChloOps.h) twice on random
// inputs with NaN, +-inf, -0, subnormals, poles and integer extremes mixed
// in: once with the typed loops and once through Element only, and demands
// identical storage bytes.
//
//===----------------------------------------------------------------------===//

#include "interpreter/ChloOps.h"
#include "interpreter/Settings.h"
#include "interpreter/TypedStorage.h"
#include "tests/unit/SameBytes.h"
#include "tests/unit/TypeText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <string>

using namespace mlir;
using namespace mlir::shlo;

namespace {

class ChloTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{20261125};
  static constexpr int64_t kN = 2048;

  SmallVector<Type> floatTypes() {
    return {b.getF16Type(), b.getBF16Type(), b.getF32Type(), b.getF64Type()};
  }
  SmallVector<Type> intTypes() {
    // chlo's integers are signless (CHLO_Int).
    return {b.getIntegerType(8), b.getIntegerType(16), b.getIntegerType(32),
            b.getIntegerType(64)};
  }

  /// A random float, often a special value or a pole of the special
  /// functions (0, negative integers, +-1 for erf_inv).
  double randomDouble() {
    static const double specials[] = {NAN,   INFINITY, -INFINITY, -0.0, 0.0,
                                      1e-40, -1e-310,  1.0,       -1.0, -3.0,
                                      0.5,   -2.5,     65504.0,   600.0};
    int choice = int(rng() % 16);
    if (choice < 5)
      return specials[rng() % (sizeof(specials) / sizeof(*specials))];
    std::uniform_real_distribution<double> value(-12.0, 12.0);
    double v = value(rng);
    if (choice == 5)
      v = std::ldexp(v, int(rng() % 120) - 60);
    if (choice == 6)
      v = std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
    return v;
  }

  Tensor randomFloats(Type type) {
    Tensor t(RankedTensorType::get({kN}, type));
    for (int64_t i = 0; i < kN; ++i)
      t.setLinear(i, Element::fromDouble(type, randomDouble()));
    return t;
  }

  Tensor randomInts(Type type) {
    Tensor t(RankedTensorType::get({kN}, type));
    unsigned width = type.getIntOrFloatBitWidth();
    for (int64_t i = 0; i < kN; ++i) {
      static const int64_t specials[] = {0, -1, 1, INT64_MIN, INT64_MAX};
      if (rng() % 4 == 0)
        t.setLinear(i, Element::fromInt(type, specials[rng() % 5]));
      else
        t.setLinear(i,
                    Element::fromBits(type, llvm::APInt(64, rng()).trunc(width)));
    }
    return t;
  }

  /// Runs `fn` with and without the typed loops and demands identical
  /// storage bytes (NaNs agree in sign and payload too).
  void compareBothPaths(const std::function<Tensor()> &fn,
                        const std::string &what) {
    Tensor typed = fn();
    Tensor element = onElementPath(fn);
    expectSameBytes(typed, element, what, "typed", "element");
  }
};

TEST_F(ChloTest, UnaryFloat) {
  const std::pair<const char *, ChloUnary> cases[] = {
      {"acos", ChloUnary::Acos},       {"acosh", ChloUnary::Acosh},
      {"asin", ChloUnary::Asin},       {"asinh", ChloUnary::Asinh},
      {"atan", ChloUnary::Atan},       {"atanh", ChloUnary::Atanh},
      {"bessel_i1e", ChloUnary::BesselI1e}, {"conj", ChloUnary::Conj},
      {"cosh", ChloUnary::Cosh},       {"sinh", ChloUnary::Sinh},
      {"tan", ChloUnary::Tan},         {"square", ChloUnary::Square},
      {"digamma", ChloUnary::Digamma}, {"erf", ChloUnary::Erf},
      {"erfc", ChloUnary::Erfc},       {"erf_inv", ChloUnary::ErfInv},
      {"lgamma", ChloUnary::Lgamma},
  };
  for (Type type : floatTypes()) {
    Tensor x = randomFloats(type);
    auto resultType = cast<ShapedType>(x.getType());
    for (auto [name, fn] : cases)
      compareBothPaths([&, fn = fn] { return evalChloUnaryOp(fn, x, resultType); },
                       std::string(name) + " " + typeText(type));
  }
}

TEST_F(ChloTest, SquareInt) {
  for (Type type : intTypes()) {
    Tensor x = randomInts(type);
    auto resultType = cast<ShapedType>(x.getType());
    compareBothPaths(
        [&] { return evalChloUnaryOp(ChloUnary::Square, x, resultType); },
        "square " + typeText(type));
  }
}

TEST_F(ChloTest, InfTests) {
  const std::pair<const char *, ChloInfTest> cases[] = {
      {"is_inf", ChloInfTest::IsInf},
      {"is_neg_inf", ChloInfTest::IsNegInf},
      {"is_pos_inf", ChloInfTest::IsPosInf}};
  for (Type type : floatTypes()) {
    Tensor x = randomFloats(type);
    auto resultType = RankedTensorType::get({kN}, b.getI1Type());
    for (auto [name, test] : cases)
      compareBothPaths(
          [&, test = test] { return evalChloInfTestOp(test, x, resultType); },
          std::string(name) + " " + typeText(type));
  }
}

TEST_F(ChloTest, BinaryFloat) {
  const std::pair<const char *, ChloBinary> cases[] = {
      {"next_after", ChloBinary::NextAfter},
      {"polygamma", ChloBinary::Polygamma},
      {"zeta", ChloBinary::Zeta}};
  for (Type type : floatTypes()) {
    Tensor x = randomFloats(type);
    Tensor y = randomFloats(type);
    // polygamma's order: small integers, often.
    Tensor n(RankedTensorType::get({kN}, type));
    for (int64_t i = 0; i < kN; ++i)
      n.setLinear(i, rng() % 4 == 0 ? x.getLinear(i)
                                    : Element::fromDouble(type, double(rng() % 5)));
    auto resultType = cast<ShapedType>(x.getType());
    for (auto [name, fn] : cases) {
      const Tensor &lhs = fn == ChloBinary::Polygamma ? n : x;
      compareBothPaths(
          [&, fn = fn] { return evalChloBinaryOp(fn, lhs, y, resultType); },
          std::string(name) + " " + typeText(type));
    }
  }
}

TEST_F(ChloTest, MulhiInt) {
  for (Type type : intTypes()) {
    Tensor x = randomInts(type), y = randomInts(type);
    auto resultType = cast<ShapedType>(x.getType());
    compareBothPaths(
        [&] { return evalChloBinaryOp(ChloBinary::Mulhi, x, y, resultType); },
        "mulhi " + typeText(type));
  }
}

} // namespace
