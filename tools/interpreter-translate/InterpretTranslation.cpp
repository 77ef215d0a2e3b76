//===- InterpretTranslation.cpp - the --interpret translation ------------===//
//
// Picks the function to run (--entry, else @main, else the only function),
// evaluates it on --args, and prints its results. A failed check or a runtime
// error has already been reported as a located diagnostic; the translation
// then fails, which makes the tool exit with 1 (after running the remaining
// -split-input-file chunks).
//
//===----------------------------------------------------------------------===//

#include "tools/interpreter-translate/InterpretTranslation.h"
#include "tools/interpreter-translate/LargeHexLiterals.h"

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"
#include "npy/Npy.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace mlir {
namespace shlo {

namespace {
llvm::cl::OptionCategory category("interpreter options");

llvm::cl::opt<std::string> argsOption(
    "args",
    llvm::cl::desc("Arguments of the entry function, as a list of typed "
                   "dense attributes: [dense<1> : tensor<i32>, ...]"),
    llvm::cl::init(""), llvm::cl::cat(category));

llvm::cl::opt<std::string> entryOption(
    "entry",
    llvm::cl::desc("Function to run (default: @main, or the only function)"),
    llvm::cl::init(""), llvm::cl::cat(category));

llvm::cl::opt<bool> printDenseOption(
    "interpreter-print-dense",
    llvm::cl::desc("Print results in the dense<...> : tensor<...> form"),
    llvm::cl::init(false), llvm::cl::cat(category));

llvm::cl::opt<int64_t> maxTensorBytesOption(
    "max-tensor-bytes",
    llvm::cl::desc("Largest tensor one op may create, in bytes (default: a "
                   "quarter of the physical memory, at most 8 GiB)"),
    llvm::cl::init(0), llvm::cl::cat(category));

llvm::cl::opt<int64_t> maxWhileIterationsOption(
    "max-while-iterations",
    llvm::cl::desc("Stop a stablehlo.while after this many iterations with "
                   "an error (default 0: no limit)"),
    llvm::cl::init(0));

llvm::cl::opt<bool> elementPathOption(
    "interpreter-element-path",
    llvm::cl::desc("Evaluate through Element only (no typed fast paths)"),
    llvm::cl::init(false), llvm::cl::cat(category));

llvm::cl::opt<int> threadsOption(
    "interpreter-threads",
    llvm::cl::desc("Run elementwise maps, dot_general rows and convolution "
                   "positions on up to N threads (fixed partitioning: "
                   "results do not depend on N; default 0: the machine's "
                   "cores)"),
    llvm::cl::init(0), llvm::cl::cat(category));

llvm::cl::list<std::string> argsNpyOption(
    "args-npy",
    llvm::cl::desc("Arguments of the entry function from .npy files (one "
                   "per argument, comma-separated) or from one .npz archive "
                   "in argument order"),
    llvm::cl::CommaSeparated, llvm::cl::cat(category));

llvm::cl::opt<std::string> resultsNpyOption(
    "results-npy",
    llvm::cl::desc("Also write the results to DIR/result0.npy, "
                   "DIR/result1.npy, ..."),
    llvm::cl::value_desc("DIR"), llvm::cl::init(""), llvm::cl::cat(category));

llvm::cl::opt<std::string> probeOutputDirOption(
    "probe-output-dir",
    llvm::cl::desc("Where interpreter.probe writes <probe_id>_<n>.npy files "
                   "and index.csv (one line per probe: probe_id,type,file)"),
    llvm::cl::value_desc("DIR"), llvm::cl::init(""), llvm::cl::cat(category));

llvm::cl::opt<size_t> largeHexDigitsOption(
    "interpreter-large-hex-digits",
    llvm::cl::desc("Decode the hex literals of stablehlo.constant with at "
                   "least this many digits before MLIR parses the program "
                   "(0: never)"),
    llvm::cl::init(kDefaultLargeHexDigits), llvm::cl::Hidden);

llvm::cl::opt<bool> largeHexReportOption(
    "interpreter-large-hex-report",
    llvm::cl::desc("Say on stderr how many hex literals were decoded before "
                   "parsing (for tests)"),
    llvm::cl::init(false), llvm::cl::Hidden);

/// The threads --interpreter-threads asks for.
int threadsAskedFor() {
  return threadsOption > 0 ? int(threadsOption)
                           : InterpreterOptions::defaultThreads();
}

/// The function to run, or null after an error.
func::FuncOp pickEntry(ModuleOp module, llvm::StringRef name) {
  if (!name.empty()) {
    auto func = module.lookupSymbol<func::FuncOp>(name);
    if (!func)
      module.emitError() << "no function named @" << name;
    return func;
  }
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    return main;
  auto funcs = llvm::to_vector(module.getOps<func::FuncOp>());
  if (funcs.size() == 1)
    return funcs.front();
  module.emitError() << "the module has " << funcs.size()
                     << " functions and none is @main; choose one with "
                        "--entry=<name>";
  return nullptr;
}

/// Whether mlir-translate's -verify-diagnostics was given.
bool verifyDiagnosticsGiven() {
  const auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("verify-diagnostics");
  return it != options.end() && it->second->getNumOccurrences() > 0;
}

LogicalResult interpret(Operation *op, llvm::raw_ostream &output) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError() << "expected a builtin.module";
  InterpretSettings settings;
  settings.entry = entryOption;
  settings.args = argsOption;
  settings.printDense = printDenseOption;
  settings.maxTensorBytes = maxTensorBytesOption;
  settings.maxWhileIterations = maxWhileIterationsOption;
  settings.elementPath = elementPathOption;
  settings.threads = threadsAskedFor();
  settings.argsNpy.assign(argsNpyOption.begin(), argsNpyOption.end());
  settings.resultsNpy = resultsNpyOption;
  settings.probeOutputDir = probeOutputDirOption;
  settings.noteFunction = !verifyDiagnosticsGiven();
  return interpretModule(module, output, settings);
}
} // namespace

