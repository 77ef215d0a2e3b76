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
  ];
}

#endif // SHLO_INTERPRETER_PASSES_TD
