//===- InterpreterOps.cpp - interpreter dialect and registration ---------===//

#include "dialect/ChloOps.h"
#include "dialect/Dialects.h"
#include "dialect/Inlining.h"
#include "dialect/SdyOps.h"
#include "dialect/Vhlo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"

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

void mlir::shlo::registerAllDialects(DialectRegistry &registry) {
  registry.insert<func::FuncDialect, quant::QuantDialect,
                  stablehlo::StableHLODialect,
                  check::CheckDialect, interpreter::InterpreterDialect,
                  sdy::SdyDialect, chlo::CHLODialect,
                  vhlo::VHLODialect>();
}

namespace {
struct FuncInliner : public shlo::AlwaysInlinable {
  using AlwaysInlinable::AlwaysInlinable;
  using AlwaysInlinable::isLegalToInline;
  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &mapping) const final {
    return src->hasOneBlock();
  }
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto ret = cast<func::ReturnOp>(op);
    for (auto [value, replacement] :
         llvm::zip_equal(valuesToRepl, ret.getOperands()))
      value.replaceAllUsesWith(replacement);
  }
};
} // namespace

void mlir::shlo::registerFuncInliner(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, func::FuncDialect *dialect) {
    dialect->addInterfaces<FuncInliner>();
  });
}
