//===- LinalgOps.cpp - fft, linear algebra, batch norm, rng --------------===//
//
// fft, triangular_solve, cholesky and the batch_norm ops read their operands
// into double (std::complex<double>) arrays, follow the specification's
// formulas there and round once into the result type. rng_bit_generator
// reproduces XLA's Threefry-2x32 and Philox-4x32 bit generators bit for bit;
// rng draws from the same Philox generator with a fixed state.
//
//===----------------------------------------------------------------------===//

#include "interpreter/LinalgOps.h"

#include "interpreter/Evaluator.h"
#include "interpreter/Fft.h"
#include "interpreter/Ops.h"
#include "interpreter/Parallel.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

#include <array>
#include <cmath>
#include <complex>
#include <vector>

namespace mlir {
namespace shlo {

namespace {
using Complex = std::complex<double>;

template <typename T> constexpr bool isComplexValue = false;
template <> constexpr bool isComplexValue<Complex> = true;

template <typename T> T conjugate(T v) {
  if constexpr (isComplexValue<T>)
    return std::conj(v);
  else
    return v;
}

/// Calls fn(parts, pointer) when `type` is f32, f64, complex<f32> or
/// complex<f64> (parts: 1 for real, 2 for complex; pointer: float or double
/// storage), and returns whether it did.
template <typename Fn> bool withFloatStorage(Type type, Fn &&fn) {
  int parts = 1;
  if (auto complex = dyn_cast<ComplexType>(type)) {
    type = complex.getElementType();
    parts = 2;
  }
  if (type.isF32())
    fn(parts, static_cast<float *>(nullptr));
  else if (type.isF64())
    fn(parts, static_cast<double *>(nullptr));
  else
    return false;
  return true;
}

/// The elements of `tensor` in row-major order, as T (double or Complex).
/// f32/f64 and their complex types are read straight from storage (the same
/// values as through Element: widening to double is exact).
template <typename T> std::vector<T> readValues(const Tensor &tensor) {
  std::vector<T> values(tensor.getNumElements());
  if (typedKernelsEnabled() &&
      (isComplexValue<T> || !isa<ComplexType>(tensor.getElementType())) &&
      withFloatStorage(tensor.getElementType(), [&](int parts, auto tag) {
        using F = std::remove_pointer_t<decltype(tag)>;
        const F *in = tensor.data<F>();
        for (size_t i = 0; i < values.size(); ++i) {
          if constexpr (isComplexValue<T>)
            values[i] = parts == 2 ? T(in[2 * i], in[2 * i + 1]) : T(in[i], 0.0);
          else
            values[i] = double(in[parts * i]);
        }
      }))
    return values;
  for (int64_t i = 0, e = tensor.getNumElements(); i < e; ++i) {
    if constexpr (isComplexValue<T>)
      values[i] = tensor.getLinear(i).toComplexDouble();
    else
      values[i] = tensor.getLinear(i).toDouble();
  }
  return values;
}

/// A tensor of `type` holding `values` rounded to its element type (the
/// real part only for a float type).
template <typename T>
Tensor fromValues(ShapedType type, const std::vector<T> &values) {
  Tensor result(type);
  Type elementType = type.getElementType();
  // f32/f64 storage: one rounding to nearest even, as Element::fromDouble.
  if (typedKernelsEnabled() &&
      (isComplexValue<T> || !isa<ComplexType>(elementType)) &&
      withFloatStorage(elementType, [&](int parts, auto tag) {
        using F = std::remove_pointer_t<decltype(tag)>;
        F *out = result.data<F>();
        for (size_t i = 0; i < values.size(); ++i) {
          if constexpr (isComplexValue<T>) {
            out[parts * i] = F(values[i].real());
            if (parts == 2)
              out[2 * i + 1] = F(values[i].imag());
          } else {
            out[i] = F(values[i]);
          }
        }
      }))
    return result;
  for (int64_t i = 0, e = result.getNumElements(); i < e; ++i) {
    if constexpr (isComplexValue<T>)
      result.setLinear(i, isa<ComplexType>(elementType)
                              ? Element::fromComplex(elementType, values[i])
                              : Element::fromDouble(elementType, values[i].real()));
    else
      result.setLinear(i, Element::fromDouble(elementType, values[i]));
  }
  return result;
}

int64_t product(ArrayRef<int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims)
    p *= d;
  return p;
}

//===----------------------------------------------------------------------===//
// Discrete Fourier transform
//===----------------------------------------------------------------------===//

/// Applies the spec's fft (forward) or ifft (inverse, divided by n) to
/// every line along `axis` of the row-major `data`. Lines are independent:
/// several lines are split over threads, a single long one splits the
/// butterflies of each pass; each value is computed the same way either
/// way.
void dftAxis(std::vector<Complex> &data, ArrayRef<int64_t> shape, int64_t axis,
             bool inverse) {
  int64_t n = shape[axis];
  if (n <= 1 || data.empty())
    return;
  int64_t inner = product(shape.drop_front(axis + 1));
  int64_t lines = int64_t(data.size()) / n;
  std::shared_ptr<const FftPlan> plan = FftPlan::get(n);
  auto body = [&](int64_t begin, int64_t end) {
    std::vector<Complex> gathered(inner == 1 ? 0 : n), work;
    for (int64_t l = begin; l < end; ++l) {
      int64_t base = (l / inner) * n * inner + l % inner;
      Complex *line = inner == 1 ? &data[base] : gathered.data();
      if (inner != 1)
        for (int64_t k = 0; k < n; ++k)
          line[k] = data[base + k * inner];
      plan->run(line, inverse, work, /*parallel=*/lines == 1);
      if (inverse)
        for (int64_t k = 0; k < n; ++k)
          line[k] /= double(n);
      if (inner != 1)
        for (int64_t k = 0; k < n; ++k)
          data[base + k * inner] = line[k];
    }
  };
  parallelFor(lines, std::max<int64_t>(1, (int64_t(1) << 14) / n), body);
}

/// Resizes the last dimension of row-major `data` from shape.back() to
/// `size`, filling position k of each new line with `fill(oldLine, k)`.
template <typename Fill>
std::vector<Complex> resizeLast(const std::vector<Complex> &data,
                                SmallVectorImpl<int64_t> &shape, int64_t size,
                                Fill fill) {
  int64_t old = shape.back();
  int64_t lines = old == 0 ? product(ArrayRef<int64_t>(shape).drop_back())
                           : int64_t(data.size()) / old;
  std::vector<Complex> out(lines * size);
  for (int64_t l = 0; l < lines; ++l)
    for (int64_t k = 0; k < size; ++k)
      out[l * size + k] = fill(&data[0] + l * old, k);
  shape.back() = size;
  return out;
}
} // namespace

llvm::Expected<Tensor> evalFftOp(const Tensor &operand, FftKind kind,
                                 ArrayRef<int64_t> fftLength,
                                 ShapedType resultType) {
  int64_t rank = operand.getRank();
  int64_t first = rank - int64_t(fftLength.size());
  SmallVector<int64_t> shape(operand.getShape());
  // (C4) at run time: the real tensor (the operand but for IRFFT, whose
  // operand ends in n / 2 + 1 instead) ends in fft_length.
  for (size_t i = 0; i < fftLength.size(); ++i) {
    bool lastOfIrfft = kind == FftKind::IRFFT && i + 1 == fftLength.size();
    int64_t want = lastOfIrfft ? (fftLength[i] == 0 ? 0 : fftLength[i] / 2 + 1)
                               : fftLength[i];
    if (shape[first + i] != want)
      return evalError("operand dimension " + Twine(first + int64_t(i)) +
                       " is " + Twine(shape[first + i]) +
                       " at run time, fft needs " + Twine(want));
  }
  std::vector<Complex> data = readValues<Complex>(operand);
  switch (kind) {
  case FftKind::FFT:
  case FftKind::IFFT:
    for (int64_t axis = first; axis < rank; ++axis)
      dftAxis(data, shape, axis, kind == FftKind::IFFT);
    break;
  case FftKind::RFFT: {
    // rfft of the last dimension keeps its first n / 2 + 1 values; then fft
    // of the others.
    dftAxis(data, shape, rank - 1, false);
    int64_t n = shape.back();
    data = resizeLast(data, shape, n == 0 ? 0 : n / 2 + 1,
                      [](const Complex *line, int64_t k) { return line[k]; });
    for (int64_t axis = first; axis < rank - 1; ++axis)
      dftAxis(data, shape, axis, false);
    break;
  }
  case FftKind::IRFFT: {
    // ifft of the leading dimensions; then irfft of the last: the n / 2 + 1
    // values extended to n by Hermitian symmetry, X[n - k] = conj(X[k]),
    // inverted, real parts kept.
    for (int64_t axis = first; axis < rank - 1; ++axis)
      dftAxis(data, shape, axis, true);
    int64_t half = shape.back();
    data = resizeLast(data, shape, fftLength.back(),
                      [&](const Complex *line, int64_t k) {
                        int64_t n = fftLength.back();
                        return k < half ? line[k] : std::conj(line[n - k]);
                      });
    dftAxis(data, shape, rank - 1, true);
    break;
  }
  }
  return fromValues(resultType, data);
}

//===----------------------------------------------------------------------===//
// triangular_solve, cholesky
//===----------------------------------------------------------------------===//

namespace {
/// Solves one system in place: `x` holds b (rows x cols) on entry and the
/// solution on exit; `a` is the m x m coefficient matrix.
template <typename T>
void solveTriangular(const T *a, T *x, int64_t m, int64_t rows, int64_t cols,
                     bool leftSide, bool lower, bool unitDiagonal,
                     TransposeKind transpose) {
  // op(a)[i][j], reading only the given triangle of a.
  auto op = [&](int64_t i, int64_t j) -> T {
    if (transpose != TransposeKind::None)
      std::swap(i, j);
    if (i == j && unitDiagonal)
      return T(1);
    if (lower ? i < j : i > j)
      return T(0);
    T v = a[i * m + j];
    return transpose == TransposeKind::Adjoint ? conjugate(v) : v;
  };
  bool opLower = lower != (transpose != TransposeKind::None);
  auto at = [&](int64_t r, int64_t c) -> T & { return x[r * cols + c]; };
  auto divide = [&](T s, int64_t i) { return unitDiagonal ? s : s / op(i, i); };
  if (leftSide) {
    // op(a) x = b, column by column: forward substitution when op(a) is
    // lower triangular, backward otherwise.
    for (int64_t c = 0; c < cols; ++c)
      for (int64_t step = 0; step < m; ++step) {
        int64_t i = opLower ? step : m - 1 - step;
        T s = at(i, c);
        for (int64_t k = opLower ? 0 : i + 1; k < (opLower ? i : m); ++k)
          s -= op(i, k) * at(k, c);
        at(i, c) = divide(s, i);
      }
    return;
  }
  // x op(a) = b, row by row: x[j] needs the x[k] with op(a)[k][j] != 0.
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t step = 0; step < m; ++step) {
      int64_t j = opLower ? m - 1 - step : step;
      T s = at(r, j);
      for (int64_t k = opLower ? j + 1 : 0; k < (opLower ? m : j); ++k)
        s -= at(r, k) * op(k, j);
      at(r, j) = divide(s, j);
    }
}

template <typename T>
Tensor triangularSolve(const Tensor &a, const Tensor &b, bool leftSide,
                       bool lower, bool unitDiagonal, TransposeKind transpose,
                       ShapedType resultType) {
  std::vector<T> av = readValues<T>(a), x = readValues<T>(b);
  int64_t rank = b.getRank();
  int64_t m = a.getShape()[rank - 1];
  int64_t rows = b.getShape()[rank - 2], cols = b.getShape()[rank - 1];
  int64_t batches = product(b.getShape().drop_back(2));
  for (int64_t i = 0; i < batches; ++i)
    solveTriangular(av.data() + i * m * m, x.data() + i * rows * cols, m, rows,
                    cols, leftSide, lower, unitDiagonal, transpose);
  return fromValues(resultType, x);
}

/// Factors one matrix in place; false if it is not positive definite.
template <typename T> bool choleskyFactor(T *a, int64_t n, bool lower) {
  // m(i, j) for i >= j: the lower triangle of a, or the conjugate transpose
  // of its upper triangle. L is built in `l` and written back as L (lower)
  // or L^H (upper); the other strict triangle becomes zero.
  auto m = [&](int64_t i, int64_t j) {
    return lower ? a[i * n + j] : conjugate(a[j * n + i]);
  };
  std::vector<T> l(n * n, T(0));
  for (int64_t j = 0; j < n; ++j) {
    double d = std::real(m(j, j));
    for (int64_t k = 0; k < j; ++k)
      d -= std::norm(l[j * n + k]);
    if (!(d > 0))
      return false;
    double pivot = std::sqrt(d);
    l[j * n + j] = T(pivot);
    for (int64_t i = j + 1; i < n; ++i) {
      T s = m(i, j);
      for (int64_t k = 0; k < j; ++k)
        s -= l[i * n + k] * conjugate(l[j * n + k]);
      l[i * n + j] = s / pivot;
    }
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      a[i * n + j] = lower ? l[i * n + j] : conjugate(l[j * n + i]);
  return true;
}

template <typename T>
Tensor cholesky(const Tensor &a, bool lower, ShapedType resultType) {
  std::vector<T> v = readValues<T>(a);
  int64_t n = a.getShape().back();
  int64_t batches = product(a.getShape().drop_back(2));
  for (int64_t i = 0; i < batches; ++i) {
    T *matrix = v.data() + i * n * n;
    if (!choleskyFactor(matrix, n, lower))
      std::fill(matrix, matrix + n * n, T(std::nan("")));
  }
  return fromValues(resultType, v);
}
} // namespace

llvm::Expected<Tensor> evalTriangularSolveOp(const Tensor &a, const Tensor &b,
                                             bool leftSide, bool lower,
                                             bool unitDiagonal,
                                             TransposeKind transpose,
                                             ShapedType resultType) {
  int64_t rank = a.getRank();
  ArrayRef<int64_t> as = a.getShape(), bs = b.getShape();
  bool batchesMatch = as.drop_back(2) == bs.drop_back(2);
  int64_t bDim = bs[leftSide ? rank - 2 : rank - 1];
  if (!batchesMatch || as[rank - 1] != as[rank - 2] || as[rank - 1] != bDim)
    return evalError("a and b have incompatible shapes at run time");
  if (isa<ComplexType>(a.getElementType()))
    return triangularSolve<Complex>(a, b, leftSide, lower, unitDiagonal,
                                    transpose, resultType);
  return triangularSolve<double>(a, b, leftSide, lower, unitDiagonal, transpose,
                                 resultType);
}

llvm::Expected<Tensor> evalCholeskyOp(const Tensor &a, bool lower,
                                      ShapedType resultType) {
  ArrayRef<int64_t> shape = a.getShape();
  if (shape[shape.size() - 1] != shape[shape.size() - 2])
    return evalError("cholesky needs square matrices at run time");
  if (isa<ComplexType>(a.getElementType()))
    return cholesky<Complex>(a, lower, resultType);
  return cholesky<double>(a, lower, resultType);
}

//===----------------------------------------------------------------------===//
// batch_norm_inference, batch_norm_training, batch_norm_grad
//===----------------------------------------------------------------------===//

namespace {
/// The feature of every element of a tensor of `shape`, row-major.
std::vector<int64_t> featureOf(ArrayRef<int64_t> shape, int64_t featureIndex) {
  int64_t inner = product(shape.drop_front(featureIndex + 1));
  int64_t size = shape[featureIndex];
  std::vector<int64_t> features(product(shape));
  for (size_t i = 0; i < features.size(); ++i)
    features[i] = (int64_t(i) / inner) % size;
  return features;
}

/// epsilon as the spec's constant(epsilon, element_type(operand)).
double epsilonIn(Type elementType, float epsilon) {
  return Element::fromDouble(elementType, epsilon).toDouble();
}

/// Sums of `values` per feature.
std::vector<double> sumPerFeature(const std::vector<double> &values,
                                  const std::vector<int64_t> &features,
                                  int64_t count) {
  std::vector<double> sums(count, 0.0);
  for (size_t i = 0; i < values.size(); ++i)
    sums[features[i]] += values[i];
  return sums;
}

ShapedType vectorType(const Tensor &operand, int64_t featureIndex) {
  return RankedTensorType::get({operand.getShape()[featureIndex]},
                               operand.getElementType());
}

/// Checks at run time that each of `vectors` has dim(operand, feature)
/// elements.
llvm::Error checkFeatureSizes(const Tensor &operand, int64_t featureIndex,
                              ArrayRef<const Tensor *> vectors) {
  for (const Tensor *v : vectors)
    if (v->getNumElements() != operand.getShape()[featureIndex])
      return evalError("a per-feature operand has " +
                       Twine(v->getNumElements()) +
                       " elements at run time, the operand has " +
                       Twine(operand.getShape()[featureIndex]) + " features");
  return llvm::Error::success();
}

/// batch_norm_inference on operands of matching sizes.
Tensor batchNormInference(const Tensor &operand, const Tensor &scale,
                          const Tensor &offset, const Tensor &mean,
                          const Tensor &variance, float epsilon,
                          int64_t featureIndex, ShapedType resultType) {
  std::vector<double> x = readValues<double>(operand);
  std::vector<double> s = readValues<double>(scale), o = readValues<double>(offset),
                      m = readValues<double>(mean), v = readValues<double>(variance);
  double eps = epsilonIn(operand.getElementType(), epsilon);
  std::vector<int64_t> features = featureOf(operand.getShape(), featureIndex);
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = features[i];
    double normalized = (x[i] - m[f]) / std::sqrt(v[f] + eps);
    x[i] = s[f] * normalized + o[f];
  }
  return fromValues(resultType, x);
}
} // namespace

