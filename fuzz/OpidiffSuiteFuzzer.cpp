//===- OpidiffSuiteFuzzer.cpp - fuzz the OpiDiff loader and sampler ------===//
//
// Arbitrary text goes through opidiff2mlir's loader and validator
// (loadSuiteString: YAML, includes, presets, template expansion) and, when
// the suite is valid, the sampler (sampleSuite), under small LoadLimits so
// that every input stays cheap and the limits themselves are exercised.
//
// Includes: the suite is loaded as <dir>/suite.yaml, where <dir> is a fresh
// folder of this process holding two fixed files (shared.yaml: dims and
// presets; tmpl.yaml: a template with cases and a compare pair). The input
// may also carry its own files: a line `#@ file NAME` starts the text of
// NAME (letters, digits, `_`, `-`, `.`; at most 32 characters), written to
// <dir> for this input only; the text before the first such line is the
// suite. Absolute includes reach the real file system (devices and FIFOs
// are refused by the loader; files over the size limit too).
//
// A suite the loader accepts must respect the limits it was given: a
// sampled-bytes estimate over the suite limit aborts (a loader bug).
//
//===----------------------------------------------------------------------===//

#include "opidiff/loader/Loader.h"
#include "opidiff/Sampler.h"

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <unistd.h>

using namespace mlir::shlo::opidiff;

namespace {
std::string dir;

const char *kShared = R"(dims: {N: 3, M: 2}
presets:
  x: {type: tensor, shape: [N, M], kind: float}
  y: {type: tensor, shape: [M], dtype: int32, low: -5, high: 5}
  pair: {type: tuple, elems: [{ref: x}, {ref: y}]}
)";

const char *kTemplate = R"(include: shared.yaml
tests:
  - op:
      type: template_module
      path: torch.nn.Linear
      vars: {inf: [M, 4], outf: [1, 2], bias: [true, false]}
      cases: [{inf: M}, {outf: 3, bias: true}]
      args: [{var: inf}, {var: outf}]
      kwargs: {bias: {var: bias}}
    in: [{type: tensor, shape: [N, M], kind: float}]
  - op:
      type: template_compare_pair
      vars: {k: [1, 2]}
      common: {args: [{var: k}]}
      a: {impl: x, type: module, path: torch.nn.Softmax}
      b: {impl: y, type: module, path: torch.nn.LogSoftmax}
    in: [{ref: x}]
)";

void writeFile(const std::string &name, const std::string &text) {
  std::string path = dir + "/" + name;
  if (FILE *f = std::fopen(path.c_str(), "wb")) {
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
}

bool validName(const std::string &name) {
  if (name.empty() || name.size() > 32 || name[0] == '.')
    return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' &&
        c != '-' && c != '.')
      return false;
  return name != "shared.yaml" && name != "tmpl.yaml";
}

void removeDir() {
  unlink((dir + "/shared.yaml").c_str());
  unlink((dir + "/tmpl.yaml").c_str());
  rmdir(dir.c_str());
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  char tmpl[] = "/tmp/opidiff-fuzz-XXXXXX";
  if (!mkdtemp(tmpl))
    std::abort();
  dir = tmpl;
  writeFile("shared.yaml", kShared);
  writeFile("tmpl.yaml", kTemplate);
  std::atexit(removeDir);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);

  // Split off the input's own files.
  std::string suite;
  std::vector<std::string> written;
  std::string current, *into = &suite;
  std::vector<std::pair<std::string, std::string>> files;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    std::string line = text.substr(
        pos, end == std::string::npos ? std::string::npos : end - pos + 1);
    pos = end == std::string::npos ? text.size() : end + 1;
    if (line.rfind("#@ file ", 0) == 0) {
      std::string name = line.substr(8);
      while (!name.empty() && (name.back() == '\n' || name.back() == '\r' ||
                               name.back() == ' '))
        name.pop_back();
      if (validName(name) && files.size() < 8) {
        files.emplace_back(name, "");
        into = &files.back().second;
        continue;
      }
    }
    *into += line;
  }
  for (const auto &[name, body] : files) {
    writeFile(name, body);
    written.push_back(dir + "/" + name);
  }

  LoadLimits limits;
  limits.maxTests = 256;
  limits.maxTensorElements = 4096;
  limits.maxTestBytes = int64_t(1) << 20;
  limits.maxSuiteBytes = int64_t(4) << 20;
  limits.maxYamlNodes = 20000;
  limits.maxFileBytes = 64 << 10;
  LoadResult result = loadSuiteString(suite, dir + "/suite.yaml", limits);
  for (const Diagnostic &diagnostic : result.errors)
    (void)diagnostic.str();
  if (result.ok() && result.suite) {
    if (int64_t(result.suite->tests.size()) > limits.maxTests)
      std::abort();
    int64_t bytes = 0;
    for (const TestSpec &test : result.suite->tests) {
      int64_t b = estimateSampleBytes(test);
      if (b > limits.maxTestBytes)
        std::abort();
      bytes += b;
    }
    if (bytes > limits.maxSuiteBytes)
      std::abort();
    llvm::Expected<std::vector<TestCase>> cases =
        sampleSuite(*result.suite, 0);
    if (!cases)
      llvm::consumeError(cases.takeError());
  }
  for (const std::string &path : written)
    unlink(path.c_str());
  return 0;
}
