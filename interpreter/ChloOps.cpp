//===- ChloOps.cpp - evaluators of the chlo ops ---------------------------===//
//
// chlo runs directly, without a decomposition into stablehlo:
// - special functions compute in double (long double where the C library
//   has it) and round once to the element type; each has a typed loop for
//   f16/bf16/f32/f64 and the Element path for the other types (equal by
//   construction: both call the same double function and round once);
// - the broadcast_* ops broadcast their operands (chlo's numpy-style rule
//   or broadcast_dimensions) and call the stablehlo evaluators;
// - top_k, ragged_dot and scan are written from their descriptions in
//   dialect/ChloOps.td.
//
//===----------------------------------------------------------------------===//

#include "interpreter/ChloOps.h"

#include "interpreter/ElementwiseMap.h"
#include "interpreter/Element.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/TypedStorage.h"

#include "dialect/ChloOps.h"
#include "dialect/VerifyHelpers.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace mlir {
namespace shlo {

//===----------------------------------------------------------------------===//
// Special functions
//===----------------------------------------------------------------------===//

namespace special {
namespace {
constexpr double kPi = 3.14159265358979323846;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

bool isInteger(double x) { return std::isfinite(x) && x == std::floor(x); }

/// pi / tan(pi x), with the argument reduced exactly first.
double piOverTanPi(double x) {
  double r = std::remainder(x, 1.0); // in [-0.5, 0.5], exact
  return kPi / std::tan(kPi * r);
}
} // namespace

double erfInv(double x) {
  if (std::isnan(x) || x < -1 || x > 1)
    return kNaN;
  if (x == 1)
    return kInf;
  if (x == -1)
    return -kInf;
  if (x == 0)
    return x;
  double ax = std::fabs(x);
  // A starting point within ~2e-3 (Winitzki's approximation), then Newton
  // steps on erf (or on erfc near 1, where 1 - |x| is exact).
  constexpr double a = 0.147;
  double l = std::log1p(-ax * ax);
  double t = 2 / (kPi * a) + l / 2;
  double y = std::sqrt(std::sqrt(t * t - l / a) - t);
  const double scale = 2 / std::sqrt(kPi);
  for (int i = 0; i < 6; ++i) {
    double f = ax < 0.5 ? std::erf(y) - ax : (1 - ax) - std::erfc(y);
    double step = f / (scale * std::exp(-y * y));
    y -= step;
    if (std::fabs(step) <= 1e-17 * std::fabs(y))
      break;
  }
  return std::copysign(y, x);
}

double lgamma(double x) {
  int sign;
  return ::lgamma_r(x, &sign);
}

double digamma(double x) {
  if (std::isnan(x) || x == -kInf)
    return kNaN;
  if (x == kInf)
    return kInf;
  if (x <= 0 && isInteger(x))
    return kNaN;
  double result = 0;
  if (x < 0) {
    // Reflection: psi(x) = psi(1 - x) - pi / tan(pi x).
    result = -piOverTanPi(x);
    x = 1 - x;
  }
  while (x < 10) {
    result -= 1 / x;
    x += 1;
  }
  // Asymptotic series: ln x - 1/(2x) - sum B_2k / (2k x^2k).
  static const double b[] = {1.0 / 6,   -1.0 / 30,   1.0 / 42,
                             -1.0 / 30, 5.0 / 66,    -691.0 / 2730,
                             7.0 / 6,   -3617.0 / 510};
  double inv2 = 1 / (x * x), power = inv2, series = 0;
  for (int k = 1; k <= 8; ++k) {
    series += b[k - 1] / (2 * k) * power;
    power *= inv2;
  }
  return result + std::log(x) - 0.5 / x - series;
}

double zeta(double x, double q) {
  if (std::isnan(x) || std::isnan(q))
    return kNaN;
  if (x == 1)
    return kInf;
  if (x < 1)
    return kNaN;
  if (q <= 0) {
    if (isInteger(q))
      return kInf;
    if (!isInteger(x))
      return kNaN;
  }
  if (q == kInf)
    return 0;
  // Euler-Maclaurin: direct terms until q + n >= 10, then the integral,
  // half the boundary term and Bernoulli corrections.
  long double sum = 0, a = q;
  int terms = 0;
  while ((a < 10 || terms < 10) && terms < 100000) {
    long double term = std::pow(a, -(long double)x);
    sum += term;
    a += 1;
    ++terms;
    if (term < 1e-21L * sum && a >= 10)
      return double(sum);
  }
  static const long double b2k[] = {
      1.0L / 6, -1.0L / 30, 1.0L / 42, -1.0L / 30, 5.0L / 66, -691.0L / 2730,
      7.0L / 6, -3617.0L / 510, 43867.0L / 798, -174611.0L / 330};
  long double ax = std::pow(a, -(long double)x);
  sum += a * ax / (x - 1) + ax / 2;
  // term_k = B_2k / (2k)! * x (x+1) ... (x+2k-2) * a^(-x-2k+1)
  long double factor = ax / a * x; // x * a^(-x-1)
  long double factorial = 2;       // (2k)!
  for (int k = 1; k <= 10; ++k) {
    long double term = b2k[k - 1] / factorial * factor;
    sum += term;
    if (std::fabs(term) < 1e-21L * std::fabs(sum))
      break;
    factor *= (x + 2 * k - 1) * (x + 2 * k) / (a * a);
    factorial *= (2 * k + 1) * (2 * k + 2);
  }
  return double(sum);
}

double polygamma(double n, double x) {
  if (std::isnan(n) || std::isnan(x) || n < 0 || !isInteger(n))
    return kNaN;
  if (n == 0)
    return digamma(x);
  double sign = std::fmod(n, 2) == 0 ? -1 : 1; // (-1)^(n+1)
  return sign * std::exp(std::lgamma(n + 1)) * zeta(n + 1, x);
}

double besselI1e(double x) {
  if (std::isnan(x))
    return x;
  double ax = std::fabs(x);
  double result;
  if (ax == 0) {
    return x;
  } else if (ax <= 500) {
    result = std::exp(-ax) * std::cyl_bessel_i(1.0, ax);
  } else if (std::isinf(ax)) {
    result = 0;
  } else {
    // exp(-x) I1(x) ~ (2 pi x)^-1/2 sum_k (-1)^k a_k / x^k,
    // a_k = prod_{j<=k} (4 - (2j-1)^2) / (k! 8^k).
    double sum = 1, term = 1;
    for (int k = 1; k <= 12; ++k) {
      term *= -(4.0 - (2.0 * k - 1) * (2.0 * k - 1)) / (k * 8.0 * ax);
      sum += term;
    }
    result = sum / std::sqrt(2 * kPi * ax);
  }
  return std::copysign(result, x);
}

std::complex<double> asinAcosKernel(std::complex<double> z) {
  // With s = asin(z) = a + bi: A = cosh(b) and re z / A = sin(a), so
  // sqrt(A^2 - (re z)^2) = cos(a) cosh(b) and acosh(A) = |b|.
  std::complex<long double> s =
      std::asin(std::complex<long double>(z.real(), z.imag()));
  return {double(std::cos(s.real()) * std::cosh(s.imag())),
          double(std::fabs(s.imag()))};
}
} // namespace special

namespace {

//===----------------------------------------------------------------------===//
// Elementwise kernels
//===----------------------------------------------------------------------===//

/// Special functions cost far more per element than +, so their maps split
/// at smaller sizes.
constexpr int64_t chloGrain = 1 << 14;

/// The real face of a unary chlo function.
inline double realUnary(ChloUnary fn, double x) {
  switch (fn) {
  case ChloUnary::Acos:
    return double(std::acos((long double)x));
  case ChloUnary::Acosh:
    return double(std::acosh((long double)x));
  case ChloUnary::Asin:
    return double(std::asin((long double)x));
  case ChloUnary::Asinh:
    return double(std::asinh((long double)x));
  case ChloUnary::Atan:
    return double(std::atan((long double)x));
  case ChloUnary::Atanh:
    return double(std::atanh((long double)x));
  case ChloUnary::Cosh:
    return double(std::cosh((long double)x));
  case ChloUnary::Sinh:
    return double(std::sinh((long double)x));
  case ChloUnary::Tan:
    return double(std::tan((long double)x));
  case ChloUnary::BesselI1e:
    return special::besselI1e(x);
  case ChloUnary::Conj:
    return x;
  case ChloUnary::Square:
    return x * x;
  case ChloUnary::Digamma:
    return special::digamma(x);
  case ChloUnary::Erf:
    return std::erf(x);
  case ChloUnary::Erfc:
    return std::erfc(x);
  case ChloUnary::ErfInv:
    return special::erfInv(x);
  case ChloUnary::Lgamma:
    return special::lgamma(x);
  case ChloUnary::AsinAcosKernel:
    break;
  }
  return std::numeric_limits<double>::quiet_NaN();
}

/// The complex face, in long double.
std::complex<long double> complexUnary(ChloUnary fn,
                                       std::complex<long double> z) {
  switch (fn) {
  case ChloUnary::Acos:
    return std::acos(z);
  case ChloUnary::Acosh:
    return std::acosh(z);
  case ChloUnary::Asin:
    return std::asin(z);
  case ChloUnary::Asinh:
    return std::asinh(z);
  case ChloUnary::Atan:
    return std::atan(z);
  case ChloUnary::Atanh:
    return std::atanh(z);
  case ChloUnary::Cosh:
    return std::cosh(z);
  case ChloUnary::Sinh:
    return std::sinh(z);
  case ChloUnary::Tan:
    return std::tan(z);
  case ChloUnary::AsinAcosKernel: {
    std::complex<double> w = special::asinAcosKernel(
        {double(z.real()), double(z.imag())});
    return {w.real(), w.imag()};
  }
  default:
    break;
  }
  long double nan = std::numeric_limits<long double>::quiet_NaN();
  return {nan, nan};
}

Element unaryElement(ChloUnary fn, const Element &x) {
  Type type = x.getType();
  if (x.isComplex()) {
    if (fn == ChloUnary::Conj) {
      ComplexValue value = x.getComplex();
      value.second.changeSign();
      return Element(type, value);
    }
    if (fn == ChloUnary::Square) {
      // (a - b)(a + b) + 2ab i in the element type: no cancellation in the
      // real part.
      std::complex<double> z = x.toComplexDouble();
      if (cast<ComplexType>(type).getElementType().isF32()) {
        float a = float(z.real()), b = float(z.imag());
        return Element::fromComplex(type, {(a - b) * (a + b), 2 * a * b});
      }
      double a = z.real(), b = z.imag();
      return Element::fromComplex(type, {(a - b) * (a + b), 2 * a * b});
    }
    std::complex<double> z = x.toComplexDouble();
    std::complex<long double> r = complexUnary(fn, {z.real(), z.imag()});
    return Element::fromComplex(type, {double(r.real()), double(r.imag())});
  }
  if (x.isInteger())
    return x * x; // square is the only chlo unary function on integers
  if (fn == ChloUnary::Conj)
    return x;
  return Element::fromDouble(type, realUnary(fn, x.toDouble()));
}

template <ChloUnary Fn> struct UnaryKernel {
  template <typename T> static constexpr bool hasTyped =
      isFloatStorage<T> || (Fn == ChloUnary::Square && isIntStorage<T>);
  template <typename T> T typed(T x) const {
    if constexpr (isIntStorage<T>) {
      using W = std::conditional_t<(sizeof(T) < 4), uint32_t,
                                   std::make_unsigned_t<T>>;
      return T(W(x) * W(x));
    } else if constexpr (std::is_same_v<T, double>) {
      return realUnary(Fn, x);
    } else {
      return narrowFromDouble<T>(realUnary(Fn, double(widen(x))));
    }
  }
  Element element(const Element &x) const { return unaryElement(Fn, x); }
};

struct InfTestKernel {
  ChloInfTest test;
  template <typename T> static constexpr bool hasTyped = isFloatStorage<T>;
  template <typename T> bool typed(T x) const {
    double d = double(widen(x));
    switch (test) {
    case ChloInfTest::IsInf:
      return std::isinf(d);
    case ChloInfTest::IsNegInf:
      return d == -std::numeric_limits<double>::infinity();
    case ChloInfTest::IsPosInf:
      return d == std::numeric_limits<double>::infinity();
    }
    return false;
  }
  Element element(const Element &x) const {
    const llvm::APFloat &f = x.getFloat();
    bool result = f.isInfinity() &&
                  (test == ChloInfTest::IsInf ||
                   f.isNegative() == (test == ChloInfTest::IsNegInf));
    return Element::fromBool(x.getType().getContext(), result);
  }
};

Element nextAfterElement(const Element &x, const Element &y) {
  llvm::APFloat a = x.getFloat(), b = y.getFloat();
  if (a.isNaN())
    return x;
  if (b.isNaN())
    return y;
  llvm::APFloat::cmpResult order = a.compare(b);
  if (order == llvm::APFloat::cmpEqual)
    return y;
  bool down = order == llvm::APFloat::cmpGreaterThan;
  if (a.isZero())
    return Element(x.getType(),
                   llvm::APFloat::getSmallest(a.getSemantics(), down));
  a.next(down);
  return Element(x.getType(), a);
}

Element mulhiElement(const Element &x, const Element &y) {
  const llvm::APInt &a = x.getInteger(), &b = y.getInteger();
  unsigned width = a.getBitWidth();
  bool isSigned = x.isSignedInteger();
  llvm::APInt wideA = isSigned ? a.sext(2 * width) : a.zext(2 * width);
  llvm::APInt wideB = isSigned ? b.sext(2 * width) : b.zext(2 * width);
  return Element(x.getType(), (wideA * wideB).extractBits(width, width));
}

template <ChloBinary Fn> struct BinaryKernel {
  template <typename T> static constexpr bool hasTyped =
      Fn == ChloBinary::Mulhi
          ? isIntStorage<T>
          : (Fn == ChloBinary::NextAfter
                 ? (std::is_same_v<T, float> || std::is_same_v<T, double>)
                 : isFloatStorage<T>);
  template <typename T> T typed(T a, T b) const {
    if constexpr (Fn == ChloBinary::Mulhi) {
      if constexpr (std::is_signed_v<T>)
        return T((__int128(a) * __int128(b)) >> (8 * sizeof(T)));
      else
        return T((unsigned __int128)(a) * (unsigned __int128)(b) >>
                 (8 * sizeof(T)));
    } else if constexpr (Fn == ChloBinary::NextAfter) {
      return std::nextafter(a, b);
    } else {
      return narrowFromDouble<T>(
          real(double(widen(a)), double(widen(b))));
    }
  }
  static double real(double a, double b) {
    return Fn == ChloBinary::Zeta ? special::zeta(a, b)
                                  : special::polygamma(a, b);
  }
  Element element(const Element &a, const Element &b) const {
    if constexpr (Fn == ChloBinary::Mulhi)
      return mulhiElement(a, b);
    else if constexpr (Fn == ChloBinary::NextAfter)
      return nextAfterElement(a, b);
    else
      return Element::fromDouble(a.getType(),
                                 real(a.toDouble(), b.toDouble()));
  }
};

template <ChloUnary Fn>
Tensor mapChloUnary(const Tensor &operand, ShapedType resultType) {
  return mapUnary(UnaryKernel<Fn>{}, operand, resultType, chloGrain);
}
template <ChloBinary Fn>
Tensor mapChloBinary(const Tensor &lhs, const Tensor &rhs,
                     ShapedType resultType) {
  return mapBinary(BinaryKernel<Fn>{}, lhs, rhs, resultType, chloGrain);
}
} // namespace

//===----------------------------------------------------------------------===//
// Evaluators
//===----------------------------------------------------------------------===//

Tensor evalChloUnaryOp(ChloUnary fn, const Tensor &operand,
                       ShapedType resultType) {
  switch (fn) {
#define CHLO_UNARY_CASE(NAME)                                                  \
  case ChloUnary::NAME:                                                        \
    return mapChloUnary<ChloUnary::NAME>(operand, resultType);
    CHLO_UNARY_CASE(Acos)
    CHLO_UNARY_CASE(Acosh)
    CHLO_UNARY_CASE(Asin)
    CHLO_UNARY_CASE(Asinh)
    CHLO_UNARY_CASE(Atan)
    CHLO_UNARY_CASE(Atanh)
    CHLO_UNARY_CASE(AsinAcosKernel)
    CHLO_UNARY_CASE(BesselI1e)
    CHLO_UNARY_CASE(Conj)
    CHLO_UNARY_CASE(Cosh)
    CHLO_UNARY_CASE(Sinh)
    CHLO_UNARY_CASE(Tan)
    CHLO_UNARY_CASE(Square)
    CHLO_UNARY_CASE(Digamma)
    CHLO_UNARY_CASE(Erf)
    CHLO_UNARY_CASE(Erfc)
    CHLO_UNARY_CASE(ErfInv)
    CHLO_UNARY_CASE(Lgamma)
#undef CHLO_UNARY_CASE
  }
  llvm_unreachable("unknown chlo unary function");
}

Tensor evalChloInfTestOp(ChloInfTest test, const Tensor &operand,
                         ShapedType resultType) {
  return mapUnary(InfTestKernel{test}, operand, resultType);
}

Tensor evalChloBinaryOp(ChloBinary fn, const Tensor &lhs, const Tensor &rhs,
                        ShapedType resultType) {
  switch (fn) {
  case ChloBinary::NextAfter:
    return mapChloBinary<ChloBinary::NextAfter>(lhs, rhs, resultType);
  case ChloBinary::Polygamma:
    return mapChloBinary<ChloBinary::Polygamma>(lhs, rhs, resultType);
  case ChloBinary::Zeta:
    return mapChloBinary<ChloBinary::Zeta>(lhs, rhs, resultType);
  case ChloBinary::Mulhi:
    return mapChloBinary<ChloBinary::Mulhi>(lhs, rhs, resultType);
  }
  llvm_unreachable("unknown chlo binary function");
}

llvm::Expected<std::pair<Tensor, Tensor>>
broadcastChloOperands(const Tensor &lhs, const Tensor &rhs,
                      std::optional<ArrayRef<int64_t>> dims) {
  std::string message;
  FailureOr<SmallVector<int64_t>> shape =
      chlo::broadcastShape(lhs.getShape(), rhs.getShape(), dims, message);
  if (failed(shape))
    return evalError("operands do not broadcast at run time: " + message);
  if (lhs.getRank() == rhs.getRank())
    dims = std::nullopt;
  int64_t rank = shape->size();
  auto stretch = [&](const Tensor &t,
                     int64_t otherRank) -> llvm::Expected<Tensor> {
    if (t.getShape() == ArrayRef<int64_t>(*shape))
      return t;
    SmallVector<int64_t> mapping =
        chlo::broadcastMapping(t.getRank(), otherRank, rank, dims);
    return evalBroadcastInDimOp(
        t, mapping, RankedTensorType::get(*shape, t.getElementType()));
  };
  llvm::Expected<Tensor> a = stretch(lhs, rhs.getRank());
  if (!a)
    return a.takeError();
  llvm::Expected<Tensor> b = stretch(rhs, lhs.getRank());
  if (!b)
    return b.takeError();
  return std::make_pair(std::move(*a), std::move(*b));
}

Tensor evalConstantLikeOp(const Element &value, ShapedType resultType) {
  return Tensor::splat(resultType, value);
}

llvm::Expected<SmallVector<Tensor>> evalTopKOp(const Tensor &operand,
                                               int64_t k, ShapedType valuesType,
                                               ShapedType indicesType) {
  ArrayRef<int64_t> shape = operand.getShape();
  int64_t last = shape.empty() ? 1 : shape.back();
  if (k < 0 || k > last)
    return evalError("top_k: k = " + Twine(k) +
                     " exceeds the last dimension's size " + Twine(last));
  int64_t rows = last == 0 ? 0 : operand.getNumElements() / last;
  SmallVector<int64_t> resultShape(shape);
  resultShape.back() = k;
  Tensor values(RankedTensorType::get(resultShape, valuesType.getElementType()));
  Tensor indices(
      RankedTensorType::get(resultShape, indicesType.getElementType()));
  CompareKind kind = isa<FloatType>(operand.getElementType())
                         ? CompareKind::TotalOrder
                         : CompareKind::Default;
  SmallVector<Element> row;
  SmallVector<int64_t> order(last);
  for (int64_t r = 0; r < rows; ++r) {
    row.clear();
    for (int64_t i = 0; i < last; ++i)
      row.push_back(operand.getLinear(r * last + i));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return compare(row[a], row[b], CompareDirection::GT, kind);
    });
    for (int64_t j = 0; j < k; ++j) {
      values.setLinear(r * k + j, row[order[j]]);
      indices.setLinear(r * k + j,
                        Element::fromInt(indicesType.getElementType(),
                                         order[j]));
    }
  }
  return SmallVector<Tensor>{values, indices};
}