llvm::Expected<Tensor>
evalBatchNormInferenceOp(const Tensor &operand, const Tensor &scale,
                         const Tensor &offset, const Tensor &mean,
                         const Tensor &variance, float epsilon,
                         int64_t featureIndex, ShapedType resultType) {
  if (llvm::Error error = checkFeatureSizes(
          operand, featureIndex, {&scale, &offset, &mean, &variance}))
    return std::move(error);
  return batchNormInference(operand, scale, offset, mean, variance, epsilon,
                            featureIndex, resultType);
}

llvm::Expected<SmallVector<Tensor>>
evalBatchNormTrainingOp(const Tensor &operand, const Tensor &scale,
                        const Tensor &offset, float epsilon,
                        int64_t featureIndex) {
  if (llvm::Error error =
          checkFeatureSizes(operand, featureIndex, {&scale, &offset}))
    return std::move(error);
  std::vector<double> x = readValues<double>(operand);
  int64_t count = operand.getShape()[featureIndex];
  std::vector<int64_t> features = featureOf(operand.getShape(), featureIndex);
  double perFeature = double(x.size()) / double(count);
  std::vector<double> mean = sumPerFeature(x, features, count);
  for (double &m : mean)
    m /= perFeature;
  std::vector<double> squares(x.size());
  for (size_t i = 0; i < x.size(); ++i)
    squares[i] = (x[i] - mean[features[i]]) * (x[i] - mean[features[i]]);
  std::vector<double> variance = sumPerFeature(squares, features, count);
  for (double &v : variance)
    v /= perFeature;
  ShapedType vector = vectorType(operand, featureIndex);
  Tensor meanTensor = fromValues(vector, mean);
  Tensor varianceTensor = fromValues(vector, variance);
  // batch_norm_inference with the statistics as the result type holds them.
  Tensor output =
      batchNormInference(operand, scale, offset, meanTensor, varianceTensor,
                         epsilon, featureIndex, operand.getType());
  return SmallVector<Tensor>{output, meanTensor, varianceTensor};
}

