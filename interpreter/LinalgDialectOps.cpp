//===- LinalgDialectOps.cpp - MLIR's linalg dialect on tensors ------------===//
//
// IREE's tests and torch-mlir build index tensors and small computations
// with linalg's structured ops on tensors. Every structured op (generic,
// fill, map, reduce, broadcast, transpose, matmul, the convolutions, ...)
// means the same thing: a loop nest over an iteration domain whose sizes
// come from the operands' shapes through the indexing maps (MLIR's
// shapes-to-loops map), and at every point of it, in row-major order, the
// body runs on the elements the maps pick from the ins and on the current
// values of the outs, and its linalg.yield writes the outs back. A
// reduction is then an accumulation into the outs in loop order. One
// evaluator runs them all; the body's ops run through the eval loop
// (arith, tensor, ...). linalg.index reads the point of the loop nest of
// the op whose body is running. Out of bounds accesses and memref operands
// are errors.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir {
namespace shlo {
namespace {

/// The points of the loop nests whose bodies run on this thread, innermost
/// last: linalg.index reads the one of its parent op. (An op's body may
/// call a function running the same op again, so it is a stack.)
thread_local SmallVector<std::pair<Operation *, ArrayRef<int64_t>>, 2>
    runningLoops;

/// Makes `point` the loop point of `op` while it lives.
class RunningLoop {
public:
  RunningLoop(Operation *op, ArrayRef<int64_t> point) {
    runningLoops.push_back({op, point});
  }
  ~RunningLoop() { runningLoops.pop_back(); }
  RunningLoop(const RunningLoop &) = delete;
  RunningLoop &operator=(const RunningLoop &) = delete;
};

/// `value` (an affine map or expression) as MLIR prints it.
template <typename T> std::string textOf(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

/// The value of `expr` at `dims` (affine maps of linalg have no symbols).
/// Division and modulo by zero or a negative number are errors (affine
/// defines them for positive divisors only).
llvm::Expected<int64_t> evalAffine(AffineExpr expr, ArrayRef<int64_t> dims) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return dims[dim.getPosition()];
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return constant.getValue();
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return evalError("the indexing expression " +
                     textOf(expr) +
                     " has a symbol, which linalg's maps do not take");
  llvm::Expected<int64_t> lhs = evalAffine(binary.getLHS(), dims);
  if (!lhs)
    return lhs.takeError();
  llvm::Expected<int64_t> rhs = evalAffine(binary.getRHS(), dims);
  if (!rhs)
    return rhs.takeError();
  int64_t a = *lhs, b = *rhs;
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return a + b;
  case AffineExprKind::Mul:
    return a * b;
  default:
    break;
  }
  if (b <= 0)
    return evalError("the indexing expression " +
                     textOf(expr) + " divides by " +
                     llvm::Twine(b) + " (affine divides by positive numbers)");
  int64_t floor = a / b - (a % b != 0 && a < 0 ? 1 : 0);
  switch (expr.getKind()) {
  case AffineExprKind::FloorDiv:
    return floor;
  case AffineExprKind::CeilDiv:
    return a / b + (a % b != 0 && a > 0 ? 1 : 0);
  default: // Mod: never negative.
    return a - floor * b;
  }
}

/// How an operand is read or written: its map's results and the row-major
/// strides of its run-time shape.
struct Access {
  AffineMap map;
  ArrayRef<int64_t> shape;
  SmallVector<int64_t> strides;
};

/// The position in its operand of the element `access` picks at loop point
/// `point`; out of bounds (a map that leaves the operand) is an error.
llvm::Expected<int64_t> positionOf(const Access &access, unsigned operand,
                                   ArrayRef<int64_t> point) {
  int64_t position = 0;
  bool inside = true;
  SmallVector<int64_t, 4> index;
  for (auto [d, expr] : llvm::enumerate(access.map.getResults())) {
    int64_t at;
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      at = point[dim.getPosition()];
    } else {
      llvm::Expected<int64_t> value = evalAffine(expr, point);
      if (!value)
        return value.takeError();
      at = *value;
    }
    index.push_back(at);
    inside = inside && at >= 0 && at < access.shape[d];
    position += at * access.strides[d];
  }
  if (!inside)
    return evalError("indexing map #" + Twine(operand) + " " +
                     textOf(access.map) + " gives index " + listText(index) +
                     " at loop point " + listText(point) +
                     ", out of bounds of the operand's shape " +
                     listText(access.shape));
  return position;
}

