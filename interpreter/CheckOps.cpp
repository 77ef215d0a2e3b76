//===- CheckOps.cpp - evaluators of the check ops -------------------------===//

#include "interpreter/Checks.h"
#include "interpreter/Evaluator.h"

#include "dialect/Dialects.h"

#include <cmath>
#include <limits>

namespace mlir {
namespace shlo {

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

namespace {
/// Position of a float's bits on a line where adjacent floats differ by one.
int64_t orderedBits(const llvm::APFloat &value) {
  llvm::APInt bits = value.bitcastToAPInt();
  unsigned width = bits.getBitWidth();
  bool negative = bits.isSignBitSet();
  bits.clearBit(width - 1);
  int64_t magnitude = int64_t(bits.getZExtValue());
  return negative ? -magnitude : magnitude;
}

uint64_t floatUlpDistance(const llvm::APFloat &a, const llvm::APFloat &b) {
  if (a.isNaN() || b.isNaN())
    return a.isNaN() && b.isNaN() ? 0 : std::numeric_limits<uint64_t>::max();
  int64_t x = orderedBits(a), y = orderedBits(b);
  // The difference of two such positions can exceed INT64_MAX (f64 values of
  // opposite signs): subtract as unsigned, where it is exact below 2^64.
  return x > y ? uint64_t(x) - uint64_t(y) : uint64_t(y) - uint64_t(x);
}

std::string formatIndex(const Tensor &tensor, int64_t position) {
  Index index(tensor.getRank());
  for (int64_t d = tensor.getRank() - 1; d >= 0; --d) {
    index[d] = position % tensor.getShape()[d];
    position /= tensor.getShape()[d];
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(index, os);
  os << "]";
  return text;
}

/// Runs `matches` over every element pair; a mismatch is a CheckFailure.
template <typename Matches>
llvm::Error compareTensors(StringRef what, const Tensor &actual,
                           const Tensor &expected, Matches matches) {
  if (actual.getType() != expected.getType()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << what << " failed: actual type " << actual.getType()
       << " differs from expected type " << expected.getType();
    return llvm::make_error<CheckFailure>(std::move(text));
  }
  Type type = actual.getElementType();
  bool isFloatLike = isa<FloatType, ComplexType>(type);
  int64_t mismatches = 0, first = -1;
  double maxAbsError = 0;
  uint64_t maxUlp = 0;
  int64_t n = actual.getNumElements();
  for (int64_t i = 0; i < n; ++i) {
    Element a = actual.getLinear(i), e = expected.getLinear(i);
    if (isFloatLike) {
      double error = std::abs(a.toComplexDouble() - e.toComplexDouble());
      if (!std::isnan(error))
        maxAbsError = std::max(maxAbsError, error);
      maxUlp = std::max(maxUlp, ulpDistance(a, e));
    }
    if (matches(a, e))
      continue;
    if (mismatches++ == 0)
      first = i;
  }
  if (mismatches == 0)
    return llvm::Error::success();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << what << " failed: " << mismatches << " of " << n
     << " element(s) differ; first at index " << formatIndex(actual, first)
     << ": actual " << actual.getLinear(first) << ", expected "
     << expected.getLinear(first);
  if (isFloatLike) {
    os << "; largest absolute error " << maxAbsError << ", largest ULP distance ";
    if (maxUlp == std::numeric_limits<uint64_t>::max())
      os << "inf (NaN vs number)";
    else
      os << maxUlp;
  }
  return llvm::make_error<CheckFailure>(std::move(text));
}

bool almostEqualParts(const llvm::APFloat &a, const llvm::APFloat &b,
                      double tolerance) {
  if (a.isNaN() || b.isNaN())
    return a.isNaN() && b.isNaN();
  if (a.isInfinity() || b.isInfinity())
    return a.bitwiseIsEqual(b);
  llvm::APFloat x = a, y = b;
  bool losesInfo;
  x.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  y.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  if (std::fabs(x.convertToDouble() - y.convertToDouble()) <= tolerance)
    return true;
  // Where adjacent floats are further apart than the tolerance (f32 values
  // above 2048, f16 above 0.125, ...), neighbours agree too: an absolute
  // tolerance finer than the float grid would otherwise demand bit equality
  // of transcendental results, which no two libraries give.
  return floatUlpDistance(a, b) <= 1;
}
} // namespace

uint64_t ulpDistance(const Element &a, const Element &b) {
  if (a.isFloat())
    return floatUlpDistance(a.getFloat(), b.getFloat());
  if (a.isComplex())
    return std::max(floatUlpDistance(a.getComplex().first, b.getComplex().first),
                    floatUlpDistance(a.getComplex().second,
                                     b.getComplex().second));
  return a.isSameAs(b) ? 0 : std::numeric_limits<uint64_t>::max();
}

llvm::Error checkEqual(const Tensor &actual, const Tensor &expected) {
  return compareTensors("expect_eq", actual, expected,
                        [](const Element &a, const Element &e) {
                          return a.isSameAs(e);
                        });
}

llvm::Error checkAlmostEqual(const Tensor &actual, const Tensor &expected,
                             double tolerance) {
  return compareTensors(
      "expect_almost_eq", actual, expected,
      [&](const Element &a, const Element &e) {
        if (a.isFloat())
          return almostEqualParts(a.getFloat(), e.getFloat(), tolerance);
        if (a.isComplex())
          return almostEqualParts(a.getComplex().first, e.getComplex().first,
                                  tolerance) &&
                 almostEqualParts(a.getComplex().second, e.getComplex().second,
                                  tolerance);
        return a.isSameAs(e);
      });
}

/// IREE's bounds: |a - e| <= atol + rtol * |e| (NaN matches NaN, an
/// infinity only itself).
bool withinBounds(const llvm::APFloat &a, const llvm::APFloat &e, double atol,
                  double rtol) {
  if (a.isNaN() || e.isNaN())
    return a.isNaN() && e.isNaN();
  if (a.isInfinity() || e.isInfinity())
    return a.bitwiseIsEqual(e);
  llvm::APFloat x = a, y = e;
  bool losesInfo;
  x.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  y.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &losesInfo);
  double expected = y.convertToDouble();
  return std::fabs(x.convertToDouble() - expected) <=
         atol + rtol * std::fabs(expected);
}

llvm::Error checkWithinBounds(const Tensor &actual, const Tensor &expected,
                              double atol, double rtol) {
  return compareTensors(
      "expect_almost_eq", actual, expected,
      [&](const Element &a, const Element &e) {
        if (a.isFloat())
          return withinBounds(a.getFloat(), e.getFloat(), atol, rtol);
        if (a.isComplex())
          return withinBounds(a.getComplex().first, e.getComplex().first, atol,
                              rtol) &&
                 withinBounds(a.getComplex().second, e.getComplex().second,
                              atol, rtol);
        return a.isSameAs(e);
      });
}

llvm::Error checkClose(const Tensor &actual, const Tensor &expected,
                       int64_t minUlp, int64_t maxUlp) {
  return compareTensors("expect_close", actual, expected,
                        [&](const Element &a, const Element &e) {
                          uint64_t distance = ulpDistance(a, e);
                          return distance >= uint64_t(minUlp) &&
                                 distance <= uint64_t(maxUlp);
                        });
}

//===----------------------------------------------------------------------===//
// Evaluators
//===----------------------------------------------------------------------===//

llvm::Error evalExpectEqOp(const Tensor &lhs, const Tensor &rhs) {
  return checkEqual(lhs, rhs);
}

llvm::Error evalExpectEqConstOp(const Tensor &lhs, ElementsAttr value) {
  llvm::Expected<Tensor> expected = Tensor::fromAttr(value);
  if (!expected)
    return expected.takeError();
  return checkEqual(lhs, *expected);
}

llvm::Error evalExpectAlmostEqOp(const Tensor &lhs, const Tensor &rhs,
                                 double tolerance) {
  return checkAlmostEqual(lhs, rhs, tolerance);
}

llvm::Error evalExpectAlmostEqConstOp(const Tensor &lhs, ElementsAttr value,
                                      double tolerance) {
  llvm::Expected<Tensor> expected = Tensor::fromAttr(value);
  if (!expected)
    return expected.takeError();
  return checkAlmostEqual(lhs, *expected, tolerance);
}

llvm::Error evalExpectCloseOp(const Tensor &actual, const Tensor &expected,
                              int64_t minUlp, int64_t maxUlp) {
  return checkClose(actual, expected, minUlp, maxUlp);
}

namespace {
/// The outcome of a check op: no results, or its failure.
llvm::Expected<EvalResults> checked(llvm::Error failure) {
  if (failure)
    return std::move(failure);
  return EvalResults();
}

double toleranceOf(FloatAttr attr, double fallback = kDefaultTolerance) {
  return attr ? attr.getValueAsDouble() : fallback;
}

llvm::Expected<EvalResults> evalExpectEq(check::ExpectEqOp op,
                                         const OperandValues &operands,
                                         EvalEnv &) {
  return checked(evalExpectEqOp(operands.tensor(op.getLhs()),
                                operands.tensor(op.getRhs())));
}

llvm::Expected<EvalResults> evalExpectEqConst(check::ExpectEqConstOp op,
                                              const OperandValues &operands,
                                              EvalEnv &) {
  return checked(
      evalExpectEqConstOp(operands.tensor(op.getLhs()), op.getValue()));
}

/// IREE's defaults for a bound that is not given.
constexpr double kIreeDefaultAtol = 1e-4, kIreeDefaultRtol = 0.0;

llvm::Expected<EvalResults> evalExpectAlmostEq(check::ExpectAlmostEqOp op,
                                               const OperandValues &operands,
                                               EvalEnv &) {
  if (op.getAtolAttr() || op.getRtolAttr())
    return checked(checkWithinBounds(
        operands.tensor(op.getLhs()), operands.tensor(op.getRhs()),
        toleranceOf(op.getAtolAttr(), kIreeDefaultAtol),
        toleranceOf(op.getRtolAttr(), kIreeDefaultRtol)));
  return checked(evalExpectAlmostEqOp(operands.tensor(op.getLhs()),
                                      operands.tensor(op.getRhs()),
                                      toleranceOf(op.getToleranceAttr())));
}

llvm::Expected<EvalResults>
evalExpectAlmostEqConst(check::ExpectAlmostEqConstOp op,
                        const OperandValues &operands, EvalEnv &) {
  if (op.getAtolAttr() || op.getRtolAttr()) {
    llvm::Expected<Tensor> expected = Tensor::fromAttr(op.getValue());
    if (!expected)
      return expected.takeError();
    return checked(checkWithinBounds(operands.tensor(op.getLhs()), *expected,
                                     toleranceOf(op.getAtolAttr(), kIreeDefaultAtol),
                                     toleranceOf(op.getRtolAttr(), kIreeDefaultRtol)));
  }
  return checked(evalExpectAlmostEqConstOp(operands.tensor(op.getLhs()),
                                           op.getValue(),
                                           toleranceOf(op.getToleranceAttr())));
}

/// IREE's expect_true / expect_false: the integer is (not) zero.
llvm::Error evalExpectTruthOp(const Tensor &operand, bool expected) {
  bool value = !operand.getLinear(0).toBits().isZero();
  if (value == expected)
    return llvm::Error::success();
  return llvm::make_error<CheckFailure>(
      std::string(expected ? "expect_true" : "expect_false") +
      " failed: the value is " + operand.getLinear(0).toString());
}

/// IREE's expect_all_true: no element is zero.
llvm::Error evalExpectAllTrueOp(const Tensor &operand) {
  int64_t zeros = 0, first = -1;
  for (int64_t i = 0, e = operand.getNumElements(); i < e; ++i)
    if (operand.getLinear(i).toBits().isZero() && zeros++ == 0)
      first = i;
  if (zeros == 0)
    return llvm::Error::success();
  return llvm::make_error<CheckFailure>(
      "expect_all_true failed: " + std::to_string(zeros) + " of " +
      std::to_string(operand.getNumElements()) +
      " element(s) are zero; first at index " + formatIndex(operand, first));
}

llvm::Expected<EvalResults> evalExpectTrue(check::ExpectTrueOp op,
                                           const OperandValues &operands,
                                           EvalEnv &) {
  return checked(evalExpectTruthOp(operands.tensor(0), true));
}

llvm::Expected<EvalResults> evalExpectFalse(check::ExpectFalseOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  return checked(evalExpectTruthOp(operands.tensor(0), false));
}

llvm::Expected<EvalResults> evalExpectAllTrue(check::ExpectAllTrueOp op,
                                              const OperandValues &operands,
                                              EvalEnv &) {
  return checked(evalExpectAllTrueOp(operands.tensor(0)));
}

/// check.expect_close's default bound, upstream's (custom_call
/// @check.expect_close keeps kDefaultMaxUlp).
constexpr uint64_t kExpectCloseOpMaxUlp = 1;

llvm::Expected<EvalResults> evalExpectClose(check::ExpectCloseOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  return checked(evalExpectCloseOp(
      operands.tensor(op.getActual()), operands.tensor(op.getExpected()),
      int64_t(op.getMinUlpDifference().value_or(kDefaultMinUlp)),
      int64_t(op.getMaxUlpDifference().value_or(kExpectCloseOpMaxUlp))));
}
} // namespace

void registerCheckEvaluators(EvaluatorRegistry &r) {
  r.add<check::ExpectEqOp, evalExpectEq>();
  r.add<check::ExpectEqConstOp, evalExpectEqConst>();
  r.add<check::ExpectAlmostEqOp, evalExpectAlmostEq>();
  r.add<check::ExpectAlmostEqConstOp, evalExpectAlmostEqConst>();
  r.add<check::ExpectCloseOp, evalExpectClose>();
  r.add<check::ExpectTrueOp, evalExpectTrue>();
  r.add<check::ExpectFalseOp, evalExpectFalse>();
  r.add<check::ExpectAllTrueOp, evalExpectAllTrue>();
}

} // namespace shlo
} // namespace mlir
