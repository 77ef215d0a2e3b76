//===- Tensor.cpp - runtime tensors over refcounted buffers --------------===//

#include "interpreter/Tensor.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "interpreter/FloatPrint.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <cstring>
#include <new>
#include <vector>

#include <unistd.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace mlir {
namespace shlo {

int64_t getStorageBytes(Type elementType) {
  // The common types first, without interface calls.
  if (auto intType = dyn_cast<IntegerType>(elementType))
    return int64_t(llvm::PowerOf2Ceil(llvm::divideCeil(intType.getWidth(), 8u)));
  if (isa<Float32Type>(elementType))
    return 4;
  if (isa<Float64Type>(elementType))
    return 8;
  if (isa<Float16Type, BFloat16Type>(elementType))
    return 2;
  if (auto quantized = dyn_cast<quant::QuantizedType>(elementType))
    return getStorageBytes(quantized.getStorageType());
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return 2 * getStorageBytes(complexType.getElementType());
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return int64_t(llvm::PowerOf2Ceil(llvm::divideCeil(bits, 8u)));
}

bool isSupportedElementType(Type elementType) {
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return complexType.getElementType().isF32() ||
           complexType.getElementType().isF64();
  if (auto intType = dyn_cast<IntegerType>(elementType))
    // 0-bit integers have no values (MLIR's printer crashes on them).
    return intType.getWidth() >= 1 && intType.getWidth() <= 64 &&
           !intType.isSigned();
  return isa<FloatType>(elementType) &&
         elementType.getIntOrFloatBitWidth() <= 64;
}

llvm::Error checkTensorType(ShapedType type, int64_t maxBytes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!isSupportedElementType(type.getElementType())) {
    os << "element type " << type.getElementType()
       << " is not a StableHLO element type";
    return llvm::createStringError(text);
  }
  if (!type.hasStaticShape()) {
    os << "tensor type " << type << " is not static";
    return llvm::createStringError(text);
  }
  int64_t bytes = getStorageBytes(type.getElementType());
  for (int64_t size : type.getShape()) {
    if (size != 0 && bytes > maxBytes / size) {
      os << "tensor type " << type << " needs more than the " << maxBytes
         << " bytes the interpreter allows for one tensor";
      return llvm::createStringError(text);
    }
    bytes *= size;
  }
  return llvm::Error::success();
}

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
  int64_t stride = 1;
  for (int64_t dim = int64_t(shape.size()) - 1; dim >= 0; --dim) {
    strides[dim] = stride;
    stride *= shape[dim];
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

//===----------------------------------------------------------------------===//
// Index iteration
//===----------------------------------------------------------------------===//

IndexIterator::IndexIterator(ArrayRef<int64_t> shape, bool atEnd)
    : shape(shape), index(shape.size(), 0), done(atEnd) {
  for (int64_t size : shape)
    if (size == 0)
      done = true;
}

IndexIterator &IndexIterator::operator++() {
  for (int64_t dim = int64_t(shape.size()) - 1; dim >= 0; --dim) {
    if (++index[dim] < shape[dim])
      return *this;
    index[dim] = 0;
  }
  done = true;
  return *this;
}

//===----------------------------------------------------------------------===//
// Raw element access
//===----------------------------------------------------------------------===//

namespace {
uint64_t readBits(const char *data, int64_t bytes) {
  switch (bytes) {
  case 1:
    return uint8_t(*data);
  case 2: {
    uint16_t v;
    std::memcpy(&v, data, 2);
    return v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, data, 4);
    return v;
  }
  default: {
    uint64_t v;
    std::memcpy(&v, data, 8);
    return v;
  }
  }
}

void writeBits(char *data, int64_t bytes, uint64_t value) {
  switch (bytes) {
  case 1:
    *data = char(uint8_t(value));
    return;
  case 2: {
    uint16_t v = uint16_t(value);
    std::memcpy(data, &v, 2);
    return;
  }
  case 4: {
    uint32_t v = uint32_t(value);
    std::memcpy(data, &v, 4);
    return;
  }
  default:
    std::memcpy(data, &value, 8);
    return;
  }
}

llvm::APFloat readFloat(FloatType type, const char *data) {
  unsigned width = type.getWidth();
  uint64_t bits = readBits(data, getStorageBytes(type));
  return llvm::APFloat(type.getFloatSemantics(), llvm::APInt(width, bits));
}
} // namespace

