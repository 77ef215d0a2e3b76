//===- InterpreterOps.cpp - interpreter dialect and registration ---------===//

#include "dialect/ChloOps.h"
#include "dialect/Dialects.h"
#include "dialect/Inlining.h"
#include "dialect/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace mlir::interpreter;

#include "dialect/InterpreterDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/InterpreterOps.cpp.inc"

void InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/InterpreterOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

void mlir::shlo::registerAllDialects(DialectRegistry &registry) {
  registry.insert<func::FuncDialect, quant::QuantDialect,
                  stablehlo::StableHLODialect,
                  check::CheckDialect, interpreter::InterpreterDialect,
                  sdy::SdyDialect, chlo::CHLODialect>();
}