/// The sizes of the loops: MLIR's shapes-to-loops map (the first operand
/// dimension that a map sends each loop to, as its size) applied to the
/// operands' run-time shapes, each in the order of the maps.
llvm::Expected<SmallVector<int64_t>>
loopSizes(AffineMap shapesToLoops, ArrayRef<Access> accesses) {
  if (!shapesToLoops)
    return evalError("the indexing maps do not give every loop a size");
  SmallVector<int64_t> flat;
  for (const Access &access : accesses)
    flat.append(access.shape.begin(), access.shape.end());
  SmallVector<int64_t> sizes;
  for (AffineExpr expr : shapesToLoops.getResults()) {
    llvm::Expected<int64_t> size = evalAffine(expr, flat);
    if (!size)
      return size.takeError();
    sizes.push_back(*size);
  }
  // A dimension a map sends a loop to directly has the loop's size, as
  // linalg's verifier requires of static shapes.
  for (auto [operand, access] : llvm::enumerate(accesses))
    for (auto [d, expr] : llvm::enumerate(access.map.getResults()))
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        if (access.shape[d] != sizes[dim.getPosition()])
          return evalError("operand #" + Twine(operand) + " has size " +
                           Twine(access.shape[d]) + " in dimension " +
                           Twine(d) + ", where its map puts loop d" +
                           Twine(dim.getPosition()) + ", which runs over " +
                           Twine(sizes[dim.getPosition()]));
  return sizes;
}

} // namespace

/// A structured op of linalg on tensors: `operands` are its ins then its
/// outs, `maps` their indexing maps, `blockOperands` the operand each
/// argument of `body`'s block reads (ins and outs, or the ins alone for
/// linalg.map). The results are the outs after the body has run at every
/// point of the loop nest, in row-major order; `op` is the key linalg.index
/// reads the point with.
llvm::Expected<SmallVector<Tensor>>
evalLinalgStructuredOp(Operation *op, ArrayRef<Tensor> operands,
                       unsigned numInputs, ArrayRef<AffineMap> maps,
                       AffineMap shapesToLoops,
                       ArrayRef<unsigned> blockOperands, Region &body,
                       EvalEnv &env) {
  SmallVector<Access> accesses;
  for (auto [tensor, map] : llvm::zip_equal(operands, maps)) {
    if (map.getNumResults() != unsigned(tensor.getRank()))
      return evalError("indexing map " + textOf(map) + " has " +
                       Twine(map.getNumResults()) +
                       " results for an operand of rank " +
                       Twine(tensor.getRank()));
    Access access{map, tensor.getShape(), {}};
    access.strides.assign(tensor.getRank(), 1);
    for (int64_t d = tensor.getRank() - 1; d > 0; --d)
      access.strides[d - 1] = access.strides[d] * tensor.getShape()[d];
    accesses.push_back(std::move(access));
  }
  llvm::Expected<SmallVector<int64_t>> sizes =
      loopSizes(shapesToLoops, accesses);
  if (!sizes)
    return sizes.takeError();
  SmallVector<Tensor> results;
  for (const Tensor &init : operands.drop_front(numInputs))
    results.push_back(init.clone());
  if (llvm::is_contained(*sizes, 0))
    return results;

  SmallVector<RankedTensorType> scalarTypes;
  for (const Tensor &tensor : operands)
    scalarTypes.push_back(RankedTensorType::get({}, tensor.getElementType()));
  SmallVector<int64_t> point(sizes->size(), 0);
  SmallVector<int64_t> positions(operands.size());
  SmallVector<InterpreterValue> args(blockOperands.size());
  SmallVector<InterpreterValue> yielded;
  RunningLoop running(op, point);
  while (true) {
    if (env.getOptions().interrupted())
      return evalError(InterpreterOptions::kInterruptedMessage);
    for (size_t i = 0; i < operands.size(); ++i) {
      llvm::Expected<int64_t> position =
          positionOf(accesses[i], unsigned(i), point);
      if (!position)
        return position.takeError();
      positions[i] = *position;
    }
    for (auto [arg, operand] : llvm::zip_equal(args, blockOperands)) {
      const Tensor &source = operand < numInputs
                                 ? operands[operand]
                                 : results[operand - numInputs];
      Tensor element(scalarTypes[operand]);
      element.setLinear(0, source.getLinear(positions[operand]));
      arg = std::move(element);
    }
    if (llvm::Error error = env.runRegionInto(body, args, yielded))
      return std::move(error);
    for (auto [i, value] : llvm::enumerate(yielded))
      results[i].setLinear(positions[numInputs + i],
                           value.getTensor().getLinear(0));
    // The next point in row-major order.
    int64_t d = int64_t(point.size()) - 1;
    for (; d >= 0; --d) {
      if (++point[d] < (*sizes)[d])
        break;
      point[d] = 0;
    }
    if (d < 0)
      return results;
  }
}

