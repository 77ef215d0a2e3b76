//===- ChloOps.h - the chlo dialect -----------------------------*- C++ -*-===//
//
// Ops, enums and attributes of `chlo` (dialect/ChloOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_CHLOOPS_H
#define SHLO_DIALECT_CHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialect/ChloDialect.h.inc"
#include "dialect/ChloEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/ChloAttrs.h.inc"
#define GET_OP_CLASSES
#include "dialect/ChloOps.h.inc"

namespace mlir {
namespace chlo {
/// The shape `lhs` and `rhs` broadcast to: numpy-style (trailing dimensions
/// aligned) without `broadcastDimensions`, else the lower-rank operand's
/// dimension i maps to dimension broadcastDimensions[i] of the other. A
/// dimension of size 1 stretches; `?` stays `?` unless the other side is
/// static and not 1. Fails with a message when the shapes do not broadcast.
FailureOr<SmallVector<int64_t>>
broadcastShape(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs,
               std::optional<ArrayRef<int64_t>> broadcastDimensions,
               std::string &message);

/// Where each dimension of an operand of rank `operandRank` goes in the
/// broadcast result of rank `resultRank` (the `dims` of broadcast_in_dim).
SmallVector<int64_t>
broadcastMapping(int64_t operandRank, int64_t otherRank, int64_t resultRank,
                 std::optional<ArrayRef<int64_t>> broadcastDimensions);
} // namespace chlo
} // namespace mlir

#endif // SHLO_DIALECT_CHLOOPS_H
