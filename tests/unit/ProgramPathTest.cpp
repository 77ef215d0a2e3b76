//===- ProgramPathTest.cpp - typed op paths equal the Element path -------===//
//
// Ops whose evaluators take the op itself (sort, reduce_window, ...) or
// whose fast paths depend on how values flow through a program (constants,
// while loops) are checked on whole functions: each program runs once with
// the typed kernels and once through Element only, on random inputs with
// NaN, -0, duplicates and integer extremes, and the results must be
// identical, bit for bit.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Interpreter.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "tests/unit/TypeText.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <random>

using namespace mlir;
using namespace mlir::shlo;

namespace {

std::string shapeName(ArrayRef<int64_t> shape, Type type) {
  std::string text = "tensor<";
  for (int64_t d : shape)
    text += std::to_string(d) + "x";
  return text + typeText(type) + ">";
}

class ProgramPathTest : public ::testing::Test {
protected:
  ProgramPathTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }


  /// Values drawn from a small pool so that duplicates are common, with
  /// NaN (when `withNaN`), +-0, +-inf, subnormals and integer extremes.
  Element randomElement(Type type, bool withNaN) {
    std::uniform_int_distribution<int> pick(0, 15);
    int choice = pick(rng);
    if (isa<FloatType>(type)) {
      static const double specials[] = {-0.0,   0.0,  INFINITY, -INFINITY,
                                        1e-40,  -1e-310, 0.5,   -2.5,
                                        65504.0, 3.0};
      if (withNaN && choice == 0)
        return Element::fromDouble(type, (rng() & 1) ? NAN : -NAN);
      if (choice < 6)
        return Element::fromDouble(type, specials[rng() % 10]);
      return Element::fromDouble(type, double(int64_t(rng() % 64) - 32) / 4);
    }
    unsigned width = type.getIntOrFloatBitWidth();
    if (choice < 4) {
      static const int64_t specials[] = {0, -1, 1, INT64_MIN, INT64_MAX};
      return Element::fromBits(
          type, llvm::APInt(64, uint64_t(specials[rng() % 5])).trunc(width));
    }
    if (choice < 10)
      return Element::fromBits(type, llvm::APInt(64, rng()).trunc(width));
    return Element::fromInt(type, int64_t(rng() % 9) - 4);
  }

  Tensor randomTensor(Type type, ArrayRef<int64_t> shape, bool withNaN = true) {
    Tensor t(RankedTensorType::get(shape, type));
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      t.setLinear(i, randomElement(type, withNaN));
    return t;
  }

  Tensor iotaTensor(ArrayRef<int64_t> shape) {
    Tensor t(RankedTensorType::get(shape, IntegerType::get(&context, 32)));
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      t.setLinear(i, Element::fromInt(t.getElementType(), i));
    return t;
  }

  /// Runs @main of `program` on `args` with and without the typed kernels
  /// and expects identical results.
  /// Float add and multiply make NaNs whose bits the two paths do not
  /// promise to share (as for the elementwise ops): `nanBits` = false
  /// accepts any NaN for a NaN.
  void expectBothPathsSame(const std::string &program, ArrayRef<Tensor> args,
                           bool nanBits = true) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(program, &context);
    ASSERT_TRUE(module) << program;
    FailureOr<SmallVector<Tensor>> typed = evalFunction(*module, "main", args);
    InterpreterOptions elementPath;
    elementPath.elementPath = true;
    FailureOr<SmallVector<Tensor>> element =
        evalFunction(*module, "main", args, elementPath);
    ASSERT_TRUE(succeeded(typed)) << program;
    ASSERT_TRUE(succeeded(element)) << program;
    ASSERT_EQ(typed->size(), element->size());
    for (size_t r = 0; r < typed->size(); ++r) {
      const Tensor &a = (*typed)[r], &b = (*element)[r];
      ASSERT_EQ(a.getType(), b.getType()) << program;
      // Storage bytes, so that NaNs agree in sign and payload too.
      int64_t bytes = getStorageBytes(a.getElementType());
      for (int64_t i = 0; i < a.getNumElements(); ++i)
        ASSERT_TRUE(nanBits ? std::memcmp(a.rawData() + i * bytes,
                                          b.rawData() + i * bytes, bytes) == 0
                            : a.getLinear(i).isSameAs(b.getLinear(i)))
            << program << "\nresult " << r << " differs at " << i
            << ": typed " << a.getLinear(i).toString() << " vs element "
            << b.getLinear(i).toString();
    }
  }

  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{2024};
};

