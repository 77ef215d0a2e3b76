//===- LargeHexLiterals.cpp - large hex constants, decoded before parsing -===//

#include "api/LargeHexLiterals.h"

#include "api/InputGate.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemAlloc.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstring>
#include <limits>
#include <optional>
#include <thread>

#include <sys/mman.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define SHLO_HEX_X86 1
#endif

namespace mlir {
namespace shlo {

namespace {
/// 0-15 for each hex digit, 0xFF for every other character.
struct HexDigitTable {
  unsigned char value[256];
  constexpr HexDigitTable() : value() {
    for (int c = 0; c < 256; ++c)
      value[c] = 0xFF;
    for (int c = '0'; c <= '9'; ++c)
      value[c] = (unsigned char)(c - '0');
    for (int c = 'a'; c <= 'f'; ++c) {
      value[c] = (unsigned char)(c - 'a' + 10);
      value[c - 'a' + 'A'] = (unsigned char)(c - 'a' + 10);
    }
  }
};
constexpr HexDigitTable kHexDigits;

bool decodeScalar(const char *digits, size_t size, char *out) {
  unsigned bad = 0;
  for (size_t i = 0; i < size; ++i) {
    unsigned high = kHexDigits.value[(unsigned char)digits[2 * i]];
    unsigned low = kHexDigits.value[(unsigned char)digits[2 * i + 1]];
    bad |= high | low;
    out[i] = char(high << 4 | low);
  }
  return bad < 16;
}

#ifdef SHLO_HEX_X86
// Both vector forms: a digit d = c - '0' is one when d <= 9 (unsigned), a
// letter l = (c | 0x20) - 'a' one when l <= 5 (only A-F and a-f map there);
// the value is d or l + 10; byte 2k of each 16-bit lane is the high half
// of output byte k.

/// Output bytes of 16 digits in the low bytes of eight 16-bit lanes.
inline __m128i pairsSse2(__m128i c, __m128i &valid) {
  const __m128i zero = _mm_setzero_si128();
  __m128i d = _mm_sub_epi8(c, _mm_set1_epi8('0'));
  __m128i l =
      _mm_sub_epi8(_mm_or_si128(c, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
  __m128i isDigit = _mm_cmpeq_epi8(_mm_subs_epu8(d, _mm_set1_epi8(9)), zero);
  __m128i isLetter = _mm_cmpeq_epi8(_mm_subs_epu8(l, _mm_set1_epi8(5)), zero);
  valid = _mm_and_si128(valid, _mm_or_si128(isDigit, isLetter));
  __m128i v =
      _mm_or_si128(_mm_and_si128(isDigit, d),
                   _mm_and_si128(isLetter, _mm_add_epi8(l, _mm_set1_epi8(10))));
  return _mm_or_si128(_mm_slli_epi16(_mm_and_si128(v, _mm_set1_epi16(0xFF)), 4),
                      _mm_srli_epi16(v, 8));
}

/// Decodes whole blocks of 16 output bytes; returns how many bytes it did.
size_t decodeSse2(const char *digits, size_t size, char *out, bool &ok) {
  __m128i valid = _mm_set1_epi8(-1);
  size_t i = 0;
  for (; i + 16 <= size; i += 16) {
    const char *in = digits + 2 * i;
    __m128i a = pairsSse2(_mm_loadu_si128((const __m128i *)in), valid);
    __m128i b = pairsSse2(_mm_loadu_si128((const __m128i *)(in + 16)), valid);
    _mm_storeu_si128((__m128i *)(out + i), _mm_packus_epi16(a, b));
  }
  ok = _mm_movemask_epi8(valid) == 0xFFFF;
  return i;
}

__attribute__((target("avx2"))) inline __m256i pairsAvx2(__m256i c,
                                                         __m256i &valid) {
  const __m256i zero = _mm256_setzero_si256();
  __m256i d = _mm256_sub_epi8(c, _mm256_set1_epi8('0'));
  __m256i l = _mm256_sub_epi8(_mm256_or_si256(c, _mm256_set1_epi8(0x20)),
                              _mm256_set1_epi8('a'));
  __m256i isDigit =
      _mm256_cmpeq_epi8(_mm256_subs_epu8(d, _mm256_set1_epi8(9)), zero);
  __m256i isLetter =
      _mm256_cmpeq_epi8(_mm256_subs_epu8(l, _mm256_set1_epi8(5)), zero);
  valid = _mm256_and_si256(valid, _mm256_or_si256(isDigit, isLetter));
  __m256i v = _mm256_or_si256(
      _mm256_and_si256(isDigit, d),
      _mm256_and_si256(isLetter, _mm256_add_epi8(l, _mm256_set1_epi8(10))));
  return _mm256_or_si256(
      _mm256_slli_epi16(_mm256_and_si256(v, _mm256_set1_epi16(0xFF)), 4),
      _mm256_srli_epi16(v, 8));
}

/// Decodes whole blocks of 32 output bytes; returns how many bytes it did.
__attribute__((target("avx2"))) size_t
decodeAvx2(const char *digits, size_t size, char *out, bool &ok) {
  __m256i valid = _mm256_set1_epi8(-1);
  size_t i = 0;
  for (; i + 32 <= size; i += 32) {
    const char *in = digits + 2 * i;
    __m256i a = pairsAvx2(_mm256_loadu_si256((const __m256i *)in), valid);
    __m256i b =
        pairsAvx2(_mm256_loadu_si256((const __m256i *)(in + 32)), valid);
    // packus works per 128-bit half: bytes 0-7, 16-23, 8-15, 24-31.
    __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), 0xD8);
    _mm256_storeu_si256((__m256i *)(out + i), packed);
  }
  ok = _mm256_movemask_epi8(valid) == -1;
  return i;
}

bool hasAvx2() {
  static const bool has = __builtin_cpu_supports("avx2") != 0;
  return has;
}
#endif

bool isBlank(char c) { return c == ' ' || c == '\t'; }

/// Bytes per element of the element types whose hex form is the packed
/// little-endian array, by their spelling; 0 for any other.
size_t packedElementBytes(llvm::StringRef type) {
  for (const char *prefix : {"i", "si", "ui"}) {
    llvm::StringRef width = type;
    if (!width.consume_front(prefix))
      continue;
    if (width == "8")
      return 1;
    if (width == "16")
      return 2;
    if (width == "32")
      return 4;
    if (width == "64")
      return 8;
    return 0;
  }
  return llvm::StringSwitch<size_t>(type)
      .Cases({"f16", "bf16"}, 2)
      .Case("f32", 4)
      .Cases({"f64", "complex<f32>"}, 8)
      .Case("complex<f64>", 16)
      .Default(0);
}

/// Reads ` : tensor<DxDx...xT>` at `at`: the element count and bytes per
/// element, with `at` moved past the type; nullopt for anything else.
std::optional<std::pair<uint64_t, size_t>> readTensorType(llvm::StringRef text,
                                                          size_t &at) {
  auto skipBlanks = [&] {
    while (at < text.size() && isBlank(text[at]))
      ++at;
  };
  skipBlanks();
  if (!text.substr(at).starts_with(":"))
    return std::nullopt;
  ++at;
  skipBlanks();
  if (!text.substr(at).starts_with("tensor<"))
    return std::nullopt;
  at += 7;
  uint64_t count = 1;
  while (at < text.size() && isdigit(static_cast<unsigned char>(text[at]))) {
    size_t start = at;
    uint64_t dim = 0;
    while (at < text.size() && isdigit(static_cast<unsigned char>(text[at]))) {
      if (__builtin_mul_overflow(dim, 10, &dim) ||
          __builtin_add_overflow(dim, uint64_t(text[at] - '0'), &dim))
        return std::nullopt;
      ++at;
    }
    // One spelling per number (no leading zeros), then `x`.
    if ((text[start] == '0' && at - start > 1) || at >= text.size() ||
        text[at] != 'x' || __builtin_mul_overflow(count, dim, &count))
      return std::nullopt;
    ++at;
  }
  // The element type, then the `>` closing the tensor type.
  size_t typeStart = at;
  bool complex = text.substr(at).starts_with("complex<");
  size_t close = text.find('>', complex ? at + 8 : at);
  if (close == llvm::StringRef::npos)
    return std::nullopt;
  at = close + 1;
  if (complex) {
    if (at >= text.size() || text[at] != '>')
      return std::nullopt;
    ++at;
  }
  size_t bytes = packedElementBytes(text.slice(typeStart, at - 1));
  if (bytes == 0)
    return std::nullopt;
  return std::make_pair(count, bytes);
}

/// The literal whose string opens at `quote`, if it is one
/// findLargeHexLiterals takes (its line and column not filled in).
std::optional<LargeHexLiteral> matchLiteral(llvm::StringRef text, size_t quote,
                                            size_t minDigits) {
  llvm::StringRef op = "stablehlo.constant";
  if (quote < 6 || text.substr(quote - 6, 6) != "dense<" ||
      !text.substr(quote + 1).starts_with("0x"))
    return std::nullopt;
  size_t begin = quote - 6, at = begin;
  if (at == 0 || !isBlank(text[at - 1]))
    return std::nullopt;
  while (at > 0 && isBlank(text[at - 1]))
    --at;
  if (at < op.size() || text.substr(at - op.size(), op.size()) != op)
    return std::nullopt;
  at -= op.size();
  if (at > 0 && !isspace(static_cast<unsigned char>(text[at - 1])))
    return std::nullopt;
  size_t digits = quote + 3;
  const void *closing =
      std::memchr(text.data() + digits, '"', text.size() - digits);
  if (!closing)
    return std::nullopt;
  size_t close = size_t(static_cast<const char *>(closing) - text.data());
  size_t count = close - digits;
  if (count < minDigits || count % 2 != 0 || close + 1 >= text.size() ||
      text[close + 1] != '>')
    return std::nullopt;
  size_t end = close + 2;
  size_t typeAt = end;
  auto type = readTensorType(text, typeAt);
  if (!type || type->first == 0 ||
      type->first > std::numeric_limits<uint64_t>::max() / type->second ||
      type->first * type->second != count / 2)
    return std::nullopt;
  LargeHexLiteral literal;
  literal.begin = begin;
  literal.end = end;
  literal.digits = digits;
  literal.bytes = count / 2;
  literal.elementBytes = type->second;
  return literal;
}

/// Whether the string body `body` (between its quotes) reads as `name`
/// once MLIR's lexer has resolved its escapes (\" \\ \n \t \XX).
bool spells(llvm::StringRef body, llvm::StringRef name) {
  if (!body.contains('\\'))
    return body == name;
  std::string value;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c != '\\' || i + 1 >= body.size()) {
      value.push_back(c);
      continue;
    }
    char next = body[++i];
    if (next == 'n')
      value.push_back('\n');
    else if (next == 't')
      value.push_back('\t');
    else if (i + 1 < body.size() &&
             kHexDigits.value[(unsigned char)next] < 16 &&
             kHexDigits.value[(unsigned char)body[i + 1]] < 16) {
      value.push_back(char(kHexDigits.value[(unsigned char)next] << 4 |
                           kHexDigits.value[(unsigned char)body[i + 1]]));
      ++i;
    } else {
      value.push_back(next);
    }
  }
  return value == name;
}
} // namespace