Element readElement(Type elementType, const char *data) {
  if (auto intType = dyn_cast<IntegerType>(elementType)) {
    unsigned width = intType.getWidth();
    uint64_t bits = readBits(data, getStorageBytes(elementType));
    return Element(elementType,
                   llvm::APInt(width, bits, false, /*implicitTrunc=*/true));
  }
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return Element(elementType, readFloat(floatType, data));
  auto complexType = cast<ComplexType>(elementType);
  auto partType = cast<FloatType>(complexType.getElementType());
  int64_t partBytes = getStorageBytes(partType);
  return Element(elementType, ComplexValue(readFloat(partType, data),
                                           readFloat(partType, data + partBytes)));
}

void writeElement(char *data, const Element &element) {
  Type type = element.getType();
  int64_t bytes = getStorageBytes(type);
  if (element.isBool()) {
    *data = element.getBool() ? 1 : 0;
    return;
  }
  if (element.isInteger()) {
    const llvm::APInt &value = element.getInteger();
    uint64_t bits = element.isUnsignedInteger()
                        ? value.getZExtValue()
                        : uint64_t(value.getSExtValue());
    writeBits(data, bytes, bits);
    return;
  }
  if (element.isFloat()) {
    writeBits(data, bytes, element.getFloat().bitcastToAPInt().getZExtValue());
    return;
  }
  int64_t partBytes = bytes / 2;
  writeBits(data, partBytes,
            element.getComplex().first.bitcastToAPInt().getZExtValue());
  writeBits(data + partBytes, partBytes,
            element.getComplex().second.bitcastToAPInt().getZExtValue());
}

//===----------------------------------------------------------------------===//
// Tensor
//===----------------------------------------------------------------------===//

Tensor::Tensor(ShapedType type) : Tensor(type, true) {}

Tensor::Tensor(ShapedType type, bool zeroed)
    : Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
          new detail::Buffer(type, zeroed))) {}

Tensor::Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer> storage)
    : buffer(std::move(storage)) {}

Tensor Tensor::uninitialized(ShapedType type) { return Tensor(type, false); }

Tensor Tensor::borrow(ShapedType type, const char *data) {
  return Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
      new detail::Buffer(type, data)));
}

void Tensor::detachBorrowed() {
  llvm::IntrusiveRefCntPtr<detail::Buffer> owned(
      new detail::Buffer(getType(), false));
  std::memcpy(owned->getData(), buffer->getData(), size_t(getSizeInBytes()));
  buffer = std::move(owned);
}

int64_t Tensor::linearize(ArrayRef<int64_t> index) const {
  int64_t position = 0;
  for (auto [i, stride] : llvm::zip(index, getStrides()))
    position += i * stride;
  return position;
}

Element Tensor::get(ArrayRef<int64_t> index) const {
  return getLinear(linearize(index));
}

void Tensor::set(ArrayRef<int64_t> index, const Element &element) {
  setLinear(linearize(index), element);
}

Element Tensor::getLinear(int64_t position) const {
  return readElement(getElementType(), rawData() + position * buffer->getElementBytes());
}

void Tensor::setLinear(int64_t position, const Element &element) {
  writeElement(rawData() + position * buffer->getElementBytes(), element);
}

Tensor Tensor::splat(ShapedType type, const Element &value) {
  Tensor result(type);
  int64_t numElements = result.getNumElements();
  int64_t elementBytes = result.buffer->getElementBytes();
  if (numElements == 0)
    return result;
  result.setLinear(0, value);
  for (int64_t i = 1; i < numElements; ++i)
    std::memcpy(result.rawData() + i * elementBytes, result.rawData(),
                elementBytes);
  return result;
}

Tensor Tensor::clone() const {
  Tensor result(getType());
  std::memcpy(result.rawData(), rawData(), getSizeInBytes());
  return result;
}

namespace {
/// Writes the `count` elements of a DenseElementsAttr's raw data whose
/// width `bits` is not a whole number of bytes, or is 1, into storage
/// slots of `slotBytes`. MLIR's raw layout: i1 packs eight elements to a
/// byte, least significant bit first (a splat is one byte, 0x00 or 0xFF);
/// any other width takes ceil(bits / 8) little-endian bytes per element (a
/// splat: one element), of which only the low `bits` count, as they do when
/// MLIR reads an APInt or APFloat from them. Integers are then sign- or
/// zero-extended and floats zero-extended, as writeElement stores them.
void unpackRawElements(ArrayRef<char> raw, bool splat, int64_t count,
                       unsigned bits, bool signExtend, int64_t slotBytes,
                       char *out) {
  if (count == 0)
    return;
  auto store = [&](int64_t i, uint64_t value) {
    if (signExtend)
      value = uint64_t(llvm::SignExtend64(value, bits));
    std::memcpy(out + i * slotBytes, &value, size_t(slotBytes));
  };
  const auto *bytes = reinterpret_cast<const unsigned char *>(raw.data());
  if (bits == 1) {
    if (splat) {
      std::memset(out, bytes[0] & 1, size_t(count));
      return;
    }
    for (int64_t i = 0; i < count; ++i)
      out[i] = char((bytes[i / 8] >> (i % 8)) & 1);
    return;
  }
  size_t rawBytes = llvm::divideCeil(bits, 8u);
  uint64_t mask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  auto load = [&](int64_t i) {
    uint64_t value = 0;
    std::memcpy(&value, bytes + size_t(i) * rawBytes, rawBytes);
    return value & mask;
  };
  if (splat) {
    store(0, load(0));
    for (int64_t i = 1; i < count; ++i)
      std::memcpy(out + i * slotBytes, out, size_t(slotBytes));
    return;
  }
  for (int64_t i = 0; i < count; ++i)
    store(i, load(i));
}
} // namespace

