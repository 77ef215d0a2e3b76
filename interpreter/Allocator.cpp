//===- Allocator.cpp - storage of runtime tensors -------------------------===//
//
// Where a Buffer's bytes come from and go back to: per-thread free lists of
// Buffer objects, the one kept large block, storage reserved ahead of an op,
// transparent huge pages for large blocks, and the out-of-memory report
// that ends the process naming the op being evaluated.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Tensor.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <new>
#include <vector>

#include <unistd.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mlir {
namespace shlo {

namespace detail {
namespace {
/// Asks Linux to back a large fresh allocation with transparent huge pages
/// (as NumPy does for its arrays): first touching a 400 MB result then
/// costs 200 faults instead of 100,000. Must run before the memory is
/// touched.
void adviseHugePages(void *data, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr uintptr_t hugePage = uintptr_t(2) << 20;
  if (bytes < 2 * hugePage)
    return;
  uintptr_t begin = (reinterpret_cast<uintptr_t>(data) + hugePage - 1) &
                    ~(hugePage - 1);
  uintptr_t end = (reinterpret_cast<uintptr_t>(data) + bytes) & ~(hugePage - 1);
  if (end > begin)
    madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#endif
}

/// Freed Buffer objects kept for reuse by this thread: the eval loop creates
/// and drops one Buffer per scalar op, and a free list is much cheaper than
/// malloc/free. (A Buffer may be freed by another thread than the one that
/// made it; it then joins that thread's list.)
struct BufferFreeList {
  std::vector<void *> blocks;
  ~BufferFreeList();
};
thread_local BufferFreeList freeBuffers;
/// Set once this thread's list is destroyed (a Buffer dropped later, during
/// the thread's or the program's exit, goes straight back to the heap).
thread_local bool freeBuffersGone = false;
BufferFreeList::~BufferFreeList() {
  freeBuffersGone = true;
  for (void *block : blocks)
    ::operator delete(block);
}
// Under AddressSanitizer every Buffer goes back to the heap, so that a use
// after free is still reported.
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t maxFreeBuffers = 0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr size_t maxFreeBuffers = 0;
#else
constexpr size_t maxFreeBuffers = 256;
#endif
#else
constexpr size_t maxFreeBuffers = 256;
#endif
/// Bytes of storage blocks held by Buffers, and their peak.
std::atomic<int64_t> liveStorageBytes{0};
std::atomic<int64_t> peakStorageBytes{0};

void noteStorageTaken(size_t words) {
  int64_t live = liveStorageBytes.fetch_add(int64_t(words * 8),
                                            std::memory_order_relaxed) +
                 int64_t(words * 8);
  int64_t peak = peakStorageBytes.load(std::memory_order_relaxed);
  while (live > peak && !peakStorageBytes.compare_exchange_weak(
                            peak, live, std::memory_order_relaxed))
    ;
}

/// Storage reserved by reserveTensorStorage, not yet taken by a Buffer.
struct ReservedBlock {
  uint64_t *block = nullptr;
  size_t words = 0;
};
constexpr int kMaxReservedBlocks = 4;
thread_local ReservedBlock reservedBlocks[kMaxReservedBlocks];
thread_local int numReservedBlocks = 0;

/// The last freed block of at least kKeptBlockWords words, kept for the
/// next allocation of the same size. glibc serves blocks above its largest
/// mmap threshold (32 MiB) with a fresh mapping each time, whose pages the
/// kernel zeroes on first touch: an op repeated on 50 MB tensors spent a
/// third of its time in clear_page. One block at most is kept, and it is
/// freed by the next allocation of another size. Off under
/// AddressSanitizer, so that a use after free is still reported.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kKeepBlocks = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kKeepBlocks = false;
#else
constexpr bool kKeepBlocks = true;
#endif
#else
constexpr bool kKeepBlocks = true;
#endif
constexpr size_t kKeptBlockWords = (size_t(32) << 20) / sizeof(uint64_t);
std::mutex keptMutex;
uint64_t *keptBlock = nullptr;
size_t keptWords = 0;

/// Storage of `words` words, or null: the kept block when it has that
/// size, else malloc, which (unlike `new`) neither throws nor calls the
/// tool's new handler, which ends the process.
uint64_t *allocateStorage(size_t words) {
  if (kKeepBlocks && words >= kKeptBlockWords) {
    uint64_t *other = nullptr;
    {
      std::lock_guard<std::mutex> lock(keptMutex);
      if (keptBlock && keptWords == words) {
        uint64_t *block = keptBlock;
        keptBlock = nullptr;
        return block;
      }
      other = keptBlock;
      keptBlock = nullptr;
    }
    std::free(other);
  }
  return static_cast<uint64_t *>(std::malloc(words * sizeof(uint64_t)));
}

/// Frees the kept block, if any.
void dropKeptBlock() {
  uint64_t *block = nullptr;
  {
    std::lock_guard<std::mutex> lock(keptMutex);
    std::swap(block, keptBlock);
  }
  std::free(block);
}

/// Frees `block` of `words` words, or keeps it for reuse when it is large.
void freeStorage(uint64_t *block, size_t words) {
  if (kKeepBlocks && block && words >= kKeptBlockWords) {
    std::lock_guard<std::mutex> lock(keptMutex);
    std::swap(block, keptBlock);
    keptWords = words;
  }
  std::free(block);
}

/// Reserved storage of `words` words, or null.
uint64_t *takeReserved(size_t words) {
  for (int i = 0; i < numReservedBlocks; ++i)
    if (reservedBlocks[i].words == words) {
      uint64_t *block = reservedBlocks[i].block;
      reservedBlocks[i] = reservedBlocks[--numReservedBlocks];
      return block;
    }
  return nullptr;
}
} // namespace

void Buffer::FreeStorage::operator()(uint64_t *block) const {
  if (block)
    liveStorageBytes.fetch_sub(int64_t(words * 8), std::memory_order_relaxed);
  freeStorage(block, words);
}

void *Buffer::operator new(size_t size) {
  if (size == sizeof(Buffer) && !freeBuffersGone &&
      !freeBuffers.blocks.empty()) {
    void *block = freeBuffers.blocks.back();
    freeBuffers.blocks.pop_back();
    return block;
  }
  return ::operator new(size);
}

void Buffer::operator delete(void *block, size_t size) {
  if (size == sizeof(Buffer) && !freeBuffersGone &&
      freeBuffers.blocks.size() < maxFreeBuffers) {
    freeBuffers.blocks.push_back(block);
    return;
  }
  ::operator delete(block);
}

void Buffer::setType(ShapedType shapedType) {
  type = shapedType;
  // Runtime tensors are ranked tensors: read them without interface calls.
  if (auto ranked = dyn_cast<RankedTensorType>(shapedType)) {
    shape = ranked.getShape();
    elementType = ranked.getElementType();
  } else {
    shape = shapedType.getShape();
    elementType = shapedType.getElementType();
  }
  numElements = 1;
  for (int64_t size : shape)
    numElements *= size;
  elementBytes = getStorageBytes(elementType);
  sizeInBytes = numElements * elementBytes;
  strides.resize(shape.size());
  // An empty tensor may have other dimensions whose product overflows
  // int64 (tensor<0x2^62x2^62xf32> is a valid type); no element is ever
  // addressed then, and its strides saturate instead of overflowing.
  int64_t stride = 1;
  for (int64_t dim = int64_t(shape.size()) - 1; dim >= 0; --dim) {
    strides[dim] = stride;
    if (llvm::MulOverflow(stride, shape[dim], stride))
      stride = std::numeric_limits<int64_t>::max();
  }
}

Buffer::Buffer(ShapedType type, bool zeroed) {
  setType(type);
  size_t words = size_t(llvm::divideCeil(uint64_t(sizeInBytes), 8u));
  if (words > 2) {
    uint64_t *block = numReservedBlocks ? takeReserved(words) : nullptr;
    if (!block)
      block = allocateStorage(words);
    if (!block)
      reportOutOfMemory(words * 8);
    noteStorageTaken(words);
    storage = std::unique_ptr<uint64_t[], FreeStorage>(block, {words});
    data = storage.get();
    adviseHugePages(data, words * 8);
    if (zeroed)
      std::memset(data, 0, words * 8);
  }
}

Buffer::Buffer(ShapedType type, const char *external) : borrowed(true) {
  setType(type);
  data = const_cast<uint64_t *>(reinterpret_cast<const uint64_t *>(external));
}

Buffer::Buffer(ShapedType type, const char *external,
               std::shared_ptr<const void> keeper)
    : Buffer(type, external) {
  owner = std::move(keeper);
}
} // namespace detail

//===----------------------------------------------------------------------===//
// Running out of memory
//===----------------------------------------------------------------------===//

namespace {
thread_local Operation *evaluatingOp = nullptr;
std::atomic<llvm::raw_ostream *> outOfMemoryFlush{nullptr};

void writeText(const char *text, size_t size) {
  while (size > 0) {
    ssize_t written = ::write(STDERR_FILENO, text, size);
    if (written <= 0)
      return;
    text += written;
    size -= size_t(written);
  }
}
void writeText(llvm::StringRef text) { writeText(text.data(), text.size()); }
void writeNumber(uint64_t value) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = char('0' + value % 10);
    value /= 10;
  } while (value);
  char text[24];
  for (int i = 0; i < n; ++i)
    text[i] = digits[n - 1 - i];
  writeText(text, size_t(n));
}
} // namespace