llvm::Expected<SmallVector<Tensor>>
evalBatchNormGradOp(const Tensor &operand, const Tensor &scale,
                    const Tensor &mean, const Tensor &variance,
                    const Tensor &gradOutput, float epsilon,
                    int64_t featureIndex) {
  if (llvm::Error error =
          checkFeatureSizes(operand, featureIndex, {&scale, &mean, &variance}))
    return std::move(error);
  if (gradOutput.getShape() != operand.getShape())
    return evalError("grad_output and operand differ in shape at run time");
  std::vector<double> x = readValues<double>(operand);
  std::vector<double> g = readValues<double>(gradOutput);
  std::vector<double> s = readValues<double>(scale), m = readValues<double>(mean),
                      v = readValues<double>(variance);
  double eps = epsilonIn(operand.getElementType(), epsilon);
  int64_t count = operand.getShape()[featureIndex];
  std::vector<int64_t> features = featureOf(operand.getShape(), featureIndex);
  double elementsPerFeature = double(x.size()) / double(count);

  std::vector<double> centered(x.size()), gradTimesCentered(x.size()),
      gradTimesNormalized(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = features[i];
    centered[i] = x[i] - m[f];
    gradTimesCentered[i] = g[i] * centered[i];
    gradTimesNormalized[i] = g[i] * (centered[i] / std::sqrt(v[f] + eps));
  }
  std::vector<double> sumGrad = sumPerFeature(g, features, count);
  std::vector<double> sumGradCentered =
      sumPerFeature(gradTimesCentered, features, count);
  // The spec's i1 ... i6 (from XLA's batchnorm expander).
  std::vector<double> gradOperand(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    int64_t f = features[i];
    double stddev = std::sqrt(v[f] + eps);
    double i1 = g[i] * elementsPerFeature;
    double i2 = sumGrad[f];
    double i4 = sumGradCentered[f] * centered[i];
    double i5 = i4 / (v[f] + eps);
    double i6 = (i1 - i2) - i5;
    gradOperand[i] = s[f] / stddev / elementsPerFeature * i6;
  }
  ShapedType vector = vectorType(operand, featureIndex);
  return SmallVector<Tensor>{
      fromValues(operand.getType(), gradOperand),
      fromValues(vector, sumPerFeature(gradTimesNormalized, features, count)),
      fromValues(vector, sumGrad)};
}

