//===- Fft.h - discrete Fourier transform of one line -----------*- C++ -*-===//
//
// The transform behind stablehlo.fft (LinalgOps.cpp): lengths whose prime
// factors are at most kMaxDirectRadix run as a mixed-radix Stockham FFT
// (radix 8, 4, 2, 3 and a direct DFT for any other prime factor); other
// lengths run Bluestein's algorithm over a power-of-two plan. Everything is
// in double, each product and sum rounded (no fused multiply-add), with
// twiddle factors computed from sin/cos of an angle reduced to [0, pi/4].
// A plan holds the factors and twiddles of one length; plans of lengths up
// to 2^20 are kept for the process, so repeated transforms do not pay for
// them again.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_FFT_H
#define SHLO_INTERPRETER_FFT_H

#include <complex>
#include <cstdint>
#include <memory>
#include <vector>

namespace mlir {
namespace shlo {

/// Largest prime factor the Stockham passes handle with a direct DFT of
/// that length; a length with a larger one runs Bluestein's algorithm.
constexpr int64_t kMaxDirectRadix = 61;

/// e^(2 pi i t / n), within about one ulp in each part.
std::complex<double> unitRoot(uint64_t t, uint64_t n);

/// The factors and twiddles of the transform of one length.
class FftPlan {
public:
  /// The plan for length `n` (n >= 1), shared with earlier callers.
  static std::shared_ptr<const FftPlan> get(int64_t n);

  /// The length.
  int64_t size() const { return n; }

  /// Replaces `line` (size() values) by its unscaled transform: sign -1 in
  /// the exponent (forward) or +1 (`inverse`). `work` is scratch space the
  /// call resizes as it needs. When `parallel`, the butterflies of each
  /// pass are split over threads (parallelFor); the results do not depend
  /// on the thread count.
  void run(std::complex<double> *line, bool inverse,
           std::vector<std::complex<double>> &work, bool parallel) const;

  /// One pass of the Stockham transform: butterflies of `radix` over
  /// sub-transforms of length `span` so far. Twiddle t = (j % span) *
  /// (radix - 1) + r - 1, w = e^(-2 pi i (j % span) r / (span * radix)), is
  /// kept spread for the multiply: twiddles[2t] = (re w, re w),
  /// twiddles[2t + 1] = (-im w, im w). For a radix other than 2, 3, 4 and
  /// 8, roots[q] = e^(-2 pi i q / radix).
  struct Pass {
    int radix;
    int64_t span;
    std::vector<std::complex<double>> twiddles, roots;
  };

  explicit FftPlan(int64_t n);

private:
  void runStockham(std::complex<double> *line, bool inverse,
                   std::complex<double> *scratch, bool parallel) const;
  void runBluestein(std::complex<double> *line, bool inverse,
                    std::vector<std::complex<double>> &work,
                    bool parallel) const;

  int64_t n;
  std::vector<Pass> passes;
  /// Bluestein only: chirp[k] = e^(i pi k^2 / n), the power-of-two plan of
  /// length m >= 2n - 1 and the forward transform of the chirp kernel b
  /// (b[k] = b[m - k] = chirp[k]).
  std::vector<std::complex<double>> chirp, kernel;
  std::shared_ptr<const FftPlan> inner;
};

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_FFT_H
