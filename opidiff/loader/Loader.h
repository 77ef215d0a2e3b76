//===- Loader.h - OpiDiff YAML suites: load, validate, expand ---*- C++ -*-===//
//
// The loader reads an OpiDiff YAML file (and the files it includes), checks
// it against the format (docs/opidiff-format.md) and expands templates. What
// comes out is a Suite (opidiff/Spec.h): one TestSpec per runnable test,
// whose value nodes have every preset reference, template variable and
// dimension symbol resolved. The Sampler (opidiff/Sampler.h) turns a
// TestSpec into a concrete TestCase.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_LOADER_LOADER_H
#define SHLO_OPIDIFF_LOADER_LOADER_H

#include "opidiff/Spec.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// A loader error with the place and the test it was found in.
struct Diagnostic {
  SourceLoc loc;
  /// The test's id as written (or generated) when the error is inside a
  /// test; empty for errors in presets, dims and includes.
  std::string testId;
  /// The test's op ("aten::add", "torch.nn.Linear", ...); empty outside tests.
  std::string op;
  std::string message;
  /// When the error is in an included file: the `include` entries through
  /// which the root suite reached that file, outermost first.
  std::vector<SourceLoc> includedFrom;
  /// "file:line:col: error: in test 'id' (op 'aten::add'): message", then
  /// " (in a file included from root.yaml:1:10 -> mid.yaml:2:5)" if any.
  std::string str() const;
};

/// What loading produced. `suite` holds the tests that loaded cleanly; the
/// suite is valid only when `errors` is empty.
struct LoadResult {
  std::unique_ptr<Suite> suite;
  std::vector<Diagnostic> errors;
  bool ok() const { return errors.empty(); }
};

/// Size limits of a load (docs/opidiff-format.md, "Limits"). Each is checked
/// before the memory it bounds is allocated; going over one is an error at
/// the place that does (file:line:col) and ends the load. Every limit is a
/// count or a byte size >= 0 (0 allows nothing).
struct LoadLimits {
  /// Tests after template expansion, the whole suite (a compare pair's
  /// assignment counts two). Checked from the product of the variables'
  /// value counts, before expanding.
  int64_t maxTests = 100000;
  /// Elements of one tensor (`shape`).
  int64_t maxTensorElements = int64_t(1) << 24;
  /// Bytes one test samples (estimateSampleBytes), and the whole suite.
  /// The defaults keep a suite at the limit under an 8 GB address space:
  /// each sampled byte is also held by torch, by the MLIR constants of the
  /// input and the expected value, and by about 4 bytes of output text.
  int64_t maxTestBytes = int64_t(128) << 20;
  int64_t maxSuiteBytes = int64_t(256) << 20;
  /// Input sets sampled per test (opidiff2mlir's --num-sampled-inputs): the
  /// suite's byte count takes each test this many times.
  int64_t samplesPerTest = 1;
  /// YAML nodes walked, an alias counted each time it is used: each file
  /// once, then each test's nodes once per expanded test (presets once per
  /// use).
  int64_t maxYamlNodes = 4000000;
  /// Bytes of one suite file (the root and every included file).
  int64_t maxFileBytes = int64_t(16) << 20;
  /// A suite is code: its `file:x.py::Symbol` modules are imported and run
  /// by Python. Unless this is set (`--allow-outside-files`), a `file:`
  /// path must name a .py file inside the folder of the root suite file
  /// (after following symlinks); one outside it, absolute or relative, is
  /// an error at the `path`.
  bool allowOutsideFiles = false;
};

/// Loads a suite file and the files it includes.
LoadResult loadSuiteFile(const std::string &path,
                         const LoadLimits &limits = LoadLimits());
/// Loads a suite from text; `path` names it in diagnostics and is the base
/// for relative includes.
LoadResult loadSuiteString(const std::string &text, const std::string &path,
                           const LoadLimits &limits = LoadLimits());

/// " (did you mean 'x'?)" for the candidate closest to `word` within the
/// loader's suggestion distance (max(1, len/3) edits), or "".
std::string didYouMean(const std::string &word,
                       const std::vector<std::string> &candidates);

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_LOADER_LOADER_H
