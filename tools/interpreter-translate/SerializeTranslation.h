//===- SerializeTranslation.h - --serialize and --deserialize ---*- C++ -*-===//
//
//   interpreter-translate --serialize --target=current|minimum|X.Y.Z
//       [--strip-debuginfo] [--allow-other-dialects] prog.mlir > prog.mlirbc
//   interpreter-translate --deserialize [--print-stablehlo-version] prog.mlirbc
//
// Spelled as upstream's stablehlo-translate spells them; the work is in
// transforms/Serialization.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_SERIALIZETRANSLATION_H
#define SHLO_TOOLS_SERIALIZETRANSLATION_H

namespace mlir {
namespace shlo {
void registerSerializeTranslations();
} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_SERIALIZETRANSLATION_H
