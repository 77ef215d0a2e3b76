//===- LowerNN.cpp - matmul, linear, normalisation, convolution, pooling --===//

#include "opidiff/lowering/LowerCommon.h"

#include <cmath>

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;

namespace {

llvm::Error sameDType(Emitter &e, const Args &args, mlir::Value a,
                      mlir::Value b) {
  if (e.elementOf(a) != e.elementOf(b))
    return args.unsupported(std::string("operands of different dtypes (") +
                            dtypeName(e.dtypeOf(a)) + " and " +
                            dtypeName(e.dtypeOf(b)) + ")");
  if (e.dtypeOf(a) == DType::Bool)
    return args.unsupported("matrix products of bool tensors");
  return llvm::Error::success();
}

llvm::Expected<mlir::Value> matmul(Emitter &e, const Args &args, mlir::Value a,
                                   mlir::Value b) {
  if (llvm::Error err = sameDType(e, args, a, b))
    return std::move(err);
  int64_t ra = e.rankOf(a), rb = e.rankOf(b);
  if (ra == 0 || rb == 0)
    return args.fail("both arguments need at least one dimension");
  int64_t ka = e.shapeOf(a)[ra - 1];
  int64_t kb = e.shapeOf(b)[rb == 1 ? 0 : rb - 2];
  if (ka != kb)
    return args.fail("inner dimensions differ: " + llvm::Twine(ka) + " and " +
                     llvm::Twine(kb));
  if (ra <= 2 && rb <= 2)
    return e.dotGeneral(a, b, {}, {}, {ra - 1}, {rb == 1 ? 0 : 0});
  mlir::Value a2 = ra == 1 ? e.reshape(a, {1, ka}) : a;
  mlir::Value b2 = rb == 1 ? e.reshape(b, {kb, 1}) : b;
  auto as = e.shapeOf(a2), bs = e.shapeOf(b2);
  auto batch = Emitter::broadcastShapes(as.drop_back(2), bs.drop_back(2));
  if (!batch)
    return args.fail("batch dimensions do not broadcast");
  int64_t nb = batch->size();
  llvm::SmallVector<int64_t> aShape(*batch), bShape(*batch);
  aShape.append(as.end() - 2, as.end());
  bShape.append(bs.end() - 2, bs.end());
  a2 = e.broadcastTo(a2, aShape);
  b2 = e.broadcastTo(b2, bShape);
  llvm::SmallVector<int64_t> batchDims;
  for (int64_t i = 0; i < nb; ++i)
    batchDims.push_back(i);
  mlir::Value r = e.dotGeneral(a2, b2, batchDims, batchDims, {nb + 1}, {nb});
  llvm::SmallVector<int64_t> shape(*batch);
  if (ra > 1)
    shape.push_back(aShape[nb]);
  if (rb > 1)
    shape.push_back(bShape[nb + 1]);
  return e.reshape(r, shape);
}

llvm::Expected<Results> lowerMatmul(Emitter &e, const Args &args) {
  OPIDIFF_TRY(a, args.tensor("self"));
  OPIDIFF_TRY(b, args.tensor("other"));
  OPIDIFF_TRY(r, matmul(e, args, *a, *b));
  return one(*r);
}

template <int rank>
llvm::Expected<Results> lowerMmBmm(Emitter &e, const Args &args) {
  OPIDIFF_TRY(a, args.tensor("self"));
  OPIDIFF_TRY(b, args.tensor("mat2"));
  if (e.rankOf(*a) != rank || e.rankOf(*b) != rank)
    return args.fail("expects tensors of rank " + llvm::Twine(rank));
  if (rank == 3 && e.shapeOf(*a)[0] != e.shapeOf(*b)[0])
    return args.fail("batch sizes differ");
  OPIDIFF_TRY(r, matmul(e, args, *a, *b));
  return one(*r);
}

llvm::Expected<Results> lowerLinear(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("input"));
  OPIDIFF_TRY(w, args.tensor("weight"));
  OPIDIFF_TRY(bias, args.optTensor("bias"));
  if (llvm::Error err = sameDType(e, args, *x, *w))
    return std::move(err);
  int64_t rx = e.rankOf(*x), rw = e.rankOf(*w);
  if (rx == 0 || rw == 0 || rw > 2)
    return args.fail("unexpected ranks for linear");
  if (e.shapeOf(*x)[rx - 1] != e.shapeOf(*w)[rw - 1])
    return args.fail("input features do not match the weight");
  mlir::Value r = e.dotGeneral(*x, *w, {}, {}, {rx - 1}, {rw - 1});
  if (*bias) {
    auto shape = Emitter::broadcastShapes(e.shapeOf(r), e.shapeOf(*bias));
    if (!shape || *shape != e.shapeOf(r))
      return args.fail("bias does not broadcast to the output");
    r = e.add(r, e.broadcastTo(e.convert(*bias, e.elementOf(r)), *shape));
  }
  return one(r);
}

