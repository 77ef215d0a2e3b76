//===- main.cpp - opidiff2mlir command line --------------------------------===//
//
// opidiff2mlir suite.yaml [-o out.mlir] [--seed N] [--tolerance T]
//   [--baseline=torch|none] [--skip-unsupported] [--run] [--report r.md]
//   [--jsonl run.jsonl]
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"

using namespace llvm;

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::OptionCategory category("opidiff2mlir options");
  cl::opt<std::string> input(cl::Positional, cl::Required,
                             cl::desc("<suite.yaml>"), cl::cat(category));
  cl::opt<std::string> output("o", cl::desc("Output file ('-' for stdout)"),
                              cl::value_desc("file"), cl::init("-"),
                              cl::cat(category));
  cl::opt<uint64_t> seed("seed", cl::desc("Sampling seed (default 0)"),
                         cl::init(0), cl::cat(category));
  cl::opt<double> tolerance(
      "tolerance",
      cl::desc("Absolute tolerance of expect_almost_eq checks (default 1e-4)"),
      cl::init(1e-4), cl::cat(category));
  cl::opt<std::string> baseline(
      "baseline",
      cl::desc("Where expected values come from: torch (default) or none"),
      cl::init("torch"), cl::cat(category));
  cl::opt<bool> skipUnsupported(
      "skip-unsupported",
      cl::desc("Convert what converts; list unsupported and failing tests"),
      cl::cat(category));
  cl::opt<bool> run("run",
                    cl::desc("Interpret each converted test and print a line "
                             "per test and a summary"),
                    cl::cat(category));
  cl::opt<std::string> report("report",
                              cl::desc("Write a markdown support and parity "
                                       "table"),
                              cl::value_desc("file"), cl::cat(category));
  cl::opt<std::string> jsonl(
      "jsonl",
      cl::desc("With --run: write opdiff's JSONL run records (a meta line, "
               "one item per test, this interpreter as a backend)"),
      cl::value_desc("file"), cl::cat(category));
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "opidiff2mlir: OpiDiff YAML suites to StableHLO test programs, with "
      "PyTorch as the oracle\n");

  opidiff::DriverOptions options;
  options.inputPath = input;
  options.outputPath = output;
  options.seed = seed;
  options.tolerance = tolerance;
  if (baseline != "torch" && baseline != "none") {
    errs() << "opidiff2mlir: --baseline must be 'torch' or 'none', got '"
           << baseline << "'\n";
    return opidiff::ExitFailure;
  }
  options.baseline = baseline == "torch";
  options.skipUnsupported = skipUnsupported;
  options.run = run;
  options.reportPath = report;
  if (!jsonl.empty() && !run) {
    errs() << "opidiff2mlir: --jsonl needs --run\n";
    return opidiff::ExitFailure;
  }
  options.jsonlPath = jsonl;
  return opidiff::runDriver(options, errs());
}
