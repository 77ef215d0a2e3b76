//===- Lowering.h - OpiDiff tests to stablehlo test functions ---*- C++ -*-===//
//
// Turns one test (an aten call bound to its schema, or a torch.nn module
// with the baseline's parameters) into a `func.func @<test.id>()` whose body
// materialises the inputs as `stablehlo.constant`, computes the op with
// stablehlo ops and checks the result with the `check` dialect. Every op is
// built with mlir::OpBuilder, so the dialect's verifiers check it.
//
// Aten calls are read by schema argument name (BoundCall::args), e.g.
// aten::add.Tensor reads `self`, `other`, `alpha`; a dtype argument is a
// String holding torch's dtype name. supportedAtenOps() lists the ops.
//
// Modules are read from BaselineResult::Module. `kind` is the class name
// without "torch.nn."; `config` uses torch's constructor option names, and
// an int-list option may be an Int or a List of Int (one value for every
// spatial dimension); `params` uses torch's parameter and buffer names:
//
//   Linear       params weight [out, in], bias [out] (optional)
//   Conv1d/2d    config stride, padding (List of Int, or String "same" /
//                "valid"), dilation, groups (Int), padding_mode (String,
//                only "zeros"); params weight, bias (optional)
//   LayerNorm    config normalized_shape (List of Int), eps (Float);
//                params weight, bias (optional)
//   BatchNorm1d/2d  config eps (Float); params weight, bias (optional),
//                running_mean, running_var (both absent: batch statistics);
//                evaluated as in eval()
//   Embedding    config padding_idx (Int or None), max_norm (None only);
//                params weight
//   ReLU, SiLU, Sigmoid, Tanh, Identity, Dropout (eval: identity)
//   GELU         config approximate (String "none" or "tanh")
//   Softmax      config dim (Int; None picks torch's legacy dimension)
//   Flatten      config start_dim (Int, default 1), end_dim (Int, default -1)
//   MaxPool2d    config kernel_size, stride (None or empty: kernel_size),
//                padding, dilation, ceil_mode (Bool), return_indices (only
//                false)
//   AvgPool2d    config kernel_size, stride, padding, ceil_mode,
//                count_include_pad (Bool), divisor_override (Int or None)
//   Sequential   children, applied in order
//
// Missing config entries take torch's defaults.
//
// A module of kind "TorchScript" (a Python-file module, TorchScript.h)
// carries its frozen forward graph instead (BaselineResult::Module::graph),
// lowered node by node through the aten lowerings (LowerScript.cpp); its
// tensor outputs are all checked.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_LOWERING_LOWERING_H
#define SHLO_OPIDIFF_LOWERING_LOWERING_H

#include "opidiff/Model.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// Knobs of the lowering.
struct LoweringOptions {
  /// Absolute tolerance of the float and complex checks.
  double tolerance = 1e-4;
  /// Emit checks of the result; without them the function only computes.
  bool emitChecks = true;
};

/// Adds `func.func @<test.id>()` to `module`: the call's tensor arguments as
/// stablehlo.constant, the op lowered to stablehlo ops, and checks of the
/// result against `expected` (check.expect_almost_eq_const with the
/// tolerance for float/complex results, check.expect_eq_const for
/// integers/bool; every element of a tuple/list result). With
/// `expected == nullptr` no checks are emitted. An op, overload or dtype
/// without a lowering gives an UnsupportedError; on any error the function
/// is removed from the module again.
llvm::Error lowerAtenTest(mlir::ModuleOp module, const TestCase &test,
                          const BoundCall &call, const Value *expected,
                          const LoweringOptions &options);

/// As lowerAtenTest, for a module test: `test.inputs` are the forward
/// arguments and `spec` holds the module's kind, config and parameters.
llvm::Error lowerModuleTest(mlir::ModuleOp module, const TestCase &test,
                            const BaselineResult::Module &spec,
                            const Value *expected,
                            const LoweringOptions &options);

/// A compare pair: adds one function `@<a.pairId>` that lowers both sides
/// over the same input constants (a's inputs). With `emitChecks` it checks
/// a's result against b's with check.expect_almost_eq (float/complex, with
/// the tolerance) or check.expect_eq (integers/bool); without, it returns
/// the results side by side (a's first result, b's first, a's second, ...)
/// so that their difference can be measured (opdiff never fails a pair).
llvm::Error lowerComparePair(mlir::ModuleOp module, const TestCase &a,
                             const BaselineResult::Module &ma,
                             const TestCase &b,
                             const BaselineResult::Module &mb,
                             const LoweringOptions &options);

/// The aten ops with a lowering ("aten::add", ...), sorted.
std::vector<std::string> supportedAtenOps();
/// The module kinds with a lowering ("Linear", ...), sorted.
std::vector<std::string> supportedModules();

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_LOWERING_LOWERING_H
