//===- ArithOps.cpp - MLIR's arith dialect on scalars, index and tensors -===//
//
// arith as exporters use it beside StableHLO: constants, integer and float
// arithmetic, comparisons, select and casts, on scalars (rank-0 tensors),
// index values (i64) and tensors (CoreDialects.h). Integer ops wrap to
// their width as arith defines; where arith leaves the result undefined
// (division by zero, signed division overflow, a float out of an integer's
// range, shifts by the width or more) the interpreter reports an error
// instead of making a value up.
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APSInt.h"

namespace mlir {
namespace shlo {

//===----------------------------------------------------------------------===//
// Runtime types of the core dialects (CoreDialects.h)
//===----------------------------------------------------------------------===//

Type runtimeElementType(Type type) {
  if (isa<IndexType>(type))
    return IntegerType::get(type.getContext(), 64);
  return type;
}

RankedTensorType runtimeTensorType(Type declared, ArrayRef<int64_t> shape) {
  Type element = runtimeElementType(getElementTypeOrSelf(declared));
  // The shape dialect's types are not shaped: their values are i64.
  if (!isa<ShapedType>(declared) && !element.isIntOrFloat() &&
      !isa<ComplexType>(element))
    element = IntegerType::get(declared.getContext(), 64);
  return RankedTensorType::get(shape, element);
}

std::string listText(ArrayRef<int64_t> values) {
  std::string text = "[";
  for (auto [i, value] : llvm::enumerate(values))
    text += (i ? ", " : "") + std::to_string(value);
  return text + "]";
}

int64_t scalarInt(const Tensor &tensor) {
  return tensor.getLinear(0).toInt64();
}

Tensor indexScalar(MLIRContext *context, int64_t value) {
  Type i64 = IntegerType::get(context, 64);
  Tensor result(RankedTensorType::get({}, i64));
  result.setLinear(0, Element::fromInt(i64, value));
  return result;
}

Tensor indexVector(MLIRContext *context, ArrayRef<int64_t> values) {
  Type i64 = IntegerType::get(context, 64);
  Tensor result(RankedTensorType::get({int64_t(values.size())}, i64));
  for (auto [i, value] : llvm::enumerate(values))
    result.setLinear(int64_t(i), Element::fromInt(i64, value));
  return result;
}

SmallVector<int64_t> intValues(const Tensor &tensor) {
  SmallVector<int64_t> values;
  for (int64_t i = 0, e = tensor.getNumElements(); i < e; ++i)
    values.push_back(tensor.getLinear(i).toInt64());
  return values;
}

namespace {

//===----------------------------------------------------------------------===//
// Element-wise maps
//===----------------------------------------------------------------------===//

/// Fails unless every tensor of `inputs` has the first one's shape (the
/// verifier lets dynamic dimensions differ until run time).
llvm::Error sameShapes(ArrayRef<const Tensor *> inputs) {
  for (const Tensor *input : inputs.drop_front())
    if (input->getShape() != inputs.front()->getShape())
      return evalError("operands have shapes " +
                       listText(inputs.front()->getShape()) + " and " +
                       listText(input->getShape()) + " at run time");
  return llvm::Error::success();
}

/// The bits of every operand at each position, through `fn`, into a tensor
/// of the operands' shape with element type `resultElement`. `fn` returns
/// an error message or null.
template <typename Fn>
llvm::Expected<Tensor> mapBits(ArrayRef<const Tensor *> inputs,
                               Type resultElement, Fn fn) {
  if (llvm::Error error = sameShapes(inputs))
    return std::move(error);
  Tensor result(RankedTensorType::get(inputs.front()->getShape(),
                                      runtimeElementType(resultElement)));
  SmallVector<Element, 3> elements;
  for (int64_t i = 0, e = result.getNumElements(); i < e; ++i) {
    elements.clear();
    for (const Tensor *input : inputs)
      elements.push_back(input->getLinear(i));
    llvm::Expected<Element> value = fn(ArrayRef<Element>(elements));
    if (!value)
      return value.takeError();
    result.setLinear(i, *value);
  }
  return result;
}

/// The element type of `type` (scalar or shaped) as held at run time.
Type elementOf(Type type) { return runtimeElementType(getElementTypeOrSelf(type)); }

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

llvm::Expected<Tensor> evalArithConstantOp(Attribute value, Type type) {
  MLIRContext *context = type.getContext();
  Type element = elementOf(type);
  if (auto integer = dyn_cast<IntegerAttr>(value)) {
    Tensor result(RankedTensorType::get({}, element));
    result.setLinear(0, Element::fromBits(element, integer.getValue()));
    return result;
  }
  if (auto floating = dyn_cast<FloatAttr>(value)) {
    Tensor result(RankedTensorType::get({}, element));
    result.setLinear(0, Element(element, floating.getValue()));
    return result;
  }
  if (auto elements = dyn_cast<DenseElementsAttr>(value)) {
    auto shaped = cast<ShapedType>(elements.getType());
    if (!isa<IndexType>(shaped.getElementType()))
      return Tensor::fromAttr(elements);
    Tensor result(RankedTensorType::get(shaped.getShape(), element));
    int64_t i = 0;
    for (const APInt &bits : elements.getValues<APInt>())
      result.setLinear(i++, Element::fromBits(element, bits));
    return result;
  }
  if (auto elements = dyn_cast<ElementsAttr>(value))
    if (!isa<IndexType>(elements.getElementType()))
      return Tensor::fromAttr(elements);
  (void)context;
  return evalError("the interpreter does not support arith.constant of " +
                   quoted(type) + " with this value");
}

llvm::Expected<EvalResults> evalConstant(arith::ConstantOp op,
                                         const OperandValues &, EvalEnv &) {
  return asResults(evalArithConstantOp(op.getValue(), op.getType()));
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

/// An integer op on two operands' bits: the result's bits, or why there is
/// none.
using IntFn = const char *(*)(const APInt &lhs, const APInt &rhs, APInt &out);

const char *divByZero = "integer division by zero";
const char *divOverflow = "signed integer division overflows";

const char *addI(const APInt &a, const APInt &b, APInt &out) { out = a + b; return nullptr; }
const char *subI(const APInt &a, const APInt &b, APInt &out) { out = a - b; return nullptr; }
const char *mulI(const APInt &a, const APInt &b, APInt &out) { out = a * b; return nullptr; }
const char *andI(const APInt &a, const APInt &b, APInt &out) { out = a & b; return nullptr; }
const char *orI(const APInt &a, const APInt &b, APInt &out) { out = a | b; return nullptr; }
const char *xorI(const APInt &a, const APInt &b, APInt &out) { out = a ^ b; return nullptr; }
const char *maxSI(const APInt &a, const APInt &b, APInt &out) { out = a.sge(b) ? a : b; return nullptr; }
const char *maxUI(const APInt &a, const APInt &b, APInt &out) { out = a.uge(b) ? a : b; return nullptr; }
const char *minSI(const APInt &a, const APInt &b, APInt &out) { out = a.sle(b) ? a : b; return nullptr; }
const char *minUI(const APInt &a, const APInt &b, APInt &out) { out = a.ule(b) ? a : b; return nullptr; }

const char *divUI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  out = a.udiv(b);
  return nullptr;
}
const char *divSI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  bool overflow = false;
  out = a.sdiv_ov(b, overflow);
  return overflow ? divOverflow : nullptr;
}
const char *ceilDivUI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  out = llvm::APIntOps::RoundingUDiv(a, b, APInt::Rounding::UP);
  return nullptr;
}
const char *ceilDivSI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  if (a.isMinSignedValue() && b.isAllOnes())
    return divOverflow;
  out = llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::UP);
  return nullptr;
}
const char *floorDivSI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  if (a.isMinSignedValue() && b.isAllOnes())
    return divOverflow;
  out = llvm::APIntOps::RoundingSDiv(a, b, APInt::Rounding::DOWN);
  return nullptr;
}
const char *remUI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  out = a.urem(b);
  return nullptr;
}
const char *remSI(const APInt &a, const APInt &b, APInt &out) {
  if (b.isZero())
    return divByZero;
  out = a.srem(b); // the sign of the dividend, as arith says
  return nullptr;
}

