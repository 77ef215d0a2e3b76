//===- Loader.cpp - OpiDiff YAML suites: load, validate, expand -----------===//
//
// Two phases. First every file is read (includes depth-first, each file once)
// and its dims, presets and test entries are merged. Then presets are checked
// on their own, and each test entry is expanded: for every template variable
// assignment its YAML is parsed into resolved Nodes, following refs into
// presets and substituting vars. Errors never stop the loader; they are
// collected, and an error seen twice at one place (a preset used by many
// tests, a template expanded many times) is reported once.
//
//===----------------------------------------------------------------------===//

#include "tools/opidiff2mlir/Loader.h"

#include <yaml-cpp/yaml.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <set>
#include <sstream>

namespace fs = std::filesystem;

namespace opidiff {

std::string Diagnostic::str() const {
  std::string out = loc.file;
  if (loc.line > 0)
    out += ":" + std::to_string(loc.line) + ":" + std::to_string(loc.column);
  out += ": error: ";
  if (!testId.empty()) {
    out += "in test '" + testId + "'";
    if (!op.empty())
      out += " (op '" + op + "')";
    out += ": ";
  }
  out += message;
  if (!includedFrom.empty()) {
    out += " (in a file included from ";
    for (size_t k = 0; k < includedFrom.size(); ++k)
      out += (k ? " -> " : "") + includedFrom[k].str();
    out += ")";
  }
  return out;
}

namespace {

//===----------------------------------------------------------------------===//
// Small helpers
//===----------------------------------------------------------------------===//

/// Optimal string alignment distance: insertions, deletions, substitutions
/// and transpositions of neighbours each cost 1.
size_t editDistance(const std::string &a, const std::string &b) {
  std::vector<std::vector<size_t>> d(a.size() + 1,
                                     std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i)
    d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j)
    d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1,
                          d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

/// " (did you mean 'x'?)" for the closest candidate, or "".
std::string suggest(const std::string &word,
                    const std::vector<std::string> &candidates) {
  size_t limit = std::max<size_t>(1, word.size() / 3);
  size_t best = limit + 1;
  const std::string *bestName = nullptr;
  for (const std::string &c : candidates) {
    size_t d = editDistance(word, c);
    if (d < best) {
      best = d;
      bestName = &c;
    }
  }
  return bestName ? " (did you mean '" + *bestName + "'?)" : "";
}

std::string sanitizeId(const std::string &id) {
  std::string out = id;
  for (char &c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_')
      c = '_';
  return out;
}

bool isQuoted(const YAML::Node &n) {
  return n.Tag() == "!" || n.Tag() == "tag:yaml.org,2002:str";
}

/// A YAML scalar as the format reads it (YAML 1.2 core schema; quoted
/// scalars are always strings).
struct ScalarValue {
  enum class Kind { Null, Bool, Int, Float, String } kind = Kind::Null;
  bool b = false;
  int64_t i = 0;
  double f = 0.0;
  std::string s;
};

std::optional<int64_t> parseIntText(const std::string &t) {
  size_t pos = 0;
  if (pos < t.size() && (t[pos] == '+' || t[pos] == '-'))
    ++pos;
  if (pos == t.size())
    return std::nullopt;
  int base = 10;
  if (t.size() > pos + 2 && t[pos] == '0' && (t[pos + 1] == 'x' || t[pos + 1] == 'X'))
    base = 16;
  for (size_t k = base == 16 ? pos + 2 : pos; k < t.size(); ++k)
    if (!(base == 16 ? std::isxdigit(static_cast<unsigned char>(t[k]))
                     : std::isdigit(static_cast<unsigned char>(t[k]))))
      return std::nullopt;
  errno = 0;
  char *end = nullptr;
  long long v = std::strtoll(t.c_str(), &end, base);
  if (errno == ERANGE || *end != '\0')
    return std::nullopt;
  return static_cast<int64_t>(v);
}

std::optional<double> parseFloatText(const std::string &t) {
  std::string body = t;
  bool negative = false;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
    negative = body[0] == '-';
    body = body.substr(1);
  }
  if (body == ".inf" || body == ".Inf" || body == ".INF")
    return negative ? -INFINITY : INFINITY;
  if (t == ".nan" || t == ".NaN" || t == ".NAN")
    return NAN;
  bool digits = false, dot = false, exp = false;
  for (size_t k = 0; k < body.size(); ++k) {
    char c = body[k];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digits = true;
    } else if (c == '.' && !dot && !exp) {
      dot = true;
    } else if ((c == 'e' || c == 'E') && digits && !exp) {
      exp = true;
      if (k + 1 < body.size() && (body[k + 1] == '+' || body[k + 1] == '-'))
        ++k;
      if (k + 1 >= body.size())
        return std::nullopt;
    } else {
      return std::nullopt;
    }
  }
  if (!digits)
    return std::nullopt;
  return std::strtod(t.c_str(), nullptr);
}

ScalarValue classifyScalar(const YAML::Node &n) {
  ScalarValue v;
  if (n.IsNull())
    return v;
  const std::string &t = n.Scalar();
  if (isQuoted(n)) {
    v.kind = ScalarValue::Kind::String;
    v.s = t;
    return v;
  }
  if (t.empty() || t == "~" || t == "null" || t == "Null" || t == "NULL")
    return v;
  if (t == "true" || t == "True" || t == "TRUE" || t == "false" ||
      t == "False" || t == "FALSE") {
    v.kind = ScalarValue::Kind::Bool;
    v.b = t[0] == 't' || t[0] == 'T';
    return v;
  }
  if (auto i = parseIntText(t)) {
    v.kind = ScalarValue::Kind::Int;
    v.i = *i;
    return v;
  }
  if (auto f = parseFloatText(t)) {
    v.kind = ScalarValue::Kind::Float;
    v.f = *f;
    return v;
  }
  v.kind = ScalarValue::Kind::String;
  v.s = t;
  return v;
}

/// The text a template variable value contributes to a test id.
std::string valueText(const YAML::Node &n) {
  if (n.IsScalar())
    return n.Scalar();
  if (n.IsNull())
    return "null";
  YAML::Emitter e;
  e << YAML::Flow << n;
  return e.c_str();
}

/// The Python file of a `file:x.py::Symbol` path, found as opdiff finds it
/// (relative to the working directory), else relative to the folder of the
/// YAML file naming it; "" for import paths.
std::string pythonFileOf(const std::string &path, const std::string &yamlFile) {
  if (path.rfind("file:", 0) != 0)
    return "";
  std::string file = path.substr(5, path.find("::") == std::string::npos
                                        ? std::string::npos
                                        : path.find("::") - 5);
  fs::path p(file);
  std::error_code ec;
  if (p.is_absolute() || fs::exists(p, ec))
    return file;
  fs::path beside = fs::path(yamlFile).parent_path() / p;
  if (fs::exists(beside, ec))
    return beside.string();
  return file;
}

/// Whether two YAML values are equal as opdiff compares merged documents
/// (Python equality after yaml.safe_load): mappings by their key sets,
/// sequences in order, scalars by value (1 equals 1.0, "1" does not).
bool sameYaml(const YAML::Node &a, const YAML::Node &b) {
  if (a.IsMap() != b.IsMap() || a.IsSequence() != b.IsSequence())
    return false;
  if (a.IsSequence()) {
    if (a.size() != b.size())
      return false;
    for (size_t k = 0; k < a.size(); ++k)
      if (!sameYaml(a[k], b[k]))
        return false;
    return true;
  }
  if (a.IsMap()) {
    if (a.size() != b.size())
      return false;
    for (auto it = a.begin(); it != a.end(); ++it) {
      if (!it->first.IsScalar())
        return false;
      const YAML::Node other = b[it->first.Scalar()];
      if (!other || !sameYaml(it->second, other))
        return false;
    }
    return true;
  }
  ScalarValue x = classifyScalar(a), y = classifyScalar(b);
  auto numeric = [](const ScalarValue &v) {
    return v.kind == ScalarValue::Kind::Int ||
           v.kind == ScalarValue::Kind::Float ||
           v.kind == ScalarValue::Kind::Bool;
  };
  auto asDouble = [](const ScalarValue &v) {
    return v.kind == ScalarValue::Kind::Float ? v.f
           : v.kind == ScalarValue::Kind::Int ? static_cast<double>(v.i)
                                              : (v.b ? 1.0 : 0.0);
  };
  if (numeric(x) && numeric(y))
    return asDouble(x) == asDouble(y);
  if (x.kind != y.kind)
    return false;
  return x.kind == ScalarValue::Kind::Null || x.s == y.s;
}

const std::vector<std::string> kDTypeNames = {
    "bool",    "uint8",    "int8",    "int16",     "int32",     "int64",
    "float16", "bfloat16", "float32", "float64",   "complex64", "complex128",
    "float",   "double",   "half",    "long",      "int",       "short",
    "cfloat",  "cdouble"};
const std::vector<std::string> kNodeTypes = {
    "ref",   "var",      "tensor", "scalar", "scalar_tensor", "int_list",
    "list",  "tuple",    "optional", "const", "const_tensor", "construct"};
const std::vector<std::string> kOpTypes = {"module", "template_module",
                                           "template_compare_pair"};
const std::vector<std::string> kInits = {"normal", "uniform", "randint",
                                         "zeros",  "ones",    "bernoulli"};
const std::vector<std::string> kKinds = {"float", "int", "bool"};
const std::vector<std::string> kDevices = {"cpu", "gpu", "cuda", "mps"};

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

/// Thrown after a limit's error is reported: the load stops there.
struct LimitExceeded {};

int64_t saturatingAdd(int64_t a, int64_t b) {
  constexpr int64_t max = std::numeric_limits<int64_t>::max();
  return a > max - b ? max : a + b;
}
int64_t saturatingMul(int64_t a, int64_t b) {
  constexpr int64_t max = std::numeric_limits<int64_t>::max();
  if (a <= 0 || b <= 0)
    return 0;
  return a > max / b ? max : a * b;
}

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
  NodePtr refNode(Ctx &ctx, const YAML::Node &target);
  NodePtr varNode(Ctx &ctx, const YAML::Node &nameNode, bool argPosition);
  NodePtr tensorLike(Ctx &ctx, const YAML::Node &n, const std::string &type,
                     const Fields &f);
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

//===----------------------------------------------------------------------===//
// Phase 1: files, dims, presets
//===----------------------------------------------------------------------===//

LoadResult Loader::run(const std::string &path, const std::string *text) {
  Ctx ctx;
  ctx.file = path;
  {
    std::error_code ec;
    fs::path dir = fs::absolute(fs::path(path), ec).parent_path();
    fs::path canonical = fs::weakly_canonical(dir, ec);
    suiteFolder = ec ? dir : canonical;
  }
  try {
    loadFile(path, text, ctx, nullptr);
    if (!sawTests && diags.empty())
      errorAt(ctx, rootLoc,
              "missing required field `tests`: neither the suite nor a file "
              "it includes has a `tests` list");
    for (const std::string &name : presetOrder)
      checkPreset(name, presets.at(name));
    for (const TestEntry &entry : testEntries)
      expandTest(entry);
  } catch (const LimitExceeded &) {
    // The error is reported; what was loaded so far is not a suite.
    suite->tests.clear();
  }
  suite->dims = dims;
  suite->files = files;
  LoadResult result;
  result.suite = std::move(suite);
  result.errors = std::move(diags);
  return result;
}

void Loader::loadFile(const std::string &displayPath, const std::string *text,
                      Ctx &parent, const YAML::Node *includeNode) {
  std::error_code ec;
  fs::path canonical = fs::weakly_canonical(fs::path(displayPath), ec);
  std::string key = ec ? displayPath : canonical.string();
  for (size_t k = 0; k < includeStack.size(); ++k) {
    if (includeStack[k].first != key)
      continue;
    std::string chain;
    for (size_t j = k; j < includeStack.size(); ++j)
      chain += includeStack[j].second + " -> ";
    error(parent, *includeNode, "include cycle: " + chain + displayPath);
    return;
  }
  if (!loadedFiles.insert(key).second)
    return;

  std::string contents;
  if (text) {
    if (int64_t(text->size()) > limits.maxFileBytes)
      overLimit(parent, SourceLoc{displayPath, 0, 0},
                "the suite has " + std::to_string(text->size()) +
                    " bytes, more than the limit of " +
                    std::to_string(limits.maxFileBytes) +
                    " (--max-file-bytes)");
    contents = *text;
  } else if (!readSuiteFile(parent, displayPath, includeNode, contents)) {
    return;
  }
  files.push_back(displayPath);
  if (includeNode)
    fileVia[displayPath] = includeLocs;

  Ctx ctx;
  ctx.file = displayPath;
  YAML::Node root;
  try {
    root = YAML::Load(contents);
  } catch (const YAML::Exception &e) {
    errorAt(ctx, SourceLoc{displayPath, e.mark.line + 1, e.mark.column + 1},
            "invalid YAML: " + e.msg);
    return;
  }
  // yaml-cpp shares an aliased node; everything below walks it once per
  // use. Count the document as walked, so an alias bomb ends here.
  try {
    countTree(ctx, root);
  } catch (const LimitExceeded &) {
    parent.errors += ctx.errors;
    throw;
  }
  if (root.IsNull() && includeNode)
    return; // an empty included file adds nothing, as in opdiff
  if (!root.IsMap()) {
    errorAt(ctx, SourceLoc{displayPath, 1, 1},
            root.IsNull() ? "empty document: a suite needs a `tests` list"
                          : "a suite must be a mapping with `tests`");
    return;
  }
  Fields f = fields(ctx, root, "the suite",
                    {"include", "dims", "presets", "tests"});

  includeStack.emplace_back(key, displayPath);
  if (const YAML::Node *inc = f.get("include")) {
    std::vector<YAML::Node> names;
    if (inc->IsSequence())
      for (const YAML::Node &n : *inc)
        names.push_back(n);
    else
      names.push_back(*inc);
    fs::path dir = fs::path(displayPath).parent_path();
    for (const YAML::Node &n : names) {
      if (!n.IsScalar()) {
        error(ctx, n, "`include` takes a file name or a list of file names");
        continue;
      }
      fs::path p(n.Scalar());
      std::string shown = p.is_absolute() ? p.string() : (dir / p).string();
      includeLocs.push_back(locOf(displayPath, n));
      loadFile(shown, nullptr, ctx, &n);
      includeLocs.pop_back();
    }
  }
  includeStack.pop_back();

  if (const YAML::Node *d = f.get("dims"))
    loadDims(ctx, *d);
  if (const YAML::Node *p = f.get("presets")) {
    if (!p->IsMap() && !p->IsNull()) {
      error(ctx, *p, "`presets` must be a mapping of names to nodes");
    } else if (p->IsMap()) {
      Fields pf = fields(ctx, *p, "presets", {});
      for (const Fields::Entry &e : pf.entries) {
        SourceLoc loc = locOf(displayPath, e.key);
        auto it = presets.find(e.name);
        if (it != presets.end()) {
          // Strict merge: an equal redefinition is the same preset.
          if (!sameYaml(it->second.body, e.value))
            error(ctx, e.key,
                  "preset '" + e.name + "' is already defined at " +
                      it->second.loc.str() + " with a different value");
          continue;
        }
        presets.emplace(e.name, PresetDef{e.value, displayPath, loc});
        presetOrder.push_back(e.name);
      }
    }
  }
  if (!includeNode)
    rootLoc = locOf(displayPath, root);
  const YAML::Node *t = f.get("tests");
  if (t)
    sawTests = true;
  if (!t) {
    // Valid: tests may come from included files (checked after merging).
  } else if (t->IsSequence()) {
    std::string stem = fs::path(displayPath).stem().string();
    size_t index = 0;
    for (const YAML::Node &n : *t)
      testEntries.push_back(TestEntry{n, displayPath, stem, index++});
  } else if (!t->IsNull()) {
    error(ctx, *t, "`tests` must be a list");
  }
  parent.errors += ctx.errors;
}

bool Loader::readSuiteFile(Ctx &parent, const std::string &path,
                           const YAML::Node *includeNode,
                           std::string &contents) {
  auto fail = [&](const std::string &message) {
    if (includeNode)
      error(parent, *includeNode, message);
    else
      errorAt(parent, SourceLoc{path, 0, 0}, message);
    return false;
  };
  std::string what = includeNode ? "included file '" + path + "'" : "file";
  struct stat st;
  if (::stat(path.c_str(), &st) != 0)
    return fail("cannot read " + what + ": " + std::strerror(errno));
  bool regular = S_ISREG(st.st_mode);
  // An included file must be a regular file: a device, FIFO or socket
  // named by a suite is refused before it is opened (opening a FIFO
  // blocks; /dev/zero never ends). The root file, named on the command
  // line, may be a pipe (`<(...)`): it is read up to the limit.
  if (!regular && (includeNode || S_ISDIR(st.st_mode) || S_ISBLK(st.st_mode)))
    return fail("cannot read " + what + ": not a regular file");
  auto tooBig = [&](int64_t size) {
    std::string message =
        (includeNode ? "included file '" + path + "'" : std::string("the file")) +
        " has " + (size < 0 ? "more than " + std::to_string(limits.maxFileBytes)
                            : std::to_string(size)) +
        " bytes, more than the limit of " +
        std::to_string(limits.maxFileBytes) + " (--max-file-bytes)";
    if (includeNode)
      overLimit(parent, locOf(parent.file, *includeNode), message);
    overLimit(parent, SourceLoc{path, 0, 0}, message);
  };
  if (regular && st.st_size > limits.maxFileBytes)
    tooBig(st.st_size);
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return fail("cannot read " + what + ": " + std::strerror(errno));
  contents.clear();
  char buffer[65536];
  for (;;) {
    ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0) {
      int err = errno;
      ::close(fd);
      return fail("cannot read " + what + ": " + std::strerror(err));
    }
    if (got == 0)
      break;
    if (int64_t(contents.size()) + got > limits.maxFileBytes) {
      ::close(fd);
      tooBig(-1);
    }
    contents.append(buffer, size_t(got));
  }
  ::close(fd);
  return true;
}

