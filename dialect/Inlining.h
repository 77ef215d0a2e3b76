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

} // namespace shlo
} // namespace mlir

#endif // SHLO_DIALECT_INLINING_H
