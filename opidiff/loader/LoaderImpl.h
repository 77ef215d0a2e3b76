//===- LoaderImpl.h - The OpiDiff loader's parts ----------------*- C++ -*-===//
//
// The loader of Loader.h in pieces, one file per concern its sections gave:
//   Files.cpp   files and limits: reading suite files, includes, dims;
//   Fields.cpp  YAML fields: scalars, typed fields, literals;
//   Nodes.cpp   value nodes: refs, vars, tensors, construct paths;
//   Tests.cpp   presets and tests: checking presets, expanding templates;
//   Loader.cpp  Loader::run and the public entry points.
// Only these files include it.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_LOADER_LOADER_IMPL_H
#define SHLO_OPIDIFF_LOADER_LOADER_IMPL_H

#include "opidiff/Sampler.h"
#include "opidiff/loader/Loader.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace loader {

namespace fs = std::filesystem;

//===----------------------------------------------------------------------===//
// Small helpers (Fields.cpp)
//===----------------------------------------------------------------------===//

/// Optimal string alignment distance: insertions, deletions, substitutions
/// and transpositions of neighbours each cost 1.
size_t editDistance(const std::string &a, const std::string &b);

/// " (did you mean 'x'?)" for the closest candidate, or "".
std::string suggest(const std::string &word,
                    const std::vector<std::string> &candidates);

/// `id` with every character but letters, digits, '-' and '_' made '_'.
std::string sanitizeId(const std::string &id);

/// Whether a YAML scalar was written quoted (then it is always a string).
bool isQuoted(const YAML::Node &n);

/// A YAML scalar as the format reads it (YAML 1.2 core schema; quoted
/// scalars are always strings).
struct ScalarValue {
  enum class Kind { Null, Bool, Int, Float, String } kind = Kind::Null;
  bool b = false;
  int64_t i = 0;
  double f = 0.0;
  std::string s;
};

/// A YAML 1.2 core-schema integer (decimal or 0x hex, optional sign), or
/// nullopt when `t` is not one or does not fit in 64 bits.
std::optional<int64_t> parseIntText(const std::string &t);

/// A YAML 1.2 core-schema float (digits with `.` and exponent, `.inf`,
/// `.nan`), or nullopt.
std::optional<double> parseFloatText(const std::string &t);

/// What a YAML scalar is under the core schema (quoted: a string).
ScalarValue classifyScalar(const YAML::Node &n);

/// The text a template variable value contributes to a test id.
std::string valueText(const YAML::Node &n);

/// A template variable's value as opdiff writes it into a test id: Python's
/// str() of the value PyYAML loads (YAML 1.1: `true`/`yes` -> True, `~` ->
/// None, `1.0e-5` -> 1e-05, `1e-5` stays a string, `[1, 2]` -> [1, 2],
/// mappings as {'k': v} with `{ref: p}` / `{var: v}` normalized to their
/// typed forms first, as opdiff does), not yet sanitized.
std::string pythonIdText(const YAML::Node &n);

/// The Python file of a `file:x.py::Symbol` path, found as opdiff finds it
/// (relative to the working directory), else relative to the folder of the
/// YAML file naming it; "" for import paths.
std::string pythonFileOf(const std::string &path, const std::string &yamlFile);

/// Whether two YAML values are equal as opdiff compares merged documents
/// (Python equality after yaml.safe_load): mappings by their key sets,
/// sequences in order, scalars by value (1 equals 1.0, "1" does not).
bool sameYaml(const YAML::Node &a, const YAML::Node &b);

extern const std::vector<std::string> kDTypeNames;
extern const std::vector<std::string> kNodeTypes;
extern const std::vector<std::string> kOpTypes;
extern const std::vector<std::string> kInits;
extern const std::vector<std::string> kKinds;
extern const std::vector<std::string> kDevices;

//===----------------------------------------------------------------------===//
// The loader
//===----------------------------------------------------------------------===//

struct PresetDef {
  YAML::Node body;
  std::string file;
  SourceLoc loc;
};

struct TestEntry {
  YAML::Node node;
  std::string file;
  std::string fileStem;
  size_t index;
};

struct VarValue {
  YAML::Node node;
  std::string file;
};
using Env = std::map<std::string, VarValue>;

