//===- Element.cpp - one value of any StableHLO element type -------------===//

#include "interpreter/Element.h"
#include "interpreter/FloatPrint.h"
#include "interpreter/VectorMath.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/Support/ErrorHandling.h"

#include <cmath>
#include <limits>

using llvm::APFloat;
using llvm::APInt;

namespace mlir {
namespace shlo {

namespace {
constexpr APFloat::roundingMode kNearestEven = APFloat::rmNearestTiesToEven;

const llvm::fltSemantics &semanticsOf(Type type) {
  if (auto complexType = dyn_cast<ComplexType>(type))
    type = complexType.getElementType();
  return cast<FloatType>(type).getFloatSemantics();
}

/// `value` rounded to nearest-even in semantics `sem`.
APFloat roundTo(double value, const llvm::fltSemantics &sem) {
  APFloat result(value);
  bool losesInfo;
  result.convert(sem, kNearestEven, &losesInfo);
  return result;
}

double widen(const APFloat &value) {
  if (&value.getSemantics() == &APFloat::IEEEdouble())
    return value.convertToDouble();
  APFloat copy = value;
  bool losesInfo;
  copy.convert(APFloat::IEEEdouble(), kNearestEven, &losesInfo);
  return copy.convertToDouble();
}

/// Applies a double -> double function to a float element and rounds back.
Element mapFloat(const Element &x, double (*fn)(double)) {
  return Element(x.getType(),
                 roundTo(fn(widen(x.getFloat())), semanticsOf(x.getType())));
}

/// Whether a complex element type has f32 parts (computed in float, as
/// complex<f32> arithmetic is), else f64.
bool hasFloatParts(Type type) {
  return cast<ComplexType>(type).getElementType().isF32();
}

/// Applies `fn` to a complex element in the precision of its parts.
template <typename Fn> Element mapComplex(const Element &x, Fn fn) {
  std::complex<double> z = x.toComplexDouble();
  if (hasFloatParts(x.getType())) {
    std::complex<float> r =
        fn(std::complex<float>(float(z.real()), float(z.imag())));
    return Element::fromComplex(x.getType(), {r.real(), r.imag()});
  }
  return Element::fromComplex(x.getType(), fn(z));
}

/// Applies `fn` to a complex element in long double and rounds each part
/// once (functions whose float or double evaluation cancels).
Element mapComplexLong(const Element &x,
                       std::complex<long double> (*fn)(std::complex<long double>)) {
  const ComplexValue &parts = x.getComplex();
  std::complex<long double> r =
      fn({widen(parts.first), widen(parts.second)});
  // complex<f32> and complex<f64>: one rounding from long double.
  bool isF32 = hasFloatParts(x.getType());
  auto round = [&](long double v) {
    return isF32 ? APFloat(float(v)) : APFloat(double(v));
  };
  return Element(x.getType(), ComplexValue(round(r.real()), round(r.imag())));
}

/// Applies a binary `fn` to complex elements in the precision of their parts.
template <typename Fn>
Element zipComplex(const Element &a, const Element &b, Fn fn) {
  std::complex<double> x = a.toComplexDouble(), y = b.toComplexDouble();
  if (hasFloatParts(a.getType())) {
    std::complex<float> r =
        fn(std::complex<float>(float(x.real()), float(x.imag())),
           std::complex<float>(float(y.real()), float(y.imag())));
    return Element::fromComplex(a.getType(), {r.real(), r.imag()});
  }
  return Element::fromComplex(a.getType(), fn(x, y));
}

/// Applies a float or a complex function depending on the element kind.
template <typename ComplexFnT>
Element mapFloatOrComplex(const Element &x, double (*floatFn)(double),
                          ComplexFnT complexFn) {
  if (x.isComplex())
    return mapComplex(x, complexFn);
  return mapFloat(x, floatFn);
}

/// Like mapFloatOrComplex, but f32 elements go to `f32Fn` (VectorMath.h,
/// the function the typed path's array form runs, bit for bit).
template <typename ComplexFnT>
Element mapVectorMath(const Element &x, float (*f32Fn)(float),
                      double (*floatFn)(double), ComplexFnT complexFn) {
  if (x.getType().isF32())
    return Element(x.getType(), APFloat(f32Fn(x.getFloat().convertToFloat())));
  return mapFloatOrComplex(x, floatFn, complexFn);
}

/// The unsigned-order key of a float's bits for IEEE totalOrder.
APInt totalOrderKey(const APFloat &value) {
  APInt bits = value.bitcastToAPInt();
  unsigned width = bits.getBitWidth();
  if (bits.isSignBitSet())
    return ~bits;
  bits.setBit(width - 1);
  return bits;
}

bool compareOrdering(int order, CompareDirection direction) {
  switch (direction) {
  case CompareDirection::EQ:
    return order == 0;
  case CompareDirection::NE:
    return order != 0;
  case CompareDirection::GE:
    return order >= 0;
  case CompareDirection::GT:
    return order > 0;
  case CompareDirection::LE:
    return order <= 0;
  case CompareDirection::LT:
    return order < 0;
  }
  return false;
}

bool compareFloats(const APFloat &lhs, const APFloat &rhs,
                   CompareDirection direction, bool totalOrder) {
  if (totalOrder) {
    APInt l = totalOrderKey(lhs), r = totalOrderKey(rhs);
    return compareOrdering(l.ult(r) ? -1 : (l == r ? 0 : 1), direction);
  }
  APFloat::cmpResult result = lhs.compare(rhs);
  if (result == APFloat::cmpUnordered)
    return direction == CompareDirection::NE;
  int order = result == APFloat::cmpLessThan
                  ? -1
                  : (result == APFloat::cmpEqual ? 0 : 1);
  return compareOrdering(order, direction);
}

constexpr auto complexCbrt = [](auto z) {
  using T = typename decltype(z)::value_type;
  return std::pow(z, T(1) / T(3));
};
/// expm1(x + iy) = (expm1(x) cos(y) - 2 sin^2(y/2)) + i exp(x) sin(y): the
/// real part without the cancellation of exp(z) - 1 (near z = 0, and for
/// any y once cos(y) rounds to 1), in long double.
std::complex<long double> complexExpm1(std::complex<long double> z) {
  long double x = z.real(), y = z.imag();
  if (y == 0) // exact: keeps the sign of zero and expm1(+inf) = +inf
    return {std::expm1(x), y};
  long double half = std::sin(y / 2);
  return {std::expm1(x) * std::cos(y) - 2 * half * half,
          std::exp(x) * std::sin(y)};
}
/// log1p(x + iy) = log|1 + z| + i arg(1 + z), with log|1 + z| =
/// log1p(2x + x^2 + y^2) / 2 when |1 + z| is near 1 (no cancellation), in
/// long double.
std::complex<long double> complexLog1p(std::complex<long double> z) {
  long double x = z.real(), y = z.imag();
  if (!std::isfinite(x) || !std::isfinite(y))
    return std::log(std::complex<long double>(1) + z);
  // t = 2x + x^2 + y^2, its products split exactly (fma) and summed with
  // Neumaier's compensation: exact enough for the cancellation near the
  // circle even for f64 parts.
  long double xx = x * x, yy = y * y;
  long double terms[] = {2 * x, xx, yy, std::fma(x, x, -xx),
                         std::fma(y, y, -yy)};
  long double t = 0, compensation = 0;
  for (long double term : terms) {
    long double sum = t + term;
    compensation += std::fabs(t) >= std::fabs(term) ? (t - sum) + term
                                                   : (term - sum) + t;
    t = sum;
  }
  t += compensation;
  long double re = std::fabs(t) < 0.5L ? std::log1p(t) / 2
                                       : std::log(std::hypot(1 + x, y));
  return {re, std::atan2(y, 1 + x)};
}
/// 1 / (1 + exp(-z)) in long double: the real part of the denominator,
/// 1 + exp(-x) cos(y), cancels near the poles z = i(2k + 1)pi. An exp(-x)
/// that overflows gives the signed zeros of (cos(y) + i sin(y)) / inf.
std::complex<long double> complexLogistic(std::complex<long double> z) {
  long double x = z.real(), y = z.imag();
  if (std::isinf(std::exp(-x)) && std::isfinite(y))
    return {std::copysign(0.0L, std::cos(y)), std::copysign(0.0L, std::sin(y))};
  return 1.0L / (1.0L + std::exp(-z));
}
constexpr auto complexRsqrt = [](auto z) { return decltype(z)(1) / std::sqrt(z); };
constexpr auto complexCos = [](auto z) { return std::cos(z); };
constexpr auto complexSin = [](auto z) { return std::sin(z); };
constexpr auto complexTan = [](auto z) { return std::tan(z); };
constexpr auto complexTanh = [](auto z) { return std::tanh(z); };
constexpr auto complexExp = [](auto z) { return std::exp(z); };
constexpr auto complexLog = [](auto z) { return std::log(z); };
constexpr auto complexSqrt = [](auto z) { return std::sqrt(z); };
double logisticDouble(double x) { return 1.0 / (1.0 + std::exp(-x)); }
double rsqrtDouble(double x) { return 1.0 / std::sqrt(x); }
double sqrtDouble(double x) { return std::sqrt(x); }

APFloat roundToIntegral(const APFloat &value, APFloat::roundingMode mode) {
  APFloat result = value;
  result.roundToIntegral(mode);
  return result;
}

Element binaryFloatOp(const Element &lhs, const Element &rhs,
                      APFloat::opStatus (APFloat::*op)(const APFloat &,
                                                       APFloat::roundingMode)) {
  if (lhs.isComplex()) {
    const ComplexValue &l = lhs.getComplex(), &r = rhs.getComplex();
    APFloat re = l.first, im = l.second;
    (re.*op)(r.first, kNearestEven);
    (im.*op)(r.second, kNearestEven);
    return Element(lhs.getType(), ComplexValue(re, im));
  }
  APFloat result = lhs.getFloat();
  (result.*op)(rhs.getFloat(), kNearestEven);
  return Element(lhs.getType(), result);
}
} // namespace

//===----------------------------------------------------------------------===//
// Element
//===----------------------------------------------------------------------===//

Element::Element(Type type, APInt value) : type(type), value(std::move(value)) {}
Element::Element(Type type, APFloat value)
    : type(type), value(std::move(value)) {}
Element::Element(Type type, ComplexValue value)
    : type(type), value(std::move(value)) {}

Element Element::fromBool(MLIRContext *context, bool value) {
  return Element(IntegerType::get(context, 1), APInt(1, value ? 1 : 0));
}

Element Element::fromInt(Type type, int64_t value) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return Element(type, APInt(intType.getWidth(), static_cast<uint64_t>(value),
                               /*isSigned=*/true, /*implicitTrunc=*/true));
  if (isa<ComplexType>(type))
    return fromComplex(type, std::complex<double>(double(value), 0.0));
  APFloat result(semanticsOf(type));
  result.convertFromAPInt(APInt(64, static_cast<uint64_t>(value), true),
                          /*IsSigned=*/true, kNearestEven);
  return Element(type, result);
}

Element Element::fromDouble(Type type, double value) {
  if (isa<ComplexType>(type))
    return fromComplex(type, std::complex<double>(value, 0.0));
  return Element(type, roundTo(value, semanticsOf(type)));
}

Element Element::fromComplex(Type type, std::complex<double> value) {
  const llvm::fltSemantics &sem = semanticsOf(type);
  return Element(type,
                 ComplexValue(roundTo(value.real(), sem),
                              roundTo(value.imag(), sem)));
}

Element Element::fromBits(Type type, const APInt &bits) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return Element(type, bits.zextOrTrunc(intType.getWidth()));
  if (auto complexType = dyn_cast<ComplexType>(type)) {
    unsigned half = complexType.getElementType().getIntOrFloatBitWidth();
    const llvm::fltSemantics &sem = semanticsOf(type);
    return Element(type, ComplexValue(APFloat(sem, bits.extractBits(half, 0)),
                                      APFloat(sem, bits.extractBits(half, half))));
  }
  return Element(type, APFloat(semanticsOf(type),
                               bits.zextOrTrunc(type.getIntOrFloatBitWidth())));
}

