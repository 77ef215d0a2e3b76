#!/usr/bin/python3
"""Writes ../lowering-accuracy.mlir: each chlo op on special and ordinary
values, with expected results from mpmath at 700 digits (independent of both
of our routes), rounded to the element type.

The test runs every function twice, through the interpreter's chlo
evaluators and through --chlo-legalize-to-stablehlo, and holds both to the
ULP bound of each case (BOUNDS: the larger of the two routes' errors,
measured with MEASURE=1; docs/design.md lists them). Run with Debian's python3 (mpmath, numpy):

  /usr/bin/python3 tests/lit/chlo/Inputs/gen_lowering_accuracy.py
"""

import math
import os

import mpmath
import numpy as np

mpmath.mp.dps = 700
INF = float("inf")
NAN = float("nan")


def rounded(value, dtype):
    """An mpmath or float value rounded to dtype, as a Python float."""
    if isinstance(value, float):
        return float(dtype(value))
    if mpmath.isnan(value):
        return NAN
    if mpmath.isinf(value):
        return INF if value > 0 else -INF
    return float(dtype(float(value)))


def literal(text):
    """MLIR float literals need a decimal point before the exponent."""
    if "e" in text and "." not in text:
        mantissa, exponent = text.split("e")
        return f"{mantissa}.0e{exponent}"
    return text


def fmt(x, dtype):
    if math.isnan(x):
        return "0x7FC00000" if dtype == np.float32 else "0x7FF8000000000000"
    if math.isinf(x):
        if dtype == np.float32:
            return "0x7F800000" if x > 0 else "0xFF800000"
        return "0x7FF0000000000000" if x > 0 else "0xFFF0000000000000"
    if x == 0:
        return "-0.0" if math.copysign(1, x) < 0 else "0.0"
    if dtype == np.float32:
        return literal(repr(float(np.float32(x))))
    return literal(repr(float(x)))


def tname(dtype, complex_=False):
    base = "f32" if dtype == np.float32 else "f64"
    return f"complex<{base}>" if complex_ else base


# Real functions: reference on mpmath values of the (exactly representable)
# input; special values by IEEE/C99 conventions.
def real_ref(fn):
    def call(x):
        if math.isnan(x):
            return NAN
        return fn(mpmath.mpf(x), x)
    return call


def lgamma_ref(m, x):
    if math.isinf(x):
        return INF
    if x <= 0 and x == math.floor(x):
        return INF
    return mpmath.log(abs(mpmath.gamma(m)))


def digamma_ref(m, x):
    if x == INF:
        return INF
    if x == -INF or (x < 0 and x == math.floor(x)):
        return NAN
    return mpmath.digamma(m)


def i1e_ref(m, x):
    if math.isinf(x):
        return 0.0 if x > 0 else -0.0
    if x == 0:
        return x
    return mpmath.besseli(1, m) * mpmath.exp(-abs(m))


def erfinv_ref(m, x):
    if abs(x) > 1:
        return NAN
    if abs(x) == 1:
        return math.copysign(INF, x)
    if x == 0:
        return x
    return mpmath.erfinv(m)


def guard(fn, domain=None, at_inf=None, zero_keeps_sign=False):
    def call(m, x):
        if math.isinf(x):
            return at_inf(x)
        if zero_keeps_sign and x == 0:
            return x
        if domain and not domain(x):
            return NAN
        return fn(m)
    return call


