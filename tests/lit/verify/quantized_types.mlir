// Quantized type parameters are verified on every stablehlo op, for its
// operands, results and region arguments (QuantizedTypesValid,
// dialect/Traits.h). MLIR's quant dialect already refuses storage bounds
// outside the storage type, a minimum above the maximum, scales outside the
// expressed type and unequal scale and zero-point counts; the last chunks
// show those.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// Per axis: two scales for a dimension of size 3 (it read out of bounds).
func.func @main(%a: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) {
  // expected-error @+1 {{'stablehlo.add' op operand #0 has type 'tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e+00,2.000000e+00}>>': 2 scales and zero points for dimension 1 of size 3}}
  %0 = stablehlo.add %a, %a : tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return
}

// -----

// Per axis: the quantized dimension at the rank.
func.func @main(%a: tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) {
  // expected-error @+1 {{quantized dimension 1 is not below the rank 1}}
  %0 = stablehlo.abs %a : tensor<2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>
  func.return
}

// -----

// Per axis: the quantized dimension beyond the rank, in a result.
func.func @main(%a: tensor<2xf32>) {
  // expected-error @+1 {{result #0 has type 'tensor<2x!quant.uniform<i8:f32:5, {1.000000e+00,2.000000e+00}>>': quantized dimension 5 is not below the rank 1}}
  %0 = stablehlo.uniform_quantize %a : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32:5, {1.0, 2.0}>>
  func.return
}

// -----

// Per axis: a rank-0 tensor has no dimension to quantize along.
func.func @main(%a: tensor<!quant.uniform<i8:f32:0, {1.0}>>) {
  // expected-error @+1 {{quantized dimension 0 is not below the rank 0}}
  %0 = stablehlo.negate %a : tensor<!quant.uniform<i8:f32:0, {1.0}>>
  func.return
}

// -----

// Per tensor: the zero point outside the storage type.
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 1.0:300>>) {
  // expected-error @+1 {{zero point 300 is outside the storage range [-128, 127]}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32, 1.0:300>>
  func.return
}

// -----

// Per tensor: the zero point outside narrowed storage bounds.
func.func @main(%a: tensor<2x!quant.uniform<i8<-8:7>:f32, 1.0:100>>) {
  // expected-error @+1 {{zero point 100 is outside the storage range [-8, 7]}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8<-8:7>:f32, 1.0:100>>
  func.return
}

// -----

// Unsigned storage: a negative zero point.
func.func @main(%a: tensor<2x!quant.uniform<u8:f32, 1.0:-3>>) {
  // expected-error @+1 {{zero point -3 is outside the storage range [0, 255]}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<u8:f32, 1.0:-3>>
  func.return
}

// -----

// Per axis: one zero point out of range.
func.func @main(%a: tensor<2x!quant.uniform<i8:f32:0, {1.0:1, 2.0:500}>>) {
  // expected-error @+1 {{zero point 500 is outside the storage range [-128, 127]}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32:0, {1.0:1, 2.0:500}>>
  func.return
}

// -----

// Region arguments are checked too.
func.func @main(%a: tensor<2xf32>, %init: tensor<f32>) {
  // expected-error @+1 {{region argument #0 has type 'tensor<!quant.uniform<i8:f32:0, {1.000000e+00}>>': quantized dimension 0 is not below the rank 0}}
  %0 = stablehlo.reduce(%a init: %init) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    reducer(%x: tensor<!quant.uniform<i8:f32:0, {1.0}>>, %y: tensor<f32>) {
      stablehlo.return %y : tensor<f32>
    }
  func.return
}

// -----

// Storage bounds outside the storage type (MLIR's quant dialect).
// expected-error @+1 {{illegal storage type minimum: -800}}
func.func @main(%a: tensor<2x!quant.uniform<i8<-800:7>:f32, 1.0:1>>) {
  func.return
}

// -----

// Storage minimum above the maximum (MLIR's quant dialect).
// expected-error @+1 {{illegal storage min and storage max: (7:-8)}}
func.func @main(%a: tensor<2x!quant.uniform<i8<7:-8>:f32, 1.0:1>>) {
  func.return
}

// -----

// A scale that is not positive (MLIR's quant dialect).
// expected-error @+1 {{scale -1.000000e+00 out of expressed type range}}
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, -1.0:1>>) {
  func.return
}


// -----

// The check ops verify their quantized operand types too (a check reads the
// scales of its operand's type).
func.func @check_per_axis_dimension(%a: tensor<2x!quant.uniform<i8:f32:3, {0.1, 0.2}>>) {
  // expected-error @+1 {{'check.expect_eq' op operand #0 has type 'tensor<2x!quant.uniform<i8:f32:3, {1.000000e-01,2.000000e-01}>>': quantized dimension 3 is not below the rank 1}}
  check.expect_eq %a, %a : tensor<2x!quant.uniform<i8:f32:3, {0.1, 0.2}>>
  func.return
}

// -----

func.func @check_scale_count(%a: tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>) {
  // expected-error @+1 {{'check.expect_almost_eq' op operand #0 has type}}
  check.expect_almost_eq %a, %a : tensor<2x!quant.uniform<i8:f32:0, {0.1, 0.2, 0.3}>>
  func.return
}
