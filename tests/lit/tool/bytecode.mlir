// MLIR bytecode of the project's dialects loads through every way in: a
// file, standard input, a response file, -split-input-file (bytecode is
// never split), and interpreter-opt. The loader recognises the magic
// number `ML\xEFR`; no flag is needed (api/Api.h, loadModule).
// RUN: interpreter-opt --emit-bytecode %s -o %t.mlirbc
// RUN: interpreter-translate --interpret %t.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret < %t.mlirbc | FileCheck %s
// RUN: echo '--interpret %t.mlirbc' > %t.rsp
// RUN: interpreter-translate @%t.rsp | FileCheck %s
// RUN: interpreter-translate --interpret -split-input-file %t.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret --args='[dense<[1.0, 2.0]> : tensor<2xf32>]' --entry=scale %t.mlirbc | FileCheck %s --check-prefix=SCALE
// RUN: interpreter-opt %t.mlirbc | FileCheck %s --check-prefix=OPT
// RUN: interpreter-opt --inline --interpreter-fold < %t.mlirbc | FileCheck %s --check-prefix=FOLD

// By hand: 3 * [1, 2] - 0.5 + [1, 2] = [3.5, 7.5].
// CHECK: tensor<2xf32>
// CHECK-NEXT: [3.500000e+00, 7.500000e+00]
// SCALE: [3.000000e+00, 6.000000e+00]
// OPT: func.func @main() -> tensor<2xf32>
// FOLD: stablehlo.constant dense<[3.500000e+00, 7.500000e+00]>

func.func @main() -> tensor<2xf32> {
  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.constant dense<[0.5, 0.5]> : tensor<2xf32>
  %2 = func.call @scale(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.subtract %2, %1 : tensor<2xf32>
  %4 = stablehlo.add %3, %0 : tensor<2xf32>
  func.return %4 : tensor<2xf32>
}

func.func @scale(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.constant dense<3.0> : tensor<2xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// Malformed bytecode is refused before MLIR reads it, at <file>:0:0:
// a section that runs past the end of the file.
// RUN: head -c 60 %t.mlirbc > %t.cut.mlirbc
// RUN: not interpreter-translate --interpret %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not interpreter-opt %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: cut.mlirbc:0:0: error: malformed MLIR bytecode: section {{[0-9]+}} at byte {{[0-9]+}} runs past the end of the file

// A portable artifact (ops of the vhlo dialect; here made with an
// unregistered op of that namespace) is named as such: the interpreter does
// not read VHLO yet.
// RUN: echo '"vhlo.constant_v1"() : () -> ()' | interpreter-opt --allow-unregistered-dialect --emit-bytecode -o %t.vhlo.mlirbc
// RUN: not interpreter-translate --interpret %t.vhlo.mlirbc 2>&1 | FileCheck %s --check-prefix=VHLO
// RUN: not interpreter-opt %t.vhlo.mlirbc 2>&1 | FileCheck %s --check-prefix=VHLO
// VHLO: vhlo.mlirbc:0:0: error: this MLIR bytecode is a StableHLO portable artifact (ops of the vhlo dialect), which the interpreter cannot read yet
