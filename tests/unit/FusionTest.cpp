//===- FusionTest.cpp - fused chains equal op-by-op evaluation ----------===//
//
// Issue 28 item 1: chains of elementwise ops run in one pass
// (interpreter/Fusion.h) must give the bits the ops give one by one. Each
// program runs with fusion and without (InterpreterOptions::fusion, the
// option behind --interpreter-no-fusion) on 1, 2 and 7 threads, on random
// values mixed with NaN of both signs, infinities, -0, subnormals and the
// integer extremes (INT_MIN, -1, ...), and every storage byte of every
// result is compared. The plan is inspected too, so that a test cannot
// pass because nothing was fused.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/Interpreter.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

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

class FusionTest : public ::testing::Test {
protected:
  FusionTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// One element: a third special values, the rest random bits (floats:
  /// also small exact values, so that compares meet equal operands).
  Element randomElement(Type type) {
    int choice = int(rng() % 12);
    if (isa<FloatType>(type)) {
      static const double specials[] = {
          NAN,   -NAN,  INFINITY, -INFINITY, -0.0,    0.0,
          1e-40, -3e-39, 1e-45,   -1.0,      65504.0, 1e30};
      if (choice < 4)
        return Element::fromDouble(type, specials[rng() % 12]);
      if (choice < 8)
        return Element::fromDouble(type, double(int64_t(rng() % 64) - 32) / 4);
      // Random bits: any payload of NaN, any subnormal.
      unsigned width = type.getIntOrFloatBitWidth();
      return Element::fromBits(type, llvm::APInt(64, rng()).trunc(width));
    }
    unsigned width = type.getIntOrFloatBitWidth();
    if (choice < 4) {
      static const int64_t specials[] = {0, -1, 1, INT64_MIN, INT64_MAX,
                                         INT32_MIN, 31, 32};
      return Element::fromBits(
          type, llvm::APInt(64, uint64_t(specials[rng() % 8])).trunc(width));
    }
    if (choice < 8)
      return Element::fromBits(type, llvm::APInt(64, rng()).trunc(width));
    return Element::fromInt(type, int64_t(rng() % 9) - 4);
  }

  Tensor randomTensor(Type type, ArrayRef<int64_t> shape) {
    Tensor t(RankedTensorType::get(shape, type));
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      t.setLinear(i, randomElement(type));
    return t;
  }

  /// The fusion groups of two ops or more the eval loop plans for @main's
  /// body (a group of one op writes in place: PeakMemoryTest).
  size_t plannedGroups(ModuleOp module, bool fusion) {
    auto main = module.lookupSymbol<func::FuncOp>("main");
    InterpreterOptions options;
    options.fusion = fusion;
    EvalContext evalContext(module, options);
    return llvm::count_if(
        evalContext.planOf(main.getBody().front()).groups,
        [](const FusionGroup &group) { return group.members.size() > 1; });
  }

  /// The ops the planned chains of @main's body compute on the smaller
  /// tensors their broadcasts read (FusedChain::getNumHoisted).
  unsigned plannedHoisted(ModuleOp module) {
    auto main = module.lookupSymbol<func::FuncOp>("main");
    // EvalContext keeps a reference to its options: they must outlive it.
    InterpreterOptions options;
    EvalContext evalContext(module, options);
    unsigned hoisted = 0;
    for (const FusionGroup &group :
         evalContext.planOf(main.getBody().front()).groups)
      hoisted += group.chain->getNumHoisted();
    return hoisted;
  }

