//===- ShloModule.cpp - the native part of the `shlo` Python module -------===//
//
// The Python spellings of RunOptions over the API layer (api/Api.h), which
// loads the program (text or MLIR bytecode), selects the entries, checks
// NumPy arguments against the entry's types (npy/Dtype.h's table; dynamic
// dimensions bound as --args binds them) and lends their storage to the
// interpreter without copying (bindArray). This file turns Python objects
// into arrays, runs with the GIL released and hands the results back as
// arrays that own the result tensors (no copy), or as one copy when a
// result's storage is not the interpreter's own (a returned argument or
// constant).
//
// Errors never raise from here: every entry point returns ("ok", value) or
// ("error", [(location, severity, message), ...]); python/shlo/__init__.py
// raises InterpretError from the second. Parsing and evaluation run on a
// thread with a 1 GiB stack (reserved, not touched; runOnLargeStack), as in
// interpreter-translate, so deep nesting ends in a diagnostic and never in
// a stack overflow.
//
//===----------------------------------------------------------------------===//

#include "api/Api.h"
#include "dialect/Dialects.h"
#include "interpreter/CoreDialects.h"
#include "interpreter/Interpreter.h"
#include "npy/Dtype.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/thread.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace py = pybind11;
using namespace mlir;
using namespace mlir::shlo;

namespace {

/// One diagnostic: "file:line:col" (or ""), severity, text.
using Diag = std::tuple<std::string, std::string, std::string>;

std::string locationText(Location loc) {
  std::string text;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      text = (file.getFilename().str() + ":" + std::to_string(file.getLine()) +
              ":" + std::to_string(file.getColumn()));
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return text;
}

const char *severityText(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "error";
}

/// A context with the project's dialects and a handler that collects
/// every diagnostic (and its notes).
struct Session {
  MLIRContext context{MLIRContext::Threading::DISABLED};
  std::vector<Diag> diags;
  std::optional<ScopedDiagnosticHandler> handler;
  llvm::SourceMgr sourceMgr;
  /// Where a diagnostic without a location of its own is placed: the
  /// program's name, then the entry function's file:line:col once chosen.
  std::string place;

  Session() {
    registerApiDialects(context);
    context.printOpOnDiagnostic(false);
    handler.emplace(&context, [this](Diagnostic &diag) {
      diags.emplace_back(placeOf(diag.getLocation()),
                         severityText(diag.getSeverity()), diag.str());
      for (Diagnostic &note : diag.getNotes())
        diags.emplace_back(placeOf(note.getLocation()), "note", note.str());
      return success();
    });
  }

  std::string placeOf(Location loc) const {
    std::string text = locationText(loc);
    return text.empty() ? place : text;
  }
  /// Places later diagnostics without a location at `loc` (when it has a
  /// file:line:col).
  void placeAt(Location loc) {
    std::string text = locationText(loc);
    if (!text.empty())
      place = std::move(text);
  }
  void error(std::string message) { error(std::move(message), place); }
  void error(std::string message, std::string location) {
    diags.emplace_back(std::move(location), "error", std::move(message));
  }
  void note(std::string message, Location loc) {
    diags.emplace_back(placeOf(loc), "note", std::move(message));
  }
  bool hasErrors() const {
    for (const Diag &diag : diags)
      if (std::get<1>(diag) == "error")
        return true;
    return false;
  }
  py::tuple errorResult() const {
    py::list list;
    for (const Diag &diag : diags)
      list.append(py::make_tuple(std::get<0>(diag), std::get<1>(diag),
                                 std::get<2>(diag)));
    return py::make_tuple("error", list);
  }
};

/// Ctrl-C while a program runs. The evaluation runs on another thread, so
/// Python's handler of SIGINT only runs when the waiting thread asks for it
/// (PyErr_CheckSignals). When it raises, `flag` stops the evaluation at its
/// next op or loop iteration (InterpreterOptions::interrupt), and the
/// exception (KeyboardInterrupt, or what a custom handler raised) is raised
/// once the run has returned.
struct Interrupt {
  std::atomic<bool> flag{false};
  std::optional<py::error_already_set> raised;

