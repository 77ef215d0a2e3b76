//===- Spec.h - OpiDiff tests as loaded, before sampling --------*- C++ -*-===//
//
// What the loader (opidiff/loader/Loader.h) produces and the sampler
// (opidiff/Sampler.h) consumes: validated value nodes with every preset
// reference, template variable and dimension symbol resolved, the tests
// built from them, and the suite that holds the tests.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_SPEC_H
#define SHLO_OPIDIFF_SPEC_H

#include "opidiff/Model.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

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
  /// Where the op is named: an aten test's `op` scalar, a module's (or a
  /// compare side's) `path`.
  SourceLoc opLoc;
};

/// A loaded suite: the expanded tests in file order (an included file's
/// tests come before the including file's own) and the merged dims.
struct Suite {
  std::vector<TestSpec> tests;
  std::map<std::string, int64_t> dims;
  /// Every file read, the root first.
  std::vector<std::string> files;
};

/// The longest `list` the loader accepts (its size in bytes is bounded by
/// LoadLimits::maxTestBytes too).
constexpr int64_t kMaxListLength = 1000000;


} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_SPEC_H
