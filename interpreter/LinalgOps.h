//===- LinalgOps.h - fft, linear algebra, batch norm, rng -------*- C++ -*-===//
//
// Evaluators of fft, triangular_solve, cholesky, the batch_norm ops, rng and
// rng_bit_generator (LinalgOps.cpp). Like those of Ops.h they take runtime
// tensors, decoded attributes and result types, and do not see the op.
// Floating-point work is done in double (std::complex<double> for complex
// types) and rounded once to the result type.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_LINALGOPS_H
#define SHLO_INTERPRETER_LINALGOPS_H

#include "interpreter/Tensor.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <utility>

namespace mlir {
namespace shlo {

/// The kinds of fft (the values of the fft_type attribute).
enum class FftKind { FFT, IFFT, RFFT, IRFFT };

/// The spec's fft over the last size(fftLength) dimensions; the inverse
/// transforms divide by the length of every transformed dimension. The
/// operand must end in fftLength at run time (C4; n / 2 + 1 last for
/// IRFFT); the result shape follows (C5) from the operand's runtime shape.
llvm::Expected<Tensor> evalFftOp(const Tensor &operand, FftKind kind,
                                 ArrayRef<int64_t> fftLength,
                                 ShapedType resultType);

/// How triangular_solve applies `a`.
enum class TransposeKind { None, Transpose, Adjoint };

/// Solves op(a) * x = b (leftSide) or x * op(a) = b for every batch by
/// substitution, reading only the `lower` (or upper) triangle of a; a
/// unit diagonal is taken as ones. A zero on the diagonal gives infinities
/// and NaNs, as the IEEE division does. The shapes of a (square matrices)
/// and b must agree at run time.
llvm::Expected<Tensor> evalTriangularSolveOp(const Tensor &a, const Tensor &b,
                                             bool leftSide, bool lower,
                                             bool unitDiagonal,
                                             TransposeKind transpose,
                                             ShapedType resultType);

/// The Cholesky factor of every matrix of the batch, from its `lower` (or
/// upper) triangle: L with a = L L^H, or U with a = U^H U. The other strict
/// triangle of the result is zero. A matrix that is not Hermitian positive
/// definite (a pivot that is not > 0, or NaN) gives a matrix of NaNs. The
/// matrices must be square at run time.
llvm::Expected<Tensor> evalCholeskyOp(const Tensor &a, bool lower,
                                      ShapedType resultType);

// The batch_norm ops need per-feature operands of dim(operand,
// featureIndex) elements at run time.

/// The spec's batch_norm_inference.
llvm::Expected<Tensor>
evalBatchNormInferenceOp(const Tensor &operand, const Tensor &scale,
                         const Tensor &offset, const Tensor &mean,
                         const Tensor &variance, float epsilon,
                         int64_t featureIndex, ShapedType resultType);

/// The spec's batch_norm_training: output, batch_mean and batch_var.
llvm::Expected<SmallVector<Tensor>>
evalBatchNormTrainingOp(const Tensor &operand, const Tensor &scale,
                        const Tensor &offset, float epsilon,
                        int64_t featureIndex);

/// The spec's batch_norm_grad: grad_operand, grad_scale and grad_offset.
/// grad_output must have the operand's shape at run time.
llvm::Expected<SmallVector<Tensor>>
evalBatchNormGradOp(const Tensor &operand, const Tensor &scale,
                    const Tensor &mean, const Tensor &variance,
                    const Tensor &gradOutput, float epsilon,
                    int64_t featureIndex);

/// The algorithms of rng_bit_generator.
enum class RngBitAlgorithm { Default, ThreeFry, Philox };

/// rng_bit_generator as XLA defines it: THREE_FRY is Threefry-2x32 (20
/// rounds) and PHILOX is Philox-4x32 (10 rounds) on the counters
/// initial_state[1] (THREE_FRY; PHILOX with 2 values) or initial_state[1..2]
/// (PHILOX with 3 values) keyed by initial_state[0]; DEFAULT is PHILOX.
/// Returns (output_state, output). Errors on a state size the algorithm
/// does not take.
llvm::Expected<std::pair<Tensor, Tensor>>
evalRngBitGeneratorOp(const Tensor &initialState, RngBitAlgorithm algorithm,
                      ShapedType outputType);

/// The distributions of rng.
enum class RngKind { Uniform, Normal };

/// rng: deterministic numbers, a function of (a, b, result shape) only.
/// The random bits are those of rng_bit_generator PHILOX with state [0, 0]
/// and 64-bit output (two words per element for NORMAL). UNIFORM floats are
/// a + u * (b - a) with u = (bits >> 11) * 2^-53 in [0, 1), kept below b;
/// UNIFORM integers (and i1) are a + bits mod (b - a). NORMAL is the
/// Box-Muller transform of two such u. Errors when a >= b (UNIFORM) or
/// b < 0 (NORMAL), where the specification leaves the behaviour undefined.
llvm::Expected<Tensor> evalRngOp(const Tensor &a, const Tensor &b,
                                 RngKind kind, ShapedType resultType);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_LINALGOPS_H