//===----------------------------------------------------------------------===//
// rng_bit_generator, rng
//===----------------------------------------------------------------------===//

namespace {
uint32_t rotateLeft(uint32_t v, int distance) {
  return (v << distance) | (v >> (32 - distance));
}

/// Threefry-2x32 with 20 rounds (Salmon et al., SC 2011), as XLA runs it.
std::array<uint32_t, 2> threefry2x32(std::array<uint32_t, 2> key,
                                     std::array<uint32_t, 2> x) {
  static const int rotations[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  x[0] += ks[0];
  x[1] += ks[1];
  for (int block = 0; block < 5; ++block) {
    for (int r = 0; r < 4; ++r) {
      x[0] += x[1];
      x[1] = rotateLeft(x[1], rotations[(block % 2) * 4 + r]);
      x[1] ^= x[0];
    }
    x[0] += ks[(block + 1) % 3];
    x[1] += ks[(block + 2) % 3] + uint32_t(block + 1);
  }
  return x;
}

/// Philox-4x32 with 10 rounds (Salmon et al., SC 2011), as XLA runs it.
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 4> x,
                                   std::array<uint32_t, 2> key) {
  for (int round = 0; round < 10; ++round) {
    uint64_t p0 = uint64_t(x[0]) * 0xD2511F53u;
    uint64_t p1 = uint64_t(x[2]) * 0xCD9E8D57u;
    x = {uint32_t(p1 >> 32) ^ x[1] ^ key[0], uint32_t(p1),
         uint32_t(p0 >> 32) ^ x[3] ^ key[1], uint32_t(p0)};
    key[0] += 0x9E3779B9u;
    key[1] += 0xBB67AE85u;
  }
  return x;
}

std::array<uint32_t, 2> split(uint64_t v) {
  return {uint32_t(v), uint32_t(v >> 32)};
}
uint64_t join(uint32_t low, uint32_t high) {
  return uint64_t(low) | (uint64_t(high) << 32);
}

/// A 128-bit counter, low word first.
struct Counter128 {
  uint64_t low = 0, high = 0;
  Counter128 plus(uint64_t n) const {
    Counter128 r{low + n, high};
    if (r.low < low)
      ++r.high;
    return r;
  }
};

/// Random words of `bits` bits (64, 32, or fewer: the low bits of 32-bit
/// words) for `count` elements, with the counter after them.
struct Bits {
  std::vector<uint64_t> words;
  Counter128 next;
};

/// XLA's ThreeFry bit generator over a tensor of `shape`: 64-bit values
/// are the two halves of threefry(counter + linear index); narrower values
/// split `shape` at its first even dimension (else its largest) into pairs
/// [h, 2] whose two elements are the two halves of one threefry block.
Bits threefryBits(uint64_t key, uint64_t counter, ArrayRef<int64_t> shape,
                  unsigned bits) {
  std::array<uint32_t, 2> k = split(key);
  Bits out;
  int64_t count = product(shape);
  out.words.resize(count);
  if (bits == 64) {
    for (int64_t i = 0; i < count; ++i) {
      std::array<uint32_t, 2> y = threefry2x32(k, split(counter + uint64_t(i)));
      out.words[i] = join(y[0], y[1]);
    }
    out.next.low = counter + uint64_t(count);
    return out;
  }
  if (shape.empty()) {
    out.words[0] = threefry2x32(k, split(counter))[0];
    out.next.low = counter + 1;
    return out;
  }
  int64_t splitDim = -1;
  for (int64_t d = 0; d < int64_t(shape.size()) && splitDim < 0; ++d)
    if (shape[d] % 2 == 0)
      splitDim = d;
  if (splitDim < 0)
    for (int64_t d = 0; d < int64_t(shape.size()); ++d)
      if (splitDim < 0 || shape[d] > shape[splitDim])
        splitDim = d;
  SmallVector<int64_t> half(shape);
  half[splitDim] = (shape[splitDim] + 1) / 2;
  int64_t position = 0;
  for (const Index &index : IndexRange(shape)) {
    int64_t linear = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      linear = linear * half[d] +
               (int64_t(d) == splitDim ? index[d] / 2 : index[d]);
    std::array<uint32_t, 2> y = threefry2x32(k, split(counter + uint64_t(linear)));
    out.words[position++] = y[index[splitDim] % 2];
  }
  out.next.low = counter + uint64_t(product(half));
  return out;
}

/// XLA's Philox bit generator: blocks of four 32-bit words from
/// philox(counter + i), taken in order (64-bit values join two words).
Bits philoxBits(uint64_t key, Counter128 counter, int64_t count,
                unsigned bits) {
  std::array<uint32_t, 2> k = split(key);
  int64_t perBlock = bits == 64 ? 2 : 4;
  int64_t blocks = (count + perBlock - 1) / perBlock;
  Bits out;
  out.words.resize(blocks * perBlock);
  for (int64_t i = 0; i < blocks; ++i) {
    Counter128 c = counter.plus(uint64_t(i));
    std::array<uint32_t, 2> low = split(c.low), high = split(c.high);
    std::array<uint32_t, 4> y = philox4x32({low[0], low[1], high[0], high[1]}, k);
    if (bits == 64) {
      out.words[2 * i] = join(y[0], y[1]);
      out.words[2 * i + 1] = join(y[2], y[3]);
    } else {
      for (int j = 0; j < 4; ++j)
        out.words[4 * i + j] = y[j];
    }
  }
  out.words.resize(count);
  out.next = counter.plus(uint64_t(blocks));
  return out;
}
} // namespace

