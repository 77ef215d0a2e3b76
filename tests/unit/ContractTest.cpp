//===- ContractTest.cpp - every op has an evaluator -----------------------===//
//
// The evaluator contract (interpreter/Evaluator.h) holds for every op of the
// project's dialects: each registered stablehlo, check and interpreter op
// has an evaluator in the registry. The source side of the contract (who
// includes the eval loop, what evaluators may call) is checked by
// scripts/check_contract.py.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Evaluator.h"

#include "dialect/Dialects.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::shlo;

namespace {

TEST(ContractTest, EveryOpHasAnEvaluator) {
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  const llvm::StringSet<> dialects = {"stablehlo", "check", "interpreter"};
  // Terminators are not evaluated: the eval loop reads their operands as
  // the block's results.
  const llvm::StringSet<> terminators = {"stablehlo.return"};
  const EvaluatorRegistry &evaluators = EvaluatorRegistry::get();
  std::vector<std::string> missing;
  int checked = 0;
  for (RegisteredOperationName name : context.getRegisteredOperations()) {
    if (!dialects.contains(name.getDialectNamespace()) ||
        terminators.contains(name.getStringRef()))
      continue;
    ++checked;
    if (!evaluators.contains(name))
      missing.push_back(name.getStringRef().str());
  }
  std::sort(missing.begin(), missing.end());

  EXPECT_GT(checked, 100) << "the dialects were not loaded";
  std::string list;
  for (const std::string &op : missing)
    list += "  " + op + "\n";
  EXPECT_TRUE(missing.empty())
      << missing.size() << " of " << checked
      << " ops have no evaluator:\n"
      << list;
}

} // namespace
