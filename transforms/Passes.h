//===- Passes.h - stablehlo <-> vhlo conversions -----------------*- C++ -*-===//
//
// The conversions between stablehlo (what the interpreter runs) and vhlo
// (versioned stablehlo, what portable artifacts hold), as functions for the
// serializer and as interpreter-opt passes with upstream's names:
//
//   --stablehlo-legalize-to-vhlo[=allow-other-dialects]
//   --vhlo-legalize-to-stablehlo
//   --vhlo-to-version=target=X.Y.Z|current|minimum
//
// Each function returns failure after emitting a located diagnostic (at the
// op that could not be converted, plus one at the module naming the
// version for version conversion); the module may then be partly converted.
// See docs/vhlo.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_PASSES_H
#define SHLO_TRANSFORMS_PASSES_H

#include <memory>

#include "dialect/VhloVersion.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace shlo {

#define GEN_PASS_DECL
#include "transforms/Passes.h.inc"

/// stablehlo, func.func, func.call and func.return ops become the newest vhlo
/// op of their family. With `allowOtherDialects`, ops of other dialects stay
/// and are joined to vhlo values through builtin.unrealized_conversion_cast;
/// without it they are an error.
LogicalResult legalizeStablehloToVhlo(ModuleOp module,
                                      bool allowOtherDialects = false);

/// The inverse: vhlo ops of the current version become stablehlo and func
/// ops; attributes holding their default are dropped. Casts left by
/// allowOtherDialects are folded away where both sides meet again.
LogicalResult legalizeVhloToStablehlo(ModuleOp module);

/// Upgrades or downgrades every vhlo op to the form of its family that
/// exists in `target` (which must be within [minimum, current]). Refuses,
/// with a located error, an op, type or attribute the target cannot express.
LogicalResult convertVhloToVersion(ModuleOp module, vhlo::Version target);

/// Checks that every vhlo op, type and attribute in `module` exists in
/// `version` (what a module claiming to be of that version must satisfy).
LogicalResult verifyVhloVersion(ModuleOp module, vhlo::Version version);

/// Registers the three passes and the --stablehlo-deserialize pipeline with
/// MLIR's pass registry (interpreter-opt).
void registerVhloPasses();

/// Replaces every chlo op under `root` (the op itself excluded) by its
/// stablehlo decomposition (transforms/ChloLegalizeToStablehlo.cpp). Emits a
/// located error for each op it cannot lower and fails; the others are
/// lowered all the same.
LogicalResult legalizeChloToStablehlo(Operation *root);

/// Registers --chlo-legalize-to-stablehlo and the
/// --chlo-pre-serialization-pipeline pipeline (interpreter-opt).
void registerChloPasses();
/// Registers the stablehlo-to-stablehlo passes with upstream's names
/// (--stablehlo-complex-math-expander, --stablehlo-legalize-composite-to-call,
/// --stablehlo-refine-arguments, --stablehlo-refine-shapes).
void registerStablehloPasses();

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_PASSES_H