llvm::Expected<Results> lowerAddmm(Emitter &e, const Args &args) {
  OPIDIFF_TRY(self, args.tensor("self"));
  OPIDIFF_TRY(m1, args.tensor("mat1"));
  OPIDIFF_TRY(m2, args.tensor("mat2"));
  if (e.rankOf(*m1) != 2 || e.rankOf(*m2) != 2)
    return args.fail("mat1 and mat2 must be matrices");
  OPIDIFF_TRY(prod, matmul(e, args, *m1, *m2));
  if (e.elementOf(*self) != e.elementOf(*prod))
    return args.unsupported("self of another dtype than mat1/mat2");
  OPIDIFF_TRY(beta, args.getFloat("beta", 1.0));
  OPIDIFF_TRY(alpha, args.getFloat("alpha", 1.0));
  auto shape = Emitter::broadcastShapes(e.shapeOf(*self), e.shapeOf(*prod));
  if (!shape || *shape != e.shapeOf(*prod))
    return args.fail("self does not broadcast to the product");
  mlir::Value r = e.scale(*prod, *alpha);
  if (*beta != 0.0)
    r = e.add(e.scale(e.broadcastTo(*self, *shape), *beta), r);
  return one(r);
}

llvm::Expected<Results> lowerEmbedding(Emitter &e, const Args &args) {
  OPIDIFF_TRY(w, args.tensor("weight"));
  OPIDIFF_TRY(idx, args.tensor("indices"));
  DType it = e.dtypeOf(*idx);
  if (it != DType::Int32 && it != DType::Int64)
    return args.unsupported(std::string("a ") + dtypeName(it) + " index");
  if (e.rankOf(*w) != 2)
    return args.fail("weight must be a matrix");
  return one(takeAlong(e, *w, 0, *idx));
}

llvm::Expected<Results> lowerDropout(Emitter &e, const Args &args) {
  OPIDIFF_TRY(x, args.tensor("input"));
  OPIDIFF_TRY(train, args.getBool("train", false));
  if (*train)
    return args.unsupported("dropout in training mode is random");
  return one(*x);
}

/// (x - mean) * rsqrt(var + eps), then * weight + bias; half types compute
/// in float32.
mlir::Value normalize(Emitter &e, mlir::Value x, mlir::Value mean,
                      mlir::Value var, double eps) {
  mlir::Value denom = e.unary<hlo::RsqrtOp>(
      e.add(var, e.splat(e.elementOf(var), eps, e.shapeOf(var))));
  return e.mul(e.sub(x, mean), denom);
}

llvm::Expected<Results> lowerLayerNorm(Emitter &e, const Args &args) {
  OPIDIFF_TRY(input, args.tensor("input"));
  OPIDIFF_TRY(normShape, args.intList("normalized_shape"));
  OPIDIFF_TRY(w, args.optTensor("weight"));
  OPIDIFF_TRY(bias, args.optTensor("bias"));
  OPIDIFF_TRY(eps, args.getFloat("eps", 1e-5));
  DType t = e.dtypeOf(*input);
  if (!isFloating(t))
    return args.unsupported(std::string("layer_norm of a ") + dtypeName(t) +
                            " tensor");
  int64_t rank = e.rankOf(*input), k = normShape->size();
  llvm::ArrayRef<int64_t> shape = e.shapeOf(*input);
  if (k == 0 || k > rank || shape.take_back(k) != llvm::ArrayRef(*normShape))
    return args.fail("normalized_shape does not match the input's shape");
  mlir::Value x = isHalf(t) ? e.convert(*input, DType::Float32) : *input;
  mlir::Type ft = e.elementOf(x);
  llvm::SmallVector<int64_t> dims;
  for (int64_t i = rank - k; i < rank; ++i)
    dims.push_back(i);
  double n = static_cast<double>(numElementsOf(*normShape));
  auto meanOf = [&](mlir::Value v) {
    mlir::Value s = e.keepDims(e.reduce(v, dims, ReduceKind::Sum), rank, dims);
    return e.broadcastTo(e.div(s, e.splat(ft, n, e.shapeOf(s))), shape);
  };
  mlir::Value mean = meanOf(x);
  mlir::Value centered = e.sub(x, mean);
  mlir::Value var = meanOf(e.mul(centered, centered));
  mlir::Value y = normalize(e, x, mean, var, *eps);
  if (*w)
    y = e.mul(y, e.broadcastTo(e.convert(*w, ft), shape));
  if (*bias)
    y = e.add(y, e.broadcastTo(e.convert(*bias, ft), shape));
  return one(e.convert(y, t));
}

