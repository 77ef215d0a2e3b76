//===- FoldTest.cpp - folding computes what interpreting computes ---------===//
//
// For ops of every evaluator file, builds a function of the op on random
// constant operands, interprets it and folds it (--interpreter-fold), on the
// typed path and on the Element path, and demands that the folded constants
// hold exactly the bytes the interpreter returns on the same path (NaN
// payloads included: only typed vs Element may differ there, see
// docs/design.md).
//
//===----------------------------------------------------------------------===//

#include "interpreter/Fold.h"
#include "interpreter/Interpreter.h"

#include "dialect/Dialects.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <random>

using namespace mlir;
using namespace mlir::shlo;

namespace {

/// How the elements of one random operand are drawn.
struct Fill {
  enum Kind {
    /// Floats: special values (NaN, +-inf, +-0, subnormals) mixed with
    /// values in [-8, 8]; integers: random bits with extremes mixed in.
    Special,
    /// Floats (and complex parts) uniform in [lo, hi].
    Real,
    /// Integers uniform in [lo, hi].
    Int,
  };
  Kind kind = Special;
  double lo = 0, hi = 0;
};

Fill special() { return {Fill::Special}; }
Fill real(double lo, double hi) { return {Fill::Real, lo, hi}; }
Fill ints(int64_t lo, int64_t hi) {
  return {Fill::Int, double(lo), double(hi)};
}

/// One case: a module whose function @f computes the op(s) under test from
/// its arguments, and how to draw each argument. The arguments become
/// constants before interpreting and folding.
struct FoldCase {
  const char *name;
  const char *text;
  std::vector<Fill> fills;
};

std::ostream &operator<<(std::ostream &os, const FoldCase &c) {
  return os << c.name;
}

// clang-format off
const FoldCase cases[] = {
// --- Elementwise (ElementwiseOps.cpp) -------------------------------------
{"add_f32", R"mlir(
func.func @f(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = stablehlo.add %a, %b : tensor<3x4xf32>
  func.return %r : tensor<3x4xf32>
})mlir", {special(), special()}},

{"arith_f16", R"mlir(
func.func @f(%a: tensor<16xf16>, %b: tensor<16xf16>) -> (tensor<16xf16>, tensor<16xf16>, tensor<16xf16>, tensor<16xf16>) {
  %m = stablehlo.multiply %a, %b : tensor<16xf16>
  %d = stablehlo.divide %a, %b : tensor<16xf16>
  %s = stablehlo.subtract %a, %b : tensor<16xf16>
  %x = stablehlo.maximum %a, %b : tensor<16xf16>
  func.return %m, %d, %s, %x : tensor<16xf16>, tensor<16xf16>, tensor<16xf16>, tensor<16xf16>
})mlir", {special(), special()}},

{"unary_f16", R"mlir(
func.func @f(%a: tensor<16xf16>) -> (tensor<16xf16>, tensor<16xf16>, tensor<16xf16>, tensor<16xf16>) {
  %t = stablehlo.tanh %a : tensor<16xf16>
  %e = stablehlo.exponential %a : tensor<16xf16>
  %l = stablehlo.logistic %a : tensor<16xf16>
  %s = stablehlo.sqrt %a : tensor<16xf16>
  func.return %t, %e, %l, %s : tensor<16xf16>, tensor<16xf16>, tensor<16xf16>, tensor<16xf16>
})mlir", {special()}},

{"arith_bf16", R"mlir(
func.func @f(%a: tensor<16xbf16>, %b: tensor<16xbf16>) -> (tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>) {
  %d = stablehlo.divide %a, %b : tensor<16xbf16>
  %p = stablehlo.power %a, %b : tensor<16xbf16>
  %r = stablehlo.remainder %a, %b : tensor<16xbf16>
  func.return %d, %p, %r : tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>
})mlir", {special(), special()}},

{"unary_bf16", R"mlir(
func.func @f(%a: tensor<16xbf16>) -> (tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>) {
  %c = stablehlo.cosine %a : tensor<16xbf16>
  %l = stablehlo.log_plus_one %a : tensor<16xbf16>
  %r = stablehlo.rsqrt %a : tensor<16xbf16>
  %b = stablehlo.cbrt %a : tensor<16xbf16>
  %n = stablehlo.round_nearest_afz %a : tensor<16xbf16>
  func.return %c, %l, %r, %b, %n : tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>, tensor<16xbf16>
})mlir", {special()}},

{"binary_f32", R"mlir(
func.func @f(%a: tensor<12xf32>, %b: tensor<12xf32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xf32>) {
  %t = stablehlo.atan2 %a, %b : tensor<12xf32>
  %p = stablehlo.power %a, %b : tensor<12xf32>
  %r = stablehlo.remainder %a, %b : tensor<12xf32>
  func.return %t, %p, %r : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
})mlir", {special(), special()}},

{"unary_f64", R"mlir(
func.func @f(%a: tensor<12xf64>) -> (tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>) {
  %s = stablehlo.sine %a : tensor<12xf64>
  %t = stablehlo.tan %a : tensor<12xf64>
  %e = stablehlo.exponential_minus_one %a : tensor<12xf64>
  %l = stablehlo.log %a : tensor<12xf64>
  func.return %s, %t, %e, %l : tensor<12xf64>, tensor<12xf64>, tensor<12xf64>, tensor<12xf64>
})mlir", {special()}},

{"complex_f32", R"mlir(
func.func @f(%a: tensor<8xcomplex<f32>>, %b: tensor<8xcomplex<f32>>) -> (tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>) {
  %s = stablehlo.add %a, %b : tensor<8xcomplex<f32>>
  %m = stablehlo.multiply %a, %b : tensor<8xcomplex<f32>>
  %d = stablehlo.divide %a, %b : tensor<8xcomplex<f32>>
  %n = stablehlo.abs %a : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  func.return %s, %m, %d, %n : tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xcomplex<f32>>, tensor<8xf32>
})mlir", {real(-4, 4), real(-4, 4)}},

{"complex_f64", R"mlir(
func.func @f(%a: tensor<8xcomplex<f64>>) -> (tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xf64>) {
  %e = stablehlo.exponential %a : tensor<8xcomplex<f64>>
  %s = stablehlo.sqrt %a : tensor<8xcomplex<f64>>
  %l = stablehlo.log %a : tensor<8xcomplex<f64>>
  %i = stablehlo.imag %a : (tensor<8xcomplex<f64>>) -> tensor<8xf64>
  func.return %e, %s, %l, %i : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>, tensor<8xf64>
})mlir", {real(-3, 3)}},

{"make_complex", R"mlir(
func.func @f(%a: tensor<6xf32>, %b: tensor<6xf32>) -> (tensor<6xcomplex<f32>>, tensor<6xf32>) {
  %c = stablehlo.complex %a, %b : tensor<6xcomplex<f32>>
  %r = stablehlo.real %c : (tensor<6xcomplex<f32>>) -> tensor<6xf32>
  func.return %c, %r : tensor<6xcomplex<f32>>, tensor<6xf32>
})mlir", {special(), special()}},

{"integer_i32", R"mlir(
func.func @f(%a: tensor<16xi32>, %b: tensor<16xi32>) -> (tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>) {
  %d = stablehlo.divide %a, %b : tensor<16xi32>
  %r = stablehlo.remainder %a, %b : tensor<16xi32>
  %l = stablehlo.shift_left %a, %b : tensor<16xi32>
  %s = stablehlo.shift_right_arithmetic %a, %b : tensor<16xi32>
  %m = stablehlo.multiply %a, %a : tensor<16xi32>
  func.return %d, %r, %l, %s, %m : tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
})mlir", {ints(-100000, 100000), ints(1, 40)}},

{"bits_i64_ui16", R"mlir(
func.func @f(%a: tensor<12xi64>, %b: tensor<12xi64>, %c: tensor<12xui16>) -> (tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xui16>, tensor<12xui16>) {
  %p = stablehlo.popcnt %a : tensor<12xi64>
  %z = stablehlo.count_leading_zeros %a : tensor<12xi64>
  %x = stablehlo.xor %a, %b : tensor<12xi64>
  %n = stablehlo.not %c : tensor<12xui16>
  %s = stablehlo.shift_right_logical %c, %c : tensor<12xui16>
  func.return %p, %z, %x, %n, %s : tensor<12xi64>, tensor<12xi64>, tensor<12xi64>, tensor<12xui16>, tensor<12xui16>
})mlir", {special(), special(), special()}},

{"convert", R"mlir(
func.func @f(%a: tensor<16xf32>, %h: tensor<16xf16>) -> (tensor<16xbf16>, tensor<16xf16>, tensor<16xi32>, tensor<16xui8>, tensor<16xi32>, tensor<16xf64>) {
  %b = stablehlo.convert %a : (tensor<16xf32>) -> tensor<16xbf16>
  %f = stablehlo.convert %a : (tensor<16xf32>) -> tensor<16xf16>
  %i = stablehlo.convert %a : (tensor<16xf32>) -> tensor<16xi32>
  %u = stablehlo.convert %h : (tensor<16xf16>) -> tensor<16xui8>
  %c = stablehlo.bitcast_convert %a : (tensor<16xf32>) -> tensor<16xi32>
  %d = stablehlo.convert %h : (tensor<16xf16>) -> tensor<16xf64>
  func.return %b, %f, %i, %u, %c, %d : tensor<16xbf16>, tensor<16xf16>, tensor<16xi32>, tensor<16xui8>, tensor<16xi32>, tensor<16xf64>
})mlir", {special(), special()}},

{"compare_select_clamp", R"mlir(
func.func @f(%a: tensor<12xf32>, %b: tensor<12xf32>, %x: tensor<12xi8>) -> (tensor<12xf32>, tensor<12xi8>, tensor<12xi1>, tensor<12xf32>) {
  %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
  %s = stablehlo.select %p, %a, %b : tensor<12xi1>, tensor<12xf32>
  %lo = stablehlo.constant dense<-20> : tensor<i8>
  %hi = stablehlo.constant dense<30> : tensor<i8>
  %c = stablehlo.clamp %lo, %x, %hi : (tensor<i8>, tensor<12xi8>, tensor<i8>) -> tensor<12xi8>
  %f = stablehlo.is_finite %a : (tensor<12xf32>) -> tensor<12xi1>
  %rp = stablehlo.reduce_precision %a, format = e5m10 : tensor<12xf32>
  func.return %s, %c, %f, %rp : tensor<12xf32>, tensor<12xi8>, tensor<12xi1>, tensor<12xf32>
})mlir", {special(), special(), special()}},

// --- Shape (ShapeOps.cpp, MiscOps.cpp for iota) ----------------------------
{"shape", R"mlir(
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x1x4xf32>, %pv: tensor<f32>) -> (tensor<3x2x4xf32>, tensor<2x3x4x2xf32>, tensor<4x6xf32>, tensor<2x3x4xf32>, tensor<1x2x2xf32>, tensor<2x4x4xf32>, tensor<3x6x4xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %bc = stablehlo.broadcast_in_dim %a, dims = [0, 1, 2] : (tensor<2x3x4xf32>) -> tensor<2x3x4x2xf32>
  %r = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<4x6xf32>
  %v = stablehlo.reverse %a, dims = [0, 2] : tensor<2x3x4xf32>
  %s = stablehlo.slice %a [1:2, 0:3:2, 1:4:2] : (tensor<2x3x4xf32>) -> tensor<1x2x2xf32>
  %c = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x4xf32>, tensor<2x1x4xf32>) -> tensor<2x4x4xf32>
  %p = stablehlo.pad %a, %pv, low = [1, -1, 0], high = [0, 2, -1], interior = [0, 1, 1] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3x6x6xf32>
  %ps = stablehlo.slice %p [0:3, 0:6, 1:5] : (tensor<3x6x6xf32>) -> tensor<3x6x4xf32>
  func.return %t, %bc, %r, %v, %s, %c, %ps : tensor<3x2x4xf32>, tensor<2x3x4x2xf32>, tensor<4x6xf32>, tensor<2x3x4xf32>, tensor<1x2x2xf32>, tensor<2x4x4xf32>, tensor<3x6x4xf32>
})mlir", {special(), special(), special()}},

