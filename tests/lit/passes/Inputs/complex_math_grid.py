"""Writes a test module for complex sqrt, log and log_plus_one on a grid.

Every pair (x, y) of a grid of extreme parts (zeros, the smallest subnormal
and normal, values around 1, large ones, the largest finite, infinities and
NaN) is one input. The expected value is mpmath's (2400 bits) rounded once
to the part type where both parts are finite, and NumPy's (C99's rules for
zeros, infinities and NaN) otherwise. Each function checks the op's result
against it within the ULP bound given as the first argument.

Usage: complex_math_grid.py MAX_ULPS > grid.mlir
"""
import sys
import warnings

import mpmath
import numpy as np

warnings.simplefilter("ignore")


def grid(ftype):
    info = np.finfo(ftype)
    smallest = float(np.nextafter(ftype(0), ftype(1)))
    large = 1e30 if ftype == np.float32 else 1e300
    magnitudes = [0.0, smallest, float(info.tiny), 1e-5, 0.5, 1.0, 1.5, 3.0,
                  large, float(info.max), float("inf")]
    values = sorted({float(ftype(m)) for m in magnitudes} |
                    {-float(ftype(m)) for m in magnitudes if m != 0.0})
    return values + [float("nan")]


def text(value, ftype):
    value = ftype(value)
    if not np.isfinite(value) or (value == 0 and np.signbit(value)):
        width = 8 if ftype == np.float32 else 16
        unsigned = np.uint32 if ftype == np.float32 else np.uint64
        return "0x%0*X" % (width, int(value.view(unsigned)))
    digits = repr(float(value))
    if "e" in digits and "." not in digits:
        # MLIR's float literals need a '.' before the exponent.
        digits = digits.replace("e", ".0e")
    return digits


def expected(op, x, y, ftype):
    shift = 1.0 if op == "log1p" else 0.0
    if not (np.isfinite(x) and np.isfinite(y)):
        z = np.zeros(1, np.complex128)
        z.real[0], z.imag[0] = x + shift, y
        r = (np.sqrt if op == "sqrt" else np.log)(z)[0]
        return ftype(r.real), ftype(r.imag)
    # Enough bits that 1 + x is exact for the smallest x of the grid.
    with mpmath.workprec(2400):
        z = mpmath.mpc(x, y) + shift
        if z == 0:
            if op == "sqrt":
                return ftype(0.0), ftype(y)
            return ftype(-np.inf), ftype(np.arctan2(y, x + shift))
        r = mpmath.sqrt(z) if op == "sqrt" else mpmath.log(z)
        real, imag = float(r.real), float(r.imag)
    if y == 0:
        # A zero imaginary part keeps its sign through sqrt; log's angle is
        # atan2 of the signed zero.
        imag = (np.copysign(imag, y) if op == "sqrt"
                else float(np.arctan2(y, x + shift)))
    return ftype(real), ftype(imag)


def main():
    ulps = int(sys.argv[1])
    names = {"sqrt": "sqrt", "log": "log", "log1p": "log_plus_one"}
    for part, ftype in (("f64", np.float64), ("f32", np.float32)):
        values = grid(ftype)
        points = [(x, y) for x in values for y in values]
        kind = "tensor<%dxcomplex<%s>>" % (len(points), part)
        inputs = ", ".join("(%s, %s)" % (text(x, ftype), text(y, ftype))
                           for x, y in points)
        for op in ("sqrt", "log", "log1p"):
            results = ", ".join(
                "(%s, %s)" % tuple(text(v, ftype)
                                   for v in expected(op, x, y, ftype))
                for x, y in points)
            print("func.func @%s_%s() {" % (op, part))
            print("  %%z = stablehlo.constant dense<[%s]> : %s" % (inputs, kind))
            print("  %%r = stablehlo.%s %%z : %s" % (names[op], kind))
            print("  %%e = stablehlo.constant dense<[%s]> : %s" % (results, kind))
            print("  check.expect_close %%r, %%e, max_ulp_difference = %d : %s, %s"
                  % (ulps, kind, kind))
            print("  func.return\n}\n")


if __name__ == "__main__":
    main()