TEST_F(ProgramPathTest, SortSimpleComparators) {
  SmallVector<Type> types = {
      b.getI1Type(),          b.getIntegerType(8),
      b.getIntegerType(16),   b.getIntegerType(32),
      b.getIntegerType(64),   b.getIntegerType(8, false),
      b.getIntegerType(32, false), b.getIntegerType(64, false),
      b.getF16Type(),         b.getBF16Type(),
      b.getF32Type(),         b.getF64Type()};
  const char *directions[] = {"LT", "GT", "LE", "GE", "NE"};
  SmallVector<int64_t> shape = {7, 300};
  for (Type type : types) {
    bool isFloat = isa<FloatType>(type);
    SmallVector<const char *> kinds = {""};
    if (isFloat)
      kinds.append({", FLOAT", ", TOTALORDER"});
    else if (type.isInteger(1) || type.isUnsignedInteger())
      kinds.push_back(", UNSIGNED");
    else
      kinds.push_back(", SIGNED");
    std::string t = shapeName(shape, type);
    std::string s = "tensor<" + typeText(type) + ">";
    for (bool withNaN : {true, false}) {
      if (withNaN && !isFloat)
        continue;
      Tensor keys = randomTensor(type, shape, withNaN);
      Tensor payload = iotaTensor(shape);
      for (const char *direction : directions)
        for (const char *kind : kinds)
          for (int dim : {0, 1}) {
            std::string compare = "    %lt = stablehlo.compare " +
                                  std::string(direction) + ", %a, %b" + kind +
                                  " : (" + s + ", " + s + ") -> tensor<i1>\n"
                                  "    stablehlo.return %lt : tensor<i1>\n";
            std::string attrs = "{dimension = " + std::to_string(dim) +
                                " : i64, is_stable = true}";
            // Keys and an iota payload that shows the permutation.
            std::string program =
                "func.func @main(%k: " + t + ", %p: tensor<7x300xi32>) -> (" +
                t + ", tensor<7x300xi32>) {\n"
                "  %r:2 = \"stablehlo.sort\"(%k, %p) ({\n"
                "  ^bb0(%a: " + s + ", %b: " + s +
                ", %c: tensor<i32>, %d: tensor<i32>):\n" + compare + "  }) " +
                attrs + " : (" + t + ", tensor<7x300xi32>) -> (" + t +
                ", tensor<7x300xi32>)\n"
                "  return %r#0, %r#1 : " + t + ", tensor<7x300xi32>\n}\n";
            expectBothPathsSame(program, {keys, payload});
            // The keys alone.
            program = "func.func @main(%k: " + t + ") -> " + t + " {\n"
                      "  %r = \"stablehlo.sort\"(%k) ({\n"
                      "  ^bb0(%a: " + s + ", %b: " + s + "):\n" + compare +
                      "  }) " + attrs + " : (" + t + ") -> " + t + "\n"
                      "  return %r : " + t + "\n}\n";
            expectBothPathsSame(program, {keys});
          }
    }
  }
}

TEST_F(ProgramPathTest, SortSingleOperandLongRow) {
  // One long row of f32 without NaN (the radix path) and with (the
  // comparator path), ascending and descending.
  for (bool withNaN : {false, true}) {
    Tensor keys = randomTensor(b.getF32Type(), {5000}, withNaN);
    for (const char *direction : {"LT", "GT"}) {
      std::string program =
          std::string("func.func @main(%k: tensor<5000xf32>) -> tensor<5000xf32> {\n"
                      "  %r = \"stablehlo.sort\"(%k) ({\n"
                      "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
                      "    %lt = stablehlo.compare ") +
          direction +
          ", %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
          "    stablehlo.return %lt : tensor<i1>\n"
          "  }) {dimension = 0 : i64, is_stable = false} : (tensor<5000xf32>) "
          "-> tensor<5000xf32>\n"
          "  return %r : tensor<5000xf32>\n}\n";
      expectBothPathsSame(program, {keys});
    }
  }
}

