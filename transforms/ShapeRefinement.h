//===- ShapeRefinement.h - shared by the refine passes -----------*- C++ -*-===//
//
// What --stablehlo-refine-arguments and --stablehlo-refine-shapes share:
// the entry function they start from and the name of the custom call that
// keeps a refined argument's old type until shapes are refined.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_SHAPEREFINEMENT_H
#define SHLO_TRANSFORMS_SHAPEREFINEMENT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir {
namespace shlo {

/// call_target_name of the wrapper --stablehlo-refine-arguments puts
/// between a refined argument and its uses (upstream's name).
inline constexpr llvm::StringLiteral kOperandWrapperTarget =
    "stablehlo.shape_refinement_operand_wrapper";

/// The function whose arguments are refined: the module's only function,
/// else its `@main`. Emits a located error and returns null when there is
/// neither, or when that function has more than one block.
func::FuncOp findRefinementEntry(ModuleOp module);

/// `refined` when it is a more specific form of `current` (same element
/// type; ranked with `current`'s rank when `current` is ranked; every
/// static dimension of `current` kept), else null.
Type moreSpecificType(Type current, Type refined);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_SHAPEREFINEMENT_H