  /// Raises the exception a signal handler raised during the run, if any
  /// (the GIL held).
  void raiseIfPending() {
    if (!raised)
      return;
    py::error_already_set error = std::move(*raised);
    raised.reset();
    throw error;
  }
};

/// Runs `fn` on a thread with a 1 GiB stack (reserved, not touched) and
/// waits for it with the GIL released. With `interrupt`, the waiting thread
/// takes the GIL every 50 ms to run Python's signal handlers; one that
/// raises interrupts the run (see Interrupt).
template <typename Fn>
void runOnBigStack(Fn &&fn, Interrupt *interrupt = nullptr) {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  {
    py::gil_scoped_release release;
    llvm::thread worker(std::optional<unsigned>(1u << 30), [&] {
      fn();
      std::lock_guard<std::mutex> lock(mutex);
      done = true;
      finished.notify_one();
    });
    std::unique_lock<std::mutex> lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(50),
                              [&] { return done; })) {
      if (!interrupt || interrupt->raised)
        continue;
      lock.unlock();
      {
        py::gil_scoped_acquire acquire;
        if (PyErr_CheckSignals() != 0) {
          interrupt->raised.emplace();
          interrupt->flag.store(true);
        }
      }
      lock.lock();
    }
    lock.unlock();
    worker.join();
  }
}

/// Loads `bytes` (MLIR text or bytecode, named `name` in locations); null
/// after recording the errors.
OwningOpRef<ModuleOp> loadProgram(Session &session,
                                  std::unique_ptr<llvm::MemoryBuffer> buffer,
                                  const RunOptions &options) {
  session.place = buffer->getBufferIdentifier().str();
  session.sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module;
  runOnBigStack([&] {
    module = loadModule(session.sourceMgr, &session.context, options);
  });
  if (!module && !session.hasErrors())
    session.error("cannot parse the program",
                  session.sourceMgr.getMemoryBuffer(1)->getBufferIdentifier().str());
  return module;
}

std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

ArrayDtype arrayDtypeOf(const py::dtype &dtype) {
  ArrayDtype result;
  result.kind = dtype.kind();
  result.itemsize = int64_t(dtype.itemsize());
  result.name = py::str(dtype.attr("name"));
  return result;
}

/// The ml_dtypes module, or None.
py::object mlDtypesModule() {
  try {
    return py::module_::import("ml_dtypes");
  } catch (py::error_already_set &) {
    return py::none();
  }
}

/// The NumPy dtype results of `mapping` come back as.
py::dtype resultDtype(const DtypeMapping &mapping, const py::object &ml) {
  if (!mapping.mlDtypes.empty() && !ml.is_none() &&
      py::hasattr(ml, mapping.mlDtypes.c_str()))
    return py::dtype::from_args(ml.attr(mapping.mlDtypes.c_str()));
  return py::dtype(mapping.plain.name);
}

