#!/usr/bin/env python3
"""Whole models for bench/run.py (issue 28, item 4): a ResNet-50 forward
pass at batch 1 (224x224x3, NHWC) and a BERT-base encoder layer (sequence
128, hidden 768, 12 heads, FFN 3072, tanh-GELU, post-LN), written as
StableHLO in the form `jax.jit(f).lower(...).as_text()` prints.

    bench/models.py [--out DIR] [--only resnet50,bert] [--weights args|constants]
                    [--calls N]

writes DIR/NAME.mlir (and DIR/NAME.npz, the entry arguments in order, for
`interpreter-translate --interpret NAME.mlir --args-npy=NAME.npz`). With
--calls N it also writes run.py's base program (NAME.base.mlir) and the
model called N times (NAME.callsN.mlir), so that bench/abtime.py can time
a first call and the calls after it:

    bench/abtime.py --args DIR/NAME.npz --base DIR/NAME.mlir --calls 2 \
        DIR/NAME.calls3.mlir

One list of ops describes each model. From it come:
- the program text (`Model.program`): `func.func public @main` with the
  input and every weight as an argument (--weights args, the default), or
  the weights as hex `stablehlo.constant`s (--weights constants);
- the NumPy twin (`Model.run_numpy`): the same ops one NumPy call each,
  unfused (a convolution is an im2col copy and one matmul, a broadcast a
  view); with float64 arrays it is the reference the checks use;
- the counts: FLOPs, bytes moved and the largest live set of activations.

Weights are deterministic (NumPy's default_rng, a fixed seed per model).
Folded inference batch norm is a per-channel multiply and add after each
convolution (broadcast_in_dim, multiply, add), as JAX prints it once the
constants of the normalisation are folded into a scale and a shift.
"""
import argparse
import math
import os
import sys

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

F32 = 4


