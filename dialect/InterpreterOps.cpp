//===- InterpreterOps.cpp - the interpreter dialect ----------------------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::interpreter;

#include "dialect/InterpreterDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/InterpreterOps.cpp.inc"

LogicalResult RunParallelOp::verify() {
  ArrayAttr rows = getPrograms();
  if (rows.empty())
    return emitOpError() << "programs must hold at least one replica";
  size_t partitions = cast<ArrayAttr>(rows[0]).size();
  if (partitions == 0)
    return emitOpError() << "programs must hold at least one partition";
  size_t numInputs = 0, numResults = 0;
  auto module = (*this)->getParentOfType<ModuleOp>();
  for (auto [r, row] : llvm::enumerate(rows)) {
    auto names = cast<ArrayAttr>(row);
    if (names.size() != partitions)
      return emitOpError() << "replica " << r << " has " << names.size()
                           << " programs, replica 0 has " << partitions
                           << "; the grid must be rectangular";
    for (Attribute name : names) {
      auto symbol = cast<FlatSymbolRefAttr>(name);
      auto func = module ? module.lookupSymbol<func::FuncOp>(symbol.getAttr())
                         : func::FuncOp();
      if (!func)
        return emitOpError() << "program " << symbol << " is not a function";
      numInputs += func.getNumArguments();
      numResults += func.getNumResults();
    }
  }
  if (numInputs != getInputs().size())
    return emitOpError() << "the programs take " << numInputs
                         << " inputs in all, the op has "
                         << getInputs().size();
  if (numResults != getNumResults())
    return emitOpError() << "the programs return " << numResults
                         << " results in all, the op has " << getNumResults();
  if (std::optional<ArrayAttr> infeed = getInfeed())
    for (Attribute name : *infeed) {
      auto symbol = cast<FlatSymbolRefAttr>(name);
      if (!module || !module.lookupSymbol<func::FuncOp>(symbol.getAttr()))
        return emitOpError() << "infeed " << symbol << " is not a function";
    }
  return success();
}

void InterpreterDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/InterpreterOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}