llvm::Expected<std::pair<Tensor, Tensor>>
evalRngBitGeneratorOp(const Tensor &initialState, RngBitAlgorithm algorithm,
                      ShapedType outputType) {
  // The state's bits, row-major and little-endian, as 64-bit words: the
  // spec's 1-D ui64 state word for word; any other state (upstream's
  // verifier and IREE take i32, f32, ... states of any rank) as if
  // bitcast_convert had made ui64 words of it.
  ShapedType stateType = initialState.getType();
  unsigned stateWidth = getBitWidth(stateType.getElementType());
  bool spec = stateType.getRank() == 1 &&
              stateType.getElementType().isUnsignedInteger(64);
  int64_t stateBits = initialState.getNumElements() * int64_t(stateWidth);
  if (stateWidth % 8 != 0 || stateWidth > 64 || stateBits % 64 != 0)
    return evalError("rng_bit_generator runs on a state of whole 64-bit "
                     "words (the spec's 1-D ui64, or elements of 8 to 64 "
                     "bits making them), not on " + quoted(stateType));
  int64_t size = stateBits / 64;
  std::vector<uint64_t> state(size, 0);
  unsigned perWord = 64 / stateWidth;
  for (int64_t i = 0, e = initialState.getNumElements(); i < e; ++i)
    state[i / perWord] |= initialState.getLinear(i).toBits().getZExtValue()
                          << (stateWidth * (i % perWord));
  // How (C2) is reported: in values for the spec's state, in bits for others.
  auto sizeError = [&](StringRef algorithm, StringRef wanted) {
    if (spec)
      return evalError(algorithm + " needs an initial_state of " + wanted +
                       " values, got " + Twine(size));
    return evalError(algorithm + " needs an initial_state of " + wanted +
                     " 64-bit words, got " + Twine(stateBits) + " bits in " +
                     quoted(stateType));
  };
  Type elementType = outputType.getElementType();
  unsigned width = getBitWidth(elementType);
  unsigned bits = width == 64 ? 64 : width == 32 ? 32 : width < 32 ? 31 : 0;
  if (bits == 0)
    return evalError("rng_bit_generator cannot fill elements of " +
                     Twine(width) + " bits");
  if (bits == 31)
    bits = 32;
  Bits generated;
  std::vector<uint64_t> newState = state;
  if (algorithm == RngBitAlgorithm::ThreeFry) {
    if (size != 2)
      return sizeError("THREE_FRY", "2");
    generated = threefryBits(state[0], state[1], outputType.getShape(), bits);
    newState[1] = generated.next.low;
  } else {
    if (size != 2 && size != 3)
      return sizeError(algorithm == RngBitAlgorithm::Default
                           ? "DEFAULT (PHILOX in this interpreter)"
                           : "PHILOX",
                       "2 or 3");
    // With two values the counter's high word is the key, as in XLA.
    Counter128 counter{state[1], size == 3 ? state[2] : state[0]};
    generated = philoxBits(state[0], counter, product(outputType.getShape()),
                           bits);
    newState[1] = generated.next.low;
    if (size == 3)
      newState[2] = generated.next.high;
  }
  Tensor outputState(initialState.getType());
  Type stateElement = initialState.getElementType();
  for (int64_t i = 0, e = initialState.getNumElements(); i < e; ++i)
    outputState.setLinear(
        i, Element::fromBits(stateElement,
                             llvm::APInt(64, newState[i / perWord] >>
                                                 (stateWidth * (i % perWord)))
                                 .trunc(stateWidth)));
  Tensor output(outputType);
  for (int64_t i = 0, e = output.getNumElements(); i < e; ++i)
    output.setLinear(i, Element::fromBits(
                            elementType,
                            llvm::APInt(64, generated.words[i]).trunc(width)));
  return std::make_pair(outputState, output);
}

