"""Runs JAX's lapack_*_ffi custom calls through the interpreter and checks
the results against SciPy's LAPACK wrappers (scipy.linalg.lapack, .blas).

Usage: lapack_calls.py INTERPRETER WORKDIR

For every routine and element type (s, d, c, z) the script writes a program
whose operands are constants (exact bytes, seeded random matrices, a batch
of two), runs `INTERPRETER --interpret --results-npy`, and compares:
- values LAPACK determines (factors, pivots, reflectors, tau, solutions,
  eigenvalues of Hermitian matrices, singular values, info) with SciPy's
  call of the same routine, to a tolerance of the element type;
- where LAPACK leaves a choice (eigenvector phase, the order of the
  eigenvalues of a non-symmetric matrix, the signs of singular vectors),
  residuals instead: A v = lambda v with |v| = 1, V^H V = I,
  U diag(s) V^H = A, A = Z T Z^H with Z unitary and T quasi-triangular.
Prints one line per case and `lapack_calls: N cases passed`; exits 1 on the
first failure.
"""
import os
import subprocess
import sys

import numpy as np
import scipy.linalg.blas as blas
import scipy.linalg.lapack as lapack

INTERP, WORK = sys.argv[1], sys.argv[2]
os.makedirs(WORK, exist_ok=True)

TYPES = {
    "s": (np.float32, "f32", 2e-4),
    "d": (np.float64, "f64", 1e-10),
    "c": (np.complex64, "complex<f32>", 2e-4),
    "z": (np.complex128, "complex<f64>", 1e-10),
}
REAL = {"s": "s", "d": "d", "c": "s", "z": "d"}
rng = np.random.default_rng(25)
passed = 0


def tensor_type(shape, element):
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def element_of(arr):
    return {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
            np.dtype(np.complex64): "complex<f32>",
            np.dtype(np.complex128): "complex<f64>",
            np.dtype(np.int32): "i32", np.dtype(np.uint8): "ui8"}[arr.dtype]


def constant(name, arr):
    data = np.ascontiguousarray(arr).tobytes().hex().upper()
    return (f"    %{name} = stablehlo.constant dense<\"0x{data}\"> : "
            f"{tensor_type(arr.shape, element_of(arr))}\n")


def random(p, shape):
    dtype = TYPES[p][0]
    a = rng.standard_normal(shape)
    if p in "cz":
        a = a + 1j * rng.standard_normal(shape)
    return a.astype(dtype)


