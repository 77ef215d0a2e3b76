//===- StablehloComplexMathExpander.cpp - complex math in real ops --------===//
//
// --stablehlo-complex-math-expander: sqrt, log and log_plus_one of complex
// tensors become ops on the real and imaginary parts, for backends without
// complex arithmetic. With z = x + iy, mx = max(|x|, |y|), mn = min(|x|, |y|):
//
//   log(z)    = log|z| + i atan2(y, x)
//   log1p(z)  = log|1 + z| + i atan2(y, x + 1)
//   sqrt(z)   = t + i y / (2t)            when x >= 0
//             = |y| / (2t) + i sign(y) t  when x < 0
//   where t = sqrt((|x| + |z|) / 2) = sqrt(mx) sqrt((|x| / mx + sqrt(1 + r^2)) / 2)
//   and r = mn / mx,
//
// so that no intermediate overflows or underflows where the result does not.
// log|w| is log(mx) + log1p(r^2) / 2, except where |w| is between 1/2 and
// 3/2, where it is log1p(s) / 2 with s = |w|^2 - 1 (= -1 + x^2 + y^2 for
// log, 2x + x^2 + y^2 for log1p) summed in twice the working precision:
// each square is split exactly into a high and a low part (Dekker's product
// with Veltkamp's splitting) and the terms are added with error-free
// two-sums, so that s keeps its relative accuracy however much the terms
// cancel. Zeros, infinities and NaNs come out as C99's clog/csqrt give them.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"

#include "dialect/Dialects.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cmath>

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_STABLEHLOCOMPLEXMATHEXPANDERPASS
#include "transforms/Passes.h.inc"

namespace {

/// Builds real ops of one shape and float type at one location.
class RealMath {
public:
  RealMath(OpBuilder &b, Location loc, RankedTensorType type)
      : b(b), loc(loc), type(type),
        semantics(cast<FloatType>(type.getElementType()).getFloatSemantics()) {}

  Value constant(double value) {
    llvm::APFloat f(value);
    bool lost;
    f.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
    return constant(f);
  }
  Value constant(const llvm::APFloat &value) {
    return stablehlo::ConstantOp::create(b, 
        loc, DenseElementsAttr::get(type, value));
  }
  Value infinity() { return constant(llvm::APFloat::getInf(semantics)); }

  template <typename OpTy> Value unary(Value a) {
    return OpTy::create(b, loc, TypeRange{type}, ValueRange{a},
                          ArrayRef<NamedAttribute>{});
  }
  template <typename OpTy> Value binary(Value a, Value c) {
    return OpTy::create(b, loc, TypeRange{type}, ValueRange{a, c},
                          ArrayRef<NamedAttribute>{});
  }
  Value add(Value a, Value c) { return binary<stablehlo::AddOp>(a, c); }
  Value sub(Value a, Value c) { return binary<stablehlo::SubtractOp>(a, c); }
  Value mul(Value a, Value c) { return binary<stablehlo::MulOp>(a, c); }
  Value div(Value a, Value c) { return binary<stablehlo::DivOp>(a, c); }
  Value max(Value a, Value c) { return binary<stablehlo::MaxOp>(a, c); }
  Value min(Value a, Value c) { return binary<stablehlo::MinOp>(a, c); }
  Value abs(Value a) { return unary<stablehlo::AbsOp>(a); }
  Value neg(Value a) { return unary<stablehlo::NegOp>(a); }
  Value sqrt(Value a) { return unary<stablehlo::SqrtOp>(a); }
  Value log(Value a) { return unary<stablehlo::LogOp>(a); }
  Value log1p(Value a) { return unary<stablehlo::Log1pOp>(a); }
  Value atan2(Value a, Value c) { return binary<stablehlo::Atan2Op>(a, c); }

