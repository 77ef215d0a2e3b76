//===- VhloOpTable.cpp - vhlo op families and their versions ---------------===//

#include "transforms/VhloOpTable.h"

#include <algorithm>

#include "dialect/Vhlo.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

namespace mlir {
namespace shlo {

namespace {
// Splits "vhlo.all_gather_v2" into ("all_gather", 2).
std::optional<std::pair<llvm::StringRef, int64_t>>
splitVhloName(llvm::StringRef name) {
  if (!name.consume_front("vhlo."))
    return std::nullopt;
  size_t pos = name.rfind("_v");
  if (pos == llvm::StringRef::npos)
    return std::nullopt;
  int64_t suffix = 0;
  if (name.substr(pos + 2).getAsInteger(10, suffix))
    return std::nullopt;
  return std::make_pair(name.substr(0, pos), suffix);
}
} // namespace

VhloOpTable::VhloOpTable(MLIRContext *context) {
  context->getOrLoadDialect<vhlo::VHLODialect>();
  Location loc = UnknownLoc::get(context);
  for (RegisteredOperationName name : context->getRegisteredOperations()) {
    if (name.getDialectNamespace() != "vhlo")
      continue;
    auto split = splitVhloName(name.getStringRef());
    if (!split)
      continue;
    // The version range is an interface method of the op class; ask a
    // detached, empty instance of it.
    Operation *probe = Operation::create(loc, name, {}, {}, NamedAttrList(),
                                         nullptr, {}, /*numRegions=*/0);
    auto versioned = dyn_cast<vhlo::VersionedOpInterface>(probe);
    if (versioned) {
      families[split->first].push_back(VhloOpForm{
          name, split->second, versioned.getMinVersion(),
          versioned.getMaxVersion()});
    }
    probe->destroy();
  }
  for (auto &entry : families) {
    std::vector<VhloOpForm> &forms = entry.second;
    std::sort(forms.begin(), forms.end(),
              [](const VhloOpForm &a, const VhloOpForm &b) {
                return a.suffix < b.suffix;
              });
    for (unsigned i = 0; i < forms.size(); ++i)
      byName[forms[i].name.getStringRef()] = VhloOpRef{entry.first(), i};
  }
}

std::optional<VhloOpRef> VhloOpTable::lookup(llvm::StringRef opName) const {
  auto it = byName.find(opName);
  if (it == byName.end())
    return std::nullopt;
  return it->second;
}

llvm::ArrayRef<VhloOpForm> VhloOpTable::forms(llvm::StringRef family) const {
  auto it = families.find(family);
  if (it == families.end())
    return {};
  return it->second;
}

bool VhloOpTable::isLegalAt(llvm::StringRef family, unsigned index,
                            const vhlo::Version &version) const {
  llvm::ArrayRef<VhloOpForm> all = forms(family);
  if (index >= all.size() || version < all[index].min)
    return false;
  if (index + 1 < all.size())
    return version < all[index + 1].min;
  return version <= all[index].max;
}

std::optional<unsigned> VhloOpTable::formAt(llvm::StringRef family,
                                            const vhlo::Version &version) const {
  llvm::ArrayRef<VhloOpForm> all = forms(family);
  for (unsigned i = 0; i < all.size(); ++i)
    if (isLegalAt(family, i, version))
      return i;
  return std::nullopt;
}

std::string stablehloNameOfFamily(llvm::StringRef family) {
  if (family == "func")
    return "func.func";
  if (family == "call")
    return "func.call";
  return ("stablehlo." + family).str();
}

std::optional<std::string> familyOfStablehloName(llvm::StringRef opName) {
  if (opName == "func.func")
    return std::string("func");
  if (opName == "func.call")
    return std::string("call");
  if (opName == "func.return")
    return std::string("return");
  if (opName.consume_front("stablehlo."))
    return opName.str();
  return std::nullopt;
}

} // namespace shlo
} // namespace mlir
