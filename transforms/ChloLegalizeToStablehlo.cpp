//===- ChloLegalizeToStablehlo.cpp - chlo ops as stablehlo programs -------===//
//
// --chlo-legalize-to-stablehlo: every chlo op becomes a stablehlo program
// that a backend without chlo can run. The algorithms (and so the accuracy)
// are those of upstream StableHLO's pass of the same name:
//
// - broadcast_* ops broadcast their operands explicitly (broadcast_in_dim for
//   static result shapes, dynamic_broadcast_in_dim with extents computed from
//   get_dimension_size otherwise) and apply the elementwise stablehlo op;
// - the special functions are closed-form formulas and fixed polynomial or
//   rational approximations (Cephes for erf/erfc/bessel_i1e, Giles for
//   erf_inv, Lanczos g = 7, n = 9 for lgamma/digamma, Euler-Maclaurin with 12
//   terms for zeta, Hull et al. for complex asin/acos);
// - functions upstream evaluates in at least f32 (erf, erfc, erf_inv,
//   lgamma, digamma, bessel_i1e, cosh, sinh, polygamma, zeta) convert
//   narrower floats to f32 and the result back;
// - top_k is iota + stable sort + slice, ragged_dot is a masked dot_general
//   per group, scan is a while loop.
//
// Unlike upstream, shape computations are stablehlo ops (get_dimension_size,
// concatenate, select), not shape-dialect ops, so no shape legalization has
// to follow. An op that cannot be lowered (ragged_dot or scan with dynamic
// shapes) is a located error and the pass fails.
//
// The interpreter's own chlo evaluators compute the special functions in
// double or long double and round once; docs/design.md says where that is
// more accurate than this lowering.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"

#include "dialect/ChloOps.h"
#include "dialect/Dialects.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <complex>
#include <limits>

namespace mlir {
namespace shlo {

#define GEN_PASS_DEF_CHLOLEGALIZETOSTABLEHLOPASS
#include "transforms/Passes.h.inc"

namespace {

namespace hlo = ::mlir::stablehlo;
using Dir = hlo::ComparisonDirection;

constexpr double kPi = 3.14159265358979323846;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

Type elementOf(Value v) { return cast<ShapedType>(v.getType()).getElementType(); }

/// The zero tensor of a static type (complex included).
DenseElementsAttr zeroOf(RankedTensorType type) {
  if (auto complex = dyn_cast<ComplexType>(type.getElementType())) {
    llvm::APFloat z = llvm::APFloat::getZero(
        cast<FloatType>(complex.getElementType()).getFloatSemantics());
    SmallVector<std::complex<llvm::APFloat>> values(1, {z, z});
    return DenseElementsAttr::get(type, ArrayRef(values));
  }
  return cast<DenseElementsAttr>(Builder(type.getContext()).getZeroAttr(type));
}

/// A tensor<i64> constant.
Value i64Scalar(OpBuilder &b, Location loc, int64_t v) {
  auto type = RankedTensorType::get({}, b.getI64Type());
  return hlo::ConstantOp::create(b, loc, type,
                                 DenseElementsAttr::get(type, ArrayRef(v)));
}

/// The float type of a float or complex element.
FloatType floatPart(Type element) {
  if (auto complex = dyn_cast<ComplexType>(element))
    return cast<FloatType>(complex.getElementType());
  return cast<FloatType>(element);
}

//===----------------------------------------------------------------------===//
// Emitter: stablehlo ops of one shape
//===----------------------------------------------------------------------===//

/// Builds the stablehlo ops of one decomposition. All values it makes have
/// the shape of `ref` (the chlo op's operand, after broadcasting); constants
/// of that shape are splats when the shape is static and a broadcast of a
/// scalar to ref's run-time extents otherwise.
class Emitter {
public:
  Emitter(OpBuilder &b, Location loc, Value ref)
      : b(b), loc(loc), ref(ref),
        shape(cast<RankedTensorType>(ref.getType()).getShape()) {}

  OpBuilder &b;
  Location loc;

  RankedTensorType typeOf(Type element) const {
    return RankedTensorType::get(shape, element);
  }

  template <typename OpTy>
  Value op(Type type, ValueRange operands,
           ArrayRef<NamedAttribute> attrs = {}) {
    return OpTy::create(b, loc, TypeRange{type}, operands, attrs)
        ->getResult(0);
  }
  template <typename OpTy> Value same(ValueRange operands) {
    return op<OpTy>(operands.front().getType(), operands);
  }

  // Arithmetic.
  Value add(Value x, Value y) { return same<hlo::AddOp>({x, y}); }
  Value sub(Value x, Value y) { return same<hlo::SubtractOp>({x, y}); }
  Value mul(Value x, Value y) { return same<hlo::MulOp>({x, y}); }
  Value div(Value x, Value y) { return same<hlo::DivOp>({x, y}); }
  Value rem(Value x, Value y) { return same<hlo::RemOp>({x, y}); }
  Value pow(Value x, Value y) { return same<hlo::PowOp>({x, y}); }
  Value max(Value x, Value y) { return same<hlo::MaxOp>({x, y}); }
  Value min(Value x, Value y) { return same<hlo::MinOp>({x, y}); }
  Value atan2(Value x, Value y) { return same<hlo::Atan2Op>({x, y}); }
  Value neg(Value x) { return same<hlo::NegOp>({x}); }
  Value abs(Value x) {
    return op<hlo::AbsOp>(typeOf(floatOrSelf(elementOf(x))), {x});
  }
  Value sqrt(Value x) { return same<hlo::SqrtOp>({x}); }
  Value log(Value x) { return same<hlo::LogOp>({x}); }
  Value log1p(Value x) { return same<hlo::Log1pOp>({x}); }
  Value exp(Value x) { return same<hlo::ExpOp>({x}); }
  Value expm1(Value x) { return same<hlo::Expm1Op>({x}); }
  Value sin(Value x) { return same<hlo::SineOp>({x}); }
  Value cos(Value x) { return same<hlo::CosineOp>({x}); }
  Value tanh(Value x) { return same<hlo::TanhOp>({x}); }
  Value floor(Value x) { return same<hlo::FloorOp>({x}); }
  Value sign(Value x) { return same<hlo::SignOp>({x}); }
  Value clamp(Value lo, Value x, Value hi) {
    return op<hlo::ClampOp>(x.getType(), {lo, x, hi});
  }
  Value real(Value z) {
    return op<hlo::RealOp>(typeOf(floatPart(elementOf(z))), {z});
  }
  Value imag(Value z) {
    return op<hlo::ImagOp>(typeOf(floatPart(elementOf(z))), {z});
  }
  Value complex(Value re, Value im) {
    return op<hlo::ComplexOp>(typeOf(ComplexType::get(elementOf(re))),
                              {re, im});
  }
  Value convert(Value x, Type element) {
    if (elementOf(x) == element)
      return x;
    return op<hlo::ConvertOp>(typeOf(element), {x});
  }
  Value bitcast(Value x, Type element) {
    return op<hlo::BitcastConvertOp>(typeOf(element), {x});
  }

  // Predicates.
  Value cmp(Value x, Value y, Dir dir) {
    NamedAttribute attr(
        b.getStringAttr("comparison_direction"),
        hlo::ComparisonDirectionAttr::get(b.getContext(), dir));
    return op<hlo::CompareOp>(typeOf(b.getI1Type()), {x, y}, {attr});
  }
  Value lt(Value x, Value y) { return cmp(x, y, Dir::LT); }
  Value le(Value x, Value y) { return cmp(x, y, Dir::LE); }
  Value gt(Value x, Value y) { return cmp(x, y, Dir::GT); }
  Value ge(Value x, Value y) { return cmp(x, y, Dir::GE); }
  Value eq(Value x, Value y) { return cmp(x, y, Dir::EQ); }
  Value ne(Value x, Value y) { return cmp(x, y, Dir::NE); }
  Value land(Value x, Value y) { return same<hlo::AndOp>({x, y}); }
  Value lor(Value x, Value y) { return same<hlo::OrOp>({x, y}); }
  Value lnot(Value x) { return same<hlo::NotOp>({x}); }
  Value select(Value p, Value x, Value y) {
    return op<hlo::SelectOp>(x.getType(), {p, x, y});
  }
  Value isFinite(Value x) {
    return op<hlo::IsFiniteOp>(typeOf(b.getI1Type()), {x});
  }

  // Constants of ref's shape.
  Value splat(Attribute scalar, Type element) {
    auto key = std::make_pair(scalar, element);
    auto found = constants.find(key);
    if (found != constants.end())
      return found->second;
    Value result;
    RankedTensorType type = typeOf(element);
    if (type.hasStaticShape()) {
      result = hlo::ConstantOp::create(
          b, loc, type, DenseElementsAttr::get(type, scalar));
    } else {
      auto scalarType = RankedTensorType::get({}, element);
      Value value = hlo::ConstantOp::create(
          b, loc, scalarType, DenseElementsAttr::get(scalarType, scalar));
      result = op<hlo::DynamicBroadcastInDimOp>(
          type, {value, extents()},
          {b.getNamedAttr("broadcast_dimensions",
                          b.getDenseI64ArrayAttr({}))});
    }
    constants[key] = result;
    return result;
  }
  Value cstAP(const llvm::APFloat &v, Type element) {
    if (auto complex = dyn_cast<ComplexType>(element)) {
      // A complex constant (v, 0).
      llvm::APFloat zero = llvm::APFloat::getZero(v.getSemantics());
      RankedTensorType type = typeOf(element);
      SmallVector<std::complex<llvm::APFloat>> values(1, {v, zero});
      if (type.hasStaticShape())
        return hlo::ConstantOp::create(
            b, loc, type, DenseElementsAttr::get(type, ArrayRef(values)));
      auto scalarType = RankedTensorType::get({}, element);
      Value scalar = hlo::ConstantOp::create(
          b, loc, scalarType,
          DenseElementsAttr::get(scalarType, ArrayRef(values)));
      return op<hlo::DynamicBroadcastInDimOp>(
          type, {scalar, extents()},
          {b.getNamedAttr("broadcast_dimensions",
                          b.getDenseI64ArrayAttr({}))});
    }
    return splat(b.getFloatAttr(element, v), element);
  }
  /// `v` rounded to the float (or complex) element type, or an integer.
  Value cst(double v, Type element) {
    if (isa<IntegerType>(element))
      return cstInt(int64_t(v), element);
    const llvm::fltSemantics &sem = floatPart(element).getFloatSemantics();
    llvm::APFloat value(v);
    bool lost;
    value.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
    return cstAP(value, element);
  }
  Value cstInt(int64_t v, Type element) {
    unsigned width = element.getIntOrFloatBitWidth();
    return splat(b.getIntegerAttr(element, llvm::APInt(width, v, true, true)),
                 element);
  }
  Value c(double v, Value like) { return cst(v, elementOf(like)); }
  Value largest(Value like) {
    FloatType type = floatPart(elementOf(like));
    return cstAP(llvm::APFloat::getLargest(type.getFloatSemantics()),
                 elementOf(like));
  }
  Value smallestNormal(Value like) {
    FloatType type = floatPart(elementOf(like));
    return cstAP(llvm::APFloat::getSmallestNormalized(type.getFloatSemantics()),
                 elementOf(like));
  }
  Value smallestDenormal(Value like) {
    FloatType type = floatPart(elementOf(like));
    return cstAP(llvm::APFloat::getSmallest(type.getFloatSemantics()),
                 elementOf(like));
  }

