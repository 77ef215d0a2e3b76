#!/usr/bin/env python3
"""The workloads of issue 6 as StableHLO programs, each with a NumPy twin.

    bench/workloads.py [--scale 1.0] [--out DIR] [--mode op|base|check]
                       [--only NAME,...] [--list]

writes one NAME.<mode>.mlir per workload (all three modes by default):

- op:    builds the inputs inside the program (iota, integer hashing,
         convert: a few lines of text whatever the size), runs the op and
         returns a probe, a strided slice of at most 3 elements per
         dimension of the result (so printing costs nothing);
- base:  the same program without the op (the probe is taken from the
         first input); op time = time(op) - time(base);
- check: like op, but returns the whole result, for comparing against the
         NumPy twin at a small scale.

Sizes are the issue's at --scale 1; the scale multiplies the leading
(row, batch, channel or iteration) size of each workload, so the work is
roughly proportional to it. run.py imports this module; the same hash is
computed by `np_uniform` / `np_ints` so the NumPy twin sees bit-identical
inputs.
"""
import argparse
import math
import os
import sys

import numpy as np

# ---------------------------------------------------------------------------
# Inputs: a multiplicative hash of the flat index, computed identically in
# the program (i32 ops, which wrap) and in NumPy (uint32).
# ---------------------------------------------------------------------------

M1, M2, SEEDK = 0x9E3779B1, 0x85EBCA77, 0x632BE5AB


def _s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >= 1 << 31 else v


def np_hash24(n, seed):
    """uint32 values in [0, 2^24)."""
    with np.errstate(over="ignore"):
        a = np.arange(n, dtype=np.uint32) + np.uint32((seed * SEEDK) & 0xFFFFFFFF)
        h = a * np.uint32(M1)
        h = h ^ (h >> np.uint32(13))
        h = h * np.uint32(M2)
        return h >> np.uint32(8)


def np_uniform(shape, seed):
    """float32 in [-1, 1), exactly as the program computes it."""
    n = int(np.prod(shape))
    u = np_hash24(n, seed).astype(np.float32)
    return (u * np.float32(2.0 ** -23) - np.float32(1.0)).reshape(shape)


def np_positive(shape, seed):
    """float32 in (0, 4), exactly as the program computes it."""
    n = int(np.prod(shape))
    u = np_hash24(n, seed).astype(np.float32)
    return (u * np.float32(2.0 ** -22) + np.float32(2.0 ** -23)).reshape(shape)


def np_ints(shape, seed):
    """int32 in [-32768, 32768)."""
    n = int(np.prod(shape))
    return ((np_hash24(n, seed) >> np.uint32(8)).astype(np.int32) - 32768).reshape(shape)


def np_indices(shape, seed, bound):
    n = int(np.prod(shape))
    return (np_hash24(n, seed) % np.uint32(bound)).astype(np.int32).reshape(shape)


def ttype(shape, dt):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dt + ">"


def arr(vals):
    return "array<i64: " + ", ".join(str(int(v)) for v in vals) + ">"


