//===- Tensor.h - runtime tensors over refcounted buffers -------*- C++ -*-===//
//
// A Tensor is a handle to a refcounted Buffer: copies share the storage,
// `clone()` copies it. Elements are stored contiguously in major-to-minor
// order, one slot per element of 1, 2, 4, 8 or 16 bytes:
//   i1                 one byte, 0 or 1
//   iN / uiN, N <= 64  the smallest of 1/2/4/8 bytes holding N bits; signless
//                      values are sign-extended, unsigned ones zero-extended
//   floats             their bit pattern in 1/2/4/8 bytes (f4/f6 in a byte)
//   complex<f32/f64>   real part, then imaginary part
// so that hot evaluators can read the storage as a plain C++ array (see
// TypedStorage.h), while Element get/set stays the readable universal path.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_TENSOR_H
#define SHLO_INTERPRETER_TENSOR_H

#include "interpreter/Element.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class Operation;

namespace shlo {

/// A multi-dimensional index.
using Index = llvm::SmallVector<int64_t, 6>;

/// Number of bytes one element of `elementType` occupies in storage.
int64_t getStorageBytes(Type elementType);

/// Whether tensors of `elementType` can be stored: i1, integers up to 64
/// bits, the float types, complex of f32/f64.
bool isSupportedElementType(Type elementType);

/// An error unless `type` is static, has a supported element type and needs
/// at most `maxBytes` bytes, where an empty type counts its nonzero
/// dimensions (so that no index arithmetic over it overflows).
llvm::Error checkTensorType(ShapedType type, int64_t maxBytes);

/// Whether `elementBytes` times the product of the nonzero sizes of `shape`
/// (all >= 0) is at most `maxBytes`, computed without overflow: the size
/// rule of checkTensorType and of the evaluators' result checks.
bool withinTensorLimit(ArrayRef<int64_t> shape, int64_t elementBytes,
                       int64_t maxBytes);

//===----------------------------------------------------------------------===//
// Running out of memory
//===----------------------------------------------------------------------===//
// Tensor storage comes from a non-throwing allocation. The eval loop
// reserves the storage of an op's large results before the op runs
// (reserveTensorStorage), so that a failure there is a located runtime error
// of the op; a failure anywhere else cannot be recovered from and ends the
// process through reportOutOfMemory, after flushing the output.

/// Results this large or larger are reserved before their op runs.
constexpr int64_t kReservedTensorBytes = int64_t(1) << 20;

/// Allocates storage of `bytes` now, for the next tensor of that size this
/// thread makes; false when it cannot be had.
bool reserveTensorStorage(int64_t bytes);

/// Frees the storage this thread reserved and no tensor took.
void releaseTensorStorage();

/// Bytes of freed storage blocks (of 64 KiB or more) the allocator keeps
/// for the next tensors of the same sizes, so that their pages are not
/// mapped and zeroed again; bounded so that live tensors plus the cache
/// never hold more than the most live tensors held at once.
int64_t cachedTensorStorageBytes();

/// Frees every cached storage block.
void dropCachedTensorStorage();

/// Heap bytes held by tensors (their storage blocks; not the Buffer
/// objects, inline scalars, or constants that borrow their attribute's
/// bytes), now and at most since the last resetTensorStoragePeak. Counted
/// over all threads; what a run's memory bound is checked against.
struct TensorStorageUse {
  int64_t live = 0;
  int64_t peak = 0;
  /// The most bytes tensors have held at once in this process (not reset
  /// by resetTensorStoragePeak): the bound of the storage cache.
  int64_t highest = 0;
};
TensorStorageUse tensorStorageUse();
/// Starts a new peak at the bytes held now.
void resetTensorStoragePeak();

/// Names `op` (held by this thread) in reportOutOfMemory's message; null
/// for none.
void setEvaluatingOp(Operation *op);

/// The output reportOutOfMemory flushes before the process ends (one for
/// the process; null for none).
void setOutOfMemoryFlush(llvm::raw_ostream *output);

/// Flushes the output, prints `error: out of memory (cannot allocate N
/// bytes) in <op> at <location>` without allocating, removes the files
/// registered with llvm::sys::RemoveFileOnSignal (an unfinished output's
/// temporary file), and ends the process with exit code 1. `bytes` 0: the size is not known.
[[noreturn]] void reportOutOfMemory(size_t bytes);

namespace detail {
/// Refcounted storage: the tensor's type and its zero-initialised bytes.
/// The count is not atomic: Tensor handles are made, copied and dropped by
/// the evaluating thread only (the parallel loops of Parallel.h share raw
/// storage pointers, never Tensors), so a lock-prefixed update per copy
/// would buy nothing.
class Buffer : public llvm::RefCountedBase<Buffer> {
public:
  /// Allocates storage for `type`, which must have a static shape.
  explicit Buffer(ShapedType type, bool zeroed = true);
  /// Storage borrowed from an immutable source that outlives the buffer
  /// (a constant's attribute data, owned by the MLIRContext). It is never
  /// written: Tensor copies it before handing out a mutable pointer.
  Buffer(ShapedType type, const char *borrowed);
  /// Borrowed storage that lives as long as `owner` (which the buffer
  /// keeps alive).
  Buffer(ShapedType type, const char *borrowed,
         std::shared_ptr<const void> owner);
  Buffer(const Buffer &) = delete;
  static void *operator new(size_t size);
  static void operator delete(void *block, size_t size);
  Buffer &operator=(const Buffer &) = delete;