FailureOr<SmallVector<InterpreterValue>>
parseArgs(llvm::StringRef text, MLIRContext *context, int64_t maxTensorBytes,
          Location loc) {
  SmallVector<InterpreterValue> values;
  if (text.empty())
    return values;
  if (std::optional<std::string> reason = precheckInput(text)) {
    emitError(loc) << "--args: " << *reason;
    return failure();
  }
  Attribute attr = parseAttribute(text, context);
  auto list = dyn_cast_or_null<ArrayAttr>(attr);
  if (!list) {
    emitError(loc) << "--args must be a list of dense attributes, like "
                      "[dense<1> : tensor<i32>]";
    return failure();
  }
  for (Attribute element : list) {
    auto elements = dyn_cast<ElementsAttr>(element);
    if (!elements || !isa<RankedTensorType>(elements.getType())) {
      emitError(loc) << "--args element " << element
                     << " is not a typed dense attribute";
      return failure();
    }
    if (llvm::Error error = checkTensorType(
            cast<ShapedType>(elements.getType()), maxTensorBytes)) {
      emitError(loc) << "--args: " << llvm::toString(std::move(error));
      return failure();
    }
    llvm::Expected<Tensor> tensor = Tensor::fromAttr(elements);
    if (!tensor) {
      emitError(loc) << "--args: " << llvm::toString(tensor.takeError());
      return failure();
    }
    values.push_back(std::move(*tensor));
  }
  return values;
}