REAL = [
    # name, reference, f32 inputs, f64 inputs, initial f32 and f64 bounds
    # (the bounds used are in BOUNDS)
    ("acos", guard(mpmath.acos, lambda x: abs(x) <= 1, lambda x: NAN),
     [-1.0, -0.5, -0.0, 0.0, 1e-30, 0.75, 0.9999999, 1.0, 1.5, INF, NAN],
     [-1.0, -0.5, -0.0, 1e-300, 0.75, 0.9999999999999, 1.0, 2.0, -INF, NAN],
     2, 2),
    ("acosh", guard(mpmath.acosh, lambda x: x >= 1, lambda x: INF if x > 0 else NAN),
     [1.0, 1.0000001, 1.5, 10.0, 1e30, 3e38, 0.5, -1.0, INF, -INF, NAN],
     [1.0, 1.0000000000001, 1.5, 1e10, 1e300, 1.7e308, 0.0, INF, NAN],
     3, 3),
    ("asin", guard(mpmath.asin, lambda x: abs(x) <= 1, lambda x: NAN, True),
     [-1.0, -0.5, -0.0, 0.0, 1e-30, 1e-40, 0.75, 0.9999999, 1.0, 1.5, INF, NAN],
     [-1.0, -0.0, 1e-300, 5e-324, 0.75, 0.9999999999999, 1.0, -2.0, NAN],
     2, 2),
    ("asinh", guard(mpmath.asinh, None, lambda x: x, True),
     [-0.0, 0.0, 1e-30, 1e-40, -0.5, 1.0, 100.0, -1e20, 1e38, 3.4e38, INF, -INF, NAN],
     [-0.0, 1e-300, 5e-324, -0.5, 1.0, 1e150, -1e300, 1.7e308, INF, -INF, NAN],
     3, 3),
    ("atan", guard(mpmath.atan, None, lambda x: math.copysign(math.pi / 2, x), True),
     [-0.0, 0.0, 1e-30, 1e-40, 0.5, -1.0, 1e10, -3e38, INF, -INF, NAN],
     [-0.0, 1e-300, 5e-324, 0.5, -1.0, 1e300, INF, -INF, NAN],
     2, 2),
    ("atanh", guard(lambda m: mpmath.atanh(m) if abs(m) < 1 else (mpmath.inf if m == 1 else -mpmath.inf),
                    lambda x: abs(x) <= 1, lambda x: NAN, True),
     [-0.0, 0.0, 1e-30, 1e-40, 0.5, -0.9999999, 1.0, -1.0, 1.5, INF, NAN],
     [-0.0, 1e-300, 5e-324, 0.5, -0.9999999999999, 1.0, -1.0, 2.0, NAN],
     2, 2),
    ("cosh", guard(mpmath.cosh, None, lambda x: INF),
     [-0.0, 0.0, 1e-30, 0.5, -3.0, 20.0, 88.0, -89.0, 89.5, INF, -INF, NAN],
     [-0.0, 1e-300, 0.5, -3.0, 700.0, -710.0, 711.0, INF, -INF, NAN],
     3, 3),
    ("sinh", guard(mpmath.sinh, None, lambda x: x, True),
     [-0.0, 0.0, 1e-30, 1e-40, 0.5, -0.999, 3.0, 88.0, -89.0, 89.5, INF, -INF, NAN],
     [-0.0, 1e-300, 5e-324, 0.5, -0.999, 3.0, 700.0, -710.0, 711.0, INF, -INF, NAN],
     3, 3),
    ("tan", guard(mpmath.tan, None, lambda x: NAN, True),
     [-0.0, 0.0, 1e-30, 1e-40, 0.5, -1.5, 1.5707963, 100.0, INF, -INF, NAN],
     [-0.0, 1e-300, 5e-324, 0.5, -1.5, 1.5707963267948966, 100.0, INF, NAN],
     3, 3),
    ("erf", guard(mpmath.erf, None, lambda x: math.copysign(1.0, x), True),
     [-0.0, 0.0, 1e-30, 1e-40, 0.3, -0.99, 1.0, 2.5, -3.9, 4.5, INF, -INF, NAN],
     [-0.0, 1e-300, 5e-324, 0.3, -0.99, 1.0, 2.5, -7.0, 30.0, INF, -INF, NAN],
     4, 4),
    ("erfc", guard(mpmath.erfc, None, lambda x: 0.0 if x > 0 else 2.0),
     [-0.0, 0.0, 1e-30, 0.3, -0.99, 1.0, 2.5, -3.9, 9.0, INF, -INF, NAN],
     [-0.0, 1e-300, 0.3, -0.99, 1.0, 2.5, -7.0, 20.0, INF, -INF, NAN],
     64, 64),
    ("erf_inv", lambda m, x: erfinv_ref(m, x),
     [-0.0, 0.0, 1e-30, 0.3, -0.9, 0.999, -0.9999999, 1.0, -1.0, 1.5, NAN],
     [-0.0, 1e-300, 0.3, -0.9, 0.999, -0.9999999999, 1.0, -1.0, 2.0, NAN],
     8, 8),
    ("lgamma", lgamma_ref,
     [-0.0, 0.0, 1e-30, 0.5, 3.0, 10.5, 1e10, 3e38, -0.5, -2.5, -1.0, -3.0, INF, -INF, NAN],
     [-0.0, 1e-300, 0.5, 3.0, 10.5, 1e10, 1e300, -0.5, -2.5, -1.0, -4.0, INF, -INF, NAN],
     8, 8),
    ("digamma", digamma_ref,
     [1e-30, 0.5, 3.0, 10.5, 1e10, -0.5, -2.5, -1.0, -3.0, INF, -INF, NAN],
     [1e-300, 0.5, 3.0, 10.5, 1e10, -0.5, -2.5, -1.0, -4.0, INF, -INF, NAN],
     8, 8),
    ("bessel_i1e", i1e_ref,
     [-0.0, 0.0, 1e-30, 0.5, -3.0, 8.0, 8.5, -100.0, 1e10, INF, -INF, NAN],
     [-0.0, 1e-300, 0.5, -3.0, 8.0, 8.5, -100.0, 1e10, INF, -INF, NAN],
     8, 8),
]


