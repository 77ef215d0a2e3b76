//===- Parallel.h - fixed partitioning of loops over threads ----*- C++ -*-===//
//
// `InterpreterOptions::threads` (`--interpreter-threads N`) runs the hot loops whose iterations are independent
// (elementwise maps, dot_general rows) on up to N threads. The range is cut
// into contiguous chunks and each iteration computes exactly what it
// computes on one thread, so results do not depend on N.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_PARALLEL_H
#define SHLO_INTERPRETER_PARALLEL_H

#include "interpreter/Settings.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>

namespace mlir {
namespace shlo {

/// Threads the parallel loops of this evaluation may use (1, the default,
/// runs everything on the calling thread; see Settings.h).
inline int threadCount() { return executionSettings().threads; }

/// The split of parallelFor over several threads (out of line).
void parallelForSplit(int64_t n, int64_t grain,
                      llvm::function_ref<void(int64_t, int64_t)> body);

/// Calls body(begin, end) over contiguous chunks covering [0, n), each of
/// at least `grain` iterations (except when n < grain), at most one chunk
/// per thread, on up to threadCount() threads; returns when all are done.
/// A range that is not split runs inline, with no call through a function
/// pointer (a scalar op in a loop pays nothing for the option).
template <typename Body>
void parallelFor(int64_t n, int64_t grain, Body &&body) {
  if (n <= 0)
    return;
  if (n <= grain || threadCount() == 1) {
    body(int64_t(0), n);
    return;
  }
  parallelForSplit(n, grain, body);
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_PARALLEL_H
