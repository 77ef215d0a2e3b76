//===- Passes.cpp - the vhlo passes as interpreter-opt sees them -----------===//

#include "transforms/Passes.h"

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_STABLEHLOLEGALIZETOVHLOPASS
#define GEN_PASS_DEF_VHLOLEGALIZETOSTABLEHLOPASS
#define GEN_PASS_DEF_VHLOTOVERSIONPASS
#include "transforms/Passes.h.inc"

namespace {

struct StablehloLegalizeToVhlo
    : impl::StablehloLegalizeToVhloPassBase<StablehloLegalizeToVhlo> {
  using StablehloLegalizeToVhloPassBase::StablehloLegalizeToVhloPassBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vhlo::VHLODialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeStablehloToVhlo(getOperation(), allowOtherDialects)))
      signalPassFailure();
  }
};

struct VhloLegalizeToStablehlo
    : impl::VhloLegalizeToStablehloPassBase<VhloLegalizeToStablehlo> {
  using VhloLegalizeToStablehloPassBase::VhloLegalizeToStablehloPassBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<stablehlo::StableHLODialect, func::FuncDialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeVhloToStablehlo(getOperation())))
      signalPassFailure();
  }
};

struct VhloToVersion : impl::VhloToVersionPassBase<VhloToVersion> {
  using VhloToVersionPassBase::VhloToVersionPassBase;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The option's errors read as upstream's do.
    if (targetVersionOption.empty()) {
      module.emitError() << "No target version specified.\n"
                         << "Target version must be of the form `#.#.#`.";
      return signalPassFailure();
    }
    std::optional<vhlo::Version> target =
        vhlo::Version::fromTarget(targetVersionOption);
    if (!target) {
      module.emitError() << "Invalid target version argument '"
                         << targetVersionOption << "'";
      return signalPassFailure();
    }
    if (vhlo::Version::getCurrentVersion() < *target) {
      module.emitError() << "target version " << target->toString()
                         << " is greater than current version "
                         << vhlo::Version::getCurrentVersion().toString();
      return signalPassFailure();
    }
    if (*target < vhlo::Version::getMinimumVersion()) {
      module.emitError() << "target version " << target->toString()
                         << " is less than minimum supported "
                         << vhlo::Version::getMinimumVersion().toString();
      return signalPassFailure();
    }
    if (failed(convertVhloToVersion(module, *target)))
      signalPassFailure();
  }
};

} // namespace

void registerVhloPasses() {
  PassRegistration<StablehloLegalizeToVhlo>();
  PassRegistration<VhloLegalizeToStablehlo>();
  PassRegistration<VhloToVersion>();
  // Upstream's pipeline of the same name: what --deserialize does after
  // reading an artifact (upgrade to the current version, then stablehlo).
  PassPipelineRegistration<>(
      "stablehlo-deserialize",
      "Upgrade a vhlo module to the current version and legalize it to "
      "stablehlo",
      [](OpPassManager &pm) {
        VhloToVersionPassOptions options;
        options.targetVersionOption = "current";
        pm.addPass(createVhloToVersionPass(options));
        pm.addPass(createVhloLegalizeToStablehloPass());
      });
}

} // namespace shlo
} // namespace mlir