{"iota_and_dynamic_shape", R"mlir(
func.func @f(%a: tensor<6xi16>) -> (tensor<3x5xbf16>, tensor<2x3xi64>, tensor<2x3xi16>, tensor<2x6xi16>, tensor<9xi16>) {
  %i = stablehlo.iota dim = 1 : tensor<3x5xbf16>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %di = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<2x3xi64>
  %dr = stablehlo.dynamic_reshape %a, %shape : (tensor<6xi16>, tensor<2xi64>) -> tensor<2x3xi16>
  %shape26 = stablehlo.constant dense<[2, 6]> : tensor<2xi64>
  %db = stablehlo.dynamic_broadcast_in_dim %a, %shape26, dims = [1] : (tensor<6xi16>, tensor<2xi64>) -> tensor<2x6xi16>
  %pv = stablehlo.constant dense<-1> : tensor<i16>
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[-3]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[1]> : tensor<1xi64>
  %dp = stablehlo.dynamic_pad %a, %pv, %low, %high, %interior : (tensor<6xi16>, tensor<i16>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<9xi16>
  func.return %i, %di, %dr, %db, %dp : tensor<3x5xbf16>, tensor<2x3xi64>, tensor<2x3xi16>, tensor<2x6xi16>, tensor<9xi16>
})mlir", {special()}},

// --- Indexing (IndexingOps.cpp, ShapeOps.cpp) -------------------------------
{"gather", R"mlir(
func.func @f(%x: tensor<5x4xf32>, %i: tensor<3x2xi32>, %j: tensor<4xi64>) -> (tensor<3x2x2xf32>, tensor<4x4xf32>) {
  %g = "stablehlo.gather"(%x, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 2, 2>, indices_are_sorted = false} : (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3x2x2xf32>
  %t = "stablehlo.torch_index_select"(%x, %j) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<5x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  func.return %g, %t : tensor<3x2x2xf32>, tensor<4x4xf32>
})mlir", {special(), ints(-2, 6), ints(0, 4)}},

{"scatter_add", R"mlir(
func.func @f(%x: tensor<6x2xf32>, %i: tensor<5x1xi32>, %u: tensor<5x2xf32>) -> tensor<6x2xf32> {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<6x2xf32>, tensor<5x1xi32>, tensor<5x2xf32>) -> tensor<6x2xf32>
  func.return %r : tensor<6x2xf32>
})mlir", {real(-10, 10), ints(-1, 6), real(-10, 10)}},

{"dynamic_slice_update", R"mlir(
func.func @f(%x: tensor<4x5xi32>, %u: tensor<2x3xi32>, %i: tensor<i32>, %j: tensor<i32>) -> (tensor<2x3xi32>, tensor<4x5xi32>) {
  %s = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<4x5xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  %d = stablehlo.dynamic_update_slice %x, %u, %j, %i : (tensor<4x5xi32>, tensor<2x3xi32>, tensor<i32>, tensor<i32>) -> tensor<4x5xi32>
  func.return %s, %d : tensor<2x3xi32>, tensor<4x5xi32>
})mlir", {special(), special(), ints(-3, 8), ints(-3, 8)}},

// --- Reduction (ReductionOps.cpp) ------------------------------------------
{"reduce", R"mlir(
func.func @f(%x: tensor<4x6xf32>, %y: tensor<4x6xi32>) -> (tensor<4xf32>, tensor<6xi32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
  %p = stablehlo.reduce(%y init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4x6xi32>, tensor<i32>) -> tensor<6xi32>
  func.return %s, %p : tensor<4xf32>, tensor<6xi32>
})mlir", {real(-100, 100), special()}},

{"reduce_argmax", R"mlir(
func.func @f(%v: tensor<3x5xf32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %i = stablehlo.iota dim = 1 : tensor<3x5xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = "stablehlo.reduce"(%v, %i, %ninf, %zero) ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %ge, %a, %b : tensor<i1>, tensor<f32>
    %mi = stablehlo.select %ge, %ai, %bi : tensor<i1>, tensor<i32>
    stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return %r#0, %r#1 : tensor<3xf32>, tensor<3xi32>
})mlir", {real(-5, 5)}},

{"sort", R"mlir(
func.func @f(%k: tensor<2x9xf32>) -> (tensor<2x9xf32>, tensor<2x9xi32>) {
  %v = stablehlo.iota dim = 1 : tensor<2x9xi32>
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x9xf32>, tensor<2x9xi32>) -> (tensor<2x9xf32>, tensor<2x9xi32>)
  func.return %r#0, %r#1 : tensor<2x9xf32>, tensor<2x9xi32>
})mlir", {special()}},

