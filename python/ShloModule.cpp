//===- ShloModule.cpp - the native part of the `shlo` Python module -------===//
//
// Parses a program, checks NumPy arguments against the entry's types
// (npy/Dtype.h's table), lends their storage to the interpreter without
// copying (Tensor::borrow), evaluates with the GIL released and hands the
// results back as arrays that own the result tensors (no copy), or as one
// copy when a result's storage is not the interpreter's own (a returned
// argument or constant).
//
// Errors never raise from here: every entry point returns ("ok", value) or
// ("error", [(location, severity, message), ...]); python/shlo/__init__.py
// raises InterpretError from the second. Parsing and evaluation run on a
// thread with a 1 GiB stack (reserved, not touched), as interpreter-translate
// does, so deep nesting ends in a diagnostic and never in a stack overflow.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"
#include "npy/Dtype.h"
#include "tools/interpreter-translate/InterpretTranslation.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/thread.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

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

  Session() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.printOpOnDiagnostic(false);
    handler.emplace(&context, [this](Diagnostic &diag) {
      diags.emplace_back(locationText(diag.getLocation()),
                         severityText(diag.getSeverity()), diag.str());
      for (Diagnostic &note : diag.getNotes())
        diags.emplace_back(locationText(note.getLocation()), "note",
                           note.str());
      return success();
    });
  }

  void error(std::string message, std::string location = "") {
    diags.emplace_back(std::move(location), "error", std::move(message));
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

/// Runs `fn` on a thread with a 1 GiB stack and waits for it; the GIL is
/// released meanwhile.
template <typename Fn> void runOnBigStack(Fn &&fn) {
  py::gil_scoped_release release;
  llvm::thread worker(std::optional<unsigned>(1u << 30), [&] { fn(); });
  worker.join();
}

/// Parses and verifies `text` (named `name` in locations); null after
/// recording the errors.
OwningOpRef<ModuleOp> parseProgram(Session &session, const std::string &text,
                                   const std::string &name) {
  if (std::optional<std::string> reason = precheckInput(text)) {
    session.error(*reason, name);
    return nullptr;
  }
  session.sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, name), llvm::SMLoc());
  OwningOpRef<ModuleOp> module;
  runOnBigStack([&] {
    module = parseSourceFile<ModuleOp>(session.sourceMgr,
                                       ParserConfig(&session.context));
  });
  if (!module && !session.hasErrors())
    session.error("cannot parse the program", name);
  return module;
}

