#!/usr/bin/env python3
"""chlo special functions on 1M f32 elements against SciPy (issue 12: within
5x of SciPy's time).

    /usr/bin/python3 bench/chlo_special.py [--n 1048576] [--reps 3] [--k 4]
                                           [--bin build/bin/interpreter-translate]

For erf (inputs in [-3, 3)) and lgamma (inputs in [-6, 6)):
- ours: best of --reps runs of a program that applies the op --k times to
  the same input, minus best of --reps runs of the same program without the
  op (input construction, parsing and start-up subtracted), divided by k;
  CPU time (user + system) of the process, from wait4.
- SciPy: best of --reps calls of scipy.special.erf / gammaln on the float32
  array (SciPy's own float32 loops).
- check: the printed probe (a strided slice of the result) must be within
  2 ULPs of SciPy's float64 value rounded to float32.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
import scipy.special as sp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workloads as wl  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CASES = [
    # name, chlo op, input scale, float64 reference, float32 twin
    ("erf_f32", "erf", 3.0, lambda x: sp.erf(x.astype(np.float64)), sp.erf),
    ("lgamma_f32", "lgamma", 6.0, lambda x: sp.gammaln(x.astype(np.float64)), sp.gammaln),
]


def program(op, scale, n, k):
    """The program text: k applications of chlo.<op> to scale * uniform (k 0:
    the baseline), returning the probe."""
    p = wl.Prog()
    t = wl.ttype([n], "f32")
    x = p.binop("multiply", p.uniform([n], 1), p.const(repr(scale), t), t)
    r = x
    for _ in range(k):
        v = p.fresh()
        p.lines.append(f'{v} = "chlo.{op}"({x}) : ({t}) -> {t}')
        r = v
    v, pt = p.probe(r, [n], "f32")
    return wl.wrap_main(p.lines, v, pt)


def cpu_run(binary, path):
    """(CPU seconds, stdout) of one run."""
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen([binary, "--interpret", path], stdout=out,
                             stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"{binary} failed on {path}: {p.stderr.read().decode()}")
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, out.read().decode()


def best_run(binary, text, reps):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        runs = [cpu_run(binary, path) for _ in range(reps)]
    finally:
        os.unlink(path)
    return min(r[0] for r in runs), runs[0][1]


def parse_probe(stdout):
    body = stdout[stdout.index("{") + 1:stdout.rindex("}")]
    nums = re.findall(r"[-+]?(?:inf|nan|\d[\d.]*(?:[eE][-+]?\d+)?)", body)
    return np.array([float(s) for s in nums], np.float32)


def ulp_distance(a, b):
    ia = a.view(np.int32).astype(np.int64)
    ib = b.view(np.int32).astype(np.int64)
    ia = np.where(ia < 0, -(ia & 0x7FFFFFFF), ia)
    ib = np.where(ib < 0, -(ib & 0x7FFFFFFF), ib)
    return np.abs(ia - ib)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1 << 20)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--k", type=int, default=4)
    ap.add_argument("--bin", default=os.path.join(ROOT, "build/bin/interpreter-translate"))
    args = ap.parse_args()

    print(f"{'workload':<12} {'ours ms':>9} {'SciPy ms':>9} {'ratio':>7} {'check':>6}")
    worst = 0.0
    for name, op, scale, reference, twin in CASES:
        x = (wl.np_uniform([args.n], 1) * np.float32(scale)).astype(np.float32)
        base, _ = best_run(args.bin, program(op, scale, args.n, 0), args.reps)
        full, out = best_run(args.bin, program(op, scale, args.n, args.k), args.reps)
        ours = max(full - base, 0.0) / args.k
        scipy_best = float("inf")
        for _ in range(args.reps):
            start = time.process_time()
            twin(x)
            scipy_best = min(scipy_best, time.process_time() - start)
        probe = parse_probe(out)
        expected = wl.np_probe(reference(x).astype(np.float32))
        ok = probe.shape == expected.shape and \
            bool(np.all(ulp_distance(probe, expected) <= 2))
        ratio = ours / scipy_best if scipy_best > 0 else float("inf")
        worst = max(worst, ratio)
        print(f"{name:<12} {ours * 1e3:9.2f} {scipy_best * 1e3:9.2f} {ratio:7.2f} "
              f"{'ok' if ok else 'FAIL':>6}")
    print(f"worst ratio {worst:.2f} (target: within 5x)")
    return 0 if worst <= 5.0 else 1


if __name__ == "__main__":
    sys.exit(main())
