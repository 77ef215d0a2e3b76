//===- ModuleKindsTest.cpp - the two stages name the same modules --------===//
//
// A torch.nn class is named twice: by the baseline, which builds it in
// libtorch (opidiff/torch/TorchModules.cpp), and by the lowering's module
// registry (opidiff/lowering/LowerModules.cpp). A kind one stage knows and
// the other does not would convert to nothing; this keeps them in step.
//
//===----------------------------------------------------------------------===//

#include "opidiff/lowering/Lowering.h"
#include "opidiff/torch/TorchBaseline.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

namespace {

using namespace mlir::shlo::opidiff;

TEST(ModuleKinds, BaselineAndLoweringNameTheSameModules) {
  std::vector<std::string> lowered = supportedModules();
  std::vector<std::string> built = baselineModuleKinds();
  EXPECT_EQ(lowered, built);
  EXPECT_EQ(lowered.size(), 19u);
}

} // namespace