/// linalg.index: coordinate `dim` of the loop point of `parent`, whose body
/// is running.
llvm::Expected<Tensor> evalLinalgIndexOp(Operation *parent, uint64_t dim) {
  for (auto &[op, point] : llvm::reverse(runningLoops)) {
    if (op != parent)
      continue;
    if (dim >= point.size())
      return evalError("linalg.index " + Twine(dim) + " of a loop nest of " +
                       Twine(point.size()) + " loops");
    return indexScalar(parent->getContext(), point[dim]);
  }
  return evalError("linalg.index runs only in the body of its running op");
}

namespace {

/// The adapter of every structured op: its operands, maps and body from
/// the LinalgOp interface.
template <typename OpTy>
llvm::Expected<EvalResults> evalStructured(OpTy typed,
                                           const OperandValues &operands,
                                           EvalEnv &env) {
  auto op = cast<linalg::LinalgOp>(typed.getOperation());
  if (!op.hasPureTensorSemantics())
    return evalError(op->getName().getStringRef() +
                     " on memref operands is not supported (the interpreter "
                     "holds values, not buffers)");
  SmallVector<unsigned> blockOperands;
  for (OpOperand *operand : op.getOpOperandsMatchingBBargs())
    blockOperands.push_back(operand->getOperandNumber());
  if (blockOperands.size() != op.getBlock()->getNumArguments())
    return evalError("the body's arguments do not match the operands");
  return asResults(evalLinalgStructuredOp(
      op, operands.tensors(op->getOperands()), unsigned(op.getNumDpsInputs()),
      op.getIndexingMapsArray(), op.getShapesToLoopsMap(), blockOperands,
      *op.getBlock()->getParent(), env));
}

llvm::Expected<EvalResults> evalIndex(linalg::IndexOp op, const OperandValues &,
                                      EvalEnv &) {
  return asResults(evalLinalgIndexOp(op->getParentOp(), op.getDim()));
}

template <typename... Ops> void addStructured(EvaluatorRegistry &r) {
  (r.add<Ops, evalStructured<Ops>>(), ...);
}

} // namespace

void registerLinalgDialectEvaluators(EvaluatorRegistry &r) {
  // Every structured op of linalg, in the list of linalg's own ODS.
  addStructured<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
      >(r);
  r.add<linalg::IndexOp, evalIndex>();
}

} // namespace shlo
} // namespace mlir