class Prog:
    """Emits one function body in StableHLO's generic form."""

    def __init__(self):
        self.lines = []
        self.n = 0

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def op(self, name, operands, in_types, out_type, attrs="", region=""):
        v = self.fresh()
        ops = ", ".join(operands)
        ins = ", ".join(in_types)
        a = f" {{{attrs}}}" if attrs else ""
        r = f"({region})" if region else ""
        self.lines.append(f'{v} = "stablehlo.{name}"({ops}){r}{a} : ({ins}) -> {out_type}')
        return v

    def const(self, value, t):
        v = self.fresh()
        self.lines.append(f"{v} = stablehlo.constant dense<{value}> : {t}")
        return v

    def binop(self, name, a, b, t):
        return self.op(name, [a, b], [t, t], t)

    def unop(self, name, a, t, out=None):
        return self.op(name, [a], [t], out or t)

    # -- inputs -------------------------------------------------------------
    def hash24(self, n, seed):
        t = ttype([n], "i32")
        i = self.op("iota", [], [], t, "iota_dimension = 0 : i64")
        k = self.const(_s32(seed * SEEDK), t)
        a = self.binop("add", i, k, t)
        h = self.binop("multiply", a, self.const(_s32(M1), t), t)
        h = self.binop("xor", h, self.binop("shift_right_logical", h, self.const(13, t), t), t)
        h = self.binop("multiply", h, self.const(_s32(M2), t), t)
        return self.binop("shift_right_logical", h, self.const(8, t), t)

    def reshape(self, v, n, shape, dt):
        if list(shape) == [n]:
            return v
        return self.op("reshape", [v], [ttype([n], dt)], ttype(shape, dt))

    def uniform(self, shape, seed):
        n = int(np.prod(shape))
        u = self.hash24(n, seed)
        ti, tf = ttype([n], "i32"), ttype([n], "f32")
        f = self.op("convert", [u], [ti], tf)
        f = self.binop("multiply", f, self.const("1.1920928955078125E-7", tf), tf)
        f = self.binop("subtract", f, self.const("1.0", tf), tf)
        return self.reshape(f, n, shape, "f32")

    def positive(self, shape, seed):
        n = int(np.prod(shape))
        u = self.hash24(n, seed)
        ti, tf = ttype([n], "i32"), ttype([n], "f32")
        f = self.op("convert", [u], [ti], tf)
        f = self.binop("multiply", f, self.const("2.384185791015625E-7", tf), tf)
        f = self.binop("add", f, self.const("1.1920928955078125E-7", tf), tf)
        return self.reshape(f, n, shape, "f32")

    def ints(self, shape, seed):
        n = int(np.prod(shape))
        t = ttype([n], "i32")
        u = self.binop("shift_right_logical", self.hash24(n, seed), self.const(8, t), t)
        u = self.binop("subtract", u, self.const(32768, t), t)
        return self.reshape(u, n, shape, "i32")

    def indices(self, shape, seed, bound):
        n = int(np.prod(shape))
        t = ttype([n], "i32")
        u = self.binop("remainder", self.hash24(n, seed), self.const(bound, t), t)
        return self.reshape(u, n, shape, "i32")

    def complex(self, shape, seed):
        tf, tc = ttype(shape, "f32"), ttype(shape, "complex<f32>")
        re, im = self.uniform(shape, seed), self.uniform(shape, seed + 100)
        return self.op("complex", [re, im], [tf, tf], tc)

    def probe(self, v, shape, dt):
        if not shape:
            return v, ttype([], dt)
        st = [probe_stride(d) for d in shape]
        out = [len(range(0, d, s)) for d, s in zip(shape, st)]
        attrs = (f"start_indices = {arr([0] * len(shape))}, limit_indices = {arr(shape)}, "
                 f"strides = {arr(st)}")
        return self.op("slice", [v], [ttype(shape, dt)], ttype(out, dt), attrs), ttype(out, dt)


def probe_stride(d):
    return max(1, math.ceil(d / 3))


def np_probe(r):
    r = np.asarray(r)
    return r[tuple(slice(0, d, probe_stride(d)) for d in r.shape)]


def region(args_t, body):
    """A reduction region over two scalars of type args_t."""
    return (f"{{\n  ^bb0(%a: {args_t}, %b: {args_t}):\n"
            f'    %r = "stablehlo.{body}"(%a, %b) : ({args_t}, {args_t}) -> {args_t}\n'
            f'    "stablehlo.return"(%r) : ({args_t}) -> ()\n  }}')


def wrap_main(body_lines, ret, ret_t):
    body = "\n".join("  " + l for l in body_lines)
    return (f"func.func @main() -> {ret_t} {{\n{body}\n"
            f"  func.return {ret} : {ret_t}\n}}\n")


# ---------------------------------------------------------------------------
# Workloads
# ---------------------------------------------------------------------------


