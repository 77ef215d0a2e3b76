//===- NaiveProduct.h - k-order reference products for the tests -*- C++ -*-===//
//
// The loop the packed products are checked against, written once for every
// test file (they are compiled together in unity batches).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TESTS_UNIT_NAIVEPRODUCT_H
#define SHLO_TESTS_UNIT_NAIVEPRODUCT_H

#include <cmath>
#include <cstdint>
#include <vector>

namespace mlir {
namespace shlo {

/// result[b][i][j] of a dot_general whose operands are given by their
/// element offsets: lhs at lhsAt(b, i, kk), rhs at rhsAt(b, kk, j); the sum
/// in k order from zero, each step a product and a sum rounded in T, or
/// (fused) one std::fma. volatile keeps the compiler from contracting the
/// rounded form (the test target, baseline x86-64, has no FMA anyway).
template <typename T, typename LhsAt, typename RhsAt>
std::vector<T> naiveProduct(const T *lhs, const T *rhs, int64_t batches,
                            int64_t m, int64_t n, int64_t k, LhsAt lhsAt,
                            RhsAt rhsAt, bool fused = false) {
  std::vector<T> result;
  for (int64_t b = 0; b < batches; ++b)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        T acc = 0;
        for (int64_t kk = 0; kk < k; ++kk) {
          T x = lhs[lhsAt(b, i, kk)], y = rhs[rhsAt(b, kk, j)];
          if (fused) {
            acc = std::fma(x, y, acc);
          } else {
            volatile T product = x * y;
            acc = acc + product;
          }
        }
        result.push_back(acc);
      }
  return result;
}

/// naiveProduct of a row-major m x k lhs and a row-major k x n rhs.
template <typename T>
std::vector<T> rowMajorProduct(const T *lhs, const T *rhs, int64_t m,
                               int64_t k, int64_t n, bool fused = false) {
  return naiveProduct(
      lhs, rhs, 1, m, n, k,
      [k](int64_t, int64_t i, int64_t kk) { return i * k + kk; },
      [n](int64_t, int64_t kk, int64_t j) { return kk * n + j; }, fused);
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_TESTS_UNIT_NAIVEPRODUCT_H
