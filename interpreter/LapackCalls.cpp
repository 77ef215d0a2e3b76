//===- LapackCalls.cpp - JAX's linear-algebra custom calls over LAPACK ----===//
//
// One evaluator per LAPACK routine, a template over the four element types.
// Each copies every matrix of the batch into a column-major scratch matrix
// (LAPACK's storage order), calls the routine of the target's precision and
// copies the outcome back into row-major result tensors. Arguments are
// checked before LAPACK sees them, so that its error handler (xerbla) is
// never reached.
//
//===----------------------------------------------------------------------===//

#include "interpreter/LapackCalls.h"

#include "interpreter/Evaluator.h"

#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <climits>
#include <limits>
#include <cmath>
#include <complex>
#include <cstddef>
#include <mutex>
#include <type_traits>
#include <vector>

namespace mlir {
namespace shlo {
namespace {

using c64 = std::complex<float>;
using c128 = std::complex<double>;
/// LAPACK's INTEGER (the LP64 interface Debian's libraries export).
using lint = int;

// The Fortran interface: every argument by address, and after the last
// argument the length of each CHARACTER argument, in order.
extern "C" {
#define SHLO_LAPACK_ALL(p, T, R)                                               \
  void p##potrf_(const char *, const lint *, T *, const lint *, lint *,        \
                 size_t);                                                      \
  void p##getrf_(const lint *, const lint *, T *, const lint *, lint *,        \
                 lint *);                                                      \
  void p##geqrf_(const lint *, const lint *, T *, const lint *, T *, T *,      \
                 const lint *, lint *);                                        \
  void p##gehrd_(const lint *, const lint *, const lint *, T *, const lint *,  \
                 T *, T *, const lint *, lint *);                              \
  void p##trsm_(const char *, const char *, const char *, const char *,        \
                const lint *, const lint *, const T *, const T *,              \
                const lint *, T *, const lint *, size_t, size_t, size_t,       \
                size_t);                                                       \
  void p##gtsv_(const lint *, const lint *, T *, T *, T *, T *, const lint *,  \
                lint *);
SHLO_LAPACK_ALL(s, float, float)
SHLO_LAPACK_ALL(d, double, double)
SHLO_LAPACK_ALL(c, c64, float)
SHLO_LAPACK_ALL(z, c128, double)
#undef SHLO_LAPACK_ALL

#define SHLO_LAPACK_REAL(p, T)                                                 \
  void p##geqp3_(const lint *, const lint *, T *, const lint *, lint *, T *,   \
                 T *, const lint *, lint *);                                   \
  void p##orgqr_(const lint *, const lint *, const lint *, T *, const lint *,  \
                 const T *, T *, const lint *, lint *);                        \
  void p##syevd_(const char *, const char *, const lint *, T *, const lint *,  \
                 T *, T *, const lint *, lint *, const lint *, lint *, size_t, \
                 size_t);                                                      \
  void p##sytrd_(const char *, const lint *, T *, const lint *, T *, T *, T *, \
                 T *, const lint *, lint *, size_t);                           \
  void p##geev_(const char *, const char *, const lint *, T *, const lint *,   \
                T *, T *, T *, const lint *, T *, const lint *, T *,           \
                const lint *, lint *, size_t, size_t);                         \
  void p##gees_(const char *, const char *, void *, const lint *, T *,         \
                const lint *, lint *, T *, T *, T *, const lint *, T *,        \
                const lint *, lint *, lint *, size_t, size_t);                 \
  void p##gesdd_(const char *, const lint *, const lint *, T *, const lint *,  \
                 T *, T *, const lint *, T *, const lint *, T *, const lint *, \
                 lint *, lint *, size_t);                                      \
  void p##gesvd_(const char *, const char *, const lint *, const lint *, T *,  \
                 const lint *, T *, T *, const lint *, T *, const lint *, T *, \
                 const lint *, lint *, size_t, size_t);
SHLO_LAPACK_REAL(s, float)
SHLO_LAPACK_REAL(d, double)
#undef SHLO_LAPACK_REAL

#define SHLO_LAPACK_COMPLEX(p, T, R)                                           \
  void p##geqp3_(const lint *, const lint *, T *, const lint *, lint *, T *,   \
                 T *, const lint *, R *, lint *);                              \
  void p##ungqr_(const lint *, const lint *, const lint *, T *, const lint *,  \
                 const T *, T *, const lint *, lint *);                        \
  void p##heevd_(const char *, const char *, const lint *, T *, const lint *,  \
                 R *, T *, const lint *, R *, const lint *, lint *,            \
                 const lint *, lint *, size_t, size_t);                        \
  void p##hetrd_(const char *, const lint *, T *, const lint *, R *, R *, T *, \
                 T *, const lint *, lint *, size_t);                           \
  void p##geev_(const char *, const char *, const lint *, T *, const lint *,   \
                T *, T *, const lint *, T *, const lint *, T *, const lint *,  \
                R *, lint *, size_t, size_t);                                  \
  void p##gees_(const char *, const char *, void *, const lint *, T *,         \
                const lint *, lint *, T *, T *, const lint *, T *,             \
                const lint *, R *, lint *, lint *, size_t, size_t);            \
  void p##gesdd_(const char *, const lint *, const lint *, T *, const lint *,  \
                 R *, T *, const lint *, T *, const lint *, T *, const lint *, \
                 R *, lint *, lint *, size_t);                                 \
  void p##gesvd_(const char *, const char *, const lint *, const lint *, T *,  \
                 const lint *, R *, T *, const lint *, T *, const lint *, T *, \
                 const lint *, R *, lint *, size_t, size_t);
SHLO_LAPACK_COMPLEX(c, c64, float)
SHLO_LAPACK_COMPLEX(z, c128, double)
#undef SHLO_LAPACK_COMPLEX

// OpenBLAS's own entry point: the size of its thread pool.
void openblas_set_num_threads(int);
// The pthread build's end of its thread pool (which the next threaded call
// starts again); weak, as the serial and OpenMP builds have none.
int blas_thread_shutdown_(void) __attribute__((weak));
}

template <typename T> struct RealOf {
  using type = T;
};
template <typename T> struct RealOf<std::complex<T>> {
  using type = T;
};
template <typename T> using Real = typename RealOf<T>::type;
template <typename T>
constexpr bool kIsComplex = !std::is_same_v<T, Real<T>>;

/// Calls the routine `name` of T's precision (s, d, c or z).
#define SHLO_CALL(name, ...)                                                   \
  do {                                                                         \
    if constexpr (std::is_same_v<T, float>)                                    \
      s##name##_(__VA_ARGS__);                                                 \
    else if constexpr (std::is_same_v<T, double>)                              \
      d##name##_(__VA_ARGS__);                                                 \
    else if constexpr (std::is_same_v<T, c64>)                                 \
      c##name##_(__VA_ARGS__);                                                 \
    else                                                                       \
      z##name##_(__VA_ARGS__);                                                 \
  } while (false)
/// Calls `rname` (s, d) for real T and `cname` (c, z) for complex T.
#define SHLO_CALL2(rname, cname, ...)                                          \
  do {                                                                         \
    if constexpr (std::is_same_v<T, float>)                                    \
      s##rname##_(__VA_ARGS__);                                                \
    else if constexpr (std::is_same_v<T, double>)                              \
      d##rname##_(__VA_ARGS__);                                                \
    else if constexpr (std::is_same_v<T, c64>)                                 \
      c##cname##_(__VA_ARGS__);                                                \
    else                                                                       \
      z##cname##_(__VA_ARGS__);                                                \
  } while (false)

/// The optimal workspace size a LAPACK query answered in `query`.
template <typename T> lint workSize(T query) {
  double size = double(std::real(query));
  return size < 1 ? 1 : size >= double(INT_MAX) ? INT_MAX : lint(size);
}

/// The complex conjugate (the value itself for a real type).
template <typename T> T conjugate(T x) {
  if constexpr (kIsComplex<T>)
    return std::conj(x);
  else
    return x;
}

/// Copies the r x c row-major matrix at `src` into column-major `dst`.
template <typename T>
void toColumnMajor(const T *src, int64_t r, int64_t c, T *dst) {
  for (int64_t i = 0; i < r; ++i)
    for (int64_t j = 0; j < c; ++j)
      dst[i + j * r] = src[i * c + j];
}

/// Copies the r x c column-major matrix at `src` into row-major `dst`.
template <typename T>
void toRowMajor(const T *src, int64_t r, int64_t c, T *dst) {
  for (int64_t i = 0; i < r; ++i)
    for (int64_t j = 0; j < c; ++j)
      dst[i * c + j] = src[i + j * r];
}

/// A batch of matrices: the leading dimensions and the last two.
struct Matrices {
  SmallVector<int64_t> batchShape;
  int64_t batch = 1, rows = 0, cols = 0;

  /// batchShape followed by `tail`.
  SmallVector<int64_t> shape(ArrayRef<int64_t> tail) const {
    SmallVector<int64_t> s(batchShape);
    s.append(tail.begin(), tail.end());
    return s;
  }
};

/// One call: the target, its operands, attributes and result types.
class Call {
public:
  Call(StringRef target, ArrayRef<Tensor> operands,
       const LinalgCallAttrs &attrs, TypeRange resultTypes)
      : target(target), operands(operands), attrs(attrs),
        resultTypes(resultTypes) {}

  StringRef target;
  ArrayRef<Tensor> operands;
  const LinalgCallAttrs &attrs;
  TypeRange resultTypes;

  llvm::Error error(const Twine &message) const {
    return evalError("custom_call @" + target + ": " + message);
  }

  /// Fails unless there are `numOperands` operands and `numResults` results.
  llvm::Error counts(size_t numOperands, size_t numResults) const {
    if (operands.size() != numOperands)
      return error("takes " + Twine(numOperands) + " operand(s), got " +
                   Twine(operands.size()));
    if (resultTypes.size() != numResults)
      return error("has " + Twine(numResults) +
                   " result(s) in the kernel's contract, the op has " +
                   Twine(resultTypes.size()));
    return llvm::Error::success();
  }

  /// The batch of matrices of operand `i` (rank >= 2).
  llvm::Expected<Matrices> matrices(size_t i, StringRef what) const {
    ArrayRef<int64_t> shape = operands[i].getShape();
    if (shape.size() < 2)
      return error(what + " must have rank 2 or more, got " +
                   quoted(operands[i].getType()));
    Matrices m;
    m.batchShape.assign(shape.begin(), shape.end() - 2);
    for (int64_t d : m.batchShape)
      m.batch *= d;
    m.rows = shape[shape.size() - 2];
    m.cols = shape.back();
    if (m.rows > INT_MAX || m.cols > INT_MAX)
      return error(what + " has a dimension larger than LAPACK's 32-bit "
                          "integers can hold");
    return m;
  }

