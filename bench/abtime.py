#!/usr/bin/env python3
"""Times whole runs of StableHLO programs, alternating, for A/B claims.

    /usr/bin/python3 bench/abtime.py [--reps 7] [--args in.npz]
        [--bin build/bin/interpreter-translate] [--bin other/interpreter-translate]
        [--flags '--interpreter-threads=1'] [--base base.mlir [--calls N]]
        prog.mlir [prog2.mlir ...]

Every round runs each (binary, program) pair once, in turn, so that the
machine's drift between minutes reaches every pair alike (on this project's
guest a timing window can be 10-40% off the next). Prints, per pair, the
best and the median wall time of --reps rounds; with --base, also the best
minus the base program's best on the same binary, over --calls (the time of
one call where a program calls the model --calls more times than the base).

The interpreter runs as `BIN --interpret [--args-npy=in.npz] FLAGS prog`,
its output discarded; a run that fails stops the tool with its stderr.
This is the tool docs/performance.md's part timings were taken with.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time


def run(cmd):
    start = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if p.returncode != 0:
        sys.exit(f"abtime: {shlex.join(cmd)} exited {p.returncode}:\n"
                 f"{p.stderr.decode(errors='replace')[-2000:]}")
    return elapsed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("progs", nargs="+")
    ap.add_argument("--bin", action="append", default=[])
    ap.add_argument("--reps", type=int, default=7)
    ap.add_argument("--args", help="entry arguments (.npz), passed as --args-npy")
    ap.add_argument("--flags", default="", help="more interpreter flags, one string")
    ap.add_argument("--base", help="a program whose best time is subtracted")
    ap.add_argument("--calls", type=int, default=1,
                    help="divide (program - base) by this many calls")
    a = ap.parse_args()
    if a.reps < 1 or a.calls < 1:
        sys.exit("abtime: --reps and --calls must be at least 1")
    bins = a.bin or ["build/bin/interpreter-translate"]
    progs = a.progs + ([a.base] if a.base else [])
    for path in bins + progs + ([a.args] if a.args else []):
        if not os.path.exists(path):
            sys.exit(f"abtime: {path}: no such file")
    extra = ([f"--args-npy={a.args}"] if a.args else []) + shlex.split(a.flags)
    times = {(b, p): [] for b in bins for p in progs}
    for _ in range(a.reps):
        for b in bins:
            for p in progs:
                times[(b, p)].append(run([b, "--interpret"] + extra + [p]))
    for b in bins:
        if len(bins) > 1:
            print(f"# {b}")
        for p in progs:
            t = times[(b, p)]
            line = f"{p}: best {min(t) * 1e3:.2f} ms, median {statistics.median(t) * 1e3:.2f} ms"
            if a.base and p != a.base:
                own = (min(t) - min(times[(b, a.base)])) / a.calls
                line += f", minus base / {a.calls}: {own * 1e3:.2f} ms"
            print(line)


if __name__ == "__main__":
    main()
