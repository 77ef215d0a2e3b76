// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Edge and interior padding together:
// result[low + operand_index * (interior + 1)] = operand[operand_index].
func.func @pad_edges_and_interior_i32() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
  check.expect_eq_const %result, dense<[[0, 1, 0, 0, 2, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 4, 0, 0, 5, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]]> : tensor<5x9xi32>
  func.return
}

// -----

// Edge padding only, with a non-zero padding value.
func.func @pad_edges_only_i64() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %pv = stablehlo.constant dense<-1> : tensor<i64>
  %result = stablehlo.pad %operand, %pv, low = [1, 2], high = [2, 0], interior = [0, 0] : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x5xi64>
  check.expect_eq_const %result, dense<[[-1, -1, -1, -1, -1], [-1, -1, 1, 2, 3], [-1, -1, 4, 5, 6], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]> : tensor<5x5xi64>
  func.return
}

// -----

// Interior padding only; a size-1 dimension gets no interior padding.
func.func @pad_interior_only() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [0, 0], high = [0, 0], interior = [2, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<4x5xi32>
  check.expect_eq_const %result, dense<[[1, 0, 2, 0, 3], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [4, 0, 5, 0, 6]]> : tensor<4x5xi32>
  %single = stablehlo.constant dense<[[7]]> : tensor<1x1xi32>
  %rs = stablehlo.pad %single, %pv, low = [0, 0], high = [0, 0], interior = [3, 5] : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
  check.expect_eq_const %rs, dense<[[7]]> : tensor<1x1xi32>
  func.return
}

// -----

// Negative edge padding removes elements: here it crops like a slice.
func.func @pad_negative_edges_crop() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [-1, -1], high = [0, -1], interior = [0, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x1xi32>
  check.expect_eq_const %result, dense<[[5]]> : tensor<1x1xi32>
  func.return
}

// -----

// Negative and positive edge padding mixed with interior padding.
func.func @pad_negative_low_with_interior() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [1, -1], high = [0, 2], interior = [1, 0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[0, 0, 0, 0], [2, 3, 0, 0], [0, 0, 0, 0], [5, 6, 0, 0]]> : tensor<4x4xi32>
  func.return
}

// -----

// Interior padding happens before edge padding, so negative edge padding can
// remove interior padding elements and operand elements alike.
func.func @pad_negative_edges_remove_interior_padding() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  // [1, 0, 2, 0, 3] without its first and last element.
  %both = stablehlo.pad %operand, %pv, low = [-1], high = [-1], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %both, dense<[0, 2, 0]> : tensor<3xi32>
  // [1, 0, 0, 2, 0, 0, 3] without its first three, then one 0 appended.
  %low = stablehlo.pad %operand, %pv, low = [-3], high = [1], interior = [2] : (tensor<3xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %low, dense<[2, 0, 0, 3, 0]> : tensor<5xi32>
  // 0, 0, [1, 0, 2, 0, 3] without its last four.
  %high = stablehlo.pad %operand, %pv, low = [2], high = [-4], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %high, dense<[0, 0, 1]> : tensor<3xi32>
  func.return
}

// -----

// Negative padding can remove everything.
func.func @pad_negative_to_empty() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [-2], high = [-1], interior = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<0xi32>
  check.expect_eq_const %result, dense<> : tensor<0xi32>
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rm = stablehlo.pad %m, %pv, low = [-1, -2], high = [-1, -3], interior = [1, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<1x0xi32>
  check.expect_eq_const %rm, dense<> : tensor<1x0xi32>
  func.return
}

// -----

// An empty operand pads to all padding values; its interior padding counts
// max(0 - 1, 0) = 0 times.
func.func @pad_empty_operand() {
  %operand = stablehlo.constant dense<> : tensor<0x2xi32>
  %pv = stablehlo.constant dense<9> : tensor<i32>
  %result = stablehlo.pad %operand, %pv, low = [1, 1], high = [1, 0], interior = [3, 1] : (tensor<0x2xi32>, tensor<i32>) -> tensor<2x4xi32>
  check.expect_eq_const %result, dense<[[9, 9, 9, 9], [9, 9, 9, 9]]> : tensor<2x4xi32>
  func.return
}

// -----

// Rank 0: nothing to pad.
func.func @pad_rank0() {
  %operand = stablehlo.constant dense<2.5> : tensor<f32>
  %pv = stablehlo.constant dense<0.0> : tensor<f32>
  %result = stablehlo.pad %operand, %pv, low = [], high = [], interior = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %result, dense<2.5> : tensor<f32>
  func.return
}

// -----

// Zero padding everywhere is the identity.
func.func @pad_zero_is_identity() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xui16>
  %pv = stablehlo.constant dense<0> : tensor<ui16>
  %result = stablehlo.pad %operand, %pv, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x2xui16>, tensor<ui16>) -> tensor<2x2xui16>
  check.expect_eq_const %result, dense<[[1, 2], [3, 4]]> : tensor<2x2xui16>
  func.return
}

// -----

