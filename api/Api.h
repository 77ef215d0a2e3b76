//===- Api.h - the interpreter's one entry point for tools and Python -*- C++ -*-===//
//
// Everything between "a program and its arguments" and "its results": the
// command-line tools (interpreter-translate, interpreter-opt's input
// loading), the `shlo` Python module and the fuzz targets are thin over
// this layer and repeat none of it (docs/design.md, "The API layer").
//
//   loadModule        text or MLIR bytecode, through the input gate
//   selectEntries     --entry, else @main, else the only function, else
//                     each function of a test module
//   bind*             --args text, .npy/.npz files, caller's arrays
//   runFunction       one function under RunOptions, probes written
//   interpretModule   all of the above the way `--interpret` does it
//
// A new option of a run is a field of RunOptions plus its spellings (a
// cl::opt in tools/interpreter-translate, a keyword in python/);
// docs/adding-a-cli-option.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_API_API_H
#define SHLO_API_API_H

#include "api/InputGate.h"
#include "api/LargeHexLiterals.h"
#include "dialect/VhloVersion.h"
#include "interpreter/Interpreter.h"
#include "interpreter/Value.h"
#include "npy/Dtype.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// Where interpreter.run_parallel's processes run (`--grid`).
enum class GridKind {
  /// Threads of this OS process (the default; no MPI at run time).
  Threads,
  /// Over the ranks of mpirun, each hosting a contiguous block of the
  /// processes (builds with MPI only; docs/design.md, "The process grid on
  /// MPI").
  Mpi,
};

/// Every setting of loading and running a program, with the command
/// line's defaults. The tools and Python fill it in; nothing copies it
/// into another struct of settings (interpreterOptions() derives the
/// evaluator's view).
struct RunOptions {
  /// Function to run; empty: selectEntries' default.
  std::string entry;
  /// `--args`: a list of typed dense attributes, or empty.
  std::string args;
  /// `--args-npy`: .npy files, one per argument, or one .npz archive.
  std::vector<std::string> argsNpy;
  /// Print results (and interpreter.print) in the dense<...> form.
  bool printDense = false;
  /// Largest tensor one op may create; 0: the default
  /// (InterpreterOptions::defaultMaxTensorBytes()); negative is an error.
  int64_t maxTensorBytes = 0;
  /// Most iterations of one stablehlo.while; 0: no limit; negative is an
  /// error.
  int64_t maxWhileIterations = 0;
  /// Every op through the universal Element path.
  bool elementPath = false;
  /// `--interpreter-no-fusion`: run chains of elementwise ops op by op,
  /// every intermediate tensor materialised (InterpreterOptions::fusion;
  /// the results are the same bits either way).
  bool noFusion = false;
  /// `--interpreter-fma-products` (on unless `=false`): f32/f64
  /// dot_general and convolution add each product with one fused
  /// multiply-add (InterpreterOptions::fmaProducts).
  bool fmaProducts = true;
  /// Threads of the parallel loops; 0 or less: the machine's cores.
  int threads = 0;
  /// `--results-npy`: folder receiving result0.npy, ...; empty: none.
  std::string resultsNpy;
  /// `--probe-output-dir`: folder receiving interpreter.probe's .npy files
  /// and index.csv; empty: probes write nothing.
  std::string probeOutputDir;
  /// Attach a note "in function @<name>" to every error reported while a
  /// function runs. Off under -verify-diagnostics, whose verifier counts
  /// a note it was not told to expect as an error.
  bool noteFunction = true;
  /// Hex literals of stablehlo.constant with at least this many digits are
  /// decoded before MLIR parses the text (0: never).
  size_t largeHexDigits = kDefaultLargeHexDigits;
  /// Say on this stream how many hex literals were decoded (for tests).
  llvm::raw_ostream *largeHexReport = nullptr;
  /// Read while the program runs; true stops it with "evaluation
  /// interrupted" (InterpreterOptions::interrupt). Python sets it on
  /// Ctrl-C; the tools leave it null (SIGINT ends them).
  const std::atomic<bool> *interrupt = nullptr;
  /// When set, bounds the run's total work (InterpreterOptions::workBudget:
  /// a spent budget is an error at the op; fusion is off, so that every op
  /// is charged). The fuzz target sets it; the tools and Python leave it
  /// null.
  WorkBudget *workBudget = nullptr;
  /// `--grid`: where interpreter.run_parallel's processes run (default:
  /// threads of this process). GridKind::Mpi starts MPI at the first
  /// loadModule or runFunction that has it (gridBackendFor); the Python
  /// module never sets it.
  GridKind grid = GridKind::Threads;

