#!/usr/bin/env python3
"""Prints the tables of interpreter/VectorMathTables.inc (log and exp of
interpreter/VectorMath.cpp's f32 log and power), computed with mpmath at 200
bits and rounded once to double.

log: a positive double x is 2^e m with m in [kLogOffset, 2 kLogOffset), whose
bits split the range into 128 intervals (bits 45..51 of the mantissa after
the offset). Interval j gets invC[j], 1/c for c its midpoint rounded to a
multiple of 2^-27 (at most 28 significant bits, so that m * invC, m with 24,
is exact in double), and logC[j] = -log(invC[j]). The interval holding 1.0
(1.0 is its midpoint by the choice of the offset) gets invC = 1, logC = 0, so
log(x) near 1 is the polynomial alone. |m invC - 1| <= 2^-8 everywhere.

exp: exp2Table[j] = 2^(j/64), j < 64.

The double cores of the AVX-512 forms (VectorMath.cpp) hold 2^(j/16),
j < 16, in registers.

The f32 cores of the AVX-512 forms (16 float lanes) hold 32-entry tables:
log's 32 intervals of a float m in [F32_LOG_OFFSET, 2 F32_LOG_OFFSET) (bits
18..22 after the offset; 1.0 the midpoint of interval 19, which gets invC = 1
and logC = 0). Each invC is 2/(lo + hi) rounded to the most significant bits
(at most 13) for which r = m invC - 1 is exact in float for every float m of
the interval, checked here on all 2^18 of them; logC = -log(invC) as a float
and the float nearest the rest. And 2^(j/32), j < 32, as a float and the
float nearest the rest.

The f32 tanh (every form): for |x| < 1/2, tanh(a) = a + a^3 P(a^2) with P
of degree 5; for |x| in [1/2, 9.02], 32 intervals read from the float's bits
(8 per binade from 1/2 to 8: bits 20..24 after 1/2's; the last one
stretched to 9.02, where the result is 1 in f32), each tanh(s + t) = c0 +
t (c1 + t (c2 + t (c3 + t (c4 + t c5)))) with s the interval's start and
c0 = tanh(s) as a float and the rest. Both fits are least squares on 400
and 200 Chebyshev nodes in double (weighted by t, the factor that scales
the fitted part's error in the result), each coefficient then rounded
once to float; the proof that every result is within 1 ULP is the
exhaustive test of tests/unit/VectorMathTest.cpp, not the fit.

Run: python3 scripts/vector_math_tables.py > interpreter/VectorMathTables.inc
"""
import struct

import mpmath
import numpy as np

mpmath.mp.prec = 200

LOG_OFFSET_BITS = 0x3FE6B00000000000
LOG_BITS = 7
EXP_BITS = 6
FAST_EXP_BITS = 4
F32_LOG_OFFSET_BITS = 0x3F320000


def from_bits(u):
    return struct.unpack("<d", struct.pack("<Q", u))[0]


def hexd(x):
    return float(x).hex()


def hexf(x):
    """x, a float's value, as a C++ float literal."""
    assert float(np.float32(x)) == float(x)
    return float(x).hex() + "f"


def f32_of_bits(u):
    return struct.unpack("<f", struct.pack("<I", u))[0]


def round_bits(x, bits):
    """Positive x rounded to `bits` significant bits."""
    e = mpmath.floor(mpmath.log(x, 2))
    q = mpmath.mpf(2) ** (e - bits + 1)
    return mpmath.nint(x / q) * q


def split_f32(x):
    """x as a float and the float nearest x minus it."""
    hi = float(np.float32(float(x)))
    return hi, float(np.float32(float(x - mpmath.mpf(hi))))


def print_floats(name, values, per_line=4):
    print("constexpr float %s[%d] = {" % (name, len(values)))
    for j in range(0, len(values), per_line):
        print("    " + ", ".join(hexf(v) for v in values[j:j + per_line]) + ",")
    print("};")


def f32_tables():
    inv_c, log_hi, log_lo = [], [], []
    worst = 0.0
    for j in range(32):
        lo_bits = F32_LOG_OFFSET_BITS + (j << 18)
        ms = np.arange(lo_bits, lo_bits + (1 << 18),
                       dtype=np.uint32).view(np.float32).astype(np.float64)
        lo = mpmath.mpf(f32_of_bits(lo_bits))
        hi = mpmath.mpf(f32_of_bits(lo_bits + (1 << 18)))
        chosen = None
        for bits in range(1, 14):
            inv = 1.0 if lo <= 1 < hi else float(round_bits(2 / (lo + hi), bits))
            r = ms * inv - 1.0  # exact in double: 24 + 13 bits
            if np.all(r.astype(np.float32).astype(np.float64) == r):
                chosen = (inv, float(np.abs(r).max()))
        assert chosen is not None, j
        inv, r_max = chosen
        if inv == 1.0:
            assert 1 - lo == (hi - 1) / 2  # 1.0 is the midpoint in bits
        worst = max(worst, r_max)
        inv_c.append(inv)
        h, l = split_f32(-mpmath.log(inv))
        # The cores add e ln2Hi and logC[j] by Fast2Sum, then r: log(c)'s
        # exponent is at least r's where e = 0.
        if h != 0.0:
            assert np.frexp(abs(h))[1] >= np.frexp(r_max)[1], j
        log_hi.append(h)
        log_lo.append(l)
    assert worst <= 2.0 ** -5.6, worst
    exp_hi, exp_lo = zip(*(split_f32(mpmath.power(2, mpmath.mpf(j) / 32))
                           for j in range(32)))
    print("// The f32 cores: log's 32 intervals (1/c with r = m / c - 1 exact in")
    print("// float, |r| <= 2^%.2f; -log(1/c) as a float and the rest) and" %
          float(np.log2(worst)))
    print("// 2^(j/32), j < 32, as a float and the rest (see the script).")
    print_floats("kF32LogInvC", inv_c)
    print_floats("kF32LogCHi", log_hi)
    print_floats("kF32LogCLo", log_lo)
    print_floats("kF32Exp2Hi", exp_hi)
    print_floats("kF32Exp2Lo", exp_lo)


