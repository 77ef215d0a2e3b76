//===- Serialization.h - portable artifacts ----------------------*- C++ -*-===//
//
// A portable artifact is MLIR bytecode of a vhlo module whose producer
// string is "StableHLO_vX.Y.Z", written in the bytecode format of that
// StableHLO release (docs/vhlo.md). These functions turn a stablehlo module
// into one and back; every failure is a located diagnostic first.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_SERIALIZATION_H
#define SHLO_TRANSFORMS_SERIALIZATION_H

#include "dialect/VhloVersion.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace mlir {
namespace shlo {

/// Rewrites `module` (stablehlo, func) as vhlo of `targetVersion` ("X.Y.Z",
/// "current" or "minimum") and writes it to `os` as bytecode with the
/// producer "StableHLO_vX.Y.Z" and the bytecode format that release wrote.
/// With `stripDebugInfo`, every location becomes unknown first. With
/// `allowOtherDialects`, ops of other dialects travel unchanged. `module`
/// is modified.
LogicalResult serializePortableArtifact(ModuleOp module,
                                        StringRef targetVersion,
                                        raw_ostream &os,
                                        bool stripDebugInfo = false,
                                        bool allowOtherDialects = false);

/// The version in a portable artifact's producer string, read from the
/// bytecode header without parsing the module; std::nullopt if `bytes` is
/// not MLIR bytecode or its producer is not "StableHLO_vX.Y.Z".
std::optional<vhlo::Version> getPortableArtifactVersion(StringRef bytes);

/// Why a reader refused `bytes`, when it is a portable artifact newer than
/// this build: "failed to deserialize portable artifact using StableHLO_vC:
/// the artifact is StableHLO_vX, newer than the newest version this build
/// reads" (upstream's opening words); std::nullopt otherwise.
std::optional<std::string> describeTooNewArtifact(StringRef bytes);

/// Reads a portable artifact (or MLIR text or bytecode of vhlo/stablehlo),
/// upgrades its vhlo to the current version and legalizes it to stablehlo.
/// An artifact of a newer version than this build supports is refused with
/// a message naming both versions. Null after emitting diagnostics.
OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef bytes,
                                                  MLIRContext *context);

/// The last two steps of deserializePortableArtifact on a module already
/// parsed: check `artifactVersion` (if known), upgrade to current, legalize.
LogicalResult
finishDeserialization(ModuleOp module,
                      std::optional<vhlo::Version> artifactVersion);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TRANSFORMS_SERIALIZATION_H
