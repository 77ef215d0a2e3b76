//===- VhloRewrite.h - shared helpers of the vhlo passes ---------*- C++ -*-===//

#ifndef SHLO_TRANSFORMS_VHLO_REWRITE_H
#define SHLO_TRANSFORMS_VHLO_REWRITE_H

#include <optional>

#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/Twine.h"

namespace mlir {
namespace shlo {

/// Emits upstream's conversion failure text at `op` (so that tests written
/// against upstream's messages match) followed by why.
LogicalResult failToLegalize(Operation *op, const llvm::Twine &why);
/// Same, naming the op by `name` (its original name when several version
/// steps were taken).
LogicalResult failToLegalize(Operation *op, llvm::StringRef name,
                             const llvm::Twine &why);

/// Replaces `op` by an op named `name` with the given operands, result
/// types and attributes (inherent ones go to properties), moving `op`'s
/// regions over. Returns the new op; `op` is erased.
/// The new op gets `numRegions` regions (default: as many as `op`); the
/// first min(old, new) are moved, the others stay empty.
Operation *rebuildOp(Operation *op, OperationName name, ValueRange operands,
                     TypeRange resultTypes, const NamedAttrList &attrs,
                     std::optional<unsigned> numRegions = std::nullopt);

/// All attributes of `op`, inherent (properties) and discardable.
NamedAttrList allAttrs(Operation *op);

/// Names of the inherent attributes of a registered op (empty otherwise).
llvm::SmallVector<llvm::StringRef> inherentAttrNames(OperationName name);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_VHLO_REWRITE_H
