//===- TorchScript.h - Python-file modules through TorchScript --*- C++ -*-===//
//
// Modules from Python files (`file:x.py::Symbol`, and any module whose
// constructor arguments hold a `construct` node of such a file) cannot be
// built in C++. For them a small Python helper (torchscript_helper.py,
// shipped beside the binary) runs once per suite on Debian's python3-torch:
// it imports each file, builds and seeds the module, traces it (or scripts
// it where the trace does not match eager execution on a second input) and
// saves TorchScript. libtorch loads that TorchScript: running it gives the
// baseline, and its frozen, inlined forward graph becomes a ScriptGraph
// (Model.h) that the lowering follows node by node.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_TORCH_TORCH_SCRIPT_H
#define SHLO_OPIDIFF_TORCH_TORCH_SCRIPT_H

#include "opidiff/Model.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>

namespace mlir {
namespace shlo {
namespace opidiff {

/// Whether a module goes through TorchScript: its path, or the path of a
/// `construct` node anywhere in its arguments, starts with "file:".
bool needsTorchScript(const ModuleSpec &spec);

/// Where the helper runs.
struct ScriptOptions {
  /// The Python interpreter with torch (Debian's /usr/bin/python3).
  std::string python;
  /// torchscript_helper.py.
  std::string helper;
  /// Seconds the helper may take for the whole suite (importing torch,
  /// building, tracing and saving every module) before it is killed and
  /// the tests it has not answered fail; 0: no limit.
  unsigned timeoutSeconds = 600;
};

/// The TorchScript of every test of a suite that needs it, made by one run
/// of the helper; owns the temporary directory holding it.
class ScriptBatch {
public:
  ScriptBatch() = default;
  ScriptBatch(const ScriptBatch &) = delete;
  ScriptBatch &operator=(const ScriptBatch &) = delete;
  ~ScriptBatch();

  /// Runs the helper once over `tests` (module tests and compare-pair
  /// sides). A helper that cannot start, or ends without answering a test,
  /// leaves an error for that test; one Python error (import, missing
  /// symbol, constructor, forward, trace) is the error of its test only.
  void prepare(llvm::ArrayRef<const TestCase *> tests,
               const ScriptOptions &options);

  /// The baseline of a prepared test: its TorchScript loaded by libtorch
  /// and run on the test's inputs, with BaselineResult::module of kind
  /// "TorchScript" holding the frozen forward graph. The Python error of
  /// the test, if any, is a plain error with Python's message.
  llvm::Expected<BaselineResult> run(const TestCase &test,
                                     unsigned repeats = 1) const;

private:
  struct Answer {
    std::string path;  // the saved TorchScript; empty on error
    std::string error; // Python's message
    /// Scripted modules: why the helper did not keep the trace.
    std::string traceProblem;
  };
  std::map<std::string, Answer> answers; // by test id
  std::string tempDir;
};

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_TORCH_TORCH_SCRIPT_H
