//===- MpiGrid.h - interpreter.run_parallel over MPI ranks ------*- C++ -*-===//
//
// RunOptions::grid == GridKind::Mpi (`interpreter-translate --interpret
// --grid=mpi` under mpirun; the API layer asks for it in gridBackendFor):
// the processes of interpreter.run_parallel are split over the ranks, each
// rank hosting a contiguous block of them as threads; rank 0 keeps the
// process grid and prints (docs/design.md, "The process grid on MPI"). Built only when CMake
// finds MPI (SHLO_ENABLE_MPI); the Python module never uses it.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_GRID_MPIGRID_H
#define SHLO_GRID_MPIGRID_H

#include "interpreter/ProcessGrid.h"

#include "llvm/Support/Error.h"

namespace mlir {
namespace shlo {

/// The MPI backend of the process grid; MPI starts at the first call
/// (MPI_Init_thread with MPI_THREAD_MULTIPLE). Fails, with the same
/// message at every later call, when the tool was not started by mpirun or
/// when MPI lacks MPI_THREAD_MULTIPLE. Once MPI runs, ranks other than 0
/// write nothing: their standard output and error go to /dev/null.
llvm::Expected<GridBackend *> mpiGridBackend();

/// Ends MPI when mpiGridBackend started it: every rank takes rank 0's exit
/// code (rank 0 has written all its output by then) and MPI is finalized.
/// Returns the exit code to use (`exitCode` when MPI never started). Call
/// it on the thread that called mpiGridBackend.
int finishMpi(int exitCode);

} // namespace shlo
} // namespace mlir

#endif // SHLO_GRID_MPIGRID_H
