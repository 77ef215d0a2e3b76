//===- CpuFeatures.h - what the CPU running the program offers --*- C++ -*-===//
//
// The loops built more than once (for the x86-64 baseline and with
// `target("avx2")` or `target("avx512f")`) ask here which build to run.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_CPUFEATURES_H
#define SHLO_INTERPRETER_CPUFEATURES_H

namespace mlir {
namespace shlo {

/// Whether this CPU runs AVX2, asked once; false where the compiler cannot
/// ask (not x86-64 with GCC or Clang).
inline bool cpuHasAvx2() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return has;
#else
  return false;
#endif
}

/// Whether this CPU runs FMA3 (vfmadd on 128- and 256-bit vectors), asked
/// once; false where the compiler cannot ask.
inline bool cpuHasFma() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("fma") != 0;
  }();
  return has;
#else
  return false;
#endif
}

/// Whether this CPU (and its operating system) runs AVX-512 Foundation
/// instructions, asked once; false where the compiler cannot ask.
inline bool cpuHasAvx512f() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool has = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") != 0;
  }();
  return has;
#else
  return false;
#endif
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_CPUFEATURES_H
