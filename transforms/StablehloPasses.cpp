//===- StablehloPasses.cpp - registration of the stablehlo passes ---------===//

#include "transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassRegistry.h"

namespace mlir {
namespace shlo {

void registerStablehloPasses() {
  registerPass([] { return createStablehloComplexMathExpanderPass(); });
  registerPass([] { return createStablehloLegalizeCompositeToCallPass(); });
  registerPass([] { return createStablehloRefineArgumentsPass(); });
  registerPass([] { return createStablehloRefineShapesPass(); });
}

} // namespace shlo
} // namespace mlir
