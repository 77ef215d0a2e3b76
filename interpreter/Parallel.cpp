//===- Parallel.cpp - fixed partitioning of loops over threads -----------===//

#include "interpreter/Parallel.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace mlir {
namespace shlo {

namespace {
const ExecutionSettings defaultSettings;
thread_local const ExecutionSettings *current = &defaultSettings;
} // namespace

const ExecutionSettings &executionSettings() { return *current; }

ScopedExecutionSettings::ScopedExecutionSettings(
    const ExecutionSettings &settings)
    : installed(settings), previous(current) {
  if (installed.threads < 1)
    installed.threads = 1;
  current = &installed;
}

ScopedExecutionSettings::~ScopedExecutionSettings() { current = previous; }

void parallelForSplit(int64_t n, int64_t grain,
                      llvm::function_ref<void(int64_t, int64_t)> body) {
  int64_t chunks = std::min<int64_t>(threadCount(),
                                     std::max<int64_t>(1, n / std::max<int64_t>(grain, 1)));
  if (chunks <= 1) {
    body(0, n);
    return;
  }
  auto bounds = [&](int64_t chunk) { return n / chunks * chunk + std::min(chunk, n % chunks); };
  std::vector<std::thread> workers;
  workers.reserve(size_t(chunks - 1));
  // Workers see the caller's settings.
  const ExecutionSettings &settings = executionSettings();
  for (int64_t chunk = 1; chunk < chunks; ++chunk)
    workers.emplace_back([&, chunk] {
      ScopedExecutionSettings inherited(settings);
      body(bounds(chunk), bounds(chunk + 1));
    });
  body(0, bounds(1));
  for (std::thread &worker : workers)
    worker.join();
}

} // namespace shlo
} // namespace mlir