namespace {
/// The entry's arguments from `paths` (.npy files or one .npz), checked
/// against its argument types; reports errors at the entry.
FailureOr<SmallVector<InterpreterValue>>
readNpyArgs(llvm::ArrayRef<std::string> paths, func::FuncOp entry,
            int64_t maxTensorBytes) {
  llvm::Expected<std::vector<NpyArray>> arrays = readNpyFiles(paths);
  if (!arrays) {
    entry.emitError() << "--args-npy: " << llvm::toString(arrays.takeError());
    return failure();
  }
  ArrayRef<Type> types = entry.getArgumentTypes();
  if (arrays->size() != types.size()) {
    entry.emitError() << "--args-npy: @" << entry.getSymName() << " takes "
                      << types.size() << " argument(s), given "
                      << arrays->size() << " array(s)";
    return failure();
  }
  SmallVector<InterpreterValue> values;
  for (auto [i, array] : llvm::enumerate(*arrays)) {
    std::string what = "argument " + std::to_string(i) + " (" + array.name + ")";
    auto type = dyn_cast<ShapedType>(types[i]);
    if (!type) {
      entry.emitError() << "--args-npy: " << what << ": expected " << types[i]
                        << ", which no array can hold";
      return failure();
    }
    llvm::Expected<Tensor> tensor =
        tensorFromNpy(array, type, what, maxTensorBytes);
    if (!tensor) {
      entry.emitError() << "--args-npy: " << llvm::toString(tensor.takeError());
      return failure();
    }
    values.push_back(std::move(*tensor));
  }
  return values;
}

/// Writes `results` to `dir`/result<i>.npy; reports errors at the entry.
LogicalResult writeNpyResults(ArrayRef<InterpreterValue> results,
                              llvm::StringRef dir, func::FuncOp entry) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return entry.emitError() << "--results-npy: cannot create " << dir << ": "
                             << ec.message();
  for (auto [i, value] : llvm::enumerate(results)) {
    if (!value.isTensor())
      return entry.emitError() << "--results-npy: result " << i
                               << " is not a tensor";
    llvm::Expected<std::string> bytes = tensorToNpy(value.getTensor());
    if (!bytes)
      return entry.emitError() << "--results-npy: result " << i << ": "
                               << llvm::toString(bytes.takeError());
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, "result" + std::to_string(i) + ".npy");
    std::error_code ec;
    llvm::raw_fd_ostream file(path, ec);
    if (!ec) {
      file << *bytes;
      file.close();
      ec = file.error();
    }
    if (ec)
      return entry.emitError() << "--results-npy: cannot write " << path
                               << ": " << ec.message();
  }
  return success();
}
/// The probe callback of `--probe-output-dir`: each probe of a run writes
/// `dir`/<probe_id>_<n>.npy (n counts that probe's runs from 1) and appends
/// `probe_id,type,path` to `dir`/index.csv. Probes may run on several
/// process threads at once.
class ProbeWriter {
public:
  explicit ProbeWriter(std::string dir) : dir(std::move(dir)) {}

  llvm::Error write(llvm::StringRef probeId, const Tensor &tensor) {
    std::lock_guard<std::mutex> lock(mutex);
    int64_t n = ++counts[probeId.str()];
    llvm::Expected<std::string> bytes = tensorToNpy(tensor);
    if (!bytes)
      return bytes.takeError();
    llvm::SmallString<256> path(dir);
    llvm::sys::path::append(path, probeId + "_" + std::to_string(n) + ".npy");
    if (llvm::Error error = writeFile(path, *bytes, llvm::sys::fs::OF_None))
      return error;
    std::string type;
    llvm::raw_string_ostream typeStream(type);
    typeStream << tensor.getType();
    llvm::SmallString<256> index(dir);
    llvm::sys::path::append(index, "index.csv");
    return writeFile(index, (probeId + "," + type + "," + path + "\n").str(),
                     llvm::sys::fs::OF_Append);
  }

private:
  llvm::Error writeFile(llvm::StringRef path, llvm::StringRef bytes,
                        llvm::sys::fs::OpenFlags flags) {
    std::error_code ec;
    llvm::raw_fd_ostream file(path, ec, flags);
    if (!ec) {
      file << bytes;
      file.close();
      ec = file.error();
    }
    if (ec)
      return llvm::createStringError(ec, "--probe-output-dir: cannot write " +
                                             path + ": " + ec.message());
    return llvm::Error::success();
  }

