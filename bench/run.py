#!/usr/bin/env python3
"""Runs the workloads of bench/workloads.py and prints a table against NumPy.

    /usr/bin/python3 bench/run.py [--scale 1] [--reps 3] [--only add,dot]
                                  [--bin build/bin/interpreter-translate]
                                  [--peer 'BIN [ARGS]'] [--markdown out.md]

For every workload:
- check: the `check` program is run at --check-scale (default 1/64) and its
  whole printed result compared with the NumPy twin on the same inputs;
  at full scale the probe (a strided slice of the result) printed by the
  timed run is compared too. A mismatch marks the row FAIL.
- ours: best of --reps runs of the op program minus best of --reps runs of
  the baseline program (same inputs, no op): the op's own time, start-up,
  parsing and input construction subtracted; wall clock, as NumPy's, both
  with their default threads (--clock cpu: our CPU time instead). Column
  `ours CPU` is the same difference in CPU time summed over our threads.
  Workloads slower than --slow seconds are run once.
- NumPy: the twin on precomputed inputs, right after ours: --reps rounds
  of k calls back to back (k as in our timed program), the best round's
  time over k, the statistic ours gets (until 2026-11-29: the best single
  call of up to 50).
- peak RSS: the op program's maximum resident set (wait4), against the
  issue's budget, 2 x (inputs + result) + 100 MiB.
- The header names the CPU, its vector flags and the kernel OpenBLAS runs:
  OPENBLAS_CORETYPE is set from the flags before NumPy loads OpenBLAS
  (SkylakeX with avx512f, Haswell with avx2 and fma), replacing any value
  in the environment, so the twin runs the kernels the CPU allows.
- --peer: the same op/base programs run by another `*-translate --interpret`
  binary (e.g. stablehlo-translate); its time is best of --peer-reps.

Then the whole models of bench/models.py (ResNet-50, a BERT-base encoder
layer; `--only` selects them by name too, `--no-models` leaves them out),
in a second table:
- the program takes the input and every weight as entry arguments from one
  .npz (`--args-npy`); ours = best of --model-reps (default 10) runs of the
  model minus best of as many runs of a base program with the same
  arguments that returns the input's first elements in the result's shape
  (start-up, parsing, loading the .npz and printing subtracted); `ours CPU`
  is the same difference in CPU time over all our threads; `run` is the
  model's whole best run; `later calls` is the time of one call of the
  model after the first in one process: a program calling it 3 times on
  its own arguments (the model a private function) minus the model's own
  program, halved, best of --model-reps each (what a process pays per call
  once its memory and threads are warm; later/roofline is that against
  the roofline);
- NumPy: best of --model-reps runs of the twin (the same ops, one NumPy
  call each) with glibc's malloc told to keep freed memory (`keep_heap`),
  and, in its own column, with glibc's defaults (measured first);
  ours/NumPy is against the faster of the two;
- check: the model's result (`--results-npy`) against the twin run in
  float64: max abs(ours - ref) <= 1e-4 max abs(ref) (the twin's own float32 error
  is printed beside it);
- roofline: the model's FLOPs at the sgemm rate NumPy reaches in this run
  (2048^3 f32, best of 3) plus its bytes (every op's operands and result,
  unfused; broadcasts and reshapes are views) at the copy bandwidth of this
  run (np.copyto of 256 MiB, read + write bytes, best of 5), both measured
  right after the model's own runs and its twin (until 2026-11-29: once
  before all models), so that the machine's drift between minutes does
  not enter the ratio;
- live-set bound: weights + the largest set of activations alive at once
  (counted from the op list) + the fixed runtime, against the model run's
  peak RSS. The fixed runtime is the peak RSS of the model's miniature
  (bench/models.py's MINIATURES: the same ops, weights and activations
  below 1 MB) less its own weights and live set, this run: the code of the
  ops the model uses, the program and its plan, the threads. Until
  2026-11-30 it was the peak RSS of a program returning one constant,
  which needs none of them; that bound's ratio is still printed
  (`RSS/bound, 1-constant`).
"""
import argparse
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
import threading
import time


