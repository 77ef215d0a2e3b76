//===- ElementwiseOps.cpp - evaluators of the elementwise ops -------------===//
//
// Each op is a kernel with two faces: `element`, the readable universal path
// over Element, and `typed`, a plain C++ version for the storage types of
// TypedStorage.h. mapUnary/mapBinary (ElementwiseMap.h) dispatch on the
// element type once per op and run the typed loop when the kernel has one
// for that type; otherwise they run the Element path. tests/unit/TypedPathTest.cpp proves both faces agree.
//
//===----------------------------------------------------------------------===//

#include "interpreter/ElementwiseMap.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Kernels.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include <cmath>
#include <cstring>
#include <type_traits>

namespace mlir {
namespace shlo {

using namespace kernels;

namespace {

//===----------------------------------------------------------------------===//
// Drivers (convert's typed rule is convertTyped, Kernels.h)
//===----------------------------------------------------------------------===//

/// mapUnary for a VectorMathKernel: f32 tensors on the typed path run the
/// kernel's array form, in the same fixed chunks over threads as mapUnary
/// (the result of each element does not depend on its chunk).
template <typename Kernel>
Tensor mapVectorMath(const Kernel &kernel, const Tensor &operand,
                     ShapedType resultType) {
  if (!typedKernelsEnabled() || !operand.getElementType().isF32())
    return mapUnary(kernel, operand, resultType);
  Tensor result = Tensor::uninitialized(resultType);
  const float *in = operand.data<float>();
  float *out = result.data<float>();
  parallelFor(resultType.getNumElements(), kMapGrain,
              [&](int64_t begin, int64_t end) {
                Kernel::f32Array(in + begin, out + begin, end - begin);
              });
  return result;
}

} // namespace

//===----------------------------------------------------------------------===//
// Evaluators
//===----------------------------------------------------------------------===//

Tensor evalAbsOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(AbsKernel{}, operand, resultType);
}
Tensor evalCbrtOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<cbrt, cbrtOf>{}, operand, resultType);
}
Tensor evalCeilOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<ceil, ceilOf>{}, operand, resultType);
}
Tensor evalClzOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(ClzKernel{}, operand, resultType);
}
Tensor evalCosineOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(CosineVmKernel{},
                       operand, resultType);
}
Tensor evalExpOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(
      ExpVmKernel{},
      operand, resultType);
}
Tensor evalExpm1Op(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(Expm1VmKernel{},
                       operand, resultType);
}
Tensor evalFloorOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<floor, floorOf>{}, operand, resultType);
}
Tensor evalImagOp(const Tensor &operand, ShapedType resultType) {
  Tensor result(resultType);
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
    result.setLinear(i, imag(operand.getLinear(i)));
  return result;
}
Tensor evalIsFiniteOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(IsFiniteKernel{}, operand, resultType);
}
Tensor evalLogOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(LogVmKernel{},
                       operand, resultType);
}
Tensor evalLog1pOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<logPlusOne, log1pOf>{}, operand, resultType);
}
Tensor evalLogisticOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(LogisticVmKernel{},
                       operand, resultType);
}
Tensor evalNegOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(NegKernel{}, operand, resultType);
}
Tensor evalNotOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(NotKernel{}, operand, resultType);
}
Tensor evalPopcntOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(PopcntKernel{}, operand, resultType);
}
Tensor evalRealOp(const Tensor &operand, ShapedType resultType) {
  Tensor result(resultType);
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
    result.setLinear(i, real(operand.getLinear(i)));
  return result;
}
Tensor evalRoundNearestAfzOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<roundNearestAfz, roundAfzOf>{}, operand,
                  resultType);
}
Tensor evalRoundNearestEvenOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<roundNearestEven, roundEvenOf>{}, operand,
                  resultType);
}
Tensor evalRsqrtOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<rsqrt, rsqrtOf>{}, operand, resultType);
}
Tensor evalSignOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(SignKernel{}, operand, resultType);
}
Tensor evalSineOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(SineVmKernel{},
                       operand, resultType);
}
Tensor evalSqrtOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(
      SqrtVmKernel{}, operand,
      resultType);
}
Tensor evalTanOp(const Tensor &operand, ShapedType resultType) {
  return mapUnary(DoubleKernel<tan, tanOf>{}, operand, resultType);
}
Tensor evalTanhOp(const Tensor &operand, ShapedType resultType) {
  return mapVectorMath(
      TanhVmKernel{}, operand,
      resultType);
}

