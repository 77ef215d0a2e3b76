//===- interpreter-translate.cpp - runs StableHLO programs ---------------===//
//
//   interpreter-translate --interpret [-split-input-file] [--args=[...]] prog.mlir
//
// translateMain (mlirTranslateMain's options and behaviour, without its copy
// of the input; TranslateDriver.h) reads the input once (a file, `-`, a pipe
// or FIFO; an `@response` file is expanded by its command-line parser) and
// hands each `-split-input-file` chunk to the `--interpret` translation,
// which loads it through the API layer (api/Api.h: the input gate, large
// hex constants decoded first, or MLIR bytecode) and runs it. The
// driver runs on a thread with a large stack, so that nesting up to the
// gate's limits parses, and an allocation failure anywhere ends with a
// message and exit code 1.
//
//===----------------------------------------------------------------------===//

#include "api/InputGate.h"
#include "interpreter/Tensor.h"
#include "tools/interpreter-translate/InterpretTranslation.h"
#ifdef SHLO_HAVE_MPI
#include "grid/MpiGrid.h"
#endif
#include "tools/interpreter-translate/SerializeTranslation.h"
#include "tools/interpreter-translate/TranslateDriver.h"

#include "llvm/Support/ErrorHandling.h"

#include <malloc.h>
#include <new>

namespace {
void outOfMemory(void *, const char *, bool) {
  mlir::shlo::reportOutOfMemory(0);
}
} // namespace

int main(int argc, char **argv) {
  // An allocation that fails outside the eval loop's reservations flushes
  // the output and names the op (interpreter/Tensor.h).
  llvm::install_bad_alloc_error_handler(outOfMemory);
  std::set_new_handler([] { mlir::shlo::reportOutOfMemory(0); });
  // Tensors of up to 256 MiB come from the heap and freed ones stay mapped
  // for the next op's result (glibc would map each such block afresh and
  // pay a page fault per 4 KiB at its first touch).
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  mlir::shlo::registerInterpretTranslation();
  mlir::shlo::registerSerializeTranslations();
  return mlir::shlo::runOnLargeStack([&] {
    int status = int(mlir::failed(
        mlir::shlo::translateMain(argc, argv, "StableHLO interpreter")));
#ifdef SHLO_HAVE_MPI
    // --grid=mpi: every rank ends with rank 0's status.
    status = mlir::shlo::finishMpi(status);
#endif
    return status;
  });
}
