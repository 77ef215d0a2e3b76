//===- Parallel.cpp - fixed partitioning of loops over threads -----------===//

#include "interpreter/Parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

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

namespace {
/// Whether this thread is running a chunk of a parallel loop (as a worker
/// or as the caller): a parallel loop inside a chunk runs inline.
thread_local bool inChunk = false;

/// How long a worker that finished a loop, and a caller waiting for the
/// workers, poll before sleeping on a condition variable. Loops come in
/// runs (one per op of a program, microseconds apart); a sleeping worker
/// takes tens of microseconds to wake, as long as a 1M-element map takes
/// on one core.
constexpr std::chrono::microseconds kSpinTime{200};

/// Polls `ready` for up to kSpinTime; whether it became true.
template <typename Ready> bool spinUntil(Ready ready) {
  auto start = std::chrono::steady_clock::now();
  for (int polls = 1;; ++polls) {
    if (ready())
      return true;
#ifdef __SSE2__
    _mm_pause();
#endif
    if (polls % 64 == 0 &&
        std::chrono::steady_clock::now() - start > kSpinTime)
      return false;
  }
}

/// Threads started once and kept for the process, so that a parallel loop
/// costs a wake-up, not a thread start. One loop uses the pool at a time;
/// a loop that finds it busy (another interpreting thread's) runs its
/// chunks itself, which computes the same results.
class WorkerPool {
public:
  /// Runs body(chunk) for every chunk in [0, chunks), on the caller and up
  /// to `chunks - 1` workers that see `settings`. False, having run
  /// nothing, when the pool is busy.
  bool run(int64_t chunks, llvm::function_ref<void(int64_t)> body,
           const ExecutionSettings &settings) {
    std::unique_lock<std::mutex> busy(jobMutex, std::try_to_lock);
    if (!busy.owns_lock())
      return false;
    {
      std::unique_lock<std::mutex> lock(mutex);
      // A worker still leaving the previous loop must not see this one.
      idle.wait(lock, [&] { return active == 0; });
      while (int64_t(workers.size()) < chunks - 1)
        workers.emplace_back([this] { work(); });
      job = body;
      jobSettings = settings;
      total = chunks;
      next.store(0);
      done = 0;
      ++generation;
      published.store(generation, std::memory_order_release);
    }
    wake.notify_all();
    runChunks(body, chunks);
    spinUntil([&] {
      return done.load(std::memory_order_acquire) == chunks &&
             active.load(std::memory_order_acquire) == 0;
    });
    std::unique_lock<std::mutex> lock(mutex);
    idle.wait(lock, [&] { return done == total && active == 0; });
    return true;
  }

private:
  void runChunks(llvm::function_ref<void(int64_t)> body, int64_t chunks) {
    int64_t finished = 0;
    for (int64_t chunk = next.fetch_add(1); chunk < chunks;
         chunk = next.fetch_add(1)) {
      body(chunk);
      ++finished;
    }
    std::lock_guard<std::mutex> lock(mutex);
    done += finished;
  }

  void work() {
    inChunk = true;
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      if (generation == seen) {
        lock.unlock();
        spinUntil([&] {
          return published.load(std::memory_order_acquire) != seen;
        });
        lock.lock();
      }
      wake.wait(lock, [&] { return generation != seen; });
      seen = generation;
      llvm::function_ref<void(int64_t)> body = job;
      ExecutionSettings settings = jobSettings;
      int64_t chunks = total;
      ++active;
      lock.unlock();
      {
        ScopedExecutionSettings inherited(settings);
        runChunks(body, chunks);
      }
      lock.lock();
      --active;
      idle.notify_all();
    }
  }

  std::mutex jobMutex;
  std::mutex mutex;
  std::condition_variable wake, idle;
  std::vector<std::thread> workers;
  llvm::function_ref<void(int64_t)> job;
  ExecutionSettings jobSettings;
  // done and active change under `mutex`; they are atomic so that a waiting
  // caller can poll them without it.
  int64_t total = 0;
  std::atomic<int64_t> done{0}, active{0};
  std::atomic<int64_t> next{0};
  uint64_t generation = 0;
  /// A copy of generation that spinning workers poll without the mutex.
  std::atomic<uint64_t> published{0};
};

/// The pool, never destroyed: its workers wait for work until the process
/// exits.
WorkerPool &workerPool() {
  static WorkerPool *pool = new WorkerPool;
  return *pool;
}
} // namespace

void parallelForSplit(int64_t n, int64_t grain,
                      llvm::function_ref<void(int64_t, int64_t)> body) {
  int64_t chunks = std::min<int64_t>(threadCount(),
                                     std::max<int64_t>(1, n / std::max<int64_t>(grain, 1)));
  auto bounds = [&](int64_t chunk) { return n / chunks * chunk + std::min(chunk, n % chunks); };
  auto runChunk = [&](int64_t chunk) { body(bounds(chunk), bounds(chunk + 1)); };
  bool pooled = false;
  if (chunks > 1 && !inChunk) {
    inChunk = true;
    pooled = workerPool().run(chunks, runChunk, executionSettings());
    inChunk = false;
  }
  if (!pooled)
    for (int64_t chunk = 0; chunk < chunks; ++chunk)
      runChunk(chunk);
}

} // namespace shlo
} // namespace mlir