Tensor evalConvertOp(const Tensor &operand, ShapedType resultType) {
  Tensor result(resultType);
  int64_t n = result.getNumElements();
  bool typed = false;
  if (typedKernelsEnabled())
    dispatchStorageType(operand.getElementType(), [&](auto fromTag) {
      using From = typename decltype(fromTag)::type;
      dispatchStorageType(resultType.getElementType(), [&](auto toTag) {
        using To = typename decltype(toTag)::type;
        if constexpr (hasTypedConvert<From, To>()) {
          const From *in = operand.data<From>();
          To *out = result.data<To>();
          for (int64_t i = 0; i < n; ++i)
            out[i] = convertTyped<From, To>(in[i]);
          typed = true;
        }
      });
    });
  if (!typed) {
    Type to = resultType.getElementType();
    for (int64_t i = 0; i < n; ++i)
      result.setLinear(i, convert(operand.getLinear(i), to));
  }
  return result;
}

Tensor evalBitcastConvertOp(const Tensor &operand, ShapedType resultType) {
  Tensor result(resultType);
  Type from = operand.getElementType(), to = resultType.getElementType();
  unsigned fromBits = getBitWidth(from), toBits = getBitWidth(to);
  if (fromBits == toBits) {
    for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
      result.setLinear(i, Element::fromBits(to, operand.getLinear(i).toBits()));
    return result;
  }
  if (toBits < fromBits) {
    // Each operand element splits into fromBits / toBits result elements,
    // least significant first.
    unsigned parts = fromBits / toBits;
    for (int64_t i = 0, n = operand.getNumElements(); i < n; ++i) {
      llvm::APInt bits = operand.getLinear(i).toBits();
      for (unsigned p = 0; p < parts; ++p)
        result.setLinear(i * parts + p,
                         Element::fromBits(to, bits.extractBits(toBits, p * toBits)));
    }
    return result;
  }
  unsigned parts = toBits / fromBits;
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i) {
    llvm::APInt bits(toBits, 0);
    for (unsigned p = 0; p < parts; ++p)
      bits.insertBits(operand.getLinear(i * parts + p).toBits(), p * fromBits);
    result.setLinear(i, Element::fromBits(to, bits));
  }
  return result;
}

Tensor evalReducePrecisionOp(const Tensor &operand, int32_t exponentBits,
                             int32_t mantissaBits, ShapedType resultType) {
  Tensor result(resultType);
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
    result.setLinear(i, reducePrecision(operand.getLinear(i), exponentBits,
                                        mantissaBits));
  return result;
}

Tensor evalAddOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(AddKernel{}, lhs, rhs, resultType);
}
Tensor evalAndOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(AndKernel{}, lhs, rhs, resultType);
}
Tensor evalAtan2Op(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(Atan2Kernel{}, lhs, rhs, resultType);
}

namespace {
/// An error naming the first zero integer divisor, if any.
llvm::Error checkIntegerDivisors(const Tensor &rhs, StringRef what) {
  Type type = rhs.getElementType();
  if (!isa<IntegerType>(type))
    return llvm::Error::success();
  for (int64_t i = 0, n = rhs.getNumElements(); i < n; ++i) {
    if (!isZero(rhs.getLinear(i)))
      continue;
    Index index(rhs.getRank());
    for (int64_t d = rhs.getRank() - 1, rest = i; d >= 0; --d) {
      index[d] = rest % rhs.getShape()[d];
      rest /= rhs.getShape()[d];
    }
    std::string where;
    llvm::raw_string_ostream os(where);
    os << "[";
    llvm::interleaveComma(index, os);
    os << "]";
    return llvm::createStringError("integer " + what.str() +
                                   " by zero at index " + where);
  }
  return llvm::Error::success();
}
} // namespace