/// Turns `object` into a C-contiguous, aligned, native-order array (a
/// Python number takes the element type of `type`), or records an error
/// naming `what`; bindArray checks it against `type`.
std::optional<py::array> prepareArgument(Session &session, py::handle object,
                                         ShapedType type,
                                         const std::string &what,
                                         const py::object &ml) {
  llvm::Expected<DtypeMapping> mapping =
      getDtypeMapping(type.getElementType());
  if (!mapping) {
    session.error(what + ": " + llvm::toString(mapping.takeError()));
    return std::nullopt;
  }
  py::module_ np = py::module_::import("numpy");
  py::array array;
  if (py::isinstance<py::array>(object)) {
    array = py::reinterpret_borrow<py::array>(object);
  } else if (py::isinstance(object, np.attr("generic"))) {
    // A NumPy scalar keeps its dtype, as an array of it would (a float64
    // scalar is refused for an f32 argument; np.float64 is also a Python
    // float, so this comes first).
    array = np.attr("asarray")(object);
  } else if (py::isinstance<py::str>(object) ||
             py::isinstance<py::bytes>(object)) {
    session.error(what + ": expected " + typeText(type) + ", given a " +
                  std::string(py::str(object.get_type().attr("__name__"))));
    return std::nullopt;
  } else if (py::isinstance<py::bool_>(object) ||
             py::isinstance<py::int_>(object) ||
             py::isinstance<py::float_>(object) ||
             PyComplex_Check(object.ptr())) {
    // A Python scalar takes the expected dtype, if its value survives.
    try {
      py::dtype dtype = resultDtype(*mapping, ml);
      if (mapping->isRawBits && dtype.kind() == 'u')
        throw std::runtime_error("install ml_dtypes to pass Python numbers "
                                 "for this type, or pass its raw bits as a " +
                                 mapping->plain.name + " array");
      {
        // Overflow is checked below, as an error: NumPy's warning (an
        // exception where warnings are errors) would only say "overflow".
        py::object quiet =
            np.attr("errstate")(py::arg("over") = "ignore",
                                py::arg("invalid") = "ignore");
        quiet.attr("__enter__")();
        try {
          array = np.attr("asarray")(object, dtype);
        } catch (...) {
          quiet.attr("__exit__")(py::none(), py::none(), py::none());
          throw;
        }
        quiet.attr("__exit__")(py::none(), py::none(), py::none());
      }
      char kind = dtype.kind();
      if ((kind == 'i' || kind == 'u' || kind == 'b') &&
          !array.attr("item")().equal(object))
        throw std::runtime_error("the value " +
                                 std::string(py::str(py::repr(object))) +
                                 " does not fit");
      // A finite number must stay finite: 1e300 for f32 or 70000.0 for f16
      // would become inf (NaN for the f8 types without one).
      Type element = type.getElementType();
      if (isa<FloatType, ComplexType>(element)) {
        const char *wide = isa<ComplexType>(element) ? "complex128" : "float64";
        py::object isfinite = np.attr("isfinite");
        auto truth = [](const py::object &value) {
          return PyObject_IsTrue(value.ptr()) == 1;
        };
        if (truth(isfinite(np.attr("asarray")(object, wide))) &&
            !truth(isfinite(array.attr("astype")(wide))))
          throw std::runtime_error("the value " +
                                   std::string(py::str(py::repr(object))) +
                                   " is outside the range of " +
                                   typeText(element));
      }
    } catch (py::error_already_set &error) {
      session.error(what + ": expected " + typeText(type) + ", given " +
                    std::string(py::str(py::repr(object))) + ": " +
                    error.what());
      return std::nullopt;
    } catch (std::exception &error) {
      session.error(what + ": expected " + typeText(type) + ", given " +
                    std::string(py::str(py::repr(object))) + ": " +
                    error.what());
      return std::nullopt;
    }
  } else {
    try {
      array = np.attr("asarray")(object);
    } catch (py::error_already_set &error) {
      session.error(what + ": expected " + typeText(type) +
                    ", given an object NumPy cannot read as an array: " +
                    error.what());
      return std::nullopt;
    }
  }
  // Non-native byte order, non-contiguous or misaligned: one copy.
  if (!array.dtype().attr("isnative").cast<bool>())
    array = array.attr("astype")(array.dtype().attr("newbyteorder")("="));
  int flags = py::detail::array_proxy(array.ptr())->flags;
  if (!(flags & py::detail::npy_api::NPY_ARRAY_C_CONTIGUOUS_) ||
      !(flags & py::detail::npy_api::NPY_ARRAY_ALIGNED_))
    array = np.attr("ascontiguousarray")(array);
  return array;
}

