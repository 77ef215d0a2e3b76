//===- StablehloRefineShapes.cpp - static shapes through a program --------===//
//
// --stablehlo-refine-shapes. Rounds over the module until nothing changes:
//
// - each op, in program order, gets result types as static as its operands,
//   attributes and constant shape operands make them (refineOp); a value's
//   type is only narrowed: same element type and rank, static dimensions
//   kept. Values used outside the project's dialects, func.return and calls
//   keep their type;
// - integer shape arithmetic on constants (get_dimension_size of a static
//   dimension, add, multiply, concatenate, slice, ...) becomes a constant,
//   computed by the interpreter's own evaluators (interpreter/Fold.h);
// - the wrappers of --stablehlo-refine-arguments are replaced by their
//   refined operand;
// - function result types follow their func.return, call results follow
//   their callee, and a callee whose calls all pass the same more specific
//   types takes them as argument types (calls that disagree are an error).
//
// Trivially dead stablehlo ops are erased at the end.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"
#include "transforms/ShapeRefinement.h"

#include "dialect/Dialects.h"
#include "interpreter/Fold.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_STABLEHLOREFINESHAPESPASS
#include "transforms/Passes.h.inc"

func::FuncOp findRefinementEntry(ModuleOp module) {
  auto funcs = llvm::to_vector(module.getOps<func::FuncOp>());
  func::FuncOp entry;
  if (funcs.size() == 1)
    entry = funcs.front();
  else
    entry = module.lookupSymbol<func::FuncOp>("main");
  if (!entry) {
    module.emitError() << "shape refinement starts from the module's only "
                          "function or its @main, and this module has "
                       << funcs.size() << " functions and no @main";
    return {};
  }
  if (!entry.getBody().hasOneBlock()) {
    entry.emitOpError() << "must have exactly one block to be refined";
    return {};
  }
  return entry;
}

Type moreSpecificType(Type current, Type refined) {
  if (current == refined)
    return refined;
  auto currentTensor = dyn_cast<TensorType>(current);
  auto refinedTensor = dyn_cast<RankedTensorType>(refined);
  if (!currentTensor || !refinedTensor ||
      currentTensor.getElementType() != refinedTensor.getElementType() ||
      refinedTensor.getEncoding())
    return {};
  auto currentRanked = dyn_cast<RankedTensorType>(current);
  if (!currentRanked)
    return refined;
  if (currentRanked.getEncoding() ||
      currentRanked.getRank() != refinedTensor.getRank())
    return {};
  for (auto [have, want] :
       llvm::zip(currentRanked.getShape(), refinedTensor.getShape()))
    if (!ShapedType::isDynamic(have) && have != want)
      return {};
  return refined;
}

namespace {

constexpr int64_t kDyn = ShapedType::kDynamic;

/// The integers a stablehlo.constant of integer elements holds.
std::optional<SmallVector<int64_t>> constantInts(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  bool isUnsigned = attr.getElementType().isUnsignedInteger();
  SmallVector<int64_t> result;
  for (const APInt &v : attr.getValues<APInt>())
    result.push_back(isUnsigned ? int64_t(v.getZExtValue()) : v.getSExtValue());
  return result;
}

/// The shape of a ranked tensor value, or null.
std::optional<SmallVector<int64_t>> shapeOf(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return std::nullopt;
  return SmallVector<int64_t>(type.getShape());
}

bool isStatic(int64_t d) { return !ShapedType::isDynamic(d); }

/// `into` takes every static dimension of `from` where it has none.
void mergeShape(SmallVector<int64_t> &into, ArrayRef<int64_t> from) {
  if (into.size() != from.size())
    return;
  for (auto [a, b] : llvm::zip(into, from))
    if (!isStatic(a) && isStatic(b))
      a = b;
}

/// The ops upstream evaluates as shape arithmetic when their integer
/// operands are constants.
bool isShapeArithmetic(Operation *op) {
  static const llvm::StringSet<> names = {
      "stablehlo.add",        "stablehlo.and",      "stablehlo.broadcast_in_dim",
      "stablehlo.clamp",      "stablehlo.compare",  "stablehlo.concatenate",
      "stablehlo.convert",    "stablehlo.divide",   "stablehlo.maximum",
      "stablehlo.minimum",    "stablehlo.multiply", "stablehlo.or",
      "stablehlo.remainder",
      "stablehlo.reshape",    "stablehlo.select",   "stablehlo.sign",
      "stablehlo.slice",      "stablehlo.subtract"};
  return names.contains(op->getName().getStringRef());
}

/// Types as a comma-separated list, for diagnostics.
std::string typesText(TypeRange types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(types, os);
  return text;
}

/// Shape computations are small: larger integer tensors are data, and stay.
constexpr int64_t kMaxEvaluatedElements = 4096;

class Refiner {
public:
  explicit Refiner(ModuleOp module) : module(module), symbols(module) {}

