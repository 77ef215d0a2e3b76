//===- VhloDialect.cpp - the vhlo dialect, its types and attributes ---------===//

#include "dialect/Vhlo.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"

#include "dialect/VhloDialect.cpp.inc"
#include "dialect/VhloOpInterfaces.cpp.inc"
#include "dialect/VhloAttrInterfaces.cpp.inc"
#include "dialect/VhloTypeInterfaces.cpp.inc"
#include "dialect/VhloEnums.cpp.inc"


namespace mlir {
namespace vhlo {

void VHLODialect::initialize() {
  registerTypes();
  registerAttributes();
  registerOps();
  registerBytecode();
}

namespace {
template <typename Interface, typename T>
bool inRange(T entity, const Version &version) {
  auto versioned = llvm::dyn_cast<Interface>(entity);
  if (!versioned)
    return true;
  return versioned.getMinVersion() <= version &&
         version <= versioned.getMaxVersion();
}

bool walkLegal(Type type, Attribute attr, const Version &version) {
  bool legal = true;
  auto checkType = [&](Type t) {
    if (!inRange<VersionedTypeInterface>(t, version))
      legal = false;
  };
  auto checkAttr = [&](Attribute a) {
    if (!inRange<VersionedAttrInterface>(a, version))
      legal = false;
  };
  if (type) {
    type.walk(checkType);
    type.walk(checkAttr);
  } else {
    attr.walk(checkType);
    attr.walk(checkAttr);
  }
  return legal;
}
} // namespace

bool isTypeLegalIn(Type type, const Version &version) {
  return walkLegal(type, Attribute(), version);
}

bool isAttrLegalIn(Attribute attr, const Version &version) {
  return walkLegal(Type(), attr, version);
}

} // namespace vhlo
} // namespace mlir