bool Element::isBool() const { return type.isInteger(1); }
bool Element::isInteger() const {
  return isa<IntegerType>(type) && !type.isInteger(1);
}
bool Element::isSignedInteger() const {
  return isInteger() && !type.isUnsignedInteger();
}
bool Element::isUnsignedInteger() const {
  return isInteger() && type.isUnsignedInteger();
}
bool Element::isFloat() const { return isa<FloatType>(type); }
bool Element::isComplex() const { return isa<ComplexType>(type); }

bool Element::getBool() const { return !std::get<APInt>(value).isZero(); }
const APInt &Element::getInteger() const { return std::get<APInt>(value); }
const APFloat &Element::getFloat() const { return std::get<APFloat>(value); }
const ComplexValue &Element::getComplex() const {
  return std::get<ComplexValue>(value);
}

double Element::toDouble() const {
  if (isFloat())
    return widen(getFloat());
  if (isComplex())
    return widen(getComplex().first);
  if (isUnsignedInteger() || isBool())
    return double(getInteger().getZExtValue());
  return double(getInteger().getSExtValue());
}

std::complex<double> Element::toComplexDouble() const {
  if (isComplex())
    return {widen(getComplex().first), widen(getComplex().second)};
  return {toDouble(), 0.0};
}

int64_t Element::toInt64() const {
  if (isUnsignedInteger() || isBool())
    return static_cast<int64_t>(getInteger().getZExtValue());
  return getInteger().getSExtValue();
}

