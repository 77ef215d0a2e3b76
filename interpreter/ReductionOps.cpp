//===- ReductionOps.cpp - reduce and sort --------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/Ops.h"
#include "interpreter/Strided.h"

#include "dialect/Dialects.h"

#include <algorithm>
#include <numeric>

namespace mlir {
namespace shlo {

namespace {
/// For each input dimension, the stride of the output it maps to (0 for the
/// reduced dimensions).
SmallVector<int64_t> outputStridesPerInputDim(int64_t rank,
                                              ArrayRef<int64_t> dimensions,
                                              ArrayRef<int64_t> outputStrides) {
  SmallVector<int64_t> strideOf(rank, 0);
  for (int64_t d = 0, k = 0; d < rank; ++d)
    if (!llvm::is_contained(dimensions, d))
      strideOf[d] = outputStrides[k++];
  return strideOf;
}
} // namespace

FailureOr<SmallVector<Tensor>> evalReduceOp(ArrayRef<Tensor> inputs,
                                            ArrayRef<Tensor> initValues,
                                            ArrayRef<int64_t> dimensions,
                                            const Combiner &combiner,
                                            ArrayRef<ShapedType> resultTypes) {
  size_t n = inputs.size();
  SmallVector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    // Results have the body's (possibly promoted) element type.
    Element init = initValues[i].getLinear(0);
    Type type = resultTypes[i].getElementType();
    results.push_back(Tensor::splat(
        resultTypes[i], init.getType() == type ? init : convert(init, type)));
  }
  SmallVector<int64_t> strideOf = outputStridesPerInputDim(
      inputs.front().getRank(), dimensions, results.front().getStrides());
  if (combiner.kind && n == 1 &&
      results.front().getElementType() == inputs.front().getElementType() &&
      combineTypedReduction(*combiner.kind, results.front(), inputs.front(),
                            strideOf))
    return results;
  SmallVector<std::pair<int64_t, int64_t>> pairs;
  int64_t position = 0;
  forEachOffset(inputs.front().getShape(), strideOf, 0,
                [&](int64_t out) { pairs.emplace_back(position++, out); });
  SmallVector<Element> current, incoming;
  for (auto [in, out] : pairs) {
    current.clear();
    incoming.clear();
    for (size_t i = 0; i < n; ++i) {
      current.push_back(results[i].getLinear(out));
      incoming.push_back(inputs[i].getLinear(in));
    }
    FailureOr<SmallVector<Element>> combined = combiner.apply(current, incoming);
    if (failed(combined))
      return failure();
    for (size_t i = 0; i < n; ++i) {
      Element value = (*combined)[i];
      if (value.getType() != results[i].getElementType())
        value = convert(value, results[i].getElementType());
      results[i].setLinear(out, value);
    }
  }
  return results;
}

namespace {
using namespace mlir::stablehlo;

LogicalResult evalReduce(ReduceOp op, Scope &scope, EvalContext &context) {
  SmallVector<Tensor> inputs = scope.getTensors(op.getInputs());
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return op.emitError() << "inputs differ in shape at run time";
  SmallVector<Tensor> inits = scope.getTensors(op.getInitValues());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < inputs.front().getRank(); ++d)
    if (!llvm::is_contained(op.getDimensions(), d))
      shape.push_back(inputs.front().getShape()[d]);
  SmallVector<ShapedType> resultTypes;
  for (Value result : op.getResults())
    resultTypes.push_back(RankedTensorType::get(
        shape, cast<ShapedType>(result.getType()).getElementType()));
  Region &body = op.getBody();
  Combiner combiner;
  if (inputs.size() == 1)
    combiner.kind = matchCombiner(body);
  auto runRegion = [&](ArrayRef<Element> current,
                       ArrayRef<Element> incoming) -> FailureOr<SmallVector<Element>> {
    SmallVector<Element> args(current.begin(), current.end());
    args.append(incoming.begin(), incoming.end());
    return runScalarRegion(body, args, scope, context);
  };
  combiner.region = runRegion;
  FailureOr<SmallVector<Tensor>> results =
      evalReduceOp(inputs, inits, op.getDimensions(), combiner, resultTypes);
  if (failed(results))
    return failure();
  for (auto [value, tensor] : llvm::zip(op.getResults(), *results))
    scope.bind(value, tensor);
  return success();
}

LogicalResult evalSort(SortOp op, Scope &scope, EvalContext &context) {
  SmallVector<Tensor> inputs = scope.getTensors(op.getInputs());
  for (const Tensor &t : inputs)
    if (t.getShape() != inputs.front().getShape())
      return op.emitError() << "inputs differ in shape at run time";
  size_t n = inputs.size();
  const Tensor &first = inputs.front();
  int64_t rank = first.getRank();
  int64_t dim = int64_t(op.getDimension());
  if (dim < 0)
    dim += rank;
  SmallVector<Tensor> results;
  for (const Tensor &input : inputs)
    results.push_back(Tensor(input.getType()));
  int64_t size = first.getShape()[dim];
  int64_t stride = first.getStrides()[dim];
  SmallVector<int64_t> outerShape(first.getShape());
  outerShape[dim] = 1;

  std::optional<std::pair<CompareDirection, CompareKind>> simple =
      matchComparator(op.getComparator());
  bool failedOnce = false;
  SmallVector<Element> args;
  std::vector<int64_t> order(size);
  for (const Index &outer : IndexRange(outerShape)) {
    int64_t base = first.linearize(outer);
    std::iota(order.begin(), order.end(), 0);
    auto less = [&](int64_t a, int64_t b) -> bool {
      if (failedOnce)
        return false;
      int64_t pa = base + a * stride, pb = base + b * stride;
      if (simple)
        return compare(first.getLinear(pa), first.getLinear(pb),
                       simple->first, simple->second);
      args.clear();
      for (const Tensor &input : inputs) {
        args.push_back(input.getLinear(pa));
        args.push_back(input.getLinear(pb));
      }
      FailureOr<SmallVector<Element>> result =
          runScalarRegion(op.getComparator(), args, scope, context);
      if (failed(result)) {
        failedOnce = true;
        return false;
      }
      return (*result)[0].getBool();
    };
    // A stable merge sort stays in bounds even for a comparator that is not
    // a strict weak order; is_stable = false allows any order anyway.
    std::stable_sort(order.begin(), order.end(), less);
    if (failedOnce)
      return failure();
    for (size_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < size; ++j)
        results[i].setLinear(base + j * stride,
                             inputs[i].getLinear(base + order[j] * stride));
  }
  for (auto [value, tensor] : llvm::zip(op.getResults(), results))
    scope.bind(value, tensor);
  return success();
}
} // namespace

void registerReductionEvaluators(EvaluatorRegistry &r) {
  r.add<ReduceOp, evalReduce>();
  r.add<SortOp, evalSort>();
}

} // namespace shlo
} // namespace mlir