llvm::Expected<Results> lowerBatchNorm(Emitter &e, const Args &args) {
  OPIDIFF_TRY(input, args.tensor("input"));
  mlir::Value w, bias, runMean, runVar;
  for (auto [name, slot] :
       {std::pair<const char *, mlir::Value *>{"weight", &w},
        {"bias", &bias},
        {"running_mean", &runMean},
        {"running_var", &runVar}}) {
    OPIDIFF_TRY(v, args.optTensor(name));
    *slot = *v;
  }
  OPIDIFF_TRY(training, args.getBool("training", false));
  OPIDIFF_TRY(eps, args.getFloat("eps", 1e-5));
  DType t = e.dtypeOf(*input);
  if (!isFloating(t))
    return args.unsupported(std::string("batch_norm of a ") + dtypeName(t) +
                            " tensor");
  int64_t rank = e.rankOf(*input);
  if (rank < 2)
    return args.fail("batch_norm expects an input of rank >= 2");
  llvm::ArrayRef<int64_t> shape = e.shapeOf(*input);
  int64_t channels = shape[1];
  mlir::Value x = isHalf(t) ? e.convert(*input, DType::Float32) : *input;
  mlir::Type ft = e.elementOf(x);
  auto perChannel = [&](mlir::Value v) {
    return e.broadcastInDim(e.convert(v, ft), shape, {1});
  };
  for (mlir::Value v : {w, bias, runMean, runVar})
    if (v && (e.rankOf(v) != 1 || e.shapeOf(v)[0] != channels))
      return args.fail("per-channel tensors must have " +
                       llvm::Twine(channels) + " elements");
  mlir::Value mean, var;
  if (*training || !runMean || !runVar) {
    llvm::SmallVector<int64_t> dims;
    for (int64_t i = 0; i < rank; ++i)
      if (i != 1)
        dims.push_back(i);
    double n = static_cast<double>(numElementsOf(shape) / channels);
    auto meanOf = [&](mlir::Value v) {
      mlir::Value s = e.reduce(v, dims, ReduceKind::Sum);
      return perChannel(e.div(s, e.splat(ft, n, e.shapeOf(s))));
    };
    mean = meanOf(x);
    mlir::Value centered = e.sub(x, mean);
    var = meanOf(e.mul(centered, centered));
  } else {
    mean = perChannel(runMean);
    var = perChannel(runVar);
  }
  mlir::Value y = normalize(e, x, mean, var, *eps);
  if (w)
    y = e.mul(y, perChannel(w));
  if (bias)
    y = e.add(y, perChannel(bias));
  return one(e.convert(y, t));
}

