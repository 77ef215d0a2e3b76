//===- Parallel.cpp - fixed partitioning of loops over threads -----------===//

#include "interpreter/Parallel.h"
#include "interpreter/ParallelTasks.h"

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

/// How a thread waits for another (a worker for the next loop, the caller
/// for the workers): it polls, with a pause between polls, for up to
/// kWaitTime; then a worker sleeps on a condition variable. Loops come in
/// runs (one per op of a program, microseconds to milliseconds apart, with
/// serial ops between them); a sleeping worker took 50 us to over 1 ms to
/// wake on the 2-core virtual machine of docs/performance.md, as long as a
/// product's whole share. A system call is dear there too: a worker that
/// gave its core away (sched_yield) between polls once past 200 us, as
/// this pool did for a while, came back late to the next loop and cost a
/// BERT layer 1-2 ms of its 15 over start-up (docs/performance.md,
/// "First-run costs of whole programs").
constexpr std::chrono::milliseconds kWaitTime{20};

/// A gap between two polls longer than this means the polling thread lost
/// its core to another thread. Polling then only takes turns on a shared
/// core with the thread it waits for (with the caller of the next loop,
/// or with the worker finishing this one), halving its speed: a worker
/// that sees such a gap sleeps until the next loop instead, and a caller
/// gives its core away between polls. Both happen when the machine has
/// fewer free cores than the pool has threads (another process busy): the
/// loops then run at one thread's speed, not slower. A timer interrupt
/// takes microseconds; the scheduler's slices are milliseconds.
constexpr std::chrono::microseconds kPreemptedGap{200};

/// How long the pool stays out of use after a worker held up a loop: see
/// WorkerPool::run.
constexpr std::chrono::milliseconds kSoloTime{20};

/// Polls `ready` as above for up to `limit`: whether it became true. With
/// `yieldWhenPreempted`, once a gap says this thread shares its core, it
/// gives the core away (sched_yield) between polls; else it returns false
/// at the first such gap.
template <typename Ready>
bool waitUntil(Ready ready, std::chrono::steady_clock::duration limit,
               bool yieldWhenPreempted) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now(), last = start;
  bool shared = false;
  for (int polls = 1;; ++polls) {
    if (ready())
      return true;
    if (shared)
      std::this_thread::yield();
#ifdef __SSE2__
    else
      _mm_pause();
#endif
    if (polls % 64 != 0)
      continue;
    Clock::time_point now = Clock::now();
    if (now - start > limit)
      return false;
    if (now - last > kPreemptedGap) {
      if (!yieldWhenPreempted)
        return false;
      shared = true;
    }
    last = now;
  }
}