  /// Fails unless operand `i` has `shape` and element type `element`.
  llvm::Error operand(size_t i, ArrayRef<int64_t> shape, Type element,
                      StringRef what) const {
    const Tensor &t = operands[i];
    if (t.getShape() != shape || t.getElementType() != element)
      return error(what + " (operand " + Twine(i) + ") must be " +
                   quoted(RankedTensorType::get(shape, element)) + ", got " +
                   quoted(t.getType()));
    return llvm::Error::success();
  }

  /// A zero tensor for result `i`, whose type must be `shape` x `element`.
  llvm::Expected<Tensor> result(size_t i, ArrayRef<int64_t> shape,
                                Type element, StringRef what) const {
    auto type = dyn_cast<ShapedType>(resultTypes[i]);
    if (!type || !type.hasStaticShape() || type.getShape() != shape ||
        type.getElementType() != element)
      return error("result " + Twine(i) + " (" + what + ") must be " +
                   quoted(RankedTensorType::get(shape, element)) +
                   ", the op declares " + quoted(resultTypes[i]));
    return Tensor(type);
  }

  /// A zero tensor for result `i` of any static shape with leading
  /// dimensions `batchShape` and element type `element`.
  llvm::Expected<Tensor> resultBatched(size_t i, ArrayRef<int64_t> batchShape,
                                       Type element, StringRef what) const {
    auto type = dyn_cast<ShapedType>(resultTypes[i]);
    if (!type || !type.hasStaticShape() ||
        type.getRank() != int64_t(batchShape.size()) + 2 ||
        type.getShape().take_front(batchShape.size()) != batchShape ||
        type.getElementType() != element)
      return error("result " + Twine(i) + " (" + what +
                   ") must be a static batch of matrices of " +
                   quoted(element) + " with batch dimensions [" +
                   joined(batchShape) + "], the op declares " +
                   quoted(resultTypes[i]));
    return Tensor(type);
  }

  /// The character attribute `name`, one of `allowed`.
  llvm::Expected<char> character(StringRef name, StringRef allowed) const {
    const int64_t *value = find(name);
    if (!value)
      return error("mhlo.backend_config needs `" + name + "` (one of '" +
                   allowed + "')");
    if (*value <= 0 || *value > 127 ||
        allowed.find(char(*value)) == StringRef::npos)
      return error("`" + name + " = " + Twine(*value) +
                   "` is not one of the kernel's values (the character codes "
                   "of '" +
                   allowed + "')");
    return char(*value);
  }

  /// The integer attribute `name`.
  llvm::Expected<int64_t> integer(StringRef name) const {
    const int64_t *value = find(name);
    if (!value)
      return error("mhlo.backend_config needs `" + name + "`");
    return *value;
  }

  /// The boolean attribute `name` (true, false, 1 or 0).
  llvm::Expected<bool> boolean(StringRef name) const {
    const int64_t *value = find(name);
    if (!value)
      return error("mhlo.backend_config needs `" + name + "` (a boolean)");
    if (*value != 0 && *value != 1)
      return error("`" + name + " = " + Twine(*value) + "` is not a boolean");
    return *value == 1;
  }

  /// The same call with `values` for its attributes (a GPU target run as
  /// the CPU kernel that computes the same).
  LinalgCallAttrs translated(
      std::initializer_list<std::pair<const char *, int64_t>> values) const {
    LinalgCallAttrs inner;
    for (auto [name, value] : values)
      inner.values.emplace_back(name, value);
    return inner;
  }

  /// Fails if mhlo.backend_config holds an attribute no evaluator step read.
  llvm::Error noOtherAttributes() const {
    for (const auto &[name, value] : attrs.values)
      if (!llvm::is_contained(read, name))
        return error("the kernel takes no attribute `" + name + "`");
    return llvm::Error::success();
  }

private:
  const int64_t *find(StringRef name) const {
    for (const auto &[key, value] : attrs.values)
      if (key == name) {
        read.push_back(name.str());
        return &value;
      }
    return nullptr;
  }
  static std::string joined(ArrayRef<int64_t> values) {
    std::string s;
    for (int64_t v : values)
      s += (s.empty() ? "" : ", ") + std::to_string(v);
    return s;
  }
  mutable SmallVector<std::string, 4> read;
};

using Results = llvm::Expected<SmallVector<Tensor>>;

/// The element types of an evaluator over T: T itself, its real part type
/// and i32.
struct Types {
  Type element, real, i32;
};
Types typesOf(const Tensor &t) {
  Type element = t.getElementType();
  Type real = element;
  if (auto complex = dyn_cast<ComplexType>(element))
    real = complex.getElementType();
  return {element, real, IntegerType::get(element.getContext(), 32)};
}

#define SHLO_TRY(var, expr)                                                    \
  auto var = (expr);                                                           \
  if (!var)                                                                    \
    return var.takeError();
#define SHLO_CHECK(expr)                                                       \
  if (llvm::Error error = (expr))                                              \
    return std::move(error);

//===----------------------------------------------------------------------===//
// The evaluators
//===----------------------------------------------------------------------===//

/// potrf(a; uplo) -> (factor, info): the Cholesky factor in the `uplo`
/// triangle; the other triangle keeps a's values.
template <typename T> Results evalPotrf(const Call &call) {
  SHLO_CHECK(call.counts(1, 2));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(uplo, call.character("uplo", "LU"));
  Types ty = typesOf(call.operands[0]);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the factor"));
  SHLO_TRY(info, call.result(1, m->batchShape, ty.i32, "info"));
  lint n = lint(m->rows), lda = std::max<lint>(1, n);
  std::vector<T> a(size_t(n) * n);
  const T *in = call.operands[0].data<T>();
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * n * n, n, n, a.data());
    SHLO_CALL(potrf, &*uplo, &n, a.data(), &lda, info->data<int32_t>() + b, 1);
    toRowMajor(a.data(), n, n, out->data<T>() + b * n * n);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*info)};
}

/// getrf(a) -> (lu, pivots, info): P a = L U with unit-diagonal L below the
/// diagonal and U on and above; pivots 1-based as LAPACK gives them.
template <typename T> Results evalGetrf(const Call &call) {
  SHLO_CHECK(call.counts(1, 3));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  Types ty = typesOf(call.operands[0]);
  lint rows = lint(m->rows), cols = lint(m->cols), k = std::min(rows, cols);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element, "lu"));
  SHLO_TRY(pivots, call.result(1, m->shape({k}), ty.i32, "pivots"));
  SHLO_TRY(info, call.result(2, m->batchShape, ty.i32, "info"));
  lint lda = std::max<lint>(1, rows);
  std::vector<T> a(size_t(rows) * cols);
  const T *in = call.operands[0].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * size, rows, cols, a.data());
    SHLO_CALL(getrf, &rows, &cols, a.data(), &lda,
              pivots->data<int32_t>() + b * k, info->data<int32_t>() + b);
    toRowMajor(a.data(), rows, cols, out->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*pivots),
                             std::move(*info)};
}

/// geqrf(a) -> (r_and_reflectors, tau).
template <typename T> Results evalGeqrf(const Call &call) {
  SHLO_CHECK(call.counts(1, 2));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  Types ty = typesOf(call.operands[0]);
  lint rows = lint(m->rows), cols = lint(m->cols), k = std::min(rows, cols);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the factored matrix"));
  SHLO_TRY(tau, call.result(1, m->shape({k}), ty.element, "tau"));
  lint lda = std::max<lint>(1, rows), info = 0, lwork = -1;
  std::vector<T> a(size_t(rows) * cols), t(std::max<lint>(1, k));
  T query{};
  SHLO_CALL(geqrf, &rows, &cols, a.data(), &lda, t.data(), &query, &lwork,
            &info);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * size, rows, cols, a.data());
    SHLO_CALL(geqrf, &rows, &cols, a.data(), &lda, tau->data<T>() + b * k,
              work.data(), &lwork, &info);
    toRowMajor(a.data(), rows, cols, out->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*tau)};
}

/// geqp3(a, jpvt) -> (r_and_reflectors, jpvt, tau): QR with column
/// pivoting; a nonzero jpvt[j] (1-based) fixes column j in front.
template <typename T> Results evalGeqp3(const Call &call) {
  SHLO_CHECK(call.counts(2, 3));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  Types ty = typesOf(call.operands[0]);
  lint rows = lint(m->rows), cols = lint(m->cols), k = std::min(rows, cols);
  SHLO_CHECK(call.operand(1, m->shape({cols}), ty.i32, "jpvt"));
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the factored matrix"));
  SHLO_TRY(jpvt, call.result(1, m->shape({cols}), ty.i32, "jpvt"));
  SHLO_TRY(tau, call.result(2, m->shape({k}), ty.element, "tau"));
  std::copy_n(call.operands[1].data<int32_t>(), m->batch * cols,
              jpvt->data<int32_t>());
  lint lda = std::max<lint>(1, rows), info = 0, lwork = -1;
  std::vector<T> a(size_t(rows) * cols), t(std::max<lint>(1, k));
  std::vector<Real<T>> rwork(2 * size_t(cols) + 1);
  std::vector<lint> pivots(std::max<lint>(1, cols));
  T query{};
  if constexpr (kIsComplex<T>)
    SHLO_CALL(geqp3, &rows, &cols, a.data(), &lda, pivots.data(), t.data(),
              &query, &lwork, rwork.data(), &info);
  else
    SHLO_CALL(geqp3, &rows, &cols, a.data(), &lda, pivots.data(), t.data(),
              &query, &lwork, &info);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * size, rows, cols, a.data());
    int32_t *p = jpvt->data<int32_t>() + b * cols;
    T *tb = tau->data<T>() + b * k;
    if constexpr (kIsComplex<T>)
      SHLO_CALL(geqp3, &rows, &cols, a.data(), &lda, p, tb, work.data(),
                &lwork, rwork.data(), &info);
    else
      SHLO_CALL(geqp3, &rows, &cols, a.data(), &lda, p, tb, work.data(),
                &lwork, &info);
    toRowMajor(a.data(), rows, cols, out->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*jpvt),
                             std::move(*tau)};
}

/// orgqr/ungqr(reflectors, tau) -> q: the first n columns of the product
/// of the k = dim(tau, -1) Householder reflectors.
template <typename T> Results evalOrgqr(const Call &call) {
  SHLO_CHECK(call.counts(2, 1));
  SHLO_TRY(m, call.matrices(0, "the reflectors"));
  Types ty = typesOf(call.operands[0]);
  lint rows = lint(m->rows), cols = lint(m->cols);
  ArrayRef<int64_t> tauShape = call.operands[1].getShape();
  if (tauShape.empty())
    return call.error("tau must have rank 1 or more");
  lint k = lint(tauShape.back());
  SHLO_CHECK(call.operand(1, m->shape({k}), ty.element, "tau"));
  if (!(rows >= cols && cols >= k))
    return call.error("needs rows >= columns >= size(tau) (LAPACK's m >= n "
                      ">= k), got " +
                      Twine(rows) + ", " + Twine(cols) + ", " + Twine(k));
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element, "q"));
  lint lda = std::max<lint>(1, rows), info = 0, lwork = -1;
  std::vector<T> a(size_t(rows) * cols), t(std::max<lint>(1, k));
  T query{};
  SHLO_CALL2(orgqr, ungqr, &rows, &cols, &k, a.data(), &lda, t.data(), &query,
             &lwork, &info);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  const T *tauIn = call.operands[1].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * size, rows, cols, a.data());
    SHLO_CALL2(orgqr, ungqr, &rows, &cols, &k, a.data(), &lda, tauIn + b * k,
               work.data(), &lwork, &info);
    toRowMajor(a.data(), rows, cols, out->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*out)};
}

