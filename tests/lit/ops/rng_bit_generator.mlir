// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// rng_bit_generator reproduces XLA's bit generators (rng_bit_generator
// expander and prng library), so the expected values are known-answer tests:
// the specification's example, and the Threefry-2x32-20 and Philox-4x32-10
// test vectors of Random123 (Salmon et al.; also in JAX's tests):
//   threefry(key 0, counter 0)                  = 0x6b200159 0x99ba4efe
//   threefry(key ~0, counter ~0)                = 0x1cb996fc 0xbb002be7
//   threefry(key 0x13198a2e 0x03707344,
//            counter 0x243f6a88 0x85a308d3)     = 0xc4923a9c 0x483df7a0
//   philox(key 0, counter 0)                    = 0x6627e8d5 0xe169c58d 0xbc57ac4c 0x9b00dbd8
//   philox(key ~0, counter ~0)                  = 0x408f276d 0x41c83b0e 0xa20bc7c6 0x6d5451fd
//   philox(key 0xa4093822 0x299f31d0, counter 0x243f6a88 0x85a308d3
//          0x13198a2e 0x03707344)               = 0xd16cfe09 0x94fdcceb 0x5001e420 0x24126ea1
// written here as decimal ui64 (low word first: lo | hi << 32) or ui32. The
// 32-bit and narrower layouts are derived by hand from the example's values.

// The example of the specification: key 1, counter 2; one Threefry block per
// 64-bit value, the counter advances by 4.
func.func @rng_bit_generator_spec_example() {
  %initial_state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %output_state, %output = "stablehlo.rng_bit_generator"(%initial_state) {
    rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>
  } : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui64>)
  check.expect_eq_const %output_state, dense<[1, 6]> : tensor<2xui64>
  check.expect_eq_const %output, dense<[[9236835810183407956, 16087790271692313299], [18212823393184779219, 2658481902456610144]]> : tensor<2x2xui64>
  func.return
}

// -----

// Threefry test vectors as 64-bit outputs: the state is [key, counter] with
// each ui64 split into (low, high) 32-bit words. si64 output has the same
// bits.
func.func @rng_bit_generator_three_fry_vectors() {
  %zeros = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %s0, %o0 = stablehlo.rng_bit_generator %zeros, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
  check.expect_eq_const %o0, dense<11077253088097075545> : tensor<ui64>
  check.expect_eq_const %s0, dense<[0, 1]> : tensor<2xui64>
  %ones = stablehlo.constant dense<[18446744073709551615, 18446744073709551615]> : tensor<2xui64>
  %s1, %o1 = stablehlo.rng_bit_generator %ones, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xui64>)
  check.expect_eq_const %o1, dense<[13474818356711888636]> : tensor<1xui64>
  // The counter wraps around.
  check.expect_eq_const %s1, dense<[18446744073709551615, 0]> : tensor<2xui64>
  %pi = stablehlo.constant dense<[247824715720788526, 9629550131187509896]> : tensor<2xui64>
  %s2, %o2 = "stablehlo.rng_bit_generator"(%pi) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1xi64>)
  %bits = stablehlo.bitcast_convert %o2 : (tensor<1xi64>) -> tensor<1xui64>
  check.expect_eq_const %bits, dense<[5205589014174907036]> : tensor<1xui64>
  check.expect_eq_const %s2, dense<[247824715720788526, 9629550131187509897]> : tensor<2xui64>
  func.return
}

// -----

// 32-bit outputs: the shape splits at its first even dimension (else its
// largest) into pairs, and the two words of one Threefry block fill a pair.
// With key 1 and counter 2 the blocks are the example's 64-bit values v0..v2
// (words lo/hi): v0 = 43444564 | 2150618427 << 32, v1 = 3979645651 |
// 3745730563 << 32, v2 = 1672743891 | 4240503393 << 32.
func.func @rng_bit_generator_three_fry_32_bit_layout() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  // Split at dimension 0: rows are the low and the high words.
  %s22, %o22 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
  check.expect_eq_const %o22, dense<[[43444564, 3979645651], [2150618427, 3745730563]]> : tensor<2x2xui32>
  check.expect_eq_const %s22, dense<[1, 4]> : tensor<2xui64>
  %s23, %o23 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  check.expect_eq_const %o23, dense<[[43444564, 3979645651, 1672743891], [2150618427, 3745730563, 4240503393]]> : tensor<2x3xui32>
  check.expect_eq_const %s23, dense<[1, 5]> : tensor<2xui64>
  // No even dimension: split at the largest, 3 -> 2 pairs, the last one cut.
  %s3, %o3 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3xi32>)
  %b3 = stablehlo.bitcast_convert %o3 : (tensor<3xi32>) -> tensor<3xui32>
  check.expect_eq_const %b3, dense<[43444564, 2150618427, 3979645651]> : tensor<3xui32>
  check.expect_eq_const %s3, dense<[1, 4]> : tensor<2xui64>
  %s13, %o13 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<1x3xui32>)
  check.expect_eq_const %o13, dense<[[43444564, 2150618427, 3979645651]]> : tensor<1x3xui32>
  // A 0-dimensional output takes one block's low word.
  %s0, %o0 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui32>)
  check.expect_eq_const %o0, dense<43444564> : tensor<ui32>
  check.expect_eq_const %s0, dense<[1, 3]> : tensor<2xui64>
  // Float outputs hold the same bits.
  %sf, %of = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xf32>)
  %bf = stablehlo.bitcast_convert %of : (tensor<2xf32>) -> tensor<2xui32>
  check.expect_eq_const %bf, dense<[43444564, 2150618427]> : tensor<2xui32>
  func.return
}

