//===- Checks.h - comparisons behind the check ops --------------*- C++ -*-===//

#ifndef SHLO_INTERPRETER_CHECKS_H
#define SHLO_INTERPRETER_CHECKS_H

#include "interpreter/Tensor.h"

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

/// Bitwise equality (any NaN equals any NaN). The error says where the
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

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_CHECKS_H
