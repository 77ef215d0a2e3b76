//===- SdyOps.cpp - sharding_constraint, reshard, manual_computation ------===//
//
// Shardy's annotations leave values alone: a sharding constraint or reshard
// is the identity, and sdy.mesh and #sdy.sharding attributes are not
// evaluated. A manual_computation runs its body once per device of its mesh
// (Shardy's semantics): each device gets its local shard of every operand
// (the dimensions sharded on manual axes split by the device's coordinates
// on those axes), the devices run as the partitions of a 1 x N process grid
// (interpreter/ProcessGrid.h), one thread each, so that collectives in the
// body meet across them, and each result is put together from the devices'
// local results along the dimensions its out_sharding shards on manual
// axes. A one-device mesh runs the body once, in place.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/ProcessGrid.h"

#include "dialect/SdyOps.h"

#include "llvm/ADT/StringExtras.h"

#include <optional>

namespace mlir {
namespace shlo {

namespace {
/// Stack of a device's thread: the eval loop recurses per region and call.
constexpr unsigned kDeviceStackBytes = 256u << 20;

/// Position `position` (row-major over the mesh axes) as one coordinate per
/// axis.
SmallVector<int64_t> coordinatesOf(const ManualMesh &mesh, int64_t position) {
  SmallVector<int64_t> coordinates(mesh.axisSizes.size());
  for (size_t i = mesh.axisSizes.size(); i-- > 0;) {
    coordinates[i] = position % mesh.axisSizes[i];
    position /= mesh.axisSizes[i];
  }
  return coordinates;
}

/// The shard index along one dimension of the device at `coordinates`
/// (mixed radix over the dimension's manual axes, major to minor), and the
/// number of shards.
std::pair<int64_t, int64_t> shardOf(ArrayRef<ManualAxisPart> parts,
                                    ArrayRef<int64_t> coordinates) {
  int64_t index = 0, count = 1;
  for (const ManualAxisPart &part : parts) {
    int64_t coordinate = (coordinates[part.axis] / part.preSize) % part.size;
    index = index * part.size + coordinate;
    count *= part.size;
  }
  return {index, count};
}

std::string describeValue(StringRef what, size_t index) {
  return (what + " #" + Twine(index)).str();
}

/// The local shard of `global` at `coordinates`.
llvm::Expected<Tensor> localShard(const Tensor &global,
                                  const ManualSplit &split,
                                  ArrayRef<int64_t> coordinates, size_t index) {
  SmallVector<int64_t> start(global.getRank(), 0),
      limit(global.getShape().begin(), global.getShape().end()),
      strides(global.getRank(), 1);
  for (int64_t dim = 0; dim < global.getRank(); ++dim) {
    if (size_t(dim) >= split.size())
      break;
    auto [shard, count] = shardOf(split[dim], coordinates);
    int64_t size = global.getShape()[dim];
    if (size % count != 0)
      return evalError(describeValue("operand", index) + ": dimension " +
                       Twine(dim) + " of size " + Twine(size) +
                       " is not divisible by its manual axes' size " +
                       Twine(count));
    start[dim] = shard * (size / count);
    limit[dim] = (shard + 1) * (size / count);
  }
  SmallVector<int64_t> shape;
  for (int64_t dim = 0; dim < global.getRank(); ++dim)
    shape.push_back(limit[dim] - start[dim]);
  return evalSliceOp(global, start, limit, strides,
                     RankedTensorType::get(shape, global.getElementType()));
}

/// Result `index` put together from the devices' local results `locals`
/// (in mesh order): each block goes where the device's shard indices place
/// it; devices whose blocks land on the same place (they differ only on
/// axes the result is not sharded on) agree by the program's contract, and
/// the first in mesh order is taken.
llvm::Expected<Tensor> assemble(ArrayRef<Tensor> locals,
                                const ManualSplit &split,
                                const ManualMesh &mesh, ShapedType resultType,
                                size_t index) {
  const Tensor &first = locals.front();
  for (const Tensor &local : locals)
    if (local.getShape() != first.getShape())
      return evalError(describeValue("result", index) +
                       ": the devices' local results differ in shape");
  SmallVector<int64_t> shape(first.getShape());
  for (size_t dim = 0; dim < shape.size() && dim < split.size(); ++dim)
    shape[dim] *= shardOf(split[dim], coordinatesOf(mesh, 0)).second;
  auto globalType = RankedTensorType::get(shape, first.getElementType());
  if (resultType.getRank() != int64_t(shape.size()) ||
      failed(verifyCompatibleShape(resultType, globalType)))
    return evalError(describeValue("result", index) + " of the devices is " +
                     quoted(globalType) + ", the op declares " +
                     quoted(resultType));
  Tensor result(globalType);
  std::vector<bool> placed;
  for (auto [position, local] : llvm::enumerate(locals)) {
    SmallVector<int64_t> coordinates = coordinatesOf(mesh, position);
    SmallVector<int64_t> start(shape.size(), 0);
    int64_t block = 0;
    for (size_t dim = 0; dim < shape.size() && dim < split.size(); ++dim) {
      auto [shard, count] = shardOf(split[dim], coordinates);
      start[dim] = shard * first.getShape()[dim];
      block = block * count + shard;
    }
    if (size_t(block) >= placed.size())
      placed.resize(block + 1, false);
    if (placed[block])
      continue;
    placed[block] = true;
    llvm::Expected<Tensor> updated =
        evalDynamicUpdateSliceOp(result, local, start);
    if (!updated)
      return updated.takeError();
    result = std::move(*updated);
  }
  return result;
}
} // namespace

llvm::Expected<SmallVector<InterpreterValue>>
evalManualComputationOp(ArrayRef<InterpreterValue> operands,
                        const ManualMesh &mesh,
                        ArrayRef<ManualSplit> inSplits,
                        ArrayRef<ManualSplit> outSplits,
                        ArrayRef<ShapedType> resultTypes, Region &body,
                        EvalEnv &env) {
  int64_t devices = 1;
  for (int64_t size : mesh.axisSizes) {
    std::optional<int64_t> product =
        boundedProduct(devices, size, kMaxGridProcesses);
    if (!product || size < 1)
      return evalError(
          "sdy.manual_computation's mesh (axis sizes " +
          llvm::join(llvm::map_range(mesh.axisSizes,
                                     [](int64_t v) { return std::to_string(v); }),
                     "x") +
          ") has more devices than the limit of " + Twine(kMaxGridProcesses) +
          " (or an axis size below 1)");
    devices = *product;
  }
  if (!mesh.deviceIds.empty() && int64_t(mesh.deviceIds.size()) != devices)
    return evalError("sdy.manual_computation's mesh lists " +
                     Twine(mesh.deviceIds.size()) + " device ids for " +
                     Twine(devices) + " devices");
  if (devices == 1)
    return env.runRegion(body, operands);
  if (env.getProcess())
    return evalError("sdy.manual_computation on a mesh of " + Twine(devices) +
                     " devices inside a process grid (interpreter."
                     "run_parallel or another manual_computation) is not "
                     "supported");
  // The grid: one replica, a partition per device id. Under a GridBackend
  // (--grid=mpi) this rank runs the devices whose ids fall in its block,
  // as for interpreter.run_parallel, and every rank gets every device's
  // results when the grid ends.
  GridBackend *backend = env.getOptions().gridBackend;
  ProcessGrid grid(1, devices, {});
  int64_t first = 0, last = devices;
  if (backend)
    std::tie(first, last) = backend->hostedBlock(devices);
  struct Device {
    std::unique_ptr<Process> process;
    SmallVector<InterpreterValue> args;
  };
  std::vector<Device> jobs;
  // The device id at each mesh position, and the position of each id.
  SmallVector<int64_t> idAt(devices);
  DenseMap<int64_t, int64_t> positionOf;
  for (int64_t position = 0; position < devices; ++position) {
    idAt[position] = mesh.deviceIds.empty() ? position : mesh.deviceIds[position];
    positionOf[idAt[position]] = position;
  }
  for (int64_t position = 0; position < devices; ++position) {
    int64_t id = idAt[position];
    if (id < first || id >= last)
      continue;
    SmallVector<int64_t> coordinates = coordinatesOf(mesh, position);
    Device job;
    job.process = std::make_unique<Process>(grid, ProcessId{0, id});
    job.process->setKeepsProbes(backend && !backend->writesOutput() &&
                                env.getOptions().probe);
    for (auto [i, operand] : llvm::enumerate(operands)) {
      if (!operand.isTensor())
        return evalError(describeValue("operand", i) + " is not a tensor");
      llvm::Expected<Tensor> shard =
          localShard(operand.getTensor(), inSplits[i], coordinates, i);
      if (!shard)
        return shard.takeError();
      // Tensors cross threads only as private copies.
      job.args.push_back(InterpreterValue(shard->clone()));
    }
    jobs.push_back(std::move(job));
  }
  // A rank that hosts no device checks the operands' shards too (their
  // errors depend on shapes only), so that every rank stops here when one
  // does, and none waits for the others at the grid's end.
  if (jobs.empty())
    for (auto [i, operand] : llvm::enumerate(operands)) {
      if (!operand.isTensor())
        return evalError(describeValue("operand", i) + " is not a tensor");
      llvm::Expected<Tensor> shard = localShard(
          operand.getTensor(), inSplits[i], coordinatesOf(mesh, 0), i);
      if (!shard)
        return shard.takeError();
    }
  if (backend)
    if (llvm::Error error = backend->begin(grid, body.getParentOp()))
      return std::move(error);
  SmallVector<Process *> processes;
  for (Device &job : jobs)
    processes.push_back(job.process.get());
  auto outcomes = runGridProcesses(
      grid, backend, processes, kDeviceStackBytes,
      [&](size_t i) {
        return env.runRegionAs(*jobs[i].process, body, jobs[i].args);
      },
      env.printStream(), env.getOptions().probe);
  if (!outcomes)
    return outcomes.takeError();
  std::string failures;
  // Each device's results, by mesh position.
  std::vector<const SmallVector<InterpreterValue> *> resultsAt(devices);
  for (ProcessOutcome &outcome : *outcomes) {
    if (outcome.failed) {
      failures += (failures.empty() ? "" : ", ") +
                  std::to_string(outcome.id.partition);
      continue;
    }
    resultsAt[positionOf[outcome.id.partition]] = &outcome.results;
  }
  if (!failures.empty())
    return evalError("sdy.manual_computation failed on device(s) " + failures);
  SmallVector<InterpreterValue> results;
  for (size_t i = 0; i < resultTypes.size(); ++i) {
    SmallVector<Tensor> locals;
    for (const SmallVector<InterpreterValue> *deviceResults : resultsAt) {
      if (!deviceResults || i >= deviceResults->size())
        return evalError("sdy.manual_computation: a device returned " +
                         Twine(deviceResults ? deviceResults->size() : 0) +
                         " values for " + Twine(resultTypes.size()) +
                         " results");
      const InterpreterValue &value = (*deviceResults)[i];
      if (!value.isTensor())
        return evalError(describeValue("result", i) + " is not a tensor");
      locals.push_back(value.getTensor());
    }
    llvm::Expected<Tensor> global =
        assemble(locals, outSplits[i], mesh, resultTypes[i], i);
    if (!global)
      return global.takeError();
    results.push_back(std::move(*global));
  }
  return results;
}

namespace {
using namespace mlir::sdy;

/// sharding_constraint and reshard: the operand.
template <typename OpTy>
llvm::Expected<EvalResults> evalIdentity(OpTy, const OperandValues &operands,
                                         EvalEnv &) {
  return EvalResults{operands[0]};
}

/// How `sharding` splits a value over the manual axes, per dimension.
ManualSplit manualSplit(TensorShardingAttr sharding, MeshAttr mesh,
                        ArrayRef<StringAttr> manualAxes) {
  ManualSplit split;
  ArrayRef<MeshAxisAttr> axes = mesh.getAxes();
  for (DimensionShardingAttr dim : sharding.getDimShardings()) {
    split.emplace_back();
    for (AxisRefAttr ref : dim.getAxes()) {
      if (!llvm::any_of(manualAxes, [&](StringAttr manual) {
            return manual.getValue() == ref.getName();
          }))
        continue;
      auto axis = llvm::find_if(axes, [&](MeshAxisAttr a) {
        return a.getName() == ref.getName();
      });
      int64_t index = axis - axes.begin();
      if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
        split.back().push_back({index, sub.getPreSize(), sub.getSize()});
      else
        split.back().push_back({index, 1, axis->getSize()});
    }
  }
  return split;
}

llvm::Expected<EvalResults> evalManualComputation(ManualComputationOp op,
                                                  const OperandValues &operands,
                                                  EvalEnv &env) {
  MeshAttr meshAttr = op.getMesh();
  ManualMesh mesh;
  SmallVector<ManualSplit> inSplits, outSplits;
  if (meshAttr) {
    for (MeshAxisAttr axis : meshAttr.getAxes())
      mesh.axisSizes.push_back(axis.getSize());
    if (!meshAttr.getAxes().empty())
      llvm::append_range(mesh.deviceIds, meshAttr.getDeviceIds());
    for (TensorShardingAttr sharding : op.getInShardings().getShardings())
      inSplits.push_back(manualSplit(sharding, meshAttr, op.getManualAxes()));
    for (TensorShardingAttr sharding : op.getOutShardings().getShardings())
      outSplits.push_back(manualSplit(sharding, meshAttr, op.getManualAxes()));
  }
  inSplits.resize(op.getTensors().size());
  outSplits.resize(op.getNumResults());
  SmallVector<ShapedType> resultTypes;
  for (Type type : op.getResultTypes())
    resultTypes.push_back(cast<ShapedType>(type));
  llvm::Expected<SmallVector<InterpreterValue>> results =
      evalManualComputationOp(operands.all(), mesh, inSplits, outSplits,
                              resultTypes, op.getBody(), env);
  if (!results)
    return results.takeError();
  return EvalResults(std::make_move_iterator(results->begin()),
                     std::make_move_iterator(results->end()));
}

/// sdy.constant: its value, as stablehlo.constant.
llvm::Expected<EvalResults> evalSdyConstant(sdy::ConstantOp op,
                                            const OperandValues &,
                                            EvalEnv &) {
  return asResults(evalConstantOp(op.getValue(),
                                  cast<ShapedType>(op.getType())));
}

/// sharding_group: nothing (it only groups shardings).
llvm::Expected<EvalResults> evalShardingGroup(ShardingGroupOp,
                                              const OperandValues &,
                                              EvalEnv &) {
  return EvalResults();
}

/// named_computation: its body, once, on the operands.
llvm::Expected<EvalResults> evalNamedComputation(NamedComputationOp op,
                                                 const OperandValues &operands,
                                                 EvalEnv &env) {
  return asResults(env.runRegion(op.getBody(), operands.all()));
}
} // namespace

void registerSdyEvaluators(EvaluatorRegistry &r) {
  // Shardings, sharding rules and the collectives of Shardy's global view
  // describe how values are laid out over devices, never the values.
  r.add<ShardingConstraintOp, evalIdentity<ShardingConstraintOp>>();
  r.add<ReshardOp, evalIdentity<ReshardOp>>();
  r.add<DataFlowEdgeOp, evalIdentity<DataFlowEdgeOp>>();
  r.add<PropagationBarrierOp, evalIdentity<PropagationBarrierOp>>();
  r.add<AllGatherOp, evalIdentity<AllGatherOp>>();
  r.add<AllSliceOp, evalIdentity<AllSliceOp>>();
  r.add<AllToAllOp, evalIdentity<AllToAllOp>>();
  r.add<CollectivePermuteOp, evalIdentity<CollectivePermuteOp>>();
  r.add<AllReduceOp, evalIdentity<AllReduceOp>>();
  r.add<ReduceScatterOp, evalIdentity<ReduceScatterOp>>();
  r.add<sdy::ConstantOp, evalSdyConstant>();
  r.add<ShardingGroupOp, evalShardingGroup>();
  r.add<NamedComputationOp, evalNamedComputation>();
  r.add<ManualComputationOp, evalManualComputation>();
}

} // namespace shlo
} // namespace mlir
