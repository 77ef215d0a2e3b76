// A JAX-style shape-polymorphic export (a dimension argument computed from
// get_dimension_size and passed to the wrapped function) specialised to a
// 2x3 argument, then run: row sums [6, 15] plus iota [0, 1] (by hand).
// RUN: interpreter-opt '--stablehlo-refine-arguments=types=tensor<2x3xf32>' --stablehlo-refine-shapes %s | FileCheck %s --check-prefix=IR
// RUN: interpreter-opt '--stablehlo-refine-arguments=types=tensor<2x3xf32>' --stablehlo-refine-shapes %s | interpreter-translate --interpret '--args=[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>]' | FileCheck %s
// The unrefined program gives the same values.
// RUN: interpreter-translate --interpret '--args=[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>]' %s | FileCheck %s

// IR-LABEL: func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<2xf32>
// IR-NEXT:    %[[R:.*]] = call @_wrapped(%arg0) : (tensor<2x3xf32>) -> tensor<2xf32>
// IR-LABEL: func.func private @_wrapped(%arg0: tensor<2x3xf32>) -> tensor<2xf32>
// IR:         %[[N:.*]] = stablehlo.constant dense<2> : tensor<1xi64>
// IR-NEXT:    stablehlo.dynamic_iota %[[N]], dim = 0 : (tensor<1xi64>) -> tensor<2xf32>
// CHECK:      tensor<2xf32> {
// CHECK-NEXT:   [6.000000e+00, 1.600000e+01]
// CHECK-NEXT: }
module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x3xf32>) -> tensor<?xf32> {
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>
    %2 = call @_wrapped(%1, %arg0) : (tensor<i64>, tensor<?x3xf32>) -> tensor<?xf32>
    return %2 : tensor<?xf32>
  }
  func.func private @_wrapped(%arg0: tensor<i64>, %arg1: tensor<?x3xf32>) -> tensor<?xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<i64>) -> tensor<1xi64>
    %2 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<1xi64>) -> tensor<?xf32>
    %3 = stablehlo.add %0, %2 : tensor<?xf32>
    return %3 : tensor<?xf32>
  }
}
