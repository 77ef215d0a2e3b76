// arith on scalars, index values and tensors (issue 25, item 3). Each
// function packs its scalars into a tensor (tensor.from_elements) and
// checks it; the expected values are by hand, with the two's-complement
// wrap-around arith defines for integers and IEEE-754 for floats.
// RUN: interpreter-translate --interpret %s | FileCheck %s
// CHECK: @integers: ok
// CHECK: @integers_i8: ok
// CHECK: @floats: ok
// CHECK: @compares: ok
// CHECK: @casts: ok
// CHECK: @float_casts: ok
// CHECK: @tensors: ok
// CHECK: @index_tensor_constant: ok
// CHECK-NOT: failed

func.func @integers() {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %two = arith.constant 2 : i32
  %m7 = arith.constant -7 : i32
  %add = arith.addi %a, %b : i32            // 4
  %sub = arith.subi %b, %a : i32            // -10
  %mul = arith.muli %a, %b : i32            // -21
  %divsi = arith.divsi %m7, %two : i32      // -3 (toward zero)
  %ceil = arith.ceildivsi %m7, %two : i32   // -3
  %ceilp = arith.ceildivsi %a, %two : i32   // 4
  %floor = arith.floordivsi %m7, %two : i32 // -4
  %rem = arith.remsi %m7, %two : i32        // -1 (sign of the dividend)
  %and = arith.andi %a, %b : i32            // 0b111 & ...11101 = 5
  %or = arith.ori %a, %b : i32              // -1
  %xor = arith.xori %a, %b : i32            // -6
  %shl = arith.shli %a, %two : i32          // 28
  %max = arith.maxsi %a, %b : i32           // 7
  %min = arith.minsi %a, %b : i32           // -3
  %t = tensor.from_elements %add, %sub, %mul, %divsi, %ceil, %ceilp, %floor, %rem, %and, %or, %xor, %shl, %max, %min : tensor<14xi32>
  check.expect_eq_const %t, dense<[4, -10, -21, -3, -3, 4, -4, -1, 5, -1, -6, 28, 7, -3]> : tensor<14xi32>
  func.return
}

func.func @integers_i8() {
  %min = arith.constant -128 : i8
  %one = arith.constant 1 : i8
  %sixteen = arith.constant 16 : i8
  %m7 = arith.constant -7 : i8     // 249 unsigned
  %two = arith.constant 2 : i8
  %ten = arith.constant 10 : i8
  %m8 = arith.constant -8 : i8     // 248 unsigned
  %m1 = arith.constant -1 : i8     // 255 unsigned
  %wrap = arith.subi %min, %one : i8         // 127
  %sq = arith.muli %sixteen, %sixteen : i8   // 256 -> 0
  %divui = arith.divui %m7, %two : i8        // 249 / 2 = 124
  %ceilui = arith.ceildivui %m7, %two : i8   // 125
  %remui = arith.remui %m7, %ten : i8        // 9
  %shrsi = arith.shrsi %m8, %one : i8        // -4
  %shrui = arith.shrui %m8, %one : i8        // 124
  %maxui = arith.maxui %m1, %one : i8        // 255 = -1
  %minui = arith.minui %m1, %one : i8        // 1
  %t = tensor.from_elements %wrap, %sq, %divui, %ceilui, %remui, %shrsi, %shrui, %maxui, %minui : tensor<9xi8>
  check.expect_eq_const %t, dense<[127, 0, 124, 125, 9, -4, 124, -1, 1]> : tensor<9xi8>
  func.return
}

func.func @floats() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %x = arith.constant 7.5 : f32
  %mx = arith.constant -7.5 : f32
  %two = arith.constant 2.0 : f32
  %add = arith.addf %a, %b : f32           // 3.75
  %sub = arith.subf %a, %b : f32           // -0.75
  %mul = arith.mulf %a, %b : f32           // 3.375
  %div = arith.divf %b, %a : f32           // 1.5
  %inf = arith.divf %one, %zero : f32      // inf
  %rem = arith.remf %x, %two : f32         // 1.5
  %nrem = arith.remf %mx, %two : f32       // -1.5 (sign of the dividend)
  %neg = arith.negf %a : f32               // -1.5
  %maximum = arith.maximumf %nan, %one : f32 // NaN
  %maxnum = arith.maxnumf %nan, %one : f32   // 1
  %minimum = arith.minimumf %zero, %nzero : f32 // -0.0
  %minnum = arith.minnumf %one, %nan : f32   // 1
  %t = tensor.from_elements %add, %sub, %mul, %div, %inf, %rem, %nrem, %neg, %maximum, %maxnum, %minimum, %minnum : tensor<12xf32>
  check.expect_eq_const %t, dense<[3.75, -0.75, 3.375, 1.5, 0x7F800000, 1.5, -1.5, -1.5, 0x7FC00000, 1.0, -0.0, 1.0]> : tensor<12xf32>
  func.return
}

