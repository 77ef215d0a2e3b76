//===- StablehloDistributionOps.cpp - collectives, feeds, channels --------===//
//
// Verifiers of the distribution ops (StablehloDistributionOps.td). What
// depends on the process grid (group sizes against num_replicas, ...) is
// checked when interpreter.run_parallel runs them.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "dialect/MeshAxes.h"
#include "dialect/VerifyHelpers.h"

#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::stablehlo;

namespace {
/// Checks a replica_groups (or source_target_pairs) attribute: rank 2, ids
/// unique and >= 0 (-1 pads short groups). `rule` names the constraint.
LogicalResult verifyGroups(Operation *op, DenseIntElementsAttr groups,
                           StringRef name, StringRef rule) {
  auto type = cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return op->emitOpError() << name << " must be a 2-dimensional tensor";
  // A std::set: a DenseSet keeps INT64_MAX and INT64_MIN as its empty and
  // tombstone keys, and took an id of INT64_MAX for a repeated one.
  std::set<int64_t> seen;
  for (const APInt &id : groups.getValues<APInt>()) {
    int64_t value = id.getSExtValue();
    if (value == -1)
      continue;
    if (value < 0)
      return op->emitOpError() << name << " holds a negative id " << value;
    if (!seen.insert(value).second)
      return op->emitOpError()
             << name << " repeats id " << value << " " << rule;
  }
  return success();
}

/// `use_global_device_ids` needs a positive channel_id (C4/C5/C6).
LogicalResult verifyGlobalIds(Operation *op, bool useGlobal,
                              std::optional<ChannelHandleAttr> channel,
                              StringRef rule) {
  if (useGlobal && (!channel || channel->getHandle() <= 0))
    return op->emitOpError()
           << "use_global_device_ids needs a channel_id > 0 " << rule;
  return success();
}

/// The region of a reducing collective takes two 0-d tensors and returns
/// one (C5/C7: `(tensor<E>, tensor<E>) -> tensor<E>`).
LogicalResult verifyComputation(Operation *op, Region &region,
                                size_t numResults, StringRef rule) {
  Block &block = region.front();
  if (block.getNumArguments() != 2 * numResults)
    return op->emitOpError() << "computation must take " << 2 * numResults
                             << " arguments " << rule;
  for (BlockArgument arg : block.getArguments()) {
    auto type = dyn_cast<RankedTensorType>(arg.getType());
    if (!type || type.getRank() != 0)
      return op->emitOpError()
             << "computation arguments must be 0-dimensional tensors " << rule;
  }
  Operation *terminator = terminatorOf(block);
  if (!terminator || terminator->getNumOperands() != numResults)
    return op->emitOpError()
           << "computation must return " << numResults << " value(s) " << rule;
  return success();
}

/// Results match operands in number and, but for `exceptDim`, in shape.
LogicalResult verifyResultsLikeOperands(Operation *op, ValueRange operands,
                                        TypeRange results, StringRef rule,
                                        bool sameElementType = true) {
  if (operands.size() != results.size())
    return op->emitOpError() << "has " << operands.size() << " operand(s) but "
                             << results.size() << " result(s) " << rule;
  for (auto [operand, resultType] : llvm::zip(operands, results)) {
    auto a = cast<ShapedType>(operand.getType());
    auto b = cast<ShapedType>(resultType);
    if (a.getRank() != b.getRank() ||
        (sameElementType && a.getElementType() != b.getElementType()))
      return op->emitOpError()
             << "result type " << b << " does not match operand type " << a
             << " " << rule;
  }
  return success();
}
} // namespace

//===----------------------------------------------------------------------===//
// Replica groups over a mesh
//===----------------------------------------------------------------------===//

LogicalResult
SubAxisInfoAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t preSize, int64_t size) {
  if (preSize < 1 || size < 1)
    return emitError() << "sub_axis_info (" << preSize << ")" << size
                       << " needs pre_size >= 1 and size >= 1";
  return success();
}

