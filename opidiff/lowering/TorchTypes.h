//===- TorchTypes.h - torch dtypes as MLIR types, type promotion -*- C++ -*-===//
//
// The element type each torch dtype lowers to, and torch's type promotion
// (`torch.promote_types` and `torch.result_type`).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_LOWERING_TORCH_TYPES_H
#define SHLO_OPIDIFF_LOWERING_TORCH_TYPES_H

#include "opidiff/Model.h"

#include "mlir/IR/Types.h"
#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace mlir {
namespace shlo {
namespace opidiff {

/// torch's default floating dtype (what `torch.get_default_dtype()` gives).
constexpr DType kDefaultFloat = DType::Float32;
/// torch's default complex dtype.
constexpr DType kDefaultComplex = DType::Complex64;

/// The MLIR element type of a dtype: bool -> i1, uint8 -> ui8, int8..int64
/// -> i8..i64, float16 -> f16, bfloat16 -> bf16, float32 -> f32, float64 ->
/// f64, complex64 -> complex<f32>, complex128 -> complex<f64>.
mlir::Type elementTypeOf(mlir::MLIRContext *context, DType dtype);

/// The dtype an MLIR element type stands for, if it is one of the above.
std::optional<DType> dtypeOf(mlir::Type elementType);

/// The complex dtype whose parts have `dtype`'s precision (float64 ->
/// complex128; other real dtypes -> complex64; complex stays).
DType toComplex(DType dtype);
/// The real dtype of a complex dtype's parts; real dtypes stay.
DType toReal(DType dtype);

/// `torch.promote_types(a, b)`: the smallest dtype both convert to within
/// the lattice bool < integral < floating < complex.
DType promoteTypes(DType a, DType b);

/// How an operand takes part in `torch.result_type`: within one category,
/// tensors with dimensions decide over zero-dimensional tensors, which
/// decide over Python scalars.
enum class OperandClass { Dimensioned, ZeroDim, Scalar };

/// One operand of `torch.result_type`. For a Python scalar, `dtype` is Bool,
/// Int64, Float64 or Complex128 by the scalar's kind; only its category
/// counts (a float scalar contributes the default dtype float32).
struct PromotionOperand {
  DType dtype;
  OperandClass cls;
};

/// `torch.result_type` over `operands` (at least one).
DType resultType(llvm::ArrayRef<PromotionOperand> operands);

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_LOWERING_TORCH_TYPES_H