  /// Runs @main with fusion on 1, 2 and 7 threads and without fusion on 1
  /// thread; expects every storage byte of every result to agree, and
  /// returns the unfused results.
  SmallVector<Tensor> expectFusedSame(const std::string &program,
                                      ArrayRef<Tensor> args,
                                      size_t expectGroups) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(program, &context);
    EXPECT_TRUE(module) << program;
    if (!module)
      return {};
    EXPECT_EQ(plannedGroups(*module, true), expectGroups);
    EXPECT_EQ(plannedGroups(*module, false), 0u);
    auto run = [&](bool fusion, int threads) {
      InterpreterOptions options;
      options.fusion = fusion;
      options.threads = threads;
      FailureOr<SmallVector<Tensor>> results =
          evalFunction(*module, "main", args, options);
      EXPECT_TRUE(succeeded(results));
      return succeeded(results) ? *results : SmallVector<Tensor>();
    };
    SmallVector<Tensor> unfused = run(false, 1);
    for (int threads : {1, 2, 7}) {
      SmallVector<Tensor> fused = run(true, threads);
      EXPECT_EQ(fused.size(), unfused.size());
      if (fused.size() != unfused.size())
        break;
      for (size_t r = 0; r < fused.size(); ++r) {
        const Tensor &a = unfused[r], &f = fused[r];
        EXPECT_EQ(a.getType(), f.getType());
        if (a.getType() != f.getType())
          continue;
        int64_t bytes = getStorageBytes(a.getElementType());
        for (int64_t i = 0; i < a.getNumElements(); ++i)
          if (std::memcmp(a.rawData() + i * bytes, f.rawData() + i * bytes,
                          size_t(bytes)) != 0) {
            ADD_FAILURE() << "result " << r << " on " << threads
                          << " threads differs at " << i << ": unfused "
                          << a.getLinear(i).toString() << " vs fused "
                          << f.getLinear(i).toString();
            break;
          }
      }
    }
    return unfused;
  }

  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{2811};
};

// 1600 x 300 elements: more than 7 chunks of kMapGrain, so that 7 threads
// really split every chain.
constexpr const char *kFloatChain = R"mlir(
func.func @main(%x: tensor<1600x300xf32>, %y: tensor<1600x300xf32>,
                %b: tensor<300xf32>, %r: tensor<1600x1xf32>,
                %s: tensor<f32>, %p: tensor<i1>)
    -> (tensor<1600x300xf32>, tensor<1600x300xf32>, tensor<1600x300xi32>,
        tensor<1600x300xf32>, tensor<1600x300xf32>) {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<300xf32>) -> tensor<1600x300xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1600x1xf32>) -> tensor<1600x300xf32>
  %half = stablehlo.constant dense<0.5> : tensor<1600x300xf32>
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  %cb = stablehlo.broadcast_in_dim %three, dims = [] : (tensor<f32>) -> tensor<1600x300xf32>
  %a1 = stablehlo.add %x, %bb : tensor<1600x300xf32>
  %a2 = stablehlo.multiply %a1, %half : tensor<1600x300xf32>
  %a3 = stablehlo.subtract %a2, %y : tensor<1600x300xf32>
  %a4 = stablehlo.divide %a3, %rb : tensor<1600x300xf32>
  %t = stablehlo.tanh %a4 : tensor<1600x300xf32>
  %e = stablehlo.exponential %a3 : tensor<1600x300xf32>
  %mx = stablehlo.maximum %t, %e : tensor<1600x300xf32>
  %mn = stablehlo.minimum %mx, %cb : tensor<1600x300xf32>
  %gt = stablehlo.compare GT, %mn, %x, FLOAT : (tensor<1600x300xf32>, tensor<1600x300xf32>) -> tensor<1600x300xi1>
  %sel = stablehlo.select %gt, %mn, %a4 : tensor<1600x300xi1>, tensor<1600x300xf32>
  %cl = stablehlo.clamp %s, %sel, %cb : (tensor<f32>, tensor<1600x300xf32>, tensor<1600x300xf32>) -> tensor<1600x300xf32>
  %lg = stablehlo.log %y : tensor<1600x300xf32>
  %sq = stablehlo.sqrt %lg : tensor<1600x300xf32>
  %rs = stablehlo.rsqrt %x : tensor<1600x300xf32>
  %pw = stablehlo.power %x, %y : tensor<1600x300xf32>
  %rem = stablehlo.remainder %pw, %rs : tensor<1600x300xf32>
  %at = stablehlo.atan2 %sq, %rem : tensor<1600x300xf32>
  %lo = stablehlo.logistic %at : tensor<1600x300xf32>
  %ng = stablehlo.negate %lo : tensor<1600x300xf32>
  %ab = stablehlo.abs %ng : tensor<1600x300xf32>
  %fl = stablehlo.floor %ab : tensor<1600x300xf32>
  %sg = stablehlo.sign %y : tensor<1600x300xf32>
  %o1 = stablehlo.add %fl, %sg : tensor<1600x300xf32>
  %cv = stablehlo.convert %a3 : (tensor<1600x300xf32>) -> tensor<1600x300xi32>
  %one = stablehlo.constant dense<1> : tensor<1600x300xi32>
  %ci = stablehlo.add %cv, %one : tensor<1600x300xi32>
  %h = stablehlo.convert %x : (tensor<1600x300xf32>) -> tensor<1600x300xf16>
  %hy = stablehlo.convert %y : (tensor<1600x300xf32>) -> tensor<1600x300xf16>
  %hm = stablehlo.multiply %h, %hy : tensor<1600x300xf16>
  %ha = stablehlo.add %hm, %h : tensor<1600x300xf16>
  %hd = stablehlo.convert %ha : (tensor<1600x300xf16>) -> tensor<1600x300xf64>
  %dd = stablehlo.add %hd, %hd : tensor<1600x300xf64>
  %back = stablehlo.convert %dd : (tensor<1600x300xf64>) -> tensor<1600x300xf32>
  %ps = stablehlo.select %p, %back, %x : tensor<i1>, tensor<1600x300xf32>
  %fin = stablehlo.is_finite %ps : (tensor<1600x300xf32>) -> tensor<1600x300xi1>
  %nf = stablehlo.not %fin : tensor<1600x300xi1>
  %ps2 = stablehlo.select %nf, %y, %ps : tensor<1600x300xi1>, tensor<1600x300xf32>
  return %cl, %o1, %ci, %ps2, %a1 : tensor<1600x300xf32>, tensor<1600x300xf32>, tensor<1600x300xi32>, tensor<1600x300xf32>, tensor<1600x300xf32>
}
)mlir";

