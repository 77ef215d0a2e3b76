// Verifier errors of stablehlo.dynamic_pad: one chunk per violated
// constraint of the specification that can be checked from the types.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) element_type(operand) = element_type(padding_value).
func.func @dynamic_pad_c1_padding_value_type(%x: tensor<3xi32>, %pv: tensor<f32>, %p: tensor<1xi64>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p, %p, %p) : (tensor<3xi32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// (C1) element_type(operand) = element_type(result).
func.func @dynamic_pad_c1_result_type(%x: tensor<3xi32>, %pv: tensor<i32>, %p: tensor<1xi64>) -> tensor<?xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p, %p, %p) : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// (C2) size(edge_padding_low) = ... = rank(operand): all three too short.
func.func @dynamic_pad_c2_rank(%x: tensor<2x3xi32>, %pv: tensor<i32>, %p: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p, %p, %p) : (tensor<2x3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// (C2): edge_padding_high differs from the others.
func.func @dynamic_pad_c2_high_size(%x: tensor<2x3xi32>, %pv: tensor<i32>, %p2: tensor<2xi64>, %p1: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p2, %p1, %p2) : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// (C2): interior_padding differs from the others.
func.func @dynamic_pad_c2_interior_size(%x: tensor<2x3xi32>, %pv: tensor<i32>, %p2: tensor<2xi64>, %p3: tensor<3xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p2, %p2, %p3) : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<3xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// (C4): the result has the rank of the operand.
func.func @dynamic_pad_c4_rank(%x: tensor<3xi32>, %pv: tensor<i32>, %p: tensor<1xi64>) -> tensor<?x?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p, %p, %p) : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}

// -----

// (I2) padding_value is a 0-dimensional tensor.
func.func @dynamic_pad_i2_padding_value_rank(%x: tensor<3xi32>, %pv: tensor<1xi32>, %p: tensor<1xi64>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %p, %p, %p) : (tensor<3xi32>, tensor<1xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// (I3) edge_padding_low is a 1-dimensional tensor of integer type.
func.func @dynamic_pad_i3_float_low(%x: tensor<3xi32>, %pv: tensor<i32>, %f: tensor<1xf32>, %p: tensor<1xi64>) -> tensor<?xi32> {
  // expected-error @+1 {{'stablehlo.dynamic_pad' op}}
  %0 = "stablehlo.dynamic_pad"(%x, %pv, %f, %p, %p) : (tensor<3xi32>, tensor<i32>, tensor<1xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