TEST_F(ProgramPathTest, ReduceWindowTypedCombiners) {
  // Max-pool shapes (3x3 windows, stride 2, padding 1), with window and
  // base dilation in a second variant; NaN with different bits among the
  // floats.
  SmallVector<Type> types = {b.getF32Type(), b.getF16Type(), b.getBF16Type(),
                             b.getF64Type(), b.getIntegerType(32),
                             b.getIntegerType(8, false)};
  const char *windows[] = {
      "window_dimensions = array<i64: 1, 3, 3>, window_strides = "
      "array<i64: 1, 2, 2>, padding = dense<[[0, 0], [1, 1], [1, 1]]> : "
      "tensor<3x2xi64>",
      "window_dimensions = array<i64: 2, 3, 2>, window_strides = "
      "array<i64: 1, 1, 3>, base_dilations = array<i64: 1, 2, 1>, "
      "window_dilations = array<i64: 1, 1, 2>, padding = dense<[[1, 0], "
      "[0, 2], [1, 1]]> : tensor<3x2xi64>"};
  const char *resultShapes[] = {"3x6x6", "3x21x4"};
  for (Type type : types) {
    std::string s = "tensor<" + typeText(type) + ">";
    std::string t = shapeName({3, 11, 12}, type);
    Tensor x = randomTensor(type, {3, 11, 12});
    for (int i = 0; i < 20; ++i)
      if (isa<FloatType>(type))
        x.setLinear(int64_t(rng() % 396),
                    Element(type, llvm::APFloat::getNaN(
                                      cast<FloatType>(type).getFloatSemantics(),
                                      rng() & 1, rng() % 4)));
    Tensor init = randomTensor(type, {}, false);
    // Zeros of both signs among values of one sign (<= 0 for max, >= 0
    // for min), so that many windows' answer is a zero.
    Tensor nonPositive = randomTensor(type, {3, 11, 12});
    Tensor nonNegative = randomTensor(type, {3, 11, 12});
    for (int64_t i = 0; i < 396; ++i) {
      static const double pool[] = {-0.0, 0.0, -1.0, -3.0};
      double v = pool[rng() % 4];
      if (!isa<FloatType>(type))
        continue;
      nonPositive.setLinear(i, Element::fromDouble(type, v));
      nonNegative.setLinear(i, Element::fromDouble(type, -v));
    }
    Tensor zeroInit(RankedTensorType::get({}, type));
    if (isa<FloatType>(type))
      zeroInit.setLinear(0, Element::fromDouble(type, -0.0));
    for (const char *op : {"maximum", "minimum", "add"})
      for (int w = 0; w < 2; ++w) {
        std::string r = "tensor<" + std::string(resultShapes[w]) + "x" +
                        typeText(type) + ">";
        std::string program =
            "func.func @main(%x: " + t + ", %i: " + s + ") -> " + r + " {\n"
            "  %r = \"stablehlo.reduce_window\"(%x, %i) ({\n"
            "  ^bb0(%a: " + s + ", %b: " + s + "):\n"
            "    %m = stablehlo." + op + " %a, %b : " + s + "\n"
            "    stablehlo.return %m : " + s + "\n"
            "  }) {" + windows[w] + "} : (" + t + ", " + s + ") -> " + r +
            "\n  return %r : " + r + "\n}\n";
        bool arithmetic = std::string(op) == "add" && isa<FloatType>(type);
        expectBothPathsSame(program, {x, init}, /*nanBits=*/!arithmetic);
        if (isa<FloatType>(type))
          expectBothPathsSame(
              program,
              {std::string(op) == "minimum" ? nonNegative : nonPositive,
               zeroInit},
              /*nanBits=*/!arithmetic);
      }
  }
}

