//===- MeshAxes.h - replica groups given as axes of a mesh ------*- C++ -*-===//
//
// `#stablehlo.replica_group_mesh_axes<mesh = M, axes = [...]>` names its
// process groups by axes of a device mesh (spec: "Replica groups", "StableHLO
// Mesh"). meshAxesGroups turns it into the rows a dense replica_groups
// constant would hold, for the verifier (an inline #stablehlo.mesh) and the
// interpreter (an inline mesh or the sdy.mesh a symbol names).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_MESH_AXES_H
#define SHLO_DIALECT_MESH_AXES_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace stablehlo {

/// A mesh as the resolution needs it: its axes (name, size) in order, and
/// the device at each coordinate in lexicographic order (empty: device i at
/// the i-th coordinate).
struct MeshShape {
  llvm::SmallVector<std::pair<std::string, int64_t>> axes;
  llvm::SmallVector<int64_t> deviceIds;
};

/// The most devices a mesh may have for its groups to be listed.
constexpr int64_t kMaxMeshDevices = int64_t(1) << 20;

/// The process groups `axes` (AxisRefAttrs, major to minor) make of `mesh`:
/// devices that agree on every coordinate outside `axes` form one group,
/// ordered by their coordinates along `axes`; groups are in the order of
/// their first device. Returns nullopt and sets `error` on an axis the mesh
/// lacks, a sub-axis that does not divide its axis, overlapping axes, or a
/// mesh of more than kMaxMeshDevices devices.
std::optional<std::vector<std::vector<int64_t>>>
meshAxesGroups(const MeshShape &mesh, ArrayAttr axes, std::string &error);

} // namespace stablehlo
} // namespace mlir

#endif // SHLO_DIALECT_MESH_AXES_H
