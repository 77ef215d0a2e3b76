#!/usr/bin/env bash
# Builds the project with AddressSanitizer and UndefinedBehaviorSanitizer in
# the clang build that also holds the libFuzzer targets (build-fuzz/, or
# $SHLO_FUZZ_BUILD; configured by scripts/sanitizer-build.sh, so that
# scripts/fuzz.sh reuses it without a second full build), runs every ctest
# test (unit, lit, opidiff suites) and the shared conformance sample under
# the sanitizers, and fails when any test fails or any sanitizer report
# appears. Reports are written to files (log_path) and also looked for in
# the captured output, so a report from a test that expected a failure is
# not missed.
#
#   scripts/sanitize.sh [--testdata-subset]
#
# --testdata-subset runs the documented fixed subset of the shared testdata
# suite (every 4th file in sorted order, docs/reliability.md) instead of all
# of it, for CI.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
subset=0
for arg in "$@"; do
  case "$arg" in
    --testdata-subset) subset=1 ;;
    *) echo "sanitize: unknown argument $arg" >&2; exit 2 ;;
  esac
done

# shellcheck source=scripts/sanitizer-build.sh
source "$top/scripts/sanitizer-build.sh"
configure_sanitizer_build
nice cmake --build "$build" -- -j"${SHLO_JOBS:-2}"

reports="$build/sanitizer-reports"
logs="$build/sanitizer-logs"
rm -rf "$reports" "$logs"
mkdir -p "$reports" "$logs"
# Runtime options: see scripts/sanitizer-build.sh and docs/reliability.md.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=0:allow_user_poisoning=0:use_sigaltstack=0:log_path=$reports/asan"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$reports/ubsan"

status=0
echo "sanitize: ctest"
ctest --test-dir "$build" --output-on-failure >"$logs/ctest.log" 2>&1 || {
  status=1
  tail -n 60 "$logs/ctest.log"
  echo "sanitize: ctest failed (log: $logs/ctest.log)" >&2
}
tail -n 3 "$logs/ctest.log"

shared="$top/../shared"
if [ -d "$shared/conformance/stablehlo" ]; then
  run_suite() { # name folder
    python3 "$shared/tools/conformance" --bin "$build/bin/interpreter-translate" \
      --suite "$2" --timeout 120 --quiet --out "$logs/$1.tsv" \
      >"$logs/$1.log" 2>&1 || true
    tail -n 1 "$logs/$1.log"
  }
  echo "sanitize: conformance interpret"
  run_suite interpret "$shared/conformance/stablehlo/interpret"
  if [ "$subset" = 1 ]; then
    sub="$build/testdata-subset"
    rm -rf "$sub" && mkdir -p "$sub"
    (cd "$shared/conformance/stablehlo/testdata" &&
      find . -name '*.mlir' | LC_ALL=C sort | awk 'NR % 4 == 1' |
      while read -r f; do
        mkdir -p "$sub/$(dirname "$f")" && ln -s "$PWD/$f" "$sub/$f"
      done)
    echo "sanitize: conformance testdata (every 4th file)"
    run_suite testdata "$sub"
  else
    echo "sanitize: conformance testdata"
    run_suite testdata "$shared/conformance/stablehlo/testdata"
  fi
else
  echo "sanitize: ../shared not found; skipping the conformance sample"
fi

# Any report fails the run, whichever test printed it.
found=$(ls "$reports")
if [ -n "$found" ] || grep -l -e "runtime error:" -e "AddressSanitizer" \
    "$logs"/*.log "$logs"/*.tsv 2>/dev/null; then
  echo "sanitize: sanitizer reports:" >&2
  for f in "$reports"/*; do [ -e "$f" ] && { echo "== $f" >&2; head -n 40 "$f" >&2; }; done
  grep -h -e "runtime error:" -e "AddressSanitizer" "$logs"/*.log "$logs"/*.tsv 2>/dev/null | head -n 20 >&2 || true
  status=1
else
  echo "sanitize: no sanitizer reports"
fi
exit $status