  ShapedType getType() const { return type; }
  /// The type's shape, element type, element count and element size, read
  /// off the (uniqued, immortal) type once.
  ArrayRef<int64_t> getShape() const { return shape; }
  Type getElementType() const { return elementType; }
  int64_t getNumElements() const { return numElements; }
  int64_t getElementBytes() const { return elementBytes; }
  /// Row-major strides, in elements.
  ArrayRef<int64_t> getStrides() const { return strides; }
  /// Mutable storage; only for buffers that are not borrowed.
  char *getData() { return reinterpret_cast<char *>(data); }
  bool isBorrowed() const { return borrowed; }
  const char *getData() const {
    return reinterpret_cast<const char *>(data);
  }
  int64_t getSizeInBytes() const { return sizeInBytes; }

private:
  void setType(ShapedType shapedType);

  ShapedType type;
  ArrayRef<int64_t> shape;
  Type elementType;
  int64_t numElements = 0, elementBytes = 0;
  llvm::SmallVector<int64_t, 4> strides;
  int64_t sizeInBytes;
  /// Heap storage for large tensors; up to 16 bytes live inline, so a
  /// scalar costs one allocation (the Buffer), not two.
  struct FreeStorage {
    /// The block's size in words (a large block may be kept for reuse;
    /// value-initialized to 0 for no block).
    size_t words;
    void operator()(uint64_t *block) const;
  };
  std::unique_ptr<uint64_t[], FreeStorage> storage;
  uint64_t inlineStorage[2] = {0, 0};
  uint64_t *data = inlineStorage;
  bool borrowed = false;
  /// What keeps borrowed storage alive, when the buffer must (its count is
  /// atomic, so handles on several threads may share it).
  std::shared_ptr<const void> owner;
};
} // namespace detail

/// Iterates over every index of a shape in major-to-minor order.
class IndexIterator {
public:
  IndexIterator(ArrayRef<int64_t> shape, bool atEnd);
  const Index &operator*() const { return index; }
  IndexIterator &operator++();
  bool operator==(const IndexIterator &other) const {
    return done == other.done && (done || index == other.index);
  }
  bool operator!=(const IndexIterator &other) const { return !(*this == other); }

private:
  llvm::SmallVector<int64_t, 6> shape;
  Index index;
  bool done;
};

/// The range of every index of a shape.
class IndexRange {
public:
  explicit IndexRange(ArrayRef<int64_t> shape) : shape(shape) {}
  IndexIterator begin() const { return IndexIterator(shape, false); }
  IndexIterator end() const { return IndexIterator(shape, true); }

private:
  llvm::SmallVector<int64_t, 6> shape;
};

/// A runtime tensor value.
class Tensor {
public:
  /// A null tensor.
  Tensor() = default;
  /// A zero-filled tensor of static type `type`.
  explicit Tensor(ShapedType type);
  /// A tensor of static type `type` whose storage is not zeroed, for
  /// evaluators that write every storage byte before anything reads it.
  static Tensor uninitialized(ShapedType type);
  /// A tensor of static type `type` over `data`, which is not copied: the
  /// caller keeps it alive and unchanged while the tensor or a copy of it
  /// lives (the Python module lends NumPy arrays this way). Writers get a
  /// copy first, as for constants (rawData()).
  static Tensor borrow(ShapedType type, const char *data);
  /// A tensor over `data` (of type `type`), not copied, that keeps `owner`
  /// alive; nothing may write the storage while `owner` lives (writers of
  /// the tensor get a copy first, as for borrow). How one thread's tensor
  /// reaches several threads without a copy each: each thread makes its own
  /// handle (Tensor's count is not atomic), `owner` holds the original.
  static Tensor borrow(ShapedType type, const char *data,
                       std::shared_ptr<const void> owner);

