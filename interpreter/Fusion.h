//===- Fusion.h - chains of elementwise ops run in one pass -----*- C++ -*-===//
//
// A chain of elementwise ops (with the broadcast_in_dim, splat constants,
// convert, compare and select that feed it) run op by op writes every
// intermediate tensor to memory and reads it back. A FusedChain is such a
// chain of one block compiled once: the ops' results that only feed the
// chain live in small tiles (kTile elements), and one pass over the result
// runs every op on one tile after the other, so the chain reads its inputs
// and writes its result once. Each step maps the typed face of the same
// kernel the op's evaluator maps (Kernels.h) through the same mapRange
// loop (or, for a splat operand, mapRangeSplat, which makes the same call
// per element with the splat's value), so every element gets the same
// operations in the same order as op by op: the same bits (docs/design.md,
// "Fusion").
//
// An op whose operands are all broadcasts of tensors of one smaller shape
// with the same broadcast_dimensions (or splats) is hoisted: a program of
// its own runs it once per element of the smaller shape, and the chain
// broadcasts its result. A step is a per-element function of its
// operands' elements, so every element of the result still gets the same
// bits (layer norm's rsqrt runs over 256 row variances, not 256x1024).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_FUSION_H
#define SHLO_INTERPRETER_FUSION_H

#include "interpreter/Tensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>

namespace mlir {
namespace shlo {

class FusedChain {
public:
  /// Elements of one tile.
  static constexpr int64_t kTile = 1024;

  /// Whether `op` can be a step of a chain whose result has `shape`: an
  /// elementwise op with a typed kernel for its types (integer divide and
  /// remainder excluded: their divisor check is an error of the op), a
  /// broadcast_in_dim or a splat constant, with a static result of `shape`
  /// and element types with typed storage of at most 8 bytes.
  static bool canFuse(Operation *op, ArrayRef<int64_t> shape);

  /// Compiles `members` (ops of one block, in block order; the last is the
  /// root, whose result the chain computes; every other member's result is
  /// used only by later members), or returns null.
  static std::unique_ptr<FusedChain> compile(ArrayRef<Operation *> members);

  /// The values from outside the chain that it reads, in the order run()
  /// takes them.
  ArrayRef<Value> getInputs() const { return inputs; }
  /// Whether `tensors` (one per input) have the types the chain was
  /// compiled for.
  bool accepts(ArrayRef<const Tensor *> tensors) const;

  /// Computes the root's result from `tensors`. When `into` is given (a
  /// tensor of the result's type that nothing else holds, one of the
  /// inputs read element by element at the position written), the result
  /// is written there and returned.
  Tensor run(ArrayRef<const Tensor *> tensors, Tensor *into = nullptr) const;

  /// Inputs that run() may write into: read only at the position of the
  /// element being written, with the result's type.
  ArrayRef<unsigned> getReusableInputs() const { return reusable; }

  RankedTensorType getResultType() const { return resultType; }

  /// Members computed on the smaller tensors their broadcasts read (see
  /// the file comment): ops, not broadcasts or constants.
  unsigned getNumHoisted() const { return numHoisted; }

  struct Step;
  /// Steps run tile by tile over `numElements` positions with `numTiles`
  /// tiles per chunk.
  struct Program;
  ~FusedChain();
  FusedChain();

private:
  SmallVector<Value, 4> inputs;
  SmallVector<RankedTensorType, 4> inputTypes;
  SmallVector<unsigned, 2> reusable;
  /// The hoisted programs (one per broadcast pattern, splats first), then
  /// the chain's own over the result.
  std::vector<Program> programs;
  /// Elements and storage bytes of each hoisted value run() keeps for the
  /// programs after the one computing it.
  SmallVector<std::pair<int64_t, unsigned>, 2> buffers;
  unsigned numHoisted = 0;
  RankedTensorType resultType;
};

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_FUSION_H
