// compare's (C3): compare_type must suit the element type (SIGNED for signed
// integers, UNSIGNED for unsigned integers and booleans, FLOAT or TOTALORDER
// for floats, FLOAT for complex; TOTALORDER is also accepted on integers, as
// upstream accepts it). Like upstream's, the verifier does not check it, so
// such a module parses and prints (upstream's own version tests carry SIGNED
// on f32); running such a compare is an error at the op, on every path that
// evaluates one: the op itself, a sort comparator, a compiled scalar region,
// chlo.broadcast_compare and the folder.
// RUN: interpreter-opt %s -split-input-file | FileCheck %s --check-prefix=PRINT
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics --interpreter-element-path %s

// PRINT-LABEL: func.func @signed_on_float
// PRINT: stablehlo.compare {{.*}}GT, %{{.*}}, %{{.*}}SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
func.func @signed_on_float() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // expected-error @+1 {{compare_type SIGNED does not apply to element type 'f32' (C3)}}
  %0 = stablehlo.compare GT, %a, %a, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @float_on_integer
func.func @float_on_integer() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{compare_type FLOAT does not apply to element type 'i32' (C3)}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @signed_on_unsigned
func.func @signed_on_unsigned() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1, 200]> : tensor<2xui8>
  // expected-error @+1 {{compare_type SIGNED does not apply to element type 'ui8' (C3)}}
  %0 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @unsigned_on_signed
func.func @unsigned_on_signed() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[-1, 2]> : tensor<2xi32>
  // expected-error @+1 {{compare_type UNSIGNED does not apply to element type 'i32' (C3)}}
  %0 = stablehlo.compare LT, %a, %a, UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @totalorder_on_bool
func.func @totalorder_on_bool() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  // expected-error @+1 {{compare_type TOTALORDER does not apply to element type 'i1' (C3)}}
  %0 = stablehlo.compare EQ, %a, %a, TOTALORDER : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @unsigned_on_bf16
func.func @unsigned_on_bf16() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xbf16>
  // expected-error @+1 {{compare_type UNSIGNED does not apply to element type 'bf16' (C3)}}
  %0 = stablehlo.compare LE, %a, %a, UNSIGNED : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// PRINT-LABEL: func.func @totalorder_on_complex
func.func @totalorder_on_complex() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  // expected-error @+1 {{compare_type TOTALORDER does not apply to element type 'complex<f32>' (C3)}}
  %0 = stablehlo.compare EQ, %a, %a, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// A sort comparator of that form is not taken by the sort's fast path: the
// eval loop runs it and refuses it.
// PRINT-LABEL: func.func @sort_comparator
func.func @sort_comparator() -> tensor<3xf32> {
  %a = stablehlo.constant dense<[3.0, 1.0, 2.0]> : tensor<3xf32>
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    // expected-error @+1 {{compare_type UNSIGNED does not apply to element type 'f32' (C3)}}
    %p = stablehlo.compare LT, %x, %y, UNSIGNED : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// A while condition of scalars is not compiled into a register program with
// such a compare.
// PRINT-LABEL: func.func @while_condition
func.func @while_condition() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %0 = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      // expected-error @+1 {{compare_type FLOAT does not apply to element type 'i64' (C3)}}
      %p = stablehlo.compare LT, %i, %c3, FLOAT : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %n = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  func.return %0 : tensor<i64>
}

// -----

// PRINT-LABEL: func.func @chlo_broadcast_compare
func.func @chlo_broadcast_compare() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<1.5> : tensor<f32>
  // expected-error @+1 {{compare_type SIGNED does not apply to element type 'f32' (C3)}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<2xf32>, tensor<f32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}

// -----

// The accepted forms still run: TOTALORDER on integers is the integers' own
// order (signed for i32: -1 < 2), as upstream accepts it.
// PRINT-LABEL: func.func @totalorder_on_integers_runs
func.func @totalorder_on_integers_runs() {
  %a = stablehlo.constant dense<[-1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, -1]> : tensor<2xi32>
  %0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  check.expect_eq_const %0, dense<[true, false]> : tensor<2xi1>
  func.return
}
