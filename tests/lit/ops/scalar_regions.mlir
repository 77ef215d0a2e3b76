// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Regions of rank-0 ops (while condition and body, sort comparator, reduce
// body) that the typed path runs as compiled scalar programs
// (interpreter/ScalarProgram.h) and the Element path runs op by op. Expected
// values are worked out by hand.

// i32 addition wraps: 2147483600 + 10 * 10 = 2147483700 = -2147483596 mod 2^32.
// The bound %n and the step %ten are captured from the function's block.
func.func @wrapping_counter() {
  %x0 = stablehlo.constant dense<2147483600> : tensor<i32>
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<10> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %r:2 = stablehlo.while(%i = %i0, %x = %x0) : tensor<i64>, tensor<i32>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %i1 = stablehlo.add %i, %one : tensor<i64>
      %x1 = stablehlo.add %x, %ten : tensor<i32>
      stablehlo.return %i1, %x1 : tensor<i64>, tensor<i32>
    }
  check.expect_eq_const %r#0, dense<10> : tensor<i64>
  check.expect_eq_const %r#1, dense<-2147483596> : tensor<i32>
  func.return
}

// -----

// ui8 wraps from 255 to 0: 250 -> 4 takes 10 steps. The condition compares
// unsigned (NE), the count is i64.
func.func @unsigned_wrap() {
  %u0 = stablehlo.constant dense<250> : tensor<ui8>
  %stop = stablehlo.constant dense<4> : tensor<ui8>
  %k0 = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%u = %u0, %k = %k0) : tensor<ui8>, tensor<i64>
    cond {
      %c = stablehlo.compare NE, %u, %stop, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<ui8>
      %k1 = stablehlo.constant dense<1> : tensor<i64>
      %u1 = stablehlo.add %u, %one : tensor<ui8>
      %k2 = stablehlo.add %k, %k1 : tensor<i64>
      stablehlo.return %u1, %k2 : tensor<ui8>, tensor<i64>
    }
  check.expect_eq_const %r#0, dense<4> : tensor<ui8>
  check.expect_eq_const %r#1, dense<10> : tensor<i64>
  func.return
}

// -----

// One pass through a body of every integer op of the subset, on -7 (i32):
// abs 7, negate 7, not 6, xor(6, 3) = 5, or(5, 8) = 13, and(13, 7) = 5,
// subtract(5, 9) = -4, multiply(-4, -4) = 16, maximum(16, 7) = 16,
// minimum(16, -4) = -4, shift_left(-4, 2) = -16,
// shift_right_arithmetic(-16, 2) = -4, shift_right_logical(-16, 28) = 15
// (0xFFFFFFF0 >> 28), shift_left(1, 32) = 0 (amount >= 32).
// And the minimum i32: abs and negate wrap to itself.
func.func @integer_ops() {
  %a0 = stablehlo.constant dense<-7> : tensor<i32>
  %m0 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %go = stablehlo.constant dense<true> : tensor<i1>
  %r:4 = stablehlo.while(%a = %a0, %m = %m0, %b = %a0, %first = %go) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>
    cond {
      stablehlo.return %first : tensor<i1>
    } do {
      %c2 = stablehlo.constant dense<2> : tensor<i32>
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %c7 = stablehlo.constant dense<7> : tensor<i32>
      %c8 = stablehlo.constant dense<8> : tensor<i32>
      %c9 = stablehlo.constant dense<9> : tensor<i32>
      %c28 = stablehlo.constant dense<28> : tensor<i32>
      %c32 = stablehlo.constant dense<32> : tensor<i32>
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %abs = stablehlo.abs %a : tensor<i32>
      %neg = stablehlo.negate %a : tensor<i32>
      %not = stablehlo.not %a : tensor<i32>
      %xor = stablehlo.xor %not, %c3 : tensor<i32>
      %or = stablehlo.or %xor, %c8 : tensor<i32>
      %and = stablehlo.and %or, %c7 : tensor<i32>
      %sub = stablehlo.subtract %and, %c9 : tensor<i32>
      %mul = stablehlo.multiply %sub, %sub : tensor<i32>
      %max = stablehlo.maximum %mul, %abs : tensor<i32>
      %min = stablehlo.minimum %max, %sub : tensor<i32>
      %shl = stablehlo.shift_left %min, %c2 : tensor<i32>
      %sra = stablehlo.shift_right_arithmetic %shl, %c2 : tensor<i32>
      %srl = stablehlo.shift_right_logical %shl, %c28 : tensor<i32>
      %big = stablehlo.shift_left %c1, %c32 : tensor<i32>
      %sum = stablehlo.add %srl, %big : tensor<i32>
      %absm = stablehlo.abs %m : tensor<i32>
      %negm = stablehlo.negate %absm : tensor<i32>
      %prod = stablehlo.multiply %neg, %sra : tensor<i32>
      %stop = stablehlo.not %first : tensor<i1>
      stablehlo.return %sum, %negm, %prod, %stop : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>
    }
  check.expect_eq_const %r#0, dense<15> : tensor<i32>
  check.expect_eq_const %r#1, dense<-2147483648> : tensor<i32>
  // negate(-7) * shift_right_arithmetic = 7 * -4
  check.expect_eq_const %r#2, dense<-28> : tensor<i32>
  check.expect_eq_const %r#3, dense<false> : tensor<i1>
  func.return
}

