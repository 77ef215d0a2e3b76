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
#include <optional>
#include <string>
#include <utility>
#include <vector>

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
  /// --test-ids: the tests to take, as opdiff's patterns: an id, or a
  /// prefix ending in `*`; a compare pair is matched by its pair id. Each
  /// pattern must match a test. Empty: every test.
  std::vector<std::string> testIds;
  /// --skips: (item id, backend) pairs not to run, as opdiff's: the backend
  /// is kTorchBackend (the baseline), the interpreter's name, or "*".
  std::vector<std::pair<std::string, std::string>> skips;
  /// --run: times each test is run, the torch baseline and each side of
  /// the interpreter's program (opdiff's --repeats); `ms` is the median.
  unsigned repeats = 1;
  /// opdiff's --num-sampled-inputs: input sets sampled per test, set j
  /// with seed + j (set 0 is the one a single set gives). Each set is its
  /// own test function (`@id` for set 0, `@"id#sample<j>"`) with its own
  /// expected values; a test passes when every set does. With --run,
  /// repeat r runs set r mod k, on torch and on the interpreter.
  unsigned numSampledInputs = 1;
  /// opdiff's --mode: 1 records the median time and one diff; 2 also
  /// every repeat's time (`times_all`) and diff.
  int mode = 1;
  /// --pair-tolerance: compare pairs fail when their sides differ by more
  /// (check.expect_almost_eq); unset, a pair's difference is recorded only.
  std::optional<double> pairTolerance;
  /// --list: print the selected test ids (a compare pair's pair id), one a
  /// line, and stop.
  bool list = false;
};

/// The backend name of the torch baseline in --skips and run records.
constexpr const char *kTorchBackend = "torch";

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