  /// p(x) = c[0] x^(n-1) + ... + c[n-1], by Horner's rule.
  Value poly(Value x, ArrayRef<double> coefficients) {
    Value p = c(coefficients[0], x);
    for (double k : coefficients.drop_front())
      p = add(mul(p, x), c(k, x));
    return p;
  }

  /// ref's extents as a tensor<rank x i64> (for dynamic shapes).
  Value extents() {
    if (!shapeTensor)
      shapeTensor = extentsOf(b, loc, ref);
    return shapeTensor;
  }

  static Value extentsOf(OpBuilder &b, Location loc, Value v) {
    auto type = cast<RankedTensorType>(v.getType());
    Type i64 = b.getI64Type();
    SmallVector<Value> parts;
    for (int64_t d = 0; d < type.getRank(); ++d)
      parts.push_back(dimAsVector(b, loc, v, d));
    if (parts.size() == 1)
      return parts.front();
    return hlo::ConcatenateOp::create(
               b, loc, TypeRange{RankedTensorType::get({type.getRank()}, i64)},
               parts, {b.getNamedAttr("dimension", b.getI64IntegerAttr(0))})
        ->getResult(0);
  }
  /// Dimension d of v as a tensor<i64>.
  static Value dimAsScalar(OpBuilder &b, Location loc, Value v, int64_t d) {
    auto type = cast<RankedTensorType>(v.getType());
    auto scalar = RankedTensorType::get({}, b.getI64Type());
    if (!type.isDynamicDim(d))
      return i64Scalar(b, loc, type.getDimSize(d));
    Value size = hlo::GetDimensionSizeOp::create(
                     b, loc, TypeRange{RankedTensorType::get({}, b.getI32Type())},
                     ValueRange{v},
                     {b.getNamedAttr("dimension", b.getI64IntegerAttr(d))})
                     ->getResult(0);
    return hlo::ConvertOp::create(b, loc, TypeRange{scalar}, ValueRange{size})
        ->getResult(0);
  }
  static Value dimAsVector(OpBuilder &b, Location loc, Value v, int64_t d) {
    Value s = dimAsScalar(b, loc, v, d);
    return hlo::ReshapeOp::create(
               b, loc, TypeRange{RankedTensorType::get({1}, b.getI64Type())},
               ValueRange{s})
        ->getResult(0);
  }

private:
  static Type floatOrSelf(Type element) {
    if (auto complex = dyn_cast<ComplexType>(element))
      return complex.getElementType();
    return element;
  }

