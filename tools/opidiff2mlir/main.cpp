//===- main.cpp - opidiff2mlir command line --------------------------------===//
//
// opidiff2mlir suite.yaml [-o out.mlir] [--seed N] [--tolerance T]
//   [--baseline=torch|none] [--skip-unsupported] [--run] [--report r.md]
//   [--jsonl run.jsonl] [--python PATH] [--torchscript-helper PATH]
//   [--test-ids 'a;b;prefix*'] [--skips 'id:backend;...'] [--list]
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
  cl::opt<std::string> testIds{
      "test-ids",
      cl::desc("Tests to take, as opdiff's: 'id;id;prefix*' (a trailing * "
               "matches a prefix; a compare pair by its pair id)"),
      cl::value_desc("patterns"), cl::cat(category)};
  cl::opt<std::string> skips{
      "skips",
      cl::desc("Tests not to run on a backend, as opdiff's: "
               "'id:backend;...' with backend torch (the baseline), "
               "shlo-interpreter or *"),
      cl::value_desc("id:backend;..."), cl::cat(category)};
  cl::opt<bool> list{"list",
                     cl::desc("Print the (selected) expanded test ids, one "
                              "a line, and stop"),
                     cl::cat(category)};
  cl::opt<unsigned> repeats{
      "repeats",
      cl::desc("With --run: times to run each test on torch and on the "
               "interpreter; the JSONL's ms is the median (opdiff's "
               "--repeats, default 1)"),
      cl::value_desc("N"), cl::init(1), cl::cat(category)};
  cl::opt<unsigned> numSampledInputs{
      "num-sampled-inputs",
      cl::desc("Input sets to sample per test, set j with seed + j, each "
               "its own test function with its own expected values; with "
               "--run, repeat r runs set r mod N (opdiff's "
               "--num-sampled-inputs, default 1)"),
      cl::value_desc("N"), cl::init(1), cl::cat(category)};
  cl::opt<int> mode{
      "mode",
      cl::desc("With --jsonl: 1 records the median time and one diff; 2 "
               "also every repeat's times (times_all) and diffs (opdiff's "
               "--mode, default 1)"),
      cl::value_desc("1|2"), cl::init(1), cl::cat(category)};
  cl::opt<double> pairTolerance{
      "pair-tolerance",
      cl::desc("Fail a compare pair whose sides differ by more than this "
               "(absolute); without it a pair's difference is measured and "
               "reported, never judged, as in opdiff"),
      cl::value_desc("T"), cl::cat(category)};
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
  /// --test-ids, --skips and --list into `options`; false after printing
  /// what is wrong.
  bool toSelection(DriverOptions &options);
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
  if (repeats.getNumOccurrences() && !run) {
    errs() << "opidiff2mlir: --repeats needs --run\n";
    return false;
  }
  if (repeats < 1) {
    errs() << "opidiff2mlir: --repeats must be at least 1\n";
    return false;
  }
  options.repeats = repeats;
  if (numSampledInputs < 1) {
    errs() << "opidiff2mlir: --num-sampled-inputs must be at least 1\n";
    return false;
  }
  options.numSampledInputs = numSampledInputs;
  options.limits.samplesPerTest = numSampledInputs;
  if (mode.getNumOccurrences() && jsonl.empty()) {
    errs() << "opidiff2mlir: --mode needs --jsonl\n";
    return false;
  }
  if (mode != 1 && mode != 2) {
    errs() << "opidiff2mlir: --mode must be 1 or 2, got " << int(mode)
           << "\n";
    return false;
  }
  options.mode = mode;
  if (pairTolerance.getNumOccurrences()) {
    if (!std::isfinite(pairTolerance) || !(pairTolerance >= 0.0)) {
      errs() << "opidiff2mlir: --pair-tolerance must be a finite "
                "non-negative number, got "
             << pairTolerance << "\n";
      return false;
    }
    options.pairTolerance = pairTolerance;
  }
  options.python = python;
  options.helper = helper.empty() ? findHelper(argv0) : std::string(helper);
  options.helperTimeout = helperTimeout;
  return true;
}

/// The non-empty, trimmed parts of `text` between semicolons (opdiff's
/// list syntax).
static std::vector<std::string> splitSemicolons(StringRef text) {
  SmallVector<StringRef> parts;
  text.split(parts, ';');
  std::vector<std::string> out;
  for (StringRef p : parts)
    if (!p.trim().empty())
      out.push_back(p.trim().str());
  return out;
}

bool CommandLine::toSelection(DriverOptions &options) {
  options.testIds = splitSemicolons(testIds);
  if (testIds.getNumOccurrences() && options.testIds.empty()) {
    errs() << "opidiff2mlir: --test-ids names no test\n";
    return false;
  }
  for (const std::string &token : splitSemicolons(skips)) {
    size_t colon = token.find(':');
    std::string id = StringRef(token).substr(0, colon).trim().str();
    std::string backend = colon == std::string::npos
                              ? ""
                              : StringRef(token).substr(colon + 1).trim().str();
    if (colon == std::string::npos || id.empty() || backend.empty()) {
      errs() << "opidiff2mlir: --skips: '" << token
             << "' is not id:backend\n";
      return false;
    }
    options.skips.emplace_back(id, backend);
  }
  options.list = list;
  if (list) {
    const cl::Option *others[] = {&run, &report, &jsonl, &skips, &output};
    for (const cl::Option *o : others)
      if (o->getNumOccurrences()) {
        errs() << "opidiff2mlir: --list prints the test ids only; it takes "
                  "no --"
               << o->ArgStr << "\n";
        return false;
      }
  }
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
  if (!commandLine.toSelection(options))
    return mlir::shlo::opidiff::ExitInvalidSuite;
  return mlir::shlo::opidiff::runDriver(options, errs());
}
