//===- OptDriver.cpp - interpreter-opt's run of one input ----------------===//

#include "tools/interpreter-opt/OptDriver.h"
#include "api/Api.h"

#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/ParseUtilities.h"
#include "llvm/Support/SourceMgr.h"

namespace mlir {
namespace shlo {

bool optDriverCovers(const MlirOptMainConfig &config) {
  return !config.shouldShowDialects() && !config.shouldListPasses() &&
         !config.shouldEmitBytecode() && !config.shouldDumpPassPipeline() &&
         !config.shouldVerifyDiagnostics() && !config.shouldVerifyRoundtrip() &&
         !config.shouldRunReproducer() &&
         config.getReproducerFilename().empty() &&
         config.getIrdlFile().empty() && !config.shouldEmitRemarks() &&
         config.getRemarksOutputFile().empty() && config.shouldShowNotes() &&
         config.getDiagnosticVerbosityLevel() ==
             VerbosityLevel::ErrorsWarningsAndRemarks;
}

namespace {
/// One chunk: parse, pipeline, print. `keepContext` leaves the context
/// (and the IR in it) alive at the end.
LogicalResult runChunk(llvm::raw_ostream &os,
                       std::unique_ptr<llvm::MemoryBuffer> chunk,
                       DialectRegistry &registry,
                       const MlirOptMainConfig &config, bool keepContext) {
  size_t chunkBytes = chunk->getBufferSize();
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(chunk), llvm::SMLoc());
  // Threading follows --mlir-disable-threading, as MlirOptMain's does, and
  // is off for a small chunk.
  auto context = std::make_unique<MLIRContext>(registry);
  useThreadsForLargeInputs(*context, chunkBytes);
  context->allowUnregisteredDialects(config.shouldAllowUnregisteredDialects());
  tracing::InstallDebugHandler debugHandler(*context, config.getDebugConfig());
  SourceMgrDiagnosticHandler diagnostics(*sourceMgr, context.get());

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  FallbackAsmResourceMap resources;
  ParserConfig parserConfig(context.get(), config.shouldVerifyOnParsing(),
                            &resources);
  OwningOpRef<Operation *> op;
  {
    TimingScope parseTiming = timing.nest("Parser");
    op = parseSourceFileForTool(sourceMgr, parserConfig,
                                !config.shouldUseExplicitModule());
  }
  if (!op)
    return failure();

  PassManager pm(op.get()->getName(), PassManager::Nesting::Implicit);
  pm.enableVerifier(config.shouldVerifyPasses());
  if (failed(applyPassManagerCLOptions(pm)))
    return failure();
  pm.enableTiming(timing);
  if (failed(config.setupPassPipeline(pm)) || failed(pm.run(*op)))
    return failure();

  {
    TimingScope outputTiming = timing.nest("Output");
    AsmState state(op.get(), OpPrintingFlags(), /*locationMap=*/nullptr,
                   &resources);
    op.get()->print(os, state);
    os << '\n';
  }
  if (keepContext) {
    // The IR and its context outlive the process's last use of them:
    // their teardown would be the most expensive step of a small run.
    (void)op.release();
    (void)context.release();
  }
  return success();
}
} // namespace

LogicalResult runOptBuffer(llvm::raw_ostream &os,
                           std::unique_ptr<llvm::MemoryBuffer> buffer,
                           DialectRegistry &registry,
                           const MlirOptMainConfig &config) {
  // MLIR bytecode is never split (forEachChunk does not either).
  if (config.inputSplitMarker().empty() || isBytecode(buffer->getBuffer()))
    return runChunk(os, std::move(buffer), registry, config,
                    /*keepContext=*/true);
  return forEachChunk(
      std::move(buffer), config.inputSplitMarker(),
      [&](std::unique_ptr<llvm::MemoryBuffer> chunk, llvm::raw_ostream &out) {
        return runChunk(out, std::move(chunk), registry, config,
                        /*keepContext=*/false);
      },
      os, config.outputSplitMarker());
}

} // namespace shlo
} // namespace mlir