/// conv1d / conv2d / convolution (not transposed) in torch's NC(L|HW)
/// layout; an unbatched input gets a batch dimension for the op.
llvm::Expected<Results> lowerConvImpl(Emitter &e, const Args &args,
                                      int64_t spatial) {
  OPIDIFF_TRY(input, args.tensor("input"));
  OPIDIFF_TRY(weight, args.tensor("weight"));
  OPIDIFF_TRY(bias, args.optTensor("bias"));
  if (spatial < 0)
    spatial = e.rankOf(*weight) - 2;
  if (spatial < 1)
    return args.fail("weight must have spatial dimensions");
  if (args.find("transposed")) {
    OPIDIFF_TRY(transposed, args.getBool("transposed"));
    if (*transposed)
      return args.unsupported("transposed convolution");
  }
  DType t = e.dtypeOf(*input);
  if (!isFloating(t) && !isComplex(t))
    return args.unsupported(std::string("convolution of ") + dtypeName(t) +
                            " tensors");
  if (e.elementOf(*input) != e.elementOf(*weight))
    return args.unsupported("input and weight of different dtypes");
  size_t n = spatial;
  llvm::SmallVector<int64_t> ones(n, 1);
  OPIDIFF_TRY(stride, args.intList("stride", n, ones));
  OPIDIFF_TRY(dilation, args.intList("dilation", n, ones));
  OPIDIFF_TRY(groups, args.getInt("groups", 1));
  int64_t rank = e.rankOf(*input);
  bool unbatched = rank == spatial + 1;
  if (!unbatched && rank != spatial + 2)
    return args.fail("input of rank " + llvm::Twine(rank) + " for a " +
                     llvm::Twine(spatial) + "-d convolution");
  if (e.rankOf(*weight) != spatial + 2)
    return args.fail("weight of rank " + llvm::Twine(e.rankOf(*weight)));
  mlir::Value x = *input;
  if (unbatched) {
    llvm::SmallVector<int64_t> s{1};
    s.append(e.shapeOf(x).begin(), e.shapeOf(x).end());
    x = e.reshape(x, s);
  }
  llvm::ArrayRef<int64_t> xs = e.shapeOf(x), ws = e.shapeOf(*weight);
  if (*groups < 1 || xs[1] != ws[1] * *groups || ws[0] % *groups != 0)
    return args.fail("channels do not match weight and groups");
  for (size_t i = 0; i < n; ++i)
    if ((*stride)[i] < 1 || (*dilation)[i] < 1)
      return args.fail("stride and dilation must be positive");
  llvm::SmallVector<std::pair<int64_t, int64_t>> pads;
  const Arg *padArg = args.find("padding");
  if (padArg && padArg->kind == Arg::Kind::Plain &&
      padArg->value.kind == Value::Kind::String) {
    const std::string &mode = padArg->value.s;
    if (mode == "valid") {
      pads.assign(n, {0, 0});
    } else if (mode == "same") {
      for (size_t i = 0; i < n; ++i) {
        if ((*stride)[i] != 1)
          return args.fail("padding='same' needs stride 1");
        int64_t total = (*dilation)[i] * (ws[2 + i] - 1);
        pads.push_back({total / 2, total - total / 2});
      }
    } else {
      return args.fail("unknown padding '" + mode + "'");
    }
  } else {
    OPIDIFF_TRY(p,
                args.intList("padding", n, llvm::SmallVector<int64_t>(n, 0)));
    for (int64_t v : *p) {
      if (v < 0)
        return args.fail("negative padding");
      pads.push_back({v, v});
    }
  }
  llvm::SmallVector<int64_t> outShape{xs[0], ws[0]}, spatialDims, padFlat;
  for (size_t i = 0; i < n; ++i) {
    int64_t span = (*dilation)[i] * (ws[2 + i] - 1) + 1;
    int64_t padded = xs[2 + i] + pads[i].first + pads[i].second;
    if (padded < span)
      return args.fail("kernel larger than the padded input");
    outShape.push_back((padded - span) / (*stride)[i] + 1);
    spatialDims.push_back(2 + i);
    padFlat.push_back(pads[i].first);
    padFlat.push_back(pads[i].second);
  }
  auto dn = hlo::ConvDimensionNumbersAttr::get(e.ctx, 0, 1, spatialDims, 1, 0,
                                                spatialDims, 0, 1, spatialDims);
  auto padType = mlir::RankedTensorType::get({spatial, 2}, e.b.getI64Type());
  mlir::Value r = hlo::ConvolutionOp::create(
      e.b, e.loc, e.tensorType(outShape, e.elementOf(x)), x, *weight,
      e.b.getDenseI64ArrayAttr(*stride),
      mlir::DenseIntElementsAttr::get(padType, llvm::ArrayRef(padFlat)),
      e.b.getDenseI64ArrayAttr(ones), e.b.getDenseI64ArrayAttr(*dilation),
      mlir::DenseBoolArrayAttr(), dn, e.b.getI64IntegerAttr(*groups),
      e.b.getI64IntegerAttr(1), mlir::ArrayAttr());
  if (*bias) {
    if (e.rankOf(*bias) != 1 || e.shapeOf(*bias)[0] != ws[0])
      return args.fail("bias must have out_channels elements");
    r = e.add(r, e.broadcastInDim(e.convert(*bias, e.elementOf(r)), outShape,
                                  {1}));
  }
  if (unbatched)
    r = e.reshape(r, llvm::ArrayRef<int64_t>(outShape).drop_front());
  return one(r);
}