/// The result as Python: an ndarray, None for a token, a tuple for a tuple.
/// `owned` collects the storage already handed out.
py::object toPython(const InterpreterValue &value, const py::object &ml,
                    std::unordered_set<const char *> &handedOut) {
  if (value.isToken())
    return py::none();
  if (value.isTuple()) {
    py::list items;
    for (const InterpreterValue &element : value.getTuple())
      items.append(toPython(element, ml, handedOut));
    return py::tuple(items);
  }
  const Tensor &tensor = value.getTensor();
  llvm::Expected<DtypeMapping> mapping =
      getDtypeMapping(tensor.getElementType());
  if (!mapping)
    throw std::runtime_error(llvm::toString(mapping.takeError()));
  py::dtype dtype = resultDtype(*mapping, ml);
  std::vector<py::ssize_t> shape(tensor.getShape().begin(),
                                 tensor.getShape().end());
  const char *data = tensor.rawData();
  if (tensor.isBorrowed() || !handedOut.insert(data).second ||
      tensor.getNumElements() == 0) {
    // Not the interpreter's own storage (an argument or a constant), or
    // already handed out: one copy.
    py::array copy(dtype, shape);
    std::memcpy(copy.mutable_data(), data, size_t(tensor.getSizeInBytes()));
    return std::move(copy);
  }
  // The array owns a handle on the tensor: no copy.
  auto *keep = new Tensor(tensor);
  py::capsule owner(keep, [](void *p) { delete static_cast<Tensor *>(p); });
  std::vector<py::ssize_t> strides;
  for (int64_t stride : tensor.getStrides())
    strides.push_back(py::ssize_t(stride * mapping->plain.itemsize));
  return py::array(dtype, shape, strides, data, owner);
}

/// RunOptions from the keywords of shlo.interpret and shlo.run_checks
/// (python/shlo/__init__.py has checked their types and ranges).
RunOptions runOptions(const py::dict &keywords) {
  RunOptions options;
  options.threads = 1;
  for (auto [key, value] : keywords) {
    if (value.is_none())
      continue;
    std::string name = py::str(key);
    if (name == "entry")
      options.entry = value.cast<std::string>();
    else if (name == "threads")
      options.threads = std::max(1, value.cast<int>());
    else if (name == "element_path")
      options.elementPath = value.cast<bool>();
    else if (name == "fusion")
      options.noFusion = !value.cast<bool>();
    else if (name == "fma_products")
      options.fmaProducts = value.cast<bool>();
    else if (name == "max_tensor_bytes")
      options.maxTensorBytes = value.cast<int64_t>();
    else if (name == "max_while_iterations")
      options.maxWhileIterations = value.cast<int64_t>();
    else
      throw std::invalid_argument("unknown option " + name);
  }
  // Diagnostics are collected, never verified: the note always helps.
  options.noteFunction = false;
  return options;
}

/// Writes what interpreter.print printed to sys.stdout; nothing when
/// sys.stdout is None (pythonw, a closed console), as print() does. An
/// error of its write() raises.
void writeToStdout(const std::string &text) {
  if (text.empty())
    return;
  py::object out = py::module_::import("sys").attr("stdout");
  if (!out.is_none())
    out.attr("write")(text);
}

std::unique_ptr<llvm::MemoryBuffer> bufferOf(const py::bytes &program,
                                             const std::string &name) {
  std::string_view bytes = program;
  return llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(bytes.data(), bytes.size()), name);
}

/// Runs `function` on `values` on a large stack, GIL released; Ctrl-C
/// interrupts it (`interrupt`, whose flag `options.interrupt` points to).
FailureOr<SmallVector<InterpreterValue>>
runReleased(FunctionOpInterface function, ArrayRef<InterpreterValue> values,
            const RunOptions &options, llvm::raw_ostream &print,
            Interrupt &interrupt) {
  FailureOr<SmallVector<InterpreterValue>> results = failure();
  runOnBigStack(
      [&] { results = runFunction(function, values, options, &print); },
      &interrupt);
  return results;
}

/// The results of one function as a Python list, or null after recording
/// an error.
std::optional<py::list> resultsToPython(Session &session,
                                        ArrayRef<InterpreterValue> results,
                                        const py::object &ml) {
  py::list out;
  std::unordered_set<const char *> handedOut;
  try {
    for (const InterpreterValue &value : results)
      out.append(toPython(value, ml, handedOut));
  } catch (std::exception &error) {
    session.error(error.what());
    return std::nullopt;
  }
  return out;
}