bool decodeHexDigits(const char *digits, size_t size, char *out) {
  size_t done = 0;
  bool ok = true;
#ifdef SHLO_HEX_X86
  // AVX2 for blocks of 32 bytes, then SSE2 for blocks of 16, then bytes.
  bool wideOk = true;
  if (hasAvx2())
    done = decodeAvx2(digits, size, out, wideOk);
  done += decodeSse2(digits + 2 * done, size - done, out + done, ok);
  ok &= wideOk;
#endif
  return decodeScalar(digits + 2 * done, size - done, out + done) && ok;
}

LargeHexScan findLargeHexLiterals(llvm::StringRef text, llvm::StringRef name,
                                  size_t minDigits) {
  LargeHexScan scan;
  if (minDigits == 0 || text.size() < minDigits)
    return scan;
  const char *data = text.data();
  const size_t size = text.size();
  // Lines are counted only up to each literal found.
  unsigned line = 1;
  size_t counted = 0, lineStart = 0;
  auto advanceLines = [&](size_t to) {
    line += unsigned(std::count(data + counted, data + to, '\n'));
    if (const void *last = memrchr(data + counted, '\n', to - counted))
      lineStart = size_t(static_cast<const char *>(last) - data) + 1;
    counted = to;
  };
  size_t i = 0;
  while (i < size) {
    char c = data[i];
    if (c == '/' && i + 1 < size && data[i + 1] == '/') {
      const void *newline = std::memchr(data + i, '\n', size - i);
      i = newline ? size_t(static_cast<const char *>(newline) - data) : size;
      continue;
    }
    if (c != '"') {
      ++i;
      continue;
    }
    if (std::optional<LargeHexLiteral> literal =
            matchLiteral(text, i, minDigits)) {
      advanceLines(literal->begin);
      literal->line = line;
      literal->column = unsigned(literal->begin - lineStart + 1);
      // MLIR's columns are unsigned: a line longer than that stays as it is.
      if (literal->end - lineStart < std::numeric_limits<unsigned>::max())
        scan.literals.push_back(*literal);
      counted = i = literal->end;
      continue;
    }
    size_t next = skipStringLiteral(text, i);
    size_t bodyEnd = next;
    if (bodyEnd > i + 1 &&
        (data[bodyEnd - 1] == '"' || data[bodyEnd - 1] == '\n'))
      --bodyEnd;
    if (spells(text.slice(i + 1, bodyEnd), name))
      scan.namesItself = true;
    i = next;
  }
  return scan;
}