const char *shiftTooFar = "shift amount is not less than the bit width";
const char *shLI(const APInt &a, const APInt &b, APInt &out) {
  if (b.uge(a.getBitWidth()))
    return shiftTooFar;
  out = a.shl(b);
  return nullptr;
}
const char *shRUI(const APInt &a, const APInt &b, APInt &out) {
  if (b.uge(a.getBitWidth()))
    return shiftTooFar;
  out = a.lshr(b);
  return nullptr;
}
const char *shRSI(const APInt &a, const APInt &b, APInt &out) {
  if (b.uge(a.getBitWidth()))
    return shiftTooFar;
  out = a.ashr(b);
  return nullptr;
}

llvm::Expected<Tensor> evalIntBinaryOp(const Tensor &lhs, const Tensor &rhs,
                                       Type resultType, IntFn fn) {
  Type element = elementOf(resultType);
  return mapBits({&lhs, &rhs}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   APInt out;
                   if (const char *why =
                           fn(in[0].toBits(), in[1].toBits(), out))
                     return evalError(why);
                   return Element::fromBits(element, out);
                 });
}

template <typename OpTy, IntFn Fn>
llvm::Expected<EvalResults> evalIntBinary(OpTy op, const OperandValues &operands,
                                          EvalEnv &) {
  return asResults(evalIntBinaryOp(operands.tensor(0), operands.tensor(1),
                                   op.getType(), Fn));
}

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