llvm::Expected<Tensor> evalRngOp(const Tensor &a, const Tensor &b, RngKind kind,
                                 ShapedType resultType) {
  Type type = resultType.getElementType();
  Element lo = a.getLinear(0), hi = b.getLinear(0);
  int64_t count = product(resultType.getShape());
  Bits bits = philoxBits(0, Counter128{0, 0},
                         kind == RngKind::Normal ? 2 * count : count, 64);
  // A double in [0, 1) from the top 53 bits of a word.
  auto unit = [](uint64_t word) { return double(word >> 11) * 0x1p-53; };
  Tensor result(resultType);
  if (kind == RngKind::Normal) {
    double mean = lo.toDouble(), stddev = hi.toDouble();
    if (!(stddev >= 0))
      return evalError("rng NORMAL needs a standard deviation b >= 0");
    for (int64_t i = 0; i < count; ++i) {
      double u1 = unit(bits.words[2 * i]) + 0x1p-53; // (0, 1]
      double u2 = unit(bits.words[2 * i + 1]);
      double z = std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
      result.setLinear(i, Element::fromDouble(type, mean + stddev * z));
    }
    return result;
  }
  if (isa<FloatType>(type)) {
    double low = lo.toDouble(), high = hi.toDouble();
    if (!(low < high) || std::isinf(low) || std::isinf(high))
      return evalError("rng UNIFORM needs finite bounds with a < b");
    llvm::APFloat below = hi.getFloat();
    below.next(/*nextDown=*/true);
    for (int64_t i = 0; i < count; ++i) {
      double u = unit(bits.words[i]);
      Element value = Element::fromDouble(type, (1.0 - u) * low + u * high);
      if (value.toDouble() >= high)
        value = Element(type, below);
      result.setLinear(i, value);
    }
    return result;
  }
  // Integers and i1: a + bits mod (b - a), in the type's width.
  bool isUnsigned = lo.isUnsignedInteger() || lo.isBool();
  uint64_t low = uint64_t(lo.toInt64()), high = uint64_t(hi.toInt64());
  bool ordered = isUnsigned ? low < high : int64_t(low) < int64_t(high);
  if (!ordered)
    return evalError("rng UNIFORM needs a < b");
  uint64_t range = high - low;
  for (int64_t i = 0; i < count; ++i) {
    uint64_t value = low + bits.words[i] % range;
    result.setLinear(i, lo.isBool() ? Element::fromBool(type.getContext(), value)
                                    : Element::fromInt(type, int64_t(value)));
  }
  return result;
}

