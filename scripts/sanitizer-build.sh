# Sourced by scripts/sanitize.sh and scripts/fuzz.sh: one clang-22 build with
# AddressSanitizer, UndefinedBehaviorSanitizer (-DSHLO_SANITIZE=ON) and
# libFuzzer coverage (-DSHLO_FUZZ=ON) serves both the sanitizer run of the
# test suite and the fuzz targets.
#
# Runtime options (docs/reliability.md):
# - allow_user_poisoning=0: LLVM's headers poison and unpoison
#   BumpPtrAllocator slabs by hand when compiled with ASan, but the MLIR and
#   LLVM libraries we link are not, so inline copies of the allocator
#   disagree; turning manual poisoning off removes those false reports.
# - use_sigaltstack=0: LLVM installs its own malloc'd alternate signal stack,
#   which an ASan runtime may fail to unmap at thread exit.
# - detect_leaks=0: leaks are not checked.
build=${SHLO_FUZZ_BUILD:-$top/build-fuzz}

configure_sanitizer_build() {
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$top" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS=-gline-tables-only \
    -DSHLO_SANITIZE=ON -DSHLO_FUZZ=ON -DSHLO_BUILD_BENCH=OFF >/dev/null
}