// --- Control flow (ControlFlowOps.cpp) -------------------------------------
{"while", R"mlir(
func.func @f(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<7> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %y) : tensor<i32>, tensor<3xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %m = stablehlo.multiply %acc, %x : tensor<3xf32>
      %s = stablehlo.add %m, %y : tensor<3xf32>
      %next = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %next, %s : tensor<i32>, tensor<3xf32>
    }
  func.return %r#0, %r#1 : tensor<i32>, tensor<3xf32>
})mlir", {real(-1.5, 1.5), real(-3, 3)}},

{"if_case", R"mlir(
func.func @f(%a: tensor<4xf64>, %b: tensor<4xf64>, %k: tensor<i32>) -> (tensor<4xf64>, tensor<4xf64>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %p = stablehlo.compare GT, %k, %zero, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %m = stablehlo.multiply %a, %b : tensor<4xf64>
    stablehlo.return %m : tensor<4xf64>
  }, {
    %s = stablehlo.subtract %a, %b : tensor<4xf64>
    stablehlo.return %s : tensor<4xf64>
  }) : (tensor<i1>) -> tensor<4xf64>
  %c = "stablehlo.case"(%k) ({
    stablehlo.return %a : tensor<4xf64>
  }, {
    %d = stablehlo.divide %a, %b : tensor<4xf64>
    stablehlo.return %d : tensor<4xf64>
  }, {
    %e = stablehlo.exponential %b : tensor<4xf64>
    stablehlo.return %e : tensor<4xf64>
  }) : (tensor<i32>) -> tensor<4xf64>
  func.return %r, %c : tensor<4xf64>, tensor<4xf64>
})mlir", {special(), special(), ints(-1, 3)}},

