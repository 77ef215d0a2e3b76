//===- LowerElementwise.cpp - elementwise aten ops ------------------------===//
//
// Arithmetic, unary math, activations, comparisons, clamp and where, with
// torch's type promotion and numpy broadcasting.
//
//===----------------------------------------------------------------------===//

#include "opidiff/lowering/LowerCommon.h"

#include <cmath>

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;
using Dir = hlo::ComparisonDirection;

namespace {

/// Operands converted to their common dtype and broadcast to one shape.
struct Promoted {
  llvm::SmallVector<mlir::Value> values;
  DType dtype;
  llvm::SmallVector<int64_t> shape;
};

llvm::Expected<Promoted> promote(Emitter &e, const Args &args,
                                 llvm::ArrayRef<Operand> ops,
                                 std::optional<DType> computeAs = {}) {
  Promoted p;
  p.dtype = computeAs ? *computeAs : e.resultTypeOf(ops);
  OPIDIFF_TRY(shape, e.broadcastShapeOf(args, ops));
  p.shape = *shape;
  for (const Operand &op : ops)
    p.values.push_back(e.materialize(op, p.dtype, p.shape));
  return p;
}

llvm::Expected<std::pair<Operand, Operand>>
twoOperands(const Args &args, llvm::StringRef lhs, llvm::StringRef rhs) {
  OPIDIFF_TRY(a, args.operand(lhs));
  OPIDIFF_TRY(b, args.operand(rhs));
  return std::make_pair(*a, *b);
}

/// Float-valued unary ops compute integers and bools as float32.
DType floatDType(DType t) { return isIntOrBool(t) ? kDefaultFloat : t; }

llvm::Expected<Results> lowerAddSub(Emitter &e, const Args &args, bool isSub) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  if (isSub && p->dtype == DType::Bool)
    return args.unsupported("subtraction of bool tensors");
  mlir::Value x = p->values[0], y = p->values[1];
  if (!args.isNone("alpha")) {
    OPIDIFF_TRY(alpha, args.operand("alpha"));
    if (!alpha->isScalar())
      return args.unsupported("a tensor alpha");
    const Value &s = alpha->scalar;
    bool isOne = (s.kind == Value::Kind::Int && s.i == 1) ||
                 (s.kind == Value::Kind::Float && s.f == 1.0) ||
                 (s.kind == Value::Kind::Bool && s.b);
    if (!isOne) {
      if (isIntOrBool(p->dtype) && s.kind == Value::Kind::Float)
        return args.unsupported("a float alpha with integral inputs");
      if (p->dtype == DType::Bool)
        return args.unsupported("alpha with bool inputs");
      y = e.mul(y, e.scalarTensor(s, e.elementOf(y), p->shape));
    }
  }
  return one(isSub ? e.sub(x, y) : e.add(x, y));
}

llvm::Expected<Results> lowerAdd(Emitter &e, const Args &args) {
  return lowerAddSub(e, args, false);
}
llvm::Expected<Results> lowerSub(Emitter &e, const Args &args) {
  return lowerAddSub(e, args, true);
}

llvm::Expected<Results> lowerMul(Emitter &e, const Args &args) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  return one(e.mul(p->values[0], p->values[1]));
}

mlir::Value floorOf(Emitter &e, mlir::Value x) {
  return e.unary<hlo::FloorOp>(x);
}

/// torch's floor division of floats: fmod-based, so that it agrees with
/// Python's `//` even when a / b rounds across an integer.
mlir::Value floorDivFloat(Emitter &e, mlir::Value a, mlir::Value b) {
  auto shape = e.shapeOf(a);
  mlir::Type t = e.elementOf(a);
  mlir::Value zero = e.splat(t, 0, shape), one = e.splat(t, 1, shape);
  mlir::Value mod = e.binary<hlo::RemOp>(a, b);
  mlir::Value div = e.div(e.sub(a, mod), b);
  mlir::Value modNonZero = e.compare(mod, zero, Dir::NE);
  mlir::Value signsDiffer = e.compare(e.compare(b, zero, Dir::LT),
                                      e.compare(mod, zero, Dir::LT), Dir::NE);
  mlir::Value adjust = e.binary<hlo::AndOp>(modNonZero, signsDiffer);
  div = e.select(adjust, e.sub(div, one), div);
  mlir::Value fl = floorOf(e, div);
  mlir::Value roundUp =
      e.compare(e.sub(div, fl), e.splat(t, 0.5, shape), Dir::GT);
  fl = e.select(roundUp, e.add(fl, one), fl);
  mlir::Value quotient = e.div(a, b);
  mlir::Value signedZero = e.mul(quotient, zero);
  mlir::Value result =
      e.select(e.compare(div, zero, Dir::NE), fl, signedZero);
  return e.select(e.compare(b, zero, Dir::EQ), quotient, result);
}

