//===- VhloFuncSyntax.h - vhlo.func_v1's custom form -------------*- C++ -*-===//
//
// vhlo.func_v1 prints as upstream's does:
//   vhlo.func_v1 @name(%arg0: !vhlo.tensor_v1<...>) -> (!vhlo.tensor_v1<...>) {
//     ...
//   } {arg_attrs = ..., res_attrs = ..., sym_visibility = ...}
// sym_name is a #vhlo.string_v1 and function_type a #vhlo.type_v1 of a
// !vhlo.func_v1; the body's entry block arguments carry the input types.
// Included by VhloOps.cpp before the generated op definitions.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_FUNC_SYNTAX_H
#define SHLO_DIALECT_VHLO_FUNC_SYNTAX_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/OpImplementation.h"

namespace mlir {
namespace vhlo {

ParseResult parseFunctionBody(OpAsmParser &parser, Attribute &name,
                              Region &body, Attribute &functionType);
void printFunctionBody(OpAsmPrinter &printer, Operation *op, Attribute name,
                       Region &body, Attribute functionType);

} // namespace vhlo
} // namespace mlir

#endif // SHLO_DIALECT_VHLO_FUNC_SYNTAX_H