  std::string dir;
  std::mutex mutex;
  std::map<std::string, int64_t> counts;
};
} // namespace

LogicalResult interpretModule(ModuleOp module, llvm::raw_ostream &output,
                              const InterpretSettings &settings) {
  // Errors point at their op's location; printing the op as well would
  // repeat whole (possibly huge, deeply nested) regions.
  module->getContext()->printOpOnDiagnostic(false);
  func::FuncOp entry = pickEntry(module, settings.entry);
  if (!entry)
    return failure();
  int64_t maxTensorBytes = settings.maxTensorBytes > 0
                               ? settings.maxTensorBytes
                               : InterpreterOptions::defaultMaxTensorBytes();
  // Negative limits are mistakes, not "no limit".
  if (settings.maxTensorBytes < 0)
    return module.emitError() << "--max-tensor-bytes must not be negative ("
                              << settings.maxTensorBytes << ")";
  if (settings.maxWhileIterations < 0)
    return module.emitError()
           << "--max-while-iterations must not be negative ("
           << settings.maxWhileIterations << ")";
  if (!settings.args.empty() && !settings.argsNpy.empty())
    return module.emitError() << "give --args or --args-npy, not both";
  FailureOr<SmallVector<InterpreterValue>> args =
      settings.argsNpy.empty()
          ? parseArgs(settings.args, module.getContext(), maxTensorBytes,
                      module.getLoc())
          : readNpyArgs(settings.argsNpy, entry, maxTensorBytes);
  if (failed(args))
    return failure();
  InterpreterOptions options;
  options.printStream = &output;
  options.printDense = settings.printDense;
  options.maxTensorBytes = maxTensorBytes;
  options.maxWhileIterations = settings.maxWhileIterations;
  options.elementPath = settings.elementPath;
  options.threads = settings.threads;
  std::unique_ptr<ProbeWriter> probeWriter;
  if (!settings.probeOutputDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::create_directories(settings.probeOutputDir))
      return module.emitError() << "--probe-output-dir: cannot create "
                                << settings.probeOutputDir << ": "
                                << ec.message();
    probeWriter = std::make_unique<ProbeWriter>(settings.probeOutputDir);
    options.probe = [&](llvm::StringRef probeId, const Tensor &tensor) {
      return probeWriter->write(probeId, tensor);
    };
  }
  std::optional<ScopedDiagnosticHandler> noteFunction;
  if (settings.noteFunction)
    noteFunction.emplace(module.getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error)
        diag.attachNote(entry.getLoc())
            << "in function "
            << FlatSymbolRefAttr::get(entry.getSymNameAttr());
      return failure(); // not handled: the tool's handler reports it
    });
  FailureOr<SmallVector<InterpreterValue>> results = eval(entry, *args, options);
  noteFunction.reset();
  if (failed(results))
    return failure();
  for (const InterpreterValue &value : *results) {
    value.print(output, settings.printDense);
    output << "\n";
  }
  if (!settings.resultsNpy.empty())
    return writeNpyResults(*results, settings.resultsNpy, entry);
  return success();
}

void registerInterpretTranslation() {
  static TranslateRegistration registration(
      "interpret", "Interpret a StableHLO program",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &output, MLIRContext *context) -> LogicalResult {
        DialectRegistry registry;
        registerAllDialects(registry);
        context->appendDialectRegistry(registry);
        useThreadsForLargeInputs(
            *context,
            sourceMgr->getMemoryBuffer(sourceMgr->getMainFileID())
                ->getBufferSize());
        OwningOpRef<ModuleOp> module = parseWithLargeHexLiterals(
            *sourceMgr, context, largeHexDigitsOption, threadsAskedFor(),
            largeHexReportOption ? &llvm::errs() : nullptr);
        if (!module)
          return failure();
        // Each chunk's results are out before the next chunk runs, and
        // before the process ends for want of memory.
        setOutOfMemoryFlush(&output);
        LogicalResult result = interpret(*module, output);
        output.flush();
        return result;
      });
}

} // namespace shlo
} // namespace mlir