void Loader::loadDims(Ctx &ctx, const YAML::Node &d) {
  if (d.IsNull())
    return;
  if (!d.IsMap()) {
    error(ctx, d, "`dims` must be a mapping of names to integers");
    return;
  }
  Fields df = fields(ctx, d, "dims", {});
  for (const Fields::Entry &e : df.entries) {
    std::optional<int64_t> v;
    if (e.value.IsScalar())
      v = parseIntText(e.value.Scalar());
    if (!v || *v < 0) {
      error(ctx, e.value,
            "dim '" + e.name + "' must be a non-negative integer");
      continue;
    }
    auto it = dimLocs.find(e.name);
    if (it != dimLocs.end()) {
      // Strict merge: an equal redefinition is the same dim.
      if (dims[e.name] != *v)
        error(ctx, e.key, "dim '" + e.name + "' is already defined at " +
                              it->second.str() + " as " +
                              std::to_string(dims[e.name]) + "; here it is " +
                              std::to_string(*v));
      continue;
    }
    dims[e.name] = *v;
    dimLocs[e.name] = locOf(ctx.file, e.key);
  }
}

//===----------------------------------------------------------------------===//
// Generic fields
//===----------------------------------------------------------------------===//

Fields Loader::fields(Ctx &ctx, const YAML::Node &map, const std::string &what,
                      const std::vector<std::string> &allowed) {
  Fields f;
  for (auto it = map.begin(); it != map.end(); ++it) {
    const YAML::Node k = it->first; // a copy: `it->` yields a temporary
    if (!k.IsScalar()) {
      error(ctx, k, "keys of " + what + " must be strings");
      continue;
    }
    std::string name = k.Scalar();
    if (f.get(name)) {
      error(ctx, k, "duplicate key '" + name + "' in " + what);
      continue;
    }
    if (!allowed.empty() &&
        std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
      error(ctx, k, "unknown key '" + name + "' in " + what +
                        suggest(name, allowed));
      continue;
    }
    f.entries.push_back(Fields::Entry{name, k, it->second});
  }
  return f;
}