TEST_F(FusionTest, FloatChainsAreTheSameBitsAsOpByOp) {
  Type f32 = b.getF32Type();
  for (bool pred : {true, false}) {
    Tensor predicate(RankedTensorType::get({}, b.getI1Type()));
    predicate.setLinear(0, Element::fromBool(&context, pred));
    SmallVector<Tensor> args = {randomTensor(f32, {1600, 300}),
                                randomTensor(f32, {1600, 300}),
                                randomTensor(f32, {300}),
                                randomTensor(f32, {1600, 1}),
                                randomTensor(f32, {}), predicate};
    // Six groups, rooted (from the end) at %ps2 (the f16/f64 converts, the
    // rank-0 select, is_finite and not), %ci (convert and a splat
    // constant), %o1 (the transcendentals), %cl (bias of %r, tanh, exp,
    // max, min, compare, select, clamp with a rank-0 bound), %a3 (whose
    // three users are in two groups, so it is materialised) and %a1
    // (returned, so materialised too, with its broadcast).
    SmallVector<Tensor> results = expectFusedSame(kFloatChain, args, 6);
    ASSERT_EQ(results.size(), 5u);
  }
}

constexpr const char *kIntChain = R"mlir(
func.func @main(%i: tensor<1600x300xi32>, %j: tensor<1600x300xi32>,
                %u: tensor<1600x300xui8>, %k: tensor<300xi64>)
    -> (tensor<1600x300xi32>, tensor<1600x300xui8>, tensor<1600x300xi64>) {
  %a = stablehlo.add %i, %j : tensor<1600x300xi32>
  %m = stablehlo.multiply %a, %j : tensor<1600x300xi32>
  %n = stablehlo.negate %m : tensor<1600x300xi32>
  %sl = stablehlo.shift_left %n, %j : tensor<1600x300xi32>
  %sr = stablehlo.shift_right_arithmetic %sl, %i : tensor<1600x300xi32>
  %sr2 = stablehlo.shift_right_logical %sr, %j : tensor<1600x300xi32>
  %x = stablehlo.xor %sr2, %i : tensor<1600x300xi32>
  %ab = stablehlo.abs %x : tensor<1600x300xi32>
  %pw = stablehlo.power %ab, %j : tensor<1600x300xi32>
  %mx = stablehlo.maximum %pw, %i : tensor<1600x300xi32>
  %lt = stablehlo.compare LT, %mx, %j, SIGNED : (tensor<1600x300xi32>, tensor<1600x300xi32>) -> tensor<1600x300xi1>
  %ult = stablehlo.compare NE, %mx, %i : (tensor<1600x300xi32>, tensor<1600x300xi32>) -> tensor<1600x300xi1>
  %both = stablehlo.and %lt, %ult : tensor<1600x300xi1>
  %sub = stablehlo.subtract %i, %j : tensor<1600x300xi32>
  %s = stablehlo.select %both, %mx, %sub : tensor<1600x300xi1>, tensor<1600x300xi32>
  %pc = stablehlo.popcnt %s : tensor<1600x300xi32>
  %cz = stablehlo.count_leading_zeros %s : tensor<1600x300xi32>
  %r0 = stablehlo.add %pc, %cz : tensor<1600x300xi32>
  %uc = stablehlo.convert %u : (tensor<1600x300xui8>) -> tensor<1600x300xi32>
  %ua = stablehlo.add %u, %u : tensor<1600x300xui8>
  %un = stablehlo.not %ua : tensor<1600x300xui8>
  %ur = stablehlo.or %un, %u : tensor<1600x300xui8>
  %kb = stablehlo.broadcast_in_dim %k, dims = [1] : (tensor<300xi64>) -> tensor<1600x300xi64>
  %iw = stablehlo.convert %r0 : (tensor<1600x300xi32>) -> tensor<1600x300xi64>
  %uw = stablehlo.convert %uc : (tensor<1600x300xi32>) -> tensor<1600x300xi64>
  %w = stablehlo.multiply %iw, %kb : tensor<1600x300xi64>
  %w2 = stablehlo.subtract %w, %uw : tensor<1600x300xi64>
  return %r0, %ur, %w2 : tensor<1600x300xi32>, tensor<1600x300xui8>, tensor<1600x300xi64>
}
)mlir";

