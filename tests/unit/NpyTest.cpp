//===- NpyTest.cpp - the .npz and .npy readers on crafted files -----------===//
//
// Issue 29: a zip whose offsets wrap around 2^64 passed the reader's bounds
// checks (unsigned overflow) and was read far outside the file; a .npy
// header naming 'descr' twice was read with the first value where NumPy
// takes the last. The archives are built here byte by byte (the zip
// layout of APPNOTE.TXT: local header, data, central directory, zip64 end
// record and locator, end record).
//
//===----------------------------------------------------------------------===//

#include "npy/Npy.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

using namespace mlir::shlo;

namespace {
void put(std::string &out, uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i)
    out += char((value >> (8 * i)) & 0xFF);
}

/// The magic, version 1 and header of a .npy whose header dictionary is
/// `dict`, padded as NumPy pads it (to a multiple of 64 bytes).
std::string npyHeader(const std::string &dict) {
  std::string header = dict;
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string bytes("\x93NUMPY\x01\x00", 8);
  put(bytes, header.size(), 2);
  return bytes + header;
}

/// A .npy (version 1) of three little-endian int32: 1, 2, 3.
std::string smallNpy(const std::string &dict =
                         "{'descr': '<i4', 'fortran_order': False, "
                         "'shape': (3,), }") {
  std::string bytes = npyHeader(dict);
  for (int32_t v : {1, 2, 3})
    put(bytes, uint32_t(v), 4);
  return bytes;
}

struct ZipLayout {
  /// The local header offset the central directory gives (0xFFFFFFFF with
  /// `zip64Local` set: taken from a zip64 extra field).
  uint64_t localOffset = 0;
  bool zip64Local = false;
  /// Whether the end record defers to a zip64 end record, and what that
  /// record and its locator say.
  bool zip64End = false;
  uint64_t zip64RecordOffset = UINT64_MAX; // UINT64_MAX: where it is
  uint64_t zip64CdOffset = UINT64_MAX;     // UINT64_MAX: where it is
};

std::string makeZip(const std::string &npy, const ZipLayout &layout) {
  const std::string name = "x.npy";
  std::string zip;
  // Local header and data.
  put(zip, 0x04034b50, 4);
  put(zip, 20, 2);
  put(zip, 0, 2);
  put(zip, 0, 2); // stored
  put(zip, 0, 4); // time, date
  put(zip, 0, 4); // crc (not checked by the reader)
  put(zip, npy.size(), 4);
  put(zip, npy.size(), 4);
  put(zip, name.size(), 2);
  put(zip, 0, 2);
  zip += name;
  zip += npy;
  // Central directory.
  uint64_t cdOffset = zip.size();
  std::string extra;
  if (layout.zip64Local) {
    put(extra, 1, 2);
    put(extra, 8, 2);
    put(extra, layout.localOffset, 8);
  }
  put(zip, 0x02014b50, 4);
  put(zip, 45, 2);
  put(zip, 45, 2);
  put(zip, 0, 2);
  put(zip, 0, 2); // stored
  put(zip, 0, 4);
  put(zip, 0, 4);
  put(zip, npy.size(), 4);
  put(zip, npy.size(), 4);
  put(zip, name.size(), 2);
  put(zip, extra.size(), 2);
  put(zip, 0, 2);
  put(zip, 0, 2);
  put(zip, 0, 2);
  put(zip, 0, 4);
  put(zip, layout.zip64Local ? 0xFFFFFFFF : layout.localOffset, 4);
  zip += name;
  zip += extra;
  uint64_t cdSize = zip.size() - cdOffset;
  if (layout.zip64End) {
    uint64_t record = zip.size();
    put(zip, 0x06064b50, 4);
    put(zip, 44, 8);
    put(zip, 45, 2);
    put(zip, 45, 2);
    put(zip, 0, 4);
    put(zip, 0, 4);
    put(zip, 1, 8);
    put(zip, 1, 8); // entries at 32
    put(zip, cdSize, 8);
    put(zip, layout.zip64CdOffset == UINT64_MAX ? cdOffset
                                                : layout.zip64CdOffset,
        8); // at 48
    put(zip, 0x07064b50, 4);
    put(zip, 0, 4);
    put(zip, layout.zip64RecordOffset == UINT64_MAX ? record
                                                    : layout.zip64RecordOffset,
        8);
    put(zip, 1, 4);
  }
  put(zip, 0x06054b50, 4);
  put(zip, 0, 2);
  put(zip, 0, 2);
  put(zip, layout.zip64End ? 0xFFFF : 1, 2);
  put(zip, layout.zip64End ? 0xFFFF : 1, 2);
  put(zip, cdSize, 4);
  put(zip, layout.zip64End ? 0xFFFFFFFF : cdOffset, 4);
  put(zip, 0, 2);
  return zip;
}

