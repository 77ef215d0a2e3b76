//===- PeakMemoryTest.cpp - a run holds its live set, whatever its length -===//
//
// Issue 28 item 3: tensors are released at their last use, and an
// elementwise op writes its result into a dying operand that nothing else
// holds, so a program's tensor storage peaks at its largest live set of
// activations whatever its length. The allocator counts the bytes tensors
// hold (tensorStorageUse, interpreter/Tensor.h); these tests run programs
// of 2 and 40 stages and compare the peak with the live set worked out by
// hand for each op.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/Interpreter.h"
#include "interpreter/StorageArena.h"

#include "dialect/Dialects.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::shlo;

namespace {

/// Elements of each activation: 256 KiB of f32, far above the 16 bytes a
/// tensor keeps inline.
constexpr int64_t kElements = 65536;
constexpr int64_t kBytes = kElements * 4;

class PeakMemoryTest : public ::testing::Test {
protected:
  PeakMemoryTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// `stages` repeats of
  ///   %b = reverse %c       (not elementwise: a new tensor)
  ///   %c' = add %c, %b      (both die here)
  /// after %c0 = negate %arg0. No two of these ops fuse: each %c has two
  /// users, and reverse is not a chain step. Op by op, the add holds %c, %b
  /// and its result (3 activations); written in place, 2.
  std::string program(int stages) {
    std::string type = "tensor<" + std::to_string(kElements) + "xf32>";
    std::string text = "func.func @main(%arg0: " + type + ") -> " + type +
                       " {\n  %c0 = stablehlo.negate %arg0 : " + type + "\n";
    for (int s = 0; s < stages; ++s) {
      std::string c = "%c" + std::to_string(s), b = "%b" + std::to_string(s),
                  next = "%c" + std::to_string(s + 1);
      text += "  " + b + " = stablehlo.reverse " + c + ", dims = [0] : " +
              type + "\n";
      text += "  " + next + " = stablehlo.add " + c + ", " + b + " : " + type +
              "\n";
    }
    text += "  return %c" + std::to_string(stages) + " : " + type + "\n}\n";
    return text;
  }

  struct Run {
    Tensor result;
    /// Peak storage above what was held before the run (the argument).
    int64_t peakAbove = 0;
    size_t groups = 0;
  };

  /// The argument every run takes: kElements f32 values (i % 17) / 16 - 0.5.
  Tensor argument() {
    Tensor arg(RankedTensorType::get({kElements}, Float32Type::get(&context)));
    for (int64_t i = 0; i < kElements; ++i)
      arg.setLinear(i, Element::fromDouble(arg.getElementType(),
                                           double(i % 17) / 16.0 - 0.5));
    return arg;
  }

  /// Runs program(stages); with `handOver` the argument goes to the run
  /// through evalTakingArgs (the caller keeps no reference), else through
  /// evalFunction (the caller holds it throughout).
  Run run(int stages, bool fusion, bool handOver = false) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(program(stages), &context);
    EXPECT_TRUE(module);
    if (!module)
      return {};
    InterpreterOptions options;
    options.fusion = fusion;
    options.threads = 2;
    Run out;
    {
      auto main = module->lookupSymbol<func::FuncOp>("main");
      EvalContext evalContext(*module, options);
      out.groups = evalContext.planOf(main.getBody().front()).groups.size();
    }
    SmallVector<InterpreterValue> args;
    args.push_back(argument());
    resetTensorStoragePeak();
    int64_t before = tensorStorageUse().live;
    if (handOver) {
      FailureOr<SmallVector<InterpreterValue>> results = evalTakingArgs(
          module->lookupSymbol<func::FuncOp>("main"), args, options);
      out.peakAbove = tensorStorageUse().peak - before;
      EXPECT_TRUE(args.empty());
      EXPECT_TRUE(succeeded(results));
      if (succeeded(results) && results->size() == 1)
        out.result = (*results)[0].getTensor();
      return out;
    }
    FailureOr<SmallVector<Tensor>> results =
        evalFunction(*module, "main", {args[0].getTensor()}, options);
    out.peakAbove = tensorStorageUse().peak - before;
    EXPECT_TRUE(succeeded(results));
    if (succeeded(results) && results->size() == 1)
      out.result = (*results)[0];
    return out;
  }

  MLIRContext context;
};