llvm::Expected<Tensor> Tensor::fromAttr(ElementsAttr attr) {
  auto type = cast<ShapedType>(attr.getType());
  if (!type.hasStaticShape())
    return llvm::createStringError("constant has a dynamic shape");
  auto dense = dyn_cast<DenseElementsAttr>(attr);
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    // A blob in the packed little-endian layout (what interpreter-translate
    // decodes large hex literals into) is the storage as it is.
    const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    Type elementType = type.getElementType();
    unsigned partBits = getBitWidth(elementType);
    if (auto complexType = dyn_cast<ComplexType>(elementType))
      partBits = complexType.getElementType().getIntOrFloatBitWidth();
    if (blob && !elementType.isInteger(1) &&
        (partBits == 8 || partBits == 16 || partBits == 32 ||
         partBits == 64) &&
        int64_t(blob->getData().size()) ==
            type.getNumElements() * getStorageBytes(elementType)) {
      ArrayRef<char> raw = blob->getData();
      if (raw.empty())
        return Tensor(type);
      if (reinterpret_cast<uintptr_t>(raw.data()) % alignof(uint64_t) == 0)
        return borrow(type, raw.data());
      Tensor result = uninitialized(type);
      std::memcpy(result.rawData(), raw.data(), raw.size());
      return result;
    }
  }
  if (!dense) {
    // Resource and other elements attributes: go through the generic
    // attribute interface.
    Tensor result(type);
    Type elementType = type.getElementType();
    if (isa<IntegerType>(elementType)) {
      auto values = attr.tryGetValues<llvm::APInt>();
      if (!values)
        return llvm::createStringError("cannot read the constant's values");
      int64_t i = 0;
      for (const llvm::APInt &v : *values)
        result.setLinear(i++, Element(elementType, v));
      return result;
    }
    if (isa<FloatType>(elementType)) {
      auto values = attr.tryGetValues<llvm::APFloat>();
      if (!values)
        return llvm::createStringError("cannot read the constant's values");
      int64_t i = 0;
      for (const llvm::APFloat &v : *values)
        result.setLinear(i++, Element(elementType, v));
      return result;
    }
    return llvm::createStringError("unsupported elements attribute");
  }
  Type elementType = type.getElementType();
  int64_t bytes = getStorageBytes(elementType);
  unsigned partBits = getBitWidth(elementType);
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    partBits = complexType.getElementType().getIntOrFloatBitWidth();
  bool rawLayoutMatches = !elementType.isInteger(1) &&
                          (partBits == 8 || partBits == 16 || partBits == 32 ||
                           partBits == 64);
  if (rawLayoutMatches) {
    ArrayRef<char> raw = dense.getRawData();
    // The attribute's bytes are the storage: borrow them (the attribute is
    // immutable and lives as long as the MLIRContext) instead of copying.
    if (!dense.isSplat() && !raw.empty() &&
        int64_t(raw.size()) == type.getNumElements() * bytes &&
        reinterpret_cast<uintptr_t>(raw.data()) % alignof(uint64_t) == 0)
      return Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
          new detail::Buffer(type, raw.data())));
    Tensor result = uninitialized(type);
    if (dense.isSplat()) {
      // One element, then doubling copies of what is already filled.
      int64_t total = result.getSizeInBytes();
      char *out = result.rawData();
      if (total != 0)
        std::memcpy(out, raw.data(), bytes);
      for (int64_t filled = bytes; filled < total; filled *= 2)
        std::memcpy(out + filled, out, size_t(std::min(filled, total - filled)));
    } else if (result.getSizeInBytes() != 0) {
      // An empty tensor has no buffer: memcpy must not see its null pointer.
      std::memcpy(result.rawData(), raw.data(), result.getSizeInBytes());
    }
    return result;
  }
  if (isa<IntegerType, FloatType>(elementType) && partBits <= 64) {
    Tensor result = uninitialized(type);
    bool signExtend = isa<IntegerType>(elementType) &&
                      !elementType.isUnsignedInteger() && partBits > 1;
    unpackRawElements(dense.getRawData(), dense.isSplat(),
                      type.getNumElements(), partBits, signExtend, bytes,
                      result.rawData());
    return result;
  }
  Tensor result(type);
  if (isa<IntegerType>(elementType)) {
    int64_t i = 0;
    for (const llvm::APInt &v : dense.getValues<llvm::APInt>())
      result.setLinear(i++, Element(elementType, v));
    return result;
  }
  if (isa<FloatType>(elementType)) {
    int64_t i = 0;
    for (const llvm::APFloat &v : dense.getValues<llvm::APFloat>())
      result.setLinear(i++, Element(elementType, v));
    return result;
  }
  int64_t i = 0;
  for (const std::complex<llvm::APFloat> &v :
       dense.getValues<std::complex<llvm::APFloat>>())
    result.setLinear(i++,
                     Element(elementType, ComplexValue(v.real(), v.imag())));
  return result;
}