llvm::Expected<Tensor> evalDivideOp(const Tensor &lhs, const Tensor &rhs,
                                    ShapedType resultType) {
  if (llvm::Error error = checkIntegerDivisors(rhs, "division"))
    return std::move(error);
  return mapBinary(DivKernel{}, lhs, rhs, resultType);
}
Tensor evalMaxOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(MaxKernel{}, lhs, rhs, resultType);
}
Tensor evalMinOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(MinKernel{}, lhs, rhs, resultType);
}
Tensor evalMulOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(MulKernel{}, lhs, rhs, resultType);
}
Tensor evalOrOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(OrKernel{}, lhs, rhs, resultType);
}
Tensor evalPowOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  // f32 runs the vectorised form of the kernel's own function (same bits).
  if (typedKernelsEnabled() && lhs.getElementType().isF32()) {
    Tensor result = Tensor::uninitialized(resultType);
    const float *x = lhs.data<float>(), *y = rhs.data<float>();
    float *out = result.data<float>();
    parallelFor(resultType.getNumElements(), kMapGrain,
                [&](int64_t begin, int64_t end) {
                  vm::powF32Array(x + begin, y + begin, out + begin,
                                  end - begin);
                });
    return result;
  }
  return mapBinary(PowKernel{}, lhs, rhs, resultType);
}
llvm::Expected<Tensor> evalRemOp(const Tensor &lhs, const Tensor &rhs,
                                 ShapedType resultType) {
  if (llvm::Error error = checkIntegerDivisors(rhs, "remainder"))
    return std::move(error);
  return mapBinary(RemKernel{}, lhs, rhs, resultType);
}
Tensor evalShiftLeftOp(const Tensor &lhs, const Tensor &rhs,
                       ShapedType resultType) {
  return mapBinary(ShiftLeftKernel{}, lhs, rhs, resultType);
}
Tensor evalShiftRightArithmeticOp(const Tensor &lhs, const Tensor &rhs,
                                  ShapedType resultType) {
  return mapBinary(ShiftRightArithmeticKernel{}, lhs, rhs, resultType);
}
Tensor evalShiftRightLogicalOp(const Tensor &lhs, const Tensor &rhs,
                               ShapedType resultType) {
  return mapBinary(ShiftRightLogicalKernel{}, lhs, rhs, resultType);
}
Tensor evalSubtractOp(const Tensor &lhs, const Tensor &rhs,
                      ShapedType resultType) {
  return mapBinary(SubtractKernel{}, lhs, rhs, resultType);
}
Tensor evalXorOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return mapBinary(XorKernel{}, lhs, rhs, resultType);
}

Tensor evalComplexOp(const Tensor &lhs, const Tensor &rhs,
                     ShapedType resultType) {
  Tensor result(resultType);
  Type type = resultType.getElementType();
  for (int64_t i = 0, n = result.getNumElements(); i < n; ++i)
    result.setLinear(i, makeComplex(type, lhs.getLinear(i), rhs.getLinear(i)));
  return result;
}

namespace {
/// compare with its direction fixed at compile time (CompareAtKernel).
template <CompareDirection Direction>
Tensor compareAt(const Tensor &lhs, const Tensor &rhs, CompareKind kind,
                 ShapedType resultType) {
  return mapBinary(CompareAtKernel<Direction>{kind}, lhs, rhs, resultType);
}
} // namespace

