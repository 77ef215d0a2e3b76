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

/// Loads a suite file and the files it includes.
LoadResult loadSuiteFile(const std::string &path);
/// Loads a suite from text; `path` names it in diagnostics and is the base
/// for relative includes.
LoadResult loadSuiteString(const std::string &text, const std::string &path);

/// Checks a const_tensor literal (nested Lists of Bool/Int/Float) against a
/// shape and dtype; returns an error message or nullopt.
std::optional<std::string> checkTensorLiteral(const Value &value,
                                              const std::vector<int64_t> &shape,
                                              DType dtype);

/// The largest tensor (elements) and list length the loader accepts.
constexpr int64_t kMaxTensorElements = int64_t(1) << 31;
constexpr int64_t kMaxListLength = 1000000;

} // namespace opidiff

#endif // OPIDIFF_LOADER_H
