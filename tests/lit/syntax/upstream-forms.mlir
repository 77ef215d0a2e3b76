// The forms of upstream's printer test (print_stablehlo.mlir) that go
// beyond the spec's pretty syntax, each parsed, printed as upstream prints
// it, and parsed again. Their verifier errors are in
// tests/lit/verify/upstream-forms.mlir.
// RUN: interpreter-opt -split-input-file %s | FileCheck %s
// RUN: interpreter-opt -split-input-file %s | interpreter-opt | FileCheck %s

// A quantized constant holds its storage integers and prints in the generic
// form without the op name; the value may come as a property or as an
// attribute, and other attributes follow it. Integer constants are named
// %c, the others %cst.
// CHECK-LABEL: func @quantized_constants
// CHECK-NEXT: %c = stablehlo.constant dense<[1, -2]> : tensor<2xi32>
// CHECK-NEXT: %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
// CHECK-NEXT: %cst_0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01:-1>>
// CHECK-NEXT: %cst_1 = stablehlo.constant() <{value = dense<-1> : tensor<3xi8>}> {note = "u8"} : () -> tensor<3x!quant.uniform<u8:f32, 2.000000e+00:3>>
// CHECK-NEXT: %c_2 = stablehlo.constant {note = "plain"} dense<true> : tensor<i1>
func.func @quantized_constants() {
  %a = stablehlo.constant dense<[1, -2]> : tensor<2xi32>
  %b = stablehlo.constant dense<0.5> : tensor<f32>
  %c = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 0.5:-1>>
  %d = stablehlo.constant() {value = dense<255> : tensor<3xi8>, note = "u8"} : () -> tensor<3x!quant.uniform<u8:f32, 2.0:3>>
  %e = stablehlo.constant {note = "plain"} dense<true> : tensor<i1>
  func.return
}

// -----

// Sparse encodings say how a tensor is stored, not what it holds: the
// same-type rule of elementwise ops ignores them, and the op prints its
// types in full when they differ.
#CSR = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
// CHECK-LABEL: func @sparse_operands
// CHECK-NEXT: stablehlo.multiply %arg0, %arg1 : (tensor<2x3xf32, #{{.*}}>, tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: stablehlo.negate %arg0 : tensor<2x3xf32, #{{.*}}>
func.func @sparse_operands(%a: tensor<2x3xf32, #CSR>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.multiply %a, %b : (tensor<2x3xf32, #CSR>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.negate %a : tensor<2x3xf32, #CSR>
  func.return %0 : tensor<2x3xf32>
}

// -----

// rng_bit_generator: upstream takes an integer or float state of any rank.
// CHECK-LABEL: func @rng_state_types
// CHECK-NEXT: stablehlo.rng_bit_generator %arg0, algorithm = THREE_FRY : (tensor<2xi32>) -> (tensor<2xi32>, tensor<4xui32>)
// CHECK-NEXT: stablehlo.rng_bit_generator %arg1, algorithm = PHILOX : (tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<2xui64>)
func.func @rng_state_types(%a: tensor<2xi32>, %b: tensor<1x3xf32>) {
  %s0, %o0 = stablehlo.rng_bit_generator %a, algorithm = THREE_FRY : (tensor<2xi32>) -> (tensor<2xi32>, tensor<4xui32>)
  %s1, %o1 = stablehlo.rng_bit_generator %b, algorithm = PHILOX : (tensor<1x3xf32>) -> (tensor<1x3xf32>, tensor<2xui64>)
  func.return
}

// -----

// dynamic_iota's output_shape may be a tensor of index, as upstream allows.
// CHECK-LABEL: func @dynamic_iota_index
// CHECK-NEXT: stablehlo.dynamic_iota %arg0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xf32>
func.func @dynamic_iota_index(%shape: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xindex>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// TOTALORDER on integers, as upstream allows.
// CHECK-LABEL: func @integer_totalorder
// CHECK-NEXT: stablehlo.compare GE, %arg0, %arg0, TOTALORDER : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
func.func @integer_totalorder(%a: tensor<2xui16>) -> tensor<2xi1> {
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// A func.func may end in stablehlo.return, even with operands it does not
// declare (upstream has no verifier for it; running it is refused).
// CHECK-LABEL: func @return_undeclared
// CHECK-NEXT: stablehlo.return %arg0 : tensor<2xf32>
func.func @return_undeclared(%a: tensor<2xf32>) {
  "stablehlo.return"(%a) : (tensor<2xf32>) -> ()
}

// -----

// dot's precision follows its operands without a space, as upstream prints.
// CHECK-LABEL: func @dot_precision
// CHECK-NEXT: stablehlo.dot %arg0, %arg0, precision = [HIGH, HIGHEST] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
func.func @dot_precision(%a: tensor<3xf32>) -> tensor<f32> {
  %0 = stablehlo.dot %a, %a, precision = [HIGH, HIGHEST] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
