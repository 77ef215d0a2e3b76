//===- Npy.cpp - .npy and .npz files as tensors ---------------------------===//

#include "npy/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace mlir {
namespace shlo {

namespace {
llvm::Error fail(llvm::StringRef name, const llvm::Twine &why) {
  return llvm::createStringError((name + ": " + why).str());
}

uint64_t readLE(llvm::StringRef bytes, size_t at, int width) {
  uint64_t value = 0;
  for (int i = width - 1; i >= 0; --i)
    value = (value << 8) | uint8_t(bytes[at + i]);
  return value;
}

/// Whether `length` bytes from `at` lie within `size` bytes (no overflow
/// for any 64-bit `at` or `length`).
bool within(uint64_t at, uint64_t length, uint64_t size) {
  return at <= size && length <= size - at;
}

/// The offset just past the one `key` of NumPy's header dict (quoted with
/// ' or "), or an error when it is missing or given twice: NumPy reads a
/// header as a Python dict literal, where a repeated key means its last
/// value, so a header that names a key twice is refused rather than read
/// another way.
llvm::Expected<size_t> findHeaderKey(llvm::StringRef header,
                                     llvm::StringRef key,
                                     llvm::StringRef name) {
  size_t found = llvm::StringRef::npos;
  int count = 0;
  for (char quote : {'\'', '"'}) {
    std::string quoted = (llvm::Twine(quote) + key + llvm::Twine(quote)).str();
    for (size_t at = header.find(quoted); at != llvm::StringRef::npos;
         at = header.find(quoted, at + 1)) {
      ++count;
      found = at + quoted.size();
    }
  }
  if (count == 0)
    return fail(name, "the .npy header has no '" + key + "'");
  if (count > 1)
    return fail(name, "the .npy header names '" + key + "' " +
                          llvm::Twine(count) + " times");
  return found;
}

/// The quoted string after `key` in NumPy's header dict, or an error.
llvm::Expected<std::string> headerString(llvm::StringRef header,
                                         llvm::StringRef key,
                                         llvm::StringRef name) {
  llvm::Expected<size_t> at = findHeaderKey(header, key, name);
  if (!at)
    return at.takeError();
  llvm::StringRef rest = header.drop_front(*at).ltrim();
  if (!rest.consume_front(":"))
    return fail(name, "malformed .npy header");
  rest = rest.ltrim();
  if (rest.starts_with("["))
    return fail(name, "structured dtypes are not supported");
  if (rest.empty() || (rest[0] != '\'' && rest[0] != '"'))
    return fail(name, "malformed .npy header");
  char quote = rest[0];
  size_t end = rest.find(quote, 1);
  if (end == llvm::StringRef::npos)
    return fail(name, "malformed .npy header");
  return rest.slice(1, end).str();
}

/// ArrayDtype of a .npy descr like '<f4', '|b1', '|O', '<U5'.
llvm::Expected<ArrayDtype> parseDescr(llvm::StringRef descr,
                                      llvm::StringRef name) {
  llvm::StringRef rest = descr;
  char order = '|';
  if (!rest.empty() && llvm::StringRef("<>|=").contains(rest[0])) {
    order = rest[0];
    rest = rest.drop_front();
  }
  if (rest.empty())
    return fail(name, "malformed dtype '" + descr + "'");
  char kind = rest[0];
  int64_t itemsize = 0;
  // NumPy's item sizes are small; a huge one would overflow the byte and
  // bit counts made from it.
  if (rest.size() > 1 && (rest.drop_front().getAsInteger(10, itemsize) ||
                          itemsize < 0 || itemsize > (int64_t(1) << 20)))
    return fail(name, "unsupported dtype '" + descr + "'");
  if (kind == 'U')
    itemsize *= 4;
  if (order == '>' && itemsize > 1 && llvm::StringRef("biufc").contains(kind))
    return fail(name, "big-endian arrays ('" + descr +
                          "') are not supported; save "
                          "arr.astype(arr.dtype.newbyteorder('<'))");
  if (llvm::StringRef("biufc").contains(kind))
    return makeArrayDtype(kind, itemsize);
  ArrayDtype dtype;
  dtype.kind = kind;
  dtype.itemsize = itemsize;
  dtype.name = descr.str();
  if (kind == 'O')
    dtype.name = "object";
  return dtype;
}

llvm::Expected<SmallVector<int64_t>> parseShape(llvm::StringRef header,
                                                llvm::StringRef name) {
  llvm::Expected<size_t> at = findHeaderKey(header, "shape", name);
  if (!at)
    return at.takeError();
  llvm::StringRef rest = header.drop_front(*at).ltrim();
  if (!rest.consume_front(":"))
    return fail(name, "malformed .npy header");
  rest = rest.ltrim();
  if (!rest.consume_front("("))
    return fail(name, "malformed shape in the .npy header");
  size_t close = rest.find(')');
  if (close == llvm::StringRef::npos)
    return fail(name, "malformed shape in the .npy header");
  SmallVector<int64_t> shape;
  SmallVector<llvm::StringRef> parts;
  rest.take_front(close).split(parts, ',');
  for (llvm::StringRef part : parts) {
    part = part.trim();
    if (part.empty())
      continue;
    part.consume_back("L");
    int64_t size;
    if (part.getAsInteger(10, size) || size < 0)
      return fail(name, "malformed shape in the .npy header");
    shape.push_back(size);
  }
  return shape;
}

} // namespace

llvm::Expected<std::vector<NpyArray>>
parseNpz(std::shared_ptr<llvm::MemoryBuffer> buffer, llvm::StringRef name) {
  llvm::StringRef bytes = buffer->getBuffer();
  size_t size = bytes.size();
  if (size < 22)
    return fail(name, "not a .npz (zip) archive");
  size_t eocd = llvm::StringRef::npos;
  for (size_t at = size - 22 + 1, stop = size > 22 + 65535 ? size - 22 - 65535 : 0;
       at-- > stop;) {
    if (readLE(bytes, at, 4) == 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd == llvm::StringRef::npos)
    return fail(name, "not a .npz (zip) archive: no end of central directory");
  uint64_t entries = readLE(bytes, eocd + 10, 2);
  uint64_t cdOffset = readLE(bytes, eocd + 16, 4);
  if ((entries == 0xFFFF || cdOffset == 0xFFFFFFFF) && eocd >= 20 &&
      readLE(bytes, eocd - 20, 4) == 0x07064b50) {
    uint64_t zip64 = readLE(bytes, eocd - 20 + 8, 8);
    if (!within(zip64, 56, size) || readLE(bytes, zip64, 4) != 0x06064b50)
      return fail(name, "corrupt zip64 end of central directory");
    entries = readLE(bytes, zip64 + 32, 8);
    cdOffset = readLE(bytes, zip64 + 48, 8);
  }
  std::vector<NpyArray> arrays;
  uint64_t at = cdOffset;
  for (uint64_t e = 0; e < entries; ++e) {
    if (!within(at, 46, size) || readLE(bytes, at, 4) != 0x02014b50)
      return fail(name, "corrupt zip central directory");
    uint64_t method = readLE(bytes, at + 10, 2);
    uint64_t compressed = readLE(bytes, at + 20, 4);
    uint64_t uncompressed = readLE(bytes, at + 24, 4);
    uint64_t nameLen = readLE(bytes, at + 28, 2);
    uint64_t extraLen = readLE(bytes, at + 30, 2);
    uint64_t commentLen = readLE(bytes, at + 32, 2);
    uint64_t local = readLE(bytes, at + 42, 4);
    if (!within(at, 46 + nameLen + extraLen + commentLen, size))
      return fail(name, "corrupt zip central directory");
    std::string member = bytes.substr(at + 46, nameLen).str();
    // Zip64 sizes and offsets, in this order, for the fields set to ~0.
    llvm::StringRef extra = bytes.substr(at + 46 + nameLen, extraLen);
    for (size_t x = 0; x + 4 <= extra.size();) {
      uint64_t id = readLE(extra, x, 2), len = readLE(extra, x + 2, 2);
      if (x + 4 + len > extra.size())
        break;
      if (id == 1) {
        size_t f = x + 4;
        for (uint64_t *field : {&uncompressed, &compressed, &local})
          if (*field == 0xFFFFFFFF && f + 8 <= x + 4 + len) {
            *field = readLE(extra, f, 8);
            f += 8;
          }
      }
      x += 4 + len;
    }
    std::string memberName = (name + ":" + member).str();
    if (method != 0)
      return fail(memberName, "compressed .npz members (np.savez_compressed) "
                              "are not supported; save with np.savez");
    if (!within(local, 30, size) || readLE(bytes, local, 4) != 0x04034b50)
      return fail(memberName, "corrupt zip local header");
    // local <= size - 30: the sum below cannot wrap.
    uint64_t data = local + 30 + readLE(bytes, local + 26, 2) +
                    readLE(bytes, local + 28, 2);
    if (!within(data, compressed, size))
      return fail(memberName, "truncated .npz member");
    llvm::Expected<NpyArray> array =
        parseNpy(bytes.substr(data, compressed), memberName);
    if (!array)
      return array.takeError();
    array->owner = buffer;
    arrays.push_back(std::move(*array));
    at += 46 + nameLen + extraLen + commentLen;
  }
  if (arrays.empty())
    return fail(name, "the .npz archive holds no arrays");
  return arrays;
}

llvm::Expected<NpyArray> parseNpy(llvm::StringRef bytes, llvm::StringRef name) {
  if (!bytes.starts_with("\x93NUMPY") || bytes.size() < 10)
    return fail(name, "not a .npy file (no \\x93NUMPY magic)");
  int major = uint8_t(bytes[6]);
  size_t start, headerLen;
  if (major == 1) {
    headerLen = readLE(bytes, 8, 2);
    start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return fail(name, "truncated .npy header");
    headerLen = readLE(bytes, 8, 4);
    start = 12;
  } else {
    return fail(name, "unsupported .npy version " + llvm::Twine(major));
  }
  if (headerLen > bytes.size() - start)
    return fail(name, "truncated .npy header");
  llvm::StringRef header = bytes.substr(start, headerLen);
  NpyArray array;
  array.name = name.str();
  llvm::Expected<std::string> descr = headerString(header, "descr", name);
  if (!descr)
    return descr.takeError();
  llvm::Expected<ArrayDtype> dtype = parseDescr(*descr, name);
  if (!dtype)
    return dtype.takeError();
  array.dtype = std::move(*dtype);
  llvm::Expected<size_t> fortran = findHeaderKey(header, "fortran_order", name);
  if (!fortran)
    return fortran.takeError();
  llvm::StringRef value = header.drop_front(*fortran).ltrim();
  value.consume_front(":");
  value = value.ltrim();
  if (value.starts_with("True"))
    array.fortranOrder = true;
  else if (!value.starts_with("False"))
    return fail(name, "malformed 'fortran_order' in the .npy header");
  llvm::Expected<SmallVector<int64_t>> shape = parseShape(header, name);
  if (!shape)
    return shape.takeError();
  array.shape = std::move(*shape);
  uint64_t want = uint64_t(array.dtype.itemsize);
  for (int64_t size : array.shape)
    if (size != 0 && want > (uint64_t(1) << 62) / uint64_t(size))
      return fail(name, "the array is too large");
    else
      want *= uint64_t(size);
  llvm::StringRef data = bytes.drop_front(start + headerLen);
  if (data.size() < want)
    return fail(name, "truncated: the header promises " + llvm::Twine(want) +
                          " bytes of data, the file has " +
                          llvm::Twine(data.size()));
  array.data = data.take_front(want);
  return array;
}

llvm::Expected<std::vector<NpyArray>>
readNpyFiles(llvm::ArrayRef<std::string> paths) {
  std::vector<NpyArray> arrays;
  for (const std::string &path : paths) {
    auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
    if (!file)
      return fail(path, "cannot read: " + file.getError().message());
    std::shared_ptr<llvm::MemoryBuffer> buffer = std::move(*file);
    if (buffer->getBuffer().starts_with("PK\x03\x04") ||
        llvm::StringRef(path).ends_with(".npz")) {
      if (paths.size() != 1)
        return fail(path, "an .npz archive must be the only --args-npy file");
      return parseNpz(buffer, path);
    }
    llvm::Expected<NpyArray> array = parseNpy(buffer->getBuffer(), path);
    if (!array)
      return array.takeError();
    array->owner = buffer;
    arrays.push_back(std::move(*array));
  }
  return arrays;
}

namespace {
/// Drops the whole pages of `array`'s bytes [begin, end) from the process
/// when its file is mapped (a private read-only mapping: the pages come
/// back from the file, unchanged); does nothing for a file read into
/// memory.
void dropPages(const NpyArray &array, size_t begin, size_t end) {
#if defined(__linux__) && defined(MADV_DONTNEED)
  if (!array.owner ||
      array.owner->getBufferKind() != llvm::MemoryBuffer::MemoryBuffer_MMap)
    return;
  uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
  uintptr_t first = reinterpret_cast<uintptr_t>(array.data.data()) + begin;
  uintptr_t last = reinterpret_cast<uintptr_t>(array.data.data()) + end;
  first = (first + page - 1) & ~(page - 1);
  last &= ~(page - 1);
  if (last > first)
    madvise(reinterpret_cast<void *>(first), last - first, MADV_DONTNEED);
#else
  (void)array, (void)begin, (void)end;
#endif
}
} // namespace

llvm::Expected<Tensor> tensorFromNpy(const NpyArray &array, ShapedType type,
                                     llvm::StringRef what, int64_t maxBytes) {
  if (llvm::Error error = checkArray(what, type, array.dtype, array.shape))
    return std::move(error);
  if (llvm::Error error =
          checkTensorType(getStorageShapedType(type), maxBytes))
    return llvm::createStringError(
        (what + ": " + llvm::toString(std::move(error))).str());
  Tensor tensor = Tensor::uninitialized(type);
  char *out = tensor.rawData();
  int64_t itemsize = array.dtype.itemsize;
  if (!array.fortranOrder || array.shape.size() < 2) {
    // In runs of 256 KiB, each given back once copied.
    constexpr size_t kRun = size_t(256) << 10;
    for (size_t at = 0; at < array.data.size(); at += kRun) {
      size_t end = std::min(array.data.size(), at + kRun);
      std::memcpy(out + at, array.data.data() + at, end - at);
      dropPages(array, at, end);
    }
  } else {
    // Fortran order: the first index varies fastest in the file.
    SmallVector<int64_t> fstrides(array.shape.size(), 1);
    for (size_t d = 1; d < array.shape.size(); ++d)
      fstrides[d] = fstrides[d - 1] * array.shape[d - 1];
    int64_t position = 0;
    for (const Index &index : IndexRange(array.shape)) {
      int64_t from = 0;
      for (size_t d = 0; d < index.size(); ++d)
        from += index[d] * fstrides[d];
      std::memcpy(out + position++ * itemsize,
                  array.data.data() + from * itemsize, size_t(itemsize));
    }
    dropPages(array, 0, array.data.size());
  }
  if (llvm::Error error = checkArrayValues(what, type.getElementType(), out,
                                           tensor.getNumElements()))
    return std::move(error);
  return tensor;
}

llvm::Expected<std::string> tensorToNpy(const Tensor &tensor) {
  llvm::Expected<DtypeMapping> mapping =
      getDtypeMapping(tensor.getElementType());
  if (!mapping)
    return mapping.takeError();
  const ArrayDtype &dtype = mapping->plain;
  std::string header;
  llvm::raw_string_ostream os(header);
  os << "{'descr': '" << (dtype.itemsize == 1 ? '|' : '<') << dtype.kind
     << dtype.itemsize << "', 'fortran_order': False, 'shape': "
     << formatShape(tensor.getShape()) << ", }";
  // Magic (6), version (2), length (2), header and '\n': a multiple of 64.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string bytes("\x93NUMPY\x01\x00", 8);
  bytes += char(header.size() & 0xFF);
  bytes += char(header.size() >> 8);
  bytes += header;
  bytes.append(tensor.rawData(), size_t(tensor.getSizeInBytes()));
  return bytes;
}

} // namespace shlo
} // namespace mlir
