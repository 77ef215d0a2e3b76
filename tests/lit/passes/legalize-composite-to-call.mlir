// --stablehlo-legalize-composite-to-call: composites become calls of their
// decomposition; `except` keeps the named ones.
// RUN: interpreter-opt --stablehlo-legalize-composite-to-call --split-input-file %s | FileCheck %s
// RUN: interpreter-opt --stablehlo-legalize-composite-to-call=except=my.keep,other.op --split-input-file %s | FileCheck %s --check-prefix=EXCEPT
// RUN: interpreter-opt --stablehlo-legalize-composite-to-call %s --split-input-file | interpreter-translate --interpret -split-input-file | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]>
// CHECK-NEXT:    %[[D:.*]] = call @my_double(%[[C]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %[[K:.*]] = call @my_keep(%[[D]], %[[C]]) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    return %[[K]]
// CHECK-NOT:   stablehlo.composite
// EXCEPT-LABEL: func.func @main
// EXCEPT:        call @my_double
// EXCEPT:        stablehlo.composite "my.keep"
// EXEC:        tensor<2xf32> {
// EXEC-NEXT:     [3.000000e+00, 6.000000e+00]
func.func @main() -> tensor<2xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %d = stablehlo.composite "my.double" %c {decomposition = @my_double, version = 2 : i32, composite_attributes = {factor = 2 : i64}} : (tensor<2xf32>) -> tensor<2xf32>
  %k = stablehlo.composite "my.keep" %d, %c {decomposition = @my_keep} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %k : tensor<2xf32>
}
func.func private @my_double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.add %x, %x : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func private @my_keep(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.add %x, %y : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// Composites nested in regions and with several results are replaced too.
// CHECK-LABEL: func.func @nested
// CHECK:         stablehlo.while
// CHECK:           %[[P:.*]]:2 = func.call @pair(%{{.*}}) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
// EXEC:        tensor<i32> {6}
func.func @nested() -> tensor<i32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.while(%i = %zero) : tensor<i32>
  cond {
    %three = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %p:2 = stablehlo.composite "my.pair" %i {decomposition = @pair} : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
    %s = stablehlo.add %p#0, %p#1 : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  return %r : tensor<i32>
}
func.func private @pair(%x: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %y = stablehlo.add %x, %one : tensor<i32>
  return %y, %y : tensor<i32>, tensor<i32>
}