Tensor evalCompareOp(const Tensor &lhs, const Tensor &rhs,
                     CompareDirection direction, CompareKind kind,
                     ShapedType resultType) {
  switch (direction) {
  case CompareDirection::EQ:
    return compareAt<CompareDirection::EQ>(lhs, rhs, kind, resultType);
  case CompareDirection::NE:
    return compareAt<CompareDirection::NE>(lhs, rhs, kind, resultType);
  case CompareDirection::GE:
    return compareAt<CompareDirection::GE>(lhs, rhs, kind, resultType);
  case CompareDirection::GT:
    return compareAt<CompareDirection::GT>(lhs, rhs, kind, resultType);
  case CompareDirection::LE:
    return compareAt<CompareDirection::LE>(lhs, rhs, kind, resultType);
  case CompareDirection::LT:
    return compareAt<CompareDirection::LT>(lhs, rhs, kind, resultType);
  }
  return mapBinary(CompareKernel{direction, kind}, lhs, rhs, resultType);
}

Tensor evalClampOp(const Tensor &min, const Tensor &operand, const Tensor &max,
                   ShapedType resultType) {
  Tensor result(resultType);
  int64_t n = result.getNumElements();
  bool minIsScalar = min.getRank() == 0 && operand.getRank() != 0;
  bool maxIsScalar = max.getRank() == 0 && operand.getRank() != 0;
  bool typed = false;
  if (typedKernelsEnabled())
    dispatchStorageType(operand.getElementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T *lo = min.data<T>(), *x = operand.data<T>(), *hi = max.data<T>();
      T *out = result.data<T>();
      MaxKernel maxKernel;
      MinKernel minKernel;
      for (int64_t i = 0; i < n; ++i)
        out[i] = minKernel.typed(
            maxKernel.typed(x[i], lo[minIsScalar ? 0 : i]), hi[maxIsScalar ? 0 : i]);
      typed = true;
    });
  if (!typed)
    for (int64_t i = 0; i < n; ++i)
      result.setLinear(
          i, minimum(maximum(operand.getLinear(i),
                             min.getLinear(minIsScalar ? 0 : i)),
                     max.getLinear(maxIsScalar ? 0 : i)));
  return result;
}

namespace {
/// One storage slot of 16 bytes (complex<f64>).
struct Slot16 {
  uint64_t low, high;
};

/// out[i] = pred[i] ? onTrue[i] : onFalse[i] for i in [begin, end), as a
/// mask on the bits (branch-free, so the loop vectorises). Every argument
/// is a by-value parameter (see mapRange).
template <typename S>
void selectRange(const uint8_t *pred, const S *onTrue, const S *onFalse,
                 S *out, int64_t begin, int64_t end) {
  if constexpr (std::is_same_v<S, Slot16>) {
    for (int64_t i = begin; i < end; ++i)
      out[i] = pred[i] ? onTrue[i] : onFalse[i];
  } else {
    for (int64_t i = begin; i < end; ++i) {
      S mask = S(S(0) - S(pred[i] & 1));
      out[i] = S((onTrue[i] & mask) | (onFalse[i] & S(~mask)));
    }
  }
}

/// select over slots of S, split over threads like an elementwise map.
template <typename S>
void selectSlots(const Tensor &pred, const Tensor &onTrue,
                 const Tensor &onFalse, Tensor &result, int64_t n) {
  const auto *p = reinterpret_cast<const uint8_t *>(pred.rawData());
  const auto *t = reinterpret_cast<const S *>(onTrue.rawData());
  const auto *f = reinterpret_cast<const S *>(onFalse.rawData());
  auto *out = reinterpret_cast<S *>(result.rawData());
  parallelFor(n, kMapGrain, [&](int64_t begin, int64_t end) {
    selectRange(p, t, f, out, begin, end);
  });
}
} // namespace