def chebyshev_nodes(lo, hi, n):
    k = np.arange(n)
    return (lo + hi) / 2 + (hi - lo) / 2 * np.cos(np.pi * (k + 0.5) / n)


def least_squares(xs, ys, weights, degree):
    """Coefficients (lowest first, in double) of the degree-`degree`
    polynomial minimising sum (weight (p(x) - y))^2."""
    v = np.vander(xs, degree + 1, increasing=True)
    c, *_ = np.linalg.lstsq(v * weights[:, None], ys * weights, rcond=None)
    return c


TANH_LARGE_END = 9.02


def tanh_tables():
    # a < 1/2: P(u) ~ (tanh(a) - a) / a^3 with u = a^2 in [0, 1/4].
    us = chebyshev_nodes(0.0, 0.25, 400)
    target = np.array([float((mpmath.tanh(mpmath.sqrt(u)) - mpmath.sqrt(u)) /
                             mpmath.sqrt(u) ** 3) for u in us])
    small = [float(np.float32(c)) for c in
             least_squares(us, target, np.ones_like(us), 5)]
    # a in [1/2, 9.02]: per interval, Q(t) ~ (tanh(s + t) - c0) / t.
    starts = [f32_of_bits(0x3F000000 + (i << 20)) for i in range(32)]
    ends = starts[1:] + [TANH_LARGE_END]
    rows = [[] for _ in range(7)]
    for s, e in zip(starts, ends):
        c0hi, c0lo = split_f32(mpmath.tanh(mpmath.mpf(s)))
        c0 = mpmath.mpf(c0hi) + mpmath.mpf(c0lo)
        ts = chebyshev_nodes(0.0, e - s, 200)
        ys = np.array([float((mpmath.tanh(mpmath.mpf(s) + mpmath.mpf(t)) - c0) /
                             mpmath.mpf(t)) for t in ts])
        q = least_squares(ts, ys, ts, 4)
        for row, value in zip(rows, [c0hi, c0lo] + [float(np.float32(c)) for c in q]):
            row.append(value)
    print("// The f32 tanh: P for |x| < 1/2, lowest degree first; for |x| in")
    print("// [1/2, %g], per interval c0 as a float and the rest, then c1..c5" %
          TANH_LARGE_END)
    print("// (see the script).")
    print_floats("kF32TanhSmall", small)
    print("constexpr float kF32TanhLarge[7][32] = {")
    for row in rows:
        print("    {")
        for j in range(0, 32, 4):
            print("        " + ", ".join(hexf(v) for v in row[j:j + 4]) + ",")
        print("    },")
    print("};")


def main():
    inv_c, log_c = [], []
    worst = mpmath.mpf(0)
    for j in range(1 << LOG_BITS):
        lo = mpmath.mpf(from_bits(LOG_OFFSET_BITS + (j << 45)))
        hi = mpmath.mpf(from_bits(LOG_OFFSET_BITS + ((j + 1) << 45)))
        if lo <= 1 < hi:
            inv = mpmath.mpf(1)
        else:
            inv = mpmath.nint(2 / (lo + hi) * 2**27) / 2**27
        inv_c.append(float(inv))
        assert mpmath.mpf(inv_c[-1]) == inv
        log_c.append(float(-mpmath.log(inv)))
        worst = max(worst, abs(lo * inv - 1), abs(hi * inv - 1))
    assert worst <= mpmath.mpf(2) ** -8, worst
    print("// Generated by scripts/vector_math_tables.py; do not edit.")
    print("// log: 1/c and -log(1/c) for the 128 intervals of m (see the script).")
    print("constexpr double kLogInvC[128] = {")
    for j in range(0, 128, 4):
        print("    " + ", ".join(hexd(v) for v in inv_c[j:j + 4]) + ",")
    print("};")
    print("constexpr double kLogC[128] = {")
    for j in range(0, 128, 2):
        print("    " + ", ".join(hexd(v) for v in log_c[j:j + 2]) + ",")
    print("};")
    print("// exp: 2^(j/64), j < 64.")
    print("constexpr double kExp2Table[64] = {")
    for j in range(0, 64, 2):
        print("    " + ", ".join(hexd(mpmath.power(2, mpmath.mpf(j + i) / 64))
                                for i in range(2)) + ",")
    print("};")
    print("// The AVX-512 double cores: 2^(j/16), j < 16.")
    print("constexpr double kFastExp2Table[16] = {")
    for j in range(0, 16, 2):
        print("    " + ", ".join(hexd(mpmath.power(2, mpmath.mpf(j + i) / 16))
                                for i in range(2)) + ",")
    print("};")
    f32_tables()
    tanh_tables()


if __name__ == "__main__":
    main()