/// Template variable values by name, in name order.
using Assignment = std::vector<std::pair<std::string, YAML::Node>>;

/// A template's variables and the assignments they expand to.
struct Template {
  std::vector<std::pair<std::string, std::vector<YAML::Node>>> vars; // sorted
  std::vector<Assignment> assignments;
};

/// Where parsing is: the file the YAML comes from, the test (for
/// diagnostics), the variable assignment and the presets being expanded.
struct Ctx {
  std::string file;
  std::string testId;
  std::string op;
  /// Null while checking presets on their own: vars are left unresolved.
  const Env *env = nullptr;
  std::vector<std::string> declaredVars;
  std::vector<std::string> presetStack;
  int errors = 0;
};

/// The entries of a YAML mapping, checked against the keys a form allows.
struct Fields {
  struct Entry {
    std::string name;
    YAML::Node key, value;
  };
  std::vector<Entry> entries;
  const YAML::Node *get(const std::string &name) const {
    for (const Entry &e : entries)
      if (e.name == name)
        return &e.value;
    return nullptr;
  }
  const YAML::Node *key(const std::string &name) const {
    for (const Entry &e : entries)
      if (e.name == name)
        return &e.key;
    return nullptr;
  }
};

/// What the `op` of a module or template test holds, parsed once per test.
struct OpParts {
  Fields opFields;
  Fields sideFields[2];
  Fields commonFields;
  bool isPair = false;
  Template tmpl;
};

/// Thrown after a limit's error is reported: the load stops there. It never
/// leaves the loader: Loader::run catches it.
struct LimitExceeded {};

/// Loads one suite: Loader::run reads the files (Files.cpp), then checks the
/// presets and expands each test (Tests.cpp), parsing YAML fields
/// (Fields.cpp) into value nodes (Nodes.cpp). Errors are collected, never
/// thrown out of run.
class Loader {
public:
  explicit Loader(const LoadLimits &limits) : limits(limits) {}
  LoadResult run(const std::string &path, const std::string *text);

private:
  // Diagnostics.
  SourceLoc locOf(const std::string &file, const YAML::Node &n) const {
    YAML::Mark m = n.Mark();
    return SourceLoc{file, m.line + 1, m.column + 1};
  }
  void error(Ctx &ctx, const YAML::Node &n, const std::string &message) {
    errorAt(ctx, locOf(ctx.file, n), message);
  }
  void errorAt(Ctx &ctx, const SourceLoc &loc, const std::string &message) {
    ++ctx.errors;
    if (!seen.insert(loc.str() + "\n" + message).second)
      return;
    Diagnostic d{loc, ctx.testId, ctx.op, message, {}};
    if (auto it = fileVia.find(loc.file); it != fileVia.end())
      d.includedFrom = it->second;
    diags.push_back(std::move(d));
  }

  // Limits.
  /// Reports a limit's error at `loc` and stops the load.
  [[noreturn]] void overLimit(Ctx &ctx, const SourceLoc &loc,
                              const std::string &message) {
    errorAt(ctx, loc, message);
    throw LimitExceeded();
  }
  /// Counts one YAML node walked against LoadLimits::maxYamlNodes.
  void countNode(Ctx &ctx, const YAML::Node &n) {
    if (++nodesWalked > limits.maxYamlNodes)
      overLimit(ctx, locOf(ctx.file, n),
                "the suite has more than " +
                    std::to_string(limits.maxYamlNodes) +
                    " YAML nodes (aliases and template expansion counted; "
                    "--max-yaml-nodes)");
  }
  /// Counts every node of a document, an alias each time it is used, and
  /// bounds its depth. yaml-cpp refuses text nested about 500 levels deep,
  /// but aliases nest further: `&a [*a]` is a node that contains itself
  /// (the walk would never end), and a chain of anchors each holding the
  /// previous one nests one level per line. Every later walk of the
  /// document recurses, so a document deeper than kMaxYamlDepth stops the
  /// load here.
  static constexpr size_t kMaxYamlDepth = 1000;
  /// References from preset to preset, nested (`ref` inside a preset).
  static constexpr size_t kMaxPresetDepth = 64;
  void countTree(Ctx &ctx, const YAML::Node &n) {
    std::vector<YAML::Node> path;
    countTree(ctx, n, path);
  }
  void countTree(Ctx &ctx, const YAML::Node &n, std::vector<YAML::Node> &path) {
    countNode(ctx, n);
    if (!n.IsSequence() && !n.IsMap())
      return;
    if (path.size() >= kMaxYamlDepth) {
      for (const YAML::Node &outer : path)
        if (outer.is(n))
          overLimit(ctx, locOf(ctx.file, n),
                    "this anchored node contains an alias of itself (the "
                    "document would be infinite)");
      overLimit(ctx, locOf(ctx.file, n),
                "the YAML nests more than " + std::to_string(kMaxYamlDepth) +
                    " levels deep (aliases counted)");
    }
    path.push_back(n);
    if (n.IsSequence()) {
      for (const YAML::Node &e : n)
        countTree(ctx, e, path);
    } else {
      for (auto it = n.begin(); it != n.end(); ++it) {
        countTree(ctx, it->first, path);
        countTree(ctx, it->second, path);
      }
    }
    path.pop_back();
  }
  /// Reads a suite file of at most LoadLimits::maxFileBytes; an included
  /// file must be a regular file. False after reporting the error.
  bool readSuiteFile(Ctx &parent, const std::string &path,
                     const YAML::Node *includeNode, std::string &contents);
  /// Refuses a test that would sample too much, or one too many.
  void checkTestSize(Ctx &ctx, const YAML::Node &at, const TestSpec &test);