LogicalResult AxisRefAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  StringRef name, SubAxisInfoAttr) {
  if (name.empty())
    return emitError() << "axis_ref needs a non-empty axis name";
  return success();
}

LogicalResult MeshAxisAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef name, int64_t size) {
  if (name.empty())
    return emitError() << "mesh_axis needs a non-empty name";
  if (size < 1)
    return emitError() << "mesh_axis \"" << name << "\" has size " << size
                       << ", which is not >= 1";
  return success();
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayAttr axes, DenseIntElementsAttr deviceIds) {
  llvm::StringSet<> names;
  int64_t total = 1;
  for (Attribute element : axes) {
    auto axis = dyn_cast<MeshAxisAttr>(element);
    if (!axis)
      return emitError() << "mesh axes must be #stablehlo.mesh_axis, got "
                         << element;
    if (!names.insert(axis.getName()).second)
      return emitError() << "mesh names axis \"" << axis.getName()
                         << "\" twice";
    if (llvm::MulOverflow(total, axis.getSize(), total) ||
        total > kMaxMeshDevices)
      return emitError() << "mesh has more than " << kMaxMeshDevices
                         << " devices";
  }
  if (!deviceIds)
    return success();
  auto type = deviceIds.getType();
  if (type.getRank() != 1 || !type.getElementType().isInteger(64))
    return emitError() << "mesh device_ids must be a 1-dimensional i64 "
                          "tensor, got "
                       << type;
  if (type.getNumElements() != total)
    return emitError() << "mesh device_ids holds " << type.getNumElements()
                       << " ids for " << total << " devices";
  std::vector<bool> seen(total, false);
  for (int64_t id : deviceIds.getValues<int64_t>()) {
    if (id < 0 || id >= total || seen[id])
      return emitError() << "mesh device_ids must hold each of 0.." << total - 1
                         << " once (" << id << ")";
    seen[id] = true;
  }
  return success();
}

int64_t MeshAttr::getNumDevices() const {
  int64_t total = 1;
  for (Attribute axis : getAxes())
    total *= cast<MeshAxisAttr>(axis).getSize();
  return total;
}

/// The MeshShape of an inline mesh.
static MeshShape meshShapeOf(MeshAttr mesh) {
  MeshShape shape;
  for (Attribute element : mesh.getAxes()) {
    auto axis = cast<MeshAxisAttr>(element);
    shape.axes.push_back({axis.getName().str(), axis.getSize()});
  }
  if (mesh.getDeviceIds())
    shape.deviceIds.assign(mesh.getDeviceIds().getValues<int64_t>().begin(),
                           mesh.getDeviceIds().getValues<int64_t>().end());
  return shape;
}

LogicalResult
ReplicaGroupMeshAxesAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute mesh, ArrayAttr axes) {
  if (!isa<FlatSymbolRefAttr, MeshAttr>(mesh))
    return emitError() << "replica_group_mesh_axes mesh must be a symbol "
                          "reference or a #stablehlo.mesh, got "
                       << mesh;
  // Without the mesh's sizes, only a full axis named twice is known to
  // overlap.
  llvm::StringSet<> fullAxes;
  for (Attribute element : axes) {
    auto axis = dyn_cast<AxisRefAttr>(element);
    if (!axis)
      return emitError() << "replica_group_mesh_axes axes must be "
                            "#stablehlo.axis_ref, got "
                         << element;
    if (!axis.getSubAxisInfo() && !fullAxes.insert(axis.getName()).second)
      return emitError() << "replica_group_mesh_axes names axis \""
                         << axis.getName() << "\" twice";
  }
  // The axes against an inline mesh are checked by the ops that hold the
  // attribute (verifyReplicaGroups), so the error names the op.
  return success();
}