llvm::Expected<Results> lowerConv1d(Emitter &e, const Args &args) {
  return lowerConvImpl(e, args, 1);
}
llvm::Expected<Results> lowerConv2d(Emitter &e, const Args &args) {
  return lowerConvImpl(e, args, 2);
}
llvm::Expected<Results> lowerConvolution(Emitter &e, const Args &args) {
  return lowerConvImpl(e, args, -1);
}

/// Shared arguments of the 2-d pools.
struct Pool2d {
  llvm::SmallVector<int64_t> kernel, stride, padding, dilation;
  bool ceilMode = false;
  bool unbatched = false;
  mlir::Value x; // batched [N, C, H, W]
  int64_t outH = 0, outW = 0;
};

/// torch's pooling_output_shape.
int64_t poolOutSize(int64_t in, int64_t k, int64_t pad, int64_t stride,
                    int64_t dilation, bool ceil) {
  int64_t num = in + 2 * pad - dilation * (k - 1) - 1 + (ceil ? stride - 1 : 0);
  int64_t out = (num >= 0 ? num / stride : -((-num + stride - 1) / stride)) + 1;
  if (ceil && (out - 1) * stride >= in + pad)
    --out;
  return out;
}

llvm::Expected<Pool2d> poolArgs(Emitter &e, const Args &args,
                                bool hasDilation) {
  Pool2d p;
  OPIDIFF_TRY(x, args.tensor("self"));
  OPIDIFF_TRY(kernel, args.intList("kernel_size", 2));
  p.kernel = *kernel;
  OPIDIFF_TRY(stride, args.intList("stride", 2, llvm::SmallVector<int64_t>()));
  p.stride = stride->empty() ? p.kernel : *stride;
  OPIDIFF_TRY(padding,
              args.intList("padding", 2, llvm::SmallVector<int64_t>{0, 0}));
  p.padding = *padding;
  p.dilation = {1, 1};
  if (hasDilation) {
    OPIDIFF_TRY(dilation,
                args.intList("dilation", 2, llvm::SmallVector<int64_t>{1, 1}));
    p.dilation = *dilation;
  }
  OPIDIFF_TRY(ceil, args.getBool("ceil_mode", false));
  p.ceilMode = *ceil;
  int64_t rank = e.rankOf(*x);
  if (rank != 3 && rank != 4)
    return args.fail("pooling expects a 3-d or 4-d input");
  p.unbatched = rank == 3;
  p.x = *x;
  if (p.unbatched) {
    llvm::SmallVector<int64_t> s{1};
    s.append(e.shapeOf(*x).begin(), e.shapeOf(*x).end());
    p.x = e.reshape(*x, s);
  }
  for (int i = 0; i < 2; ++i) {
    if (p.kernel[i] < 1 || p.stride[i] < 1 || p.dilation[i] < 1)
      return args.fail("kernel_size, stride and dilation must be positive");
    if (p.padding[i] < 0 || 2 * p.padding[i] > p.kernel[i])
      return args.fail("pad should be at most half of the kernel size");
  }
  llvm::ArrayRef<int64_t> xs = e.shapeOf(p.x);
  p.outH = poolOutSize(xs[2], p.kernel[0], p.padding[0], p.stride[0],
                       p.dilation[0], p.ceilMode);
  p.outW = poolOutSize(xs[3], p.kernel[1], p.padding[1], p.stride[1],
                       p.dilation[1], p.ceilMode);
  if (p.outH < 1 || p.outW < 1)
    return args.fail("the pooled output would be empty");
  return p;
}