TEST_F(PeakMemoryTest, PeakIsTheLiveSetWhateverTheLength) {
  for (int stages : {2, 40}) {
    SCOPED_TRACE("stages " + std::to_string(stages));
    // Op by op: %a, %b and the add's result are alive at the add.
    Run unfused = run(stages, /*fusion=*/false);
    EXPECT_EQ(unfused.groups, 0u);
    EXPECT_EQ(unfused.peakAbove, 3 * kBytes);
    // In place: the negate and every add are groups of one op (negate's
    // operand is the caller's, so it gets a new tensor); the add writes
    // into %c or %b, so 2 are alive.
    Run inPlace = run(stages, /*fusion=*/true);
    EXPECT_EQ(inPlace.groups, size_t(1 + stages));
    EXPECT_EQ(inPlace.peakAbove, 2 * kBytes);
    // The same bits either way.
    ASSERT_EQ(unfused.result.getNumElements(), kElements);
    ASSERT_EQ(inPlace.result.getNumElements(), kElements);
    EXPECT_EQ(std::memcmp(unfused.result.rawData(), inPlace.result.rawData(),
                          size_t(kBytes)),
              0);
  }
}

// An argument handed over (evalTakingArgs) dies at its last use, the
// negate: op by op the add then holds %c, %b and its result, 3 tensors
// where the argument was 1 (peak 2 above it, not 3); in place the negate
// writes into the argument itself, and 2 tensors are alive (peak 1 above
// it, not 2). The bits are those of a run that keeps the argument.
TEST_F(PeakMemoryTest, ArgumentHandedOverDiesAtItsLastUse) {
  for (bool fusion : {false, true}) {
    SCOPED_TRACE(fusion ? "fusion" : "op by op");
    Run kept = run(/*stages=*/3, fusion);
    Run handed = run(/*stages=*/3, fusion, /*handOver=*/true);
    EXPECT_EQ(kept.peakAbove, (fusion ? 2 : 3) * kBytes);
    EXPECT_EQ(handed.peakAbove, (fusion ? 1 : 2) * kBytes);
    ASSERT_EQ(kept.result.getNumElements(), kElements);
    ASSERT_EQ(handed.result.getNumElements(), kElements);
    EXPECT_EQ(std::memcmp(kept.result.rawData(), handed.result.rawData(),
                          size_t(kBytes)),
              0);
  }
}

// A borrowed argument (a caller's array, Tensor::borrow) handed over is
// never written in place: the caller's bytes are unchanged after the run.
TEST_F(PeakMemoryTest, BorrowedArgumentIsNotWrittenInPlace) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program(/*stages=*/1), &context);
  ASSERT_TRUE(module);
  std::vector<float> bytes(static_cast<size_t>(kElements));
  for (int64_t i = 0; i < kElements; ++i)
    bytes[size_t(i)] = float(i % 17) / 16.0f - 0.5f;
  std::vector<float> original = bytes;
  SmallVector<InterpreterValue> args;
  args.push_back(Tensor::borrow(
      RankedTensorType::get({kElements}, Float32Type::get(&context)),
      reinterpret_cast<const char *>(bytes.data())));
  InterpreterOptions options;
  options.threads = 2;
  FailureOr<SmallVector<InterpreterValue>> results = evalTakingArgs(
      module->lookupSymbol<func::FuncOp>("main"), args, options);
  ASSERT_TRUE(succeeded(results));
  EXPECT_TRUE(args.empty());
  EXPECT_EQ(std::memcmp(bytes.data(), original.data(), size_t(kBytes)), 0);
  // -x + reverse(-x) at element 0: -(-0.5) + -(x[65535]); 65535 % 17 = 0.
  EXPECT_EQ((*results)[0].getTensor().data<float>()[0], 0.5f + 0.5f);
}

TEST_F(PeakMemoryTest, CounterFollowsTensors) {
  resetTensorStoragePeak();
  int64_t before = tensorStorageUse().live;
  {
    Tensor big(RankedTensorType::get({kElements}, Float32Type::get(&context)));
    EXPECT_EQ(tensorStorageUse().live - before, kBytes);
    // A copy of the handle shares the storage.
    Tensor shared = big;
    EXPECT_EQ(tensorStorageUse().live - before, kBytes);
    // A scalar lives inline.
    Tensor scalar(RankedTensorType::get({}, Float32Type::get(&context)));
    EXPECT_EQ(tensorStorageUse().live - before, kBytes);
  }
  EXPECT_EQ(tensorStorageUse().live, before);
  EXPECT_EQ(tensorStorageUse().peak - before, kBytes);
}