int64_t Element::toIndex() const {
  if (isUnsignedInteger() && getInteger().getActiveBits() > 63)
    return std::numeric_limits<int64_t>::max();
  return toInt64();
}

APInt Element::toBits() const {
  if (isFloat())
    return getFloat().bitcastToAPInt();
  if (isComplex()) {
    APInt re = getComplex().first.bitcastToAPInt();
    APInt im = getComplex().second.bitcastToAPInt();
    return im.concat(re);
  }
  return getInteger();
}

bool Element::isSameAs(const Element &other) const {
  if (type != other.type)
    return false;
  auto sameFloat = [](const APFloat &a, const APFloat &b) {
    if (a.isNaN() && b.isNaN())
      return true;
    return a.bitwiseIsEqual(b);
  };
  if (isFloat())
    return sameFloat(getFloat(), other.getFloat());
  if (isComplex())
    return sameFloat(getComplex().first, other.getComplex().first) &&
           sameFloat(getComplex().second, other.getComplex().second);
  return getInteger() == other.getInteger();
}

/// A float of `type` as MLIR prints a FloatAttr's value: directly for f32
/// and f64 (FloatPrint.h), through the attribute otherwise.
static void printFloat(llvm::raw_ostream &os, Type type,
                       const llvm::APFloat &value) {
  if ((type.isF32() || type.isF64()) &&
      printFloatLikeMlir(os, value.convertToDouble(), type.isF32()))
    return;
  FloatAttr::get(type, value).print(os, /*elideType=*/true);
}

