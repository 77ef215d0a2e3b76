//===- interpreter-translate.cpp - runs StableHLO programs ---------------===//
//
//   interpreter-translate --interpret [-split-input-file] [--args=[...]] prog.mlir
//
// The driver runs on a thread with a large stack, so that deeply nested
// input ends in a parse error rather than a stack overflow, and an
// allocation failure anywhere ends with a message and exit code 1.
//
//===----------------------------------------------------------------------===//

#include "tools/interpreter-translate/InterpretTranslation.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/thread.h"

#include <cstdio>
#include <malloc.h>
#include <cstring>
#include <optional>
#include <string>
#include <unistd.h>

namespace {
void outOfMemory(void *, const char *reason, bool) {
  // No allocation here: the heap is exhausted.
  static const char message[] = "error: out of memory (";
  ssize_t ignored = write(STDERR_FILENO, message, sizeof(message) - 1);
  ignored = write(STDERR_FILENO, reason, strlen(reason));
  ignored = write(STDERR_FILENO, ")\n", 2);
  (void)ignored;
  _exit(1);
}

/// Refuses an input file that precheckInput rejects; returns false after
/// printing why. Unreadable files are left to mlir-translate to report.
bool precheckFile(const char *path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return true;
  if (std::optional<std::string> reason =
          mlir::shlo::precheckInput((*buffer)->getBuffer())) {
    std::fprintf(stderr, "error: %s: %s\n", path, reason->c_str());
    return false;
  }
  return true;
}
} // namespace

int main(int argc, char **argv) {
  llvm::install_bad_alloc_error_handler(outOfMemory);
  // Tensors of up to 256 MiB come from the heap and freed ones stay mapped
  // for the next op's result (glibc would map each such block afresh and
  // pay a page fault per 4 KiB at its first touch).
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  for (int i = 1; i < argc; ++i)
    if (argv[i][0] != '-' && !precheckFile(argv[i]))
      return 1;
  mlir::shlo::registerInterpretTranslation();
  int status = 0;
  // 1 GiB of stack (reserved, touched only as deep as the input goes).
  llvm::thread driver(std::optional<unsigned>(1u << 30), [&] {
    status = mlir::failed(
        mlir::mlirTranslateMain(argc, argv, "StableHLO interpreter"));
  });
  driver.join();
  return status;
}
