//===- TypeText.h - an MLIR type as text for test messages ------*- C++ -*-===//
//
// The unit tests name the element type a failing case ran on; one helper
// for every test file (they are compiled together in unity batches).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TESTS_UNIT_TYPETEXT_H
#define SHLO_TESTS_UNIT_TYPETEXT_H

#include "mlir/IR/Types.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace shlo {

/// `type` as MLIR prints it, e.g. "f32" or "tensor<2xi8>".
inline std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_TESTS_UNIT_TYPETEXT_H