def run(name, target, operands, config, results):
    """Runs the custom call on `operands`; returns its results as arrays."""
    args = ", ".join(f"%a{i}" for i in range(len(operands)))
    in_types = ", ".join(tensor_type(a.shape, element_of(a)) for a in operands)
    out_types = ", ".join(tensor_type(s, e) for s, e in results)
    text = "func.func @main() -> (" + out_types + ") {\n"
    for i, a in enumerate(operands):
        text += constant(f"a{i}", a)
    n = len(results)
    lhs = "%r" if n == 1 else f"%r:{n}"
    text += (f"    {lhs} = stablehlo.custom_call @{target}({args}) {{{config}}} "
             f": ({in_types}) -> ({out_types})\n")
    rets = ["%r"] if n == 1 else [f"%r#{i}" for i in range(n)]
    text += f"    return {', '.join(rets)} : {out_types}\n}}\n"
    path = os.path.join(WORK, name + ".mlir")
    with open(path, "w") as f:
        f.write(text)
    out = os.path.join(WORK, name + ".out")
    p = subprocess.run([INTERP, "--interpret", f"--results-npy={out}", path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        fail(name, "interpreter failed: " + p.stderr.strip())
    return [np.load(os.path.join(out, f"result{i}.npy")) for i in range(n)]


def fail(name, why):
    print(f"FAIL {name}: {why}")
    sys.exit(1)


def close(name, what, got, want, tol):
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        fail(name, f"{what}: shape {got.shape}, expected {want.shape}")
    scale = max(1.0, float(np.max(np.abs(want)))) if want.size else 1.0
    err = float(np.max(np.abs(got.astype(np.complex128) -
                              want.astype(np.complex128)))) if want.size else 0
    if err > tol * scale * 10:
        fail(name, f"{what}: largest difference {err:.3g} (scale {scale:.3g})")


def small(name, what, value, tol):
    if not value <= tol * 100:
        fail(name, f"{what}: residual {value:.3g}")


def ok(name):
    global passed
    passed += 1
    print(f"ok {name}")


def ui8(c):
    return f"{ord(c)} : ui8"


B = 2  # batch


def batch(p, shape):
    return random(p, (B,) + shape)


def hermitian(p, n):
    a = batch(p, (n, n))
    return (a + np.conj(np.swapaxes(a, -1, -2))).astype(a.dtype)


def positive_definite(p, n):
    a = batch(p, (n, n))
    m = a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)
    return m.astype(a.dtype)


for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    i32 = "i32"
    get = lambda r: getattr(lapack, p + r)

    # potrf, both triangles.
    for uplo in "LU":
        a = positive_definite(p, 4)
        name = f"{p}potrf_{uplo}"
        r = run(name, f"lapack_{p}potrf_ffi", [a],
                f"mhlo.backend_config = {{uplo = {ui8(uplo)}}}",
                [(a.shape, el), ((B,), i32)])
        for b in range(B):
            c, info = get("potrf")(a[b], lower=uplo == "L", clean=0)
            close(name, "factor", r[0][b], c, tol)
            close(name, "info", r[1][b], info, 0)
        ok(name)

    # getrf, square and wide.
    for shape in [(3, 3), (3, 4), (4, 3)]:
        a = batch(p, shape)
        k = min(shape)
        name = f"{p}getrf_{shape[0]}x{shape[1]}"
        r = run(name, f"lapack_{p}getrf_ffi", [a], "mhlo.backend_config = {}",
                [(a.shape, el), ((B, k), i32), ((B,), i32)])
        for b in range(B):
            lu, piv, info = get("getrf")(a[b])
            close(name, "lu", r[0][b], lu, tol)
            close(name, "pivots (1-based)", r[1][b], piv + 1, 0)
            close(name, "info", r[2][b], info, 0)
        ok(name)

    # geqrf then orgqr/ungqr (tall and square).
    for shape in [(4, 3), (3, 3)]:
        a = batch(p, shape)
        k = min(shape)
        name = f"{p}geqrf_{shape[0]}x{shape[1]}"
        r = run(name, f"lapack_{p}geqrf_ffi", [a],
                "mhlo.backend_config = {}, mhlo.frontend_attributes = "
                "{num_batch_dims = \"1\"}",
                [(a.shape, el), ((B, k), el)])
        for b in range(B):
            qr, tau, _, info = get("geqrf")(a[b])
            close(name, "r and reflectors", r[0][b], qr, tol)
            close(name, "tau", r[1][b], tau, tol)
        ok(name)
        org = "orgqr" if p in "sd" else "ungqr"
        name = f"{p}{org}_{shape[0]}x{shape[1]}"
        q = run(name, f"lapack_{p}{org}_ffi", [r[0], r[1]],
                "mhlo.backend_config = {}", [(a.shape, el)])[0]
        for b in range(B):
            want, _, info = get(org)(r[0][b], r[1][b])
            close(name, "q", q[b], want, tol)
            small(name, "Q^H Q - I",
                  np.max(np.abs(np.conj(q[b]).T @ q[b] - np.eye(shape[1]))), tol)
        ok(name)

    # geqp3 with every column free.
    a = batch(p, (4, 3))
    name = f"{p}geqp3"
    r = run(name, f"lapack_{p}geqp3_ffi", [a, np.zeros((B, 3), np.int32)],
            "mhlo.backend_config = {}",
            [(a.shape, el), ((B, 3), i32), ((B, 3), el)])
    for b in range(B):
        qr, jpvt, tau, _, info = get("geqp3")(a[b])
        close(name, "r and reflectors", r[0][b], qr, tol)
        close(name, "jpvt", r[1][b], jpvt, 0)
        close(name, "tau", r[2][b], tau, tol)
    ok(name)

    # syevd/heevd: eigenvalues against SciPy, vectors by residual.
    ev = "syevd" if p in "sd" else "heevd"
    for uplo in "LU":
        a = hermitian(p, 5)
        name = f"{p}{ev}_{uplo}"
        r = run(name, f"lapack_{p}{ev}_ffi", [a],
                f"mhlo.backend_config = {{mode = {ui8('V')}, uplo = {ui8(uplo)}}}",
                [(a.shape, el), ((B, 5), rel), ((B,), i32)])
        for b in range(B):
            w, v, info = get(ev)(a[b], lower=uplo == "L")
            close(name, "eigenvalues", r[1][b], w, tol)
            v = r[0][b]
            small(name, "A V - V diag(w)",
                  np.max(np.abs(a[b] @ v - v * r[1][b])) / np.max(np.abs(a[b])),
                  tol)
            small(name, "V^H V - I", np.max(np.abs(np.conj(v).T @ v - np.eye(5))),
                  tol)
            close(name, "info", r[2][b], info, 0)
        ok(name)

    # geev: eigenvalues (sorted) against SciPy, vectors by residual.
    a = batch(p, (4, 4))
    name = f"{p}geev"
    vec = el if p in "cz" else f"complex<{el}>"
    shapes = ([((B, 4), el)] if p in "cz" else [((B, 4), el), ((B, 4), el)])
    shapes += [(a.shape, vec), (a.shape, vec), ((B,), i32)]
    r = run(name, f"lapack_{p}geev_ffi", [a],
            f"mhlo.backend_config = {{compute_left = {ui8('V')}, "
            f"compute_right = {ui8('V')}}}", shapes)
    for b in range(B):
        if p in "cz":
            w, vl, vr, info = get("geev")(a[b])
            got = r[0][b]
            vl_got, vr_got, info_got = r[1][b], r[2][b], r[3][b]
        else:
            wr, wi, vl, vr, info = get("geev")(a[b])
            w = wr + 1j * wi
            got = r[0][b] + 1j * r[1][b]
            vl_got, vr_got, info_got = r[2][b], r[3][b], r[4][b]
        close(name, "eigenvalues", np.sort_complex(got), np.sort_complex(w), tol)
        scale = np.max(np.abs(a[b]))
        small(name, "A v - lambda v",
              np.max(np.abs(a[b] @ vr_got - vr_got * got)) / scale, tol)
        small(name, "u^H A - lambda u^H",
              np.max(np.abs(np.conj(vl_got).T @ a[b] -
                            got[:, None] * np.conj(vl_got).T)) / scale, tol)
        small(name, "|v| - 1",
              np.max(np.abs(np.linalg.norm(vr_got, axis=0) - 1)), tol)
        close(name, "info", info_got, info, 0)
    ok(name)

    # geev of a matrix with a NaN: info = -4 as JAX's kernel reports.
    a = batch(p, (3, 3))
    a[1, 0, 0] = np.nan
    name = f"{p}geev_nan"
    r = run(name, f"lapack_{p}geev_ffi", [a],
            f"mhlo.backend_config = {{compute_left = {ui8('N')}, "
            f"compute_right = {ui8('V')}}}",
            ([((B, 3), el)] if p in "cz" else [((B, 3), el), ((B, 3), el)]) +
            [(a.shape, vec), (a.shape, vec), ((B,), i32)])
    if r[-1][0] != 0 or r[-1][1] != -4:
        fail(name, f"info {r[-1]}, expected [0, -4]")
    ok(name)

    # gees: Schur form A = Z T Z^H.
    a = batch(p, (4, 4))
    name = f"{p}gees"
    shapes = [(a.shape, el), (a.shape, el), ((B, 4), el)]
    if p in "sd":
        shapes.append(((B, 4), el))
    shapes += [((B,), i32), ((B,), i32)]
    r = run(name, f"lapack_{p}gees_ffi", [a],
            f"mhlo.backend_config = {{mode = {ui8('V')}, sort = {ui8('N')}}}",
            shapes)
    for b in range(B):
        if p in "sd":
            t, sdim, wr, wi, vs, _, info = get("gees")(lambda x, y: 0, a[b])
            w = wr + 1j * wi
            got = r[2][b] + 1j * r[3][b]
        else:
            t, sdim, w, vs, _, info = get("gees")(lambda x: 0, a[b])
            got = r[2][b]
        close(name, "eigenvalues", np.sort_complex(got), np.sort_complex(w), tol)
        tt, z = r[0][b], r[1][b]
        small(name, "Z T Z^H - A",
              np.max(np.abs(z @ tt @ np.conj(z).T - a[b])) / np.max(np.abs(a[b])),
              tol)
        small(name, "Z^H Z - I", np.max(np.abs(np.conj(z).T @ z - np.eye(4))), tol)
        below = np.tril(tt, -2) if p in "sd" else np.tril(tt, -1)
        small(name, "T below its (quasi-)diagonal", np.max(np.abs(below)), tol)
        close(name, "info", r[-1][b], info, 0)
    ok(name)

    # gehrd over the whole matrix and over rows/columns 2..3.
    for low, high in [(1, 5), (2, 3)]:
        a = batch(p, (5, 5))
        name = f"{p}gehrd_{low}_{high}"
        r = run(name, f"lapack_{p}gehrd_ffi", [a],
                f"mhlo.backend_config = {{high = {high} : i32, low = {low} : i32}}",
                [(a.shape, el), ((B, 4), el), ((B,), i32)])
        for b in range(B):
            ht, tau, info = get("gehrd")(a[b], lo=low - 1, hi=high - 1)
            close(name, "hessenberg and reflectors", r[0][b], ht, tol)
            close(name, "tau", r[1][b][low - 1:high - 1], tau[low - 1:high - 1],
                  tol)
            close(name, "info", r[2][b], info, 0)
        ok(name)

    # sytrd/hetrd.
    td = "sytrd" if p in "sd" else "hetrd"
    for uplo in "LU":
        a = hermitian(p, 4)
        name = f"{p}{td}_{uplo}"
        r = run(name, f"lapack_{p}{td}_ffi", [a],
                f"mhlo.backend_config = {{uplo = {ui8(uplo)}}}",
                [(a.shape, el), ((B, 4), rel), ((B, 3), rel), ((B, 3), el),
                 ((B,), i32)])
        for b in range(B):
            c, d, e, tau, info = get(td)(a[b], lower=uplo == "L")
            close(name, "reduced matrix", r[0][b], c, tol)
            close(name, "d", r[1][b], d, tol)
            close(name, "e", r[2][b], e, tol)
            close(name, "tau", r[3][b], tau, tol)
            close(name, "info", r[4][b], info, 0)
        ok(name)

    # gesdd and gesvd, tall and wide, modes A, S, N.
    for routine in ["gesdd", "gesvd"]:
        for shape in [(4, 3), (3, 4)]:
            m, n = shape
            k = min(shape)
            for mode in "ASN":
                a = batch(p, shape)
                name = f"{p}{routine}_{m}x{n}_{mode}"
                us = {"A": (m, m), "S": (m, k), "N": (m, k)}[mode]
                vs = {"A": (n, n), "S": (k, n), "N": (k, n)}[mode]
                r = run(name, f"lapack_{p}{routine}_ffi", [a],
                        f"mhlo.backend_config = {{mode = {ui8(mode)}}}",
                        [(a.shape, el), ((B, k), rel), ((B,) + us, el),
                         ((B,) + vs, el), ((B,), i32)])
                for b in range(B):
                    s = get(routine)(a[b], compute_uv=0)[1]
                    close(name, "singular values", r[1][b], s, tol)
                    if mode != "N":
                        u, vt = r[2][b], r[3][b]
                        small(name, "U S V^H - A",
                              np.max(np.abs((u[:, :k] * r[1][b]) @ vt[:k] - a[b])),
                              tol)
                        small(name, "U^H U - I",
                              np.max(np.abs(np.conj(u).T @ u - np.eye(us[1]))), tol)
                        small(name, "V V^H - I",
                              np.max(np.abs(vt @ np.conj(vt).T - np.eye(vs[0]))),
                              tol)
                    close(name, "info", r[4][b], 0, 0)
                ok(name)

    # trsm: every side, triangle, transposition and diagonal, with and
    # without alpha.
    for side in "LR":
        for uplo in "LU":
            for trans in ("NTC" if p in "cz" else "NT"):
                for diag in "NU":
                    b_shape = (3, 4)
                    kdim = 3 if side == "L" else 4
                    a = batch(p, (kdim, kdim)) + 4 * np.eye(kdim, dtype=dtype)
                    a = a.astype(dtype)
                    y = batch(p, b_shape)
                    ops = [a, y]
                    alpha = 1.0
                    if diag == "U":
                        alpha = np.array(1.5, dtype)
                        ops.append(alpha)
                    name = f"{p}trsm_{side}{uplo}{trans}{diag}"
                    r = run(name, f"lapack_{p}trsm_ffi", ops,
                            f"mhlo.backend_config = {{diag = {ui8(diag)}, "
                            f"side = {ui8(side)}, trans_x = {ui8(trans)}, "
                            f"uplo = {ui8(uplo)}}}",
                            [(y.shape, el)])[0]
                    fn = getattr(blas, p + "trsm")
                    for b in range(B):
                        want = fn(alpha, a[b], y[b], side=side == "R",
                                  lower=uplo == "L",
                                  trans_a={"N": 0, "T": 1, "C": 2}[trans],
                                  diag=diag == "U")
                        close(name, "x", r[b], want, tol)
                    ok(name)

    # gtsv: dl[0] and du[n-1] are not part of the system.
    n = 5
    dl, d, du = batch(p, (n,)), batch(p, (n,)) + 4, batch(p, (n,))
    d = d.astype(dtype)
    y = batch(p, (n, 3))
    name = f"{p}gtsv"
    r = run(name, f"lapack_{p}gtsv_ffi", [dl, d, du, y],
            "mhlo.backend_config = {}",
            [((B, n), el)] * 3 + [(y.shape, el), ((B,), i32)])
    for b in range(B):
        _, _, _, x, info = get("gtsv")(dl[b][1:], d[b], du[b][:-1], y[b])
        close(name, "x", r[3][b], x, tol)
        close(name, "info", r[4][b], info, 0)
        m = np.diag(d[b]) + np.diag(dl[b][1:], -1) + np.diag(du[b][:-1], 1)
        small(name, "A x - b", np.max(np.abs(m @ r[3][b] - y[b])), tol)
    ok(name)

# The GPU solvers' targets run as the CPU kernels computing the same thing.
for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    i32 = "i32"
    get = lambda r: getattr(lapack, p + r)
    for prefix in ["cusolver", "hipsolver"]:
        a = batch(p, (3, 3))
        name = f"{prefix}_getrf_{p}"
        r = run(name, f"{prefix}_getrf_ffi", [a], "mhlo.backend_config = {}",
                [(a.shape, el), ((B, 3), i32), ((B,), i32)])
        for b in range(B):
            lu, piv, info = get("getrf")(a[b])
            close(name, "lu", r[0][b], lu, tol)
            close(name, "pivots (1-based)", r[1][b], piv + 1, 0)
        ok(name)

        a = batch(p, (4, 3))
        name = f"{prefix}_geqrf_orgqr_{p}"
        r = run(name, f"{prefix}_geqrf_ffi", [a], "mhlo.backend_config = {}",
                [(a.shape, el), ((B, 3), el)])
        q = run(name + "_q", f"{prefix}_orgqr_ffi", [r[0], r[1]],
                "mhlo.backend_config = {}", [(a.shape, el)])[0]
        for b in range(B):
            qr, tau, _, info = get("geqrf")(a[b])
            close(name, "reflectors", r[0][b], qr, tol)
            r_factor = np.triu(r[0][b])[:3]
            small(name, "Q R - A", np.max(np.abs(q[b] @ r_factor - a[b])), tol)
        ok(name)

        for algorithm in [0, 1, 2]:
            a = hermitian(p, 4)
            name = f"{prefix}_syevd_{p}_{algorithm}"
            r = run(name, f"{prefix}_syevd_ffi", [a],
                    f"mhlo.backend_config = {{algorithm = {algorithm} : ui8, "
                    f"lower = {'true' if algorithm != 1 else 'false'}}}",
                    [(a.shape, el), ((B, 4), rel), ((B,), i32)])
            for b in range(B):
                w = np.linalg.eigvalsh(a[b].astype(np.complex128))
                close(name, "eigenvalues", r[1][b], w, tol)
                v = r[0][b]
                small(name, "A V - V diag(w)",
                      np.max(np.abs(a[b] @ v - v * r[1][b])) / np.max(np.abs(a[b])),
                      tol)
            ok(name)

        for full in [True, False]:
            a = batch(p, (4, 3))
            k = 3
            name = f"{prefix}_gesvdj_{p}_{'full' if full else 'econ'}"
            us = (4, 4) if full else (4, 3)
            r = run(name, f"{prefix}_gesvdj_ffi", [a],
                    f"mhlo.backend_config = {{compute_uv = true, "
                    f"full_matrices = {'true' if full else 'false'}}}",
                    [(a.shape, el), ((B, k), rel), ((B,) + us, el),
                     ((B, 3, 3), el), ((B,), i32)])
            for b in range(B):
                s_want = np.linalg.svd(a[b].astype(np.complex128), compute_uv=False)
                close(name, "singular values", r[1][b], s_want, tol)
                u, v = r[2][b], r[3][b]
                small(name, "U S V^H - A",
                      np.max(np.abs((u[:, :k] * r[1][b]) @ np.conj(v).T - a[b])), tol)
            ok(name)

    # gesvd: a tall matrix as it is, a wide one with transposed = true
    # (result 2 is then V^H and result 3 is U, the logical values the
    # kernel's row-major buffers hold).
    for shape, transposed in [((4, 3), False), ((3, 4), True)]:
        for full in [True, False]:
            m, n = shape
            k = min(shape)
            a = batch(p, shape)
            name = f"cusolver_gesvd_{p}_{m}x{n}_{'full' if full else 'econ'}"
            us = (m, m) if full else (m, k)
            vs = (n, n) if full else (k, n)
            r2, r3 = (vs, us) if transposed else (us, vs)
            r = run(name, "cusolver_gesvd_ffi", [a],
                    f"mhlo.backend_config = {{compute_uv = true, "
                    f"full_matrices = {'true' if full else 'false'}, "
                    f"transposed = {'true' if transposed else 'false'}}}",
                    [(a.shape, el), ((B, k), rel), ((B,) + r2, el),
                     ((B,) + r3, el), ((B,), i32)])
            for b in range(B):
                s_want = np.linalg.svd(a[b].astype(np.complex128), compute_uv=False)
                close(name, "singular values", r[1][b], s_want, tol)
                u, vt = (r[3][b], r[2][b]) if transposed else (r[2][b], r[3][b])
                small(name, "U S V^H - A",
                      np.max(np.abs((u[:, :k] * r[1][b]) @ vt[:k] - a[b])), tol)
            ok(name)

    a = hermitian(p, 4)
    name = f"cusolver_sytrd_{p}"
    td = "sytrd" if p in "sd" else "hetrd"
    r = run(name, "cusolver_sytrd_ffi", [a],
            "mhlo.backend_config = {lower = true}",
            [(a.shape, el), ((B, 4), rel), ((B, 3), rel), ((B, 3), el),
             ((B,), i32)])
    for b in range(B):
        c, d, e, tau, info = get(td)(a[b], lower=1)
        close(name, "reduced matrix", r[0][b], c, tol)
        close(name, "d", r[1][b], d, tol)
        close(name, "e", r[2][b], e, tol)
    ok(name)

# lu_pivots_to_permutation: swap row i with row pivots[i] of the identity
# permutation, in order (by hand below).
for prefix in ["cu", "hip"]:
    pivots = np.array([[2, 2, 3], [0, 3, 2]], np.int32)
    name = f"{prefix}_lu_pivots_to_permutation"
    r = run(name, f"{prefix}_lu_pivots_to_permutation", [pivots],
            "mhlo.backend_config = {permutation_size = 5 : i32}",
            [((2, 5), "i32")])[0]
    # [0 1 2 3 4] -> swap(0,2) [2 1 0 3 4] -> swap(1,2) [2 0 1 3 4]
    #   -> swap(2,3) [2 0 3 1 4];  [0 1 2 3 4] -> swap(1,3) [0 3 2 1 4]
    #   -> swap(2,2) [0 3 2 1 4]
    close(name, "permutation", r, np.array([[2, 0, 3, 1, 4], [0, 3, 2, 1, 4]]), 0)
    ok(name)

# XLA's TPU targets run as the LAPACK routines computing the same.
for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    get = lambda r: getattr(lapack, p + r)
    a = batch(p, (4, 3))
    name = f"Qr_{p}"
    r = run(name, "Qr", [a], "backend_config = \"\"", [(a.shape, el), ((B, 3), el)])
    q = run(name + "_q", "ProductOfElementaryHouseholderReflectors", [r[0], r[1]],
            "backend_config = \"\"", [(a.shape, el)])[0]
    for b in range(B):
        qr, tau, _, info = get("geqrf")(a[b])
        close(name, "reflectors", r[0][b], qr, tol)
        close(name, "taus", r[1][b], tau, tol)
        small(name, "Q R - A", np.max(np.abs(q[b] @ np.triu(r[0][b])[:3] - a[b])), tol)
    ok(name)

    a = hermitian(p, 4)
    name = f"Eigh_{p}"
    r = run(name, "Eigh", [a], "backend_config = \"1,1,100,1e-6\"",
            [(a.shape, el), ((B, 4), rel)])
    for b in range(B):
        close(name, "eigenvalues", r[1][b],
              np.linalg.eigvalsh(a[b].astype(np.complex128)), tol)
        v = r[0][b]
        small(name, "A V - V diag(w)",
              np.max(np.abs(a[b] @ v - v * r[1][b])) / np.max(np.abs(a[b])), tol)
    ok(name)

    a = batch(p, (4, 3))
    name = f"LuDecomposition_{p}"
    r = run(name, "LuDecomposition", [a], "backend_config = \"\"",
            [(a.shape, el), ((B, 3), "i32"), ((B, 4), "i32")])
    for b in range(B):
        lu, piv, info = get("getrf")(a[b])
        close(name, "lu", r[0][b], lu, tol)
        close(name, "pivots (0-based)", r[1][b], piv, 0)
        low = np.tril(r[0][b], -1)[:, :3] + np.eye(4, 3)
        up = np.triu(r[0][b])[:3]
        small(name, "P A - L U", np.max(np.abs(a[b][r[2][b]] - low @ up)), tol)
    ok(name)

# The pre-FFI names: flags and dimensions as i32 scalars before the
# matrices; workspace results come back zero.
def scalar(v):
    return np.array(v, np.int32)

for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    get = lambda r: getattr(lapack, p + r)
    a = positive_definite(p, 4)
    name = f"legacy_{p}potrf"
    r = run(name, f"lapack_{p}potrf", [scalar(1), scalar(B), scalar(4), a],
            "api_version = 2 : i32", [(a.shape, el), ((B,), "i32")])
    for b in range(B):
        c, info = get("potrf")(a[b], lower=1, clean=0)
        close(name, "factor", r[0][b], c, tol)
    ok(name)

    a = batch(p, (3, 4))
    name = f"legacy_{p}getrf"
    r = run(name, f"lapack_{p}getrf", [scalar(B), scalar(3), scalar(4), a],
            "api_version = 2 : i32",
            [(a.shape, el), ((B, 3), "i32"), ((B,), "i32")])
    for b in range(B):
        lu, piv, info = get("getrf")(a[b])
        close(name, "lu", r[0][b], lu, tol)
        close(name, "pivots", r[1][b], piv + 1, 0)
    ok(name)

    a = batch(p, (4, 3))
    name = f"legacy_{p}geqrf"
    r = run(name, f"lapack_{p}geqrf", [scalar(B), scalar(4), scalar(3), scalar(16), a],
            "api_version = 2 : i32",
            [(a.shape, el), ((B, 3), el), ((B,), "i32"), ((16,), el)])
    org = "orgqr" if p in "sd" else "ungqr"
    q = run(name + "_q", f"lapack_{p}{org}",
            [scalar(B), scalar(4), scalar(3), scalar(3), scalar(16), r[0], r[1]],
            "api_version = 2 : i32", [(a.shape, el), ((B,), "i32"), ((16,), el)])
    for b in range(B):
        qr, tau, _, info = get("geqrf")(a[b])
        close(name, "reflectors", r[0][b], qr, tol)
        close(name, "tau", r[1][b], tau, tol)
        want, _, _ = get(org)(qr, tau)
        close(name, "q", q[0][b], want, tol)
    ok(name)

    a = batch(p, (4, 3))
    name = f"legacy_{p}gesdd"
    work = [((24,), "i32")] + ([((200,), rel)] if p in "cz" else []) + [((64,), el)]
    r = run(name, f"lapack_{p}gesdd",
            [scalar(0), scalar(1), scalar(B), scalar(4), scalar(3), scalar(64), a],
            "api_version = 2 : i32",
            [(a.shape, el), ((B, 3), rel), ((B, 4, 3), el), ((B, 3, 3), el),
             ((B,), "i32")] + work)
    for b in range(B):
        close(name, "singular values", r[1][b],
              get("gesdd")(a[b], compute_uv=0)[1], tol)
        small(name, "U S V^H - A",
              np.max(np.abs((r[2][b] * r[1][b]) @ r[3][b] - a[b])), tol)
    ok(name)

    t = batch(p, (3, 3)) + 4 * np.eye(3, dtype=dtype)
    t = t.astype(dtype)
    y = batch(p, (3, 2))
    name = f"legacy_{p}trsm"
    x = run(name, f"blas_{p}trsm",
            [scalar(1), scalar(1), scalar(2 if p in "cz" else 1), scalar(0),
             scalar(3), scalar(2), scalar(B), np.array(2.0, dtype), t, y],
            "api_version = 2 : i32", [(y.shape, el)])[0]
    fn = getattr(blas, p + "trsm")
    for b in range(B):
        want = fn(2.0, t[b], y[b], side=0, lower=1,
                  trans_a=2 if p in "cz" else 1, diag=0)
        close(name, "x", x[b], want, tol)
    ok(name)

# cuSPARSE's gtsv2 (x only, no info; a singular system's x is NaN) and
# cuSOLVER's polar SVD gesvdp (gesvdj's contract: V, not V^H).
for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    get = lambda r: getattr(lapack, p + r)
    n = 5
    dl, d, du = batch(p, (n,)), batch(p, (n,)) + 4, batch(p, (n,))
    d = d.astype(dtype)
    d[1] = 0
    dl[1] = 0
    du[1] = 0
    y = batch(p, (n, 2))
    for prefix in ["cusparse", "hipsparse"]:
        name = f"{prefix}_gtsv2_{p}"
        r = run(name, f"{prefix}_gtsv2_ffi", [dl, d, du, y],
                "mhlo.frontend_attributes = {num_batch_dims = \"1\"}",
                [(y.shape, el)])
        _, _, _, x, info = get("gtsv")(dl[0][1:], d[0], du[0][:-1], y[0])
        close(name, "x", r[0][0], x, tol)
        if not np.all(np.isnan(r[0][1].real)):
            fail(name, f"the singular system's x is {r[0][1]}, not NaN")
        ok(name)

    for full in [True, False]:
        a = batch(p, (4, 3))
        k = 3
        name = f"cusolver_gesvdp_{p}_{'full' if full else 'econ'}"
        us = (4, 4) if full else (4, 3)
        r = run(name, "cusolver_gesvdp_ffi", [a],
                f"mhlo.backend_config = {{compute_uv = true, "
                f"full_matrices = {'true' if full else 'false'}}}",
                [(a.shape, el), ((B, k), rel), ((B,) + us, el),
                 ((B, 3, 3), el), ((B,), "i32")])
        for b in range(B):
            close(name, "singular values", r[1][b],
                  get("gesdd")(a[b], compute_uv=0)[1], tol)
            u, v = r[2][b], r[3][b]
            small(name, "U S V^H - A",
                  np.max(np.abs((u[:, :k] * r[1][b]) @ np.conj(v).T - a[b])), tol)
            small(name, "U^H U - I",
                  np.max(np.abs(np.conj(u).T @ u - np.eye(us[1]))), tol)
        ok(name)

# The pre-FFI eigen- and Schur decompositions and reductions: jobs as ui8
# characters, workspaces first (geev, gees) or last, lda as an operand.
def char(c):
    return np.array(ord(c), np.uint8)

for p, (dtype, el, tol) in TYPES.items():
    rel = TYPES[REAL[p]][1]
    get = lambda r: getattr(lapack, p + r)
    complex_ = p in "cz"

    ev = "heevd" if complex_ else "syevd"
    for lower in (0, 1):
        a = hermitian(p, 4)
        name = f"legacy_{p}{ev}_{lower}"
        work = [((64,), el)] + ([((64,), rel)] if complex_ else []) + [((32,), "i32")]
        r = run(name, f"lapack_{p}{ev}", [scalar(lower), scalar(B), scalar(4), a],
                "api_version = 2 : i32",
                [(a.shape, el), ((B, 4), rel), ((B,), "i32")] + work)
        for b in range(B):
            w, v, info = get(ev)(a[b], lower=lower)
            close(name, "eigenvalues", r[1][b], w, tol)
            v = r[0][b]
            small(name, "A V - V diag(w)",
                  np.max(np.abs(a[b] @ v - v * r[1][b])) / np.max(np.abs(a[b])),
                  tol)
            small(name, "V^H V - I", np.max(np.abs(np.conj(v).T @ v - np.eye(4))),
                  tol)
            close(name, "info", r[2][b], info, 0)
            if np.any(r[3] != 0) or np.any(r[-1] != 0):
                fail(name, "workspaces are not zero")
        ok(name)

    a = batch(p, (4, 4))
    name = f"legacy_{p}geev"
    vec = el if complex_ else f"complex<{el}>"
    if complex_:
        shapes = [((4, 4), el), ((8,), rel), ((B, 4), el)]
    else:
        shapes = [((4, 4), el)] * 3 + [((B, 4), el), ((B, 4), el)]
    shapes += [(a.shape, vec), (a.shape, vec), ((B,), "i32")]
    r = run(name, f"lapack_{p}geev", [scalar(B), scalar(4), char("V"), char("V"), a],
            "api_version = 2 : i32", shapes)
    for b in range(B):
        if complex_:
            w, vl, vr, info = get("geev")(a[b])
            got, vl_got, vr_got, info_got = r[2][b], r[3][b], r[4][b], r[5][b]
        else:
            wr, wi, vl, vr, info = get("geev")(a[b])
            w = wr + 1j * wi
            got = r[3][b] + 1j * r[4][b]
            vl_got, vr_got, info_got = r[5][b], r[6][b], r[7][b]
        close(name, "eigenvalues", np.sort_complex(got), np.sort_complex(w), tol)
        scale = np.max(np.abs(a[b]))
        small(name, "A v - lambda v",
              np.max(np.abs(a[b] @ vr_got - vr_got * got)) / scale, tol)
        small(name, "u^H A - lambda u^H",
              np.max(np.abs(np.conj(vl_got).T @ a[b] -
                            got[:, None] * np.conj(vl_got).T)) / scale, tol)
        small(name, "|v| - 1",
              np.max(np.abs(np.linalg.norm(vr_got, axis=0) - 1)), tol)
        close(name, "info", info_got, info, 0)
    ok(name)

    a = batch(p, (4, 4))
    name = f"legacy_{p}gees"
    if complex_:
        shapes = [(a.shape, el), ((4,), rel), ((B, 4), el)]
    else:
        shapes = [(a.shape, el), ((B, 4), el), ((B, 4), el)]
    shapes += [(a.shape, el), ((B,), "i32"), ((B,), "i32")]
    r = run(name, f"lapack_{p}gees", [scalar(B), scalar(4), char("V"), char("N"), a],
            "api_version = 2 : i32", shapes)
    for b in range(B):
        if complex_:
            t, sdim, w, vs, _, info = get("gees")(lambda x: 0, a[b])
            got = r[2][b]
        else:
            t, sdim, wr, wi, vs, _, info = get("gees")(lambda x, y: 0, a[b])
            w = wr + 1j * wi
            got = r[1][b] + 1j * r[2][b]
        close(name, "eigenvalues", np.sort_complex(got), np.sort_complex(w), tol)
        tt, z = r[0][b], r[3][b]
        small(name, "Z T Z^H - A",
              np.max(np.abs(z @ tt @ np.conj(z).T - a[b])) / np.max(np.abs(a[b])),
              tol)
        small(name, "Z^H Z - I", np.max(np.abs(np.conj(z).T @ z - np.eye(4))), tol)
        below = np.tril(tt, -1) if complex_ else np.tril(tt, -2)
        small(name, "T below its (quasi-)diagonal", np.max(np.abs(below)), tol)
        close(name, "sdim", r[4][b], sdim, 0)
        close(name, "info", r[5][b], info, 0)
    ok(name)

    a = batch(p, (5, 5))
    name = f"legacy_{p}gehrd"
    r = run(name, f"lapack_{p}gehrd",
            [scalar(5), scalar(1), scalar(5), scalar(5), scalar(B), scalar(64), a],
            "api_version = 2 : i32",
            [(a.shape, el), ((B, 4), el), ((B,), "i32"), ((64,), el)])
    for b in range(B):
        ht, tau, info = get("gehrd")(a[b])
        close(name, "hessenberg and reflectors", r[0][b], ht, tol)
        close(name, "tau", r[1][b], tau[:4], tol)
        close(name, "info", r[2][b], info, 0)
    ok(name)

    td = "hetrd" if complex_ else "sytrd"
    for lower in (0, 1):
        a = hermitian(p, 4)
        name = f"legacy_{p}{td}_{lower}"
        r = run(name, f"lapack_{p}{td}",
                [scalar(4), scalar(lower), scalar(4), scalar(B), scalar(64), a],
                "api_version = 2 : i32",
                [(a.shape, el), ((B, 4), rel), ((B, 3), rel), ((B, 3), el),
                 ((B,), "i32"), ((64,), el)])
        for b in range(B):
            c, d, e, tau, info = get(td)(a[b], lower=lower)
            close(name, "reduced matrix", r[0][b], c, tol)
            close(name, "d", r[1][b], d, tol)
            close(name, "e", r[2][b], e, tol)
            close(name, "tau", r[3][b], tau, tol)
            close(name, "info", r[4][b], info, 0)
        ok(name)

print(f"lapack_calls: {passed} cases passed")
