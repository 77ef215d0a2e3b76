// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// The example of the specification, in the generic form: the row
// [0, 1, 2, 3, 4, 5] summed along dimension 1.
func.func @reduce_spec_example() {
  %input = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi64>
  %init_value = stablehlo.constant dense<0> : tensor<i64>
  %result = "stablehlo.reduce"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    dimensions = array<i64: 1>
  } : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  check.expect_eq_const %result, dense<[15]> : tensor<1xi64>
  func.return
}

// -----

// Sums of a 2x3 matrix along each dimension (pretty form): the reduced
// dimension disappears from the shape.
func.func @reduce_add_one_dimension() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %rows = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  %cols = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %rows, dense<[6, 15]> : tensor<2xi32>
  check.expect_eq_const %cols, dense<[5, 7, 9]> : tensor<3xi32>
  func.return
}

// -----

// Several dimensions of a 2x3x4 tensor at once: the outer and inner
// dimensions (not adjacent), the middle one, the last two, and the same pair
// listed in the other order; the kept dimensions stay in their order.
func.func @reduce_add_several_dimensions() {
  %x = stablehlo.constant dense<[[[-7, -6, -5, -4], [-3, -2, -1, 0], [1, 2, 3, 4]],
                                 [[5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]> : tensor<2x3x4xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r02 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %r1 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x4xi32>
  %r12 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2xi32>
  %r20 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [2, 0] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %r01 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %r02, dense<[4, 36, 68]> : tensor<3xi32>
  check.expect_eq_const %r1, dense<[[-9, -6, -3, 0], [27, 30, 33, 36]]> : tensor<2x4xi32>
  check.expect_eq_const %r12, dense<[-18, 126]> : tensor<2xi32>
  check.expect_eq_const %r20, dense<[4, 36, 68]> : tensor<3xi32>
  check.expect_eq_const %r01, dense<[18, 24, 30, 36]> : tensor<4xi32>
  func.return
}

// -----

// All dimensions: the result is a 0-dimensional tensor.
func.func @reduce_all_dimensions_to_scalar() {
  %x = stablehlo.constant dense<[[[-7, -6, -5, -4], [-3, -2, -1, 0], [1, 2, 3, 4]],
                                 [[5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]> : tensor<2x3x4xi64>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x4xi64>, tensor<i64>) -> tensor<i64>
  check.expect_eq_const %r, dense<108> : tensor<i64>
  %v = stablehlo.constant dense<[2.5, -1.0, 0.25]> : tensor<3xf64>
  %fzero = stablehlo.constant dense<0.0> : tensor<f64>
  %s = stablehlo.reduce(%v init: %fzero) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  check.expect_eq_const %s, dense<1.75> : tensor<f64>
  func.return
}

// -----

// No dimensions: every input slice is a single element, so with an init value
// that is the identity of the body (0 for add, 1 for multiply) the result is
// the input, however many init values the schedule intersperses. A
// 0-dimensional input works the same way.
func.func @reduce_no_dimensions() {
  %x = stablehlo.constant dense<[[1, -2, 3], [4, 5, -6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[1, -2, 3], [4, 5, -6]]> : tensor<2x3xi32>
  %f = stablehlo.constant dense<[0.5, -3.0, 7.25]> : tensor<3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %s = stablehlo.reduce(%f init: %one) applies stablehlo.multiply across dimensions = [] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %s, dense<[0.5, -3.0, 7.25]> : tensor<3xf32>
  %c = stablehlo.constant dense<9> : tensor<i8>
  %z8 = stablehlo.constant dense<0> : tensor<i8>
  %t = stablehlo.reduce(%c init: %z8) applies stablehlo.add across dimensions = [] : (tensor<i8>, tensor<i8>) -> tensor<i8>
  check.expect_eq_const %t, dense<9> : tensor<i8>
  func.return
}

// -----

// A reduced dimension of size 0: each result element reduces nothing and is
// the init value (an identity of the body). If a kept dimension has size 0,
// the result is empty.
func.func @reduce_empty_input() {
  %e = stablehlo.constant dense<> : tensor<0x3xi32>
  %min = stablehlo.constant dense<-2147483648> : tensor<i32>
  %r0 = stablehlo.reduce(%e init: %min) applies stablehlo.maximum across dimensions = [0] : (tensor<0x3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %r0, dense<-2147483648> : tensor<3xi32>
  %r1 = stablehlo.reduce(%e init: %min) applies stablehlo.maximum across dimensions = [1] : (tensor<0x3xi32>, tensor<i32>) -> tensor<0xi32>
  check.expect_eq_const %r1, dense<> : tensor<0xi32>
  %r01 = stablehlo.reduce(%e init: %min) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<0x3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r01, dense<-2147483648> : tensor<i32>
  %f = stablehlo.constant dense<> : tensor<2x0xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %s = stablehlo.reduce(%f init: %inf) applies stablehlo.minimum across dimensions = [1] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %s, dense<0x7F800000> : tensor<2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %p = stablehlo.reduce(%f init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %p, dense<1.0> : tensor<2xf32>
  func.return
}

// -----

// maximum and minimum on signed integers, over one, two and all dimensions.
func.func @reduce_max_min_signed() {
  %x = stablehlo.constant dense<[[[3, -1, 4, 1], [5, -9, 2, 6], [5, 3, -5, 8]],
                                 [[9, 7, -9, 3], [2, 3, 8, 4], [-6, 2, 6, 4]]]> : tensor<2x3x4xi32>
  %lo = stablehlo.constant dense<-2147483648> : tensor<i32>
  %hi = stablehlo.constant dense<2147483647> : tensor<i32>
  %max02 = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %min1 = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [1] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<2x4xi32>
  %maxall = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<i32>
  %minall = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [0, 1, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %max02, dense<[9, 8, 8]> : tensor<3xi32>
  check.expect_eq_const %min1, dense<[[3, -9, -5, 1], [-6, 2, -9, 3]]> : tensor<2x4xi32>
  check.expect_eq_const %maxall, dense<9> : tensor<i32>
  check.expect_eq_const %minall, dense<-9> : tensor<i32>
  func.return
}

// -----

// maximum and minimum on unsigned integers compare values above 127 as
// unsigned.
func.func @reduce_max_min_unsigned() {
  %x = stablehlo.constant dense<[[200, 17, 255], [128, 127, 0]]> : tensor<2x3xui8>
  %lo = stablehlo.constant dense<0> : tensor<ui8>
  %hi = stablehlo.constant dense<255> : tensor<ui8>
  %max1 = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xui8>, tensor<ui8>) -> tensor<2xui8>
  %min1 = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [1] : (tensor<2x3xui8>, tensor<ui8>) -> tensor<2xui8>
  %max0 = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xui8>, tensor<ui8>) -> tensor<3xui8>
  %min0 = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [0] : (tensor<2x3xui8>, tensor<ui8>) -> tensor<3xui8>
  check.expect_eq_const %max1, dense<[255, 128]> : tensor<2xui8>
  check.expect_eq_const %min1, dense<[17, 0]> : tensor<2xui8>
  check.expect_eq_const %max0, dense<[200, 127, 255]> : tensor<3xui8>
  check.expect_eq_const %min0, dense<[128, 17, 0]> : tensor<3xui8>
  func.return
}

// -----

// maximum and minimum on floats: -inf and +inf as init values, negative
// values, and a NaN that propagates through maximum.
func.func @reduce_max_min_float() {
  %x = stablehlo.constant dense<[[1.5, 0x7FC00000, 3.0], [-2.0, 4.0, 0xFF800000]]> : tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[0x7FC00000, 4.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[[-0.5, -7.25], [3.0, -1.0], [2.0, 8.0]]> : tensor<3x2xf64>
  %pinf = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
  %m = stablehlo.reduce(%y init: %pinf) applies stablehlo.minimum across dimensions = [0] : (tensor<3x2xf64>, tensor<f64>) -> tensor<2xf64>
  check.expect_eq_const %m, dense<[-0.5, -7.25]> : tensor<2xf64>
  func.return
}

// -----

// multiply on signed integers and on f64.
func.func @reduce_multiply() {
  %x = stablehlo.constant dense<[[2, -3, 4], [1, 5, -1]]> : tensor<2x3xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r1 = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  %r0 = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
  %r = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r1, dense<[-24, -5]> : tensor<2xi32>
  check.expect_eq_const %r0, dense<[2, -15, -4]> : tensor<3xi32>
  check.expect_eq_const %r, dense<120> : tensor<i32>
  %f = stablehlo.constant dense<[0.5, -4.0, 1.5, 2.0]> : tensor<4xf64>
  %fone = stablehlo.constant dense<1.0> : tensor<f64>
  %p = stablehlo.reduce(%f init: %fone) applies stablehlo.multiply across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
  check.expect_eq_const %p, dense<-6.0> : tensor<f64>
  func.return
}

// -----

// Integer sums and products wrap: 100 + 100 + 100 - 128 = 172 = -84 in i8,
// 65537 * 65537 = 2^32 + 2^17 + 1 = 131073 in i32, and 200 + 100 = 44 in ui8.
func.func @reduce_integer_wraparound() {
  %x = stablehlo.constant dense<[[100, 100, 100, -128], [-128, -128, 1, 2]]> : tensor<2x4xi8>
  %z8 = stablehlo.constant dense<0> : tensor<i8>
  %r1 = stablehlo.reduce(%x init: %z8) applies stablehlo.add across dimensions = [1] : (tensor<2x4xi8>, tensor<i8>) -> tensor<2xi8>
  %r0 = stablehlo.reduce(%x init: %z8) applies stablehlo.add across dimensions = [0] : (tensor<2x4xi8>, tensor<i8>) -> tensor<4xi8>
  check.expect_eq_const %r1, dense<[-84, 3]> : tensor<2xi8>
  check.expect_eq_const %r0, dense<[-28, -28, 101, -126]> : tensor<4xi8>
  %m = stablehlo.constant dense<[65537, 65537]> : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %p = stablehlo.reduce(%m init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %p, dense<131073> : tensor<i32>
  %u = stablehlo.constant dense<[200, 100]> : tensor<2xui8>
  %zu = stablehlo.constant dense<0> : tensor<ui8>
  %s = stablehlo.reduce(%u init: %zu) applies stablehlo.add across dimensions = [0] : (tensor<2xui8>, tensor<ui8>) -> tensor<ui8>
  check.expect_eq_const %s, dense<44> : tensor<ui8>
  func.return
}

// -----

// Bitwise and, or and xor on integers.
func.func @reduce_bitwise_integers() {
  %x = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %ones = stablehlo.constant dense<-1> : tensor<i32>
  %xor1 = stablehlo.reduce(%x init: %zero) applies stablehlo.xor across dimensions = [1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %and0 = stablehlo.reduce(%x init: %ones) applies stablehlo.and across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
  %or0 = stablehlo.reduce(%x init: %zero) applies stablehlo.or across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
  check.expect_eq_const %xor1, dense<[4, 12, 4]> : tensor<3xi32>
  check.expect_eq_const %and0, dense<[1, 2, 3, 0]> : tensor<4xi32>
  check.expect_eq_const %or0, dense<[13, 14, 15, 12]> : tensor<4xi32>
  func.return
}

// -----

// i1 inputs: and is "all", or is "any", xor is the parity.
func.func @reduce_i1() {
  %x = stablehlo.constant dense<[[true, true, true], [true, false, true], [false, false, false]]> : tensor<3x3xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %all = stablehlo.reduce(%x init: %t) applies stablehlo.and across dimensions = [1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  %any = stablehlo.reduce(%x init: %f) applies stablehlo.or across dimensions = [1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  %par = stablehlo.reduce(%x init: %f) applies stablehlo.xor across dimensions = [1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  %all0 = stablehlo.reduce(%x init: %t) applies stablehlo.and across dimensions = [0] : (tensor<3x3xi1>, tensor<i1>) -> tensor<3xi1>
  %anyall = stablehlo.reduce(%x init: %f) applies stablehlo.or across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %all, dense<[true, false, false]> : tensor<3xi1>
  check.expect_eq_const %any, dense<[true, true, false]> : tensor<3xi1>
  check.expect_eq_const %par, dense<[true, false, false]> : tensor<3xi1>
  check.expect_eq_const %all0, dense<false> : tensor<3xi1>
  check.expect_eq_const %anyall, dense<true> : tensor<i1>
  func.return
}

// -----

// Float sums: exact ones in f32, f16 and bf16 (small integers and binary
// fractions), and one of decimal fractions in f32 compared with a tolerance.
func.func @reduce_add_floats() {
  %x = stablehlo.constant dense<[[0.5, 1.25, -2.0], [8.0, 0.125, 3.0]]> : tensor<2x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[-0.25, 11.125]> : tensor<2xf32>
  %h = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, -6.0]]> : tensor<3x2xf16>
  %zh = stablehlo.constant dense<0.0> : tensor<f16>
  %rh = stablehlo.reduce(%h init: %zh) applies stablehlo.add across dimensions = [0] : (tensor<3x2xf16>, tensor<f16>) -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[9.0, 0.0]> : tensor<2xf16>
  %b = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 0.5]> : tensor<5xbf16>
  %zb = stablehlo.constant dense<0.0> : tensor<bf16>
  %rb = stablehlo.reduce(%b init: %zb) applies stablehlo.add across dimensions = [0] : (tensor<5xbf16>, tensor<bf16>) -> tensor<bf16>
  check.expect_eq_const %rb, dense<10.5> : tensor<bf16>
  %d = stablehlo.constant dense<[0.1, 0.2, 0.3, 0.4]> : tensor<4xf32>
  %rd = stablehlo.reduce(%d init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  check.expect_almost_eq_const %rd, dense<1.0> : tensor<f32>
  func.return
}

// -----

// Complex sums and products: (1+2i) + (3-i) + i = 4+2i and
// (1+2i) * (3-i) * i = (5+5i) * i = -5+5i.
func.func @reduce_complex() {
  %x = stablehlo.constant dense<[(1.0, 2.0), (3.0, -1.0), (0.0, 1.0)]> : tensor<3xcomplex<f32>>
  %zero = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %one = stablehlo.constant dense<(1.0, 0.0)> : tensor<complex<f32>>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  %p = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %s, dense<(4.0, 2.0)> : tensor<complex<f32>>
  check.expect_eq_const %p, dense<(-5.0, 5.0)> : tensor<complex<f32>>
  %y = stablehlo.constant dense<[[(1.0, 2.0), (3.0, -1.0)], [(0.0, 1.0), (2.0, 0.5)]]> : tensor<2x2xcomplex<f64>>
  %zero64 = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f64>>
  %one64 = stablehlo.constant dense<(1.0, 0.0)> : tensor<complex<f64>>
  %s0 = stablehlo.reduce(%y init: %zero64) applies stablehlo.add across dimensions = [0] : (tensor<2x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
  %p1 = stablehlo.reduce(%y init: %one64) applies stablehlo.multiply across dimensions = [1] : (tensor<2x2xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
  check.expect_eq_const %s0, dense<[(1.0, 3.0), (5.0, -0.5)]> : tensor<2xcomplex<f64>>
  check.expect_eq_const %p1, dense<[(5.0, 5.0), (-0.5, 2.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Two inputs reduced together into (value, index) pairs: argmax along
// dimension 1. The body keeps the larger value and, on equal values, the
// smaller index, so it is associative and commutative and the result does not
// depend on the schedule. The block arguments are (acc0, acc1, x0, x1).
func.func @reduce_argmax_generic() {
  %v = stablehlo.constant dense<[[1.0, 5.0, 5.0, -2.0], [-1.0, -3.0, 0.5, 0.5]]> : tensor<2x4xf32>
  %i = stablehlo.constant dense<[[0, 1, 2, 3], [0, 1, 2, 3]]> : tensor<2x4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%v, %i, %ninf, %zero) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %mv = stablehlo.select %gt, %av, %bv : tensor<i1>, tensor<f32>
    %gi = stablehlo.select %gt, %ai, %bi : tensor<i1>, tensor<i32>
    %lo = stablehlo.minimum %ai, %bi : tensor<i32>
    %mi = stablehlo.select %eq, %lo, %gi : tensor<i1>, tensor<i32>
    stablehlo.return %mv, %mi : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x4xf32>, tensor<2x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  check.expect_eq_const %r#0, dense<[5.0, 0.5]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<[1, 2]> : tensor<2xi32>
  func.return
}

// -----

// The same argmax in the pretty form with a reducer, along dimension 0 of a
// 3x2 tensor and over all dimensions (indices are flat positions).
func.func @reduce_argmax_pretty() {
  %v = stablehlo.constant dense<[[2, 9], [7, 9], [7, -1]]> : tensor<3x2xi64>
  %i = stablehlo.constant dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi32>
  %lo = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%v init: %lo), (%i init: %zero) across dimensions = [0] : (tensor<3x2xi64>, tensor<3x2xi32>, tensor<i64>, tensor<i32>) -> (tensor<2xi64>, tensor<2xi32>)
   reducer(%av: tensor<i64>, %bv: tensor<i64>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = stablehlo.compare GT, %av, %bv, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %mv = stablehlo.select %gt, %av, %bv : tensor<i1>, tensor<i64>
    %gi = stablehlo.select %gt, %ai, %bi : tensor<i1>, tensor<i32>
    %m = stablehlo.minimum %ai, %bi : tensor<i32>
    %mi = stablehlo.select %eq, %m, %gi : tensor<i1>, tensor<i32>
    stablehlo.return %mv, %mi : tensor<i64>, tensor<i32>
  }
  check.expect_eq_const %r#0, dense<[7, 9]> : tensor<2xi64>
  check.expect_eq_const %r#1, dense<[2, 1]> : tensor<2xi32>
  %s:2 = stablehlo.reduce(%v init: %lo), (%i init: %zero) across dimensions = [0, 1] : (tensor<3x2xi64>, tensor<3x2xi32>, tensor<i64>, tensor<i32>) -> (tensor<i64>, tensor<i32>)
   reducer(%av: tensor<i64>, %bv: tensor<i64>) (%ai: tensor<i32>, %bi: tensor<i32>) {
    %gt = stablehlo.compare GT, %av, %bv, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %av, %bv, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %mv = stablehlo.select %gt, %av, %bv : tensor<i1>, tensor<i64>
    %gi = stablehlo.select %gt, %ai, %bi : tensor<i1>, tensor<i32>
    %m = stablehlo.minimum %ai, %bi : tensor<i32>
    %mi = stablehlo.select %eq, %m, %gi : tensor<i1>, tensor<i32>
    stablehlo.return %mv, %mi : tensor<i64>, tensor<i32>
  }
  check.expect_eq_const %s#0, dense<9> : tensor<i64>
  check.expect_eq_const %s#1, dense<1> : tensor<i32>
  func.return
}

// -----

// Two independent reductions in one op, of different element types: the sum
// of an f32 input and the logical or of an i1 input, along dimension 1.
func.func @reduce_two_independent_inputs() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.5], [-4.0, 0.5, 0.25]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[false, false, false], [false, true, false]]> : tensor<2x3xi1>
  %za = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.constant dense<false> : tensor<i1>
  %r:2 = stablehlo.reduce(%a init: %za), (%b init: %zb) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi1>, tensor<f32>, tensor<i1>) -> (tensor<2xf32>, tensor<2xi1>)
   reducer(%x0: tensor<f32>, %y0: tensor<f32>) (%x1: tensor<i1>, %y1: tensor<i1>) {
    %s = stablehlo.add %x0, %y0 : tensor<f32>
    %o = stablehlo.or %x1, %y1 : tensor<i1>
    stablehlo.return %s, %o : tensor<f32>, tensor<i1>
  }
  check.expect_eq_const %r#0, dense<[6.5, -3.25]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

// A body of several ops: abs(acc) + abs(x) is associative and commutative
// (for these small values), so the result is the sum of absolute values.
func.func @reduce_multi_op_body() {
  %x = stablehlo.constant dense<[[1, -2, 3], [-4, -5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %aa = stablehlo.abs %a : tensor<i32>
    %ab = stablehlo.abs %b : tensor<i32>
    %s = stablehlo.add %aa, %ab : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[6, 15]> : tensor<2xi32>
  func.return
}

// -----

// A single-op body whose operands are the block arguments in the other order
// (element, accumulator): the same result as the usual order.
func.func @reduce_swapped_body_operands() {
  %x = stablehlo.constant dense<[[1, -2, 3], [-4, -5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %lo = stablehlo.constant dense<-100> : tensor<i32>
  %s = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %r = stablehlo.add %b, %a : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<3xi32>
  %m = "stablehlo.reduce"(%x, %lo) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %r = stablehlo.maximum %b, %a : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %s, dense<[-3, -7, 9]> : tensor<3xi32>
  check.expect_eq_const %m, dense<[3, 6]> : tensor<2xi32>
  func.return
}

// -----

// A body on a wider type than the input (is_promotable): the inputs and init
// values are converted to the body's type and the results have that type.
// i8 values summed in i64 do not wrap (-100 * 3 = -300; the conversion keeps
// the sign), and f16 values summed in f32 give 2048 + 1 + 1 = 2050 exactly
// (2049 is not representable in f16). The bodies have more than one op.
// The single-op bodies of reduce_promoted_single_op_body.mlir fail (XFAIL).
func.func @reduce_promoted_body() {
  %x = stablehlo.constant dense<[-100, -100, -100]> : tensor<3xi8>
  %z8 = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce"(%x, %z8) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    %n = stablehlo.negate %s : tensor<i64>
    %p = stablehlo.negate %n : tensor<i64>
    stablehlo.return %p : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<i8>) -> tensor<i64>
  check.expect_eq_const %r, dense<-300> : tensor<i64>
  %h = stablehlo.constant dense<[2048.0, 1.0, 1.0]> : tensor<3xf16>
  %zh = stablehlo.constant dense<0.0> : tensor<f16>
  %f = "stablehlo.reduce"(%h, %zh) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    %n = stablehlo.negate %s : tensor<f32>
    %p = stablehlo.negate %n : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf16>, tensor<f16>) -> tensor<f32>
  check.expect_eq_const %f, dense<2050.0> : tensor<f32>
  %c = stablehlo.constant dense<[(1.0, 2.0), (0.5, 0.0)]> : tensor<2xcomplex<f32>>
  %zc = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %g = "stablehlo.reduce"(%c, %zc) ({
  ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
    %s = stablehlo.add %a, %b : tensor<complex<f64>>
    %n = stablehlo.negate %s : tensor<complex<f64>>
    %p = stablehlo.negate %n : tensor<complex<f64>>
    stablehlo.return %p : tensor<complex<f64>>
  }) {dimensions = array<i64: 0>} : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f64>>
  check.expect_eq_const %g, dense<(1.5, 2.0)> : tensor<complex<f64>>
  func.return
}
