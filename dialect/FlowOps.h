//===- FlowOps.h - IREE's flow dialect (one op) -------------------*- C++ -*-===//

#ifndef SHLO_DIALECT_FLOWOPS_H
#define SHLO_DIALECT_FLOWOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialect/FlowDialect.h.inc"

#define GET_OP_CLASSES
#include "dialect/FlowOps.h.inc"

#endif // SHLO_DIALECT_FLOWOPS_H