TEST_F(FusionTest, IntegerChainsWrapAsOpByOp) {
  SmallVector<Tensor> args = {randomTensor(b.getIntegerType(32), {1600, 300}),
                              randomTensor(b.getIntegerType(32), {1600, 300}),
                              randomTensor(b.getIntegerType(8, false), {1600, 300}),
                              randomTensor(b.getIntegerType(64), {300})};
  // %w2's chain (with %uc, defined before the ops of %ur's chain: the
  // members run at the root), %ur's, and %r0's (everything up to it,
  // %sub included; %r0 is returned, so %w2's chain reads it).
  expectFusedSame(kIntChain, args, 3);
}

TEST_F(FusionTest, RowBroadcastsOfEveryWidthFillTheirRuns) {
  // Broadcasts along the innermost dimension (one value per row of 300,
  // runs that cross the 1024-element tiles) fill each run in the widest
  // map build the CPU has: 1-byte (ui8, and an i1 predicate), 2-byte
  // (f16) and 8-byte (f64) storage, against the broadcast evaluator op by
  // op. One group per result.
  const char *program = R"mlir(
func.func @main(%u: tensor<1600x300xui8>, %ru: tensor<1600xui8>,
                %h: tensor<1600x300xf16>, %rh: tensor<1600xf16>,
                %d: tensor<1600x300xf64>, %rd: tensor<1600xf64>,
                %p: tensor<1600xi1>)
    -> (tensor<1600x300xui8>, tensor<1600x300xf16>, tensor<1600x300xf64>,
        tensor<1600x300xf64>) {
  %bu = stablehlo.broadcast_in_dim %ru, dims = [0] : (tensor<1600xui8>) -> tensor<1600x300xui8>
  %su = stablehlo.add %u, %bu : tensor<1600x300xui8>
  %bh = stablehlo.broadcast_in_dim %rh, dims = [0] : (tensor<1600xf16>) -> tensor<1600x300xf16>
  %sh = stablehlo.multiply %h, %bh : tensor<1600x300xf16>
  %bd = stablehlo.broadcast_in_dim %rd, dims = [0] : (tensor<1600xf64>) -> tensor<1600x300xf64>
  %sd = stablehlo.subtract %d, %bd : tensor<1600x300xf64>
  %bp = stablehlo.broadcast_in_dim %p, dims = [0] : (tensor<1600xi1>) -> tensor<1600x300xi1>
  %bd2 = stablehlo.broadcast_in_dim %rd, dims = [0] : (tensor<1600xf64>) -> tensor<1600x300xf64>
  %sel = stablehlo.select %bp, %d, %bd2 : tensor<1600x300xi1>, tensor<1600x300xf64>
  return %su, %sh, %sd, %sel : tensor<1600x300xui8>, tensor<1600x300xf16>,
      tensor<1600x300xf64>, tensor<1600x300xf64>
}
)mlir";
  SmallVector<Tensor> args = {
      randomTensor(b.getIntegerType(8, false), {1600, 300}),
      randomTensor(b.getIntegerType(8, false), {1600}),
      randomTensor(b.getF16Type(), {1600, 300}),
      randomTensor(b.getF16Type(), {1600}),
      randomTensor(b.getF64Type(), {1600, 300}),
      randomTensor(b.getF64Type(), {1600}),
      randomTensor(b.getI1Type(), {1600})};
  expectFusedSame(program, args, 4);
}

