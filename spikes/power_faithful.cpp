// Spike (not built): a faithful f32 power core on AVX-512, timed against
// the current array512<PowerF32> on 1M pairs drawn as bench/run.py draws
// them, and checked against powl. Build from the repository root:
//   g++ -O3 -std=gnu++17 -ffp-contract=off -fno-math-errno -fno-trapping-math -I. spikes/power_faithful.cpp
// Missing before it could land: the scalar and AVX2 forms of the same
// steps, an analytic error bound for the exp part, tests, docs.
#include "interpreter/VectorMath.cpp"
#include <chrono>
#include <cstdio>
#include <vector>
#include <random>
namespace mlir { namespace shlo { namespace vm { namespace {
struct PowerFaithful {
  static constexpr int arity = 2;
  VM_F512 static __m512 eval(const __m512 *given, __mmask16 &redo) {
    __mmask16 takes = LogF32::takes(given);
    __m512 ll;
    __m512 lh = LogF32::pair(given, ll);
    __m512 y = given[1];
    __m512 zh = _mm512_mul_ps(y, lh);
    __m512 zl = _mm512_fmadd_ps(y, ll, _mm512_fmsub_ps(y, lh, zh));
    __mmask16 normal = _mm512_cmp_ps_mask(
        _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(zh), splat32(0x7FFFFFFF))),
        splatF(87.0f), _CMP_LE_OQ);
    const __m512 shifter = splatF(0x1.8p23f);
    __m512 t = _mm512_fmadd_ps(zh, splatF(0x1.715476p+5f), shifter);
    __m512 n = _mm512_sub_ps(t, shifter);
    __m512 rHi = _mm512_fnmadd_ps(n, splatF(0x1.62e43p-6f), zh);
    __m512 r = _mm512_add_ps(rHi, _mm512_fmadd_ps(n, splatF(0x1.05c61p-34f), zl));
    __m512 c = _mm512_fmadd_ps(r, splatF(1.0f / 24), splatF(1.0f / 6));
    c = _mm512_fmadd_ps(r, c, splatF(0.5f));
    __m512 p = _mm512_fmadd_ps(_mm512_mul_ps(r, r), c, r);
    __m512i ni = _mm512_castps_si512(t);
    __m512 tHi = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32Exp2Hi), ni, _mm512_loadu_ps(kF32Exp2Hi + 16));
    __m512 tLo = _mm512_permutex2var_ps(_mm512_loadu_ps(kF32Exp2Lo), ni, _mm512_loadu_ps(kF32Exp2Lo + 16));
    __m512 h = _mm512_add_ps(tHi, _mm512_fmadd_ps(tHi, p, tLo));
    __m512 k = _mm512_mul_ps(n, splatF(1.0f / 32));
    redo = __mmask16(~(takes & normal));
    return _mm512_scalef_ps(h, k);
  }
  VM_INLINE static float scalar(const float (*xs)[16], int lane) { return powOne(xs[0][lane], xs[1][lane]); }
};
}}}}
using namespace mlir::shlo::vm;
int main() {
  const int n = 1 << 20;
  std::vector<float> x(n), y(n), a(n), b(n);
  std::mt19937 g(1);
  std::uniform_real_distribution<float> bx(0.0001f, 4.0f), by(-1.0f, 1.0f);
  for (int i = 0; i < n; ++i) { x[i] = bx(g); y[i] = by(g); }
  const float *in[2] = {x.data(), y.data()};
  for (int rep = 0; rep < 3; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    for (int k = 0; k < 20; ++k) array512<PowerF32>(in, a.data(), n);
    auto t1 = std::chrono::steady_clock::now();
    for (int k = 0; k < 20; ++k) array512<PowerFaithful>(in, b.data(), n);
    auto t2 = std::chrono::steady_clock::now();
    printf("current %.3f ms, faithful proto %.3f ms per 1M\n", std::chrono::duration<double, std::milli>(t1 - t0).count() / 20, std::chrono::duration<double, std::milli>(t2 - t1).count() / 20);
  }
  // accuracy vs long double powl
  int bad = 0, cr = 0;
  for (int i = 0; i < n; ++i) {
    long double e = powl((long double)x[i], (long double)y[i]);
    float o = b[i];
    if ((float)e == o) { ++cr; continue; }
    float d = std::nextafter(o, e < o ? -INFINITY : INFINITY);
    bool ok = e < o ? (long double)d < e : e < (long double)d;
    if (!ok && bad++ < 5) printf("bad pow(%a,%a)=%a exact %La\n", x[i], y[i], o, e);
  }
  printf("CR %d of %d, beyond 1 ULP %d\n", cr, n, bad);
}
