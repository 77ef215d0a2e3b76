//===- TypedStorage.h - C++ views of tensor storage --------------*- C++ -*-===//
//
// Hot evaluators dispatch on the element type once per op and then run a
// plain loop over the tensor's storage seen as an array of one of these C++
// types:
//   i1 -> bool, i8..i64 -> int8_t..int64_t, ui8..ui64 -> uint8_t..uint64_t,
//   f16 -> Half, bf16 -> BFloat16, f32 -> float, f64 -> double.
// Every other element type (i2/i4, f8 kinds, complex, ...) takes the Element
// path. Half and BFloat16 compute in float: for +, -, *, / and sqrt the double
// rounding through float is innocuous, so results equal the Element path's.
// Transcendental functions compute in double and round once.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_TYPEDSTORAGE_H
#define SHLO_INTERPRETER_TYPEDSTORAGE_H

#include "interpreter/Settings.h"

#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace mlir {
namespace shlo {

/// IEEE binary16 storage; arithmetic goes through float or double.
struct Half {
  _Float16 value;
  static Half fromFloat(float f) { return Half{static_cast<_Float16>(f)}; }
  static Half fromDouble(double d) { return Half{static_cast<_Float16>(d)}; }
  float toFloat() const { return static_cast<float>(value); }
};

/// bfloat16 storage: the upper half of an f32.
struct BFloat16 {
  uint16_t bits;
  static BFloat16 fromFloat(float f) {
    uint32_t u;
    std::memcpy(&u, &f, 4);
    if (std::isnan(f))
      return BFloat16{uint16_t((u >> 16) | 0x40)};
    u += 0x7FFF + ((u >> 16) & 1);
    return BFloat16{uint16_t(u >> 16)};
  }
  /// Rounds once from double (no double rounding through float).
  static BFloat16 fromDouble(double d) {
    if (std::isnan(d))
      return fromFloat(float(d));
    double a = std::fabs(d);
    double r;
    if (a == 0.0 || std::isinf(a)) {
      r = a;
    } else if (a < 0x1p-126) {
      r = std::nearbyint(a * 0x1p133) * 0x1p-133;
    } else {
      int e;
      std::frexp(a, &e);
      r = std::ldexp(std::nearbyint(std::ldexp(a, 8 - e)), e - 8);
    }
    return fromFloat(float(std::signbit(d) ? -r : r));
  }
  float toFloat() const {
    uint32_t u = uint32_t(bits) << 16;
    float f;
    std::memcpy(&f, &u, 4);
    return f;
  }
};

/// Whether T is a float storage type (Half, BFloat16, float, double).
template <typename T>
constexpr bool isFloatStorage =
    std::is_same_v<T, Half> || std::is_same_v<T, BFloat16> ||
    std::is_same_v<T, float> || std::is_same_v<T, double>;

/// Whether T is an integer storage type other than bool.
template <typename T>
constexpr bool isIntStorage = std::is_integral_v<T> && !std::is_same_v<T, bool>;

/// The type a float storage type computes in: float for Half/BFloat16.
template <typename T> struct ComputeTypeOf { using type = T; };
template <> struct ComputeTypeOf<Half> { using type = float; };
template <> struct ComputeTypeOf<BFloat16> { using type = float; };
template <typename T> using ComputeType = typename ComputeTypeOf<T>::type;

/// Widens a float storage value to its compute type.
template <typename T> ComputeType<T> widen(T value) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
    return value.toFloat();
  else
    return value;
}

/// Rounds a float-compute value back to storage type T.
template <typename T> T narrow(ComputeType<T> value) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
    return T::fromFloat(value);
  else
    return value;
}

/// Rounds a double once to storage type T.
template <typename T> T narrowFromDouble(double value) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
    return T::fromDouble(value);
  else
    return static_cast<T>(value);
}

/// A tag carrying a storage type through a generic lambda.
template <typename T> struct StorageTag { using type = T; };

/// Sixteen bytes moved as one element (complex<f64> storage).
struct Bytes16 {
  char bytes[16];
};

/// For code that moves elements without reading them: calls
/// `fn(StorageTag<T>{})` with T the unsigned integer of `bytes` bytes, or
/// `Wide` for 16 (any other width).
template <typename Wide = Bytes16, typename Fn>
decltype(auto) dispatchStorageWidth(int64_t bytes, Fn &&fn) {
  switch (bytes) {
  case 1:
    return fn(StorageTag<uint8_t>{});
  case 2:
    return fn(StorageTag<uint16_t>{});
  case 4:
    return fn(StorageTag<uint32_t>{});
  case 8:
    return fn(StorageTag<uint64_t>{});
  default:
    return fn(StorageTag<Wide>{});
  }
}

/// Calls `fn(StorageTag<T>{})` for the storage type T of `elementType` and
/// returns true, or returns false when the type has no typed view.
template <typename Fn> bool dispatchStorageType(Type elementType, Fn &&fn) {
  if (auto intType = dyn_cast<IntegerType>(elementType)) {
    bool isUnsigned = intType.isUnsignedInteger();
    switch (intType.getWidth()) {
    case 1:
      fn(StorageTag<bool>{});
      return true;
    case 8:
      isUnsigned ? fn(StorageTag<uint8_t>{}) : fn(StorageTag<int8_t>{});
      return true;
    case 16:
      isUnsigned ? fn(StorageTag<uint16_t>{}) : fn(StorageTag<int16_t>{});
      return true;
    case 32:
      isUnsigned ? fn(StorageTag<uint32_t>{}) : fn(StorageTag<int32_t>{});
      return true;
    case 64:
      isUnsigned ? fn(StorageTag<uint64_t>{}) : fn(StorageTag<int64_t>{});
      return true;
    default:
      return false;
    }
  }
  if (elementType.isF16()) {
    fn(StorageTag<Half>{});
    return true;
  }
  if (elementType.isBF16()) {
    fn(StorageTag<BFloat16>{});
    return true;
  }
  if (elementType.isF32()) {
    fn(StorageTag<float>{});
    return true;
  }
  if (elementType.isF64()) {
    fn(StorageTag<double>{});
    return true;
  }
  return false;
}

/// Whether the typed fast paths run in this evaluation
/// (`InterpreterOptions::elementPath` turns them off; see Settings.h).
inline bool typedKernelsEnabled() {
  return executionSettings().typedKernels;
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_TYPEDSTORAGE_H
