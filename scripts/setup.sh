#!/usr/bin/env bash
# Sets up a fresh Debian 12 machine (run as root) and builds the project.
# Idempotent: packages already present are not reinstalled, and the build is
# incremental. Output of apt goes to build-setup.log unless something fails.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
log="${TMPDIR:-/tmp}/shlo-setup.log"

packages=(
  build-essential cmake ninja-build ccache git python3
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  libyaml-cpp-dev libfmt-dev libopenblas-dev
  googletest libgtest-dev libbenchmark-dev
  python3-numpy libtorch-dev python3-torch
  python3-dev pybind11-dev python3-pytest
  python3-scipy python3-mpmath
  clang-22 libclang-rt-22-dev
  libopenmpi-dev openmpi-bin
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: missing packages (${missing[*]}); run this script as root" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "setup: apt-get failed (log above)" >&2
    exit 1
  fi
fi

echo "setup: configuring and building in $top/build"
cmake -G Ninja -S "$top" -B "$top/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$top/build"
echo "setup: done; build/bin/interpreter-translate is ready"
