//===- MlirInterpretFuzzer.cpp - fuzz parse + verify + interpret ---------===//
//
// Arbitrary text goes the way of `interpreter-translate --interpret
// -split-input-file`: read through the input gate as the tools read it (the
// input's size modulo 4 picks the way in: the bytes themselves, a pipe given
// as the path, as standard input is read, a named file, or a named file whose
// path arrives through an `@response` file), then per chunk the
// gate's check, MLIR's parser and verifier with hex literals of 8 digits
// and more decoded first (parseWithLargeHexLiterals), then
// interpretModule with small limits, so that no input can exhaust memory or
// loop for long.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "tools/interpreter-translate/InterpretTranslation.h"
#include "tools/interpreter-translate/LargeHexLiterals.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>
#include <unistd.h>

using namespace mlir;

namespace {
/// The limits a fuzz input runs under.
constexpr int64_t kFuzzMaxTensorBytes = int64_t(64) << 20;
constexpr int64_t kFuzzMaxWhileIterations = 1000;

void runOne(llvm::StringRef text) {
  DialectRegistry registry;
  shlo::registerAllDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  // Format every diagnostic (our messages print types and attributes), then
  // drop it.
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    (void)diag.str();
    return success();
  });
  shlo::InterpretSettings settings;
  settings.maxTensorBytes = kFuzzMaxTensorBytes;
  settings.maxWhileIterations = kFuzzMaxWhileIterations;
  llvm::raw_null_ostream output;
  (void)splitAndProcessBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"),
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &os) {
        llvm::SourceMgr sourceMgr;
        sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
        OwningOpRef<ModuleOp> module = shlo::parseWithLargeHexLiterals(
            sourceMgr, &context, /*minDigits=*/8, /*threads=*/1);
        if (!module)
          return failure();
        return shlo::interpretModule(*module, os, settings);
      },
      output);
}

/// Writes `text` to a new temporary file and returns its path (empty on
/// failure).
std::string writeTemporary(llvm::StringRef text, llvm::StringRef suffix) {
  llvm::SmallString<128> path;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("fuzz", suffix, fd, path))
    return "";
  llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
  file << text;
  return std::string(path);
}

/// The input path as the tools get it from `tool @rsp`, where the response
/// file `rsp` names `path`: LLVM's command-line parser expands it.
std::string pathThroughResponseFile(const std::string &path) {
  std::string response = writeTemporary("\"" + path + "\"\n", "rsp");
  if (response.empty())
    return "";
  llvm::BumpPtrAllocator allocator;
  llvm::StringSaver saver(allocator);
  std::string at = "@" + response;
  llvm::SmallVector<const char *, 4> argv = {"interpreter-translate",
                                             at.c_str()};
  bool expanded = llvm::cl::ExpandResponseFiles(
      saver, llvm::cl::TokenizeGNUCommandLine, argv);
  llvm::sys::fs::remove(response);
  return expanded && argv.size() == 2 ? std::string(argv[1]) : "";
}

/// The program as the tools read it: `way` 0 the bytes themselves, 1 a
/// pipe given as the path (as standard input is read), 2 a named file, 3 a
/// named file given through a response file.
std::unique_ptr<llvm::MemoryBuffer> readThrough(int way, llvm::StringRef text) {
  std::string error;
  if (way == 1 && text.size() < 60000) { // within the pipe's buffer
    int fds[2];
    if (pipe(fds) != 0)
      return nullptr;
    bool written = write(fds[1], text.data(), text.size()) == ssize_t(text.size());
    close(fds[1]);
    std::unique_ptr<llvm::MemoryBuffer> buffer =
        written ? shlo::readInput("/dev/fd/" + std::to_string(fds[0]), error)
                : nullptr;
    close(fds[0]);
    return buffer;
  }
  if (way == 2 || way == 3) {
    std::string path = writeTemporary(text, "mlir");
    if (path.empty())
      return nullptr;
    std::string given = way == 3 ? pathThroughResponseFile(path) : path;
    std::unique_ptr<llvm::MemoryBuffer> buffer =
        given.empty() ? nullptr : shlo::readInput(given, error);
    llvm::sys::fs::remove(path);
    return buffer;
  }
  return llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir");
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // The way in follows from the size, so that every seed stays a program.
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  std::unique_ptr<llvm::MemoryBuffer> buffer = readThrough(int(size % 4), text);
  if (!buffer)
    return 0;
  // As in the tools: refuse what the gate refuses before splitting, on a
  // large stack so that nesting up to the gate's limits parses.
  llvm::raw_null_ostream errors;
  if (!shlo::gateBuffer(*buffer, errors))
    return 0;
  shlo::runOnLargeStack([&] {
    runOne(buffer->getBuffer());
    return 0;
  });
  return 0;
}