// -----

// Narrower outputs keep the low bits of the 32-bit words (43444564 =
// 0x0296E954, 2150618427 = 0x802FD53B, 3979645651 = 0xED3492D3,
// 3745730563 = 0xDF435003).
func.func @rng_bit_generator_narrow() {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %s16, %o16 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi16>)
  check.expect_eq_const %o16, dense<[-5804, -10949, -27949, 20483]> : tensor<4xi16>
  check.expect_eq_const %s16, dense<[1, 4]> : tensor<2xui64>
  %s8, %o8 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui8>)
  check.expect_eq_const %o8, dense<[84, 59]> : tensor<2xui8>
  %sh, %oh = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xf16>)
  %bh = stablehlo.bitcast_convert %oh : (tensor<2xf16>) -> tensor<2xui16>
  check.expect_eq_const %bh, dense<[59732, 54587]> : tensor<2xui16>
  func.return
}

// -----

// Philox with a 3-value state [key, counter low, counter high]: four 32-bit
// words per block, in order; 64-bit values join two words.
func.func @rng_bit_generator_philox_vectors() {
  %zeros = stablehlo.constant dense<[0, 0, 0]> : tensor<3xui64>
  %s0, %o0 = stablehlo.rng_bit_generator %zeros, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  check.expect_eq_const %o0, dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>
  check.expect_eq_const %s0, dense<[0, 1, 0]> : tensor<3xui64>
  %s64, %o64 = stablehlo.rng_bit_generator %zeros, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2xui64>)
  check.expect_eq_const %o64, dense<[16242730742183356629, 11169168799798111308]> : tensor<2xui64>
  check.expect_eq_const %s64, dense<[0, 1, 0]> : tensor<3xui64>
  // Fewer values than a block: the first ones, the counter still advances.
  %s3, %o3 = stablehlo.rng_bit_generator %zeros, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3xui32>)
  check.expect_eq_const %o3, dense<[1713891541, 3781805453, 3159862348]> : tensor<3xui32>
  check.expect_eq_const %s3, dense<[0, 1, 0]> : tensor<3xui64>
  %s1, %o1 = stablehlo.rng_bit_generator %zeros, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<1x1xui64>)
  check.expect_eq_const %o1, dense<[[16242730742183356629]]> : tensor<1x1xui64>
  %ones = stablehlo.constant dense<18446744073709551615> : tensor<3xui64>
  %s2, %o2 = stablehlo.rng_bit_generator %ones, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<2x2xui32>)
  check.expect_eq_const %o2, dense<[[1083123565, 1103641358], [2718681030, 1834242557]]> : tensor<2x2xui32>
  // The 128-bit counter wraps around to 0.
  check.expect_eq_const %s2, dense<[18446744073709551615, 0, 0]> : tensor<3xui64>
  %pi = stablehlo.constant dense<[2999170649027065890, 9629550131187509896, 247824715720788526]> : tensor<3xui64>
  %s4, %o4 = stablehlo.rng_bit_generator %pi, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<4xui32>)
  check.expect_eq_const %o4, dense<[3513581065, 2499661035, 1342301216, 605187745]> : tensor<4xui32>
  check.expect_eq_const %s4, dense<[2999170649027065890, 9629550131187509897, 247824715720788526]> : tensor<3xui64>
  func.return
}

// -----

