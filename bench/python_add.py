#!/usr/bin/python3
"""Times a 100M-element f32 add through shlo.interpret against NumPy's a + b.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_add.py [--n N] [--reps R] [--threads T]

Prints the median of R runs of each, their ratio, and the bytes NumPy
allocated during one shlo.interpret (tracemalloc sees NumPy's allocations,
not the interpreter's): 0 means the arguments went in and the result came
out without a copy on the Python side. docs/python.md has the last numbers.
"""

import argparse
import statistics
import time
import tracemalloc

import numpy as np

import shlo

PROGRAM = """func.func @main(%a: tensor<{n}xf32>, %b: tensor<{n}xf32>) -> tensor<{n}xf32> {{
  %0 = stablehlo.add %a, %b : tensor<{n}xf32>
  return %0 : tensor<{n}xf32>
}}"""


def median_seconds(fn, reps):
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
        del result
    return statistics.median(times), min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000_000)
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    n = args.n
    a = np.arange(n, dtype=np.float32)
    b = np.full(n, 0.5, dtype=np.float32)
    program = PROGRAM.format(n=n)

    (r,) = shlo.interpret(program, a, b, threads=args.threads)
    assert np.array_equal(r, a + b), "shlo result differs from NumPy"
    del r
    tracemalloc.start()
    (r,) = shlo.interpret(program, a, b, threads=args.threads)
    _, numpy_peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del r

    shlo_med, shlo_min = median_seconds(
        lambda: shlo.interpret(program, a, b, threads=args.threads), args.reps)
    np_med, np_min = median_seconds(lambda: a + b, args.reps)
    print(f"n = {n:,} f32, {args.reps} runs, threads = {args.threads}")
    print(f"shlo.interpret   median {shlo_med * 1e3:8.1f} ms   min {shlo_min * 1e3:8.1f} ms")
    print(f"numpy a + b      median {np_med * 1e3:8.1f} ms   min {np_min * 1e3:8.1f} ms")
    print(f"ratio (median)   {shlo_med / np_med:.2f}x   (min {shlo_min / np_min:.2f}x)")
    print(f"NumPy-side bytes allocated during shlo.interpret: {numpy_peak:,}")


if __name__ == "__main__":
    main()
