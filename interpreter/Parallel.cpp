//===- Parallel.cpp - fixed partitioning of loops over threads -----------===//

#include "interpreter/Parallel.h"

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace mlir {
namespace shlo {

namespace {
std::atomic<int> threads{1};
} // namespace

void setThreadCount(int count) { threads = std::max(count, 1); }
int threadCount() { return threads; }

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
  for (int64_t chunk = 1; chunk < chunks; ++chunk)
    workers.emplace_back(
        [&, chunk] { body(bounds(chunk), bounds(chunk + 1)); });
  body(0, bounds(1));
  for (std::thread &worker : workers)
    worker.join();
}

} // namespace shlo
} // namespace mlir
