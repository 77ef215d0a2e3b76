// Regression (fuzz-literal, SEGV): 0-bit integer types (i0, si0, ui0) are
// refused before parsing. MLIR's printer crashes on a dense attribute of
// them, and it prints one when a verifier error shows the op, or when
// --interpreter-print-dense prints an --args tensor. SSA names, symbols and
// comments that look like them are fine. docs/reliability.md lists the defect.
// RUN: split-file %s %t
// RUN: not interpreter-translate --interpret %t/constant.mlir 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not interpreter-translate --interpret %t/shaped.mlir 2>&1 | FileCheck %s --check-prefix=SHAPED
// RUN: not interpreter-translate --interpret --interpreter-print-dense --args='[dense<0> : tensor<ui0>]' %t/names.mlir 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: interpreter-translate --interpret %t/names.mlir | FileCheck %s --check-prefix=NAMES

// CONST: constant.mlir:1:29: error: 0-bit integer type 'ui0' is not a StableHLO element type
// SHAPED: shaped.mlir:1:34: error: 0-bit integer type 'xi0' is not a StableHLO element type
// ARGS: error: --args: 0-bit integer type 'ui0' is not a StableHLO element type
// NAMES: tensor<i32> {7}

//--- constant.mlir
func.func @main() -> tensor<ui0> {
  %0 = stablehlo.constant dense<0> : tensor<ui0>
  func.return %0 : tensor<ui0>
}

//--- shaped.mlir
func.func @main(%arg0: tensor<2x?xi0>) {
  func.return
}

//--- names.mlir
// A comment may say i0 and "strings" may hold "ui0".
func.func @i0() -> tensor<i32> {
  %i0 = stablehlo.constant dense<7> : tensor<i32>
  func.return %i0 : tensor<i32>
}