  /// A tensor with the contents of a dense or dense-resource attribute.
  static llvm::Expected<Tensor> fromAttr(ElementsAttr attr);
  /// A tensor of `type` whose every element is `value`.
  static Tensor splat(ShapedType type, const Element &value);

  explicit operator bool() const { return buffer != nullptr; }

  ShapedType getType() const { return buffer->getType(); }
  Type getElementType() const { return buffer->getElementType(); }
  ArrayRef<int64_t> getShape() const { return buffer->getShape(); }
  int64_t getRank() const { return int64_t(buffer->getShape().size()); }
  int64_t getNumElements() const {
    return buffer ? buffer->getNumElements() : 0;
  }
  /// Row-major strides, in elements.
  ArrayRef<int64_t> getStrides() const {
    return buffer ? buffer->getStrides() : ArrayRef<int64_t>();
  }

  /// The element at a multi-dimensional index.
  Element get(ArrayRef<int64_t> index) const;
  /// Stores `element` at a multi-dimensional index.
  void set(ArrayRef<int64_t> index, const Element &element);
  /// The element at a linear (row-major) position.
  Element getLinear(int64_t position) const;
  /// Stores `element` at a linear (row-major) position.
  void setLinear(int64_t position, const Element &element);

  /// The linear position of a multi-dimensional index.
  int64_t linearize(ArrayRef<int64_t> index) const;

  /// Every index of this tensor, major to minor.
  IndexRange indices() const { return IndexRange(getShape()); }

  /// The storage as a C++ array of T (see TypedStorage.h for which T).
  template <typename T> T *data() { return reinterpret_cast<T *>(rawData()); }
  template <typename T> const T *data() const {
    return reinterpret_cast<const T *>(rawData());
  }
  /// Mutable storage. A tensor whose storage is borrowed from a constant
  /// attribute first gets a copy of its own.
  char *rawData() {
    if (buffer->isBorrowed())
      detachBorrowed();
    return buffer->getData();
  }
  const char *rawData() const { return buffer->getData(); }
  int64_t getSizeInBytes() const { return buffer->getSizeInBytes(); }

  /// A deep copy.
  Tensor clone() const;
  /// The contents as a DenseElementsAttr.
  DenseElementsAttr toAttr() const;

  /// Prints `tensor<...> {...}` with nested brackets per dimension.
  void print(llvm::raw_ostream &os) const;
  /// Prints `dense<...> : tensor<...>`.
  void printDense(llvm::raw_ostream &os) const;

  /// Whether the storage is borrowed from an attribute (not yet copied).
  bool isBorrowed() const { return buffer && buffer->isBorrowed(); }
  /// Whether this tensor is the only holder of storage of its own (so that
  /// writing it in place changes no other value).
  bool isSoleOwner() const {
    return buffer && buffer->UseCount() == 1 && !buffer->isBorrowed();
  }

private:
  Tensor(ShapedType type, bool zeroed);
  /// A tensor over `buffer`, of the buffer's type.
  explicit Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer> buffer);
  /// Replaces borrowed storage by an owned copy.
  void detachBorrowed();

  /// Everything a tensor is lives in its buffer, so copying a Tensor
  /// copies one pointer.
  llvm::IntrusiveRefCntPtr<detail::Buffer> buffer;
};

/// Reads one element from raw storage.
Element readElement(Type elementType, const char *data);
/// Writes one element to raw storage.
void writeElement(char *data, const Element &element);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_TENSOR_H