namespace {
/// Where each group of the ragged dimension starts and ends, for the batch
/// position `batchIndex` (the leading dimensions of `groupSizes`).
llvm::Expected<SmallVector<int64_t>>
groupBounds(const Tensor &groupSizes, ArrayRef<int64_t> batchIndex) {
  int64_t groups = groupSizes.getRank() == 0 ? 1 : groupSizes.getShape().back();
  SmallVector<int64_t> index(batchIndex.take_back(
      std::max<int64_t>(0, groupSizes.getRank() - 1)));
  index.push_back(0);
  SmallVector<int64_t> bounds{0};
  for (int64_t g = 0; g < groups; ++g) {
    index.back() = g;
    int64_t size = groupSizes.get(index).toInt64();
    if (size < 0)
      return evalError("ragged_dot: negative group size " + Twine(size));
    bounds.push_back(bounds.back() + size);
  }
  return bounds;
}

/// The group that position `m` of the ragged dimension belongs to, or -1.
int64_t groupOf(ArrayRef<int64_t> bounds, int64_t m) {
  for (size_t g = 0; g + 1 < bounds.size(); ++g)
    if (m >= bounds[g] && m < bounds[g + 1])
      return g;
  return -1;
}
} // namespace

/// Entry `index` of dimension `dim` of `tensor`, that dimension dropped.
static llvm::Expected<Tensor> takeIndex(const Tensor &tensor, int64_t dim,
                                        int64_t index) {
  SmallVector<int64_t> start(tensor.getRank(), 0), limit(tensor.getShape()),
      strides(tensor.getRank(), 1);
  start[dim] = index;
  limit[dim] = index + 1;
  SmallVector<int64_t> shape(limit.size(), 0);
  for (size_t d = 0; d < limit.size(); ++d)
    shape[d] = limit[d] - start[d];
  llvm::Expected<Tensor> slice =
      evalSliceOp(tensor, start, limit, strides,
                  RankedTensorType::get(shape, tensor.getElementType()));
  if (!slice)
    return slice.takeError();
  shape.erase(shape.begin() + dim);
  return evalReshapeOp(*slice,
                       RankedTensorType::get(shape, tensor.getElementType()));
}

