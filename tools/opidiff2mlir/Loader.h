//===- Loader.h - OpiDiff YAML suites: load, validate, expand ---*- C++ -*-===//
//
// The loader reads an OpiDiff YAML file (and the files it includes), checks
// it against the format (docs/opidiff-format.md) and expands templates. What
// comes out is a Suite: one TestSpec per runnable test, whose value nodes have
// every preset reference, template variable and dimension symbol resolved.
// The Sampler (Sampler.h) turns a TestSpec into a concrete TestCase.
//
//===----------------------------------------------------------------------===//

#ifndef OPIDIFF_LOADER_H
#define OPIDIFF_LOADER_H

#include "tools/opidiff2mlir/Model.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

struct Node;
/// Nodes are immutable once loaded and shared between expanded tests.
using NodePtr = std::shared_ptr<const Node>;

/// How a tensor-like node's values are drawn.
enum class InitMethod { Default, Normal, Uniform, Randint, Zeros, Ones, Bernoulli };

/// A number field (low, high, mean, ...) after dimension-symbol resolution.
struct Number {
  bool isInt = true;
  int64_t i = 0;
  double f = 0.0;
  double asDouble() const { return isInt ? static_cast<double>(i) : f; }
};

/// A validated, fully resolved value node (refs and vars are gone).
struct Node {
  enum class Type {
    Literal,     // a plain YAML literal or a `const` node: `value`
    Seq,         // a plain YAML list holding nodes: `elems` -> Value List
    Map,         // a plain YAML mapping holding nodes: `fields` -> Value Dict
    Tensor,      // `tensor`
    Scalar,      // `scalar`
    ScalarTensor, // `scalar_tensor` (shape is empty)
    ConstTensor, // `const_tensor`
    IntList,     // `int_list`: `ints`
    List,        // `list`: `len` samples of elems[0]
    Tuple,       // `tuple`: `elems`
    Optional,    // `optional`: None with probability `pNone`, else elems[0]
    Construct,   // `construct`: `path`, `elems` (args), `fields` (kwargs)
  };
  Type type = Type::Literal;
  SourceLoc loc;

  /// Literal: the value. Scalar, ScalarTensor, ConstTensor: the optional
  /// `value` field as a literal (nested Lists for const_tensor).
  std::optional<Value> value;

  /// Tensor-like nodes and Scalar: the element type (`kind` mapped to
  /// float32/int64/bool). `dtypeGiven` is false when `kind` was used.
  DType dtype = DType::Float32;
  bool dtypeGiven = false;
  std::vector<int64_t> shape;
  InitMethod init = InitMethod::Default;
  std::optional<Number> low, high;
  double mean = 0.0, std = 1.0, p = 0.5;
  bool requiresGrad = false;

  std::vector<int64_t> ints; // IntList
  int64_t len = 0;           // List
  double pNone = 0.0;        // Optional
  std::string path;          // Construct
  /// Construct with a `file:x.py::Symbol` path: the Python file found
  /// (see ModuleNode::pythonFile).
  std::string pythonFile;

  std::vector<NodePtr> elems;
  std::vector<std::pair<std::string, NodePtr>> fields;
};

/// A module to construct, with unsampled argument nodes.
struct ModuleNode {
  std::string path;
  /// For a `file:x.py::Symbol` path: x.py as found, relative to the working
  /// directory (as opdiff imports it) or, when it is not there, to the
  /// folder of the YAML file that names it; empty for import paths.
  std::string pythonFile;
  std::vector<NodePtr> args;
  std::vector<std::pair<std::string, NodePtr>> kwargs;
};

/// One test after template expansion; its nodes are not sampled yet.
struct TestSpec {
  std::string id;
  std::string impl;
  TestCase::OpKind opKind = TestCase::OpKind::Aten;
  std::string atenName;
  std::string atenOverload;
  ModuleNode module;
  std::vector<NodePtr> inputs;
  std::vector<std::pair<std::string, NodePtr>> kwargs;
  NodePtr out; // null when the test has no `out`
  std::string device = "cpu";
  bool castInput0ToComplex = false;
  std::string pairId;
  char pairSide = 0;
  /// The template variable assignment this test was expanded with, sorted by
  /// variable name, values as written in the YAML.
  std::vector<std::pair<std::string, std::string>> assignment;
  SourceLoc loc;
};

/// A loaded suite: the expanded tests in file order (an included file's
/// tests come before the including file's own) and the merged dims.
struct Suite {
  std::vector<TestSpec> tests;
  std::map<std::string, int64_t> dims;
  /// Every file read, the root first.
  std::vector<std::string> files;
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

/// What is wrong with a tensor-like or scalar node's sampling parameters:
/// a non-finite `low`, `high`, `mean` or `std`, a float range whose width
/// is not finite, or (integer dtypes) `low`/`high` outside the dtype's
/// range. Returns the field's name and the message, or nullopt.
std::optional<std::pair<std::string, std::string>>
checkSamplingBounds(const Node &node);

/// What sampling a node costs, in bytes: each tensor's data plus
/// kSampledValueOverhead per value made (a list of n counts n times its
/// element). Saturates at INT64_MAX.
int64_t estimateSampleBytes(const NodePtr &node);
/// The same for a whole test (inputs, kwargs, out, module arguments).
int64_t estimateSampleBytes(const TestSpec &test);
/// Bytes charged per sampled value for its bookkeeping (the Value, its torch
/// tensor and its MLIR constant).
constexpr int64_t kSampledValueOverhead = 1024;

/// Checks a const_tensor literal (nested Lists of Bool/Int/Float) against a
/// shape and dtype; returns an error message or nullopt.
std::optional<std::string> checkTensorLiteral(const Value &value,
                                              const std::vector<int64_t> &shape,
                                              DType dtype);

/// The longest `list` the loader accepts (its size in bytes is bounded by
/// LoadLimits::maxTestBytes too).
constexpr int64_t kMaxListLength = 1000000;

} // namespace opidiff

#endif // OPIDIFF_LOADER_H
