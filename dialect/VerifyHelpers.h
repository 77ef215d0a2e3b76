//===- VerifyHelpers.h - shared checks of the op verifiers ------*- C++ -*-===//
//
// Defined in StablehloOps.cpp, except expandEinsumEllipsis
// (StablehloContractionOps.cpp), which the einsum evaluators use too.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VERIFYHELPERS_H
#define SHLO_DIALECT_VERIFYHELPERS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeRange.h"

#include <optional>
#include <string>

namespace mlir {
namespace stablehlo {

/// The terminator ending `block`, or null when the block is empty or its
/// last op is not a terminator. An op's verifier runs before MLIR checks
/// that the blocks of its regions end in terminators, so it must not assume
/// one (a body without its return crashed the verifier, found by fuzzing).
inline Operation *terminatorOf(Block &block) {
  if (block.empty() || !block.back().hasTrait<::mlir::OpTrait::IsTerminator>())
    return nullptr;
  return &block.back();
}

/// Whether two dimension sizes can be equal at run time.
inline bool compatibleDim(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Overflow-checked int64 arithmetic for sizes computed from attributes.
inline std::optional<int64_t> checkedAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r))
    return std::nullopt;
  return r;
}
inline std::optional<int64_t> checkedMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    return std::nullopt;
  return r;
}

/// The size of a dimension of `size` elements after interior padding
/// (`interior` between elements) and edge padding `low`/`high`; nullopt on
/// overflow. May be negative (negative edge padding).
std::optional<int64_t> paddedSize(int64_t size, int64_t low, int64_t high,
                                  int64_t interior);

/// The number of windows of `window` elements, `dilation` apart, stepping by
/// `stride` over `padded` elements: 0 when none fits; nullopt on overflow.
std::optional<int64_t> windowCount(int64_t padded, int64_t window,
                                   int64_t dilation, int64_t stride);

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

/// The integers a constant's `value` holds, as MLIR parses them from text:
/// a DenseIntElementsAttr, or a DenseResourceElementsAttr of integers whose
/// blob is the packed array (interpreter-translate's decoded hex literals,
/// docs/design.md); null for anything else.
DenseIntElementsAttr constantIntegers(Attribute value);

/// Checks that `region` takes arguments of `types`.
LogicalResult verifyArguments(Operation *op, Region &region, TypeRange types,
                              StringRef what, StringRef rule);

/// The scalar tensor types of the element types of `values`.
SmallVector<Type> scalarTypes(TypeRange types);

/// Whether compare's (C3) allows `compareType` (an enum's name: FLOAT,
/// TOTALORDER, SIGNED, UNSIGNED; NOTYPE and "" always apply) for operands
/// of `element` type: SIGNED for signed integers, UNSIGNED for unsigned
/// integers and booleans, FLOAT or TOTALORDER for floats, FLOAT for
/// complex; and, as upstream accepts it, TOTALORDER for integers, where it
/// is their own order. The verifiers of stablehlo.compare and
/// chlo.broadcast_compare do not check it, as upstream's do not (its check
/// was reverted because exporters emit such ops); the interpreter refuses
/// to evaluate a compare it rejects.
bool compareTypeApplies(Type element, StringRef compareType);

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