void Element::print(llvm::raw_ostream &os) const {
  if (isComplex()) {
    Type partType = cast<ComplexType>(type).getElementType();
    os << "(";
    printFloat(os, partType, getComplex().first);
    os << ",";
    printFloat(os, partType, getComplex().second);
    os << ")";
    return;
  }
  if (isFloat()) {
    printFloat(os, type, getFloat());
    return;
  }
  if (isBool()) {
    os << (getBool() ? "true" : "false");
    return;
  }
  if (isUnsignedInteger())
    getInteger().print(os, /*isSigned=*/false);
  else
    getInteger().print(os, /*isSigned=*/true);
}

std::string Element::toString() const {
  std::string result;
  llvm::raw_string_ostream os(result);
  print(os);
  return result;
}

unsigned getBitWidth(Type elementType) {
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return 2 * complexType.getElementType().getIntOrFloatBitWidth();
  return elementType.getIntOrFloatBitWidth();
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

Element operator+(const Element &lhs, const Element &rhs) {
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getInteger() | rhs.getInteger());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() + rhs.getInteger());
  return binaryFloatOp(lhs, rhs, &APFloat::add);
}

Element operator-(const Element &lhs, const Element &rhs) {
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getInteger() ^ rhs.getInteger());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() - rhs.getInteger());
  return binaryFloatOp(lhs, rhs, &APFloat::subtract);
}

Element operator*(const Element &lhs, const Element &rhs) {
  if (lhs.isBool())
    return Element(lhs.getType(), lhs.getInteger() & rhs.getInteger());
  if (lhs.isInteger())
    return Element(lhs.getType(), lhs.getInteger() * rhs.getInteger());
  if (lhs.isComplex())
    return zipComplex(lhs, rhs, [](auto a, auto b) {
      using T = typename decltype(a)::value_type;
      T re = std::fma(a.real(), b.real(), -(a.imag() * b.imag()));
      T im = std::fma(a.real(), b.imag(), a.imag() * b.real());
      return decltype(a)(re, im);
    });
  return binaryFloatOp(lhs, rhs, &APFloat::multiply);
}

Element fusedMultiplyAdd(const Element &x, const Element &y,
                         const Element &acc) {
  if (!x.isFloat())
    return acc + x * y;
  APFloat result = x.getFloat();
  result.fusedMultiplyAdd(y.getFloat(), acc.getFloat(), kNearestEven);
  return Element(acc.getType(), result);
}

Element operator/(const Element &lhs, const Element &rhs) {
  if (lhs.isSignedInteger())
    return Element(lhs.getType(), lhs.getInteger().sdiv(rhs.getInteger()));
  if (lhs.isInteger() || lhs.isBool())
    return Element(lhs.getType(), lhs.getInteger().udiv(rhs.getInteger()));
  if (lhs.isComplex())
    return zipComplex(lhs, rhs, [](auto a, auto b) { return a / b; });
  return binaryFloatOp(lhs, rhs, &APFloat::divide);
}

Element remainder(const Element &lhs, const Element &rhs) {
  if (lhs.isSignedInteger())
    return Element(lhs.getType(), lhs.getInteger().srem(rhs.getInteger()));
  if (lhs.isInteger() || lhs.isBool())
    return Element(lhs.getType(), lhs.getInteger().urem(rhs.getInteger()));
  if (lhs.isComplex()) {
    // lhs - d * rhs where d is lhs / rhs with both parts truncated.
    std::complex<double> l = lhs.toComplexDouble(), r = rhs.toComplexDouble();
    std::complex<double> q = l / r;
    std::complex<double> d(std::trunc(q.real()), std::trunc(q.imag()));
    return Element::fromComplex(lhs.getType(), l - d * r);
  }
  APFloat result = lhs.getFloat();
  result.mod(rhs.getFloat());
  return Element(lhs.getType(), result);
}