using FloatFn = APFloat (*)(const APFloat &lhs, const APFloat &rhs);

constexpr auto kEven = APFloat::rmNearestTiesToEven;
APFloat addF(const APFloat &a, const APFloat &b) { APFloat r = a; r.add(b, kEven); return r; }
APFloat subF(const APFloat &a, const APFloat &b) { APFloat r = a; r.subtract(b, kEven); return r; }
APFloat mulF(const APFloat &a, const APFloat &b) { APFloat r = a; r.multiply(b, kEven); return r; }
APFloat divF(const APFloat &a, const APFloat &b) { APFloat r = a; r.divide(b, kEven); return r; }
APFloat remF(const APFloat &a, const APFloat &b) { APFloat r = a; r.mod(b); return r; }
APFloat maximumF(const APFloat &a, const APFloat &b) { return llvm::maximum(a, b); }
APFloat minimumF(const APFloat &a, const APFloat &b) { return llvm::minimum(a, b); }
APFloat maxNumF(const APFloat &a, const APFloat &b) { return llvm::maxnum(a, b); }
APFloat minNumF(const APFloat &a, const APFloat &b) { return llvm::minnum(a, b); }

llvm::Expected<Tensor> evalFloatBinaryOp(const Tensor &lhs, const Tensor &rhs,
                                         Type resultType, FloatFn fn) {
  Type element = elementOf(resultType);
  return mapBits({&lhs, &rhs}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   return Element(element,
                                  fn(in[0].getFloat(), in[1].getFloat()));
                 });
}

template <typename OpTy, FloatFn Fn>
llvm::Expected<EvalResults>
evalFloatBinary(OpTy op, const OperandValues &operands, EvalEnv &) {
  return asResults(evalFloatBinaryOp(operands.tensor(0), operands.tensor(1),
                                     op.getType(), Fn));
}

llvm::Expected<EvalResults> evalNegF(arith::NegFOp op,
                                     const OperandValues &operands, EvalEnv &) {
  Type element = elementOf(op.getType());
  return asResults(mapBits({&operands.tensor(0)}, element,
                           [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                             return Element(element, neg(in[0].getFloat()));
                           }));
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

bool compareInts(arith::CmpIPredicate predicate, const APInt &a,
                 const APInt &b) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::eq: return a == b;
  case P::ne: return a != b;
  case P::slt: return a.slt(b);
  case P::sle: return a.sle(b);
  case P::sgt: return a.sgt(b);
  case P::sge: return a.sge(b);
  case P::ult: return a.ult(b);
  case P::ule: return a.ule(b);
  case P::ugt: return a.ugt(b);
  case P::uge: return a.uge(b);
  }
  llvm_unreachable("arith.cmpi predicate");
}

