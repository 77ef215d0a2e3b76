//===- VhloOpTable.h - vhlo op families and their versions -------*- C++ -*-===//
//
// A vhlo op family is the set of vhlo ops that are forms of one stablehlo
// op across releases: "vhlo.all_gather_v1" and "vhlo.all_gather_v2" form
// the family "all_gather". The table is read from the registered vhlo ops
// (their names and VersionedOpInterface ranges from dialect/VhloOpDefs.td),
// so adding a form to the ODS adds it here.
//
// A form is legal at version V when its minimum version <= V and V is below
// the next form's minimum (the maximum versions in the ODS name the last
// release; patch releases in between belong to the older form).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_VHLO_OP_TABLE_H
#define SHLO_TRANSFORMS_VHLO_OP_TABLE_H

#include <optional>
#include <string>
#include <vector>

#include "dialect/VhloVersion.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"

namespace mlir {
namespace shlo {

struct VhloOpForm {
  OperationName name;    // "vhlo.all_gather_v2"
  int64_t suffix;        // 2
  vhlo::Version min;
  vhlo::Version max;
};

struct VhloOpRef {
  llvm::StringRef family; // "all_gather"
  unsigned index;         // position in forms(family), oldest first
};

class VhloOpTable {
public:
  /// Builds the table from the ops registered in `context` (cheap: one
  /// probe per vhlo op; callers build one per pass run, since contexts
  /// come and go, e.g. with -split-input-file).
  explicit VhloOpTable(MLIRContext *context);

  /// The family and position of a vhlo op name, if it is one.
  std::optional<VhloOpRef> lookup(llvm::StringRef opName) const;
  /// All forms of a family, oldest first (empty if unknown).
  llvm::ArrayRef<VhloOpForm> forms(llvm::StringRef family) const;
  /// The form of `family` that exists in `version`, if any.
  std::optional<unsigned> formAt(llvm::StringRef family,
                                 const vhlo::Version &version) const;
  /// True if forms(family)[index] exists in `version`.
  bool isLegalAt(llvm::StringRef family, unsigned index,
                 const vhlo::Version &version) const;

private:
  llvm::StringMap<std::vector<VhloOpForm>> families;
  llvm::StringMap<VhloOpRef> byName;
};

/// The stablehlo (or func) op a vhlo family stands for, and back.
/// "return" maps to func.return inside a func and stablehlo.return elsewhere;
/// the caller decides (see the legalization passes).
std::string stablehloNameOfFamily(llvm::StringRef family);
std::optional<std::string> familyOfStablehloName(llvm::StringRef opName);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_VHLO_OP_TABLE_H