def cpu_facts():
    """The CPU's model name and flags, from /proc/cpuinfo ('' and an empty
    set where there is none)."""
    model, flags = "", set()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "model name" and not model:
                    model = value.strip()
                elif key == "flags" and not flags:
                    flags = set(value.split())
    except OSError:
        pass
    return model, flags


def openblas_coretype(flags):
    """The OpenBLAS kernel the CPU's flags allow (issue 28): SkylakeX where
    avx512f is present, Haswell for avx2 with fma, else None (OpenBLAS's
    own detection)."""
    if "avx512f" in flags:
        return "SkylakeX"
    if "avx2" in flags and "fma" in flags:
        return "Haswell"
    return None


# OpenBLAS reads OPENBLAS_CORETYPE once, when NumPy loads it: set it before
# the import. OpenBLAS 0.3.21 does not know every (virtual) CPU model and
# falls back to slower kernels than the CPU runs (SSE3 "Prescott" on some
# AVX-512 Xeons), which would flatter every product we compare with it; and
# an inherited OPENBLAS_CORETYPE may name a smaller kernel than the CPU's.
CPU_MODEL, CPU_FLAGS = cpu_facts()
INHERITED_CORETYPE = os.environ.get("OPENBLAS_CORETYPE")
CORETYPE = openblas_coretype(CPU_FLAGS)
if CORETYPE:
    os.environ["OPENBLAS_CORETYPE"] = CORETYPE

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import workloads as wl  # noqa: E402
import models  # noqa: E402

NP_DT = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64, "i1": np.bool_,
         "complex<f32>": np.complex64}


CLOCK = "wall"


def run_once(cmd, path, timeout):
    """(seconds, peak RSS in bytes, exit code, stdout, CPU seconds) of one
    run; seconds are wall time (--clock wall, the default) or the child's
    user + system time summed over its threads (--clock cpu), which the
    last element always is."""
    binary = cmd[0]
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        # The child's own ru_maxrss includes the RSS of this (large) Python
        # process at fork time, which Linux folds in at exec: GNU time, a
        # small process, reports the interpreter's peak instead.
        if os.path.exists("/usr/bin/time"):
            cmd = ["/usr/bin/time", "-f", "%M", "-o", rss.name] + cmd
        for attempt in range(120):
            # the binary may be momentarily missing while it is rebuilt
            if os.access(binary, os.X_OK) or attempt == 119:
                break
            print(f"# {binary} is not executable; retrying", file=sys.stderr)
            time.sleep(5)
        # The parent sleeps in wait4 until the child ends (a timer kills
        # it at the timeout): polling, as this did until 2026-11-29 every
        # 0.5 ms, woke the parent 2,000 times a second on a core our
        # threads use (a 2048^3 product: 55-59 ms instead of 52 on 2 cores).
        killed = threading.Event()
        start = time.perf_counter()
        p = subprocess.Popen(cmd + [path], stdout=out, stderr=err, start_new_session=True)

        def kill():
            killed.set()
            try:
                os.killpg(p.pid, 9)  # time and the interpreter under it
            except ProcessLookupError:
                pass
        timer = threading.Timer(timeout, kill)
        timer.start()
        pid, status, usage = os.wait4(p.pid, 0)
        elapsed = time.perf_counter() - start
        timer.cancel()
        if killed.is_set():
            p.returncode = -9
            return None, usage.ru_maxrss * 1024, -9, "", None
        maxrss = usage.ru_maxrss * 1024
        try:
            maxrss = int(rss.read().strip().splitlines()[-1]) * 1024
        except (ValueError, IndexError):
            pass
        cpu = usage.ru_utime + usage.ru_stime
        if CLOCK == "cpu":
            elapsed = cpu
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        text = out.read().decode()
        if p.returncode != 0:
            text += err.read().decode()
        return elapsed, maxrss, p.returncode, text, cpu


