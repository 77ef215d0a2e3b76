//===- Inlining.h - inlining into and out of the project's dialects -*- C++ -*-===//
//
// Every op of stablehlo, check and interpreter may be inlined (they hold no
// state tied to their function), so MLIR's `--inline` flattens a JAX-style
// `@main` that calls `@inputs` and `@expected`.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_INLINING_H
#define SHLO_DIALECT_INLINING_H

#include "mlir/Transforms/InliningUtils.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace mlir {
namespace shlo {

/// Declares every op and region of a dialect legal to inline.
struct AlwaysInlinable : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    return true;
  }
  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &mapping) const override {
    return true;
  }
  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &mapping) const final {
    return true;
  }
};

/// Lets `--inline` inline `func.call`s of single-block `func.func`s (every
/// StableHLO function has one block): the callee's `func.return` operands
/// replace the call's results. It stands in for MLIR's func inliner
/// extension, which loads the cf and arith dialects to branch out of
/// multi-block callees; loading those cost a third of interpreter-opt's
/// start-up on a small file. Multi-block callees are not inlined.
void registerFuncInliner(DialectRegistry &registry);

} // namespace shlo
} // namespace mlir

#endif // SHLO_DIALECT_INLINING_H
