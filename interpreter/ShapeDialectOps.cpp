//===- ShapeDialectOps.cpp - MLIR's shape dialect --------------------------===//
//
// The shape ops exporters use for dynamic shapes. A shape (!shape.shape or
// tensor<?xindex>) is a 1-D i64 tensor of extents, a size (!shape.size or
// index) a rank-0 i64 tensor (CoreDialects.h). The dialect's error values
// (an invalid shape or size) are not carried: where one would arise
// (shapes that do not broadcast, an extent out of range, a failed
// constraint) the op is a runtime error at once. A witness is a true i1.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/Shape/IR/Shape.h"

namespace mlir {
namespace shlo {
namespace {

/// A shape result: the extents, checked against a static result type.
llvm::Expected<Tensor> shapeResult(MLIRContext *context,
                                   ArrayRef<int64_t> extents, Type declared) {
  if (auto ranked = dyn_cast<RankedTensorType>(declared))
    if (ranked.getRank() == 1 && !ranked.isDynamicDim(0) &&
        ranked.getDimSize(0) != int64_t(extents.size()))
      return evalError("the shape " + listText(extents) + " has rank " +
                       std::to_string(extents.size()) + ", which " +
                       quoted(declared) + " does not allow");
  return indexVector(context, extents);
}

Tensor witness(MLIRContext *context) {
  Type i1 = IntegerType::get(context, 1);
  Tensor result(RankedTensorType::get({}, i1));
  result.setLinear(0, Element::fromBool(context, true));
  return result;
}

/// The NumPy-style broadcast of `shapes`, or why there is none.
llvm::Expected<SmallVector<int64_t>>
broadcastShapes(ArrayRef<SmallVector<int64_t>> shapes) {
  size_t rank = 0;
  for (const SmallVector<int64_t> &shape : shapes)
    rank = std::max(rank, shape.size());
  SmallVector<int64_t> result(rank, 1);
  for (const SmallVector<int64_t> &shape : shapes) {
    size_t lead = rank - shape.size();
    for (auto [i, extent] : llvm::enumerate(shape)) {
      int64_t &out = result[lead + i];
      if (extent == out || extent == 1)
        continue;
      if (out != 1) {
        std::string text;
        for (auto [j, each] : llvm::enumerate(shapes))
          text += (j ? " and " : "") + listText(each);
        return evalError("shapes " + text + " do not broadcast");
      }
      out = extent;
    }
  }
  return result;
}

SmallVector<SmallVector<int64_t>> shapesOf(ArrayRef<Tensor> tensors) {
  SmallVector<SmallVector<int64_t>> shapes;
  for (const Tensor &tensor : tensors)
    shapes.push_back(intValues(tensor));
  return shapes;
}

//===----------------------------------------------------------------------===//
// Evaluators
//===----------------------------------------------------------------------===//

llvm::Expected<EvalResults> evalShapeOf(shape::ShapeOfOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  const InterpreterValue &arg = operands[0];
  ArrayRef<int64_t> extents = arg.getTensor().getShape();
  // The shape of a shape or size value: its extents as the value has them.
  return asResults(shapeResult(op.getContext(), extents, op.getType()));
}

llvm::Expected<EvalResults> evalNumElements(shape::NumElementsOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  int64_t count = 1;
  for (int64_t extent : intValues(operands.tensor(0)))
    count *= extent;
  return asResults(indexScalar(op.getContext(), count));
}

llvm::Expected<EvalResults> evalBroadcast(shape::BroadcastOp op,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  llvm::Expected<SmallVector<int64_t>> shape =
      broadcastShapes(shapesOf(operands.tensors(op.getShapes())));
  if (!shape)
    return shape.takeError();
  return asResults(shapeResult(op.getContext(), *shape, op.getType()));
}

llvm::Expected<EvalResults> evalIsBroadcastable(shape::IsBroadcastableOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  llvm::Expected<SmallVector<int64_t>> shape =
      broadcastShapes(shapesOf(operands.tensors(op.getShapes())));
  bool ok = bool(shape);
  if (!shape)
    llvm::consumeError(shape.takeError());
  Type i1 = IntegerType::get(op.getContext(), 1);
  Tensor result(RankedTensorType::get({}, i1));
  result.setLinear(0, Element::fromBool(op.getContext(), ok));
  return asResults(std::move(result));
}

llvm::Expected<EvalResults> evalShapeEq(shape::ShapeEqOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  SmallVector<SmallVector<int64_t>> shapes =
      shapesOf(operands.tensors(op.getShapes()));
  bool equal = llvm::all_equal(shapes);
  Type i1 = IntegerType::get(op.getContext(), 1);
  Tensor result(RankedTensorType::get({}, i1));
  result.setLinear(0, Element::fromBool(op.getContext(), equal));
  return asResults(std::move(result));
}

/// index_to_size, size_to_index, to_extent_tensor, from_extent_tensor,
/// value_as_shape: the same values under another type.
template <typename OpTy>
llvm::Expected<EvalResults> evalSame(OpTy op, const OperandValues &operands,
                                     EvalEnv &) {
  const Tensor &value = operands.tensor(0);
  if (value.getRank() == 1)
    return asResults(shapeResult(op.getContext(), intValues(value),
                                 op.getResult().getType()));
  return asResults(value);
}

llvm::Expected<EvalResults> evalConstShape(shape::ConstShapeOp op,
                                           const OperandValues &, EvalEnv &) {
  SmallVector<int64_t> extents;
  for (const APInt &extent : op.getShape().getValues<APInt>())
    extents.push_back(extent.getSExtValue());
  return asResults(indexVector(op.getContext(), extents));
}

llvm::Expected<EvalResults> evalConstSize(shape::ConstSizeOp op,
                                          const OperandValues &, EvalEnv &) {
  return asResults(
      indexScalar(op.getContext(), op.getValue().getSExtValue()));
}

llvm::Expected<EvalResults> evalFromExtents(shape::FromExtentsOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  SmallVector<int64_t> extents;
  for (size_t i = 0; i < operands.size(); ++i)
    extents.push_back(scalarInt(operands.tensor(i)));
  return asResults(indexVector(op.getContext(), extents));
}

llvm::Expected<Tensor> extentAt(MLIRContext *context, ArrayRef<int64_t> shape,
                                int64_t dim) {
  int64_t rank = int64_t(shape.size());
  if (dim < -rank || dim >= rank)
    return evalError("dimension " + std::to_string(dim) +
                     " is out of range of the shape " + listText(shape));
  return indexScalar(context, shape[dim < 0 ? dim + rank : dim]);
}

llvm::Expected<EvalResults> evalGetExtent(shape::GetExtentOp op,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  return asResults(extentAt(op.getContext(), intValues(operands.tensor(0)),
                            scalarInt(operands.tensor(1))));
}

llvm::Expected<EvalResults> evalShapeDim(shape::DimOp op,
                                         const OperandValues &operands,
                                         EvalEnv &) {
  return asResults(extentAt(op.getContext(), operands.tensor(0).getShape(),
                            scalarInt(operands.tensor(1))));
}

llvm::Expected<EvalResults> evalRank(shape::RankOp op,
                                     const OperandValues &operands, EvalEnv &) {
  return asResults(
      indexScalar(op.getContext(), operands.tensor(0).getNumElements()));
}

template <typename OpTy, int64_t (*Fn)(int64_t, int64_t)>
llvm::Expected<EvalResults> evalSizeBinary(OpTy op,
                                           const OperandValues &operands,
                                           EvalEnv &) {
  return asResults(indexScalar(op.getContext(),
                               Fn(scalarInt(operands.tensor(0)),
                                  scalarInt(operands.tensor(1)))));
}
int64_t addSizes(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) + uint64_t(b));
}
int64_t mulSizes(int64_t a, int64_t b) {
  return int64_t(uint64_t(a) * uint64_t(b));
}

llvm::Expected<EvalResults> evalDiv(shape::DivOp op,
                                    const OperandValues &operands, EvalEnv &) {
  int64_t a = scalarInt(operands.tensor(0)), b = scalarInt(operands.tensor(1));
  if (b == 0)
    return evalError("shape.div by zero");
  // Rounded toward negative infinity, as the dialect defines it.
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    --q;
  return asResults(indexScalar(op.getContext(), q));
}

/// shape.max and shape.min: of two sizes, or of two shapes (the larger or
/// smaller one elementwise, which must then have one rank).
template <typename OpTy, bool Max>
llvm::Expected<EvalResults> evalExtreme(OpTy op, const OperandValues &operands,
                                        EvalEnv &) {
  const Tensor &lhs = operands.tensor(0), &rhs = operands.tensor(1);
  SmallVector<int64_t> a = intValues(lhs), b = intValues(rhs);
  if (lhs.getRank() == 0)
    return asResults(indexScalar(
        op.getContext(), Max ? std::max(a[0], b[0]) : std::min(a[0], b[0])));
  if (a.size() != b.size())
    return evalError("shapes " + listText(a) + " and " + listText(b) +
                     " have different ranks");
  for (auto [x, y] : llvm::zip(a, b))
    x = Max ? std::max(x, y) : std::min(x, y);
  return asResults(indexVector(op.getContext(), a));
}

llvm::Expected<EvalResults> evalSplitAt(shape::SplitAtOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  SmallVector<int64_t> shape = intValues(operands.tensor(0));
  int64_t rank = int64_t(shape.size());
  int64_t index = scalarInt(operands.tensor(1));
  if (index < -rank || index > rank)
    return evalError("split index " + std::to_string(index) +
                     " is out of range of the shape " + listText(shape));
  if (index < 0)
    index += rank;
  EvalResults results;
  results.push_back(indexVector(op.getContext(),
                                ArrayRef<int64_t>(shape).take_front(index)));
  results.push_back(indexVector(op.getContext(),
                                ArrayRef<int64_t>(shape).drop_front(index)));
  return results;
}

llvm::Expected<EvalResults> evalConcat(shape::ConcatOp op,
                                       const OperandValues &operands,
                                       EvalEnv &) {
  SmallVector<int64_t> shape = intValues(operands.tensor(0));
  llvm::append_range(shape, intValues(operands.tensor(1)));
  return asResults(shapeResult(op.getContext(), shape, op.getType()));
}

llvm::Expected<EvalResults> evalCstrBroadcastable(shape::CstrBroadcastableOp op,
                                                  const OperandValues &operands,
                                                  EvalEnv &) {
  llvm::Expected<SmallVector<int64_t>> shape =
      broadcastShapes(shapesOf(operands.tensors(op.getShapes())));
  if (!shape)
    return shape.takeError();
  return asResults(witness(op.getContext()));
}

llvm::Expected<EvalResults> evalCstrEq(shape::CstrEqOp op,
                                       const OperandValues &operands,
                                       EvalEnv &) {
  SmallVector<SmallVector<int64_t>> shapes =
      shapesOf(operands.tensors(op.getShapes()));
  for (const SmallVector<int64_t> &shape : shapes)
    if (shape != shapes.front())
      return evalError("shapes " + listText(shapes.front()) + " and " +
                       listText(shape) + " are not equal");
  return asResults(witness(op.getContext()));
}

llvm::Expected<EvalResults> evalCstrRequire(shape::CstrRequireOp op,
                                            const OperandValues &operands,
                                            EvalEnv &) {
  if (!operands.tensor(0).getLinear(0).getBool())
    return evalError("shape constraint failed: " + op.getMsg());
  return asResults(witness(op.getContext()));
}

llvm::Expected<EvalResults> evalConstWitness(shape::ConstWitnessOp op,
                                             const OperandValues &, EvalEnv &) {
  if (!op.getPassing())
    return evalError("shape.const_witness false: the constraint fails");
  return asResults(witness(op.getContext()));
}

llvm::Expected<EvalResults> evalAssumingAll(shape::AssumingAllOp op,
                                            const OperandValues &, EvalEnv &) {
  // Every input witness passed when it was made (a failed one is an error).
  return asResults(witness(op.getContext()));
}

llvm::Expected<EvalResults> evalAssuming(shape::AssumingOp op,
                                         const OperandValues &operands,
                                         EvalEnv &env) {
  if (!operands.tensor(0).getLinear(0).getBool())
    return evalError("shape.assuming on a failed witness");
  return asResults(env.runRegion(op.getDoRegion(), {}));
}

} // namespace

