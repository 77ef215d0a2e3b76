//===- interpreter-opt.cpp - parse, verify, print and transform ----------===//
//
// MLIR's opt driver over the project's dialects (stablehlo, check,
// interpreter), func and sparse_tensor, with MLIR's general passes
// (`--canonicalize`, `--inline`, `--cse`, ...) and `--interpreter-fold`.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "interpreter/Fold.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::shlo::registerAllDialects(registry);
  registry.insert<mlir::sparse_tensor::SparseTensorDialect>();
  mlir::func::registerInlinerExtension(registry);
  mlir::shlo::registerFoldInterface(registry);
  mlir::registerTransformsPasses();
  mlir::shlo::registerInterpreterFoldPass();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "StableHLO interpreter optimizer driver\n", registry));
}