  Value ref;
  ArrayRef<int64_t> shape;
  Value shapeTensor;
  llvm::DenseMap<std::pair<Attribute, Type>, Value> constants;
};

/// Runs `fn` on `args` converted to f32 when their float type is narrower
/// (as upstream does for the functions it evaluates in at least f32), and
/// converts the result back.
Value withF32(Emitter &e, ArrayRef<Value> args,
              llvm::function_ref<Value(Emitter &, ArrayRef<Value>)> fn) {
  Type original = elementOf(args.front());
  auto floatType = dyn_cast<FloatType>(original);
  if (!floatType || floatType.getWidth() >= 32)
    return fn(e, args);
  Type f32 = e.b.getF32Type();
  SmallVector<Value> wide;
  for (Value a : args)
    wide.push_back(e.convert(a, f32));
  return e.convert(fn(e, wide), original);
}

bool isF64(Value v) { return floatPart(elementOf(v)).isF64(); }

//===----------------------------------------------------------------------===//
// Real special functions
//===----------------------------------------------------------------------===//

Value isPosInf(Emitter &e, Value x) { return e.eq(x, e.c(kInf, x)); }
Value isNegInf(Emitter &e, Value x) { return e.eq(x, e.c(-kInf, x)); }
Value isInf(Emitter &e, Value x) { return isPosInf(e, e.abs(x)); }

// A Chebyshev series as Cephes' chbevl evaluates it: Clenshaw's recurrence
// over the coefficients (highest order first), result (b0 - b2) / 2.
Value chebyshev(Emitter &e, Value x, ArrayRef<double> coefficients) {
  Value b0 = e.c(0, x), b1 = b0, b2 = b0;
  for (double k : coefficients) {
    b2 = b1;
    b1 = b0;
    b0 = e.add(e.sub(e.mul(x, b1), b2), e.c(k, x));
  }
  return e.mul(e.sub(b0, b2), e.c(0.5, x));
}

// exp(-|x|) I1(x), Cephes' i1e: one Chebyshev series in |x|/2 - 2 for
// |x| <= 8, another in 32/|x| - 2 (divided by sqrt|x|) above.
Value besselI1e(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  static const double a64[] = {
      2.77791411276104639959E-18, -2.11142121435816608115E-17,
      1.55363195773620046921E-16, -1.10559694773538630805E-15,
      7.60068429473540693410E-15, -5.04218550472791168711E-14,
      3.22379336594557470981E-13, -1.98397439776494371520E-12,
      1.17361862988909016308E-11, -6.66348972350202774223E-11,
      3.62559028155211703701E-10, -1.88724975172282928790E-9,
      9.38153738649577178388E-9,  -4.44505912879632808065E-8,
      2.00329475355213526229E-7,  -8.56872026469545474066E-7,
      3.47025130813767847674E-6,  -1.32731636560394358279E-5,
      4.78156510755005422638E-5,  -1.61760815825896745588E-4,
      5.12285956168575772895E-4,  -1.51357245063125314899E-3,
      4.15642294431288815669E-3,  -1.05640848946261981558E-2,
      2.47264490306265168283E-2,  -5.29459812080949914269E-2,
      1.02643658689847095384E-1,  -1.76416518357834055153E-1,
      2.52587186443633654823E-1};
  static const double b64[] = {
      7.51729631084210481353E-18,  4.41434832307170791151E-18,
      -4.65030536848935832153E-17, -3.20952592199342395980E-17,
      2.96262899764595013876E-16,  3.30820231092092828324E-16,
      -1.88035477551078244854E-15, -3.81440307243700780478E-15,
      1.04202769841288027642E-14,  4.27244001671195135429E-14,
      -2.10154184277266431302E-14, -4.08355111109219731823E-13,
      -7.19855177624590851209E-13, 2.03562854414708950722E-12,
      1.41258074366137813316E-11,  3.25260358301548823856E-11,
      -1.89749581235054123450E-11, -5.58974346219658380687E-10,
      -3.83538038596423702205E-9,  -2.63146884688951950684E-8,
      -2.51223623787020892529E-7,  -3.88256480887769039346E-6,
      -1.10588938762623716291E-4,  -9.76109749136146840777E-3,
      7.78576235018280120474E-1};
  // f32 uses the tails of the same series (the terms f32 can resolve).
  ArrayRef<double> a = isF64(x) ? ArrayRef<double>(a64)
                                : ArrayRef<double>(a64).take_back(17);
  ArrayRef<double> bb = isF64(x) ? ArrayRef<double>(b64)
                                 : ArrayRef<double>(b64).take_back(7);
  Value z = e.abs(x);
  Value small =
      e.mul(z, chebyshev(e, e.sub(e.mul(e.c(0.5, x), z), e.c(2, x)), a));
  Value large = e.div(chebyshev(e, e.sub(e.div(e.c(32, x), z), e.c(2, x)), bb),
                      e.sqrt(z));
  return e.mul(e.sign(x), e.select(e.le(z, e.c(8, x)), small, large));
}

// erfc for |x| >= 1 (Cephes ndtr.c). f64: exp(-x^2) P(|x|)/Q(|x|) below 8,
// exp(-x^2) R(|x|)/S(|x|) above; f32: exp(-x^2)/|x| times a polynomial in
// 1/x^2 (one below 2, one above). 0 once -x^2 is below -log(max); 2 - erfc(-x)
// for negative x.
Value erfcAtLeastOne(Emitter &e, Value x) {
  Value xx = e.mul(x, x);
  Value z = e.neg(xx);
  Value ax = e.abs(x);
  Value expZ = e.exp(z);
  Value approx;
  double maxLog;
  if (isF64(x)) {
    maxLog = 7.09782712893383996843E2;
    static const double p[] = {
        2.46196981473530512524E-10, 5.64189564831068821977E-1,
        7.46321056442269912687E0,   4.86371970985681366614E1,
        1.96520832956077098242E2,   5.26445194995477358631E2,
        9.34528527171957607540E2,   1.02755188689515710272E3,
        5.57535335369399327526E2};
    static const double q[] = {
        1.00000000000000000000E0, 1.32281951154744992508E1,
        8.67072140885989742329E1, 3.54937778887819891062E2,
        9.75708501743205489753E2, 1.82390916687909736289E3,
        2.24633760818710981792E3, 1.65666309194161350182E3,
        5.57535340817727675546E2};
    static const double r[] = {
        5.64189583547755073984E-1, 1.27536670759978104416E0,
        5.01905042251180477414E0,  6.16021097993053585195E0,
        7.40974269950448939160E0,  2.97886665372100240670E0};
    static const double s[] = {
        1.00000000000000000000E0, 2.26052863220117276590E0,
        9.39603524938001434673E0, 1.20489539808096656605E1,
        1.70814450747565897222E1, 9.60896809063285878198E0,
        3.36907645100081516050E0};
    Value below8 = e.div(e.mul(expZ, e.poly(ax, p)), e.poly(ax, q));
    Value above8 = e.div(e.mul(expZ, e.poly(ax, r)), e.poly(ax, s));
    approx = e.select(e.lt(ax, e.c(8, x)), below8, above8);
  } else {
    maxLog = 88.72283905206835;
    static const double p[] = {
        +2.326819970068386E-2, -1.387039388740657E-1, +3.687424674597105E-1,
        -5.824733027278666E-1, +6.210004621745983E-1, -4.944515323274145E-1,
        +3.404879937665872E-1, -2.741127028184656E-1, +5.638259427386472E-1};
    static const double r[] = {
        -1.047766399936249E+1, +1.297719955372516E+1, -7.495518717768503E+0,
        +2.921019019210786E+0, -1.015265279202700E+0, +4.218463358204948E-1,
        -2.820767439740514E-1, +5.641895067754075E-1};
    Value one = e.c(1, x);
    Value inv = e.div(one, xx);
    Value scale = e.mul(expZ, e.div(one, ax));
    Value series =
        e.select(e.lt(ax, e.c(2, x)), e.poly(inv, p), e.poly(inv, r));
    approx = e.mul(scale, series);
  }
  Value zero = e.c(0, x);
  approx = e.select(e.lt(z, e.c(-maxLog, x)), zero, approx);
  return e.select(e.lt(x, zero), e.sub(e.c(2, x), approx), approx);
}

// erf for |x| <= 1: x T(x^2) / U(x^2) (f64), x T(x^2) (f32).
Value erfAtMostOne(Emitter &e, Value x) {
  Value xx = e.mul(x, x);
  if (isF64(x)) {
    static const double t[] = {
        9.60497373987051638749E0, 9.00260197203842689217E1,
        2.23200534594684319226E3, 7.00332514112805075473E3,
        5.55923013010394962768E4};
    static const double u[] = {
        1.00000000000000000000E0, 3.35617141647503099647E1,
        5.21357949780152679795E2, 4.59432382970980127987E3,
        2.26290000613890934246E4, 4.92673942608635921086E4};
    return e.div(e.mul(x, e.poly(xx, t)), e.poly(xx, u));
  }
  static const double t[] = {
      +7.853861353153693E-5, -8.010193625184903E-4, +5.188327685732524E-3,
      -2.685381193529856E-2, +1.128358514861418E-1, -3.761262582423300E-1,
      +1.128379165726710E+0};
  return e.mul(x, e.poly(xx, t));
}

Value erf(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  if (isF64(x)) {
    Value one = e.c(1, x);
    return e.select(e.lt(e.abs(x), one), erfAtMostOne(e, x),
                    e.sub(one, erfcAtLeastOne(e, x)));
  }
  // f32: Eigen's rational approximation on x clamped to [-4, 4].
  static const double alpha[] = {
      -2.72614225801306e-10, 2.77068142495902e-08,  -2.10102402082508e-06,
      -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
      -1.60960333262415e-02};
  static const double beta[] = {
      -1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
      -7.37332916720468e-03, -1.42647390514189e-02};
  Value cx = e.clamp(e.c(-4, x), x, e.c(4, x));
  Value xx = e.mul(cx, cx);
  Value r = e.div(e.mul(cx, e.poly(xx, alpha)), e.poly(xx, beta));
  return e.clamp(e.c(-1, x), r, e.c(1, x));
}

Value erfc(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value one = e.c(1, x);
  return e.select(e.lt(e.abs(x), one), e.sub(one, erfAtMostOne(e, x)),
                  erfcAtLeastOne(e, x));
}

// erf_inv (Giles, "Approximating the erfinv function"): w = -log(1 - x^2),
// a polynomial in w - 2.5 (w < 5) or sqrt(w) - 3 (f32), three ranges for
// f64; +-inf at +-1.
Value erfInv(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value w = e.neg(e.log1p(e.mul(x, e.neg(x))));
  Value p;
  if (!isF64(x)) {
    static const double small[] = {
        2.81022636e-08,  3.43273939e-07, -3.5233877e-06,
        -4.39150654e-06, 0.00021858087,  -0.00125372503,
        -0.00417768164,  0.246640727,    1.50140941};
    static const double large[] = {
        -0.000200214257, 0.000100950558, 0.00134934322,
        -0.00367342844,  0.00573950773,  -0.0076224613,
        0.00943887047,   1.00167406,     2.83297682};
    Value isSmall = e.lt(w, e.c(5, x));
    Value t = e.select(isSmall, e.sub(w, e.c(2.5, x)),
                       e.sub(e.sqrt(w), e.c(3, x)));
    p = e.select(isSmall, e.c(small[0], x), e.c(large[0], x));
    for (int i = 1; i < 9; ++i)
      p = e.add(e.select(isSmall, e.c(small[i], x), e.c(large[i], x)),
                e.mul(p, t));
  } else {
    static const double r1[] = {
        -3.6444120640178196996e-21, -1.685059138182016589e-19,
        1.2858480715256400167e-18,  1.115787767802518096e-17,
        -1.333171662854620906e-16,  2.0972767875968561637e-17,
        6.6376381343583238325e-15,  -4.0545662729752068639e-14,
        -8.1519341976054721522e-14, 2.6335093153082322977e-12,
        -1.2975133253453532498e-11, -5.4154120542946279317e-11,
        1.051212273321532285e-09,   -4.1126339803469836976e-09,
        -2.9070369957882005086e-08, 4.2347877827932403518e-07,
        -1.3654692000834678645e-06, -1.3882523362786468719e-05,
        0.0001867342080340571352,   -0.00074070253416626697512,
        -0.0060336708714301490533,  0.24015818242558961693,
        1.6536545626831027356};
    static const double r2[] = {
        2.2137376921775787049e-09,  9.0756561938885390979e-08,
        -2.7517406297064545428e-07, 1.8239629214389227755e-08,
        1.5027403968909827627e-06,  -4.013867526981545969e-06,
        2.9234449089955446044e-06,  1.2475304481671778723e-05,
        -4.7318229009055733981e-05, 6.8284851459573175448e-05,
        2.4031110387097893999e-05,  -0.0003550375203628474796,
        0.00095328937973738049703,  -0.0016882755560235047313,
        0.0024914420961078508066,   -0.0037512085075692412107,
        0.005370914553590063617,    1.0052589676941592334,
        3.0838856104922207635};
    static const double r3[] = {
        -2.7109920616438573243e-11, -2.5556418169965252055e-10,
        1.5076572693500548083e-09,  -3.7894654401267369937e-09,
        7.6157012080783393804e-09,  -1.4960026627149240478e-08,
        2.9147953450901080826e-08,  -6.7711997758452339498e-08,
        2.2900482228026654717e-07,  -9.9298272942317002539e-07,
        4.5260625972231537039e-06,  -1.9681778105531670567e-05,
        7.5995277030017761139e-05,  -0.00021503011930044477347,
        -0.00013871931833623122026, 1.0103004648645343977,
        4.8499064014085844221};
    // Three ranges of w, each its own polynomial: below 6.25 in w - 3.125
    // (23 terms), below 16 in sqrt(w) - 3.25 (19), above in sqrt(w) - 5
    // (17). Term i of each range is selected per element; the shorter
    // series stop early (their later steps keep p).
    Value in1 = e.lt(w, e.c(6.25, x));
    Value in2 = e.lt(w, e.c(16, x));
    Value t = e.select(
        in1, e.sub(w, e.c(3.125, x)),
        e.sub(e.sqrt(w), e.select(in2, e.c(3.25, x), e.c(5, x))));
    auto coefficient = [&](int i) {
      Value k = e.c(r1[i], x);
      if (i < 19)
        k = e.select(in1, k, e.c(r2[i], x));
      if (i < 17)
        k = e.select(in2, k, e.c(r3[i], x));
      return k;
    };
    p = coefficient(0);
    for (int i = 1; i < 23; ++i) {
      Value next = e.add(coefficient(i), e.mul(p, t));
      if (i < 17)
        p = next;
      else if (i < 19)
        p = e.select(in2, next, p);
      else
        p = e.select(in1, next, p);
    }
  }
  Value result = e.mul(p, x);
  return e.select(e.eq(e.abs(x), e.c(1, x)), e.mul(x, e.c(kInf, x)), result);
}

// Lanczos' approximation, g = 7 and 9 terms.
constexpr double kLanczosG = 7;
constexpr double kLanczosBase = 0.99999999999980993227684700473478;
constexpr double kLanczosTerms[] = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};

/// log(z + g + 1/2) as log(g + 1/2) + log1p(z / (g + 1/2)).
Value lanczosLogT(Emitter &e, Value z) {
  return e.add(e.c(std::log(kLanczosG + 0.5), z),
               e.log1p(e.div(z, e.c(kLanczosG + 0.5, z))));
}

// lgamma(x): Lanczos for x >= 1/2 on z = x - 1,
//   lgamma(z + 1) = log(2 pi)/2 + (z + 1/2 - t/log t) log t + log a(z),
// t = z + g + 1/2; below 1/2 the reflection
//   lgamma(x) = log(pi) - log|sin(pi x)| - lgamma(1 - x)
// with sin evaluated on the distance of |x| to the nearest integer.
Value lgamma(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value half = e.c(0.5, x), one = e.c(1, x);
  Value reflect = e.lt(x, half);
  Value z = e.select(reflect, e.neg(x), e.sub(x, one));
  Value a = e.c(kLanczosBase, x);
  for (int i = 0; i < 8; ++i)
    a = e.add(a, e.div(e.c(kLanczosTerms[i], x), e.add(z, e.c(i + 1, x))));
  Value t = e.add(e.c(kLanczosG + 0.5, x), z);
  Value logT = lanczosLogT(e, z);
  Value body = e.mul(e.sub(e.add(z, half), e.div(t, logT)), logT);
  Value direct = e.add(e.add(e.c((std::log(2.0) + std::log(kPi)) / 2, x), body),
                       e.log(a));
  Value ax = e.abs(x);
  Value frac = e.sub(ax, e.floor(ax));
  frac = e.select(e.lt(half, frac), e.sub(one, frac), frac);
  Value logSin = e.log(e.sin(e.mul(e.c(kPi, x), frac)));
  Value reflected = e.sub(e.sub(e.c(std::log(kPi), x), logSin), direct);
  // At the poles log|sin| is -inf: the result is +inf, not inf - inf.
  reflected = e.select(e.isFinite(logSin), reflected, e.neg(logSin));
  Value result = e.select(reflect, reflected, direct);
  return e.select(isInf(e, x), e.c(kInf, x), result);
}

// digamma(x): the derivative of the Lanczos form,
//   digamma(z + 1) = log t + a'(z)/a(z) - g/t,
// reflected below 1/2 by digamma(x) = digamma(1 - x) - pi cot(pi x) (with x
// shifted into [-1/2, 1/2] for the cotangent); -inf at 0, nan at the
// negative integers.
Value digamma(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value half = e.c(0.5, x), one = e.c(1, x), zero = e.c(0, x);
  Value reflect = e.lt(x, half);
  Value z = e.select(reflect, e.neg(x), e.sub(x, one));
  Value a = e.c(kLanczosBase, x), da = zero;
  for (int i = 0; i < 8; ++i) {
    Value k = e.c(kLanczosTerms[i], x);
    Value zk = e.add(z, e.c(i + 1, x));
    da = e.sub(da, e.div(k, e.mul(zk, zk)));
    a = e.add(a, e.div(k, zk));
  }
  Value t = e.add(e.c(kLanczosG + 0.5, x), z);
  Value direct = e.sub(e.add(lanczosLogT(e, z), e.div(da, a)),
                       e.div(e.c(kLanczosG, x), t));
  Value shifted = e.add(x, e.abs(e.floor(e.add(x, half))));
  Value piX = e.mul(e.c(kPi, x), shifted);
  Value reflected =
      e.sub(direct, e.div(e.mul(e.c(kPi, x), e.cos(piX)), e.sin(piX)));
  Value result = e.select(reflect, reflected, direct);
  Value negativeInteger = e.land(e.lt(x, zero), e.eq(x, e.floor(x)));
  result = e.select(negativeInteger, e.c(kNaN, x), result);
  return e.select(e.eq(x, zero), e.c(-kInf, x), result);
}

// Hurwitz zeta(x, q) (Johansson's Euler-Maclaurin form): 10 direct terms,
// the integral and boundary terms, and 12 Bernoulli corrections.
Value zeta(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0], q = args[1];
  // (2k)! / B_2k for k = 12 down to 1.
  static const double factors[] = {
      -7.1661652561756670113e18, 1.8152105401943546773e17,
      -4.5979787224074726105e15, 1.1646782814350067249e14,
      -2.950130727918164224e12,  7.47242496e10,
      -1.8924375803183791606e9,  47900160.0,
      -1209600.0,                30240.0,
      -720.0,                    12.0};
  Value zero = e.c(0, x), one = e.c(1, x);
  Value negX = e.neg(x);
  Value n = q;
  Value sum = e.pow(q, negX);
  for (int i = 0; i < 9; ++i) {
    n = e.add(n, one);
    sum = e.add(sum, e.pow(n, negX));
  }
  n = e.add(n, one);
  Value tail = e.pow(n, negX);
  Value integral = e.div(e.mul(tail, n), e.sub(x, one));
  Value invN2 = e.div(one, e.mul(n, n));
  Value horner = zero;
  for (int i = 0; i < 11; ++i) {
    Value product =
        e.mul(e.add(x, e.c(22 - 2 * i, x)), e.add(x, e.c(21 - 2 * i, x)));
    horner = e.mul(product, e.mul(invN2, e.add(horner, e.c(1 / factors[i], x))));
  }
  Value corrections = e.mul(
      tail, e.add(e.c(0.5, x),
                  e.mul(e.div(x, n), e.add(e.c(1 / factors[11], x), horner))));
  Value accurate = e.add(e.add(sum, integral), corrections);
  Value result = e.select(
      e.lt(e.abs(tail), e.mul(e.abs(sum), e.smallestDenormal(x))), sum,
      accurate);
  Value nan = e.c(kNaN, x), inf = e.c(kInf, x);
  result = e.select(e.lt(x, one), nan, result);
  Value qNonPositive = e.le(q, zero);
  Value xInteger = e.eq(x, e.floor(x));
  result = e.select(e.land(qNonPositive, e.lnot(xInteger)), nan, result);
  Value atPole = e.land(qNonPositive, e.eq(q, e.floor(q)));
  Value xEven = e.land(xInteger, e.eq(e.rem(x, e.c(2, x)), zero));
  result = e.select(atPole, e.select(xEven, inf, nan), result);
  return e.select(e.eq(x, one), inf, result);
}

// polygamma(n, x) = (-1)^(n+1) n! zeta(n + 1, x) for natural n > 0,
// digamma(x) for n = 0, nan otherwise.
Value polygamma(Emitter &e, ArrayRef<Value> args) {
  Value n = args[0], x = args[1];
  Value one = e.c(1, x), two = e.c(2, x), zero = e.c(0, x);
  Value sign = e.sub(e.mul(two, e.rem(n, two)), one);
  Value n1 = e.add(n, one);
  Value result = e.mul(e.mul(sign, e.exp(lgamma(e, {n1}))), zeta(e, {n1, x}));
  result = e.select(e.eq(n, zero), digamma(e, {x}), result);
  Value notNatural = e.lor(e.ne(n, e.floor(n)), e.lt(n, zero));
  return e.select(notNatural, e.c(kNaN, x), result);
}

// cosh(x) = exp(x + log 1/2) + exp(-x + log 1/2): no overflow while the
// result is finite. Also the complex formula.
Value cosh(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value logHalf = e.log(e.c(0.5, x));
  return e.add(e.exp(e.add(x, logHalf)), e.exp(e.sub(logHalf, x)));
}

Value sinhLarge(Emitter &e, Value x) {
  Value logHalf = e.log(e.c(0.5, x));
  return e.sub(e.exp(e.add(x, logHalf)), e.exp(e.sub(logHalf, x)));
}

// sinh(x): for |x| < 1, (m + m/(m + 1))/2 with m = expm1(x), which keeps the
// first-order term; the overflow-safe difference of exponentials otherwise.
Value sinh(Emitter &e, ArrayRef<Value> args) {
  Value x = args[0];
  Value m = e.expm1(x);
  Value one = e.c(1, x);
  Value small = e.mul(e.c(0.5, x), e.add(m, e.div(m, e.add(m, one))));
  return e.select(e.lt(e.abs(x), one), small, sinhLarge(e, x));
}

// next_after on the bit patterns: +-1 on the magnitude, the smallest
// subnormal of y's sign from zero, y when x == y, nan when either is nan.
Value nextAfter(Emitter &e, Value x, Value y) {
  unsigned width = floatPart(elementOf(x)).getWidth();
  Type intType = e.b.getIntegerType(width);
  Value xi = e.bitcast(x, intType), yi = e.bitcast(y, intType);
  int64_t signBit = int64_t(uint64_t(1) << (width - 1));
  Value signMask = e.cstInt(signBit, intType);
  Value magnitudeMask = e.cstInt(~signBit, intType);
  Value zero = e.cstInt(0, intType), one = e.cstInt(1, intType);
  Value xMag = e.land(xi, magnitudeMask), yMag = e.land(yi, magnitudeMask);
  Value xSign = e.land(xi, signMask), ySign = e.land(yi, signMask);
  Value towardZero =
      e.lor(e.gt(xMag, yMag), e.ne(xSign, ySign));
  Value step = e.select(towardZero, e.cstInt(-1, intType), one);
  Value result = e.add(xi, step);
  Value fromZero = e.select(e.eq(yMag, zero), yi, e.lor(ySign, one));
  result = e.select(e.eq(xMag, zero), fromZero, result);
  result = e.select(e.eq(x, y), yi, result);
  Value nan = e.bitcast(e.c(kNaN, x), intType);
  result = e.select(e.lor(e.ne(x, x), e.ne(y, y)), nan, result);
  return e.bitcast(result, elementOf(x));
}

//===----------------------------------------------------------------------===//
// Inverse trigonometric functions (Hull et al. for complex arguments)
//===----------------------------------------------------------------------===//

/// hypot(a, b) for non-negative a, b without overflow: mx sqrt(1 + (mn/mx)^2),
/// with the first-order form when the square root rounds to 1.
Value hypot(Emitter &e, Value a, Value b) {
  Value mx = e.max(a, b), mn = e.min(a, b);
  Value one = e.c(1, a), two = e.c(2, a);
  Value ratio = e.div(mn, mx);
  Value r = e.mul(ratio, ratio);
  Value sqa = e.sqrt(e.add(one, r));
  Value general = e.select(e.land(e.eq(sqa, one), e.gt(r, e.c(0, a))),
                           e.add(mx, e.div(e.mul(mx, r), two)), e.mul(mx, sqa));
  return e.select(e.eq(mx, mn), e.mul(e.sqrt(two), mx), general);
}

/// For z = x + iy (signs dropped), the two parts Hull et al. compute:
/// `q` with real(asin z) = atan2(|x|, q), real(acos z) = atan2(q, x), and
/// `imag` = |imag(asin z)|. These are also _asin_acos_kernel's results.
struct AsinParts {
  Value q, imag;
};

AsinParts asinParts(Emitter &e, Value signedX, Value signedY) {
  Value x = e.abs(signedX), y = e.abs(signedY);
  Value one = e.c(1, x), two = e.c(2, x), half = e.c(0.5, x), zero = e.c(0, x);
  Value safeMax = e.div(e.sqrt(e.largest(x)), e.c(8, x));
  Value safeMin = e.mul(e.sqrt(e.smallestNormal(x)), e.c(4, x));
  Value xp1 = e.add(x, one), xm1 = e.sub(x, one);
  Value r = hypot(e, e.abs(xp1), y);
  Value s = hypot(e, e.abs(xm1), y);
  Value a = e.mul(half, e.add(r, s));
  Value halfApx = e.mul(half, e.add(a, x));
  Value yy = e.mul(y, y);
  Value rpxp1 = e.add(r, xp1), smxm1 = e.sub(s, xm1), spxm1 = e.add(s, xm1);
  // Real part: atan2(x, sqrt(a^2 - x^2)) with a - x written without
  // cancellation; a ~ hypot(x, y) when max(x, y) is huge.
  Value q = e.select(
      e.ge(e.max(x, y), safeMax), y,
      e.select(e.le(x, one),
               e.sqrt(e.mul(halfApx, e.add(e.div(yy, rpxp1), smxm1))),
               e.mul(y, e.sqrt(e.add(e.div(halfApx, rpxp1),
                                     e.div(halfApx, spxm1))))));
  // Imaginary part: log(a + sqrt(a^2 - 1)).
  Value safeMaxOpt =
      e.select(e.lt(x, e.mul(safeMax, e.c(1e12, x))),
               e.mul(safeMax, e.c(1e-6, x)), e.mul(safeMax, e.c(1e2, x)));
  Value yBig = e.ge(y, safeMaxOpt);
  Value mx = e.select(yBig, y, x);
  Value xoy = e.select(e.land(yBig, e.lnot(isPosInf(e, y))), e.div(x, y), zero);
  Value huge = e.add(e.add(e.log(two), e.log(mx)),
                     e.mul(half, e.log1p(e.mul(xoy, xoy))));
  Value tiny = e.land(e.lt(y, safeMin), e.lt(x, one));
  Value ap1 = e.add(a, one);
  Value halfYY = e.mul(half, yy);
  Value halfYYOverRpxp1 = e.div(halfYY, rpxp1);
  Value am1 = e.select(
      tiny, e.neg(e.div(e.mul(xp1, xm1), ap1)),
      e.select(e.ge(x, one), e.add(halfYYOverRpxp1, e.mul(half, spxm1)),
               e.select(e.le(a, e.c(1.5, x)),
                        e.add(halfYYOverRpxp1, e.div(halfYY, smxm1)),
                        e.sub(a, one))));
  Value sq = e.sqrt(e.mul(am1, ap1));
  Value imag =
      e.select(e.ge(mx, e.select(yBig, safeMaxOpt, safeMax)), huge,
               e.select(tiny, e.div(y, sq), e.log1p(e.add(am1, sq))));
  return {q, imag};
}

Value asinComplex(Emitter &e, Value z) {
  Value x = e.real(z), y = e.imag(z);
  AsinParts p = asinParts(e, x, y);
  Value im = e.select(e.lt(y, e.c(0, y)), e.neg(p.imag), p.imag);
  return e.complex(e.atan2(x, p.q), im);
}

Value acosComplex(Emitter &e, Value z) {
  Value x = e.real(z), y = e.imag(z);
  AsinParts p = asinParts(e, x, y);
  Value im = e.select(e.lt(y, e.c(0, y)), p.imag, e.neg(p.imag));
  return e.complex(e.atan2(p.q, x), im);
}

Value asinReal(Emitter &e, Value x) {
  // 2 atan2(x, 1 + sqrt((1 - x)(1 + x))).
  Value one = e.c(1, x);
  return e.mul(e.c(2, x),
               e.atan2(x, e.add(one, e.sqrt(e.mul(e.sub(one, x),
                                                  e.add(one, x))))));
}

Value acosReal(Emitter &e, Value x) {
  // 2 atan2(sqrt((1 - x)(1 + x)), 1 + x), and pi at -1 (where the formula
  // would take atan2(0, 0) = 0).
  Value one = e.c(1, x);
  Value onePlus = e.add(one, x);
  Value general = e.mul(
      e.c(2, x), e.atan2(e.sqrt(e.mul(e.sub(one, x), onePlus)), onePlus));
  return e.select(e.eq(x, e.c(-1, x)), e.c(kPi, x), general);
}

Value acoshReal(Emitter &e, Value x) {
  // log1p(sqrt(x - 1) (sqrt(x + 1) + sqrt(x - 1))), log 2 + log x when
  // x >= max/2; nan below 1 through sqrt.
  Value one = e.c(1, x), two = e.c(2, x);
  Value sm1 = e.sqrt(e.sub(x, one));
  Value general = e.log1p(e.mul(sm1, e.add(e.sqrt(e.add(x, one)), sm1)));
  return e.select(e.ge(x, e.div(e.largest(x), two)),
                  e.add(e.log(two), e.log(x)), general);
}

Value acoshComplex(Emitter &e, Value z) {
  // i acos(z) for imag(z) >= 0, -i acos(z) otherwise.
  Value w = acosComplex(e, z);
  Value u = e.real(w), v = e.imag(w);
  Value lower = e.lt(e.imag(z), e.c(0, u));
  return e.complex(e.select(lower, v, e.neg(v)), e.select(lower, e.neg(u), u));
}

Value asinhReal(Emitter &e, Value x) {
  // sign(x) log1p(|x| + x^2 / (1 + hypot(1, x))), log 2 + log|x| when |x|
  // >= sqrt(max).
  Value ax = e.abs(x), one = e.c(1, x);
  Value ax2 = e.mul(ax, ax);
  Value general =
      e.log1p(e.add(ax, e.div(ax2, e.add(one, e.sqrt(e.add(one, ax2))))));
  Value big = e.add(e.log(e.c(2, x)), e.log(ax));
  return e.mul(e.sign(x),
               e.select(e.ge(ax, e.sqrt(e.largest(x))), big, general));
}

Value asinhComplex(Emitter &e, Value z) {
  // asinh(z) = -i asin(iz).
  Value w = asinComplex(e, e.complex(e.neg(e.imag(z)), e.real(z)));
  return e.complex(e.imag(w), e.neg(e.real(w)));
}

Value atanhOf(Emitter &e, Value x, bool complex) {
  // (log1p(x) - log1p(-x)) / 2; nan outside [-1, 1] for real x.
  Value r = e.mul(e.sub(e.log1p(x), e.log1p(e.neg(x))), e.c(0.5, x));
  if (complex)
    return r;
  Value nan = e.c(kNaN, x);
  return e.select(e.gt(e.abs(x), e.c(1, x)), nan, r);
}

Value tanOf(Emitter &e, Value x) {
  if (!isa<ComplexType>(elementOf(x)))
    return e.div(e.sin(x), e.cos(x));
  // tan(a + bi) = (tan a + i tanh b) / (1 - i tan a tanh b).
  Value a = e.real(x), b = e.imag(x);
  Value ta = e.div(e.sin(a), e.cos(a));
  Value tb = e.tanh(b);
  return e.div(e.complex(ta, tb), e.complex(e.c(1, ta), e.neg(e.mul(ta, tb))));
}

//===----------------------------------------------------------------------===//
// Lowering of each op
//===----------------------------------------------------------------------===//

/// One lowering step: returns the replacement values, or failure after a
/// located error.
using Lowering = FailureOr<SmallVector<Value>>;

Lowering single(Value v) { return SmallVector<Value>{v}; }

Lowering lowerUnary(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  Value x = op->getOperand(0);
  Emitter e(b, loc, x);
  bool complex = isa<ComplexType>(elementOf(x));
  return llvm::TypeSwitch<Operation *, Lowering>(op)
      .Case([&](chlo::AcosOp) {
        return single(complex ? acosComplex(e, x) : acosReal(e, x));
      })
      .Case([&](chlo::AcoshOp) {
        return single(complex ? acoshComplex(e, x) : acoshReal(e, x));
      })
      .Case([&](chlo::AsinOp) {
        return single(complex ? asinComplex(e, x) : asinReal(e, x));
      })
      .Case([&](chlo::AsinhOp) {
        return single(complex ? asinhComplex(e, x) : asinhReal(e, x));
      })
      .Case([&](chlo::AtanOp) -> Lowering {
        if (!complex)
          return single(e.atan2(x, e.c(1, x)));
        // atan(z) = -i atanh(iz).
        Value w = atanhOf(e, e.complex(e.neg(e.imag(x)), e.real(x)), true);
        return single(e.complex(e.imag(w), e.neg(e.real(w))));
      })
      .Case([&](chlo::AtanhOp) { return single(atanhOf(e, x, complex)); })
      .Case([&](chlo::AsinAcosKernelOp) -> Lowering {
        Value re = complex ? e.real(x) : x;
        Value im = complex ? e.imag(x) : e.c(0, x);
        AsinParts p = asinParts(e, re, im);
        if (!complex)
          return single(p.q);
        return single(e.complex(p.q, p.imag));
      })
      .Case([&](chlo::BesselI1eOp) {
        return single(withF32(e, {x}, besselI1e));
      })
      .Case([&](chlo::ConjOp) {
        return single(complex ? e.complex(e.real(x), e.neg(e.imag(x))) : x);
      })
      .Case([&](chlo::CoshOp) {
        return single(complex ? cosh(e, {x}) : withF32(e, {x}, cosh));
      })
      .Case([&](chlo::SinhOp) {
        return single(complex ? sinhLarge(e, x) : withF32(e, {x}, sinh));
      })
      .Case([&](chlo::TanOp) { return single(tanOf(e, x)); })
      .Case([&](chlo::SquareOp) -> Lowering {
        if (!complex)
          return single(e.mul(x, x));
        // (a - b)(a + b) + 2ab i: no cancellation in the real part.
        Value a = e.real(x), bb = e.imag(x);
        return single(e.complex(e.mul(e.sub(a, bb), e.add(a, bb)),
                                e.mul(e.c(2, a), e.mul(a, bb))));
      })
      .Case([&](chlo::DigammaOp) { return single(withF32(e, {x}, digamma)); })
      .Case([&](chlo::ErfOp) { return single(withF32(e, {x}, erf)); })
      .Case([&](chlo::ErfcOp) { return single(withF32(e, {x}, erfc)); })
      .Case([&](chlo::ErfInvOp) { return single(withF32(e, {x}, erfInv)); })
      .Case([&](chlo::LgammaOp) { return single(withF32(e, {x}, lgamma)); })
      .Case([&](chlo::IsInfOp) { return single(isInf(e, x)); })
      .Case([&](chlo::IsPosInfOp) { return single(isPosInf(e, x)); })
      .Case([&](chlo::IsNegInfOp) { return single(isNegInf(e, x)); })
      .Default([&](Operation *) -> Lowering { return failure(); });
}

// The high half of the double-width product.
Value mulhi(Emitter &e, Value x, Value y) {
  auto intType = cast<IntegerType>(elementOf(x));
  unsigned width = intType.getWidth();
  bool isUnsigned = intType.isUnsigned();
  if (width <= 32) {
    Type wide = IntegerType::get(intType.getContext(), width <= 4 ? 8 : 2 * width,
                                 intType.getSignedness());
    Value product = e.mul(e.convert(x, wide), e.convert(y, wide));
    Value amount = e.cstInt(width, wide);
    Value shifted =
        isUnsigned ? e.same<hlo::ShiftRightLogicalOp>({product, amount})
                   : e.same<hlo::ShiftRightArithmeticOp>({product, amount});
    return e.convert(shifted, intType);
  }
  // 64 bits: schoolbook on 32-bit halves in ui64, then the signed
  // correction hi(a b) = hi_u(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0).
  Type u64 = IntegerType::get(intType.getContext(), 64, IntegerType::Unsigned);
  Value a = isUnsigned ? x : e.bitcast(x, u64);
  Value b = isUnsigned ? y : e.bitcast(y, u64);
  Value mask = e.cstInt(0xffffffffLL, u64), shift = e.cstInt(32, u64);
  auto lo = [&](Value v) { return e.land(v, mask); };
  auto hi = [&](Value v) {
    return e.same<hlo::ShiftRightLogicalOp>({v, shift});
  };
  Value a0 = lo(a), a1 = hi(a), b0 = lo(b), b1 = hi(b);
  Value p00 = e.mul(a0, b0);
  Value t = e.add(e.mul(a1, b0), hi(p00));
  Value w1 = e.add(lo(t), e.mul(a0, b1));
  Value result = e.add(e.add(e.mul(a1, b1), hi(t)), hi(w1));
  if (isUnsigned)
    return result;
  Value zeroS = e.cstInt(0, intType);
  Value zeroU = e.cstInt(0, u64);
  result = e.sub(result, e.select(e.lt(x, zeroS), b, zeroU));
  result = e.sub(result, e.select(e.lt(y, zeroS), a, zeroU));
  return e.bitcast(result, intType);
}

/// Applies the elementwise stablehlo (or decomposed chlo) function of a
/// broadcasting chlo op to operands of one shape.
Value applyBinary(Emitter &e, Operation *op, Value lhs, Value rhs,
                  RankedTensorType resultType) {
  auto make = [&](auto tag) {
    using OpTy = decltype(tag);
    return e.op<OpTy>(resultType, {lhs, rhs});
  };
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](chlo::BroadcastAddOp) { return make(hlo::AddOp()); })
      .Case([&](chlo::BroadcastAtan2Op) { return make(hlo::Atan2Op()); })
      .Case([&](chlo::BroadcastDivOp) { return make(hlo::DivOp()); })
      .Case([&](chlo::BroadcastMaxOp) { return make(hlo::MaxOp()); })
      .Case([&](chlo::BroadcastMinOp) { return make(hlo::MinOp()); })
      .Case([&](chlo::BroadcastMulOp) { return make(hlo::MulOp()); })
      .Case([&](chlo::BroadcastPowOp) { return make(hlo::PowOp()); })
      .Case([&](chlo::BroadcastRemOp) { return make(hlo::RemOp()); })
      .Case([&](chlo::BroadcastShiftLeftOp) { return make(hlo::ShiftLeftOp()); })
      .Case([&](chlo::BroadcastShiftRightArithmeticOp) {
        return make(hlo::ShiftRightArithmeticOp());
      })
      .Case([&](chlo::BroadcastShiftRightLogicalOp) {
        return make(hlo::ShiftRightLogicalOp());
      })
      .Case([&](chlo::BroadcastSubOp) { return make(hlo::SubtractOp()); })
      .Case([&](chlo::BroadcastAndOp) { return make(hlo::AndOp()); })
      .Case([&](chlo::BroadcastOrOp) { return make(hlo::OrOp()); })
      .Case([&](chlo::BroadcastXorOp) { return make(hlo::XorOp()); })
      .Case([&](chlo::BroadcastComplexOp) { return make(hlo::ComplexOp()); })
      .Case([&](chlo::BroadcastNextAfterOp) { return nextAfter(e, lhs, rhs); })
      .Case([&](chlo::BroadcastPolygammaOp) {
        return withF32(e, {lhs, rhs}, polygamma);
      })
      .Case([&](chlo::BroadcastZetaOp) { return withF32(e, {lhs, rhs}, zeta); })
      .Case([&](chlo::NextAfterOp) { return nextAfter(e, lhs, rhs); })
      .Case([&](chlo::PolygammaOp) {
        return withF32(e, {lhs, rhs}, polygamma);
      })
      .Case([&](chlo::ZetaOp) { return withF32(e, {lhs, rhs}, zeta); })
      .Case([&](chlo::MulhiOp) { return mulhi(e, lhs, rhs); })
      .Case([&](chlo::BroadcastCompareOp cmp) {
        auto dir = hlo::symbolizeComparisonDirection(
            chlo::stringifyComparisonDirection(cmp.getComparisonDirection()));
        SmallVector<NamedAttribute> attrs{e.b.getNamedAttr(
            "comparison_direction",
            hlo::ComparisonDirectionAttr::get(e.b.getContext(), *dir))};
        if (std::optional<chlo::ComparisonType> type = cmp.getCompareType()) {
          auto hloType = hlo::symbolizeComparisonType(
              chlo::stringifyComparisonType(*type));
          if (*type != chlo::ComparisonType::NOTYPE)
            attrs.push_back(e.b.getNamedAttr(
                "compare_type",
                hlo::ComparisonTypeAttr::get(e.b.getContext(), *hloType)));
        }
        return e.op<hlo::CompareOp>(resultType, {lhs, rhs}, attrs);
      })
      .Default([&](Operation *) { return Value(); });
}

