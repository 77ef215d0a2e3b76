//===- BlockedSum.h - the fixed order of long float sums and products -*- C++
//-*-===//
//
// reduce with a float add or multiply body combines the n elements that
// fall into one result element (row-major order of the reduced dimensions)
// in this order, written once here for any value type and combine function,
// so that the typed path (storage values, the typed kernel) and the Element
// path (Element, its operators) apply it alike:
//
// - n <= kInOrderMax: from the init value, x[0], x[1], ... in order.
// - otherwise the elements are cut into blocks of kBlock consecutive
//   elements (the last one may be shorter). In a block of m elements, lane
//   k < min(m, kLanes) starts at x[k] and combines x[k + kLanes],
//   x[k + 2 kLanes], ... in order; then the lanes combine by halving:
//   lane[k] = lane[k] (+) lane[k + h] for h = 8, 4, 2, 1 (a missing lane
//   leaves lane[k] as it is). The block results w[0..b) then combine in
//   adjacent pairs, w[i] = w[2i] (+) w[2i + 1], an odd last one moving up
//   unchanged, until one is left; the result is init (+) that one.
//
// The order depends on n only: not on the thread count, the vector width
// or the path. docs/design.md ("Choices") states it and its accuracy.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_BLOCKEDSUM_H
#define SHLO_INTERPRETER_BLOCKEDSUM_H

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cstdint>
#include <type_traits>

namespace mlir {
namespace shlo {
namespace blocked {

/// Up to this many elements per result are combined in order.
constexpr int64_t kInOrderMax = 256;
/// Elements per block.
constexpr int64_t kBlock = 256;
/// Independent lanes in a block.
constexpr int64_t kLanes = 16;

/// Whether a reduction of n elements per result takes the blocked order.
inline bool usesBlockedOrder(int64_t n) { return n > kInOrderMax; }

/// The value of one block x[0, m), 1 <= m <= kBlock.
template <typename V, typename Op> V blockValue(const V *x, int64_t m, Op op) {
  if constexpr (std::is_trivially_copyable_v<V>) {
    if (m == kBlock) {
      // The full block of a plain value type, with the trip counts fixed so
      // that the compiler keeps the lanes in vector registers; the same
      // arithmetic as below.
      V lane[kLanes];
      for (int64_t k = 0; k < kLanes; ++k)
        lane[k] = x[k];
      for (int64_t i = kLanes; i < kBlock; i += kLanes)
        for (int64_t k = 0; k < kLanes; ++k)
          lane[k] = op(lane[k], x[i + k]);
      for (int64_t h = kLanes / 2; h >= 1; h /= 2)
        for (int64_t k = 0; k < h; ++k)
          lane[k] = op(lane[k], lane[k + h]);
      return lane[0];
    }
  }
  int64_t present = std::min(m, kLanes);
  llvm::SmallVector<V, kLanes> lane(x, x + present);
  for (int64_t i = kLanes; i < m; ++i)
    lane[i % kLanes] = op(lane[i % kLanes], x[i]);
  for (int64_t h = kLanes / 2; h >= 1; h /= 2) {
    for (int64_t k = 0; k < h && k + h < present; ++k)
      lane[k] = op(lane[k], lane[k + h]);
    present = std::min(present, h);
  }
  return lane[0];
}

/// Combines w[0, count), count >= 1, in adjacent pairs until one is left
/// (w is overwritten).
template <typename V, typename Op> V pairwise(V *w, int64_t count, Op op) {
  while (count > 1) {
    int64_t half = count / 2;
    for (int64_t i = 0; i < half; ++i)
      w[i] = op(w[2 * i], w[2 * i + 1]);
    if (count % 2)
      w[half] = w[count - 1];
    count = half + count % 2;
  }
  return w[0];
}

/// init combined with x[0, n) in the order above.
template <typename V, typename Op>
V combineSequence(V init, const V *x, int64_t n, Op op) {
  if (!usesBlockedOrder(n)) {
    for (int64_t i = 0; i < n; ++i)
      init = op(init, x[i]);
    return init;
  }
  llvm::SmallVector<V, 16> w;
  w.reserve(size_t((n + kBlock - 1) / kBlock));
  for (int64_t i = 0; i < n; i += kBlock)
    w.push_back(blockValue(x + i, std::min(kBlock, n - i), op));
  return op(init, pairwise(w.data(), int64_t(w.size()), op));
}

/// The same order for `width` sequences side by side: sequence c has the
/// elements in[rowOffset[j] + c], j < n, n > kInOrderMax, and is combined
/// into out[c]. The same operations as combineSequence on each sequence,
/// run over columns of up to kColumnTile sequences so that the lanes of a
/// block are arrays the compiler vectorises.
constexpr int64_t kColumnTile = 256;
template <typename V, typename Op>
void combineColumns(V *out, const V *in, const int64_t *rowOffset, int64_t n,
                    int64_t width, Op op) {
  int64_t blocks = (n + kBlock - 1) / kBlock;
  llvm::SmallVector<V, 0> lanes(size_t(kLanes * kColumnTile)),
      values(size_t(blocks * kColumnTile));
  for (int64_t c0 = 0; c0 < width; c0 += kColumnTile) {
    int64_t w = std::min(kColumnTile, width - c0);
    for (int64_t b = 0; b < blocks; ++b) {
      int64_t m = std::min(kBlock, n - b * kBlock);
      for (int64_t j = 0; j < m; ++j) {
        const V *row = in + rowOffset[b * kBlock + j] + c0;
        V *lane = lanes.data() + (j % kLanes) * kColumnTile;
        if (j < kLanes)
          for (int64_t c = 0; c < w; ++c)
            lane[c] = row[c];
        else
          for (int64_t c = 0; c < w; ++c)
            lane[c] = op(lane[c], row[c]);
      }
      int64_t present = std::min(m, kLanes);
      for (int64_t h = kLanes / 2; h >= 1; h /= 2) {
        for (int64_t k = 0; k < h && k + h < present; ++k) {
          V *to = lanes.data() + k * kColumnTile;
          const V *from = lanes.data() + (k + h) * kColumnTile;
          for (int64_t c = 0; c < w; ++c)
            to[c] = op(to[c], from[c]);
        }
        present = std::min(present, h);
      }
      std::copy(lanes.data(), lanes.data() + w,
                values.data() + b * kColumnTile);
    }
    // Adjacent pairs, as pairwise() does on each column.
    int64_t count = blocks;
    while (count > 1) {
      int64_t half = count / 2;
      for (int64_t i = 0; i < half; ++i) {
        V *to = values.data() + i * kColumnTile;
        const V *a = values.data() + 2 * i * kColumnTile;
        const V *b = values.data() + (2 * i + 1) * kColumnTile;
        for (int64_t c = 0; c < w; ++c)
          to[c] = op(a[c], b[c]);
      }
      if (count % 2)
        std::copy(values.data() + (count - 1) * kColumnTile,
                  values.data() + (count - 1) * kColumnTile + w,
                  values.data() + half * kColumnTile);
      count = half + count % 2;
    }
    for (int64_t c = 0; c < w; ++c)
      out[c0 + c] = op(out[c0 + c], values[c]);
  }
}

} // namespace blocked
} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_BLOCKEDSUM_H