mlir::Value floorDivInt(Emitter &e, mlir::Value a, mlir::Value b) {
  auto shape = e.shapeOf(a);
  mlir::Type t = e.elementOf(a);
  mlir::Value q = e.div(a, b);
  if (mlir::cast<mlir::IntegerType>(t).isUnsigned())
    return q;
  mlir::Value zero = e.splat(t, 0, shape);
  mlir::Value r = e.binary<hlo::RemOp>(a, b);
  mlir::Value adjust = e.binary<hlo::AndOp>(
      e.compare(r, zero, Dir::NE),
      e.compare(e.compare(r, zero, Dir::LT), e.compare(b, zero, Dir::LT),
                Dir::NE));
  return e.select(adjust, e.sub(q, e.splat(t, 1, shape)), q);
}

llvm::Expected<Results> lowerDiv(Emitter &e, const Args &args) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  OPIDIFF_TRY(mode, args.optString("rounding_mode"));
  DType t = e.resultTypeOf({ops->first, ops->second});
  if (!*mode) {
    OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}, floatDType(t)));
    return one(e.div(p->values[0], p->values[1]));
  }
  if (**mode != "trunc" && **mode != "floor")
    return args.fail("unknown rounding_mode '" + **mode + "'");
  if (t == DType::Bool)
    return args.unsupported("rounded division of bool tensors");
  if (isComplex(t))
    return args.unsupported("rounded division of complex tensors");
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  mlir::Value a = p->values[0], b = p->values[1];
  if (**mode == "trunc") {
    mlir::Value q = e.div(a, b);
    if (isIntegral(t))
      return one(q);
    mlir::Value negative = e.compare(q, e.splat(e.elementOf(q), 0, p->shape),
                                     Dir::LT);
    return one(e.select(negative, e.unary<hlo::CeilOp>(q), floorOf(e, q)));
  }
  return one(isIntegral(t) ? floorDivInt(e, a, b) : floorDivFloat(e, a, b));
}

llvm::Expected<mlir::Value> selfTensor(const Args &args) {
  return args.tensor("self");
}

llvm::Expected<Results> lowerNeg(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, selfTensor(args));
  if (e.dtypeOf(*x) == DType::Bool)
    return args.unsupported("negation of a bool tensor");
  return one(e.unary<hlo::NegOp>(*x));
}

llvm::Expected<Results> lowerAbs(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, selfTensor(args));
  DType t = e.dtypeOf(*x);
  if (t == DType::Bool)
    return args.unsupported("abs of a bool tensor");
  if (t == DType::UInt8)
    return one(*x);
  auto type = e.tensorType(e.shapeOf(*x), e.elementType(toReal(t)));
  return one(hlo::AbsOp::create(e.b, e.loc, type, *x));
}

/// Unary float functions: integers and bools compute as float32.
template <typename OpTy>
llvm::Expected<Results> lowerFloatUnary(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, selfTensor(args));
  mlir::Value v = e.convert(*x, floatDType(e.dtypeOf(*x)));
  return one(e.unary<OpTy>(v));
}

llvm::Expected<Results> lowerRelu(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, selfTensor(args));
  DType t = e.dtypeOf(*x);
  if (t == DType::Bool || isComplex(t))
    return args.unsupported(std::string("relu of a ") + dtypeName(t) +
                            " tensor");
  return one(e.binary<hlo::MaxOp>(
      *x, e.splat(e.elementOf(*x), 0, e.shapeOf(*x))));
}

/// Activations torch computes only for floating dtypes; f16/bf16 compute
/// in float32 as torch's CPU kernels do.
llvm::Expected<mlir::Value> floatActivationInput(Emitter &e, const Args &args,
                                                 llvm::StringRef what) {
  OPIDIFF_TRY(x, selfTensor(args));
  DType t = e.dtypeOf(*x);
  if (!isFloating(t))
    return args.unsupported(what + " of a " + dtypeName(t) + " tensor");
  if (t == DType::Float16 || t == DType::BFloat16)
    return e.convert(*x, DType::Float32);
  return *x;
}