func::FuncOp pickEntry(Session &session, ModuleOp module,
                       const std::optional<std::string> &name) {
  if (name) {
    auto func = module.lookupSymbol<func::FuncOp>(*name);
    if (!func)
      session.error("no function named @" + *name);
    return func;
  }
  if (auto main = module.lookupSymbol<func::FuncOp>("main"))
    return main;
  auto funcs = llvm::to_vector(module.getOps<func::FuncOp>());
  if (funcs.size() == 1)
    return funcs.front();
  session.error("the module has " + std::to_string(funcs.size()) +
                " functions and none is @main; choose one with entry=...");
  return nullptr;
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

/// Turns `object` into a C-contiguous, aligned, native-order array that can
/// stand for a tensor of `type`, or records an error naming `what`.
std::optional<py::array> prepareArgument(Session &session, py::handle object,
                                         ShapedType type,
                                         const std::string &what,
                                         int64_t maxBytes,
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
      array = np.attr("asarray")(object, dtype);
      char kind = dtype.kind();
      if ((kind == 'i' || kind == 'u' || kind == 'b') &&
          !array.attr("item")().equal(object))
        throw std::runtime_error("the value " +
                                 std::string(py::str(py::repr(object))) +
                                 " does not fit");
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
  std::vector<int64_t> shape(array.shape(), array.shape() + array.ndim());
  if (llvm::Error error =
          checkArray(what, type, arrayDtypeOf(array.dtype()), shape)) {
    session.error(llvm::toString(std::move(error)));
    return std::nullopt;
  }
  if (llvm::Error error =
          checkTensorType(getStorageShapedType(type), maxBytes)) {
    session.error(what + ": " + llvm::toString(std::move(error)));
    return std::nullopt;
  }
  // Non-native byte order, non-contiguous or misaligned: one copy.
  if (!array.dtype().attr("isnative").cast<bool>())
    array = array.attr("astype")(array.dtype().attr("newbyteorder")("="));
  int flags = py::detail::array_proxy(array.ptr())->flags;
  if (!(flags & py::detail::npy_api::NPY_ARRAY_C_CONTIGUOUS_) ||
      !(flags & py::detail::npy_api::NPY_ARRAY_ALIGNED_))
    array = np.attr("ascontiguousarray")(array);
  if (llvm::Error error =
          checkArrayValues(what, type.getElementType(),
                           static_cast<const char *>(array.data()),
                           int64_t(array.size()))) {
    session.error(llvm::toString(std::move(error)));
    return std::nullopt;
  }
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

InterpreterOptions makeOptions(int threads, bool elementPath,
                               std::optional<int64_t> maxTensorBytes,
                               llvm::raw_ostream *printStream) {
  InterpreterOptions options;
  options.threads = std::max(1, threads);
  options.elementPath = elementPath;
  if (maxTensorBytes && *maxTensorBytes > 0)
    options.maxTensorBytes = *maxTensorBytes;
  options.printStream = printStream;
  return options;
}

void writeToStdout(const std::string &text) {
  if (!text.empty())
    py::module_::import("sys").attr("stdout").attr("write")(text);
}

py::tuple interpret(const py::bytes &program, const std::string &name,
                    const py::list &args, std::optional<std::string> entryName,
                    int threads, bool elementPath,
                    std::optional<int64_t> maxTensorBytes) {
  Session session;
  std::string text = program;
  OwningOpRef<ModuleOp> module = parseProgram(session, text, name);
  if (!module)
    return session.errorResult();
  func::FuncOp entry = pickEntry(session, *module, entryName);
  if (!entry)
    return session.errorResult();
  std::string printed;
  llvm::raw_string_ostream printStream(printed);
  InterpreterOptions options =
      makeOptions(threads, elementPath, maxTensorBytes, &printStream);

  ArrayRef<Type> types = entry.getArgumentTypes();
  if (size_t(py::len(args)) != types.size()) {
    session.error("@" + entry.getSymName().str() + " takes " +
                  std::to_string(types.size()) + " argument(s), given " +
                  std::to_string(py::len(args)));
    return session.errorResult();
  }
  py::object ml = mlDtypesModule();
  std::vector<py::array> keepAlive;
  SmallVector<InterpreterValue> values;
  for (size_t i = 0; i < types.size(); ++i) {
    std::string what = "argument " + std::to_string(i);
    auto type = dyn_cast<RankedTensorType>(types[i]);
    if (!type || !type.hasStaticShape()) {
      session.error(what + ": expected " + typeText(types[i]) +
                    ", which no array can stand for");
      return session.errorResult();
    }
    std::optional<py::array> array = prepareArgument(
        session, args[i], type, what, options.maxTensorBytes, ml);
    if (!array)
      return session.errorResult();
    values.push_back(
        Tensor::borrow(type, static_cast<const char *>(array->data())));
    keepAlive.push_back(std::move(*array));
  }

  FailureOr<SmallVector<InterpreterValue>> results = failure();
  runOnBigStack([&] { results = eval(entry, values, options); });
  values.clear();
  writeToStdout(printed);
  if (failed(results)) {
    if (!session.hasErrors())
      session.error("evaluation failed");
    return session.errorResult();
  }
  py::list out;
  std::unordered_set<const char *> handedOut;
  try {
    for (const InterpreterValue &value : *results)
      out.append(toPython(value, ml, handedOut));
  } catch (std::exception &error) {
    session.error(error.what());
    return session.errorResult();
  }
  return py::make_tuple("ok", out);
}

/// Splits `text` at `// -----` lines; each chunk keeps its line numbers
/// (it starts with as many newlines as lines precede it).
std::vector<std::string> splitChunks(const std::string &text) {
  std::vector<std::string> chunks;
  std::string current;
  size_t line = 0, chunkStartLine = 0;
  llvm::StringRef rest(text);
  while (!rest.empty()) {
    auto [lineText, tail] = rest.split('\n');
    if (lineText.rtrim().starts_with("// -----") &&
        lineText.ltrim().starts_with("// -----")) {
      chunks.push_back(std::string(chunkStartLine, '\n') + current);
      current.clear();
      chunkStartLine = line + 1;
    } else {
      current += lineText.str();
      current += '\n';
    }
    ++line;
    rest = tail;
  }
  chunks.push_back(std::string(chunkStartLine, '\n') + current);
  return chunks;
}

py::tuple runChecks(const py::bytes &program, const std::string &name,
                    int threads, bool elementPath,
                    std::optional<int64_t> maxTensorBytes) {
  std::string text = program;
  py::list records;
  std::string printed;
  llvm::raw_string_ostream printStream(printed);
  InterpreterOptions options =
      makeOptions(threads, elementPath, maxTensorBytes, &printStream);
  for (const std::string &chunk : splitChunks(text)) {
    Session session;
    OwningOpRef<ModuleOp> module = parseProgram(session, chunk, name);
    if (!module)
      return session.errorResult();
    for (auto func : module->getOps<func::FuncOp>()) {
      if (func.isPrivate() || func.isExternal() || func.getNumArguments() != 0)
        continue;
      session.diags.clear();
      FailureOr<SmallVector<InterpreterValue>> results = failure();
      runOnBigStack([&] { results = eval(func, {}, options); });
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
      records.append(py::make_tuple(func.getSymName().str(), passed, message));
    }
  }
  writeToStdout(printed);
  return py::make_tuple("ok", records);
}

} // namespace

PYBIND11_MODULE(_shlo, m) {
  m.doc() = "Native part of the shlo module (use shlo.interpret / "
            "shlo.run_checks)";
  m.def("interpret", &interpret, py::arg("program"), py::arg("name"),
        py::arg("args"), py::arg("entry"), py::arg("threads"),
        py::arg("element_path"), py::arg("max_tensor_bytes"));
  m.def("run_checks", &runChecks, py::arg("program"), py::arg("name"),
        py::arg("threads"), py::arg("element_path"),
        py::arg("max_tensor_bytes"));
  m.def("dtype_table", [] {
    // (element type, plain NumPy dtype, ml_dtypes name) for the docs/tests.
    py::list rows;
    MLIRContext context;
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
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
