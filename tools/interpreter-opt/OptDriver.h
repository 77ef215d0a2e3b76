//===- OptDriver.h - interpreter-opt's run of one input -----------*- C++ -*-===//
//
// What MlirOptMain does with an input buffer (parse, verify, run the pass
// pipeline, print), for the configurations almost every run uses, without
// the costs MlirOptMain pays per process: a second MLIRContext made only to
// own a thread pool, and the teardown of the context at the end. Anything
// else (bytecode output, diagnostic verification, reproducers, remarks,
// IRDL, round-trip checks, non-default diagnostic output) goes to
// MlirOptMain unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_INTERPRETER_OPT_OPTDRIVER_H
#define SHLO_TOOLS_INTERPRETER_OPT_OPTDRIVER_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace mlir {
namespace shlo {

/// Whether runOptBuffer does for `config` exactly what MlirOptMain would.
bool optDriverCovers(const MlirOptMainConfig &config);

/// Parses `buffer` (each `config.inputSplitMarker()` chunk on its own),
/// verifies it, runs `config`'s pipeline and prints the result to `os`,
/// with diagnostics on stderr, as MlirOptMain does for a configuration
/// optDriverCovers. The context of an unsplit input is deliberately not
/// destroyed: the process is about to end.
LogicalResult runOptBuffer(llvm::raw_ostream &os,
                           std::unique_ptr<llvm::MemoryBuffer> buffer,
                           DialectRegistry &registry,
                           const MlirOptMainConfig &config);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_INTERPRETER_OPT_OPTDRIVER_H
