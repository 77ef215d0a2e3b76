//===- Dialects.h - the project's dialects ----------------------*- C++ -*-===//
//
// stablehlo (the ops), chlo (client-library ops), sdy (Shardy's sharding
// ops), check (assertions), util (IREE's unfoldable constants and module
// globals) and interpreter (debugging aids); registered with
// MLIR's func and quant by registerAllDialects (dialect/Register.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_DIALECTS_H
#define SHLO_DIALECT_DIALECTS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialect/AssemblyHelpers.h"
#include "dialect/Traits.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include "dialect/StablehloDialect.h.inc"
#include "dialect/StablehloEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/StablehloAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "dialect/StablehloTypes.h.inc"
#define GET_OP_CLASSES
#include "dialect/StablehloOps.h.inc"

#include "dialect/CheckDialect.h.inc"
#define GET_OP_CLASSES
#include "dialect/CheckOps.h.inc"

#include "dialect/UtilDialect.h.inc"
#define GET_TYPEDEF_CLASSES
#include "dialect/UtilTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/UtilAttrs.h.inc"
#define GET_OP_CLASSES
#include "dialect/UtilOps.h.inc"

#include "dialect/StreamDialect.h.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/StreamAttrs.h.inc"

#include "dialect/InterpreterDialect.h.inc"
#define GET_OP_CLASSES
#include "dialect/InterpreterOps.h.inc"

// registerAllDialects, for the users of this header.
#include "dialect/Register.h"

#endif // SHLO_DIALECT_DIALECTS_H
