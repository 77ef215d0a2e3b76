//===- SdyBytecode.h - sdy attributes in MLIR bytecode ----------*- C++ -*-===//
//
// The sdy dialect's bytecode interface: Shardy's attribute codes and
// encodings (dialect/SdyBytecode.cpp, docs/vhlo.md "sdy in bytecode").
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_SDYBYTECODE_H
#define SHLO_DIALECT_SDYBYTECODE_H

namespace mlir {
namespace sdy {
class SdyDialect;

/// Adds the bytecode interface to `dialect` (called once, from
/// SdyDialect::initialize).
void addBytecodeInterface(SdyDialect *dialect);

} // namespace sdy
} // namespace mlir

#endif // SHLO_DIALECT_SDYBYTECODE_H
