//===- Ops.h - evaluator functions, one per op ------------------*- C++ -*-===//
//
// Each evaluator takes runtime tensors, decoded attributes and the result
// type, and returns the result (or an error). They do not see the op, so
// unit tests call them directly.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_OPS_H
#define SHLO_INTERPRETER_OPS_H

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

// Ternary elementwise ops.
Tensor evalClampOp(const Tensor &min, const Tensor &operand, const Tensor &max,
                   ShapedType resultType);
Tensor evalSelectOp(const Tensor &pred, const Tensor &onTrue,
                    const Tensor &onFalse, ShapedType resultType);

// Misc ops.
Tensor evalIotaOp(int64_t iotaDimension, ShapedType resultType);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_OPS_H