bool Loader::require(Ctx &ctx, const YAML::Node &map, const Fields &f,
                     const std::string &name, const std::string &what) {
  if (f.get(name))
    return true;
  error(ctx, map, "missing required field `" + name + "` in " + what);
  return false;
}

std::optional<std::string> Loader::stringField(Ctx &ctx, const YAML::Node &n,
                                               const std::string &what) {
  if (n.IsScalar() && !n.Scalar().empty())
    return n.Scalar();
  error(ctx, n, "`" + what + "` must be a non-empty string");
  return std::nullopt;
}

std::optional<bool> Loader::boolField(Ctx &ctx, const YAML::Node &n,
                                      const std::string &what) {
  if (n.IsScalar() && !isQuoted(n)) {
    ScalarValue v = classifyScalar(n);
    if (v.kind == ScalarValue::Kind::Bool)
      return v.b;
  }
  error(ctx, n, "`" + what + "` must be true or false");
  return std::nullopt;
}

std::optional<Number> Loader::numberField(Ctx &ctx, const YAML::Node &n,
                                          const std::string &what) {
  if (n.IsMap() && (n["var"] || (n["type"] && n["type"].IsScalar() &&
                                 n["type"].Scalar() == "var"))) {
    error(ctx, n,
          "template variables ({var: ...}) are not allowed in `" + what + "`");
    return std::nullopt;
  }
  if (!n.IsScalar()) {
    error(ctx, n, "`" + what + "` must be a number or a dim symbol");
    return std::nullopt;
  }
  const std::string &t = n.Scalar();
  Number num;
  if (auto i = parseIntText(t)) {
    num.i = *i;
    return num;
  }
  if (auto f = parseFloatText(t)) {
    num.isInt = false;
    num.f = *f;
    return num;
  }
  auto it = dims.find(t);
  if (it != dims.end()) {
    num.i = it->second;
    return num;
  }
  std::vector<std::string> names;
  for (const auto &kv : dims)
    names.push_back(kv.first);
  error(ctx, n, "unknown dim symbol '" + t + "' in `" + what + "`" +
                    suggest(t, names));
  return std::nullopt;
}

std::optional<int64_t> Loader::intField(Ctx &ctx, const YAML::Node &n,
                                        const std::string &what) {
  std::optional<Number> num = numberField(ctx, n, what);
  if (!num)
    return std::nullopt;
  if (!num->isInt) {
    error(ctx, n, "`" + what + "` must be an integer");
    return std::nullopt;
  }
  return num->i;
}

Value Loader::literal(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  Value v;
  if (n.IsSequence()) {
    std::vector<Value> elems;
    for (const YAML::Node &e : n)
      elems.push_back(literal(ctx, e));
    v = Value::ofList(std::move(elems));
  } else if (n.IsMap()) {
    v.kind = Value::Kind::Dict;
    Fields f = fields(ctx, n, "a mapping", {});
    for (const Fields::Entry &e : f.entries)
      v.dict.emplace_back(e.name, literal(ctx, e.value));
  } else {
    ScalarValue s = classifyScalar(n);
    switch (s.kind) {
    case ScalarValue::Kind::Null:
      break;
    case ScalarValue::Kind::Bool:
      v = Value::ofBool(s.b);
      break;
    case ScalarValue::Kind::Int:
      v = Value::ofInt(s.i);
      break;
    case ScalarValue::Kind::Float:
      v = Value::ofFloat(s.f);
      break;
    case ScalarValue::Kind::String:
      v = Value::ofString(s.s);
      break;
    }
  }
  v.loc = locOf(ctx.file, n);
  return v;
}

//===----------------------------------------------------------------------===//
// Nodes
//===----------------------------------------------------------------------===//

bool isShorthand(const YAML::Node &n) {
  return n.IsMap() && !n["type"] && (n["ref"] || n["var"]);
}

NodePtr Loader::valueNode(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  if (n.IsMap()) {
    if (n["type"] || isShorthand(n))
      return typedNode(ctx, n, /*argPosition=*/false);
    error(ctx, n, "missing required field `type` in a node");
    return nullptr;
  }
  if (n.IsSequence()) {
    auto node = std::make_shared<Node>();
    node->type = Node::Type::Seq;
    node->loc = locOf(ctx.file, n);
    for (const YAML::Node &e : n)
      node->elems.push_back(valueNode(ctx, e));
    return node;
  }
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  node->value = literal(ctx, n);
  return node;
}

NodePtr Loader::argNode(Ctx &ctx, const YAML::Node &n) {
  countNode(ctx, n);
  if (n.IsMap() && (n["type"] || isShorthand(n)))
    return typedNode(ctx, n, /*argPosition=*/true);
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  if (n.IsSequence()) {
    node->type = Node::Type::Seq;
    for (const YAML::Node &e : n)
      node->elems.push_back(argNode(ctx, e));
  } else if (n.IsMap()) {
    node->type = Node::Type::Map;
    Fields f = fields(ctx, n, "a mapping", {});
    for (const Fields::Entry &e : f.entries)
      node->fields.emplace_back(e.name, argNode(ctx, e.value));
  } else {
    node->value = literal(ctx, n);
  }
  return node;
}

