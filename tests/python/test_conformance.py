"""Runs every testdata file of the shared conformance sample
(../shared/conformance/stablehlo/testdata, when present) through
shlo.run_checks, and checks it agrees with interpreter-translate: a file
passes here exactly when `interpreter-translate --interpret file` exits 0.

Marked slow: ctest runs it as its own test (python-conformance). Set
SHLO_CONFORMANCE_LIMIT=N to run only the first N files.
"""

import glob
import os
import subprocess

import pytest

import shlo

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TESTDATA = os.environ.get(
    "SHLO_CONFORMANCE_TESTDATA",
    os.path.join(ROOT, "..", "shared", "conformance", "stablehlo", "testdata"))
TRANSLATE = os.environ.get(
    "SHLO_INTERPRETER_TRANSLATE",
    os.path.join(ROOT, "build", "bin", "interpreter-translate"))
FILES = sorted(glob.glob(os.path.join(TESTDATA, "*.mlir")))
if os.environ.get("SHLO_CONFORMANCE_LIMIT"):
    FILES = FILES[:int(os.environ["SHLO_CONFORMANCE_LIMIT"])]


@pytest.mark.slow
@pytest.mark.skipif(not FILES, reason=f"no conformance sample at {TESTDATA}")
@pytest.mark.parametrize("path", FILES, ids=lambda p: os.path.basename(str(p)))
def test_agrees_with_interpreter_translate(path):
    tool = subprocess.run([TRANSLATE, "--interpret", path],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          timeout=120)
    try:
        records = shlo.run_checks(path)
        passed = bool(records) and all(r.passed for r in records)
        detail = "\n".join(r.message for r in records if not r.passed)
    except shlo.InterpretError as e:
        passed, detail = False, str(e)
    assert passed == (tool.returncode == 0), (
        f"shlo.run_checks: {'passed' if passed else 'failed'} ({detail}); "
        f"interpreter-translate exit {tool.returncode}: "
        f"{tool.stderr.decode(errors='replace')[:2000]}")