std::optional<std::vector<std::vector<int64_t>>>
mlir::stablehlo::meshAxesGroups(const MeshShape &mesh, ArrayAttr axes,
                                std::string &error) {
  llvm::raw_string_ostream os(error);
  auto fail = [&]() -> llvm::raw_ostream & {
    error.clear();
    return os;
  };
  int64_t total = 1;
  for (const auto &[name, size] : mesh.axes)
    if (size < 1 || llvm::MulOverflow(total, size, total) ||
        total > kMaxMeshDevices) {
      fail() << "mesh has more than " << kMaxMeshDevices
             << " devices or an axis of size < 1";
      return std::nullopt;
    }
  if (!mesh.deviceIds.empty() && int64_t(mesh.deviceIds.size()) != total) {
    fail() << "mesh device_ids holds " << mesh.deviceIds.size() << " ids for "
           << total << " devices";
    return std::nullopt;
  }

  // Each axis ref is one mixed-radix digit of a mesh coordinate: the
  // coordinate c along its axis gives (c / minor) % size, where minor is
  // what follows the sub-axis ((pre_size)size) within the axis.
  struct Digit {
    size_t axis;
    int64_t preSize, size, minor;
  };
  SmallVector<Digit> digits;
  int64_t groupSize = 1;
  for (Attribute element : axes) {
    auto ref = cast<AxisRefAttr>(element);
    auto found = llvm::find_if(mesh.axes, [&](const auto &axis) {
      return axis.first == ref.getName();
    });
    if (found == mesh.axes.end()) {
      fail() << "replica_group_mesh_axes names axis \"" << ref.getName()
             << "\", which the mesh lacks";
      return std::nullopt;
    }
    int64_t axisSize = found->second;
    Digit digit{size_t(found - mesh.axes.begin()), 1, axisSize, 1};
    if (SubAxisInfoAttr sub = ref.getSubAxisInfo()) {
      int64_t span;
      if (llvm::MulOverflow(sub.getPreSize(), sub.getSize(), span) ||
          axisSize % span != 0) {
        fail() << "sub-axis \"" << ref.getName() << "\":(" << sub.getPreSize()
               << ")" << sub.getSize() << " does not divide the axis of size "
               << axisSize;
        return std::nullopt;
      }
      digit = {digit.axis, sub.getPreSize(), sub.getSize(), axisSize / span};
    }
    for (const Digit &other : digits)
      if (other.axis == digit.axis &&
          other.preSize < digit.preSize * digit.size &&
          digit.preSize < other.preSize * other.size) {
        fail() << "replica_group_mesh_axes uses part of axis \""
               << ref.getName() << "\" twice";
        return std::nullopt;
      }
    digits.push_back(digit);
    groupSize *= digit.size;
  }

  // Strides of the mesh coordinates (the last axis is the minor one).
  SmallVector<int64_t> strides(mesh.axes.size(), 1);
  for (size_t a = mesh.axes.size(); a-- > 1;)
    strides[a - 1] = strides[a] * mesh.axes[a].second;
  std::map<int64_t, std::vector<int64_t>> groups;
  for (int64_t linear = 0; linear < total; ++linear) {
    int64_t position = 0, key = linear;
    for (const Digit &digit : digits) {
      int64_t coordinate =
          (linear / strides[digit.axis]) % mesh.axes[digit.axis].second;
      int64_t value = (coordinate / digit.minor) % digit.size;
      position = position * digit.size + value;
      key -= value * digit.minor * strides[digit.axis];
    }
    std::vector<int64_t> &group = groups[key];
    if (group.empty())
      group.assign(groupSize, -1);
    group[position] = mesh.deviceIds.empty() ? linear : mesh.deviceIds[linear];
  }
  std::vector<std::vector<int64_t>> rows;
  for (auto &entry : groups)
    rows.push_back(std::move(entry.second));
  return rows;
}

