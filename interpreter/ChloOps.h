//===- ChloOps.h - evaluators of the chlo ops -------------------*- C++ -*-===//
//
// Pure evaluators of the chlo dialect (interpreter/ChloOps.cpp) and the
// scalar special functions they are built from. Every special function
// computes in double (long double where the C library offers more) and the
// evaluators round once to the element type.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_CHLOOPS_H
#define SHLO_INTERPRETER_CHLOOPS_H

#include "interpreter/Evaluator.h"
#include "interpreter/Tensor.h"

#include "llvm/Support/Error.h"

#include <complex>
#include <optional>

namespace mlir {
namespace shlo {

namespace special {
/// The inverse error function: NaN outside [-1, 1], +-inf at +-1.
double erfInv(double x);
/// The digamma function psi(x); NaN at the poles (0, -1, -2, ...).
double digamma(double x);
/// log |gamma(x)|; +inf at the poles.
double lgamma(double x);
/// The Hurwitz zeta function sum_{k>=0} (q + k)^-x: +inf at x == 1, NaN for
/// x < 1; for q <= 0, +inf at integer q and NaN unless x is an integer.
double zeta(double x, double q);
/// polygamma(n, x): digamma for n == 0, (-1)^(n+1) n! zeta(n + 1, x) for
/// integer n >= 1, NaN for other n.
double polygamma(double n, double x);
/// exp(-|x|) I1(x), the exponentially scaled modified Bessel function.
double besselI1e(double x);
/// The w of chlo._asin_acos_kernel: re w = sqrt(A^2 - x^2), im w = acosh(A)
/// with A = (|z + 1| + |z - 1|) / 2 and x = re z.
std::complex<double> asinAcosKernel(std::complex<double> z);
} // namespace special

/// The unary chlo functions that map an element to an element of its type.
enum class ChloUnary {
  Acos, Acosh, Asin, Asinh, Atan, Atanh, AsinAcosKernel, BesselI1e, Conj,
  Cosh, Sinh, Tan, Square, Digamma, Erf, Erfc, ErfInv, Lgamma
};
/// The pred-valued tests of chlo.
enum class ChloInfTest { IsInf, IsNegInf, IsPosInf };
/// The binary chlo functions without broadcasting.
enum class ChloBinary { NextAfter, Polygamma, Zeta, Mulhi };

/// An elementwise unary chlo op; typed loops for f16/bf16/f32/f64 (and
/// integers for square), the Element path otherwise.
Tensor evalChloUnaryOp(ChloUnary fn, const Tensor &operand,
                       ShapedType resultType);
/// is_inf, is_neg_inf, is_pos_inf.
Tensor evalChloInfTestOp(ChloInfTest test, const Tensor &operand,
                         ShapedType resultType);
/// next_after, polygamma, zeta, mulhi on operands of one shape.
Tensor evalChloBinaryOp(ChloBinary fn, const Tensor &lhs, const Tensor &rhs,
                        ShapedType resultType);

/// Broadcasts `lhs` and `rhs` to their common shape (chlo's rule, see
/// dialect/ChloOps.h broadcastShape) and returns both; fails when the
/// run-time shapes do not broadcast.
llvm::Expected<std::pair<Tensor, Tensor>>
broadcastChloOperands(const Tensor &lhs, const Tensor &rhs,
                      std::optional<ArrayRef<int64_t>> broadcastDimensions);

/// A splat of `value` with the shape of `resultType`.
Tensor evalConstantLikeOp(const Element &value, ShapedType resultType);

/// The k largest elements along the last dimension (stable: equal elements
/// keep their order; floats in totalOrder) and their indices.
llvm::Expected<SmallVector<Tensor>> evalTopKOp(const Tensor &operand,
                                               int64_t k, ShapedType valuesType,
                                               ShapedType indicesType);

/// ragged_dot's dimension numbers.
struct RaggedDotDims {
  SmallVector<int64_t> lhsBatching, rhsBatching, lhsContracting,
      rhsContracting;
  int64_t lhsRagged = 0;
  std::optional<int64_t> rhsGroup;
};
/// ragged_dot in its three modes (see dialect/ChloOps.td), through
/// dot_general on each group.
llvm::Expected<Tensor> evalRaggedDotOp(const Tensor &lhs, const Tensor &rhs,
                                       const Tensor &groupSizes,
                                       const RaggedDotDims &dims,
                                       ShapedType resultType,
                                       const InterpreterOptions &options);

/// scan: runs `body` on the slices of `inputs` at each position along
/// `dimension` (from the end when `reverse`) and the carries; returns the
/// stacked outputs, then the final carries.
llvm::Expected<SmallVector<Tensor>>
evalScanOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> inits, int64_t dimension,
           bool reverse, Region &body, ArrayRef<ShapedType> resultTypes,
           EvalEnv &env);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_CHLOOPS_H