NodePtr Loader::typedNode(Ctx &ctx, const YAML::Node &n, bool argPosition) {
  countNode(ctx, n);
  if (!n["type"]) {
    if (n["ref"]) {
      Fields f = fields(ctx, n, "a ref node", {"ref"});
      return refNode(ctx, *f.get("ref"));
    }
    Fields f = fields(ctx, n, "a var node", {"var"});
    return varNode(ctx, *f.get("var"), argPosition);
  }
  const YAML::Node typeNode = n["type"];
  if (!typeNode.IsScalar()) {
    error(ctx, typeNode, "`type` must be a string");
    return nullptr;
  }
  const std::string type = typeNode.Scalar();
  std::string what = "a " + type + " node";
  auto make = [&](Node::Type t) {
    auto node = std::make_shared<Node>();
    node->type = t;
    node->loc = locOf(ctx.file, n);
    return node;
  };
  int before = ctx.errors;

  if (type == "ref") {
    Fields f = fields(ctx, n, what, {"type", "ref"});
    if (!require(ctx, n, f, "ref", what))
      return nullptr;
    return refNode(ctx, *f.get("ref"));
  }
  if (type == "var") {
    Fields f = fields(ctx, n, what, {"type", "name"});
    if (!require(ctx, n, f, "name", what))
      return nullptr;
    return varNode(ctx, *f.get("name"), argPosition);
  }
  if (type == "tensor" || type == "scalar" || type == "scalar_tensor" ||
      type == "const_tensor") {
    std::vector<std::string> allowed = {"type", "kind", "dtype", "low", "high",
                                        "p"};
    if (type != "scalar")
      allowed.insert(allowed.end(),
                     {"init", "mean", "std", "requires_grad"});
    if (type == "tensor" || type == "const_tensor")
      allowed.push_back("shape");
    if (type != "tensor")
      allowed.push_back("value");
    Fields f = fields(ctx, n, what, allowed);
    return tensorLike(ctx, n, type, f);
  }
  if (type == "int_list") {
    Fields f = fields(ctx, n, what, {"type", "elems"});
    if (!require(ctx, n, f, "elems", what))
      return nullptr;
    const YAML::Node &elems = *f.get("elems");
    auto node = make(Node::Type::IntList);
    if (!elems.IsSequence()) {
      error(ctx, elems, "`elems` of an int_list must be a list of integers");
      return nullptr;
    }
    if (elems.size() == 0)
      error(ctx, elems, "an int_list must not be empty");
    for (const YAML::Node &e : elems)
      if (auto i = intField(ctx, e, "elems"))
        node->ints.push_back(*i);
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "list") {
    Fields f = fields(ctx, n, what, {"type", "len", "elem"});
    bool ok = require(ctx, n, f, "len", what);
    ok = require(ctx, n, f, "elem", what) && ok;
    if (!ok)
      return nullptr;
    auto node = make(Node::Type::List);
    if (auto len = intField(ctx, *f.get("len"), "len")) {
      if (*len < 0)
        error(ctx, *f.get("len"),
              "`len` must be non-negative, got " + std::to_string(*len));
      else if (*len > kMaxListLength)
        error(ctx, *f.get("len"),
              "`len` " + std::to_string(*len) + " is over the limit of " +
                  std::to_string(kMaxListLength));
      else
        node->len = *len;
    }
    node->elems.push_back(valueNode(ctx, *f.get("elem")));
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "tuple") {
    Fields f = fields(ctx, n, what, {"type", "elems"});
    if (!require(ctx, n, f, "elems", what))
      return nullptr;
    const YAML::Node &elems = *f.get("elems");
    if (!elems.IsSequence()) {
      error(ctx, elems, "`elems` of a tuple must be a list of nodes");
      return nullptr;
    }
    auto node = make(Node::Type::Tuple);
    for (const YAML::Node &e : elems)
      node->elems.push_back(valueNode(ctx, e));
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "optional") {
    Fields f = fields(ctx, n, what, {"type", "p_none", "elem"});
    if (!require(ctx, n, f, "elem", what))
      return nullptr;
    auto node = make(Node::Type::Optional);
    if (const YAML::Node *p = f.get("p_none")) {
      if (auto num = numberField(ctx, *p, "p_none")) {
        double v = num->asDouble();
        if (!(v >= 0.0 && v <= 1.0))
          error(ctx, *p, "`p_none` must lie in [0, 1]");
        node->pNone = v;
      }
    }
    node->elems.push_back(valueNode(ctx, *f.get("elem")));
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "const") {
    Fields f = fields(ctx, n, what, {"type", "value"});
    if (!require(ctx, n, f, "value", what))
      return nullptr;
    auto node = make(Node::Type::Literal);
    node->value = literal(ctx, *f.get("value"));
    return ctx.errors == before ? node : nullptr;
  }
  if (type == "construct") {
    Fields f = fields(ctx, n, what, {"type", "path", "args", "kwargs"});
    bool ok = require(ctx, n, f, "path", what);
    ok = require(ctx, n, f, "args", what) && ok;
    if (!ok)
      return nullptr;
    auto node = make(Node::Type::Construct);
    if (auto p = pathField(ctx, *f.get("path"))) {
      node->path = *p;
      node->pythonFile = pythonFile(ctx, *f.get("path"), *p);
    }
    argsField(ctx, f.get("args"), node->elems);
    kwargsField(ctx, f.get("kwargs"), /*argPosition=*/true, node->fields);
    return ctx.errors == before ? node : nullptr;
  }
  if (std::find(kOpTypes.begin(), kOpTypes.end(), type) != kOpTypes.end()) {
    error(ctx, typeNode,
          "a " + type + " node can only be a test's `op`; use `construct` "
                        "for an object argument");
    return nullptr;
  }
  error(ctx, typeNode, "unknown node type '" + type + "'" +
                           suggest(type, kNodeTypes));
  return nullptr;
}

NodePtr Loader::refNode(Ctx &ctx, const YAML::Node &target) {
  // yaml-cpp: assigning one Node to another overwrites the document, so
  // nodes are held by pointer here.
  std::string name;
  const YAML::Node *at = &target;
  Fields f;
  if (target.IsMap()) {
    const YAML::Node *nameNode = nullptr;
    if (target["type"]) {
      f = fields(ctx, target, "a var node", {"type", "name"});
      if (!f.get("type")->IsScalar() || f.get("type")->Scalar() != "var") {
        error(ctx, *f.get("type"),
              "`ref` takes a preset name or a var node");
        return nullptr;
      }
      if (!require(ctx, target, f, "name", "a var node"))
        return nullptr;
      nameNode = f.get("name");
    } else {
      f = fields(ctx, target, "a var node", {"var"});
      if (!f.get("var")) {
        error(ctx, target, "`ref` takes a preset name or a var node");
        return nullptr;
      }
      nameNode = f.get("var");
    }
    auto varName = stringField(ctx, *nameNode, "var");
    if (!varName)
      return nullptr;
    if (!ctx.env)
      return placeholder(ctx, target);
    auto it = ctx.env->find(*varName);
    if (it == ctx.env->end()) {
      error(ctx, *nameNode, "unknown template variable '" + *varName + "'" +
                                suggest(*varName, ctx.declaredVars));
      return nullptr;
    }
    if (!it->second.node.IsScalar()) {
      error(ctx, *nameNode, "template variable '" + *varName +
                                "' must hold a preset name here");
      return nullptr;
    }
    name = it->second.node.Scalar();
    at = nameNode;
  } else {
    auto s = stringField(ctx, target, "ref");
    if (!s)
      return nullptr;
    name = *s;
  }

  auto it = presets.find(name);
  if (it == presets.end()) {
    error(ctx, *at, "unknown preset '" + name + "'" +
                       suggest(name, presetOrder));
    return nullptr;
  }
  auto cycleStart =
      std::find(ctx.presetStack.begin(), ctx.presetStack.end(), name);
  if (cycleStart != ctx.presetStack.end()) {
    std::set<std::string> members(cycleStart, ctx.presetStack.end());
    if (reportedCycles.insert(members).second) {
      std::string chain;
      for (auto k = cycleStart; k != ctx.presetStack.end(); ++k)
        chain += *k + " -> ";
      error(ctx, *at,
            "preset '" + name + "' refers to itself: " + chain + name);
    } else {
      ++ctx.errors;
    }
    return nullptr;
  }
  const PresetDef &def = it->second;
  if (!def.body.IsMap()) {
    error(ctx, *at, "preset '" + name + "' is not a node");
    return nullptr;
  }
  // Each preset is also checked on its own, so a chain of N presets each
  // naming the next would be walked N^2/2 times; a bound keeps it linear.
  if (ctx.presetStack.size() >= kMaxPresetDepth) {
    // Said once: every preset of a long chain would say it again.
    if (!reportedPresetDepth)
      error(ctx, *at,
            "presets refer to presets more than " +
                std::to_string(kMaxPresetDepth) + " levels deep: " +
                ctx.presetStack.front() + " -> ... -> " + name);
    else
      ++ctx.errors;
    reportedPresetDepth = true;
    return nullptr;
  }
  std::string savedFile = ctx.file;
  ctx.file = def.file;
  ctx.presetStack.push_back(name);
  NodePtr node = valueNode(ctx, def.body);
  ctx.presetStack.pop_back();
  ctx.file = savedFile;
  return node;
}

NodePtr Loader::varNode(Ctx &ctx, const YAML::Node &nameNode,
                        bool argPosition) {
  auto name = stringField(ctx, nameNode, "var");
  if (!name)
    return nullptr;
  if (!ctx.env)
    return placeholder(ctx, nameNode);
  auto it = ctx.env->find(*name);
  if (it == ctx.env->end()) {
    error(ctx, nameNode,
          "unknown template variable '" + *name + "'" +
              (ctx.declaredVars.empty() ? std::string(" (the test has no vars)")
                                        : suggest(*name, ctx.declaredVars)));
    return nullptr;
  }
  const YAML::Node &value = it->second.node;
  std::string savedFile = ctx.file;
  const Env *savedEnv = ctx.env;
  ctx.file = it->second.file;
  NodePtr node;
  if (value.IsScalar() && !isQuoted(value) && dims.count(value.Scalar())) {
    auto lit = std::make_shared<Node>();
    lit->loc = locOf(ctx.file, value);
    lit->value = Value::ofInt(dims.at(value.Scalar()));
    lit->value->loc = lit->loc;
    node = lit;
  } else {
    static const Env empty;
    ctx.env = &empty;
    node = argPosition ? argNode(ctx, value) : valueNode(ctx, value);
  }
  ctx.file = savedFile;
  ctx.env = savedEnv;
  return node;
}

std::optional<std::vector<int64_t>> Loader::shapeField(Ctx &ctx,
                                                       const YAML::Node &n) {
  if (n.IsMap() && (n["var"] || n["type"])) {
    error(ctx, n, "template variables ({var: ...}) are not allowed in a shape");
    return std::nullopt;
  }
  if (!n.IsSequence()) {
    error(ctx, n, "`shape` must be a list of sizes");
    return std::nullopt;
  }
  if (n.size() == 0) {
    error(ctx, n, "`shape` must not be empty");
    return std::nullopt;
  }
  std::vector<int64_t> shape;
  bool ok = true;
  for (const YAML::Node &d : n) {
    if (d.IsMap() && (d["var"] || d["type"])) {
      error(ctx, d,
            "template variables ({var: ...}) are not allowed in a shape");
      ok = false;
      continue;
    }
    std::optional<int64_t> v = intField(ctx, d, "shape");
    if (!v) {
      ok = false;
    } else if (*v < 0) {
      error(ctx, d, "shape sizes must be non-negative, got " +
                        std::to_string(*v));
      ok = false;
    } else {
      shape.push_back(*v);
    }
  }
  if (!ok)
    return std::nullopt;
  int64_t count = 1;
  if (std::find(shape.begin(), shape.end(), 0) != shape.end())
    count = 0;
  else
    for (int64_t d : shape)
      count = saturatingMul(count, d);
  if (count > limits.maxTensorElements) {
    error(ctx, n,
          "the tensor has " +
              (count == std::numeric_limits<int64_t>::max()
                   ? std::string("more than 2^63")
                   : std::to_string(count)) +
              " elements, more than the limit of " +
              std::to_string(limits.maxTensorElements) +
              " (--max-tensor-elements)");
    return std::nullopt;
  }
  return shape;
}

