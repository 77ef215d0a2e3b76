//===- main.cpp - opidiff2mlir command line --------------------------------===//
//
// opidiff2mlir suite.yaml [-o out.mlir] [--seed N] [--tolerance T]
//   [--baseline=torch|none] [--skip-unsupported] [--run] [--report r.md]
//   [--jsonl run.jsonl] [--python PATH] [--torchscript-helper PATH]
//
//===----------------------------------------------------------------------===//

#include "opidiff/Driver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"

#include <cmath>

using namespace llvm;

/// torchscript_helper.py: beside the executable (the build copies it to
/// build/bin), in ../share/opidiff2mlir of an installed tree, else in the
/// source tree the binary was built from.
static std::string findHelper(const char *argv0) {
  std::string exe =
      sys::fs::getMainExecutable(argv0, reinterpret_cast<void *>(&findHelper));
  SmallString<256> dir = sys::path::parent_path(exe);
  SmallString<256> beside = dir, shared = dir;
  sys::path::append(beside, "torchscript_helper.py");
  sys::path::append(shared, "..", "share", "opidiff2mlir",
                    "torchscript_helper.py");
  for (const SmallString<256> &candidate : {beside, shared})
    if (sys::fs::exists(candidate))
      return candidate.str().str();
  return OPIDIFF_HELPER_SOURCE;
}

namespace {

using mlir::shlo::opidiff::DriverOptions;
using mlir::shlo::opidiff::LoadLimits;

/// The command line, parsed into its options by ParseCommandLineOptions.
struct CommandLine {
  cl::OptionCategory category{"opidiff2mlir options"};
  cl::opt<std::string> input{cl::Positional, cl::Required,
                             cl::desc("<suite.yaml>"), cl::cat(category)};
  cl::opt<std::string> output{"o", cl::desc("Output file ('-' for stdout)"),
                              cl::value_desc("file"), cl::init("-"),
                              cl::cat(category)};
  cl::opt<uint64_t> seed{"seed", cl::desc("Sampling seed (default 0)"),
                         cl::init(0), cl::cat(category)};
  cl::opt<double> tolerance{
      "tolerance",
      cl::desc("Absolute tolerance of expect_almost_eq checks (default 1e-4)"),
      cl::init(1e-4), cl::cat(category)};
  cl::opt<std::string> baseline{
      "baseline",
      cl::desc("Where expected values come from: torch (default) or none"),
      cl::init("torch"), cl::cat(category)};
  cl::opt<bool> skipUnsupported{
      "skip-unsupported",
      cl::desc("Convert what converts; list unsupported and failing tests"),
      cl::cat(category)};
  cl::opt<bool> allowOutsideFiles{
      "allow-outside-files",
      cl::desc("Import `file:` Python modules from outside the suite's "
               "folder too (a suite is code: its Python files run)"),
      cl::cat(category)};
  cl::opt<bool> run{"run",
                    cl::desc("Interpret each converted test and print a line "
                             "per test and a summary"),
                    cl::cat(category)};
  cl::opt<std::string> report{"report",
                              cl::desc("Write a markdown support and parity "
                                       "table"),
                              cl::value_desc("file"), cl::cat(category)};
  cl::opt<std::string> jsonl{
      "jsonl",
      cl::desc("With --run: write opdiff's JSONL run records (a meta line, "
               "one item per test, this interpreter as a backend)"),
      cl::value_desc("file"), cl::cat(category)};
  cl::opt<std::string> python{
      "python",
      cl::desc("Python with torch for modules from Python files (default "
               "/usr/bin/python3)"),
      cl::value_desc("path"), cl::init("/usr/bin/python3"), cl::cat(category)};
  cl::opt<std::string> helper{
      "torchscript-helper",
      cl::desc("The TorchScript helper script (default: beside the binary)"),
      cl::value_desc("path"), cl::cat(category)};
  cl::opt<unsigned> helperTimeout{
      "torchscript-timeout",
      cl::desc("Seconds the TorchScript helper may take for the whole suite "
               "before it is stopped and its unanswered tests fail (default "
               "600; 0: no limit)"),
      cl::value_desc("seconds"), cl::init(600), cl::cat(category)};
  cl::opt<int64_t> maxTests{"max-tests",
                            cl::desc("Most tests after template expansion "
                                     "(default 100000)"),
                            cl::init(LoadLimits().maxTests),
                            cl::value_desc("N"), cl::cat(category)};
  cl::opt<int64_t> maxTensorElements{
      "max-tensor-elements",
      cl::desc("Most elements of one tensor (default 2^24)"),
      cl::init(LoadLimits().maxTensorElements), cl::value_desc("N"),
      cl::cat(category)};
  cl::opt<int64_t> maxTestBytes{
      "max-test-bytes",
      cl::desc("Most bytes one test samples (default 128 MiB; 1 KiB per "
               "value plus tensor data)"),
      cl::init(LoadLimits().maxTestBytes), cl::value_desc("N"),
      cl::cat(category)};
  cl::opt<int64_t> maxSuiteBytes{
      "max-suite-bytes",
      cl::desc("Most bytes the whole suite samples (default 256 MiB)"),
      cl::init(LoadLimits().maxSuiteBytes), cl::value_desc("N"),
      cl::cat(category)};
  cl::opt<int64_t> maxYamlNodes{
      "max-yaml-nodes",
      cl::desc("Most YAML nodes walked, aliases and expansion counted "
               "(default 4000000)"),
      cl::init(LoadLimits().maxYamlNodes), cl::value_desc("N"),
      cl::cat(category)};
  cl::opt<int64_t> maxFileBytes{
      "max-file-bytes",
      cl::desc("Largest suite file, root or included (default 16 MiB)"),
      cl::init(LoadLimits().maxFileBytes), cl::value_desc("N"),
      cl::cat(category)};

