//===- Model.h - Concrete OpiDiff tests, shared by every stage --*- C++ -*-===//
//
// The stages of opidiff2mlir talk through these plain structs:
//
//   Loader   (YAML -> validated, template-expanded suite; Loader.h)
//   Sampler  (suite test -> TestCase with concrete Values; Sampler.h)
//   Baseline (TestCase -> expected Values and module parameters, libtorch;
//             TorchBaseline.h)
//   Lowering (TestCase + Baseline result -> func.func of stablehlo ops;
//             Lowering.h)
//
// Nothing here depends on yaml-cpp, MLIR or libtorch.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_MODEL_H
#define SHLO_OPIDIFF_MODEL_H

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// A position in a YAML file, for diagnostics (1-based line and column).
struct SourceLoc {
  std::string file;
  int line = 0;
  int column = 0;
  /// "file:line:col".
  std::string str() const;
};

/// The dtypes of the format (torch spellings: "float32", "bfloat16",
/// "int64", "bool", "complex64", ...).
enum class DType {
  Bool,
  UInt8,
  Int8,
  Int16,
  Int32,
  Int64,
  Float16,
  BFloat16,
  Float32,
  Float64,
  Complex64,
  Complex128,
};

/// torch's name of a dtype ("float32").
const char *dtypeName(DType t);
/// Parses a torch dtype name; accepts the aliases torch accepts ("float",
/// "double", "half", "long", "int", "short", "cfloat", "cdouble", with or
/// without a "torch." prefix).
std::optional<DType> parseDType(const std::string &name);
/// Bytes per element in TensorValue::data (bool: 1, complex64: 8).
int64_t dtypeSize(DType t);
bool isFloating(DType t); // f16, bf16, f32, f64
bool isComplex(DType t);
bool isIntegral(DType t); // ints and uint8, not bool

/// A dense tensor: row-major, little-endian, with torch's in-memory element
/// layout (bool one byte 0/1, f16/bf16 as their 16 bits, complex as
/// {real, imag} pairs).
struct TensorValue {
  DType dtype = DType::Float32;
  std::vector<int64_t> shape; // empty: rank 0
  std::vector<uint8_t> data;  // numElements() * dtypeSize(dtype) bytes
  int64_t numElements() const;
};

struct ModuleSpec;

/// A concrete value: what a node becomes after sampling.
struct Value {
  enum class Kind {
    None,   // optional that came out empty, or a YAML null
    Tensor, // tensor, scalar_tensor (rank 0), const_tensor
    Bool,   // scalar of kind bool, or a const bool
    Int,    // scalar of kind int, or a const integer
    Float,  // scalar of kind float, or a const float
    String, // const string
    List,   // list, int_list (elements are Int), const list
    Tuple,  // tuple
    Dict,   // const mapping
    Object, // construct node: an object to build (not called)
  };
  Kind kind = Kind::None;
  TensorValue tensor;
  bool b = false;
  int64_t i = 0;
  double f = 0.0;
  std::string s;
  std::vector<Value> elems;                        // List, Tuple
  std::vector<std::pair<std::string, Value>> dict; // Dict, in YAML order
  std::shared_ptr<const ModuleSpec> object;        // Object
  /// For Bool/Int/Float from a `scalar` node: its dtype if one was given
  /// (`dtype: float64`), else unset (a Python number).
  std::optional<DType> scalarDType;
  SourceLoc loc; // the node it came from

  static Value none() { return Value(); }
  static Value ofTensor(TensorValue t);
  static Value ofBool(bool v);
  static Value ofInt(int64_t v);
  static Value ofFloat(double v);
  static Value ofString(std::string v);
  static Value ofList(std::vector<Value> v);
  static Value ofTuple(std::vector<Value> v);
};

/// A module to construct: `module`/`template_module` (after expansion) or a
/// compare-pair side. Arguments are already resolved (vars substituted,
/// dims resolved through vars, nodes sampled).
struct ModuleSpec {
  std::string path; // "torch.nn.Linear", "file:x.py::Cls"
  std::vector<Value> args;
  std::vector<std::pair<std::string, Value>> kwargs;
  /// For a `file:` path: the Python file the loader found
  /// (ModuleNode::pythonFile); empty otherwise.
  std::string pythonFile;
};

