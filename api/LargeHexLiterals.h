//===- LargeHexLiterals.h - hex constants decoded first ---------*- C++ -*-===//
//
// `interpreter-translate --interpret` decodes the large `dense<"0x...">`
// literals of `stablehlo.constant` ops itself before MLIR parses the text:
// MLIR's lexer, hex decoder and attribute storage would each walk or copy
// the data again. In the text MLIR parses, each such literal is replaced by
// `dense_resource<NAME>`, whose blob (in the builtin dialect's resource
// manager) is the decoded buffer; locations and diagnostics read as they
// would on the original text (docs/design.md, "How a constant's text
// reaches the interpreter").
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_API_LARGEHEXLITERALS_H
#define SHLO_API_LARGEHEXLITERALS_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <vector>

namespace mlir {
namespace shlo {

/// Fewest hex digits a literal needs to be decoded before parsing: 64 KiB of
/// digits (32 KiB of data), which MLIR parses in about a quarter of a
/// millisecond.
constexpr size_t kDefaultLargeHexDigits = 65536;

/// Decodes the `2 * size` hex digits (either case) at `digits` into `size`
/// bytes at `out`, the first digit of each pair the high half. False when
/// one of them is not a hex digit (`out` is then partly written).
bool decodeHexDigits(const char *digits, size_t size, char *out);

/// One `stablehlo.constant dense<"0x...">` literal of a program text.
struct LargeHexLiteral {
  /// Offsets of `dense<` and just past the `>` closing it.
  size_t begin = 0, end = 0;
  /// Offset of the first hex digit; the decoded size (half the digits).
  size_t digits = 0, bytes = 0;
  /// Bytes of one element (a complex number: both parts).
  size_t elementBytes = 0;
  /// 1-based line and column of `dense<`.
  unsigned line = 0, column = 0;
};

/// What findLargeHexLiterals found in a text.
struct LargeHexScan {
  std::vector<LargeHexLiteral> literals;
  /// A string outside the literals spells the text's own name: an explicit
  /// location could name a column of the text, which a shifted column
  /// could not be told apart from.
  bool namesItself = false;
};

/// Finds, in one pass that skips strings and `//` comments as MLIR's lexer
/// does, every literal that is the value of a `stablehlo.constant` in the
/// op's pretty form, `stablehlo.constant dense<"0x<digits>"> : tensor<...>`
/// (blanks between the pieces are spaces or tabs), with at least
/// `minDigits` digits (a quote and no backslash or newline before the
/// closing quote), a static shape and an element type whose hex form is
/// the packed little-endian array (i8...i64, si8...si64, ui8...ui64, f16,
/// bf16, f32, f64, complex<f32>, complex<f64>), and exactly two digits per
/// byte of that array. `name` is the text's buffer name. Whether the digits
/// are all hex is left to decodeHexDigits.
LargeHexScan findLargeHexLiterals(llvm::StringRef text, llvm::StringRef name,
                                  size_t minDigits);

/// Maps columns of a text in which some spans were replaced by shorter ones
/// (never across lines) back to the columns of the original text.
class ColumnMap {
public:
  /// A span of `oldWidth` bytes starting at column `oldColumn` of `line`
  /// became `newWidth` bytes; spans are added in text order.
  void addReplacement(unsigned line, unsigned oldColumn, unsigned oldWidth,
                      unsigned newWidth);
  /// The original column of `column` of `line` in the new text (a column
  /// inside a replacement maps to the same offset into the original span).
  unsigned map(unsigned line, unsigned column) const;
  /// Whether any column of `line` moved.
  bool moves(unsigned line) const;

private:
  struct Replacement {
    unsigned line, oldBegin, oldEnd, newBegin, newEnd;
  };
  std::vector<Replacement> replacements;
  unsigned lineShift = 0;
};

/// Parses and verifies the main buffer of `sourceMgr` as parseGatedModule
/// does (same diagnostics, same locations, same IR), except that every
/// literal findLargeHexLiterals finds with at least `minDigits` digits (0:
/// none) whose digits all decode and whose elements are not all equal is
/// decoded on up to `threads` threads and reaches MLIR as a
/// `dense_resource` whose blob owns the decoded bytes. When the text
/// names itself, or a literal does not decode, the whole text goes the
/// usual way. With `report`, says there how many literals it decoded.
OwningOpRef<ModuleOp>
parseWithLargeHexLiterals(llvm::SourceMgr &sourceMgr, MLIRContext *context,
                          size_t minDigits, int threads,
                          llvm::raw_ostream *report = nullptr);

} // namespace shlo
} // namespace mlir

#endif // SHLO_API_LARGEHEXLITERALS_H
