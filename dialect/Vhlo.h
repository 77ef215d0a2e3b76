//===- Vhlo.h - the vhlo dialect ---------------------------------*- C++ -*-===//
//
// Versioned StableHLO: the dialect portable artifacts are written in.
// Definitions: VhloBase.td (dialect, interfaces, base classes), VhloTypes.td,
// VhloEnums.td, VhloAttrs.td, VhloOps.td. See docs/vhlo.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_H
#define SHLO_DIALECT_VHLO_H

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Types.h"

#include "dialect/VhloVersion.h"

#include "dialect/VhloOpInterfaces.h.inc"
#include "dialect/VhloAttrInterfaces.h.inc"
#include "dialect/VhloTypeInterfaces.h.inc"

#include "dialect/VhloDialect.h.inc"
#include "dialect/VhloEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/VhloAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "dialect/VhloTypes.h.inc"
#define GET_OP_CLASSES
#include "dialect/VhloOps.h.inc"

namespace mlir {
namespace vhlo {
/// True if `type` / `attr` belongs to the vhlo dialect.
bool isFromVhlo(Type type);
bool isFromVhlo(Attribute attr);

/// The builtin (or stablehlo) form of a vhlo type: `!vhlo.f32_v1` -> f32,
/// `!vhlo.tensor_v1<2x!vhlo.i8_v1>` -> tensor<2xi8>, token_v1 ->
/// !stablehlo.token, ... Null when the type has none (witness).
Type convertTypeToBuiltin(Type type);
/// The vhlo form of a builtin (or stablehlo token/future) type; null when
/// there is none (for example signed integers or an unknown encoding).
Type convertTypeFromBuiltin(Type type);

/// True if `type` (a vhlo type, or a builtin type such as a function type
/// nesting vhlo types) and everything it nests exist in `version`.
bool isTypeLegalIn(Type type, const Version &version);
/// Same for an attribute and everything it nests.
bool isAttrLegalIn(Attribute attr, const Version &version);
} // namespace vhlo
} // namespace mlir

#endif // SHLO_DIALECT_VHLO_H
