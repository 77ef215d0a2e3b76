//===- Fold.h - constant folding by the interpreter's evaluators -*- C++ -*-===//
//
// An op whose operands (and the outer values its regions read) are all
// constants is folded by running its evaluator, the one the eval loop runs,
// on those constants. The pass `--interpreter-fold` folds a whole program;
// the same code is the stablehlo dialect's fold interface, so MLIR's
// `--canonicalize` folds through it too. Ops with an observable effect
// (checks, print, custom_call, optimization_barrier, calls) never fold; ops
// on quantized tensors fold as dequantize_op_quantize, into quantized
// constants (`stablehlo.constant() <{value = storage}> : () -> type`); an
// op whose evaluator fails, whose result or operand is too large, whose
// while loop runs too long or whose folding would take more work than the
// budget (interpreter/Work.h) stays in place with a remark saying why.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_FOLD_H
#define SHLO_INTERPRETER_FOLD_H

#include "interpreter/Tensor.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Operation.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace shlo {

/// Limits of folding. For each, 0 means no limit (as for the
/// interpreter's --max-while-iterations); negative values are refused.
struct FoldLimits {
  /// Largest result, operand (a constant, splats included, is refused
  /// before it is materialised) and intermediate tensor a fold may make or
  /// read, in elements.
  int64_t maxElements = int64_t(1) << 20;
  /// Most iterations a folded while loop may run.
  int64_t maxIterations = 100000;
  /// Most element-operations the folding of one op may take, its regions,
  /// loops and operand constants included (interpreter/Work.h).
  int64_t maxWork = int64_t(1000) * 1000 * 1000;
  /// Run the Element path only (no typed loops).
  bool elementPath = false;
  /// f32/f64 products summed with fused multiply-adds, as `--interpret`
  /// sums them by default (ExecutionSettings::fmaProducts): folding never
  /// changes a result.
  bool fmaProducts = true;
};

/// Why `op` is never folded (an effect, a type the folder does not make
/// constants of, no evaluator), or nullopt when it folds once its operands
/// are constants.
std::optional<std::string> whyNeverFolded(Operation *op);

/// The constant an SSA value holds, when a stablehlo.constant defines it
/// (for a quantized constant, its storage integers, as at run time).
std::optional<Tensor> constantValue(Value value);

/// The `value` of a stablehlo.constant of type `type` that holds `tensor`
/// (a run-time value of that type): for a quantized `type`, the storage
/// integers, typed as stablehlo::constantValueType(type).
DenseElementsAttr constantAttr(const Tensor &tensor, ShapedType type);

/// Evaluates `op` on `operands` (one tensor per operand); values from
/// outside the op that its regions read are taken from `captured`. The
/// error says why the op cannot be folded.
llvm::Expected<SmallVector<Tensor>>
foldOp(Operation *op, ArrayRef<Tensor> operands,
       llvm::function_ref<std::optional<Tensor>(Value)> captured,
       const FoldLimits &limits);

/// Nullopt when a constant of `type` may be materialised for folding under
/// `limits` (its elements within max-elements and max-work), else why not.
std::optional<std::string> operandTooLarge(Type type, const FoldLimits &limits);

/// The pass `--interpreter-fold`, declared in interpreter/Passes.td:
/// createInterpreterFoldPass() (options `max-elements`, `max-iterations`,
/// `max-work`, `element-path`, defaulting to FoldLimits') and
/// registerInterpreterFoldPass().
/// The pass `--stablehlo-aggressive-folder` (upstream's name and options
/// `fold-float`, `fold-op-element-limit`), folding through the same walk on
/// each function: registerStablehloAggressiveFolderPass().
#define GEN_PASS_DECL_INTERPRETERFOLDPASS
#define GEN_PASS_DECL_STABLEHLOAGGRESSIVEFOLDERPASS
#define GEN_PASS_REGISTRATION
#include "interpreter/Passes.h.inc"

/// Gives the stablehlo dialect a fold interface that folds through foldOp
/// (default limits), so that `--canonicalize` folds every op it can.
void registerFoldInterface(DialectRegistry &registry);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_FOLD_H
