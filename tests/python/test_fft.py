"""stablehlo.fft against NumPy's FFT (pocketfft, in double), an independent
implementation.

Tolerance, from the error analysis of Cooley-Tukey FFTs (Higham, Accuracy
and Stability of Numerical Algorithms, 2nd ed., thm. 24.2): computed in
double with twiddles accurate to about one ulp, a transform of length n
has ||computed - exact||_2 <= 5 log2(n) eps ||exact||_2 (eps = 2^-53),
to first order. Both sides carry such an error, so the norm of the
difference is checked against 10 log2(N) eps ||y||_2, N the number of
values transformed together (the product of fft_length), times 3 for
Bluestein's algorithm (three transforms of length m < 4n, a chirp
multiplication on either side). Results of f32 types are rounded once more,
by at most 2^-24 relative per part: ||.||_2 <= 2^-24 ||y||_2 more.
Results must also be bit-identical on the Element path and for 1, 2 and 3
threads.
"""

import math

import numpy as np
import pytest

import shlo

RNG = np.random.default_rng(18)
EPS64 = 2.0 ** -53
EPS32 = 2.0 ** -24

# Lengths: 1, powers of 2 (radix 4 and 2), of 3 and 5, mixed, primes up to
# the direct limit 61, and beyond it (Bluestein: 67, 127, 257, 1009, 2 x 67).
LENGTHS = [1, 2, 4, 8, 32, 1024, 3, 9, 27, 5, 25, 125, 6, 12, 15, 60, 210,
           7, 49, 17, 61, 67, 127, 257, 1009, 134]
MAX_DIRECT = 61


def largest_prime_factor(n):
    p, largest = 2, 1
    while p * p <= n:
        while n % p == 0:
            largest, n = p, n // p
        p += 1
    return max(largest, n) if n > 1 else largest


def ttype(shape, element):
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def program(kind, in_shape, in_elem, out_shape, out_elem, lengths):
    tin, tout = ttype(in_shape, in_elem), ttype(out_shape, out_elem)
    length = ", ".join(str(n) for n in lengths)
    return f"""func.func @main(%x: {tin}) -> {tout} {{
  %0 = "stablehlo.fft"(%x) {{fft_type = #stablehlo<fft_type {kind}>, fft_length = array<i64: {length}>}} : ({tin}) -> {tout}
  return %0 : {tout}
}}
"""


def case(kind, batch, lengths, double):
    """(program, input, NumPy's result) for one transform."""
    real = np.float64 if double else np.float32
    cplx = np.complex128 if double else np.complex64
    relem = "f64" if double else "f32"
    celem = f"complex<{relem}>"
    axes = tuple(range(-len(lengths), 0))
    if kind == "RFFT":
        shape = list(batch) + list(lengths)
        x = RNG.standard_normal(shape).astype(real)
        out_shape = shape[:-1] + [lengths[-1] // 2 + 1]
        ref = np.fft.rfftn(x.astype(np.float64), s=lengths, axes=axes)
        return program(kind, shape, relem, out_shape, celem, lengths), x, ref
    if kind == "IRFFT":
        shape = list(batch) + list(lengths[:-1]) + [lengths[-1] // 2 + 1]
        x = (RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)).astype(cplx)
        out_shape = list(batch) + list(lengths)
        ref = np.fft.irfftn(x.astype(np.complex128), s=lengths, axes=axes)
        return program(kind, shape, celem, out_shape, relem, lengths), x, ref
    shape = list(batch) + list(lengths)
    x = (RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)).astype(cplx)
    transform = np.fft.fftn if kind == "FFT" else np.fft.ifftn
    ref = transform(x.astype(np.complex128), axes=axes)
    return program(kind, shape, celem, shape, celem, lengths), x, ref


def tolerance(lengths, ref, double):
    total = math.prod(lengths)
    factor = 10 * max(1.0, math.log2(total)) * EPS64
    if any(largest_prime_factor(n) > MAX_DIRECT for n in lengths):
        factor *= 3
    if not double:
        factor += EPS32
    return factor * np.linalg.norm(ref)


def check(kind, batch, lengths, double):
    text, x, ref = case(kind, batch, lengths, double)
    (out,) = shlo.interpret(text, x)
    assert out.shape == ref.shape
    err = np.linalg.norm(out.astype(ref.dtype) - ref)
    assert err <= tolerance(lengths, ref, double), (kind, lengths, err)
    for options in (dict(element_path=True), dict(threads=2), dict(threads=3)):
        (again,) = shlo.interpret(text, x, **options)
        assert np.array_equal(again.view(np.uint8), out.view(np.uint8)), options


@pytest.mark.parametrize("n", LENGTHS)
@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_one_dimension_f64(kind, n):
    check(kind, [3], [n], double=True)


@pytest.mark.parametrize("n", [1, 16, 15, 97, 4096])
@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_one_dimension_f32(kind, n):
    check(kind, [2], [n], double=False)


@pytest.mark.parametrize("lengths", [[4, 8], [3, 5, 7], [1, 6], [67, 4],
                                     [15, 16, 32]])
@pytest.mark.parametrize("kind", ["FFT", "IFFT", "RFFT", "IRFFT"])
def test_several_dimensions(kind, lengths):
    check(kind, [2], lengths, double=True)


@pytest.mark.parametrize("kind", ["FFT", "IFFT"])
def test_one_long_line_splits_its_passes(kind):
    # 2^16 and 3 x 2^14 values in one line: each pass's butterflies are
    # split over the threads.
    check(kind, [], [1 << 16], double=True)
    check(kind, [], [3 << 14], double=False)


def test_many_lines_split_over_threads():
    check("FFT", [64], [256], double=True)
    check("RFFT", [40], [3, 100], double=False)


def test_known_values():
    # By hand: the DFT of [1, 2, 3, 4] is [10, -2+2i, -2, -2-2i]; the
    # inverse of [4, 0, 0] is [4/3, 4/3, 4/3].
    text, _, _ = case("FFT", [], [4], True)
    (out,) = shlo.interpret(text, np.array([1, 2, 3, 4], np.complex128))
    np.testing.assert_array_equal(out, [10, -2 + 2j, -2, -2 - 2j])
    text, _, _ = case("IFFT", [], [3], True)
    (out,) = shlo.interpret(text, np.array([4, 0, 0], np.complex128))
    np.testing.assert_array_equal(out, [4 / 3, 4 / 3, 4 / 3])
