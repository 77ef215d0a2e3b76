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

/// The contiguous row-major view of `tensor` (strides of its shape).
StridedView contiguousView(const Tensor &tensor);

/// Fills every element of `dst` with the rank-0 tensor `value`.
void fill(Tensor &dst, const Tensor &value);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_STRIDED_H
