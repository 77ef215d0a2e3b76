//===- ElementwiseMap.h - drivers of elementwise kernels --------*- C++ -*-===//
//
// A kernel has two faces: `element`, the readable universal path over
// Element, and `typed`, a plain C++ version for the storage types of
// TypedStorage.h (with `hasTyped<T>` saying which). mapUnary/mapBinary
// dispatch on the element type once per op and run the typed loop when the
// kernel has one for that type, otherwise the Element path. On x86-64 the
// typed loops are also built for AVX2 and for AVX-512, and the widest the
// CPU has runs (MapBuild). Shared by the stablehlo and chlo elementwise
// evaluators and by the fused chains (Fusion.h).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_ELEMENTWISEMAP_H
#define SHLO_INTERPRETER_ELEMENTWISEMAP_H

#include "interpreter/CpuFeatures.h"
#include "interpreter/Parallel.h"
#include "interpreter/Settings.h"
#include "interpreter/Tensor.h"
#include "interpreter/TypedStorage.h"

#include <utility>

namespace mlir {
namespace shlo {

/// Elements per chunk below which a map of a cheap kernel is not split.
constexpr int64_t kMapGrain = 1 << 16;

/// out[i] = kernel.typed(in[i]) for i in [begin, end). Everything the loop
/// reads is a by-value parameter: a store through a one-byte result (i1
/// storage may alias anything) cannot change the kernel's fields or the
/// pointers, so they stay in registers and the loop can be vectorised.
template <typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRange(const Kernel kernel, const T *in, R *out, int64_t begin,
         int64_t end) {
  for (int64_t i = begin; i < end; ++i)
    out[i] = kernel.typed(in[i]);
}

/// out[i] = kernel.typed(a[i], b[i]) for i in [begin, end), as mapRange.
template <typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRange(const Kernel kernel, const T *a, const T *b, R *out, int64_t begin,
         int64_t end) {
  for (int64_t i = begin; i < end; ++i)
    out[i] = kernel.typed(a[i], b[i]);
}

/// The same with one operand one value for every i: out[i] =
/// kernel.typed(c, b[i]) when `SplatFirst`, else kernel.typed(a[i], c)
/// (`x` is the other operand). The same operations per element as mapRange
/// over a tile filled with `c`, without loading it.
template <bool SplatFirst, typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRangeSplat(const Kernel kernel, const T c, const T *x, R *out,
              int64_t begin, int64_t end) {
  for (int64_t i = begin; i < end; ++i)
    out[i] = SplatFirst ? kernel.typed(c, x[i]) : kernel.typed(x[i], c);
}

/// Which build of the typed map loops an evaluation runs.
enum class MapBuild : uint8_t {
  /// The x86-64 baseline (or the only build off x86-64).
  Baseline,
  /// `target("avx2")`: eight f32 lanes.
  Avx2,
  /// `target("avx512f,avx512dq,avx512bw,avx512vl")`: sixteen f32 lanes.
  Avx512,
};

#if defined(__x86_64__) && defined(__GNUC__)
#define SHLO_MAP_AVX2 1
/// mapRange compiled for AVX2 (mapRange is inlined, so its loop is built
/// here with AVX2): the same operations on twice as many lanes, so the same
/// bits (AVX2 brings no FMA, so nothing is contracted either).
template <typename Kernel, typename T, typename R>
__attribute__((target("avx2"))) void
mapRangeAvx2(const Kernel kernel, const T *in, R *out, int64_t begin,
             int64_t end) {
  mapRange(kernel, in, out, begin, end);
}
template <typename Kernel, typename T, typename R>
__attribute__((target("avx2"))) void
mapRangeAvx2(const Kernel kernel, const T *a, const T *b, R *out,
             int64_t begin, int64_t end) {
  mapRange(kernel, a, b, out, begin, end);
}
template <bool SplatFirst, typename Kernel, typename T, typename R>
__attribute__((target("avx2"))) void
mapRangeSplatAvx2(const Kernel kernel, const T c, const T *x, R *out,
                  int64_t begin, int64_t end) {
  mapRangeSplat<SplatFirst>(kernel, c, x, out, begin, end);
}

/// mapRange compiled for AVX-512 (F, DQ, BW and VL: masks, 64-bit integer
/// lanes and byte lanes), 512-bit vectors preferred. AVX-512F has fused
/// multiply-add, but the interpreter is built with -ffp-contract=off, so
/// a * b + c stays a multiply and an add: again the same operations per
/// element, the same bits. GCC takes the vector width in the target
/// string; Clang ignores a target string naming it (and with it the whole
/// attribute) and takes min_vector_width instead.
#if defined(__clang__)
#define SHLO_MAP_AVX512_TARGET                                                 \
  __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl"),                 \
                 min_vector_width(512)))
#else
#define SHLO_MAP_AVX512_TARGET                                                 \
  __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl,"                  \
                        "prefer-vector-width=512")))
#endif
template <typename Kernel, typename T, typename R>
SHLO_MAP_AVX512_TARGET void mapRangeAvx512(const Kernel kernel, const T *in,
                                           R *out, int64_t begin,
                                           int64_t end) {
  mapRange(kernel, in, out, begin, end);
}
template <typename Kernel, typename T, typename R>
SHLO_MAP_AVX512_TARGET void mapRangeAvx512(const Kernel kernel, const T *a,
                                           const T *b, R *out, int64_t begin,
                                           int64_t end) {
  mapRange(kernel, a, b, out, begin, end);
}
template <bool SplatFirst, typename Kernel, typename T, typename R>
SHLO_MAP_AVX512_TARGET void
mapRangeSplatAvx512(const Kernel kernel, const T c, const T *x, R *out,
                    int64_t begin, int64_t end) {
  mapRangeSplat<SplatFirst>(kernel, c, x, out, begin, end);
}

/// Whether this CPU runs the AVX-512 build (F, DQ, BW and VL), asked once.
inline bool cpuHasAvx512Map() {
  static const bool has = [] {
    __builtin_cpu_init();
    return cpuHasAvx512f() && __builtin_cpu_supports("avx512dq") &&
           __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl");
  }();
  return has;
}

#endif

/// Whether this CPU runs `build` (and this compiler made it).
inline bool cpuRunsMapBuild(MapBuild build) {
#ifdef SHLO_MAP_AVX2
  if (build == MapBuild::Avx512)
    return cpuHasAvx512Map();
  if (build == MapBuild::Avx2)
    return cpuHasAvx2();
#endif
  return build == MapBuild::Baseline;
}

/// The build of the map loops this evaluation runs: the widest the CPU
/// runs, or the baseline when ExecutionSettings::wideVectors is off.
inline MapBuild mapBuild() {
  if (!executionSettings().wideVectors)
    return MapBuild::Baseline;
  for (MapBuild build : {MapBuild::Avx512, MapBuild::Avx2})
    if (cpuRunsMapBuild(build))
      return build;
  return MapBuild::Baseline;
}

/// mapRange in `build` (one the CPU has).
template <typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRangeIn(MapBuild build, const Kernel &kernel, const T *in, R *out,
           int64_t begin, int64_t end) {
#ifdef SHLO_MAP_AVX2
  if (build == MapBuild::Avx512)
    return mapRangeAvx512(kernel, in, out, begin, end);
  if (build == MapBuild::Avx2)
    return mapRangeAvx2(kernel, in, out, begin, end);
#endif
  mapRange(kernel, in, out, begin, end);
}

/// The same for a kernel of two operands.
template <typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRangeIn(MapBuild build, const Kernel &kernel, const T *a, const T *b,
           R *out, int64_t begin, int64_t end) {
#ifdef SHLO_MAP_AVX2
  if (build == MapBuild::Avx512)
    return mapRangeAvx512(kernel, a, b, out, begin, end);
  if (build == MapBuild::Avx2)
    return mapRangeAvx2(kernel, a, b, out, begin, end);
#endif
  mapRange(kernel, a, b, out, begin, end);
}

/// mapRangeSplat in `build`.
template <bool SplatFirst, typename Kernel, typename T, typename R>
__attribute__((always_inline)) inline void
mapRangeSplatIn(MapBuild build, const Kernel &kernel, const T c, const T *x,
                R *out, int64_t begin, int64_t end) {
#ifdef SHLO_MAP_AVX2
  if (build == MapBuild::Avx512)
    return mapRangeSplatAvx512<SplatFirst>(kernel, c, x, out, begin, end);
  if (build == MapBuild::Avx2)
    return mapRangeSplatAvx2<SplatFirst>(kernel, c, x, out, begin, end);
#endif
  mapRangeSplat<SplatFirst>(kernel, c, x, out, begin, end);
}

/// The result of a typed loop writing one R per element: unzeroed when R
/// covers each element's whole storage, zeroed otherwise.
template <typename R> Tensor resultStorage(ShapedType type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  Type elementType = ranked ? ranked.getElementType() : type.getElementType();
  if (int64_t(sizeof(R)) == getStorageBytes(elementType))
    return Tensor::uninitialized(type);
  return Tensor(type);
}

/// Applies `kernel` to every element of `operand`: its typed face over
/// storage when it has one for the element type (split over threads in
/// chunks of at least `grain` elements), else its Element face.
template <typename Kernel>
Tensor mapUnary(const Kernel &kernel, const Tensor &operand,
                ShapedType resultType, int64_t grain = kMapGrain) {
  Tensor result;
  int64_t n = resultType.getNumElements();
  bool typed = false;
  if (typedKernelsEnabled())
    dispatchStorageType(operand.getElementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (Kernel::template hasTyped<T>) {
        using R = decltype(kernel.typed(std::declval<T>()));
        result = resultStorage<R>(resultType);
        const T *in = operand.data<T>();
        R *out = result.data<R>();
        MapBuild build = mapBuild();
        parallelFor(n, grain, [&](int64_t begin, int64_t end) {
          mapRangeIn(build, kernel, in, out, begin, end);
        });
        typed = true;
      }
    });
  if (!typed) {
    result = Tensor(resultType);
    for (int64_t i = 0; i < n; ++i)
      result.setLinear(i, kernel.element(operand.getLinear(i)));
  }
  return result;
}

/// The same for a kernel of two operands of one shape and element type.
template <typename Kernel>
Tensor mapBinary(const Kernel &kernel, const Tensor &lhs, const Tensor &rhs,
                 ShapedType resultType, int64_t grain = kMapGrain) {
  Tensor result;
  int64_t n = resultType.getNumElements();
  bool typed = false;
  if (typedKernelsEnabled())
    dispatchStorageType(lhs.getElementType(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (Kernel::template hasTyped<T>) {
        using R = decltype(kernel.typed(std::declval<T>(), std::declval<T>()));
        result = resultStorage<R>(resultType);
        const T *a = lhs.data<T>();
        const T *b = rhs.data<T>();
        R *out = result.data<R>();
        MapBuild build = mapBuild();
        parallelFor(n, grain, [&](int64_t begin, int64_t end) {
          mapRangeIn(build, kernel, a, b, out, begin, end);
        });
        typed = true;
      }
    });
  if (!typed) {
    result = Tensor(resultType);
    for (int64_t i = 0; i < n; ++i)
      result.setLinear(i, kernel.element(lhs.getLinear(i), rhs.getLinear(i)));
  }
  return result;
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_ELEMENTWISEMAP_H