NodePtr Loader::tensorLike(Ctx &ctx, const YAML::Node &n,
                           const std::string &type, const Fields &f) {
  std::string what = "a " + type + " node";
  int before = ctx.errors;
  auto node = std::make_shared<Node>();
  node->loc = locOf(ctx.file, n);
  node->type = type == "tensor"          ? Node::Type::Tensor
               : type == "scalar"        ? Node::Type::Scalar
               : type == "scalar_tensor" ? Node::Type::ScalarTensor
                                         : Node::Type::ConstTensor;
  bool isScalar = node->type == Node::Type::Scalar;

  const YAML::Node *kind = f.get("kind");
  const YAML::Node *dtype = f.get("dtype");
  bool typed = false;
  if (kind && dtype) {
    error(ctx, n, "give either `kind` or `dtype` in " + what + ", not both");
  } else if (!kind && !dtype) {
    error(ctx, n, "missing required field `kind` or `dtype` in " + what);
  } else if (kind) {
    std::string k = kind->IsScalar() ? kind->Scalar() : "";
    if (k == "float")
      node->dtype = DType::Float32;
    else if (k == "int")
      node->dtype = DType::Int64;
    else if (k == "bool")
      node->dtype = DType::Bool;
    else
      error(ctx, *kind, "unknown kind '" + k + "' (float, int or bool)" +
                            suggest(k, kKinds));
    typed = k == "float" || k == "int" || k == "bool";
  } else {
    std::string d = dtype->IsScalar() ? dtype->Scalar() : "";
    if (auto t = parseDType(d)) {
      node->dtype = *t;
      node->dtypeGiven = true;
      typed = true;
    } else {
      error(ctx, *dtype, "unknown dtype '" + d + "'" + suggest(d, kDTypeNames));
    }
  }
  if (typed && isScalar && isComplex(node->dtype)) {
    error(ctx, *dtype, "a scalar cannot be complex; use scalar_tensor");
    typed = false;
  }

  if (node->type == Node::Type::Tensor || node->type == Node::Type::ConstTensor) {
    if (require(ctx, n, f, "shape", what))
      if (auto s = shapeField(ctx, *f.get("shape")))
        node->shape = *s;
  }

  if (const YAML::Node *init = f.get("init")) {
    std::string m = init->IsScalar() ? init->Scalar() : "";
    static const std::pair<const char *, InitMethod> inits[] = {
        {"normal", InitMethod::Normal},   {"uniform", InitMethod::Uniform},
        {"randint", InitMethod::Randint}, {"zeros", InitMethod::Zeros},
        {"ones", InitMethod::Ones},       {"bernoulli", InitMethod::Bernoulli}};
    bool found = false;
    for (const auto &[name, method] : inits)
      if (m == name) {
        node->init = method;
        found = true;
      }
    if (!found)
      error(ctx, *init, "unknown init '" + m + "'" + suggest(m, kInits));
  }

  auto number = [&](const char *name) -> std::optional<Number> {
    if (const YAML::Node *v = f.get(name))
      return numberField(ctx, *v, name);
    return std::nullopt;
  };
  node->low = number("low");
  node->high = number("high");
  if (auto m = number("mean"))
    node->mean = m->asDouble();
  if (auto s = number("std")) {
    node->std = s->asDouble();
    if (!(node->std >= 0.0))
      error(ctx, *f.get("std"), "`std` must be non-negative");
  }
  if (auto p = number("p")) {
    node->p = p->asDouble();
    if (!(node->p >= 0.0 && node->p <= 1.0))
      error(ctx, *f.get("p"), "`p` must lie in [0, 1]");
  }
  if (const YAML::Node *rg = f.get("requires_grad"))
    if (auto b = boolField(ctx, *rg, "requires_grad"))
      node->requiresGrad = *b;

  const YAML::Node *lowNode = f.get("low");
  const YAML::Node *highNode = f.get("high");
  if (typed && ctx.errors == before)
    if (auto bad = checkSamplingBounds(*node))
      error(ctx, f.get(bad->first.c_str()) ? *f.get(bad->first.c_str()) : n,
            bad->second);
  if (lowNode && !highNode) {
    error(ctx, *lowNode, "`low` is given without `high`");
  } else if (highNode && !lowNode) {
    error(ctx, *highNode, "`high` is given without `low`");
  } else if (node->low && node->high) {
    double lo = node->low->asDouble(), hi = node->high->asDouble();
    if (isScalar && node->dtype != DType::Bool && !(lo < hi))
      error(ctx, *lowNode, "`low` must be less than `high` for a scalar");
    else if (!isScalar && !(lo <= hi))
      error(ctx, *lowNode, "`low` must not exceed `high`");
  }

  if (const YAML::Node *v = f.get("value")) {
    Value lit = literal(ctx, *v);
    if (typed) {
      if (auto msg = checkTensorLiteral(lit, node->shape, node->dtype))
        error(ctx, *v, *msg);
    }
    node->value = std::move(lit);
  } else if (isScalar && typed && node->dtype != DType::Bool && !lowNode &&
             !highNode) {
    error(ctx, n, "a " + std::string(isFloating(node->dtype) ? "float" : "int") +
                      " scalar needs `value` or both `low` and `high`");
  }
  return ctx.errors == before ? node : nullptr;
}

std::optional<std::string> Loader::pathField(Ctx &ctx, const YAML::Node &n) {
  if (n.IsMap() && (n["var"] || n["type"])) {
    NodePtr node = typedNode(ctx, n, /*argPosition=*/true);
    if (!node)
      return std::nullopt;
    if (!ctx.env)
      return std::string("?");
    if (node->type != Node::Type::Literal || !node->value ||
        node->value->kind != Value::Kind::String) {
      error(ctx, n, "`path` must be a string");
      return std::nullopt;
    }
    return node->value->s;
  }
  return stringField(ctx, n, "path");
}

std::string Loader::pythonFile(Ctx &ctx, const YAML::Node &n,
                               const std::string &path) {
  if (path.rfind("file:", 0) != 0)
    return "";
  size_t symbol = path.find("::");
  if (symbol == std::string::npos) {
    error(ctx, n, "a `file:` path needs `::Symbol` (file:x.py::Name), got '" +
                      path + "'");
    return "";
  }
  std::string named = path.substr(5, symbol - 5);
  if (fs::path(named).extension() != ".py") {
    error(ctx, n, "`file:` names '" + named +
                      "', which is not a Python file (.py)");
    return "";
  }
  std::string found = pythonFileOf(path, ctx.file);
  if (limits.allowOutsideFiles)
    return found;
  // A file that exists nowhere is checked where the suite would have it
  // (beside the YAML file); the helper then reports it missing, per test.
  std::error_code ec;
  fs::path where = found;
  if (!fs::exists(where, ec) && !fs::path(named).is_absolute())
    where = fs::path(ctx.file).parent_path() / named;
  fs::path target = fs::weakly_canonical(fs::absolute(where, ec), ec);
  bool inside = false;
  if (!ec) {
    auto folder = suiteFolder.begin(), part = target.begin();
    for (; folder != suiteFolder.end() && part != target.end() &&
           *folder == *part;
         ++folder, ++part) {
    }
    inside = folder == suiteFolder.end() && part != target.end();
  }
  if (!inside) {
    error(ctx, n, "`file:` names '" + named + "' (" + target.string() +
                      "), outside the suite's folder " + suiteFolder.string() +
                      ": a suite's Python files run as code; pass "
                      "--allow-outside-files to import it");
    return "";
  }
  return found;
}

void Loader::argsField(Ctx &ctx, const YAML::Node *n,
                       std::vector<NodePtr> &out) {
  if (!n)
    return;
  if (!n->IsSequence()) {
    error(ctx, *n, "`args` must be a list");
    return;
  }
  for (const YAML::Node &a : *n)
    out.push_back(argNode(ctx, a));
}

void Loader::kwargsField(Ctx &ctx, const YAML::Node *n, bool argPosition,
                         std::vector<std::pair<std::string, NodePtr>> &out) {
  if (!n || n->IsNull())
    return;
  if (!n->IsMap()) {
    error(ctx, *n, "`kwargs` must be a mapping");
    return;
  }
  Fields f = fields(ctx, *n, "kwargs", {});
  for (const Fields::Entry &e : f.entries)
    out.emplace_back(e.name, argPosition ? argNode(ctx, e.value)
                                         : valueNode(ctx, e.value));
}

//===----------------------------------------------------------------------===//
// Presets and tests
//===----------------------------------------------------------------------===//

void Loader::checkPreset(const std::string &name, const PresetDef &def) {
  Ctx ctx;
  ctx.file = def.file;
  ctx.presetStack.push_back(name);
  if (!def.body.IsMap()) {
    error(ctx, def.body, "preset '" + name + "' must be a node mapping");
    return;
  }
  valueNode(ctx, def.body);
}

