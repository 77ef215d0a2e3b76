//===- InterpretTranslation.h - the --interpret translation -----*- C++ -*-===//
//
// The `--interpret` translation of interpreter-translate: its command-line
// spellings of RunOptions (api/Api.h) and its registration with
// mlir-translate's driver. Everything a run does is in the API layer.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_INTERPRETTRANSLATION_H
#define SHLO_TOOLS_INTERPRETTRANSLATION_H

namespace mlir {
namespace shlo {

/// Registers `--interpret` and its options with mlir-translate's driver.
/// Each input (or `-split-input-file` chunk) is loaded by loadModule (text
/// through the input gate, large hex literals decoded first; or MLIR
/// bytecode) and run by interpretModule.
void registerInterpretTranslation();

/// The description `--interpret` is registered with; the driver tells the
/// translation apart by it (mlir::Translation keeps no name).
extern const char kInterpretDescription[];

} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_INTERPRETTRANSLATION_H