// Rank 3 with one padding kind per dimension.
func.func @pad_rank3() {
  %operand = stablehlo.constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi8>
  %pv = stablehlo.constant dense<-128> : tensor<i8>
  %result = stablehlo.pad %operand, %pv, low = [0, 1, 0], high = [0, 0, -1], interior = [1, 0, 0] : (tensor<2x1x2xi8>, tensor<i8>) -> tensor<3x2x1xi8>
  check.expect_eq_const %result, dense<[[[-128], [1]], [[-128], [-128]], [[-128], [3]]]> : tensor<3x2x1xi8>
  func.return
}

// -----

// Booleans, 4-bit and unsigned integers.
func.func @pad_integer_types() {
  %pred = stablehlo.constant dense<[false, false]> : tensor<2xi1>
  %ptrue = stablehlo.constant dense<true> : tensor<i1>
  %rp = stablehlo.pad %pred, %ptrue, low = [1], high = [1], interior = [1] : (tensor<2xi1>, tensor<i1>) -> tensor<5xi1>
  check.expect_eq_const %rp, dense<[true, false, true, false, true]> : tensor<5xi1>
  %s4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %s4pv = stablehlo.constant dense<-1> : tensor<i4>
  %r4 = stablehlo.pad %s4, %s4pv, low = [0], high = [1], interior = [2] : (tensor<2xi4>, tensor<i4>) -> tensor<5xi4>
  check.expect_eq_const %r4, dense<[-8, -1, -1, 7, -1]> : tensor<5xi4>
  %u4 = stablehlo.constant dense<[1, 2]> : tensor<2xui4>
  %u4pv = stablehlo.constant dense<15> : tensor<ui4>
  %ru4 = stablehlo.pad %u4, %u4pv, low = [1], high = [0], interior = [0] : (tensor<2xui4>, tensor<ui4>) -> tensor<3xui4>
  check.expect_eq_const %ru4, dense<[15, 1, 2]> : tensor<3xui4>
  %u32 = stablehlo.constant dense<[1]> : tensor<1xui32>
  %u32pv = stablehlo.constant dense<4294967295> : tensor<ui32>
  %r32 = stablehlo.pad %u32, %u32pv, low = [0], high = [2], interior = [0] : (tensor<1xui32>, tensor<ui32>) -> tensor<3xui32>
  check.expect_eq_const %r32, dense<[1, 4294967295, 4294967295]> : tensor<3xui32>
  func.return
}

// -----

// f16, bf16, f64 and complex elements.
func.func @pad_float_and_complex_types() {
  %h = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf16>
  %hpv = stablehlo.constant dense<-0.25> : tensor<f16>
  %rh = stablehlo.pad %h, %hpv, low = [1], high = [0], interior = [1] : (tensor<2xf16>, tensor<f16>) -> tensor<4xf16>
  check.expect_eq_const %rh, dense<[-0.25, 1.5, -0.25, 2.5]> : tensor<4xf16>
  %b = stablehlo.constant dense<[[1.0], [2.0]]> : tensor<2x1xbf16>
  %bpv = stablehlo.constant dense<0.5> : tensor<bf16>
  %rb = stablehlo.pad %b, %bpv, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x1xbf16>, tensor<bf16>) -> tensor<2x2xbf16>
  check.expect_eq_const %rb, dense<[[1.0, 0.5], [2.0, 0.5]]> : tensor<2x2xbf16>
  %d = stablehlo.constant dense<[1.0e+300, -1.0e-300]> : tensor<2xf64>
  %dpv = stablehlo.constant dense<3.25> : tensor<f64>
  %rd = stablehlo.pad %d, %dpv, low = [-1], high = [1], interior = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %rd, dense<[-1.0e-300, 3.25]> : tensor<2xf64>
  %c = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %cpv = stablehlo.constant dense<(0.0, -1.0)> : tensor<complex<f32>>
  %rc = stablehlo.pad %c, %cpv, low = [0], high = [1], interior = [1] : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_eq_const %rc, dense<[(1.0, 2.0), (0.0, -1.0), (3.0, 4.0), (0.0, -1.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Padding values and elements are copied bit for bit (NaN payload, -0.0).
func.func @pad_f32_special_values() {
  %operand = stablehlo.constant dense<[-0.0, 0x7F800000]> : tensor<2xf32>
  %pv = stablehlo.constant dense<0x7FC00001> : tensor<f32>
  %result = stablehlo.pad %operand, %pv, low = [1], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  check.expect_eq_const %result, dense<[0x7FC00001, -0.0, 0x7FC00001, 0x7F800000, 0x7FC00001]> : tensor<5xf32>
  func.return
}

// -----

// Generic syntax.
func.func @pad_generic_form() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %pv = stablehlo.constant dense<0> : tensor<i32>
  %result = "stablehlo.pad"(%operand, %pv) {
    edge_padding_low = array<i64: 1, -1>,
    edge_padding_high = array<i64: 0, 2>,
    interior_padding = array<i64: 1, 0>
  } : (tensor<2x3xi32>, tensor<i32>) -> tensor<4x4xi32>
  check.expect_eq_const %result, dense<[[0, 0, 0, 0], [2, 3, 0, 0], [0, 0, 0, 0], [5, 6, 0, 0]]> : tensor<4x4xi32>
  func.return
}