TEST_F(FusionTest, IntegerDivisionStaysAnErrorOfTheOp) {
  // An integer divide in a chain is not fused: its divisor check reports
  // the same error with and without fusion. The add and multiply before it
  // are one group.
  const char *program = R"mlir(
func.func @main(%i: tensor<1000xi32>, %j: tensor<1000xi32>) -> tensor<1000xi32> {
  %a = stablehlo.add %i, %j : tensor<1000xi32>
  %m = stablehlo.multiply %a, %j : tensor<1000xi32>
  %d = stablehlo.divide %m, %j : tensor<1000xi32>
  %r = stablehlo.add %d, %i : tensor<1000xi32>
  return %r : tensor<1000xi32>
}
)mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  ASSERT_TRUE(module);
  EXPECT_EQ(plannedGroups(*module, true), 1u);
  Tensor i = randomTensor(b.getIntegerType(32), {1000});
  Tensor j = randomTensor(b.getIntegerType(32), {1000});
  for (int64_t k = 0; k < 1000; ++k)
    if (j.getLinear(k).toIndex() == 0)
      j.setLinear(k, Element::fromInt(j.getElementType(), 7));
  j.setLinear(500, Element::fromInt(j.getElementType(), 0));
  for (bool fusion : {true, false}) {
    std::string messages;
    ScopedDiagnosticHandler collect(&context, [&](Diagnostic &diag) {
      messages += diag.str() + "\n";
      return success();
    });
    InterpreterOptions options;
    options.fusion = fusion;
    FailureOr<SmallVector<Tensor>> results =
        evalFunction(*module, "main", {i, j}, options);
    EXPECT_TRUE(failed(results));
    EXPECT_NE(messages.find("integer division by zero at index [500]"),
              std::string::npos)
        << messages;
  }
  // Without a zero divisor, both paths agree (INT_MIN / -1 included).
  j.setLinear(500, Element::fromInt(j.getElementType(), -1));
  i.setLinear(500, Element::fromInt(i.getElementType(), INT32_MIN));
  expectFusedSame(program, {i, j}, 1);
}

