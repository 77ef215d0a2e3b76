//===- interpreter-opt.cpp - parse, verify, print and transform ----------===//
//
// MLIR's opt driver over the project's dialects (stablehlo, check,
// interpreter, chlo, sdy), func, tensor and sparse_tensor, with MLIR's
// general passes (`--canonicalize`, `--inline`, `--cse`, ...) and
// `--interpreter-fold`.
//
// The input is read once (a file, `-`, a pipe or FIFO; `@response` files
// are expanded by the command-line parser), checked as a whole by the API
// layer's gate (api/Api.h, gateToolInput: text by the input gate, which
// refuses whatever a check of each `-split-input-file` chunk would refuse;
// MLIR bytecode by checkBytecode), and handed as that buffer to
// runOptBuffer (OptDriver.h: parse, pipeline, print, for the usual options)
// or to MlirOptMain (everything else). The driver runs on a thread with a
// large stack, like interpreter-translate's.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "dialect/Register.h"
#include "interpreter/Fold.h"
#include "api/Api.h"
#include "tools/common/OutputFile.h"
#include "tools/interpreter-opt/OptDriver.h"
#include "transforms/Passes.h"

#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"

#include <new>

namespace {
void outOfMemory(void *, const char *, bool) {
  mlir::shlo::reportOutOfMemory(0);
}
} // namespace

int main(int argc, char **argv) {
  // An allocation that fails (reading `/dev/zero` to its end, folding) ends
  // with "error: out of memory" and exit code 1, as in
  // interpreter-translate, not with LLVM's abort.
  llvm::install_bad_alloc_error_handler(outOfMemory);
  std::set_new_handler([] { mlir::shlo::reportOutOfMemory(0); });
  mlir::DialectRegistry registry;
  mlir::shlo::registerAllDialects(registry);
  registry.insert<mlir::sparse_tensor::SparseTensorDialect,
                  mlir::tensor::TensorDialect>();
  mlir::shlo::registerFuncInliner(registry);
  mlir::shlo::registerFoldInterface(registry);
  // The general passes that apply to StableHLO programs (not all of MLIR's
  // transforms: registering those costs start-up for passes such as
  // loop-invariant-subset-hoisting that have nothing to work on here).
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerInlinerPass();
  mlir::registerSCCPPass();
  mlir::registerSymbolDCEPass();
  mlir::registerSymbolPrivatizePass();
  mlir::registerRemoveDeadValuesPass();
  mlir::registerTopologicalSortPass();
  mlir::registerStripDebugInfoPass();
  mlir::registerPrintOpStatsPass();
  mlir::registerPrintIRPassPass();
  mlir::registerLocationSnapshotPass();
  mlir::registerViewOpGraphPass();
  mlir::shlo::registerInterpreterFoldPass();
  mlir::shlo::registerStablehloAggressiveFolderPass();
  mlir::shlo::registerVhloPasses();
  mlir::shlo::registerChloPasses();
  mlir::shlo::registerStablehloPasses();
  std::string helpHeader = mlir::registerCLIOptions(
      "StableHLO interpreter optimizer driver\n", registry);
  // Plugins link against a shared libMLIR; this binary carries MLIR
  // statically and exports none of it, so no plugin could load into it.
  for (const char *name : {"load-dialect-plugin", "load-pass-plugin"}) {
    auto option = llvm::cl::getRegisteredOptions().find(name);
    if (option != llvm::cl::getRegisteredOptions().end())
      option->second->setHiddenFlag(llvm::cl::ReallyHidden);
  }
  auto [inputPath, outputPath] =
      mlir::parseCLIOptions(argc, argv, helpHeader);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  // --show-dialects, --list-passes and the like read no input.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputPath, outputPath, registry));
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::shlo::readInput(inputPath, error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (!mlir::shlo::gateToolInput(*input, registry, llvm::errs()))
    return 1;
  // Written beside its target and renamed over it at the end: `-o` naming
  // the input (or a link to it) leaves the input intact while it is read.
  std::unique_ptr<mlir::shlo::SafeOutputFile> output =
      mlir::shlo::SafeOutputFile::open(outputPath, error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  return mlir::shlo::runOnLargeStack([&] {
    bool ok = mlir::shlo::optDriverCovers(config)
                  ? mlir::succeeded(mlir::shlo::runOptBuffer(
                        output->os(), std::move(input), registry, config))
                  : mlir::succeeded(mlir::MlirOptMain(
                        output->os(), std::move(input), registry, config));
    if (!ok)
      return 1;
    if (!output->keep(error)) {
      llvm::errs() << error << "\n";
      return 1;
    }
    return 0;
  });
}