/// syevd/heevd(a; mode, uplo) -> (eigenvectors, eigenvalues, info):
/// eigenvalues ascending, eigenvector j in column j (mode 'V'); with mode
/// 'N' the first result is what LAPACK leaves of a.
template <typename T> Results evalSyevd(const Call &call) {
  SHLO_CHECK(call.counts(1, 3));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(mode, call.character("mode", "VN"));
  SHLO_TRY(uplo, call.character("uplo", "LU"));
  Types ty = typesOf(call.operands[0]);
  lint n = lint(m->rows), lda = std::max<lint>(1, n), info = 0;
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the eigenvectors"));
  SHLO_TRY(w, call.result(1, m->shape({n}), ty.real, "the eigenvalues"));
  SHLO_TRY(infos, call.result(2, m->batchShape, ty.i32, "info"));
  std::vector<T> a(size_t(n) * n + 1);
  std::vector<Real<T>> values(std::max<lint>(1, n));
  T query{};
  Real<T> rquery{};
  lint iquery = 0, lwork = -1, lrwork = -1, liwork = -1;
  if constexpr (kIsComplex<T>)
    SHLO_CALL(heevd, &*mode, &*uplo, &n, a.data(), &lda, values.data(), &query,
              &lwork, &rquery, &lrwork, &iquery, &liwork, &info, 1, 1);
  else
    SHLO_CALL(syevd, &*mode, &*uplo, &n, a.data(), &lda, values.data(), &query,
              &lwork, &iquery, &liwork, &info, 1, 1);
  lwork = workSize(query);
  lrwork = workSize(rquery);
  liwork = std::max<lint>(1, iquery);
  std::vector<T> work(lwork);
  std::vector<Real<T>> rwork(lrwork);
  std::vector<lint> iwork(liwork);
  const T *in = call.operands[0].data<T>();
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * n * n, n, n, a.data());
    Real<T> *wb = w->data<Real<T>>() + b * n;
    int32_t *ib = infos->data<int32_t>() + b;
    if constexpr (kIsComplex<T>)
      SHLO_CALL(heevd, &*mode, &*uplo, &n, a.data(), &lda, wb, work.data(),
                &lwork, rwork.data(), &lrwork, iwork.data(), &liwork, ib, 1,
                1);
    else
      SHLO_CALL(syevd, &*mode, &*uplo, &n, a.data(), &lda, wb, work.data(),
                &lwork, iwork.data(), &liwork, ib, 1, 1);
    toRowMajor(a.data(), n, n, out->data<T>() + b * n * n);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*w),
                             std::move(*infos)};
}

/// Whether every element of the n x n matrix is finite.
template <typename T> bool allFinite(const T *a, int64_t count) {
  for (int64_t i = 0; i < count; ++i)
    if (!std::isfinite(std::real(a[i])) || !std::isfinite(std::imag(a[i])))
      return false;
  return true;
}

/// Real geev's eigenvectors as complex columns: a real eigenvalue's vector
/// is column j; a conjugate pair (wi[j] > 0) has vectors col j +- i col j+1.
template <typename T>
void unpackEigenvectors(lint n, const T *wi, const T *packed,
                        std::complex<T> *rowMajor) {
  for (lint j = 0; j < n;) {
    bool pair = j + 1 < n && wi[j] != T(0) && !std::isnan(wi[j]);
    for (lint i = 0; i < n; ++i) {
      T re = packed[i + int64_t(j) * n];
      T im = pair ? packed[i + int64_t(j + 1) * n] : T(0);
      rowMajor[int64_t(i) * n + j] = {re, im};
      if (pair)
        rowMajor[int64_t(i) * n + j + 1] = {re, -im};
    }
    j += pair ? 2 : 1;
  }
}

/// geev(a; compute_left, compute_right): real T -> (wr, wi, vl, vr, info)
/// with complex eigenvectors; complex T -> (w, vl, vr, info). Eigenvector
/// j is column j, normalised to unit 2-norm with its largest component
/// real (LAPACK's convention). A matrix with a non-finite element gets
/// info = -4 and zeros, as JAX's kernel leaves LAPACK out then.
template <typename T> Results evalGeev(const Call &call) {
  constexpr bool complex = kIsComplex<T>;
  SHLO_CHECK(call.counts(1, complex ? 4 : 5));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(jobvl, call.character("compute_left", "VN"));
  SHLO_TRY(jobvr, call.character("compute_right", "VN"));
  Types ty = typesOf(call.operands[0]);
  lint n = lint(m->rows), ld = std::max<lint>(1, n), info = 0;
  Type vecType = complex ? ty.element : Type(ComplexType::get(ty.element));
  size_t next = 0;
  SHLO_TRY(w1, call.result(next++, m->shape({n}), ty.element,
                           complex ? "the eigenvalues" : "their real parts"));
  Tensor w2;
  if (!complex) {
    SHLO_TRY(wi, call.result(next++, m->shape({n}), ty.element,
                             "their imaginary parts"));
    w2 = std::move(*wi);
  }
  SHLO_TRY(vl, call.result(next++, call.operands[0].getShape(), vecType,
                           "the left eigenvectors"));
  SHLO_TRY(vr, call.result(next++, call.operands[0].getShape(), vecType,
                           "the right eigenvectors"));
  SHLO_TRY(infos, call.result(next++, m->batchShape, ty.i32, "info"));
  std::vector<T> a(size_t(n) * n + 1), left(size_t(n) * n + 1),
      right(size_t(n) * n + 1), wr(ld), wi(ld);
  std::vector<Real<T>> rwork(2 * size_t(ld));
  T query{};
  lint lwork = -1;
  if constexpr (complex)
    SHLO_CALL(geev, &*jobvl, &*jobvr, &n, a.data(), &ld, wr.data(),
              left.data(), &ld, right.data(), &ld, &query, &lwork,
              rwork.data(), &info, 1, 1);
  else
    SHLO_CALL(geev, &*jobvl, &*jobvr, &n, a.data(), &ld, wr.data(), wi.data(),
              left.data(), &ld, right.data(), &ld, &query, &lwork, &info, 1,
              1);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  using V = std::conditional_t<complex, T, std::complex<T>>;
  for (int64_t b = 0; b < m->batch; ++b) {
    int32_t *ib = infos->data<int32_t>() + b;
    if (!allFinite(in + b * n * n, int64_t(n) * n)) {
      *ib = -4;
      continue;
    }
    toColumnMajor(in + b * n * n, n, n, a.data());
    T *w1b = w1->template data<T>() + b * n;
    if constexpr (complex)
      SHLO_CALL(geev, &*jobvl, &*jobvr, &n, a.data(), &ld, w1b, left.data(),
                &ld, right.data(), &ld, work.data(), &lwork, rwork.data(), ib,
                1, 1);
    else
      SHLO_CALL(geev, &*jobvl, &*jobvr, &n, a.data(), &ld, w1b,
                w2.data<T>() + b * n, left.data(), &ld, right.data(), &ld,
                work.data(), &lwork, ib, 1, 1);
    if (*ib != 0)
      continue;
    V *vlb = vl->template data<V>() + b * n * n;
    V *vrb = vr->template data<V>() + b * n * n;
    if constexpr (complex) {
      if (*jobvl == 'V')
        toRowMajor(left.data(), n, n, vlb);
      if (*jobvr == 'V')
        toRowMajor(right.data(), n, n, vrb);
    } else {
      const T *wib = w2.data<T>() + b * n;
      if (*jobvl == 'V')
        unpackEigenvectors(n, wib, left.data(), vlb);
      if (*jobvr == 'V')
        unpackEigenvectors(n, wib, right.data(), vrb);
    }
  }
  SmallVector<Tensor> results;
  results.push_back(std::move(*w1));
  if (!complex)
    results.push_back(std::move(w2));
  results.push_back(std::move(*vl));
  results.push_back(std::move(*vr));
  results.push_back(std::move(*infos));
  return results;
}

/// gees(a; mode, sort = 'N'): real T -> (schur_form, schur_vectors, wr, wi,
/// sdim, info), complex T -> (schur_form, schur_vectors, w, sdim, info).
/// a = Z T Z^H; ordering the eigenvalues (sort 'S') needs a selection
/// function the kernel is never given, and JAX's kernel refuses it too.
template <typename T> Results evalGees(const Call &call) {
  constexpr bool complex = kIsComplex<T>;
  SHLO_CHECK(call.counts(1, complex ? 5 : 6));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(mode, call.character("mode", "VN"));
  SHLO_TRY(sort, call.character("sort", "NS"));
  if (*sort != 'N')
    return call.error("`sort` = 'S' (eigenvalues ordered by a selection "
                      "function) is not supported; JAX's kernel does not "
                      "implement it either");
  Types ty = typesOf(call.operands[0]);
  lint n = lint(m->rows), ld = std::max<lint>(1, n), info = 0, sdim = 0;
  size_t next = 0;
  SHLO_TRY(out, call.result(next++, call.operands[0].getShape(), ty.element,
                            "the Schur form"));
  SHLO_TRY(vs, call.result(next++, call.operands[0].getShape(), ty.element,
                           "the Schur vectors"));
  SHLO_TRY(w1, call.result(next++, m->shape({n}), ty.element,
                           complex ? "the eigenvalues" : "their real parts"));
  Tensor w2;
  if (!complex) {
    SHLO_TRY(wi, call.result(next++, m->shape({n}), ty.element,
                             "their imaginary parts"));
    w2 = std::move(*wi);
  }
  SHLO_TRY(sdims, call.result(next++, m->batchShape, ty.i32, "sdim"));
  SHLO_TRY(infos, call.result(next++, m->batchShape, ty.i32, "info"));
  std::vector<T> a(size_t(n) * n + 1), z(size_t(n) * n + 1), w(ld), wi(ld);
  std::vector<Real<T>> rwork(ld);
  std::vector<lint> bwork(ld);
  T query{};
  lint lwork = -1;
  if constexpr (complex)
    SHLO_CALL(gees, &*mode, &*sort, nullptr, &n, a.data(), &ld, &sdim,
              w.data(), z.data(), &ld, &query, &lwork, rwork.data(),
              bwork.data(), &info, 1, 1);
  else
    SHLO_CALL(gees, &*mode, &*sort, nullptr, &n, a.data(), &ld, &sdim,
              w.data(), wi.data(), z.data(), &ld, &query, &lwork,
              bwork.data(), &info, 1, 1);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * n * n, n, n, a.data());
    std::fill(z.begin(), z.end(), T(0));
    T *w1b = w1->template data<T>() + b * n;
    int32_t *sb = sdims->data<int32_t>() + b;
    int32_t *ib = infos->data<int32_t>() + b;
    if constexpr (complex)
      SHLO_CALL(gees, &*mode, &*sort, nullptr, &n, a.data(), &ld, sb, w1b,
                z.data(), &ld, work.data(), &lwork, rwork.data(), bwork.data(),
                ib, 1, 1);
    else
      SHLO_CALL(gees, &*mode, &*sort, nullptr, &n, a.data(), &ld, sb, w1b,
                w2.data<T>() + b * n, z.data(), &ld, work.data(), &lwork,
                bwork.data(), ib, 1, 1);
    toRowMajor(a.data(), n, n, out->data<T>() + b * n * n);
    if (*mode == 'V')
      toRowMajor(z.data(), n, n, vs->data<T>() + b * n * n);
  }
  SmallVector<Tensor> results;
  results.push_back(std::move(*out));
  results.push_back(std::move(*vs));
  results.push_back(std::move(*w1));
  if (!complex)
    results.push_back(std::move(w2));
  results.push_back(std::move(*sdims));
  results.push_back(std::move(*infos));
  return results;
}

