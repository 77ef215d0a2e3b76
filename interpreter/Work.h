//===- Work.h - a bound on the total work of an evaluation -----*- C++ -*-===//
//
// The folder (`--interpreter-fold`, the dialect's fold hook) runs programs
// at compile time, so it bounds their total work, not only each loop's
// iterations and each result's size: every op the eval loop runs, every
// while iteration and every constant the folder materialises is charged an
// estimate of its element-operations (estimateOpWork) against a
// WorkBudget; when the budget is spent the evaluation stops with an error
// and the op stays unfolded. The interpreter itself runs without a budget.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_WORK_H
#define SHLO_INTERPRETER_WORK_H

#include "mlir/IR/Operation.h"
#include "llvm/Support/Error.h"

#include <atomic>
#include <cstdint>

namespace mlir {
namespace shlo {

/// What an evaluation may still spend, in element-operations. The
/// processes of a grid (threads) charge one budget together.
class WorkBudget {
public:
  /// `limit` 0: no limit.
  explicit WorkBudget(int64_t limit) : limit(limit), remaining(limit) {}

  /// Takes `work` from the budget; an error saying that it is spent when
  /// `work` is more than what remains (the budget is then empty).
  llvm::Error charge(int64_t work);
  /// Whether `work` more would still fit.
  bool allows(int64_t work) const {
    return limit == 0 || work <= remaining.load(std::memory_order_relaxed);
  }
  /// What remains (INT64_MAX without a limit).
  int64_t left() const {
    return limit == 0 ? INT64_MAX : remaining.load(std::memory_order_relaxed);
  }
  int64_t getLimit() const { return limit; }
  /// The error charge() returns.
  llvm::Error spentError() const;

private:
  int64_t limit;
  std::atomic<int64_t> remaining;
};

/// An estimate of the element-operations `op` takes, from its static types
/// (a dynamic size counts as 1), saturating at INT64_MAX: the elements of
/// its operands and results; for contractions and windows the
/// multiply-adds (a convolution's result elements times its kernel's
/// elements per output feature; dot_general's result times its contracting
/// size; reduce_window's result times its window); sort and fft n log n;
/// cholesky and triangular_solve a cubic count; linalg's structured ops
/// the points of their loop nest; an op whose regions run per element
/// (reduce, map, sort, scatter, windows, linalg's bodies) times one plus
/// the ops of its regions. while, if and case count their operands and results only:
/// their regions are charged as they run.
int64_t estimateOpWork(Operation *op);

/// The work of one iteration of a while loop with regions `cond` and
/// `body`: one per op of both regions, at least 1.
int64_t whileIterationWork(Region &cond, Region &body);

/// a * b and a + b saturating at INT64_MAX (a, b >= 0).
int64_t saturatingMul(int64_t a, int64_t b);
int64_t saturatingAdd(int64_t a, int64_t b);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_WORK_H