/// erf(x) by Abramowitz & Stegun 7.1.26 (|error| <= 1.5e-7), evaluated in
/// float64 and converted back.
mlir::Value erfOf(Emitter &e, mlir::Value x) {
  mlir::Type orig = e.elementOf(x);
  mlir::Value v = e.convert(x, DType::Float64);
  auto shape = e.shapeOf(v);
  mlir::Type f64 = e.elementOf(v);
  auto c = [&](double k) { return e.splat(f64, k, shape); };
  mlir::Value ax = e.unary<hlo::AbsOp>(v);
  mlir::Value t = e.div(c(1.0), e.add(c(1.0), e.mul(c(0.3275911), ax)));
  const double a[] = {0.254829592, -0.284496736, 1.421413741, -1.453152027,
                      1.061405429};
  mlir::Value poly = c(a[4]);
  for (int i = 3; i >= 0; --i)
    poly = e.add(e.mul(poly, t), c(a[i]));
  poly = e.mul(poly, t);
  mlir::Value expTerm =
      e.unary<hlo::ExpOp>(e.unary<hlo::NegOp>(e.mul(ax, ax)));
  mlir::Value erfAbs = e.sub(c(1.0), e.mul(poly, expTerm));
  mlir::Value result = e.mul(e.unary<hlo::SignOp>(v), erfAbs);
  return e.convert(result, orig);
}

llvm::Expected<Results> lowerGelu(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, floatActivationInput(e, args, "gelu"));
  OPIDIFF_TRY(approximate, args.optString("approximate"));
  std::string mode = approximate->value_or("none");
  mlir::Value v = *x;
  auto shape = e.shapeOf(v);
  mlir::Type t = e.elementOf(v);
  auto c = [&](double k) { return e.splat(t, k, shape); };
  mlir::Value inner;
  if (mode == "none") {
    inner = erfOf(e, e.mul(v, c(M_SQRT1_2)));
  } else if (mode == "tanh") {
    mlir::Value cube = e.mul(e.mul(v, v), v);
    mlir::Value arg =
        e.mul(c(std::sqrt(2.0 / M_PI)), e.add(v, e.mul(c(0.044715), cube)));
    inner = e.unary<hlo::TanhOp>(arg);
  } else {
    return args.fail("unknown approximate '" + mode + "'");
  }
  mlir::Value y = e.mul(e.mul(c(0.5), v), e.add(c(1.0), inner));
  auto self = selfTensor(args);
  return one(e.convert(y, e.elementOf(*self)));
}

llvm::Expected<Results> lowerSilu(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, floatActivationInput(e, args, "silu"));
  mlir::Value y = e.mul(*x, e.unary<hlo::LogisticOp>(*x));
  auto self = selfTensor(args);
  return one(e.convert(y, e.elementOf(*self)));
}

llvm::Expected<Results> lowerPow(Emitter &e, const Args &args) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "exponent"));
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  if (p->dtype == DType::Bool)
    return args.unsupported("pow of bool tensors");
  return one(e.binary<hlo::PowOp>(p->values[0], p->values[1]));
}

llvm::Expected<Results> lowerClampWith(Emitter &e, const Args &args,
                                       llvm::StringRef minName,
                                       llvm::StringRef maxName) {
  OPIDIFF_TRY(self, args.operand("self"));
  std::optional<Operand> lo, hi;
  if (!minName.empty()) {
    OPIDIFF_TRY(v, args.optOperand(minName));
    lo = *v;
  }
  if (!maxName.empty()) {
    OPIDIFF_TRY(v, args.optOperand(maxName));
    hi = *v;
  }
  if (!lo && !hi)
    return args.fail("at least one of min and max must be given");
  llvm::SmallVector<Operand> ops{*self};
  if (lo)
    ops.push_back(*lo);
  if (hi)
    ops.push_back(*hi);
  OPIDIFF_TRY(p, promote(e, args, ops));
  if (p->dtype == DType::Bool || isComplex(p->dtype))
    return args.unsupported(std::string("clamp of ") + dtypeName(p->dtype));
  mlir::Value x = p->values[0];
  size_t next = 1;
  if (lo)
    x = e.binary<hlo::MaxOp>(x, p->values[next++]);
  if (hi)
    x = e.binary<hlo::MinOp>(x, p->values[next++]);
  return one(x);
}