  /// The tensor limit in force (the default for 0).
  int64_t effectiveMaxTensorBytes() const;
  /// The threads in force (the machine's cores for 0).
  int effectiveThreads() const;
  /// Errors (at `loc`) for settings no run can have: negative limits, both
  /// --args and --args-npy.
  LogicalResult verify(Location loc) const;
  /// The evaluator's options; interpreter.print writes to `print`. The
  /// grid backend is left null: runFunction sets it (gridBackendFor).
  InterpreterOptions interpreterOptions(llvm::raw_ostream *print) const;
};

/// The backend of `options.grid`: null for GridKind::Threads; for
/// GridKind::Mpi the MPI backend, MPI started at the first call (an OS
/// process has at most one MPI run; later calls return the same backend
/// or the same error). From then on only rank 0 writes output. Reports at
/// `loc` why it cannot run (not started by mpirun, a build without MPI).
FailureOr<GridBackend *> gridBackendFor(const RunOptions &options,
                                        Location loc);

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

/// Registers the project's dialects (dialect/Dialects.h) in `context`.
void registerApiDialects(MLIRContext &context);

/// Whether `bytes` begin with MLIR bytecode's magic number `ML\xEFR`.
bool isBytecode(llvm::StringRef bytes);

/// Parses and verifies the main buffer of `sourceMgr` as a module in
/// `context` (whose dialects are registered): MLIR bytecode (by its magic
/// number; checked first by checkBytecode, then read by MLIR's reader) or
/// text (through the input gate, large hex literals decoded first:
/// parseWithLargeHexLiterals). A portable artifact (ops of the vhlo
/// dialect) goes through convertPortableArtifact. Null after every error
/// has been reported as a located diagnostic.
OwningOpRef<ModuleOp> loadModule(llvm::SourceMgr &sourceMgr,
                                 MLIRContext *context,
                                 const RunOptions &options);

/// The one place where a module read from a portable artifact (VHLO ops)
/// becomes a StableHLO module: when `module` holds vhlo ops, they are
/// upgraded to the current version and legalized to stablehlo
/// (finishDeserialization, transforms/Serialization.h); `artifactVersion`
/// is the version of the artifact's producer string, when it had one (an
/// artifact newer than this build is refused, naming both versions).
LogicalResult
convertPortableArtifact(ModuleOp module,
                        std::optional<vhlo::Version> artifactVersion);

/// Checks MLIR bytecode before MLIR reads it in this process: the
/// envelope (magic, version, producer, section ids, lengths and alignment
/// within the buffer) is validated, and the buffer is then read once in a
/// child process, so that a crash of MLIR's reader on malformed input ends
/// the child, not the caller (docs/reliability.md, "Bytecode"). Reports a
/// refusal as an error at `<buffer name>:0:0` in `context` and fails.
LogicalResult checkBytecode(const llvm::MemoryBuffer &buffer,
                            MLIRContext *context);

/// interpreter-opt's gate, on the whole input before MLIR's opt driver
/// reads it: text through gateBuffer, bytecode through checkBytecode (in a
/// context of `registry`). Prints a refusal as `<name>:<line>:<col>:
/// error: <why>` to `errors` and returns false.
bool gateToolInput(const llvm::MemoryBuffer &buffer,
                   const DialectRegistry &registry, llvm::raw_ostream &errors);

/// How the chunks of forEachChunk name their locations.
enum class ChunkLocations {
  /// As mlir-translate and mlir-opt: `<file>:<first line> offset
  /// :<line>:<col>`, lines counted from the chunk's start.
  Split,
  /// `<file>:<line>:<col>` as in the whole file (the chunk is preceded by
  /// as many empty lines as lines precede it): shlo.run_checks.
  WholeFile,
};

/// Runs `process` on each `// -----` chunk of `buffer` (MLIR's
/// splitAndProcessBuffer, the one splitter of the project) when `marker`
/// is not empty, else on the whole buffer; MLIR bytecode is never split.
/// Fails when any chunk failed (all chunks run).
LogicalResult
forEachChunk(std::unique_ptr<llvm::MemoryBuffer> buffer, llvm::StringRef marker,
             llvm::function_ref<LogicalResult(
                 std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &)>
                 process,
             llvm::raw_ostream &output, llvm::StringRef outputMarker = "",
             ChunkLocations locations = ChunkLocations::Split);

//===----------------------------------------------------------------------===//
// Entries
//===----------------------------------------------------------------------===//

