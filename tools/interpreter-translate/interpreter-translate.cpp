//===- interpreter-translate.cpp - runs StableHLO programs ---------------===//
//
//   interpreter-translate --interpret [-split-input-file] [--args=[...]] prog.mlir
//
//===----------------------------------------------------------------------===//

#include "tools/interpreter-translate/InterpretTranslation.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  mlir::shlo::registerInterpretTranslation();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "StableHLO interpreter"));
}
