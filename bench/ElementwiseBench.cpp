//===- ElementwiseBench.cpp - typed path vs Element path -----------------===//
//
// Runs each elementwise evaluator on 2^20 elements with the typed kernels and
// through Element only, in one process, and prints the speedup of the typed
// path per op at the end:
//
//   build/bench/shlo-bench
//
//===----------------------------------------------------------------------===//

#include "interpreter/Ops.h"
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

enum class BenchOp { Add, Multiply, Exp, Compare, Convert, Select };

void run(benchmark::State &state, BenchOp op, Type type, bool typed) {
  Tensor a = randomTensor(type, kElements, 1), b = randomTensor(type, kElements, 2);
  Builder builder(&context());
  auto predType = a.getType().clone(builder.getI1Type());
  Tensor pred = evalCompareOp(a, b, CompareDirection::LT, CompareKind::Default,
                              predType);
  setTypedKernelsEnabled(typed);
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
    }
    benchmark::DoNotOptimize(r.rawData());
  }
  setTypedKernelsEnabled(true);
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
