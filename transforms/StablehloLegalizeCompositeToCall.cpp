//===- StablehloLegalizeCompositeToCall.cpp - composites as calls ---------===//
//
// --stablehlo-legalize-composite-to-call[=except=a.b,c.d]: each
// stablehlo.composite becomes a func.call of its decomposition with the same
// operands and result types (the composite's name, attributes and version
// are dropped); composites named in `except` stay as they are.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"

#include "dialect/Dialects.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_STABLEHLOLEGALIZECOMPOSITETOCALLPASS
#include "transforms/Passes.h.inc"

namespace {

struct StablehloLegalizeCompositeToCall
    : impl::StablehloLegalizeCompositeToCallPassBase<
          StablehloLegalizeCompositeToCall> {
  using StablehloLegalizeCompositeToCallPassBase::
      StablehloLegalizeCompositeToCallPassBase;
  void runOnOperation() override {
    llvm::StringSet<> kept;
    for (const std::string &name : exceptListOption)
      kept.insert(name);
    SmallVector<stablehlo::CompositeOp> composites;
    getOperation().walk([&](stablehlo::CompositeOp op) {
      if (!kept.contains(op.getName()))
        composites.push_back(op);
    });
    for (stablehlo::CompositeOp op : composites) {
      OpBuilder b(op);
      auto call = func::CallOp::create(b, op.getLoc(), op.getDecomposition(),
                                         op->getResultTypes(), op.getInputs());
      op->replaceAllUsesWith(call->getResults());
      op->erase();
    }
  }
};

} // namespace
} // namespace shlo
} // namespace mlir
