#!/usr/bin/env python3
"""Times opidiff2mlir on a generated suite that expands to N tests.

    bench/opidiff_bench.py [--tests 1000] [--bin build/bin/opidiff2mlir]
                           [--via-torchscript]

The suite mixes aten ops (a template-free list) and template-expanded
torch.nn modules; the time includes libtorch start-up, the baseline and the
lowering. Prints the wall time and the tests per second. With
--via-torchscript the Linear half names a Python-file subclass of
torch.nn.Linear instead, so the same modules go through the TorchScript
helper (one Python start, a trace and a save per test, libtorch's load and
freeze) rather than libtorch's C++ classes.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

parser = argparse.ArgumentParser()
parser.add_argument("--tests", type=int, default=1000)
parser.add_argument("--bin", default="build/bin/opidiff2mlir")
parser.add_argument("--via-torchscript", action="store_true")
args = parser.parse_args()

ops = ["aten::add", "aten::mul", "aten::tanh", "aten::relu", "aten::exp",
       "aten::neg", "aten::sigmoid", "aten::abs"]
binary = {"aten::add", "aten::mul"}
half = args.tests // 2
lines = ["dims:", "  B: 4", "  F: 16", "tests:"]
for i in range(half):
    op = ops[i % len(ops)]
    x = "{type: tensor, shape: [B, F], dtype: float32, init: normal}"
    ins = f"[{x}, {x}]" if op in binary else f"[{x}]"
    lines.append(f"  - {{id: op_{i}, op: \"{op}\", in: {ins}}}")
# Linear modules: out_features x bias x rep = the other half.
reps = max(1, (args.tests - half) // (25 * 2))
outs = ", ".join(str(o) for o in range(1, 26))
lines += [
    "  - id: linear",
    "    op:",
    "      type: template_module",
    "      path: " + ("\"file:mods.py::Linear\"" if args.via_torchscript
                       else "torch.nn.Linear"),
    f"      vars: {{features: [F], out: [{outs}], bias: [true, false], "
    f"rep: [{', '.join(str(r) for r in range(reps))}]}}",
    "      args: [{var: features}, {var: out}]",
    "      kwargs: {bias: {var: bias}}",
    "    in: [{type: tensor, shape: [B, F], dtype: float32, init: normal}]",
]
total = half + 25 * 2 * reps
with tempfile.TemporaryDirectory() as tmp:
    suite = os.path.join(tmp, "suite.yaml")
    with open(suite, "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(tmp, "mods.py"), "w") as f:
        f.write("import torch\n\n\nclass Linear(torch.nn.Linear):\n"
                "    pass\n")
    out = os.path.join(tmp, "suite.mlir")
    start = time.perf_counter()
    result = subprocess.run([args.bin, suite, "-o", out],
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        sys.exit(result.returncode)
    chunks = open(out).read().count("// -----") + 1
print(f"opidiff2mlir: {total} tests ({chunks} functions) converted in "
      f"{elapsed:.2f} s ({total / elapsed:.0f} tests/s), libtorch start-up "
      f"included")