// -----

// Floats: maximum and minimum propagate NaN; minimum(0.0, -0.0) is -0.0 and
// maximum(-0.0, 0.0) is 0.0; select picks by a float compare (NaN compares
// false, so GT picks the second choice); bf16 1.0 + 2^-8 rounds to even, 1.0,
// three times over.
func.func @float_ops() {
  %nan = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %pz = stablehlo.constant dense<0.0> : tensor<f32>
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %one = stablehlo.constant dense<1.0> : tensor<bf16>
  %tiny = stablehlo.constant dense<3.906250e-03> : tensor<bf16>
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %f0 = stablehlo.constant dense<2.5> : tensor<f32>
  %r:6 = stablehlo.while(%i = %i0, %b = %one, %mx = %f0, %mn = %f0, %z = %f0, %s = %f0) : tensor<i32>, tensor<bf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %c1 : tensor<i32>
      %b1 = stablehlo.add %b, %tiny : tensor<bf16>
      %mx1 = stablehlo.maximum %mx, %nan : tensor<f32>
      %mn1 = stablehlo.minimum %nan, %mn : tensor<f32>
      %zmin = stablehlo.minimum %pz, %nz : tensor<f32>
      %zmax = stablehlo.maximum %nz, %pz : tensor<f32>
      %zsum = stablehlo.add %zmin, %zmax : tensor<f32>
      %gt = stablehlo.compare GT, %nan, %pz, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %s1 = stablehlo.select %gt, %zsum, %zmin : tensor<i1>, tensor<f32>
      stablehlo.return %i1, %b1, %mx1, %mn1, %zsum, %s1 : tensor<i32>, tensor<bf16>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
  check.expect_eq_const %r#1, dense<1.0> : tensor<bf16>
  check.expect_eq_const %r#2, dense<0x7FC00000> : tensor<f32>
  check.expect_eq_const %r#3, dense<0x7FC00000> : tensor<f32>
  // -0.0 + 0.0 = 0.0
  %bits = stablehlo.bitcast_convert %r#4 : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const %bits, dense<0> : tensor<i32>
  // select took minimum(0.0, -0.0) = -0.0: sign bit only.
  %sbits = stablehlo.bitcast_convert %r#5 : (tensor<f32>) -> tensor<i32>
  check.expect_eq_const %sbits, dense<-2147483648> : tensor<i32>
  func.return
}

// -----

// A sort comparator (descending by value, ties by nothing) and a reduce body
// that picks the larger value with compare + select.
func.func @sort_and_reduce() {
  %x = stablehlo.constant dense<[3.0, -1.0, 7.5, 2.0]> : tensor<4xf32>
  %sorted = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %sorted, dense<[7.5, 3.0, 2.0, -1.0]> : tensor<4xf32>
  %init = stablehlo.constant dense<-100.0> : tensor<f32>
  %largest = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %m = stablehlo.select %c, %a, %b : tensor<i1>, tensor<f32>
      stablehlo.return %m : tensor<f32>
    }
  check.expect_eq_const %largest, dense<7.5> : tensor<f32>
  func.return
}

