//===- VerifyHelpers.h - shared checks of the op verifiers ------*- C++ -*-===//

#ifndef SHLO_DIALECT_VERIFYHELPERS_H
#define SHLO_DIALECT_VERIFYHELPERS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <string>

namespace mlir {
namespace stablehlo {

/// Whether two dimension sizes can be equal at run time.
inline bool compatibleDim(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Checks that every value of `dims` lies in [0, bound) and that none
/// repeats; `what` names the attribute and `rule` the spec constraint.
LogicalResult verifyDimensionList(Operation *op, ArrayRef<int64_t> dims,
                                  int64_t bound, StringRef what,
                                  StringRef rule, bool requireSorted = false);

/// Checks that `type` has the element type of `expected` (quantization aside).
LogicalResult verifySameElementType(Operation *op, Type a, Type b,
                                    StringRef rule);

/// Checks that `actual` has shape `expected` (dynamic dims match anything).
LogicalResult verifyShape(Operation *op, ShapedType actual,
                          ArrayRef<int64_t> expected, StringRef what,
                          StringRef rule);

/// The specification's is_promotable: same kind (bool, integer, float or
/// complex) and no fewer bits.
bool isPromotable(Type from, Type to);

/// Rewrites the `...` of an einsum config as placeholder letters ('0',
/// '1', ...) for the leading dimensions each operand does not name, given the
/// operands' ranks; an ellipsis in the output gets the most such dimensions.
/// Returns an empty string when the config is malformed.
std::string expandEinsumEllipsis(StringRef config, ArrayRef<int64_t> ranks);

} // namespace stablehlo
} // namespace mlir

#endif // SHLO_DIALECT_VERIFYHELPERS_H