{"map", R"mlir(
func.func @f(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.sine %a : tensor<f32>
    %t = stablehlo.add %m, %s : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %r : tensor<2x3xf32>
})mlir", {special(), special()}},

// --- Contraction (ContractionOps.cpp) ---------------------------------------
{"dot_general_f32", R"mlir(
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %r : tensor<2x3x5xf32>
})mlir", {real(-10, 10), real(-10, 10)}},

{"dot_general_f16_bf16_i8", R"mlir(
func.func @f(%a: tensor<3x6xf16>, %b: tensor<6x2xf16>, %c: tensor<3x6xbf16>, %d: tensor<6x2xbf16>, %e: tensor<2x3x4xi8>, %g: tensor<4x2xi8>) -> (tensor<3x2xf16>, tensor<2x3xbf16>, tensor<2x3x2xi8>) {
  %h = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x6xf16>, tensor<6x2xf16>) -> tensor<3x2xf16>
  %bf = stablehlo.dot_general %d, %c, contracting_dims = [0] x [1] : (tensor<6x2xbf16>, tensor<3x6xbf16>) -> tensor<2x3xbf16>
  %i = stablehlo.dot_general %e, %g, contracting_dims = [2] x [0] : (tensor<2x3x4xi8>, tensor<4x2xi8>) -> tensor<2x3x2xi8>
  func.return %h, %bf, %i : tensor<3x2xf16>, tensor<2x3xbf16>, tensor<2x3x2xi8>
})mlir", {special(), special(), real(-4, 4), real(-4, 4), special(), special()}},

