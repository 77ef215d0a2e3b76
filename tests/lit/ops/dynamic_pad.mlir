// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Edge and interior padding from run-time values.
func.func @dynamic_pad_edges_and_interior_i64() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %pv = stablehlo.constant dense<0> : tensor<i64>
  %low = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %high = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %result = stablehlo.dynamic_pad %operand, %pv, %low, %high, %interior : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
  check.expect_eq_const %result, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi64>
  func.return
}

// -----

// Rank 1 with a non-zero padding value; padding amounts of type i32.
func.func @dynamic_pad_rank1_i32_amounts() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pv = stablehlo.constant dense<7> : tensor<i32>
  %low = stablehlo.constant dense<[2]> : tensor<1xi32>
  %high = stablehlo.constant dense<[1]> : tensor<1xi32>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi32>
  %result = stablehlo.dynamic_pad %operand, %pv, %low, %high, %interior : (tensor<3xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xi32>
  check.expect_eq_const %result, dense<[7, 7, 1, 7, 2, 7, 3, 7]> : tensor<8xi32>
  func.return
}

// -----

// Negative edge padding removes elements, including interior padding.
func.func @dynamic_pad_negative_edges() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %low = stablehlo.constant dense<[-3]> : tensor<1xi64>
  %high = stablehlo.constant dense<[1]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[2]> : tensor<1xi64>
  %result = stablehlo.dynamic_pad %operand, %pv, %low, %high, %interior : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi32>
  check.expect_eq_const %result, dense<[2, 0, 0, 3, 0]> : tensor<5xi32>
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %low2 = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %high2 = stablehlo.constant dense<[0, -1]> : tensor<2xi64>
  %interior2 = stablehlo.constant dense<[0, 1]> : tensor<2xi64>
  %r2 = stablehlo.dynamic_pad %m, %pv, %low2, %high2, %interior2 : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x4xi32>
  check.expect_eq_const %r2, dense<[[0, 0, 0, 0], [1, 0, 2, 0], [4, 0, 5, 0]]> : tensor<3x4xi32>
  func.return
}

// -----

// Padding that removes everything, and an empty operand.
func.func @dynamic_pad_empty() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pv = stablehlo.constant dense<9> : tensor<i32>
  %low = stablehlo.constant dense<[-2]> : tensor<1xi64>
  %high = stablehlo.constant dense<[-1]> : tensor<1xi64>
  %zero = stablehlo.constant dense<[0]> : tensor<1xi64>
  %none = stablehlo.dynamic_pad %operand, %pv, %low, %high, %zero : (tensor<3xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<0xi32>
  check.expect_eq_const %none, dense<> : tensor<0xi32>
  %empty = stablehlo.constant dense<> : tensor<0xi32>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %one = stablehlo.constant dense<[1]> : tensor<1xi64>
  %filled = stablehlo.dynamic_pad %empty, %pv, %two, %one, %two : (tensor<0xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi32>
  check.expect_eq_const %filled, dense<[9, 9, 9]> : tensor<3xi32>
  func.return
}

// -----

// A dynamic result type: the run-time padding decides the size.
func.func @dynamic_pad_dynamic_result_type() {
  %operand = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[2]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi64>
  %result = stablehlo.dynamic_pad %operand, %pv, %low, %high, %interior : (tensor<2xi32>, tensor<i32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xi32>
  %n = stablehlo.get_dimension_size %result, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  check.expect_eq_const %n, dense<6> : tensor<i32>
  %shape = stablehlo.constant dense<[6]> : tensor<1xi64>
  %static = stablehlo.dynamic_reshape %result, %shape : (tensor<?xi32>, tensor<1xi64>) -> tensor<6xi32>
  check.expect_eq_const %static, dense<[0, 1, 0, 2, 0, 0]> : tensor<6xi32>
  func.return
}

// -----

// Booleans, 4-bit integers, floats and complex numbers.
func.func @dynamic_pad_element_types() {
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[0]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi64>
  %pred = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %ppv = stablehlo.constant dense<true> : tensor<i1>
  %rp = stablehlo.dynamic_pad %pred, %ppv, %low, %high, %interior : (tensor<2xi1>, tensor<i1>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi1>
  check.expect_eq_const %rp, dense<[true, false, true, false]> : tensor<4xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %s4pv = stablehlo.constant dense<-1> : tensor<i4>
  %r4 = stablehlo.dynamic_pad %s4, %s4pv, %low, %high, %interior : (tensor<2xi4>, tensor<i4>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi4>
  check.expect_eq_const %r4, dense<[-1, -8, -1, 7]> : tensor<4xi4>
  %u4 = stablehlo.constant dense<[1, 2]> : tensor<2xui4>
  %u4pv = stablehlo.constant dense<15> : tensor<ui4>
  %ru4 = stablehlo.dynamic_pad %u4, %u4pv, %low, %high, %interior : (tensor<2xui4>, tensor<ui4>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xui4>
  check.expect_eq_const %ru4, dense<[15, 1, 15, 2]> : tensor<4xui4>
  %h = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf16>
  %hpv = stablehlo.constant dense<-0.0> : tensor<f16>
  %rh = stablehlo.dynamic_pad %h, %hpv, %low, %high, %interior : (tensor<2xf16>, tensor<f16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf16>
  check.expect_eq_const %rh, dense<[-0.0, 1.5, -0.0, 2.5]> : tensor<4xf16>
  %b = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  %bpv = stablehlo.constant dense<0.5> : tensor<bf16>
  %rb = stablehlo.dynamic_pad %b, %bpv, %low, %high, %interior : (tensor<2xbf16>, tensor<bf16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xbf16>
  check.expect_eq_const %rb, dense<[0.5, 1.0, 0.5, 2.0]> : tensor<4xbf16>
  %f = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %fpv = stablehlo.constant dense<0x7FC00001> : tensor<f32>
  %rf = stablehlo.dynamic_pad %f, %fpv, %low, %high, %interior : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf32>
  check.expect_eq_const %rf, dense<[0x7FC00001, 1.0, 0x7FC00001, 2.0]> : tensor<4xf32>
  %d = stablehlo.constant dense<[1.25, 2.25]> : tensor<2xf64>
  %dpv = stablehlo.constant dense<0.0> : tensor<f64>
  %rd = stablehlo.dynamic_pad %d, %dpv, %low, %high, %interior : (tensor<2xf64>, tensor<f64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xf64>
  check.expect_eq_const %rd, dense<[0.0, 1.25, 0.0, 2.25]> : tensor<4xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %cpv = stablehlo.constant dense<(0.0, 1.0)> : tensor<complex<f32>>
  %rc = stablehlo.dynamic_pad %c, %cpv, %low, %high, %interior : (tensor<2xcomplex<f32>>, tensor<complex<f32>>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(0.0, 1.0), (1.0, 2.0), (0.0, 1.0), (3.0, 4.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Generic syntax.
func.func @dynamic_pad_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %low = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %high = stablehlo.constant dense<[0, 2]> : tensor<2xi64>
  %interior = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %result = "stablehlo.dynamic_pad"(%operand, %pv, %low, %high, %interior)
    : (tensor<2x3xi32>, tensor<i32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[0, 0, 0, 0], [2, 3, 0, 0], [0, 0, 0, 0], [5, 6, 0, 0]]> : tensor<4x4xi32>
  func.return
}
