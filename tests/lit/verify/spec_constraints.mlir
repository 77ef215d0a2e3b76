// Constraints the verifiers once missed (a review found each one): iota on
// booleans, negative or wrapping reduce_precision bit counts, negative
// expect_close bounds; and a func.func ended by a stablehlo.return that does
// not return what it declares, which the verifier accepts as upstream does
// and the interpreter refuses. (compare types against signedness, C3, are
// refused when the op runs: tests/lit/ops/compare-type.mlir.)
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// iota: the output is a tensor of integer, floating-point or complex
// type; booleans are not among them.
func.func @iota_bool() -> tensor<4xi1> {
  // expected-error-re @+1 {{'stablehlo.iota' op result #0 must be ranked tensor of {{.*}}, but got 'tensor<4xi1>'}}
  %0 = stablehlo.iota dim = 0 : tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// reduce_precision (C3) 0 <= mantissa_bits. (The verifier compares the
// uint32_t that the ODS getter of an I32Attr returns with 0.)
func.func @reduce_precision_negative_mantissa(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires mantissa_bits >= 0 (C3)}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = -1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// reduce_precision (C2) 1 <= exponent_bits, for a negative count.
func.func @reduce_precision_negative_exponent(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'stablehlo.reduce_precision' op requires exponent_bits >= 1 (C2)}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = -3 : i32, mantissa_bits = 2 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// reduce_precision: the format parser reads counts up to 2^32 - 1 and wraps
// them into the i32 attribute; 4294967295 becomes mantissa_bits = -1.
func.func @reduce_precision_format_wraps_mantissa(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{{{expected a format like e5m10|requires mantissa_bits >= 0}}}}
  %0 = stablehlo.reduce_precision %a, format = e5m4294967295 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// reduce_precision: 2147483648 becomes exponent_bits = -2147483648.
func.func @reduce_precision_format_wraps_exponent(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error-re @+1 {{{{expected a format like e5m10|requires exponent_bits >= 1}}}}
  %0 = stablehlo.reduce_precision %a, format = e2147483648m2 : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// check.expect_close: the bounds are ui64, so a negative one is a parse
// error (parseInteger alone would wrap -1 to 2^64 - 1).
func.func @expect_close_negative_min(%a: tensor<2xf32>) {
  // expected-error @+1 {{min_ulp_difference is a ui64; a negative bound is not allowed}}
  check.expect_close %a, %a, min_ulp_difference = -1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// check.expect_close: a negative max_ulp_difference is a parse error too.
func.func @expect_close_negative_max(%a: tensor<2xf32>) {
  // expected-error @+1 {{max_ulp_difference is a ui64; a negative bound is not allowed}}
  check.expect_close %a, %a, max_ulp_difference = -1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// Functions end with func.return ("Module, Function, Call and Return").
// A func.func may end in stablehlo.return with any operands (upstream has no
// verifier for it, and its print_stablehlo.mlir relies on that), but the
// interpreter runs it only when it returns what the function declares: this
// one is declared to return f32.
func.func @return_ends_function() -> tensor<2xf32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{interpreter: @return_ends_function is declared to return (tensor<2xf32>) but its stablehlo.return returns (tensor<2xi32>)}}
  stablehlo.return %a : tensor<2xi32>
}

// -----

// The same with a count that differs: one value from a function declared
// to return none.
func.func @return_count_differs() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{interpreter: @return_count_differs is declared to return () but its stablehlo.return returns (tensor<2xi32>)}}
  stablehlo.return %a : tensor<2xi32>
}

// -----

// A function ended by stablehlo.return that returns what it declares runs.
func.func @return_matches() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  stablehlo.return %a : tensor<2xi32>
}

// -----

// dynamic_conv (C2): upstream's verifier takes window_strides of another
// length than the spatial rank (JAX exported a 1-D dynamic_conv with two
// strides), and so does this one; running it is an error.
func.func @dynamic_conv_stride_count() {
  %lhs = stablehlo.constant dense<1.0> : tensor<1x4x1xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x1x1xf32>
  %p = stablehlo.constant dense<[[0, 0]]> : tensor<1x2xi64>
  // expected-error @+1 {{window_strides holds 2 values for 1 spatial dimensions (C2)}}
  %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %p) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64,
    window_strides = array<i64: 2, 2>
  } : (tensor<1x4x1xf32>, tensor<2x1x1xf32>, tensor<1x2xi64>) -> tensor<1x2x1xf32>
  func.return
}