llvm::Expected<Tensor> evalRaggedDotOp(const Tensor &lhs, const Tensor &rhs,
                                       const Tensor &groupSizes,
                                       const RaggedDotDims &dims,
                                       ShapedType resultType,
                                       const InterpreterOptions &options) {
  Type elementType = resultType.getElementType();
  int64_t numGroups =
      groupSizes.getRank() == 0 ? 1 : groupSizes.getShape().back();
  // The lhs batching dimensions in the order group_sizes' leading
  // dimensions follow.
  auto batchIndexOf = [&](ArrayRef<int64_t> lhsIndex) {
    SmallVector<int64_t> index;
    for (int64_t d : dims.lhsBatching)
      index.push_back(lhsIndex[d]);
    return index;
  };
  auto dotType = [&](const Tensor &l, const Tensor &r,
                     ArrayRef<int64_t> rBatching,
                     ArrayRef<int64_t> rContracting) {
    SmallVector<int64_t> shape;
    for (int64_t d : dims.lhsBatching)
      shape.push_back(l.getShape()[d]);
    for (int64_t d = 0; d < l.getRank(); ++d)
      if (!llvm::is_contained(dims.lhsBatching, d) &&
          !llvm::is_contained(dims.lhsContracting, d))
        shape.push_back(l.getShape()[d]);
    for (int64_t d = 0; d < r.getRank(); ++d)
      if (!llvm::is_contained(rBatching, d) &&
          !llvm::is_contained(rContracting, d))
        shape.push_back(r.getShape()[d]);
    return RankedTensorType::get(shape, elementType);
  };

  bool isBatching = llvm::is_contained(dims.lhsBatching, dims.lhsRagged);
  bool isContracting = llvm::is_contained(dims.lhsContracting, dims.lhsRagged);
  if (isBatching)
    return evalDotGeneralOp(lhs, rhs, dims.lhsBatching, dims.rhsBatching,
                            dims.lhsContracting, dims.rhsContracting,
                            dotType(lhs, rhs, dims.rhsBatching,
                                    dims.rhsContracting));

  if (isContracting) {
    // Result [g, ...]: group g sums only its own contracting positions.
    SmallVector<Tensor> parts;
    for (int64_t g = 0; g < numGroups; ++g) {
      Tensor masked = lhs.clone();
      Element zero = Element::fromInt(lhs.getElementType(), 0);
      for (const Index &index : lhs.indices()) {
        llvm::Expected<SmallVector<int64_t>> bounds =
            groupBounds(groupSizes, batchIndexOf(index));
        if (!bounds)
          return bounds.takeError();
        if (groupOf(*bounds, index[dims.lhsRagged]) != g)
          masked.set(index, zero);
      }
      RankedTensorType type =
          dotType(lhs, rhs, dims.rhsBatching, dims.rhsContracting);
      llvm::Expected<Tensor> part =
          evalDotGeneralOp(masked, rhs, dims.lhsBatching, dims.rhsBatching,
                           dims.lhsContracting, dims.rhsContracting, type);
      if (!part)
        return part.takeError();
      SmallVector<int64_t> shape{1};
      llvm::append_range(shape, type.getShape());
      llvm::Expected<Tensor> reshaped =
          evalReshapeOp(*part, RankedTensorType::get(shape, elementType));
      if (!reshaped)
        return reshaped.takeError();
      parts.push_back(*reshaped);
    }
    return evalConcatenateOp(parts, 0, resultType, options);
  }

  // The ragged dimension is free: rows of group g use rhs's slice g.
  int64_t groupDim = *dims.rhsGroup;
  auto dropGroupDim = [&](ArrayRef<int64_t> list) {
    SmallVector<int64_t> out;
    for (int64_t d : list)
      out.push_back(d > groupDim ? d - 1 : d);
    return out;
  };
  SmallVector<int64_t> rBatching = dropGroupDim(dims.rhsBatching);
  SmallVector<int64_t> rContracting = dropGroupDim(dims.rhsContracting);
  // The result dimension of the ragged lhs dimension.
  int64_t raggedResultDim = dims.lhsBatching.size();
  for (int64_t d = 0; d < dims.lhsRagged; ++d)
    if (!llvm::is_contained(dims.lhsBatching, d) &&
        !llvm::is_contained(dims.lhsContracting, d))
      ++raggedResultDim;
  Tensor result(resultType);
  Element zero = Element::fromInt(elementType, 0);
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
    result.setLinear(i, zero);
  for (int64_t g = 0; g < numGroups; ++g) {
    llvm::Expected<Tensor> rhsGroup = takeIndex(rhs, groupDim, g);
    if (!rhsGroup)
      return rhsGroup.takeError();
    llvm::Expected<Tensor> part = evalDotGeneralOp(
        lhs, *rhsGroup, dims.lhsBatching, rBatching, dims.lhsContracting,
        rContracting, dotType(lhs, *rhsGroup, rBatching, rContracting));
    if (!part)
      return part.takeError();
    for (const Index &index : result.indices()) {
      SmallVector<int64_t> batchIndex(
          index.begin(), index.begin() + dims.lhsBatching.size());
      llvm::Expected<SmallVector<int64_t>> bounds =
          groupBounds(groupSizes, batchIndex);
      if (!bounds)
        return bounds.takeError();
      if (groupOf(*bounds, index[raggedResultDim]) == g)
        result.set(index, part->get(index));
    }
  }
  return result;
}