  /// Rounds until nothing changes; failure after a located error.
  LogicalResult run() {
    func::FuncOp entry = findRefinementEntry(module);
    if (!entry)
      return failure();
    // Each round makes at least one type more specific, or removes an op,
    // an argument or a call, so the number of rounds is bounded; the cap is
    // a guard.
    for (int round = 0; round < 1000; ++round) {
      changed = false;
      SmallVector<func::FuncOp> funcs = reachableFrom(entry);
      for (func::FuncOp func : funcs)
        refineBody(func);
      for (func::FuncOp func : funcs)
        refineFunctionResults(func);
      if (failed(refineCalls(funcs)))
        return failure();
      for (func::FuncOp func : funcs)
        if (func != entry)
          foldDimensionArguments(func, funcs);
      for (func::FuncOp func : funcs)
        if (func != entry)
          replaceConstantCalls(func, funcs);
      if (!changed)
        break;
    }
    eraseDeadOps(reachableFrom(entry));
    return success();
  }

private:
  /// Narrows `value` to `type` when that is more specific and every user
  /// tolerates it.
  bool refineValue(Value value, Type type) {
    Type more = moreSpecificType(value.getType(), type);
    if (!more || more == value.getType())
      return false;
    for (Operation *user : value.getUsers()) {
      StringRef ns = user->getDialect() ? user->getDialect()->getNamespace()
                                        : StringRef();
      if (ns == "stablehlo" || ns == "chlo" || ns == "check" ||
          ns == "interpreter" || ns == "sdy" || isa<func::ReturnOp>(user))
        continue;
      // A call's operands must be its callee's argument types, which
      // refineCalls updates; a declaration cannot follow.
      if (auto call = dyn_cast<func::CallOp>(user)) {
        auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
        if (callee && !callee.isExternal())
          continue;
      }
      return false;
    }
    value.setType(more);
    changed = true;
    return true;
  }

  bool refineShape(Value value, ArrayRef<int64_t> shape) {
    auto type = dyn_cast<TensorType>(value.getType());
    if (!type)
      return false;
    return refineValue(value,
                       RankedTensorType::get(shape, type.getElementType()));
  }