DenseElementsAttr Tensor::toAttr() const {
  ShapedType type = getType();
  Type elementType = type.getElementType();
  auto tensorType = RankedTensorType::get(type.getShape(), elementType);
  int64_t numElements = getNumElements();
  if (isa<IntegerType>(elementType)) {
    llvm::SmallVector<llvm::APInt> values;
    values.reserve(numElements);
    for (int64_t i = 0; i < numElements; ++i)
      values.push_back(getLinear(i).getInteger());
    return DenseElementsAttr::get(tensorType, values);
  }
  if (isa<FloatType>(elementType)) {
    llvm::SmallVector<llvm::APFloat> values;
    values.reserve(numElements);
    for (int64_t i = 0; i < numElements; ++i)
      values.push_back(getLinear(i).getFloat());
    return DenseElementsAttr::get(tensorType, values);
  }
  llvm::SmallVector<std::complex<llvm::APFloat>> values;
  values.reserve(numElements);
  for (int64_t i = 0; i < numElements; ++i) {
    Element e = getLinear(i);
    values.emplace_back(e.getComplex().first, e.getComplex().second);
  }
  return DenseElementsAttr::get(tensorType, values);
}

namespace {
void printNested(llvm::raw_ostream &os, const Tensor &tensor, int64_t dim,
                 int64_t &position, unsigned indent) {
  ArrayRef<int64_t> shape = tensor.getShape();
  int64_t rank = int64_t(shape.size());
  os.indent(indent) << "[";
  if (dim == rank - 1) {
    Type elementType = tensor.getElementType();
    bool f32 = elementType.isF32(), f64 = elementType.isF64();
    for (int64_t i = 0; i < shape[dim]; ++i, ++position) {
      if (i)
        os << ", ";
      // f32 and f64 without an Element or an attribute (FloatPrint.h).
      if (f32 && printFloatLikeMlir(os, tensor.data<float>()[position],
                                    /*single=*/true))
        continue;
      if (f64 && printFloatLikeMlir(os, tensor.data<double>()[position],
                                    /*single=*/false))
        continue;
      tensor.getLinear(position).print(os);
    }
    os << "]";
    return;
  }
  if (shape[dim] == 0 || tensor.getNumElements() == 0) {
    // Still print the nesting of the leading non-empty dimensions.
    if (shape[dim] != 0) {
      os << "\n";
      for (int64_t i = 0; i < shape[dim]; ++i) {
        int64_t unused = 0;
        printNested(os, tensor, dim + 1, unused, indent + 2);
        os << (i + 1 < shape[dim] ? ",\n" : "\n");
      }
      os.indent(indent);
    }
    os << "]";
    return;
  }
  os << "\n";
  for (int64_t i = 0; i < shape[dim]; ++i) {
    printNested(os, tensor, dim + 1, position, indent + 2);
    os << (i + 1 < shape[dim] ? ",\n" : "\n");
  }
  os.indent(indent) << "]";
}
} // namespace

void Tensor::print(llvm::raw_ostream &os) const {
  os << getType() << " {";
  if (getRank() == 0) {
    getLinear(0).print(os);
    os << "}";
    return;
  }
  os << "\n";
  int64_t position = 0;
  printNested(os, *this, 0, position, 2);
  os << "\n}";
}

void Tensor::printDense(llvm::raw_ostream &os) const { os << toAttr(); }

} // namespace shlo
} // namespace mlir
