// The checks made before parsing (bracket depth, 0-bit integer types) skip
// strings and comments; a string ends at its first unescaped quote.
// RUN: python3 -c "print('// ' + '[' * 10001 + ' i0 ui0\nfunc.func @main() -> tensor<i32> {\n  %%c = \"stablehlo.constant\"() <{value = dense<7> : tensor<i32>}> {note = \"' + '(' * 10001 + ' i0 \\\\\" still a string ' + '<' * 10001 + '\"} : () -> tensor<i32>\n  func.return %%c : tensor<i32>\n}')" > %t.ok.mlir
// RUN: interpreter-translate --interpret %t.ok.mlir | FileCheck %s --check-prefix=OK
// OK: tensor<i32> {7}
// After the closing quote, brackets count again.
// RUN: python3 -c "print('func.func @main() -> tensor<i32> {\n  %%c = \"stablehlo.constant\"() <{value = dense<7> : tensor<i32>}> {note = \"a \\\\\" b\"} : () -> tensor<i32>\n  func.return %%c : tensor<i32>\n}\n// ' + 'x' * 3 + '\n' + '[' * 10001)" > %t.deep.mlir
// RUN: not interpreter-translate --interpret %t.deep.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: deep.mlir:6:10001: error: brackets nest deeper than 10000; the interpreter accepts at most 10000
// And a 0-bit type outside strings and comments is refused.
// RUN: python3 -c "print('func.func @main() -> tensor<i32> {\n  %%c = \"stablehlo.constant\"() <{value = dense<7> : tensor<i32>}> {note = \"i0\"} : () -> tensor<i32>\n  func.return %%c : tensor<i32>\n}\n// i0\nfunc.func @f(%%a: tensor<2xi0>) { func.return }')" > %t.zero.mlir
// RUN: not interpreter-translate --interpret %t.zero.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: zero.mlir:6:25: error: 0-bit integer type '2xi0' is not a StableHLO element type
