#!/usr/bin/python3
"""Measures the error of f32 sums in the interpreter's order against a
left-to-right fold.

    PYTHONPATH=build/python /usr/bin/python3 scripts/sum_order_error.py [--trials 20]

For each length and input distribution, random f32 vectors are summed
(reduce with an add body, init 0) by the interpreter (the blocked order of
interpreter/BlockedSum.h beyond 256 elements) and by a left-to-right f32
fold (numpy.add.accumulate, which adds in order). Both are compared with
the exactly rounded sum of the same f32 values (math.fsum in double, whose
result is the correctly rounded double of the exact sum). Prints the mean
and largest relative error of each order, and their ratio.
"""
import argparse
import math

import numpy as np
import shlo

PROGRAM = """
func.func @main(%x: tensor<{n}xf32>) -> tensor<f32> {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<{n}xf32>, tensor<f32>) -> tensor<f32>
  return %s : tensor<f32>
}}
"""

DISTRIBUTIONS = {
    "uniform [0, 1)": lambda rng, n: rng.random(n),
    "normal (0, 1)": lambda rng, n: rng.standard_normal(n),
    "lognormal, sigma 2": lambda rng, n: rng.lognormal(0.0, 2.0, n),
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    print("| n | inputs | blocked: mean / max rel. error | in order: mean / max "
          "rel. error | in order / blocked (mean) |")
    print("|---|---|---|---|---|")
    for n in [1000, 10_000, 100_000, 1_000_000]:
        program = PROGRAM.format(n=n)
        for name, draw in DISTRIBUTIONS.items():
            blocked, ordered = [], []
            for _ in range(args.trials):
                x = draw(rng, n).astype(np.float32)
                exact = math.fsum(x.astype(np.float64).tolist())
                (ours,) = shlo.interpret(program, x)
                fold = np.add.accumulate(x, dtype=np.float32)[-1]
                scale = abs(exact)
                blocked.append(abs(float(ours) - exact) / scale)
                ordered.append(abs(float(fold) - exact) / scale)
            mb, mo = np.mean(blocked), np.mean(ordered)
            print(f"| {n} | {name} | {mb:.2e} / {max(blocked):.2e} | "
                  f"{mo:.2e} / {max(ordered):.2e} | {mo / mb:.0f}x |")


if __name__ == "__main__":
    main()