/// The label a test's diagnostics carry: its id as written (or generated,
/// `<file stem>_<index>_<op>`) and its op; returns the sanitized base id and
/// sets `opType` to the op node's `type` ("" for an operator name).
std::string Loader::labelTest(Ctx &ctx, const TestEntry &entry,
                              std::string &opType) {
  const YAML::Node &n = entry.node;
  for (auto it = n.begin(); it != n.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == "id" &&
        it->second.IsScalar())
      ctx.testId = it->second.Scalar();
  const YAML::Node op = n["op"];
  if (op && op.IsScalar()) {
    ctx.op = op.Scalar();
  } else if (op && op.IsMap()) {
    const YAML::Node t = op["type"];
    opType = t && t.IsScalar() ? t.Scalar() : "";
    const YAML::Node p = op["path"];
    if (p && p.IsScalar())
      ctx.op = p.Scalar();
    const YAML::Node a = op["a"], b = op["b"];
    if (opType == "template_compare_pair" && a && b && a.IsMap() && b.IsMap() &&
        a["path"] && b["path"] && a["path"].IsScalar() && b["path"].IsScalar())
      ctx.op = a["path"].Scalar() + " vs " + b["path"].Scalar();
    if (ctx.op.empty())
      ctx.op = opType;
  }
  std::string baseId = ctx.testId;
  if (baseId.empty()) {
    baseId = entry.fileStem + "_" + std::to_string(entry.index) +
             (ctx.op.empty() ? "" : "_" + ctx.op);
    ctx.testId = sanitizeId(baseId);
  }
  return sanitizeId(baseId);
}

/// The test-level fields other than `op`: id, impl, device,
/// cast_input0_to_complex and the shape of `in`. Returns false when the test
/// cannot be expanded.
bool Loader::parseTestFields(Ctx &ctx, const YAML::Node &n, const Fields &f,
                             const std::string &opType, TestSpec &base) {
  bool ok = require(ctx, n, f, "op", "a test");
  ok = require(ctx, n, f, "in", "a test") && ok;
  if (const YAML::Node *id = f.get("id"))
    if (!stringField(ctx, *id, "id"))
      ok = false;
  if (const YAML::Node *impl = f.get("impl")) {
    if (auto s = stringField(ctx, *impl, "impl"))
      base.impl = *s;
    if (opType == "template_compare_pair")
      error(ctx, f.key("impl") ? *f.key("impl") : *impl,
            "a template_compare_pair takes `impl` from its sides a and b");
  }
  if (const YAML::Node *dev = f.get("device")) {
    std::string d = dev->IsScalar() ? dev->Scalar() : "";
    if (std::find(kDevices.begin(), kDevices.end(), d) == kDevices.end())
      error(ctx, *dev, "unknown device '" + d + "' (cpu, gpu, cuda or mps)" +
                           suggest(d, kDevices));
    else
      base.device = d;
  }
  if (const YAML::Node *c = f.get("cast_input0_to_complex"))
    if (auto b = boolField(ctx, *c, "cast_input0_to_complex"))
      base.castInput0ToComplex = *b;
  if (const YAML::Node *in = f.get("in"))
    if (!in->IsSequence()) {
      error(ctx, *in, "`in` must be a list of nodes");
      ok = false;
    }
  return ok;
}

/// An operator name `ns::name` or `ns::name.overload` into `base`.
bool Loader::parseOperatorName(Ctx &ctx, const YAML::Node &opNode,
                               TestSpec &base) {
  const std::string &s = opNode.Scalar();
  size_t colons = s.find("::");
  std::string name = s, overload;
  size_t dot =
      colons == std::string::npos ? std::string::npos : s.find('.', colons + 2);
  if (dot != std::string::npos) {
    name = s.substr(0, dot);
    overload = s.substr(dot + 1);
  }
  auto ident = [](const std::string &t) {
    if (t.empty() || std::isdigit(static_cast<unsigned char>(t[0])))
      return false;
    return std::all_of(t.begin(), t.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
    });
  };
  base.opKind = TestCase::OpKind::Aten;
  base.atenName = name;
  base.atenOverload = overload;
  if (colons == std::string::npos || !ident(s.substr(0, colons)) ||
      !ident(name.substr(colons + 2)) ||
      (dot != std::string::npos && !ident(overload))) {
    error(ctx, opNode, "an op name must look like 'aten::name' or "
                       "'aten::name.overload', got '" + s + "'");
    return false;
  }
  return true;
}

/// Sides `a` and `b` and `common` of a template_compare_pair.
bool Loader::parseCompareSides(Ctx &ctx, const YAML::Node &opNode,
                               const std::string &what, OpParts &parts) {
  bool ok = true;
  for (int side = 0; side < 2; ++side) {
    std::string sideName = side == 0 ? "a" : "b";
    if (!require(ctx, opNode, parts.opFields, sideName, what)) {
      ok = false;
      continue;
    }
    const YAML::Node &s = *parts.opFields.get(sideName);
    std::string sideWhat = "compare side `" + sideName + "`";
    if (!s.IsMap()) {
      error(ctx, s, sideWhat + " must be a mapping");
      ok = false;
      continue;
    }
    Fields &sf = parts.sideFields[side];
    sf = fields(ctx, s, sideWhat, {"impl", "type", "path", "args", "kwargs"});
    ok = require(ctx, s, sf, "impl", sideWhat) && ok;
    ok = require(ctx, s, sf, "type", sideWhat) && ok;
    ok = require(ctx, s, sf, "path", sideWhat) && ok;
    if (const YAML::Node *t = sf.get("type"))
      if (!t->IsScalar() || t->Scalar() != "module") {
        error(ctx, *t, sideWhat + " must have `type: module`");
        ok = false;
      }
    if (const YAML::Node *impl = sf.get("impl"))
      ok = stringField(ctx, *impl, "impl").has_value() && ok;
  }
  if (const YAML::Node *c = parts.opFields.get("common")) {
    if (c->IsMap())
      parts.commonFields = fields(ctx, *c, "`common`", {"args", "kwargs"});
    else if (!c->IsNull())
      error(ctx, *c, "`common` must be a mapping");
  }
  return ok;
}

/// A template's `vars`, sorted by name; declares them in `ctx`.
bool Loader::parseTemplateVars(Ctx &ctx, const Fields &opFields,
                               Template &tmpl) {
  bool ok = true;
  if (const YAML::Node *v = opFields.get("vars")) {
    if (!v->IsMap() && !v->IsNull()) {
      error(ctx, *v, "`vars` must map names to lists of values");
      ok = false;
    } else if (v->IsMap()) {
      Fields vf = fields(ctx, *v, "`vars`", {});
      for (const Fields::Entry &e : vf.entries) {
        if (!e.value.IsSequence() || e.value.size() == 0) {
          error(ctx, e.value, "the values of template variable '" + e.name +
                                  "' must be a non-empty list");
          ok = false;
          continue;
        }
        std::vector<YAML::Node> values;
        for (const YAML::Node &val : e.value) {
          if (val.IsScalar() && isQuoted(val) && dims.count(val.Scalar())) {
            error(ctx, val, "template variable value \"" + val.Scalar() +
                                "\" names a dim but is quoted; write it "
                                "bare (" + val.Scalar() + ")");
            ok = false;
          }
          values.push_back(val);
        }
        tmpl.vars.emplace_back(e.name, values);
      }
    }
  }
  std::sort(tmpl.vars.begin(), tmpl.vars.end(),
            [](const auto &x, const auto &y) { return x.first < y.first; });
  for (const auto &var : tmpl.vars)
    ctx.declaredVars.push_back(var.first);
  return ok;
}

/// A template's `cases`: the variables each case fixes (one empty case
/// when there is no `cases`).
bool Loader::parseTemplateCases(Ctx &ctx, const Fields &opFields,
                                std::vector<Assignment> &fixedSets) {
  const YAML::Node *c = opFields.get("cases");
  if (!c) {
    fixedSets.emplace_back();
    return true;
  }
  if (!c->IsSequence()) {
    error(ctx, *c, "`cases` must be a list of variable assignments");
    return false;
  }
  bool ok = true;
  for (const YAML::Node &cs : *c) {
    if (!cs.IsMap()) {
      error(ctx, cs, "a case must map variable names to values");
      ok = false;
      continue;
    }
    Fields cf = fields(ctx, cs, "a case", {});
    Assignment fixed;
    for (const Fields::Entry &e : cf.entries) {
      if (std::find(ctx.declaredVars.begin(), ctx.declaredVars.end(),
                    e.name) == ctx.declaredVars.end()) {
        error(ctx, e.key, "case names undeclared variable '" + e.name + "'" +
                              suggest(e.name, ctx.declaredVars));
        ok = false;
        continue;
      }
      if (e.value.IsScalar() && isQuoted(e.value) &&
          dims.count(e.value.Scalar())) {
        error(ctx, e.value, "case value \"" + e.value.Scalar() +
                                "\" names a dim but is quoted; write it bare (" +
                                e.value.Scalar() + ")");
        ok = false;
      }
      fixed.emplace_back(e.name, e.value);
    }
    fixedSets.push_back(fixed);
  }
  return ok;
}

