#!/usr/bin/env python3
"""Checks the bias_pair item of a JSONL run against PyTorch.

Side a is torch.nn.Linear(4, 3), side b the same without bias, both built
after torch.manual_seed(FNV-1a 64 of the pair id), so they share the
weight and a - b is the bias on every row: max_abs = max|bias|, mean_abs =
mean|bias|, mse = mean(bias^2), whatever the input. Prints "bias_pair
metrics match torch" or what differs.
"""

import json
import sys

import torch


def fnv1a64(text):
    h = 0xCBF29CE484222325
    for c in text.encode():
        h = ((h ^ c) * 0x100000001B3) % (1 << 64)
    return h


item = next(json.loads(l) for l in open(sys.argv[1])
            if '"id":"bias_pair"' in l and '"type":"item"' in l)
torch.manual_seed(fnv1a64("bias_pair"))
bias = torch.nn.Linear(4, 3).bias.detach().double()
want = {"max_abs": bias.abs().max().item(),
        "mean_abs": bias.abs().mean().item(),
        "mse": (bias * bias).mean().item()}
for d in item["backends"][0]["diff_all"]:
    for k, v in want.items():
        if abs(d[k] - v) > 1e-6 * max(1.0, abs(v)):
            print(f"bias_pair {k}: {d[k]} in the JSONL, {v} from torch")
            sys.exit(1)
print("bias_pair metrics match torch")