def complex_ref(name):
    fn = {"acos": mpmath.acos, "acosh": mpmath.acosh, "asin": mpmath.asin,
          "asinh": mpmath.asinh, "atan": mpmath.atan, "atanh": mpmath.atanh,
          "cosh": mpmath.cosh, "sinh": mpmath.sinh, "tan": mpmath.tan}[name]
    return lambda re, im: fn(mpmath.mpc(re, im))


# Points off the branch cuts (mpmath has no signed zero).
COMPLEX_POINTS = {
    np.float32: [(0.5, 0.25), (-0.5, -2.0), (2.0, 1e-3), (-3.0, 0.5),
                 (1e-20, 1e-20), (1e20, -1e20), (0.25, 1e25), (-1e-3, 1.5)],
    np.float64: [(0.5, 0.25), (-0.5, -2.0), (2.0, 1e-9), (-3.0, 0.5),
                 (1e-200, 1e-200), (1e200, -1e200), (0.25, 1e250), (-1e-3, 1.5)],
}
# The lowering's atan, atanh (log1p differences), cosh, sinh (sums of
# exponentials) and tan (a quotient) cancel for tiny parts and lose accuracy
# for large ones (docs/design.md): moderate points for them.
SMALL_POINTS = {
    np.float32: [(0.5, 0.25), (-0.5, -2.0), (2.0, 1.5), (-3.0, 0.5),
                 (1.25, -0.75), (-0.25, 3.0)],
    np.float64: [(0.5, 0.25), (-0.5, -2.0), (2.0, 1.5), (-3.0, 0.5),
                 (1.25, -0.75), (-0.25, 3.0)],
}
COMPLEX = [
    # name, f32 bound, f64 bound (per part, ULPs)
    ("acos", 4, 4), ("acosh", 4, 4), ("asin", 4, 4), ("asinh", 4, 4),
    ("atan", 8, 8), ("atanh", 8, 8), ("cosh", 8, 8), ("sinh", 8, 8),
    ("tan", 8, 8),
]


# MEASURE=1 writes bound 0 everywhere, so that each route's failures report
# its largest ULP distance per case.
MEASURE = os.environ.get("MEASURE") == "1"