/// Per case in order, the product of the values of the vars the case leaves
/// open (sorted by name, the first varying slowest).
std::vector<Assignment>
expandAssignments(const Template &tmpl,
                  const std::vector<Assignment> &fixedSets) {
  std::vector<Assignment> out;
  for (const Assignment &fixed : fixedSets) {
    std::vector<Assignment> partial(1);
    for (const auto &[name, values] : tmpl.vars) {
      std::vector<YAML::Node> choices(values.begin(), values.end());
      for (const auto &fv : fixed)
        if (fv.first == name) {
          // Not assign(): a YAML::Node assigned to overwrites the node it
          // refers to, here the declared value (every earlier case's
          // tests then saw the later case's value).
          choices.clear();
          choices.push_back(fv.second);
        }
      std::vector<Assignment> next;
      for (const Assignment &prefix : partial)
        for (const YAML::Node &choice : choices) {
          next.push_back(prefix);
          next.back().emplace_back(name, choice);
        }
      partial = std::move(next);
    }
    for (Assignment &a : partial)
      out.push_back(std::move(a));
  }
  return out;
}

/// A module, template_module or template_compare_pair op: its fields, sides
/// and variable assignments into `parts`.
bool Loader::parseOpNode(Ctx &ctx, const YAML::Node &opNode,
                         const std::string &opType, OpParts &parts) {
  if (!opNode["type"]) {
    error(ctx, opNode, "missing required field `type` in the op");
    return false;
  }
  if (opType == "module") {
    parts.opFields =
        fields(ctx, opNode, "a module op", {"type", "path", "args", "kwargs"});
    return require(ctx, opNode, parts.opFields, "path", "a module op");
  }
  if (opType != "template_module" && opType != "template_compare_pair") {
    std::string t = opNode["type"].IsScalar() ? opType : "";
    error(ctx, opNode["type"],
          "unknown op type '" + t + "'" + suggest(t, kOpTypes) +
              "; an op is an operator name or a module, template_module "
              "or template_compare_pair node");
    return false;
  }
  parts.isPair = opType == "template_compare_pair";
  std::string what = "a " + opType + " op";
  parts.opFields =
      parts.isPair
          ? fields(ctx, opNode, what, {"type", "vars", "cases", "common", "a", "b"})
          : fields(ctx, opNode, what,
                   {"type", "path", "vars", "cases", "args", "kwargs"});
  bool ok = require(ctx, opNode, parts.opFields, "vars", what);
  if (parts.isPair)
    ok = parseCompareSides(ctx, opNode, what, parts) && ok;
  else
    ok = require(ctx, opNode, parts.opFields, "path", what) && ok;
  ok = parseTemplateVars(ctx, parts.opFields, parts.tmpl) && ok;
  std::vector<Assignment> fixedSets;
  ok = parseTemplateCases(ctx, parts.opFields, fixedSets) && ok;
  // The number of tests, before making them: per case, the product of
  // the value counts of the variables it leaves free.
  int64_t planned = 0;
  for (const Assignment &fixed : fixedSets) {
    int64_t product = 1;
    for (const auto &[name, values] : parts.tmpl.vars) {
      bool isFixed = false;
      for (const auto &fv : fixed)
        isFixed = isFixed || fv.first == name;
      if (!isFixed)
        product = saturatingMul(product, int64_t(values.size()));
    }
    planned = saturatingAdd(planned, product);
  }
  if (parts.isPair)
    planned = saturatingMul(planned, 2);
  int64_t total = saturatingAdd(int64_t(suite->tests.size()), planned);
  if (total > limits.maxTests) {
    const YAML::Node *at = parts.opFields.get("vars");
    overLimit(ctx, locOf(ctx.file, at ? *at : opNode),
              "the template expands to " +
                  (planned == std::numeric_limits<int64_t>::max()
                       ? std::string("more than 2^63")
                       : std::to_string(planned)) +
                  " tests, the suite to " +
                  (total == std::numeric_limits<int64_t>::max()
                       ? std::string("more than 2^63")
                       : std::to_string(total)) +
                  ": more than the limit of " +
                  std::to_string(limits.maxTests) + " (--max-tests)");
  }
  parts.tmpl.assignments = expandAssignments(parts.tmpl, fixedSets);
  return ok;
}

/// A test that cannot be expanded: its nodes are still checked, vars left
/// unresolved, so that every error is reported.
void Loader::checkUnexpanded(Ctx &ctx, const Fields &f,
                             const Fields &opFields) {
  ctx.env = nullptr;
  if (const YAML::Node *in = f.get("in"); in && in->IsSequence())
    for (const YAML::Node &i : *in)
      valueNode(ctx, i);
  std::vector<std::pair<std::string, NodePtr>> kwargs;
  kwargsField(ctx, f.get("kwargs"), /*argPosition=*/false, kwargs);
  if (const YAML::Node *out = f.get("out"))
    valueNode(ctx, *out);
  std::vector<NodePtr> args;
  argsField(ctx, opFields.get("args"), args);
  kwargsField(ctx, opFields.get("kwargs"), true, kwargs);
}

/// The two tests of a compare pair for one assignment: `common`'s args
/// unless a side gives its own, kwargs merged with the side's winning.
void Loader::makePairSides(Ctx &ctx, const TestEntry &entry,
                           const OpParts &parts, const TestSpec &t,
                           std::vector<TestSpec> &made) {
  std::vector<NodePtr> commonArgs;
  std::vector<std::pair<std::string, NodePtr>> commonKwargs;
  argsField(ctx, parts.commonFields.get("args"), commonArgs);
  kwargsField(ctx, parts.commonFields.get("kwargs"), true, commonKwargs);
  for (int side = 0; side < 2; ++side) {
    TestSpec s = t;
    const Fields &sf = parts.sideFields[side];
    s.pairId = t.id;
    s.pairSide = side == 0 ? 'a' : 'b';
    s.id = t.id + (side == 0 ? "__a" : "__b");
    s.impl = sf.get("impl")->Scalar();
    if (auto p = pathField(ctx, *sf.get("path"))) {
      s.module.path = *p;
      s.module.pythonFile = pythonFile(ctx, *sf.get("path"), *p);
    }
    if (sf.get("args"))
      argsField(ctx, sf.get("args"), s.module.args);
    else
      s.module.args = commonArgs;
    std::vector<std::pair<std::string, NodePtr>> sideKwargs;
    kwargsField(ctx, sf.get("kwargs"), true, sideKwargs);
    s.module.kwargs = commonKwargs;
    for (auto &[k, v] : sideKwargs) {
      auto it = std::find_if(s.module.kwargs.begin(), s.module.kwargs.end(),
                             [&](const auto &kv) { return kv.first == k; });
      if (it != s.module.kwargs.end())
        it->second = v;
      else
        s.module.kwargs.emplace_back(k, v);
    }
    made.push_back(std::move(s));
  }
}

/// The tests of one variable assignment (one, or a compare pair's two).
std::vector<TestSpec> Loader::instantiate(Ctx &ctx, const TestEntry &entry,
                                          const Fields &f, const OpParts &parts,
                                          const TestSpec &base,
                                          const std::string &baseId,
                                          const Assignment &assignment) {
  Env env;
  TestSpec t = base;
  t.id = baseId;
  for (const auto &[name, value] : assignment) {
    env.emplace(name, VarValue{value, entry.file});
    t.assignment.emplace_back(name, valueText(value));
    t.id += "__" + sanitizeId(name) + "=" +
            sanitizeId(t.assignment.back().second);
  }
  ctx.env = &env;
  for (const YAML::Node &in : *f.get("in"))
    t.inputs.push_back(valueNode(ctx, in));
  kwargsField(ctx, f.get("kwargs"), /*argPosition=*/false, t.kwargs);
  if (const YAML::Node *out = f.get("out"))
    t.out = valueNode(ctx, *out);

  std::vector<TestSpec> made;
  if (t.opKind == TestCase::OpKind::Aten) {
    made.push_back(std::move(t));
  } else if (!parts.isPair) {
    if (auto p = pathField(ctx, *parts.opFields.get("path"))) {
      t.module.path = *p;
      t.module.pythonFile = pythonFile(ctx, *parts.opFields.get("path"), *p);
    }
    argsField(ctx, parts.opFields.get("args"), t.module.args);
    kwargsField(ctx, parts.opFields.get("kwargs"), true, t.module.kwargs);
    made.push_back(std::move(t));
  } else {
    makePairSides(ctx, entry, parts, t, made);
  }
  ctx.env = nullptr;
  return made;
}

/// Adds expanded tests to the suite; a repeated id is an error at `at`.
void Loader::addTests(Ctx &ctx, const YAML::Node &at,
                      std::vector<TestSpec> made) {
  for (TestSpec &m : made) {
    auto it = idLocs.find(m.id);
    if (it != idLocs.end()) {
      error(ctx, at, "duplicate test id '" + m.id + "' (first defined at " +
                         it->second.str() + ")");
      continue;
    }
    checkTestSize(ctx, at, m);
    idLocs[m.id] = m.loc;
    suite->tests.push_back(std::move(m));
  }
}

