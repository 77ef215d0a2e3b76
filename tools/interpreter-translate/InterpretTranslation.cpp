//===- InterpretTranslation.cpp - the --interpret translation ------------===//
//
// The command line's spellings of RunOptions: each cl::opt stores straight
// into the one RunOptions of the process (cl::location), so an option is
// its field plus its spelling here (docs/adding-a-cli-option.md). A failed
// check or a runtime error has already been reported as a located
// diagnostic; the translation then fails, which makes the tool exit with 1
// (after running the remaining -split-input-file chunks).
//
//===----------------------------------------------------------------------===//

#include "tools/interpreter-translate/InterpretTranslation.h"

#include "api/Api.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"

#include <memory>

namespace mlir {
namespace shlo {

namespace {
/// What the command line asks of every run.
RunOptions cliOptions;

llvm::cl::OptionCategory category("interpreter options");

llvm::cl::opt<std::string, true> argsOption(
    "args",
    llvm::cl::desc("Arguments of the entry function, as a list of typed "
                   "dense attributes: [dense<1> : tensor<i32>, ...]"),
    llvm::cl::location(cliOptions.args), llvm::cl::cat(category));

llvm::cl::opt<std::string, true> entryOption(
    "entry",
    llvm::cl::desc("Function to run (default: @main, or the only function, "
                   "or each public function of a module of tests)"),
    llvm::cl::location(cliOptions.entry), llvm::cl::cat(category));

llvm::cl::opt<bool, true> printDenseOption(
    "interpreter-print-dense",
    llvm::cl::desc("Print results in the dense<...> : tensor<...> form"),
    llvm::cl::location(cliOptions.printDense), llvm::cl::cat(category));

llvm::cl::opt<int64_t, true> maxTensorBytesOption(
    "max-tensor-bytes",
    llvm::cl::desc("Largest tensor one op may create, in bytes (default: a "
                   "quarter of the physical memory, at most 8 GiB)"),
    llvm::cl::location(cliOptions.maxTensorBytes), llvm::cl::cat(category));

llvm::cl::opt<int64_t, true> maxWhileIterationsOption(
    "max-while-iterations",
    llvm::cl::desc("Stop a stablehlo.while after this many iterations with "
                   "an error (default 0: no limit)"),
    llvm::cl::location(cliOptions.maxWhileIterations));

llvm::cl::opt<bool, true> elementPathOption(
    "interpreter-element-path",
    llvm::cl::desc("Evaluate through Element only (no typed fast paths)"),
    llvm::cl::location(cliOptions.elementPath), llvm::cl::cat(category));

llvm::cl::opt<bool, true> noFusionOption(
    "interpreter-no-fusion",
    llvm::cl::desc("Run chains of elementwise ops op by op, materialising "
                   "every intermediate tensor (same results, more memory "
                   "traffic)"),
    llvm::cl::location(cliOptions.noFusion), llvm::cl::cat(category));

llvm::cl::opt<bool, true> fmaProductsOption(
    "interpreter-fma-products",
    llvm::cl::desc("f32/f64 dot_general and convolution add each product "
                   "with one fused multiply-add (one rounding per step, the "
                   "same k order), as BLAS does; on by default. "
                   "=false rounds each product first, as the spec's formula "
                   "and StableHLO's reference interpreter do"),
    llvm::cl::location(cliOptions.fmaProducts), llvm::cl::cat(category));

llvm::cl::opt<int, true> threadsOption(
    "interpreter-threads",
    llvm::cl::desc("Run elementwise maps, dot_general rows and convolution "
                   "positions on up to N threads (fixed partitioning: "
                   "results do not depend on N; default 0: the machine's "
                   "cores)"),
    llvm::cl::location(cliOptions.threads), llvm::cl::cat(category));

llvm::cl::list<std::string, std::vector<std::string>> argsNpyOption(
    "args-npy",
    llvm::cl::desc("Arguments of the entry function from .npy files (one "
                   "per argument, comma-separated) or from one .npz archive "
                   "in argument order"),
    llvm::cl::location(cliOptions.argsNpy), llvm::cl::CommaSeparated,
    llvm::cl::cat(category));

llvm::cl::opt<std::string, true> resultsNpyOption(
    "results-npy",
    llvm::cl::desc("Also write the results to DIR/result0.npy, "
                   "DIR/result1.npy, ... (with -split-input-file, "
                   "DIR/chunk<N>/result0.npy, ...)"),
    llvm::cl::value_desc("DIR"), llvm::cl::location(cliOptions.resultsNpy),
    llvm::cl::cat(category));

llvm::cl::opt<std::string, true> probeOutputDirOption(
    "probe-output-dir",
    llvm::cl::desc("Where interpreter.probe writes <probe_id>_<n>.npy files "
                   "and index.csv (one line per probe: probe_id,type,file)"),
    llvm::cl::value_desc("DIR"), llvm::cl::location(cliOptions.probeOutputDir),
    llvm::cl::cat(category));

llvm::cl::opt<size_t, true> largeHexDigitsOption(
    "interpreter-large-hex-digits",
    llvm::cl::desc("Decode the hex literals of stablehlo.constant with at "
                   "least this many digits before MLIR parses the program "
                   "(0: never)"),
    llvm::cl::location(cliOptions.largeHexDigits), llvm::cl::Hidden);

llvm::cl::opt<bool> largeHexReportOption(
    "interpreter-large-hex-report",
    llvm::cl::desc("Say on stderr how many hex literals were decoded before "
                   "parsing (for tests)"),
    llvm::cl::init(false), llvm::cl::Hidden);

llvm::cl::opt<GridKind, true> gridOption(
    "grid",
    llvm::cl::desc("Where interpreter.run_parallel's processes run "
                   "(docs/design.md, \"The process grid on MPI\")"),
    llvm::cl::values(
        clEnumValN(GridKind::Threads, "threads",
                   "threads of this process (default)"),
        clEnumValN(GridKind::Mpi, "mpi",
                   "over the ranks of mpirun, each hosting a block of the "
                   "processes; rank 0 prints (builds with MPI only)")),
    llvm::cl::location(cliOptions.grid), llvm::cl::cat(category));

/// Whether mlir-translate's option `name` was given.
bool driverOptionGiven(llvm::StringRef name) {
  const auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find(name);
  return it != options.end() && it->second->getNumOccurrences() > 0;
}
} // namespace

const char kInterpretDescription[] = "Interpret a StableHLO program";

void registerInterpretTranslation() {
  static TranslateRegistration registration(
      "interpret", kInterpretDescription,
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &output, MLIRContext *context) -> LogicalResult {
        // Chunks are translated one after another, in file order.
        static unsigned chunks = 0;
        unsigned chunk = driverOptionGiven("split-input-file") ? ++chunks : 0;
        registerApiDialects(*context);
        useThreadsForLargeInputs(
            *context,
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID())
                ->getBufferSize());
        RunOptions options = cliOptions;
        options.largeHexReport =
            largeHexReportOption ? &llvm::errs() : nullptr;
        options.noteFunction = !driverOptionGiven("verify-diagnostics");
        OwningOpRef<ModuleOp> module =
            loadModule(*sourceMgr, context, options);
        if (!module)
          return failure();
        // Each chunk's results are out before the next chunk runs, and
        // before the process ends for want of memory.
        setOutOfMemoryFlush(&output);
        LogicalResult result =
            interpretModule(*module, output, options, chunk);
        output.flush();
        return result;
      });
}

} // namespace shlo
} // namespace mlir
