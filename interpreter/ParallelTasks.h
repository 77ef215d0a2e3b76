//===- ParallelTasks.h - tasks taken in turn by the pool's threads -*- C++ -*-===//
//
// A second way to spread a loop over `InterpreterOptions::threads`, for
// loops of unequal or many pieces (the tasks of the packed products,
// Gemm.h): parallelFor (Parallel.h) gives each thread one contiguous
// chunk, fixed in advance, so a thread that starts late makes every other
// wait for it or take its whole chunk; parallelTasks lets every thread take
// the next untaken task until none is left, so a late thread takes fewer.
// Which thread runs a task changes with timing; what a task computes must
// not depend on it (the products' tasks each compute whole elements in k
// order).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_PARALLELTASKS_H
#define SHLO_INTERPRETER_PARALLELTASKS_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>

namespace mlir {
namespace shlo {

/// Calls body(task) exactly once for every task in [0, tasks), on up to
/// threadCount() threads (the caller and the pool's workers), taking tasks
/// in increasing order; returns when all are done. Inside a chunk or task
/// of another parallel loop, or with one thread, runs them all in order on
/// the calling thread.
void parallelTasks(int64_t tasks, llvm::function_ref<void(int64_t)> body);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_PARALLELTASKS_H