Tensor evalSelectOp(const Tensor &pred, const Tensor &onTrue,
                    const Tensor &onFalse, ShapedType resultType) {
  bool predIsScalar = pred.getRank() == 0;
  if (typedKernelsEnabled()) {
    // Selection moves bytes: one loop per storage size serves every
    // element type. i1 storage is one byte, 0 or 1.
    Tensor result = Tensor::uninitialized(resultType);
    int64_t n = result.getNumElements();
    int64_t bytes = getStorageBytes(resultType.getElementType());
    if (predIsScalar) {
      const Tensor &source = *pred.data<bool>() ? onTrue : onFalse;
      std::memcpy(result.rawData(), source.rawData(), size_t(n * bytes));
      return result;
    }
    dispatchStorageWidth<Slot16>(bytes, [&](auto tag) {
      using T = typename decltype(tag)::type;
      selectSlots<T>(pred, onTrue, onFalse, result, n);
    });
    return result;
  }
  Tensor result(resultType);
  int64_t n = result.getNumElements();
  for (int64_t i = 0; i < n; ++i)
    result.setLinear(i, pred.getLinear(predIsScalar ? 0 : i).getBool()
                            ? onTrue.getLinear(i)
                            : onFalse.getLinear(i));
  return result;
}

//===----------------------------------------------------------------------===//
// Glue: op -> evaluator
//===----------------------------------------------------------------------===//

namespace {
using namespace mlir::stablehlo;

/// The result type with the runtime shape of `like` (shapes of elementwise
/// ops agree at run time even where the static type has `?`).
ShapedType runtimeType(Value result, const Tensor &like) {
  // The operand's type, when the result has it (checked without an
  // interface call), or a static result type, is the run-time type (no type
  // uniquing per op).
  if (result.getType() == Type(like.getType()))
    return like.getType();
  auto type = cast<ShapedType>(result.getType());
  if (type.hasStaticShape())
    return type;
  return like.getType().clone(type.getElementType());
}

/// The error of operands whose run-time shapes differ.
LLVM_ATTRIBUTE_NOINLINE llvm::Error shapeMismatch(const Tensor &a,
                                                  const Tensor &b) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "operands have different shapes at run time: '" << a.getType()
     << "' and '" << b.getType() << "'";
  return evalError(text);
}

/// Fails unless `a` and `b` have the same run-time shape (types with `?`
/// only promise that at run time).
llvm::Error sameShape(const Tensor &a, const Tensor &b) {
  if (a.getShape() == b.getShape())
    return llvm::Error::success();
  return shapeMismatch(a, b);
}

/// The same for an operand that may also be rank 0 (select's pred, clamp's
/// bounds).
llvm::Error sameShapeOrScalar(const Tensor &scalarOrFull, const Tensor &full) {
  if (scalarOrFull.getRank() == 0)
    return llvm::Error::success();
  return sameShape(scalarOrFull, full);
}

template <typename OpTy, Tensor (*Fn)(const Tensor &, ShapedType)>
llvm::Expected<EvalResults> evalUnary(OpTy op, const OperandValues &operands,
                                      EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return EvalResults{Fn(operand, runtimeType(op->getResult(0), operand))};
}

template <typename OpTy,
          Tensor (*Fn)(const Tensor &, const Tensor &, ShapedType)>
llvm::Expected<EvalResults> evalBinary(OpTy op, const OperandValues &operands,
                                       EvalEnv &) {
  const Tensor &lhs = operands.tensor(0);
  const Tensor &rhs = operands.tensor(1);
  if (llvm::Error error = sameShape(lhs, rhs))
    return std::move(error);
  return EvalResults{Fn(lhs, rhs, runtimeType(op->getResult(0), lhs))};
}

template <typename OpTy, llvm::Expected<Tensor> (*Fn)(
                             const Tensor &, const Tensor &, ShapedType)>
llvm::Expected<EvalResults>
evalFallibleBinary(OpTy op, const OperandValues &operands, EvalEnv &) {
  const Tensor &lhs = operands.tensor(0);
  const Tensor &rhs = operands.tensor(1);
  if (llvm::Error error = sameShape(lhs, rhs))
    return std::move(error);
  llvm::Expected<Tensor> result =
      Fn(lhs, rhs, runtimeType(op->getResult(0), lhs));
  if (!result)
    return result.takeError();
  return EvalResults{std::move(*result)};
}

