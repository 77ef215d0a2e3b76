//===- Checks.h - comparisons behind the check ops --------------*- C++ -*-===//

#ifndef SHLO_INTERPRETER_CHECKS_H
#define SHLO_INTERPRETER_CHECKS_H

#include "interpreter/Tensor.h"
#include "interpreter/Value.h"

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/Support/Error.h"

namespace mlir {
namespace shlo {

/// Default tolerance of expect_almost_eq.
constexpr double kDefaultTolerance = 0.0001;
/// Default ULP bounds of expect_close.
constexpr int64_t kDefaultMinUlp = 0;
constexpr int64_t kDefaultMaxUlp = 3;

/// Distance in units in the last place between two floats of one type:
/// 0 for equal values (and for two NaNs), UINT64_MAX when one is NaN.
uint64_t ulpDistance(const Element &a, const Element &b);

// The comparisons fail with a CheckFailure (Evaluator.h), which the eval
// loop reports without stopping.

/// Bitwise equality (any NaN equals any NaN). The failure says where the
/// first mismatch is, how many elements differ, actual vs expected, and for
/// floats the largest absolute error and ULP distance.
llvm::Error checkEqual(const Tensor &actual, const Tensor &expected);
/// |actual - expected| <= tolerance for float and complex parts (NaN matches
/// NaN, an infinity matches the same infinity); equality for other types.
llvm::Error checkAlmostEqual(const Tensor &actual, const Tensor &expected,
                             double tolerance);
/// minUlp <= ulpDistance <= maxUlp for every float (or complex part) pair.
llvm::Error checkClose(const Tensor &actual, const Tensor &expected,
                       int64_t minUlp, int64_t maxUlp);

// The check ops' evaluators: success, a CheckFailure, or another error
// (a constant that does not decode, a malformed custom_call).
/// check.expect_eq.
llvm::Error evalExpectEqOp(const Tensor &lhs, const Tensor &rhs);
/// check.expect_eq_const: `lhs` against the tensor of `value`.
llvm::Error evalExpectEqConstOp(const Tensor &lhs, ElementsAttr value);
/// check.expect_almost_eq.
llvm::Error evalExpectAlmostEqOp(const Tensor &lhs, const Tensor &rhs,
                                 double tolerance);
/// check.expect_almost_eq_const: `lhs` against the tensor of `value`.
llvm::Error evalExpectAlmostEqConstOp(const Tensor &lhs, ElementsAttr value,
                                      double tolerance);
/// check.expect_close.
llvm::Error evalExpectCloseOp(const Tensor &actual, const Tensor &expected,
                              int64_t minUlp, int64_t maxUlp);
/// stablehlo.custom_call with the targets of JAX-exported test programs:
/// @check.expect_eq, @check.expect_almost_eq and @check.expect_close (no
/// results; a mismatch is a CheckFailure) and @check.eq (a tensor<i1>
/// saying whether its two operands are equal). `resultTypes` are the op's.
/// Defined with the other misc ops in MiscOps.cpp.
llvm::Expected<SmallVector<Tensor>>
evalCustomCallOp(StringRef target, ArrayRef<InterpreterValue> operands,
                 TypeRange resultTypes);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_CHECKS_H