void ColumnMap::addReplacement(unsigned line, unsigned oldColumn,
                               unsigned oldWidth, unsigned newWidth) {
  if (replacements.empty() || replacements.back().line != line)
    lineShift = 0;
  unsigned newBegin = oldColumn - lineShift;
  replacements.push_back(
      {line, oldColumn, oldColumn + oldWidth, newBegin, newBegin + newWidth});
  lineShift += oldWidth - newWidth;
}

unsigned ColumnMap::map(unsigned line, unsigned column) const {
  auto it = std::partition_point(
      replacements.begin(), replacements.end(), [&](const Replacement &r) {
        return r.line < line || (r.line == line && r.newBegin <= column);
      });
  if (it == replacements.begin() || std::prev(it)->line != line)
    return column;
  const Replacement &r = *std::prev(it);
  if (column >= r.newEnd)
    return r.oldEnd + (column - r.newEnd);
  return r.oldBegin + (column - r.newBegin);
}

bool ColumnMap::moves(unsigned line) const {
  auto it =
      std::partition_point(replacements.begin(), replacements.end(),
                           [&](const Replacement &r) { return r.line < line; });
  return it != replacements.end() && it->line == line;
}

namespace {
/// A literal decoded into a buffer of its own, and the resource naming it.
struct DecodedLiteral {
  const LargeHexLiteral *literal = nullptr;
  char *data = nullptr;
  std::string resource;
};

constexpr size_t kBlobAlignment = 64;

/// Blocks from 2 MiB up are mapped on their own, in transparent huge pages
/// where the kernel allows them: one page fault per 2 MiB instead of one per
/// 4 KiB (a 10 MiB constant took 2,560 faults to fill).
constexpr size_t kHugePage = 2 << 20;

size_t mappedSize(size_t size) {
  return (size + kHugePage - 1) / kHugePage * kHugePage + kHugePage;
}

char *allocateBlob(size_t size) {
  if (size < kHugePage)
    return static_cast<char *>(llvm::allocate_buffer(size, kBlobAlignment));
  // Map one huge page more and keep the aligned part.
  size_t mapped = mappedSize(size);
  void *base = mmap(nullptr, mapped, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED)
    llvm::report_bad_alloc_error("cannot map a decoded hex constant");
  uintptr_t start = reinterpret_cast<uintptr_t>(base);
  uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
  if (aligned > start)
    munmap(base, aligned - start);
  size_t kept = mapped - (aligned - start);
  size_t used = mapped - kHugePage;
  if (kept > used)
    munmap(reinterpret_cast<void *>(aligned + used), kept - used);
  madvise(reinterpret_cast<void *>(aligned), used, MADV_HUGEPAGE);
  return reinterpret_cast<char *>(aligned);
}

void freeBlob(void *data, size_t size, size_t align) {
  if (size < kHugePage)
    llvm::deallocate_buffer(data, size, align);
  else
    munmap(data, mappedSize(size) - kHugePage);
}

/// The text MLIR parses, the decoded literals it names and its column map.
struct PreparedText {
  std::string text;
  std::vector<DecodedLiteral> decoded;
  ColumnMap columns;