{"dot_einsum", R"mlir(
func.func @f(%a: tensor<3x4xf64>, %v: tensor<4xf64>, %b: tensor<4x2xf64>) -> (tensor<3xf64>, tensor<2x3xf64>) {
  %d = stablehlo.dot %a, %v : (tensor<3x4xf64>, tensor<4xf64>) -> tensor<3xf64>
  %e = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ca"} : (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<2x3xf64>
  func.return %d, %e : tensor<3xf64>, tensor<2x3xf64>
})mlir", {real(-5, 5), real(-5, 5), real(-5, 5)}},

{"convolution", R"mlir(
func.func @f(%lhs: tensor<2x5x4x4xf32>, %rhs: tensor<2x2x2x6xf32>) -> tensor<2x2x7x6xf32> {
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 2, 1>,
    padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>,
    lhs_dilation = array<i64: 1, 2>,
    rhs_dilation = array<i64: 2, 1>,
    window_reversal = array<i1: false, true>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 2 : i64
  } : (tensor<2x5x4x4xf32>, tensor<2x2x2x6xf32>) -> tensor<2x2x7x6xf32>
  func.return %r : tensor<2x2x7x6xf32>
})mlir", {real(-3, 3), real(-3, 3)}},

{"convolution_i32_batch_groups", R"mlir(
func.func @f(%lhs: tensor<4x6x2xi32>, %rhs: tensor<3x2x2xi32>) -> tensor<2x4x2xi32> {
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x6x2xi32>, tensor<3x2x2xi32>) -> tensor<2x4x2xi32>
  func.return %r : tensor<2x4x2xi32>
})mlir", {special(), special()}},

