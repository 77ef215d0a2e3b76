//===- EvaluatorBench.cpp - typed path vs Element path -----------------===//
//
// Runs elementwise, data-movement, reduction and contraction evaluators on
// 2^20 elements (dot_general: 128x128 by 128x128; convolution: a 32x32x16
// image by a 3x3x16x16 kernel) with the typed kernels and through Element
// only, and the tensor core's index iteration (IndexRange and linearize
// against the offset walk of Strided.h), in one process, and prints the
// speedup of the typed path per case at the end:
//
//   build/bench/shlo-bench
//
//===----------------------------------------------------------------------===//

#include "interpreter/Ops.h"
#include "interpreter/Strided.h"
#include "interpreter/TypedStorage.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "benchmark/benchmark.h"

#include <cstdio>
#include <map>
#include <random>
#include <string>

using namespace mlir;
using namespace mlir::shlo;

namespace {
MLIRContext &context() {
  static MLIRContext ctx;
  return ctx;
}

Tensor randomTensor(Type type, int64_t n, uint64_t seed) {
  Tensor t(RankedTensorType::get({n}, type));
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> value(0.5, 4.0);
  for (int64_t i = 0; i < n; ++i)
    t.setLinear(i, isa<FloatType>(type)
                       ? Element::fromDouble(type, value(rng))
                       : Element::fromInt(type, int64_t(rng() % 1000) + 1));
  return t;
}

constexpr int64_t kElements = 1 << 20;

enum class BenchOp {
  Add,
  Multiply,
  Exp,
  Compare,
  Convert,
  Select,
  Transpose,
  Broadcast,
  Gather,
  ScatterAdd,
  ReduceAdd,
  Dot,
  Convolution,
  IndexWalk
};

/// An NHWC input by an HWIO 3x3 kernel, stride 1, padding 1 on each side.
ConvConfig nhwcSamePadding3x3() {
  ConvConfig conv;
  conv.inputFeature = 3;
  conv.inputSpatial = {1, 2};
  conv.kernelInput = 2;
  conv.kernelOutput = 3;
  conv.kernelSpatial = {0, 1};
  conv.outputFeature = 3;
  conv.outputSpatial = {1, 2};
  conv.strides = conv.lhsDilation = conv.rhsDilation = {1, 1};
  conv.paddingLow = conv.paddingHigh = {1, 1};
  conv.reversal = {false, false};
  return conv;
}

void run(benchmark::State &state, BenchOp op, Type type, bool typed) {
  Tensor a = randomTensor(type, kElements, 1), b = randomTensor(type, kElements, 2);
  Builder builder(&context());
  auto predType = a.getType().clone(builder.getI1Type());
  Tensor pred = evalCompareOp(a, b, CompareDirection::LT, CompareKind::Default,
                              predType);
  // Data-movement cases work on a 1024x1024 matrix (2^20 elements).
  Tensor square = randomTensor(type, kElements, 3);
  square = llvm::cantFail(
      evalReshapeOp(square, RankedTensorType::get({1024, 1024}, type)));
  Tensor row = llvm::cantFail(evalSliceOp(
      square, {0, 0}, {1, 1024}, {1, 1}, RankedTensorType::get({1, 1024}, type)));
  row = llvm::cantFail(evalReshapeOp(row, RankedTensorType::get({1024}, type)));
  Tensor zero = llvm::cantFail(
      evalSliceOp(row, {0}, {1}, {1}, RankedTensorType::get({1}, type)));
  zero = llvm::cantFail(evalReshapeOp(zero, RankedTensorType::get({}, type)));
  Tensor small = llvm::cantFail(evalSliceOp(
      square, {0, 0}, {128, 128}, {1, 1}, RankedTensorType::get({128, 128}, type)));
  Tensor rowIndices(RankedTensorType::get({1024, 1}, builder.getIntegerType(32)));
  for (int64_t i = 0; i < 1024; ++i)
    rowIndices.setLinear(i, Element::fromInt(rowIndices.getElementType(),
                                             (i * 7) % 1024));
  GatherDims gatherDims;
  gatherDims.offsetDims = {1};
  gatherDims.collapsedSliceDims = {0};
  gatherDims.startIndexMap = {0};
  gatherDims.indexVectorDim = 1;
  ScatterDims scatterDims;
  scatterDims.updateWindowDims = {1};
  scatterDims.insertedWindowDims = {0};
  scatterDims.scatterDimsToOperandDims = {0};
  scatterDims.indexVectorDim = 1;
  Combiner addCombiner;
  addCombiner.kind = CombinerKind::Add;
  Tensor image = llvm::cantFail(evalReshapeOp(
      llvm::cantFail(evalSliceOp(a, {0}, {16384}, {1},
                                 RankedTensorType::get({16384}, type))),
      RankedTensorType::get({1, 32, 32, 16}, type)));
  Tensor kernel = llvm::cantFail(evalReshapeOp(
      llvm::cantFail(evalSliceOp(b, {0}, {2304}, {1},
                                 RankedTensorType::get({2304}, type))),
      RankedTensorType::get({3, 3, 16, 16}, type)));
  InterpreterOptions options;
  ConvConfig conv = nhwcSamePadding3x3();
  SmallVector<int64_t> walkShape = {64, 128, 128}, walkStrides = {1, 8192, 64};
  ScopedExecutionSettings settings({typed, 1});
  for (auto _ : state) {
    Tensor r;
    switch (op) {
    case BenchOp::Add:
      r = evalAddOp(a, b, a.getType());
      break;
    case BenchOp::Multiply:
      r = evalMulOp(a, b, a.getType());
      break;
    case BenchOp::Exp:
      r = evalExpOp(a, a.getType());
      break;
    case BenchOp::Compare:
      r = evalCompareOp(a, b, CompareDirection::LT, CompareKind::Default,
                        predType);
      break;
    case BenchOp::Convert:
      r = evalConvertOp(a, a.getType().clone(builder.getF64Type()));
      break;
    case BenchOp::Select:
      r = evalSelectOp(pred, a, b, a.getType());
      break;
    case BenchOp::Transpose:
      r = evalTransposeOp(square, {1, 0}, square.getType());
      break;
    case BenchOp::Broadcast:
      r = llvm::cantFail(evalBroadcastInDimOp(row, {1}, square.getType()));
      break;
    case BenchOp::Gather:
      r = llvm::cantFail(evalGatherOp(square, rowIndices, gatherDims,
                                      {1, 1024}, square.getType(), options));
      break;
    case BenchOp::ScatterAdd:
      r = llvm::cantFail(evalScatterOp({square}, rowIndices, {square},
                                       scatterDims, addCombiner))[0];
      break;
    case BenchOp::ReduceAdd:
      r = llvm::cantFail(evalReduceOp({square}, {zero}, {0}, addCombiner,
                                      {row.getType()}))[0];
      break;
    case BenchOp::Dot:
      r = llvm::cantFail(
          evalDotGeneralOp(small, small, {}, {}, {1}, {0}, small.getType()));
      break;
    case BenchOp::Convolution:
      // 1x32x32x16 by 3x3x16x16, padding 1: an NHWC / HWIO layer.
      r = evalConvolutionOp(image, kernel, conv, image.getType());
      break;
    case BenchOp::IndexWalk: {
      // Visiting every index of a 64x128x128 transposed view: the Element
      // path's IndexRange with linearize ("element") against the typed
      // paths' offset walk ("typed"); the sum keeps the loop alive.
      int64_t sum = 0;
      if (typed)
        forEachOffset(walkShape, walkStrides, 0,
                      [&](int64_t offset) { sum += offset; });
      else
        for (const Index &index : IndexRange(walkShape))
          for (auto [i, stride] : llvm::zip(index, walkStrides))
            sum += i * stride;
      benchmark::DoNotOptimize(sum);
      r = zero;
      break;
    }
    }
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kElements);
}

/// Console output plus a closing table of Element time / typed time.
class RatioReporter : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run &run : runs)
      times[run.benchmark_name()] = run.GetAdjustedRealTime();
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\nspeedup of the typed path (Element time / typed time):\n");
    for (const auto &[name, time] : times) {
      std::string::size_type pos = name.find("/typed");
      if (pos == std::string::npos)
        continue;
      std::string base = name.substr(0, pos);
      auto element = times.find(base + "/element");
      if (element != times.end())
        std::printf("  %-24s %6.1fx\n", base.c_str(), element->second / time);
    }
  }

