//===- CustomCalls.h - custom_call targets with a defined meaning -*- C++ -*-===//
//
// JAX emits a few custom_call targets whose meaning is fixed: shape
// assertions, the dynamic forms of reduce_window, rng_bit_generator and
// top_k (from before StableHLO had them), mhlo.topk and device placement
// annotations. They run as the ops they stand for; their evaluators are
// defined in MiscOps.cpp next to custom_call's.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_CUSTOMCALLS_H
#define SHLO_INTERPRETER_CUSTOMCALLS_H

#include "interpreter/Evaluator.h"
#include "interpreter/LinalgOps.h"
#include "interpreter/Tensor.h"

#include <optional>
#include <string>

namespace mlir {
namespace shlo {

/// The custom_call attributes the targets below read, decoded by the
/// adapter.
struct CustomCallConfig {
  /// @shape_assertion: `error_message`, with `{i}` standing for the value
  /// of operand i + 1.
  std::string errorMessage;
  /// @stablehlo.dynamic_reduce_window: `called_computations` (the body).
  SmallVector<std::string, 1> calledComputations;
  /// @stablehlo.dynamic_rng_bit_generator: `rng_algorithm`.
  RngBitAlgorithm rngAlgorithm = RngBitAlgorithm::Default;
  /// @mhlo.topk: `mhlo.attributes = {k = .., largest = ..}`.
  std::optional<int64_t> k;
  bool largest = true;
};

/// @shape_assertion(pred, inputs...): nothing when `pred` holds, else an
/// error with the message, `{i}` replaced by the value of inputs[i].
llvm::Error evalShapeAssertion(ArrayRef<Tensor> operands,
                               StringRef errorMessage);

/// top_k along the last dimension: the `k` largest (or smallest) values of
/// each row, in descending (ascending) IEEE totalOrder, ties in index
/// order, and their indices, of type `indexType`.
llvm::Expected<SmallVector<Tensor>> evalTopK(const Tensor &operand, int64_t k,
                                             bool largest, Type indexType);

/// XLA's ApproxTopK attributes (`mhlo.backend_config`).
struct ApproxTopKConfig {
  int64_t topK = 0;
  int64_t reductionDim = 0;
  double recallTarget = 0;
  bool aggregateToTopK = true;
  int64_t reductionInputSizeOverride = -1;
};

/// @ApproxTopK(inputs..., inits...) (and @stablehlo.dynamic_approx_top_k,
/// with k as a last operand): XLA's approximate top-k, run exactly as XLA
/// runs it off TPU: each input is sorted along `reductionDim` by the
/// function `comparator` (called on (lhs0, rhs0, lhs1, rhs1, ...) scalars,
/// ties keeping index order) and the first R elements are the results, R
/// being the results' size along that dimension (top_k, or at least top_k
/// when aggregate_to_topk is false). The inits must be scalars of the
/// inputs' element types; recall_target is met by an exact top-k.
llvm::Expected<SmallVector<Tensor>>
evalApproxTopK(ArrayRef<Tensor> operands, StringRef comparator,
               const ApproxTopKConfig &config, TypeRange resultTypes,
               EvalEnv &env);

/// @stablehlo.dynamic_reduce_window(inputs..., inits..., window_dimensions,
/// window_strides, base_dilations, window_dilations, padding): reduce_window
/// with its attributes as operands and the function `body` as its region.
llvm::Expected<SmallVector<Tensor>>
evalDynamicReduceWindow(ArrayRef<Tensor> operands, StringRef body,
                        TypeRange resultTypes, EvalEnv &env);

/// @stablehlo.dynamic_rng_bit_generator(state, shape): rng_bit_generator
/// with its output shape as an operand.
llvm::Expected<SmallVector<Tensor>>
evalDynamicRngBitGenerator(const Tensor &state, const Tensor &shape,
                           RngBitAlgorithm algorithm, Type outputElementType,
                           const InterpreterOptions &options);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_CUSTOMCALLS_H
