//===- Strided.cpp - strided copies between tensor storages --------------===//

#include "interpreter/Strided.h"

#include "interpreter/Parallel.h"
#include "interpreter/TypedStorage.h"

#include <algorithm>
#include <cstring>

namespace mlir {
namespace shlo {

namespace {
/// One 16-byte element (complex<f64>) as two words.
struct Words16 {
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

/// Copies `n` elements from `in` to `out` (which do not overlap) in 32-byte
/// blocks of vector moves. Not memcpy: glibc copies runs of 4 KiB and more
/// with `rep movsb`, which measured 3-5x slower than vector moves on this
/// machine's AMD EPYC for the row copies of concatenate (1024 rows of 4 KiB).
template <typename T>
void copyRun(T *__restrict out, const T *__restrict in, int64_t n) {
  char *to = reinterpret_cast<char *>(out);
  const char *from = reinterpret_cast<const char *>(in);
  size_t bytes = size_t(n) * sizeof(T), i = 0;
  for (; i + 32 <= bytes; i += 32) {
    uint64_t block[4];
    __builtin_memcpy(block, from + i, 32);
    __builtin_memcpy(to + i, block, 32);
  }
  if (i < bytes)
    std::memcpy(to + i, from + i, bytes - i);
}

/// Elements per chunk when a copy is split over threads: 256 KiB of f32, so
/// the wake-up of a worker is small next to the copy.
constexpr int64_t kCopyGrainElements = int64_t(1) << 16;

template <typename T>
void copyTyped(const Tensor &src, StridedView from, Tensor &dst,
               StridedView to, ArrayRef<int64_t> originalShape) {
  const T *in = reinterpret_cast<const T *>(src.rawData());
  T *out = reinterpret_cast<T *>(dst.rawData());
  SmallVector<int64_t, 6> shape(originalShape.begin(), originalShape.end());
  coalesce(from, to, shape);
  auto copyRows = [&](const StridedView &f, const StridedView &t,
                      ArrayRef<int64_t> part) {
    forEachRow(f, t, part,
               [&](int64_t s, int64_t d, int64_t n, int64_t ss, int64_t ds) {
                 if (ss == 1 && ds == 1)
                   return copyRun(out + d, in + s, n);
                 for (int64_t i = 0; i < n; ++i)
                   out[d + i * ds] = in[s + i * ss];
               });
  };
  if (shape.empty())
    return copyRows(from, to, shape);
  // Split the outermost dimension into fixed chunks: each element is
  // copied by exactly one chunk, so any thread count writes the same bytes.
  int64_t inner = 1;
  for (int64_t size : ArrayRef<int64_t>(shape).drop_front())
    inner *= size;
  int64_t grain = std::max<int64_t>(1, kCopyGrainElements / std::max<int64_t>(inner, 1));
  parallelFor(shape[0], grain, [&](int64_t begin, int64_t end) {
    StridedView f = from, t = to;
    f.offset += begin * from.strides[0];
    t.offset += begin * to.strides[0];
    SmallVector<int64_t, 6> part(shape);
    part[0] = end - begin;
    copyRows(f, t, part);
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
  dispatchStorageWidth<Words16>(getStorageBytes(src.getElementType()),
                                [&](auto tag) {
    copyTyped<typename decltype(tag)::type>(src, from, dst, to, shape);
  });
}

WindowCopy::WindowCopy(const Tensor &src, ArrayRef<int64_t> srcStrides,
                       Tensor &dst, ArrayRef<int64_t> dstStrides,
                       ArrayRef<int64_t> windowShape)
    : src(src), dst(dst), shape(windowShape.begin(), windowShape.end()) {
  from.strides.assign(srcStrides.begin(), srcStrides.end());
  to.strides.assign(dstStrides.begin(), dstStrides.end());
  if (!typedKernelsEnabled()) {
    copy = copyElements;
    return;
  }
  coalesce(from, to, shape);
  dispatchStorageWidth<Words16>(getStorageBytes(src.getElementType()),
                                [&](auto tag) {
    copy = copyAs<typename decltype(tag)::type>;
  });
}

void WindowCopy::operator()(int64_t srcOffset, int64_t dstOffset) const {
  copy(*this, srcOffset, dstOffset);
}

template <typename T>
void WindowCopy::copyAs(const WindowCopy &self, int64_t srcOffset,
                        int64_t dstOffset) {
  const T *in = reinterpret_cast<const T *>(self.src.rawData());
  T *out = reinterpret_cast<T *>(self.dst.rawData());
  // One contiguous run (a gathered row): no walk.
  if (self.shape.size() == 1 && self.from.strides[0] == 1 &&
      self.to.strides[0] == 1)
    return copyRun(out + dstOffset, in + srcOffset, self.shape[0]);
  StridedView from = self.from, to = self.to;
  from.offset = srcOffset;
  to.offset = dstOffset;
  forEachRow(from, to, self.shape,
             [&](int64_t s, int64_t d, int64_t n, int64_t ss, int64_t ds) {
               if (ss == 1 && ds == 1)
                 return copyRun(out + d, in + s, n);
               for (int64_t i = 0; i < n; ++i)
                 out[d + i * ds] = in[s + i * ss];
             });
}

void WindowCopy::copyElements(const WindowCopy &self, int64_t srcOffset,
                              int64_t dstOffset) {
  StridedView from = self.from, to = self.to;
  from.offset = srcOffset;
  to.offset = dstOffset;
  forEachRow(from, to, self.shape,
             [&](int64_t s, int64_t d, int64_t n, int64_t ss, int64_t ds) {
               for (int64_t i = 0; i < n; ++i)
                 self.dst.setLinear(d + i * ds, self.src.getLinear(s + i * ss));
             });
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