_TOKEN = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)|([^\s\[\]{},()]+)")


def parse_results(text):
    """The values of every printed result, flattened and concatenated, each
    rounded to its element type."""
    vals = []
    for block in re.split(r"^tensor<", text, flags=re.M)[1:]:
        header = block[:block.index("{")].strip()[:-1]  # "4x2xf32"
        dt = re.sub(r"^(\d+x)*", "", header)
        body = block[block.index("{") + 1:block.rindex("}")]
        part = []
        for m in _TOKEN.finditer(body):
            if m.group(3) is not None:
                part.append(scalar(m.group(3), dt))
            else:
                part.append(complex(scalar(m.group(1), "f32"), scalar(m.group(2), "f32")))
        vals.append(np.array(part, dtype=NP_DT.get(dt, np.float64)).astype(
            np.complex128 if dt.startswith("complex") else np.float64))
    return np.concatenate(vals) if vals else np.array([])


def scalar(tok, dt):
    if tok in ("true", "false"):
        return tok == "true"
    if tok.startswith("0x"):
        bits = int(tok, 16)
        if dt == "f32":
            return float(np.array([bits], np.uint32).view(np.float32)[0])
        if dt == "f64":
            return float(np.array([bits], np.uint64).view(np.float64)[0])
        return bits
    return int(tok) if dt.startswith("i") else float(tok)


def compare(ours, ref, rtol, atol):
    """'' when equal within tolerance, else a short message."""
    ref = np.asarray(ref).ravel()
    if ref.dtype == np.float64:
        pass
    elif np.iscomplexobj(ref):
        ref = ref.astype(np.complex128)
    if ours.size != ref.size:
        return f"{ours.size} values, expected {ref.size}"
    if np.iscomplexobj(ref):
        ours, ref = np.concatenate([ours.real, ours.imag]), np.concatenate([ref.real, ref.imag])
    ours, ref = ours.astype(np.float64), ref.astype(np.float64)
    both_nan = np.isnan(ours) & np.isnan(ref)
    bad = ~both_nan & ~(np.abs(ours - ref) <= atol + rtol * np.abs(ref))
    if bad.any():
        i = int(np.argmax(bad))
        return f"{int(bad.sum())} differ, first at {i}: {ours[i]!r} vs {ref[i]!r}"
    return ""


def numpy_time(w, reps, k=1):
    """The twin's time per call as ours is taken: `reps` rounds of k calls
    back to back (k as in our timed program), the best round's time over
    k; with its result. (Both sides then get the same statistic: the mean
    of k back-to-back ops, best of `reps` rounds.)"""
    inputs = w.np_inputs()
    result = w.numpy(inputs)  # warm-up
    best = math.inf
    for _ in range(reps):
        t = time.perf_counter()
        for _ in range(k):
            result = w.numpy(inputs)
        best = min(best, (time.perf_counter() - t) / k)
    return best, result


def numpy_blas():
    """The BLAS NumPy runs on: the BLAS/LAPACK libraries mapped into this
    process after a small matmul (read from /proc/self/maps, so Debian's
    alternatives are resolved), with OpenBLAS's own configuration string
    when it is one."""
    np.ones((64, 64), np.float32) @ np.ones((64, 64), np.float32)
    libs = []
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1]
                if path.startswith("/") and re.search(r"blas|lapack|mkl|blis", path,
                                                      re.I) and path not in libs:
                    libs.append(path)
    except OSError:
        pass
    names = [os.path.basename(p) for p in libs]
    desc = ", ".join(os.path.join(os.path.basename(os.path.dirname(p)), n)
                     for p, n in zip(libs, names)) or "no BLAS library mapped"
    for p in libs:
        if "openblas" in os.path.basename(p):
            try:
                import ctypes
                lib = ctypes.CDLL(p)
                lib.openblas_get_config.restype = ctypes.c_char_p
                lib.openblas_get_corename.restype = ctypes.c_char_p
                core = lib.openblas_get_corename().decode().strip()
                desc += f" ({lib.openblas_get_config().decode().strip()}, " \
                        f"{lib.openblas_get_num_threads()} threads, kernel {core})"
            except (OSError, AttributeError):
                pass
            break
    return f"NumPy {np.__version__} on {desc}"


