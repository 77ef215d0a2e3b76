// Inputs refused before parsing, and the while-iteration limit. (Bytecode
// that MLIR reads is tests/lit/tool/bytecode.mlir.)
// RUN: printf 'ML\357R\000\001broken' > %t.mlirbc
// RUN: not interpreter-translate --interpret %t.mlirbc 2>&1 | FileCheck %s --check-prefix=BYTECODE
// BYTECODE: {{.*}}.mlirbc:0:0: error: malformed MLIR bytecode: truncated version
// RUN: python3 -c "print('func.func @main() { %%c = stablehlo.constant dense<' + '[' * 10001 + '1' + ']' * 10001 + '> : tensor<i32>\n func.return }')" > %t.deep.mlir
// RUN: not interpreter-translate --interpret %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: {{.*}}.deep.mlir:1:{{[0-9]+}}: error: brackets nest deeper than 10000; the interpreter accepts at most 10000
// RUN: not interpreter-translate --interpret --max-while-iterations=10 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: interpreter-translate --interpret --max-while-iterations=100 %s | FileCheck %s --check-prefix=ENOUGH
// The limit is the most times the body may run, on both paths (the typed
// path runs this loop as one compiled scalar loop, the Element path op by op).
// RUN: not interpreter-translate --interpret --max-while-iterations=49 %s 2>&1 | FileCheck %s --check-prefix=LIMIT49
// RUN: not interpreter-translate --interpret --interpreter-element-path --max-while-iterations=49 %s 2>&1 | FileCheck %s --check-prefix=LIMIT49
// RUN: interpreter-translate --interpret --max-while-iterations=50 %s | FileCheck %s --check-prefix=ENOUGH
// RUN: interpreter-translate --interpret --interpreter-element-path --max-while-iterations=50 %s | FileCheck %s --check-prefix=ENOUGH

// Counts to 50: its body runs 50 times; ten iterations are not enough, 50 are.
// LIMIT: error: while loop exceeds 10 iterations (--max-while-iterations)
// LIMIT49: error: while loop exceeds 49 iterations (--max-while-iterations)
// ENOUGH: tensor<i64> {50}
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %fifty = stablehlo.constant dense<50> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
    cond {
      %c = stablehlo.compare LT, %i, %fifty : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %n = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  func.return %r : tensor<i64>
}
