// --args feeds the entry function; --entry picks it.
// RUN: interpreter-translate --interpret --args="[dense<[1, 2]> : tensor<2xi32>, dense<10> : tensor<2xi32>]" %s | FileCheck %s
// RUN: interpreter-translate --interpret --entry=negate --args="[dense<[1.5, -2.0]> : tensor<2xf32>]" %s | FileCheck %s --check-prefix=NEG
// RUN: not interpreter-translate --interpret --args="not_a_list" %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not interpreter-translate --interpret --args="[unit]" %s 2>&1 | FileCheck %s --check-prefix=NOTDENSE
// A scalar literal binds only to a scalar parameter.
// RUN: not interpreter-translate --interpret --args="[4.0 : f32, dense<1> : tensor<2xi32>]" %s 2>&1 | FileCheck %s --check-prefix=SCALAR
// RUN: not interpreter-translate --interpret --args="[dense<1> : tensor<3xi32>, dense<1> : tensor<2xi32>]" %s 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not interpreter-translate --interpret %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not interpreter-translate --interpret --args="[dense<1> : tensor<2xi32>, dense<1> : tensor<2xi32>, dense<1> : tensor<2xi32>]" %s 2>&1 | FileCheck %s --check-prefix=MANY
// RUN: not interpreter-translate --interpret --entry=nope %s 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not interpreter-translate --interpret --args="[dense<1> : tensor<3xindex>]" --entry=identity_index %s 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not interpreter-translate --interpret --args="[dense<1> : tensor<9223372036854775807xi32>]" --entry=identity_dynamic %s 2>&1 | FileCheck %s --check-prefix=HUGE

// CHECK:      tensor<2xi32> {
// CHECK-NEXT:   [11, 12]
// CHECK-NEXT: }
// NEG:      tensor<2xf32> {
// NEG-NEXT:   [-1.500000e+00, 2.000000e+00]
// NEG-NEXT: }
// BAD: error: --args must be a list of dense attributes
// NOTDENSE: error: --args element unit is not a typed dense attribute
// SCALAR: error: --args: argument #0 of @main has type 'tensor<f32>', expected 'tensor<2xi32>'
// TYPE: args.mlir:[[#@LINE+7]]:1: error: --args: argument #0 of @main has type 'tensor<3xi32>', expected 'tensor<2xi32>'
// MANY: args.mlir:[[#@LINE+6]]:1: error: --args gives 3 argument(s), but @main takes 2
// COUNT: error: @main takes 2 argument(s), got 0
// ENTRY: error: no function named @nope
// INDEX: error: --args: element type index is not a StableHLO element type
// HUGE: error: --args: tensor type tensor<9223372036854775807xi32> needs more than

func.func @main(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

func.func @negate(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.negate %arg0 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// Argument values are checked before they are materialised.
func.func @identity_index(%a: tensor<3xindex>) -> tensor<3xindex> {
  func.return %a : tensor<3xindex>
}

func.func @identity_dynamic(%a: tensor<?xi32>) -> tensor<?xi32> {
  func.return %a : tensor<?xi32>
}
