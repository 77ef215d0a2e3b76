//===- CoreDialects.h - MLIR's arith, tensor, shape and cf at run time -*- C++ -*-===//
//
// Exporters (torch-mlir, IREE's tests) mix MLIR's core dialects into
// StableHLO programs to compute dynamic shapes and to branch. Their values
// are held as the interpreter holds everything, as tensors:
//   a scalar of type T (i64, f32, i1, ...)   a rank-0 tensor<T>
//   index                                    a rank-0 tensor<i64>
//   tensor<...xindex>                        tensor<...xi64>
//   !shape.shape                             a 1-D tensor<Nxi64>
//   !shape.size                              a rank-0 tensor<i64>
//   !shape.witness                           a rank-0 tensor<i1>, true
// index is 64 bits wide, as on the hosts the interpreter runs on. The
// evaluators (ArithOps.cpp, TensorDialectOps.cpp, ShapeDialectOps.cpp,
// CfOps.cpp, ScfOps.cpp, LinalgDialectOps.cpp) follow the contract of
// Evaluator.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_COREDIALECTS_H
#define SHLO_INTERPRETER_COREDIALECTS_H

#include "interpreter/Tensor.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Error.h"

#include <string>

namespace mlir {
namespace shlo {

/// The element type a value declared with element type `type` is held in:
/// i64 for index, `type` itself otherwise.
Type runtimeElementType(Type type);

/// The runtime tensor type of a value declared `declared` (a scalar, a
/// tensor, a shape dialect type) whose shape at run time is `shape`.
RankedTensorType runtimeTensorType(Type declared, ArrayRef<int64_t> shape);

/// Whether a run-time tensor of type `actual` may be bound to a value
/// declared `declared`: a tensor of the same (run-time) element type and a
/// compatible shape, or, for a scalar (integer, float, index), a rank-0
/// tensor of its run-time element type.
bool fitsDeclaredType(Type declared, ShapedType actual);

/// The integer value of a rank-0 index, size or integer tensor.
int64_t scalarInt(const Tensor &tensor);

/// A rank-0 i64 tensor holding `value` (an index or a size).
Tensor indexScalar(MLIRContext *context, int64_t value);

/// A 1-D i64 tensor holding `values` (an extent tensor or a shape).
Tensor indexVector(MLIRContext *context, ArrayRef<int64_t> values);

/// The int64 values of a 1-D (or rank-0) integer tensor.
SmallVector<int64_t> intValues(const Tensor &tensor);

/// The run-time value of a constant attribute (an integer or float
/// literal, or dense elements, index ones included) of declared type `type`:
/// arith.constant's evaluator, also util.unfoldable_constant's and
/// util.global's initial value (UtilOps.cpp).
llvm::Expected<Tensor> evalArithConstantOp(Attribute value, Type type);

/// `values` as "[1, 2, 3]", for messages.
std::string listText(ArrayRef<int64_t> values);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_COREDIALECTS_H
