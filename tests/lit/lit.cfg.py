# lit configuration of the interpreter's test suite.
import os

import lit.formats

config.name = "stablehlo-interpreter"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

# Our tools first, then FileCheck, not, count, split-file from LLVM.
path = os.pathsep.join([config.shlo_tools_dir, config.llvm_tools_dir,
                        config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["PATH"] = path
config.substitutions.append(("%shlo_src", config.shlo_source_root))

# The shared StableHLO sample beside the checkout (tests that read it say
# `REQUIRES: shared-sample`).
if os.path.isdir(os.path.join(config.shlo_source_root, "..", "shared",
                              "conformance", "stablehlo")):
    config.available_features.add("shared-sample")

# interpreter-translate --grid=mpi (built when CMake found MPI) under Open
# MPI's mpirun: tests say `REQUIRES: mpi` and start the ranks with
# `%mpirun -np N` (root may run it; more ranks than cores are allowed).
import shutil
if (getattr(config, "shlo_enable_mpi", "").upper() in ("ON", "1", "TRUE", "YES")
        and shutil.which("mpirun")):
    config.available_features.add("mpi")
    config.substitutions.append(
        ("%mpirun", "mpirun --allow-run-as-root --oversubscribe"))
else:
    config.available_features.add("no-mpi")
for name in ("HOME", "TMPDIR"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

# AddressSanitizer reserves terabytes of address space: tests that need a
# small address space to mean anything say `UNSUPPORTED: asan`; tests that
# only guard against runaway memory use `%limit_memory` (`ulimit -v 8000000;`,
# nothing under ASan).
if "ASAN_OPTIONS" in os.environ:
    config.available_features.add("asan")
    config.substitutions.append(("%limit_memory", "true;"))
else:
    config.substitutions.append(("%limit_memory", "ulimit -v 8000000;"))

# Tests that compute expected values with NumPy run Debian's python3 (the
# set-up installs python3-numpy for it; the pyenv python3 on PATH may lack
# NumPy) and say `REQUIRES: numpy`.
import subprocess
numpy_python = getattr(config, "shlo_python", "") or "/usr/bin/python3"
try:
    subprocess.run([numpy_python, "-c", "import numpy"], check=True,
                   capture_output=True)
    config.available_features.add("numpy")
except (OSError, subprocess.CalledProcessError):
    pass
config.substitutions.append(("%numpy_python", numpy_python))

# opdiff's own tools against our output (tests that say `REQUIRES: opdiff`):
# OPDIFF_ROOT names a checkout of opdiff (0xShug0/opdiff, a directory with
# cli.py). Its report scripts run under %numpy_python and need matplotlib
# (Debian's python3-matplotlib). Its list command (through
# Inputs/opdiff_cli.py) needs torch, NumPy, PyYAML and pydantic 2 in one
# Python: OPDIFF_PYTHON if set, else the first of %numpy_python and the
# python3 on PATH that imports them, alone or with %numpy_python's site
# directories appended (passed on as OPDIFF_SITE_DIRS); Debian's python3 has
# torch but pydantic 1.
opdiff_root = os.environ.get("OPDIFF_ROOT", "")
if opdiff_root and os.path.isfile(os.path.join(opdiff_root, "cli.py")):
    import shutil
    config.available_features.add("opdiff")
    config.environment["OPDIFF_ROOT"] = opdiff_root
    config.substitutions.append(("%opdiff_root", opdiff_root))
    probe = ("import os, sys\n"
             "sys.path.extend(p for p in os.environ['OPDIFF_SITE_DIRS']"
             ".split(os.pathsep) if p)\n"
             "import torch, numpy, yaml, pydantic\n"
             "assert int(pydantic.VERSION.split('.')[0]) >= 2\n")
    try:
        site_dirs = subprocess.run(
            [numpy_python, "-c",
             "import os, site; print(os.pathsep.join(site.getsitepackages()))"],
            check=True, capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        site_dirs = ""
    if os.environ.get("OPDIFF_PYTHON"):
        candidates = [os.environ["OPDIFF_PYTHON"]]
    else:
        candidates = [numpy_python, shutil.which("python3") or "python3"]
    chosen = None
    for py in candidates:
        for extra in ("", site_dirs):
            try:
                subprocess.run([py, "-c", probe], check=True, capture_output=True,
                               env=dict(os.environ, OPDIFF_SITE_DIRS=extra),
                               timeout=300)
            except (OSError, subprocess.SubprocessError):
                continue
            chosen = (py, extra)
            break
        if chosen:
            break
    if chosen is None:
        lit_config.warning(
            "OPDIFF_ROOT is set, but no Python imports torch, numpy, yaml and "
            "pydantic 2 for opdiff's list command (tried " +
            ", ".join(candidates) + "; set OPDIFF_PYTHON)")
        chosen = (candidates[0], "")
    config.substitutions.append(("%opdiff_python", chosen[0]))
    config.environment["OPDIFF_SITE_DIRS"] = chosen[1]
    try:
        subprocess.run([numpy_python, "-c", "import matplotlib"], check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        lit_config.warning("OPDIFF_ROOT is set, but " + numpy_python +
                           " lacks matplotlib for opdiff's report scripts")