/// One runnable test after template expansion and sampling.
struct TestCase {
  std::string id;   // sanitized, unique within the suite
  std::string impl; // may be empty
  enum class OpKind { Aten, Module } opKind = OpKind::Aten;
  std::string atenName;     // "aten::add" (OpKind::Aten)
  std::string atenOverload; // "Tensor", or empty when none was given
  ModuleSpec module;        // OpKind::Module
  std::vector<Value> inputs;
  std::vector<std::pair<std::string, Value>> kwargs;
  std::optional<Value> out; // sampled `out` node when present
  std::string device = "cpu";
  bool castInput0ToComplex = false;
  /// Compare pairs: both sides share `pairId` (the test id without the
  /// `__a`/`__b` suffix) and the same sampled inputs; side is 'a' or 'b'.
  std::string pairId;
  char pairSide = 0;
  SourceLoc loc; // the test's entry in its file
};

/// An aten call bound to one schema overload (by the baseline library, from
/// the operator's schema): every schema argument in schema order, by name,
/// with the test's positional inputs and kwargs placed and the schema's
/// defaults filled in. Optional arguments left out are Kind::None; a dtype
/// argument given or defaulted is a String holding torch's dtype name.
struct BoundCall {
  std::string name;     // "aten::add"
  std::string overload; // "Tensor"; empty for the unnamed overload
  std::vector<std::pair<std::string, Value>> args;
  int numReturns = 1;
  /// The value of a named argument, or nullptr.
  const Value *arg(const std::string &argName) const;
};

/// A module's forward as a TorchScript graph (frozen and inlined: parameters
/// are constants, calls are inlined), in a form that needs no libtorch.
/// Values are numbered 0..numValues-1.
struct ScriptGraph {
  /// An operand of a node: a value (`value` >= 0) or a constant written in
  /// place (a dtype argument as torch's dtype name, ...).
  struct Operand {
    int value = -1;
    Value constant;
  };
  struct Node {
    std::string kind;     // "aten::linear", "prim::ListConstruct", ...
    std::string overload; // the schema's overload name, for aten ops
    /// Schema argument names, one per input (aten ops; empty for prim).
    std::vector<std::string> argNames;
    std::vector<Operand> inputs;
    std::vector<int> outputs;
    /// Outputs that are lists (Tensor[], int[]), one flag per output.
    std::vector<bool> outputIsList;
    /// prim::Constant: the value (a Tensor for parameters).
    Value constant;
  };
  int numValues = 0;
  std::vector<int> inputs; // forward's arguments, without `self`
  std::vector<Node> nodes; // in order
  std::vector<int> outputs;
  /// "file:x.py::Net": what the graph came from, for messages.
  std::string source;
};

/// What the PyTorch baseline computed for a test.
struct BaselineResult {
  /// The op's or module's output: a Tensor, or a Tuple/List of them (or of
  /// scalars) for multi-output ops.
  Value output;
  /// Modules: the constructed module's kind ("Linear", "Sequential", ...)
  /// with its configuration and parameters, so the lowering emits the very
  /// weights the baseline used. Empty for aten tests.
  struct Module {
    std::string kind; // class name without "torch.nn."
    /// Resolved constructor configuration, e.g. {"in_features", Int 16},
    /// {"stride", List[Int 1, Int 1]}, {"approximate", String "none"}.
    std::vector<std::pair<std::string, Value>> config;
    /// Named parameters and buffers, torch's names ("weight", "bias",
    /// "running_mean", ...).
    std::vector<std::pair<std::string, TensorValue>> params;
    std::vector<Module> children; // Sequential
    /// Modules run through TorchScript (kind "TorchScript"): the graph
    /// the lowering follows node by node.
    std::shared_ptr<const ScriptGraph> graph;
  };
  std::optional<Module> module;
  /// Milliseconds each repeat of the op or the module's forward took in
  /// libtorch (inputs converted and the module built beforehand).
  std::vector<double> timesMs;
};

/// Checks a const_tensor literal (nested Lists of Bool/Int/Float) against a
/// shape and dtype; returns an error message or nullopt.
std::optional<std::string> checkTensorLiteral(const Value &value,
                                              const std::vector<int64_t> &shape,
                                              DType dtype);


} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_MODEL_H