//===----------------------------------------------------------------------===//
// Adapters: operands and attributes of the op, result types from runtime
// shapes
//===----------------------------------------------------------------------===//

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults> evalFft(FftOp op, const OperandValues &operands,
                                    EvalEnv &env) {
  const Tensor &operand = operands.tensor(op.getOperand());
  ArrayRef<int64_t> length = op.getFftLength();
  FftKind kind = FftKind::FFT;
  switch (op.getFftType()) {
  case FftType::FFT: kind = FftKind::FFT; break;
  case FftType::IFFT: kind = FftKind::IFFT; break;
  case FftType::RFFT: kind = FftKind::RFFT; break;
  case FftType::IRFFT: kind = FftKind::IRFFT; break;
  }
  SmallVector<int64_t> shape(operand.getShape());
  if (kind == FftKind::RFFT)
    shape.back() = length.back() == 0 ? 0 : length.back() / 2 + 1;
  if (kind == FftKind::IRFFT)
    shape.back() = length.back();
  auto type = RankedTensorType::get(shape, op.getType().getElementType());
  if (llvm::Error error = checkTensorSize(type, env.getOptions()))
    return std::move(error);
  return asResults(evalFftOp(operand, kind, length, type));
}

llvm::Expected<EvalResults> evalTriangularSolve(TriangularSolveOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  TransposeKind transpose = TransposeKind::None;
  if (op.getTransposeA() == Transpose::TRANSPOSE)
    transpose = TransposeKind::Transpose;
  else if (op.getTransposeA() == Transpose::ADJOINT)
    transpose = TransposeKind::Adjoint;
  const Tensor &b = operands.tensor(op.getB());
  return asResults(evalTriangularSolveOp(
      operands.tensor(op.getA()), b, op.getLeftSide(), op.getLower(),
      op.getUnitDiagonal(), transpose, b.getType()));
}