Element operator-(const Element &operand) {
  if (operand.isInteger() || operand.isBool())
    return Element(operand.getType(), -operand.getInteger());
  if (operand.isComplex()) {
    ComplexValue value = operand.getComplex();
    value.first.changeSign();
    value.second.changeSign();
    return Element(operand.getType(), value);
  }
  APFloat value = operand.getFloat();
  value.changeSign();
  return Element(operand.getType(), value);
}

Element operator&(const Element &lhs, const Element &rhs) {
  return Element(lhs.getType(), lhs.getInteger() & rhs.getInteger());
}
Element operator|(const Element &lhs, const Element &rhs) {
  return Element(lhs.getType(), lhs.getInteger() | rhs.getInteger());
}
Element operator^(const Element &lhs, const Element &rhs) {
  return Element(lhs.getType(), lhs.getInteger() ^ rhs.getInteger());
}
Element operator~(const Element &operand) {
  return Element(operand.getType(), ~operand.getInteger());
}

Element abs(const Element &operand) {
  if (operand.isSignedInteger())
    return Element(operand.getType(), operand.getInteger().abs());
  if (operand.isInteger() || operand.isBool())
    return operand;
  if (operand.isComplex()) {
    Type partType = cast<ComplexType>(operand.getType()).getElementType();
    std::complex<double> z = operand.toComplexDouble();
    if (partType.isF32())
      return Element::fromDouble(
          partType, std::abs(std::complex<float>(float(z.real()), float(z.imag()))));
    return Element::fromDouble(partType, std::abs(z));
  }
  APFloat value = operand.getFloat();
  value.clearSign();
  return Element(operand.getType(), value);
}

Element atan2(const Element &lhs, const Element &rhs) {
  if (lhs.isComplex()) {
    // atan2(y, x) = -i * log((x + i*y) / sqrt(x*x + y*y)).
    return zipComplex(lhs, rhs, [](auto y, auto x) {
      const decltype(x) i(0, 1);
      return -i * std::log((x + i * y) / std::sqrt(x * x + y * y));
    });
  }
  return Element::fromDouble(lhs.getType(),
                             std::atan2(lhs.toDouble(), rhs.toDouble()));
}

Element cbrt(const Element &operand) {
  return mapFloatOrComplex(operand, static_cast<double (*)(double)>(std::cbrt),
                           complexCbrt);
}

Element ceil(const Element &operand) {
  return Element(operand.getType(),
                 roundToIntegral(operand.getFloat(), APFloat::rmTowardPositive));
}

Element cosine(const Element &operand) {
  return mapVectorMath(operand, vm::cosF32,
                       static_cast<double (*)(double)>(std::cos), complexCos);
}

Element countLeadingZeros(const Element &operand) {
  const APInt &value = operand.getInteger();
  return Element(operand.getType(),
                 APInt(value.getBitWidth(), value.countl_zero()));
}

Element exponential(const Element &operand) {
  return mapVectorMath(operand, vm::expF32,
                       static_cast<double (*)(double)>(std::exp), complexExp);
}

Element exponentialMinusOne(const Element &operand) {
  if (operand.isComplex())
    return mapComplexLong(operand, complexExpm1);
  return mapVectorMath(operand, vm::expm1F32,
                       static_cast<double (*)(double)>(std::expm1),
                       complexExp);
}

Element floor(const Element &operand) {
  return Element(operand.getType(),
                 roundToIntegral(operand.getFloat(), APFloat::rmTowardNegative));
}

Element imag(const Element &operand) {
  if (operand.isComplex()) {
    Type partType = cast<ComplexType>(operand.getType()).getElementType();
    return Element(partType, operand.getComplex().second);
  }
  return Element(operand.getType(), APFloat::getZero(semanticsOf(operand.getType())));
}

Element isFinite(const Element &operand) {
  return Element::fromBool(operand.getType().getContext(),
                           operand.getFloat().isFinite());
}

Element log(const Element &operand) {
  return mapVectorMath(operand, vm::logF32,
                       static_cast<double (*)(double)>(std::log), complexLog);
}

Element logPlusOne(const Element &operand) {
  if (operand.isComplex())
    return mapComplexLong(operand, complexLog1p);
  return mapFloat(operand, static_cast<double (*)(double)>(std::log1p));
}

Element logistic(const Element &operand) {
  if (operand.isComplex())
    return mapComplexLong(operand, complexLogistic);
  return mapVectorMath(operand, vm::logisticF32, logisticDouble, complexExp);
}

