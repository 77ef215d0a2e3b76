//===- LowerReductions.cpp - reductions, softmax, cumsum ------------------===//

#include "opidiff/lowering/LowerCommon.h"

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;
using Dir = hlo::ComparisonDirection;

namespace {

/// The reduced dimensions: `dim` absent, None or empty means all of them.
llvm::Expected<llvm::SmallVector<int64_t>>
reducedDims(const Args &args, mlir::Value x, llvm::StringRef name = "dim") {
  int64_t rank = mlir::cast<mlir::RankedTensorType>(x.getType()).getRank();
  llvm::SmallVector<int64_t> dims;
  if (args.find(name)) {
    OPIDIFF_TRY(list, args.optIntList(name));
    if (*list)
      dims = **list;
  }
  if (dims.empty()) {
    for (int64_t i = 0; i < rank; ++i)
      dims.push_back(i);
    return dims;
  }
  llvm::SmallVector<int64_t> out;
  for (int64_t d : dims) {
    OPIDIFF_TRY(n, normalizeDim(args, d, rank));
    if (rank == 0)
      continue;
    if (llvm::is_contained(out, *n))
      return args.fail("dimension " + llvm::Twine(*n) + " appears twice");
    out.push_back(*n);
  }
  return out;
}

/// The input converted to the `dtype` argument, or with integers and bools
/// widened to int64 when `intToLong` (sum, prod, cumsum).
llvm::Expected<mlir::Value> reductionInput(Emitter &e, const Args &args,
                                           bool intToLong) {
  OPIDIFF_TRY(x, args.tensor("self"));
  auto dtype = args.find("dtype") ? args.optDType("dtype")
                                  : llvm::Expected<std::optional<DType>>(
                                        std::optional<DType>());
  if (!dtype)
    return dtype.takeError();
  if (*dtype)
    return e.convert(*x, **dtype);
  if (intToLong && isIntOrBool(e.dtypeOf(*x)))
    return e.convert(*x, DType::Int64);
  return *x;
}

/// Reduces in float32 for half types (torch accumulates them in float).
mlir::Value accumulate(Emitter &e, mlir::Value x, llvm::ArrayRef<int64_t> dims,
                       ReduceKind kind) {
  mlir::Type orig = e.elementOf(x);
  if (isHalf(e.dtypeOf(x)))
    x = e.convert(x, DType::Float32);
  return e.convert(e.reduce(x, dims, kind), orig);
}

llvm::Expected<Results> finishReduction(Emitter &e, const Args &args,
                                        mlir::Value reduced, int64_t rank,
                                        llvm::ArrayRef<int64_t> dims) {
  OPIDIFF_TRY(keep, args.getBool("keepdim", false));
  return one(*keep ? e.keepDims(reduced, rank, dims) : reduced);
}

llvm::Expected<Results> lowerSum(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, reductionInput(e, args, true));
  OPIDIFF_TRY(dims, reducedDims(args, *x));
  return finishReduction(e, args, accumulate(e, *x, *dims, ReduceKind::Sum),
                         e.rankOf(*x), *dims);
}

llvm::Expected<Results> lowerMean(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, reductionInput(e, args, false));
  DType t = e.dtypeOf(*x);
  if (isIntOrBool(t))
    return args.unsupported(std::string("mean of a ") + dtypeName(t) +
                            " tensor without a floating dtype");
  OPIDIFF_TRY(dims, reducedDims(args, *x));
  int64_t count = 1;
  for (int64_t d : *dims)
    count *= e.shapeOf(*x)[d];
  mlir::Value v = *x;
  if (isHalf(t))
    v = e.convert(v, DType::Float32);
  mlir::Value s = e.reduce(v, *dims, ReduceKind::Sum);
  mlir::Value m = e.div(s, e.splat(e.elementOf(s), static_cast<double>(count),
                                   e.shapeOf(s)));
  return finishReduction(e, args, e.convert(m, t), e.rankOf(*x), *dims);
}

template <ReduceKind kind>
llvm::Expected<Results> lowerAmaxAmin(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("self"));
  if (isComplex(e.dtypeOf(*x)))
    return args.unsupported("amax/amin of a complex tensor");
  OPIDIFF_TRY(dims, reducedDims(args, *x));
  for (int64_t d : *dims)
    if (e.shapeOf(*x)[d] == 0)
      return args.fail("reduction over an empty dimension");
  return finishReduction(e, args, e.reduce(*x, *dims, kind), e.rankOf(*x),
                         *dims);
}

