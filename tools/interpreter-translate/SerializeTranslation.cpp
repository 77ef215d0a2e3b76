//===- SerializeTranslation.cpp - --serialize and --deserialize ------------===//

#include "tools/interpreter-translate/SerializeTranslation.h"

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"
#include "tools/common/InputGate.h"
#include "transforms/Serialization.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

namespace mlir {
namespace shlo {

namespace {
llvm::cl::OptionCategory category("portable artifact options");

llvm::cl::opt<std::string> targetOption(
    "target",
    llvm::cl::desc("--serialize: the StableHLO version to write "
                   "(X.Y.Z, current or minimum)"),
    llvm::cl::init(""), llvm::cl::cat(category));

llvm::cl::opt<bool> stripDebugInfoOption(
    "strip-debuginfo",
    llvm::cl::desc("--serialize: write unknown locations only"),
    llvm::cl::init(false), llvm::cl::cat(category));

llvm::cl::opt<bool> allowOtherDialectsOption(
    "allow-other-dialects",
    llvm::cl::desc("--serialize: let ops of other dialects travel unchanged"),
    llvm::cl::init(false), llvm::cl::cat(category));

llvm::cl::opt<bool> printVersionOption(
    "print-stablehlo-version",
    llvm::cl::desc("--deserialize: print the artifact's StableHLO version "
                   "first"),
    llvm::cl::init(false), llvm::cl::cat(category));

void loadDialects(MLIRContext *context) {
  DialectRegistry registry;
  registerAllDialects(registry);
  context->appendDialectRegistry(registry);
  context->loadAllAvailableDialects();
}

StringRef mainBuffer(llvm::SourceMgr &sourceMgr) {
  return sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
}
} // namespace

void registerSerializeTranslations() {
  static TranslateRegistration serialize(
      "serialize", "Write a StableHLO program as a portable artifact",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &output, MLIRContext *context) -> LogicalResult {
        loadDialects(context);
        if (targetOption.empty())
          return emitError(UnknownLoc::get(context))
                 << "--serialize needs --target=X.Y.Z, current or minimum";
        OwningOpRef<ModuleOp> module = parseGatedModule(*sourceMgr, context);
        if (!module)
          return failure();
        return serializePortableArtifact(*module, targetOption, output,
                                         stripDebugInfoOption,
                                         allowOtherDialectsOption);
      });
  static TranslateRegistration deserialize(
      "deserialize", "Read a portable artifact as a StableHLO program",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr,
         llvm::raw_ostream &output, MLIRContext *context) -> LogicalResult {
        loadDialects(context);
        StringRef bytes = mainBuffer(*sourceMgr);
        if (printVersionOption) {
          if (std::optional<vhlo::Version> version =
                  getPortableArtifactVersion(bytes))
            output << "// Reading portable artifact with StableHLO version: "
                   << *version << "\n";
          else
            output << "// Failed parsing StableHLO version from portable "
                      "artifact\n";
        }
        OwningOpRef<ModuleOp> module;
        if (getPortableArtifactVersion(bytes) ||
            bytes.starts_with(StringRef("ML\xefR", 4))) {
          module = deserializePortableArtifact(bytes, context);
        } else {
          // Text: through the gate, then the same upgrade and legalization.
          module = parseGatedModule(*sourceMgr, context);
          if (module && failed(finishDeserialization(*module, std::nullopt)))
            module = nullptr;
        }
        if (!module)
          return failure();
        module->print(output);
        return success();
      });
}

} // namespace shlo
} // namespace mlir
