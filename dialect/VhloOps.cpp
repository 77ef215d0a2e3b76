//===- VhloOps.cpp - versioned stablehlo ops -------------------------------===//

#include "dialect/Vhlo.h"
#include "dialect/VhloFuncSyntax.h"

#define GET_OP_CLASSES
#include "dialect/VhloOps.cpp.inc"

namespace mlir {
namespace vhlo {

void VHLODialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "dialect/VhloOps.cpp.inc"
      >();
}

} // namespace vhlo
} // namespace mlir
