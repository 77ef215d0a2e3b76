//===- TensorDialectOps.cpp - MLIR's tensor dialect ------------------------===//
//
// The tensor ops exporters use to compute and apply dynamic shapes: dim,
// rank, from_elements, extract, insert, cast, empty, splat, generate,
// reshape, collapse_shape, expand_shape, extract_slice, insert_slice,
// concat and bitcast. Index values are i64 (CoreDialects.h). A runtime
// shape that contradicts a static size of the declared type, or an index
// out of bounds (which tensor leaves undefined), is an error.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cstring>

namespace mlir {
namespace shlo {
namespace {

/// Fails unless `shape` has the static sizes of `declared`.
llvm::Error checkDeclared(ArrayRef<int64_t> shape, Type declared) {
  auto ranked = dyn_cast<RankedTensorType>(declared);
  if (!ranked)
    return llvm::Error::success();
  bool fits = ranked.getRank() == int64_t(shape.size());
  for (size_t i = 0; fits && i < shape.size(); ++i)
    fits = ShapedType::isDynamic(ranked.getDimSize(i)) ||
           ranked.getDimSize(i) == shape[i];
  if (fits)
    return llvm::Error::success();
  return evalError("the result has shape " + listText(shape) +
                   " at run time, which " + quoted(declared) +
                   " does not allow");
}

/// A tensor of `declared`'s element type and runtime `shape`, after the
/// size limit.
llvm::Expected<Tensor> makeResult(Type declared, ArrayRef<int64_t> shape,
                                  const InterpreterOptions &options) {
  for (int64_t size : shape)
    if (size < 0)
      return evalError("negative dimension size " + std::to_string(size));
  if (llvm::Error error = checkDeclared(shape, declared))
    return std::move(error);
  RankedTensorType type = runtimeTensorType(declared, shape);
  if (llvm::Error error = checkTensorSize(type, options))
    return std::move(error);
  return Tensor(type);
}

/// The integer values of mixed static/dynamic operands.
SmallVector<int64_t> resolve(ArrayRef<OpFoldResult> mixed,
                             const OperandValues &operands) {
  SmallVector<int64_t> values;
  for (OpFoldResult item : mixed) {
    if (auto attr = dyn_cast<Attribute>(item))
      values.push_back(cast<IntegerAttr>(attr).getInt());
    else
      values.push_back(scalarInt(operands.tensor(cast<Value>(item))));
  }
  return values;
}

/// The same elements in row-major order under a new type.
Tensor relabel(const Tensor &source, RankedTensorType type) {
  Tensor result = Tensor::uninitialized(type);
  if (source.getSizeInBytes() > 0)
    std::memcpy(result.rawData(), source.rawData(), source.getSizeInBytes());
  return result;
}

llvm::Error checkIndex(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  for (auto [i, size] : llvm::zip(index, shape))
    if (i < 0 || i >= size)
      return evalError("index " + listText(index) +
                       " is out of bounds of shape " + listText(shape));
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Evaluators
//===----------------------------------------------------------------------===//

llvm::Expected<Tensor> evalTensorDimOp(const Tensor &source, int64_t dim) {
  if (dim < 0 || dim >= source.getRank())
    return evalError("dimension " + std::to_string(dim) +
                     " is out of range of a tensor of rank " +
                     std::to_string(source.getRank()));
  return indexScalar(source.getType().getContext(), source.getShape()[dim]);
}

llvm::Expected<EvalResults> evalDim(tensor::DimOp op,
                                    const OperandValues &operands, EvalEnv &) {
  return asResults(evalTensorDimOp(operands.tensor(0),
                                   scalarInt(operands.tensor(1))));
}

llvm::Expected<EvalResults> evalRank(tensor::RankOp op,
                                     const OperandValues &operands, EvalEnv &) {
  return asResults(indexScalar(op.getContext(), operands.tensor(0).getRank()));
}

llvm::Expected<Tensor> evalFromElementsOp(ArrayRef<Tensor> elements,
                                          RankedTensorType type) {
  Tensor result(runtimeTensorType(type, type.getShape()));
  for (auto [i, element] : llvm::enumerate(elements))
    result.setLinear(int64_t(i), element.getLinear(0));
  return result;
}

llvm::Expected<EvalResults> evalFromElements(tensor::FromElementsOp op,
                                             const OperandValues &operands,
                                             EvalEnv &) {
  return asResults(evalFromElementsOp(operands.tensors(op.getElements()),
                                      op.getType()));
}

llvm::Expected<EvalResults> evalExtract(tensor::ExtractOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  const Tensor &source = operands.tensor(0);
  SmallVector<int64_t> index;
  for (Value value : op.getIndices())
    index.push_back(scalarInt(operands.tensor(value)));
  if (llvm::Error error = checkIndex(index, source.getShape()))
    return std::move(error);
  Tensor result(RankedTensorType::get({}, source.getElementType()));
  result.setLinear(0, source.get(index));
  return asResults(std::move(result));
}

llvm::Expected<EvalResults> evalInsert(tensor::InsertOp op,
                                       const OperandValues &operands,
                                       EvalEnv &) {
  const Tensor &dest = operands.tensor(op.getDest());
  SmallVector<int64_t> index;
  for (Value value : op.getIndices())
    index.push_back(scalarInt(operands.tensor(value)));
  if (llvm::Error error = checkIndex(index, dest.getShape()))
    return std::move(error);
  Tensor result = dest.clone();
  result.set(index, operands.tensor(op.getScalar()).getLinear(0));
  return asResults(std::move(result));
}

llvm::Expected<EvalResults> evalCast(tensor::CastOp op,
                                     const OperandValues &operands, EvalEnv &) {
  const Tensor &source = operands.tensor(0);
  if (llvm::Error error = checkDeclared(source.getShape(), op.getType()))
    return std::move(error);
  return asResults(source);
}

/// The shape of a result of `type` whose dynamic sizes are `dynamic`.
SmallVector<int64_t> shapeWith(RankedTensorType type, ArrayRef<int64_t> dynamic) {
  SmallVector<int64_t> shape;
  size_t next = 0;
  for (int64_t size : type.getShape())
    shape.push_back(ShapedType::isDynamic(size) ? dynamic[next++] : size);
  return shape;
}

llvm::Expected<EvalResults> evalEmpty(tensor::EmptyOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  SmallVector<int64_t> dynamic;
  for (Value value : op.getDynamicSizes())
    dynamic.push_back(scalarInt(operands.tensor(value)));
  // tensor.empty's contents are unspecified; these are zeros.
  return asResults(makeResult(op.getType(), shapeWith(op.getType(), dynamic),
                              env.getOptions()));
}

llvm::Expected<EvalResults> evalSplat(tensor::SplatOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  SmallVector<int64_t> dynamic;
  for (Value value : op.getDynamicSizes())
    dynamic.push_back(scalarInt(operands.tensor(value)));
  llvm::Expected<Tensor> result = makeResult(
      op.getType(), shapeWith(op.getType(), dynamic), env.getOptions());
  if (!result)
    return result.takeError();
  Element value = operands.tensor(op.getInput()).getLinear(0);
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i)
    result->setLinear(i, value);
  return asResults(std::move(*result));
}

llvm::Expected<EvalResults> evalGenerate(tensor::GenerateOp op,
                                         const OperandValues &operands,
                                         EvalEnv &env) {
  SmallVector<int64_t> dynamic;
  for (Value value : op.getDynamicExtents())
    dynamic.push_back(scalarInt(operands.tensor(value)));
  llvm::Expected<Tensor> result = makeResult(
      op.getType(), shapeWith(op.getType(), dynamic), env.getOptions());
  if (!result)
    return result.takeError();
  MLIRContext *context = op.getContext();
  SmallVector<InterpreterValue> args;
  for (const Index &index : result->indices()) {
    args.clear();
    for (int64_t i : index)
      args.push_back(indexScalar(context, i));
    llvm::Expected<SmallVector<InterpreterValue>> yielded =
        env.runRegion(op.getBody(), args);
    if (!yielded)
      return yielded.takeError();
    result->set(index, (*yielded)[0].getTensor().getLinear(0));
  }
  return asResults(std::move(*result));
}

llvm::Expected<EvalResults> evalReshape(tensor::ReshapeOp op,
                                        const OperandValues &operands,
                                        EvalEnv &env) {
  const Tensor &source = operands.tensor(op.getSource());
  SmallVector<int64_t> shape = intValues(operands.tensor(op.getShape()));
  int64_t count = 1;
  for (int64_t size : shape) {
    if (size < 0)
      return evalError("negative dimension size " + std::to_string(size));
    count *= size;
  }
  if (count != source.getNumElements())
    return evalError("cannot reshape " + std::to_string(source.getNumElements()) +
                     " elements to shape " + listText(shape));
  if (llvm::Error error = checkDeclared(shape, op.getType()))
    return std::move(error);
  return asResults(relabel(source, runtimeTensorType(op.getType(), shape)));
}

llvm::Expected<EvalResults> evalCollapseShape(tensor::CollapseShapeOp op,
                                              const OperandValues &operands,
                                              EvalEnv &) {
  const Tensor &source = operands.tensor(0);
  SmallVector<int64_t> shape;
  for (const ReassociationIndices &group : op.getReassociationIndices()) {
    int64_t size = 1;
    for (int64_t dim : group)
      size *= source.getShape()[dim];
    shape.push_back(size);
  }
  if (llvm::Error error = checkDeclared(shape, op.getType()))
    return std::move(error);
  return asResults(relabel(source, runtimeTensorType(op.getType(), shape)));
}

llvm::Expected<EvalResults> evalExpandShape(tensor::ExpandShapeOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  const Tensor &source = operands.tensor(op.getSrc());
  SmallVector<int64_t> shape = resolve(op.getMixedOutputShape(), operands);
  for (auto [group, reassociation] :
       llvm::enumerate(op.getReassociationIndices())) {
    int64_t size = 1;
    for (int64_t dim : reassociation)
      size *= shape[dim];
    if (size != source.getShape()[group])
      return evalError("output shape " + listText(shape) +
                       " does not expand source dimension " +
                       std::to_string(group) + " of size " +
                       std::to_string(source.getShape()[group]));
  }
  if (llvm::Error error = checkDeclared(shape, op.getType()))
    return std::move(error);
  return asResults(relabel(source, runtimeTensorType(op.getType(), shape)));
}

/// Checks a slice of `sizes` at `offsets` by `strides` against `shape`.
llvm::Error checkSlice(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> shape) {
  for (size_t d = 0; d < shape.size(); ++d) {
    if (sizes[d] < 0 || strides[d] < 1 || offsets[d] < 0 ||
        (sizes[d] > 0 && offsets[d] + (sizes[d] - 1) * strides[d] >= shape[d]))
      return evalError("slice at offsets " + listText(offsets) + " of sizes " +
                       listText(sizes) + " and strides " + listText(strides) +
                       " is out of bounds of shape " + listText(shape));
  }
  return llvm::Error::success();
}

/// The position in the sliced tensor of the `linear`-th element of a slice.
SmallVector<int64_t> slicePosition(int64_t linear, ArrayRef<int64_t> offsets,
                                   ArrayRef<int64_t> sizes,
                                   ArrayRef<int64_t> strides) {
  SmallVector<int64_t> index(sizes.size());
  for (size_t d = sizes.size(); d-- > 0;) {
    int64_t i = sizes[d] ? linear % sizes[d] : 0;
    linear = sizes[d] ? linear / sizes[d] : 0;
    index[d] = offsets[d] + i * strides[d];
  }
  return index;
}

llvm::Expected<EvalResults> evalExtractSlice(tensor::ExtractSliceOp op,
                                             const OperandValues &operands,
                                             EvalEnv &env) {
  const Tensor &source = operands.tensor(op.getSource());
  SmallVector<int64_t> offsets = resolve(op.getMixedOffsets(), operands);
  SmallVector<int64_t> sizes = resolve(op.getMixedSizes(), operands);
  SmallVector<int64_t> strides = resolve(op.getMixedStrides(), operands);
  if (llvm::Error error =
          checkSlice(offsets, sizes, strides, source.getShape()))
    return std::move(error);
  // A rank-reducing slice drops unit dimensions of the sizes.
  llvm::SmallBitVector dropped = op.getDroppedDims();
  SmallVector<int64_t> shape;
  for (auto [d, size] : llvm::enumerate(sizes))
    if (!dropped.test(d))
      shape.push_back(size);
  llvm::Expected<Tensor> result =
      makeResult(op.getType(), shape, env.getOptions());
  if (!result)
    return result.takeError();
  for (int64_t i = 0, e = result->getNumElements(); i < e; ++i)
    result->setLinear(i, source.get(slicePosition(i, offsets, sizes, strides)));
  return asResults(std::move(*result));
}

llvm::Expected<EvalResults> evalInsertSlice(tensor::InsertSliceOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  const Tensor &source = operands.tensor(op.getSource());
  const Tensor &dest = operands.tensor(op.getDest());
  SmallVector<int64_t> offsets = resolve(op.getMixedOffsets(), operands);
  SmallVector<int64_t> sizes = resolve(op.getMixedSizes(), operands);
  SmallVector<int64_t> strides = resolve(op.getMixedStrides(), operands);
  if (llvm::Error error = checkSlice(offsets, sizes, strides, dest.getShape()))
    return std::move(error);
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  if (count != source.getNumElements())
    return evalError("the source has " + std::to_string(source.getNumElements()) +
                     " elements, the slice of sizes " + listText(sizes) + " " +
                     std::to_string(count));
  Tensor result = dest.clone();
  for (int64_t i = 0; i < count; ++i)
    result.set(slicePosition(i, offsets, sizes, strides), source.getLinear(i));
  return asResults(std::move(result));
}

llvm::Expected<EvalResults> evalConcat(tensor::ConcatOp op,
                                       const OperandValues &operands,
                                       EvalEnv &env) {
  SmallVector<Tensor> inputs = operands.tensors(op.getInputs());
  int64_t dim = int64_t(op.getDim());
  SmallVector<int64_t> shape(inputs.front().getShape());
  shape[dim] = 0;
  for (const Tensor &input : inputs) {
    for (int64_t d = 0; d < int64_t(shape.size()); ++d)
      if (d != dim && input.getShape()[d] != shape[d])
        return evalError("inputs of shapes " +
                         listText(inputs.front().getShape()) + " and " +
                         listText(input.getShape()) +
                         " differ outside dimension " + std::to_string(dim));
    shape[dim] += input.getShape()[dim];
  }
  llvm::Expected<Tensor> result =
      makeResult(op.getType(), shape, env.getOptions());
  if (!result)
    return result.takeError();
  int64_t at = 0;
  for (const Tensor &input : inputs) {
    for (const Index &index : input.indices()) {
      SmallVector<int64_t> target(index.begin(), index.end());
      target[dim] += at;
      result->set(target, input.get(index));
    }
    at += input.getShape()[dim];
  }
  return asResults(std::move(*result));
}

llvm::Expected<EvalResults> evalTensorBitcast(tensor::BitcastOp op,
                                              const OperandValues &operands,
                                              EvalEnv &) {
  const Tensor &source = operands.tensor(0);
  Tensor result(runtimeTensorType(op.getType(), source.getShape()));
  for (int64_t i = 0, e = source.getNumElements(); i < e; ++i)
    result.setLinear(i, Element::fromBits(result.getElementType(),
                                          source.getLinear(i).toBits()));
  return asResults(std::move(result));
}

} // namespace

void registerTensorDialectEvaluators(EvaluatorRegistry &r) {
  r.add<tensor::DimOp, evalDim>();
  r.add<tensor::RankOp, evalRank>();
  r.add<tensor::FromElementsOp, evalFromElements>();
  r.add<tensor::ExtractOp, evalExtract>();
  r.add<tensor::InsertOp, evalInsert>();
  r.add<tensor::CastOp, evalCast>();
  r.add<tensor::EmptyOp, evalEmpty>();
  r.add<tensor::SplatOp, evalSplat>();
  r.add<tensor::GenerateOp, evalGenerate>();
  r.add<tensor::ReshapeOp, evalReshape>();
  r.add<tensor::CollapseShapeOp, evalCollapseShape>();
  r.add<tensor::ExpandShapeOp, evalExpandShape>();
  r.add<tensor::ExtractSliceOp, evalExtractSlice>();
  r.add<tensor::InsertSliceOp, evalInsertSlice>();
  r.add<tensor::ConcatOp, evalConcat>();
  r.add<tensor::BitcastOp, evalTensorBitcast>();
}

} // namespace shlo
} // namespace mlir
