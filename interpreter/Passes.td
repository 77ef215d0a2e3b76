//===- Passes.td - the interpreter's passes ----------------*- tablegen -*-===//
//
// Passes built on the interpreter's evaluators. They live here, not in
// transforms/Passes.td: transforms/ (stablehlo <-> vhlo) does not depend on
// the interpreter, and the interpreter does not depend on transforms/.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_PASSES_TD
#define SHLO_INTERPRETER_PASSES_TD

include "mlir/Pass/PassBase.td"

def InterpreterFoldPass : Pass<"interpreter-fold"> {
  let summary = "Replace ops whose operands are constants by the constants "
                "the interpreter's evaluators compute";
  let description = [{
    Folds every op whose operands (and the outer values its regions read)
    are constants by running its evaluator, the one `--interpret` runs, on
    those constants (interpreter/Fold.h, docs/design.md "Constant
    folding"). An op that cannot be folded stays, with a remark saying why.
    The defaults are those of FoldLimits.
  }];
  let dependentDialects = ["::mlir::stablehlo::StableHLODialect"];
  let options = [
    Option<"maxElements", "max-elements", "int64_t",
           /*default=*/"::mlir::shlo::FoldLimits().maxElements",
           "Largest result or operand a fold may make or read, in elements "
           "(0: no limit)">,
    Option<"maxIterations", "max-iterations", "int64_t",
           /*default=*/"::mlir::shlo::FoldLimits().maxIterations",
           "Most iterations a folded while loop may run (0: no limit)">,
    Option<"maxWork", "max-work", "int64_t",
           /*default=*/"::mlir::shlo::FoldLimits().maxWork",
           "Most element-operations the folding of one op may take "
           "(0: no limit)">,
    Option<"elementPath", "element-path", "bool",
           /*default=*/"::mlir::shlo::FoldLimits().elementPath",
           "Fold on the Element path only (no typed loops)">,
    Option<"fmaProducts", "fma-products", "bool",
           /*default=*/"::mlir::shlo::FoldLimits().fmaProducts",
           "f32/f64 dot_general and convolution add each product with one "
           "fused multiply-add, as --interpret does by default (false: "
           "products rounded first, as the spec's formula reads)">,
  ];
}

def StablehloAggressiveFolderPass
    : Pass<"stablehlo-aggressive-folder", "::mlir::func::FuncOp"> {
  let summary = "Fold StableHLO ops whose operands are constants "
                "(upstream's pass name and options, the interpreter's "
                "evaluators)";
  let description = [{
    Upstream's `--stablehlo-aggressive-folder` under its own name and
    options, so that upstream's RUN lines run unchanged. It folds as
    `--interpreter-fold` does (the evaluators `--interpret` runs, exact to
    the spec), with upstream's two limits: an op with a result of more than
    `fold-op-element-limit` elements stays, and with `fold-float=false` an
    op with a floating-point or complex result stays. Ops that stay get no
    remark (upstream's pass prints none). Operands and intermediates keep
    the folder's own bounds (FoldLimits), raised to the element limit when
    it is larger. Upstream's pattern rewrites on partly constant operands
    (`add(x, 0)`) belong to `--stablehlo-aggressive-simplification`, which
    is not offered.
  }];
  let dependentDialects = ["::mlir::stablehlo::StableHLODialect"];
  let options = [
    Option<"foldFloat", "fold-float", "bool", /*default=*/"true",
           "Fold ops with floating-point or complex results">,
    Option<"foldOpElementLimit", "fold-op-element-limit", "int64_t",
           /*default=*/"65536",
           "Largest result, in elements, of an op that folds">,
  ];
}

#endif // SHLO_INTERPRETER_PASSES_TD