  Value compare(stablehlo::ComparisonDirection direction, Value a, Value c) {
    auto predType = RankedTensorType::get(type.getShape(), b.getI1Type());
    NamedAttribute attrs[] = {
        b.getNamedAttr("comparison_direction",
                       stablehlo::ComparisonDirectionAttr::get(
                           b.getContext(), direction)),
        b.getNamedAttr("compare_type",
                       stablehlo::ComparisonTypeAttr::get(
                           b.getContext(), stablehlo::ComparisonType::FLOAT))};
    return stablehlo::CompareOp::create(b, loc, TypeRange{predType},
                                          ValueRange{a, c}, attrs);
  }
  Value select(Value pred, Value onTrue, Value onFalse) {
    return stablehlo::SelectOp::create(b, loc, TypeRange{type},
                                         ValueRange{pred, onTrue, onFalse},
                                         ArrayRef<NamedAttribute>{});
  }
  Value logicalAnd(Value p, Value q) {
    return stablehlo::AndOp::create(b, loc, TypeRange{p.getType()},
                                      ValueRange{p, q},
                                      ArrayRef<NamedAttribute>{});
  }
  Value logicalOr(Value p, Value q) {
    return stablehlo::OrOp::create(b, loc, TypeRange{p.getType()},
                                   ValueRange{p, q},
                                   ArrayRef<NamedAttribute>{});
  }
  /// |a| with the sign of `s` (a is not negative).
  Value withSignOf(Value a, Value s) {
    using D = stablehlo::ComparisonDirection;
    // A negative zero or NaN with the sign bit set counts as negative, as
    // copysign does: compare 1/s to 0 for the zeros.
    Value zero = constant(0.0);
    Value negative = compare(D::LT, s, zero);
    Value negativeZero =
        logicalAnd(compare(D::EQ, s, zero),
                   compare(D::LT, div(constant(1.0), s), zero));
    return select(logicalOr(negative, negativeZero), neg(a), a);
  }

  /// (high, low) with high + low = a * a exactly (Dekker): `a` is split
  /// into halves of at most half the significand each (Veltkamp), whose
  /// products are exact.
  std::pair<Value, Value> exactSquare(Value a) {
    unsigned precision = llvm::APFloat::semanticsPrecision(semantics);
    double splitter = std::ldexp(1.0, int((precision + 1) / 2)) + 1.0;
    Value scaled = mul(constant(splitter), a);
    Value high = sub(scaled, sub(scaled, a));
    Value low = sub(a, high);
    Value square = mul(a, a);
    Value error = add(add(sub(mul(high, high), square),
                          mul(constant(2.0), mul(high, low))),
                      mul(low, low));
    return {square, error};
  }

  /// (sum, error) with sum + error = a + c exactly (Knuth's two-sum).
  std::pair<Value, Value> twoSum(Value a, Value c) {
    Value sum = add(a, c);
    Value cPart = sub(sum, a);
    Value aPart = sub(sum, cPart);
    Value error = add(sub(a, aPart), sub(c, cPart));
    return {sum, error};
  }

  /// first + a^2 + b^2 in twice the working precision, rounded once at
  /// the end (`first` is exact: -1 or 2x).
  Value sumOfSquares(Value first, Value a, Value c) {
    auto [aa, aaLow] = exactSquare(a);
    auto [cc, ccLow] = exactSquare(c);
    auto [s1, e1] = twoSum(first, aa);
    auto [s2, e2] = twoSum(s1, cc);
    return add(s2, add(add(e1, e2), add(aaLow, ccLow)));
  }

  /// log(sqrt(a^2 + b^2)) given a, b and `nearOne` = a^2 + b^2 - 1
  /// computed without cancellation where |(a, b)| is close to 1.
  Value logHypot(Value a, Value c, Value nearOne) {
    using D = stablehlo::ComparisonDirection;
    Value aa = abs(a), ac = abs(c);
    Value mx = max(aa, ac), mn = min(aa, ac);
    // mn / mx, taken as 1 when both are 0 or both infinite (so that
    // log(0) = -inf and log(inf) = inf come out of the sum below).
    Value ratio = select(compare(D::EQ, mn, mx), constant(1.0), div(mn, mx));
    Value general =
        add(log(mx), mul(constant(0.5), log1p(mul(ratio, ratio))));
    Value close = logicalAnd(compare(D::GE, mx, constant(0.5)),
                             compare(D::LE, mx, constant(1.5)));
    Value result = select(close, mul(constant(0.5), log1p(nearOne)), general);
    // An infinite part makes |w| infinite even when the other is NaN (the
    // maximum above would be NaN).
    return select(logicalOr(compare(D::EQ, aa, infinity()),
                            compare(D::EQ, ac, infinity())),
                  infinity(), result);
  }