/// The functions a run evaluates.
struct EntrySelection {
  SmallVector<FunctionOpInterface> functions;
  /// No entry given, no @main, several functions whose public ones all
  /// take no arguments: each public function runs, in module order, and
  /// is reported by name (design document 001's "interprets each
  /// function").
  bool eachFunction = false;
};

/// `entry` when given, else @main, else the module's only function, else
/// each public function when all of them take no arguments. Errors are
/// reported at the module; `entrySpelling` names the way to choose one
/// ("--entry=<name>", "entry=...").
FailureOr<EntrySelection> selectEntries(ModuleOp module, llvm::StringRef entry,
                                        llvm::StringRef entrySpelling);

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

/// Parses `--args` text (a list of typed dense attributes) into tensors no
/// larger than `maxTensorBytes`; reports errors at `loc`.
FailureOr<SmallVector<InterpreterValue>>
parseArgs(llvm::StringRef text, MLIRContext *context, int64_t maxTensorBytes,
          Location loc);

/// The type an array of `shape` binds to for a parameter of type
/// `declared`: each dynamic dimension takes the array's size, as a `--args`
/// literal of that shape would. Unchanged when the ranks differ (the shape
/// check then reports it) or `declared` is static.
ShapedType bindShape(ShapedType declared, llvm::ArrayRef<int64_t> shape);

/// The entry's arguments from `paths` (.npy files or one .npz), checked
/// against its argument types (dynamic dimensions bound by bindShape);
/// reports errors at the entry.
FailureOr<SmallVector<InterpreterValue>>
bindNpyFiles(llvm::ArrayRef<std::string> paths, FunctionOpInterface entry,
             int64_t maxTensorBytes);

/// A caller's array (Python's NumPy arrays): C-contiguous, aligned,
/// native byte order, alive while the run uses it.
struct ArrayView {
  ArrayDtype dtype;
  std::vector<int64_t> shape;
  const char *data = nullptr;
};

/// The tensor lending `array`'s storage (Tensor::borrow, no copy) for a
/// parameter of type `declared`, after the checks of `--args-npy` (dtype,
/// shape with dynamic dimensions bound, values, the size limit); errors
/// name `what`.
llvm::Expected<Tensor> bindArray(llvm::StringRef what, ShapedType declared,
                                 const ArrayView &array,
                                 int64_t maxTensorBytes);

/// The arguments `options` gives for `entry`: `--args` or `--args-npy`
/// (none when neither is given).
FailureOr<SmallVector<InterpreterValue>>
bindOptionArguments(FunctionOpInterface entry, const RunOptions &options);

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

/// Evaluates `function` on `args` under `options` on the calling thread:
/// interpreter.print writes to `print` (standard output when null), probes
/// go to `options.probeOutputDir`, and errors get the "in function" note
/// when `options.noteFunction`. Every error has been reported as a
/// diagnostic when this fails.
FailureOr<SmallVector<InterpreterValue>>
runFunction(FunctionOpInterface function, llvm::ArrayRef<InterpreterValue> args,
            const RunOptions &options, llvm::raw_ostream *print);

/// As runFunction, but takes `args` over (empty afterwards; evalTakingArgs
/// in interpreter/Interpreter.h): an argument nobody else holds is freed
/// at its last use. interpretModule runs its entry so.
FailureOr<SmallVector<InterpreterValue>>
runFunctionTakingArgs(FunctionOpInterface function,
                      SmallVectorImpl<InterpreterValue> &args,
                      const RunOptions &options, llvm::raw_ostream *print);

/// Writes `results` to `dir`/result<i>.npy; reports errors at `at`.
LogicalResult writeNpyResults(llvm::ArrayRef<InterpreterValue> results,
                              llvm::StringRef dir, Operation *at);

/// What `interpreter-translate --interpret` does with one module: selects
/// the entries, binds the arguments, runs, prints the results to `output`
/// and writes them as .npy files. `chunk` is the 1-based number of the
/// `-split-input-file` chunk, or 0 when the input is not split; results of
/// chunk N go to `resultsNpy`/chunkN/ (design.md, "The API layer"). In
/// each-function mode every function runs (even after one failed), each
/// preceded by a line `@name: ok` or `@name: failed`, and results go to
/// `resultsNpy`/[chunkN/]name/.
LogicalResult interpretModule(ModuleOp module, llvm::raw_ostream &output,
                              const RunOptions &options, unsigned chunk = 0);

} // namespace shlo
} // namespace mlir

#endif // SHLO_API_API_H
