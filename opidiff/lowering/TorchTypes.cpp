//===- TorchTypes.cpp - torch dtypes as MLIR types, type promotion --------===//

#include "opidiff/lowering/TorchTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

using namespace mlir::shlo::opidiff;

mlir::Type mlir::shlo::opidiff::elementTypeOf(mlir::MLIRContext *context, DType dtype) {
  mlir::Builder b(context);
  switch (dtype) {
  case DType::Bool:
    return b.getI1Type();
  case DType::UInt8:
    return mlir::IntegerType::get(context, 8, mlir::IntegerType::Unsigned);
  case DType::Int8:
    return b.getI8Type();
  case DType::Int16:
    return b.getI16Type();
  case DType::Int32:
    return b.getI32Type();
  case DType::Int64:
    return b.getI64Type();
  case DType::Float16:
    return b.getF16Type();
  case DType::BFloat16:
    return b.getBF16Type();
  case DType::Float32:
    return b.getF32Type();
  case DType::Float64:
    return b.getF64Type();
  case DType::Complex64:
    return mlir::ComplexType::get(b.getF32Type());
  case DType::Complex128:
    return mlir::ComplexType::get(b.getF64Type());
  }
  return {};
}

std::optional<DType> mlir::shlo::opidiff::dtypeOf(mlir::Type type) {
  if (auto intType = mlir::dyn_cast<mlir::IntegerType>(type)) {
    if (intType.isUnsigned())
      return intType.getWidth() == 8 ? std::optional(DType::UInt8)
                                     : std::nullopt;
    switch (intType.getWidth()) {
    case 1:
      return DType::Bool;
    case 8:
      return DType::Int8;
    case 16:
      return DType::Int16;
    case 32:
      return DType::Int32;
    case 64:
      return DType::Int64;
    default:
      return std::nullopt;
    }
  }
  if (type.isF16())
    return DType::Float16;
  if (type.isBF16())
    return DType::BFloat16;
  if (type.isF32())
    return DType::Float32;
  if (type.isF64())
    return DType::Float64;
  if (auto complexType = mlir::dyn_cast<mlir::ComplexType>(type)) {
    if (complexType.getElementType().isF32())
      return DType::Complex64;
    if (complexType.getElementType().isF64())
      return DType::Complex128;
  }
  return std::nullopt;
}

DType mlir::shlo::opidiff::toComplex(DType dtype) {
  if (isComplex(dtype))
    return dtype;
  return dtype == DType::Float64 ? DType::Complex128 : DType::Complex64;
}

DType mlir::shlo::opidiff::toReal(DType dtype) {
  if (dtype == DType::Complex64)
    return DType::Float32;
  if (dtype == DType::Complex128)
    return DType::Float64;
  return dtype;
}

namespace {

int category(DType t) {
  if (t == DType::Bool)
    return 0;
  if (isIntegral(t))
    return 1;
  if (isFloating(t))
    return 2;
  return 3;
}

int intBits(DType t) {
  switch (t) {
  case DType::UInt8:
  case DType::Int8:
    return 8;
  case DType::Int16:
    return 16;
  case DType::Int32:
    return 32;
  default:
    return 64;
  }
}

/// Bits of precision rank among floats: f16 and bf16 rank equal, and meet
/// at f32.
int floatRank(DType t) {
  switch (t) {
  case DType::Float16:
  case DType::BFloat16:
    return 16;
  case DType::Float32:
  case DType::Complex64:
    return 32;
  default:
    return 64;
  }
}

DType promoteFloats(DType a, DType b) {
  if (a == b)
    return a;
  int rank = std::max(floatRank(a), floatRank(b));
  if (rank == 16)
    return DType::Float32; // float16 with bfloat16
  return rank == 32 ? DType::Float32 : DType::Float64;
}

} // namespace

DType mlir::shlo::opidiff::promoteTypes(DType a, DType b) {
  if (a == b)
    return a;
  int ca = category(a), cb = category(b);
  if (ca < cb)
    return promoteTypes(b, a);
  // Now category(a) >= category(b).
  if (cb == 0)
    return a;
  if (ca == 3) {
    if (cb == 3)
      return floatRank(a) >= floatRank(b) ? a : b;
    if (cb == 2)
      return floatRank(b) > floatRank(a) ? toComplex(DType::Float64) : a;
    return a;
  }
  if (ca == 2)
    return cb == 2 ? promoteFloats(a, b) : a;
  // Both integral.
  bool ua = a == DType::UInt8, ub = b == DType::UInt8;
  if (ua == ub)
    return intBits(a) >= intBits(b) ? a : b;
  DType s = ua ? b : a;
  // uint8 with a signed type: the signed type when wider, else int16.
  return intBits(s) > 8 ? s : DType::Int16;
}

namespace {

std::optional<DType> promoteOpt(std::optional<DType> a, DType b) {
  return a ? promoteTypes(*a, b) : b;
}

/// c10's combine_categories: `higher` comes from the operands that take
/// precedence, `lower` from the rest.
std::optional<DType> combineCategories(std::optional<DType> higher,
                                       std::optional<DType> lower) {
  if (!higher)
    return lower;
  if (!lower)
    return higher;
  if (isComplex(*higher))
    return higher;
  if (isComplex(*lower))
    return isFloating(*higher) ? toComplex(*higher) : *lower;
  if (isFloating(*higher))
    return higher;
  if (*higher == DType::Bool || isFloating(*lower))
    return promoteTypes(*higher, *lower);
  return higher;
}

} // namespace

DType mlir::shlo::opidiff::resultType(llvm::ArrayRef<PromotionOperand> operands) {
  std::optional<DType> dim, zero, wrapped;
  for (const PromotionOperand &op : operands) {
    switch (op.cls) {
    case OperandClass::Dimensioned:
      dim = promoteOpt(dim, op.dtype);
      break;
    case OperandClass::ZeroDim:
      zero = promoteOpt(zero, op.dtype);
      break;
    case OperandClass::Scalar: {
      DType t = op.dtype;
      if (isComplex(t))
        t = kDefaultComplex;
      else if (isFloating(t))
        t = kDefaultFloat;
      wrapped = promoteOpt(wrapped, t);
      break;
    }
    }
  }
  std::optional<DType> result =
      combineCategories(dim, combineCategories(zero, wrapped));
  return result ? *result : kDefaultFloat;
}
