//===- CheckEvaluators.cpp - check ops and custom_call @check.* ----------===//

#include "interpreter/Checks.h"
#include "interpreter/Eval.h"

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

/// Runs `matches` over every element pair and builds the failure message.
template <typename Matches>
llvm::Error compareTensors(StringRef what, const Tensor &actual,
                           const Tensor &expected, Matches matches) {
  if (actual.getType() != expected.getType()) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << what << " failed: actual type " << actual.getType()
       << " differs from expected type " << expected.getType();
    return llvm::createStringError(text);
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
  return llvm::createStringError(text);
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

namespace {
double toleranceOf(FloatAttr attr) {
  return attr ? attr.getValueAsDouble() : kDefaultTolerance;
}

/// Reports a failed check at `op` and records it; evaluation goes on.
LogicalResult report(Operation *op, llvm::Error error, EvalContext &context) {
  if (!error)
    return success();
  context.recordFailedCheck();
  (void)emitError(op, std::move(error));
  return success();
}

LogicalResult evalExpectEq(check::ExpectEqOp op, Scope &scope,
                           EvalContext &context) {
  return report(op,
                checkEqual(scope.getTensor(op.getLhs()),
                           scope.getTensor(op.getRhs())),
                context);
}

LogicalResult evalExpectEqConst(check::ExpectEqConstOp op, Scope &scope,
                                EvalContext &context) {
  llvm::Expected<Tensor> expected = Tensor::fromAttr(op.getValue());
  if (!expected)
    return emitError(op, expected.takeError());
  return report(op, checkEqual(scope.getTensor(op.getLhs()), *expected),
                context);
}

LogicalResult evalExpectAlmostEq(check::ExpectAlmostEqOp op, Scope &scope,
                                 EvalContext &context) {
  return report(op,
                checkAlmostEqual(scope.getTensor(op.getLhs()),
                                 scope.getTensor(op.getRhs()),
                                 toleranceOf(op.getToleranceAttr())),
                context);
}

LogicalResult evalExpectAlmostEqConst(check::ExpectAlmostEqConstOp op,
                                      Scope &scope, EvalContext &context) {
  llvm::Expected<Tensor> expected = Tensor::fromAttr(op.getValue());
  if (!expected)
    return emitError(op, expected.takeError());
  return report(op,
                checkAlmostEqual(scope.getTensor(op.getLhs()), *expected,
                                 toleranceOf(op.getToleranceAttr())),
                context);
}

LogicalResult evalExpectClose(check::ExpectCloseOp op, Scope &scope,
                              EvalContext &context) {
  return report(op,
                checkClose(scope.getTensor(op.getActual()),
                           scope.getTensor(op.getExpected()),
                           op.getMinUlpDifference().value_or(kDefaultMinUlp),
                           op.getMaxUlpDifference().value_or(kDefaultMaxUlp)),
                context);
}

/// The custom_call targets of JAX-exported test programs.
LogicalResult evalCustomCall(stablehlo::CustomCallOp op, Scope &scope,
                             EvalContext &context) {
  StringRef target = op.getCallTargetName();
  auto needTwoTensors = [&]() -> LogicalResult {
    if (op.getNumOperands() != 2 || !isa<ShapedType>(op.getOperand(0).getType()) ||
        !isa<ShapedType>(op.getOperand(1).getType()))
      return op.emitError() << "custom_call @" << target
                            << " takes two tensors";
    return success();
  };
  if (target == "check.expect_eq" || target == "check.expect_almost_eq" ||
      target == "check.expect_close") {
    if (failed(needTwoTensors()))
      return failure();
    const Tensor &actual = scope.getTensor(op.getOperand(0));
    const Tensor &expected = scope.getTensor(op.getOperand(1));
    llvm::Error error = llvm::Error::success();
    if (target == "check.expect_eq") {
      error = checkEqual(actual, expected);
    } else if (target == "check.expect_almost_eq") {
      error = checkAlmostEqual(actual, expected, kDefaultTolerance);
    } else {
      if (isa<FloatType, ComplexType>(actual.getElementType()))
        error = checkClose(actual, expected, kDefaultMinUlp, kDefaultMaxUlp);
      else
        error = checkEqual(actual, expected);
    }
    if (op.getNumResults() != 0)
      return op.emitError() << "custom_call @" << target
                            << " produces no results";
    return report(op, std::move(error), context);
  }
  if (target == "check.eq") {
    if (failed(needTwoTensors()))
      return failure();
    auto resultType = op.getNumResults() == 1
                          ? dyn_cast<ShapedType>(op.getResult(0).getType())
                          : ShapedType();
    if (!resultType || !resultType.getElementType().isInteger(1) ||
        resultType.getRank() != 0)
      return op.emitError() << "custom_call @check.eq returns tensor<i1>";
    llvm::Error error = checkEqual(scope.getTensor(op.getOperand(0)),
                                   scope.getTensor(op.getOperand(1)));
    bool equal = !error;
    llvm::consumeError(std::move(error));
    scope.bind(op.getResult(0),
               Tensor::splat(resultType,
                             Element::fromBool(op.getContext(), equal)));
    return success();
  }
  return op.emitError() << "the interpreter does not support custom_call @"
                        << target;
}
} // namespace

void registerCheckEvaluators(EvaluatorRegistry &r) {
  r.add<check::ExpectEqOp, evalExpectEq>();
  r.add<check::ExpectEqConstOp, evalExpectEqConst>();
  r.add<check::ExpectAlmostEqOp, evalExpectAlmostEq>();
  r.add<check::ExpectAlmostEqConstOp, evalExpectAlmostEqConst>();
  r.add<check::ExpectCloseOp, evalExpectClose>();
  r.add<stablehlo::CustomCallOp, evalCustomCall>();
}

} // namespace shlo
} // namespace mlir