llvm::Expected<SmallVector<Tensor>>
evalScanOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> inits, int64_t dimension,
           bool reverse, Region &body, ArrayRef<ShapedType> resultTypes,
           EvalEnv &env) {
  size_t numOutputs = resultTypes.size() - inits.size();
  int64_t length = 0;
  if (!inputs.empty())
    length = inputs.front().getShape()[dimension];
  else if (numOutputs > 0)
    length = resultTypes.front().getShape()[dimension];
  for (const Tensor &input : inputs)
    if (input.getShape()[dimension] != length)
      return evalError("scan: inputs differ in the size of dimension " +
                       Twine(dimension));
  SmallVector<InterpreterValue> carries(inits.begin(), inits.end());
  SmallVector<SmallVector<Tensor>> outputSlices(numOutputs);
  for (auto &slices : outputSlices)
    slices.resize(length);
  for (int64_t step = 0; step < length; ++step) {
    int64_t position = reverse ? length - 1 - step : step;
    SmallVector<InterpreterValue> args;
    for (const Tensor &input : inputs) {
      SmallVector<int64_t> start(input.getRank(), 0), limit(input.getShape()),
          strides(input.getRank(), 1);
      start[dimension] = position;
      limit[dimension] = position + 1;
      SmallVector<int64_t> shape(limit.size());
      for (size_t d = 0; d < shape.size(); ++d)
        shape[d] = limit[d] - start[d];
      llvm::Expected<Tensor> slice = evalSliceOp(
          input, start, limit, strides,
          RankedTensorType::get(shape, input.getElementType()));
      if (!slice)
        return slice.takeError();
      shape.erase(shape.begin() + dimension);
      llvm::Expected<Tensor> element = evalReshapeOp(
          *slice, RankedTensorType::get(shape, input.getElementType()));
      if (!element)
        return element.takeError();
      args.push_back(*element);
    }
    llvm::append_range(args, carries);
    llvm::Expected<SmallVector<InterpreterValue>> results =
        env.runRegion(body, args);
    if (!results)
      return results.takeError();
    for (size_t i = 0; i < numOutputs; ++i) {
      const Tensor &slice = (*results)[i].getTensor();
      SmallVector<int64_t> shape(slice.getShape());
      shape.insert(shape.begin() + dimension, 1);
      llvm::Expected<Tensor> reshaped = evalReshapeOp(
          slice, RankedTensorType::get(shape, slice.getElementType()));
      if (!reshaped)
        return reshaped.takeError();
      outputSlices[i][position] = *reshaped;
    }
    carries.assign(results->begin() + numOutputs, results->end());
  }
  SmallVector<Tensor> outputs;
  for (size_t i = 0; i < numOutputs; ++i) {
    if (length == 0) {
      outputs.push_back(Tensor(resultTypes[i]));
      continue;
    }
    llvm::Expected<Tensor> stacked = evalConcatenateOp(
        outputSlices[i], dimension, resultTypes[i], env.getOptions());
    if (!stacked)
      return stacked.takeError();
    outputs.push_back(*stacked);
  }
  for (const InterpreterValue &carry : carries)
    outputs.push_back(carry.getTensor());
  return outputs;
}