bool compareFloats(arith::CmpFPredicate predicate, const APFloat &a,
                   const APFloat &b) {
  using P = arith::CmpFPredicate;
  APFloat::cmpResult c = a.compare(b);
  bool unordered = c == APFloat::cmpUnordered;
  bool lt = c == APFloat::cmpLessThan, eq = c == APFloat::cmpEqual,
       gt = c == APFloat::cmpGreaterThan;
  switch (predicate) {
  case P::AlwaysFalse: return false;
  case P::OEQ: return eq;
  case P::OGT: return gt;
  case P::OGE: return gt || eq;
  case P::OLT: return lt;
  case P::OLE: return lt || eq;
  case P::ONE: return lt || gt;
  case P::ORD: return !unordered;
  case P::UEQ: return unordered || eq;
  case P::UGT: return unordered || gt;
  case P::UGE: return unordered || gt || eq;
  case P::ULT: return unordered || lt;
  case P::ULE: return unordered || lt || eq;
  case P::UNE: return unordered || !eq;
  case P::UNO: return unordered;
  case P::AlwaysTrue: return true;
  }
  llvm_unreachable("arith.cmpf predicate");
}

llvm::Expected<Tensor> evalCmpIOp(const Tensor &lhs, const Tensor &rhs,
                                  arith::CmpIPredicate predicate,
                                  Type resultType) {
  Type element = elementOf(resultType);
  return mapBits({&lhs, &rhs}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   return Element::fromBool(
                       element.getContext(),
                       compareInts(predicate, in[0].toBits(), in[1].toBits()));
                 });
}

llvm::Expected<Tensor> evalCmpFOp(const Tensor &lhs, const Tensor &rhs,
                                  arith::CmpFPredicate predicate,
                                  Type resultType) {
  Type element = elementOf(resultType);
  return mapBits({&lhs, &rhs}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   return Element::fromBool(
                       element.getContext(),
                       compareFloats(predicate, in[0].getFloat(),
                                     in[1].getFloat()));
                 });
}

llvm::Expected<EvalResults> evalCmpI(arith::CmpIOp op,
                                     const OperandValues &operands, EvalEnv &) {
  return asResults(evalCmpIOp(operands.tensor(0), operands.tensor(1),
                              op.getPredicate(), op.getType()));
}

llvm::Expected<EvalResults> evalCmpF(arith::CmpFOp op,
                                     const OperandValues &operands, EvalEnv &) {
  return asResults(evalCmpFOp(operands.tensor(0), operands.tensor(1),
                              op.getPredicate(), op.getType()));
}

/// arith.select: a scalar condition picks a whole operand; a tensor of
/// conditions picks per element.
llvm::Expected<InterpreterValue> evalArithSelectOp(const Tensor &condition,
                                                   const InterpreterValue &onTrue,
                                                   const InterpreterValue &onFalse) {
  if (condition.getRank() == 0 &&
      (!onTrue.isTensor() || onTrue.getTensor().getRank() != 0))
    return condition.getLinear(0).getBool() ? onTrue : onFalse;
  const Tensor &t = onTrue.getTensor(), &f = onFalse.getTensor();
  llvm::Expected<Tensor> result = mapBits(
      {&condition, &t, &f}, t.getElementType(),
      [](ArrayRef<Element> in) -> llvm::Expected<Element> {
        return in[0].getBool() ? in[1] : in[2];
      });
  if (!result)
    return result.takeError();
  return InterpreterValue(std::move(*result));
}

llvm::Expected<EvalResults> evalSelect(arith::SelectOp,
                                       const OperandValues &operands, EvalEnv &) {
  llvm::Expected<InterpreterValue> value =
      evalArithSelectOp(operands.tensor(0), operands[1], operands[2]);
  if (!value)
    return value.takeError();
  EvalResults results;
  results.push_back(std::move(*value));
  return results;
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

enum class IntCast { SignExtendOrTruncate, ZeroExtendOrTruncate };

llvm::Expected<Tensor> evalIntCastOp(const Tensor &operand, Type resultType,
                                     IntCast kind) {
  Type element = elementOf(resultType);
  unsigned width = element.getIntOrFloatBitWidth();
  return mapBits({&operand}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   APInt bits = in[0].toBits();
                   return Element::fromBits(
                       element, kind == IntCast::SignExtendOrTruncate
                                    ? bits.sextOrTrunc(width)
                                    : bits.zextOrTrunc(width));
                 });
}

template <typename OpTy, IntCast Kind>
llvm::Expected<EvalResults> evalIntCast(OpTy op, const OperandValues &operands,
                                        EvalEnv &) {
  return asResults(evalIntCastOp(operands.tensor(0), op.getType(), Kind));
}