/// Broadcasts `values` (with their mappings into the result's dimensions)
/// to the result shape: broadcast_in_dim when it is static, else
/// dynamic_broadcast_in_dim to extents computed at run time (per dimension,
/// the size of an operand that is not 1 there, else 1).
SmallVector<Value> broadcastAll(OpBuilder &b, Location loc,
                                ArrayRef<Value> values,
                                ArrayRef<SmallVector<int64_t>> mappings,
                                ArrayRef<int64_t> resultShape) {
  bool isStatic = !ShapedType::isDynamicShape(resultShape);
  Value extents;
  if (!isStatic) {
    Type i64 = b.getI64Type();
    auto scalar = RankedTensorType::get({}, i64);
    auto i1 = RankedTensorType::get({}, b.getI1Type());
    SmallVector<Value> dims;
    for (int64_t r = 0; r < int64_t(resultShape.size()); ++r) {
      Value size;
      if (!ShapedType::isDynamic(resultShape[r])) {
        size = i64Scalar(b, loc, resultShape[r]);
      } else {
        Value one = i64Scalar(b, loc, 1);
        for (size_t i = 0; i < values.size(); ++i) {
          for (size_t d = 0; d < mappings[i].size(); ++d) {
            if (mappings[i][d] != r)
              continue;
            Value s = Emitter::dimAsScalar(b, loc, values[i], d);
            if (!size) {
              size = s;
              continue;
            }
            Value isOne =
                hlo::CompareOp::create(
                    b, loc, TypeRange{i1}, ValueRange{size, one},
                    {b.getNamedAttr("comparison_direction",
                                    hlo::ComparisonDirectionAttr::get(
                                        b.getContext(), Dir::EQ))})
                    ->getResult(0);
            size = hlo::SelectOp::create(b, loc, TypeRange{scalar},
                                         ValueRange{isOne, s, size})
                       ->getResult(0);
          }
        }
        if (!size)
          size = one;
      }
      dims.push_back(hlo::ReshapeOp::create(
                         b, loc, TypeRange{RankedTensorType::get({1}, i64)},
                         ValueRange{size})
                         ->getResult(0));
    }
    if (dims.size() == 1)
      extents = dims.front();
    else
      extents =
          hlo::ConcatenateOp::create(
              b, loc,
              TypeRange{RankedTensorType::get({int64_t(dims.size())}, i64)},
              dims, {b.getNamedAttr("dimension", b.getI64IntegerAttr(0))})
              ->getResult(0);
  }
  SmallVector<Value> result;
  for (size_t i = 0; i < values.size(); ++i) {
    auto type = cast<RankedTensorType>(values[i].getType());
    auto target = RankedTensorType::get(resultShape, type.getElementType());
    if (type == target && isStatic) {
      result.push_back(values[i]);
      continue;
    }
    NamedAttribute dims = b.getNamedAttr(
        "broadcast_dimensions", b.getDenseI64ArrayAttr(mappings[i]));
    if (isStatic)
      result.push_back(hlo::BroadcastInDimOp::create(b, loc, TypeRange{target},
                                                     ValueRange{values[i]},
                                                     {dims})
                           ->getResult(0));
    else
      result.push_back(hlo::DynamicBroadcastInDimOp::create(
                           b, loc, TypeRange{target},
                           ValueRange{values[i], extents}, {dims})
                           ->getResult(0));
  }
  return result;
}