llvm::Expected<EvalResults> evalBitcastConvert(BitcastConvertOp op,
                                               const OperandValues &operands,
                                               EvalEnv &) {
  auto type = op.getType();
  if (!type.hasStaticShape())
    return evalError("bitcast_convert needs a static result shape");
  return EvalResults{evalBitcastConvertOp(operands.tensor(0), type)};
}

llvm::Expected<EvalResults> evalReducePrecision(ReducePrecisionOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  const Tensor &operand = operands.tensor(0);
  return EvalResults{evalReducePrecisionOp(operand, op.getExponentBits(),
                                           op.getMantissaBits(),
                                           operand.getType())};
}

llvm::Expected<EvalResults> evalCompare(CompareOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  const Tensor &lhs = operands.tensor(0);
  const Tensor &rhs = operands.tensor(1);
  if (llvm::Error error = sameShape(lhs, rhs))
    return std::move(error);
  if (llvm::Error error = checkCompareType(
          op.getLhs().getType().getElementType(),
          op.getCompareType() ? stringifyEnum(*op.getCompareType()) : ""))
    return std::move(error);
  return EvalResults{evalCompareOp(lhs, rhs,
                                   toDirection(op.getComparisonDirection()),
                                   toKind(op.getCompareType()),
                                   runtimeType(op.getResult(), lhs))};
}

llvm::Expected<EvalResults> evalClamp(ClampOp op, const OperandValues &operands,
                                      EvalEnv &) {
  const Tensor &min = operands.tensor(0);
  const Tensor &operand = operands.tensor(1);
  const Tensor &max = operands.tensor(2);
  if (llvm::Error error = sameShapeOrScalar(min, operand))
    return std::move(error);
  if (llvm::Error error = sameShapeOrScalar(max, operand))
    return std::move(error);
  return EvalResults{
      evalClampOp(min, operand, max, runtimeType(op.getResult(), operand))};
}

llvm::Expected<EvalResults>
evalSelect(SelectOp op, const OperandValues &operands, EvalEnv &) {
  const Tensor &pred = operands.tensor(0);
  const Tensor &onTrue = operands.tensor(1);
  const Tensor &onFalse = operands.tensor(2);
  if (llvm::Error error = sameShape(onTrue, onFalse))
    return std::move(error);
  if (llvm::Error error = sameShapeOrScalar(pred, onTrue))
    return std::move(error);
  return EvalResults{
      evalSelectOp(pred, onTrue, onFalse, runtimeType(op.getResult(), onTrue))};
}
} // namespace

CompareDirection toDirection(ComparisonDirection direction) {
  switch (direction) {
  case ComparisonDirection::EQ:
    return CompareDirection::EQ;
  case ComparisonDirection::NE:
    return CompareDirection::NE;
  case ComparisonDirection::GE:
    return CompareDirection::GE;
  case ComparisonDirection::GT:
    return CompareDirection::GT;
  case ComparisonDirection::LE:
    return CompareDirection::LE;
  case ComparisonDirection::LT:
    return CompareDirection::LT;
  }
  return CompareDirection::EQ;
}

llvm::Error checkCompareType(Type element, StringRef compareType) {
  if (stablehlo::compareTypeApplies(element, compareType))
    return llvm::Error::success();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "compare_type " << compareType << " does not apply to element type '"
     << element << "' (C3)";
  return evalError(text);
}

CompareKind toKind(std::optional<ComparisonType> type) {
  if (!type)
    return CompareKind::Default;
  switch (*type) {
  case ComparisonType::FLOAT:
    return CompareKind::Float;
  case ComparisonType::TOTALORDER:
    return CompareKind::TotalOrder;
  case ComparisonType::SIGNED:
    return CompareKind::Signed;
  case ComparisonType::UNSIGNED:
    return CompareKind::Unsigned;
  case ComparisonType::NOTYPE:
    return CompareKind::Default;
  }
  return CompareKind::Default;
}


