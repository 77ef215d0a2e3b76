#!/bin/sh
# Bench set-up (issue 18): NumPy on OpenBLAS, as every pip-installed NumPy is.
#
#   sudo scripts/bench-setup.sh     (or as root)
#
# Installs Debian's libopenblas0-pthread, which registers itself (priority
# 100) for the libblas.so.3 / liblapack.so.3 alternatives, so Debian's NumPy
# (python3-numpy, linked against libblas.so.3) switches from the reference
# BLAS to OpenBLAS. bench/run.py prints the BLAS NumPy loaded.
#
# Not part of scripts/setup.sh: building and testing do not need it, and it
# changes the BLAS of every NumPy/SciPy user on the machine (results of
# matmul-based references move by rounding), which should be a deliberate
# step of whoever benchmarks.
set -eu
if [ "$(id -u)" != 0 ]; then
  echo "bench-setup: run as root (apt-get install)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends libopenblas0-pthread
# auto mode picks the highest priority (OpenBLAS); say what is selected
for alt in libblas.so.3-x86_64-linux-gnu liblapack.so.3-x86_64-linux-gnu; do
  update-alternatives --query "$alt" | sed -n 's/^Value: /'"$alt"' -> /p'
done
/usr/bin/python3 - <<'PY'
import numpy as np
np.ones((64, 64), np.float32) @ np.ones((64, 64), np.float32)
libs = sorted({l.split()[-1] for l in open("/proc/self/maps")
               if "blas" in l.lower() and l.split()[-1].startswith("/")})
print("NumPy", np.__version__, "loads:", ", ".join(libs) or "no BLAS library")
PY