Lowering lowerBroadcastBinary(OpBuilder &b, Operation *op) {
  Location loc = op->getLoc();
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  std::optional<ArrayRef<int64_t>> dims;
  if (auto attr = op->getAttrOfType<DenseI64ArrayAttr>("broadcast_dimensions"))
    dims = attr.asArrayRef();
  int64_t rank = resultType.getRank();
  if (lhsType.getRank() == rhsType.getRank())
    dims = std::nullopt;
  SmallVector<SmallVector<int64_t>> mappings{
      chlo::broadcastMapping(lhsType.getRank(), rhsType.getRank(), rank, dims),
      chlo::broadcastMapping(rhsType.getRank(), lhsType.getRank(), rank, dims)};
  SmallVector<Value> operands =
      broadcastAll(b, loc, {lhs, rhs}, mappings, resultType.getShape());
  Emitter e(b, loc, operands[0]);
  Value result = applyBinary(e, op, operands[0], operands[1], resultType);
  if (!result)
    return failure();
  return single(result);
}

Lowering lowerBroadcastSelect(OpBuilder &b, chlo::BroadcastSelectOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  int64_t rank = resultType.getRank();
  SmallVector<Value> values{op.getPred(), op.getOnTrue(), op.getOnFalse()};
  SmallVector<SmallVector<int64_t>> mappings;
  for (Value v : values) {
    int64_t r = cast<RankedTensorType>(v.getType()).getRank();
    mappings.push_back(llvm::to_vector(llvm::seq<int64_t>(rank - r, rank)));
  }
  // A scalar predicate selects whole tensors as it is.
  bool scalarPred =
      cast<RankedTensorType>(op.getPred().getType()).getRank() == 0;
  SmallVector<Value> operands;
  if (scalarPred) {
    operands = broadcastAll(b, op.getLoc(), ArrayRef(values).drop_front(),
                            ArrayRef(mappings).drop_front(),
                            resultType.getShape());
    operands.insert(operands.begin(), op.getPred());
  } else {
    operands = broadcastAll(b, op.getLoc(), values, mappings,
                            resultType.getShape());
  }
  return single(hlo::SelectOp::create(b, op.getLoc(), TypeRange{resultType},
                                      operands)
                    ->getResult(0));
}