  PreparedText() = default;
  PreparedText(const PreparedText &) = delete;
  PreparedText(PreparedText &&) = default;
  ~PreparedText() {
    for (DecodedLiteral &d : decoded)
      if (d.data)
        freeBlob(d.data, d.literal->bytes, kBlobAlignment);
  }
};

/// Decodes the literals of `scan` (on up to `threads` threads) and builds
/// the text with each decoded one replaced; nullopt when a literal holds a
/// character that is not a hex digit (MLIR then reports it).
std::optional<PreparedText> prepare(llvm::StringRef text,
                                    const LargeHexScan &scan, int threads) {
  PreparedText prepared;
  constexpr size_t kPiece = 1 << 20; // fewest output bytes a thread takes
  for (const LargeHexLiteral &literal : scan.literals) {
    DecodedLiteral decoded;
    decoded.literal = &literal;
    decoded.data = allocateBlob(literal.bytes);
    prepared.decoded.push_back(decoded);
    // Contiguous pieces, one per thread; this thread decodes the first.
    const char *digits = text.data() + literal.digits;
    size_t pieces = std::clamp<size_t>(literal.bytes / kPiece, 1,
                                       size_t(std::max(threads, 1)));
    auto bound = [&](size_t piece) { return literal.bytes / pieces * piece; };
    std::vector<char> ok(pieces, 0);
    auto decodePiece = [&](size_t piece) {
      size_t begin = bound(piece);
      size_t end = piece + 1 == pieces ? literal.bytes : bound(piece + 1);
      ok[piece] = decodeHexDigits(digits + 2 * begin, end - begin,
                                  decoded.data + begin);
    };
    std::vector<std::thread> helpers;
    for (size_t piece = 1; piece < pieces; ++piece)
      helpers.emplace_back(decodePiece, piece);
    decodePiece(0);
    for (std::thread &helper : helpers)
      helper.join();
    if (llvm::is_contained(ok, 0))
      return std::nullopt;
  }
  // Literals whose elements are all equal stay text: MLIR keeps them as a
  // splat, which prints (in diagnostics) differently from a resource.
  llvm::erase_if(prepared.decoded, [](DecodedLiteral &d) {
    size_t step = d.literal->elementBytes;
    bool splat =
        std::memcmp(d.data, d.data + step, d.literal->bytes - step) == 0;
    if (splat) {
      freeBlob(d.data, d.literal->bytes, kBlobAlignment);
      d.data = nullptr;
    }
    return splat;
  });
  if (prepared.decoded.empty())
    return prepared;
  // Resource names no piece of the remaining text mentions.
  std::string prefix = "__hex";
  auto mentioned = [&] {
    size_t at = 0;
    for (const DecodedLiteral &d : prepared.decoded) {
      if (text.slice(at, d.literal->begin).contains(prefix))
        return true;
      at = d.literal->end;
    }
    return text.substr(at).contains(prefix);
  };
  while (mentioned())
    prefix += "_";
  size_t length = text.size();
  for (auto [i, d] : llvm::enumerate(prepared.decoded)) {
    d.resource = prefix + std::to_string(i);
    length -= d.literal->end - d.literal->begin;
    length += d.resource.size() + 16;
  }
  prepared.text.reserve(length);
  size_t at = 0;
  for (const DecodedLiteral &d : prepared.decoded) {
    const LargeHexLiteral &literal = *d.literal;
    prepared.text.append(text.data() + at, literal.begin - at);
    size_t before = prepared.text.size();
    prepared.text.append("dense_resource<").append(d.resource).append(">");
    prepared.columns.addReplacement(literal.line, literal.column,
                                    unsigned(literal.end - literal.begin),
                                    unsigned(prepared.text.size() - before));
    at = literal.end;
  }
  prepared.text.append(text.data() + at, text.size() - at);
  return prepared;
}

/// Rewrites diagnostics emitted while `prepared` is parsed and verified:
/// locations (while `mapLocations`) and the names of the resources, which
/// MLIR prints where the original literal would print elided.
class DiagnosticRewriter {
public:
  DiagnosticRewriter(MLIRContext *context, StringAttr file,
                     const PreparedText &prepared)
      : context(context), file(file), prepared(prepared),
        handler(context, [this](Diagnostic &diag) { return rewrite(diag); }) {}

