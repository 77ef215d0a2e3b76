//===- Files.cpp - Suite files, includes, dims and limits -----------------===//

#include "opidiff/loader/LoaderImpl.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace loader {

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
  if (const YAML::Node *inc = f.get("include"))
    loadIncludes(ctx, *inc, displayPath);
  includeStack.pop_back();

  if (const YAML::Node *d = f.get("dims"))
    loadDims(ctx, *d);
  if (const YAML::Node *p = f.get("presets"))
    loadPresets(ctx, *p, displayPath);
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

void Loader::loadIncludes(Ctx &ctx, const YAML::Node &inc,
                          const std::string &displayPath) {
  std::vector<YAML::Node> names;
  if (inc.IsSequence())
    for (const YAML::Node &n : inc)
      names.push_back(n);
  else
    names.push_back(inc);
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

void Loader::loadPresets(Ctx &ctx, const YAML::Node &p,
                         const std::string &displayPath) {
  if (!p.IsMap() && !p.IsNull()) {
    error(ctx, p, "`presets` must be a mapping of names to nodes");
  } else if (p.IsMap()) {
    Fields pf = fields(ctx, p, "presets", {});
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

} // namespace loader
} // namespace opidiff
} // namespace shlo
} // namespace mlir