  // Phase 1: files.
  void loadFile(const std::string &displayPath, const std::string *text,
                Ctx &parent, const YAML::Node *includeNode);
  void loadDims(Ctx &ctx, const YAML::Node &dimsNode);
  /// Loads the files an `include` names (one or a list), relative to the
  /// including file's folder.
  void loadIncludes(Ctx &ctx, const YAML::Node &inc,
                    const std::string &displayPath);
  /// Merges a file's `presets` into the suite's (an equal redefinition is
  /// the same preset; a different one is an error).
  void loadPresets(Ctx &ctx, const YAML::Node &p,
                   const std::string &displayPath);

  // Generic YAML shapes.
  Fields fields(Ctx &ctx, const YAML::Node &map, const std::string &what,
                const std::vector<std::string> &allowed);
  bool require(Ctx &ctx, const YAML::Node &map, const Fields &f,
               const std::string &name, const std::string &what);
  std::optional<std::string> stringField(Ctx &ctx, const YAML::Node &n,
                                         const std::string &what);
  std::optional<bool> boolField(Ctx &ctx, const YAML::Node &n,
                                const std::string &what);
  std::optional<Number> numberField(Ctx &ctx, const YAML::Node &n,
                                    const std::string &what);
  std::optional<int64_t> intField(Ctx &ctx, const YAML::Node &n,
                                  const std::string &what);
  Value literal(Ctx &ctx, const YAML::Node &n);

  // Nodes.
  NodePtr valueNode(Ctx &ctx, const YAML::Node &n);
  NodePtr argNode(Ctx &ctx, const YAML::Node &n);
  NodePtr typedNode(Ctx &ctx, const YAML::Node &n, bool argPosition);
  /// The node types of typedNode with fields of their own; `what` names
  /// the node in messages ("a list node").
  NodePtr intListNode(Ctx &ctx, const YAML::Node &n, const std::string &what);
  NodePtr listNode(Ctx &ctx, const YAML::Node &n, const std::string &what);
  NodePtr tupleNode(Ctx &ctx, const YAML::Node &n, const std::string &what);
  NodePtr optionalNode(Ctx &ctx, const YAML::Node &n, const std::string &what);
  NodePtr constructNode(Ctx &ctx, const YAML::Node &n,
                        const std::string &what);
  /// A new node of `type` located at `n`.
  std::shared_ptr<Node> makeNode(Ctx &ctx, const YAML::Node &n,
                                 Node::Type type);
  NodePtr refNode(Ctx &ctx, const YAML::Node &target);
  NodePtr varNode(Ctx &ctx, const YAML::Node &nameNode, bool argPosition);
  NodePtr tensorLike(Ctx &ctx, const YAML::Node &n, const std::string &type,
                     const Fields &f);
  /// Sets a tensor-like node's dtype from its `kind` or `dtype` field;
  /// false (after reporting) when neither gives a valid one.
  bool tensorDType(Ctx &ctx, const YAML::Node &n, const Fields &f,
                   const std::string &what, Node &node);
  /// Sets a tensor-like node's `init` method.
  void initField(Ctx &ctx, const YAML::Node &init, Node &node);
  std::optional<std::vector<int64_t>> shapeField(Ctx &ctx, const YAML::Node &n);
  std::optional<std::string> pathField(Ctx &ctx, const YAML::Node &n);
  /// The Python file of `path` (pythonFileOf), "" for an import path;
  /// reports at `n` a `file:` path without `::Symbol`, one that does not
  /// name a .py file, and one outside the suite's folder (unless
  /// LoadLimits::allowOutsideFiles).
  std::string pythonFile(Ctx &ctx, const YAML::Node &n,
                         const std::string &path);
  void argsField(Ctx &ctx, const YAML::Node *n, std::vector<NodePtr> &out);
  void kwargsField(Ctx &ctx, const YAML::Node *n, bool argPosition,
                   std::vector<std::pair<std::string, NodePtr>> &out);
  NodePtr placeholder(Ctx &ctx, const YAML::Node &n) {
    auto node = std::make_shared<Node>();
    node->loc = locOf(ctx.file, n);
    return node;
  }