/// gehrd(a; low, high) -> (hessenberg_and_reflectors, tau, info): the
/// reduction to upper Hessenberg form of rows and columns low..high
/// (1-based, LAPACK's ilo and ihi).
template <typename T> Results evalGehrd(const Call &call) {
  SHLO_CHECK(call.counts(1, 3));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(low, call.integer("low"));
  SHLO_TRY(high, call.integer("high"));
  Types ty = typesOf(call.operands[0]);
  lint n = lint(m->rows), ld = std::max<lint>(1, n), info = 0;
  if (!(*low >= 1 && *low <= std::max<int64_t>(1, n) &&
        *high >= std::min<int64_t>(*low, n) && *high <= n))
    return call.error("needs 1 <= low <= max(1, n) and min(low, n) <= high "
                      "<= n for n = " +
                      Twine(n) + ", got low = " + Twine(*low) +
                      ", high = " + Twine(*high));
  lint ilo = lint(*low), ihi = lint(*high), taus = std::max<lint>(0, n - 1);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the reduced matrix"));
  SHLO_TRY(tau, call.result(1, m->shape({taus}), ty.element, "tau"));
  SHLO_TRY(infos, call.result(2, m->batchShape, ty.i32, "info"));
  std::vector<T> a(size_t(n) * n + 1), t(std::max<lint>(1, taus));
  T query{};
  lint lwork = -1;
  SHLO_CALL(gehrd, &n, &ilo, &ihi, a.data(), &ld, t.data(), &query, &lwork,
            &info);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * n * n, n, n, a.data());
    SHLO_CALL(gehrd, &n, &ilo, &ihi, a.data(), &ld, t.data(), work.data(),
              &lwork, infos->data<int32_t>() + b);
    std::copy_n(t.data(), taus, tau->data<T>() + b * taus);
    toRowMajor(a.data(), n, n, out->data<T>() + b * n * n);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*tau),
                             std::move(*infos)};
}

/// sytrd/hetrd(a; uplo) -> (reduced_and_reflectors, d, e, tau, info): the
/// reduction Q^H a Q = tridiagonal(e, d, e).
template <typename T> Results evalSytrd(const Call &call) {
  SHLO_CHECK(call.counts(1, 5));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (m->rows != m->cols)
    return call.error("the matrices must be square, got " +
                      quoted(call.operands[0].getType()));
  SHLO_TRY(uplo, call.character("uplo", "LU"));
  Types ty = typesOf(call.operands[0]);
  lint n = lint(m->rows), ld = std::max<lint>(1, n), info = 0;
  lint offs = std::max<lint>(0, n - 1);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the reduced matrix"));
  SHLO_TRY(d, call.result(1, m->shape({n}), ty.real, "the diagonal"));
  SHLO_TRY(e, call.result(2, m->shape({offs}), ty.real, "the off-diagonal"));
  SHLO_TRY(tau, call.result(3, m->shape({offs}), ty.element, "tau"));
  SHLO_TRY(infos, call.result(4, m->batchShape, ty.i32, "info"));
  std::vector<T> a(size_t(n) * n + 1), t(ld);
  std::vector<Real<T>> dd(ld), ee(ld);
  T query{};
  lint lwork = -1;
  SHLO_CALL2(sytrd, hetrd, &*uplo, &n, a.data(), &ld, dd.data(), ee.data(),
             t.data(), &query, &lwork, &info, 1);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * n * n, n, n, a.data());
    SHLO_CALL2(sytrd, hetrd, &*uplo, &n, a.data(), &ld, dd.data(), ee.data(),
               t.data(), work.data(), &lwork, infos->data<int32_t>() + b, 1);
    std::copy_n(dd.data(), n, d->data<Real<T>>() + b * n);
    std::copy_n(ee.data(), offs, e->data<Real<T>>() + b * offs);
    std::copy_n(t.data(), offs, tau->data<T>() + b * offs);
    toRowMajor(a.data(), n, n, out->data<T>() + b * n * n);
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*d), std::move(*e),
                             std::move(*tau), std::move(*infos)};
}

/// gesdd or gesvd (`divideAndConquer`) (a; mode) -> (a_after, s, u, vt,
/// info): a = U diag(s) V^H, s descending. Mode 'A': U m x m and V^H n x n;
/// 'S': U m x min(m, n) and V^H min(m, n) x n; 'N': singular values only,
/// U and V^H (of the types the op declares) stay zero.
template <typename T, bool divideAndConquer> Results evalSvd(const Call &call) {
  SHLO_CHECK(call.counts(1, 5));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  SHLO_TRY(mode, call.character("mode", "ASN"));
  Types ty = typesOf(call.operands[0]);
  lint rows = lint(m->rows), cols = lint(m->cols), k = std::min(rows, cols);
  lint mx = std::max(rows, cols);
  SHLO_TRY(out, call.result(0, call.operands[0].getShape(), ty.element,
                            "the overwritten matrix"));
  SHLO_TRY(s, call.result(1, m->shape({k}), ty.real, "the singular values"));
  lint uCols = *mode == 'A' ? rows : k, vtRows = *mode == 'A' ? cols : k;
  Tensor u, vt;
  if (*mode == 'N') {
    SHLO_TRY(u0, call.resultBatched(2, m->batchShape, ty.element, "U"));
    SHLO_TRY(vt0, call.resultBatched(3, m->batchShape, ty.element, "V^H"));
    u = std::move(*u0);
    vt = std::move(*vt0);
  } else {
    SHLO_TRY(u0, call.result(2, m->shape({rows, uCols}), ty.element, "U"));
    SHLO_TRY(vt0, call.result(3, m->shape({vtRows, cols}), ty.element, "V^H"));
    u = std::move(*u0);
    vt = std::move(*vt0);
  }
  SHLO_TRY(infos, call.result(4, m->batchShape, ty.i32, "info"));
  lint lda = std::max<lint>(1, rows), ldu = std::max<lint>(1, rows);
  lint ldvt = std::max<lint>(1, vtRows), info = 0, lwork = -1;
  std::vector<T> a(size_t(rows) * cols + 1), uu(size_t(ldu) * uCols + 1),
      vv(size_t(ldvt) * cols + 1);
  std::vector<Real<T>> sv(std::max<lint>(1, k));
  std::vector<lint> iwork(8 * size_t(std::max<lint>(1, k)));
  size_t lrwork =
      divideAndConquer
          ? (*mode == 'N'
                 ? 7 * size_t(k)
                 : std::max(5 * size_t(k) * k + 5 * size_t(k),
                            2 * size_t(mx) * k + 2 * size_t(k) * k + k))
          : 5 * size_t(k);
  std::vector<Real<T>> rwork(lrwork + 1);
  T query{};
  auto run = [&](T *work, lint *lw, Real<T> *sOut, int32_t *infoOut) {
    if constexpr (divideAndConquer) {
      if constexpr (kIsComplex<T>)
        SHLO_CALL(gesdd, &*mode, &rows, &cols, a.data(), &lda, sOut, uu.data(),
                  &ldu, vv.data(), &ldvt, work, lw, rwork.data(),
                  iwork.data(), infoOut, 1);
      else
        SHLO_CALL(gesdd, &*mode, &rows, &cols, a.data(), &lda, sOut, uu.data(),
                  &ldu, vv.data(), &ldvt, work, lw, iwork.data(), infoOut, 1);
    } else {
      if constexpr (kIsComplex<T>)
        SHLO_CALL(gesvd, &*mode, &*mode, &rows, &cols, a.data(), &lda, sOut,
                  uu.data(), &ldu, vv.data(), &ldvt, work, lw, rwork.data(),
                  infoOut, 1, 1);
      else
        SHLO_CALL(gesvd, &*mode, &*mode, &rows, &cols, a.data(), &lda, sOut,
                  uu.data(), &ldu, vv.data(), &ldvt, work, lw, infoOut, 1, 1);
    }
  };
  run(&query, &lwork, sv.data(), &info);
  lwork = workSize(query);
  std::vector<T> work(lwork);
  const T *in = call.operands[0].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < m->batch; ++b) {
    toColumnMajor(in + b * size, rows, cols, a.data());
    run(work.data(), &lwork, s->data<Real<T>>() + b * k,
        infos->data<int32_t>() + b);
    toRowMajor(a.data(), rows, cols, out->data<T>() + b * size);
    if (*mode != 'N') {
      toRowMajor(uu.data(), rows, uCols, u.data<T>() + b * rows * uCols);
      toRowMajor(vv.data(), vtRows, cols, vt.data<T>() + b * vtRows * cols);
    }
  }
  return SmallVector<Tensor>{std::move(*out), std::move(*s), std::move(u),
                             std::move(vt), std::move(*infos)};
}
template <typename T> Results evalGesdd(const Call &call) {
  return evalSvd<T, true>(call);
}
template <typename T> Results evalGesvd(const Call &call) {
  return evalSvd<T, false>(call);
}