namespace {
/// -1, 0 or 1 comparing lhs with rhs; complex compares (real, imag) pairs.
int orderOf(const Element &lhs, const Element &rhs) {
  if (lhs.isSignedInteger()) {
    const APInt &l = lhs.getInteger(), &r = rhs.getInteger();
    return l.slt(r) ? -1 : (l == r ? 0 : 1);
  }
  if (lhs.isInteger() || lhs.isBool()) {
    const APInt &l = lhs.getInteger(), &r = rhs.getInteger();
    return l.ult(r) ? -1 : (l == r ? 0 : 1);
  }
  auto floatOrder = [](const APFloat &l, const APFloat &r) {
    APFloat::cmpResult c = l.compare(r);
    return c == APFloat::cmpLessThan ? -1 : (c == APFloat::cmpEqual ? 0 : 1);
  };
  if (lhs.isComplex()) {
    int first = floatOrder(lhs.getComplex().first, rhs.getComplex().first);
    return first != 0 ? first
                      : floatOrder(lhs.getComplex().second,
                                   rhs.getComplex().second);
  }
  return floatOrder(lhs.getFloat(), rhs.getFloat());
}
} // namespace

Element maximum(const Element &lhs, const Element &rhs) {
  if (lhs.isFloat())
    return Element(lhs.getType(), llvm::maximum(lhs.getFloat(), rhs.getFloat()));
  return orderOf(lhs, rhs) >= 0 ? lhs : rhs;
}

Element minimum(const Element &lhs, const Element &rhs) {
  if (lhs.isFloat())
    return Element(lhs.getType(), llvm::minimum(lhs.getFloat(), rhs.getFloat()));
  return orderOf(lhs, rhs) <= 0 ? lhs : rhs;
}

Element popcnt(const Element &operand) {
  const APInt &value = operand.getInteger();
  return Element(operand.getType(),
                 APInt(value.getBitWidth(), value.popcount()));
}

Element power(const Element &lhs, const Element &rhs) {
  if (lhs.isInteger()) {
    const APInt &base = lhs.getInteger();
    APInt exponent = rhs.getInteger();
    unsigned width = base.getBitWidth();
    if (lhs.isSignedInteger() && exponent.isNegative()) {
      if (base.isOne())
        return lhs;
      if (base.isAllOnes())
        return exponent[0] ? lhs : Element(lhs.getType(), APInt(width, 1));
      return Element(lhs.getType(), APInt(width, 0));
    }
    APInt result(width, 1), square = base;
    while (!exponent.isZero()) {
      if (exponent[0])
        result *= square;
      square *= square;
      exponent.lshrInPlace(1);
    }
    return Element(lhs.getType(), result);
  }
  if (lhs.isComplex())
    return zipComplex(lhs, rhs, [](auto a, auto b) {
      // a^b = |a|^b_r * exp(-b_i * arg a) * cis(b_r * arg a + b_i * ln|a|).
      using C = decltype(a);
      using T = typename C::value_type;
      if (a == C(0)) {
        if (b == C(0))
          return C(1);
        if (b.real() > 0 && b.imag() == 0)
          return C(0);
        return C(std::numeric_limits<T>::quiet_NaN(),
                 std::numeric_limits<T>::quiet_NaN());
      }
      T squaredNorm = a.real() * a.real() + a.imag() * a.imag();
      T angleOfA = std::atan2(a.imag(), a.real());
      T scale = std::pow(squaredNorm, b.real() / T(2)) *
                std::exp(-b.imag() * angleOfA);
      T angle = b.real() * angleOfA + b.imag() / T(2) * std::log(squaredNorm);
      return C(scale * std::cos(angle), scale * std::sin(angle));
    });
  if (lhs.getType().isF32())
    return Element(lhs.getType(),
                   APFloat(vm::powF32(lhs.getFloat().convertToFloat(),
                                      rhs.getFloat().convertToFloat())));
  return Element::fromDouble(lhs.getType(),
                             std::pow(lhs.toDouble(), rhs.toDouble()));
}

Element real(const Element &operand) {
  if (operand.isComplex()) {
    Type partType = cast<ComplexType>(operand.getType()).getElementType();
    return Element(partType, operand.getComplex().first);
  }
  return operand;
}