llvm::Expected<EvalResults>
evalCholesky(CholeskyOp op, const OperandValues &operands, EvalEnv &) {
  const Tensor &a = operands.tensor(op.getA());
  return asResults(evalCholeskyOp(a, op.getLower(), a.getType()));
}

llvm::Expected<EvalResults>
evalBatchNormInference(BatchNormInferenceOp op, const OperandValues &operands,
                       EvalEnv &) {
  const Tensor &operand = operands.tensor(op.getOperand());
  return asResults(evalBatchNormInferenceOp(
      operand, operands.tensor(op.getScale()), operands.tensor(op.getOffset()),
      operands.tensor(op.getMean()), operands.tensor(op.getVariance()),
      op.getEpsilon().convertToFloat(), op.getFeatureIndex(),
      operand.getType()));
}

llvm::Expected<EvalResults> evalBatchNormTraining(BatchNormTrainingOp op,
                                                  const OperandValues &operands,
                                                  EvalEnv &) {
  return asResults(evalBatchNormTrainingOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getScale()),
      operands.tensor(op.getOffset()), op.getEpsilon().convertToFloat(),
      op.getFeatureIndex()));
}

llvm::Expected<EvalResults> evalBatchNormGrad(BatchNormGradOp op,
                                              const OperandValues &operands,
                                              EvalEnv &) {
  return asResults(evalBatchNormGradOp(
      operands.tensor(op.getOperand()), operands.tensor(op.getScale()),
      operands.tensor(op.getMean()), operands.tensor(op.getVariance()),
      operands.tensor(op.getGradOutput()), op.getEpsilon().convertToFloat(),
      op.getFeatureIndex()));
}

llvm::Expected<EvalResults> evalRngBitGenerator(RngBitGeneratorOp op,
                                                const OperandValues &operands,
                                                EvalEnv &) {
  auto outputType = op.getOutput().getType();
  if (!outputType.hasStaticShape())
    return evalError("rng_bit_generator needs a static output shape");
  RngBitAlgorithm algorithm = RngBitAlgorithm::Default;
  if (op.getRngAlgorithm() == RngAlgorithm::THREE_FRY)
    algorithm = RngBitAlgorithm::ThreeFry;
  else if (op.getRngAlgorithm() == RngAlgorithm::PHILOX)
    algorithm = RngBitAlgorithm::Philox;
  llvm::Expected<std::pair<Tensor, Tensor>> results = evalRngBitGeneratorOp(
      operands.tensor(op.getInitialState()), algorithm, outputType);
  if (!results)
    return results.takeError();
  return EvalResults{results->first, results->second};
}

llvm::Expected<EvalResults> evalRng(RngOp op, const OperandValues &operands,
                                    EvalEnv &env) {
  const Tensor &shapeTensor = operands.tensor(op.getShape());
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < shapeTensor.getNumElements(); ++i)
    shape.push_back(shapeTensor.getLinear(i).toIndex());
  auto resultType = op.getType();
  bool matches = int64_t(shape.size()) == resultType.getRank();
  for (size_t d = 0; matches && d < shape.size(); ++d)
    matches = shape[d] >= 0 && (resultType.isDynamicDim(d) ||
                                resultType.getDimSize(d) == shape[d]);
  if (!matches) {
    std::string message;
    llvm::raw_string_ostream os(message);
    os << "shape operand does not match the result type '" << resultType
       << "' at run time (C3)";
    return evalError(message);
  }
  auto type = RankedTensorType::get(shape, resultType.getElementType());
  if (llvm::Error error = checkTensorSize(type, env.getOptions()))
    return std::move(error);
  RngKind kind = op.getRngDistribution() == RngDistribution::NORMAL
                     ? RngKind::Normal
                     : RngKind::Uniform;
  return asResults(evalRngOp(operands.tensor(op.getA()),
                             operands.tensor(op.getB()), kind, type));
}
} // namespace

void registerLinalgEvaluators(EvaluatorRegistry &r) {
  r.add<FftOp, evalFft>();
  r.add<TriangularSolveOp, evalTriangularSolve>();
  r.add<CholeskyOp, evalCholesky>();
  r.add<BatchNormInferenceOp, evalBatchNormInference>();
  r.add<BatchNormTrainingOp, evalBatchNormTraining>();
  r.add<BatchNormGradOp, evalBatchNormGrad>();
  r.add<RngOp, evalRng>();
  r.add<RngBitGeneratorOp, evalRngBitGenerator>();
}

} // namespace shlo
} // namespace mlir
