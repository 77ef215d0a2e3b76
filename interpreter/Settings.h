//===- Settings.h - how evaluators run, per evaluation ---------*- C++ -*-===//
//
// Whether the typed loops run and how many threads the parallel loops use
// are options of one evaluation (InterpreterOptions), not of the process.
// Whoever runs evaluators (the eval loop, the constant folder, a unit test)
// installs them for its thread with ScopedExecutionSettings; parallelFor
// hands them on to its worker threads.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_SETTINGS_H
#define SHLO_INTERPRETER_SETTINGS_H

namespace mlir {
namespace shlo {

/// The knobs evaluators read while they run.
struct ExecutionSettings {
  /// Hot ops run their typed loops over storage; false runs the Element
  /// path only.
  bool typedKernels = true;
  /// Threads the parallel loops may use (1 runs everything inline).
  int threads = 1;
  /// The elementwise map loops (and the fused chains' steps) run their
  /// widest build the CPU has, AVX-512 or AVX2 (ElementwiseMap.h,
  /// MapBuild). The same operations on more lanes give the same bits;
  /// false keeps the baseline x86-64 loops, which the unit tests compare
  /// against.
  bool wideVectors = true;
  /// f32 and f64 dot_general and convolution add each product to its sum
  /// with one fused multiply-add (one rounding per step, in the same k
  /// order on every path: the kernels, the typed loops and the Element
  /// path), as BLAS kernels (and so PyTorch's CPU matmul) do. False
  /// rounds each product first, as the spec's formula (a multiply, then a
  /// reduce with add) reads and StableHLO's reference interpreter
  /// computes: other bits, and half an FMA BLAS's speed on cores whose
  /// multiplies and adds share two ports (Intel's). docs/design.md,
  /// "Products: fused by default".
  bool fmaProducts = true;
};

/// The settings installed on this thread (the defaults when none are).
const ExecutionSettings &executionSettings();

/// Installs `settings` on this thread for its lifetime, then restores the
/// previous ones.
class ScopedExecutionSettings {
public:
  explicit ScopedExecutionSettings(const ExecutionSettings &settings);
  ~ScopedExecutionSettings();
  ScopedExecutionSettings(const ScopedExecutionSettings &) = delete;
  ScopedExecutionSettings &operator=(const ScopedExecutionSettings &) = delete;

private:
  ExecutionSettings installed;
  const ExecutionSettings *previous;
};

/// Runs `fn` with the typed loops off (the Element path only) and returns
/// its result.
template <typename Fn> auto onElementPath(Fn &&fn) {
  ExecutionSettings settings = executionSettings();
  settings.typedKernels = false;
  ScopedExecutionSettings elementOnly(settings);
  return fn();
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_SETTINGS_H