Lowering lowerConstantLike(OpBuilder &b, chlo::ConstantLikeOp op) {
  auto resultType = cast<RankedTensorType>(op.getType());
  Emitter e(b, op.getLoc(), op.getOperand());
  Type element = resultType.getElementType();
  Attribute value = op.getValue();
  if (auto typed = dyn_cast<TypedAttr>(value); typed && isa<ComplexType>(element)) {
    // A complex value written as a float or integer: its real part.
    if (auto f = dyn_cast<FloatAttr>(typed))
      return single(e.cstAP(f.getValue(), element));
  }
  if (isa<ComplexType>(element)) {
    if (auto array = dyn_cast<ArrayAttr>(value); array && array.size() == 2) {
      auto re = cast<FloatAttr>(array[0]).getValue();
      auto im = cast<FloatAttr>(array[1]).getValue();
      auto scalarType = RankedTensorType::get({}, element);
      SmallVector<std::complex<llvm::APFloat>> v{{re, im}};
      Value scalar = hlo::ConstantOp::create(
          b, op.getLoc(), scalarType,
          DenseElementsAttr::get(scalarType, ArrayRef(v)));
      if (resultType.hasStaticShape())
        return single(hlo::BroadcastInDimOp::create(
                          b, op.getLoc(), TypeRange{resultType},
                          ValueRange{scalar},
                          {b.getNamedAttr("broadcast_dimensions",
                                          b.getDenseI64ArrayAttr({}))})
                          ->getResult(0));
      return single(e.op<hlo::DynamicBroadcastInDimOp>(
          resultType, {scalar, e.extents()},
          {b.getNamedAttr("broadcast_dimensions",
                          b.getDenseI64ArrayAttr({}))}));
    }
    op.emitError() << "chlo-legalize-to-stablehlo: unsupported complex value "
                   << value;
    return failure();
  }
  if (auto f = dyn_cast<FloatAttr>(value)) {
    llvm::APFloat v = f.getValue();
    bool lost;
    v.convert(floatPart(element).getFloatSemantics(),
              llvm::APFloat::rmNearestTiesToEven, &lost);
    return single(e.cstAP(v, element));
  }
  if (auto i = dyn_cast<IntegerAttr>(value); i && isa<IntegerType>(element)) {
    llvm::APInt v = i.getValue().sextOrTrunc(element.getIntOrFloatBitWidth());
    return single(e.splat(IntegerAttr::get(element, v), element));
  }
  op.emitError() << "chlo-legalize-to-stablehlo: unsupported constant_like "
                    "value "
                 << value;
  return failure();
}