/// trsm(a, b[, alpha]; side, uplo, trans_x, diag) -> x with op(a) x =
/// alpha b (side 'L') or x op(a) = alpha b (side 'R'); alpha is 1 without
/// the third operand. Only the `uplo` triangle of a is read.
template <typename T> Results evalTrsm(const Call &call) {
  if (call.operands.size() != 2 && call.operands.size() != 3)
    return call.error("takes a, b and optionally alpha, got " +
                      Twine(call.operands.size()) + " operands");
  if (call.resultTypes.size() != 1)
    return call.error("has one result, the op has " +
                      Twine(call.resultTypes.size()));
  SHLO_TRY(mb, call.matrices(1, "b"));
  SHLO_TRY(side, call.character("side", "LR"));
  SHLO_TRY(uplo, call.character("uplo", "LU"));
  SHLO_TRY(trans, call.character("trans_x", "NTC"));
  SHLO_TRY(diag, call.character("diag", "NU"));
  Types ty = typesOf(call.operands[1]);
  lint rows = lint(mb->rows), cols = lint(mb->cols);
  lint k = *side == 'L' ? rows : cols, lda = std::max<lint>(1, k);
  lint ldb = std::max<lint>(1, rows);
  SHLO_CHECK(call.operand(0, mb->shape({k, k}), ty.element, "a"));
  T alpha = T(1);
  if (call.operands.size() == 3) {
    SHLO_CHECK(call.operand(2, {}, ty.element, "alpha"));
    alpha = call.operands[2].data<T>()[0];
  }
  SHLO_TRY(out, call.result(0, call.operands[1].getShape(), ty.element, "x"));
  std::vector<T> a(size_t(k) * k + 1), x(size_t(rows) * cols + 1);
  const T *ain = call.operands[0].data<T>();
  const T *bin = call.operands[1].data<T>();
  int64_t size = int64_t(rows) * cols;
  for (int64_t b = 0; b < mb->batch; ++b) {
    toColumnMajor(ain + b * k * k, k, k, a.data());
    toColumnMajor(bin + b * size, rows, cols, x.data());
    SHLO_CALL(trsm, &*side, &*uplo, &*trans, &*diag, &rows, &cols, &alpha,
              a.data(), &lda, x.data(), &ldb, 1, 1, 1, 1);
    toRowMajor(x.data(), rows, cols, out->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*out)};
}

/// gtsv(dl, d, du, b) -> (dl, d, du, x, info): solves the tridiagonal
/// system with sub-diagonal dl[1:], diagonal d and super-diagonal du[:-1]
/// (dl[0] and du[n-1] are not read), by Gaussian elimination with partial
/// pivoting; dl, d and du come back as LAPACK leaves them.
template <typename T> Results evalGtsv(const Call &call) {
  SHLO_CHECK(call.counts(4, 5));
  SHLO_TRY(mb, call.matrices(3, "b"));
  Types ty = typesOf(call.operands[3]);
  lint n = lint(mb->rows), nrhs = lint(mb->cols), ldb = std::max<lint>(1, n);
  SmallVector<int64_t> diagShape = mb->shape({});
  diagShape.push_back(n);
  SHLO_CHECK(call.operand(0, diagShape, ty.element, "dl"));
  SHLO_CHECK(call.operand(1, diagShape, ty.element, "d"));
  SHLO_CHECK(call.operand(2, diagShape, ty.element, "du"));
  SHLO_TRY(dl, call.result(0, diagShape, ty.element, "dl"));
  SHLO_TRY(d, call.result(1, diagShape, ty.element, "d"));
  SHLO_TRY(du, call.result(2, diagShape, ty.element, "du"));
  SHLO_TRY(x, call.result(3, call.operands[3].getShape(), ty.element, "x"));
  SHLO_TRY(infos, call.result(4, mb->batchShape, ty.i32, "info"));
  std::copy_n(call.operands[0].data<T>(), mb->batch * n, dl->data<T>());
  std::copy_n(call.operands[1].data<T>(), mb->batch * n, d->data<T>());
  std::copy_n(call.operands[2].data<T>(), mb->batch * n, du->data<T>());
  std::vector<T> bb(size_t(n) * nrhs + 1);
  const T *bin = call.operands[3].data<T>();
  int64_t size = int64_t(n) * nrhs;
  for (int64_t b = 0; b < mb->batch; ++b) {
    toColumnMajor(bin + b * size, n, nrhs, bb.data());
    if (n > 0)
      SHLO_CALL(gtsv, &n, &nrhs, dl->data<T>() + b * n + 1,
                d->data<T>() + b * n, du->data<T>() + b * n, bb.data(), &ldb,
                infos->data<int32_t>() + b);
    toRowMajor(bb.data(), n, nrhs, x->data<T>() + b * size);
  }
  return SmallVector<Tensor>{std::move(*dl), std::move(*d), std::move(*du),
                             std::move(*x), std::move(*infos)};
}

//===----------------------------------------------------------------------===//
// GPU targets (jaxlib/gpu/solver_kernels_ffi.cc), run as the CPU kernels
//===----------------------------------------------------------------------===//

/// cusolver/hipsolver syevd(a; algorithm, lower) -> (vectors, values,
/// info): always with eigenvectors; every algorithm (0 default, 1 QR, 2
/// Jacobi) computes the same decomposition, up to the eigenvectors' phase.
template <typename T> Results evalGpuSyevd(const Call &call) {
  SHLO_TRY(algorithm, call.integer("algorithm"));
  if (*algorithm < 0 || *algorithm > 2)
    return call.error("`algorithm = " + Twine(*algorithm) +
                      "` is not one of 0 (default), 1 (QR), 2 (Jacobi)");
  SHLO_TRY(lower, call.boolean("lower"));
  LinalgCallAttrs inner = call.translated({{"mode", 'V'},
                                           {"uplo", *lower ? 'L' : 'U'}});
  return evalSyevd<T>(Call(call.target, call.operands, inner, call.resultTypes));
}

/// cusolver sytrd(a; lower): LAPACK's sytrd/hetrd.
template <typename T> Results evalGpuSytrd(const Call &call) {
  SHLO_TRY(lower, call.boolean("lower"));
  LinalgCallAttrs inner = call.translated({{"uplo", *lower ? 'L' : 'U'}});
  return evalSytrd<T>(Call(call.target, call.operands, inner, call.resultTypes));
}

/// gesvdj(a; full_matrices, compute_uv) -> (a_after, s, u, v, info): as
/// gesvd, with V (n x n, or n x min(m, n)) in place of V^H.
template <typename T> Results evalGpuGesvdj(const Call &call) {
  SHLO_CHECK(call.counts(1, 5));
  SHLO_TRY(full, call.boolean("full_matrices"));
  SHLO_TRY(computeUV, call.boolean("compute_uv"));
  char mode = *computeUV ? (*full ? 'A' : 'S') : 'N';
  auto vType = dyn_cast<RankedTensorType>(call.resultTypes[3]);
  if (!vType || vType.getRank() < 2 || !vType.hasStaticShape())
    return call.error("result 3 (V) must be a static batch of matrices, the "
                      "op declares " +
                      quoted(call.resultTypes[3]));
  SmallVector<int64_t> vtShape(vType.getShape());
  std::swap(vtShape[vtShape.size() - 1], vtShape[vtShape.size() - 2]);
  SmallVector<Type> types(call.resultTypes.begin(), call.resultTypes.end());
  types[3] = RankedTensorType::get(vtShape, vType.getElementType());
  LinalgCallAttrs inner = call.translated({{"mode", mode}});
  Results results =
      evalSvd<T, false>(Call(call.target, call.operands, inner, types));
  if (!results)
    return results.takeError();
  const Tensor &vt = (*results)[3];
  Tensor v(vType);
  int64_t r = vtShape[vtShape.size() - 2], c = vtShape.back();
  int64_t batch = r * c != 0 ? vt.getNumElements() / (r * c) : 0;
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < r; ++i)
      for (int64_t j = 0; j < c; ++j)
        v.data<T>()[b * r * c + j * r + i] =
            conjugate(vt.data<T>()[b * r * c + i * c + j]);
  (*results)[3] = std::move(v);
  return results;
}

/// cusolver/hipsolver gesvd (and gesdd) (a; full_matrices, compute_uv,
/// transposed) -> (a_after, s, u, vt, info). The kernel needs rows >= columns
/// of the matrix it sees; JAX passes a wide matrix (transposed = true) in
/// row-major layouts, so that the kernel sees A^T = U' S V'^H and its `u`
/// and `vt` buffers, read row-major, are A's V^H and U: on logical values
/// result 2 is V^H and result 3 is U.
template <typename T> Results evalGpuGesvd(const Call &call) {
  SHLO_CHECK(call.counts(1, 5));
  SHLO_TRY(full, call.boolean("full_matrices"));
  SHLO_TRY(computeUV, call.boolean("compute_uv"));
  SHLO_TRY(transposed, call.boolean("transposed"));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  if (*transposed ? m->rows > m->cols : m->rows < m->cols)
    return call.error("transposed = " + Twine(*transposed ? "true" : "false") +
                      " needs " + (*transposed ? "rows <= columns" : "rows >= columns") +
                      ", got " + quoted(call.operands[0].getType()));
  char mode = *computeUV ? (*full ? 'A' : 'S') : 'N';
  LinalgCallAttrs inner = call.translated({{"mode", mode}});
  SmallVector<Type> types(call.resultTypes.begin(), call.resultTypes.end());
  if (*transposed)
    std::swap(types[2], types[3]);
  Results results =
      evalSvd<T, false>(Call(call.target, call.operands, inner, types));
  if (!results)
    return results.takeError();
  if (*transposed)
    std::swap((*results)[2], (*results)[3]);
  return results;
}

/// cu/hip_lu_pivots_to_permutation(pivots; permutation_size) ->
/// permutation: the rows of iota(permutation_size) after swapping row i
/// with row pivots[i] (0-based) for i = 0, 1, ...
Results evalLuPivotsToPermutation(const Call &call) {
  SHLO_CHECK(call.counts(1, 1));
  SHLO_TRY(size, call.integer("permutation_size"));
  const Tensor &pivots = call.operands[0];
  Type i32 = IntegerType::get(pivots.getElementType().getContext(), 32);
  if (pivots.getRank() < 1 || pivots.getElementType() != i32)
    return call.error("the pivots must be a tensor of i32 with rank 1 or "
                      "more, got " +
                      quoted(pivots.getType()));
  int64_t k = pivots.getShape().back();
  if (*size < k)
    return call.error("permutation_size = " + Twine(*size) +
                      " is smaller than the " + Twine(k) + " pivots");
  SmallVector<int64_t> shape(pivots.getShape());
  shape.back() = *size;
  SHLO_TRY(out, call.result(0, shape, i32, "the permutation"));
  int64_t batch = k ? pivots.getNumElements() / k : 0;
  if (!k)
    batch = *size ? out->getNumElements() / *size : 0;
  for (int64_t b = 0; b < batch; ++b) {
    int32_t *perm = out->data<int32_t>() + b * *size;
    for (int64_t i = 0; i < *size; ++i)
      perm[i] = int32_t(i);
    for (int64_t i = 0; i < k; ++i) {
      int64_t j = pivots.data<int32_t>()[b * k + i];
      if (j < 0 || j >= *size)
        return call.error("pivot " + Twine(j) + " (entry " + Twine(i) +
                          ") is outside [0, " + Twine(*size) + ")");
      std::swap(perm[i], perm[j]);
    }
  }
  return SmallVector<Tensor>{std::move(*out)};
}