TEST_F(FusionTest, ResultWrittenIntoADyingInputIsTheSame) {
  // Groups: %u and %s; %t, %a and %m. %r (a reverse, not fused) dies in
  // the second group and nothing else holds it, so the chain writes its
  // result into %r's tensor; a function argument is held by the caller
  // and is never written.
  const char *program = R"mlir(
func.func @main(%x: tensor<200000xf32>, %y: tensor<200000xf32>) -> (tensor<200000xf32>, tensor<200000xf32>) {
  %t = stablehlo.tanh %x : tensor<200000xf32>
  %u = stablehlo.cosine %y : tensor<200000xf32>
  %s = stablehlo.sine %u : tensor<200000xf32>
  %r = stablehlo.reverse %s, dims = [0] : tensor<200000xf32>
  %a = stablehlo.add %t, %r : tensor<200000xf32>
  %m = stablehlo.multiply %a, %y : tensor<200000xf32>
  return %m, %x : tensor<200000xf32>, tensor<200000xf32>
}
)mlir";
  Type f32 = b.getF32Type();
  Tensor x = randomTensor(f32, {200000});
  Tensor xCopy = x.clone();
  SmallVector<Tensor> results =
      expectFusedSame(program, {x, randomTensor(f32, {200000})}, 2);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(std::memcmp(x.rawData(), xCopy.rawData(), size_t(x.getSizeInBytes())),
            0);
}

// Ops whose operands are all broadcasts of one smaller shape (or splats)
// run on the smaller tensors and are broadcast afterwards: the patterns
// [100] -> dims [1] (f32 and i32 operands), [16, 300] -> dims [0, 2],
// [16, 1, 300] -> dims [0, 1, 2] (a size-1 dimension expanded) and the
// splats; a value of one pattern read by ops of the chain, by hoisted ops
// of its pattern and by those of another; a chain hoisted whole (its root
// too); an op mixing two patterns, which stays on the full shape. 16 x 100
// x 300 elements: more than 7 chunks of kMapGrain.
constexpr const char *kHoistedChain = R"mlir(
func.func @main(%x: tensor<16x100x300xf32>, %r: tensor<100xf32>,
                %c: tensor<16x300xf32>, %c2: tensor<16x300xf32>,
                %s: tensor<f32>, %n: tensor<100xi32>, %k: tensor<16x1x300xf32>)
    -> (tensor<16x100x300xf32>, tensor<16x100x300xf32>, tensor<16x100x300xf32>) {
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<100xf32>) -> tensor<16x100x300xf32>
  %eps = stablehlo.constant dense<1.0e-5> : tensor<f32>
  %eb = stablehlo.broadcast_in_dim %eps, dims = [] : (tensor<f32>) -> tensor<16x100x300xf32>
  %v = stablehlo.add %rb, %eb : tensor<16x100x300xf32>
  %q = stablehlo.rsqrt %v : tensor<16x100x300xf32>
  %y = stablehlo.multiply %x, %q : tensor<16x100x300xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [0, 2] : (tensor<16x300xf32>) -> tensor<16x100x300xf32>
  %c2b = stablehlo.broadcast_in_dim %c2, dims = [0, 2] : (tensor<16x300xf32>) -> tensor<16x100x300xf32>
  %half = stablehlo.constant dense<0.5> : tensor<16x100x300xf32>
  %m = stablehlo.multiply %cb, %half : tensor<16x100x300xf32>
  %d = stablehlo.divide %m, %c2b : tensor<16x100x300xf32>
  %gt = stablehlo.compare GT, %d, %cb, FLOAT : (tensor<16x100x300xf32>, tensor<16x100x300xf32>) -> tensor<16x100x300xi1>
  %sel = stablehlo.select %gt, %d, %c2b : tensor<16x100x300xi1>, tensor<16x100x300xf32>
  %e = stablehlo.exponential %sel : tensor<16x100x300xf32>
  %z = stablehlo.add %y, %e : tensor<16x100x300xf32>
  %w = stablehlo.tanh %q : tensor<16x100x300xf32>
  %z2 = stablehlo.subtract %z, %w : tensor<16x100x300xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<16x100x300xf32>
  %t2 = stablehlo.multiply %sb, %sb : tensor<16x100x300xf32>
  %lg = stablehlo.log %t2 : tensor<16x100x300xf32>
  %z3 = stablehlo.add %z2, %lg : tensor<16x100x300xf32>
  %ra = stablehlo.add %w, %t2 : tensor<16x100x300xf32>
  %z4 = stablehlo.multiply %z3, %ra : tensor<16x100x300xf32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [1] : (tensor<100xi32>) -> tensor<16x100x300xi32>
  %nn = stablehlo.multiply %nb, %nb : tensor<16x100x300xi32>
  %nf = stablehlo.convert %nn : (tensor<16x100x300xi32>) -> tensor<16x100x300xf32>
  %z5 = stablehlo.add %z4, %nf : tensor<16x100x300xf32>
  %kb = stablehlo.broadcast_in_dim %k, dims = [0, 1, 2] : (tensor<16x1x300xf32>) -> tensor<16x100x300xf32>
  %ks = stablehlo.sqrt %kb : tensor<16x100x300xf32>
  %z6 = stablehlo.subtract %ks, %z5 : tensor<16x100x300xf32>
  %rb2 = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<100xf32>) -> tensor<16x100x300xf32>
  %nr = stablehlo.negate %rb2 : tensor<16x100x300xf32>
  %ar = stablehlo.abs %nr : tensor<16x100x300xf32>
  %rb3 = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<100xf32>) -> tensor<16x100x300xf32>
  %cb3 = stablehlo.broadcast_in_dim %c, dims = [0, 2] : (tensor<16x300xf32>) -> tensor<16x100x300xf32>
  %mix = stablehlo.subtract %rb3, %cb3 : tensor<16x100x300xf32>
  %mixe = stablehlo.exponential %mix : tensor<16x100x300xf32>
  return %z6, %ar, %mixe : tensor<16x100x300xf32>, tensor<16x100x300xf32>, tensor<16x100x300xf32>
}
)mlir";

