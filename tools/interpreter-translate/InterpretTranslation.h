//===- InterpretTranslation.h - the --interpret translation -----*- C++ -*-===//

#ifndef SHLO_TOOLS_INTERPRETTRANSLATION_H
#define SHLO_TOOLS_INTERPRETTRANSLATION_H

namespace mlir {
namespace shlo {
/// Registers `--interpret` and its options with mlir-translate's driver.
void registerInterpretTranslation();
} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_INTERPRETTRANSLATION_H