/// Threads started once and kept for the process, so that a parallel loop
/// costs a wake-up, not a thread start. One loop uses the pool at a time;
/// a loop that finds it busy (another interpreting thread's) runs its
/// chunks itself, which computes the same results.
class WorkerPool {
public:
  /// Runs body(chunk) for every chunk in [0, chunks), on the caller and up
  /// to `threads - 1` workers that see `settings`, each taking the next
  /// chunk not yet taken. False, having run nothing, when the pool is busy
  /// or out of use.
  ///
  /// A worker that loses its core in the middle of a chunk (to another
  /// process, when the machine has no free core) holds the loop up until
  /// the scheduler gives the core back, a slice of milliseconds later, for
  /// a loop of microseconds: a program of many small loops then ran slower
  /// on 2 threads than on 1. When the caller, done with its chunks, waits
  /// longer than it took for them (plus kPreemptedGap), no worker was
  /// running, and the pool is left out of use for kSoloTime: the loops run
  /// on the caller alone, as on one thread, and the workers sleep.
  bool run(int64_t chunks, int threads, llvm::function_ref<void(int64_t)> body,
           const ExecutionSettings &settings) {
    using Clock = std::chrono::steady_clock;
    std::unique_lock<std::mutex> busy(jobMutex, std::try_to_lock);
    if (!busy.owns_lock())
      return false;
    Clock::time_point start = Clock::now();
    if (start < soloUntil)
      return false;
    int64_t helpers = std::min<int64_t>(chunks, threads) - 1;
    {
      std::unique_lock<std::mutex> lock(mutex);
      // A worker still leaving the previous loop must not see this one.
      idle.wait(lock, [&] { return active == 0; });
      while (int64_t(workers.size()) < helpers)
        workers.emplace_back([this] { work(); });
      job = body;
      jobSettings = settings;
      total = chunks;
      seats = helpers;
      next.store(0);
      solo.store(false, std::memory_order_relaxed);
      done = 0;
      ++generation;
      published.store(generation, std::memory_order_release);
    }
    wake.notify_all();
    runChunks(body, chunks);
    Clock::time_point ran = Clock::now();
    waitUntil(
        [&] {
          return done.load(std::memory_order_acquire) == chunks &&
                 active.load(std::memory_order_acquire) == 0;
        },
        kWaitTime, /*yieldWhenPreempted=*/true);
    std::unique_lock<std::mutex> lock(mutex);
    idle.wait(lock, [&] { return done == total && active == 0; });
    Clock::time_point finished = Clock::now();
    if (finished - ran > (ran - start) + kPreemptedGap) {
      soloUntil = finished + kSoloTime;
      solo.store(true, std::memory_order_relaxed);
    }
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
        waitUntil(
            [&] {
              return published.load(std::memory_order_acquire) != seen ||
                     solo.load(std::memory_order_relaxed);
            },
            kWaitTime, /*yieldWhenPreempted=*/false);
        lock.lock();
      }
      wake.wait(lock, [&] { return generation != seen; });
      seen = generation;
      // A loop on fewer threads than the pool has workers: the first
      // `seats` workers to see it take part, the others wait for the next.
      if (seats <= 0)
        continue;
      --seats;
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
  int64_t total = 0, seats = 0;
  std::atomic<int64_t> done{0}, active{0};
  std::atomic<int64_t> next{0};
  uint64_t generation = 0;
  /// Until when the pool is out of use (under jobMutex).
  std::chrono::steady_clock::time_point soloUntil;
  /// Set when the pool goes out of use: polling workers go to sleep.
  std::atomic<bool> solo{false};
  /// A copy of generation that waiting workers poll without the mutex.
  std::atomic<uint64_t> published{0};
};

/// The pool, never destroyed: its workers wait for work until the process
/// exits.
WorkerPool &workerPool() {
  static WorkerPool *pool = new WorkerPool;
  return *pool;
}

/// Runs body(chunk) for chunk in [0, chunks) on up to `threads` threads
/// through the pool, or in order on this thread (inside another loop's
/// chunk, or when the pool is busy or out of use; loops inside these
/// chunks run inline too).
void runOnPool(int64_t chunks, int threads,
               llvm::function_ref<void(int64_t)> body) {
  bool split = chunks > 1 && threads > 1 && !inChunk;
  if (split)
    inChunk = true;
  if (!split ||
      !workerPool().run(chunks, threads, body, executionSettings()))
    for (int64_t chunk = 0; chunk < chunks; ++chunk)
      body(chunk);
  if (split)
    inChunk = false;
}
} // namespace

void parallelForSplit(int64_t n, int64_t grain,
                      llvm::function_ref<void(int64_t, int64_t)> body) {
  int64_t chunks = std::min<int64_t>(
      threadCount(), std::max<int64_t>(1, n / std::max<int64_t>(grain, 1)));
  auto bounds = [&](int64_t chunk) {
    return n / chunks * chunk + std::min(chunk, n % chunks);
  };
  auto runChunk = [&](int64_t chunk) {
    body(bounds(chunk), bounds(chunk + 1));
  };
  runOnPool(chunks, int(chunks), runChunk);
}

void parallelTasks(int64_t tasks, llvm::function_ref<void(int64_t)> body) {
  if (tasks <= 0)
    return;
  runOnPool(tasks, threadCount(), body);
}

} // namespace shlo
} // namespace mlir