void registerShapeDialectEvaluators(EvaluatorRegistry &r) {
  using namespace shape;
  r.add<ShapeOfOp, evalShapeOf>();
  r.add<NumElementsOp, evalNumElements>();
  r.add<BroadcastOp, evalBroadcast>();
  r.add<IsBroadcastableOp, evalIsBroadcastable>();
  r.add<ShapeEqOp, evalShapeEq>();
  r.add<IndexToSizeOp, evalSame<IndexToSizeOp>>();
  r.add<SizeToIndexOp, evalSame<SizeToIndexOp>>();
  r.add<ToExtentTensorOp, evalSame<ToExtentTensorOp>>();
  r.add<FromExtentTensorOp, evalSame<FromExtentTensorOp>>();
  r.add<ValueAsShapeOp, evalSame<ValueAsShapeOp>>();
  r.add<ConstShapeOp, evalConstShape>();
  r.add<ConstSizeOp, evalConstSize>();
  r.add<FromExtentsOp, evalFromExtents>();
  r.add<GetExtentOp, evalGetExtent>();
  r.add<DimOp, evalShapeDim>();
  r.add<RankOp, evalRank>();
  r.add<AddOp, evalSizeBinary<AddOp, addSizes>>();
  r.add<MulOp, evalSizeBinary<MulOp, mulSizes>>();
  r.add<DivOp, evalDiv>();
  r.add<MaxOp, evalExtreme<MaxOp, true>>();
  r.add<MinOp, evalExtreme<MinOp, false>>();
  r.add<SplitAtOp, evalSplitAt>();
  r.add<ConcatOp, evalConcat>();
  r.add<CstrBroadcastableOp, evalCstrBroadcastable>();
  r.add<CstrEqOp, evalCstrEq>();
  r.add<CstrRequireOp, evalCstrRequire>();
  r.add<ConstWitnessOp, evalConstWitness>();
  r.add<AssumingAllOp, evalAssumingAll>();
  r.add<AssumingOp, evalAssuming>();
}

} // namespace shlo
} // namespace mlir