// -----

// i1 logic in a body: and, or, xor, not; four iterations toggle %t.
func.func @bool_ops() {
  %t0 = stablehlo.constant dense<false> : tensor<i1>
  %acc0 = stablehlo.constant dense<false> : tensor<i1>
  %i0 = stablehlo.constant dense<0> : tensor<i8>
  %four = stablehlo.constant dense<4> : tensor<i8>
  %r:3 = stablehlo.while(%i = %i0, %t = %t0, %acc = %acc0) : tensor<i8>, tensor<i1>, tensor<i1>
    cond {
      %c = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i8>
      %true = stablehlo.constant dense<true> : tensor<i1>
      %i1 = stablehlo.add %i, %c1 : tensor<i8>
      %t1 = stablehlo.xor %t, %true : tensor<i1>
      %both = stablehlo.and %t1, %true : tensor<i1>
      %any = stablehlo.or %acc, %both : tensor<i1>
      %neither = stablehlo.not %any : tensor<i1>
      %acc1 = stablehlo.not %neither : tensor<i1>
      stablehlo.return %i1, %t1, %acc1 : tensor<i8>, tensor<i1>, tensor<i1>
    }
  check.expect_eq_const %r#0, dense<4> : tensor<i8>
  check.expect_eq_const %r#1, dense<false> : tensor<i1>
  check.expect_eq_const %r#2, dense<true> : tensor<i1>
  func.return
}

// -----

// A body whose results are its arguments permuted: (a, b) -> (b, a + b) ten
// times from (0, 1) gives (F10, F11) = (55, 89); (x, y) -> (y, x) three
// times from (3, 5) gives (5, 3). The compiled loop (typed path) must read
// every result before it overwrites an argument.
func.func @permuted_results() {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.constant dense<0> : tensor<i64>
  %b0 = stablehlo.constant dense<1> : tensor<i64>
  %x0 = stablehlo.constant dense<3.0> : tensor<f32>
  %y0 = stablehlo.constant dense<5.0> : tensor<f32>
  %ten = stablehlo.constant dense<10> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:5 = stablehlo.while(%i = %i0, %a = %a0, %b = %b0, %x = %x0, %y = %y0) : tensor<i32>, tensor<i64>, tensor<i64>, tensor<f32>, tensor<f32>
    cond {
      %c = stablehlo.compare LT, %i, %ten, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %s = stablehlo.add %a, %b : tensor<i64>
      // swap x and y only in the first three iterations
      %early = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %x1 = stablehlo.select %early, %y, %x : tensor<i1>, tensor<f32>
      %y1 = stablehlo.select %early, %x, %y : tensor<i1>, tensor<f32>
      stablehlo.return %i1, %b, %s, %x1, %y1 : tensor<i32>, tensor<i64>, tensor<i64>, tensor<f32>, tensor<f32>
    }
  check.expect_eq_const %r#0, dense<10> : tensor<i32>
  check.expect_eq_const %r#1, dense<55> : tensor<i64>
  check.expect_eq_const %r#2, dense<89> : tensor<i64>
  check.expect_eq_const %r#3, dense<5.0> : tensor<f32>
  check.expect_eq_const %r#4, dense<3.0> : tensor<f32>
  func.return
}

// -----

// A loop that never runs its body returns its operands unchanged, and a
// captured value of the condition alone.
func.func @zero_iterations() {
  %x0 = stablehlo.constant dense<-0.0> : tensor<f64>
  %stop = stablehlo.constant dense<false> : tensor<i1>
  %r = stablehlo.while(%x = %x0) : tensor<f64>
    cond {
      stablehlo.return %stop : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1.0> : tensor<f64>
      %x1 = stablehlo.add %x, %one : tensor<f64>
      stablehlo.return %x1 : tensor<f64>
    }
  check.expect_eq_const %r, dense<-0.0> : tensor<f64>
  func.return
}
