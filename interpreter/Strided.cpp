//===- Strided.cpp - strided copies between tensor storages --------------===//

#include "interpreter/Strided.h"

#include "interpreter/TypedStorage.h"

#include <algorithm>
#include <cstring>

namespace mlir {
namespace shlo {

namespace {
struct Bytes16 {
  uint64_t lo, hi;
};

/// Walks every index of `shape`, calling `body(srcPos, dstPos, n)` once per
/// run of the innermost dimension.
template <typename Body>
void forEachRow(const StridedView &from, const StridedView &to,
                ArrayRef<int64_t> shape, Body body) {
  int64_t rank = int64_t(shape.size());
  for (int64_t size : shape)
    if (size == 0)
      return;
  if (rank == 0) {
    body(from.offset, to.offset, int64_t(1), int64_t(0), int64_t(0));
    return;
  }
  SmallVector<int64_t, 6> index(rank, 0);
  int64_t srcPos = from.offset, dstPos = to.offset;
  int64_t inner = shape[rank - 1];
  int64_t srcInner = from.strides[rank - 1], dstInner = to.strides[rank - 1];
  while (true) {
    body(srcPos, dstPos, inner, srcInner, dstInner);
    int64_t d = rank - 2;
    for (; d >= 0; --d) {
      ++index[d];
      srcPos += from.strides[d];
      dstPos += to.strides[d];
      if (index[d] < shape[d])
        break;
      srcPos -= from.strides[d] * shape[d];
      dstPos -= to.strides[d] * shape[d];
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// The same copy with fewer dimensions: size-1 dimensions dropped, and a
/// dimension merged into the next inner one where both views step over
/// the pair as one run (so contiguous blocks become one long row).
void coalesce(StridedView &from, StridedView &to,
              SmallVector<int64_t, 6> &shape) {
  SmallVector<int64_t, 6> newShape, fromStrides, toStrides;
  for (int64_t d = int64_t(shape.size()) - 1; d >= 0; --d) {
    if (shape[d] == 1)
      continue;
    if (!newShape.empty() &&
        from.strides[d] == fromStrides.back() * newShape.back() &&
        to.strides[d] == toStrides.back() * newShape.back()) {
      newShape.back() *= shape[d];
      continue;
    }
    newShape.push_back(shape[d]);
    fromStrides.push_back(from.strides[d]);
    toStrides.push_back(to.strides[d]);
  }
  std::reverse(newShape.begin(), newShape.end());
  std::reverse(fromStrides.begin(), fromStrides.end());
  std::reverse(toStrides.begin(), toStrides.end());
  shape = std::move(newShape);
  from.strides = std::move(fromStrides);
  to.strides = std::move(toStrides);
}

template <typename T>
void copyTyped(const Tensor &src, StridedView from, Tensor &dst,
               StridedView to, ArrayRef<int64_t> originalShape) {
  const T *in = reinterpret_cast<const T *>(src.rawData());
  T *out = reinterpret_cast<T *>(dst.rawData());
  SmallVector<int64_t, 6> shape(originalShape.begin(), originalShape.end());
  coalesce(from, to, shape);
  forEachRow(from, to, shape,
             [&](int64_t s, int64_t d, int64_t n, int64_t ss, int64_t ds) {
               if (ss == 1 && ds == 1) {
                 std::memcpy(out + d, in + s, size_t(n) * sizeof(T));
                 return;
               }
               for (int64_t i = 0; i < n; ++i)
                 out[d + i * ds] = in[s + i * ss];
             });
}
} // namespace

void copyStrided(const Tensor &src, const StridedView &from, Tensor &dst,
                 const StridedView &to, ArrayRef<int64_t> shape) {
  if (!typedKernelsEnabled()) {
    forEachRow(from, to, shape,
               [&](int64_t s, int64_t d, int64_t n, int64_t ss, int64_t ds) {
                 for (int64_t i = 0; i < n; ++i)
                   dst.setLinear(d + i * ds, src.getLinear(s + i * ss));
               });
    return;
  }
  switch (getStorageBytes(src.getElementType())) {
  case 1:
    return copyTyped<uint8_t>(src, from, dst, to, shape);
  case 2:
    return copyTyped<uint16_t>(src, from, dst, to, shape);
  case 4:
    return copyTyped<uint32_t>(src, from, dst, to, shape);
  case 8:
    return copyTyped<uint64_t>(src, from, dst, to, shape);
  default:
    return copyTyped<Bytes16>(src, from, dst, to, shape);
  }
}

StridedView contiguousView(const Tensor &tensor) {
  StridedView view;
  view.strides.assign(tensor.getStrides().begin(), tensor.getStrides().end());
  return view;
}

void fill(Tensor &dst, const Tensor &value) {
  StridedView from;
  from.strides.assign(dst.getRank(), 0);
  copyStrided(value, from, dst, contiguousView(dst), dst.getShape());
}

} // namespace shlo
} // namespace mlir
