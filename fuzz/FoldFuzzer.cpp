//===- FoldFuzzer.cpp - fuzz the folder and its work budget ---------------===//
//
// Arbitrary text, split at `// -----` as interpreter-opt -split-input-file
// does, goes through the input gate, MLIR's parser and verifier, and
// `--interpreter-fold` with small limits (4096 elements, 1000 iterations,
// a work budget of 2,000,000 element-operations per op): whatever a mutated
// program asks of the folder (nested loops, huge splats, convolutions over
// huge windows), folding must stop within the budget and leave a
// verifiable module; the per-input timeout of the fuzz run is the check of
// "promptly".
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "interpreter/Fold.h"
#include "api/InputGate.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {
void foldOne(llvm::StringRef text, DialectRegistry &registry) {
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    (void)diag.str();
    return success();
  });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = shlo::parseGatedModule(sourceMgr, &context);
  if (!module)
    return;
  PassManager pm(&context, ModuleOp::getOperationName());
  if (failed(parsePassPipeline("interpreter-fold{max-elements=4096 "
                               "max-iterations=1000 max-work=2000000}",
                               pm)))
    std::abort();
  // The pass fails only on negative options or when it leaves a module
  // that does not verify: the latter is a defect.
  if (failed(pm.run(*module)))
    std::abort();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static DialectRegistry *registry = [] {
    auto *made = new DialectRegistry();
    shlo::registerAllDialects(*made);
    shlo::registerFoldInterface(*made);
    shlo::registerInterpreterFoldPass();
    return made;
  }();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  for (llvm::StringRef chunk : llvm::split(text, "// -----"))
    foldOne(chunk, *registry);
  return 0;
}