SIMD_FLAGS = ["sse4_2", "avx", "avx2", "fma", "avx512f", "avx512dq", "avx512bw", "avx512vl",
              "avx512_bf16", "avx512_fp16", "amx_tile"]


def cpu_header():
    """The CPU line of the table's header: model, vector flags, and the
    OPENBLAS_CORETYPE this run set (and what the environment had)."""
    flags = " ".join(f for f in SIMD_FLAGS if f in CPU_FLAGS) or "none of " + " ".join(SIMD_FLAGS)
    text = f"{CPU_MODEL or 'unknown CPU'}, {os.cpu_count()} CPUs, flags {flags}; "
    if CORETYPE:
        text += f"OPENBLAS_CORETYPE={CORETYPE} (from the flags"
        if INHERITED_CORETYPE and INHERITED_CORETYPE != CORETYPE:
            text += f"; the environment had {INHERITED_CORETYPE}"
        text += ")"
    else:
        text += "OPENBLAS_CORETYPE left to OpenBLAS (no avx2+fma)"
    return text


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def time_programs(cmd, w, workdir, tag, reps, slow, timeout, target, k=None):
    """Times the op of w: (seconds per op, k, peak RSS of the k = 1 program,
    stdout of the k = 1 program, error, CPU seconds per op). k, the number
    of times the op is
    repeated in the timed program, is chosen so that the ops take about
    `target` seconds (at most 512 MB of results), unless given."""
    def path(mode, kk):
        return write(os.path.join(workdir, f"{w.name}.{tag}{mode}{kk}.mlir"),
                     w.program(mode, kk)[0])
    base, one = path("base", 1), path("op", 1)
    b = run_once(cmd, base, timeout)
    o = run_once(cmd, one, timeout)
    for r in (b, o):
        if r[2] != 0:
            return None, 1, 0, "", ("timeout" if r[2] == -9 else
                                   f"exit {r[2]}: " + r[3].strip()[-200:]), None
    rss, out = o[1], o[3]
    fixed = k is not None or getattr(w, "no_repeat", False)
    _, shape, _ = w.program("op", 1)
    rbytes = 8 * int(np.prod(shape)) if shape else 8
    kmax = int(min(200, (512 << 20) // rbytes))
    if not fixed and rbytes > (1 << 20):
        # An interpreter that frees dead results runs many repetitions in
        # constant memory: allow up to 2000 when 4 of them cost no memory.
        r4 = run_once(cmd, path("op", 4), timeout)
        if r4[2] == 0 and r4[1] - rss < rbytes:
            kmax = 2000
    k = k or 1
    ops, bases = [o[0]], [b[0]]
    ops_cpu, bases_cpu = [o[4]], [b[4]]
    progs = {1: one}
    for attempt in range(3):
        while len(ops) < reps and not (ops and max(ops) > slow):
            o = run_once(cmd, progs[k], timeout)
            if o[2] != 0:
                return None, k, rss, out, f"exit {o[2]}: " + o[3].strip()[-200:], None
            ops.append(o[0])
            ops_cpu.append(o[4])
            if len(bases) < reps:
                bb = run_once(cmd, base, timeout)
                bases.append(bb[0])
                bases_cpu.append(bb[4])
        per = (min(ops) - min(bases)) / k
        per_cpu = (min(ops_cpu) - min(bases_cpu)) / k
        # too few repetitions for the op to stand out of the noise: more
        if fixed or per * k >= target / 2 or k >= kmax or max(ops) > slow:
            break
        k = int(min(kmax, max(2 * k, math.ceil(target / max(per, 0.0005)))))
        progs[k] = path("op", k)
        ops, ops_cpu = [], []
    return per, k, rss, out, "", per_cpu


def fmt_time(t):
    if t is None:
        return "-"
    if t < 0:
        return "~0 (noise)"
    if t < 0.001:
        return f"{t * 1e6:.0f} us"
    if t < 1:
        return f"{t * 1e3:.1f} ms"
    return f"{t:.2f} s"


def sgemm_rate():
    """FLOP/s of NumPy's float32 matmul (OpenBLAS sgemm) at 2048^3 on its
    default threads, best of 3."""
    n = 2048
    a = np.ones((n, n), np.float32)
    b = np.ones((n, n), np.float32)
    a @ b
    best = math.inf
    for _ in range(3):
        t = time.perf_counter()
        a @ b
        best = min(best, time.perf_counter() - t)
    return 2 * n ** 3 / best


def copy_bandwidth():
    """Bytes/s (read + write) of np.copyto between two 256 MiB float32
    arrays (one thread), best of 5; both arrays touched first."""
    src = np.ones(64 << 20, np.float32)
    dst = np.zeros_like(src)
    best = math.inf
    for _ in range(5):
        t = time.perf_counter()
        np.copyto(dst, src)
        best = min(best, time.perf_counter() - t)
    return 2 * src.nbytes / best


TRIVIAL = """func.func @main() -> tensor<f32> {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  return %c : tensor<f32>
}
"""


def keep_heap():
    """Tells glibc's malloc to keep freed memory for reuse instead of
    returning it to the kernel (arrays up to 32 MiB from the heap, no trim
    below 1 GiB): a fresh array then costs no page faults, which on this
    project's guests are most of a twin's time (ResNet-50's twin: 0.64-0.9 s
    with glibc's defaults, 75-87 ms with the heap kept). True when glibc took it."""
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD = -1, -2, -3
        return all([libc.mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1,
                    libc.mallopt(M_TRIM_THRESHOLD, 1 << 30) == 1,
                    libc.mallopt(M_TOP_PAD, 64 << 20) == 1])
    except (OSError, AttributeError):
        return False


def best_twin(m, reps):
    """(best seconds of `reps` runs of the model's NumPy twin, its result)."""
    twin, best = None, math.inf
    for _ in range(reps):
        t = time.perf_counter()
        twin = m.run_numpy()
        best = min(best, time.perf_counter() - t)
    return best, twin


# The models' `later calls` column: a program calling the model this many
# more times than once.
LATER_CALLS = 2


def run_models(cmd, names, workdir, reps, timeout, keep_files):
    """The second table: the whole models of bench/models.py."""
    rates, bandwidths = [], []
    trivial = write(os.path.join(workdir, "trivial.mlir"), TRIVIAL)
    fixed = min(run_once(cmd, trivial, timeout)[1] for _ in range(3))
    built = [models.MODELS[name]() for name in names]
    # the twins with glibc's defaults first: keep_heap cannot be undone
    default_twin = [best_twin(m, reps)[0] for m in built]
    kept = keep_heap()
    header = ["model", "ours", "ours CPU", "run", "later calls", "NumPy", "ours/NumPy",
              "NumPy (malloc defaults)", "roofline", "ours/roofline", "later/roofline", "peak RSS",
              "live-set bound", "RSS/bound", "RSS/bound, 1-constant", "check"]
    rows, notes = [], []
    for m, np_default in zip(built, default_twin):
        name = m.name
        mini = models.MINIATURES[name]()
        mini_prog = write(os.path.join(workdir, f"{name}.mini.mlir"), mini.program())
        mini_npz = os.path.join(workdir, f"{name}.mini.npz")
        mini.save_args(mini_npz)
        mini_runs = [run_once(cmd + [f"--args-npy={mini_npz}"], mini_prog, timeout)
                     for _ in range(3)]
        mini_fixed = (min(r[1] for r in mini_runs) - mini.weight_bytes() - mini.live_peak()
                      if all(r[2] == 0 for r in mini_runs) else None)
        prog = write(os.path.join(workdir, f"{name}.mlir"), m.program())
        base = write(os.path.join(workdir, f"{name}.base.mlir"), m.program(base=True))
        repeated = write(os.path.join(workdir, f"{name}.calls{LATER_CALLS + 1}.mlir"),
                         m.program(calls=LATER_CALLS + 1))
        npz = os.path.join(workdir, f"{name}.npz")
        m.save_args(npz)
        outdir = os.path.join(workdir, f"{name}.results")
        args = [f"--args-npy={npz}"]
        runs, bases, repeats, err = [], [], [], ""
        for _ in range(reps):
            r = run_once(cmd + args + [f"--results-npy={outdir}"], prog, timeout)
            if r[2] != 0:
                err = ("timeout" if r[2] == -9 else f"exit {r[2]}: ") + r[3].strip()[-300:]
                break
            runs.append(r)
            bases.append(run_once(cmd + args + [f"--results-npy={outdir}.base"], base, timeout))
            r = run_once(cmd + args + [f"--results-npy={outdir}.calls"], repeated, timeout)
            if r[2] == 0:
                repeats.append(r)
        best, twin = best_twin(m, reps)
        # the roofline's rates in the same minute as the model's runs
        rate, bandwidth = sgemm_rate(), copy_bandwidth()
        rates.append(rate)
        bandwidths.append(bandwidth)
        ref = m.run_numpy(dtype=np.float64)
        scale = float(np.abs(ref).max())
        twin_err = float(np.abs(twin - ref).max())
        check = err
        if not err:
            ours_out = np.load(os.path.join(outdir, "result0.npy"))
            if ours_out.shape != ref.shape:
                check = f"shape {ours_out.shape}, expected {ref.shape}"
            else:
                e = float(np.abs(ours_out.astype(np.float64) - ref).max())
                check = ("ok" if e <= 1e-4 * scale else "FAIL") + \
                    f" (max err {e:.1e}, twin's {twin_err:.1e}, largest {scale:.1f})"
        roof = m.flops / rate + m.bytes / bandwidth
        strict = m.weight_bytes() + m.live_peak() + fixed
        bound = m.weight_bytes() + m.live_peak() + (mini_fixed if mini_fixed else fixed)
        if runs:
            ours = min(r[0] for r in runs) - min(b[0] for b in bases)
            rss = max(r[1] for r in runs)
            ours_cpu = min(r[4] for r in runs) - min(b[4] for b in bases)
            later = ((min(r[0] for r in repeats) - min(r[0] for r in runs)) / LATER_CALLS
                     if len(repeats) == len(runs) else None)
            row = [name, fmt_time(ours), fmt_time(ours_cpu), fmt_time(min(r[0] for r in runs)),
                   fmt_time(later) if later is not None else "-", fmt_time(best),
                   f"{ours / min(best, np_default):.2f}x", fmt_time(np_default), fmt_time(roof),
                   f"{ours / roof:.2f}x", f"{later / roof:.2f}x" if later is not None else "-",
                   f"{rss / 2**20:.1f} MB", f"{bound / 2**20:.1f} MB", f"{rss / bound:.3f}x",
                   f"{rss / strict:.3f}x", check]
        else:
            row = [name, "-", "-", "-", "-", fmt_time(best), "-", fmt_time(np_default),
                   fmt_time(roof), "-", "-", "-", f"{bound / 2**20:.1f} MB", "-", "-",
                   "FAIL " + check]
        rows.append(row)
        notes.append(f"{name}: sgemm {rate / 1e9:.0f} GFLOP/s, copy {bandwidth / 1e9:.1f} GB/s; "
                     f"{len(m.ops)} ops, {m.flops / 1e9:.2f} GFLOP, "
                     f"{m.bytes / 2**20:.0f} MiB moved, weights {m.weight_bytes() / 2**20:.1f} MiB"
                     f" ({len(m.inputs) - 1} arguments), largest live set "
                     f"{m.live_peak() / 2**20:.1f} MiB; fixed runtime "
                     + (f"{mini_fixed / 2**20:.1f} MB (the miniature's peak RSS "
                        f"{min(r[1] for r in mini_runs) / 2**20:.1f} MB less its weights "
                        f"{mini.weight_bytes() / 2**20:.2f} MiB and live set "
                        f"{mini.live_peak() / 2**20:.2f} MiB)" if mini_fixed else
                        "the one-constant program's (the miniature failed)"))
        print(" | ".join(row), file=sys.stderr)
        sys.stderr.flush()
        if not keep_files:
            os.remove(npz)
            os.remove(mini_npz)
    facts = (f"sgemm 2048^3 f32: {' / '.join(f'{r / 1e9:.0f}' for r in rates)} GFLOP/s; "
             f"copy (np.copyto, 256 MiB): {' / '.join(f'{b / 1e9:.1f}' for b in bandwidths)}"
             f" GB/s (measured after each model's runs); the one-constant program's "
             f"peak RSS: {fixed / 2**20:.1f} MB; twins with the heap kept: "
             f"{'yes' if kept else 'no (mallopt refused)'}")
    print(f"# {facts}", file=sys.stderr)
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    lines = [facts] + notes + ["",
             "| " + " | ".join(h.ljust(wd) for h, wd in zip(header, widths)) + " |",
             "|" + "|".join("-" * (wd + 2) for wd in widths) + "|"]
    lines += ["| " + " | ".join(c.ljust(wd) for c, wd in zip(r, widths)) + " |" for r in rows]
    return lines, all(r[-1].startswith("ok") for r in rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--check-scale", type=float, default=1 / 64)
    ap.add_argument("--no-check", action="store_true")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--slow", type=float, default=10.0,
                    help="a workload whose run exceeds this (s) is run once")
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument("--target", type=float, default=0.3,
                    help="repeat a fast op in the program until it takes about this long (s)")
    ap.add_argument("--clock", choices=["cpu", "wall"], default="wall",
                    help="what `ours` and the ratio use (default wall, as NumPy's)")
    ap.add_argument("--bin", default="build/bin/interpreter-translate")
    ap.add_argument("--peer", default="", help="another interpreter: 'BIN [ARGS]'")
    ap.add_argument("--peer-reps", type=int, default=2)
    ap.add_argument("--peer-timeout", type=float, default=120.0)
    ap.add_argument("--only", default="", help="comma-separated name fragments")
    ap.add_argument("--workdir", default="")
    ap.add_argument("--markdown", default="", help="also write the table here")
    ap.add_argument("--model-reps", type=int, default=10,
                    help="runs of each model and of its base program (best of)")
    ap.add_argument("--no-models", action="store_true",
                    help="leave out the whole models (ResNet-50, BERT layer)")
    args = ap.parse_args()

    global CLOCK
    CLOCK = args.clock
    cmd = [args.bin, "--interpret"]
    peer = shlex.split(args.peer) + ["--interpret"] if args.peer else None
    workdir = args.workdir or tempfile.mkdtemp(prefix="shlo-bench-")
    os.makedirs(workdir, exist_ok=True)
    keep = [k for k in args.only.split(",") if k]
    select = lambda ws: [w for w in ws if not keep or any(k in w.name for k in keep)]
    full = select(wl.build(args.scale))
    model_names = [] if args.no_models else [n for n in models.MODELS
                                             if not keep or any(k in n for k in keep)]
    small = {w.name: w for w in select(wl.build(args.check_scale))}

    header = ["workload", "ours", "NumPy", "ratio", "ours CPU", "k", "peak RSS",
              "RSS budget"]
    if peer:
        header += ["peer", "peer/ours"]
    header += ["check"]
    rows = []
    stamp = os.path.getmtime(args.bin) if os.path.exists(args.bin) else None
    blas = numpy_blas()
    cpu = cpu_header()
    print(f"# scale {args.scale}, best of {args.reps}, work files in {workdir}",
          file=sys.stderr)
    print(f"# CPU: {cpu}", file=sys.stderr)
    print(f"# {blas}", file=sys.stderr)
    if CORETYPE and f"kernel {CORETYPE})" not in blas:
        print(f"# warning: OpenBLAS does not report the kernel {CORETYPE}", file=sys.stderr)
    for w in full:
        notes = []
        # correctness at a small scale, the whole result
        if not args.no_check:
            sw = small.get(w.name)
            if sw is None:
                notes.append("no small twin")
            else:
                text, shape, dt = sw.program("check")
                path = write(os.path.join(workdir, f"{sw.name}.small.check.mlir"), text)
                t, _, rc, out, _ = run_once(cmd, path, args.timeout)
                if rc != 0:
                    notes.append(f"check exit {rc}: {out.strip()[-200:]}")
                else:
                    ref = sw.reference(sw.np_inputs())
                    msg = compare(parse_results(out), ref, sw.rtol, sw.atol)
                    if msg:
                        notes.append("small: " + msg)
        # timing at full scale
        ours, k, rss, out, err, ours_cpu = time_programs(
            cmd, w, workdir, "", args.reps, args.slow, args.timeout, args.target)
        _, shape, dt = w.program("op")
        np_t, ref = numpy_time(w, args.reps, k)
        if w.reference is not w.numpy:
            ref = w.reference(w.np_inputs())
        if err:
            notes.append(err)
        elif shape is not None:
            probe = ref if getattr(w, "results", 1) > 1 or not shape else wl.np_probe(ref)
            msg = compare(parse_results(out), probe, w.rtol, w.atol)
            if msg:
                notes.append("probe: " + msg)
        budget = None
        if w.inputs:
            budget = 2 * w.live_bytes(shape, dt) + (100 << 20)
        elif hasattr(w, "hex_count"):
            budget = 2 * 2 * 4 * w.hex_count + (100 << 20)
        row = [w.name, fmt_time(ours), fmt_time(np_t),
               f"{ours / np_t:.2f}x" if ours is not None and ours > 0 and np_t > 0 else "-",
               fmt_time(ours_cpu),
               str(k),
               f"{rss / 2**20:.0f} MB" if rss else "-",
               f"{budget / 2**20:.0f} MB" if budget else "-"]
        if peer:
            p_ours, _, _, _, p_err, _ = time_programs(peer, w, workdir, "peer.",
                                                      args.peer_reps, args.slow,
                                                      args.peer_timeout, args.target)
            row += [fmt_time(p_ours) if not p_err else p_err[:30],
                    f"{p_ours / ours:.2f}x" if p_ours and ours and ours > 0 else "-"]
        row.append("ok" if not notes else "FAIL " + "; ".join(notes))
        rows.append(row)
        print(" | ".join(row), file=sys.stderr)
        sys.stderr.flush()

    models_ok = True
    model_lines = []
    if model_names:
        model_lines, models_ok = run_models(cmd, model_names, workdir, args.model_reps,
                                            args.timeout,
                                            keep_files=bool(args.workdir))
    if os.path.exists(args.bin) and os.path.getmtime(args.bin) != stamp:
        print(f"# warning: {args.bin} changed during the run", file=sys.stderr)
    lines = [f"CPU: {cpu}", f"NumPy: {blas}", ""]
    if rows:
        widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
        lines += ["| " + " | ".join(h.ljust(wd) for h, wd in zip(header, widths)) + " |",
                  "|" + "|".join("-" * (wd + 2) for wd in widths) + "|"]
        lines += ["| " + " | ".join(c.ljust(wd) for c, wd in zip(r, widths)) + " |"
                  for r in rows]
        if model_lines:
            lines.append("")
    lines += model_lines
    print("\n".join(lines))
    if args.markdown:
        write(args.markdown, "\n".join(lines) + "\n")
    return 1 if any(r[-1] != "ok" for r in rows) or not models_ok else 0


if __name__ == "__main__":
    sys.exit(main())
