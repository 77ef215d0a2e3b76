//===- FloatPrintTest.cpp - FloatPrint.h against APFloat and MLIR --------===//
//
// The expected strings come from LLVM's APFloat::toString and from MLIR's
// own printer (a FloatAttr printed without its type), never from the code
// under test: random bit patterns of every exponent, the edges of each
// format, and values chosen to make the rounding carry.
//
//===----------------------------------------------------------------------===//

#include "interpreter/FloatPrint.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <vector>

namespace mlir {
namespace shlo {
namespace {

llvm::APFloat toAPFloat(double value, bool single) {
  return single ? llvm::APFloat(float(value)) : llvm::APFloat(value);
}

std::string expectedToString(double value, bool single, unsigned precision,
                             unsigned padding, bool truncate) {
  llvm::SmallString<64> text;
  toAPFloat(value, single).toString(text, precision, padding, truncate);
  return std::string(text);
}

std::string ours(double value, bool single, unsigned precision,
                 unsigned padding, bool truncate) {
  std::string text;
  apfloatToString(text, value, single, precision, padding, truncate);
  return text;
}

/// Finite values: random bit patterns (every exponent equally likely),
/// powers of two and their neighbours, and the formats' edges.
std::vector<double> samples(bool single, size_t randomCount) {
  std::vector<double> values;
  std::mt19937_64 rng(20261125);
  for (size_t i = 0; i < randomCount; ++i) {
    uint64_t bits = rng();
    double v;
    if (single) {
      uint32_t b = uint32_t(bits);
      float f;
      std::memcpy(&f, &b, sizeof f);
      v = f;
    } else {
      std::memcpy(&v, &bits, sizeof v);
    }
    if (std::isfinite(v))
      values.push_back(v);
  }
  int lo = single ? -149 : -1074, hi = single ? 127 : 1023;
  for (int e = lo; e <= hi; ++e) {
    double p = std::ldexp(1.0, e);
    for (double v : {p, -p, std::nextafter(p, 0.0), std::nextafter(p, 1e300)}) {
      if (single && double(float(v)) != v)
        v = double(float(v));
      if (std::isfinite(v))
        values.push_back(v);
    }
  }
  for (double v : {0.0, -0.0, 0.1, 98.1, 1234.5625, 123456792.0, 9.9999995,
                   99999.995, 0.5, 1.0, 1e10, 1e-10, 999999.5, 9999999.0})
    values.push_back(single ? double(float(v)) : v);
  if (single) {
    values.push_back(std::numeric_limits<float>::max());
    values.push_back(std::numeric_limits<float>::denorm_min());
    values.push_back(std::numeric_limits<float>::min());
  } else {
    values.push_back(std::numeric_limits<double>::max());
    values.push_back(std::numeric_limits<double>::denorm_min());
    values.push_back(std::numeric_limits<double>::min());
  }
  // Integers and short decimals, where rounding carries through nines.
  for (int i = 0; i < 20000; ++i) {
    values.push_back(single ? double(float(i * 0.1f)) : i * 0.1);
    values.push_back(single ? double(float(i)) : double(i) * 1e7 + 0.5);
  }
  return values;
}

void checkToString(bool single, size_t randomCount) {
  size_t failures = 0;
  for (double v : samples(single, randomCount)) {
    for (auto [p, pad, trunc] :
         {std::tuple<unsigned, unsigned, bool>{6, 0, false}, {0, 3, true}}) {
      std::string want = expectedToString(v, single, p, pad, trunc);
      std::string got = ours(v, single, p, pad, trunc);
      if (want != got && failures++ < 10)
        ADD_FAILURE() << (single ? "f32 0x" : "f64 0x")
                      << llvm::utohexstr(
                             toAPFloat(v, single).bitcastToAPInt().getZExtValue())
                      << " toString(" << p << ", " << pad << ", " << trunc
                      << "): APFloat '" << want << "', ours '" << got << "'";
    }
  }
  EXPECT_EQ(failures, 0u);
}

TEST(FloatPrint, ToStringMatchesAPFloatF32) { checkToString(true, 200000); }
TEST(FloatPrint, ToStringMatchesAPFloatF64) { checkToString(false, 30000); }

/// The whole rule against MLIR's printer: the same text, or false exactly
/// where MLIR writes hexadecimal.
void checkPrinter(bool single, size_t randomCount) {
  MLIRContext context;
  Builder builder(&context);
  Type type = single ? Type(builder.getF32Type()) : Type(builder.getF64Type());
  std::vector<double> values = samples(single, randomCount);
  values.push_back(std::numeric_limits<double>::infinity());
  values.push_back(-std::numeric_limits<double>::infinity());
  values.push_back(std::numeric_limits<double>::quiet_NaN());
  size_t failures = 0;
  for (double v : values) {
    std::string want;
    llvm::raw_string_ostream wantStream(want);
    FloatAttr::get(type, toAPFloat(v, single))
        .print(wantStream, /*elideType=*/true);
    std::string got;
    llvm::raw_string_ostream gotStream(got);
    bool printed = printFloatLikeMlir(gotStream, v, single);
    bool hex = llvm::StringRef(want).starts_with("0x");
    if ((printed ? got != want : !hex) && failures++ < 10)
      ADD_FAILURE() << "MLIR printed '" << want << "', ours "
                    << (printed ? "'" + got + "'" : std::string("left it"));
  }
  EXPECT_EQ(failures, 0u);
}

TEST(FloatPrint, PrinterMatchesMlirF32) { checkPrinter(true, 60000); }
TEST(FloatPrint, PrinterMatchesMlirF64) { checkPrinter(false, 15000); }

} // namespace
} // namespace shlo
} // namespace mlir