TEST_F(ProgramPathTest, ConstantsSurviveOpsOnThem) {
  // A constant borrows its attribute's bytes; ops that write results in
  // place of an operand (dynamic_update_slice, scatter, sort) or loops that
  // use it every iteration must never change it: the second evaluation
  // sees the same constant as the first.
  std::string program = R"mlir(
    func.func @main(%x: tensor<4xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
      %c = stablehlo.constant dense<[5.0, -1.0, 3.0, 0.5, 2.0, -4.0]> : tensor<6xf32>
      %i = stablehlo.constant dense<1> : tensor<i32>
      %u = stablehlo.dynamic_update_slice %c, %x, %i : (tensor<6xf32>, tensor<4xf32>, tensor<i32>) -> tensor<6xf32>
      %s = "stablehlo.sort"(%c) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf32>) -> tensor<6xf32>
      %z = stablehlo.constant dense<0> : tensor<i32>
      %w:2 = stablehlo.while(%n = %z, %acc = %c) : tensor<i32>, tensor<6xf32>
      cond {
        %three = stablehlo.constant dense<3> : tensor<i32>
        %p = stablehlo.compare LT, %n, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %k = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
        %n1 = stablehlo.add %n, %one : tensor<i32>
        %a1 = stablehlo.add %acc, %k : tensor<6xf32>
        stablehlo.return %n1, %a1 : tensor<i32>, tensor<6xf32>
      }
      return %u, %s, %w#1, %c : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    })mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  ASSERT_TRUE(module);
  Tensor x = randomTensor(b.getF32Type(), {4}, false);
  for (int round = 0; round < 2; ++round) {
    FailureOr<SmallVector<Tensor>> results =
        evalFunction(*module, "main", {x});
    ASSERT_TRUE(succeeded(results));
    const Tensor &updated = (*results)[0], &sorted = (*results)[1],
                 &looped = (*results)[2], &constant = (*results)[3];
    const float c[] = {5.0f, -1.0f, 3.0f, 0.5f, 2.0f, -4.0f};
    const float s[] = {-4.0f, -1.0f, 0.5f, 2.0f, 3.0f, 5.0f};
    for (int64_t i = 0; i < 6; ++i) {
      EXPECT_EQ(constant.data<float>()[i], c[i]) << round;
      EXPECT_EQ(sorted.data<float>()[i], s[i]) << round;
      EXPECT_EQ(looped.data<float>()[i], c[i] + 3.0f * float(i + 1)) << round;
      float expected = (i >= 1 && i <= 4) ? x.data<float>()[i - 1] : c[i];
      EXPECT_EQ(std::memcmp(&updated.data<float>()[i], &expected, 4), 0) << round;
    }
  }
  expectBothPathsSame(program, {x});
}

