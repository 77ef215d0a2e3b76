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