Lowering lowerTopK(OpBuilder &b, chlo::TopKOp op) {
  Location loc = op.getLoc();
  auto operandType = cast<RankedTensorType>(op.getOperand().getType());
  bool isStatic = operandType.hasStaticShape();
  int64_t last = operandType.getRank() - 1;
  auto indicesType = cast<RankedTensorType>(op.getIndices().getType());
  Type indexElement = indicesType.getElementType();
  auto iotaType = RankedTensorType::get(operandType.getShape(), indexElement);
  NamedAttribute iotaDim =
      b.getNamedAttr("iota_dimension", b.getI64IntegerAttr(last));
  // Dynamic shapes: dynamic_iota over the operand's extents, and
  // real_dynamic_slice up to them with k in the last dimension.
  Value extents = isStatic ? Value()
                           : Emitter::extentsOf(b, loc, op.getOperand());
  Value iota =
      isStatic ? hlo::IotaOp::create(b, loc, TypeRange{iotaType}, ValueRange{},
                                     {iotaDim})
                     ->getResult(0)
               : hlo::DynamicIotaOp::create(b, loc, TypeRange{iotaType},
                                            ValueRange{extents}, {iotaDim})
                     ->getResult(0);
  Type element = operandType.getElementType();
  auto sort = hlo::SortOp::create(
      b, loc, TypeRange{operandType, iotaType},
      ValueRange{op.getOperand(), iota},
      {b.getNamedAttr("dimension", b.getI64IntegerAttr(last)),
       b.getNamedAttr("is_stable", b.getBoolAttr(true))});
  {
    OpBuilder::InsertionGuard guard(b);
    auto scalar = RankedTensorType::get({}, element);
    auto scalarIndex = RankedTensorType::get({}, indexElement);
    Block *block = b.createBlock(&sort->getRegion(0));
    Value l = block->addArgument(scalar, loc);
    Value r = block->addArgument(scalar, loc);
    block->addArgument(scalarIndex, loc);
    block->addArgument(scalarIndex, loc);
    // Descending: larger first; floats in IEEE totalOrder (NaN on top).
    SmallVector<NamedAttribute> attrs{b.getNamedAttr(
        "comparison_direction",
        hlo::ComparisonDirectionAttr::get(b.getContext(), Dir::GT))};
    if (isa<FloatType>(element))
      attrs.push_back(b.getNamedAttr(
          "compare_type", hlo::ComparisonTypeAttr::get(
                              b.getContext(), hlo::ComparisonType::TOTALORDER)));
    Value gt = hlo::CompareOp::create(
                   b, loc, TypeRange{RankedTensorType::get({}, b.getI1Type())},
                   ValueRange{l, r}, attrs)
                   ->getResult(0);
    hlo::ReturnOp::create(b, loc, ValueRange{gt});
  }
  SmallVector<int64_t> start(operandType.getRank(), 0),
      limit(operandType.getShape()), strides(operandType.getRank(), 1);
  limit.back() = op.getK();
  Value dynStart, dynLimit, dynStrides;
  if (!isStatic) {
    int64_t rank = operandType.getRank();
    auto vector = RankedTensorType::get({rank}, b.getI64Type());
    dynStart = hlo::ConstantOp::create(
        b, loc, vector, DenseElementsAttr::get(vector, ArrayRef(start)));
    dynStrides = hlo::ConstantOp::create(
        b, loc, vector, DenseElementsAttr::get(vector, ArrayRef(strides)));
    SmallVector<Value> parts;
    for (int64_t d = 0; d < last; ++d)
      parts.push_back(Emitter::dimAsVector(b, loc, op.getOperand(), d));
    auto one = RankedTensorType::get({1}, b.getI64Type());
    parts.push_back(hlo::ConstantOp::create(
        b, loc, one,
        DenseElementsAttr::get(one, ArrayRef<int64_t>{int64_t(op.getK())})));
    dynLimit = parts.size() == 1
                   ? parts.front()
                   : hlo::ConcatenateOp::create(
                         b, loc, TypeRange{vector}, parts,
                         {b.getNamedAttr("dimension", b.getI64IntegerAttr(0))})
                         ->getResult(0);
  }
  auto slice = [&](Value v, Type type) -> Value {
    if (!isStatic)
      return hlo::RealDynamicSliceOp::create(
                 b, loc, TypeRange{type},
                 ValueRange{v, dynStart, dynLimit, dynStrides})
          ->getResult(0);
    return hlo::SliceOp::create(
               b, loc, TypeRange{type}, ValueRange{v},
               {b.getNamedAttr("start_indices", b.getDenseI64ArrayAttr(start)),
                b.getNamedAttr("limit_indices", b.getDenseI64ArrayAttr(limit)),
                b.getNamedAttr("strides", b.getDenseI64ArrayAttr(strides))})
        ->getResult(0);
  };
  return SmallVector<Value>{slice(sort->getResult(0), op.getValues().getType()),
                            slice(sort->getResult(1), indicesType)};
}

SmallVector<NamedAttribute> dotAttrs(OpBuilder &b, chlo::RaggedDotOp op,
                                     ArrayRef<int64_t> rhsBatching,
                                     ArrayRef<int64_t> rhsContracting) {
  chlo::RaggedDotDimensionNumbersAttr dims = op.getRaggedDotDimensionNumbers();
  SmallVector<NamedAttribute> attrs{b.getNamedAttr(
      "dot_dimension_numbers",
      hlo::DotDimensionNumbersAttr::get(
          b.getContext(), dims.getLhsBatchingDimensions(), rhsBatching,
          dims.getLhsContractingDimensions(), rhsContracting))};
  if (std::optional<ArrayAttr> precision = op.getPrecisionConfig()) {
    SmallVector<Attribute> values;
    for (Attribute p : *precision) {
      auto name = chlo::stringifyPrecision(cast<chlo::PrecisionAttr>(p).getValue());
      values.push_back(hlo::PrecisionAttr::get(
          b.getContext(), *hlo::symbolizePrecision(name)));
    }
    attrs.push_back(
        b.getNamedAttr("precision_config", b.getArrayAttr(values)));
  }
  return attrs;
}

/// The result type of dot_general(lhs, rhs) with the given dimensions.
RankedTensorType dotType(RankedTensorType lhs, RankedTensorType rhs,
                         ArrayRef<int64_t> lb, ArrayRef<int64_t> rb,
                         ArrayRef<int64_t> lc, ArrayRef<int64_t> rc,
                         Type element) {
  SmallVector<int64_t> shape;
  for (int64_t d : lb)
    shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < lhs.getRank(); ++d)
    if (!llvm::is_contained(lb, d) && !llvm::is_contained(lc, d))
      shape.push_back(lhs.getDimSize(d));
  for (int64_t d = 0; d < rhs.getRank(); ++d)
    if (!llvm::is_contained(rb, d) && !llvm::is_contained(rc, d))
      shape.push_back(rhs.getDimSize(d));
  return RankedTensorType::get(shape, element);
}

/// `x dir y` as a tensor of `type` (i1 elements).
Value compareAs(OpBuilder &b, Location loc, Type type, Value x, Value y,
                Dir dir) {
  return hlo::CompareOp::create(
             b, loc, TypeRange{type}, ValueRange{x, y},
             {b.getNamedAttr("comparison_direction",
                             hlo::ComparisonDirectionAttr::get(b.getContext(),
                                                               dir))})
      ->getResult(0);
}

/// The groups' results of a contracting ragged_dot, stacked along a new
/// leading dimension (`parts` are [1, ...] each).
Value concatenateGroups(OpBuilder &b, Location loc, RankedTensorType type,
                        ArrayRef<Value> parts) {
  if (parts.size() == 1)
    return parts.front();
  return hlo::ConcatenateOp::create(
             b, loc, TypeRange{type}, ValueRange(parts),
             {b.getNamedAttr("dimension", b.getI64IntegerAttr(0))})
      ->getResult(0);
}

/// Entry `index` of dimension `dim` of the static `value`, that dimension
/// dropped: a slice of size 1 there, reshaped.
Value takeIndex(OpBuilder &b, Location loc, Value value, int64_t dim,
                int64_t index) {
  auto type = cast<RankedTensorType>(value.getType());
  int64_t rank = type.getRank();
  SmallVector<int64_t> starts(rank, 0), limits(type.getShape()),
      strides(rank, 1);
  starts[dim] = index;
  limits[dim] = index + 1;
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = 1;
  auto array = [&](StringRef name, ArrayRef<int64_t> v) {
    return b.getNamedAttr(name, b.getDenseI64ArrayAttr(v));
  };
  Value slice =
      hlo::SliceOp::create(
          b, loc, TypeRange{RankedTensorType::get(shape, type.getElementType())},
          ValueRange{value},
          {array("start_indices", starts), array("limit_indices", limits),
           array("strides", strides)})
          ->getResult(0);
  shape.erase(shape.begin() + dim);
  return hlo::ReshapeOp::create(
             b, loc,
             TypeRange{RankedTensorType::get(shape, type.getElementType())},
             ValueRange{slice})
      ->getResult(0);
}

// ragged_dot: a batching ragged dimension is a plain dot_general. Otherwise,
// for each group g, the lhs keeps only the positions of the ragged dimension
// inside [start_g, start_g + size_g) (zero elsewhere): a free ragged
// dimension multiplies that masked lhs by rhs slice g and the results add
// up; a contracting one gives result entry g.
Lowering lowerRaggedDot(OpBuilder &b, chlo::RaggedDotOp op) {
  Location loc = op.getLoc();
  chlo::RaggedDotDimensionNumbersAttr dims = op.getRaggedDotDimensionNumbers();
  Value lhs = op.getLhs(), rhs = op.getRhs(), groupSizes = op.getGroupSizes();
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  auto groupType = cast<RankedTensorType>(groupSizes.getType());
  auto resultType = cast<RankedTensorType>(op.getType());
  if (!lhsType.hasStaticShape() || !rhsType.hasStaticShape() ||
      !groupType.hasStaticShape()) {
    op.emitError() << "chlo-legalize-to-stablehlo: ragged_dot with dynamic "
                      "shapes is not supported";
    return failure();
  }
  int64_t ragged = dims.getLhsRaggedDimensions()[0];
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> lc = dims.getLhsContractingDimensions();
  if (llvm::is_contained(lb, ragged))
    return single(hlo::DotGeneralOp::create(
                      b, loc, TypeRange{resultType}, ValueRange{lhs, rhs},
                      dotAttrs(b, op, dims.getRhsBatchingDimensions(),
                               dims.getRhsContractingDimensions()))
                      ->getResult(0));
  bool contracting = llvm::is_contained(lc, ragged);
  Type i64 = b.getI64Type();
  int64_t groupRank = groupType.getRank();
  int64_t groups = groupRank == 0 ? 1 : groupType.getShape().back();
  SmallVector<int64_t> batchShape(groupType.getShape().drop_back());
  // group_sizes' leading dimensions are the trailing lhs batching ones.
  SmallVector<int64_t> batchMapping(lb.take_back(batchShape.size()));
  auto batchType = RankedTensorType::get(batchShape, i64);
  auto lhsI64 = RankedTensorType::get(lhsType.getShape(), i64);
  auto lhsI1 = RankedTensorType::get(lhsType.getShape(), b.getI1Type());
  auto attr = [&](StringRef name, ArrayRef<int64_t> v) {
    return b.getNamedAttr(name, b.getDenseI64ArrayAttr(v));
  };
  Value iota = hlo::IotaOp::create(
                   b, loc, TypeRange{lhsI64}, ValueRange{},
                   {b.getNamedAttr("iota_dimension", b.getI64IntegerAttr(ragged))})
                   ->getResult(0);
  Value zero = hlo::ConstantOp::create(b, loc, lhsType, zeroOf(lhsType));
  Value start = hlo::ConstantOp::create(b, loc, batchType, zeroOf(batchType));
  SmallVector<int64_t> rb(dims.getRhsBatchingDimensions()),
      rc(dims.getRhsContractingDimensions());
  int64_t groupDim = contracting ? -1 : dims.getRhsGroupDimensions()[0];
  auto dropGroup = [&](ArrayRef<int64_t> list) {
    SmallVector<int64_t> out;
    for (int64_t d : list)
      out.push_back(d > groupDim ? d - 1 : d);
    return out;
  };
  SmallVector<int64_t> rbSlice = contracting ? rb : dropGroup(rb);
  SmallVector<int64_t> rcSlice = contracting ? rc : dropGroup(rc);
  Value sum;
  SmallVector<Value> parts;
  for (int64_t g = 0; g < groups; ++g) {
    // This group's size, per batch position.
    Value size = groupRank == 0
                     ? groupSizes
                     : takeIndex(b, loc, groupSizes, groupRank - 1, g);
    if (size.getType() != batchType)
      size = hlo::ConvertOp::create(b, loc, TypeRange{batchType},
                                    ValueRange{size})
                 ->getResult(0);
    Value limit =
        hlo::AddOp::create(b, loc, TypeRange{batchType}, ValueRange{start, size})
            ->getResult(0);
    auto spread = [&](Value v) {
      return hlo::BroadcastInDimOp::create(
                 b, loc, TypeRange{lhsI64}, ValueRange{v},
                 {attr("broadcast_dimensions", batchMapping)})
          ->getResult(0);
    };
    Value inGroup = hlo::AndOp::create(
                        b, loc, TypeRange{lhsI1},
                        ValueRange{compareAs(b, loc, lhsI1, iota, spread(start),
                                             Dir::GE),
                                   compareAs(b, loc, lhsI1, iota, spread(limit),
                                             Dir::LT)})
                        ->getResult(0);
    Value masked = hlo::SelectOp::create(b, loc, TypeRange{lhsType},
                                         ValueRange{inGroup, lhs, zero})
                       ->getResult(0);
    Value right = rhs;
    RankedTensorType rightType = rhsType;
    if (!contracting) {
      right = takeIndex(b, loc, rhs, groupDim, g);
      rightType = cast<RankedTensorType>(right.getType());
    }
    RankedTensorType partType = dotType(lhsType, rightType, lb, rbSlice, lc,
                                        rcSlice, resultType.getElementType());
    Value part = hlo::DotGeneralOp::create(b, loc, TypeRange{partType},
                                           ValueRange{masked, right},
                                           dotAttrs(b, op, rbSlice, rcSlice))
                     ->getResult(0);
    if (contracting) {
      SmallVector<int64_t> shape{1};
      llvm::append_range(shape, partType.getShape());
      parts.push_back(
          hlo::ReshapeOp::create(
              b, loc,
              TypeRange{RankedTensorType::get(shape, partType.getElementType())},
              ValueRange{part})
              ->getResult(0));
    } else {
      sum = sum ? hlo::AddOp::create(b, loc, TypeRange{partType},
                                     ValueRange{sum, part})
                      ->getResult(0)
                : part;
    }
    start = limit;
  }
  Value joined =
      contracting ? concatenateGroups(b, loc, resultType, parts) : sum;
  if (!joined)
    joined = hlo::ConstantOp::create(b, loc, resultType, zeroOf(resultType));
  return single(joined);
}