TEST_F(ProgramPathTest, EveryOpClassIsTheSameOnOneTwoAndSevenThreads) {
  // Issue 18 item 3: one program with an elementwise map, broadcast,
  // transpose, slice, concatenate, pad, reduce, dot_general, convolution,
  // gather, scatter and two sorts, on inputs large enough to be split into
  // 7 chunks (floats with NaN, -0, infinities and duplicates): every
  // storage byte of every result must be the same on 1, 2 and 7 threads.
  // What runs split is listed in docs/design.md ("Threads").
  const char *program = R"mlir(
func.func @main(%x: tensor<1600x300xf32>, %y: tensor<1600x300xf32>,
                %w: tensor<300x64xf32>, %img: tensor<1x48x48x8xf32>,
                %ker: tensor<3x3x8x16xf32>, %idx: tensor<2000x1xi32>,
                %upd: tensor<2000x300xf32>, %pay: tensor<1600x300xi32>)
    -> (tensor<1600x300xf32>, tensor<1600x3x300xf32>, tensor<300x1600xf32>,
        tensor<799x296xf32>, tensor<1600x600xf32>, tensor<3203x303xf32>,
        tensor<1600xf32>, tensor<1600x64xf32>, tensor<1x48x48x16xf32>,
        tensor<2000x300xf32>, tensor<1600x300xf32>, tensor<1600x300xf32>,
        tensor<1600x300xf32>, tensor<1600x300xi32>) {
  %z = stablehlo.constant dense<-0.0> : tensor<f32>
  %add = "stablehlo.add"(%x, %y) : (tensor<1600x300xf32>, tensor<1600x300xf32>) -> tensor<1600x300xf32>
  %bc = "stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1600x300xf32>) -> tensor<1600x3x300xf32>
  %tr = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>} : (tensor<1600x300xf32>) -> tensor<300x1600xf32>
  %sl = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 3>, limit_indices = array<i64: 1599, 299>, strides = array<i64: 2, 1>} : (tensor<1600x300xf32>) -> tensor<799x296xf32>
  %cc = "stablehlo.concatenate"(%x, %y) {dimension = 1 : i64} : (tensor<1600x300xf32>, tensor<1600x300xf32>) -> tensor<1600x600xf32>
  %pad = "stablehlo.pad"(%x, %z) {edge_padding_low = array<i64: 1, 2>, edge_padding_high = array<i64: 3, 1>, interior_padding = array<i64: 1, 0>} : (tensor<1600x300xf32>, tensor<f32>) -> tensor<3203x303xf32>
  %red = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<1600x300xf32>, tensor<f32>) -> tensor<1600xf32>
  %dot = "stablehlo.dot_general"(%x, %w) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (tensor<1600x300xf32>, tensor<300x64xf32>) -> tensor<1600x64xf32>
  %conv = "stablehlo.convolution"(%img, %ker) {window_strides = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x48x48x8xf32>, tensor<3x3x8x16xf32>) -> tensor<1x48x48x16xf32>
  %g = "stablehlo.gather"(%x, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 300>, indices_are_sorted = false} : (tensor<1600x300xf32>, tensor<2000x1xi32>) -> tensor<2000x300xf32>
  %sc = "stablehlo.scatter"(%x, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<1600x300xf32>, tensor<2000x1xi32>, tensor<2000x300xf32>) -> tensor<1600x300xf32>
  %s1 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<1600x300xf32>) -> tensor<1600x300xf32>
  %s2:2 = "stablehlo.sort"(%x, %pay) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<1600x300xf32>, tensor<1600x300xi32>) -> (tensor<1600x300xf32>, tensor<1600x300xi32>)
  return %add, %bc, %tr, %sl, %cc, %pad, %red, %dot, %conv, %g, %sc, %s1, %s2#0, %s2#1 : tensor<1600x300xf32>, tensor<1600x3x300xf32>, tensor<300x1600xf32>, tensor<799x296xf32>, tensor<1600x600xf32>, tensor<3203x303xf32>, tensor<1600xf32>, tensor<1600x64xf32>, tensor<1x48x48x16xf32>, tensor<2000x300xf32>, tensor<1600x300xf32>, tensor<1600x300xf32>, tensor<1600x300xf32>, tensor<1600x300xi32>
}
)mlir";
  const char *names[] = {"add",       "broadcast_in_dim", "transpose",
                         "slice",     "concatenate",      "pad",
                         "reduce",    "dot_general",      "convolution",
                         "gather",    "scatter",          "sort (one input)",
                         "sort keys", "sort payload"};
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  ASSERT_TRUE(module);
  Type f32 = b.getF32Type();
  // Indices in [-2, 1602): some out of bounds (clamped by gather, skipped
  // by scatter), many repeated (scatter adds into one row several times).
  Tensor idx(RankedTensorType::get({2000, 1}, b.getIntegerType(32)));
  for (int64_t i = 0; i < 2000; ++i)
    idx.setLinear(i, Element::fromInt(idx.getElementType(),
                                      int64_t(rng() % 1604) - 2));
  SmallVector<Tensor> args = {randomTensor(f32, {1600, 300}),
                              randomTensor(f32, {1600, 300}),
                              randomTensor(f32, {300, 64}),
                              randomTensor(f32, {1, 48, 48, 8}),
                              randomTensor(f32, {3, 3, 8, 16}),
                              idx,
                              randomTensor(f32, {2000, 300}),
                              iotaTensor({1600, 300})};
  auto run = [&](int threads) {
    InterpreterOptions options;
    options.threads = threads;
    FailureOr<SmallVector<Tensor>> results =
        evalFunction(*module, "main", args, options);
    EXPECT_TRUE(succeeded(results));
    return succeeded(results) ? *results : SmallVector<Tensor>();
  };
  SmallVector<Tensor> one = run(1);
  ASSERT_EQ(one.size(), std::size(names));
  for (int threads : {2, 7}) {
    SmallVector<Tensor> many = run(threads);
    ASSERT_EQ(many.size(), one.size());
    for (size_t r = 0; r < one.size(); ++r) {
      ASSERT_EQ(one[r].getType(), many[r].getType()) << names[r];
      // Every byte, NaNs included: add of two NaNs of opposite signs once
      // returned either operand's NaN depending on the thread count (the
      // compiler may emit b + a for a + b); AddKernel pins it to a's.
      int64_t bytes = getStorageBytes(one[r].getElementType());
      for (int64_t i = 0; i < one[r].getNumElements(); ++i)
        if (std::memcmp(one[r].rawData() + i * bytes,
                        many[r].rawData() + i * bytes, size_t(bytes)) != 0) {
          ADD_FAILURE() << names[r] << " differs on " << threads
                        << " threads at " << i << ": "
                        << one[r].getLinear(i).toString() << " vs "
                        << many[r].getLinear(i).toString();
          break;
        }
    }
  }
}

} // namespace