class Workload:
    """inputs: list of (kind, shape, seed[, bound]); kinds f32, i32, idx, c64.
    emit(prog, values) -> (result value, result shape, result dtype);
    numpy(arrays) -> result: the timed twin, which does the op's work and
    nothing more (same dtypes as the op; no float64 detour);
    reference(arrays) -> the result the checks compare with (default: the
    twin's), where a more accurate computation than the twin is wanted.
    group names the issue's target."""

    def __init__(self, name, group, inputs, emit, numpy, rtol=0.0, atol=0.0,
                 flops=None, program=None, reference=None):
        self.name, self.group, self.inputs = name, group, inputs
        self.emit, self.numpy, self.rtol, self.atol = emit, numpy, rtol, atol
        self.reference = reference or numpy
        self.flops = flops
        self.custom_program = program  # (mode) -> text, for the hex workload

    def np_inputs(self):
        out = []
        for spec in self.inputs:
            kind, shape, seed = spec[:3]
            if kind == "f32":
                out.append(np_uniform(shape, seed))
            elif kind == "pos":
                out.append(np_positive(shape, seed))
            elif kind == "i32":
                out.append(np_ints(shape, seed))
            elif kind == "idx":
                out.append(np_indices(shape, seed, spec[3]))
            elif kind == "c64":
                out.append((np_uniform(shape, seed) + 1j * np_uniform(shape, seed + 100))
                           .astype(np.complex64))
            elif kind == "zero":
                out.append(np.zeros(shape, np.float32))
            elif kind == "f64":
                out.append(np_uniform(shape, seed).astype(np.float64))
        return out

    def live_bytes(self, result_shape, result_dt):
        size = {"f32": 4, "f64": 8, "pos": 4, "i32": 4, "idx": 4, "c64": 8, "zero": 4, "i1": 1,
                "i64": 8, "complex<f32>": 8}
        b = sum(size[s[0]] * int(np.prod(s[1])) for s in self.inputs)
        return b + size[result_dt] * int(np.prod(result_shape))

    def program(self, mode, k=1):
        """mode: op, base or check; k: how many times the op is repeated (on
        the same inputs; the last result is returned), so that its time
        stands out of the start-up noise. Returns (text, result shape,
        result dtype)."""
        if self.custom_program:
            return self.custom_program(mode, k)
        p = Prog()
        vals = []
        for spec in self.inputs:
            kind, shape, seed = spec[:3]
            if kind == "f32":
                vals.append(p.uniform(shape, seed))
            elif kind == "pos":
                vals.append(p.positive(shape, seed))
            elif kind == "i32":
                vals.append(p.ints(shape, seed))
            elif kind == "idx":
                vals.append(p.indices(shape, seed, spec[3]))
            elif kind == "c64":
                vals.append(p.complex(shape, seed))
            elif kind == "zero":
                vals.append(p.const("0.0", ttype(shape, "f32")))
            elif kind == "f64":
                vals.append(p.op("convert", [p.uniform(shape, seed)], [ttype(shape, "f32")],
                                 ttype(shape, "f64")))
        if mode == "base":
            kind, shape = self.inputs[0][:2]
            dt = {"f32": "f32", "pos": "f32", "i32": "i32", "idx": "i32", "c64": "complex<f32>",
                  "zero": "f32", "f64": "f64"}[kind]
            v, t = p.probe(vals[0], list(shape), dt)
            return wrap_main(p.lines, v, t), None, None
        for _ in range(k):
            r, shape, dt = self.emit(p, vals)
        if mode == "check":
            return wrap_main(p.lines, r, ttype(shape, dt)), shape, dt
        v, t = p.probe(r, shape, dt)
        return wrap_main(p.lines, v, t), shape, dt


def elementwise(name, dt, n):
    t = ttype([n], dt)

    def emit_bin(opname):
        return lambda p, v: (p.binop(opname, v[0], v[1], t), [n], dt)

    if name == "add":
        return emit_bin("add"), (lambda a: a[0] + a[1]), 2
    if name == "multiply":
        return emit_bin("multiply"), (lambda a: a[0] * a[1]), 2
    if name == "tanh":
        return (lambda p, v: (p.unop("tanh", v[0], t), [n], dt)), (lambda a: np.tanh(a[0])), 1
    if name == "select":
        ctype = "FLOAT" if dt == "f32" else "SIGNED"

        def emit(p, v):
            c = p.op("compare", [v[0], v[1]], [t, t], ttype([n], "i1"),
                     f"comparison_direction = #stablehlo<comparison_direction GT>, "
                     f"compare_type = #stablehlo<comparison_type {ctype}>")
            return p.op("select", [c, v[0], v[1]], [ttype([n], "i1"), t, t], t), [n], dt
        return emit, (lambda a: np.where(a[0] > a[1], a[0], a[1])), 2
    raise ValueError(name)


