//===- Serialization.cpp - portable artifacts -------------------------------===//

#include "transforms/Serialization.h"
#include "transforms/Passes.h"

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

namespace mlir {
namespace shlo {

namespace {
constexpr llvm::StringLiteral kProducerPrefix = "StableHLO_v";

// Reads one of MLIR bytecode's prefix varints (the count of trailing zero
// bits of the first byte is the number of bytes that follow).
std::optional<uint64_t> readPrefixVarInt(StringRef bytes, size_t &pos) {
  if (pos >= bytes.size())
    return std::nullopt;
  uint8_t first = uint8_t(bytes[pos]);
  if (first & 1) {
    ++pos;
    return uint64_t(first >> 1);
  }
  unsigned extra = first == 0 ? 8 : unsigned(llvm::countr_zero(first));
  if (pos + 1 + extra > bytes.size())
    return std::nullopt;
  uint64_t value = 0;
  if (first == 0) {
    for (unsigned i = 0; i < 8; ++i)
      value |= uint64_t(uint8_t(bytes[pos + 1 + i])) << (8 * i);
  } else {
    for (unsigned i = 0; i <= extra; ++i)
      value |= uint64_t(uint8_t(bytes[pos + i])) << (8 * i);
    value >>= extra + 1;
  }
  pos += 1 + extra;
  return value;
}

bool isBytecode(StringRef bytes) {
  return bytes.starts_with(StringRef("ML\xefR", 4));
}
} // namespace

std::optional<vhlo::Version> getPortableArtifactVersion(StringRef bytes) {
  if (!isBytecode(bytes))
    return std::nullopt;
  size_t pos = 4;
  if (!readPrefixVarInt(bytes, pos))
    return std::nullopt;
  size_t end = bytes.find('\0', pos);
  if (end == StringRef::npos)
    return std::nullopt;
  StringRef producer = bytes.slice(pos, end);
  if (!producer.consume_front(kProducerPrefix))
    return std::nullopt;
  return vhlo::Version::fromString(producer);
}

LogicalResult serializePortableArtifact(ModuleOp module,
                                        StringRef targetVersion,
                                        raw_ostream &os, bool stripDebugInfo,
                                        bool allowOtherDialects) {
  std::optional<vhlo::Version> target =
      vhlo::Version::fromTarget(targetVersion);
  if (!target)
    return module.emitError() << "invalid target version '" << targetVersion
                              << "': expected X.Y.Z, current or minimum";
  std::optional<int64_t> bytecodeVersion = target->getBytecodeVersion();
  if (!bytecodeVersion)
    return module.emitError()
           << "target version " << *target << " is not supported: this build "
           << "writes versions " << vhlo::Version::getMinimumVersion()
           << " to " << vhlo::Version::getCurrentVersion();

  if (stripDebugInfo) {
    PassManager pm(module.getContext());
    pm.addPass(createStripDebugInfoPass());
    if (failed(pm.run(module)))
      return failure();
  }
  if (failed(legalizeStablehloToVhlo(module, allowOtherDialects)) ||
      failed(convertVhloToVersion(module, *target)))
    return failure();

  // The config keeps a reference to the producer string.
  std::string producer = (kProducerPrefix + target->toString()).str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(*bytecodeVersion);
  return writeBytecodeToFile(module, os, config);
}

std::optional<std::string> describeTooNewArtifact(StringRef bytes) {
  std::optional<vhlo::Version> version = getPortableArtifactVersion(bytes);
  vhlo::Version current = vhlo::Version::getCurrentVersion();
  if (!version || !(current < *version))
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "failed to deserialize portable artifact using StableHLO_v" << current
     << ": the artifact is StableHLO_v" << *version
     << ", newer than the newest version this build reads";
  return text;
}

LogicalResult
finishDeserialization(ModuleOp module,
                      std::optional<vhlo::Version> artifactVersion) {
  if (artifactVersion) {
    if (vhlo::Version::getCurrentVersion() < *artifactVersion)
      return module.emitError()
             << "portable artifact version " << *artifactVersion
             << " is newer than the newest version this build reads ("
             << vhlo::Version::getCurrentVersion() << ")";
    if (*artifactVersion < vhlo::Version::getMinimumVersion())
      return module.emitError()
             << "portable artifact version " << *artifactVersion
             << " is older than the oldest version this build reads ("
             << vhlo::Version::getMinimumVersion() << ")";
  }
  // Legalization creates ops of dialects a vhlo-only module never loaded
  // (func, stablehlo, quant): load what the context's registry offers.
  module->getContext()->loadAllAvailableDialects();
  if (failed(convertVhloToVersion(module,
                                  vhlo::Version::getCurrentVersion())) ||
      failed(legalizeVhloToStablehlo(module)))
    return failure();
  // The vhlo ops' own checks are structural; the spec's constraints are
  // the stablehlo verifiers', so the legalized module is verified before
  // anything runs or prints it (a mutated artifact with an out-of-range
  // broadcast dimension reached the evaluator otherwise).
  return mlir::verify(module);
}

OwningOpRef<ModuleOp> deserializePortableArtifact(StringRef bytes,
                                                  MLIRContext *context) {
  DialectRegistry registry;
  registerAllDialects(registry);
  context->appendDialectRegistry(registry);
  context->loadDialect<vhlo::VHLODialect>();

  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(bytes, ParserConfig(context));
  if (!module) {
    InFlightDiagnostic diag = emitError(UnknownLoc::get(context));
    if (std::optional<std::string> why = describeTooNewArtifact(bytes))
      diag << *why;
    else
      diag << "failed to deserialize portable artifact using StableHLO_v"
           << vhlo::Version::getCurrentVersion();
    return nullptr;
  }
  if (failed(finishDeserialization(*module, getPortableArtifactVersion(bytes))))
    return nullptr;
  return module;
}

} // namespace shlo
} // namespace mlir
