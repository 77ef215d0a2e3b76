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

#include "opidiff/loader/LoaderImpl.h"

#include <functional>
#include <memory>

namespace mlir {
namespace shlo {
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

namespace loader {

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

} // namespace loader


static LoadResult load(const std::string &path, const std::string *text,
                       const LoadLimits &limits) {
  try {
    loader::Loader suiteLoader(limits);
    return suiteLoader.run(path, text);
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

std::string didYouMean(const std::string &word,
                       const std::vector<std::string> &candidates) {
  return loader::suggest(word, candidates);
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
