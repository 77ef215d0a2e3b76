//===- Register.cpp - registering the project's dialects ------------------===//

#include "dialect/Register.h"

#include "dialect/ChloOps.h"
#include "dialect/Dialects.h"
#include "dialect/FlowOps.h"
#include "dialect/Inlining.h"
#include "dialect/SdyOps.h"
#include "dialect/Vhlo.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;

void mlir::shlo::registerAllDialects(DialectRegistry &registry) {
  // arith, tensor, shape, cf, scf, linalg and math: exporters (torch-mlir,
  // IREE's tests) mix them in to compute dynamic shapes, to branch, to loop,
  // to build index tensors and in linalg bodies; the interpreter runs their
  // ops (interpreter/CoreDialects.h, ScfOps.cpp, LinalgDialectOps.cpp,
  // MathDialectOps.cpp).
  // util: IREE's unfoldable constants, module globals and functions;
  // stream: the parameter references of IREE's globals; flow: IREE's
  // constants of dynamic shape.
  registry.insert<arith::ArithDialect, scf::SCFDialect, tensor::TensorDialect,
                  shape::ShapeDialect, cf::ControlFlowDialect,
                  linalg::LinalgDialect, math::MathDialect,
                  func::FuncDialect, quant::QuantDialect,
                  stablehlo::StableHLODialect, check::CheckDialect,
                  util::UtilDialect, stream::StreamDialect,
                  flow::FlowDialect,
                  interpreter::InterpreterDialect, sdy::SdyDialect,
                  chlo::CHLODialect, vhlo::VHLODialect>();
}

namespace {
/// Inlines the single block of a func.func callee in place of its call.
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