//===----------------------------------------------------------------------===//
// Glue: op -> evaluator
//===----------------------------------------------------------------------===//

namespace {
using namespace mlir::chlo;

/// The result type with the run-time shape of `like`.
ShapedType runtimeType(Value result, const Tensor &like) {
  auto type = cast<ShapedType>(result.getType());
  if (type.hasStaticShape())
    return type;
  return like.getType().clone(type.getElementType());
}

llvm::Error sameShape(const Tensor &a, const Tensor &b) {
  if (a.getShape() == b.getShape())
    return llvm::Error::success();
  return evalError("operands have different shapes at run time");
}

template <typename OpTy, ChloUnary Fn>
llvm::Expected<EvalResults> evalUnary(OpTy op, const OperandValues &operands,
                                      EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return EvalResults{
      evalChloUnaryOp(Fn, operand, runtimeType(op->getResult(0), operand))};
}

template <typename OpTy, ChloInfTest Test>
llvm::Expected<EvalResults> evalInfTest(OpTy op, const OperandValues &operands,
                                        EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return EvalResults{evalChloInfTestOp(
      Test, operand, runtimeType(op->getResult(0), operand))};
}

template <typename OpTy, ChloBinary Fn>
llvm::Expected<EvalResults> evalBinary(OpTy op, const OperandValues &operands,
                                       EvalEnv &) {
  const Tensor &lhs = operands.tensor(0), &rhs = operands.tensor(1);
  if (llvm::Error error = sameShape(lhs, rhs))
    return std::move(error);
  return EvalResults{
      evalChloBinaryOp(Fn, lhs, rhs, runtimeType(op->getResult(0), lhs))};
}

std::optional<ArrayRef<int64_t>> dimsOf(DenseI64ArrayAttr attr) {
  if (!attr)
    return std::nullopt;
  return attr.asArrayRef();
}

/// A broadcast_* op: broadcast, then `Fn` on equal shapes.
template <typename OpTy, typename Fn>
llvm::Expected<EvalResults> evalBroadcasting(OpTy op,
                                             const OperandValues &operands,
                                             Fn fn) {
  llvm::Expected<std::pair<Tensor, Tensor>> pair = broadcastChloOperands(
      operands.tensor(0), operands.tensor(1),
      dimsOf(op.getBroadcastDimensionsAttr()));
  if (!pair)
    return pair.takeError();
  Type elementType = op.getResult().getType().getElementType();
  ShapedType type = RankedTensorType::get(pair->first.getShape(), elementType);
  llvm::Expected<Tensor> result = fn(pair->first, pair->second, type);
  if (!result)
    return result.takeError();
  return EvalResults{std::move(*result)};
}

template <typename OpTy, Tensor (*Fn)(const Tensor &, const Tensor &,
                                      ShapedType)>
llvm::Expected<EvalResults>
evalBroadcastBinary(OpTy op, const OperandValues &operands, EvalEnv &) {
  return evalBroadcasting(op, operands,
                          [](const Tensor &a, const Tensor &b, ShapedType t)
                              -> llvm::Expected<Tensor> { return Fn(a, b, t); });
}

template <typename OpTy, llvm::Expected<Tensor> (*Fn)(
                             const Tensor &, const Tensor &, ShapedType)>
llvm::Expected<EvalResults>
evalBroadcastFallible(OpTy op, const OperandValues &operands, EvalEnv &) {
  return evalBroadcasting(op, operands, Fn);
}

template <typename OpTy, ChloBinary Fn>
llvm::Expected<EvalResults>
evalBroadcastChlo(OpTy op, const OperandValues &operands, EvalEnv &) {
  return evalBroadcasting(op, operands,
                          [](const Tensor &a, const Tensor &b, ShapedType t)
                              -> llvm::Expected<Tensor> {
                            return evalChloBinaryOp(Fn, a, b, t);
                          });
}

CompareKind toKind(std::optional<ComparisonType> type) {
  if (!type)
    return CompareKind::Default;
  switch (*type) {
  case ComparisonType::FLOAT:
    return CompareKind::Float;
  case ComparisonType::TOTALORDER:
    return CompareKind::TotalOrder;
  case ComparisonType::SIGNED:
    return CompareKind::Signed;
  case ComparisonType::UNSIGNED:
    return CompareKind::Unsigned;
  case ComparisonType::NOTYPE:
    break;
  }
  return CompareKind::Default;
}

llvm::Expected<EvalResults> evalBroadcastCompare(BroadcastCompareOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &) {
  auto direction =
      static_cast<CompareDirection>(op.getComparisonDirection());
  if (llvm::Error error = checkCompareType(
          cast<ShapedType>(op.getLhs().getType()).getElementType(),
          op.getCompareType() ? stringifyEnum(*op.getCompareType()) : ""))
    return std::move(error);
  CompareKind kind = toKind(op.getCompareType());
  return evalBroadcasting(
      op, operands,
      [&](const Tensor &a, const Tensor &b,
          ShapedType t) -> llvm::Expected<Tensor> {
        return evalCompareOp(a, b, direction, kind, t);
      });
}

llvm::Expected<EvalResults> evalBroadcastSelect(BroadcastSelectOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  llvm::Expected<std::pair<Tensor, Tensor>> values = broadcastChloOperands(
      operands.tensor(1), operands.tensor(2), std::nullopt);
  if (!values)
    return values.takeError();
  llvm::Expected<std::pair<Tensor, Tensor>> predAndTrue =
      broadcastChloOperands(operands.tensor(0), values->first, std::nullopt);
  if (!predAndTrue)
    return predAndTrue.takeError();
  llvm::Expected<std::pair<Tensor, Tensor>> predAndFalse =
      broadcastChloOperands(operands.tensor(0), values->second, std::nullopt);
  if (!predAndFalse)
    return predAndFalse.takeError();
  ShapedType type = predAndTrue->second.getType();
  return EvalResults{evalSelectOp(predAndTrue->first, predAndTrue->second,
                                  predAndFalse->second, type)};
}

llvm::Expected<EvalResults> evalConstant(chlo::ConstantOp op,
                                         const OperandValues &, EvalEnv &) {
  llvm::Expected<Tensor> result = evalConstantOp(op.getValue());
  if (!result)
    return result.takeError();
  return EvalResults{std::move(*result)};
}

llvm::Expected<EvalResults> evalConstantLike(ConstantLikeOp op,
                                             const OperandValues &operands,
                                             EvalEnv &) {
  Type elementType = op.getResult().getType().getElementType();
  auto valueType = RankedTensorType::get({}, elementType);
  llvm::Expected<Tensor> scalar = evalConstantOp(
      DenseElementsAttr::get(valueType, ArrayRef<Attribute>{op.getValue()}));
  if (!scalar)
    return scalar.takeError();
  ShapedType type = operands.tensor(0).getType().clone(elementType);
  return EvalResults{evalConstantLikeOp(scalar->getLinear(0), type)};
}

llvm::Expected<EvalResults> evalTopK(TopKOp op, const OperandValues &operands,
                                     EvalEnv &) {
  llvm::Expected<SmallVector<Tensor>> results =
      evalTopKOp(operands.tensor(0), op.getK(), op.getValues().getType(),
                 op.getIndices().getType());
  if (!results)
    return results.takeError();
  return EvalResults{(*results)[0], (*results)[1]};
}

llvm::Expected<EvalResults> evalRaggedDot(RaggedDotOp op,
                                          const OperandValues &operands,
                                          EvalEnv &env) {
  RaggedDotDimensionNumbersAttr attr = op.getRaggedDotDimensionNumbers();
  RaggedDotDims dims;
  dims.lhsBatching.assign(attr.getLhsBatchingDimensions().begin(),
                          attr.getLhsBatchingDimensions().end());
  dims.rhsBatching.assign(attr.getRhsBatchingDimensions().begin(),
                          attr.getRhsBatchingDimensions().end());
  dims.lhsContracting.assign(attr.getLhsContractingDimensions().begin(),
                             attr.getLhsContractingDimensions().end());
  dims.rhsContracting.assign(attr.getRhsContractingDimensions().begin(),
                             attr.getRhsContractingDimensions().end());
  dims.lhsRagged = attr.getLhsRaggedDimensions().front();
  if (!attr.getRhsGroupDimensions().empty())
    dims.rhsGroup = attr.getRhsGroupDimensions().front();
  ShapedType type = op.getResult().getType();
  if (!type.hasStaticShape())
    return evalError("ragged_dot needs a static result shape");
  llvm::Expected<Tensor> result =
      evalRaggedDotOp(operands.tensor(0), operands.tensor(1),
                      operands.tensor(2), dims, type, env.getOptions());
  if (!result)
    return result.takeError();
  return EvalResults{std::move(*result)};
}

llvm::Expected<EvalResults> evalScan(ScanOp op, const OperandValues &operands,
                                     EvalEnv &env) {
  SmallVector<ShapedType> types;
  for (Type type : op.getResultTypes()) {
    auto shaped = cast<ShapedType>(type);
    if (!shaped.hasStaticShape())
      return evalError("scan needs static result shapes");
    types.push_back(shaped);
  }
  llvm::Expected<SmallVector<Tensor>> results = evalScanOp(
      operands.tensors(op.getInputs()), operands.tensors(op.getInits()),
      op.getDimension(), op.getIsReverse().value_or(false), op.getBody(),
      types, env);
  if (!results)
    return results.takeError();
  EvalResults values;
  for (Tensor &t : *results)
    values.push_back(std::move(t));
  return values;
}
} // namespace

