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

// A portable artifact (vhlo bytecode with a StableHLO_vX.Y.Z producer) runs
// as its text does, from a file and from standard input, at the current
// version and at the oldest one; interpreter-opt reads it as vhlo ops.
// RUN: interpreter-translate --serialize --target=current %s > %t.art.mlirbc
// RUN: interpreter-translate --interpret %t.art.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret < %t.art.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret --args='[dense<[1.0, 2.0]> : tensor<2xf32>]' --entry=scale %t.art.mlirbc | FileCheck %s --check-prefix=SCALE
// RUN: interpreter-translate --serialize --target=minimum %s | interpreter-translate --interpret | FileCheck %s
// RUN: interpreter-opt --mlir-print-op-generic %t.art.mlirbc | FileCheck %s --check-prefix=VHLO
// VHLO: "vhlo.func_v1"()
// VHLO: "vhlo.multiply_v1"

// An artifact from a newer StableHLO than this build (the producer string
// rewritten to a version of the same length) is refused naming both.
// RUN: python3 -c "import sys; d=open(sys.argv[1],'rb').read(); open(sys.argv[2],'wb').write(d.replace(b'StableHLO_v1.20.0', b'StableHLO_v9.20.0'))" %t.art.mlirbc %t.future.mlirbc
// RUN: not interpreter-translate --interpret %t.future.mlirbc 2>&1 | FileCheck %s --check-prefix=FUTURE
// FUTURE: portable artifact version 9.20.0 is newer than the newest version this build reads (1.20.0)