/// The pooled windows reduced with `kind`; windows past the input read the
/// reduction's identity.
mlir::Value poolWindows(Emitter &e, const Pool2d &p, ReduceKind kind) {
  llvm::ArrayRef<int64_t> xs = e.shapeOf(p.x);
  llvm::SmallVector<std::pair<int64_t, int64_t>> pads{{0, 0}, {0, 0}};
  int64_t outs[2] = {p.outH, p.outW};
  for (int i = 0; i < 2; ++i) {
    int64_t span = p.dilation[i] * (p.kernel[i] - 1) + 1;
    int64_t high = (outs[i] - 1) * p.stride[i] + span - xs[2 + i] - p.padding[i];
    pads.push_back({p.padding[i], std::max<int64_t>(high, 0)});
  }
  mlir::Value r = e.reduceWindow(p.x, kind, {1, 1, p.kernel[0], p.kernel[1]},
                                 {1, 1, p.stride[0], p.stride[1]},
                                 {1, 1, p.dilation[0], p.dilation[1]}, pads);
  return e.slice(r, {0, 0, 0, 0}, {xs[0], xs[1], p.outH, p.outW},
                 {1, 1, 1, 1});
}

mlir::Value unbatch(Emitter &e, const Pool2d &p, mlir::Value r) {
  return p.unbatched ? e.reshape(r, e.shapeOf(r).drop_front()) : r;
}

llvm::Expected<Results> lowerMaxPool2d(Emitter &e, const Args &args) {
  OPIDIFF_TRY(p, poolArgs(e, args, true));
  DType t = e.dtypeOf(p->x);
  if (t == DType::Bool || isComplex(t))
    return args.unsupported(std::string("max_pool2d of ") + dtypeName(t));
  return one(unbatch(e, *p, poolWindows(e, *p, ReduceKind::Max)));
}

llvm::Expected<Results> lowerAvgPool2d(Emitter &e, const Args &args) {
  OPIDIFF_TRY(p, poolArgs(e, args, false));
  DType t = e.dtypeOf(p->x);
  if (!isFloating(t))
    return args.unsupported(std::string("avg_pool2d of ") + dtypeName(t));
  OPIDIFF_TRY(includePad, args.getBool("count_include_pad", true));
  OPIDIFF_TRY(divisorOverride, args.optInt("divisor_override"));
  if (*divisorOverride && **divisorOverride == 0)
    return args.fail("divisor_override must be non-zero");
  mlir::Value x = p->x;
  if (isHalf(t))
    x = e.convert(x, DType::Float32);
  Pool2d q = *p;
  q.x = x;
  mlir::Value sums = poolWindows(e, q, ReduceKind::Sum);
  llvm::ArrayRef<int64_t> xs = e.shapeOf(x);
  std::vector<double> divisors;
  for (int64_t oh = 0; oh < p->outH; ++oh) {
    for (int64_t ow = 0; ow < p->outW; ++ow) {
      int64_t o[2] = {oh, ow}, size[2], clipped[2];
      for (int i = 0; i < 2; ++i) {
        int64_t start = o[i] * p->stride[i] - p->padding[i];
        int64_t end = std::min(start + p->kernel[i], xs[2 + i] + p->padding[i]);
        size[i] = end - start;
        clipped[i] = std::min(end, xs[2 + i]) - std::max<int64_t>(start, 0);
      }
      double d = *divisorOverride ? static_cast<double>(**divisorOverride)
                 : *includePad    ? static_cast<double>(size[0] * size[1])
                                  : static_cast<double>(clipped[0] * clipped[1]);
      divisors.push_back(d);
    }
  }
  mlir::Value div = e.constantOf(e.elementOf(sums), {p->outH, p->outW}, divisors);
  mlir::Value r = e.div(sums, e.broadcastInDim(div, e.shapeOf(sums), {2, 3}));
  return one(unbatch(e, *p, e.convert(r, t)));
}

} // namespace

void lower::registerNNLowerings(Registry &r) {
  r["aten::mm"] = lowerMmBmm<2>;
  r["aten::bmm"] = lowerMmBmm<3>;
  r["aten::matmul"] = lowerMatmul;
  r["aten::linear"] = lowerLinear;
  r["aten::addmm"] = lowerAddmm;
  r["aten::embedding"] = lowerEmbedding;
  r["aten::dropout"] = lowerDropout;
  r["aten::layer_norm"] = lowerLayerNorm;
  r["aten::batch_norm"] = lowerBatchNorm;
  r["aten::conv1d"] = lowerConv1d;
  r["aten::conv2d"] = lowerConv2d;
  r["aten::convolution"] = lowerConvolution;
  r["aten::max_pool2d"] = lowerMaxPool2d;
  r["aten::avg_pool2d"] = lowerAvgPool2d;
}