// --- Window (WindowOps.cpp) -------------------------------------------------
{"reduce_window", R"mlir(
func.func @f(%x: tensor<5x6xf32>, %y: tensor<7xi32>) -> (tensor<3x6xf32>, tensor<4xi32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = "stablehlo.reduce_window"(%x, %ninf) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %r : tensor<f32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>, base_dilations = array<i64: 1, 2>, window_dilations = array<i64: 2, 1>, padding = dense<[[1, 1], [2, 0]]> : tensor<2x2xi64>} : (tensor<5x6xf32>, tensor<f32>) -> tensor<3x6xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = "stablehlo.reduce_window"(%y, %zero) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %r = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %r : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<7xi32>, tensor<i32>) -> tensor<4xi32>
  func.return %m, %s : tensor<3x6xf32>, tensor<4xi32>
})mlir", {special(), special()}},

{"select_and_scatter", R"mlir(
func.func @f(%x: tensor<6x5xf32>, %src: tensor<3x2xf32>) -> tensor<6x5xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<6x5xf32>, tensor<3x2xf32>, tensor<f32>) -> tensor<6x5xf32>
  func.return %r : tensor<6x5xf32>
})mlir", {real(-10, 10), real(-10, 10)}},

// --- Linear algebra, fft, bit generators (LinalgOps.cpp) -------------------
{"fft", R"mlir(
func.func @f(%c: tensor<2x8xcomplex<f32>>, %r: tensor<6xf32>, %d: tensor<2x3xcomplex<f64>>) -> (tensor<2x8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<6xf32>, tensor<2x3xcomplex<f64>>) {
  %f = stablehlo.fft %c, type = FFT, length = [8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
  %rf = stablehlo.fft %r, type = RFFT, length = [6] : (tensor<6xf32>) -> tensor<4xcomplex<f32>>
  %ir = stablehlo.fft %rf, type = IRFFT, length = [6] : (tensor<4xcomplex<f32>>) -> tensor<6xf32>
  %i = stablehlo.fft %d, type = IFFT, length = [2, 3] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  func.return %f, %rf, %ir, %i : tensor<2x8xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<6xf32>, tensor<2x3xcomplex<f64>>
})mlir", {real(-5, 5), real(-5, 5), real(-5, 5)}},

{"rng_bit_generator", R"mlir(
func.func @f(%s2: tensor<2xui64>, %s3: tensor<3xui64>) -> (tensor<2xui64>, tensor<2x5xui32>, tensor<3xui64>, tensor<3xui64>, tensor<2xui64>, tensor<7xui32>) {
  %ts, %tb = stablehlo.rng_bit_generator %s2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x5xui32>)
  %ps, %pb = stablehlo.rng_bit_generator %s3, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<3xui64>)
  %ds, %db = stablehlo.rng_bit_generator %s2, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)
  func.return %ts, %tb, %ps, %pb, %ds, %db : tensor<2xui64>, tensor<2x5xui32>, tensor<3xui64>, tensor<3xui64>, tensor<2xui64>, tensor<7xui32>
})mlir", {special(), special()}},

{"cholesky_triangular_solve", R"mlir(
func.func @f(%m: tensor<3x3xf32>, %a: tensor<3x3xf64>, %b: tensor<3x2xf64>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x2xf64>, tensor<2x3xf64>) {
  %mmt = stablehlo.dot_general %m, %m, contracting_dims = [1] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %eye = stablehlo.constant dense<[[3.0, 0.0, 0.0], [0.0, 3.0, 0.0], [0.0, 0.0, 3.0]]> : tensor<3x3xf32>
  %spd = stablehlo.add %mmt, %eye : tensor<3x3xf32>
  %l = stablehlo.cholesky %spd, lower = true : tensor<3x3xf32>
  %u = stablehlo.cholesky %spd, lower = false : tensor<3x3xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  %bt = stablehlo.transpose %b, dims = [1, 0] : (tensor<3x2xf64>) -> tensor<2x3xf64>
  %y = "stablehlo.triangular_solve"(%a, %bt) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  func.return %l, %u, %x, %y : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x2xf64>, tensor<2x3xf64>
})mlir", {real(-2, 2), real(1, 3), real(-5, 5)}},

