//===- MlirInterpretFuzzer.cpp - fuzz parse + verify + interpret ---------===//
//
// Arbitrary bytes go the way of `interpreter-translate --interpret
// -split-input-file`: read as the tools read them (the input's size modulo
// 4 picks the way in: the bytes themselves, a pipe given as the path, as
// standard input is read, a named file, or a named file whose path arrives
// through an `@response` file), then through the API layer (api/Api.h):
// forEachChunk, and per chunk loadModule (text: the gate's check, MLIR's
// parser and verifier with hex literals of 8 digits and more decoded first;
// MLIR bytecode: checkBytecode, which validates the envelope and reads the
// bytes in a child process first, then MLIR's reader) and interpretModule
// with small limits, so that no input can exhaust memory or loop for long.
//
//===----------------------------------------------------------------------===//

#include "api/Api.h"
#include "interpreter/Work.h"

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
/// The limits a fuzz input runs under. A tensor of 256 KiB (64K f32) through
/// 1000 loop iterations stays within libFuzzer's 30 s per input under ASan;
/// 64 MiB let a seed's 1M-element sine in a loop run for minutes (defect 11
/// of docs/reliability.md).
constexpr int64_t kFuzzMaxTensorBytes = int64_t(256) << 10;
constexpr int64_t kFuzzMaxWhileIterations = 1000;
/// Element-operations one chunk may take (interpreter/Work.h): the tensor
/// and loop limits do not bound a linalg loop nest, whose points multiply
/// its operands' sizes (two 60,000-element vectors crossed: 3.6e9 points,
/// tests/lit/fold/work-budget.mlir).
constexpr int64_t kFuzzMaxWork = 50'000'000;

void runOne(llvm::StringRef text) {
  MLIRContext context(MLIRContext::Threading::DISABLED);
  shlo::registerApiDialects(context);
  context.printOpOnDiagnostic(false);
  // Format every diagnostic (our messages print types and attributes), then
  // drop it.
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    (void)diag.str();
    return success();
  });
  shlo::RunOptions options;
  options.maxTensorBytes = kFuzzMaxTensorBytes;
  options.maxWhileIterations = kFuzzMaxWhileIterations;
  options.threads = 1;
  options.largeHexDigits = 8;
  llvm::raw_null_ostream output;
  (void)shlo::forEachChunk(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"),
      kDefaultSplitMarker,
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &os) {
        llvm::SourceMgr sourceMgr;
        sourceMgr.AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
        OwningOpRef<ModuleOp> module =
            shlo::loadModule(sourceMgr, &context, options);
        if (!module)
          return failure();
        shlo::WorkBudget budget(kFuzzMaxWork);
        shlo::RunOptions bounded = options;
        bounded.workBudget = &budget;
        return shlo::interpretModule(*module, os, bounded);
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
  // As in the tools: refuse text the gate refuses before splitting (MLIR
  // bytecode is checked by loadModule), on a large stack so that nesting up
  // to the gate's limits parses.
  llvm::raw_null_ostream errors;
  if (!shlo::isBytecode(buffer->getBuffer()) &&
      !shlo::gateBuffer(*buffer, errors))
    return 0;
  shlo::runOnLargeStack([&] {
    runOne(buffer->getBuffer());
    return 0;
  });
  return 0;
}
