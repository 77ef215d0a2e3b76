//===- Driver.h - opidiff2mlir: suite in, test programs out -----*- C++ -*-===//
//
// Loads a suite, samples every test, computes expected values with the
// PyTorch baseline, lowers each test to a func.func of stablehlo ops and
// writes them as `// -----` chunks; optionally runs them in process.
//
//===----------------------------------------------------------------------===//

#ifndef OPIDIFF_DRIVER_H
#define OPIDIFF_DRIVER_H

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

namespace opidiff {

/// Command-line options of opidiff2mlir.
struct DriverOptions {
  std::string inputPath;
  /// Where the program goes; "-" is standard output. Written only when the
  /// conversion succeeds (through a temporary file, so no partial output).
  std::string outputPath = "-";
  /// Markdown support-and-parity table, written when non-empty.
  std::string reportPath;
  uint64_t seed = 0;
  double tolerance = 1e-4;
  /// false: --baseline=none, no expected values (module parameters still
  /// come from torch).
  bool baseline = true;
  /// Convert the tests that convert; list the unsupported and failing ones
  /// instead of failing (no output file when none converts).
  bool skipUnsupported = false;
  /// Interpret every converted test in process and print a line per test.
  bool run = false;
  /// With `run`: opdiff's JSONL run records (Jsonl.h), written when
  /// non-empty.
  std::string jsonlPath;
};

/// Exit codes of the tool.
enum ExitCode : int {
  ExitOk = 0,
  /// A test failed to convert or, with --run, to pass.
  ExitFailure = 1,
  /// The suite is invalid (or unreadable).
  ExitInvalidSuite = 2,
};

/// Runs the whole tool; messages go to `log` (one line per problem, each
/// naming the test), the program to the output path.
int runDriver(const DriverOptions &options, llvm::raw_ostream &log);

} // namespace opidiff

#endif // OPIDIFF_DRIVER_H