/// The error of parsing `bytes` as an .npz, or "" when it parses.
std::string npzError(const std::string &bytes) {
  // Exactly the archive's bytes, so that AddressSanitizer sees any read
  // past them.
  std::shared_ptr<llvm::MemoryBuffer> buffer =
      llvm::MemoryBuffer::getMemBufferCopy(bytes, "crafted.npz");
  auto arrays = parseNpz(buffer, "crafted.npz");
  if (arrays) {
    EXPECT_EQ(arrays->size(), 1u);
    return "";
  }
  return llvm::toString(arrays.takeError());
}
} // namespace

TEST(NpzReader, WellFormedArchivesParse) {
  EXPECT_EQ(npzError(makeZip(smallNpy(), {})), "");
  ZipLayout zip64;
  zip64.zip64Local = true;
  zip64.zip64End = true;
  EXPECT_EQ(npzError(makeZip(smallNpy(), zip64)), "");
}

TEST(NpzReader, LocalHeaderOffsetThatWrapsIsRefused) {
  // local + 30 wrapped to 14: the old check passed and read 2^64 - 16 bytes
  // past the buffer.
  for (uint64_t offset : {UINT64_MAX - 15, UINT64_MAX - 29, UINT64_MAX}) {
    ZipLayout layout;
    layout.zip64Local = true;
    layout.localOffset = offset;
    EXPECT_EQ(npzError(makeZip(smallNpy(), layout)),
              "crafted.npz:x.npy: corrupt zip local header")
        << offset;
  }
}

TEST(NpzReader, Zip64RecordOffsetThatWrapsIsRefused) {
  ZipLayout layout;
  layout.zip64End = true;
  layout.zip64RecordOffset = UINT64_MAX - 40;
  EXPECT_EQ(npzError(makeZip(smallNpy(), layout)),
            "crafted.npz: corrupt zip64 end of central directory");
}

TEST(NpzReader, CentralDirectoryOffsetThatWrapsIsRefused) {
  ZipLayout layout;
  layout.zip64End = true;
  layout.zip64CdOffset = UINT64_MAX - 30;
  EXPECT_EQ(npzError(makeZip(smallNpy(), layout)),
            "crafted.npz: corrupt zip central directory");
}

TEST(NpyHeader, RepeatedKeysAreRefused) {
  // NumPy reads the header as a dict literal: the last 'descr' (<f4) wins;
  // the reader took the first (<i4). Neither is guessed now.
  auto twice = parseNpy(
      smallNpy("{'descr': '<i4', 'fortran_order': False, 'shape': (3,), "
               "'descr': '<f4', }"),
      "twice.npy");
  ASSERT_FALSE(bool(twice));
  EXPECT_EQ(llvm::toString(twice.takeError()),
            "twice.npy: the .npy header names 'descr' 2 times");
  auto quotes = parseNpy(
      smallNpy("{'descr': '<i4', \"descr\": '<f4', 'fortran_order': False, "
               "'shape': (3,), }"),
      "quotes.npy");
  ASSERT_FALSE(bool(quotes));
  EXPECT_EQ(llvm::toString(quotes.takeError()),
            "quotes.npy: the .npy header names 'descr' 2 times");
  auto shape = parseNpy(
      smallNpy("{'descr': '<i4', 'fortran_order': False, 'shape': (3,), "
               "'shape': (1,), }"),
      "shape.npy");
  ASSERT_FALSE(bool(shape));
  EXPECT_EQ(llvm::toString(shape.takeError()),
            "shape.npy: the .npy header names 'shape' 2 times");
  // A header with each key once, double quotes included, reads.
  auto once = parseNpy(
      smallNpy("{\"descr\": '<i4', 'fortran_order': False, 'shape': (3,), }"),
      "once.npy");
  ASSERT_TRUE(bool(once)) << llvm::toString(once.takeError());
  EXPECT_EQ(once->dtype.kind, 'i');
  EXPECT_EQ(once->dtype.itemsize, 4);
}

