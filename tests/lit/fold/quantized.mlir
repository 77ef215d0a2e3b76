// Ops on quantized tensors fold as they run, as dequantize_op_quantize,
// into quantized constants in upstream's form:
//   stablehlo.constant() <{value = storage integers}> : () -> quantized type
// RUN: interpreter-opt --interpreter-fold %s -verify-diagnostics | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s -verify-diagnostics | FileCheck %s
// RUN: interpreter-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

// uniform_quantize of [0.0, 1.0, -2.5] with scale 0.5 and zero point 4:
// round(x / 0.5) + 4 = [4, 6, -1]; abs runs on [0.0, 1.0, -2.5] dequantized
// to [0.0, 1.0, 2.5] and quantizes back to [4, 6, 9].
// CHECK-LABEL: func.func @quantize_abs
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant() <{value = dense<[4, 6, 9]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:4>>
// CHECK-NEXT: return %[[R]]
// CANON-LABEL: func.func @quantize_abs
// CANON-NEXT: %[[R:.*]] = stablehlo.constant() <{value = dense<[4, 6, 9]> : tensor<3xi8>}> : () -> tensor<3x!quant.uniform<i8:f32, 5.000000e-01:4>>
// CANON-NEXT: return %[[R]]
func.func @quantize_abs() -> tensor<3x!quant.uniform<i8:f32, 0.5:4>> {
  %x = stablehlo.constant dense<[0.0, 1.0, -2.5]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:4>>
  %a = stablehlo.abs %q : tensor<3x!quant.uniform<i8:f32, 0.5:4>>
  return %a : tensor<3x!quant.uniform<i8:f32, 0.5:4>>
}

// A quantized constant folds on through add and dequantize: u8 storage
// [255, 10] with scale 0.25 and zero point 10 is [61.25, 0.0]; plus itself,
// [122.5, 0.0], quantized back: 122.5 / 0.25 + 10 = 500, clamped to 255 (a
// u8 written -1 in the i8 value), and 10; dequantized: [61.25, 0.0].
// CHECK-LABEL: func.func @quantized_constant_add
// CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[6.125000e+01, 0.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[R]]
func.func @quantized_constant_add() -> tensor<2xf32> {
  %q = stablehlo.constant() <{value = dense<[-1, 10]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<u8:f32, 0.25:10>>
  %s = stablehlo.add %q, %q : tensor<2x!quant.uniform<u8:f32, 0.25:10>>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x!quant.uniform<u8:f32, 0.25:10>>) -> tensor<2xf32>
  return %d : tensor<2xf32>
}