  /// The driver's options, or false after printing what is wrong.
  bool toDriverOptions(const char *argv0, DriverOptions &options);
};

bool CommandLine::toDriverOptions(const char *argv0, DriverOptions &options) {
  options.inputPath = input;
  options.outputPath = output;
  options.seed = seed;
  if (!std::isfinite(tolerance) || !(tolerance >= 0.0)) {
    errs() << "opidiff2mlir: --tolerance must be a finite non-negative "
              "number, got "
           << tolerance << "\n";
    return false;
  }
  options.tolerance = tolerance;
  std::pair<cl::opt<int64_t> *, int64_t *> limits[] = {
      {&maxTests, &options.limits.maxTests},
      {&maxTensorElements, &options.limits.maxTensorElements},
      {&maxTestBytes, &options.limits.maxTestBytes},
      {&maxSuiteBytes, &options.limits.maxSuiteBytes},
      {&maxYamlNodes, &options.limits.maxYamlNodes},
      {&maxFileBytes, &options.limits.maxFileBytes}};
  for (auto [opt, field] : limits) {
    if (*opt < 0) {
      errs() << "opidiff2mlir: --" << opt->ArgStr
             << " must not be negative, got " << int64_t(*opt) << "\n";
      return false;
    }
    *field = *opt;
  }
  if (baseline != "torch" && baseline != "none") {
    errs() << "opidiff2mlir: --baseline must be 'torch' or 'none', got '"
           << baseline << "'\n";
    return false;
  }
  options.baseline = baseline == "torch";
  options.limits.allowOutsideFiles = allowOutsideFiles;
  options.skipUnsupported = skipUnsupported;
  options.run = run;
  options.reportPath = report;
  if (!jsonl.empty() && !run) {
    errs() << "opidiff2mlir: --jsonl needs --run\n";
    return false;
  }
  options.jsonlPath = jsonl;
  options.python = python;
  options.helper = helper.empty() ? findHelper(argv0) : std::string(helper);
  options.helperTimeout = helperTimeout;
  return true;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  CommandLine commandLine;
  cl::HideUnrelatedOptions(commandLine.category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "opidiff2mlir: OpiDiff YAML suites to StableHLO test programs, with "
      "PyTorch as the oracle\n");
  DriverOptions options;
  if (!commandLine.toDriverOptions(argv[0], options))
    return mlir::shlo::opidiff::ExitFailure;
  return mlir::shlo::opidiff::runDriver(options, errs());
}
