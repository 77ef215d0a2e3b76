//===- Regions.h - computations passed to ops as regions --------*- C++ -*-===//
//
// reduce, scatter, sort and map take a region. A Combiner runs it on
// elements: through the eval loop in general, or, when the region is one of
// the common binary ops on its two arguments (add, max, ...) or returns one
// of them, through a kernel with no per-element region evaluation.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_REGIONS_H
#define SHLO_INTERPRETER_REGIONS_H

#include "interpreter/Element.h"
#include "interpreter/Tensor.h"

#include "mlir/IR/Region.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace mlir {
namespace shlo {

class EvalEnv;

/// A region recognised as a simple function of (current, update).
enum class CombinerKind {
  Add,
  Multiply,
  Maximum,
  Minimum,
  And,
  Or,
  Xor,
  TakeUpdate,
  KeepCurrent
};

/// What a reduction or scatter does with (current values, new values).
struct Combiner {
  /// Set when the region has one value per side and matches a kind.
  std::optional<CombinerKind> kind;
  /// The general case: runs the region on 2N scalars, returns N.
  llvm::function_ref<llvm::Expected<SmallVector<Element>>(ArrayRef<Element>,
                                                          ArrayRef<Element>)>
      region;

  /// Applies the combiner to one set of values.
  llvm::Expected<SmallVector<Element>> apply(ArrayRef<Element> current,
                                             ArrayRef<Element> update) const;
};

/// The kind of a region `^bb0(%a, %b): %r = op %a, %b; return %r` (or one
/// that returns %a or %b), if it is one.
std::optional<CombinerKind> matchCombiner(Region &region);

/// The direction and kind of a region `^bb0(%a, %b, ...): %p = compare DIR,
/// %a, %b; return %p` (a comparator on its first argument pair), if it is one.
std::optional<std::pair<CompareDirection, CompareKind>>
matchComparator(Region &region);

/// Applies a combiner kind on the Element path.
Element applyCombiner(CombinerKind kind, const Element &current,
                      const Element &update);

/// For each (source position, target position) pair, sets
/// target[t] = combine(target[t], source[s]) with a typed kernel. Returns
/// false (doing nothing) when the kind or element type has no typed path.
bool combineTyped(CombinerKind kind, Tensor &target, const Tensor &source,
                  ArrayRef<std::pair<int64_t, int64_t>> pairs);

/// The same for a reduction: source element i (row-major) combines into
/// target offset sum(index[d] * targetStrides[d]), targetStrides being 0 on
/// reduced dimensions.
bool combineTypedReduction(CombinerKind kind, Tensor &target,
                           const Tensor &source, ArrayRef<int64_t> targetStrides);

/// Runs `region` through `env` on scalar arguments (rank-0 tensors made from
/// `args`, converted to the region's argument types), returning the scalars
/// it yields.
llvm::Expected<SmallVector<Element>>
runScalarRegion(Region &region, ArrayRef<Element> args, EvalEnv &env);

/// The Combiner of a reduction-like op: `body`'s typed kind when it has one
/// (single input), else `body` run through `env`.
class RegionCombiner {
public:
  RegionCombiner(Region &body, size_t numInputs, EvalEnv &env);
  RegionCombiner(const RegionCombiner &) = delete;
  RegionCombiner &operator=(const RegionCombiner &) = delete;
  const Combiner &get() const { return combiner; }

private:
  struct Runner {
    Region &body;
    EvalEnv &env;
    llvm::Expected<SmallVector<Element>>
    operator()(ArrayRef<Element> current, ArrayRef<Element> update) const;
  };
  Runner runner;
  Combiner combiner;
};

/// One Element-path step of reduce, reduce_window or scatter: applies
/// `combiner` to (targets[i] at `target`, sources[i] at `source`) for every
/// i and stores value i into targets[i] at `target`, converted to the
/// element type of targets[i] when it has another (a promoted body).
llvm::Error combineInto(const Combiner &combiner,
                        MutableArrayRef<Tensor> targets, int64_t target,
                        ArrayRef<Tensor> sources, int64_t source);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_REGIONS_H
