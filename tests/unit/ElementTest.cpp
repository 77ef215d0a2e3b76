//===- ElementTest.cpp - Element arithmetic and storage round trips ------===//
//
// Expected values are written by hand from the specification (wraparound,
// IEEE-754 corner cases), never taken from the interpreter's output.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Element.h"
#include "interpreter/Tensor.h"
#include "tests/unit/TypeText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <cmath>

using namespace mlir;
using namespace mlir::shlo;

namespace {

class ElementTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};

  Type si(unsigned w) { return b.getIntegerType(w); }
  Type ui(unsigned w) { return b.getIntegerType(w, /*isSigned=*/false); }

  /// Every element type of the specification.
  SmallVector<Type> allTypes() {
    SmallVector<Type> types = {b.getI1Type()};
    for (unsigned w : {2u, 4u, 8u, 16u, 32u, 64u}) {
      types.push_back(si(w));
      types.push_back(ui(w));
    }
    types.append({b.getType<Float4E2M1FNType>(), b.getType<Float6E2M3FNType>(),
                  b.getType<Float6E3M2FNType>(), b.getType<Float8E3M4Type>(),
                  b.getType<Float8E4M3Type>(), b.getType<Float8E4M3FNType>(),
                  b.getType<Float8E4M3FNUZType>(),
                  b.getType<Float8E4M3B11FNUZType>(),
                  b.getType<Float8E5M2Type>(), b.getType<Float8E5M2FNUZType>(),
                  b.getType<Float8E8M0FNUType>(), b.getBF16Type(),
                  b.getF16Type(), b.getF32Type(), b.getF64Type(),
                  ComplexType::get(b.getF32Type()),
                  ComplexType::get(b.getF64Type())});
    return types;
  }

  /// Writes `e` to storage and reads it back.
  Element roundTrip(const Element &e) {
    alignas(16) char storage[16] = {};
    writeElement(storage, e);
    return readElement(e.getType(), storage);
  }
};

TEST_F(ElementTest, EveryTypeRoundTripsThroughStorage) {
  for (Type type : allTypes()) {
    unsigned width = getBitWidth(type);
    // Walk bit patterns: all of them for narrow types, a spread for wide ones.
    uint64_t count = width <= 8 ? (uint64_t(1) << width) : 4096;
    for (uint64_t i = 0; i < count; ++i) {
      uint64_t pattern = width <= 8 ? i : i * 0x9E3779B97F4A7C15ull;
      llvm::APInt bits(width, 0);
      for (unsigned chunk = 0; chunk < width; chunk += 64)
        bits.insertBits(llvm::APInt(std::min(64u, width - chunk), pattern,
                                    false, true),
                        chunk);
      Element e = Element::fromBits(type, bits);
      Element back = roundTrip(e);
      ASSERT_TRUE(back.isSameAs(e))
          << "type " << typeText(type) << " bits " << pattern;
      // Non-NaN values keep their exact bits.
      bool isNaN = (e.isFloat() && e.getFloat().isNaN()) ||
                   (e.isComplex() && (e.getComplex().first.isNaN() ||
                                      e.getComplex().second.isNaN()));
      if (!isNaN) {
        ASSERT_EQ(back.toBits(), bits) << typeText(type);
      }
    }
  }
}

TEST_F(ElementTest, SignedIntegersWrapAround) {
  EXPECT_EQ((Element::fromInt(si(4), 7) + Element::fromInt(si(4), 1)).toInt64(), -8);
  EXPECT_EQ((Element::fromInt(si(2), -2) - Element::fromInt(si(2), 1)).toInt64(), 1);
  EXPECT_EQ((Element::fromInt(si(8), 127) + Element::fromInt(si(8), 1)).toInt64(), -128);
  EXPECT_EQ((-Element::fromInt(si(8), -128)).toInt64(), -128);
  EXPECT_EQ(abs(Element::fromInt(si(64), INT64_MIN)).toInt64(), INT64_MIN);
  EXPECT_EQ((Element::fromInt(si(16), 300) * Element::fromInt(si(16), 300)).toInt64(),
            90000 - 65536);
}

TEST_F(ElementTest, UnsignedIntegersWrapAround) {
  EXPECT_EQ((Element::fromInt(ui(4), 15) + Element::fromInt(ui(4), 1)).toInt64(), 0);
  EXPECT_EQ((Element::fromInt(ui(2), 0) - Element::fromInt(ui(2), 1)).toInt64(), 3);
  EXPECT_EQ((Element::fromInt(ui(8), 200) / Element::fromInt(ui(8), 7)).toInt64(), 28);
  EXPECT_EQ(Element::fromInt(ui(64), -1).toBits().getZExtValue(), UINT64_MAX);
}