llvm::Expected<Tensor> evalIntToFloatOp(const Tensor &operand, Type resultType,
                                        bool isSigned) {
  Type element = elementOf(resultType);
  const llvm::fltSemantics &semantics =
      cast<FloatType>(element).getFloatSemantics();
  return mapBits({&operand}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   APFloat value(semantics);
                   value.convertFromAPInt(in[0].toBits(), isSigned, kEven);
                   return Element(element, value);
                 });
}

llvm::Expected<Tensor> evalFloatToIntOp(const Tensor &operand, Type resultType,
                                        bool isSigned) {
  Type element = elementOf(resultType);
  unsigned width = element.getIntOrFloatBitWidth();
  return mapBits(
      {&operand}, element, [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
        llvm::APSInt value(width, /*isUnsigned=*/!isSigned);
        bool exact = false;
        APFloat::opStatus status = in[0].getFloat().convertToInteger(
            value, APFloat::rmTowardZero, &exact);
        if (status & APFloat::opInvalidOp)
          return evalError("the float " + in[0].toString() +
                           " is out of the range of " + quoted(element));
        return Element::fromBits(element, value);
      });
}

std::optional<APFloat::roundingMode>
roundingOf(std::optional<arith::RoundingMode> mode) {
  if (!mode)
    return kEven;
  switch (*mode) {
  case arith::RoundingMode::to_nearest_even: return kEven;
  case arith::RoundingMode::downward: return APFloat::rmTowardNegative;
  case arith::RoundingMode::upward: return APFloat::rmTowardPositive;
  case arith::RoundingMode::toward_zero: return APFloat::rmTowardZero;
  case arith::RoundingMode::to_nearest_away: return APFloat::rmNearestTiesToAway;
  }
  return std::nullopt;
}

llvm::Expected<Tensor> evalFloatCastOp(const Tensor &operand, Type resultType,
                                       APFloat::roundingMode rounding) {
  Type element = elementOf(resultType);
  const llvm::fltSemantics &semantics =
      cast<FloatType>(element).getFloatSemantics();
  return mapBits({&operand}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   APFloat value = in[0].getFloat();
                   bool losesInfo = false;
                   value.convert(semantics, rounding, &losesInfo);
                   return Element(element, value);
                 });
}

llvm::Expected<EvalResults> evalSIToFP(arith::SIToFPOp op,
                                       const OperandValues &operands, EvalEnv &) {
  return asResults(evalIntToFloatOp(operands.tensor(0), op.getType(), true));
}
llvm::Expected<EvalResults> evalUIToFP(arith::UIToFPOp op,
                                       const OperandValues &operands, EvalEnv &) {
  return asResults(evalIntToFloatOp(operands.tensor(0), op.getType(), false));
}
llvm::Expected<EvalResults> evalFPToSI(arith::FPToSIOp op,
                                       const OperandValues &operands, EvalEnv &) {
  return asResults(evalFloatToIntOp(operands.tensor(0), op.getType(), true));
}
llvm::Expected<EvalResults> evalFPToUI(arith::FPToUIOp op,
                                       const OperandValues &operands, EvalEnv &) {
  return asResults(evalFloatToIntOp(operands.tensor(0), op.getType(), false));
}
llvm::Expected<EvalResults> evalExtF(arith::ExtFOp op,
                                     const OperandValues &operands, EvalEnv &) {
  return asResults(evalFloatCastOp(operands.tensor(0), op.getType(), kEven));
}
llvm::Expected<EvalResults> evalTruncF(arith::TruncFOp op,
                                       const OperandValues &operands, EvalEnv &) {
  std::optional<APFloat::roundingMode> rounding =
      roundingOf(op.getRoundingmode());
  if (!rounding)
    return evalError("unknown rounding mode");
  return asResults(evalFloatCastOp(operands.tensor(0), op.getType(), *rounding));
}

llvm::Expected<Tensor> evalArithBitcastOp(const Tensor &operand,
                                          Type resultType) {
  Type element = elementOf(resultType);
  return mapBits({&operand}, element,
                 [&](ArrayRef<Element> in) -> llvm::Expected<Element> {
                   return Element::fromBits(element, in[0].toBits());
                 });
}