Element reducePrecision(const Element &operand, int32_t exponentBits,
                        int32_t mantissaBits) {
  const APFloat &value = operand.getFloat();
  const llvm::fltSemantics &sem = value.getSemantics();
  unsigned width = APFloat::getSizeInBits(sem);
  int srcMantissa = int(APFloat::semanticsPrecision(sem)) - 1;
  int srcExponent = int(width) - srcMantissa - 1;
  if (srcExponent < 2)
    return operand;
  // A NaN stays the NaN it is, unless the reduced type has no mantissa bits
  // and so no NaN: its all-ones exponent means infinity (+inf, as XLA and
  // the reference interpreter give).
  if (value.isNaN())
    return mantissaBits > 0
               ? operand
               : Element(operand.getType(), APFloat::getInf(sem, false));
  APInt bits = value.bitcastToAPInt();
  if (mantissaBits < srcMantissa) {
    // Round to nearest, ties to even, at the last kept mantissa bit.
    unsigned shift = unsigned(srcMantissa - mantissaBits);
    APInt lastKept = APInt::getOneBitSet(width, shift);
    APInt bias = lastKept.lshr(1) - 1;
    if (bits[shift])
      bias += 1;
    APInt truncationMask = ~(lastKept - 1);
    bits = (bits + bias) & truncationMask;
  }
  if (exponentBits < srcExponent) {
    APInt signMask = APInt::getSignMask(width);
    APInt exponentMask =
        APInt::getBitsSet(width, unsigned(srcMantissa), width - 1);
    int64_t bias = (int64_t(1) << (srcExponent - 1)) - 1;
    int64_t reducedBias = (int64_t(1) << (exponentBits - 1)) - 1;
    uint64_t exponent = (bits & exponentMask).lshr(srcMantissa).getZExtValue();
    if (int64_t(exponent) > bias + reducedBias)
      bits = (bits & signMask) | exponentMask; // overflow to infinity
    else if (int64_t(exponent) <= bias - reducedBias)
      bits = bits & signMask; // underflow to zero
  }
  return Element(operand.getType(), APFloat(sem, bits));
}

Element roundNearestAfz(const Element &operand) {
  return Element(operand.getType(), roundToIntegral(operand.getFloat(),
                                                    APFloat::rmNearestTiesToAway));
}

Element roundNearestEven(const Element &operand) {
  return Element(operand.getType(),
                 roundToIntegral(operand.getFloat(), kNearestEven));
}

Element rsqrt(const Element &operand) {
  return mapFloatOrComplex(operand, rsqrtDouble, complexRsqrt);
}

namespace {
/// The shift amount if it lies in [0, width), else nullopt.
std::optional<unsigned> shiftAmount(const Element &lhs, const Element &rhs) {
  unsigned width = lhs.getInteger().getBitWidth();
  const APInt &amount = rhs.getInteger();
  if (amount.uge(width))
    return std::nullopt;
  return unsigned(amount.getZExtValue());
}
} // namespace

Element shiftLeft(const Element &lhs, const Element &rhs) {
  unsigned width = lhs.getInteger().getBitWidth();
  std::optional<unsigned> amount = shiftAmount(lhs, rhs);
  return Element(lhs.getType(),
                 amount ? lhs.getInteger().shl(*amount) : APInt(width, 0));
}

Element shiftRightArithmetic(const Element &lhs, const Element &rhs) {
  const APInt &value = lhs.getInteger();
  std::optional<unsigned> amount = shiftAmount(lhs, rhs);
  return Element(lhs.getType(),
                 value.ashr(amount ? *amount : value.getBitWidth() - 1));
}

Element shiftRightLogical(const Element &lhs, const Element &rhs) {
  unsigned width = lhs.getInteger().getBitWidth();
  std::optional<unsigned> amount = shiftAmount(lhs, rhs);
  return Element(lhs.getType(),
                 amount ? lhs.getInteger().lshr(*amount) : APInt(width, 0));
}

Element sign(const Element &operand) {
  Type type = operand.getType();
  if (operand.isSignedInteger()) {
    const APInt &value = operand.getInteger();
    int64_t result = value.isNegative() ? -1 : (value.isZero() ? 0 : 1);
    return Element::fromInt(type, result);
  }
  if (operand.isInteger() || operand.isBool())
    return Element::fromInt(type, operand.getInteger().isZero() ? 0 : 1);
  if (operand.isComplex()) {
    std::complex<double> z = operand.toComplexDouble();
    if (std::isnan(z.real()) || std::isnan(z.imag()))
      return Element::fromComplex(type, {NAN, NAN});
    if (z == std::complex<double>(0.0, 0.0))
      return Element::fromComplex(type, {0.0, 0.0});
    return Element::fromComplex(type, z / std::abs(z));
  }
  const APFloat &value = operand.getFloat();
  if (value.isNaN() || value.isZero())
    return operand;
  return Element::fromDouble(type, value.isNegative() ? -1.0 : 1.0);
}

Element sine(const Element &operand) {
  return mapVectorMath(operand, vm::sinF32,
                       static_cast<double (*)(double)>(std::sin), complexSin);
}

Element sqrt(const Element &operand) {
  return mapVectorMath(operand, vm::sqrtF32, sqrtDouble, complexSqrt);
}