def ttype(shape, dt="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dt + ">"


def ilist(vals):
    return "[" + ", ".join(str(int(v)) for v in vals) + "]"


class Value:
    """One SSA value: its name in the program, shape, and how it was made
    (kind: arg, weight, const, op; view: a broadcast or reshape, which
    NumPy makes without copying and which therefore costs no bytes)."""

    def __init__(self, name, shape, kind, view=False, root=None):
        self.name, self.shape, self.kind, self.view = name, list(shape), kind, view
        self.root = root or self  # the materialised value a view reads

    @property
    def nbytes(self):
        return F32 * int(np.prod(self.shape))


class Model:
    """Builds a model op by op: every method emits one StableHLO op (its
    JAX-printed text), records its NumPy twin and adds its FLOPs and
    bytes."""

    def __init__(self, name, seed):
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.inputs = []      # Value (the first is the model's input)
        self.arrays = []      # float32 arrays, the inputs' values
        self.consts = []      # (Value, text of the constant)
        self.ops = []         # (result Value, text, numpy fn, operand Values)
        self.flops = 0
        self.bytes = 0
        self.n = 0
        self.result = None

    # -- values --------------------------------------------------------------
    def _fresh(self):
        v = f"%{self.n}"
        self.n += 1
        return v

    def arg(self, array, kind="weight"):
        array = np.ascontiguousarray(array, dtype=np.float32)
        v = Value(f"%arg{len(self.inputs)}", array.shape, kind)
        self.inputs.append(v)
        self.arrays.append(array)
        return v

    def normal(self, shape, std):
        return self.arg(self.rng.standard_normal(shape, dtype=np.float32) * np.float32(std))

    def uniform(self, shape, lo, hi):
        return self.arg(self.rng.uniform(lo, hi, shape).astype(np.float32))

    def scalar(self, value):
        """A scalar f32 constant, printed as JAX prints it."""
        v = Value(f"%cst_{len(self.consts)}", [], "const")
        # JAX prints non-finite values by their bits (-inf: 0xFF800000)
        lit = (f"{float(value):.6e}" if math.isfinite(value) else
               "0x" + np.array([value], np.float32).view(np.uint32)[0].item().to_bytes(4, "big").hex().upper())
        text = f"{v.name} = stablehlo.constant dense<{lit}> : tensor<f32>"
        self.consts.append((v, text, np.float32(value)))
        return v

    def _op(self, shape, text, fn, operands, flops=0, view=False, root=None, nbytes=None):
        v = Value(self._fresh(), shape, "op", view=view, root=root)
        self.ops.append((v, f"{v.name} = {text}", fn, operands))
        self.flops += flops
        if nbytes is None:
            nbytes = 0 if view else v.nbytes + sum(o.root.nbytes for o in operands)
        self.bytes += nbytes
        return v

    # -- ops -------------------------------------------------------------------
    def broadcast(self, x, shape, dims):
        # The twin's broadcast is a reshape to the result's rank: NumPy's own
        # broadcasting in the elementwise op that uses it does the rest (a
        # stride-0 view of the full shape would take NumPy's slower loops).
        def fn(a, rank=len(shape), dims=tuple(dims)):
            expanded = [1] * rank
            for i, d in enumerate(dims):
                expanded[d] = a.shape[i]
            return np.reshape(a, expanded)
        return self._op(shape, f"stablehlo.broadcast_in_dim {x.name}, dims = {ilist(dims)} : "
                        f"({ttype(x.shape)}) -> {ttype(shape)}", fn, [x], view=True, root=x.root)

    def splat(self, value, shape):
        return self.broadcast(self.scalar(value), shape, [])

    def elementwise(self, name, fn, *xs):
        shape = xs[0].shape
        names = ", ".join(x.name for x in xs)

        def full(*arrays, f=fn, shape=tuple(shape)):
            r = f(*arrays)
            return r if r.shape == shape else np.ascontiguousarray(np.broadcast_to(r, shape))
        return self._op(shape, f"stablehlo.{name} {names} : {ttype(shape)}", full, list(xs),
                        flops=int(np.prod(shape)))

    def add(self, a, b):
        return self.elementwise("add", np.add, a, b)

    def sub(self, a, b):
        return self.elementwise("subtract", np.subtract, a, b)

    def mul(self, a, b):
        return self.elementwise("multiply", np.multiply, a, b)

    def div(self, a, b):
        return self.elementwise("divide", np.divide, a, b)

    def maximum(self, a, b):
        return self.elementwise("maximum", np.maximum, a, b)

    def rsqrt(self, a):
        return self.elementwise("rsqrt", lambda x: x.dtype.type(1) / np.sqrt(x), a)

    def exp(self, a):
        return self.elementwise("exponential", np.exp, a)

    def tanh(self, a):
        return self.elementwise("tanh", np.tanh, a)

    def reshape(self, x, shape):
        return self._op(shape, f"stablehlo.reshape {x.name} : ({ttype(x.shape)}) -> "
                        f"{ttype(shape)}", lambda a, s=tuple(shape): np.reshape(a, s), [x],
                        view=True, root=x.root)

    def transpose(self, x, perm):
        shape = [x.shape[p] for p in perm]
        return self._op(shape, f"stablehlo.transpose {x.name}, dims = {ilist(perm)} : "
                        f"({ttype(x.shape)}) -> {ttype(shape)}",
                        lambda a, p=tuple(perm): np.ascontiguousarray(np.transpose(a, p)), [x])

    def reduce(self, x, init, kind, dims):
        shape = [d for i, d in enumerate(x.shape) if i not in dims]
        npfn = {"add": np.sum, "maximum": np.max}[kind]
        return self._op(shape, f"stablehlo.reduce({x.name} init: {init.name}) applies "
                        f"stablehlo.{kind} across dimensions = {ilist(dims)} : "
                        f"({ttype(x.shape)}, tensor<f32>) -> {ttype(shape)}",
                        lambda a, i, f=npfn, ax=tuple(dims): f(a, axis=ax), [x, init],
                        flops=int(np.prod(x.shape)))

    def max_pool(self, x, init, window, stride, pad):
        """reduce_window max over H and W of an NHWC tensor."""
        n, h, w, c = x.shape
        ho = (h + 2 * pad - window) // stride + 1
        wo = (w + 2 * pad - window) // stride + 1
        shape = [n, ho, wo, c]
        text = (f'"stablehlo.reduce_window"({x.name}, {init.name}) <{{padding = dense<[[0, 0], '
                f"[{pad}, {pad}], [{pad}, {pad}], [0, 0]]> : tensor<4x2xi64>, window_dimensions = "
                f"array<i64: 1, {window}, {window}, 1>, window_strides = array<i64: 1, {stride}, "
                f"{stride}, 1>}}> ({{\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
                f"      %m = stablehlo.maximum %a, %b : tensor<f32>\n"
                f"      stablehlo.return %m : tensor<f32>\n    }}) : "
                f"({ttype(x.shape)}, tensor<f32>) -> {ttype(shape)}")

        def fn(a, i):
            p = np.pad(a, ((0, 0), (pad, pad), (pad, pad), (0, 0)), constant_values=i)
            out = None
            for di in range(window):
                for dj in range(window):
                    win = p[:, di:di + stride * (ho - 1) + 1:stride,
                            dj:dj + stride * (wo - 1) + 1:stride, :]
                    out = win.copy() if out is None else np.maximum(out, win, out=out)
            return out
        return self._op(shape, text, fn, [x, init], flops=int(np.prod(shape)) * (window ** 2 - 1))

    def conv(self, x, w, stride, pad):
        """NHWC x HWIO -> NHWC, as jax.lax.conv_general_dilated prints it."""
        n, h, wd, c = x.shape
        kh, kw, ci, co = w.shape
        ho = (h + 2 * pad - kh) // stride + 1
        wo = (wd + 2 * pad - kw) // stride + 1
        shape = [n, ho, wo, co]
        text = (f"stablehlo.convolution({x.name}, {w.name}) dim_numbers = [b, 0, 1, f]x"
                f"[0, 1, i, o]->[b, 0, 1, f], window = {{stride = [{stride}, {stride}], "
                f"pad = [[{pad}, {pad}], [{pad}, {pad}]], lhs_dilate = [1, 1], rhs_dilate = "
                f"[1, 1]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64, "
                f"precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision "
                f"DEFAULT>]}} : ({ttype(x.shape)}, {ttype(w.shape)}) -> {ttype(shape)}")

        def fn(a, k):
            if kh == 1 and kw == 1 and pad == 0:
                cols = a[:, ::stride, ::stride, :].reshape(-1, ci)
            else:
                p = np.pad(a, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
                win = sliding_window_view(p, (kh, kw), axis=(1, 2))[:, ::stride, ::stride]
                # (n, ho, wo, c, kh, kw) -> rows of (kh, kw, c), HWIO's order
                cols = np.ascontiguousarray(win.transpose(0, 1, 2, 4, 5, 3)).reshape(-1, kh * kw * ci)
            return (cols @ k.reshape(kh * kw * ci, co)).reshape(shape)
        return self._op(shape, text, fn, [x, w], flops=2 * int(np.prod(shape)) * kh * kw * ci)

    def dot_general(self, a, b, batch, contract):
        """dot_general with batching dims (lb, rb) and contracting dims
        (lc, rc); the result is batch, lhs free, rhs free (the spec's
        order)."""
        (lb, rb), (lc, rc) = batch, contract
        lf = [i for i in range(len(a.shape)) if i not in lb + lc]
        rf = [i for i in range(len(b.shape)) if i not in rb + rc]
        bs = [a.shape[i] for i in lb]
        shape = bs + [a.shape[i] for i in lf] + [b.shape[i] for i in rf]
        text = "stablehlo.dot_general " + f"{a.name}, {b.name}, "
        if lb:
            text += f"batching_dims = {ilist(lb)} x {ilist(rb)}, "
        text += (f"contracting_dims = {ilist(lc)} x {ilist(rc)}, precision = [DEFAULT, DEFAULT]"
                 f" : ({ttype(a.shape)}, {ttype(b.shape)}) -> {ttype(shape)}")
        k = int(np.prod([a.shape[i] for i in lc]))
        m = int(np.prod([a.shape[i] for i in lf]))
        nn = int(np.prod([b.shape[i] for i in rf]))
        nb = int(np.prod(bs))

        def fn(x, y):
            x = np.transpose(x, lb + lf + lc).reshape(nb, m, k)
            y = np.transpose(y, rb + rc + rf).reshape(nb, k, nn)
            return np.matmul(x, y).reshape(shape)
        return self._op(shape, text, fn, [a, b], flops=2 * nb * m * nn * k)

    # -- the program -----------------------------------------------------------
    def finish(self, v):
        self.result = v

    def program(self, weights="args", base=False, calls=1):
        """The module's text. weights: 'args' (every weight an entry
        argument) or 'constants' (hex constants, only the input an
        argument). base: the same signature, returning the input's first
        elements in the result's shape instead of running the model (what
        run.py subtracts). calls > 1 (with weights='args'): the model is a
        private function that @main calls `calls` times on its own
        arguments, returning the last call's result (run.py's time of the
        calls after the first)."""
        if calls > 1:
            assert weights == "args" and not base
            one = self.program(weights)
            sig = ", ".join(f"{v.name}: {ttype(v.shape)}" for v in self.inputs)
            names = ", ".join(v.name for v in self.inputs)
            types = ", ".join(ttype(v.shape) for v in self.inputs)
            rtype = ttype(self.result.shape)
            model = one.split("\n", 1)[1].rsplit("}", 1)[0]
            model = model.replace("func.func public @main(", "func.func private @model(", 1)
            model = model.replace(" {jax.result_info = \"\"}", "", 1)
            call = f"    %c{{i}} = func.call @model({names}) : ({types}) -> {rtype}"
            body = "\n".join(call.format(i=i) for i in range(calls))
            return (one.split("\n", 1)[0] + "\n" + model +
                    f"  func.func public @main({sig}) -> ({rtype} {{jax.result_info = \"\"}}) {{\n"
                    f"{body}\n    return %c{calls - 1} : {rtype}\n  }}\n}}\n")
        x = self.inputs[0]
        params = self.inputs if weights == "args" else [x]
        sig = ", ".join(f"{v.name}: {ttype(v.shape)}" for v in params)
        lines = []
        if weights == "constants":
            for v, a in zip(self.inputs[1:], self.arrays[1:]):
                lines.append(f'{v.name} = stablehlo.constant dense<"0x{a.tobytes().hex().upper()}"> '
                             f": {ttype(v.shape)}")
        if base:
            # the input's first elements in the result's shape: the same
            # printing and result-writing costs as the model's own result
            n, out = int(np.prod(x.shape)), self.result.shape
            r = int(np.prod(out))
            lines += [f"%flat = stablehlo.reshape {x.name} : ({ttype(x.shape)}) -> {ttype([n])}",
                      f"%head = stablehlo.slice %flat [0:{r}] : ({ttype([n])}) -> {ttype([r])}",
                      f"%r = stablehlo.reshape %head : ({ttype([r])}) -> {ttype(out)}"]
            ret, rtype = "%r", ttype(out)
        else:
            lines += [c[1] for c in self.consts]
            lines += [op[1] for op in self.ops]
            ret, rtype = self.result.name, ttype(self.result.shape)
        body = "\n".join("    " + line for line in "\n".join(lines).split("\n"))
        return (f"module @jit_{self.name} attributes {{mhlo.num_partitions = 1 : i32, "
                f"mhlo.num_replicas = 1 : i32}} {{\n"
                f"  func.func public @main({sig}) -> ({rtype} {{jax.result_info = \"\"}}) {{\n"
                f"{body}\n    return {ret} : {rtype}\n  }}\n}}\n")

    def save_args(self, path, weights="args"):
        arrays = self.arrays if weights == "args" else self.arrays[:1]
        np.savez(path, *arrays)

    def run_numpy(self, arrays=None, dtype=np.float32):
        """The twin: every op one NumPy call, in order, on `arrays` (the
        model's inputs) cast to dtype."""
        env = {}
        for v, a in zip(self.inputs, arrays if arrays is not None else self.arrays):
            env[v.name] = a if a.dtype == dtype else a.astype(dtype)
        for v, _, value in self.consts:
            env[v.name] = dtype(value)
        for v, _, fn, operands in self.ops:
            env[v.name] = fn(*[env[o.name] for o in operands])
        return env[self.result.name]

    # -- counts ----------------------------------------------------------------
    def weight_bytes(self):
        return sum(v.nbytes for v in self.inputs[1:])

    def live_peak(self):
        """The largest sum of materialised activations (the input and every
        op's result that is not a view) alive at once, a value living from
        its definition to its last use (a view's uses count as its root's);
        the result lives to the end."""
        last = {}
        for i, (v, _, _, operands) in enumerate(self.ops):
            for o in operands:
                last[o.root.name] = i
        last[self.result.root.name] = len(self.ops)
        x = self.inputs[0]
        alive = {x.name: x.nbytes}
        peak = sum(alive.values())
        for i, (v, _, _, _) in enumerate(self.ops):
            if not v.view and v.kind == "op":
                alive[v.name] = v.nbytes
            peak = max(peak, sum(alive.values()))
            for name in [n for n in alive if last.get(n, -1) <= i]:
                del alive[name]
        return peak


# ---------------------------------------------------------------------------
# The models
# ---------------------------------------------------------------------------


def resnet50(seed=50, size=224, narrow=1):
    """ResNet-50 v1.5 (stride on the 3x3 convolution), NHWC, batch 1,
    folded batch norm. Weights: He-normal convolutions; the folded scale of
    each block's last batch norm is small (0.2-0.4) so the residual stream
    stays O(1) over 16 blocks, the others 0.8-1.2; shifts in [-0.1, 0.1].
    Padding is symmetric, as torchvision's (3 for the 7x7 stem, 1 for the
    3x3 convolutions and the 3x3 stride-2 max pool); Flax's 'SAME' would
    pad the stride-2 windows by [0, 1] instead, with the same shapes.
    `size` is the image's side, and `narrow` divides every width (the
    miniature of bench/run.py's fixed runtime)."""
    m = Model("resnet50", seed)
    x = m.arg(m.rng.uniform(0.0, 1.0, (1, size, size, 3)).astype(np.float32), kind="input")
    zero = m.scalar(0.0)

    def conv_bn(h, k, cin, cout, stride, pad, relu, small=False):
        w = m.normal([k, k, cin, cout], math.sqrt(2.0 / (k * k * cin)))
        lo, hi = (0.2, 0.4) if small else (0.8, 1.2)
        scale, shift = m.uniform([cout], lo, hi), m.uniform([cout], -0.1, 0.1)
        y = m.conv(h, w, stride, pad)
        y = m.mul(y, m.broadcast(scale, y.shape, [3]))
        y = m.add(y, m.broadcast(shift, y.shape, [3]))
        if relu:
            y = m.maximum(y, m.broadcast(zero, y.shape, []))
        return y

    h = conv_bn(x, 7, 3, 64 // narrow, 2, 3, True)
    h = m.max_pool(h, m.scalar(-math.inf), 3, 2, 1)
    cin = 64 // narrow
    for stage, (blocks, width) in enumerate([(3, 64), (4, 128), (6, 256), (3, 512)]):
        width //= narrow
        for b in range(blocks):
            stride = 2 if stage > 0 and b == 0 else 1
            y = conv_bn(h, 1, cin, width, 1, 0, True)
            y = conv_bn(y, 3, width, width, stride, 1, True)
            y = conv_bn(y, 1, width, 4 * width, 1, 0, False, small=True)
            short = conv_bn(h, 1, cin, 4 * width, stride, 0, False) if b == 0 else h
            h = m.add(y, short)
            h = m.maximum(h, m.broadcast(zero, h.shape, []))
            cin = 4 * width
    s = m.reduce(h, zero, "add", [1, 2])
    s = m.div(s, m.splat(h.shape[1] * h.shape[2], s.shape))
    w = m.normal([cin, 1000], 1.0 / math.sqrt(cin))
    bias = m.uniform([1000], -0.1, 0.1)
    logits = m.dot_general(s, w, ([], []), ([1], [0]))
    m.finish(m.add(logits, m.broadcast(bias, logits.shape, [1])))
    return m


def bert_layer(seed=768, seq=128, hidden=768, heads=12, ffn=3072):
    """One BERT-base encoder layer at batch 1, as Flax's BERT prints it:
    Q, K and V dense layers, per-head scores (einsum 'bqhd,bkhd->bhqk'),
    scaled, max-subtracted softmax, weighted sum ('bhqk,bkhd->bqhd'),
    output projection, residual, layer norm, FFN with tanh-GELU
    (jax.nn.gelu's default), residual, layer norm. No attention mask."""
    m = Model("bert_layer", seed)
    hd = hidden // heads
    x = m.arg(m.rng.standard_normal((1, seq, hidden), dtype=np.float32), kind="input")
    t3 = [1, seq, hidden]

    def dense(h, n_in, n_out):
        w = m.normal([n_in, n_out], 1.0 / math.sqrt(n_in))
        b = m.uniform([n_out], -0.1, 0.1)
        y = m.dot_general(h, w, ([], []), ([2], [0]))
        return m.add(y, m.broadcast(b, y.shape, [2]))

    def layer_norm(h):
        zero = m.scalar(0.0)
        gamma, beta = m.uniform([hidden], 0.9, 1.1), m.uniform([hidden], -0.1, 0.1)
        t2 = [1, seq]
        mean = m.div(m.reduce(h, zero, "add", [2]), m.splat(hidden, t2))
        d = m.sub(h, m.broadcast(mean, t3, [0, 1]))
        var = m.div(m.reduce(m.mul(d, d), zero, "add", [2]), m.splat(hidden, t2))
        r = m.rsqrt(m.add(var, m.splat(1e-12, t2)))
        y = m.mul(d, m.broadcast(r, t3, [0, 1]))
        y = m.mul(y, m.broadcast(gamma, t3, [2]))
        return m.add(y, m.broadcast(beta, t3, [2]))

    split = lambda h: m.reshape(h, [1, seq, heads, hd])
    q, k, v = (split(dense(x, hidden, hidden)) for _ in range(3))
    scores = m.dot_general(q, k, ([0, 2], [0, 2]), ([3], [3]))        # 1x12x128x128
    ts = scores.shape
    scores = m.mul(scores, m.splat(1.0 / math.sqrt(hd), ts))
    mx = m.reduce(scores, m.scalar(-math.inf), "maximum", [3])
    e = m.exp(m.sub(scores, m.broadcast(mx, ts, [0, 1, 2])))
    den = m.reduce(e, m.scalar(0.0), "add", [3])
    p = m.div(e, m.broadcast(den, ts, [0, 1, 2]))
    ctx = m.dot_general(p, v, ([0, 1], [0, 2]), ([3], [1]))           # 1x12x128x64
    ctx = m.reshape(m.transpose(ctx, [0, 2, 1, 3]), t3)
    h = layer_norm(m.add(dense(ctx, hidden, hidden), x))
    f = dense(h, hidden, ffn)
    tf = f.shape
    # 0.5 f (1 + tanh(sqrt(2/pi) (f + 0.044715 f^3)))
    f3 = m.mul(m.mul(f, f), f)
    inner = m.mul(m.splat(math.sqrt(2.0 / math.pi), tf), m.add(f, m.mul(m.splat(0.044715, tf), f3)))
    g = m.mul(m.mul(m.splat(0.5, tf), f), m.add(m.splat(1.0, tf), m.tanh(inner)))
    m.finish(layer_norm(m.add(dense(g, ffn, hidden), h)))
    return m


MODELS = {"resnet50": resnet50, "bert_layer": bert_layer}

# Each model's miniature: the same ops in the same order (386 and 85), every
# size shrunk (ResNet-50 on a 32x32 image with widths / 16, the BERT layer
# at sequence 8 and hidden 48), so that its weights and activations are
# below 1 MB. bench/run.py takes the fixed runtime of a model's live-set
# bound from it: the memory a run needs that does not grow with the
# tensors (the code of the ops used, the program and its plan, the threads).
MINIATURES = {"resnet50": lambda: resnet50(size=32, narrow=16),
              "bert_layer": lambda: bert_layer(seq=8, hidden=48, heads=12, ffn=192)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="bench-models")
    ap.add_argument("--only", default="")
    ap.add_argument("--weights", choices=["args", "constants"], default="args")
    ap.add_argument("--calls", type=int, default=0,
                    help="also write NAME.base.mlir (run.py's base program) and "
                    "NAME.callsN.mlir (the model called N times; --weights args)")
    args = ap.parse_args()
    if args.calls and args.weights != "args":
        ap.error("--calls needs --weights args")
    os.makedirs(args.out, exist_ok=True)
    for name, make in MODELS.items():
        if args.only and not any(k in name for k in args.only.split(",")):
            continue
        m = make()
        with open(os.path.join(args.out, f"{name}.mlir"), "w") as f:
            f.write(m.program(args.weights))
        m.save_args(os.path.join(args.out, f"{name}.npz"), args.weights)
        if args.calls:
            with open(os.path.join(args.out, f"{name}.base.mlir"), "w") as f:
                f.write(m.program(base=True))
            with open(os.path.join(args.out, f"{name}.calls{args.calls}.mlir"), "w") as f:
                f.write(m.program(calls=args.calls) if args.calls > 1 else m.program())
        print(f"{name}: {len(m.ops)} ops, {len(m.inputs)} arguments, "
              f"{m.weight_bytes() / 2**20:.1f} MiB of weights, {m.flops / 1e9:.2f} GFLOP, "
              f"{m.bytes / 2**20:.0f} MiB moved, largest live set "
              f"{m.live_peak() / 2**20:.1f} MiB", file=sys.stderr)


if __name__ == "__main__":
    main()