llvm::Expected<Results> lowerProd(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, reductionInput(e, args, true));
  llvm::SmallVector<int64_t> dims;
  if (args.isNone("dim")) {
    for (int64_t i = 0; i < e.rankOf(*x); ++i)
      dims.push_back(i);
  } else {
    OPIDIFF_TRY(d, args.getInt("dim"));
    OPIDIFF_TRY(n, normalizeDim(args, *d, e.rankOf(*x)));
    if (e.rankOf(*x) > 0)
      dims.push_back(*n);
  }
  return finishReduction(e, args, accumulate(e, *x, dims, ReduceKind::Prod),
                         e.rankOf(*x), dims);
}

/// argmax/argmin: a reduce over (value, index) pairs. The first index wins
/// ties; NaN counts as larger (argmax) or smaller (argmin) than any number,
/// so the first NaN wins, as in torch.
template <bool isMax>
llvm::Expected<Results> lowerArgExtreme(Emitter &e, const Args &args) {
  OPIDIFF_TRY(self, args.tensor("self"));
  DType t = e.dtypeOf(*self);
  if (isComplex(t))
    return args.unsupported("argmax/argmin of a complex tensor");
  OPIDIFF_TRY(dimArg, args.optInt("dim"));
  OPIDIFF_TRY(keep, args.getBool("keepdim", false));
  mlir::Value x = *self;
  if (t == DType::Bool)
    x = e.convert(x, DType::Int32);
  int64_t origRank = e.rankOf(x);
  llvm::SmallVector<int64_t> origShape(e.shapeOf(x));
  int64_t dim;
  if (!*dimArg) {
    x = e.reshape(x, {numElementsOf(e.shapeOf(x))});
    dim = 0;
  } else {
    OPIDIFF_TRY(n, normalizeDim(args, **dimArg, origRank));
    dim = *n;
    if (origRank == 0)
      x = e.reshape(x, {1});
  }
  if (e.shapeOf(x)[dim] == 0)
    return args.fail("argmax/argmin of an empty dimension");
  mlir::Type vt = e.elementOf(x);
  mlir::Type it = e.elementType(DType::Int64);
  mlir::Value idx = e.iota(e.shapeOf(x), dim, it);
  llvm::SmallVector<int64_t> outShape;
  for (int64_t i = 0; i < e.rankOf(x); ++i)
    if (i != dim)
      outShape.push_back(e.shapeOf(x)[i]);
  mlir::Value initV = isMax ? e.lowest(vt) : e.highest(vt);
  mlir::Value initI = e.splatInt(it, std::numeric_limits<int64_t>::max());
  auto op = hlo::ReduceOp::create(
      e.b, e.loc,
      mlir::TypeRange{e.tensorType(outShape, vt), e.tensorType(outShape, it)},
      mlir::ValueRange{x, idx}, mlir::ValueRange{initV, initI},
      llvm::ArrayRef<int64_t>{dim});
  e.buildReducerBody(
      op.getBody(), {vt, it},
      [&](llvm::ArrayRef<mlir::Value> l, llvm::ArrayRef<mlir::Value> r) {
        mlir::Value la = l[0], ra = r[0], li = l[1], ri = r[1];
        mlir::Value lNaN = e.isNaN(la), rNaN = e.isNaN(ra);
        mlir::Value better = e.compare(la, ra, isMax ? Dir::GT : Dir::LT);
        mlir::Value nanBeatsNumber =
            e.binary<hlo::AndOp>(lNaN, e.unary<hlo::NotOp>(rNaN));
        better = e.binary<hlo::OrOp>(better, nanBeatsNumber);
        mlir::Value same = e.binary<hlo::OrOp>(
            e.compare(la, ra, Dir::EQ), e.binary<hlo::AndOp>(lNaN, rNaN));
        mlir::Value earlier = e.compare(li, ri, Dir::LT);
        mlir::Value pickL =
            e.binary<hlo::OrOp>(better, e.binary<hlo::AndOp>(same, earlier));
        return llvm::SmallVector<mlir::Value>{e.select(pickL, la, ra),
                                              e.select(pickL, li, ri)};
      });
  mlir::Value result = op.getResult(1);
  if (*keep) {
    llvm::SmallVector<int64_t> keepShape(origShape);
    if (!*dimArg)
      keepShape.assign(origRank, 1);
    else if (origRank > 0)
      keepShape[dim] = 1;
    result = e.reshape(result, keepShape);
  }
  return one(result);
}