/// The allocator's cache of freed blocks (interpreter/Allocator.cpp): a
/// freed block of 64 KiB or more goes to the next tensor of its size, and
/// never to two tensors at once. Off under AddressSanitizer.
class StorageCacheTest : public PeakMemoryTest {
protected:
  RankedTensorType f32(int64_t elements) {
    return RankedTensorType::get({elements}, Float32Type::get(&context));
  }
  /// Whether freed blocks are cached in this build.
  bool caching() {
    dropCachedTensorStorage();
    { Tensor probe = Tensor::uninitialized(f32(kElements)); }
    bool on = cachedTensorStorageBytes() == kBytes;
    dropCachedTensorStorage();
    return on;
  }
};

TEST_F(StorageCacheTest, FreedBlockGoesToTheNextTensorOfItsSize) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  // Tensors once held beside each other leave the cache room for two.
  {
    Tensor a = Tensor::uninitialized(f32(kElements));
    Tensor b = Tensor::uninitialized(f32(kElements));
    Tensor c = Tensor::uninitialized(f32(kElements));
  }
  dropCachedTensorStorage();
  const char *first;
  {
    Tensor t = Tensor::uninitialized(f32(kElements));
    first = t.rawData();
  }
  EXPECT_EQ(cachedTensorStorageBytes(), kBytes);
  // Another size does not take it.
  Tensor other = Tensor::uninitialized(f32(kElements + 16));
  EXPECT_NE(static_cast<const Tensor &>(other).rawData(), first);
  Tensor again = Tensor::uninitialized(f32(kElements));
  EXPECT_EQ(static_cast<const Tensor &>(again).rawData(), first);
  EXPECT_EQ(cachedTensorStorageBytes(), 0);
  // Small tensors are not cached.
  { Tensor small = Tensor::uninitialized(f32(1024)); }
  EXPECT_EQ(cachedTensorStorageBytes(), 0);
  // A zeroed tensor from the cache is zero.
  for (int64_t i = 0; i < kElements; ++i)
    again.data<float>()[i] = 1.0f;
  again = Tensor();
  Tensor zeroed(f32(kElements));
  EXPECT_EQ(static_cast<const Tensor &>(zeroed).rawData(), first);
  for (int64_t i = 0; i < kElements; ++i)
    ASSERT_EQ(zeroed.data<float>()[i], 0.0f) << i;
}

// Tensors made under a ScopedStorageArena are cut one after another from
// one mapping (64-byte multiples), a tensor below 64 KiB and one beyond the
// arena's room come from elsewhere, and a freed arena block goes to the
// arena's room for later tensors, not to the cache. Off where large blocks come from malloc.
TEST_F(StorageCacheTest, ArenaCutsTensorsOneAfterAnother) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  dropCachedTensorStorage();
  // 65,540 f32 are 262,160 bytes, cut as 262,208 (a 64-byte multiple).
  constexpr int64_t odd = kElements + 4;
  EXPECT_EQ(storageArenaBytes({odd * 4, kBytes, 1024}), size_t(262208 + kBytes));
  Tensor first, second, small, beyond;
  {
    ScopedStorageArena arena(storageArenaBytes({odd * 4, kBytes}));
    first = Tensor::uninitialized(f32(odd));
    small = Tensor::uninitialized(f32(256));
    second = Tensor::uninitialized(f32(kElements));
    beyond = Tensor::uninitialized(f32(kElements));
  }
  const char *a = static_cast<const Tensor &>(first).rawData();
  const char *b = static_cast<const Tensor &>(second).rawData();
  const char *c = static_cast<const Tensor &>(beyond).rawData();
  EXPECT_EQ(b - a, 262208);
  // A mapping below 2 MiB takes small pages: it starts on a 4 KiB page.
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 4096, 0u);
  EXPECT_TRUE(c < a || c >= b + kBytes);
  // The tensors hold what is written to them, the neighbours' bytes apart.
  for (int64_t i = 0; i < odd; ++i)
    first.data<float>()[i] = float(i);
  for (int64_t i = 0; i < kElements; ++i)
    second.data<float>()[i] = -float(i);
  EXPECT_EQ(first.data<float>()[odd - 1], float(odd - 1));
  EXPECT_EQ(second.data<float>()[0], -0.0f);
  EXPECT_EQ(second.data<float>()[kElements - 1], -float(kElements - 1));
  // Freed arena blocks do not enter the cache; the one beyond does. The
  // arena goes with its last block, and its room with it.
  first = Tensor();
  EXPECT_EQ(storageArenaRoomBytes(), 262208);
  second = Tensor();
  EXPECT_EQ(storageArenaRoomBytes(), 0);
  EXPECT_EQ(cachedTensorStorageBytes(), 0);
  beyond = Tensor();
  EXPECT_EQ(cachedTensorStorageBytes(), kBytes);
  dropCachedTensorStorage();
}