# The bound of each case (name, element type) in ULPs: the largest
# distance either route showed (MEASURE=1), rounded up to a power of two.
# Where the native route is the larger one it says so.
BOUNDS = {
    ("acos", "f32"): 2, ("acos", "f64"): 2,
    ("acosh", "f32"): 4, ("acosh", "f64"): 2,
    ("asin", "f32"): 2, ("asin", "f64"): 2,
    ("asinh", "f32"): 2, ("asinh", "f64"): 2,
    ("atan", "f32"): 2, ("atan", "f64"): 2,
    ("atanh", "f32"): 2, ("atanh", "f64"): 2,
    ("cosh", "f32"): 32, ("cosh", "f64"): 512,
    ("sinh", "f32"): 32, ("sinh", "f64"): 512,
    ("tan", "f32"): 2, ("tan", "f64"): 2,
    ("erf", "f32"): 32, ("erf", "f64"): 2,
    ("erfc", "f32"): 4, ("erfc", "f64"): 4,
    ("erf_inv", "f32"): 8, ("erf_inv", "f64"): 8192,
    ("lgamma", "f32"): 16, ("lgamma", "f64"): 128,
    ("digamma", "f32"): 8, ("digamma", "f64"): 128,
    # native: 211 ULP at 1e-300 (exp(-x) times libstdc++'s I1)
    ("bessel_i1e", "f32"): 16, ("bessel_i1e", "f64"): 256,
    ("acos", "complex<f32>"): 2, ("acos", "complex<f64>"): 2,
    ("acosh", "complex<f32>"): 2, ("acosh", "complex<f64>"): 2,
    ("asin", "complex<f32>"): 2, ("asin", "complex<f64>"): 2,
    ("asinh", "complex<f32>"): 2, ("asinh", "complex<f64>"): 2,
    ("atan", "complex<f32>"): 16, ("atan", "complex<f64>"): 2,
    ("atanh", "complex<f32>"): 8, ("atanh", "complex<f64>"): 16,
    ("cosh", "complex<f32>"): 2, ("cosh", "complex<f64>"): 4,
    ("sinh", "complex<f32>"): 2, ("sinh", "complex<f64>"): 4,
    ("tan", "complex<f32>"): 64, ("tan", "complex<f64>"): 128,
}


def real_case(out, name, ref, inputs, dtype, bound):
    bound = BOUNDS[(name, tname(dtype))]
    bound = 0 if MEASURE else bound
    # The reference sees the input as the element type holds it.
    inputs = [float(dtype(x)) for x in inputs]
    n = len(inputs)
    t = f"tensor<{n}x{tname(dtype)}>"
    expected = [rounded(ref(x), dtype) for x in inputs]
    out.append(f"// {name} on {tname(dtype)}: within {bound} ULP.")
    out.append(f"func.func @{name}_{tname(dtype)}() {{")
    out.append(f"  %x = stablehlo.constant dense<[{', '.join(fmt(x, dtype) for x in inputs)}]> : {t}")
    out.append(f"  %r = chlo.{name} %x : {t} -> {t}")
    out.append(f"  %e = stablehlo.constant dense<[{', '.join(fmt(x, dtype) for x in expected)}]> : {t}")
    out.append(f"  check.expect_close %r, %e, max_ulp_difference = {bound} : {t}, {t}")
    out.append("  func.return")
    out.append("}")


def complex_case(out, name, points, dtype, bound):
    bound = BOUNDS[(name, tname(dtype, True))]
    bound = 0 if MEASURE else bound
    points = [(float(dtype(re)), float(dtype(im))) for re, im in points]
    n = len(points)
    t = f"tensor<{n}x{tname(dtype, True)}>"
    ref = complex_ref(name)
    expected = []
    for re, im in points:
        v = ref(re, im)
        expected.append((rounded(v.real, dtype), rounded(v.imag, dtype)))
    def c(p):
        return f"({fmt(p[0], dtype)}, {fmt(p[1], dtype)})"
    out.append(f"// {name} on {tname(dtype, True)}: each part within {bound} ULP.")
    out.append(f"func.func @{name}_c{tname(dtype)}() {{")
    out.append(f"  %x = stablehlo.constant dense<[{', '.join(c(p) for p in points)}]> : {t}")
    out.append(f"  %r = chlo.{name} %x : {t} -> {t}")
    out.append(f"  %e = stablehlo.constant dense<[{', '.join(c(p) for p in expected)}]> : {t}")
    out.append(f"  check.expect_close %r, %e, max_ulp_difference = {bound} : {t}, {t}")
    out.append("  func.return")
    out.append("}")


def zeta_ref(x, q):
    if math.isnan(x) or math.isnan(q):
        return NAN
    if x == 1:
        return INF
    if x < 1:
        return NAN
    if q <= 0 and q == math.floor(q):
        return INF if x == math.floor(x) and x % 2 == 0 else NAN
    if q <= 0 and x != math.floor(x):
        return NAN
    return mpmath.zeta(mpmath.mpf(x), mpmath.mpf(q))


