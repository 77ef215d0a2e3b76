#!/usr/bin/env python3
"""Mutates MLIR bytecode files and runs each mutant through the release
interpreter-translate, as a user would give it (docs/reliability.md,
"Bytecode"). The process must never die of a signal or hang: malformed
bytecode is refused by the envelope check, and a crash of MLIR's reader is
contained in the child process of the trial read.

    scripts/fuzz_bytecode.py --bin build/bin/interpreter-translate \
        --seconds 300 fuzz/seeds/fuzz-mlir-interpret/*.mlirbc

Prints the counts per outcome; exits 1 if any run died of a signal or hung
(the inputs are kept in --out).
"""

import argparse
import collections
import os
import random
import subprocess
import sys
import tempfile
import time


def mutate(data, rng):
    data = bytearray(data)
    for _ in range(rng.choice((1, 1, 2, 4, 8))):
        kind = rng.randrange(6)
        if not data:
            break
        at = rng.randrange(len(data))
        if kind == 0:  # flip a bit
            data[at] ^= 1 << rng.randrange(8)
        elif kind == 1:  # an interesting byte
            data[at] = rng.choice((0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff))
        elif kind == 2:  # cut
            del data[at:]
        elif kind == 3:  # delete a run
            del data[at:at + rng.randrange(1, 16)]
        elif kind == 4:  # insert random bytes
            data[at:at] = bytes(rng.randrange(256)
                                for _ in range(rng.randrange(1, 16)))
        else:  # copy a run elsewhere
            n = rng.randrange(1, 32)
            run = data[at:at + n]
            to = rng.randrange(len(data))
            data[to:to + len(run)] = run
    # Keep the magic number: the bytecode path is the one under test.
    data[:4] = b"ML\xefR"
    return bytes(data)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="fuzz-bytecode-findings")
    parser.add_argument("seeds", nargs="+")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    seeds = [open(path, "rb").read() for path in args.seeds]
    counts = collections.Counter()
    bad = 0
    end = time.time() + args.seconds
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "mutant.mlirbc")
        while time.time() < end:
            data = mutate(rng.choice(seeds), rng)
            with open(path, "wb") as f:
                f.write(data)
            try:
                run = subprocess.run(
                    [args.bin, "--interpret", "--max-tensor-bytes=67108864",
                     "--max-while-iterations=1000", path],
                    capture_output=True, timeout=30)
            except subprocess.TimeoutExpired:
                counts["hang"] += 1
                outcome = "hang"
            else:
                err = run.stderr.decode(errors="replace")
                if run.returncode < 0:
                    outcome = f"signal {-run.returncode}"
                elif "bytecode reader crashed" in err:
                    outcome = "reader crash contained"
                elif "did not finish reading" in err:
                    outcome = "reader loop contained"
                elif "malformed MLIR bytecode" in err:
                    outcome = "malformed envelope"
                elif run.returncode == 0:
                    outcome = "ran"
                else:
                    outcome = "refused by MLIR or failed to run"
                counts[outcome] += 1
            if outcome == "hang" or outcome.startswith("signal"):
                bad += 1
                os.makedirs(args.out, exist_ok=True)
                with open(os.path.join(args.out, f"{outcome.replace(' ', '-')}"
                                       f"-{bad}.mlirbc"), "wb") as f:
                    f.write(data)
            if outcome == "reader crash contained":
                os.makedirs(args.out, exist_ok=True)
                kept = os.path.join(args.out, "contained")
                os.makedirs(kept, exist_ok=True)
                if len(os.listdir(kept)) < 20:
                    with open(os.path.join(
                            kept, f"{sum(counts.values())}.mlirbc"), "wb") as f:
                        f.write(data)
    total = sum(counts.values())
    print(f"{total} runs in {args.seconds:.0f} s")
    for outcome, n in counts.most_common():
        print(f"  {outcome}: {n}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
