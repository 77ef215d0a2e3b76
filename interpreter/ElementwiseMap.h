//===- ElementwiseMap.h - drivers of elementwise kernels --------*- C++ -*-===//
//
// A kernel has two faces: `element`, the readable universal path over
// Element, and `typed`, a plain C++ version for the storage types of
// TypedStorage.h (with `hasTyped<T>` saying which). mapUnary/mapBinary
// dispatch on the element type once per op and run the typed loop when the
// kernel has one for that type, otherwise the Element path. On x86-64 the
// typed loops are also built for AVX2 and run so when the CPU has it. Shared
// by the stablehlo and chlo elementwise evaluators.
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

/// Whether the map loops of this evaluation run their AVX2 builds: the CPU
/// has AVX2 and ExecutionSettings::wideVectors is on.
inline bool mapsUseAvx2() {
  return cpuHasAvx2() && executionSettings().wideVectors;
}
#else
inline bool mapsUseAvx2() { return false; }
#endif

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
        bool wide = mapsUseAvx2();
        parallelFor(n, grain, [&](int64_t begin, int64_t end) {
#ifdef SHLO_MAP_AVX2
          if (wide)
            return mapRangeAvx2(kernel, in, out, begin, end);
#endif
          mapRange(kernel, in, out, begin, end);
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
        bool wide = mapsUseAvx2();
        parallelFor(n, grain, [&](int64_t begin, int64_t end) {
#ifdef SHLO_MAP_AVX2
          if (wide)
            return mapRangeAvx2(kernel, a, b, out, begin, end);
#endif
          mapRange(kernel, a, b, out, begin, end);
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