namespace {
/// Checks replica_groups in either form and returns the size of its
/// groups when the op alone tells it (a dense constant's rows, or the axes
/// of an inline mesh); nullopt for a mesh named by a symbol.
FailureOr<std::optional<int64_t>>
verifyReplicaGroups(Operation *op, Attribute groups, StringRef rule) {
  if (auto dense = dyn_cast<DenseIntElementsAttr>(groups)) {
    if (failed(verifyGroups(op, dense, "replica_groups", rule)))
      return failure();
    return std::optional<int64_t>(dense.getType().getShape()[1]);
  }
  auto meshAxes = cast<ReplicaGroupMeshAxesAttr>(groups);
  auto inlineMesh = dyn_cast<MeshAttr>(meshAxes.getMesh());
  if (!inlineMesh)
    return std::optional<int64_t>();
  std::string error;
  auto rows =
      meshAxesGroups(meshShapeOf(inlineMesh), meshAxes.getAxes(), error);
  if (!rows)
    return op->emitOpError() << error << " " << rule;
  return std::optional<int64_t>(rows->empty() ? 0 : (*rows)[0].size());
}
} // namespace

LogicalResult AllGatherOp::verify() {
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "(C2)")) ||
      failed(verifyGlobalIds(*this, getUseGlobalDeviceIds(), getChannelHandle(),
                             "(C5)")) ||
      failed(verifyResultsLikeOperands(*this, getOperands(), getResultTypes(),
                                       "(C6)")))
    return failure();
  int64_t dim = getAllGatherDim();
  for (auto [operand, resultType] :
       llvm::zip(getOperands(), getResultTypes())) {
    auto a = cast<ShapedType>(operand.getType());
    auto b = cast<ShapedType>(resultType);
    if (dim < 0 || dim >= a.getRank())
      return emitOpError() << "all_gather_dim " << dim
                           << " is out of range for " << a << " (C1)";
    for (int64_t d = 0; d < a.getRank(); ++d) {
      int64_t size = a.getDimSize(d);
      int64_t result = b.getDimSize(d);
      if (d != dim) {
        if (!compatibleDim(size, result))
          return emitOpError() << "result type " << b << " should have size "
                               << size << " in dimension " << d << " (C6)";
        continue;
      }
      // (C6) gives the gathered dimension as the operand's times the
      // process groups' size. As upstream's verifier, this one asks only a
      // multiple of the operand's size (upstream's version tests gather
      // groups of one process into twice the size); the grid checks the
      // exact size when the op runs (checkedResults).
      if (ShapedType::isDynamic(size) || ShapedType::isDynamic(result))
        continue;
      if (size == 0 ? result != 0 : result % size != 0)
        return emitOpError()
               << "result type " << b << " should have a "
               << "multiple of " << size << " in dimension " << d << " (C6)";
    }
  }
  return success();
}

LogicalResult AllReduceOp::verify() {
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "(C1)")) ||
      failed(verifyGlobalIds(*this, getUseGlobalDeviceIds(), getChannelHandle(),
                             "(C4)")) ||
      failed(verifyResultsLikeOperands(*this, getOperands(), getResultTypes(),
                                       "(C6)", /*sameElementType=*/false)) ||
      failed(verifyComputation(*this, getComputation(), 1, "(C5)")))
    return failure();
  for (auto [operand, resultType] : llvm::zip(getOperands(), getResultTypes()))
    if (failed(verifyCompatibleShape(operand.getType(), resultType)))
      return emitOpError() << "result shape differs from operand shape (C6)";
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  auto groupSize = verifyReplicaGroups(*this, getReplicaGroups(), "(C3)");
  if (failed(groupSize) ||
      failed(verifyGlobalIds(*this, getUseGlobalDeviceIds(), getChannelHandle(),
                             "(C6)")) ||
      failed(verifyComputation(*this, getComputation(), 1, "(C7)")))
    return failure();
  auto a = cast<ShapedType>(getOperand().getType());
  auto b = cast<ShapedType>(getType());
  int64_t dim = getScatterDimension();
  if (dim < 0 || dim >= a.getRank())
    return emitOpError() << "scatter_dimension " << dim
                         << " is out of range for " << a << " (C2)";
  if (a.getRank() != b.getRank())
    return emitOpError() << "result rank differs from operand rank (C8)";
  for (int64_t d = 0; d < a.getRank(); ++d) {
    int64_t expected = a.getDimSize(d);
    // With a mesh named by a symbol the group size is known when the op
    // runs; only the rank is checked here.
    if (d == dim && !groupSize->has_value())
      continue;
    if (d == dim && !ShapedType::isDynamic(expected)) {
      int64_t size = **groupSize;
      if (size == 0 || expected % size != 0)
        return emitOpError()
               << "dimension " << d << " of " << a
               << " is not a multiple of the group size " << size << " (C1)";
      expected /= size;
    }
    if (!compatibleDim(expected, b.getDimSize(d)))
      return emitOpError() << "result type " << b << " should have size "
                           << expected << " in dimension " << d << " (C8)";
  }
  return success();
}

