"""interpreter-translate --args-npy on damaged files: every truncation and
many corrupted bytes of a .npy and an .npz end in exit code 1 with an
error message, never in a crash. Arrays are written by NumPy."""

import os
import subprocess

import numpy as np
import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TRANSLATE = os.environ.get(
    "SHLO_INTERPRETER_TRANSLATE",
    os.path.join(ROOT, "build", "bin", "interpreter-translate"))

PROGRAM = """func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}
"""

pytestmark = pytest.mark.skipif(not os.path.exists(TRANSLATE),
                                reason="interpreter-translate not built")


def run(tmp_path, *files):
    prog = tmp_path / "add.mlir"
    prog.write_text(PROGRAM)
    return subprocess.run(
        [TRANSLATE, "--interpret", str(prog),
         "--args-npy=" + ",".join(map(str, files))],
        capture_output=True, timeout=60)


def test_npz_round_trip(tmp_path):
    a = np.array([1.5, 2.5, 3.5], np.float32)
    b = np.array([10, 20, 30], np.float32)
    np.savez(tmp_path / "ab.npz", a, b)
    out = tmp_path / "out"
    prog = tmp_path / "add.mlir"
    prog.write_text(PROGRAM)
    done = subprocess.run([TRANSLATE, "--interpret", str(prog),
                           f"--args-npy={tmp_path / 'ab.npz'}",
                           f"--results-npy={out}"], capture_output=True)
    assert done.returncode == 0, done.stderr
    np.testing.assert_array_equal(np.load(out / "result0.npy"), a + b)


@pytest.mark.parametrize("kind", ["npy", "npz"])
def test_damaged_files_fail_cleanly(tmp_path, kind):
    a = np.array([1.5, 2.5, 3.5], np.float32)
    good = tmp_path / f"good.{kind}"
    if kind == "npy":
        np.save(good, a)
    else:
        np.savez(good, a, a)
    data = good.read_bytes()
    bad = tmp_path / f"bad.{kind}"
    variants = [data[:n] for n in range(0, len(data), 5)]
    rng = np.random.default_rng(16)
    for _ in range(40):
        damaged = bytearray(data)
        at = int(rng.integers(0, len(data)))
        damaged[at] = int(rng.integers(0, 256))
        variants.append(bytes(damaged))
    for variant in variants:
        bad.write_bytes(variant)
        files = [bad, good] if kind == "npy" else [bad]
        done = run(tmp_path, *files)
        # 0 when the damage left a valid file (e.g. a changed data byte).
        assert done.returncode in (0, 1), (variant, done.returncode,
                                           done.stderr[-2000:])
        if done.returncode == 1:
            assert b"error:" in done.stderr