TEST_F(FusionTest, HoistedOpsAreTheSameBitsAsOpByOp) {
  Type f32 = b.getF32Type();
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kHoistedChain, &context);
  ASSERT_TRUE(module);
  // Hoisted: %v, %q, %w, %ra ([100]); %m, %d, %gt, %sel, %e ([16, 300]);
  // %t2, %lg (splats); %nn, %nf ([100], i32 into f32); %ks ([16, 1,
  // 300]); %nr, %ar (the whole second chain). Not %mix nor %mixe.
  EXPECT_EQ(plannedHoisted(*module), 16u);
  for (int round = 0; round < 3; ++round) {
    SmallVector<Tensor> args = {randomTensor(f32, {16, 100, 300}),
                                randomTensor(f32, {100}),
                                randomTensor(f32, {16, 300}),
                                randomTensor(f32, {16, 300}),
                                randomTensor(f32, {}),
                                randomTensor(b.getIntegerType(32), {100}),
                                randomTensor(f32, {16, 1, 300})};
    // Groups rooted at %mixe, %ar and %z6.
    expectFusedSame(kHoistedChain, args, 3);
  }
}

TEST_F(FusionTest, HoistedProgramsSplitOverThreadsAsTheChain) {
  // A hoisted program of 160000 elements runs in three chunks of
  // kMapGrain; the chain of 640000 in ten.
  const char *program = R"mlir(
func.func @main(%x: tensor<4x160000xf32>, %r: tensor<160000xf32>, %s: tensor<160000xf32>) -> tensor<4x160000xf32> {
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<160000xf32>) -> tensor<4x160000xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<160000xf32>) -> tensor<4x160000xf32>
  %p = stablehlo.power %rb, %sb : tensor<4x160000xf32>
  %t = stablehlo.tanh %p : tensor<4x160000xf32>
  %y = stablehlo.multiply %x, %t : tensor<4x160000xf32>
  return %y : tensor<4x160000xf32>
}
)mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(program, &context);
  ASSERT_TRUE(module);
  EXPECT_EQ(plannedHoisted(*module), 2u);
  Type f32 = b.getF32Type();
  expectFusedSame(program,
                  {randomTensor(f32, {4, 160000}), randomTensor(f32, {160000}),
                   randomTensor(f32, {160000})},
                  1);
}

} // namespace
