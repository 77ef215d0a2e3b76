//===- DistributionOps.cpp - collectives, channels, feeds, the grid -------===//
//
// Evaluators of dialect/StablehloDistributionOps.td and of
// interpreter.run_parallel and interpreter.probe. A collective finds its
// process group as the spec's "Collective ops" section says, meets the
// group's other processes through the ProcessGrid (interpreter/
// ProcessGrid.h) and computes its result from their values. Outside
// run_parallel an op runs as the only process of a 1x1 grid.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CombineTyped.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/ProcessGrid.h"

#include "dialect/Dialects.h"
#include "dialect/MeshAxes.h"
#include "dialect/SdyOps.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TypeUtilities.h"

#include <optional>

namespace mlir {
namespace shlo {

namespace {
/// How a collective splits the grid (spec: cross_replica, cross_partition,
/// cross_replica_and_partition, flattened_ids).
enum class GroupMode {
  CrossReplica,
  CrossPartition,
  CrossReplicaAndPartition,
  FlattenedIds
};

/// Rows of a replica_groups attribute, without the -1 padding.
std::vector<std::vector<int64_t>> groupRows(DenseIntElementsAttr groups) {
  auto type = cast<ShapedType>(groups.getType());
  int64_t width = type.getRank() == 2 ? type.getDimSize(1) : 0;
  std::vector<std::vector<int64_t>> rows;
  SmallVector<int64_t> ids(groups.getValues<int64_t>());
  for (size_t i = 0; width && i < ids.size(); i += width) {
    rows.emplace_back();
    for (int64_t j = 0; j < width; ++j)
      if (ids[i + j] != -1)
        rows.back().push_back(ids[i + j]);
  }
  return rows;
}

/// The rows of a collective's replica_groups: a dense constant's, or those
/// of `#stablehlo.replica_group_mesh_axes` over its inline mesh or the
/// `sdy.mesh` its symbol names (dialect/MeshAxes.h). The rows then split
/// the grid by the op's mode as a dense constant's would.
llvm::Expected<std::vector<std::vector<int64_t>>>
replicaGroupRows(Operation *op, Attribute groups) {
  if (auto dense = dyn_cast<DenseIntElementsAttr>(groups))
    return groupRows(dense);
  auto meshAxes = cast<stablehlo::ReplicaGroupMeshAxesAttr>(groups);
  stablehlo::MeshShape shape;
  if (auto mesh = dyn_cast<stablehlo::MeshAttr>(meshAxes.getMesh())) {
    for (Attribute element : mesh.getAxes()) {
      auto axis = cast<stablehlo::MeshAxisAttr>(element);
      shape.axes.push_back({axis.getName().str(), axis.getSize()});
    }
    if (mesh.getDeviceIds())
      for (int64_t id : mesh.getDeviceIds().getValues<int64_t>())
        shape.deviceIds.push_back(id);
  } else {
    auto symbol = cast<FlatSymbolRefAttr>(meshAxes.getMesh());
    Operation *found = SymbolTable::lookupNearestSymbolFrom(op, symbol);
    auto meshOp = dyn_cast_or_null<sdy::MeshOp>(found);
    if (!meshOp) {
      std::string what =
          found ? "a '" + found->getName().getStringRef().str() + "'"
                : std::string("no symbol in scope");
      return evalError("replica_groups takes its groups from the mesh @" +
                       symbol.getValue() + ", which is " + what +
                       ", not an sdy.mesh: the process groups are unknown");
    }
    for (sdy::MeshAxisAttr axis : meshOp.getMesh().getAxes())
      shape.axes.push_back({axis.getName().str(), axis.getSize()});
    shape.deviceIds.assign(meshOp.getMesh().getDeviceIds().begin(),
                           meshOp.getMesh().getDeviceIds().end());
  }
  std::string error;
  auto rows = stablehlo::meshAxesGroups(shape, meshAxes.getAxes(), error);
  if (!rows)
    return evalError(error);
  return std::move(*rows);
}

/// The spec's process groups of `rows` in `mode`; fails on an id outside
/// the grid.
llvm::Expected<std::vector<std::vector<ProcessId>>>
processGroups(GroupMode mode, const std::vector<std::vector<int64_t>> &rows,
              const ProcessGrid &grid) {
  int64_t replicas = grid.getNumReplicas(),
          partitions = grid.getNumPartitions();
  int64_t limit = mode == GroupMode::CrossPartition ? partitions
                  : mode == GroupMode::FlattenedIds ? replicas * partitions
                                                    : replicas;
  for (const std::vector<int64_t> &row : rows)
    for (int64_t id : row)
      if (id < 0 || id >= limit)
        return evalError("replica group id " + Twine(id) +
                         " is outside the process grid of " + Twine(replicas) +
                         "x" + Twine(partitions));
  std::vector<std::vector<ProcessId>> groups;
  for (const std::vector<int64_t> &row : rows) {
    switch (mode) {
    case GroupMode::CrossReplica:
      for (int64_t p = 0; p < partitions; ++p) {
        groups.emplace_back();
        for (int64_t r : row)
          groups.back().push_back({r, p});
      }
      break;
    case GroupMode::CrossPartition:
      for (int64_t r = 0; r < replicas; ++r) {
        groups.emplace_back();
        for (int64_t p : row)
          groups.back().push_back({r, p});
      }
      break;
    case GroupMode::CrossReplicaAndPartition:
      groups.emplace_back();
      for (int64_t p = 0; p < partitions; ++p)
        for (int64_t r : row)
          groups.back().push_back({r, p});
      break;
    case GroupMode::FlattenedIds:
      groups.emplace_back();
      for (int64_t id : row)
        groups.back().push_back({id / partitions, id % partitions});
      break;
    }
  }
  return groups;
}

/// The group holding `self`, or nullopt.
std::optional<std::vector<ProcessId>>
groupOf(ProcessId self, const std::vector<std::vector<ProcessId>> &groups) {
  for (const std::vector<ProcessId> &group : groups)
    if (llvm::is_contained(group, self))
      return group;
  return std::nullopt;
}

int64_t channelId(std::optional<stablehlo::ChannelHandleAttr> handle) {
  return handle ? handle->getHandle() : 0;
}

/// The mode of all_gather, all_reduce and reduce_scatter.
GroupMode reducingMode(int64_t channel, bool useGlobalDeviceIds) {
  if (channel <= 0)
    return GroupMode::CrossReplica;
  return useGlobalDeviceIds ? GroupMode::FlattenedIds
                            : GroupMode::CrossReplicaAndPartition;
}

/// The process running an evaluation; outside a grid, the one process of a
/// 1x1 grid made for the op.
struct RunningProcess {
  std::unique_ptr<ProcessGrid> ownGrid;
  std::unique_ptr<Process> ownProcess;
  Process *process;