// The room of freed arena blocks goes to later tensors of any size that
// fit (the smallest room that fits; neighbouring rooms join), no two live
// tensors share a byte, and the room goes back to the system when fresh
// memory would take the live tensors, the cache and the room over the most
// bytes tensors ever held at once.
TEST_F(StorageCacheTest, FreedArenaRoomGoesToLaterTensors) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  dropCachedTensorStorage();
  Tensor a, b, c, keep;
  {
    ScopedStorageArena arena(storageArenaBytes({kBytes, kBytes, kBytes, kBytes}));
    a = Tensor::uninitialized(f32(kElements));
    b = Tensor::uninitialized(f32(kElements));
    c = Tensor::uninitialized(f32(kElements));
    keep = Tensor::uninitialized(f32(kElements));
  }
  const char *base = static_cast<const Tensor &>(a).rawData();
  auto at = [&](const Tensor &t) { return t.rawData() - base; };
  ASSERT_EQ(at(b), kBytes);
  ASSERT_EQ(at(c), 2 * kBytes);
  EXPECT_EQ(storageArenaRoomBytes(), 0);
  c = Tensor();
  EXPECT_EQ(storageArenaRoomBytes(), kBytes);
  EXPECT_EQ(cachedTensorStorageBytes(), 0);
  // Half of c's room, then the other half.
  Tensor d = Tensor::uninitialized(f32(kElements / 2));
  EXPECT_EQ(at(d), 2 * kBytes);
  Tensor e = Tensor::uninitialized(f32(kElements / 2));
  EXPECT_EQ(at(e), 2 * kBytes + kBytes / 2);
  EXPECT_EQ(storageArenaRoomBytes(), 0);
  // d's room goes to a quarter, then a's and b's rooms join; another
  // quarter goes to the smallest room that fits (the rest of d's), and a
  // tensor of 1.5 times a's size takes the joined room.
  d = Tensor();
  Tensor f = Tensor::uninitialized(f32(kElements / 4));
  EXPECT_EQ(at(f), 2 * kBytes);
  a = Tensor();
  b = Tensor();
  EXPECT_EQ(storageArenaRoomBytes(), 2 * kBytes + kBytes / 4);
  Tensor h = Tensor::uninitialized(f32(kElements / 4));
  EXPECT_EQ(at(h), 2 * kBytes + kBytes / 4);
  Tensor g = Tensor::uninitialized(f32(kElements + kElements / 2));
  EXPECT_EQ(at(g), 0);
  EXPECT_EQ(storageArenaRoomBytes(), kBytes / 2);
  // Live tensors keep what is written to them.
  std::vector<Tensor *> live = {&e, &f, &g, &h, &keep};
  for (size_t t = 0; t < live.size(); ++t)
    for (int64_t i = 0; i < live[t]->getNumElements(); ++i)
      live[t]->data<float>()[i] = float(t * 1000003 + size_t(i));
  for (size_t t = 0; t < live.size(); ++t)
    for (int64_t i = 0; i < live[t]->getNumElements(); ++i)
      ASSERT_EQ(live[t]->data<float>()[i], float(t * 1000003 + size_t(i)))
          << t << " " << i;
  // A tensor larger than any held before is fresh memory past the most
  // ever held: the room goes back first.
  int64_t record = tensorStorageUse().highest + kBytes;
  Tensor huge = Tensor::uninitialized(f32(record / 4));
  EXPECT_EQ(storageArenaRoomBytes(), 0);
  EXPECT_LE(tensorStorageUse().live + cachedTensorStorageBytes(),
            tensorStorageUse().highest);
  huge = Tensor();
  dropCachedTensorStorage();
}

/// This process's resident bytes (/proc/self/statm), or -1.
int64_t residentBytes() {
  FILE *file = std::fopen("/proc/self/statm", "r");
  if (!file)
    return -1;
  long size = 0, resident = -1;
  if (std::fscanf(file, "%ld %ld", &size, &resident) != 2)
    resident = -1;
  std::fclose(file);
  return resident < 0 ? -1 : int64_t(resident) * 4096;
}

