// Every way a program enters goes through one input gate
// (tools/common/InputGate.h): read once, checked, parsed from that buffer.
// Standard input, `-`, a pipe given as the path and an @response file all
// run the program; each of them refuses what the gate refuses. (A named
// FIFO: tests/unit/InputGateTest.cpp.)
// RUN: split-file %s %t
// RUN: interpreter-translate --interpret < %t/ok.mlir | FileCheck %s --check-prefix=OK
// RUN: interpreter-translate --interpret - < %t/ok.mlir | FileCheck %s --check-prefix=OK
// RUN: cat %t/ok.mlir | interpreter-translate --interpret /dev/stdin | FileCheck %s --check-prefix=OK
// RUN: echo '--interpret %t/ok.mlir' > %t.rsp
// RUN: interpreter-translate @%t.rsp | FileCheck %s --check-prefix=OK
// RUN: interpreter-opt < %t/ok.mlir | FileCheck %s --check-prefix=OPT
// OK: tensor<i32> {7}
// OPT: stablehlo.constant dense<7>

// 0-bit integer types in any spelling.
// RUN: cp %t/zero.mlir %t.zero.mlir
// RUN: not interpreter-translate --interpret < %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: cat %t.zero.mlir | not interpreter-translate --interpret /dev/stdin 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: echo '--interpret %t.zero.mlir' > %t.zero.rsp
// RUN: not interpreter-translate @%t.zero.rsp 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not interpreter-opt < %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not interpreter-opt %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: :1:28: error: 0-bit integer type '2xui00' is not a StableHLO element type
// A refusal is a diagnostic: -verify-diagnostics does not pass it by.
// RUN: not interpreter-translate --interpret -verify-diagnostics %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: error: unexpected error: 0-bit integer type '2xui00'
// RUN: cat %t/si000.mlir | not interpreter-opt 2>&1 | FileCheck %s --check-prefix=SI000
// SI000: <stdin>:1:28: error: 0-bit integer type 'si000' is not a StableHLO element type

// Malformed MLIR bytecode, on standard input and through a response file
// (bytecode that MLIR reads: tests/lit/tool/bytecode.mlir).
// RUN: printf 'ML\357R\000\001broken' > %t.mlirbc
// RUN: not interpreter-translate --interpret < %t.mlirbc 2>&1 | FileCheck %s --check-prefix=BYTECODE
// RUN: echo '--interpret %t.mlirbc' > %t.bc.rsp
// RUN: not interpreter-translate @%t.bc.rsp 2>&1 | FileCheck %s --check-prefix=BYTECODE
// RUN: not interpreter-opt < %t.mlirbc 2>&1 | FileCheck %s --check-prefix=BYTECODE
// BYTECODE: :0:0: error: malformed MLIR bytecode: truncated version

// `->` closes no bracket: `[() -> (), ...` nests one level per repetition.
// RUN: python3 -c "print('func.func @main() {\n  %%c = \"stablehlo.constant\"() <{value = dense<7> : tensor<i32>}> {n = ' + '[() -> (), ' * 10001 + '} : () -> tensor<i32>\n  func.return\n}')" > %t.arrow.mlir
// RUN: not interpreter-translate --interpret < %t.arrow.mlir 2>&1 | FileCheck %s --check-prefix=ARROW
// RUN: not interpreter-opt %t.arrow.mlir 2>&1 | FileCheck %s --check-prefix=ARROW
// ARROW: :2:{{[0-9]+}}: error: brackets nest deeper than 10000; the interpreter accepts at most 10000

// 20,000 nested regions are refused at the 1001st, before parsing.
// RUN: python3 -c "print('func.func @main(%%i: tensor<i32>) {\n' + '\"stablehlo.case\"(%%i) ({\n' * 20000)" > %t.regions.mlir
// RUN: not interpreter-translate --interpret %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// RUN: cat %t.regions.mlir | not interpreter-opt 2>&1 | FileCheck %s --check-prefix=REGIONS
// REGIONS: :1001:{{[0-9]+}}: error: regions and braces nest deeper than 1000; the interpreter accepts at most 1000

// With -split-input-file, a refused chunk fails alone; the others run.
// RUN: not interpreter-translate --interpret -split-input-file < %t/split.mlir > %t.split.out 2> %t.split.err
// RUN: FileCheck %s --check-prefix=SPLIT < %t.split.out
// RUN: FileCheck %s --check-prefix=SPLIT-ERR < %t.split.err
// SPLIT: tensor<i32> {1}
// SPLIT: tensor<i32> {3}
// SPLIT-ERR: within split at <stdin>:5 offset :2:28: error: 0-bit integer type 'i00'

//--- ok.mlir
func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<7> : tensor<i32>
  func.return %0 : tensor<i32>
}

//--- zero.mlir
func.func @main(%a: tensor<2xui00>) {
  func.return
}

//--- si000.mlir
func.func @main(%a: tensor<si000>, %b: tensor<?xi0>) {
  func.return
}

//--- split.mlir
func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  func.return %0 : tensor<i32>
}
// -----
func.func @main(%a: tensor<i00>) {
  func.return
}
// -----
func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<3> : tensor<i32>
  func.return %0 : tensor<i32>
}
