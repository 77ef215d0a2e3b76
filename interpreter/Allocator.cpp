//===- Allocator.cpp - storage of runtime tensors -------------------------===//
//
// Where a Buffer's bytes come from and go back to: per-thread free lists of
// Buffer objects, the cache of freed large storage blocks, storage reserved
// ahead of an op, transparent huge pages for large blocks, and the
// out-of-memory report that ends the process naming the op being evaluated.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Tensor.h"
#include "interpreter/ScratchStorage.h"
#include "interpreter/StorageArena.h"

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <new>
#include <tuple>
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
/// The most bytes tensors have held at once in this process (never reset).
std::atomic<int64_t> highestLiveBytes{0};

void noteStorageTaken(size_t words) {
  int64_t live = liveStorageBytes.fetch_add(int64_t(words * 8),
                                            std::memory_order_relaxed) +
                 int64_t(words * 8);
  int64_t peak = peakStorageBytes.load(std::memory_order_relaxed);
  while (live > peak && !peakStorageBytes.compare_exchange_weak(
                            peak, live, std::memory_order_relaxed))
    ;
  int64_t highest = highestLiveBytes.load(std::memory_order_relaxed);
  while (live > highest && !highestLiveBytes.compare_exchange_weak(
                               highest, live, std::memory_order_relaxed))
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

/// Storage blocks of 64 KiB or more (kCachedBlockWords words) each get
/// their own mapping, in whole 4 KiB pages, and freed ones are kept for the
/// next allocation of the same size. A block of 2 MiB or more starts on a
/// 2 MiB boundary and is advised for transparent huge pages: its whole
/// 2 MiB spans take huge pages, its tail small ones. A fresh process
/// touches every page of its largest live set once, and a huge page costs
/// far fewer faults than 512 small ones (on the Zen guest of
/// docs/performance.md a 4 KiB fault cost about 14 us, a 2 MiB one about
/// 26 times that). Nothing is rounded up to whole huge pages, and blocks
/// are not cut from shared 2 MiB chunks: a huge page is resident whole, so
/// either way held up to 2 MiB more per block or chunk than tensors use
/// (ResNet-50's peak: two 3.06 MiB activations in 4 MiB each and two
/// chunks pinned by one 0.77 MiB block each, 12 MiB for 7.66 MiB of
/// tensors).
///
/// The cache: a block in it was freed by its tensor and goes to exactly one
/// new tensor (none is ever live twice). Bounded so that memory held stays
/// within the live-set bound: the bytes of live tensors plus the cache stay
/// within the most bytes tensors ever held at once (`highestLiveBytes`),
/// the oldest blocks leaving first, and at most kMaxCachedBlocks blocks.
///
/// Off under AddressSanitizer (malloc and free, so that a use after free is
/// still reported), and off the kernels that lack huge pages.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kCacheBlocks = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kCacheBlocks = false;
#elif defined(__linux__) && defined(MADV_HUGEPAGE)
constexpr bool kCacheBlocks = true;
#else
constexpr bool kCacheBlocks = false;
#endif
#elif defined(__linux__) && defined(MADV_HUGEPAGE)
constexpr bool kCacheBlocks = true;
#else
constexpr bool kCacheBlocks = false;
#endif
constexpr size_t kCachedBlockWords = (size_t(64) << 10) / sizeof(uint64_t);
constexpr size_t kMaxCachedBlocks = 64;
constexpr size_t kHugePageBytes = size_t(2) << 20;

/// A block's bytes as cut from an arena (whole cache lines).
size_t cutBytes(size_t words) { return (words * 8 + 63) & ~size_t(63); }
/// The bytes of a block's own mapping: whole 4 KiB pages.
size_t ownBytes(size_t words) { return (words * 8 + 4095) & ~size_t(4095); }

struct CachedBlock {
  uint64_t *block;
  size_t words;
};
/// A range [begin, end) of an arena whose blocks were freed: its pages
/// are still resident, and later blocks are cut from it.
struct FreeRange {
  uintptr_t begin, end;
};
/// One ScopedStorageArena's mapping (interpreter/StorageArena.h).
struct Arena {
  uintptr_t begin = 0;
  size_t bytes = 0;
  /// Bytes cut so far, from `begin` on.
  size_t used = 0;
  /// Blocks cut and not yet freed.
  int64_t blocks = 0;
  /// Whether its ScopedStorageArena is still alive (it may cut more).
  bool open = true;
  /// Freed room below `used`, by address, no two adjacent.
  std::vector<FreeRange> freeRanges;
};
struct StorageCache {
  std::mutex mutex;
  /// Oldest first.
  std::vector<CachedBlock> blocks;
  int64_t bytes = 0;
  /// Arenas with blocks alive or still open.
  std::vector<Arena *> arenas;
  /// Bytes of all arenas' free ranges.
  int64_t arenaFreeBytes = 0;
};
/// Never destroyed: tensors held by statics may be freed during exit.
StorageCache &storageCache() {
  static StorageCache *cache = new StorageCache;
  return *cache;
}

#if defined(__linux__)
/// `bytes` (a multiple of 4 KiB) of fresh memory, or null: from 2 MiB on,
/// aligned to kHugePageBytes and advised for huge pages.
void *mapFresh(size_t bytes) {
  if (bytes < kHugePageBytes) {
    void *mapped = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return mapped == MAP_FAILED ? nullptr : mapped;
  }
  size_t span = bytes + kHugePageBytes;
  void *mapped = mmap(nullptr, span, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED)
    return nullptr;
  uintptr_t start = reinterpret_cast<uintptr_t>(mapped);
  uintptr_t begin = (start + kHugePageBytes - 1) & ~uintptr_t(kHugePageBytes - 1);
  if (begin > start)
    munmap(mapped, begin - start);
  if (start + span > begin + bytes)
    munmap(reinterpret_cast<void *>(begin + bytes), start + span - begin - bytes);
  madvise(reinterpret_cast<void *>(begin), bytes, MADV_HUGEPAGE);
  return reinterpret_cast<void *>(begin);
}
void unmap(void *begin, size_t bytes) { munmap(begin, bytes); }
#else
void *mapFresh(size_t) { return nullptr; }
void unmap(void *, size_t) {}
#endif

/// The arena this thread's ScopedStorageArena cuts from, if any.
thread_local Arena *openArena = nullptr;

/// A block of `words` words (at least kCachedBlockWords) cut from `arena`,
/// cache mutex held; null when it has no room left.
uint64_t *cutFromArena(Arena &arena, size_t words) {
  size_t bytes = cutBytes(words);
  if (arena.bytes - arena.used < bytes)
    return nullptr;
  auto *block = reinterpret_cast<uint64_t *>(arena.begin + arena.used);
  arena.used += bytes;
  ++arena.blocks;
  return block;
}

/// Unmaps `arena` and forgets it once it is closed and its last block is
/// freed (cache mutex held).
void retireArena(StorageCache &cache, Arena *arena) {
  if (arena->open || arena->blocks > 0)
    return;
  for (const FreeRange &range : arena->freeRanges)
    cache.arenaFreeBytes -= int64_t(range.end - range.begin);
  unmap(reinterpret_cast<void *>(arena->begin), arena->bytes);
  cache.arenas.erase(
      std::remove(cache.arenas.begin(), cache.arenas.end(), arena),
      cache.arenas.end());
  delete arena;
}

/// Whether `block` was cut from an arena; if so, adds its room to the
/// arena's free ranges (its pages stay resident, for later blocks) and
/// retires the arena when that was its last block. Cache mutex held.
///
/// Giving the pages back at once (MADV_DONTNEED) cost more than the pages:
/// on this project's guest each such call, made while a pool worker is
/// alive, took about 1.3 ms (the TLB shootdown, and the guest's shadow page
/// tables refilled after it), and a BERT layer freeing its weights made
/// seven of them, 9 of its 24 ms over start-up (docs/performance.md). They
/// are given back only when fresh memory would otherwise take the process
/// over its live-set bound (releaseArenaRoom).
bool freeToArena(StorageCache &cache, uint64_t *block, size_t words) {
  auto address = reinterpret_cast<uintptr_t>(block);
  for (Arena *arena : cache.arenas) {
    if (address < arena->begin || address >= arena->begin + arena->used)
      continue;
    FreeRange freed{address, address + cutBytes(words)};
    std::vector<FreeRange> &ranges = arena->freeRanges;
    auto after = std::lower_bound(
        ranges.begin(), ranges.end(), freed.begin,
        [](const FreeRange &range, uintptr_t at) { return range.begin < at; });
    cache.arenaFreeBytes += int64_t(freed.end - freed.begin);
    bool joinsBefore = after != ranges.begin() && (after - 1)->end == freed.begin;
    bool joinsAfter = after != ranges.end() && after->begin == freed.end;
    if (joinsBefore && joinsAfter) {
      (after - 1)->end = after->end;
      ranges.erase(after);
    } else if (joinsBefore) {
      (after - 1)->end = freed.end;
    } else if (joinsAfter) {
      after->begin = freed.begin;
    } else {
      ranges.insert(after, freed);
    }
    --arena->blocks;
    retireArena(cache, arena);
    return true;
  }
  return false;
}

/// The arena free range that `better(size, chosenSize)` prefers over every
/// other (chosenSize 0 before any is chosen; ranges are never empty): its
/// arena (null when none is), index and size. Cache mutex held.
template <typename Better>
std::tuple<Arena *, size_t, size_t> pickFreeRange(StorageCache &cache,
                                                   Better better) {
  Arena *chosenArena = nullptr;
  size_t chosen = 0, chosenSize = 0;
  for (Arena *arena : cache.arenas)
    for (size_t i = 0; i < arena->freeRanges.size(); ++i) {
      size_t size = arena->freeRanges[i].end - arena->freeRanges[i].begin;
      if (better(size, chosenSize)) {
        chosenArena = arena;
        chosen = i;
        chosenSize = size;
      }
    }
  return {chosenArena, chosen, chosenSize};
}

/// A block of `words` words cut from the smallest arena free range it fits
/// in, or null (cache mutex held).
uint64_t *cutFromArenaRoom(StorageCache &cache, size_t words) {
  size_t bytes = cutBytes(words);
  if (cache.arenaFreeBytes < int64_t(bytes))
    return nullptr;
  auto [bestArena, best, bestSize] =
      pickFreeRange(cache, [&](size_t size, size_t chosen) {
        return size >= bytes && (chosen == 0 || size < chosen);
      });
  if (!bestArena)
    return nullptr;
  FreeRange &range = bestArena->freeRanges[best];
  auto *block = reinterpret_cast<uint64_t *>(range.begin);
  range.begin += bytes;
  if (range.begin == range.end)
    bestArena->freeRanges.erase(bestArena->freeRanges.begin() + int64_t(best));
  cache.arenaFreeBytes -= int64_t(bytes);
  ++bestArena->blocks;
  return block;
}

/// Gives the pages of arena free ranges back to the system, largest ranges
/// first, until at most `keepBytes` bytes of such ranges remain (cache mutex
/// held). A range given back leaves the free ranges: its addresses stay
/// the arena's, unused, until the arena is unmapped whole; its first and
/// last pages may hold a neighbour's bytes and stay.
void releaseArenaRoom(StorageCache &cache, int64_t keepBytes) {
  while (cache.arenaFreeBytes > keepBytes) {
    auto [largestArena, largest, largestSize] = pickFreeRange(
        cache, [](size_t size, size_t chosen) { return size > chosen; });
    if (!largestArena)
      return;
    FreeRange range = largestArena->freeRanges[largest];
    largestArena->freeRanges.erase(largestArena->freeRanges.begin() +
                                   int64_t(largest));
    cache.arenaFreeBytes -= int64_t(largestSize);
#if defined(__linux__)
    constexpr uintptr_t page = 4096;
    uintptr_t first = (range.begin + page - 1) & ~(page - 1);
    uintptr_t last = range.end & ~(page - 1);
    if (last > first)
      madvise(reinterpret_cast<void *>(first), last - first, MADV_DONTNEED);
#endif
  }
}

/// A new block of `words` words (at least kCachedBlockWords) in its own
/// mapping; null when the system has no memory.
uint64_t *cutBlock(size_t words) {
  return static_cast<uint64_t *>(mapFresh(ownBytes(words)));
}

/// Gives a block cut by cutBlock back.
void returnBlock(uint64_t *block, size_t words) {
  unmap(block, ownBytes(words));
}

/// Gives back blocks off the old end of `cache` (its mutex held) until it
/// holds at most `keepBytes` bytes and `keepBlocks` blocks.
void dropOldest(StorageCache &cache, int64_t keepBytes, size_t keepBlocks) {
  size_t drop = 0;
  while (drop < cache.blocks.size() &&
         (cache.bytes > keepBytes || cache.blocks.size() - drop > keepBlocks)) {
    returnBlock(cache.blocks[drop].block, cache.blocks[drop].words);
    cache.bytes -= int64_t(cache.blocks[drop].words * 8);
    ++drop;
  }
  cache.blocks.erase(cache.blocks.begin(), cache.blocks.begin() + drop);
}

/// Room the cache (or the arenas' free ranges) may fill beside the live
/// tensors and `extraBytes` more.
int64_t cacheRoom(int64_t extraBytes) {
  int64_t live = liveStorageBytes.load(std::memory_order_relaxed);
  int64_t highest = highestLiveBytes.load(std::memory_order_relaxed);
  return std::max<int64_t>(0, highest - live - extraBytes);
}

/// Storage of `words` words, or null: a cached block of that size, else a
/// new one, after making room in the cache. Small blocks come from malloc
/// (which, unlike `new`, neither throws nor calls the tool's new handler,
/// which ends the process).
uint64_t *allocateStorage(size_t words) {
  if (!kCacheBlocks || words < kCachedBlockWords) {
    auto *block =
        static_cast<uint64_t *>(std::malloc(words * sizeof(uint64_t)));
    if (block)
      adviseHugePages(block, words * 8);
    return block;
  }
  StorageCache &cache = storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  if (openArena)
    if (uint64_t *block = cutFromArena(*openArena, words))
      return block;
  for (size_t i = cache.blocks.size(); i-- > 0;)
    if (cache.blocks[i].words == words) {
      uint64_t *block = cache.blocks[i].block;
      cache.blocks.erase(cache.blocks.begin() + int64_t(i));
      cache.bytes -= int64_t(words * 8);
      return block;
    }
  if (uint64_t *block = cutFromArenaRoom(cache, words))
    return block;
  // Fresh memory: the cache, then the arenas' free ranges, make room for
  // it within the live-set bound (the free ranges, reusable by any size,
  // are kept first).
  int64_t bytes = int64_t(words * 8);
  dropOldest(cache, cacheRoom(bytes + cache.arenaFreeBytes), kMaxCachedBlocks);
  releaseArenaRoom(cache, cacheRoom(bytes + cache.bytes));
  if (uint64_t *block = cutBlock(words))
    return block;
  dropOldest(cache, 0, 0);
  releaseArenaRoom(cache, 0);
  return cutBlock(words);
}

/// Gives back `block` of `words` words: to the cache when it is large.
void freeStorage(uint64_t *block, size_t words) {
  if (!kCacheBlocks || words < kCachedBlockWords) {
    std::free(block);
    return;
  }
  if (!block)
    return;
  StorageCache &cache = storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  if (!cache.arenas.empty() && freeToArena(cache, block, words))
    return;
  cache.blocks.push_back({block, words});
  cache.bytes += int64_t(words * 8);
  dropOldest(cache, cacheRoom(cache.arenaFreeBytes), kMaxCachedBlocks);
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

ScopedStorageArena::ScopedStorageArena(size_t bytes) {
  using namespace detail;
  bytes = (bytes + 4095) & ~size_t(4095);
  if (!kCacheBlocks || bytes == 0 || openArena)
    return;
  // From 2 MiB on, the mapping starts on a huge page; its last, partial
  // 2 MiB takes small pages (the kernel puts a huge page only where all
  // 2 MiB are mapped).
  void *mapped = mapFresh(bytes);
  if (!mapped)
    return;
  auto *made = new Arena;
  made->begin = reinterpret_cast<uintptr_t>(mapped);
  made->bytes = bytes;
  StorageCache &cache = storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  cache.arenas.push_back(made);
  openArena = made;
  arena = made;
}

ScopedStorageArena::~ScopedStorageArena() {
  using namespace detail;
  if (!arena)
    return;
  auto *made = static_cast<Arena *>(arena);
  StorageCache &cache = storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  openArena = nullptr;
  made->open = false;
  // Pages past the last block were never touched; give the room back.
  uintptr_t end = (made->begin + made->used + 4095) & ~uintptr_t(4095);
  if (end < made->begin + made->bytes) {
    unmap(reinterpret_cast<void *>(end), made->begin + made->bytes - end);
    made->bytes = end - made->begin;
  }
  retireArena(cache, made);
}

size_t storageArenaBytes(llvm::ArrayRef<int64_t> tensorBytes) {
  size_t total = 0;
  for (int64_t bytes : tensorBytes) {
    size_t words = size_t(llvm::divideCeil(uint64_t(std::max<int64_t>(bytes, 0)), 8u));
    if (words >= detail::kCachedBlockWords)
      total += detail::cutBytes(words);
  }
  return total;
}

int64_t storageArenaRoomBytes() {
  detail::StorageCache &cache = detail::storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  return cache.arenaFreeBytes;
}

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
  while (numReservedBlocks > 0) {
    --numReservedBlocks;
    detail::freeStorage(reservedBlocks[numReservedBlocks].block,
                        reservedBlocks[numReservedBlocks].words);
  }
}

int64_t cachedTensorStorageBytes() {
  detail::StorageCache &cache = detail::storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  return cache.bytes;
}

uint64_t *allocateScratchStorage(size_t words) {
  uint64_t *block = detail::allocateStorage(std::max<size_t>(words, 1));
  if (!block)
    reportOutOfMemory(words * 8);
  return block;
}

void freeScratchStorage(uint64_t *block, size_t words) {
  detail::freeStorage(block, std::max<size_t>(words, 1));
}

void dropCachedTensorStorage() {
  detail::StorageCache &cache = detail::storageCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  detail::dropOldest(cache, 0, 0);
  detail::releaseArenaRoom(cache, 0);
}

TensorStorageUse tensorStorageUse() {
  return {detail::liveStorageBytes.load(std::memory_order_relaxed),
          detail::peakStorageBytes.load(std::memory_order_relaxed),
          detail::highestLiveBytes.load(std::memory_order_relaxed)};
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
  // Give back reserved and cached storage first, so that flushing has room.
  releaseTensorStorage();
  dropCachedTensorStorage();
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