  /// Leaves locations alone from now on (the IR's are mapped).
  void stopMappingLocations() { mapLocations = false; }

  /// `loc` on the original text, or `loc` itself.
  Location mapLocation(Location loc) const {
    auto fileLoc = dyn_cast<FileLineColLoc>(loc);
    if (!fileLoc || fileLoc.getFilename() != file ||
        !prepared.columns.moves(fileLoc.getLine()))
      return loc;
    unsigned column =
        prepared.columns.map(fileLoc.getLine(), fileLoc.getColumn());
    if (column == fileLoc.getColumn())
      return loc;
    return FileLineColLoc::get(file, fileLoc.getLine(), column);
  }

private:
  std::string rewriteText(std::string text) const {
    for (const DecodedLiteral &d : prepared.decoded) {
      std::string stand = "dense_resource<" + d.resource + ">";
      for (size_t at = text.find(stand); at != std::string::npos;
           at = text.find(stand, at))
        text.replace(at, stand.size(), "dense_resource<__elided__>");
    }
    return text;
  }

  // The diagnostic engine calls handlers under its (recursive) lock, so the
  // re-emission below is the only diagnostic `reemitting` can see.
  LogicalResult rewrite(Diagnostic &diag) {
    if (reemitting)
      return failure();
    auto location = [&](Location loc) {
      return mapLocations ? mapLocation(loc) : loc;
    };
    bool changed = location(diag.getLocation()) != diag.getLocation();
    std::string message = rewriteText(diag.str());
    changed |= message != diag.str();
    for (Diagnostic &note : diag.getNotes())
      changed |= location(note.getLocation()) != note.getLocation() ||
                 rewriteText(note.str()) != note.str();
    if (!changed)
      return failure();
    Diagnostic copy(location(diag.getLocation()), diag.getSeverity());
    copy << message;
    for (Diagnostic &note : diag.getNotes())
      copy.attachNote(location(note.getLocation())) << rewriteText(note.str());
    copy.getMetadata().append(diag.getMetadata().begin(),
                              diag.getMetadata().end());
    reemitting = true;
    context->getDiagEngine().emit(std::move(copy));
    reemitting = false;
    return success();
  }

