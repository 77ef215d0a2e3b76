#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ with clang-22 (ASan + UBSan +
# coverage) in build-fuzz/ (or $SHLO_FUZZ_BUILD; the build scripts/sanitize.sh
# also uses, scripts/sanitizer-build.sh) and runs each for a bounded
# time. Seed corpora come from the project's own tests and testdata; the
# corpus each run grows is kept in the build folder for the next run.
#
#   scripts/fuzz.sh [--seconds N] [target...]
#
# N is the time per target (default 60). Inputs kept in
# fuzz/crashers/<target>/ are run first as regression tests: if one fails the
# script exits 1. A new crash, timeout or out-of-memory input found by the
# run is written there and the script exits 3 (CI reports it without failing;
# it becomes a fix and a regression test, docs/reliability.md).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
seconds=60
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --seconds=*) seconds=${1#--seconds=}; shift ;;
    fuzz-*) targets+=("$1"); shift ;;
    *) echo "fuzz: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(fuzz-mlir-interpret fuzz-opidiff-suite fuzz-literal
  fuzz-grid fuzz-npz fuzz-fold)

# shellcheck source=scripts/sanitizer-build.sh
source "$top/scripts/sanitizer-build.sh"
configure_sanitizer_build
nice cmake --build "$build" --target fuzzers -- -j"${SHLO_JOBS:-2}"

# Seeds: .mlir split at `// -----` (for fuzz-mlir-interpret and fuzz-fold),
# dense literals found in them, YAML suites; fuzz-grid and fuzz-npz start
# from their kept seeds (fuzz/seeds/<target>/: pairs of programs @p0 and
# @p1; .npy and .npz files written by NumPy).
seeds="$build/fuzz-seeds"
rm -rf "$seeds"
python3 - "$top" "$seeds" <<'PY'
import hashlib, os, re, sys
top, out = sys.argv[1], sys.argv[2]
def save(target, text):
    data = text if isinstance(text, bytes) else text.encode()
    d = os.path.join(out, target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)
literal = re.compile(r'dense<[^:;\n]*?>\s*:\s*tensor<[^>\n]*>')
for root in ("tests/lit", "testdata"):
    for dirpath, _, files in os.walk(os.path.join(top, root)):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            if name.endswith(".mlir"):
                text = open(path, errors="replace").read()
                for chunk in re.split(r'^// -----.*$', text, flags=re.M):
                    if len(chunk) <= 16384:
                        save("fuzz-mlir-interpret", chunk)
                        save("fuzz-fold", chunk)
                for m in literal.finditer(text):
                    save("fuzz-literal", "[" + m.group(0) + "]")
            elif name.endswith(".yaml"):
                save("fuzz-opidiff-suite", open(path, errors="replace").read())
# Portable artifacts and MLIR bytecode from ../shared when it is beside the
# checkout (CI's layout): JAX's .mlirbc exports and upstream's vhlo .bc
# files, whole (at most the 16 KiB the runs mutate).
shared = os.path.join(top, "..", "shared", "conformance")
for dirpath, _, files in os.walk(shared):
    for name in sorted(files):
        if name.endswith((".mlirbc", ".bc")):
            data = open(os.path.join(dirpath, name), "rb").read()
            if len(data) <= 16384:
                save("fuzz-mlir-interpret", data)
for target in ("fuzz-grid", "fuzz-npz"):
    os.makedirs(os.path.join(out, target), exist_ok=True)
for dirpath, _, files in os.walk(os.path.join(top, "tests/unit/opidiff/yaml")):
    for name in files:
        if name.endswith(".yaml"):
            save("fuzz-opidiff-suite", open(os.path.join(dirpath, name)).read())
PY

# Runtime options: see scripts/sanitizer-build.sh.
# Unlike the test runs (sanitize.sh), the fuzz runs keep ASan's alternate
# signal stack, so that a stack overflow is reported and its input saved
# instead of ending as a bare SIGSEGV (docs/reliability.md).
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:allow_user_poisoning=0:use_sigaltstack=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
status=0
for target in "${targets[@]}"; do
  bin="$build/fuzz/$target"
  crashers="$top/fuzz/crashers/$target"
  corpus="$build/fuzz-corpus/$target"
  log="$build/fuzz-$target.log"
  mkdir -p "$crashers" "$corpus"
  flags=(-timeout=30 -rss_limit_mb=4096 -max_len=16384 -print_final_stats=1)
  # Kept crashers first: each must run cleanly now.
  kept=$(find "$crashers" -type f ! -name '.*' ! -name '*.md' | sort)
  if [ -n "$kept" ]; then
    echo "fuzz: $target: $(echo "$kept" | wc -l) kept inputs"
    # shellcheck disable=SC2086
    if ! "$bin" "${flags[@]}" $kept >"$build/fuzz-$target-regressions.log" 2>&1; then
      tail -n 40 "$build/fuzz-$target-regressions.log" >&2
      echo "fuzz: $target: a kept crasher still fails" >&2
      status=1
      continue
    fi
  fi
  # Kept seeds that the text walk above cannot make (fuzz/seeds/<target>/:
  # MLIR bytecode, which the input gate must refuse however it is mutated).
  kept_seeds=()
  [ -d "$top/fuzz/seeds/$target" ] && kept_seeds=("$top/fuzz/seeds/$target")
  echo "fuzz: $target for ${seconds}s"
  if nice "$bin" "${flags[@]}" -max_total_time="$seconds" \
      -artifact_prefix="$crashers/" "$corpus" "$seeds/$target" \
      "${kept_seeds[@]}" >"$log" 2>&1; then
    grep -a -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" | tr '\n' ' '
    echo
  else
    tail -n 60 "$log" >&2
    echo "fuzz: $target crashed; the input is in $crashers/ (log: $log)" >&2
    [ "$status" = 1 ] || status=3
  fi
done
exit $status