TEST_F(ElementTest, IntegerDivisionTruncatesTowardZero) {
  EXPECT_EQ((Element::fromInt(si(32), -7) / Element::fromInt(si(32), 2)).toInt64(), -3);
  EXPECT_EQ(remainder(Element::fromInt(si(32), -7), Element::fromInt(si(32), 2)).toInt64(), -1);
  EXPECT_EQ(remainder(Element::fromInt(si(32), 7), Element::fromInt(si(32), -2)).toInt64(), 1);
  EXPECT_EQ((Element::fromInt(si(8), -128) / Element::fromInt(si(8), -1)).toInt64(), -128);
}

TEST_F(ElementTest, FloatCornerCases) {
  Type f32 = b.getF32Type();
  Element nan = Element::fromDouble(f32, NAN);
  Element inf = Element::fromDouble(f32, INFINITY);
  Element negZero = Element::fromDouble(f32, -0.0);
  Element zero = Element::fromDouble(f32, 0.0);
  Element one = Element::fromDouble(f32, 1.0);
  EXPECT_TRUE((one / zero).isSameAs(inf));
  EXPECT_TRUE((zero / zero).getFloat().isNaN());
  EXPECT_TRUE((inf - inf).getFloat().isNaN());
  EXPECT_TRUE(maximum(negZero, zero).isSameAs(zero));
  EXPECT_TRUE(maximum(zero, negZero).isSameAs(zero));
  EXPECT_TRUE(minimum(zero, negZero).isSameAs(negZero));
  EXPECT_TRUE(maximum(nan, one).getFloat().isNaN());
  EXPECT_TRUE(minimum(one, nan).getFloat().isNaN());
  EXPECT_TRUE(sign(negZero).isSameAs(negZero));
  EXPECT_TRUE(sign(nan).getFloat().isNaN());
  EXPECT_FALSE(negZero.isSameAs(zero));
  EXPECT_TRUE(compare(negZero, zero, CompareDirection::EQ, CompareKind::Float));
  EXPECT_TRUE(compare(negZero, zero, CompareDirection::LT, CompareKind::TotalOrder));
  EXPECT_FALSE(compare(nan, nan, CompareDirection::EQ, CompareKind::Float));
  EXPECT_TRUE(compare(nan, nan, CompareDirection::NE, CompareKind::Float));
  EXPECT_TRUE(compare(nan, inf, CompareDirection::GT, CompareKind::TotalOrder));
  // The smallest f32 subnormal survives arithmetic and halves to zero.
  Element tiny = Element::fromDouble(f32, std::ldexp(1.0, -149));
  EXPECT_EQ((tiny + tiny).toDouble(), std::ldexp(1.0, -148));
  EXPECT_EQ((tiny * Element::fromDouble(f32, 0.5)).toDouble(), 0.0);
  EXPECT_TRUE(isFinite(tiny).getBool());
  EXPECT_FALSE(isFinite(inf).getBool());
  EXPECT_FALSE(isFinite(nan).getBool());
}

TEST_F(ElementTest, RoundingModes) {
  Type f64 = b.getF64Type();
  auto afz = [&](double x) { return roundNearestAfz(Element::fromDouble(f64, x)).toDouble(); };
  auto even = [&](double x) { return roundNearestEven(Element::fromDouble(f64, x)).toDouble(); };
  EXPECT_EQ(afz(0.5), 1.0);
  EXPECT_EQ(afz(-2.5), -3.0);
  EXPECT_EQ(even(0.5), 0.0);
  EXPECT_EQ(even(2.5), 2.0);
  EXPECT_EQ(even(-3.5), -4.0);
  EXPECT_EQ(ceil(Element::fromDouble(f64, -0.5)).toDouble(), 0.0);
  EXPECT_TRUE(std::signbit(ceil(Element::fromDouble(f64, -0.5)).toDouble()));
  EXPECT_EQ(floor(Element::fromDouble(f64, -0.5)).toDouble(), -1.0);
}

TEST_F(ElementTest, Conversions) {
  Type f32 = b.getF32Type();
  EXPECT_EQ(convert(Element::fromDouble(f32, -2.7), si(32)).toInt64(), -2);
  EXPECT_EQ(convert(Element::fromDouble(f32, 2.7), ui(8)).toInt64(), 2);
  EXPECT_EQ(convert(Element::fromDouble(f32, NAN), si(32)).toInt64(), 0);
  EXPECT_EQ(convert(Element::fromDouble(f32, 1e10), si(32)).toInt64(), INT32_MAX);
  EXPECT_EQ(convert(Element::fromInt(si(8), -1), ui(16)).toInt64(), 65535);
  EXPECT_EQ(convert(Element::fromInt(ui(8), 255), si(16)).toInt64(), 255);
  EXPECT_EQ(convert(Element::fromInt(si(32), 16777217), f32).toDouble(), 16777216.0);
  EXPECT_TRUE(convert(Element::fromDouble(f32, 0.5), b.getI1Type()).getBool());
  EXPECT_FALSE(convert(Element::fromDouble(f32, -0.0), b.getI1Type()).getBool());
  Element c = convert(Element::fromDouble(f32, 3.0), ComplexType::get(f32));
  EXPECT_EQ(c.toComplexDouble(), std::complex<double>(3.0, 0.0));
  EXPECT_EQ(convert(c, b.getF64Type()).toDouble(), 3.0);
  // f32 -> bf16 rounds to nearest even: 1 + 2^-8 is a tie between 1 and
  // 1 + 2^-7 and goes to 1.
  EXPECT_EQ(convert(Element::fromDouble(f32, 1.0 + std::ldexp(1.0, -8)),
                    b.getBF16Type()).toDouble(), 1.0);
}