Element tan(const Element &operand) {
  return mapFloatOrComplex(operand, static_cast<double (*)(double)>(std::tan),
                           complexTan);
}

Element tanh(const Element &operand) {
  return mapVectorMath(operand, vm::tanhF32,
                       static_cast<double (*)(double)>(std::tanh), complexTanh);
}

Element makeComplex(Type type, const Element &re, const Element &im) {
  return Element(type, ComplexValue(re.getFloat(), im.getFloat()));
}

bool isZero(const Element &operand) {
  if (operand.isFloat())
    return operand.getFloat().isZero();
  if (operand.isComplex())
    return operand.getComplex().first.isZero() &&
           operand.getComplex().second.isZero();
  return operand.getInteger().isZero();
}

namespace {
/// Converts a float to an integer type: truncation toward zero, saturating,
/// NaN to zero.
APInt floatToInteger(const APFloat &value, IntegerType type) {
  unsigned width = type.getWidth();
  bool isUnsigned = type.isUnsignedInteger();
  if (value.isNaN())
    return APInt(width, 0);
  llvm::APSInt result(width, isUnsigned);
  bool isExact;
  APFloat::opStatus status =
      value.convertToInteger(result, APFloat::rmTowardZero, &isExact);
  if (status & APFloat::opInvalidOp) {
    if (value.isNegative())
      return isUnsigned ? APInt(width, 0) : APInt::getSignedMinValue(width);
    return isUnsigned ? APInt::getMaxValue(width)
                      : APInt::getSignedMaxValue(width);
  }
  return result;
}

APFloat convertFloat(const APFloat &value, const llvm::fltSemantics &sem) {
  APFloat result = value;
  bool losesInfo;
  result.convert(sem, kNearestEven, &losesInfo);
  return result;
}
} // namespace

Element convert(const Element &operand, Type type) {
  MLIRContext *context = type.getContext();
  if (type.isInteger(1)) // complex: the imaginary part is ignored (spec)
    return Element::fromBool(context, operand.isComplex()
                                          ? !operand.getComplex().first.isZero()
                                          : !isZero(operand));
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (operand.isBool())
      return Element(type, APInt(width, operand.getBool() ? 1 : 0));
    if (operand.isInteger())
      return Element(type, operand.isUnsignedInteger()
                               ? operand.getInteger().zextOrTrunc(width)
                               : operand.getInteger().sextOrTrunc(width));
    const APFloat &value =
        operand.isComplex() ? operand.getComplex().first : operand.getFloat();
    return Element(type, floatToInteger(value, intType));
  }
  const llvm::fltSemantics &sem = semanticsOf(type);
  APFloat re(sem), im = APFloat::getZero(sem);
  if (operand.isBool() || operand.isInteger()) {
    re = APFloat(sem);
    re.convertFromAPInt(operand.getInteger(), operand.isSignedInteger(),
                        kNearestEven);
  } else if (operand.isFloat()) {
    re = convertFloat(operand.getFloat(), sem);
  } else {
    re = convertFloat(operand.getComplex().first, sem);
    im = convertFloat(operand.getComplex().second, sem);
  }
  if (isa<ComplexType>(type))
    return Element(type, ComplexValue(re, im));
  return Element(type, re);
}

bool compare(const Element &lhs, const Element &rhs, CompareDirection direction,
             CompareKind kind) {
  if (lhs.isFloat())
    return compareFloats(lhs.getFloat(), rhs.getFloat(), direction,
                         kind == CompareKind::TotalOrder);
  if (lhs.isComplex()) {
    bool totalOrder = kind == CompareKind::TotalOrder;
    const ComplexValue &l = lhs.getComplex(), &r = rhs.getComplex();
    bool realEqual = compareFloats(l.first, r.first, CompareDirection::EQ,
                                   totalOrder);
    bool imagEqual = compareFloats(l.second, r.second, CompareDirection::EQ,
                                   totalOrder);
    switch (direction) {
    case CompareDirection::EQ:
      return realEqual && imagEqual;
    case CompareDirection::NE:
      return !(realEqual && imagEqual);
    default:
      if (!realEqual)
        return compareFloats(l.first, r.first, direction, totalOrder);
      return compareFloats(l.second, r.second, direction, totalOrder);
    }
  }
  const APInt &l = lhs.getInteger(), &r = rhs.getInteger();
  bool isSigned = kind == CompareKind::Signed ||
                  (kind != CompareKind::Unsigned && lhs.isSignedInteger());
  int order = isSigned ? (l.slt(r) ? -1 : (l == r ? 0 : 1))
                       : (l.ult(r) ? -1 : (l == r ? 0 : 1));
  return compareOrdering(order, direction);
}

} // namespace shlo
} // namespace mlir