// A block holds its own pages only: two written 3.06 MiB tensors (ResNet-50's
// largest activations) add about 6.1 MiB to the resident set, not two whole
// huge pages each (8 MiB), and a block of 2 MiB or more starts on a 2 MiB
// boundary, so that its whole 2 MiB spans can take huge pages.
TEST_F(StorageCacheTest, BlocksHoldTheirOwnPagesOnly) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  dropCachedTensorStorage();
  constexpr int64_t elements = 112 * 112 * 64;
  int64_t before = residentBytes();
  if (before < 0)
    GTEST_SKIP() << "no /proc/self/statm";
  Tensor first = Tensor::uninitialized(f32(elements));
  Tensor second = Tensor::uninitialized(f32(elements));
  std::fill(first.data<float>(), first.data<float>() + elements, 1.0f);
  std::fill(second.data<float>(), second.data<float>() + elements, 2.0f);
  int64_t grown = residentBytes() - before;
  EXPECT_LE(grown, 2 * elements * 4 + (int64_t(256) << 10));
  for (const Tensor &tensor : {first, second})
    EXPECT_EQ(reinterpret_cast<uintptr_t>(tensor.rawData()) %
                  (uintptr_t(2) << 20),
              0u);
}

TEST_F(StorageCacheTest, NoBlockIsLiveTwice) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  // Tensors of one size made and dropped in a shuffled order: no two live
  // tensors ever share storage, and each keeps the values written into it.
  std::vector<Tensor> live(8);
  std::vector<float> marks(8, 0.0f);
  unsigned state = 12345;
  for (int step = 0; step < 400; ++step) {
    state = state * 1103515245u + 12345u;
    size_t slot = (state >> 16) % live.size();
    if (live[slot].getNumElements() && (state >> 8) % 3 == 0) {
      live[slot] = Tensor();
      continue;
    }
    live[slot] = Tensor::uninitialized(f32(kElements));
    marks[slot] = float(step);
    std::fill(live[slot].data<float>(), live[slot].data<float>() + kElements,
              marks[slot]);
    for (size_t i = 0; i < live.size(); ++i) {
      if (!live[i].getNumElements())
        continue;
      const float *values = live[i].data<float>();
      ASSERT_EQ(values[0], marks[i]);
      ASSERT_EQ(values[kElements - 1], marks[i]);
      for (size_t j = i + 1; j < live.size(); ++j) {
        if (live[j].getNumElements()) {
          ASSERT_NE(static_cast<const Tensor &>(live[i]).rawData(),
                    static_cast<const Tensor &>(live[j]).rawData());
        }
      }
    }
  }
}

TEST_F(StorageCacheTest, CacheStaysWithinTheMostEverHeld) {
  if (!caching())
    GTEST_SKIP() << "no cache under AddressSanitizer";
  // 100 blocks of growing sizes, each freed before the next is made: live
  // tensors plus the cache never hold more than the most tensors ever held
  // at once, and the cache keeps at most 64 blocks.
  auto withinBound = [] {
    TensorStorageUse use = tensorStorageUse();
    return use.live + cachedTensorStorageBytes() <= use.highest;
  };
  int64_t largest = 0;
  for (int64_t i = 0; i < 100; ++i) {
    int64_t elements = kElements + 16 * i;
    largest = std::max(largest, elements * 4);
    {
      Tensor t = Tensor::uninitialized(f32(elements));
      ASSERT_TRUE(withinBound()) << i;
    }
    ASSERT_TRUE(withinBound()) << i;
  }
  EXPECT_GT(cachedTensorStorageBytes(), 0);
  EXPECT_LE(cachedTensorStorageBytes(), 64 * largest);
  // Tensors kept alive beside the cache: still within the bound.
  std::vector<Tensor> kept;
  for (int64_t i = 0; i < 20; ++i) {
    kept.push_back(Tensor::uninitialized(f32(kElements + 16 * (i % 5))));
    ASSERT_TRUE(withinBound()) << i;
  }
  kept.clear();
  EXPECT_TRUE(withinBound());
  dropCachedTensorStorage();
  EXPECT_EQ(cachedTensorStorageBytes(), 0);
}

TEST_F(StorageCacheTest, RunsGiveTheSameBitsWithTheCacheWarmOrEmpty) {
  dropCachedTensorStorage();
  Run cold = run(40, /*fusion=*/true);
  Run warm = run(40, /*fusion=*/true);
  Run unfusedWarm = run(40, /*fusion=*/false);
  ASSERT_EQ(cold.result.getNumElements(), kElements);
  ASSERT_EQ(warm.result.getNumElements(), kElements);
  ASSERT_EQ(unfusedWarm.result.getNumElements(), kElements);
  EXPECT_EQ(std::memcmp(cold.result.rawData(), warm.result.rawData(),
                        size_t(kBytes)),
            0);
  EXPECT_EQ(std::memcmp(cold.result.rawData(), unfusedWarm.result.rawData(),
                        size_t(kBytes)),
            0);
  // The peak of live tensors is what it was without the cache.
  EXPECT_EQ(warm.peakAbove, 2 * kBytes);
  EXPECT_EQ(unfusedWarm.peakAbove, 3 * kBytes);
}

} // namespace
