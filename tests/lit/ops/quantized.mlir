// Quantized tensors: uniform_quantize and uniform_dequantize follow the
// spec's quantize/dequantize; other ops run as dequantize_op_quantize.
// Expected values are worked out by hand in the comments.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// x / 0.5 - 3, clamped to [-128, 127], rounded half to even:
// 0.5 -> -2, -1 -> -5, 100 -> 197 -> 127, 0.25 -> -2.5 -> -2.
func.func @quantize_per_tensor() {
  %x = stablehlo.constant dense<[0.5, -1.0, 100.0, 0.25]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  %bits = stablehlo.bitcast_convert %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xi8>
  check.expect_eq_const %bits, dense<[-2, -5, 127, -2]> : tensor<4xi8>
  // (q + 3) * 0.5: -2 -> 0.5, -5 -> -1, 127 -> 65, -2 -> 0.5.
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xf32>
  check.expect_eq_const %d, dense<[0.5, -1.0, 65.0, 0.5]> : tensor<4xf32>
  func.return
}

// -----

// A narrowed storage range [-127, 127]: -200 clamps to -127, not -128.
func.func @quantize_narrow_range() {
  %x = stablehlo.constant dense<[-200.0, 200.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0>>
  %bits = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<i8<-127:127>:f32, 1.0>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[-127, 127]> : tensor<2xi8>
  func.return
}

// -----

// Unsigned storage: 1.0 / 0.25 + 128 = 132; -40 / 0.25 + 128 = -32 -> 0.
func.func @quantize_unsigned() {
  %x = stablehlo.constant dense<[1.0, -40.0]> : tensor<2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<u8:f32, 0.25:128>>
  %bits = stablehlo.bitcast_convert %q : (tensor<2x!quant.uniform<u8:f32, 0.25:128>>) -> tensor<2xui8>
  check.expect_eq_const %bits, dense<[132, 0]> : tensor<2xui8>
  func.return
}

// -----

// Per-axis along dimension 1: column 0 uses 0.5:0, column 1 uses 2.0:1.
// [[1, 4], [3, 8]] -> [[2, 4/2+1], [6, 8/2+1]] = [[2, 3], [6, 5]].
func.func @quantize_per_axis() {
  %x = stablehlo.constant dense<[[1.0, 4.0], [3.0, 8.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 2.0:1}>>
  %bits = stablehlo.bitcast_convert %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 2.0:1}>>) -> tensor<2x2xi8>
  check.expect_eq_const %bits, dense<[[2, 3], [6, 5]]> : tensor<2x2xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 2.0:1}>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[1.0, 4.0], [3.0, 8.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Requantization: [2, 4] at 0.5:0 are 1.0 and 2.0; at 0.25:1 they are 5, 9.
func.func @requantize() {
  %bits = stablehlo.constant dense<[2, 4]> : tensor<2xi8>
  %q = stablehlo.bitcast_convert %bits : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.uniform_quantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x!quant.uniform<i8:f32, 0.25:1>>
  %out = stablehlo.bitcast_convert %r : (tensor<2x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2xi8>
  check.expect_eq_const %out, dense<[5, 9]> : tensor<2xi8>
  func.return
}

// -----

// add with three different scales: (1 + 3, 2 + 4) = (4, 6) at 0.25 -> 16, 24.
func.func @add_dequantize_op_quantize() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %qb = stablehlo.uniform_quantize %b : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  %sum = stablehlo.add %qa, %qb : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  %bits = stablehlo.bitcast_convert %sum : (tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[16, 24]> : tensor<2xi8>
  func.return
}

// -----

// A result that saturates: 100 + 100 = 200 at scale 1 clamps to 127.
func.func @multiply_saturates() {
  %a = stablehlo.constant dense<[10.0, -10.0]> : tensor<2xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 1.0>>
  %p = stablehlo.multiply %qa, %qa : tensor<2x!quant.uniform<i8:f32, 1.0>>
  %bits = stablehlo.bitcast_convert %p : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xi8>
  check.expect_eq_const %bits, dense<[100, 100]> : tensor<2xi8>
  %s = stablehlo.add %p, %p : tensor<2x!quant.uniform<i8:f32, 1.0>>
  %sbits = stablehlo.bitcast_convert %s : (tensor<2x!quant.uniform<i8:f32, 1.0>>) -> tensor<2xi8>
  check.expect_eq_const %sbits, dense<[127, 127]> : tensor<2xi8>
  func.return
}

// -----

// Data movement keeps the values: transpose and reshape of [[1, 2], [3, 4]]
// at scale 0.5 (storage [[2, 4], [6, 8]]).
func.func @transpose_reshape() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.reshape %t : (tensor<2x2x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  %bits = stablehlo.bitcast_convert %r : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi8>
  check.expect_eq_const %bits, dense<[2, 6, 4, 8]> : tensor<4xi8>
  func.return
}

// -----

// Hybrid dot_general: float lhs, quantized rhs (weights 0.5 * [2, 4] =
// [1, 2]), float result: [3, 5] . [1, 2] = 13.
func.func @dot_general_hybrid() {
  %lhs = stablehlo.constant dense<[3.0, 5.0]> : tensor<2xf32>
  %w = stablehlo.constant dense<[2, 4]> : tensor<2xi8>
  %rhs = stablehlo.bitcast_convert %w : (tensor<2xi8>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [0] x [0] : (tensor<2xf32>, tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<f32>
  check.expect_eq_const %r, dense<13.0> : tensor<f32>
  func.return
}

// -----

// NaN has no quantized value; the interpreter stores the zero point.
func.func @quantize_nan() {
  %x = stablehlo.constant dense<[0x7FC00000]> : tensor<1xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<1xf32>) -> tensor<1x!quant.uniform<i8:f32, 0.5:7>>
  %bits = stablehlo.bitcast_convert %q : (tensor<1x!quant.uniform<i8:f32, 0.5:7>>) -> tensor<1xi8>
  check.expect_eq_const %bits, dense<[7]> : tensor<1xi8>
  func.return
}