TEST(NpyHeader, HugeItemSizesAreRefused) {
  // Found by fuzz-npz (fuzz/crashers/fuzz-npz/crash-bb8282d2...): an item
  // size of 4000010001513071756 overflowed the bit count made from it
  // (UBSan: signed integer overflow in makeArrayDtype).
  for (const char *descr : {"<f4000010001513071756", "<U4611686018427387904",
                            "<i1048577"}) {
    auto array = parseNpy(
        smallNpy(std::string("{'descr': '") + descr +
                 "', 'fortran_order': False, 'shape': (3,), }"),
        "huge.npy");
    ASSERT_FALSE(bool(array)) << descr;
    EXPECT_EQ(llvm::toString(array.takeError()),
              std::string("huge.npy: unsupported dtype '") + descr + "'");
  }
}

namespace {
/// The resident bytes of the mapping of this process that contains
/// `address`, from /proc/self/smaps; -1 if none does.
int64_t residentBytesOfMapping(const void *address) {
  FILE *smaps = std::fopen("/proc/self/smaps", "r");
  if (!smaps)
    return -1;
  uintptr_t want = reinterpret_cast<uintptr_t>(address);
  char line[512];
  bool inside = false;
  int64_t resident = -1;
  while (std::fgets(line, sizeof line, smaps)) {
    unsigned long begin, end;
    if (std::sscanf(line, "%lx-%lx ", &begin, &end) == 2) {
      inside = want >= begin && want < end;
      continue;
    }
    long kb;
    if (inside && std::sscanf(line, "Rss: %ld kB", &kb) == 1) {
      resident = int64_t(kb) * 1024;
      break;
    }
  }
  std::fclose(smaps);
  return resident;
}
} // namespace

// Issue 28 (whole models): --args-npy held a mapped file and its copies at
// once, twice the weights. The pages are given back as they are copied.
TEST(NpyArguments, MappedPagesAreGivenBackOnceCopied) {
  mlir::MLIRContext context;
  constexpr int64_t kElements = int64_t(6) << 20; // 24 MiB of f32
  std::string bytes =
      npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (" +
                std::to_string(kElements) + ",), }");
  size_t dataAt = bytes.size();
  bytes.resize(dataAt + size_t(kElements) * 4);
  for (int64_t i = 0; i < kElements; ++i) {
    float value = float(i % 1000) * 0.5f;
    std::memcpy(&bytes[dataAt + size_t(i) * 4], &value, 4);
  }
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("npy-pages", "npy", path));
  {
    std::FILE *file = std::fopen(path.c_str(), "wb");
    ASSERT_TRUE(file);
    ASSERT_EQ(std::fwrite(bytes.data(), 1, bytes.size(), file), bytes.size());
    std::fclose(file);
  }
  llvm::Expected<std::vector<NpyArray>> arrays =
      readNpyFiles({std::string(path.str())});
  ASSERT_TRUE(bool(arrays)) << llvm::toString(arrays.takeError());
  ASSERT_EQ(arrays->size(), 1u);
  const NpyArray &array = (*arrays)[0];
  ASSERT_EQ(array.owner->getBufferKind(),
            llvm::MemoryBuffer::MemoryBuffer_MMap);
  // Touch every page, as a reader that parsed the file would have.
  volatile char sink = 0;
  for (size_t at = 0; at < array.data.size(); at += 4096)
    sink = sink + array.data[at];
  int64_t before = residentBytesOfMapping(array.data.data());
  EXPECT_GT(before, int64_t(20) << 20);
  mlir::Type f32 = mlir::Float32Type::get(&context);
  llvm::Expected<Tensor> tensor = tensorFromNpy(
      array, mlir::RankedTensorType::get({kElements}, f32), "argument 0",
      int64_t(1) << 30);
  ASSERT_TRUE(bool(tensor)) << llvm::toString(tensor.takeError());
  // Only the pages the array's bytes do not fill (the header's) stay.
  EXPECT_LE(residentBytesOfMapping(array.data.data()), int64_t(64) << 10);
  // The copy holds the values, and the file's bytes read back unchanged.
  const float *values = reinterpret_cast<const float *>(tensor->rawData());
  for (int64_t i : {int64_t(0), int64_t(999), kElements / 2, kElements - 1})
    EXPECT_EQ(values[i], float(i % 1000) * 0.5f) << i;
  float last;
  std::memcpy(&last, array.data.data() + (kElements - 1) * 4, 4);
  EXPECT_EQ(last, float((kElements - 1) % 1000) * 0.5f);
  llvm::sys::fs::remove(path);
}