llvm::Expected<Results> lowerClamp(Emitter &e, const Args &args) {
  return lowerClampWith(e, args, "min", "max");
}
llvm::Expected<Results> lowerClampMin(Emitter &e, const Args &args) {
  return lowerClampWith(e, args, "min", "");
}
llvm::Expected<Results> lowerClampMax(Emitter &e, const Args &args) {
  return lowerClampWith(e, args, "", "max");
}

llvm::Expected<Results> lowerWhere(Emitter &e, const Args &args) {
  OPIDIFF_TRY(cond, args.tensor("condition"));
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  DType ct = e.dtypeOf(*cond);
  if (ct != DType::Bool && ct != DType::UInt8)
    return args.unsupported(std::string("a ") + dtypeName(ct) + " condition");
  Operand condOp;
  condOp.tensor = *cond;
  OPIDIFF_TRY(shape,
              e.broadcastShapeOf(args, {condOp, ops->first, ops->second}));
  DType t = e.resultTypeOf({ops->first, ops->second});
  mlir::Value pred = e.broadcastTo(e.convert(*cond, DType::Bool), *shape);
  return one(e.select(pred, e.materialize(ops->first, t, *shape),
                      e.materialize(ops->second, t, *shape)));
}

template <typename OpTy>
llvm::Expected<Results> lowerMaxMin(Emitter &e, const Args &args) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  if (isComplex(p->dtype))
    return args.unsupported("maximum/minimum of complex tensors");
  return one(e.binary<OpTy>(p->values[0], p->values[1]));
}

template <Dir direction>
llvm::Expected<Results> lowerCompare(Emitter &e, const Args &args) {
  OPIDIFF_TRY(ops, twoOperands(args, "self", "other"));
  OPIDIFF_TRY(p, promote(e, args, {ops->first, ops->second}));
  if (isComplex(p->dtype) && direction != Dir::EQ && direction != Dir::NE)
    return args.unsupported("ordered comparison of complex tensors");
  return one(e.compare(p->values[0], p->values[1], direction));
}

} // namespace

void lower::registerElementwiseLowerings(Registry &r) {
  r["aten::add"] = lowerAdd;
  r["aten::sub"] = lowerSub;
  r["aten::mul"] = lowerMul;
  r["aten::div"] = lowerDiv;
  r["aten::neg"] = lowerNeg;
  r["aten::abs"] = lowerAbs;
  r["aten::exp"] = lowerFloatUnary<hlo::ExpOp>;
  r["aten::log"] = lowerFloatUnary<hlo::LogOp>;
  r["aten::sqrt"] = lowerFloatUnary<hlo::SqrtOp>;
  r["aten::rsqrt"] = lowerFloatUnary<hlo::RsqrtOp>;
  r["aten::sin"] = lowerFloatUnary<hlo::SineOp>;
  r["aten::cos"] = lowerFloatUnary<hlo::CosineOp>;
  r["aten::tanh"] = lowerFloatUnary<hlo::TanhOp>;
  r["aten::sigmoid"] = lowerFloatUnary<hlo::LogisticOp>;
  r["aten::relu"] = lowerRelu;
  r["aten::gelu"] = lowerGelu;
  r["aten::silu"] = lowerSilu;
  r["aten::pow"] = lowerPow;
  r["aten::clamp"] = lowerClamp;
  r["aten::clamp_min"] = lowerClampMin;
  r["aten::clamp_max"] = lowerClampMax;
  r["aten::where"] = lowerWhere;
  r["aten::maximum"] = lowerMaxMin<hlo::MaxOp>;
  r["aten::minimum"] = lowerMaxMin<hlo::MinOp>;
  r["aten::eq"] = lowerCompare<Dir::EQ>;
  r["aten::ne"] = lowerCompare<Dir::NE>;
  r["aten::lt"] = lowerCompare<Dir::LT>;
  r["aten::le"] = lowerCompare<Dir::LE>;
  r["aten::gt"] = lowerCompare<Dir::GT>;
  r["aten::ge"] = lowerCompare<Dir::GE>;
}
