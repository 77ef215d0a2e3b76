//===- InterpretTranslation.h - the --interpret translation -----*- C++ -*-===//
//
// The pieces of `interpreter-translate --interpret`, as a library so the
// fuzz targets (fuzz/) run exactly the tool's code path.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_INTERPRETTRANSLATION_H
#define SHLO_TOOLS_INTERPRETTRANSLATION_H

#include "interpreter/Value.h"
#include "tools/common/InputGate.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// What one `--interpret` run does; the command line fills it in.
struct InterpretSettings {
  /// Function to run; empty: @main, else the module's only function.
  std::string entry;
  /// `--args`: a list of typed dense attributes, or empty.
  std::string args;
  bool printDense = false;
  /// 0: InterpreterOptions::defaultMaxTensorBytes().
  int64_t maxTensorBytes = 0;
  /// 0: no limit.
  int64_t maxWhileIterations = 0;
  bool elementPath = false;
  /// `--interpreter-threads`: threads for parallel loops (below 1 means 1;
  /// `--threads` is taken by an option MLIR/LLVM registers).
  int threads = 1;
  /// `--args-npy`: .npy files, one per argument, or one .npz archive.
  std::vector<std::string> argsNpy;
  /// `--results-npy`: folder receiving result0.npy, result1.npy, ...
  std::string resultsNpy;
  /// `--probe-output-dir`: folder receiving interpreter.probe's .npy files
  /// and index.csv; empty: probes write nothing.
  std::string probeOutputDir;
  /// Attach a note "in function @<entry>" to every error reported while the
  /// entry runs (a failed check, a runtime error), so that a diagnostic in a
  /// file of many functions names its test. Off under -verify-diagnostics,
  /// whose verifier counts a note it was not told to expect as an error.
  bool noteFunction = true;
};

/// Parses `--args` text (a list of typed dense attributes) into tensors no
/// larger than `maxTensorBytes`; reports errors at `loc`.
FailureOr<SmallVector<InterpreterValue>>
parseArgs(llvm::StringRef text, MLIRContext *context, int64_t maxTensorBytes,
          Location loc);

/// Runs the entry function of `module` and prints its results to `output`.
/// Every error has been reported as a diagnostic when this fails.
LogicalResult interpretModule(ModuleOp module, llvm::raw_ostream &output,
                              const InterpretSettings &settings);

/// Registers `--interpret` and its options with mlir-translate's driver.
/// Each input (or `-split-input-file` chunk) is parsed through the input
/// gate, its large hex literals decoded first (parseWithLargeHexLiterals),
/// before it runs.
void registerInterpretTranslation();

} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_INTERPRETTRANSLATION_H