/// Fills `region` (a while condition over values of `types`, the first an
/// i64 counter) with `counter < length`.
void buildCountBelow(OpBuilder &b, Location loc, Region &region,
                     TypeRange types, int64_t length) {
  OpBuilder::InsertionGuard guard(b);
  Block *cond = b.createBlock(&region);
  for (Type t : types)
    cond->addArgument(t, loc);
  Value more = hlo::CompareOp::create(
                   b, loc, TypeRange{RankedTensorType::get({}, b.getI1Type())},
                   ValueRange{cond->getArgument(0), i64Scalar(b, loc, length)},
                   {b.getNamedAttr("comparison_direction",
                                   hlo::ComparisonDirectionAttr::get(
                                       b.getContext(), Dir::LT))})
                   ->getResult(0);
  hlo::ReturnOp::create(b, loc, ValueRange{more});
}

// scan: a while loop over a counter i, carrying the carries and the output
// tensors (zero-filled at first). Each step slices the inputs at position p
// (i, or n - 1 - i in reverse), runs the body, and writes the output slices
// at p with dynamic_update_slice.
Lowering lowerScan(OpBuilder &b, chlo::ScanOp op) {
  Location loc = op.getLoc();
  int64_t dim = op.getDimension();
  bool reverse = op.getIsReverse().value_or(false);
  ValueRange inputs = op.getInputs(), inits = op.getInits();
  size_t numCarries = inits.size();
  size_t numOutputs = op.getNumResults() - numCarries;
  SmallVector<Type> shaped(inputs.getTypes());
  llvm::append_range(shaped, op.getResultTypes());
  for (Type t : shaped)
    if (!cast<RankedTensorType>(t).hasStaticShape()) {
      op.emitError() << "chlo-legalize-to-stablehlo: scan with dynamic "
                        "shapes is not supported";
      return failure();
    }
  int64_t length;
  if (!inputs.empty())
    length = cast<RankedTensorType>(inputs[0].getType()).getDimSize(dim);
  else if (numOutputs > 0)
    length = cast<RankedTensorType>(op.getResult(0).getType()).getDimSize(dim);
  else {
    op.emitError() << "chlo-legalize-to-stablehlo: scan without inputs or "
                      "outputs has no length";
    return failure();
  }
  auto i64Type = RankedTensorType::get({}, b.getI64Type());
  auto i64Const = [&](int64_t v) -> Value { return i64Scalar(b, loc, v); };
  SmallVector<Value> initial{i64Const(0)};
  llvm::append_range(initial, inits);
  for (size_t i = 0; i < numOutputs; ++i) {
    auto type = cast<RankedTensorType>(op.getResult(i).getType());
    initial.push_back(hlo::ConstantOp::create(b, loc, type, zeroOf(type)));
  }
  SmallVector<Type> types;
  for (Value v : initial)
    types.push_back(v.getType());
  auto loop = hlo::WhileOp::create(b, loc, TypeRange(types), ValueRange(initial));
  buildCountBelow(b, loc, loop->getRegion(0), types, length);
  {
    OpBuilder::InsertionGuard guard(b);
    Block *body = b.createBlock(&loop->getRegion(1));
    for (Type t : types)
      body->addArgument(t, loc);
    Value counter = body->getArgument(0);
    Value position = counter;
    if (reverse)
      position = hlo::SubtractOp::create(b, loc, TypeRange{i64Type},
                                         ValueRange{i64Const(length - 1),
                                                    counter})
                     ->getResult(0);
    Value zeroIndex = i64Const(0);
    auto startsAt = [&](int64_t rank) {
      SmallVector<Value> starts(rank, zeroIndex);
      starts[dim] = position;
      return starts;
    };
    IRMapping mapping;
    Block &scanBody = op.getBody().front();
    for (auto [i, input] : llvm::enumerate(inputs)) {
      auto type = cast<RankedTensorType>(input.getType());
      SmallVector<int64_t> sizes(type.getShape());
      sizes[dim] = 1;
      SmallVector<Value> operands{input};
      llvm::append_range(operands, startsAt(type.getRank()));
      Value slice =
          hlo::DynamicSliceOp::create(
              b, loc, TypeRange{RankedTensorType::get(sizes, type.getElementType())},
              operands,
              {b.getNamedAttr("slice_sizes", b.getDenseI64ArrayAttr(sizes))})
              ->getResult(0);
      Type argType = scanBody.getArgument(i).getType();
      mapping.map(scanBody.getArgument(i),
                  hlo::ReshapeOp::create(b, loc, TypeRange{argType},
                                         ValueRange{slice})
                      ->getResult(0));
    }
    for (size_t i = 0; i < numCarries; ++i)
      mapping.map(scanBody.getArgument(inputs.size() + i),
                  body->getArgument(1 + i));
    for (Operation &nested : scanBody.without_terminator())
      b.clone(nested, mapping);
    Operation *terminator = scanBody.getTerminator();
    SmallVector<Value> yielded;
    for (Value v : terminator->getOperands())
      yielded.push_back(mapping.lookupOrDefault(v));
    SmallVector<Value> next{
        hlo::AddOp::create(b, loc, TypeRange{i64Type},
                           ValueRange{counter, i64Const(1)})
            ->getResult(0)};
    for (size_t i = 0; i < numCarries; ++i)
      next.push_back(yielded[numOutputs + i]);
    for (size_t i = 0; i < numOutputs; ++i) {
      Value current = body->getArgument(1 + numCarries + i);
      auto type = cast<RankedTensorType>(current.getType());
      SmallVector<int64_t> sizes(type.getShape());
      sizes[dim] = 1;
      Value update = hlo::ReshapeOp::create(
                         b, loc,
                         TypeRange{RankedTensorType::get(sizes,
                                                         type.getElementType())},
                         ValueRange{yielded[i]})
                         ->getResult(0);
      SmallVector<Value> operands{current, update};
      llvm::append_range(operands, startsAt(type.getRank()));
      next.push_back(hlo::DynamicUpdateSliceOp::create(b, loc, TypeRange{type},
                                                       operands)
                         ->getResult(0));
    }
    hlo::ReturnOp::create(b, loc, next);
  }
  SmallVector<Value> results;
  for (size_t i = 0; i < numOutputs; ++i)
    results.push_back(loop->getResult(1 + numCarries + i));
  for (size_t i = 0; i < numCarries; ++i)
    results.push_back(loop->getResult(1 + i));
  return results;
}

Lowering lowerOne(OpBuilder &b, Operation *op) {
  if (auto c = dyn_cast<chlo::ConstantOp>(op))
    return single(hlo::ConstantOp::create(b, op->getLoc(), c.getType(),
                                          cast<ElementsAttr>(c.getValue()))
                      ->getResult(0));
  if (auto c = dyn_cast<chlo::ConstantLikeOp>(op))
    return lowerConstantLike(b, c);
  if (auto s = dyn_cast<chlo::BroadcastSelectOp>(op))
    return lowerBroadcastSelect(b, s);
  if (auto t = dyn_cast<chlo::TopKOp>(op))
    return lowerTopK(b, t);
  if (auto r = dyn_cast<chlo::RaggedDotOp>(op))
    return lowerRaggedDot(b, r);
  if (auto s = dyn_cast<chlo::ScanOp>(op))
    return lowerScan(b, s);
  if (op->getNumOperands() == 1)
    return lowerUnary(b, op);
  if (isa<chlo::NextAfterOp, chlo::PolygammaOp, chlo::ZetaOp, chlo::MulhiOp>(
          op)) {
    Emitter e(b, op->getLoc(), op->getOperand(0));
    Value v = applyBinary(e, op, op->getOperand(0), op->getOperand(1),
                          cast<RankedTensorType>(op->getResult(0).getType()));
    return single(v);
  }
  return lowerBroadcastBinary(b, op);
}

struct ChloLegalizeToStablehlo
    : impl::ChloLegalizeToStablehloPassBase<ChloLegalizeToStablehlo> {
  using ChloLegalizeToStablehloPassBase::ChloLegalizeToStablehloPassBase;
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<stablehlo::StableHLODialect>();
  }
  void runOnOperation() override {
    if (failed(legalizeChloToStablehlo(getOperation())))
      signalPassFailure();
  }
};

} // namespace

LogicalResult legalizeChloToStablehlo(Operation *root) {
  // Post-order: ops nested in a scan body are lowered before the scan
  // clones the body into its loop.
  SmallVector<Operation *> ops;
  root->walk([&](Operation *op) {
    if (isa_and_nonnull<chlo::CHLODialect>(op->getDialect()))
      ops.push_back(op);
  });
  bool ok = true;
  OpBuilder b(root->getContext());
  for (Operation *op : ops) {
    b.setInsertionPoint(op);
    Lowering result = lowerOne(b, op);
    if (failed(result)) {
      // Each lowering that refuses says why; the rest are ops with no
      // lowering here.
      op->emitError() << "failed to legalize operation '" << op->getName()
                      << "' to stablehlo";
      ok = false;
      continue;
    }
    op->replaceAllUsesWith(*result);
    op->erase();
  }
  return success(ok);
}

void registerChloPasses() {
  PassRegistration<ChloLegalizeToStablehlo>();
  // Upstream's pipeline: chlo to stablehlo + shape, shape to stablehlo,
  // reconcile casts. This lowering emits no shape ops, so the middle step
  // has nothing to do and is not run.
  PassPipelineRegistration<>(
      "chlo-pre-serialization-pipeline",
      "Lower chlo to stablehlo and reconcile the casts left behind, before a "
      "module is serialized as a portable artifact",
      [](OpPassManager &pm) {
        pm.addPass(createChloLegalizeToStablehloPass());
        pm.addPass(createReconcileUnrealizedCastsPass());
      });
}

} // namespace shlo
} // namespace mlir