void registerChloEvaluators(EvaluatorRegistry &r) {
  r.add<AcosOp, evalUnary<AcosOp, ChloUnary::Acos>>();
  r.add<AcoshOp, evalUnary<AcoshOp, ChloUnary::Acosh>>();
  r.add<AsinOp, evalUnary<AsinOp, ChloUnary::Asin>>();
  r.add<AsinhOp, evalUnary<AsinhOp, ChloUnary::Asinh>>();
  r.add<AtanOp, evalUnary<AtanOp, ChloUnary::Atan>>();
  r.add<AtanhOp, evalUnary<AtanhOp, ChloUnary::Atanh>>();
  r.add<AsinAcosKernelOp,
        evalUnary<AsinAcosKernelOp, ChloUnary::AsinAcosKernel>>();
  r.add<BesselI1eOp, evalUnary<BesselI1eOp, ChloUnary::BesselI1e>>();
  r.add<ConjOp, evalUnary<ConjOp, ChloUnary::Conj>>();
  r.add<CoshOp, evalUnary<CoshOp, ChloUnary::Cosh>>();
  r.add<SinhOp, evalUnary<SinhOp, ChloUnary::Sinh>>();
  r.add<chlo::TanOp, evalUnary<chlo::TanOp, ChloUnary::Tan>>();
  r.add<SquareOp, evalUnary<SquareOp, ChloUnary::Square>>();
  r.add<DigammaOp, evalUnary<DigammaOp, ChloUnary::Digamma>>();
  r.add<ErfOp, evalUnary<ErfOp, ChloUnary::Erf>>();
  r.add<ErfcOp, evalUnary<ErfcOp, ChloUnary::Erfc>>();
  r.add<ErfInvOp, evalUnary<ErfInvOp, ChloUnary::ErfInv>>();
  r.add<LgammaOp, evalUnary<LgammaOp, ChloUnary::Lgamma>>();
  r.add<IsInfOp, evalInfTest<IsInfOp, ChloInfTest::IsInf>>();
  r.add<IsNegInfOp, evalInfTest<IsNegInfOp, ChloInfTest::IsNegInf>>();
  r.add<IsPosInfOp, evalInfTest<IsPosInfOp, ChloInfTest::IsPosInf>>();
  r.add<NextAfterOp, evalBinary<NextAfterOp, ChloBinary::NextAfter>>();
  r.add<PolygammaOp, evalBinary<PolygammaOp, ChloBinary::Polygamma>>();
  r.add<ZetaOp, evalBinary<ZetaOp, ChloBinary::Zeta>>();
  r.add<MulhiOp, evalBinary<MulhiOp, ChloBinary::Mulhi>>();

  r.add<BroadcastAddOp, evalBroadcastBinary<BroadcastAddOp, evalAddOp>>();
  r.add<BroadcastAtan2Op, evalBroadcastBinary<BroadcastAtan2Op, evalAtan2Op>>();
  r.add<BroadcastDivOp, evalBroadcastFallible<BroadcastDivOp, evalDivideOp>>();
  r.add<BroadcastMaxOp, evalBroadcastBinary<BroadcastMaxOp, evalMaxOp>>();
  r.add<BroadcastMinOp, evalBroadcastBinary<BroadcastMinOp, evalMinOp>>();
  r.add<BroadcastMulOp, evalBroadcastBinary<BroadcastMulOp, evalMulOp>>();
  r.add<BroadcastPowOp, evalBroadcastBinary<BroadcastPowOp, evalPowOp>>();
  r.add<BroadcastRemOp, evalBroadcastFallible<BroadcastRemOp, evalRemOp>>();
  r.add<BroadcastShiftLeftOp,
        evalBroadcastBinary<BroadcastShiftLeftOp, evalShiftLeftOp>>();
  r.add<BroadcastShiftRightArithmeticOp,
        evalBroadcastBinary<BroadcastShiftRightArithmeticOp,
                            evalShiftRightArithmeticOp>>();
  r.add<BroadcastShiftRightLogicalOp,
        evalBroadcastBinary<BroadcastShiftRightLogicalOp,
                            evalShiftRightLogicalOp>>();
  r.add<BroadcastSubOp, evalBroadcastBinary<BroadcastSubOp, evalSubtractOp>>();
  r.add<BroadcastAndOp, evalBroadcastBinary<BroadcastAndOp, evalAndOp>>();
  r.add<BroadcastOrOp, evalBroadcastBinary<BroadcastOrOp, evalOrOp>>();
  r.add<BroadcastXorOp, evalBroadcastBinary<BroadcastXorOp, evalXorOp>>();
  r.add<BroadcastComplexOp,
        evalBroadcastBinary<BroadcastComplexOp, evalComplexOp>>();
  r.add<BroadcastNextAfterOp,
        evalBroadcastChlo<BroadcastNextAfterOp, ChloBinary::NextAfter>>();
  r.add<BroadcastPolygammaOp,
        evalBroadcastChlo<BroadcastPolygammaOp, ChloBinary::Polygamma>>();
  r.add<BroadcastZetaOp, evalBroadcastChlo<BroadcastZetaOp, ChloBinary::Zeta>>();
  r.add<BroadcastCompareOp, evalBroadcastCompare>();
  r.add<BroadcastSelectOp, evalBroadcastSelect>();

  r.add<chlo::ConstantOp, evalConstant>();
  r.add<ConstantLikeOp, evalConstantLike>();
  r.add<TopKOp, evalTopK>();
  r.add<RaggedDotOp, evalRaggedDot>();
  r.add<ScanOp, evalScan>();
}

} // namespace shlo
} // namespace mlir
