//===- ConstantSyntax.h - the textual forms of a constant op ----*- C++ -*-===//
//
// stablehlo.constant and sdy.constant share upstream's two spellings; both
// ops' parse and print call these (defined in AssemblyHelpers.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_CONSTANTSYNTAX_H
#define SHLO_DIALECT_CONSTANTSYNTAX_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir {
namespace stablehlo {

/// The two spellings of a constant op (stablehlo.constant, sdy.constant):
/// `attr-dict value` when the value's type is the result type, otherwise
/// (a quantized result) the generic form without the op name,
/// `() <{value = ...}> attr-dict : () -> type`. The op's attribute is
/// `value`.
ParseResult parseConstantOpSyntax(OpAsmParser &parser, OperationState &result);
void printConstantOpSyntax(OpAsmPrinter &printer, Operation *op,
                           ElementsAttr value, Type type);

} // namespace stablehlo
} // namespace mlir

#endif // SHLO_DIALECT_CONSTANTSYNTAX_H
