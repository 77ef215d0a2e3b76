//===- Strided.h - strided copies between tensor storages -------*- C++ -*-===//
//
// Shape and indexing ops move elements without computing on them. They
// describe the elements they read and write as strided views (an offset plus
// one stride per dimension, in elements) and copy between views with a loop
// specialised on the element's byte size, or, with typed kernels off, through
// Element get/set. Both paths are exercised by the unit tests.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_STRIDED_H
#define SHLO_INTERPRETER_STRIDED_H

#include "interpreter/Tensor.h"

namespace mlir {
namespace shlo {

/// Elements at `offset + sum(index[d] * strides[d])` for index in a shape.
struct StridedView {
  int64_t offset = 0;
  SmallVector<int64_t, 6> strides;
};

/// Copies the elements of shape `shape` from `src` viewed through `from` to
/// `dst` viewed through `to`. Both tensors have the same element type.
void copyStrided(const Tensor &src, const StridedView &from, Tensor &dst,
                 const StridedView &to, ArrayRef<int64_t> shape);

/// One strided window copy prepared once and run at many offsets (gather
/// copies one window per batch index): the dimensions are coalesced and
/// the element size picked once, not per window.
class WindowCopy {
public:
  /// Windows of `shape` read from `src` with `srcStrides` and written to
  /// `dst` with `dstStrides` (same element type). The tensors must outlive
  /// the copier.
  WindowCopy(const Tensor &src, ArrayRef<int64_t> srcStrides, Tensor &dst,
             ArrayRef<int64_t> dstStrides, ArrayRef<int64_t> shape);

  /// Copies the window at `srcOffset` of the source to `dstOffset` of the
  /// destination. Windows written by concurrent calls must not overlap.
  void operator()(int64_t srcOffset, int64_t dstOffset) const;

private:
  const Tensor &src;
  Tensor &dst;
  StridedView from, to;
  SmallVector<int64_t, 6> shape;
  void (*copy)(const WindowCopy &, int64_t, int64_t);

  template <typename T>
  static void copyAs(const WindowCopy &self, int64_t srcOffset,
                     int64_t dstOffset);
  static void copyElements(const WindowCopy &self, int64_t srcOffset,
                           int64_t dstOffset);
};

/// The contiguous row-major view of `tensor` (strides of its shape).
StridedView contiguousView(const Tensor &tensor);

/// Calls `fn(offset)` for every index of `shape` in row-major order, where
/// offset = base + sum(index[d] * strides[d]).
template <typename Fn>
void forEachOffset(ArrayRef<int64_t> shape, ArrayRef<int64_t> strides,
                   int64_t base, Fn fn) {
  int64_t rank = int64_t(shape.size());
  for (int64_t size : shape)
    if (size == 0)
      return;
  if (rank == 0) {
    fn(base);
    return;
  }
  SmallVector<int64_t, 6> index(rank, 0);
  int64_t offset = base;
  int64_t inner = shape[rank - 1], innerStride = strides[rank - 1];
  while (true) {
    for (int64_t i = 0; i < inner; ++i)
      fn(offset + i * innerStride);
    int64_t d = rank - 2;
    for (; d >= 0; --d) {
      ++index[d];
      offset += strides[d];
      if (index[d] < shape[d])
        break;
      offset -= strides[d] * shape[d];
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// Fills every element of `dst` with the rank-0 tensor `value`.
void fill(Tensor &dst, const Tensor &value);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_STRIDED_H
