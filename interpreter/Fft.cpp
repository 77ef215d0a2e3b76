//===- Fft.cpp - discrete Fourier transform of one line ------------------===//
//
// The Stockham pass with span s and radix R reads x[j + r n / R] for r < R,
// multiplies the r-th value by e^(-+2 pi i (j mod s) r / (s R)), takes the
// R-point DFT and writes it to y[(j - j mod s) R + j mod s + r s]. After
// the passes of all factors of n (s = 1, R1, R1 R2, ...) the result is the
// DFT in natural order.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Fft.h"

#include "interpreter/Parallel.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <mutex>

namespace mlir {
namespace shlo {

using Complex = std::complex<double>;

namespace {
/// e^(i 2 pi num / den) for num / den in [0, 1/4]: sin and cos of an angle
/// of at most pi/4.
Complex firstQuadrantRoot(uint64_t num, uint64_t den) {
  const double twoPi = 2 * M_PI;
  if (8 * num > den) {
    double angle = twoPi * double(den - 4 * num) / double(4 * den);
    return {std::sin(angle), std::cos(angle)};
  }
  double angle = twoPi * double(num) / double(den);
  return {std::cos(angle), std::sin(angle)};
}
} // namespace

Complex unitRoot(uint64_t t, uint64_t n) {
  t %= n;
  bool lower = 2 * t > n; // angle in (pi, 2 pi): the conjugate of 2 pi - angle
  if (lower)
    t = n - t;
  Complex root;
  if (4 * t > n) {
    // angle in (pi / 2, pi]: -conj(e^(i (pi - angle)))
    Complex mirror = firstQuadrantRoot(n - 2 * t, 2 * n);
    root = {-mirror.real(), mirror.imag()};
  } else {
    root = firstQuadrantRoot(t, n);
  }
  return lower ? std::conj(root) : root;
}

namespace {
/// a * w and a * conj(w), each product and sum rounded (no C99 Annex G
/// recovery of infinities, so that no call leaves the loop).
Complex multiply(Complex a, Complex w) {
  return {a.real() * w.real() - a.imag() * w.imag(),
          a.real() * w.imag() + a.imag() * w.real()};
}
Complex multiplyConj(Complex a, Complex w) {
  return {a.real() * w.real() + a.imag() * w.imag(),
          a.imag() * w.real() - a.real() * w.imag()};
}

/// A complex value in one SSE2 register: (real, imaginary). The passes
/// compute on these; each lane's operations are those of the scalar
/// formulas above (x - y as x + (-y), both exact negations), so the
/// results are the same IEEE values.
typedef double Lanes __attribute__((vector_size(16)));

Lanes load(const Complex *p) {
  Lanes v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
void store(Complex *p, Lanes v) { std::memcpy(p, &v, sizeof v); }
Lanes swapped(Lanes a) { return __builtin_shufflevector(a, a, 1, 0); }

/// a * w, or a * conj(w) when Inverse, from w spread as (re, re) and
/// (-im, im): a w = (ar wr - ai wi, ai wr + ar wi).
template <bool Inverse> Lanes twist(Lanes a, Lanes re, Lanes im) {
  return Inverse ? a * re - swapped(a) * im : a * re + swapped(a) * im;
}

/// twist with w = (re, im) in one register.
template <bool Inverse> Lanes twist(Lanes a, Lanes w) {
  return twist<Inverse>(a, Lanes{w[0], w[0]}, Lanes{-w[1], w[1]});
}

/// a times the quarter root e^(-+i pi / 2): -i a forward, i a inverse.
template <bool Inverse> Lanes quarter(Lanes a) {
  return swapped(a) * (Inverse ? Lanes{-1.0, 1.0} : Lanes{1.0, -1.0});
}

/// a times the eighth root e^(-+i pi / 4) = (1 -+ i) / sqrt(2).
template <bool Inverse> Lanes eighth(Lanes a) {
  const double half = 0.70710678118654752440;
  return (a + quarter<Inverse>(a)) * half;
}

/// The R-point DFT of v in place (Radix 0: the pass's radix, directly,
/// with roots[q] = e^(-2 pi i q / radix)).
template <int Radix, bool Inverse>
void butterfly(Lanes *v, int radix, const Complex *roots) {
  if constexpr (Radix == 2) {
    Lanes a = v[0], b = v[1];
    v[0] = a + b;
    v[1] = a - b;
  } else if constexpr (Radix == 3) {
    const double halfSqrt3 = 0.86602540378443864676;
    Lanes sum = v[1] + v[2];
    Lanes side = quarter<Inverse>(v[1] - v[2]) * halfSqrt3;
    Lanes mid = v[0] - sum * 0.5;
    v[0] = v[0] + sum;
    v[1] = mid + side;
    v[2] = mid - side;
  } else if constexpr (Radix == 4) {
    Lanes t0 = v[0] + v[2], t1 = v[0] - v[2];
    Lanes t2 = v[1] + v[3], t3 = quarter<Inverse>(v[1] - v[3]);
    v[0] = t0 + t2;
    v[1] = t1 + t3;
    v[2] = t0 - t2;
    v[3] = t1 - t3;
  } else if constexpr (Radix == 8) {
    // Two 4-point DFTs (even and odd inputs), the odd one turned by the
    // eighth roots e^(-+i pi k / 4).
    Lanes even[4] = {v[0], v[2], v[4], v[6]};
    Lanes odd[4] = {v[1], v[3], v[5], v[7]};
    butterfly<4, Inverse>(even, 4, nullptr);
    butterfly<4, Inverse>(odd, 4, nullptr);
    odd[1] = eighth<Inverse>(odd[1]);
    odd[2] = quarter<Inverse>(odd[2]);
    odd[3] = quarter<Inverse>(eighth<Inverse>(odd[3]));
    for (int k = 0; k < 4; ++k) {
      v[k] = even[k] + odd[k];
      v[k + 4] = even[k] - odd[k];
    }
  } else {
    Lanes out[kMaxDirectRadix];
    for (int k = 0; k < radix; ++k) {
      Lanes sum = v[0];
      for (int r = 1, q = k; r < radix; ++r, q = (q + k) % radix)
        sum += q == 0 ? v[r] : twist<Inverse>(v[r], load(roots + q));
      out[k] = sum;
    }
    std::copy(out, out + radix, v);
  }
}

/// Butterflies [begin, end) of one pass from `in` to `out` (n values).
/// Butterfly j with j mod span = 0 takes no twiddles (they are 1).
template <int Radix, bool Inverse>
void runPass(const FftPlan::Pass &pass, int64_t n,
             const Complex *__restrict in, Complex *__restrict out,
             int64_t begin, int64_t end) {
  const int radix = Radix ? Radix : pass.radix;
  const int64_t stride = n / radix, span = pass.span;
  Lanes v[Radix ? Radix : kMaxDirectRadix];
  for (int64_t j = begin; j < end;) {
    int64_t jj = j % span, stop = std::min(end, j - jj + span);
    Complex *o = out + (j - jj) * radix;
    for (; j < stop; ++j, ++jj) {
      for (int r = 0; r < radix; ++r)
        v[r] = load(in + j + r * stride);
      if (jj != 0) {
        const Complex *w = pass.twiddles.data() + 2 * (jj * (radix - 1) - 1);
        for (int r = 1; r < radix; ++r)
          v[r] = twist<Inverse>(v[r], load(w + 2 * r), load(w + 2 * r + 1));
      }
      butterfly<Radix, Inverse>(v, radix, pass.roots.data());
      for (int r = 0; r < radix; ++r)
        store(o + jj + r * span, v[r]);
    }
  }
}

template <bool Inverse>
void runPassRange(const FftPlan::Pass &pass, int64_t n, const Complex *in,
                  Complex *out, int64_t begin, int64_t end) {
  switch (pass.radix) {
  case 2:
    return runPass<2, Inverse>(pass, n, in, out, begin, end);
  case 3:
    return runPass<3, Inverse>(pass, n, in, out, begin, end);
  case 4:
    return runPass<4, Inverse>(pass, n, in, out, begin, end);
  case 8:
    return runPass<8, Inverse>(pass, n, in, out, begin, end);
  default:
    return runPass<0, Inverse>(pass, n, in, out, begin, end);
  }
}

/// Plans of lengths up to this are kept for the process (16 MB of twiddles
/// at most each), the most recently used kCachedPlans of them.
constexpr int64_t kLargestCachedPlan = int64_t(1) << 20;
constexpr size_t kCachedPlans = 8;

/// Butterflies per parallel chunk of a pass.
constexpr int64_t kPassGrain = 4096;
} // namespace

FftPlan::FftPlan(int64_t n) : n(n) {
  llvm::SmallVector<int64_t> factors;
  int64_t rest = n;
  for (; rest % 8 == 0; rest /= 8)
    factors.push_back(8);
  for (; rest % 4 == 0; rest /= 4)
    factors.push_back(4);
  for (; rest % 2 == 0; rest /= 2)
    factors.push_back(2);
  for (int64_t p = 3; p * p <= rest; p += 2)
    for (; rest % p == 0; rest /= p)
      factors.push_back(p);
  if (rest > 1)
    factors.push_back(rest);
  if (!factors.empty() &&
      *std::max_element(factors.begin(), factors.end()) > kMaxDirectRadix) {
    // Bluestein: jk = (j^2 + k^2 - (j - k)^2) / 2 turns the DFT into a
    // convolution with the chirp, done with power-of-two transforms.
    int64_t m = int64_t(llvm::PowerOf2Ceil(uint64_t(2 * n - 1)));
    inner = get(m);
    chirp.resize(n);
    for (int64_t k = 0; k < n; ++k)
      chirp[k] = unitRoot(uint64_t(k) * uint64_t(k) % uint64_t(2 * n),
                          uint64_t(2 * n));
    kernel.assign(m, Complex(0));
    kernel[0] = chirp[0];
    for (int64_t k = 1; k < n; ++k)
      kernel[k] = kernel[m - k] = chirp[k];
    std::vector<Complex> scratch(m);
    inner->runStockham(kernel.data(), false, scratch.data(), false);
    return;
  }
  int64_t span = 1;
  for (int64_t radix : factors) {
    Pass pass{int(radix), span, {}, {}};
    pass.twiddles.reserve(2 * span * (radix - 1));
    for (int64_t j = 0; j < span; ++j)
      for (int64_t r = 1; r < radix; ++r) {
        Complex w =
            std::conj(unitRoot(uint64_t(j * r), uint64_t(span * radix)));
        pass.twiddles.push_back({w.real(), w.real()});
        pass.twiddles.push_back({-w.imag(), w.imag()});
      }
    if (radix != 2 && radix != 3 && radix != 4 && radix != 8)
      for (int64_t q = 0; q < radix; ++q)
        pass.roots.push_back(std::conj(unitRoot(uint64_t(q), uint64_t(radix))));
    passes.push_back(std::move(pass));
    span *= radix;
  }
}

std::shared_ptr<const FftPlan> FftPlan::get(int64_t n) {
  static std::mutex mutex;
  static std::vector<std::shared_ptr<const FftPlan>> cache;
  bool keep = n <= kLargestCachedPlan;
  if (keep) {
    std::lock_guard<std::mutex> lock(mutex);
    for (size_t i = 0; i < cache.size(); ++i)
      if (cache[i]->size() == n) {
        std::shared_ptr<const FftPlan> plan = cache[i];
        cache.erase(cache.begin() + i);
        cache.push_back(plan);
        return plan;
      }
  }
  // Built outside the lock: a Bluestein plan asks for its inner plan.
  auto plan = std::make_shared<const FftPlan>(n);
  if (keep) {
    std::lock_guard<std::mutex> lock(mutex);
    cache.push_back(plan);
    if (cache.size() > kCachedPlans)
      cache.erase(cache.begin());
  }
  return plan;
}

void FftPlan::runStockham(Complex *line, bool inverse, Complex *scratch,
                          bool parallel) const {
  Complex *in = line, *out = scratch;
  for (const Pass &pass : passes) {
    auto body = [&](int64_t begin, int64_t end) {
      if (inverse)
        runPassRange<true>(pass, n, in, out, begin, end);
      else
        runPassRange<false>(pass, n, in, out, begin, end);
    };
    int64_t butterflies = n / pass.radix;
    if (parallel)
      parallelFor(butterflies, kPassGrain, body);
    else
      body(0, butterflies);
    std::swap(in, out);
  }
  if (in != line)
    std::copy(in, in + n, line);
}

void FftPlan::runBluestein(Complex *line, bool inverse,
                           std::vector<Complex> &work, bool parallel) const {
  int64_t m = inner->size();
  work.resize(2 * m);
  Complex *a = work.data();
  // Forward: a[k] = x[k] conj(chirp[k]); X[j] = conj(chirp[j]) (a * b)[j]
  // with b[k] = chirp[k]. Inverse: the same with every chirp conjugated
  // (b is symmetric, so its transform is the conjugated kernel).
  for (int64_t k = 0; k < n; ++k)
    a[k] = inverse ? multiply(line[k], chirp[k])
                   : multiplyConj(line[k], chirp[k]);
  std::fill(a + n, a + m, Complex(0));
  inner->runStockham(a, false, a + m, parallel);
  for (int64_t k = 0; k < m; ++k)
    a[k] = inverse ? multiplyConj(a[k], kernel[k]) : multiply(a[k], kernel[k]);
  inner->runStockham(a, true, a + m, parallel);
  double scale = double(m);
  for (int64_t k = 0; k < n; ++k)
    line[k] = inverse ? multiply(a[k] / scale, chirp[k])
                      : multiplyConj(a[k] / scale, chirp[k]);
}

void FftPlan::run(Complex *line, bool inverse, std::vector<Complex> &work,
                  bool parallel) const {
  if (n <= 1)
    return;
  if (inner) {
    runBluestein(line, inverse, work, parallel);
    return;
  }
  work.resize(n);
  runStockham(line, inverse, work.data(), parallel);
}

} // namespace shlo
} // namespace mlir
