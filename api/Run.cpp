//===- Run.cpp - entries, arguments, runs and results ---------------------===//

#include "api/Api.h"

#include "interpreter/CoreDialects.h"
#ifdef SHLO_HAVE_MPI
#include "grid/MpiGrid.h"
#endif
#include "interpreter/ProcessGrid.h"
#include "interpreter/StorageArena.h"
#include "npy/Npy.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Path.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace mlir {
namespace shlo {

//===----------------------------------------------------------------------===//
// RunOptions
//===----------------------------------------------------------------------===//

int64_t RunOptions::effectiveMaxTensorBytes() const {
  return maxTensorBytes > 0 ? maxTensorBytes
                            : InterpreterOptions::defaultMaxTensorBytes();
}

int RunOptions::effectiveThreads() const {
  return threads > 0 ? threads : InterpreterOptions::defaultThreads();
}

LogicalResult RunOptions::verify(Location loc) const {
  // Negative limits are mistakes, not "no limit".
  if (maxTensorBytes < 0)
    return emitError(loc) << "--max-tensor-bytes must not be negative ("
                          << maxTensorBytes << ")";
  if (maxWhileIterations < 0)
    return emitError(loc) << "--max-while-iterations must not be negative ("
                          << maxWhileIterations << ")";
  if (!args.empty() && !argsNpy.empty())
    return emitError(loc) << "give --args or --args-npy, not both";
  return success();
}

FailureOr<GridBackend *> gridBackendFor(const RunOptions &options,
                                        Location loc) {
  if (options.grid == GridKind::Threads)
    return static_cast<GridBackend *>(nullptr);
#ifdef SHLO_HAVE_MPI
  llvm::Expected<GridBackend *> backend = mpiGridBackend();
  if (!backend)
    return emitError(loc) << llvm::toString(backend.takeError());
  return *backend;
#else
  return emitError(loc)
         << "--grid=mpi: this build has no MPI backend (configure with "
            "-DSHLO_ENABLE_MPI=ON, which needs an MPI library such as "
            "Debian's libopenmpi-dev)";
#endif
}

InterpreterOptions
RunOptions::interpreterOptions(llvm::raw_ostream *print) const {
  InterpreterOptions options;
  options.printStream = print;
  options.printDense = printDense;
  options.maxTensorBytes = effectiveMaxTensorBytes();
  options.maxWhileIterations = maxWhileIterations;
  options.elementPath = elementPath;
  options.fusion = !noFusion;
  options.fmaProducts = fmaProducts;
  options.threads = effectiveThreads();
  options.interrupt = interrupt;
  options.workBudget = workBudget;
  return options;
}

//===----------------------------------------------------------------------===//
// Entries
//===----------------------------------------------------------------------===//

FailureOr<EntrySelection> selectEntries(ModuleOp module, llvm::StringRef entry,
                                        llvm::StringRef entrySpelling) {
  EntrySelection selection;
  if (!entry.empty()) {
    auto func = module.lookupSymbol<FunctionOpInterface>(entry);
    if (!func)
      return module.emitError() << "no function named @" << entry;
    selection.functions.push_back(func);
    return selection;
  }
  if (auto main = module.lookupSymbol<FunctionOpInterface>("main")) {
    selection.functions.push_back(main);
    return selection;
  }
  auto funcs = llvm::to_vector(module.getOps<FunctionOpInterface>());
  if (funcs.size() == 1) {
    selection.functions.push_back(funcs.front());
    return selection;
  }
  // Each function: the public ones, when none of them takes arguments.
  SmallVector<FunctionOpInterface> tests;
  bool allArgumentless = true;
  for (FunctionOpInterface func : funcs) {
    if (!func.isPublic() || func.isExternal())
      continue;
    tests.push_back(func);
    allArgumentless &= func.getNumArguments() == 0;
  }
  if (!tests.empty() && allArgumentless) {
    selection.functions = std::move(tests);
    selection.eachFunction = true;
    return selection;
  }
  return module.emitError()
         << "the module has " << funcs.size() << " functions and none is @main"
         << (tests.empty() ? ", none public"
                           : ", and not every public function is a test "
                             "without arguments")
         << "; choose one with " << entrySpelling;
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

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
    emitError(loc) << "--args must be a list of dense attributes or scalar "
                      "literals, like [dense<1> : tensor<i32>, 2.5 : f32]";
    return failure();
  }
  for (Attribute element : list) {
    // A scalar literal (`5 : i32`, `2.5 : f32`, `3 : index`) for a scalar
    // parameter: a rank-0 tensor, index as i64 (interpreter/CoreDialects.h).
    if (isa<IntegerAttr, FloatAttr>(element)) {
      llvm::Expected<Tensor> scalar = evalArithConstantOp(
          element, cast<TypedAttr>(element).getType());
      if (!scalar) {
        emitError(loc) << "--args: " << llvm::toString(scalar.takeError());
        return failure();
      }
      values.push_back(std::move(*scalar));
      continue;
    }
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

ShapedType bindShape(ShapedType declared, llvm::ArrayRef<int64_t> shape) {
  if (!declared.hasRank() || declared.hasStaticShape() ||
      declared.getRank() != int64_t(shape.size()))
    return declared;
  // A static dimension that differs: the declared type, which the shape
  // check then names.
  for (auto [dim, size] : llvm::zip(declared.getShape(), shape))
    if (!ShapedType::isDynamic(dim) && dim != size)
      return declared;
  SmallVector<int64_t> bound(declared.getShape());
  for (auto [dim, size] : llvm::zip(bound, shape))
    if (ShapedType::isDynamic(dim))
      dim = size;
  // A ranked tensor keeps its encoding; the interpreter's tensors carry
  // none, as a --args literal's type does not.
  return RankedTensorType::get(bound, declared.getElementType());
}

FailureOr<SmallVector<InterpreterValue>>
bindNpyFiles(llvm::ArrayRef<std::string> paths, FunctionOpInterface entry,
             int64_t maxTensorBytes) {
  llvm::Expected<std::vector<NpyArray>> arrays = readNpyFiles(paths);
  if (!arrays) {
    entry.emitError() << "--args-npy: " << llvm::toString(arrays.takeError());
    return failure();
  }
  ArrayRef<Type> types = entry.getArgumentTypes();
  if (arrays->size() != types.size()) {
    entry.emitError() << "--args-npy: @" << entry.getName() << " takes "
                      << types.size() << " argument(s), given "
                      << arrays->size() << " array(s)";
    return failure();
  }
  // The arguments live for the whole run (or until their last use): one
  // arena holds them all, filling whole huge pages (StorageArena.h).
  SmallVector<int64_t> sizes;
  for (auto [type, array] : llvm::zip(types, *arrays)) {
    int64_t elements = 1;
    for (int64_t size : array.shape)
      if (llvm::MulOverflow(elements, size, elements))
        elements = 0;
    auto shaped = dyn_cast<ShapedType>(type);
    Type element = shaped ? shaped.getElementType() : type;
    int64_t bytes = 0;
    if (isa<IntegerType, FloatType, IndexType, ComplexType>(element) &&
        !llvm::MulOverflow(elements, getStorageBytes(element), bytes) &&
        bytes <= maxTensorBytes)
      sizes.push_back(bytes);
  }
  ScopedStorageArena arena(storageArenaBytes(sizes));
  SmallVector<InterpreterValue> values;
  for (auto [i, array] : llvm::enumerate(*arrays)) {
    std::string what = "argument " + std::to_string(i) + " (" + array.name + ")";
    // A scalar parameter (i32, f32, index) takes a 0-d array of its dtype
    // (int64 for index).
    auto type = isa<IntegerType, FloatType, IndexType>(types[i])
                    ? runtimeTensorType(types[i], {})
                    : dyn_cast<ShapedType>(types[i]);
    if (!type || !isa<RankedTensorType>(type)) {
      entry.emitError() << "--args-npy: " << what << ": expected " << types[i]
                        << ", which no array can hold";
      return failure();
    }
    llvm::Expected<Tensor> tensor = tensorFromNpy(
        array, bindShape(type, array.shape), what, maxTensorBytes);
    if (!tensor) {
      entry.emitError() << "--args-npy: " << llvm::toString(tensor.takeError());
      return failure();
    }
    values.push_back(std::move(*tensor));
  }
  return values;
}

llvm::Expected<Tensor> bindArray(llvm::StringRef what, ShapedType declared,
                                 const ArrayView &array,
                                 int64_t maxTensorBytes) {
  ShapedType type = bindShape(declared, array.shape);
  if (llvm::Error error = checkArray(what, type, array.dtype, array.shape))
    return std::move(error);
  if (llvm::Error error =
          checkTensorType(getStorageShapedType(type), maxTensorBytes))
    return llvm::createStringError(
        (what + ": " + llvm::toString(std::move(error))).str());
  int64_t elements = 1;
  for (int64_t size : array.shape)
    elements *= size;
  if (llvm::Error error = checkArrayValues(what, type.getElementType(),
                                           array.data, elements))
    return std::move(error);
  return Tensor::borrow(cast<RankedTensorType>(type), array.data);
}

FailureOr<SmallVector<InterpreterValue>>
bindOptionArguments(FunctionOpInterface entry, const RunOptions &options) {
  if (!options.argsNpy.empty())
    return bindNpyFiles(options.argsNpy, entry,
                        options.effectiveMaxTensorBytes());
  Operation *module = entry->getParentOp();
  FailureOr<SmallVector<InterpreterValue>> values =
      parseArgs(options.args, entry.getContext(),
                options.effectiveMaxTensorBytes(),
                module ? module->getLoc() : entry.getLoc());
  if (failed(values) || options.args.empty())
    return values;
  // Checked here, not only when the function starts, so that the message
  // names the option the wrong value came from.
  ArrayRef<Type> declared = entry.getArgumentTypes();
  if (values->size() != declared.size())
    return entry.emitError()
           << "--args gives " << values->size() << " argument(s), but @"
           << entry.getName() << " takes " << declared.size();
  for (auto [i, value] : llvm::enumerate(*values)) {
    ShapedType actual = value.getTensor().getType();
    if (!fitsDeclaredType(declared[i], actual))
      return entry.emitError()
             << "--args: argument #" << i << " of @" << entry.getName()
             << " has type " << actual << ", expected " << declared[i];
  }
  return values;
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

namespace {
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

namespace {
/// runFunction and runFunctionTakingArgs: `handedOver`, when set, is `args`
/// itself, given to evalTakingArgs.
FailureOr<SmallVector<InterpreterValue>>
runFunctionImpl(FunctionOpInterface function,
                llvm::ArrayRef<InterpreterValue> args,
                SmallVectorImpl<InterpreterValue> *handedOver,
                const RunOptions &options, llvm::raw_ostream *print) {
  InterpreterOptions interpreterOptions = options.interpreterOptions(print);
  FailureOr<GridBackend *> grid = gridBackendFor(options, function.getLoc());
  if (failed(grid))
    return failure();
  interpreterOptions.gridBackend = *grid;
  std::unique_ptr<ProbeWriter> probeWriter;
  std::mutex probeErrorMutex;
  std::string probeError;
  if (!options.probeOutputDir.empty() && *grid && !(*grid)->writesOutput()) {
    // Another rank writes: this rank's processes keep their probes for it
    // (Process::keepsProbes); probes outside them are that rank's too.
    interpreterOptions.probe = [](llvm::StringRef, const Tensor &) {
      return llvm::Error::success();
    };
  } else if (!options.probeOutputDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::create_directories(options.probeOutputDir)) {
      std::string problem = "--probe-output-dir: cannot create " +
                            options.probeOutputDir + ": " + ec.message();
      if (!*grid)
        return function.emitError() << problem;
      // The other ranks run the function: so does this one (see below).
      probeError = problem;
      interpreterOptions.probe = [](llvm::StringRef, const Tensor &) {
        return llvm::Error::success();
      };
    }
  }
  if (!options.probeOutputDir.empty() && !interpreterOptions.probe) {
    probeWriter = std::make_unique<ProbeWriter>(options.probeOutputDir);
    interpreterOptions.probe = [&](llvm::StringRef probeId,
                                   const Tensor &tensor) -> llvm::Error {
      llvm::Error error = probeWriter->write(probeId, tensor);
      if (!error || !*grid)
        return error;
      // Under a grid backend only this rank writes: a failure here must not
      // stop this rank's run while the others go on (they would wait for
      // it), so the run ends first and then fails with the first error.
      std::lock_guard<std::mutex> lock(probeErrorMutex);
      if (probeError.empty())
        probeError = llvm::toString(std::move(error));
      else
        llvm::consumeError(std::move(error));
      return llvm::Error::success();
    };
  }
  std::optional<ScopedDiagnosticHandler> noteFunction;
  if (options.noteFunction)
    noteFunction.emplace(function.getContext(), [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error)
        diag.attachNote(function.getLoc())
            << "in function "
            << FlatSymbolRefAttr::get(function.getNameAttr());
      return failure(); // not handled: the caller's handler reports it
    });
  FailureOr<SmallVector<InterpreterValue>> results =
      handedOver ? evalTakingArgs(function, *handedOver, interpreterOptions)
                 : eval(function, args, interpreterOptions);
  if (!probeError.empty()) {
    function.emitError() << probeError;
    return failure();
  }
  return results;
}
} // namespace

FailureOr<SmallVector<InterpreterValue>>
runFunction(FunctionOpInterface function, llvm::ArrayRef<InterpreterValue> args,
            const RunOptions &options, llvm::raw_ostream *print) {
  return runFunctionImpl(function, args, nullptr, options, print);
}

FailureOr<SmallVector<InterpreterValue>>
runFunctionTakingArgs(FunctionOpInterface function,
                      SmallVectorImpl<InterpreterValue> &args,
                      const RunOptions &options, llvm::raw_ostream *print) {
  return runFunctionImpl(function, args, &args, options, print);
}

LogicalResult writeNpyResults(llvm::ArrayRef<InterpreterValue> results,
                              llvm::StringRef dir, Operation *at) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir))
    return at->emitError() << "--results-npy: cannot create " << dir << ": "
                           << ec.message();
  for (auto [i, value] : llvm::enumerate(results)) {
    if (!value.isTensor())
      return at->emitError() << "--results-npy: result " << i
                             << " is not a tensor";
    llvm::Expected<std::string> bytes = tensorToNpy(value.getTensor());
    if (!bytes)
      return at->emitError() << "--results-npy: result " << i << ": "
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
      return at->emitError() << "--results-npy: cannot write " << path
                              << ": " << ec.message();
  }
  return success();
}