//===----------------------------------------------------------------------===//
// TPU targets (XLA's expanders), run as the LAPACK routines computing the same
//===----------------------------------------------------------------------===//

/// `types` with a batch of i32 info values appended (for running a TPU
/// target, which has none, as the LAPACK kernel).
SmallVector<Type> withInfo(TypeRange types, const Tensor &matrices) {
  SmallVector<Type> result(types.begin(), types.end());
  ArrayRef<int64_t> shape = matrices.getShape();
  result.push_back(RankedTensorType::get(
      shape.drop_back(std::min<size_t>(2, shape.size())),
      IntegerType::get(matrices.getElementType().getContext(), 32)));
  return result;
}

/// Qr(a) -> (r_and_reflectors, taus): geqrf.
template <typename T> Results evalTpuQr(const Call &call) {
  return evalGeqrf<T>(call);
}

/// ProductOfElementaryHouseholderReflectors(a, taus) -> q: orgqr/ungqr.
template <typename T> Results evalTpuHouseholderProduct(const Call &call) {
  return evalOrgqr<T>(call);
}

/// Eigh(a; backend_config "lower,sort,max_iter,tol") -> (vectors,
/// values): syevd/heevd (the values ascending, so sorted either way; the
/// Jacobi iteration limits are the TPU algorithm's and have no LAPACK
/// counterpart). A LAPACK failure to converge is an error.
template <typename T> Results evalTpuEigh(const Call &call) {
  SHLO_CHECK(call.counts(1, 2));
  StringRef config = call.attrs.backendConfig ? StringRef(*call.attrs.backendConfig)
                                              : StringRef();
  SmallVector<StringRef, 4> fields;
  config.split(fields, ',');
  int64_t lower = 0, sort = 0, iterations = 0;
  double tolerance = 0;
  if (fields.size() != 4 || fields[0].trim().getAsInteger(10, lower) ||
      fields[1].trim().getAsInteger(10, sort) ||
      fields[2].trim().getAsInteger(10, iterations) ||
      fields[3].trim().getAsDouble(tolerance) || (lower != 0 && lower != 1) ||
      (sort != 0 && sort != 1))
    return call.error("backend_config must be \"lower,sort,max_iter,tol\" "
                      "(lower and sort 0 or 1), got \"" +
                      config + "\"");
  LinalgCallAttrs inner =
      call.translated({{"mode", 'V'}, {"uplo", lower ? 'L' : 'U'}});
  SmallVector<Type> types = withInfo(call.resultTypes, call.operands[0]);
  Results results = evalSyevd<T>(Call(call.target, call.operands, inner, types));
  if (!results)
    return results.takeError();
  const Tensor &info = (*results)[2];
  for (int64_t b = 0; b < info.getNumElements(); ++b)
    if (info.data<int32_t>()[b] != 0)
      return call.error("the eigendecomposition of matrix " + Twine(b) +
                        " of the batch did not converge (LAPACK info " +
                        Twine(info.data<int32_t>()[b]) + ")");
  results->pop_back();
  return results;
}

/// LuDecomposition(a) -> (lu, pivots, permutation): getrf, with 0-based
/// pivots and the row permutation they make (P a = L U with P the rows of
/// the identity in `permutation` order).
template <typename T> Results evalTpuLu(const Call &call) {
  SHLO_CHECK(call.counts(1, 3));
  SHLO_TRY(m, call.matrices(0, "the matrix"));
  Type i32 = IntegerType::get(call.operands[0].getElementType().getContext(), 32);
  SHLO_TRY(permutation,
           call.result(2, m->shape({m->rows}), i32, "the permutation"));
  SmallVector<Type> types(call.resultTypes.begin(),
                          call.resultTypes.begin() + 2);
  types = withInfo(types, call.operands[0]);
  Results results = evalGetrf<T>(Call(call.target, call.operands,
                                      call.translated({}), types));
  if (!results)
    return results.takeError();
  Tensor &pivots = (*results)[1];
  int64_t k = std::min(m->rows, m->cols);
  for (int64_t b = 0; b < m->batch; ++b) {
    int32_t *p = pivots.data<int32_t>() + b * k;
    int32_t *perm = permutation->data<int32_t>() + b * m->rows;
    for (int64_t i = 0; i < m->rows; ++i)
      perm[i] = int32_t(i);
    for (int64_t i = 0; i < k; ++i) {
      p[i] -= 1;
      std::swap(perm[i], perm[p[i]]);
    }
  }
  results->back() = std::move(*permutation);
  return results;
}

//===----------------------------------------------------------------------===//
// Pre-FFI targets (lapack_<t><routine>, blas_<t>trsm): the dimensions and
// flags come as i32 scalar operands before the matrices, and some results
// are LAPACK workspaces
//===----------------------------------------------------------------------===//

/// The value of the scalar integer operand `i`.
llvm::Expected<int64_t> scalarOperand(const Call &call, size_t i,
                                      StringRef what) {
  const Tensor &t = call.operands[i];
  if (t.getNumElements() != 1 || !isa<IntegerType>(t.getElementType()))
    return call.error("operand " + Twine(i) + " (" + what +
                      ") must be an integer scalar, got " +
                      quoted(t.getType()));
  return t.getLinear(0).getInteger().getSExtValue();
}

/// Reads the scalar operands `names` (in order) and checks the batch and
/// matrix dimensions among them against the matrix operand `matrix`.
llvm::Expected<SmallVector<int64_t>>
legacyScalars(const Call &call, ArrayRef<StringRef> names, size_t matrix) {
  if (call.operands.size() <= matrix)
    return call.error("takes " + Twine(matrix + 1) + " or more operands, got " +
                      Twine(call.operands.size()));
  SmallVector<int64_t> values;
  for (auto [i, name] : llvm::enumerate(names)) {
    SHLO_TRY(value, scalarOperand(call, i, name));
    values.push_back(*value);
  }
  SHLO_TRY(m, call.matrices(matrix, "the matrix"));
  for (auto [name, value] : llvm::zip(names, values)) {
    int64_t actual = name == "batch" ? m->batch
                     : name == "m"   ? m->rows
                     : name == "n"   ? m->cols
                                     : value;
    if (actual != value)
      return call.error("operand `" + name + "` = " + Twine(value) +
                        " does not fit the matrix " +
                        quoted(call.operands[matrix].getType()));
  }
  return values;
}

/// `results` followed by zero tensors for the op's remaining results (the
/// workspaces of the pre-FFI kernels, whose contents LAPACK leaves
/// unspecified).
Results withWorkspaces(const Call &call, Results results) {
  if (!results)
    return results.takeError();
  for (size_t i = results->size(); i < call.resultTypes.size(); ++i) {
    auto type = dyn_cast<ShapedType>(call.resultTypes[i]);
    if (!type || !type.hasStaticShape())
      return call.error("result " + Twine(i) +
                        " (a workspace) must have a static type");
    results->push_back(Tensor(type));
  }
  return results;
}

/// The first `n` result types of the call.
SmallVector<Type> firstTypes(const Call &call, size_t n) {
  return SmallVector<Type>(call.resultTypes.begin(),
                           call.resultTypes.begin() +
                               std::min(n, call.resultTypes.size()));
}

/// lapack_<t>potrf(lower, batch, n, a) -> (factor, info).
template <typename T> Results evalLegacyPotrf(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"lower", "batch", "n"}, 3));
  LinalgCallAttrs inner = call.translated({{"uplo", (*v)[0] ? 'L' : 'U'}});
  return evalPotrf<T>(
      Call(call.target, call.operands.drop_front(3), inner, call.resultTypes));
}

/// lapack_<t>getrf(batch, m, n, a) -> (lu, pivots, info).
template <typename T> Results evalLegacyGetrf(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"batch", "m", "n"}, 3));
  return evalGetrf<T>(Call(call.target, call.operands.drop_front(3),
                           call.translated({}), call.resultTypes));
}

/// lapack_<t>geqrf(batch, m, n, lwork, a) -> (reflectors, tau, info, work).
template <typename T> Results evalLegacyGeqrf(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"batch", "m", "n", "lwork"}, 4));
  if (call.resultTypes.size() != 4)
    return call.error("has 4 results (reflectors, tau, info, work), the op "
                      "has " +
                      Twine(call.resultTypes.size()));
  Results results =
      evalGeqrf<T>(Call(call.target, call.operands.drop_front(4),
                        call.translated({}), firstTypes(call, 2)));
  // geqrf's info is 0 for the arguments checked above.
  return withWorkspaces(call, std::move(results));
}

/// lapack_<t>orgqr/ungqr(batch, m, n, k, lwork, a, tau) -> (q, info, work).
template <typename T> Results evalLegacyOrgqr(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"batch", "m", "n", "k", "lwork"}, 5));
  if (call.operands.size() != 7 || call.resultTypes.size() != 3)
    return call.error("takes (batch, m, n, k, lwork, a, tau) to (q, info, "
                      "work)");
  if (call.operands[6].getRank() < 1 ||
      call.operands[6].getShape().back() != (*v)[3])
    return call.error("operand `k` = " + Twine((*v)[3]) +
                      " does not fit tau " +
                      quoted(call.operands[6].getType()));
  Results results =
      evalOrgqr<T>(Call(call.target, call.operands.drop_front(5),
                        call.translated({}), firstTypes(call, 1)));
  return withWorkspaces(call, std::move(results));
}

/// lapack_<t>gesdd(full_matrices, compute_uv, batch, m, n, lwork, a) ->
/// (a_after, s, u, vt, info, iwork, [rwork,] work).
template <typename T> Results evalLegacyGesdd(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"full_matrices", "compute_uv", "batch",
                                   "m", "n", "lwork"},
                            6));
  char mode = (*v)[1] ? ((*v)[0] ? 'A' : 'S') : 'N';
  Results results = evalGesdd<T>(Call(call.target, call.operands.drop_front(6),
                                      call.translated({{"mode", mode}}),
                                      firstTypes(call, 5)));
  return withWorkspaces(call, std::move(results));
}

/// blas_<t>trsm(left_side, lower, trans_a, diag, m, n, batch, alpha, a, b)
/// -> x: trsm with trans_a 0, 1, 2 for 'N', 'T', 'C'.
template <typename T> Results evalLegacyTrsm(const Call &call) {
  if (call.operands.size() != 10)
    return call.error("takes (left_side, lower, trans_a, diag, m, n, batch, "
                      "alpha, a, b), got " +
                      Twine(call.operands.size()) + " operands");
  SHLO_TRY(v, legacyScalars(call,
                            {"left_side", "lower", "trans_a", "diag", "m",
                             "n", "batch"},
                            9));
  if ((*v)[2] < 0 || (*v)[2] > 2)
    return call.error("trans_a = " + Twine((*v)[2]) + " is not 0, 1 or 2");
  LinalgCallAttrs inner = call.translated({{"side", (*v)[0] ? 'L' : 'R'},
                                           {"uplo", (*v)[1] ? 'L' : 'U'},
                                           {"trans_x", "NTC"[(*v)[2]]},
                                           {"diag", (*v)[3] ? 'U' : 'N'}});
  SmallVector<Tensor> operands = {call.operands[8], call.operands[9],
                                  call.operands[7]};
  return evalTrsm<T>(Call(call.target, operands, inner, call.resultTypes));
}