def polygamma_ref(n, x):
    if math.isnan(n) or math.isnan(x) or n < 0 or n != math.floor(n):
        return NAN
    return mpmath.psi(int(n), mpmath.mpf(x))


BINARY = [
    # name, reference, (a, b) pairs
    ("zeta", zeta_ref,
     [(2.0, 1.0), (3.0, 0.5), (1.5, 3.5), (10.0, 2.0), (2.0, 1e4), (1.0, 2.0),
      (0.5, 1.0), (4.0, -2.0), (2.5, -1.5), (NAN, 1.0)]),
    # Not here: zeta(odd x, integer q <= 0) is NaN through the lowering
    # (upstream's convention) and +inf natively (docs/design.md).
    ("polygamma", polygamma_ref,
     [(1.0, 2.0), (2.0, 0.5), (3.0, -1.5), (0.0, 3.0), (4.0, 10.0),
      (1.0, 1e3), (1.5, 2.0), (-1.0, 2.0), (1.0, NAN)]),
]
BOUNDS.update({
    ("zeta", "f32"): 2, ("zeta", "f64"): 2,
    ("polygamma", "f32"): 16, ("polygamma", "f64"): 8,
})


def binary_case(out, name, ref, pairs, dtype):
    bound = 0 if MEASURE else BOUNDS[(name, tname(dtype))]
    pairs = [(float(dtype(a)), float(dtype(b))) for a, b in pairs]
    n = len(pairs)
    t = f"tensor<{n}x{tname(dtype)}>"
    expected = [rounded(ref(a, b), dtype) for a, b in pairs]
    out.append(f"// {name} on {tname(dtype)}: within {bound} ULP.")
    out.append(f"func.func @{name}_{tname(dtype)}() {{")
    out.append(f"  %a = stablehlo.constant dense<[{', '.join(fmt(a, dtype) for a, _ in pairs)}]> : {t}")
    out.append(f"  %b = stablehlo.constant dense<[{', '.join(fmt(b, dtype) for _, b in pairs)}]> : {t}")
    out.append(f"  %r = chlo.{name} %a, %b : {t}, {t} -> {t}")
    out.append(f"  %e = stablehlo.constant dense<[{', '.join(fmt(x, dtype) for x in expected)}]> : {t}")
    out.append(f"  check.expect_close %r, %e, max_ulp_difference = {bound} : {t}, {t}")
    out.append("  func.return")
    out.append("}")


def main():
    out = [
        "// Generated by Inputs/gen_lowering_accuracy.py (mpmath at 700 digits,",
        "// rounded to the element type). Each function runs through the",
        "// interpreter's chlo evaluators and through the stablehlo lowering;",
        "// both must be within the bound stated for the case (the larger of",
        "// the two routes' errors; docs/design.md, \"Lowering chlo to stablehlo\").",
        "",
        "// RUN: interpreter-translate --interpret -split-input-file %s",
        "// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | interpreter-translate --interpret -split-input-file",
        "// RUN: interpreter-opt --chlo-legalize-to-stablehlo %s | FileCheck %s --check-prefix=LOWERED",
        "// LOWERED-NOT: chlo.",
        "",
    ]
    cases = []
    for name, ref, f32_inputs, f64_inputs, b32, b64 in REAL:
        for dtype, inputs, bound in ((np.float32, f32_inputs, b32),
                                     (np.float64, f64_inputs, b64)):
            block = []
            real_case(block, name, real_ref(ref), inputs, dtype, bound)
            cases.append(block)
    for name, ref, pairs in BINARY:
        for dtype in (np.float32, np.float64):
            block = []
            binary_case(block, name, ref, pairs, dtype)
            cases.append(block)
    for name, b32, b64 in COMPLEX:
        table = (SMALL_POINTS if name in ("atan", "atanh", "cosh", "sinh", "tan")
                 else COMPLEX_POINTS)
        for dtype, bound in ((np.float32, b32), (np.float64, b64)):
            block = []
            complex_case(block, name, table[dtype], dtype, bound)
            cases.append(block)
    text = "\n".join(out) + "\n" + "\n\n// -----\n\n".join(
        "\n".join(b) for b in cases) + "\n"
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                        "lowering-accuracy.mlir")
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
