//===- Traits.h - op traits of the stablehlo dialect ------------*- C++ -*-===//

#ifndef SHLO_DIALECT_TRAITS_H
#define SHLO_DIALECT_TRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace mlir {
namespace stablehlo {

/// True for `!quant.uniform` element types (per tensor or per axis).
bool isQuantizedElement(Type elementType);
/// True when `type` is a shaped type with a quantized element type.
bool isQuantizedTensor(Type type);

/// The type of the `value` of a stablehlo.constant whose result has type
/// `type`: `type` itself, or for a quantized tensor the tensor of the same
/// shape whose element type is the quantized type's storage type (i8 for
/// `!quant.uniform<i8:...>` and `!quant.uniform<u8:...>` alike, as upstream
/// stores it).
ShapedType constantValueType(ShapedType type);

/// The check behind SameOperandsAndResultTypeOrQuantized.
LogicalResult verifySameTypeOrQuantized(Operation *op);

/// Every quantized element type among the op's operands, results and
/// region arguments is valid for its tensor: zero points within the storage
/// range; per axis, a quantized dimension below the rank whose size equals
/// the number of scales and zero points.
LogicalResult verifyQuantizedTypes(Operation *op);

namespace OpTrait {
/// Runs verifyQuantizedTypes; every stablehlo and check op has it, first,
/// so that no other verifier reads parameters of an invalid type.
template <typename ConcreteType>
class QuantizedTypesValid
    : public mlir::OpTrait::TraitBase<ConcreteType, QuantizedTypesValid> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifyQuantizedTypes(op);
  }
};

/// Operands and results share one type, as with MLIR's
/// SameOperandsAndResultType; when quantized element types are involved,
/// every operand and result must be quantized and share the shape, while
/// scales and zero points may differ (the spec's quantized constraints).
template <typename ConcreteType>
class SameOperandsAndResultTypeOrQuantized
    : public mlir::OpTrait::TraitBase<ConcreteType,
                                      SameOperandsAndResultTypeOrQuantized> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return verifySameTypeOrQuantized(op);
  }
};
} // namespace OpTrait

} // namespace stablehlo
} // namespace mlir

#endif // SHLO_DIALECT_TRAITS_H