void Loader::checkTestSize(Ctx &ctx, const YAML::Node &at,
                           const TestSpec &test) {
  auto text = [](int64_t v) {
    return v == std::numeric_limits<int64_t>::max() ? std::string("more than 2^63")
                                                     : std::to_string(v);
  };
  if (int64_t(suite->tests.size()) >= limits.maxTests)
    overLimit(ctx, locOf(ctx.file, at),
              "the suite has more than " + std::to_string(limits.maxTests) +
                  " tests (--max-tests)");
  int64_t bytes = estimateSampleBytes(test);
  if (bytes > limits.maxTestBytes)
    overLimit(ctx, locOf(ctx.file, at),
              "test '" + test.id + "' would sample " + text(bytes) +
                  " bytes, more than the limit of " +
                  std::to_string(limits.maxTestBytes) +
                  " per test (--max-test-bytes)");
  suiteBytes = saturatingAdd(suiteBytes, bytes);
  if (suiteBytes > limits.maxSuiteBytes)
    overLimit(ctx, locOf(ctx.file, at),
              "the suite would sample " + text(suiteBytes) +
                  " bytes up to test '" + test.id +
                  "', more than the limit of " +
                  std::to_string(limits.maxSuiteBytes) +
                  " per suite (--max-suite-bytes)");
}

void Loader::expandTest(const TestEntry &entry) {
  Ctx ctx;
  ctx.file = entry.file;
  const YAML::Node &n = entry.node;
  if (!n.IsMap()) {
    error(ctx, n, "a test must be a mapping");
    return;
  }
  // The id and op label first, so every diagnostic of the test names them.
  std::string opType;
  std::string baseId = labelTest(ctx, entry, opType);
  Fields f = fields(ctx, n, "a test",
                    {"id", "impl", "op", "in", "kwargs", "out", "device",
                     "cast_input0_to_complex"});
  TestSpec base;
  base.loc = locOf(entry.file, n);
  bool ok = parseTestFields(ctx, n, f, opType, base);

  OpParts parts;
  parts.tmpl.assignments.emplace_back(); // no template: one empty assignment
  if (const YAML::Node *op = f.get("op")) {
    if (op->IsScalar()) {
      ok = parseOperatorName(ctx, *op, base) && ok;
    } else if (op->IsMap()) {
      base.opKind = TestCase::OpKind::Module;
      ok = parseOpNode(ctx, *op, opType, parts) && ok;
    } else {
      error(ctx, *op, "`op` must be an operator name or a module node");
      ok = false;
    }
  }
  if (!ok || ctx.errors)
    return checkUnexpanded(ctx, f, parts.opFields);

  for (const Assignment &assignment : parts.tmpl.assignments) {
    int before = ctx.errors;
    std::vector<TestSpec> made =
        instantiate(ctx, entry, f, parts, base, baseId, assignment);
    if (ctx.errors == before)
      addTests(ctx, n, std::move(made));
  }
}

} // namespace

//===----------------------------------------------------------------------===//
// Public API
//===----------------------------------------------------------------------===//

std::optional<std::string> checkTensorLiteral(const Value &value,
                                              const std::vector<int64_t> &shape,
                                              DType dtype) {
  std::string where;
  std::function<std::optional<std::string>(const Value &, size_t)> walk =
      [&](const Value &v, size_t depth) -> std::optional<std::string> {
    if (depth < shape.size()) {
      if (v.kind != Value::Kind::List)
        return "`value` does not match the shape: expected a list of " +
               std::to_string(shape[depth]) + " at depth " +
               std::to_string(depth);
      if (static_cast<int64_t>(v.elems.size()) != shape[depth])
        return "`value` does not match the shape: expected " +
               std::to_string(shape[depth]) + " elements at depth " +
               std::to_string(depth) + ", got " +
               std::to_string(v.elems.size());
      for (const Value &e : v.elems)
        if (auto msg = walk(e, depth + 1))
          return msg;
      return std::nullopt;
    }
    switch (v.kind) {
    case Value::Kind::Bool:
      if (dtype == DType::Bool)
        return std::nullopt;
      return "`value` holds a bool but the dtype is " +
             std::string(dtypeName(dtype));
    case Value::Kind::Int:
      if (dtype == DType::Bool && v.i != 0 && v.i != 1)
        return "`value` of a bool tensor holds " + std::to_string(v.i);
      return std::nullopt;
    case Value::Kind::Float:
      if (isFloating(dtype) || isComplex(dtype))
        return std::nullopt;
      return "`value` holds a float but the dtype is " +
             std::string(dtypeName(dtype));
    default:
      return shape.empty()
                 ? std::string("`value` must be a number or a bool")
                 : "`value` does not match the shape: expected " +
                       std::to_string(shape.size()) +
                       " levels of lists ending in numbers";
    }
  };
  return walk(value, 0);
}

static LoadResult load(const std::string &path, const std::string *text,
                       const LoadLimits &limits) {
  try {
    Loader loader(limits);
    return loader.run(path, text);
  } catch (const YAML::Exception &e) {
    // A safety net: the loader checks node kinds before using them.
    LoadResult r;
    r.suite = std::make_unique<Suite>();
    r.errors.push_back(Diagnostic{
        SourceLoc{path, e.mark.line + 1, e.mark.column + 1}, "", "",
        std::string("unexpected YAML structure: ") + e.what()});
    return r;
  }
}

LoadResult loadSuiteFile(const std::string &path, const LoadLimits &limits) {
  return load(path, nullptr, limits);
}

LoadResult loadSuiteString(const std::string &text, const std::string &path,
                           const LoadLimits &limits) {
  return load(path, &text, limits);
}

std::optional<std::pair<std::string, std::string>>
checkSamplingBounds(const Node &node) {
  auto finite = [](const char *name, double v)
      -> std::optional<std::pair<std::string, std::string>> {
    if (std::isfinite(v))
      return std::nullopt;
    return std::make_pair(std::string(name),
                          "`" + std::string(name) + "` must be finite");
  };
  if (node.low)
    if (auto e = finite("low", node.low->asDouble()))
      return e;
  if (node.high)
    if (auto e = finite("high", node.high->asDouble()))
      return e;
  if (auto e = finite("mean", node.mean))
    return e;
  if (auto e = finite("std", node.std))
    return e;
  if (!node.low || !node.high)
    return std::nullopt;
  if (isFloating(node.dtype) || isComplex(node.dtype)) {
    if (!std::isfinite(node.high->asDouble() - node.low->asDouble()))
      return std::make_pair(std::string("low"),
                            std::string("`high` - `low` must be finite"));
    return std::nullopt;
  }
  if (!isIntegral(node.dtype))
    return std::nullopt;
  int64_t min = 0, max = 0;
  switch (node.dtype) {
  case DType::UInt8: min = 0, max = 255; break;
  case DType::Int8: min = -128, max = 127; break;
  case DType::Int16: min = -32768, max = 32767; break;
  case DType::Int32: min = INT32_MIN, max = INT32_MAX; break;
  default: min = INT64_MIN, max = INT64_MAX; break;
  }
  // randint draws from [ceil(low), floor(high)]: both ends must be values
  // of the dtype.
  auto fits = [&](const Number &n, bool up) {
    if (n.isInt)
      return n.i >= min && n.i <= max;
    double r = up ? std::ceil(n.f) : std::floor(n.f);
    return r >= double(min) && (max == INT64_MAX ? r < 9223372036854775808.0
                                                 : r <= double(max));
  };
  std::string range = " must lie in the range of " +
                      std::string(dtypeName(node.dtype)) + ", [" +
                      std::to_string(min) + ", " + std::to_string(max) + "]";
  if (!fits(*node.low, true))
    return std::make_pair(std::string("low"), "`low`" + range);
  if (!fits(*node.high, false))
    return std::make_pair(std::string("high"), "`high`" + range);
  return std::nullopt;
}

int64_t estimateSampleBytes(const NodePtr &node) {
  if (!node)
    return 0;
  int64_t bytes = kSampledValueOverhead;
  switch (node->type) {
  case Node::Type::Tensor:
  case Node::Type::ScalarTensor:
  case Node::Type::ConstTensor: {
    int64_t elements = 1;
    for (int64_t d : node->shape)
      elements = d == 0 ? 0 : saturatingMul(elements, d);
    int64_t perElement = dtypeSize(node->dtype);
    if (node->type == Node::Type::ConstTensor && node->value)
      perElement += int64_t(sizeof(Value)); // the literal's element Values
    bytes = saturatingAdd(bytes, saturatingMul(elements, perElement));
    return bytes;
  }
  case Node::Type::IntList:
    return saturatingAdd(
        bytes, saturatingMul(int64_t(node->ints.size()), kSampledValueOverhead));
  case Node::Type::List:
    return saturatingAdd(
        bytes, saturatingMul(node->len, node->elems.empty()
                                            ? kSampledValueOverhead
                                            : estimateSampleBytes(node->elems[0])));
  default:
    break;
  }
  for (const NodePtr &elem : node->elems)
    bytes = saturatingAdd(bytes, estimateSampleBytes(elem));
  for (const auto &field : node->fields)
    bytes = saturatingAdd(bytes, estimateSampleBytes(field.second));
  return bytes;
}

int64_t estimateSampleBytes(const TestSpec &test) {
  int64_t bytes = 0;
  for (const NodePtr &input : test.inputs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(input));
  for (const auto &kwarg : test.kwargs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(kwarg.second));
  bytes = saturatingAdd(bytes, estimateSampleBytes(test.out));
  for (const NodePtr &arg : test.module.args)
    bytes = saturatingAdd(bytes, estimateSampleBytes(arg));
  for (const auto &kwarg : test.module.kwargs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(kwarg.second));
  return bytes;
}

} // namespace opidiff