LogicalResult interpretModule(ModuleOp module, llvm::raw_ostream &output,
                              const RunOptions &options, unsigned chunk) {
  // Errors point at their op's location; printing the op as well would
  // repeat whole (possibly huge, deeply nested) regions.
  module->getContext()->printOpOnDiagnostic(false);
  FailureOr<EntrySelection> selection =
      selectEntries(module, options.entry, "--entry=<name>");
  if (failed(selection))
    return failure();
  if (failed(options.verify(module.getLoc())))
    return failure();
  llvm::SmallString<256> resultsDir(options.resultsNpy);
  // Under a grid backend every rank has the results; one writes them.
  FailureOr<GridBackend *> grid = gridBackendFor(options, module.getLoc());
  if (failed(grid))
    return failure();
  if (*grid && !(*grid)->writesOutput())
    resultsDir.clear();
  if (!resultsDir.empty() && chunk > 0)
    llvm::sys::path::append(resultsDir, "chunk" + std::to_string(chunk));

  if (!selection->eachFunction) {
    FunctionOpInterface entry = selection->functions.front();
    FailureOr<SmallVector<InterpreterValue>> args =
        bindOptionArguments(entry, options);
    if (failed(args))
      return failure();
    // Nothing reads the arguments after the run: each is freed at its last
    // use.
    FailureOr<SmallVector<InterpreterValue>> results =
        runFunctionTakingArgs(entry, *args, options, &output);
    if (failed(results))
      return failure();
    for (const InterpreterValue &value : *results) {
      value.print(output, options.printDense);
      output << "\n";
    }
    if (!resultsDir.empty())
      return writeNpyResults(*results, resultsDir, entry);
    return success();
  }

  // Each function, in module order; every one runs.
  if (!options.args.empty() || !options.argsNpy.empty())
    return module.emitError()
           << "the module's test functions take no arguments; --args and "
              "--args-npy apply to one function chosen with --entry=<name>";
  bool allPassed = true;
  for (FunctionOpInterface function : selection->functions) {
    FailureOr<SmallVector<InterpreterValue>> results =
        runFunction(function, {}, options, &output);
    output << "@" << function.getName() << ": "
           << (succeeded(results) ? "ok" : "failed") << "\n";
    if (failed(results)) {
      allPassed = false;
      continue;
    }
    for (const InterpreterValue &value : *results) {
      value.print(output, options.printDense);
      output << "\n";
    }
    if (!resultsDir.empty()) {
      llvm::SmallString<256> dir(resultsDir);
      llvm::sys::path::append(dir, function.getName());
      if (failed(writeNpyResults(*results, dir, function)))
        allPassed = false;
    }
  }
  return success(allPassed);
}

} // namespace shlo
} // namespace mlir
