//===- Work.cpp - a bound on the total work of an evaluation --------------===//

#include "interpreter/Work.h"

#include "interpreter/Evaluator.h"

#include "dialect/Dialects.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace shlo {

int64_t saturatingMul(int64_t a, int64_t b) {
  if (a <= 0 || b <= 0)
    return 0;
  if (a > INT64_MAX / b)
    return INT64_MAX;
  return a * b;
}

int64_t saturatingAdd(int64_t a, int64_t b) {
  if (a > INT64_MAX - b)
    return INT64_MAX;
  return a + b;
}

llvm::Error WorkBudget::spentError() const {
  return evalError("the folding work budget of " + Twine(limit) +
                   " element-operations is spent (max-work)");
}

llvm::Error WorkBudget::charge(int64_t work) {
  if (limit == 0)
    return llvm::Error::success();
  int64_t before = remaining.load(std::memory_order_relaxed);
  do {
    if (work > before) {
      remaining.store(0, std::memory_order_relaxed);
      return spentError();
    }
  } while (!remaining.compare_exchange_weak(before, before - work,
                                            std::memory_order_relaxed));
  return llvm::Error::success();
}

namespace {
/// Elements of a ranked shaped type (dynamic sizes count 1); 1 for others.
int64_t elementsOf(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank())
    return 1;
  int64_t count = 1;
  for (int64_t size : shaped.getShape())
    count = saturatingMul(count, ShapedType::isDynamic(size) ? 1 : size);
  return count;
}

int64_t dimOf(Type type, int64_t dim) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasRank() || dim < 0 || dim >= shaped.getRank() ||
      shaped.isDynamicDim(dim))
    return 1;
  return shaped.getDimSize(dim);
}

int64_t log2Ceil(int64_t n) {
  int64_t bits = 1;
  while (bits < 63 && (int64_t(1) << bits) < n)
    ++bits;
  return bits;
}

int64_t regionOps(Operation *op) {
  int64_t count = 0;
  for (Region &region : op->getRegions())
    region.walk([&](Operation *) { ++count; });
  return count;
}

int64_t productOf(ArrayRef<int64_t> values) {
  int64_t product = 1;
  for (int64_t v : values)
    product = saturatingMul(product, std::max<int64_t>(v, 1));
  return product;
}
} // namespace

int64_t estimateOpWork(Operation *op) {
  int64_t base = 1;
  for (Type type : op->getOperandTypes())
    base = saturatingAdd(base, elementsOf(type));
  for (Type type : op->getResultTypes())
    base = saturatingAdd(base, elementsOf(type));
  if (isa<stablehlo::WhileOp, stablehlo::IfOp, stablehlo::CaseOp>(op))
    return base;
  int64_t result =
      op->getNumResults() ? elementsOf(op->getResult(0).getType()) : 1;
  int64_t work = base;
  if (auto conv = dyn_cast<stablehlo::ConvolutionOp>(op)) {
    Type kernel = conv.getRhs().getType();
    int64_t outFeatures = dimOf(
        kernel, conv.getDimensionNumbers().getKernelOutputFeatureDimension());
    // A kernel without output features (an empty result) has no window.
    int64_t perFeature = outFeatures > 0 ? elementsOf(kernel) / outFeatures : 0;
    work = saturatingMul(result, std::max<int64_t>(perFeature, 1));
  } else if (auto dot = dyn_cast<stablehlo::DotGeneralOp>(op)) {
    int64_t contracting = 1;
    for (int64_t dim :
         dot.getDotDimensionNumbers().getLhsContractingDimensions())
      contracting = saturatingMul(contracting, dimOf(dot.getLhs().getType(), dim));
    work = saturatingMul(result, contracting);
  } else if (auto dot = dyn_cast<stablehlo::DotOp>(op)) {
    auto lhs = cast<ShapedType>(dot.getLhs().getType());
    work = saturatingMul(result, dimOf(lhs, lhs.getRank() - 1));
  } else if (auto window = dyn_cast<stablehlo::ReduceWindowOp>(op)) {
    work = saturatingMul(saturatingMul(result, productOf(window.getWindowDimensions())),
                         int64_t(window.getInputs().size()));
  } else if (auto select = dyn_cast<stablehlo::SelectAndScatterOp>(op)) {
    std::optional<ArrayRef<int64_t>> dims = select.getWindowDimensions();
    work = saturatingMul(elementsOf(select.getOperand().getType()),
                         dims ? productOf(*dims) : 1);
  } else if (isa<stablehlo::SortOp, stablehlo::FftOp>(op)) {
    int64_t n = op->getNumOperands() ? elementsOf(op->getOperand(0).getType()) : 1;
    work = saturatingMul(saturatingMul(n, log2Ceil(n)),
                         std::max<int64_t>(1, op->getNumOperands()));
  } else if (auto cholesky = dyn_cast<stablehlo::CholeskyOp>(op)) {
    auto type = cast<ShapedType>(cholesky.getA().getType());
    work = saturatingMul(elementsOf(type), dimOf(type, type.getRank() - 1));
  } else if (auto solve = dyn_cast<stablehlo::TriangularSolveOp>(op)) {
    auto a = cast<ShapedType>(solve.getA().getType());
    work = saturatingMul(elementsOf(solve.getB().getType()),
                         dimOf(a, a.getRank() - 1));
  } else if (auto structured = dyn_cast<linalg::LinalgOp>(op)) {
    // linalg's structured ops run their body once per point of the loop
    // nest, whose sizes can multiply far beyond any operand's elements
    // (two 60000-element vectors crossed: 3.6e9 points).
    if (structured.getShapesToLoopsMap()) {
      int64_t points = 1;
      for (int64_t size : structured.getStaticLoopRanges())
        points = saturatingMul(points, ShapedType::isDynamic(size)
                                           ? 1
                                           : std::max<int64_t>(size, 1));
      work = points;
    }
  }
  work = std::max(work, base);
  // Regions run per element (reduce, map, scatter, sort, windows).
  if (op->getNumRegions())
    work = saturatingMul(work, saturatingAdd(1, regionOps(op)));
  return work;
}

int64_t whileIterationWork(Region &cond, Region &body) {
  int64_t count = 1;
  for (Region *region : {&cond, &body})
    for (Block &block : *region)
      count += int64_t(block.getOperations().size());
  return count;
}

} // namespace shlo
} // namespace mlir
