//===- LowerSpectral.cpp - fft_fft, fft_rfft, fft_irfft -------------------===//
//
// torch's one-dimensional transforms as stablehlo.fft over the innermost
// dimension: the transformed dimension is moved last, truncated or
// zero-padded to n, transformed, scaled for `norm` and moved back.
// stablehlo.fft's forward transforms are unnormalised and its inverse ones
// divide by n.
//
//===----------------------------------------------------------------------===//

#include "opidiff/lowering/LowerCommon.h"

#include <cmath>

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;

namespace {

/// Common arguments of the transforms.
struct FftArgs {
  mlir::Value x;
  int64_t dim = 0;
  std::optional<int64_t> n;
  std::string norm = "backward";
};

llvm::Expected<FftArgs> fftArgs(Emitter &e, const Args &args) {
  FftArgs f;
  OPIDIFF_TRY(x, args.tensor("self"));
  f.x = *x;
  if (e.rankOf(f.x) == 0)
    return args.fail("the input needs at least one dimension");
  OPIDIFF_TRY(d, args.getInt("dim", -1));
  OPIDIFF_TRY(dim, normalizeDim(args, *d, e.rankOf(f.x)));
  f.dim = *dim;
  OPIDIFF_TRY(n, args.optInt("n"));
  f.n = *n;
  if (f.n && *f.n < 1)
    return args.fail("invalid number of data points " + llvm::Twine(*f.n));
  OPIDIFF_TRY(norm, args.optString("norm"));
  if (*norm)
    f.norm = **norm;
  if (f.norm != "backward" && f.norm != "forward" && f.norm != "ortho")
    return args.fail("unknown norm '" + f.norm + "'");
  DType t = e.dtypeOf(f.x);
  if (t == DType::Bool || isIntegral(t))
    f.x = e.convert(f.x, kDefaultFloat);
  else if (t == DType::Float16 || t == DType::BFloat16)
    return args.unsupported(std::string("fft of ") + dtypeName(t));
  return f;
}

/// The permutation that swaps `dim` with the last dimension (its own
/// inverse).
llvm::SmallVector<int64_t> swapWithLast(int64_t rank, int64_t dim) {
  llvm::SmallVector<int64_t> perm;
  for (int64_t i = 0; i < rank; ++i)
    perm.push_back(i);
  std::swap(perm[dim], perm[rank - 1]);
  return perm;
}

/// Truncates or zero-pads the last dimension of `x` to `length`.
mlir::Value fitLast(Emitter &e, mlir::Value x, int64_t length) {
  int64_t rank = e.rankOf(x);
  int64_t size = e.shapeOf(x)[rank - 1];
  if (size >= length)
    return e.sliceDim(x, rank - 1, 0, length);
  llvm::SmallVector<int64_t> low(rank, 0), high(rank, 0), interior(rank, 0);
  high[rank - 1] = length - size;
  llvm::SmallVector<int64_t> shape(e.shapeOf(x));
  shape[rank - 1] = length;
  return hlo::PadOp::create(e.b, e.loc, e.tensorType(shape, e.elementOf(x)),
                             x, e.splat(e.elementOf(x), 0.0),
                             e.b.getDenseI64ArrayAttr(low),
                             e.b.getDenseI64ArrayAttr(high),
                             e.b.getDenseI64ArrayAttr(interior));
}

mlir::Value fft(Emitter &e, mlir::Value x, hlo::FftType type, int64_t n,
                mlir::Type resultElement) {
  llvm::SmallVector<int64_t> shape(e.shapeOf(x));
  if (type == hlo::FftType::RFFT)
    shape.back() = n / 2 + 1;
  if (type == hlo::FftType::IRFFT)
    shape.back() = n;
  return hlo::FftOp::create(e.b, e.loc, e.tensorType(shape, resultElement), x,
                             hlo::FftTypeAttr::get(e.ctx, type),
                             e.b.getDenseI64ArrayAttr({n}));
}

/// A real tensor as complex with zero imaginary parts.
mlir::Value toComplexValue(Emitter &e, mlir::Value x) {
  DType t = e.dtypeOf(x);
  if (isComplex(t))
    return x;
  mlir::Value zero = e.splat(e.elementOf(x), 0.0, e.shapeOf(x));
  return hlo::ComplexOp::create(
      e.b, e.loc, e.tensorType(e.shapeOf(x), e.elementType(toComplex(t))), x,
      zero);
}

/// torch's scale of a forward transform of length n.
double forwardScale(const std::string &norm, int64_t n) {
  if (norm == "forward")
    return 1.0 / n;
  if (norm == "ortho")
    return 1.0 / std::sqrt(static_cast<double>(n));
  return 1.0;
}

/// The factor that turns stablehlo's inverse (divided by n) into torch's.
double inverseFactor(const std::string &norm, int64_t n) {
  if (norm == "forward")
    return static_cast<double>(n);
  if (norm == "ortho")
    return std::sqrt(static_cast<double>(n));
  return 1.0;
}

llvm::Expected<Results> forwardTransform(Emitter &e, const Args &args,
                                         bool onesided) {
  OPIDIFF_TRY(f, fftArgs(e, args));
  DType t = e.dtypeOf(f->x);
  if (onesided && isComplex(t))
    return args.unsupported("rfft of a complex tensor");
  int64_t rank = e.rankOf(f->x);
  int64_t n = f->n.value_or(e.shapeOf(f->x)[f->dim]);
  auto perm = swapWithLast(rank, f->dim);
  mlir::Value x = fitLast(e, e.transpose(f->x, perm), n);
  mlir::Type out = e.elementType(toComplex(t));
  mlir::Value r = onesided
                      ? fft(e, x, hlo::FftType::RFFT, n, out)
                      : fft(e, toComplexValue(e, x), hlo::FftType::FFT, n, out);
  r = e.scale(r, forwardScale(f->norm, n));
  return one(e.transpose(r, perm));
}

llvm::Expected<Results> lowerFft(Emitter &e, const Args &args) {
  return forwardTransform(e, args, false);
}
llvm::Expected<Results> lowerRfft(Emitter &e, const Args &args) {
  return forwardTransform(e, args, true);
}

llvm::Expected<Results> lowerIrfft(Emitter &e, const Args &args) {
  OPIDIFF_TRY(f, fftArgs(e, args));
  int64_t rank = e.rankOf(f->x);
  int64_t m = e.shapeOf(f->x)[f->dim];
  int64_t n = f->n.value_or(2 * (m - 1));
  if (n < 1)
    return args.fail("invalid number of data points " + llvm::Twine(n));
  auto perm = swapWithLast(rank, f->dim);
  mlir::Value x = toComplexValue(e, e.transpose(f->x, perm));
  x = fitLast(e, x, n / 2 + 1);
  mlir::Type out = e.elementType(toReal(e.dtypeOf(x)));
  mlir::Value r = fft(e, x, hlo::FftType::IRFFT, n, out);
  r = e.scale(r, inverseFactor(f->norm, n));
  return one(e.transpose(r, perm));
}

} // namespace

void lower::registerSpectralLowerings(Registry &r) {
  r["aten::fft_fft"] = lowerFft;
  r["aten::fft_rfft"] = lowerRfft;
  r["aten::fft_irfft"] = lowerIrfft;
}