  MLIRContext *context;
  StringAttr file;
  const PreparedText &prepared;
  bool mapLocations = true;
  bool reemitting = false;
  ScopedDiagnosticHandler handler;
};
} // namespace

OwningOpRef<ModuleOp> parseWithLargeHexLiterals(llvm::SourceMgr &sourceMgr,
                                                MLIRContext *context,
                                                size_t minDigits, int threads,
                                                llvm::raw_ostream *report) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  llvm::StringRef text = buffer->getBuffer();
  llvm::StringRef name = buffer->getBufferIdentifier();
  LargeHexScan scan = findLargeHexLiterals(text, name, minDigits);
  if (scan.literals.empty() || scan.namesItself) {
    if (report)
      *report << "large hex literals decoded before parsing: 0 (0 bytes)\n";
    return parseGatedModule(sourceMgr, context);
  }
  std::optional<PreparedText> prepared = prepare(text, scan, threads);
  if (report) {
    size_t bytes = 0;
    for (const DecodedLiteral &d :
         prepared ? prepared->decoded : std::vector<DecodedLiteral>())
      bytes += d.literal->bytes;
    *report << "large hex literals decoded before parsing: "
            << (prepared ? prepared->decoded.size() : 0) << " (" << bytes
            << " bytes)\n";
  }
  if (!prepared || prepared->decoded.empty())
    return parseGatedModule(sourceMgr, context);

  DialectResourceBlobManager &blobs =
      DenseResourceElementsHandle::getManagerInterface(context)
          .getBlobManager();
  // The parser declares each name it meets; a name already declared would
  // be renamed.
  for (const DecodedLiteral &d : prepared->decoded)
    if (blobs.lookup(d.resource))
      return parseGatedModule(sourceMgr, context);

  StringAttr file = StringAttr::get(context, name);
  // The gate on the text MLIR parses: the replaced literals hold no
  // brackets, words or comments, so it refuses what it refuses on the
  // original, at the same place.
  if (std::optional<InputRefusal> refusal = findInputRefusal(prepared->text)) {
    llvm::StringRef before =
        llvm::StringRef(prepared->text).take_front(refusal->offset);
    unsigned line = unsigned(before.count('\n')) + 1;
    size_t lineStart = before.rfind('\n');
    unsigned column =
        unsigned(refusal->offset -
                 (lineStart == llvm::StringRef::npos ? 0 : lineStart + 1) + 1);
    emitError(
        FileLineColLoc::get(file, line, prepared->columns.map(line, column)))
        << refusal->message;
    return nullptr;
  }

  DiagnosticRewriter rewriter(context, file, *prepared);
  llvm::SourceMgr parsed;
  parsed.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(prepared->text, name,
                                       /*RequiresNullTerminator=*/true),
      llvm::SMLoc());
  // Parsed without verifying: the verifiers run once the blobs are in.
  Block block;
  LocationAttr sourceFileLoc;
  if (failed(parseSourceFile(parsed, &block,
                             ParserConfig(context, /*verifyAfterParse=*/false),
                             &sourceFileLoc)))
    return nullptr;
  for (DecodedLiteral &d : prepared->decoded) {
    DialectResourceBlobManager::BlobEntry *entry = blobs.lookup(d.resource);
    if (!entry || entry->getBlob())
      continue;
    entry->setBlob(UnmanagedAsmResourceBlob::allocateWithAlign(
        llvm::ArrayRef<char>(d.data, d.literal->bytes), kBlobAlignment,
        freeBlob));
    d.data = nullptr; // the blob owns it now
  }
  for (Operation &op : block) {
    op.walk([&](Operation *nested) {
      nested->setLoc(rewriter.mapLocation(nested->getLoc()));
      for (Region &region : nested->getRegions())
        for (Block &inner : region)
          for (BlockArgument argument : inner.getArguments())
            argument.setLoc(rewriter.mapLocation(argument.getLoc()));
    });
  }
  rewriter.stopMappingLocations();
  // As MLIR's parser verifies: the parsed ops inside a module at the
  // buffer's location, then the container when one is needed.
  {
    OwningOpRef<ModuleOp> top(ModuleOp::create(sourceFileLoc));
    Block &body = top->getRegion().front();
    body.getOperations().splice(body.end(), block.getOperations());
    LogicalResult verified = verify(*top);
    block.getOperations().splice(block.end(), body.getOperations());
    if (failed(verified))
      return nullptr;
  }
  return detail::constructContainerOpForParserIfNecessary<ModuleOp>(
      &block, context, sourceFileLoc);
}

} // namespace shlo
} // namespace mlir
