//===- LiteralFuzzer.cpp - fuzz dense and hex literal decoding -----------===//
//
// Arbitrary text goes through the `--args` parser of interpreter-translate
// (MLIR's attribute parser, then Tensor::fromAttr on each dense, hex or
// splat literal), and every decoded tensor is printed in both of the tool's
// forms. Tensors are limited to 256 KiB: printing goes through Element at
// about 1 us per element in the release build and some 30 times slower
// under ASan and coverage, so a 703,111-element f32 splat (2.7 MiB) took
// 33 s, beyond the 30 s per-input timeout (docs/reliability.md, defect 5).
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "api/Api.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  // The attribute parser recurses per bracket, like the module parser.
  if (shlo::precheckInput(text))
    return 0;
  DialectRegistry registry;
  shlo::registerAllDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    (void)diag.str();
    return success();
  });
  FailureOr<SmallVector<shlo::InterpreterValue>> values = shlo::parseArgs(
      text, &context, int64_t(256) << 10, UnknownLoc::get(&context));
  if (failed(values))
    return 0;
  llvm::raw_null_ostream output;
  for (const shlo::InterpreterValue &value : *values) {
    value.print(output, /*dense=*/false);
    value.print(output, /*dense=*/true);
  }
  return 0;
}