LogicalResult AllToAllOp::verify() {
  auto groupSize = verifyReplicaGroups(*this, getReplicaGroups(), "(C5)");
  if (failed(groupSize) || failed(verifyResultsLikeOperands(
                               *this, getOperands(), getResultTypes(), "(C9)")))
    return failure();
  int64_t split = getSplitDimension(), concat = getConcatDimension(),
          count = getSplitCount();
  if (count <= 0)
    return emitOpError() << "split_count must be positive (C4)";
  if (groupSize->has_value() && **groupSize != count)
    return emitOpError() << "replica groups must have split_count members (C8)";
  for (auto [operand, resultType] :
       llvm::zip(getOperands(), getResultTypes())) {
    auto a = cast<ShapedType>(operand.getType());
    auto b = cast<ShapedType>(resultType);
    if (split < 0 || split >= a.getRank())
      return emitOpError() << "split_dimension is out of range (C1)";
    if (concat < 0 || concat >= a.getRank())
      return emitOpError() << "concat_dimension is out of range (C3)";
    if (!a.isDynamicDim(split) && a.getDimSize(split) % count != 0)
      return emitOpError() << "dimension " << split << " of " << a
                           << " is not a multiple of split_count (C2)";
    for (int64_t d = 0; d < a.getRank(); ++d) {
      int64_t expected = a.getDimSize(d);
      if (split != concat && !ShapedType::isDynamic(expected)) {
        if (d == split)
          expected /= count;
        else if (d == concat)
          expected *= count;
      }
      if (!compatibleDim(expected, b.getDimSize(d)))
        return emitOpError() << "result type " << b << " should have size "
                             << expected << " in dimension " << d << " (C9)";
    }
  }
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  if (failed(verifyReplicaGroups(*this, getReplicaGroups(), "(C1)")))
    return failure();
  ValueRange data = getOperands();
  if (getHasDynamicRoot()) {
    if (data.empty())
      return emitOpError() << "has_dynamic_root needs a root operand (C4)";
    auto root = cast<ShapedType>(data.back().getType());
    if (!root.getElementType().isSignlessInteger(32))
      return emitOpError() << "root operand must be a tensor of i32, got "
                           << root << " (C4)";
    data = data.drop_back();
  }
  if (data.size() != getNumResults())
    return emitOpError() << "needs one result per operand (C5)";
  for (auto [operand, resultType] : llvm::zip(data, getResultTypes()))
    if (operand.getType() != resultType)
      return emitOpError() << "result type " << resultType
                           << " differs from operand type " << operand.getType()
                           << " (C3)";
  return success();
}

LogicalResult CollectivePermuteOp::verify() {
  DenseIntElementsAttr pairs = getSourceTargetPairs();
  auto type = cast<ShapedType>(pairs.getType());
  if (type.getRank() != 2 || type.getDimSize(1) != 2)
    return emitOpError() << "source_target_pairs must have shape [N, 2] (C1)";
  SmallVector<int64_t> ids(pairs.getValues<int64_t>());
  std::set<int64_t> sources, targets; // not DenseSet: INT64_MAX is an id
  for (size_t i = 0; i + 1 < ids.size(); i += 2) {
    if (ids[i] < 0 || ids[i + 1] < 0)
      return emitOpError() << "source_target_pairs holds a negative id (C4)";
    if (!sources.insert(ids[i]).second)
      return emitOpError() << "source " << ids[i] << " appears twice (C2)";
    if (!targets.insert(ids[i + 1]).second)
      return emitOpError() << "target " << ids[i + 1] << " appears twice (C3)";
  }
  if (getOperand().getType() != getType())
    return emitOpError() << "result type differs from operand type (C5)";
  return success();
}

