//===- SdyOps.h - the sdy (Shardy) annotations of JAX exports ---*- C++ -*-===//
//
// Meshes, shardings, sharding_constraint, reshard and manual_computation:
// what single-device JAX exports carry of Shardy's dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_SDYOPS_H
#define SHLO_DIALECT_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <optional>

#include "dialect/SdyDialect.h.inc"
#include "dialect/SdyEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/SdyAttrs.h.inc"
#define GET_OP_CLASSES
#include "dialect/SdyOps.h.inc"

#endif // SHLO_DIALECT_SDYOPS_H