// Philox with a 2-value state [key, counter]: as in XLA, the counter's high
// word is the key, and the output state keeps the key and the low word.
// DEFAULT is PHILOX in this implementation.
func.func @rng_bit_generator_philox_two_values_and_default() {
  %zeros = stablehlo.constant dense<[0, 0]> : tensor<2xui64>
  %s0, %o0 = stablehlo.rng_bit_generator %zeros, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  check.expect_eq_const %o0, dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>
  check.expect_eq_const %s0, dense<[0, 1]> : tensor<2xui64>
  %ones = stablehlo.constant dense<18446744073709551615> : tensor<2xui64>
  %s1, %o1 = stablehlo.rng_bit_generator %ones, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  check.expect_eq_const %o1, dense<[1083123565, 1103641358, 2718681030, 1834242557]> : tensor<4xui32>
  check.expect_eq_const %s1, dense<[18446744073709551615, 0]> : tensor<2xui64>
  %sd, %od = stablehlo.rng_bit_generator %zeros, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  check.expect_eq %od, %o0 : tensor<4xui32>
  check.expect_eq %sd, %s0 : tensor<2xui64>
  func.return
}

// -----

// An empty output leaves the state as it is.
func.func @rng_bit_generator_empty() {
  %state = stablehlo.constant dense<[7, 9]> : tensor<2xui64>
  %s, %o = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0x3xui64>)
  check.expect_eq_const %s, dense<[7, 9]> : tensor<2xui64>
  check.expect_eq_const %o, dense<> : tensor<0x3xui64>
  %sp, %op = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<0xf32>)
  check.expect_eq_const %sp, dense<[7, 9]> : tensor<2xui64>
  func.return
}

// -----

// A state of other element types or of another rank (upstream's verifier
// and IREE's tests take them, the spec asks 1-D ui64) runs on its bits, read
// row-major and little-endian as 64-bit words, as bitcast_convert would make
// ui64 of it: the i32 state [1, 0, 2, 0] is the ui64 state [1, 2] of the
// specification's example above, and the output state comes back in the
// same layout.
func.func @rng_bit_generator_state_as_words() {
  %i32 = stablehlo.constant dense<[1, 0, 2, 0]> : tensor<4xi32>
  %s1, %o1 = stablehlo.rng_bit_generator %i32, algorithm = THREE_FRY : (tensor<4xi32>) -> (tensor<4xi32>, tensor<2x2xui32>)
  check.expect_eq_const %o1, dense<[[43444564, 3979645651], [2150618427, 3745730563]]> : tensor<2x2xui32>
  check.expect_eq_const %s1, dense<[1, 0, 4, 0]> : tensor<4xi32>
  %m = stablehlo.constant dense<[[1, 0], [2, 0]]> : tensor<2x2xui32>
  %s2, %o2 = stablehlo.rng_bit_generator %m, algorithm = THREE_FRY : (tensor<2x2xui32>) -> (tensor<2x2xui32>, tensor<2x2xui32>)
  check.expect_eq_const %o2, dense<[[43444564, 3979645651], [2150618427, 3745730563]]> : tensor<2x2xui32>
  check.expect_eq_const %s2, dense<[[1, 0], [4, 0]]> : tensor<2x2xui32>
  // 16-bit elements: 2 = 0x0002 in the lowest of four; the counter's
  // carry into the second element shows the word's order: counter
  // 0xffff + 2 blocks = 0x10001.
  %u16 = stablehlo.constant dense<[0, 0, 0, 0, 65535, 0, 0, 0]> : tensor<8xui16>
  %s3, %o3 = stablehlo.rng_bit_generator %u16, algorithm = THREE_FRY : (tensor<8xui16>) -> (tensor<8xui16>, tensor<2xui64>)
  check.expect_eq_const %s3, dense<[0, 0, 0, 0, 1, 1, 0, 0]> : tensor<8xui16>
  // Philox with key 0 and counter 0 (the Random123 vector above) from an
  // i32 state, and with three words (key, counter low, counter high).
  %z = stablehlo.constant dense<0> : tensor<4xi32>
  %s4, %o4 = stablehlo.rng_bit_generator %z, algorithm = PHILOX : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xui32>)
  check.expect_eq_const %o4, dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>
  check.expect_eq_const %s4, dense<[0, 0, 1, 0]> : tensor<4xi32>
  %z6 = stablehlo.constant dense<0> : tensor<6xi32>
  %s5, %o5 = stablehlo.rng_bit_generator %z6, algorithm = PHILOX : (tensor<6xi32>) -> (tensor<6xi32>, tensor<4xui32>)
  check.expect_eq_const %o5, dense<[1713891541, 3781805453, 3159862348, 2600524760]> : tensor<4xui32>
  check.expect_eq_const %s5, dense<[0, 0, 1, 0, 0, 0]> : tensor<6xi32>
  func.return
}
