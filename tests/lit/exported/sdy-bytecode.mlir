// sdy attributes in MLIR bytecode, with Shardy's attribute codes and field
// encodings (dialect/SdyBytecode.cpp; docs/vhlo.md, "sdy attributes in
// bytecode"). What our writer writes reads back (every attribute kind: the
// bytecode RUN lines of sdy-current.mlir and sdy-roundtrip.mlir); a version
// entry for sdy, as Shardy's own tools write one, is read; a malformed
// entry ends in a located error and exit code 1, never a crash.
// Inputs/bytecode_edit.py rewrites the one sdy entry whose bytes (hex: the
// code, then the fields; varints as MLIR writes them, code c as 2c+1)
// match its pattern, and fails when none or several do.

// RUN: interpreter-opt --emit-bytecode %s -o %t.mlirbc
// RUN: interpreter-opt %t.mlirbc | FileCheck %s
// RUN: interpreter-translate --interpret %t.mlirbc | FileCheck %s --check-prefix=RESULT
// CHECK: sdy.mesh @maximal = <[], device_ids=[3]>
// CHECK: sdy.mesh @mesh = <["a"=2, "b"=4]>
// CHECK: sdy.sharding_constraint %{{.*}} <@mesh, [{"a"}], unreduced={"b"}> : tensor<4xf32>
// RESULT: [1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]

sdy.mesh @maximal = <[], device_ids=[3]>
sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @main() -> tensor<4xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = sdy.sharding_constraint %c <@mesh, [{"a"}], unreduced={"b"}> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Shardy's tools write the dialect's version (0.0.1: three varints) when
// asked to; it is read, and the attributes with it.
// RUN: python3 %S/Inputs/bytecode_edit.py %t.mlirbc %t.version.mlirbc --dialect-version sdy 0.0.1
// RUN: interpreter-opt %t.version.mlirbc | FileCheck %s

// An unknown code: the maximal mesh (code 2: no axes, one device id, 3)
// rewritten to code 31.
// RUN: python3 %S/Inputs/bytecode_edit.py %t.mlirbc %t.code.mlirbc --entry sdy 0501030d 3f01030d
// RUN: not interpreter-opt %t.code.mlirbc 2>&1 | FileCheck %s --check-prefix=CODE
// RUN: not interpreter-translate --interpret %t.code.mlirbc 2>&1 | FileCheck %s --check-prefix=CODE
// CODE: code.mlirbc:0:0: error: unknown sdy attribute code 31 (this build reads codes 0 to 17)

// A list longer than its entry: the mesh's device-id count raised to 127.
// RUN: python3 %S/Inputs/bytecode_edit.py %t.mlirbc %t.cut.mlirbc --entry sdy 0501030d 0501ff0d
// RUN: not interpreter-opt %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: cut.mlirbc:0:0: error:

// A value the attribute's verifier refuses: the size of axis "b" (4, the
// zigzag varint 0x11 after the name's string index) rewritten to 0.
// RUN: python3 %S/Inputs/bytecode_edit.py %t.mlirbc %t.size.mlirbc --entry sdy '03(..)11' '03\g<1>01'
// RUN: not interpreter-opt %t.size.mlirbc 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: size.mlirbc:0:0: error: mesh axis "b" must have a positive size, got 0

// Code 17, a sharding whose unreduced axes are reduced by other than a sum,
// which this dialect does not model: the sharding (code 15) rewritten to
// code 17 with reduction 2 appended.
// RUN: python3 %S/Inputs/bytecode_edit.py %t.mlirbc %t.reduction.mlirbc --entry sdy '1f(.*)' '23\g<1>09'
// RUN: not interpreter-opt %t.reduction.mlirbc 2>&1 | FileCheck %s --check-prefix=REDUCTION
// REDUCTION: reduction.mlirbc:0:0: error: sdy sharding (bytecode code 17) reduces its unreduced axes with reduction 2, which this build does not model