  OpBuilder &b;
  Location loc;
  RankedTensorType type;
  const llvm::fltSemantics &semantics;
};

/// The real type of `complexType`'s parts, same shape; null when the type
/// is not a ranked tensor of complex elements.
RankedTensorType partType(Type complexType) {
  auto tensor = dyn_cast<RankedTensorType>(complexType);
  if (!tensor)
    return {};
  auto complex = dyn_cast<ComplexType>(tensor.getElementType());
  if (!complex)
    return {};
  return RankedTensorType::get(tensor.getShape(), complex.getElementType());
}

Value expandLog(RealMath &m, Value x, Value y) {
  return m.logHypot(x, y, m.sumOfSquares(m.constant(-1.0), x, y));
}

Value expandLog1pReal(RealMath &m, Value x, Value y) {
  // |1 + z|^2 - 1 = 2x + x^2 + y^2.
  Value nearOne = m.sumOfSquares(m.mul(m.constant(2.0), x), x, y);
  return m.logHypot(m.add(x, m.constant(1.0)), y, nearOne);
}

std::pair<Value, Value> expandSqrt(RealMath &m, Value x, Value y) {
  using D = stablehlo::ComparisonDirection;
  Value ax = m.abs(x), ay = m.abs(y);
  Value mx = m.max(ax, ay), mn = m.min(ax, ay);
  Value zero = m.constant(0.0), inf = m.infinity();
  Value ratio = m.div(mn, mx);
  Value hypotOverMx = m.sqrt(m.add(m.constant(1.0), m.mul(ratio, ratio)));
  Value t = m.mul(m.sqrt(mx),
                  m.sqrt(m.mul(m.constant(0.5), m.add(m.div(ax, mx),
                                                      hypotOverMx))));
  // An infinite part: t = inf (the ratio above is NaN when both parts are
  // inf, and mx is NaN when the other part is NaN).
  t = m.select(m.logicalOr(m.compare(D::EQ, ax, inf), m.compare(D::EQ, ay, inf)),
               inf, t);
  Value other = m.div(ay, m.mul(m.constant(2.0), t));
  Value nonNegative = m.compare(D::GE, x, zero);
  Value re = m.select(nonNegative, t, other);
  Value im = m.withSignOf(m.select(nonNegative, other, t), y);
  // z = 0 (either sign): sqrt is +0 with y's imaginary part.
  Value isZero = m.compare(D::EQ, mx, zero);
  re = m.select(isZero, zero, re);
  im = m.select(isZero, y, im);
  // |y| = inf: inf + i y, whatever x is (NaN included).
  Value yInf = m.compare(D::EQ, ay, inf);
  re = m.select(yInf, inf, re);
  im = m.select(yInf, y, im);
  return {re, im};
}

/// Rewrites one complex sqrt/log/log_plus_one; false for any other op.
bool expand(Operation *op) {
  if (!isa<stablehlo::SqrtOp, stablehlo::LogOp, stablehlo::Log1pOp>(op))
    return false;
  Type complexType = op->getResult(0).getType();
  RankedTensorType real = partType(complexType);
  if (!real)
    return false;
  OpBuilder b(op);
  RealMath m(b, op->getLoc(), real);
  Value z = op->getOperand(0);
  Value x = m.unary<stablehlo::RealOp>(z);
  Value y = m.unary<stablehlo::ImagOp>(z);
  Value re, im;
  if (isa<stablehlo::SqrtOp>(op)) {
    std::tie(re, im) = expandSqrt(m, x, y);
  } else if (isa<stablehlo::LogOp>(op)) {
    re = expandLog(m, x, y);
    im = m.atan2(y, x);
  } else {
    re = expandLog1pReal(m, x, y);
    im = m.atan2(y, m.add(x, m.constant(1.0)));
  }
  Value result = stablehlo::ComplexOp::create(b, 
      op->getLoc(), TypeRange{complexType}, ValueRange{re, im},
      ArrayRef<NamedAttribute>{});
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  return true;
}

struct StablehloComplexMathExpander
    : impl::StablehloComplexMathExpanderPassBase<StablehloComplexMathExpander> {
  using StablehloComplexMathExpanderPassBase::
      StablehloComplexMathExpanderPassBase;
  void runOnOperation() override {
    SmallVector<Operation *> candidates;
    getOperation().walk([&](Operation *op) {
      if (isa<stablehlo::SqrtOp, stablehlo::LogOp, stablehlo::Log1pOp>(op))
        candidates.push_back(op);
    });
    for (Operation *op : candidates)
      expand(op);
  }
};

} // namespace
} // namespace shlo
} // namespace mlir