TEST_F(ElementTest, ShiftsOutOfRange) {
  Type i8 = si(8);
  EXPECT_EQ(shiftLeft(Element::fromInt(i8, 1), Element::fromInt(i8, 8)).toInt64(), 0);
  EXPECT_EQ(shiftRightLogical(Element::fromInt(i8, -1), Element::fromInt(i8, 9)).toInt64(), 0);
  EXPECT_EQ(shiftRightArithmetic(Element::fromInt(i8, -16), Element::fromInt(i8, 100)).toInt64(), -1);
  EXPECT_EQ(shiftRightArithmetic(Element::fromInt(i8, 16), Element::fromInt(i8, -1)).toInt64(), 0);
  EXPECT_EQ(shiftRightLogical(Element::fromInt(i8, -1), Element::fromInt(i8, 1)).toInt64(), 127);
}

TEST_F(ElementTest, IntegerPowerAndBitCounts) {
  Type i32 = si(32);
  EXPECT_EQ(power(Element::fromInt(i32, 3), Element::fromInt(i32, 4)).toInt64(), 81);
  EXPECT_EQ(power(Element::fromInt(i32, 2), Element::fromInt(i32, -1)).toInt64(), 0);
  EXPECT_EQ(power(Element::fromInt(i32, -1), Element::fromInt(i32, -3)).toInt64(), -1);
  EXPECT_EQ(power(Element::fromInt(i32, 5), Element::fromInt(i32, 0)).toInt64(), 1);
  EXPECT_EQ(popcnt(Element::fromInt(si(8), -1)).toInt64(), 8);
  EXPECT_EQ(countLeadingZeros(Element::fromInt(si(16), 1)).toInt64(), 15);
  EXPECT_EQ(countLeadingZeros(Element::fromInt(si(4), 0)).toInt64(), 4);
}

TEST_F(ElementTest, ReducePrecision) {
  Type f32 = b.getF32Type();
  // To e5m10 (f16's format): 1 + 2^-11 is a tie and rounds to even (1).
  Element tie = Element::fromDouble(f32, 1.0 + std::ldexp(1.0, -11));
  EXPECT_EQ(reducePrecision(tie, 5, 10).toDouble(), 1.0);
  Element above = Element::fromDouble(f32, 1.0 + 3 * std::ldexp(1.0, -12));
  EXPECT_EQ(reducePrecision(above, 5, 10).toDouble(), 1.0 + std::ldexp(1.0, -10));
  // 70000 overflows f16's range and 1e-9 underflows it.
  EXPECT_TRUE(reducePrecision(Element::fromDouble(f32, 70000.0), 5, 10).getFloat().isInfinity());
  EXPECT_EQ(reducePrecision(Element::fromDouble(f32, -1e-9), 5, 10).toDouble(), 0.0);
  EXPECT_TRUE(reducePrecision(Element::fromDouble(f32, NAN), 5, 10).getFloat().isNaN());
}

TEST_F(ElementTest, ComplexArithmetic) {
  Type c64 = ComplexType::get(b.getF64Type());
  Element x = Element::fromComplex(c64, {1.0, 2.0});
  Element y = Element::fromComplex(c64, {3.0, -1.0});
  EXPECT_EQ((x * y).toComplexDouble(), std::complex<double>(5.0, 5.0));
  EXPECT_EQ((x + y).toComplexDouble(), std::complex<double>(4.0, 1.0));
  EXPECT_EQ(abs(Element::fromComplex(c64, {3.0, 4.0})).toDouble(), 5.0);
  EXPECT_TRUE(compare(x, y, CompareDirection::LT, CompareKind::Float));
  EXPECT_EQ(real(x).toDouble(), 1.0);
  EXPECT_EQ(imag(x).toDouble(), 2.0);
}

TEST_F(ElementTest, PrintsLikeMlir) {
  EXPECT_EQ(Element::fromInt(si(8), -3).toString(), "-3");
  EXPECT_EQ(Element::fromInt(ui(8), 200).toString(), "200");
  EXPECT_EQ(Element::fromBool(&context, true).toString(), "true");
  EXPECT_EQ(Element::fromDouble(b.getF32Type(), 1.0).toString(), "1.000000e+00");
}

} // namespace