private:
  std::map<std::string, double> times;
};
} // namespace

int main(int argc, char **argv) {
  Builder b(&context());
  struct Case {
    const char *name;
    BenchOp op;
    Type type;
  };
  const Case cases[] = {
      {"add_f32", BenchOp::Add, b.getF32Type()},
      {"add_i32", BenchOp::Add, b.getIntegerType(32)},
      {"multiply_bf16", BenchOp::Multiply, b.getBF16Type()},
      {"exp_f32", BenchOp::Exp, b.getF32Type()},
      {"compare_f32", BenchOp::Compare, b.getF32Type()},
      {"convert_f32_f64", BenchOp::Convert, b.getF32Type()},
      {"select_f32", BenchOp::Select, b.getF32Type()},
      {"transpose_f32", BenchOp::Transpose, b.getF32Type()},
      {"broadcast_in_dim_f32", BenchOp::Broadcast, b.getF32Type()},
      {"gather_rows_f32", BenchOp::Gather, b.getF32Type()},
      {"scatter_add_f32", BenchOp::ScatterAdd, b.getF32Type()},
      {"reduce_add_f32", BenchOp::ReduceAdd, b.getF32Type()},
      {"dot_128x128_f32", BenchOp::Dot, b.getF32Type()},
      {"conv_32x32x16_3x3x16x16_f32", BenchOp::Convolution, b.getF32Type()},
      {"index_walk_64x128x128", BenchOp::IndexWalk, b.getF32Type()},
  };
  for (const Case &c : cases)
    for (bool typed : {true, false})
      benchmark::RegisterBenchmark(
          (std::string(c.name) + (typed ? "/typed" : "/element")).c_str(),
          [c, typed](benchmark::State &state) { run(state, c.op, c.type, typed); })
          ->Unit(benchmark::kMillisecond);
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