def build(scale=1.0):
    S = lambda v, lo=1: max(lo, int(round(v * scale)))
    W = []

    # 1. elementwise on 1M f32 and i32
    n = S(1 << 20, 16)
    for opname in ["add", "multiply", "tanh", "select"]:
        for dt in ["f32", "i32"]:
            if opname == "tanh" and dt == "i32":
                continue
            emit, fn, arity = elementwise(opname, dt, n)
            tol = dict(rtol=2e-7, atol=1e-7) if opname == "tanh" else {}
            W.append(Workload(f"{opname}_{dt}", "elementwise",
                              [(dt, [n], s + 1) for s in range(arity)], emit, fn, **tol))

    # 1b. transcendentals on 1M f32 (issue 18 item 5). Twins: NumPy's own
    # f32 functions (scipy's expit for logistic); the checks compare with
    # the float64 function rounded once to f32, within 1 ULP (rtol 2^-23
    # and the smallest normal f32 as atol). log, log_plus_one, sqrt and
    # power's base take inputs in (0, 4), the others [-1, 1).
    import scipy.special
    f64_once = lambda fn: (lambda a: fn(*[x.astype(np.float64) for x in a]).astype(np.float32))
    for opname, kind, twin, ref in [
            ("exponential", "f32", np.exp, np.exp),
            ("log", "pos", np.log, np.log),
            ("log_plus_one", "pos", np.log1p, np.log1p),
            ("exponential_minus_one", "f32", np.expm1, np.expm1),
            ("logistic", "f32", scipy.special.expit, scipy.special.expit),
            ("sine", "f32", np.sin, np.sin),
            ("cosine", "f32", np.cos, np.cos),
            ("sqrt", "pos", np.sqrt, np.sqrt)]:
        t = ttype([n], "f32")
        W.append(Workload(f"{opname}_f32", "transcendental", [(kind, [n], 1)],
                          (lambda p, v, o=opname, t=t: (p.unop(o, v[0], t), [n], "f32")),
                          (lambda a, f=twin: f(a[0])), reference=f64_once(ref),
                          rtol=2.0 ** -23, atol=2.0 ** -126))
    tp = ttype([n], "f32")
    W.append(Workload("power_f32", "transcendental", [("pos", [n], 1), ("f32", [n], 2)],
                      (lambda p, v: (p.binop("power", v[0], v[1], tp), [n], "f32")),
                      (lambda a: np.power(a[0], a[1])), reference=f64_once(np.power),
                      rtol=2.0 ** -23, atol=2.0 ** -126))

    # 2. data movement on 1024x1024 (rows scaled)
    r, c = S(1024, 4), 1024
    tx = ttype([r, c], "f32")

    def bias(p, v):
        b = p.op("broadcast_in_dim", [v[1]], [ttype([c], "f32")], tx,
                 f"broadcast_dimensions = {arr([1])}")
        return p.binop("add", v[0], b, tx), [r, c], "f32"
    W.append(Workload("bias_add_1024x1024", "data movement",
                      [("f32", [r, c], 1), ("f32", [c], 2)], bias,
                      lambda a: a[0] + a[1][None, :]))
    W.append(Workload("transpose_1024x1024", "data movement", [("f32", [r, c], 1)],
                      lambda p, v: (p.op("transpose", v, [tx], ttype([c, r], "f32"),
                                         f"permutation = {arr([1, 0])}"), [c, r], "f32"),
                      lambda a: np.ascontiguousarray(a[0].T)))
    W.append(Workload("slice_1024x1024", "data movement", [("f32", [r, c], 1)],
                      lambda p, v: (p.op("slice", v, [tx], ttype([r - 2, c - 2], "f32"),
                                         f"start_indices = {arr([1, 1])}, limit_indices = "
                                         f"{arr([r - 1, c - 1])}, strides = {arr([1, 1])}"),
                                    [r - 2, c - 2], "f32"),
                      lambda a: a[0][1:-1, 1:-1].copy()))
    W.append(Workload("concatenate_1024x1024x2", "data movement",
                      [("f32", [r, c], 1), ("f32", [r, c], 2)],
                      lambda p, v: (p.op("concatenate", v, [tx, tx], ttype([r, 2 * c], "f32"),
                                         "dimension = 1 : i64"), [r, 2 * c], "f32"),
                      lambda a: np.concatenate(a, axis=1)))

    def pad(p, v):
        z = p.const("0.0", ttype([], "f32"))
        return p.op("pad", [v[0], z], [tx, ttype([], "f32")], ttype([r + 2, c + 2], "f32"),
                    f"edge_padding_low = {arr([1, 1])}, edge_padding_high = {arr([1, 1])}, "
                    f"interior_padding = {arr([0, 0])}"), [r + 2, c + 2], "f32"
    W.append(Workload("pad_1024x1024", "data movement", [("f32", [r, c], 1)], pad,
                      lambda a: np.pad(a[0], 1)))

    # 3. reduce over 1M f32 (1024x1024): one axis and all axes
    for kind, init, npfn in [("add", "0.0", np.sum), ("maximum", "0xFF800000", np.max)]:
        for dims in [[1], [0, 1]]:
            def emit(p, v, kind=kind, init=init, dims=dims):
                out = [r] if dims == [1] else []
                z = p.const(init, ttype([], "f32"))
                return p.op("reduce", [v[0], z], [tx, ttype([], "f32")], ttype(out, "f32"),
                            f"dimensions = {arr(dims)}",
                            region(ttype([], "f32"), kind)), out, "f32"
            axis = 1 if dims == [1] else None
            nm = "sum" if kind == "add" else "max"
            tol = dict(rtol=1e-5, atol=2e-2 if axis is None else 1e-3) if kind == "add" else {}
            # twin: f32 in, f32 out (NumPy's own pairwise sum); the check
            # compares with a float64 sum rounded once
            W.append(Workload(f"reduce_{nm}_{'axis1' if axis else 'all'}_1M", "reduce",
                              [("f32", [r, c], 1)], emit,
                              (lambda a, f=npfn, ax=axis: f(a[0], axis=ax)),
                              reference=(lambda a, f=npfn, ax=axis:
                                         np.asarray(f(a[0].astype(np.float64)
                                                      if f is np.sum else a[0], axis=ax),
                                                    np.float32)), **tol))

    # reduce_window max-pool 1x64x112x112 (channels scaled), 3x3 stride 2 pad 1
    ch = S(64)
    sh = [1, ch, 112, 112]
    osh = [1, ch, 56, 56]

    def pool(p, v):
        z = p.const("0xFF800000", ttype([], "f32"))
        return p.op("reduce_window", [v[0], z], [ttype(sh, "f32"), ttype([], "f32")],
                    ttype(osh, "f32"),
                    f"window_dimensions = {arr([1, 1, 3, 3])}, window_strides = "
                    f"{arr([1, 1, 2, 2])}, padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> "
                    f": tensor<4x2xi64>", region(ttype([], "f32"), "maximum")), osh, "f32"

    def np_pool(a):
        x = np.pad(a[0], ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf)
        out = None
        for i in range(3):
            for j in range(3):
                w = x[:, :, i:i + 111:2, j:j + 111:2]
                out = w.copy() if out is None else np.maximum(out, w, out=out)
        return out
    W.append(Workload("maxpool_1x64x112x112_3x3s2", "reduce", [("f32", sh, 1)], pool, np_pool))

    # 4. dot_general
    def matmul(name, b, m, k, nn, dt="f32"):
        lhs = [b, m, k] if b else [m, k]
        rhs = [b, k, nn] if b else [k, nn]
        out = [b, m, nn] if b else [m, nn]
        dn = (f"dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = "
              f"[{'0' if b else ''}], rhs_batching_dimensions = [{'0' if b else ''}], "
              f"lhs_contracting_dimensions = [{2 if b else 1}], "
              f"rhs_contracting_dimensions = [{1 if b else 0}]>")
        emit = lambda p, v: (p.op("dot_general", v, [ttype(lhs, dt), ttype(rhs, dt)],
                                  ttype(out, dt), dn), out, dt)
        W.append(Workload(name, "dot", [(dt, lhs, 1), (dt, rhs, 2)], emit,
                          lambda a: np.matmul(a[0], a[1]), rtol=1e-4, atol=1e-4 * math.sqrt(k),
                          flops=2 * (b or 1) * m * k * nn))
    matmul("dot_256x256x256", 0, S(256), 256, 256)
    matmul("dot_1024x1024x1024", 0, S(1024), 1024, 1024)
    matmul("dot_2048x2048x2048", 0, S(2048), 2048, 2048)
    matmul("dot_f64_256x256x256", 0, S(256), 256, 256, "f64")
    matmul("dot_f64_1024x1024x1024", 0, S(1024), 1024, 1024, "f64")
    matmul("dot_f64_2048x2048x2048", 0, S(2048), 2048, 2048, "f64")
    matmul("dot_batched_32x128x64x128", S(32), 128, 64, 128)

    # 5. convolution NHWC x HWIO, 3x3, stride 1, pad 1 (rows scaled)
    h = S(56, 3)
    xs = [1, h, 56, 64]

    def conv(name, groups):
        ws = [3, 3, 64 // groups, 64]

        def emit(p, v):
            return p.op("convolution", v, [ttype(xs, "f32"), ttype(ws, "f32")], ttype(xs, "f32"),
                        f"window_strides = {arr([1, 1])}, padding = dense<1> : tensor<2x2xi64>, "
                        f"lhs_dilation = {arr([1, 1])}, rhs_dilation = {arr([1, 1])}, "
                        f"dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->"
                        f"[b, 0, 1, f]>, feature_group_count = {groups} : i64, "
                        f"batch_group_count = 1 : i64"), xs, "f32"

        def np_conv(a):
            x = np.pad(a[0], ((0, 0), (1, 1), (1, 1), (0, 0)))
            w = a[1]
            out = np.zeros(xs, np.float32)
            for i in range(3):
                for j in range(3):
                    win = x[:, i:i + xs[1], j:j + xs[2], :]
                    if groups == 1:
                        out += win @ w[i, j]
                    else:
                        out += win * w[i, j, 0]
            return out
        W.append(Workload(name, "convolution", [("f32", xs, 1), ("f32", ws, 2)], emit, np_conv,
                          rtol=1e-4, atol=1e-4,
                          flops=2 * int(np.prod(xs)) * 9 * (64 // groups)))
    conv("conv_1x56x56x64_3x3x64x64", 1)
    conv("conv_depthwise_1x56x56x64_3x3", 64)

    # 6. gather 100k rows of 128 from a 50k-row table; scatter-add of 100k rows
    rows, table, width = S(100000, 16), S(50000, 16), 128
    ts, its, us = [table, width], [rows, 1], [rows, width]

    def gather(p, v):
        return p.op("gather", v, [ttype(ts, "f32"), ttype(its, "i32")], ttype(us, "f32"),
                    "dimension_numbers = #stablehlo.gather<offset_dims = [1], "
                    "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
                    f"slice_sizes = {arr([1, width])}, indices_are_sorted = false"), us, "f32"
    W.append(Workload("gather_100k_of_50kx128", "gather/scatter",
                      [("f32", ts, 1), ("idx", its, 2, table)], gather,
                      lambda a: a[0][a[1][:, 0]]))

    def scatter(p, v):
        return p.op("scatter", v,
                    [ttype(ts, "f32"), ttype(its, "i32"), ttype(us, "f32")], ttype(ts, "f32"),
                    "scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], "
                    "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
                    "index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false",
                    region(ttype([], "f32"), "add")), ts, "f32"

    def np_scatter(a):
        out = a[0].copy()
        np.add.at(out, a[1][:, 0], a[2])
        return out
    W.append(Workload("scatter_add_100k_into_50kx128", "gather/scatter",
                      [("zero", ts, 0), ("idx", its, 2, table), ("f32", us, 3)], scatter,
                      np_scatter,
                      rtol=1e-5, atol=1e-5))

    # 7. sort 1M f32; fft of 2^16 complex64
    ns = S(1 << 20, 16)

    def sort(p, v):
        t0 = ttype([], "f32")
        reg = (f"{{\n  ^bb0(%a: {t0}, %b: {t0}):\n"
               f'    %r = "stablehlo.compare"(%a, %b) {{comparison_direction = '
               f"#stablehlo<comparison_direction LT>, compare_type = "
               f"#stablehlo<comparison_type FLOAT>}} : ({t0}, {t0}) -> tensor<i1>\n"
               f'    "stablehlo.return"(%r) : (tensor<i1>) -> ()\n  }}')
        t = ttype([ns], "f32")
        return p.op("sort", v, [t], t, "dimension = 0 : i64, is_stable = false", reg), [ns], "f32"
    W.append(Workload("sort_1M_f32", "sort/fft", [("f32", [ns], 1)], sort,
                      lambda a: np.sort(a[0])))

    nf = 1 << max(4, int(round(math.log2(max(16, (1 << 16) * scale)))))
    tc = ttype([nf], "complex<f32>")
    W.append(Workload("fft_2^16_c64", "sort/fft", [("c64", [nf], 1)],
                      lambda p, v: (p.op("fft", v, [tc], tc,
                                         f"fft_type = #stablehlo<fft_type FFT>, "
                                         f"fft_length = {arr([nf])}"), [nf], "complex<f32>"),
                      # NumPy 1.24 has no complex64 FFT: the twin is its
                      # complex128 transform, without the cast back
                      lambda a: np.fft.fft(a[0]),
                      rtol=1e-5, atol=2e-6 * math.sqrt(nf),
                      reference=lambda a: np.fft.fft(a[0]).astype(np.complex64)))

    # 7b. fusion (issue 28 item 1): an 11-add chain on 1M f32 and a
    # transformer MLP block (dot, bias, tanh-GELU, dot, bias, residual,
    # layer norm). The twins run the same ops unfused.
    tn = ttype([n], "f32")

    def add_chain(p, v):
        r = v[0]
        for _ in range(11):
            r = p.binop("add", r, v[1], tn)
        return r, [n], "f32"

    def np_add_chain(a):
        r = a[0]
        for _ in range(11):
            r = r + a[1]
        return r
    W.append(Workload("add_chain_11_1M_f32", "fusion", [("f32", [n], 1), ("f32", [n], 2)],
                      add_chain, np_add_chain))

    mm, kk, hh = S(256), 1024, 4096
    t0 = ttype([], "f32")
    tmk, tmh = ttype([mm, kk], "f32"), ttype([mm, hh], "f32")
    dn = ("dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], "
          "rhs_contracting_dimensions = [0]>")

    def mlp(p, v):
        x, w1, b1, w2, b2 = v

        def splat(value, t):
            return p.op("broadcast_in_dim", [p.const(value, t0)], [t0], t,
                        "broadcast_dimensions = array<i64>")

        def bias(val, b, width, t):
            bb = p.op("broadcast_in_dim", [b], [ttype([width], "f32")], t,
                      f"broadcast_dimensions = {arr([1])}")
            return p.binop("add", val, bb, t)
        h = p.op("dot_general", [x, w1], [tmk, ttype([kk, hh], "f32")], tmh, dn)
        h = bias(h, b1, hh, tmh)
        # 0.5 h (1 + tanh(sqrt(2/pi) (h + 0.044715 h^3)))
        h3 = p.binop("multiply", p.binop("multiply", h, h, tmh), h, tmh)
        inner = p.binop("add", h, p.binop("multiply", splat("0.044715", tmh), h3, tmh), tmh)
        th = p.unop("tanh", p.binop("multiply", splat("0.797884583", tmh), inner, tmh), tmh)
        g = p.binop("multiply", p.binop("multiply", splat("0.5", tmh), h, tmh),
                    p.binop("add", splat("1.0", tmh), th, tmh), tmh)
        y = p.op("dot_general", [g, w2], [tmh, ttype([hh, kk], "f32")], tmk, dn)
        y = p.binop("add", bias(y, b2, kk, tmk), x, tmk)
        tm = ttype([mm], "f32")

        def row_mean(val):
            z = p.const("0.0", t0)
            s = p.op("reduce", [val, z], [tmk, t0], tm, f"dimensions = {arr([1])}",
                     region(t0, "add"))
            s = p.binop("multiply", s, p.op("broadcast_in_dim", [p.const("9.765625E-4", t0)],
                                             [t0], tm, "broadcast_dimensions = array<i64>"), tm)
            return p.op("broadcast_in_dim", [s], [tm], tmk, f"broadcast_dimensions = {arr([0])}")
        d = p.binop("subtract", y, row_mean(y), tmk)
        var = p.binop("add", row_mean(p.binop("multiply", d, d, tmk)), splat("1.0E-5", tmk), tmk)
        return p.binop("multiply", d, p.unop("rsqrt", var, tmk), tmk), [mm, kk], "f32"

    def np_mlp(a):
        x, w1, b1, w2, b2 = a
        f = np.float32
        h = x @ w1 + b1
        g = (f(0.5) * h) * (f(1.0) + np.tanh(f(0.797884583) * (h + f(0.044715) * (h * h * h))))
        y = g @ w2 + b2 + x
        d = y - y.sum(axis=1, keepdims=True) * f(9.765625e-4)
        var = (d * d).sum(axis=1, keepdims=True) * f(9.765625e-4) + f(1e-5)
        return d * (f(1.0) / np.sqrt(var))
    W.append(Workload("mlp_block_256x1024x4096", "fusion",
                      [("f32", [mm, kk], 1), ("f32", [kk, hh], 2), ("f32", [hh], 3),
                       ("f32", [hh, kk], 4), ("f32", [kk], 5)], mlp, np_mlp,
                      rtol=1e-3, atol=1e-3, flops=4 * mm * kk * hh))

    # Attention as issue 28 names it: 8 heads of 512x64, scores Q K^T scaled
    # by 1/sqrt(64), max-subtracted softmax over the keys, weighted sum of V.
    heads, seq, hd = S(8), 512, 64
    tq = ttype([heads, seq, hd], "f32")
    ts = ttype([heads, seq, seq], "f32")
    tr = ttype([heads, seq], "f32")

    def attention(p, v):
        q, k, vv = v
        s = p.op("dot_general", [q, k], [tq, tq], ts,
                 "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], "
                 "rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], "
                 "rhs_contracting_dimensions = [2]>")
        scale = p.op("broadcast_in_dim", [p.const("0.125", t0)], [t0], ts,
                     "broadcast_dimensions = array<i64>")
        s = p.binop("multiply", s, scale, ts)

        def rows(val, init, body):
            r = p.op("reduce", [val, p.const(init, t0)], [ts, t0], tr,
                     f"dimensions = {arr([2])}", region(t0, body))
            return p.op("broadcast_in_dim", [r], [tr], ts,
                        f"broadcast_dimensions = {arr([0, 1])}")
        e = p.unop("exponential", p.binop("subtract", s, rows(s, "0xFF800000", "maximum"), ts),
                   ts)
        w = p.binop("divide", e, rows(e, "0.0", "add"), ts)
        out = p.op("dot_general", [w, vv], [ts, tq], tq,
                   "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], "
                   "rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], "
                   "rhs_contracting_dimensions = [1]>")
        return out, [heads, seq, hd], "f32"

    def np_attention(a):
        q, k, v = a
        s = np.matmul(q, k.transpose(0, 2, 1)) * np.float32(0.125)
        e = np.exp(s - s.max(axis=2, keepdims=True))
        return np.matmul(e / e.sum(axis=2, keepdims=True), v)
    W.append(Workload("attention_8x512x64", "fusion",
                      [("f32", [heads, seq, hd], 1), ("f32", [heads, seq, hd], 2),
                       ("f32", [heads, seq, hd], 3)], attention, np_attention,
                      rtol=1e-3, atol=1e-4, flops=4 * heads * seq * seq * hd))

    # 8. while loop: i < n; i += 1; acc += 0.5
    iters = S(100000)
    W.append(while_workload(iters))

    # 9. JAX-style module with a 10 MiB hex constant
    W.append(hex_workload(S(10 << 20, 64) // 4))
    return W


LOOP = """  {r}:2 = "stablehlo.while"(%i0, %a0) ({{
  ^bb0(%i: tensor<i64>, %acc: tensor<f32>):
    %c = "stablehlo.compare"(%i, %n) {{comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>}} : (tensor<i64>, tensor<i64>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}, {{
  ^bb0(%i: tensor<i64>, %acc: tensor<f32>):
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %acc2 = "stablehlo.add"(%acc, %step) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%i2, %acc2) : (tensor<i64>, tensor<f32>) -> ()
  }}) : (tensor<i64>, tensor<f32>) -> (tensor<i64>, tensor<f32>)"""


def while_workload(iters):
    def program(mode, k=1):
        n = 0 if mode == "base" else iters
        loops = "\n".join(LOOP.format(r=f"%r{j}", n=n) for j in range(k))
        text = f"""func.func @main() -> (tensor<i64>, tensor<f32>) {{
  %i0 = stablehlo.constant dense<0> : tensor<i64>
  %a0 = stablehlo.constant dense<0.0> : tensor<f32>
  %n = stablehlo.constant dense<{n}> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %step = stablehlo.constant dense<0.5> : tensor<f32>
{loops}
  func.return %r{k - 1}#0, %r{k - 1}#1 : tensor<i64>, tensor<f32>
}}
"""
        return text, [], "i64"

    def np_loop(a):
        i, acc, n = np.int64(0), np.float32(0), np.int64(iters)
        one, step = np.int64(1), np.float32(0.5)
        while i < n:
            i = i + one
            acc = acc + step
        return np.array([i, acc], dtype=np.float64)
    w = Workload("while_100k_iterations", "while", [], None, np_loop, program=program)
    w.results = 2
    return w


def hex_workload(count):
    data = np_uniform([count], 9)

    def program(mode, k=1):
        m = 4 if mode == "base" else count
        h = data[:m].tobytes().hex().upper()
        t = ttype([m], "f32")
        pt = ttype([len(range(0, m, probe_stride(m)))], "f32")
        ret = t if mode == "check" else pt
        text = f"""module @jit_f attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main() -> ({ret} {{jax.result_info = ""}}) {{
    %cst = stablehlo.constant dense<"0x{h}"> : {t}
    %0 = call @inner(%cst) : ({t}) -> {t}
"""
        if mode == "check":
            text += f"    return %0 : {t}\n"
        else:
            text += (f'    %1 = "stablehlo.slice"(%0) {{start_indices = array<i64: 0>, '
                     f"limit_indices = array<i64: {m}>, strides = array<i64: {probe_stride(m)}>}}"
                     f" : ({t}) -> {pt}\n    return %1 : {pt}\n")
        text += f"""  }}
  func.func private @inner(%arg0: {t}) -> {t} {{
    %0 = stablehlo.multiply %arg0, %arg0 : {t}
    return %0 : {t}
  }}
}}
"""
        return text, [count], "f32"

    def np_hex(a):
        # what the interpreter does: parse the hex text, then multiply
        x = np.frombuffer(bytes.fromhex(np_hex.text), dtype=np.float32)
        return x * x
    np_hex.text = data.tobytes().hex().upper()
    w = Workload("hex_constant_10MiB", "hex constant", [], None, np_hex,
                 program=program)
    w.hex_count = count
    w.no_repeat = True  # the time measured is the constant's, once
    return w


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--out", default="bench-workloads")
    ap.add_argument("--mode", choices=["op", "base", "check"], action="append")
    ap.add_argument("--only", default="")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    ws = build(args.scale)
    if args.only:
        keep = args.only.split(",")
        ws = [w for w in ws if any(k in w.name for k in keep)]
    if args.list:
        for w in ws:
            print(f"{w.name:36} {w.group}")
        return
    os.makedirs(args.out, exist_ok=True)
    for w in ws:
        for mode in args.mode or ["op", "base", "check"]:
            text, _, _ = w.program(mode)
            with open(os.path.join(args.out, f"{w.name}.{mode}.mlir"), "w") as f:
                f.write(text)
    print(f"wrote {len(ws)} workloads to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