{"batch_norm", R"mlir(
func.func @f(%x: tensor<2x2x3xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>, %mean: tensor<3xf32>, %var: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %i = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) <{epsilon = 0.001 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x2x3xf32>
  %o, %m, %v = "stablehlo.batch_norm_training"(%x, %scale, %offset) <{epsilon = 0.001 : f32, feature_index = 2 : i64}> : (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %i, %o, %m, %v : tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>
})mlir", {real(-4, 4), real(-2, 2), real(-2, 2), real(-1, 1), real(0.5, 2)}},
};
// clang-format on

std::string describe(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

class FoldTest : public ::testing::TestWithParam<FoldCase> {
protected:
  FoldTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// A random float (or complex part) of `type` drawn as `fill` says.
  double randomReal(const Fill &fill) {
    if (fill.kind == Fill::Real)
      return std::uniform_real_distribution<double>(fill.lo, fill.hi)(rng);
    static const double specials[] = {NAN,   -NAN,   INFINITY, -INFINITY,
                                      -0.0,  0.0,    1e-40,    -1e-310,
                                      0.5,   -2.5,   65504.0,  1e30};
    if (rng() % 3 == 0)
      return specials[rng() % std::size(specials)];
    double value = std::uniform_real_distribution<double>(-8.0, 8.0)(rng);
    if (rng() % 8 == 0)
      value = std::ldexp(value, int(rng() % 60) - 30);
    return value;
  }

  /// A random element of `type` drawn as `fill` says.
  Element randomElement(Type type, const Fill &fill) {
    if (type.isInteger(1))
      return Element::fromBool(&context, rng() % 2);
    if (auto complex = dyn_cast<ComplexType>(type))
      return Element::fromComplex(
          type, {randomReal(fill), randomReal(fill)});
    if (isa<FloatType>(type))
      return Element::fromDouble(type, randomReal(fill));
    unsigned width = type.getIntOrFloatBitWidth();
    if (fill.kind == Fill::Int)
      return Element::fromInt(
          type, std::uniform_int_distribution<int64_t>(
                    int64_t(fill.lo), int64_t(fill.hi))(rng));
    static const int64_t specials[] = {0, -1, 1, INT64_MIN, INT64_MAX};
    if (rng() % 4 == 0)
      return Element::fromBits(
          type, llvm::APInt(64, specials[rng() % 5], true).trunc(width));
    return Element::fromBits(type, llvm::APInt(64, rng()).trunc(width));
  }

  Tensor randomTensor(RankedTensorType type, const Fill &fill) {
    Tensor tensor(type);
    for (int64_t i = 0; i < tensor.getNumElements(); ++i)
      tensor.setLinear(i, randomElement(type.getElementType(), fill));
    return tensor;
  }

  /// The case's module with @f's arguments replaced by random constants.
  OwningOpRef<ModuleOp> buildModule(const FoldCase &c) {
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(c.text, &context);
    if (!module)
      return nullptr;
    auto f = module->lookupSymbol<func::FuncOp>("f");
    if (!f || f.getNumArguments() != c.fills.size()) {
      ADD_FAILURE() << c.name << ": @f must take one argument per fill";
      return nullptr;
    }
    Block &entry = f.front();
    OpBuilder builder = OpBuilder::atBlockBegin(&entry);
    for (auto [arg, fill] : llvm::zip(entry.getArguments(), c.fills)) {
      Tensor tensor = randomTensor(cast<RankedTensorType>(arg.getType()), fill);
      auto constant = stablehlo::ConstantOp::create(
          builder, f.getLoc(), arg.getType(), tensor.toAttr());
      arg.replaceAllUsesWith(constant.getResult());
    }
    llvm::BitVector all(entry.getNumArguments(), true);
    if (failed(f.eraseArguments(all))) {
      ADD_FAILURE() << c.name << ": cannot erase @f's arguments";
      return nullptr;
    }
    return module;
  }

  /// Folds a copy of `module` with --interpreter-fold (on the Element path
  /// when `elementPath`) and returns the constants @f returns, or fails the
  /// test when something did not fold.
  std::optional<SmallVector<Tensor>> fold(ModuleOp module, bool elementPath) {
    OwningOpRef<ModuleOp> copy = module.clone();
    std::string remarks;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      remarks += diag.str() + "\n";
      return success();
    });
    std::unique_ptr<Pass> pass = createInterpreterFoldPass();
    if (elementPath &&
        failed(pass->initializeOptions("element-path=true",
                                       [](const Twine &message) {
                                         ADD_FAILURE() << message.str();
                                         return failure();
                                       })))
      return std::nullopt;
    PassManager pm(&context);
    pm.addPass(std::move(pass));
    if (failed(pm.run(*copy))) {
      ADD_FAILURE() << "the fold pass failed:\n" << remarks;
      return std::nullopt;
    }
    auto f = copy->lookupSymbol<func::FuncOp>("f");
    SmallVector<Tensor> results;
    for (Value value : f.front().getTerminator()->getOperands()) {
      std::optional<Tensor> tensor = constantValue(value);
      if (!tensor) {
        std::string body;
        llvm::raw_string_ostream os(body);
        f.print(os);
        ADD_FAILURE() << "a result did not fold:\n" << remarks << body;
        return std::nullopt;
      }
      results.push_back(*tensor);
    }
    return results;
  }

  /// Interprets @f of `module` on the typed or the Element path.
  std::optional<SmallVector<Tensor>> interpret(ModuleOp module,
                                               bool elementPath) {
    std::string errors;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      errors += diag.str() + "\n";
      return success();
    });
    InterpreterOptions options;
    options.elementPath = elementPath;
    FailureOr<SmallVector<Tensor>> results =
        evalFunction(module, "f", {}, options);
    if (failed(results)) {
      ADD_FAILURE() << "interpreting failed:\n" << errors;
      return std::nullopt;
    }
    return std::move(*results);
  }

  void expectSameBytes(ArrayRef<Tensor> folded, ArrayRef<Tensor> interpreted,
                       const std::string &what) {
    ASSERT_EQ(folded.size(), interpreted.size()) << what;
    for (auto [i, pair] : llvm::enumerate(llvm::zip(folded, interpreted))) {
      const Tensor &a = std::get<0>(pair);
      const Tensor &b = std::get<1>(pair);
      ASSERT_EQ(a.getType(), b.getType())
          << what << " result " << i << ": " << describe(a.getType())
          << " vs " << describe(b.getType());
      ASSERT_EQ(a.getSizeInBytes(), b.getSizeInBytes()) << what;
      if (std::memcmp(a.rawData(), b.rawData(), a.getSizeInBytes()) == 0)
        continue;
      int64_t bytes = getStorageBytes(a.getElementType());
      for (int64_t e = 0; e < a.getNumElements(); ++e)
        if (std::memcmp(a.rawData() + e * bytes, b.rawData() + e * bytes,
                        bytes) != 0) {
          ADD_FAILURE() << what << " result " << i << " of type "
                        << describe(a.getType()) << " differs at element " << e
                        << ": folded " << a.getLinear(e).toString()
                        << ", interpreted " << b.getLinear(e).toString();
          break;
        }
    }
  }

  MLIRContext context;
  std::mt19937_64 rng{20261125};
};

TEST_P(FoldTest, FoldedConstantsAreTheInterpretedBytes) {
  const FoldCase &c = GetParam();
  for (int trial = 0; trial < 3; ++trial) {
    uint64_t seed = 1000 * trial;
    for (const char *p = c.name; *p; ++p)
      seed = seed * 31 + uint8_t(*p);
    rng.seed(seed);
    OwningOpRef<ModuleOp> module = buildModule(c);
    ASSERT_TRUE(module) << c.name << " does not parse";
    for (bool elementPath : {false, true}) {
      std::string what = std::string(c.name) + " (trial " +
                         std::to_string(trial) + ", " +
                         (elementPath ? "Element" : "typed") + " path)";
      SCOPED_TRACE(what);
      std::optional<SmallVector<Tensor>> interpreted =
          interpret(*module, elementPath);
      ASSERT_TRUE(interpreted);
      std::optional<SmallVector<Tensor>> folded = fold(*module, elementPath);
      ASSERT_TRUE(folded);
      expectSameBytes(*folded, *interpreted, what);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Fold, FoldTest, ::testing::ValuesIn(cases),
                         [](const ::testing::TestParamInfo<FoldCase> &info) {
                           return std::string(info.param.name);
                         });

} // namespace
