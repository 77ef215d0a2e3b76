//===- VhloVersion.h - StableHLO release versions ---------------*- C++ -*-===//
//
// A StableHLO version "X.Y.Z": what a portable artifact claims to be, what a
// vhlo op, type or attribute exists in, and what --target names.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_VERSION_H
#define SHLO_DIALECT_VHLO_VERSION_H

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir {
namespace vhlo {

class Version {
public:
  constexpr Version(int64_t major, int64_t minor, int64_t patch)
      : parts{major, minor, patch} {}

  /// Reads "X.Y.Z" (three decimal numbers, nothing else). std::nullopt for
  /// anything else, including numbers that do not fit in 32 bits.
  static std::optional<Version> fromString(llvm::StringRef text);

  /// Reads a version spelled in the dialect's own definitions (always
  /// well formed); aborts on a malformed literal, which is a build bug.
  static Version parseKnown(llvm::StringRef text);

  /// Reads a --target value: "current", "minimum" or "X.Y.Z". Versions
  /// outside [minimum, current] are returned too; callers check the range.
  static std::optional<Version> fromTarget(llvm::StringRef text);

  /// The newest version this build reads and writes.
  static constexpr Version getCurrentVersion() { return Version(1, 20, 0); }
  /// The oldest version this build reads and writes (upstream's first
  /// release with compatibility guarantees).
  static constexpr Version getMinimumVersion() { return Version(0, 9, 0); }

  /// MLIR bytecode format version that artifacts of this StableHLO version
  /// are written in (the table of upstream's release history); std::nullopt
  /// outside [minimum, current].
  std::optional<int64_t> getBytecodeVersion() const;

  int64_t getMajor() const { return parts[0]; }
  int64_t getMinor() const { return parts[1]; }
  int64_t getPatch() const { return parts[2]; }

  bool operator<(const Version &o) const { return parts < o.parts; }
  bool operator<=(const Version &o) const { return !(o < *this); }
  bool operator>(const Version &o) const { return o < *this; }
  bool operator>=(const Version &o) const { return !(*this < o); }
  bool operator==(const Version &o) const { return parts == o.parts; }
  bool operator!=(const Version &o) const { return !(*this == o); }

  /// True if minimum <= *this <= current.
  bool isSupported() const {
    return getMinimumVersion() <= *this && *this <= getCurrentVersion();
  }

  std::string toString() const;

private:
  std::array<int64_t, 3> parts;
};

Diagnostic &operator<<(Diagnostic &diag, const Version &version);
llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Version &version);

} // namespace vhlo
} // namespace mlir

#endif // SHLO_DIALECT_VHLO_VERSION_H