py::tuple interpret(const py::bytes &program, const std::string &name,
                    const py::list &args, const py::dict &keywords) {
  Session session;
  RunOptions options = runOptions(keywords);
  OwningOpRef<ModuleOp> module =
      loadProgram(session, bufferOf(program, name), options);
  if (!module)
    return session.errorResult();
  FailureOr<EntrySelection> selection =
      selectEntries(*module, options.entry, "entry=...");
  if (failed(selection))
    return session.errorResult();
  std::string printed;
  llvm::raw_string_ostream printStream(printed);
  py::object ml = mlDtypesModule();
  Interrupt interrupt;
  options.interrupt = &interrupt.flag;

  if (selection->eachFunction) {
    // Each test function, in module order: {name: [results]}, or every
    // failure's diagnostics.
    if (py::len(args) != 0) {
      session.error("the module's test functions take no arguments, given " +
                    std::to_string(py::len(args)) +
                    "; choose one function with entry=...");
      return session.errorResult();
    }
    py::dict out;
    bool allPassed = true;
    for (FunctionOpInterface function : selection->functions) {
      session.placeAt(function.getLoc());
      size_t before = session.diags.size();
      FailureOr<SmallVector<InterpreterValue>> results =
          runReleased(function, {}, options, printStream, interrupt);
      if (interrupt.raised)
        break;
      if (failed(results) || session.diags.size() != before) {
        if (session.diags.size() == before)
          session.error("evaluation failed");
        session.note("in function @" + function.getName().str(),
                     function.getLoc());
        allPassed = false;
        continue;
      }
      std::optional<py::list> list = resultsToPython(session, *results, ml);
      if (!list)
        return session.errorResult();
      out[py::str(function.getName().str())] = *list;
    }
    writeToStdout(printed);
    interrupt.raiseIfPending();
    if (!allPassed)
      return session.errorResult();
    return py::make_tuple("ok", out);
  }

  FunctionOpInterface entry = selection->functions.front();
  session.placeAt(entry.getLoc());
  ArrayRef<Type> types = entry.getArgumentTypes();
  if (size_t(py::len(args)) != types.size()) {
    session.error("@" + entry.getName().str() + " takes " +
                  std::to_string(types.size()) + " argument(s), given " +
                  std::to_string(py::len(args)));
    return session.errorResult();
  }
  std::vector<py::array> keepAlive;
  SmallVector<InterpreterValue> values;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string what = "argument " + std::to_string(i);
    // A scalar parameter (i32, f32, index) takes a 0-d array or a Python
    // number, held as a rank-0 tensor (index as int64).
    auto type = isa<IntegerType, FloatType, IndexType>(types[i])
                    ? runtimeTensorType(types[i], {})
                    : dyn_cast<RankedTensorType>(types[i]);
    if (!type) {
      session.error(what + ": expected " + typeText(types[i]) +
                    ", which no array can stand for");
      return session.errorResult();
    }
    std::optional<py::array> array =
        prepareArgument(session, args[i], type, what, ml);
    if (!array)
      return session.errorResult();
    ArrayView view;
    view.dtype = arrayDtypeOf(array->dtype());
    view.shape.assign(array->shape(), array->shape() + array->ndim());
    view.data = static_cast<const char *>(array->data());
    llvm::Expected<Tensor> tensor =
        bindArray(what, type, view, options.effectiveMaxTensorBytes());
    if (!tensor) {
      session.error(llvm::toString(tensor.takeError()));
      return session.errorResult();
    }
    values.push_back(std::move(*tensor));
    keepAlive.push_back(std::move(*array));
  }

  FailureOr<SmallVector<InterpreterValue>> results =
      runReleased(entry, values, options, printStream, interrupt);
  values.clear();
  writeToStdout(printed);
  interrupt.raiseIfPending();
  if (failed(results)) {
    if (!session.hasErrors())
      session.error("evaluation failed");
    return session.errorResult();
  }
  std::optional<py::list> out = resultsToPython(session, *results, ml);
  if (!out)
    return session.errorResult();
  return py::make_tuple("ok", *out);
}

