//===- Ops.h - evaluator functions, one per op ------------------*- C++ -*-===//
//
// Each evaluator takes runtime tensors, decoded attributes and the result
// type, and returns the result (or an error). They do not see the op, so
// unit tests call them directly.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_OPS_H
#define SHLO_INTERPRETER_OPS_H

#include "dialect/Dialects.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Regions.h"
#include "interpreter/Tensor.h"

#include "llvm/Support/Error.h"

namespace mlir {
namespace shlo {

// Unary elementwise ops.
Tensor evalAbsOp(const Tensor &operand, ShapedType resultType);
Tensor evalCbrtOp(const Tensor &operand, ShapedType resultType);
Tensor evalCeilOp(const Tensor &operand, ShapedType resultType);
Tensor evalClzOp(const Tensor &operand, ShapedType resultType);
Tensor evalCosineOp(const Tensor &operand, ShapedType resultType);
Tensor evalExpOp(const Tensor &operand, ShapedType resultType);
Tensor evalExpm1Op(const Tensor &operand, ShapedType resultType);
Tensor evalFloorOp(const Tensor &operand, ShapedType resultType);
Tensor evalImagOp(const Tensor &operand, ShapedType resultType);
Tensor evalIsFiniteOp(const Tensor &operand, ShapedType resultType);
Tensor evalLogOp(const Tensor &operand, ShapedType resultType);
Tensor evalLog1pOp(const Tensor &operand, ShapedType resultType);
Tensor evalLogisticOp(const Tensor &operand, ShapedType resultType);
Tensor evalNegOp(const Tensor &operand, ShapedType resultType);
Tensor evalNotOp(const Tensor &operand, ShapedType resultType);
Tensor evalPopcntOp(const Tensor &operand, ShapedType resultType);
Tensor evalRealOp(const Tensor &operand, ShapedType resultType);
Tensor evalRoundNearestAfzOp(const Tensor &operand, ShapedType resultType);
Tensor evalRoundNearestEvenOp(const Tensor &operand, ShapedType resultType);
Tensor evalRsqrtOp(const Tensor &operand, ShapedType resultType);
Tensor evalSignOp(const Tensor &operand, ShapedType resultType);
Tensor evalSineOp(const Tensor &operand, ShapedType resultType);
Tensor evalSqrtOp(const Tensor &operand, ShapedType resultType);
Tensor evalTanOp(const Tensor &operand, ShapedType resultType);
Tensor evalTanhOp(const Tensor &operand, ShapedType resultType);
Tensor evalConvertOp(const Tensor &operand, ShapedType resultType);
Tensor evalBitcastConvertOp(const Tensor &operand, ShapedType resultType);
Tensor evalReducePrecisionOp(const Tensor &operand, int32_t exponentBits,
                             int32_t mantissaBits, ShapedType resultType);

// Binary elementwise ops.
Tensor evalAddOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalAndOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalAtan2Op(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Integer division by zero is an error (the specification leaves the
/// result open; this interpreter refuses to make one up).
llvm::Expected<Tensor> evalDivideOp(const Tensor &lhs, const Tensor &rhs,
                                    ShapedType resultType);
Tensor evalMaxOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalMinOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalMulOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalOrOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalPowOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
/// Integer remainder by zero is an error, as for divide.
llvm::Expected<Tensor> evalRemOp(const Tensor &lhs, const Tensor &rhs,
                                 ShapedType resultType);
Tensor evalShiftLeftOp(const Tensor &lhs, const Tensor &rhs,
                       ShapedType resultType);
Tensor evalShiftRightArithmeticOp(const Tensor &lhs, const Tensor &rhs,
                                  ShapedType resultType);
Tensor evalShiftRightLogicalOp(const Tensor &lhs, const Tensor &rhs,
                               ShapedType resultType);
Tensor evalSubtractOp(const Tensor &lhs, const Tensor &rhs,
                      ShapedType resultType);
Tensor evalXorOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType);
Tensor evalComplexOp(const Tensor &lhs, const Tensor &rhs,
                     ShapedType resultType);
Tensor evalCompareOp(const Tensor &lhs, const Tensor &rhs,
                     CompareDirection direction, CompareKind kind,
                     ShapedType resultType);
/// The direction and kind (Element.h) of stablehlo.compare's attributes.
CompareDirection toDirection(stablehlo::ComparisonDirection direction);
CompareKind toKind(std::optional<stablehlo::ComparisonType> type);
/// An error when compare's (C3) does not allow the compare type named
/// `compareType` (stablehlo's or chlo's enum name; "" when absent) for
/// `element` operands (compareTypeApplies, dialect/VerifyHelpers.h: the
/// verifier accepts such a compare, as upstream's does; evaluation refuses
/// it).
llvm::Error checkCompareType(Type element, StringRef compareType);

// Ternary elementwise ops.
Tensor evalClampOp(const Tensor &min, const Tensor &operand, const Tensor &max,
                   ShapedType resultType);
Tensor evalSelectOp(const Tensor &pred, const Tensor &onTrue,
                    const Tensor &onFalse, ShapedType resultType);

// Misc ops.
Tensor evalIotaOp(int64_t iotaDimension, ShapedType resultType);

// Shape and data-movement ops (ShapeOps.cpp). Errors are run-time shapes
// that the op's types allow but its semantics do not.
/// Fails unless `resultType` is static and each operand dimension is 1 or
/// the size of its target dimension.
llvm::Expected<Tensor> evalBroadcastInDimOp(const Tensor &operand,
                                            ArrayRef<int64_t> dims,
                                            ShapedType resultType);
/// broadcast_in_dim onto the trailing dimensions of `resultType`.
llvm::Expected<Tensor> evalBroadcastOp(const Tensor &operand,
                                       ArrayRef<int64_t> sizes,
                                       ShapedType resultType);
/// Fails unless `resultType` is static with the operand's element count.
llvm::Expected<Tensor> evalReshapeOp(const Tensor &operand,
                                     ShapedType resultType);
/// The result has the operand's permuted run-time shape.
Tensor evalTransposeOp(const Tensor &operand, ArrayRef<int64_t> permutation,
                       ShapedType resultType);
/// The result's shape follows from the indices; fails when a limit exceeds
/// the operand's run-time size.
llvm::Expected<Tensor> evalSliceOp(const Tensor &operand,
                                   ArrayRef<int64_t> start,
                                   ArrayRef<int64_t> limit,
                                   ArrayRef<int64_t> strides,
                                   ShapedType resultType);
/// Start indices are clamped into [0, dim - slice size]; fails when a slice
/// size exceeds the operand's run-time size.
llvm::Expected<Tensor> evalDynamicSliceOp(const Tensor &operand,
                                          ArrayRef<int64_t> startIndices,
                                          ArrayRef<int64_t> sliceSizes,
                                          ShapedType resultType);
/// Start indices are clamped into [0, dim - update size]; fails when the
/// update is larger than the operand.
llvm::Expected<Tensor> evalDynamicUpdateSliceOp(const Tensor &operand,
                                                const Tensor &update,
                                                ArrayRef<int64_t> startIndices);
/// Fails when the inputs differ outside `dimension`, or the result differs
/// from the static sizes of `resultType` or exceeds the limit of `options`.
llvm::Expected<Tensor> evalConcatenateOp(ArrayRef<Tensor> inputs,
                                         int64_t dimension,
                                         ShapedType resultType,
                                         const InterpreterOptions &options);
/// The padding itself, into `resultType`, the static type it gives (no
/// checks; reduce_window pads with it too).
Tensor evalPadOp(const Tensor &operand, const Tensor &paddingValue,
                 ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                 ArrayRef<int64_t> interior, ShapedType resultType);
/// pad: checks the padding against the operand's run-time shape, the static
/// sizes of `resultType` and the limit of `options`, then pads.
llvm::Expected<Tensor> evalPadOp(const Tensor &operand,
                                 const Tensor &paddingValue,
                                 ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                                 ArrayRef<int64_t> interior,
                                 ShapedType resultType,
                                 const InterpreterOptions &options);
/// pad with the padding read from rank-1 integer tensors.
llvm::Expected<Tensor>
evalDynamicPadOp(const Tensor &operand, const Tensor &paddingValue,
                 const Tensor &edgePaddingLow, const Tensor &edgePaddingHigh,
                 const Tensor &interiorPadding, ShapedType resultType,
                 const InterpreterOptions &options);
Tensor evalReverseOp(const Tensor &operand, ArrayRef<int64_t> dimensions);
/// The run-time size of `dimension`, as a scalar of `resultType`.
Tensor evalGetDimensionSizeOp(const Tensor &operand, int64_t dimension,
                              ShapedType resultType);
/// The operand, unchanged; fails unless `size` lies in [0, the run-time
/// size of `dimension`].
llvm::Expected<Tensor> evalSetDimensionSizeOp(const Tensor &operand,
                                              const Tensor &size,
                                              int64_t dimension);
/// broadcast_in_dim to the shape in `outputDimensions`, which must agree
/// with the static sizes of `resultType` and fit the limit of `options`.
llvm::Expected<Tensor>
evalDynamicBroadcastInDimOp(const Tensor &operand,
                            const Tensor &outputDimensions,
                            ArrayRef<int64_t> dims, ShapedType resultType,
                            const InterpreterOptions &options);
/// iota of the shape in `outputShape`, checked as for
/// evalDynamicBroadcastInDimOp.
llvm::Expected<Tensor> evalDynamicIotaOp(const Tensor &outputShape,
                                         int64_t iotaDimension,
                                         ShapedType resultType,
                                         const InterpreterOptions &options);
/// reshape to the shape in `outputShape`, checked as for
/// evalDynamicBroadcastInDimOp.
llvm::Expected<Tensor> evalDynamicReshapeOp(const Tensor &operand,
                                            const Tensor &outputShape,
                                            ShapedType resultType,
                                            const InterpreterOptions &options);
/// slice with start, limit and strides read from rank-1 integer tensors;
/// fails unless 0 <= start <= limit <= size and strides > 0 in every
/// dimension, or as for evalDynamicBroadcastInDimOp.
llvm::Expected<Tensor>
evalRealDynamicSliceOp(const Tensor &operand, const Tensor &startIndices,
                       const Tensor &limitIndices, const Tensor &strides,
                       ShapedType resultType,
                       const InterpreterOptions &options);

/// Gather dimension numbers, decoded.
struct GatherDims {
  SmallVector<int64_t> offsetDims, collapsedSliceDims, operandBatchingDims,
      startIndicesBatchingDims, startIndexMap;
  int64_t indexVectorDim = 0;
};
/// Scatter dimension numbers, decoded.
struct ScatterDims {
  SmallVector<int64_t> updateWindowDims, insertedWindowDims, inputBatchingDims,
      scatterIndicesBatchingDims, scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
};

// Indexing ops (IndexingOps.cpp).
/// Start indices are clamped so that every slice fits in the operand. The
/// result's shape follows from the run-time shapes; fails when they do not
/// fit `dims` and `sliceSizes` or the result exceeds the limit of `options`.
llvm::Expected<Tensor> evalGatherOp(const Tensor &operand,
                                    const Tensor &startIndices,
                                    const GatherDims &dims,
                                    ArrayRef<int64_t> sliceSizes,
                                    ShapedType resultType,
                                    const InterpreterOptions &options);
/// gather with the slice sizes read from a rank-1 integer tensor.
llvm::Expected<Tensor> evalDynamicGatherOp(const Tensor &operand,
                                           const Tensor &startIndices,
                                           const Tensor &sliceSizes,
                                           const GatherDims &dims,
                                           ShapedType resultType,
                                           const InterpreterOptions &options);
/// Updates whose result index falls outside the inputs are skipped. Results
/// have `resultElementTypes` (promotions of the inputs'; default: the
/// inputs' own). Fails when the run-time shapes do not fit `dims` or the
/// combiner fails.
llvm::Expected<SmallVector<Tensor>>
evalScatterOp(ArrayRef<Tensor> inputs, const Tensor &scatterIndices,
              ArrayRef<Tensor> updates, const ScatterDims &dims,
              const Combiner &combiner,
              ArrayRef<Type> resultElementTypes = {});
/// Fails when the batch dimensions differ, an index is out of range or the
/// result exceeds the limit of `options`.
llvm::Expected<Tensor> evalTorchIndexSelectOp(const Tensor &operand,
                                              const Tensor &index, int64_t dim,
                                              int64_t batchDims,
                                              ShapedType resultType,
                                              const InterpreterOptions &options);

// Reductions and sorting (ReductionOps.cpp).
/// Folds `dimensions` of the inputs with the combiner, starting from the
/// init values, in row-major order of the reduced elements. The inputs must
/// have one shape at run time; the combiner's errors are returned.
llvm::Expected<SmallVector<Tensor>>
evalReduceOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> initValues,
             ArrayRef<int64_t> dimensions, const Combiner &combiner,
             ArrayRef<ShapedType> resultTypes);
/// Sorts the inputs together along `dimension` (negative: from the back) by
/// `comparator`, run through `env` unless it is a plain compare of the
/// first input. The sort is stable whatever `isStable` says (an unstable
/// sort may return any order).
llvm::Expected<SmallVector<Tensor>> evalSortOp(ArrayRef<Tensor> inputs,
                                               int64_t dimension, bool isStable,
                                               Region &comparator,
                                               EvalEnv &env);

/// Window attributes of reduce_window and select_and_scatter, one value per
/// dimension, decoded with their defaults (ones; no padding).
struct WindowConfig {
  SmallVector<int64_t> dimensions, strides, baseDilations, windowDilations,
      paddingLow, paddingHigh;
};

// Window ops (WindowOps.cpp).
/// Pads each input with its init value (and base dilation), then folds each
/// window with the combiner, from the init value, in row-major order of the
/// window index. Results have `resultElementTypes` (the body's); padded
/// inputs and results must fit `options`.
llvm::Expected<SmallVector<Tensor>>
evalReduceWindowOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> initValues,
                   const WindowConfig &window, const Combiner &combiner,
                   ArrayRef<Type> resultElementTypes,
                   const InterpreterOptions &options);
/// Each window (no dilations) selects one operand element, padding never, by
/// `select`, run through `env` unless it is a plain compare; the source value
/// of the window is then combined into the selected element by `scatter`.
/// The result has the operand's shape and `resultElementType`.
llvm::Expected<Tensor>
evalSelectAndScatterOp(const Tensor &operand, const Tensor &source,
                       const Tensor &initValue, const WindowConfig &window,
                       Region &select, const Combiner &scatter,
                       Type resultElementType, EvalEnv &env);

/// Convolution attributes, decoded with their defaults.
struct ConvConfig {
  int64_t inputBatch = 0, inputFeature = 0, kernelInput = 0, kernelOutput = 0,
          outputBatch = 0, outputFeature = 0;
  SmallVector<int64_t> inputSpatial, kernelSpatial, outputSpatial;
  SmallVector<int64_t> strides, paddingLow, paddingHigh, lhsDilation,
      rhsDilation;
  SmallVector<bool> reversal;
  int64_t featureGroups = 1, batchGroups = 1;
};

// Contractions (ContractionOps.cpp).
/// The spec's windowed dot products, each result summed in the spec's
/// contracting order in the element type, as dot_general sums (integers
/// wrap); see docs/design.md.
Tensor evalConvolutionOp(const Tensor &lhs, const Tensor &rhs,
                         const ConvConfig &config, ShapedType resultType);
/// dynamic_conv: the convolution with the padding of `config` replaced by
/// `padding`, [low, high] per spatial dimension, which must give the spatial
/// sizes of `resultType` (C25).
llvm::Expected<Tensor> evalDynamicConvOp(const Tensor &lhs, const Tensor &rhs,
                                         const Tensor &padding,
                                         const ConvConfig &config,
                                         ShapedType resultType);
/// Products are summed in contracting order: f32 and narrower floats in f32
/// (narrower ones round to their type once at the end), f64 and complex in
/// their own type, integers with wraparound in the result type. Batching and
/// contracting dimensions must match at run time.
llvm::Expected<Tensor> evalDotGeneralOp(const Tensor &lhs, const Tensor &rhs,
                                        ArrayRef<int64_t> lhsBatching,
                                        ArrayRef<int64_t> rhsBatching,
                                        ArrayRef<int64_t> lhsContracting,
                                        ArrayRef<int64_t> rhsContracting,
                                        ShapedType resultType);
/// dot: dot_general contracting the last dimension of `lhs` with the first
/// of `rhs`.
llvm::Expected<Tensor> evalDotOp(const Tensor &lhs, const Tensor &rhs,
                                 ShapedType resultType);
/// einsum: result[out] = sum over the other letters of `config` of the
/// products lhs[...] * rhs[...]; floats and complex sum in double.
Tensor evalEinsumOp(const Tensor &lhs, const Tensor &rhs, StringRef config,
                    ShapedType resultType);
/// unary_einsum: the sum over the letters `config` drops from the operand.
Tensor evalUnaryEinsumOp(const Tensor &operand, StringRef config,
                         ShapedType resultType);

// Control flow (ControlFlowOps.cpp). Regions run through `env`.
/// Runs `body` while `cond` yields true, from `operands`.
llvm::Expected<SmallVector<InterpreterValue>>
evalWhileOp(ArrayRef<InterpreterValue> operands, Region &cond, Region &body,
            EvalEnv &env);
llvm::Expected<SmallVector<InterpreterValue>>
evalIfOp(const Tensor &pred, Region &trueBranch, Region &falseBranch,
         EvalEnv &env);
/// An index outside [0, branches) runs the last branch.
llvm::Expected<SmallVector<InterpreterValue>>
evalCaseOp(const Tensor &index, MutableArrayRef<Region> branches, EvalEnv &env);
/// Applies `computation` to the inputs' elements at each index.
llvm::Expected<Tensor> evalMapOp(ArrayRef<Tensor> inputs, Region &computation,
                                 ShapedType resultType, EvalEnv &env);

//===- Misc and quantized ops (MiscOps.cpp, QuantizedOps.cpp) ------------===//

/// The storage tensor type (i8, ui8, ... of the same shape) in which tensors
/// of a quantized tensor type are kept at run time (QuantizedOps.cpp).
RankedTensorType getQuantizedStorageType(ShapedType quantizedType);
/// stablehlo.constant: the tensor of `value`. For a quantized `resultType`
/// `value` holds the storage integers, and the result is the tensor of
/// them in getQuantizedStorageType(resultType) (`value` says i8 for a u8
/// storage type too, as upstream writes it).
llvm::Expected<Tensor> evalConstantOp(ElementsAttr value,
                                      ShapedType resultType = {});
/// stablehlo.optimization_barrier: its operands, unchanged.
SmallVector<InterpreterValue>
evalOptimizationBarrierOp(ArrayRef<InterpreterValue> operands);
/// func.call: the results of the function `callee` on `args`, which must
/// be `numResults` values.
llvm::Expected<SmallVector<InterpreterValue>>
evalCallOp(StringRef callee, ArrayRef<InterpreterValue> args,
           size_t numResults, EvalEnv &env);
/// interpreter.print: writes `name = value` and a newline to `os`.
void evalPrintOp(StringRef name, const InterpreterValue &value, bool dense,
                 llvm::raw_ostream &os);
/// stablehlo.uniform_quantize: `operand` (floats, or the storage integers of
/// the quantized `operandType`) quantized to the storage integers of the
/// quantized `resultType`.
Tensor evalUniformQuantizeOp(const Tensor &operand, ShapedType operandType,
                             ShapedType resultType);
/// stablehlo.uniform_dequantize: the storage integers of the quantized
/// `operandType` to floats of its expressed type.
Tensor evalUniformDequantizeOp(const Tensor &operand, ShapedType operandType);

//===- End of misc and quantized ops ------------------------------------===//

//===- Shardy (SdyOps.cpp) ------------------------------------------------===//

/// A mesh of sdy.manual_computation: its axis sizes, in order, and the
/// device id at each position (row-major over the axes; empty: position i
/// is device i).
struct ManualMesh {
  SmallVector<int64_t> axisSizes;
  SmallVector<int64_t> deviceIds;
};
/// One manual axis (or sub-axis) that splits a dimension: mesh axis `axis`,
/// the sub-axis of `size` after `preSize` (1 and the axis size for a whole
/// axis).
struct ManualAxisPart {
  int64_t axis;
  int64_t preSize;
  int64_t size;
};
/// Per dimension of a value, the manual axes that split it, major to minor.
using ManualSplit = SmallVector<SmallVector<ManualAxisPart, 2>>;

/// sdy.manual_computation: `body` run once per device of `mesh`, each on its
/// local shards of `operands` (split by `inSplits`), as the partitions of a
/// 1 x N process grid with one thread per device so that collectives in the
/// body meet; each result put together from the devices' local results
/// along `outSplits`. A one-device mesh runs `body` once, in place. Fails on
/// an operand dimension that its manual axes do not divide, a failing
/// device, or a multi-device mesh inside another process grid.
llvm::Expected<SmallVector<InterpreterValue>>
evalManualComputationOp(ArrayRef<InterpreterValue> operands,
                        const ManualMesh &mesh,
                        ArrayRef<ManualSplit> inSplits,
                        ArrayRef<ManualSplit> outSplits,
                        ArrayRef<ShapedType> resultTypes, Region &body,
                        EvalEnv &env);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_OPS_H
