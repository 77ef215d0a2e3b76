//===- TranslateDriver.h - mlir-translate driver, in place ------*- C++ -*-===//
//
// interpreter-translate's main: MLIR's translate driver with the same
// options, help and behaviour, except that it hands a buffer already
// followed by a NUL in memory to the translation as it is. mlirTranslateMain
// copies every input buffer that does not end with a NUL character inside
// the buffer, which a file read by openInputFile never does (its NUL lies
// just past the end): 20 MB copied, and paged in, for a program holding a
// 10 MiB hex constant.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_TRANSLATEDRIVER_H
#define SHLO_TOOLS_TRANSLATEDRIVER_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

namespace mlir {
namespace shlo {

/// Parses the command line (the translations registered, -o,
/// -split-input-file, -verify-diagnostics, ... as mlirTranslateMain
/// registers them), reads the input once and runs the requested
/// translations on it, or on each of its chunks.
LogicalResult translateMain(int argc, char **argv, llvm::StringRef toolName);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_TRANSLATEDRIVER_H