/// softmax and log_softmax along `dim`, subtracting the maximum first.
llvm::Expected<Results> lowerSoftmaxImpl(Emitter &e, const Args &args,
                                         bool isLog) {
  OPIDIFF_TRY(self, args.tensor("self"));
  mlir::Value x = *self;
  DType outType = e.dtypeOf(x);
  if (args.find("dtype")) {
    OPIDIFF_TRY(dtype, args.optDType("dtype"));
    if (*dtype) {
      x = e.convert(x, **dtype);
      outType = **dtype;
    }
  }
  if (args.find("half_to_float")) {
    OPIDIFF_TRY(h, args.getBool("half_to_float"));
    if (*h) {
      if (!isHalf(outType))
        return args.fail("half_to_float with a non-half input");
      outType = DType::Float32;
    }
  }
  if (!isFloating(outType))
    return args.unsupported(std::string("softmax of a ") + dtypeName(outType) +
                            " tensor");
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, e.rankOf(x)));
  if (isHalf(e.dtypeOf(x)))
    x = e.convert(x, DType::Float32);
  int64_t rank = e.rankOf(x);
  llvm::SmallVector<int64_t> shape(e.shapeOf(x));
  if (rank == 0) {
    mlir::Value r = isLog ? e.splat(e.elementOf(x), 0.0)
                          : e.splat(e.elementOf(x), 1.0);
    return one(e.convert(r, outType));
  }
  llvm::SmallVector<int64_t> dims{*dim};
  mlir::Value m = e.reduce(x, dims, ReduceKind::Max);
  mlir::Value shifted =
      e.sub(x, e.broadcastTo(e.keepDims(m, rank, dims), shape));
  mlir::Value ex = e.unary<hlo::ExpOp>(shifted);
  mlir::Value sum =
      e.broadcastTo(e.keepDims(e.reduce(ex, dims, ReduceKind::Sum), rank, dims),
                    shape);
  mlir::Value r = isLog ? e.sub(shifted, e.unary<hlo::LogOp>(sum))
                        : e.div(ex, sum);
  return one(e.convert(r, outType));
}

llvm::Expected<Results> lowerSoftmax(Emitter &e, const Args &args) {
  return lowerSoftmaxImpl(e, args, false);
}
llvm::Expected<Results> lowerLogSoftmax(Emitter &e, const Args &args) {
  return lowerSoftmaxImpl(e, args, true);
}

/// cumsum: a reduce_window whose window spans the whole dimension, padded
/// in front so that window i ends at element i.
llvm::Expected<Results> lowerCumsum(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, reductionInput(e, args, true));
  OPIDIFF_TRY(d, args.getInt("dim"));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, e.rankOf(*x)));
  int64_t rank = e.rankOf(*x);
  if (rank == 0)
    return one(*x);
  mlir::Type orig = e.elementOf(*x);
  mlir::Value v = *x;
  if (isHalf(e.dtypeOf(v)))
    v = e.convert(v, DType::Float32);
  int64_t n = e.shapeOf(v)[*dim];
  if (n == 0)
    return one(*x);
  llvm::SmallVector<int64_t> window(rank, 1), ones(rank, 1);
  llvm::SmallVector<std::pair<int64_t, int64_t>> padding(rank, {0, 0});
  window[*dim] = n;
  padding[*dim] = {n - 1, 0};
  mlir::Value r =
      e.reduceWindow(v, ReduceKind::Sum, window, ones, ones, padding);
  return one(e.convert(r, orig));
}

} // namespace

void lower::registerReductionLowerings(Registry &r) {
  r["aten::sum"] = lowerSum;
  r["aten::mean"] = lowerMean;
  r["aten::amax"] = lowerAmaxAmin<ReduceKind::Max>;
  r["aten::amin"] = lowerAmaxAmin<ReduceKind::Min>;
  r["aten::prod"] = lowerProd;
  r["aten::argmax"] = lowerArgExtreme<true>;
  r["aten::argmin"] = lowerArgExtreme<false>;
  r["aten::softmax"] = lowerSoftmax;
  r["aten::_softmax"] = lowerSoftmax;
  r["aten::log_softmax"] = lowerLogSoftmax;
  r["aten::_log_softmax"] = lowerLogSoftmax;
  r["aten::cumsum"] = lowerCumsum;
}
