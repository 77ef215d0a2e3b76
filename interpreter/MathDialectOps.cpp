//===- MathDialectOps.cpp - MLIR's math dialect --------------------------===//
//
// The math ops that linalg bodies (linalg.exp, linalg.log, torch-mlir's
// generics) and exporters use, on scalars (rank-0 tensors) and tensors:
// each is the StableHLO or chlo op computing the same function, through
// that op's evaluator (Ops.h, ChloOps.h), so results are bit for bit the
// ones of stablehlo.exponential, chlo.erf, ... Fast-math flags permit
// approximations and require none: these results are exact as the
// stablehlo ops are. Math ops without a StableHLO counterpart here (exp2,
// log2, log10, fma, copysign, ...) have no evaluator: the eval loop's
// located "does not support".
//
//===----------------------------------------------------------------------===//

#include "interpreter/ChloOps.h"
#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir {
namespace shlo {
namespace {

/// The run-time type of `op`'s result for an operand of shape `shape`.
ShapedType resultTypeOf(Operation *op, ArrayRef<int64_t> shape) {
  return runtimeTensorType(op->getResult(0).getType(), shape);
}

template <typename OpTy, Tensor (*Fn)(const Tensor &, ShapedType)>
llvm::Expected<EvalResults> evalUnary(OpTy op, const OperandValues &operands,
                                      EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return asResults(Fn(operand, resultTypeOf(op, operand.getShape())));
}

template <typename OpTy, ChloUnary Fn>
llvm::Expected<EvalResults> evalChloUnary(OpTy op,
                                          const OperandValues &operands,
                                          EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return asResults(
      evalChloUnaryOp(Fn, operand, resultTypeOf(op, operand.getShape())));
}

template <typename OpTy,
          Tensor (*Fn)(const Tensor &, const Tensor &, ShapedType)>
llvm::Expected<EvalResults> evalBinary(OpTy op, const OperandValues &operands,
                                       EvalEnv &) {
  const Tensor &lhs = operands.tensor(0);
  return asResults(
      Fn(lhs, operands.tensor(1), resultTypeOf(op, lhs.getShape())));
}

} // namespace

void registerMathDialectEvaluators(EvaluatorRegistry &r) {
  r.add<math::ExpOp, evalUnary<math::ExpOp, evalExpOp>>();
  r.add<math::ExpM1Op, evalUnary<math::ExpM1Op, evalExpm1Op>>();
  r.add<math::LogOp, evalUnary<math::LogOp, evalLogOp>>();
  r.add<math::Log1pOp, evalUnary<math::Log1pOp, evalLog1pOp>>();
  r.add<math::SqrtOp, evalUnary<math::SqrtOp, evalSqrtOp>>();
  r.add<math::RsqrtOp, evalUnary<math::RsqrtOp, evalRsqrtOp>>();
  r.add<math::CbrtOp, evalUnary<math::CbrtOp, evalCbrtOp>>();
  r.add<math::TanhOp, evalUnary<math::TanhOp, evalTanhOp>>();
  r.add<math::SinOp, evalUnary<math::SinOp, evalSineOp>>();
  r.add<math::CosOp, evalUnary<math::CosOp, evalCosineOp>>();
  r.add<math::TanOp, evalUnary<math::TanOp, evalTanOp>>();
  r.add<math::AbsFOp, evalUnary<math::AbsFOp, evalAbsOp>>();
  r.add<math::AbsIOp, evalUnary<math::AbsIOp, evalAbsOp>>();
  r.add<math::FloorOp, evalUnary<math::FloorOp, evalFloorOp>>();
  r.add<math::CeilOp, evalUnary<math::CeilOp, evalCeilOp>>();
  r.add<math::RoundEvenOp,
        evalUnary<math::RoundEvenOp, evalRoundNearestEvenOp>>();
  r.add<math::RoundOp, evalUnary<math::RoundOp, evalRoundNearestAfzOp>>();
  r.add<math::IsFiniteOp, evalUnary<math::IsFiniteOp, evalIsFiniteOp>>();
  r.add<math::CtPopOp, evalUnary<math::CtPopOp, evalPopcntOp>>();
  r.add<math::CountLeadingZerosOp,
        evalUnary<math::CountLeadingZerosOp, evalClzOp>>();
  r.add<math::ErfOp, evalChloUnary<math::ErfOp, ChloUnary::Erf>>();
  r.add<math::ErfcOp, evalChloUnary<math::ErfcOp, ChloUnary::Erfc>>();
  r.add<math::SinhOp, evalChloUnary<math::SinhOp, ChloUnary::Sinh>>();
  r.add<math::CoshOp, evalChloUnary<math::CoshOp, ChloUnary::Cosh>>();
  r.add<math::AsinOp, evalChloUnary<math::AsinOp, ChloUnary::Asin>>();
  r.add<math::AcosOp, evalChloUnary<math::AcosOp, ChloUnary::Acos>>();
  r.add<math::AtanOp, evalChloUnary<math::AtanOp, ChloUnary::Atan>>();
  r.add<math::AsinhOp, evalChloUnary<math::AsinhOp, ChloUnary::Asinh>>();
  r.add<math::AcoshOp, evalChloUnary<math::AcoshOp, ChloUnary::Acosh>>();
  r.add<math::AtanhOp, evalChloUnary<math::AtanhOp, ChloUnary::Atanh>>();
  r.add<math::Atan2Op, evalBinary<math::Atan2Op, evalAtan2Op>>();
  r.add<math::PowFOp, evalBinary<math::PowFOp, evalPowOp>>();
}

} // namespace shlo
} // namespace mlir
