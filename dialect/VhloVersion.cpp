//===- VhloVersion.cpp - StableHLO release versions -------------------------===//

#include "dialect/VhloVersion.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/ErrorHandling.h"

namespace mlir {
namespace vhlo {

std::optional<Version> Version::fromString(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> pieces;
  text.split(pieces, '.', /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  if (pieces.size() != 3)
    return std::nullopt;
  std::array<int64_t, 3> numbers;
  for (size_t i = 0; i < 3; ++i) {
    llvm::StringRef piece = pieces[i];
    if (piece.empty() || piece.size() > 9 ||
        piece.find_first_not_of("0123456789") != llvm::StringRef::npos)
      return std::nullopt;
    uint64_t value = 0;
    if (piece.getAsInteger(10, value))
      return std::nullopt;
    numbers[i] = static_cast<int64_t>(value);
  }
  return Version(numbers[0], numbers[1], numbers[2]);
}

Version Version::parseKnown(llvm::StringRef text) {
  std::optional<Version> version = fromString(text);
  if (!version)
    llvm::report_fatal_error("malformed version literal in the vhlo dialect");
  return *version;
}

std::optional<Version> Version::fromTarget(llvm::StringRef text) {
  if (text == "current")
    return getCurrentVersion();
  if (text == "minimum")
    return getMinimumVersion();
  return fromString(text);
}

std::optional<int64_t> Version::getBytecodeVersion() const {
  // Upstream's release history: 0.9 wrote format 0, 0.10-0.11 format 1,
  // 0.12-0.13 format 3, 0.14 format 4, 0.15 and later format 6.
  if (!isSupported())
    return std::nullopt;
  if (*this < Version(0, 10, 0))
    return 0;
  if (*this < Version(0, 12, 0))
    return 1;
  if (*this < Version(0, 14, 0))
    return 3;
  if (*this < Version(0, 15, 0))
    return 4;
  return 6;
}

std::string Version::toString() const {
  return std::to_string(parts[0]) + "." + std::to_string(parts[1]) + "." +
         std::to_string(parts[2]);
}

Diagnostic &operator<<(Diagnostic &diag, const Version &version) {
  return diag << version.toString();
}

llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Version &version) {
  return os << version.toString();
}

} // namespace vhlo
} // namespace mlir