llvm::Expected<EvalResults> evalBitcast(arith::BitcastOp op,
                                        const OperandValues &operands,
                                        EvalEnv &) {
  return asResults(evalArithBitcastOp(operands.tensor(0), op.getType()));
}

} // namespace

void registerArithEvaluators(EvaluatorRegistry &r) {
  using namespace arith;
  r.add<ConstantOp, evalConstant>();
  r.add<AddIOp, evalIntBinary<AddIOp, addI>>();
  r.add<SubIOp, evalIntBinary<SubIOp, subI>>();
  r.add<MulIOp, evalIntBinary<MulIOp, mulI>>();
  r.add<DivUIOp, evalIntBinary<DivUIOp, divUI>>();
  r.add<DivSIOp, evalIntBinary<DivSIOp, divSI>>();
  r.add<CeilDivUIOp, evalIntBinary<CeilDivUIOp, ceilDivUI>>();
  r.add<CeilDivSIOp, evalIntBinary<CeilDivSIOp, ceilDivSI>>();
  r.add<FloorDivSIOp, evalIntBinary<FloorDivSIOp, floorDivSI>>();
  r.add<RemUIOp, evalIntBinary<RemUIOp, remUI>>();
  r.add<RemSIOp, evalIntBinary<RemSIOp, remSI>>();
  r.add<AndIOp, evalIntBinary<AndIOp, andI>>();
  r.add<OrIOp, evalIntBinary<OrIOp, orI>>();
  r.add<XOrIOp, evalIntBinary<XOrIOp, xorI>>();
  r.add<ShLIOp, evalIntBinary<ShLIOp, shLI>>();
  r.add<ShRUIOp, evalIntBinary<ShRUIOp, shRUI>>();
  r.add<ShRSIOp, evalIntBinary<ShRSIOp, shRSI>>();
  r.add<MaxSIOp, evalIntBinary<MaxSIOp, maxSI>>();
  r.add<MaxUIOp, evalIntBinary<MaxUIOp, maxUI>>();
  r.add<MinSIOp, evalIntBinary<MinSIOp, minSI>>();
  r.add<MinUIOp, evalIntBinary<MinUIOp, minUI>>();
  r.add<AddFOp, evalFloatBinary<AddFOp, addF>>();
  r.add<SubFOp, evalFloatBinary<SubFOp, subF>>();
  r.add<MulFOp, evalFloatBinary<MulFOp, mulF>>();
  r.add<DivFOp, evalFloatBinary<DivFOp, divF>>();
  r.add<RemFOp, evalFloatBinary<RemFOp, remF>>();
  r.add<MaximumFOp, evalFloatBinary<MaximumFOp, maximumF>>();
  r.add<MinimumFOp, evalFloatBinary<MinimumFOp, minimumF>>();
  r.add<MaxNumFOp, evalFloatBinary<MaxNumFOp, maxNumF>>();
  r.add<MinNumFOp, evalFloatBinary<MinNumFOp, minNumF>>();
  r.add<NegFOp, evalNegF>();
  r.add<CmpIOp, evalCmpI>();
  r.add<CmpFOp, evalCmpF>();
  r.add<SelectOp, evalSelect>();
  r.add<IndexCastOp, evalIntCast<IndexCastOp, IntCast::SignExtendOrTruncate>>();
  r.add<IndexCastUIOp,
        evalIntCast<IndexCastUIOp, IntCast::ZeroExtendOrTruncate>>();
  r.add<ExtSIOp, evalIntCast<ExtSIOp, IntCast::SignExtendOrTruncate>>();
  r.add<ExtUIOp, evalIntCast<ExtUIOp, IntCast::ZeroExtendOrTruncate>>();
  r.add<TruncIOp, evalIntCast<TruncIOp, IntCast::SignExtendOrTruncate>>();
  r.add<SIToFPOp, evalSIToFP>();
  r.add<UIToFPOp, evalUIToFP>();
  r.add<FPToSIOp, evalFPToSI>();
  r.add<FPToUIOp, evalFPToUI>();
  r.add<ExtFOp, evalExtF>();
  r.add<TruncFOp, evalTruncF>();
  r.add<BitcastOp, evalBitcast>();
}

} // namespace shlo
} // namespace mlir