func.func @compares() {
  %a = arith.constant -1 : i32
  %b = arith.constant 1 : i32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %slt = arith.cmpi slt, %a, %b : i32   // -1 < 1: true
  %ult = arith.cmpi ult, %a, %b : i32   // 0xFFFFFFFF < 1: false
  %eq = arith.cmpi eq, %a, %a : i32     // true
  %olt = arith.cmpf olt, %nan, %one : f32 // false
  %ultf = arith.cmpf ult, %nan, %one : f32 // true
  %une = arith.cmpf une, %one, %one : f32  // false
  %one_ = arith.cmpf one, %one, %two : f32 // true
  %uno = arith.cmpf uno, %nan, %nan : f32  // true
  %t = tensor.from_elements %slt, %ult, %eq, %olt, %ultf, %une, %one_, %uno : tensor<8xi1>
  check.expect_eq_const %t, dense<[true, false, true, false, true, false, true, true]> : tensor<8xi1>
  %s = arith.select %ult, %a, %b : i32  // false: 1
  %st = tensor.from_elements %s : tensor<1xi32>
  check.expect_eq_const %st, dense<1> : tensor<1xi32>
  func.return
}

func.func @casts() {
  %m1_i8 = arith.constant -1 : i8
  %big = arith.constant 257 : i32
  %m1_i32 = arith.constant -1 : i32
  %extsi = arith.extsi %m1_i8 : i8 to i32        // -1
  %extui = arith.extui %m1_i8 : i8 to i32        // 255
  %trunc = arith.trunci %big : i32 to i8         // 1
  %trunc32 = arith.extsi %trunc : i8 to i32
  %idx = arith.index_cast %m1_i32 : i32 to index // -1
  %back = arith.index_cast %idx : index to i32   // -1
  %idxu = arith.index_castui %m1_i32 : i32 to index // 4294967295
  %idxu64 = arith.index_cast %idxu : index to i64
  %lo = arith.trunci %idxu64 : i64 to i32        // -1
  %c32 = arith.constant 32 : i64
  %hi64 = arith.shrui %idxu64, %c32 : i64        // 0
  %hi = arith.trunci %hi64 : i64 to i32
  %t = tensor.from_elements %extsi, %extui, %trunc32, %back, %lo, %hi : tensor<6xi32>
  check.expect_eq_const %t, dense<[-1, 255, 1, -1, -1, 0]> : tensor<6xi32>
  func.return
}

func.func @float_casts() {
  %m3 = arith.constant -3 : i32
  %m1_i8 = arith.constant -1 : i8
  %x = arith.constant -2.7 : f32
  %y = arith.constant 3.9 : f32
  %one = arith.constant 1.0 : f32
  %sitofp = arith.sitofp %m3 : i32 to f32        // -3.0
  %uitofp = arith.uitofp %m1_i8 : i8 to f32      // 255.0
  %fptosi = arith.fptosi %x : f32 to i32         // -2 (toward zero)
  %fptoui = arith.fptoui %y : f32 to i32         // 3
  %bits = arith.bitcast %one : f32 to i32        // 0x3F800000 = 1065353216
  %ft = tensor.from_elements %sitofp, %uitofp : tensor<2xf32>
  check.expect_eq_const %ft, dense<[-3.0, 255.0]> : tensor<2xf32>
  %it = tensor.from_elements %fptosi, %fptoui, %bits : tensor<3xi32>
  check.expect_eq_const %it, dense<[-2, 3, 1065353216]> : tensor<3xi32>
  // 0.1 in f64 rounds to the f32 nearest it, 0x3DCCCCCD; 1/3 in f32
  // widens exactly.
  %d = arith.constant 0.1 : f64
  %f = arith.truncf %d : f64 to f32
  %third = arith.constant 0x3EAAAAAB : f32
  %wide = arith.extf %third : f32 to f64
  %fbits = arith.bitcast %f : f32 to i32
  %wbits = arith.bitcast %wide : f64 to i64
  %fb = tensor.from_elements %fbits : tensor<1xi32>
  check.expect_eq_const %fb, dense<0x3DCCCCCD> : tensor<1xi32>
  // 0x3EAAAAAB = 1.0101...1011b x 2^-2; as f64: exponent 1021 (0x3FD),
  // mantissa 0x5555560000000.
  %wb = tensor.from_elements %wbits : tensor<1xi64>
  check.expect_eq_const %wb, dense<0x3FD5555560000000> : tensor<1xi64>
  func.return
}

// arith on tensors, and arith.select with a tensor of conditions.
func.func @tensors() {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
  %c = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %sum = arith.addi %a, %b : tensor<3xi32>
  check.expect_eq_const %sum, dense<[5, 7, 9]> : tensor<3xi32>
  %sel = arith.select %c, %a, %b : tensor<3xi1>, tensor<3xi32>
  check.expect_eq_const %sel, dense<[1, 5, 3]> : tensor<3xi32>
  %f = arith.sitofp %a : tensor<3xi32> to tensor<3xf32>
  %h = arith.constant dense<0.5> : tensor<3xf32>
  %p = arith.mulf %f, %h : tensor<3xf32>
  check.expect_eq_const %p, dense<[0.5, 1.0, 1.5]> : tensor<3xf32>
  %lt = arith.cmpi slt, %a, %b : tensor<3xi32>
  check.expect_eq_const %lt, dense<true> : tensor<3xi1>
  func.return
}

// An index tensor constant drives a stablehlo op and is cast to i64.
func.func @index_tensor_constant() {
  %shape = arith.constant dense<[2, 3]> : tensor<2xindex>
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xi32>, tensor<2xindex>) -> tensor<2x3xi32>
  check.expect_eq_const %b, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  %s64 = arith.index_cast %shape : tensor<2xindex> to tensor<2xi64>
  check.expect_eq_const %s64, dense<[2, 3]> : tensor<2xi64>
  func.return
}