  explicit RunningProcess(EvalEnv &env) : process(env.getProcess()) {
    if (!process) {
      ownGrid =
          std::make_unique<ProcessGrid>(1, 1, std::vector<InterpreterValue>());
      ownProcess = std::make_unique<Process>(*ownGrid, ProcessId{0, 0});
      process = ownProcess.get();
    }
  }
  Process &operator*() { return *process; }
  ProcessGrid &grid() { return process->getGrid(); }
};

/// The group of `self` in `mode` over `replicaGroups`; none when it is in
/// none.
llvm::Expected<std::optional<std::vector<ProcessId>>>
groupIn(Process &self, GroupMode mode, Operation *op,
        Attribute replicaGroups) {
  auto rows = replicaGroupRows(op, replicaGroups);
  if (!rows)
    return rows.takeError();
  auto groups = processGroups(mode, *rows, self.getGrid());
  if (!groups)
    return groups.takeError();
  return groupOf(self.getId(), *groups);
}

/// The group of `self` in `mode`; an error when it is in none.
llvm::Expected<std::vector<ProcessId>> findGroup(Process &self, GroupMode mode,
                                                 Operation *op,
                                                 Attribute replicaGroups) {
  auto group = groupIn(self, mode, op, replicaGroups);
  if (!group)
    return group.takeError();
  if (!*group)
    return evalError("process (" + Twine(self.getId().replica) + ", " +
                     Twine(self.getId().partition) +
                     ") is in no replica group");
  return std::move(**group);
}

/// A scalar tensor of `type` holding `element`.
Tensor scalar(RankedTensorType type, const Element &element) {
  Tensor result(type);
  result.setLinear(0, element);
  return result;
}

/// reduceAcross's typed path: a region that is one recognised op of its two
/// arguments (matchCombiner), on the members' own element type, runs that
/// op's typed kernel over whole tensors, member after member in group
/// order: every element gets the operations the region would give it, in
/// the same order. None (nothing done) otherwise, or on the Element path.
std::optional<Tensor> reduceAcrossTyped(ArrayRef<Tensor> values,
                                        Region &computation,
                                        ShapedType resultType) {
  std::optional<CombinerKind> kind = matchCombiner(computation);
  Type element = resultType.getElementType();
  auto argType =
      cast<RankedTensorType>(computation.front().getArgument(0).getType());
  if (!kind || argType.getElementType() != element ||
      stablehlo::isQuantizedElement(element) ||
      llvm::any_of(values, [&](const Tensor &value) {
        return value.getElementType() != element;
      }))
    return std::nullopt;
  Tensor result = values[0].clone();
  int64_t n = result.getNumElements();
  for (size_t k = 1; k < values.size(); ++k) {
    bool typed = combineTypedBody(
        *kind, result, values[k],
        [&](auto *out, const auto *in, const auto &kernel) {
          for (int64_t i = 0; i < n; ++i)
            out[i] = kernel.typed(out[i], in[i]);
        });
    if (!typed)
      return std::nullopt;
  }
  return result;
}

/// Reduces `values` (one tensor per group member, same shape) element by
/// element with `computation`, in group order (the spec's schedule).
llvm::Expected<Tensor> reduceAcross(ArrayRef<Tensor> values,
                                    Region &computation, ShapedType resultType,
                                    EvalEnv &env) {
  if (std::optional<Tensor> typed =
          reduceAcrossTyped(values, computation, resultType))
    return std::move(*typed);
  auto argType =
      cast<RankedTensorType>(computation.front().getArgument(0).getType());
  Tensor result(
      RankedTensorType::get(values[0].getShape(), resultType.getElementType()));
  SmallVector<InterpreterValue> args(2), out;
  for (int64_t i = 0; i < values[0].getNumElements(); ++i) {
    Tensor accumulator = scalar(argType, values[0].getLinear(i));
    for (size_t k = 1; k < values.size(); ++k) {
      args[0] = accumulator;
      args[1] = scalar(argType, values[k].getLinear(i));
      if (llvm::Error error = env.runRegionInto(computation, args, out))
        return std::move(error);
      accumulator = out[0].getTensor();
    }
    result.setLinear(i, accumulator.getLinear(0));
  }
  return result;
}

/// Part `index` of `count` equal parts of `tensor` along `dimension`.
llvm::Expected<Tensor> part(const Tensor &tensor, int64_t dimension,
                            int64_t count, int64_t index) {
  SmallVector<int64_t> start(tensor.getRank(), 0),
      limit(tensor.getShape().begin(), tensor.getShape().end()),
      strides(tensor.getRank(), 1);
  int64_t size = tensor.getShape()[dimension] / count;
  start[dimension] = index * size;
  limit[dimension] = (index + 1) * size;
  SmallVector<int64_t> shape(limit);
  shape[dimension] = size;
  return evalSliceOp(tensor, start, limit, strides,
                     RankedTensorType::get(shape, tensor.getElementType()));
}

/// Member `index`'s contributions, operand by operand, as lists per operand.
std::vector<SmallVector<Tensor>>
byOperand(const std::vector<SmallVector<Tensor>> &contributions) {
  std::vector<SmallVector<Tensor>> operands(
      contributions.empty() ? 0 : contributions[0].size());
  for (const SmallVector<Tensor> &member : contributions)
    for (auto [i, tensor] : llvm::enumerate(member))
      operands[i].push_back(tensor);
  return operands;
}

/// What the members of a process's group contributed to a collective: the
/// group, the process's place in it, and each operand's values from every
/// member in group order.
struct Exchange {
  std::vector<ProcessId> group;
  int64_t index;
  std::vector<SmallVector<Tensor>> operands;
};

/// Finds the group of `self` (`mode` over `replicaGroups`) and exchanges
/// `values` with its members on `channel`.
llvm::Expected<Exchange> exchange(RunningProcess &self, GroupMode mode,
                                  Operation *op, Attribute replicaGroups,
                                  int64_t channel, StringRef name,
                                  ArrayRef<Tensor> values) {
  auto group = findGroup(*self, mode, op, replicaGroups);
  if (!group)
    return group.takeError();
  auto contributions =
      self.grid().rendezvous(*self, *group, channel, name, values);
  if (!contributions)
    return contributions.takeError();
  int64_t index = llvm::find(*group, (*self).getId()) - group->begin();
  return Exchange{std::move(*group), index, byOperand(*contributions)};
}

/// Finds the group of `self` (`mode` over `replicaGroups`, put in `groupOut`
/// when given) and what `make` makes from its members' `values` on
/// `channel` (ProcessGrid::combine, shared by the members that run `op`).
llvm::Expected<SmallVector<Tensor>>
combine(RunningProcess &self, GroupMode mode, Operation *op,
        Attribute replicaGroups, int64_t channel, StringRef name,
        ArrayRef<Tensor> values,
        llvm::function_ref<llvm::Expected<SmallVector<Tensor>>(
            const std::vector<SmallVector<Tensor>> &)>
            make,
        std::vector<ProcessId> *groupOut = nullptr) {
  auto group = findGroup(*self, mode, op, replicaGroups);
  if (!group)
    return group.takeError();
  if (groupOut)
    *groupOut = *group;
  return self.grid().combine(*self, *group, channel, name, values,
                             Combination{op, make});
}
} // namespace

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

namespace {
llvm::Expected<EvalResults> evalAllGather(stablehlo::AllGatherOp op,
                                          const OperandValues &operands,
                                          EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = channelId(op.getChannelHandle());
  auto concatenate = [&](const std::vector<SmallVector<Tensor>> &members)
      -> llvm::Expected<SmallVector<Tensor>> {
    SmallVector<Tensor> results;
    for (auto [i, inputs] : llvm::enumerate(byOperand(members))) {
      auto result = evalConcatenateOp(inputs, op.getAllGatherDim(),
                                      cast<ShapedType>(op.getResultTypes()[i]),
                                      env.getOptions());
      if (!result)
        return result.takeError();
      results.push_back(*result);
    }
    return results;
  };
  return asResults(
      combine(self, reducingMode(channel, op.getUseGlobalDeviceIds()), op,
              op.getReplicaGroups(), channel, "all_gather",
              operands.tensors(op.getOperands()), concatenate));
}

/// Every operand of `members` reduced across them with `computation`
/// (reduceAcross), to `resultTypes`.
llvm::Expected<SmallVector<Tensor>>
reduceEach(const std::vector<SmallVector<Tensor>> &members,
           Region &computation, TypeRange resultTypes, EvalEnv &env) {
  SmallVector<Tensor> results;
  for (auto [i, inputs] : llvm::enumerate(byOperand(members))) {
    auto result = reduceAcross(inputs, computation,
                               cast<ShapedType>(resultTypes[i]), env);
    if (!result)
      return result.takeError();
    results.push_back(*result);
  }
  return results;
}

llvm::Expected<EvalResults> evalAllReduce(stablehlo::AllReduceOp op,
                                          const OperandValues &operands,
                                          EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = channelId(op.getChannelHandle());
  auto reduce = [&](const std::vector<SmallVector<Tensor>> &members) {
    return reduceEach(members, op.getComputation(), op.getResultTypes(), env);
  };
  return asResults(
      combine(self, reducingMode(channel, op.getUseGlobalDeviceIds()), op,
              op.getReplicaGroups(), channel, "all_reduce",
              operands.tensors(op.getOperands()), reduce));
}

llvm::Expected<EvalResults> evalReduceScatter(stablehlo::ReduceScatterOp op,
                                              const OperandValues &operands,
                                              EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = channelId(op.getChannelHandle());
  auto reduce = [&](const std::vector<SmallVector<Tensor>> &members) {
    return reduceEach(members, op.getComputation(), op->getResultTypes(), env);
  };
  std::vector<ProcessId> group;
  auto reduced = combine(
      self, reducingMode(channel, op.getUseGlobalDeviceIds()), op,
      op.getReplicaGroups(), channel, "reduce_scatter", {operands.tensor(0)},
      reduce, &group);
  if (!reduced)
    return reduced.takeError();
  int64_t index = llvm::find(group, (*self).getId()) - group.begin();
  return asResults(
      part((*reduced)[0], op.getScatterDimension(), group.size(), index));
}

llvm::Expected<EvalResults> evalAllToAll(stablehlo::AllToAllOp op,
                                         const OperandValues &operands,
                                         EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = channelId(op.getChannelHandle());
  auto exchanged = exchange(
      self, channel > 0 ? GroupMode::CrossPartition : GroupMode::CrossReplica,
      op, op.getReplicaGroups(), channel, "all_to_all",
      operands.tensors(op.getOperands()));
  if (!exchanged)
    return exchanged.takeError();
  // Each member takes part `index` of every sender's split: the group must
  // have split_count members (C8; the verifier checks the rows of
  // replica_groups, the groups of a channel are known only here).
  if (uint64_t(exchanged->group.size()) != op.getSplitCount())
    return evalError("all_to_all splits into " + Twine(op.getSplitCount()) +
                     " parts, its process group has " +
                     Twine(exchanged->group.size()) + " processes");
  EvalResults results;
  for (auto [i, senders] : llvm::enumerate(exchanged->operands)) {
    SmallVector<Tensor> scattered;
    for (const Tensor &sent : senders) {
      auto piece = part(sent, op.getSplitDimension(), op.getSplitCount(),
                        exchanged->index);
      if (!piece)
        return piece.takeError();
      scattered.push_back(*piece);
    }
    auto result = evalConcatenateOp(scattered, op.getConcatDimension(),
                                    cast<ShapedType>(op.getResultTypes()[i]),
                                    env.getOptions());
    if (!result)
      return result.takeError();
    results.push_back(*result);
  }
  return results;
}

/// Zeros of each of `types` (what processes outside every group get).
EvalResults zeros(TypeRange types) {
  EvalResults results;
  for (Type type : types)
    results.push_back(Tensor(cast<ShapedType>(type)));
  return results;
}

/// `results` when each is a tensor of its declared type (dynamic sizes
/// match any); an error naming the first that is not.
llvm::Expected<EvalResults>
checkedResults(Operation *op, llvm::Expected<EvalResults> results) {
  if (!results)
    return results.takeError();
  if (results->size() != op->getNumResults())
    return evalError(op->getName().getStringRef() + " made " +
                     Twine(results->size()) + " results, the op declares " +
                     Twine(op->getNumResults()));
  for (auto [i, value, declared] :
       llvm::enumerate(*results, op->getResultTypes())) {
    auto type = cast<ShapedType>(declared);
    if (value.isTensor() && value.getTensor() &&
        value.getTensor().getElementType() == type.getElementType() &&
        succeeded(verifyCompatibleShape(value.getTensor().getType(), type)))
      continue;
    return evalError(op->getName().getStringRef() + " result #" + Twine(i) +
                     " would be " +
                     (value.isTensor() && value.getTensor()
                          ? quoted(value.getTensor().getType())
                          : std::string("not a tensor")) +
                     ", the op declares " + quoted(type));
  }
  return results;
}

/// What collective_broadcast and collective_reduce meet with: the group of
/// `self` (cross-partition with a channel, else cross-replica) and every
/// member's operands in group order; none when `self` is in no group, whose
/// results are zeros.
struct RootedMeeting {
  std::vector<ProcessId> group;
  std::vector<SmallVector<Tensor>> contributions;
};
template <typename OpT>
llvm::Expected<std::optional<RootedMeeting>>
meetRooted(OpT op, StringRef name, const OperandValues &operands,
           RunningProcess &self) {
  if (op.getHasDynamicRoot())
    return evalError(name + " with has_dynamic_root is not supported by the "
                            "interpreter");
  int64_t channel = channelId(op.getChannelHandle());
  auto group = groupIn(*self,
                       channel > 0 ? GroupMode::CrossPartition
                                   : GroupMode::CrossReplica,
                       op, op.getReplicaGroups());
  if (!group)
    return group.takeError();
  if (!*group)
    return std::nullopt;
  auto contributions = self.grid().rendezvous(
      *self, **group, channel, name, operands.tensors(op.getOperands()));
  if (!contributions)
    return contributions.takeError();
  return RootedMeeting{std::move(**group), std::move(*contributions)};
}

llvm::Expected<EvalResults>
evalCollectiveBroadcast(stablehlo::CollectiveBroadcastOp op,
                        const OperandValues &operands, EvalEnv &env) {
  RunningProcess self(env);
  auto meeting = meetRooted(op, "collective_broadcast", operands, self);
  if (!meeting)
    return meeting.takeError();
  if (!*meeting)
    return zeros(op.getResultTypes());
  const SmallVector<Tensor> &root = (*meeting)->contributions[0];
  return EvalResults(root.begin(), root.end());
}

llvm::Expected<EvalResults>
evalCollectivePermute(stablehlo::CollectivePermuteOp op,
                      const OperandValues &operands, EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = channelId(op.getChannelHandle());
  bool crossPartition = channel > 0;
  ProcessId me = (*self).getId();
  // Every process that shares this process's partition (replica) meets;
  // each takes the value of its source, if it has one.
  std::vector<ProcessId> group;
  int64_t count = crossPartition ? self.grid().getNumPartitions()
                                 : self.grid().getNumReplicas();
  for (int64_t i = 0; i < count; ++i)
    group.push_back(crossPartition ? ProcessId{me.replica, i}
                                   : ProcessId{i, me.partition});
  SmallVector<int64_t> pairs(op.getSourceTargetPairs().getValues<int64_t>());
  for (int64_t id : pairs)
    if (id < 0 || id >= count)
      return evalError("source_target_pairs id " + Twine(id) +
                       " is outside the process grid");
  auto contributions = self.grid().rendezvous(
      *self, group, channel, "collective_permute", {operands.tensor(0)});
  if (!contributions)
    return contributions.takeError();
  int64_t myIndex = crossPartition ? me.partition : me.replica;
  for (size_t i = 0; i + 1 < pairs.size(); i += 2)
    if (pairs[i + 1] == myIndex)
      return EvalResults{(*contributions)[pairs[i]][0]};
  return zeros(op->getResultTypes());
}

llvm::Expected<EvalResults>
evalCollectiveReduce(stablehlo::CollectiveReduceOp op,
                     const OperandValues &operands, EvalEnv &env) {
  RunningProcess self(env);
  auto meeting = meetRooted(op, "collective_reduce", operands, self);
  if (!meeting)
    return meeting.takeError();
  if (!*meeting || !((*meeting)->group[0] == (*self).getId()))
    return zeros(op.getResultTypes());
  EvalResults results;
  for (auto [i, inputs] :
       llvm::enumerate(byOperand((*meeting)->contributions))) {
    auto result = reduceAcross(inputs, op.getComputation(),
                               cast<ShapedType>(op.getResultTypes()[i]), env);
    if (!result)
      return result.takeError();
    results.push_back(*result);
  }
  return results;
}

/// A collective's evaluator whose results are checked against the op's
/// declared types: what a partner brought cannot leak out in another shape.
template <typename OpTy, llvm::Expected<EvalResults> (*Evaluate)(
                             OpTy, const OperandValues &, EvalEnv &)>
llvm::Expected<EvalResults> evalChecked(OpTy op, const OperandValues &operands,
                                        EvalEnv &env) {
  return checkedResults(op, Evaluate(op, operands, env));
}

llvm::Expected<EvalResults> evalCrossReplicaSum(stablehlo::CrossReplicaSumOp,
                                                const OperandValues &,
                                                EvalEnv &) {
  return evalError("cross-replica-sum is a legacy op the interpreter does not "
                   "run; use all_reduce");
}

//===----------------------------------------------------------------------===//
// Ids, channels and streams
//===----------------------------------------------------------------------===//

llvm::Expected<EvalResults> evalPartitionId(stablehlo::PartitionIdOp op,
                                            const OperandValues &,
                                            EvalEnv &env) {
  Process *process = env.getProcess();
  Type type = op.getType().getElementType();
  return EvalResults{
      scalar(op.getType(),
             Element::fromInt(type, process ? process->getId().partition : 0))};
}

llvm::Expected<EvalResults> evalReplicaId(stablehlo::ReplicaIdOp op,
                                          const OperandValues &, EvalEnv &env) {
  Process *process = env.getProcess();
  Type type = op.getType().getElementType();
  return EvalResults{
      scalar(op.getType(),
             Element::fromInt(type, process ? process->getId().replica : 0))};
}

llvm::Expected<EvalResults>
evalSend(stablehlo::SendOp op, const OperandValues &operands, EvalEnv &env) {
  RunningProcess self(env);
  if (llvm::Error error =
          self.grid().send(*self, op.getChannelHandle().getHandle(),
                           operands.tensors(op.getInputs())))
    return std::move(error);
  return EvalResults{InterpreterValue::token()};
}

llvm::Expected<EvalResults> evalRecv(stablehlo::RecvOp op,
                                     const OperandValues &, EvalEnv &env) {
  RunningProcess self(env);
  int64_t channel = op.getChannelHandle().getHandle();
  auto values = self.grid().recv(*self, channel);
  if (!values)
    return values.takeError();
  size_t payload = op.getNumResults() - 1;
  if (values->size() != payload)
    return evalError("recv on channel " + Twine(channel) + " expects " +
                     Twine(payload) + " value(s), the send gave " +
                     Twine(values->size()));
  EvalResults results;
  for (auto [value, type] : llvm::zip(*values, op.getResultTypes())) {
    if (value.getType() != type)
      return evalError("recv on channel " + Twine(channel) + " expects " +
                       quoted(type) + ", the send gave " +
                       quoted(value.getType()));
    results.push_back(value);
  }
  results.push_back(InterpreterValue::token());
  return results;
}

llvm::Expected<EvalResults> evalInfeed(stablehlo::InfeedOp op,
                                       const OperandValues &, EvalEnv &env) {
  RunningProcess self(env);
  EvalResults results;
  for (Type type : TypeRange(op.getResultTypes()).drop_back()) {
    auto value = self.grid().infeed(*self);
    if (!value)
      return value.takeError();
    if (!value->isTensor() || value->getTensor().getType() != type)
      return evalError("the infeed holds a value that is not a " +
                       quoted(type));
    results.push_back(*value);
  }
  results.push_back(InterpreterValue::token());
  return results;
}

llvm::Expected<EvalResults> evalOutfeed(stablehlo::OutfeedOp op,
                                        const OperandValues &operands,
                                        EvalEnv &env) {
  RunningProcess self(env);
  self.grid().outfeed(*self, operands.tensors(op.getInputs()));
  return EvalResults{InterpreterValue::token()};
}

/// A future is kept as the tuple of the values it will produce: the body
/// runs when async_start does.
llvm::Expected<EvalResults> evalAsyncStart(stablehlo::AsyncStartOp op,
                                           const OperandValues &operands,
                                           EvalEnv &env) {
  auto values = env.runRegion(op.getBody(), operands.all());
  if (!values)
    return values.takeError();
  return EvalResults{InterpreterValue::tuple(
      std::vector<InterpreterValue>(values->begin(), values->end()))};
}

llvm::Expected<EvalResults> evalAsyncDone(stablehlo::AsyncDoneOp,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  const std::vector<InterpreterValue> &values = operands[0].getTuple();
  return EvalResults(values.begin(), values.end());
}

//===----------------------------------------------------------------------===//
// interpreter.run_parallel and interpreter.probe
//===----------------------------------------------------------------------===//

/// Stack of a process thread: the eval loop recurses per region and call.
constexpr unsigned kProcessStackBytes = 256u << 20;

llvm::Expected<EvalResults> evalRunParallel(interpreter::RunParallelOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  std::vector<InterpreterValue> infeed;
  if (std::optional<ArrayAttr> feeds = op.getInfeed())
    for (Attribute name : *feeds) {
      auto values =
          env.callFunction(cast<FlatSymbolRefAttr>(name).getValue(), {});
      if (!values)
        return values.takeError();
      infeed.insert(infeed.end(), values->begin(), values->end());
    }
  GridBackend *backend = env.getOptions().gridBackend;
  if (backend && env.getProcess())
    return evalError("interpreter.run_parallel inside a process of a grid "
                     "does not run on " +
                     backend->name() + " yet; use the threaded grid");
  ArrayAttr rows = op.getPrograms();
  int64_t replicas = rows.size();
  int64_t partitions = cast<ArrayAttr>(rows[0]).size();
  if (!boundedProduct(replicas, partitions, kMaxGridProcesses))
    return evalError("a process grid of " + Twine(replicas) + "x" +
                     Twine(partitions) + " processes exceeds the limit of " +
                     Twine(kMaxGridProcesses));
  ProcessGrid grid(replicas, partitions, std::move(infeed));
  // Under a GridBackend this rank runs only its block of the processes.
  int64_t first = 0, last = replicas * partitions;
  if (backend)
    std::tie(first, last) = backend->hostedBlock(replicas * partitions);
  struct Job {
    std::unique_ptr<Process> process;
    StringRef program;
    SmallVector<InterpreterValue> args;
  };
  std::vector<Job> jobs;
  size_t next = 0;
  for (int64_t r = 0; r < replicas; ++r)
    for (int64_t p = 0; p < partitions; ++p) {
      StringRef name =
          cast<FlatSymbolRefAttr>(cast<ArrayAttr>(rows[r])[p]).getValue();
      auto func = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
          op, StringAttr::get(op.getContext(), name));
      if (!func)
        return evalError("program @" + name + " is not a function");
      int64_t flat = r * partitions + p;
      if (flat < first || flat >= last) {
        next += func.getNumArguments();
        continue;
      }
      Job job;
      job.process = std::make_unique<Process>(grid, ProcessId{r, p});
      job.process->setKeepsProbes(backend && !backend->writesOutput() &&
                                  env.getOptions().probe);
      job.program = name;
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        job.args.push_back(privateCopy(operands[next++]));
      jobs.push_back(std::move(job));
    }
  if (backend)
    if (llvm::Error error = backend->begin(grid, op))
      return std::move(error);
  SmallVector<Process *> processes;
  for (Job &job : jobs)
    processes.push_back(job.process.get());
  auto outcomes = runGridProcesses(
      grid, backend, processes, kProcessStackBytes,
      [&](size_t i) {
        return env.callFunctionAs(*jobs[i].process, jobs[i].program,
                                  jobs[i].args);
      },
      env.printStream(), env.getOptions().probe);
  if (!outcomes)
    return outcomes.takeError();
  EvalResults results;
  std::string failures;
  for (ProcessOutcome &outcome : *outcomes) {
    if (outcome.failed) {
      StringRef program = cast<FlatSymbolRefAttr>(
                              cast<ArrayAttr>(rows[outcome.id.replica])
                                  [outcome.id.partition])
                              .getValue();
      failures += (failures.empty() ? "" : ", ") + std::string("(") +
                  std::to_string(outcome.id.replica) + ", " +
                  std::to_string(outcome.id.partition) + ") @" +
                  program.str();
      continue;
    }
    for (InterpreterValue &value : outcome.results)
      results.push_back(std::move(value));
  }
  if (!failures.empty())
    return evalError("the process grid failed: " + failures);
  if (results.size() != op.getNumResults())
    return evalError("the programs returned " + Twine(results.size()) +
                     " values, the op has " + Twine(op.getNumResults()) +
                     " results");
  return results;
}

llvm::Expected<EvalResults> evalProbe(interpreter::ProbeOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  Process *process = env.getProcess();
  if (process && process->keepsProbes())
    process->keptProbes().emplace_back(op.getProbeId().str(),
                                       operands.tensor(0).clone());
  else if (const auto &probe = env.getOptions().probe)
    if (llvm::Error error = probe(op.getProbeId(), operands.tensor(0)))
      return std::move(error);
  return EvalResults{operands[0]};
}
} // namespace

void registerDistributionEvaluators(EvaluatorRegistry &r) {
  r.add<stablehlo::AllGatherOp,
        evalChecked<stablehlo::AllGatherOp, evalAllGather>>();
  r.add<stablehlo::AllReduceOp,
        evalChecked<stablehlo::AllReduceOp, evalAllReduce>>();
  r.add<stablehlo::ReduceScatterOp,
        evalChecked<stablehlo::ReduceScatterOp, evalReduceScatter>>();
  r.add<stablehlo::AllToAllOp,
        evalChecked<stablehlo::AllToAllOp, evalAllToAll>>();
  r.add<
      stablehlo::CollectiveBroadcastOp,
      evalChecked<stablehlo::CollectiveBroadcastOp, evalCollectiveBroadcast>>();
  r.add<stablehlo::CollectivePermuteOp,
        evalChecked<stablehlo::CollectivePermuteOp, evalCollectivePermute>>();
  r.add<stablehlo::CollectiveReduceOp,
        evalChecked<stablehlo::CollectiveReduceOp, evalCollectiveReduce>>();
  r.add<stablehlo::CrossReplicaSumOp, evalCrossReplicaSum>();
  r.add<stablehlo::PartitionIdOp, evalPartitionId>();
  r.add<stablehlo::ReplicaIdOp, evalReplicaId>();
  r.add<stablehlo::SendOp, evalSend>();
  r.add<stablehlo::RecvOp, evalRecv>();
  r.add<stablehlo::InfeedOp, evalInfeed>();
  r.add<stablehlo::OutfeedOp, evalOutfeed>();
  r.add<stablehlo::AsyncStartOp, evalAsyncStart>();
  r.add<stablehlo::AsyncDoneOp, evalAsyncDone>();
  r.add<interpreter::RunParallelOp, evalRunParallel>();
  r.add<interpreter::ProbeOp, evalProbe>();
}

} // namespace shlo
} // namespace mlir