  void refineBody(func::FuncOp func) {
    // Erased ops are told apart by address within one list only.
    erased.clear();
    SmallVector<Operation *> ops;
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != func)
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      // An op erased earlier in this list (nested in one replaced by a
      // constant) is skipped.
      if (erased.contains(op))
        continue;
      if (replaceWrapper(op) || evaluate(op))
        continue;
      refineOp(op);
    }
  }

  /// custom_call @stablehlo.shape_refinement_operand_wrapper(%x, %shape):
  /// its uses take %x once %x's type is at least as specific.
  bool replaceWrapper(Operation *op) {
    auto call = dyn_cast<stablehlo::CustomCallOp>(op);
    if (!call || call.getCallTargetName() != kOperandWrapperTarget ||
        call->getNumOperands() < 1 || call->getNumResults() != 1)
      return false;
    Value operand = call->getOperand(0);
    Type more = moreSpecificType(call->getResult(0).getType(),
                                 operand.getType());
    if (!more)
      return false;
    call->getResult(0).replaceAllUsesWith(operand);
    eraseOp(call);
    return true;
  }

  /// Shape arithmetic on constants becomes a constant.
  bool evaluate(Operation *op) {
    if (auto dimSize = dyn_cast<stablehlo::GetDimensionSizeOp>(op)) {
      auto shape = shapeOf(dimSize.getOperand());
      int64_t dim = int64_t(dimSize.getDimension());
      if (!shape || dim >= int64_t(shape->size()) || !isStatic((*shape)[dim]))
        return false;
      auto type = dyn_cast<RankedTensorType>(dimSize.getType());
      if (!type || !type.hasStaticShape())
        return false;
      replaceByConstant(op, DenseElementsAttr::get(
                                type, APInt(type.getElementTypeBitWidth(),
                                            uint64_t((*shape)[dim]))));
      return true;
    }
    if (!isShapeArithmetic(op) || op->getNumResults() != 1 ||
        op->getNumOperands() == 0)
      return false;
    auto resultType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!resultType || !resultType.hasStaticShape() ||
        !isa<IntegerType>(resultType.getElementType()) ||
        resultType.getNumElements() > kMaxEvaluatedElements)
      return false;
    SmallVector<Tensor> operands;
    for (Value operand : op->getOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.getType());
      if (!type || !isa<IntegerType>(type.getElementType()))
        return false;
      std::optional<Tensor> value = constantValue(operand);
      if (!value)
        return false;
      operands.push_back(std::move(*value));
    }
    FoldLimits limits;
    limits.maxElements = kMaxEvaluatedElements;
    llvm::Expected<SmallVector<Tensor>> results = foldOp(
        op, operands, [](Value) { return std::optional<Tensor>(); }, limits);
    if (!results) {
      // Division by zero and the like belong to run time: leave the op.
      llvm::consumeError(results.takeError());
      return false;
    }
    replaceByConstant(op, constantAttr((*results)[0], resultType));
    return true;
  }

  void replaceByConstant(Operation *op, DenseElementsAttr value) {
    OpBuilder b(op);
    auto constant = stablehlo::ConstantOp::create(b, op->getLoc(), value);
    op->getResult(0).replaceAllUsesWith(constant->getResult(0));
    eraseOp(op);
  }

  void eraseOp(Operation *op) {
    op->walk([&](Operation *inner) { erased.insert(inner); });
    op->erase();
    changed = true;
  }

  /// Result types from operand types, attributes and constant operands.
  void refineOp(Operation *op) {
    if (op->getNumResults() == 0 && !isa<stablehlo::WhileOp>(op))
      return;
    if (auto transpose = dyn_cast<stablehlo::TransposeOp>(op))
      return refineTranspose(transpose);
    if (auto concat = dyn_cast<stablehlo::ConcatenateOp>(op))
      return refineConcatenate(concat);
    if (auto dot = dyn_cast<stablehlo::DotGeneralOp>(op))
      return refineDotGeneral(dot);
    if (auto reduce = dyn_cast<stablehlo::ReduceOp>(op))
      return refineReduce(reduce);
    if (auto select = dyn_cast<stablehlo::SelectOp>(op))
      return refineSameShape(op, {select.getOnTrue(), select.getOnFalse(),
                                  select.getPred()});
    if (auto clamp = dyn_cast<stablehlo::ClampOp>(op))
      return refineSameShape(op,
                             {clamp.getOperand(), clamp.getMin(), clamp.getMax()});
    if (auto bitcast = dyn_cast<stablehlo::BitcastConvertOp>(op))
      return refineBitcast(bitcast);
    if (isa<stablehlo::DynamicBroadcastInDimOp>(op))
      return refineFromShapeOperand(op, op->getOperand(1));
    if (isa<stablehlo::DynamicReshapeOp>(op))
      return refineFromShapeOperand(op, op->getOperand(1));
    if (isa<stablehlo::DynamicIotaOp>(op))
      return refineFromShapeOperand(op, op->getOperand(0));
    if (auto pad = dyn_cast<stablehlo::DynamicPadOp>(op))
      return refineDynamicPad(pad);
    if (auto slice = dyn_cast<stablehlo::RealDynamicSliceOp>(op))
      return refineRealDynamicSlice(slice);
    if (auto slice = dyn_cast<stablehlo::DynamicSliceOp>(op)) {
      refineShape(slice.getResult(), slice.getSliceSizes());
      return;
    }
    if (auto gather = dyn_cast<stablehlo::DynamicGatherOp>(op))
      return refineDynamicGather(gather);
    if (auto conv = dyn_cast<stablehlo::DynamicConvOp>(op))
      return refineDynamicConv(conv);
    if (auto call = dyn_cast<stablehlo::CustomCallOp>(op))
      return refineCustomCall(call);
    if (isa<stablehlo::WhileOp>(op))
      return refineWhile(op);
    if (isa<stablehlo::IfOp, stablehlo::CaseOp>(op))
      return refineBranches(op);
    // Ops whose results have their operands' shape.
    StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
    if ((ns == "stablehlo" || ns == "chlo") &&
        (op->hasTrait<::mlir::OpTrait::Elementwise>() ||
         op->hasTrait<::mlir::OpTrait::SameOperandsAndResultShape>())) {
      SmallVector<Value> operands = llvm::to_vector(op->getOperands());
      refineSameShape(op, operands);
    }
  }

  /// Every result takes the static dimensions of the operands of its rank.
  void refineSameShape(Operation *op, ArrayRef<Value> operands) {
    for (Value result : op->getResults()) {
      auto shape = shapeOf(result);
      if (!shape)
        continue;
      for (Value operand : operands)
        if (auto from = shapeOf(operand))
          mergeShape(*shape, *from);
      refineShape(result, *shape);
    }
  }

  void refineTranspose(stablehlo::TransposeOp op) {
    auto operand = shapeOf(op.getOperand());
    if (!operand)
      return;
    SmallVector<int64_t> shape;
    for (int64_t p : op.getPermutation())
      shape.push_back(p < int64_t(operand->size()) ? (*operand)[p] : kDyn);
    refineShape(op.getResult(), shape);
  }

  void refineConcatenate(stablehlo::ConcatenateOp op) {
    auto shape = shapeOf(op.getResult());
    if (!shape)
      return;
    int64_t dim = int64_t(op.getDimension());
    int64_t total = 0;
    for (Value input : op.getInputs()) {
      auto s = shapeOf(input);
      if (!s || s->size() != shape->size())
        return;
      total = (total == kDyn || !isStatic((*s)[dim])) ? kDyn
                                                       : total + (*s)[dim];
      SmallVector<int64_t> others = *s;
      others[dim] = kDyn;
      mergeShape(*shape, others);
    }
    if (isStatic(total))
      (*shape)[dim] = total;
    refineShape(op.getResult(), *shape);
  }

  void refineDotGeneral(stablehlo::DotGeneralOp op) {
    auto lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
    if (!lhs || !rhs)
      return;
    auto dims = op.getDotDimensionNumbers();
    ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions(),
                      rb = dims.getRhsBatchingDimensions(),
                      lc = dims.getLhsContractingDimensions(),
                      rc = dims.getRhsContractingDimensions();
    SmallVector<int64_t> shape;
    for (auto [l, r] : llvm::zip(lb, rb))
      shape.push_back(isStatic((*lhs)[l]) ? (*lhs)[l] : (*rhs)[r]);
    for (int64_t d = 0; d < int64_t(lhs->size()); ++d)
      if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
        shape.push_back((*lhs)[d]);
    for (int64_t d = 0; d < int64_t(rhs->size()); ++d)
      if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d))
        shape.push_back((*rhs)[d]);
    refineShape(op.getResult(), shape);
  }

  void refineReduce(stablehlo::ReduceOp op) {
    ArrayRef<int64_t> reduced = op.getDimensions();
    for (auto [input, result] : llvm::zip(op.getInputs(), op->getResults())) {
      auto s = shapeOf(input);
      if (!s)
        continue;
      SmallVector<int64_t> shape;
      for (int64_t d = 0; d < int64_t(s->size()); ++d)
        if (!llvm::is_contained(reduced, d))
          shape.push_back((*s)[d]);
      refineShape(result, shape);
    }
  }

  void refineBitcast(stablehlo::BitcastConvertOp op) {
    auto operandType = dyn_cast<RankedTensorType>(op.getOperand().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!operandType || !resultType ||
        operandType.getRank() != resultType.getRank())
      return;
    refineShape(op.getResult(), operandType.getShape());
  }

  void refineFromShapeOperand(Operation *op, Value shapeOperand) {
    if (auto shape = constantInts(shapeOperand))
      refineShape(op->getResult(0), *shape);
  }

  void refineDynamicPad(stablehlo::DynamicPadOp op) {
    auto operand = shapeOf(op.getOperand());
    auto low = constantInts(op.getEdgePaddingLow());
    auto high = constantInts(op.getEdgePaddingHigh());
    auto interior = constantInts(op.getInteriorPadding());
    if (!operand || !low || !high || !interior ||
        low->size() != operand->size() || high->size() != operand->size() ||
        interior->size() != operand->size())
      return;
    SmallVector<int64_t> shape;
    for (size_t d = 0; d < operand->size(); ++d) {
      int64_t size = (*operand)[d];
      shape.push_back(isStatic(size) ? (*low)[d] + (*high)[d] + size +
                                           std::max<int64_t>(size - 1, 0) *
                                               (*interior)[d]
                                     : kDyn);
    }
    refineShape(op.getResult(), shape);
  }

  void refineRealDynamicSlice(stablehlo::RealDynamicSliceOp op) {
    auto strides = constantInts(op.getStrides());
    if (!strides)
      return;
    auto start = constantInts(op.getStartIndices());
    auto limit = constantInts(op.getLimitIndices());
    SmallVector<int64_t> shape;
    if (start && limit && start->size() == strides->size() &&
        limit->size() == strides->size()) {
      for (size_t d = 0; d < strides->size(); ++d) {
        int64_t stride = (*strides)[d];
        if (stride <= 0)
          return;
        int64_t extent = std::max<int64_t>((*limit)[d] - (*start)[d], 0);
        shape.push_back((extent + stride - 1) / stride);
      }
      refineShape(op.getResult(), shape);
      return;
    }
    // limit = start + sizes (either order), unit strides: the sizes.
    auto add = op.getLimitIndices().getDefiningOp<stablehlo::AddOp>();
    if (!add || !llvm::all_of(*strides, [](int64_t s) { return s == 1; }))
      return;
    std::optional<SmallVector<int64_t>> sizes;
    if (add.getLhs() == op.getStartIndices())
      sizes = constantInts(add.getRhs());
    else if (add.getRhs() == op.getStartIndices())
      sizes = constantInts(add.getLhs());
    if (sizes)
      refineShape(op.getResult(), *sizes);
  }

  void refineDynamicGather(stablehlo::DynamicGatherOp op) {
    auto sliceSizes = constantInts(op.getSliceSizes());
    auto indices = shapeOf(op.getStartIndices());
    if (!sliceSizes || !indices)
      return;
    auto dims = op.getDimensionNumbers();
    SmallVector<int64_t> offsets, batch;
    for (int64_t d = 0; d < int64_t(sliceSizes->size()); ++d)
      if (!llvm::is_contained(dims.getCollapsedSliceDims(), d) &&
          !llvm::is_contained(dims.getOperandBatchingDims(), d))
        offsets.push_back((*sliceSizes)[d]);
    for (int64_t d = 0; d < int64_t(indices->size()); ++d)
      if (d != dims.getIndexVectorDim())
        batch.push_back((*indices)[d]);
    ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
    int64_t rank = int64_t(offsetDims.size() + batch.size());
    if (offsets.size() != offsetDims.size())
      return;
    SmallVector<int64_t> shape;
    size_t nextOffset = 0, nextBatch = 0;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(llvm::is_contained(offsetDims, d)
                          ? offsets[nextOffset++]
                          : batch[nextBatch++]);
    refineShape(op.getResult(), shape);
  }

  void refineDynamicConv(stablehlo::DynamicConvOp op) {
    auto lhs = shapeOf(op.getLhs()), rhs = shapeOf(op.getRhs());
    auto padding = constantInts(op.getPadding());
    auto result = shapeOf(op.getResult());
    if (!lhs || !rhs || !padding || !result)
      return;
    auto dims = op.getDimensionNumbers();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions(),
                      kSpatial = dims.getKernelSpatialDimensions(),
                      outSpatial = dims.getOutputSpatialDimensions();
    size_t n = inSpatial.size();
    if (padding->size() != 2 * n || kSpatial.size() != n ||
        outSpatial.size() != n)
      return;
    auto attrAt = [](std::optional<ArrayRef<int64_t>> values, size_t i) {
      return values && i < values->size() ? (*values)[i] : int64_t(1);
    };
    SmallVector<int64_t> shape(result->size(), kDyn);
    int64_t batch = (*lhs)[dims.getInputBatchDimension()];
    shape[dims.getOutputBatchDimension()] =
        isStatic(batch) ? batch / int64_t(op.getBatchGroupCount()) : kDyn;
    shape[dims.getOutputFeatureDimension()] =
        (*rhs)[dims.getKernelOutputFeatureDimension()];
    for (size_t i = 0; i < n; ++i) {
      int64_t in = (*lhs)[inSpatial[i]], window = (*rhs)[kSpatial[i]];
      int64_t stride = attrAt(op.getWindowStrides(), i);
      if (!isStatic(in) || !isStatic(window) || stride <= 0)
        continue;
      int64_t dilatedIn = in == 0 ? 0 : (in - 1) * attrAt(op.getLhsDilation(), i) + 1;
      int64_t padded = (*padding)[2 * i] + dilatedIn + (*padding)[2 * i + 1];
      int64_t dilatedWindow =
          window == 0 ? 0 : (window - 1) * attrAt(op.getRhsDilation(), i) + 1;
      shape[outSpatial[i]] =
          padded < dilatedWindow ? 0 : (padded - dilatedWindow) / stride + 1;
    }
    refineShape(op.getResult(), shape);
  }

  /// The custom-call spellings of dynamic ops upstream refines.
  void refineCustomCall(stablehlo::CustomCallOp op) {
    StringRef target = op.getCallTargetName();
    if (target == "stablehlo.dynamic_top_k" && op->getNumOperands() == 2 &&
        op->getNumResults() == 2) {
      auto operand = shapeOf(op->getOperand(0));
      auto k = constantInts(op->getOperand(1));
      if (!operand || operand->empty() || !k || k->size() != 1)
        return;
      SmallVector<int64_t> shape = *operand;
      shape.back() = k->front();
      refineShape(op->getResult(0), shape);
      refineShape(op->getResult(1), shape);
      return;
    }
    if (target == "stablehlo.dynamic_rng_bit_generator" &&
        op->getNumOperands() == 2 && op->getNumResults() == 2) {
      if (auto state = shapeOf(op->getOperand(0)))
        refineShape(op->getResult(0), *state);
      if (auto shape = constantInts(op->getOperand(1)))
        refineShape(op->getResult(1), *shape);
    }
  }

  /// The regions' arguments take the operand types; the results follow.
  void refineWhile(Operation *op) {
    for (Region &region : op->getRegions()) {
      if (region.empty())
        continue;
      for (auto [arg, operand] :
           llvm::zip(region.front().getArguments(), op->getOperands()))
        refineValue(arg, operand.getType());
    }
    for (auto [result, operand] : llvm::zip(op->getResults(), op->getOperands()))
      refineValue(result, operand.getType());
  }

  /// if/case: a result takes the type all branches return, when they agree.
  void refineBranches(Operation *op) {
    for (unsigned i = 0; i < op->getNumResults(); ++i) {
      Type agreed;
      bool agree = true;
      for (Region &region : op->getRegions()) {
        if (region.empty()) {
          agree = false;
          break;
        }
        Operation *terminator = region.front().getTerminator();
        if (!terminator || terminator->getNumOperands() <= i) {
          agree = false;
          break;
        }
        Type t = terminator->getOperand(i).getType();
        if (agreed && agreed != t)
          agree = false;
        agreed = t;
      }
      if (agree && agreed)
        refineValue(op->getResult(i), agreed);
    }
  }

  /// A function's result types follow what its func.return returns.
  void refineFunctionResults(func::FuncOp func) {
    if (func.isExternal())
      return;
    SmallVector<Type> results(func.getResultTypes());
    bool update = false;
    func.walk([&](func::ReturnOp ret) {
      if (ret->getParentOp() != func.getOperation())
        return;
      for (auto [i, operand] : llvm::enumerate(ret.getOperands())) {
        if (i >= results.size())
          return;
        Type more = moreSpecificType(results[i], operand.getType());
        if (more && more != results[i]) {
          results[i] = more;
          update = true;
        }
      }
    });
    if (!update)
      return;
    func.setFunctionType(FunctionType::get(module.getContext(),
                                           func.getArgumentTypes(), results));
    changed = true;
  }

  /// The function a func.call or stablehlo.composite names, with the
  /// operands it passes.
  func::FuncOp calleeOf(Operation *op) {
    if (auto call = dyn_cast<func::CallOp>(op))
      return symbols.lookup<func::FuncOp>(call.getCallee());
    if (auto composite = dyn_cast<stablehlo::CompositeOp>(op))
      return symbols.lookup<func::FuncOp>(composite.getDecomposition());
    return {};
  }

  /// Call results follow their callee; callees take the more specific
  /// argument types all their calls agree on.
  LogicalResult refineCalls(ArrayRef<func::FuncOp> funcs) {
    llvm::MapVector<func::FuncOp, SmallVector<Operation *>> callsOf;
    for (func::FuncOp func : funcs)
      func.walk([&](Operation *op) {
        if (!isa<func::CallOp, stablehlo::CompositeOp>(op))
          return;
        if (func::FuncOp callee = calleeOf(op))
          callsOf[callee].push_back(op);
      });
    for (auto &[callee, calls] : callsOf) {
      for (Operation *call : calls)
        for (auto [result, type] :
             llvm::zip(call->getResults(), callee.getResultTypes()))
          refineValue(result, type);
      if (callee.isExternal())
        continue;
      SmallVector<Type> passed =
          llvm::to_vector(calls.front()->getOperandTypes());
      for (Operation *call : calls) {
        if (llvm::equal(call->getOperandTypes(), passed))
          continue;
        InFlightDiagnostic diag =
            call->emitOpError()
            << "passes (" << typesText(call->getOperandTypes()) << ") to @"
            << callee.getSymName() << " and another call passes ("
            << typesText(passed) << ")"
            << ": shape refinement needs every call of a function to pass "
               "the same argument types";
        diag.attachNote(calls.front()->getLoc()) << "the other call";
        return failure();
      }
      if (llvm::equal(passed, callee.getArgumentTypes()) ||
          passed.size() != callee.getNumArguments())
        continue;
      SmallVector<Type> args(callee.getArgumentTypes());
      bool update = false;
      for (auto [i, type] : llvm::enumerate(passed)) {
        Type more = moreSpecificType(args[i], type);
        if (more && more != args[i]) {
          args[i] = more;
          update = true;
        }
      }
      if (!update)
        continue;
      for (auto [arg, type] :
           llvm::zip(callee.getBody().front().getArguments(), args))
        arg.setType(type);
      callee.setFunctionType(FunctionType::get(module.getContext(), args,
                                               callee.getResultTypes()));
      changed = true;
    }
    return success();
  }

  /// The entry function and every function its calls and composites
  /// reach, in the order first reached.
  SmallVector<func::FuncOp> reachableFrom(func::FuncOp entry) {
    SmallVector<func::FuncOp> order{entry};
    llvm::DenseSet<Operation *> seen{entry.getOperation()};
    for (size_t i = 0; i < order.size(); ++i)
      order[i].walk([&](Operation *op) {
        func::FuncOp callee = calleeOf(op);
        if (callee && seen.insert(callee.getOperation()).second)
          order.push_back(callee);
      });
    return order;
  }

  /// The func.calls of `callee` when they are all its uses and all lie in
  /// `funcs`; nullopt otherwise (a composite, a call from elsewhere).
  std::optional<SmallVector<func::CallOp>>
  onlyCalls(func::FuncOp callee, ArrayRef<func::FuncOp> funcs) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(callee, module);
    if (!uses)
      return std::nullopt;
    SmallVector<func::CallOp> calls;
    for (const SymbolTable::SymbolUse &use : *uses) {
      auto call = dyn_cast<func::CallOp>(use.getUser());
      if (!call)
        return std::nullopt;
      auto parent = call->getParentOfType<func::FuncOp>();
      if (!llvm::is_contained(funcs, parent))
        return std::nullopt;
      calls.push_back(call);
    }
    return calls;
  }

  /// Dimension arguments: after any leading token arguments, the leading
  /// scalar integer arguments that every call passes as the same constant
  /// become that constant in the callee and leave its signature and its
  /// calls (upstream's convention for the values of symbolic dimensions).
  void foldDimensionArguments(func::FuncOp callee,
                              ArrayRef<func::FuncOp> funcs) {
    if (callee.isExternal() || !callee.getBody().hasOneBlock())
      return;
    auto calls = onlyCalls(callee, funcs);
    if (!calls || calls->empty())
      return;
    unsigned first = 0, count = callee.getNumArguments();
    while (first < count &&
           isa<stablehlo::TokenType>(callee.getArgumentTypes()[first]))
      ++first;
    SmallVector<std::pair<unsigned, DenseElementsAttr>> folded;
    for (unsigned i = first; i < count; ++i) {
      auto type = dyn_cast<RankedTensorType>(callee.getArgumentTypes()[i]);
      if (!type || type.getRank() != 0 ||
          !isa<IntegerType>(type.getElementType()))
        break;
      DenseElementsAttr value;
      for (func::CallOp call : *calls) {
        DenseIntElementsAttr passed;
        if (!matchPattern(call.getOperand(i), m_Constant(&passed)) ||
            (value && passed != value)) {
          value = {};
          break;
        }
        value = passed;
      }
      if (!value)
        break;
      folded.push_back({i, value});
    }
    if (folded.empty())
      return;
    Block &body = callee.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&body);
    llvm::BitVector erasedArgs(count);
    for (auto [i, value] : folded) {
      Value constant =
          stablehlo::ConstantOp::create(b, body.getArgument(i).getLoc(), value);
      body.getArgument(i).replaceAllUsesWith(constant);
      erasedArgs.set(i);
    }
    (void)callee.eraseArguments(erasedArgs);
    for (func::CallOp call : *calls)
      for (auto [i, value] : llvm::reverse(folded))
        call->eraseOperand(i);
    changed = true;
  }

  /// Calls of a function without effects that returns only constants
  /// become those constants (upstream inlines such functions).
  void replaceConstantCalls(func::FuncOp callee, ArrayRef<func::FuncOp> funcs) {
    if (callee.isExternal() || !callee.getBody().hasOneBlock())
      return;
    Block &body = callee.getBody().front();
    auto ret = dyn_cast<func::ReturnOp>(body.getTerminator());
    if (!ret || ret->getNumOperands() == 0)
      return;
    for (Operation &op : body.without_terminator())
      if (!isMemoryEffectFree(&op))
        return;
    SmallVector<stablehlo::ConstantOp> constants;
    for (Value v : ret.getOperands()) {
      auto constant = v.getDefiningOp<stablehlo::ConstantOp>();
      if (!constant)
        return;
      constants.push_back(constant);
    }
    auto calls = onlyCalls(callee, funcs);
    if (!calls)
      return;
    for (func::CallOp call : *calls) {
      OpBuilder b(call);
      for (auto [result, constant] : llvm::zip(call->getResults(), constants)) {
        Operation *copy = b.clone(*constant.getOperation());
        copy->setLoc(call.getLoc());
        result.replaceAllUsesWith(copy->getResult(0));
      }
      call->erase();
      changed = true;
    }
  }

  /// Stablehlo ops left without uses and without effects (constants that
  /// fed evaluated shape arithmetic, the wrappers' shapes, ...).
  void eraseDeadOps(ArrayRef<func::FuncOp> funcs) {
    bool again = true;
    while (again) {
      SmallVector<Operation *> dead;
      for (func::FuncOp func : funcs)
        func.walk([&](Operation *op) {
          if (op->getDialect() &&
              op->getDialect()->getNamespace() == "stablehlo" &&
              isOpTriviallyDead(op))
            dead.push_back(op);
        });
      for (Operation *op : dead)
        op->erase();
      again = !dead.empty();
    }
  }

  ModuleOp module;
  SymbolTable symbols;
  llvm::DenseSet<Operation *> erased;
  bool changed = false;
};

struct StablehloRefineShapes
    : impl::StablehloRefineShapesPassBase<StablehloRefineShapes> {
  using StablehloRefineShapesPassBase::StablehloRefineShapesPassBase;
  void runOnOperation() override {
    Refiner refiner(getOperation());
    if (failed(refiner.run()))
      signalPassFailure();
  }
};

} // namespace
} // namespace shlo
} // namespace mlir