py::tuple runChecks(const py::bytes &program, const std::string &name,
                    const py::dict &keywords) {
  RunOptions options = runOptions(keywords);
  py::list records;
  std::string printed;
  llvm::raw_string_ostream printStream(printed);
  std::optional<py::tuple> refused;
  llvm::raw_null_ostream unused;
  Interrupt interrupt;
  options.interrupt = &interrupt.flag;
  // Functions skipped for taking arguments, for the error when none ran.
  std::vector<std::string> skipped;
  std::string firstPlace;
  // The chunks of -split-input-file, located as in the whole file.
  (void)forEachChunk(
      bufferOf(program, name), kDefaultSplitMarker,
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &) {
        if (refused || interrupt.raised)
          return failure();
        Session session;
        OwningOpRef<ModuleOp> module =
            loadProgram(session, std::move(chunk), options);
        if (!module) {
          refused = session.errorResult();
          return failure();
        }
        if (firstPlace.empty())
          firstPlace = session.place;
        for (auto func : module->getOps<func::FuncOp>()) {
          if (func.isPrivate() || func.isExternal())
            continue;
          if (func.getNumArguments() != 0) {
            skipped.push_back("@" + func.getSymName().str() + " takes " +
                              std::to_string(func.getNumArguments()));
            continue;
          }
          session.placeAt(func.getLoc());
          session.diags.clear();
          FailureOr<SmallVector<InterpreterValue>> results =
              runReleased(func, {}, options, printStream, interrupt);
          if (interrupt.raised)
            return failure();
          bool passed = succeeded(results) && !session.hasErrors();
          std::string message;
          for (const Diag &diag : session.diags) {
            if (!message.empty())
              message += "\n";
            if (!std::get<0>(diag).empty())
              message += std::get<0>(diag) + ": ";
            message += std::get<1>(diag) + ": " + std::get<2>(diag);
          }
          if (!passed && message.empty())
            message = "evaluation failed";
          records.append(
              py::make_tuple(func.getSymName().str(), passed, message));
        }
        return success();
      },
      unused, "", ChunkLocations::WholeFile);
  writeToStdout(printed);
  interrupt.raiseIfPending();
  if (refused)
    return *refused;
  if (py::len(records) == 0) {
    // Nothing ran: say so rather than return an empty list that reads as
    // "all passed".
    std::string message =
        "no test ran: run_checks runs the public functions that take no "
        "arguments, and there are none";
    if (!skipped.empty()) {
      message += " (";
      for (size_t i = 0; i < skipped.size(); ++i)
        message += (i ? ", " : "") + skipped[i];
      message += " argument(s); shlo.interpret runs a function with "
                 "arguments)";
    }
    py::list diags;
    diags.append(py::make_tuple(firstPlace.empty() ? name : firstPlace,
                                "error", message));
    return py::make_tuple("error", diags);
  }
  return py::make_tuple("ok", records);
}

} // namespace

PYBIND11_MODULE(_shlo, m) {
  m.doc() = "Native part of the shlo module (use shlo.interpret / "
            "shlo.run_checks)";
  m.def("interpret", &interpret, py::arg("program"), py::arg("name"),
        py::arg("args"), py::arg("options"));
  m.def("run_checks", &runChecks, py::arg("program"), py::arg("name"),
        py::arg("options"));
  m.def("dtype_table", [] {
    // (element type, plain NumPy dtype, ml_dtypes name) for the docs/tests.
    py::list rows;
    MLIRContext context;
    registerApiDialects(context);
    for (const char *spelling :
         {"i1", "i2", "i4", "i8", "i16", "i32", "i64", "ui2", "ui4", "ui8",
          "ui16", "ui32", "ui64", "f16", "f32", "f64", "complex<f32>",
          "complex<f64>", "bf16", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ",
          "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E4M3", "f8E8M0FNU",
          "f6E2M3FN", "f6E3M2FN", "f4E2M1FN"}) {
      Type type = parseType(spelling, &context);
      llvm::Expected<DtypeMapping> mapping = getDtypeMapping(type);
      if (!mapping) {
        llvm::consumeError(mapping.takeError());
        continue;
      }
      rows.append(py::make_tuple(spelling, mapping->plain.name,
                                 mapping->mlDtypes));
    }
    return rows;
  });
}