void registerElementwiseEvaluators(EvaluatorRegistry &r) {
  r.add<AbsOp, evalUnary<AbsOp, evalAbsOp>>();
  r.add<CbrtOp, evalUnary<CbrtOp, evalCbrtOp>>();
  r.add<CeilOp, evalUnary<CeilOp, evalCeilOp>>();
  r.add<ClzOp, evalUnary<ClzOp, evalClzOp>>();
  r.add<CosineOp, evalUnary<CosineOp, evalCosineOp>>();
  r.add<ExpOp, evalUnary<ExpOp, evalExpOp>>();
  r.add<Expm1Op, evalUnary<Expm1Op, evalExpm1Op>>();
  r.add<FloorOp, evalUnary<FloorOp, evalFloorOp>>();
  r.add<ImagOp, evalUnary<ImagOp, evalImagOp>>();
  r.add<IsFiniteOp, evalUnary<IsFiniteOp, evalIsFiniteOp>>();
  r.add<LogOp, evalUnary<LogOp, evalLogOp>>();
  r.add<Log1pOp, evalUnary<Log1pOp, evalLog1pOp>>();
  r.add<LogisticOp, evalUnary<LogisticOp, evalLogisticOp>>();
  r.add<NegOp, evalUnary<NegOp, evalNegOp>>();
  r.add<NotOp, evalUnary<NotOp, evalNotOp>>();
  r.add<PopulationCountOp, evalUnary<PopulationCountOp, evalPopcntOp>>();
  r.add<RealOp, evalUnary<RealOp, evalRealOp>>();
  r.add<RoundOp, evalUnary<RoundOp, evalRoundNearestAfzOp>>();
  r.add<RoundNearestEvenOp, evalUnary<RoundNearestEvenOp, evalRoundNearestEvenOp>>();
  r.add<RsqrtOp, evalUnary<RsqrtOp, evalRsqrtOp>>();
  r.add<SignOp, evalUnary<SignOp, evalSignOp>>();
  r.add<SineOp, evalUnary<SineOp, evalSineOp>>();
  r.add<SqrtOp, evalUnary<SqrtOp, evalSqrtOp>>();
  r.add<TanOp, evalUnary<TanOp, evalTanOp>>();
  r.add<TanhOp, evalUnary<TanhOp, evalTanhOp>>();
  r.add<ConvertOp, evalUnary<ConvertOp, evalConvertOp>>();
  r.add<BitcastConvertOp, evalBitcastConvert>();
  r.add<ReducePrecisionOp, evalReducePrecision>();

  r.add<AddOp, evalBinary<AddOp, evalAddOp>>();
  r.add<AndOp, evalBinary<AndOp, evalAndOp>>();
  r.add<Atan2Op, evalBinary<Atan2Op, evalAtan2Op>>();
  r.add<DivOp, evalFallibleBinary<DivOp, evalDivideOp>>();
  r.add<MaxOp, evalBinary<MaxOp, evalMaxOp>>();
  r.add<MinOp, evalBinary<MinOp, evalMinOp>>();
  r.add<MulOp, evalBinary<MulOp, evalMulOp>>();
  r.add<OrOp, evalBinary<OrOp, evalOrOp>>();
  r.add<PowOp, evalBinary<PowOp, evalPowOp>>();
  r.add<RemOp, evalFallibleBinary<RemOp, evalRemOp>>();
  r.add<ShiftLeftOp, evalBinary<ShiftLeftOp, evalShiftLeftOp>>();
  r.add<ShiftRightArithmeticOp,
        evalBinary<ShiftRightArithmeticOp, evalShiftRightArithmeticOp>>();
  r.add<ShiftRightLogicalOp,
        evalBinary<ShiftRightLogicalOp, evalShiftRightLogicalOp>>();
  r.add<SubtractOp, evalBinary<SubtractOp, evalSubtractOp>>();
  r.add<XorOp, evalBinary<XorOp, evalXorOp>>();
  r.add<ComplexOp, evalBinary<ComplexOp, evalComplexOp>>();
  r.add<CompareOp, evalCompare>();
  r.add<ClampOp, evalClamp>();
  r.add<SelectOp, evalSelect>();
}

} // namespace shlo
} // namespace mlir
