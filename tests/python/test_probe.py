"""interpreter.probe with --probe-output-dir: the probed tensors are read
back with NumPy and compared with values NumPy computes from the inputs;
an unwritable directory is a located error."""

import csv
import os
import subprocess

import numpy as np
import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TRANSLATE = os.environ.get(
    "SHLO_INTERPRETER_TRANSLATE",
    os.path.join(ROOT, "build", "bin", "interpreter-translate"))

pytestmark = pytest.mark.skipif(not os.path.exists(TRANSLATE),
                                reason="interpreter-translate not built")

# Probes a sum and a product, the second one inside a loop of three
# iterations, so that one probe id is written three times.
PROGRAM = """func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %sum = stablehlo.add %a, %b : tensor<2x3xf32>
  %p = interpreter.probe %sum, probe_id = "sum" : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %x = %p) : tensor<i32>, tensor<2x3xf32>
    cond {
      %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %m = stablehlo.multiply %x, %b : tensor<2x3xf32>
      %q = interpreter.probe %m, probe_id = "product" : tensor<2x3xf32>
      %n = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %n, %q : tensor<i32>, tensor<2x3xf32>
    }
  return %r#1 : tensor<2x3xf32>
}
"""


def run(tmp_path, out_dir):
    a = np.array([[1.5, -2.0, 0.25], [4.0, 5.5, -6.0]], np.float32)
    b = np.array([[2.0, 0.5, -1.0], [1.0, -0.5, 3.0]], np.float32)
    np.save(tmp_path / "a.npy", a)
    np.save(tmp_path / "b.npy", b)
    prog = tmp_path / "probe.mlir"
    prog.write_text(PROGRAM)
    proc = subprocess.run(
        [TRANSLATE, "--interpret", str(prog),
         "--args-npy=%s,%s" % (tmp_path / "a.npy", tmp_path / "b.npy"),
         "--probe-output-dir=" + str(out_dir)],
        capture_output=True, text=True, timeout=60)
    return a, b, proc


def test_probes_read_back_with_numpy(tmp_path):
    out = tmp_path / "probes"
    out.mkdir()
    a, b, proc = run(tmp_path, out)
    assert proc.returncode == 0, proc.stderr
    with open(out / "index.csv") as f:
        rows = [row for row in csv.reader(f) if row]
    ids = [row[0] for row in rows]
    assert ids.count("sum") == 1 and ids.count("product") == 3
    expected = {"sum": [a + b]}
    x = a + b
    expected["product"] = []
    for _ in range(3):
        x = (x * b).astype(np.float32)
        expected["product"].append(x)
    seen = {"sum": 0, "product": 0}
    for probe_id, type_text, path in rows:
        assert "2x3xf32" in type_text
        if not os.path.isabs(path):
            path = os.path.join(out, path)
        array = np.load(path)
        assert array.dtype == np.float32 and array.shape == (2, 3)
        np.testing.assert_array_equal(array, expected[probe_id][seen[probe_id]])
        seen[probe_id] += 1


def test_unwritable_probe_directory_is_a_located_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    _, _, proc = run(tmp_path, blocker)
    assert proc.returncode == 1, proc.stderr
    # At the probe op (line 3, column 8 of the program), naming the file.
    assert "probe.mlir:3:8: error: --probe-output-dir: cannot write" in proc.stderr
    assert "sum_1.npy" in proc.stderr


def test_missing_probe_directory_is_created(tmp_path):
    out = tmp_path / "new" / "dir"
    _, _, proc = run(tmp_path, out)
    assert proc.returncode == 0, proc.stderr
    assert (out / "index.csv").is_file()