/// gtsv2(dl, d, du, b) -> x: cuSPARSE's tridiagonal solve, run as LAPACK's
/// gtsv. The kernel reports no info: a singular system's solution is NaN
/// (what JAX's CPU lowering makes of gtsv's nonzero info).
template <typename T> Results evalGpuGtsv2(const Call &call) {
  SHLO_CHECK(call.counts(4, 1));
  SHLO_TRY(mb, call.matrices(3, "b"));
  SmallVector<Type> types;
  for (size_t i = 0; i < 3; ++i)
    types.push_back(call.operands[i].getType());
  types.push_back(call.resultTypes[0]);
  types.push_back(RankedTensorType::get(
      mb->batchShape, IntegerType::get(call.resultTypes[0].getContext(), 32)));
  SHLO_TRY(results, evalGtsv<T>(Call(call.target, call.operands,
                                     call.translated({}), types)));
  Tensor x = std::move((*results)[3]);
  const Tensor &infoTensor = (*results)[4];
  const int32_t *infos = infoTensor.data<int32_t>();
  int64_t size = mb->rows * mb->cols;
  for (int64_t b = 0; b < mb->batch; ++b)
    if (infos[b] != 0)
      std::fill_n(x.data<T>() + b * size, size,
                  T(std::numeric_limits<Real<T>>::quiet_NaN()));
  return SmallVector<Tensor>{std::move(x)};
}

/// Runs the FFI evaluator `inner` on `operands` with `attrs` and returns the
/// legacy kernel's results: FFI result i becomes legacy result `order[i]`,
/// and the legacy results no FFI result lands on (workspaces) are zeros.
Results remapped(const Call &call, Results (*inner)(const Call &),
                 ArrayRef<Tensor> operands,
                 const LinalgCallAttrs &attrs, ArrayRef<size_t> order,
                 StringRef contract) {
  if (call.resultTypes.size() < order.size() ||
      llvm::any_of(order,
                   [&](size_t i) { return i >= call.resultTypes.size(); }))
    return call.error("has the results " + contract + ", the op has " +
                      Twine(call.resultTypes.size()));
  SmallVector<Type> types;
  for (size_t i : order)
    types.push_back(call.resultTypes[i]);
  SHLO_TRY(results, inner(Call(call.target, operands, attrs, types)));
  SmallVector<Tensor> out(call.resultTypes.size());
  for (auto [i, at] : llvm::enumerate(order))
    out[at] = std::move((*results)[i]);
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i])
      continue;
    auto type = dyn_cast<ShapedType>(call.resultTypes[i]);
    if (!type || !type.hasStaticShape())
      return call.error("result " + Twine(i) +
                        " (a workspace) must have a static type");
    out[i] = Tensor(type);
  }
  return out;
}

/// Fails unless the leading dimension `lda` is that of the row-major
/// matrices XLA passes, max(1, n).
llvm::Error checkLda(const Call &call, int64_t lda, int64_t n) {
  if (lda != std::max<int64_t>(1, n))
    return call.error("operand `lda` = " + Twine(lda) +
                      " is not max(1, n) = " +
                      Twine(std::max<int64_t>(1, n)));
  return llvm::Error::success();
}

/// lapack_<s,d>syevd / lapack_<c,z>heevd(lower, batch, n, a) -> (vectors,
/// values, info, work, [rwork,] iwork).
template <typename T> Results evalLegacySyevd(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"lower", "batch", "n"}, 3));
  if (call.operands.size() != 4)
    return call.error("takes (lower, batch, n, a), got " +
                      Twine(call.operands.size()) + " operands");
  return remapped(call, &evalSyevd<T>, call.operands.drop_front(3),
                  call.translated({{"mode", 'V'},
                                   {"uplo", (*v)[0] ? 'L' : 'U'}}),
                  {0, 1, 2},
                  kIsComplex<T> ? "(vectors, values, info, work, rwork, iwork)"
                                : "(vectors, values, info, work, iwork)");
}

/// lapack_<t>geev(batch, n, jobvl, jobvr, a) -> real: (work, work, work, wr,
/// wi, vl, vr, info); complex: (work, rwork, w, vl, vr, info); jobvl and
/// jobvr are the characters 'V' or 'N', the eigenvectors complex.
template <typename T> Results evalLegacyGeev(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"batch", "n", "jobvl", "jobvr"}, 4));
  if (call.operands.size() != 5)
    return call.error("takes (batch, n, jobvl, jobvr, a), got " +
                      Twine(call.operands.size()) + " operands");
  LinalgCallAttrs inner =
      call.translated({{"compute_left", (*v)[2]}, {"compute_right", (*v)[3]}});
  if constexpr (kIsComplex<T>)
    return remapped(call, &evalGeev<T>, call.operands.drop_front(4), inner,
                    {2, 3, 4, 5}, "(work, rwork, w, vl, vr, info)");
  else
    return remapped(call, &evalGeev<T>, call.operands.drop_front(4), inner,
                    {3, 4, 5, 6, 7},
                    "(work, work, work, wr, wi, vl, vr, info)");
}

/// lapack_<t>gees(batch, n, jobvs, sort, a) -> real: (t, wr, wi, vs, sdim,
/// info); complex: (t, rwork, w, vs, sdim, info).
template <typename T> Results evalLegacyGees(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"batch", "n", "jobvs", "sort"}, 4));
  if (call.operands.size() != 5)
    return call.error("takes (batch, n, jobvs, sort, a), got " +
                      Twine(call.operands.size()) + " operands");
  LinalgCallAttrs inner =
      call.translated({{"mode", (*v)[2]}, {"sort", (*v)[3]}});
  if constexpr (kIsComplex<T>)
    return remapped(call, &evalGees<T>, call.operands.drop_front(4), inner,
                    {0, 3, 2, 4, 5}, "(t, rwork, w, vs, sdim, info)");
  else
    return remapped(call, &evalGees<T>, call.operands.drop_front(4), inner,
                    {0, 3, 1, 2, 4, 5}, "(t, wr, wi, vs, sdim, info)");
}

/// lapack_<t>gehrd(n, ilo, ihi, lda, batch, lwork, a) -> (h, tau, info,
/// work).
template <typename T> Results evalLegacyGehrd(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"n", "ilo", "ihi", "lda", "batch", "lwork"},
                            6));
  if (call.operands.size() != 7)
    return call.error("takes (n, ilo, ihi, lda, batch, lwork, a), got " +
                      Twine(call.operands.size()) + " operands");
  SHLO_CHECK(checkLda(call, (*v)[3], (*v)[0]));
  return remapped(call, &evalGehrd<T>, call.operands.drop_front(6),
                  call.translated({{"low", (*v)[1]}, {"high", (*v)[2]}}),
                  {0, 1, 2}, "(h, tau, info, work)");
}

/// lapack_<s,d>sytrd / lapack_<c,z>hetrd(n, lower, lda, batch, lwork, a) ->
/// (a, d, e, tau, info, work).
template <typename T> Results evalLegacySytrd(const Call &call) {
  SHLO_TRY(v, legacyScalars(call, {"n", "lower", "lda", "batch", "lwork"}, 5));
  if (call.operands.size() != 6)
    return call.error("takes (n, lower, lda, batch, lwork, a), got " +
                      Twine(call.operands.size()) + " operands");
  SHLO_CHECK(checkLda(call, (*v)[2], (*v)[0]));
  return remapped(call, &evalSytrd<T>, call.operands.drop_front(5),
                  call.translated({{"uplo", (*v)[1] ? 'L' : 'U'}}),
                  {0, 1, 2, 3, 4}, "(a, d, e, tau, info, work)");
}

//===----------------------------------------------------------------------===//
// The targets
//===----------------------------------------------------------------------===//

using Evaluator = Results (*)(const Call &);

/// A LAPACK routine: its evaluators for s, d, c and z (null where the name
/// has no such precision, as orgqr for complex types).
struct Routine {
  const char *name;
  Evaluator byType[4];
};

#define SHLO_ALL(fn) {&fn<float>, &fn<double>, &fn<c64>, &fn<c128>}
#define SHLO_REAL(fn) {&fn<float>, &fn<double>, nullptr, nullptr}
#define SHLO_COMPLEX(fn) {nullptr, nullptr, &fn<c64>, &fn<c128>}
const Routine kRoutines[] = {
    {"potrf", SHLO_ALL(evalPotrf)},    {"getrf", SHLO_ALL(evalGetrf)},
    {"geqrf", SHLO_ALL(evalGeqrf)},    {"geqp3", SHLO_ALL(evalGeqp3)},
    {"orgqr", SHLO_REAL(evalOrgqr)},   {"ungqr", SHLO_COMPLEX(evalOrgqr)},
    {"syevd", SHLO_REAL(evalSyevd)},   {"heevd", SHLO_COMPLEX(evalSyevd)},
    {"geev", SHLO_ALL(evalGeev)},      {"gees", SHLO_ALL(evalGees)},
    {"gehrd", SHLO_ALL(evalGehrd)},    {"sytrd", SHLO_REAL(evalSytrd)},
    {"hetrd", SHLO_COMPLEX(evalSytrd)}, {"gesdd", SHLO_ALL(evalGesdd)},
    {"gesvd", SHLO_ALL(evalGesvd)},    {"trsm", SHLO_ALL(evalTrsm)},
    {"gtsv", SHLO_ALL(evalGtsv)},
};
/// The GPU solvers' names (cusolver_<name>_ffi, hipsolver_<name>_ffi),
/// whose precision is the operand's element type.
const Routine kGpuRoutines[] = {
    {"getrf", SHLO_ALL(evalGetrf)},    {"geqrf", SHLO_ALL(evalGeqrf)},
    {"orgqr", SHLO_ALL(evalOrgqr)},    {"syevd", SHLO_ALL(evalGpuSyevd)},
    {"sytrd", SHLO_ALL(evalGpuSytrd)}, {"gesvdj", SHLO_ALL(evalGpuGesvdj)},
    {"gesvdp", SHLO_ALL(evalGpuGesvdj)},
    {"gesvd", SHLO_ALL(evalGpuGesvd)},  {"gesdd", SHLO_ALL(evalGpuGesvd)},
};
/// cuSPARSE's and hipSPARSE's tridiagonal solve (cusparse_gtsv2_ffi,
/// hipsparse_gtsv2_ffi), whose precision is that of b.
const Routine kGpuGtsv2 = {"gtsv2", SHLO_ALL(evalGpuGtsv2)};
/// The pre-FFI names: lapack_<t><name> (blas_<t>trsm for trsm).
const Routine kLegacyRoutines[] = {
    {"potrf", SHLO_ALL(evalLegacyPotrf)},
    {"getrf", SHLO_ALL(evalLegacyGetrf)},
    {"geqrf", SHLO_ALL(evalLegacyGeqrf)},
    {"orgqr", SHLO_REAL(evalLegacyOrgqr)},
    {"ungqr", SHLO_COMPLEX(evalLegacyOrgqr)},
    {"gesdd", SHLO_ALL(evalLegacyGesdd)},
    {"trsm", SHLO_ALL(evalLegacyTrsm)},
    {"syevd", SHLO_REAL(evalLegacySyevd)},
    {"heevd", SHLO_COMPLEX(evalLegacySyevd)},
    {"geev", SHLO_ALL(evalLegacyGeev)},
    {"gees", SHLO_ALL(evalLegacyGees)},
    {"gehrd", SHLO_ALL(evalLegacyGehrd)},
    {"sytrd", SHLO_REAL(evalLegacySytrd)},
    {"hetrd", SHLO_COMPLEX(evalLegacySytrd)},
};