bool reserveTensorStorage(int64_t bytes) {
  using detail::numReservedBlocks;
  using detail::reservedBlocks;
  size_t words = size_t(llvm::divideCeil(uint64_t(bytes), 8u));
  if (words <= 2 || numReservedBlocks == detail::kMaxReservedBlocks)
    return true;
  uint64_t *block = detail::allocateStorage(words);
  if (!block)
    return false;
  reservedBlocks[numReservedBlocks++] = {block, words};
  return true;
}

void releaseTensorStorage() {
  using detail::numReservedBlocks;
  using detail::reservedBlocks;
  while (numReservedBlocks > 0)
    std::free(reservedBlocks[--numReservedBlocks].block);
}

TensorStorageUse tensorStorageUse() {
  return {detail::liveStorageBytes.load(std::memory_order_relaxed),
          detail::peakStorageBytes.load(std::memory_order_relaxed)};
}

void resetTensorStoragePeak() {
  detail::peakStorageBytes.store(
      detail::liveStorageBytes.load(std::memory_order_relaxed),
      std::memory_order_relaxed);
}

void setEvaluatingOp(Operation *op) { evaluatingOp = op; }

void setOutOfMemoryFlush(llvm::raw_ostream *output) {
  outOfMemoryFlush = output;
}

void reportOutOfMemory(size_t bytes) {
  // Give back reserved and kept storage first, so that flushing has room.
  releaseTensorStorage();
  detail::dropKeptBlock();
  if (llvm::raw_ostream *output = outOfMemoryFlush.exchange(nullptr))
    output->flush();
  writeText("error: out of memory");
  if (bytes) {
    writeText(" (cannot allocate ");
    writeNumber(bytes);
    writeText(" bytes for a tensor)");
  }
  if (Operation *op = evaluatingOp) {
    writeText(" in ");
    writeText(op->getName().getStringRef());
    if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc())) {
      writeText(" at ");
      writeText(loc.getFilename().strref());
      writeText(":");
      writeNumber(loc.getLine());
      writeText(":");
      writeNumber(loc.getColumn());
    }
  }
  writeText("\n");
  // Files registered for removal on a signal (an unfinished `-o` output's
  // temporary file, tools/common/OutputFile.h) go too: the run failed.
  llvm::sys::RunInterruptHandlers();
  _exit(1);
}

} // namespace shlo
} // namespace mlir
