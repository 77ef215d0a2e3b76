//===- Jsonl.h - opdiff's JSONL run records --------------------*- C++ -*-===//
//
// `--jsonl FILE` writes a run as opdiff writes it (measure/jsonl_writter.py),
// so that opdiff's report tools (measure/report_support_matrix.py, ...) read
// it: a {"type": "meta", "meta": {...}} header, then one
// {"type": "item", "id", "test_type", "cases", "baseline", "backends"} record
// per test, this interpreter being one backend. What a record holds is
// described in docs/opidiff-format.md ("Run records").
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_JSONL_H
#define SHLO_OPIDIFF_JSONL_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// The backend name this interpreter has in run records.
constexpr const char *kInterpreterBackend = "shlo-interpreter";

/// The two sides of one check of a converted test: what the program
/// computed and what it is compared with (the baseline's value, or side b
/// of a compare pair).
struct Compared {
  mlir::DenseElementsAttr output;
  mlir::DenseElementsAttr reference;
};

/// What running a converted test `repeats` times measured.
struct Measurement {
  /// Milliseconds per side (one for a single test, a and b for a compare
  /// pair), per repeat: the time the interpreter took to evaluate a copy of
  /// the test function reduced to that side's compared values (checks
  /// removed, ops the values do not need erased; a test that compares
  /// nothing runs whole).
  std::vector<std::vector<double>> timesMs;
  /// Per repeat, the compared values: a single test's results against the
  /// constants its checks hold, or a pair's side b against side a.
  std::vector<std::vector<Compared>> compared;
};

/// Runs each side of the converted test in `module` `repeats` times (at
/// least once); `module` is not changed. The compared values of a compare
/// pair are its pair checks' operands, or, for a pair lowered without
/// checks, the values the function returns (a's and b's in turn). An
/// evaluation error is returned with the interpreter's messages.
llvm::Expected<Measurement> measure(mlir::ModuleOp module, unsigned repeats);

/// One entry of a backend's `diff_all`, computed as opdiff's diff_metrics
/// does over all compared leaves: {"ok": true, "mse", "max_abs", "mean_abs"}
/// or {"ok": false, "code": NOT_COMPARABLE_SHAPE | NOT_COMPARABLE_EMPTY |
/// NAN_IN_BASELINE | NAN_IN_OUTPUT, "msg"}. Rank-0 values count as shape
/// (1,); complex differences count by their magnitude.
llvm::json::Object diffMetrics(const std::vector<Compared> &compared);

/// The run header: {"type": "meta", "meta": {"format_name": "opdiff_run",
/// "format_version": 1, "created_at", "env", "extra": {"yaml", "params"}}}.
llvm::json::Object metaRecord(const std::string &suitePath,
                              llvm::json::Object params);

/// `text` cut to opdiff's error length (200 characters).
std::string errorText(const std::string &kind, const std::string &message);

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_JSONL_H