/// XLA's TPU targets, whose precision is the operand's element type.
const Routine kTpuRoutines[] = {
    {"Qr", SHLO_ALL(evalTpuQr)},
    {"ProductOfElementaryHouseholderReflectors",
     SHLO_ALL(evalTpuHouseholderProduct)},
    {"Eigh", SHLO_ALL(evalTpuEigh)},
    {"LuDecomposition", SHLO_ALL(evalTpuLu)},
};
#undef SHLO_ALL
#undef SHLO_REAL
#undef SHLO_COMPLEX

/// `lapack_<p><routine>_ffi` split into the precision letter's index and
/// the routine; nothing for another name.
std::optional<std::pair<int, const Routine *>> parseLapack(StringRef target) {
  if (!target.consume_front("lapack_") || !target.consume_back("_ffi") ||
      target.size() < 2)
    return std::nullopt;
  int precision = StringRef("sdcz").find(target.front());
  if (precision < 0 || precision > 3)
    return std::nullopt;
  StringRef routine = target.drop_front();
  for (const Routine &r : kRoutines)
    if (routine == r.name)
      return std::make_pair(precision, &r);
  return std::nullopt;
}

/// The element type the precision letter names.
bool hasPrecision(Type element, int precision) {
  switch (precision) {
  case 0:
    return element.isF32();
  case 1:
    return element.isF64();
  default: {
    auto complex = dyn_cast<ComplexType>(element);
    return complex && (precision == 2 ? complex.getElementType().isF32()
                                      : complex.getElementType().isF64());
  }
  }
}

/// The precision index (s, d, c, z) of an element type; -1 for another.
int precisionOf(Type element) {
  for (int precision = 0; precision < 4; ++precision)
    if (hasPrecision(element, precision))
      return precision;
  return -1;
}

/// `cusolver_<routine>_ffi` or `hipsolver_<routine>_ffi`: the routine.
const Routine *parseGpu(StringRef target) {
  bool cuda = target.consume_front("cusolver_");
  if (!(cuda || target.consume_front("hipsolver_")) ||
      !target.consume_back("_ffi"))
    return nullptr;
  // The polar SVD is cuSOLVER's alone.
  if (!cuda && target == "gesvdp")
    return nullptr;
  for (const Routine &r : kGpuRoutines)
    if (target == r.name)
      return &r;
  return nullptr;
}

/// Whether `target` is cuSPARSE's or hipSPARSE's tridiagonal solve.
bool isGpuGtsv2(StringRef target) {
  return target == "cusparse_gtsv2_ffi" || target == "hipsparse_gtsv2_ffi";
}

/// `lapack_<p><routine>` or `blas_<p>trsm` (pre-FFI): the precision index
/// and the routine.
std::optional<std::pair<int, const Routine *>> parseLegacy(StringRef target) {
  bool blas = target.consume_front("blas_");
  if (!blas && !target.consume_front("lapack_"))
    return std::nullopt;
  if (target.size() < 2 || target.ends_with("_ffi"))
    return std::nullopt;
  int precision = StringRef("sdcz").find(target.front());
  if (precision < 0 || precision > 3)
    return std::nullopt;
  StringRef routine = target.drop_front();
  if (blas != (routine == "trsm"))
    return std::nullopt;
  for (const Routine &r : kLegacyRoutines)
    if (routine == r.name)
      return std::make_pair(precision, &r);
  return std::nullopt;
}

/// An XLA TPU target by name.
const Routine *parseTpu(StringRef target) {
  for (const Routine &r : kTpuRoutines)
    if (target == r.name)
      return &r;
  return nullptr;
}

bool isLuPivotsToPermutation(StringRef target) {
  return target == "cu_lu_pivots_to_permutation" ||
         target == "hip_lu_pivots_to_permutation";
}

/// The known names of a table, for messages.
template <size_t N> std::string namesOf(const Routine (&table)[N]) {
  std::string names;
  for (const Routine &r : table)
    names += (names.empty() ? "" : ", ") + std::string(r.name);
  return names;
}

} // namespace

bool isLinalgCustomCall(StringRef target) {
  return (target.starts_with("lapack_") && target.ends_with("_ffi")) ||
         ((target.starts_with("cusolver_") || target.starts_with("hipsolver_")) &&
          target.ends_with("_ffi")) ||
         isLuPivotsToPermutation(target) || isGpuGtsv2(target) ||
         parseTpu(target) ||
         parseLegacy(target).has_value();
}

namespace {
/// Debian's OpenBLAS (the pthread build) starts its threads when it loads,
/// and they poll for work with sched_yield for 2^28 cycles (0.13 s at 2.1
/// GHz) before sleeping, on the cores the interpreter's own threads use.
/// This ends them as the program starts (OpenBLAS is initialised first, as
/// a library it depends on). A threaded BLAS call starts them again (a
/// NumPy beside the Python module loses nothing); the LAPACK calls here run
/// on one thread and never do.
struct EndBlasThreads {
  EndBlasThreads() {
    if (blas_thread_shutdown_)
      blas_thread_shutdown_();
  }
} endBlasThreads;
} // namespace

llvm::Expected<SmallVector<Tensor>>
evalLinalgCustomCall(StringRef target, ArrayRef<Tensor> operands,
                     const LinalgCallAttrs &attrs, TypeRange resultTypes) {
  // One thread: the matrices of exported programs are small, where
  // OpenBLAS's threads cost more than they bring (docs/design.md), and the
  // results then do not depend on the machine's core count.
  static std::once_flag oneThread;
  std::call_once(oneThread, [] { openblas_set_num_threads(1); });
  Call call(target, operands, attrs, resultTypes);
  auto finish = [&](Results results) -> Results {
    if (!results)
      return results.takeError();
    if (llvm::Error error = call.noOtherAttributes())
      return std::move(error);
    return results;
  };
  if (attrs.backendConfig && !attrs.backendConfig->empty() && target != "Eigh")
    return evalError("custom_call @" + target +
                     " takes its attributes in mhlo.backend_config, not the "
                     "string backend_config \"" +
                     *attrs.backendConfig + "\"");
  if (isLuPivotsToPermutation(target))
    return finish(evalLuPivotsToPermutation(call));

  Evaluator evaluator = nullptr;
  int precision = -1;
  size_t main = 0;
  if (auto parsed = parseLapack(target)) {
    const Routine *routine = parsed->second;
    precision = parsed->first;
    evaluator = routine->byType[precision];
    if (!evaluator)
      return evalError("custom_call @" + target + ": LAPACK has no " +
                       Twine("sdcz"[precision]) + routine->name +
                       " (the routine is " +
                       (precision < 2 ? "complex" : "real") + "-only)");
    // The operand that carries the element type and the batch dimensions.
    main = StringRef(routine->name) == "gtsv"   ? 3
           : StringRef(routine->name) == "trsm" ? 1
                                                : 0;
  } else if (auto legacy = parseLegacy(target)) {
    if (operands.empty())
      return evalError("custom_call @" + target + " takes matrix operands");
    precision = legacy->first;
    evaluator = legacy->second->byType[precision];
    if (!evaluator)
      return evalError("custom_call @" + target + ": LAPACK has no " +
                       Twine("sdcz"[precision]) + legacy->second->name);
    main = call.operands.size() - 1;
    if (StringRef(legacy->second->name) == "orgqr" ||
        StringRef(legacy->second->name) == "ungqr" ||
        StringRef(legacy->second->name) == "trsm")
      main = call.operands.size() - 2;
  } else if (isGpuGtsv2(target)) {
    main = 3;
    if (operands.size() != 4)
      return evalError("custom_call @" + target +
                       " takes (dl, d, du, b), got " + Twine(operands.size()) +
                       " operands");
    precision = precisionOf(operands[main].getElementType());
    if (precision < 0)
      return evalError("custom_call @" + target +
                       " takes f32, f64, complex<f32> or complex<f64>, got " +
                       quoted(operands[main].getType()));
    evaluator = kGpuGtsv2.byType[precision];
  } else if (const Routine *routine = parseGpu(target)
                                          ? parseGpu(target)
                                          : parseTpu(target)) {
    if (operands.empty())
      return evalError("custom_call @" + target + " takes a matrix operand");
    precision = precisionOf(operands[0].getElementType());
    if (precision < 0)
      return evalError("custom_call @" + target +
                       " takes matrices of f32, f64, complex<f32> or "
                       "complex<f64>, got " +
                       quoted(operands[0].getType()));
    evaluator = routine->byType[precision];
  } else if (target.starts_with("lapack_")) {
    return evalError("custom_call @" + target +
                     ": not a LAPACK routine the interpreter knows (it runs "
                     "lapack_<s|d|c|z><routine>_ffi for " +
                     namesOf(kRoutines) + ")");
  } else {
    return evalError("custom_call @" + target +
                     ": not a GPU solver the interpreter knows (it runs "
                     "cusolver_<routine>_ffi and hipsolver_<routine>_ffi for " +
                     namesOf(kGpuRoutines) +
                     ", and cu_/hip_lu_pivots_to_permutation)");
  }
  if (operands.size() <= main)
    return evalError("custom_call @" + target + " takes at least " +
                     Twine(main + 1) + " operands, got " +
                     Twine(operands.size()));
  if (!hasPrecision(operands[main].getElementType(), precision))
    return evalError("custom_call @" + target + " takes " +
                     (precision == 0   ? "f32"
                      : precision == 1 ? "f64"
                      : precision == 2 ? "complex<f32>"
                                       : "complex<f64>") +
                     " matrices, got " + quoted(operands[main].getType()));
  if (attrs.numBatchDims &&
      *attrs.numBatchDims != operands[main].getRank() - 2)
    return evalError("custom_call @" + target + ": num_batch_dims = " +
                     Twine(*attrs.numBatchDims) + " does not fit " +
                     quoted(operands[main].getType()) + " (expected " +
                     Twine(operands[main].getRank() - 2) + ")");
  return finish(evaluator(call));
}

} // namespace shlo
} // namespace mlir