  // Tests.
  void checkPreset(const std::string &name, const PresetDef &def);
  void expandTest(const TestEntry &entry);
  std::string labelTest(Ctx &ctx, const TestEntry &entry, std::string &opType);
  bool parseTestFields(Ctx &ctx, const YAML::Node &n, const Fields &f,
                       const std::string &opType, TestSpec &base);
  bool parseOperatorName(Ctx &ctx, const YAML::Node &opNode, TestSpec &base);
  bool parseOpNode(Ctx &ctx, const YAML::Node &opNode,
                   const std::string &opType, OpParts &parts);
  bool parseCompareSides(Ctx &ctx, const YAML::Node &opNode,
                         const std::string &what, OpParts &parts);
  bool parseTemplateVars(Ctx &ctx, const Fields &opFields, Template &tmpl);
  bool parseTemplateCases(Ctx &ctx, const Fields &opFields,
                          std::vector<Assignment> &fixedSets);
  void checkUnexpanded(Ctx &ctx, const Fields &f, const Fields &opFields);
  std::vector<TestSpec> instantiate(Ctx &ctx, const TestEntry &entry,
                                    const Fields &f, const OpParts &parts,
                                    const TestSpec &base,
                                    const std::string &baseId,
                                    const Assignment &assignment);
  void makePairSides(Ctx &ctx, const TestEntry &entry, const OpParts &parts,
                     const TestSpec &t, std::vector<TestSpec> &made);
  void addTests(Ctx &ctx, const YAML::Node &at, std::vector<TestSpec> made);

  std::vector<Diagnostic> diags;
  std::set<std::string> seen;
  std::map<std::string, int64_t> dims;
  std::map<std::string, SourceLoc> dimLocs;
  std::map<std::string, PresetDef> presets;
  std::vector<std::string> presetOrder;
  std::set<std::set<std::string>> reportedCycles;
  bool reportedPresetDepth = false;
  std::vector<TestEntry> testEntries;
  std::vector<std::string> files;
  std::set<std::string> loadedFiles;
  std::vector<std::pair<std::string, std::string>> includeStack; // canon, shown
  /// The `include` entries being followed, outermost first.
  std::vector<SourceLoc> includeLocs;
  /// Per included file, the include entries through which it was first
  /// reached (the root has none).
  std::map<std::string, std::vector<SourceLoc>> fileVia;
  /// Whether any file of the suite has a `tests` key.
  bool sawTests = false;
  SourceLoc rootLoc;
  std::unique_ptr<Suite> suite = std::make_unique<Suite>();
  std::map<std::string, SourceLoc> idLocs;
  const LoadLimits &limits;
  /// The folder of the root suite file, canonical: `file:` modules must
  /// lie in it (LoadLimits::allowOutsideFiles).
  fs::path suiteFolder;
  int64_t nodesWalked = 0;
  int64_t suiteBytes = 0;
};

} // namespace loader
} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_LOADER_LOADER_IMPL_H