LogicalResult CollectiveReduceOp::verify() {
  if (failed(verifyGroups(*this, getReplicaGroups(), "replica_groups", "(C1)")))
    return failure();
  size_t numData = getOperands().size() - (getHasDynamicRoot() ? 1 : 0);
  if (numData != getNumResults())
    return emitOpError() << "needs one result per data operand (C3)";
  for (size_t i = 0; i < numData; ++i)
    if (failed(verifyCompatibleShape(getOperands()[i].getType(),
                                     getResultTypes()[i])))
      return emitOpError() << "result #" << i
                           << " has a different shape than its operand (C3)";
  return verifyComputation(*this, getComputation(), 1, "(C4)");
}

LogicalResult InfeedOp::verify() {
  if (getNumResults() == 0)
    return emitOpError() << "needs at least one result (C1)";
  TypeRange types = getResultTypes();
  if (!isa<TokenType>(types.back()))
    return emitOpError() << "last result must be a token (C3)";
  for (Type type : types.drop_back())
    if (!isa<RankedTensorType>(type))
      return emitOpError() << "results before the token must be tensors (C2)";
  return success();
}

/// send's and recv's source_target_pairs: [N, 2], or no pairs at all in
/// any shape (upstream's own tests write `dense<[]> : tensor<0xi64>`, which
/// its verifier accepts).
static bool isPairList(std::optional<DenseIntElementsAttr> pairs) {
  if (!pairs)
    return true;
  auto type = cast<ShapedType>(pairs->getType());
  return type.getNumElements() == 0 ||
         (type.getRank() == 2 && type.getDimSize(1) == 2);
}

LogicalResult SendOp::verify() {
  if (!isPairList(getSourceTargetPairs()))
    return emitOpError() << "source_target_pairs must have shape [N, 2] (C1)";
  return success();
}

LogicalResult RecvOp::verify() {
  if (!isPairList(getSourceTargetPairs()))
    return emitOpError() << "source_target_pairs must have shape [N, 2] (C1)";
  if (getNumResults() == 0 ||
      !isa<TokenType>(TypeRange(getResultTypes()).back()))
    return emitOpError() << "last result must be a token";
  return success();
}

LogicalResult AsyncStartOp::verify() {
  Block &block = getBody().front();
  Operation *terminator = terminatorOf(block);
  if (!terminator || block.getOperations().size() != 2)
    return emitOpError() << "body must hold one op and a return (C1)";
  Operation &inner = block.front();
  if (!isa<AllReduceOp, AllGatherOp, AllToAllOp, CollectivePermuteOp,
           ReduceScatterOp, CollectiveBroadcastOp, SliceOp, DynamicSliceOp,
           DynamicUpdateSliceOp>(inner))
    return emitOpError() << "body op must be a collective or a slice, not '"
                         << inner.getName() << "' (C2)";
  if (TypeRange(getOperands().getTypes()) != block.getArgumentTypes())
    return emitOpError() << "operands must match the body's arguments (C3)";
  if (TypeRange(cast<FutureType>(getType()).getTypes()) !=
      inner.getResultTypes())
    return emitOpError() << "result must be a future of the body op's result "
                            "types (C4)";
  return success();
}

LogicalResult AsyncDoneOp::verify() {
  auto future = cast<FutureType>(getOperand().getType());
  if (TypeRange(future.getTypes()) != getResultTypes())
    return emitOpError() << "results must be the future's types (C1)";
  return success();
}
