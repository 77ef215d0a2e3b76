//===- Driver.h - opidiff2mlir: suite in, test programs out -----*- C++ -*-===//
//
// Loads a suite, samples every test, computes expected values with the
// PyTorch baseline, lowers each test to a func.func of stablehlo ops and
// writes them as `// -----` chunks; optionally runs them in process.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_DRIVER_H
#define SHLO_OPIDIFF_DRIVER_H

#include "opidiff/loader/Loader.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace shlo {
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
  /// The Python with torch that runs the TorchScript helper (modules from
  /// Python files; TorchScript.h).
  std::string python = "/usr/bin/python3";
  /// torchscript_helper.py; empty: found beside the executable.
  std::string helper;
  /// Seconds the TorchScript helper may run per suite (0: no limit).
  unsigned helperTimeout = 600;
  /// Size limits of the suite (Loader.h).
  LoadLimits limits;
};

/// Writes `text` to `path` ("-": standard output) so that a failure leaves
/// neither a partial file nor a changed target: a regular file (or a new
/// one) through a temporary file in its directory renamed over it; a
/// symlink's target the same way (the link stays); a character device or a
/// FIFO directly (it is never replaced). A directory or another kind of file
/// is refused. Errors go to `log`; returns false on failure.
bool writeOutputFile(const std::string &path, const std::string &text,
                     llvm::raw_ostream &log);

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
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_DRIVER_H
