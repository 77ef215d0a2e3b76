//===- Kernels.h - per-element kernels with an Element and a typed face -*- C++ -*-===//
//
// Each kernel computes one op on one element (or pair): `element(...)` on
// Element, the readable universal path, and `typed(...)` on the storage types
// of TypedStorage.h for which `hasTyped<T>` holds. Elementwise evaluators map
// them over tensors; reduce, scatter and friends use them as combiners.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_KERNELS_H
#define SHLO_INTERPRETER_KERNELS_H

#include "interpreter/Element.h"
#include "interpreter/TypedStorage.h"
#include "interpreter/VectorMath.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace mlir {
namespace shlo {
namespace kernels {

/// Unsigned type wide enough that arithmetic on it does not promote to int.
template <typename T>
using Wide = std::conditional_t<(sizeof(T) < 4), uint32_t, std::make_unsigned_t<T>>;

template <typename T> T wrapNeg(T x) { return T(Wide<T>(0) - Wide<T>(x)); }

template <typename T> constexpr unsigned bitsOf() { return sizeof(T) * 8; }

/// The raw bits of a float storage value.
template <typename T> auto floatBits(T x) {
  if constexpr (std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>) {
    uint16_t u;
    std::memcpy(&u, &x, 2);
    return u;
  } else if constexpr (std::is_same_v<T, float>) {
    uint32_t u;
    std::memcpy(&u, &x, 4);
    return u;
  } else {
    uint64_t u;
    std::memcpy(&u, &x, 8);
    return u;
  }
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

inline double logisticOf(double x) { return 1.0 / (1.0 + std::exp(-x)); }
inline double rsqrtOf(double x) { return 1.0 / std::sqrt(x); }
inline double sqrtOf(double x) { return std::sqrt(x); }
inline double cbrtOf(double x) { return std::cbrt(x); }
inline double cosOf(double x) { return std::cos(x); }
inline double sinOf(double x) { return std::sin(x); }
inline double tanOf(double x) { return std::tan(x); }
inline double tanhOf(double x) { return std::tanh(x); }
inline double expOf(double x) { return std::exp(x); }
inline double expm1Of(double x) { return std::expm1(x); }
inline double logOf(double x) { return std::log(x); }
inline double log1pOf(double x) { return std::log1p(x); }
inline double ceilOf(double x) { return std::ceil(x); }
inline double floorOf(double x) { return std::floor(x); }
inline double roundAfzOf(double x) { return std::round(x); }
inline double roundEvenOf(double x) { return std::nearbyint(x); }

/// `result` (a op b for a commutative op on float compute values, or f(a)
/// for a rounding f) with the NaN of a NaN `a` pinned to a's, quieted, as
/// the Element path gives. C++ lets the compiler emit `b + a` for `a + b`,
/// and x86 returns its first operand's NaN, so the bits of NaN + NaN
/// depended on how a loop was compiled: 1 and 2 threads gave 0x7FC00000
/// and 0xFFC00000.
/// Integer tests and a mask keep the loop vectorised (a float compare and a
/// conditional add, or a conditional select, did not).
template <typename C> C pinFirstNaN(C a, C result) {
  static_assert(std::is_same_v<C, float> || std::is_same_v<C, double>);
  using Bits = std::conditional_t<sizeof(C) == 4, int32_t, int64_t>;
  constexpr Bits magnitude = std::numeric_limits<Bits>::max();
  constexpr Bits infinity = sizeof(C) == 4 ? Bits(0x7f800000) : Bits(0x7ff0000000000000);
  constexpr Bits quiet = sizeof(C) == 4 ? Bits(0x00400000) : Bits(0x0008000000000000);
  Bits aBits, resultBits;
  std::memcpy(&aBits, &a, sizeof a);
  std::memcpy(&resultBits, &result, sizeof result);
  Bits nan = -Bits((aBits & magnitude) > infinity); // all ones or zero
  Bits chosen = ((aBits | quiet) & nan) | (resultBits & ~nan);
  C out;
  std::memcpy(&out, &chosen, sizeof out);
  return out;
}

/// A float/complex function computed in double and rounded once.
template <Element (*ElementFn)(const Element &), double (*DoubleFn)(double)>
struct DoubleKernel {
  template <typename T> static constexpr bool hasTyped = isFloatStorage<T>;
  /// floor, ceil and the roundings return a NaN operand quieted, as
  /// APFloat's roundToIntegral does (and vroundps); glibc's floorf and
  /// friends, which the baseline build calls, return a signalling NaN as
  /// it is.
  static constexpr bool kRoundsToIntegral =
      DoubleFn == floorOf || DoubleFn == ceilOf || DoubleFn == roundAfzOf ||
      DoubleFn == roundEvenOf;
  template <typename T> T typed(T x) const {
    T result = narrowFromDouble<T>(DoubleFn(double(widen(x))));
    if constexpr (kRoundsToIntegral &&
                  (std::is_same_v<T, float> || std::is_same_v<T, double>))
      return pinFirstNaN(x, result);
    return result;
  }
  Element element(const Element &x) const { return ElementFn(x); }
};

//===----------------------------------------------------------------------===//
// Vectorised f32 math (VectorMath.h)
//===----------------------------------------------------------------------===//

/// A DoubleKernel whose f32 face is a VectorMath.h function: `typed` on
/// float calls its scalar form, and `mapVectorMath` (ElementwiseOps.cpp)
/// runs its array form over whole f32 tensors; both give the bits that the
/// Element path's f32 case (which calls the scalar form too) gives.
template <Element (*ElementFn)(const Element &), double (*DoubleFn)(double),
          float (*F32Fn)(float),
          void (*F32ArrayFn)(const float *, float *, int64_t)>
struct VectorMathKernel {
  template <typename T> static constexpr bool hasTyped = isFloatStorage<T>;
  template <typename T> T typed(T x) const {
    if constexpr (std::is_same_v<T, float>)
      return F32Fn(x);
    else
      return narrowFromDouble<T>(DoubleFn(double(widen(x))));
  }
  Element element(const Element &x) const { return ElementFn(x); }
  static void f32Array(const float *in, float *out, int64_t n) {
    F32ArrayFn(in, out, n);
  }
};

/// The kernels of the f32 vector-math ops, shared by their evaluators and
/// the fused chains (Fusion.cpp), so that both take the same path.
using CosineVmKernel = VectorMathKernel<cosine, cosOf, vm::cosF32, vm::cosF32Array>;
using ExpVmKernel = VectorMathKernel<exponential, expOf, vm::expF32, vm::expF32Array>;
using Expm1VmKernel = VectorMathKernel<exponentialMinusOne, expm1Of, vm::expm1F32, vm::expm1F32Array>;
using LogVmKernel = VectorMathKernel<log, logOf, vm::logF32, vm::logF32Array>;
using LogisticVmKernel = VectorMathKernel<logistic, logisticOf, vm::logisticF32, vm::logisticF32Array>;
using SineVmKernel = VectorMathKernel<sine, sinOf, vm::sinF32, vm::sinF32Array>;
using SqrtVmKernel = VectorMathKernel<sqrt, sqrtOf, vm::sqrtF32, vm::sqrtF32Array>;
using TanhVmKernel = VectorMathKernel<tanh, tanhOf, vm::tanhF32, vm::tanhF32Array>;

struct AbsKernel {
  template <typename T>
  static constexpr bool hasTyped = isFloatStorage<T> || isIntStorage<T>;
  template <typename T> T typed(T x) const {
    if constexpr (isFloatStorage<T>)
      return narrow<T>(std::fabs(widen(x)));
    else if constexpr (std::is_signed_v<T>)
      return x < 0 ? wrapNeg(x) : x;
    else
      return x;
  }
  Element element(const Element &x) const { return abs(x); }
};

struct NegKernel {
  template <typename T>
  static constexpr bool hasTyped = isFloatStorage<T> || isIntStorage<T>;
  template <typename T> T typed(T x) const {
    if constexpr (isFloatStorage<T>)
      return narrow<T>(-widen(x));
    else
      return wrapNeg(x);
  }
  Element element(const Element &x) const { return -x; }
};

struct NotKernel {
  template <typename T>
  static constexpr bool hasTyped = isIntStorage<T> || std::is_same_v<T, bool>;
  template <typename T> T typed(T x) const {
    if constexpr (std::is_same_v<T, bool>)
      return !x;
    else
      return T(~x);
  }
  Element element(const Element &x) const { return ~x; }
};

struct SignKernel {
  template <typename T>
  static constexpr bool hasTyped = isFloatStorage<T> || isIntStorage<T>;
  template <typename T> T typed(T x) const {
    if constexpr (isFloatStorage<T>) {
      auto v = widen(x);
      if (std::isnan(v) || v == 0)
        return x;
      return narrow<T>(v < 0 ? -1 : 1);
    } else {
      return T((x > 0) - (x < 0));
    }
  }
  Element element(const Element &x) const { return sign(x); }
};

struct PopcntKernel {
  template <typename T> static constexpr bool hasTyped = isIntStorage<T>;
  template <typename T> T typed(T x) const {
    return T(__builtin_popcountll(uint64_t(std::make_unsigned_t<T>(x))));
  }
  Element element(const Element &x) const { return popcnt(x); }
};

struct ClzKernel {
  template <typename T> static constexpr bool hasTyped = isIntStorage<T>;
  template <typename T> T typed(T x) const {
    uint64_t u = uint64_t(std::make_unsigned_t<T>(x));
    if (u == 0)
      return T(bitsOf<T>());
    return T(__builtin_clzll(u) - (64 - int(bitsOf<T>())));
  }
  Element element(const Element &x) const { return countLeadingZeros(x); }
};

struct IsFiniteKernel {
  template <typename T> static constexpr bool hasTyped = isFloatStorage<T>;
  template <typename T> bool typed(T x) const {
    return std::isfinite(widen(x));
  }
  Element element(const Element &x) const { return isFinite(x); }
};

struct AddKernel {
  template <typename T> static constexpr bool hasTyped = true;
  template <typename T> T typed(T a, T b) const {
    if constexpr (std::is_same_v<T, bool>)
      return a || b;
    else if constexpr (isIntStorage<T>)
      return T(Wide<T>(a) + Wide<T>(b));
    else if constexpr (isFloatStorage<T>)
      return narrow<T>(pinFirstNaN(widen(a), widen(a) + widen(b)));
    else
      return narrow<T>(widen(a) + widen(b));
  }
  Element element(const Element &a, const Element &b) const { return a + b; }
};

struct SubtractKernel {
  template <typename T> static constexpr bool hasTyped = !std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const {
    if constexpr (isIntStorage<T>)
      return T(Wide<T>(a) - Wide<T>(b));
    else
      return narrow<T>(widen(a) - widen(b));
  }
  Element element(const Element &a, const Element &b) const { return a - b; }
};

struct MulKernel {
  template <typename T> static constexpr bool hasTyped = true;
  template <typename T> T typed(T a, T b) const {
    if constexpr (std::is_same_v<T, bool>)
      return a && b;
    else if constexpr (isIntStorage<T>)
      return T(Wide<T>(a) * Wide<T>(b));
    else if constexpr (isFloatStorage<T>)
      return narrow<T>(pinFirstNaN(widen(a), widen(a) * widen(b)));
    else
      return narrow<T>(widen(a) * widen(b));
  }
  Element element(const Element &a, const Element &b) const { return a * b; }
};

/// Integer divisors are non-zero here (checked before).
struct DivKernel {
  template <typename T> static constexpr bool hasTyped = !std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const {
    if constexpr (isIntStorage<T>) {
      if constexpr (std::is_signed_v<T>)
        if (b == -1)
          return wrapNeg(a);
      return T(a / b);
    } else {
      return narrow<T>(widen(a) / widen(b));
    }
  }
  Element element(const Element &a, const Element &b) const { return a / b; }
};

struct RemKernel {
  template <typename T> static constexpr bool hasTyped = !std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const {
    if constexpr (isIntStorage<T>) {
      if constexpr (std::is_signed_v<T>)
        if (b == -1)
          return T(0);
      return T(a % b);
    } else {
      return narrow<T>(std::fmod(widen(a), widen(b)));
    }
  }
  Element element(const Element &a, const Element &b) const {
    return remainder(a, b);
  }
};

struct MaxKernel {
  template <typename T> static constexpr bool hasTyped = true;
  template <typename T> T typed(T a, T b) const {
    if constexpr (isFloatStorage<T>) {
      // NaN wins (a's first), +0 beats -0; one select, no branches.
      auto x = widen(a), y = widen(b);
      bool aNan = x != x, bNan = y != y;
      bool pickB = !aNan && (bNan || x < y || (x == y && std::signbit(x)));
      return pickB ? b : a;
    } else {
      return a < b ? b : a;
    }
  }
  Element element(const Element &a, const Element &b) const {
    return maximum(a, b);
  }
};

struct MinKernel {
  template <typename T> static constexpr bool hasTyped = true;
  template <typename T> T typed(T a, T b) const {
    if constexpr (isFloatStorage<T>) {
      // NaN wins (a's first), -0 beats +0; one select, no branches.
      auto x = widen(a), y = widen(b);
      bool aNan = x != x, bNan = y != y;
      bool pickB = !aNan && (bNan || y < x || (x == y && !std::signbit(x)));
      return pickB ? b : a;
    } else {
      return b < a ? b : a;
    }
  }
  Element element(const Element &a, const Element &b) const {
    return minimum(a, b);
  }
};

struct AndKernel {
  template <typename T>
  static constexpr bool hasTyped = isIntStorage<T> || std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const { return T(a & b); }
  Element element(const Element &a, const Element &b) const { return a & b; }
};

struct OrKernel {
  template <typename T>
  static constexpr bool hasTyped = isIntStorage<T> || std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const { return T(a | b); }
  Element element(const Element &a, const Element &b) const { return a | b; }
};

struct XorKernel {
  template <typename T>
  static constexpr bool hasTyped = isIntStorage<T> || std::is_same_v<T, bool>;
  template <typename T> T typed(T a, T b) const { return T(a ^ b); }
  Element element(const Element &a, const Element &b) const { return a ^ b; }
};

struct PowKernel {
  template <typename T>
  static constexpr bool hasTyped = isFloatStorage<T> || isIntStorage<T>;
  template <typename T> T typed(T a, T b) const {
    if constexpr (std::is_same_v<T, float>) {
      return vm::powF32(a, b);
    } else if constexpr (isFloatStorage<T>) {
      return narrowFromDouble<T>(std::pow(double(widen(a)), double(widen(b))));
    } else {
      if constexpr (std::is_signed_v<T>) {
        if (b < 0) {
          if (a == 1)
            return a;
          if (a == -1)
            return (b & 1) ? a : T(1);
          return T(0);
        }
      }
      Wide<T> result = 1, square = Wide<T>(a);
      std::make_unsigned_t<T> exponent = std::make_unsigned_t<T>(b);
      while (exponent) {
        if (exponent & 1)
          result = Wide<T>(result * square);
        square = Wide<T>(square * square);
        exponent >>= 1;
      }
      return T(result);
    }
  }
  Element element(const Element &a, const Element &b) const {
    return power(a, b);
  }
};

struct Atan2Kernel {
  template <typename T> static constexpr bool hasTyped = isFloatStorage<T>;
  template <typename T> T typed(T a, T b) const {
    return narrowFromDouble<T>(std::atan2(double(widen(a)), double(widen(b))));
  }
  Element element(const Element &a, const Element &b) const {
    return atan2(a, b);
  }
};

struct ShiftLeftKernel {
  template <typename T> static constexpr bool hasTyped = isIntStorage<T>;
  template <typename T> T typed(T a, T b) const {
    auto amount = std::make_unsigned_t<T>(b);
    if (amount >= bitsOf<T>())
      return T(0);
    return T(Wide<T>(a) << amount);
  }
  Element element(const Element &a, const Element &b) const {
    return shiftLeft(a, b);
  }
};

struct ShiftRightArithmeticKernel {
  template <typename T> static constexpr bool hasTyped = isIntStorage<T>;
  template <typename T> T typed(T a, T b) const {
    using S = std::make_signed_t<T>;
    auto amount = std::make_unsigned_t<T>(b);
    if (amount >= bitsOf<T>())
      amount = bitsOf<T>() - 1;
    return T(S(a) >> amount);
  }
  Element element(const Element &a, const Element &b) const {
    return shiftRightArithmetic(a, b);
  }
};

struct ShiftRightLogicalKernel {
  template <typename T> static constexpr bool hasTyped = isIntStorage<T>;
  template <typename T> T typed(T a, T b) const {
    auto amount = std::make_unsigned_t<T>(b);
    if (amount >= bitsOf<T>())
      return T(0);
    return T(std::make_unsigned_t<T>(a) >> amount);
  }
  Element element(const Element &a, const Element &b) const {
    return shiftRightLogical(a, b);
  }
};

struct CompareKernel {
  CompareDirection direction;
  CompareKind kind;

  template <typename T> static constexpr bool hasTyped = true;

  template <typename V> bool ordered(V a, V b) const {
    switch (direction) {
    case CompareDirection::EQ:
      return a == b;
    case CompareDirection::NE:
      return a != b;
    case CompareDirection::GE:
      return a >= b;
    case CompareDirection::GT:
      return a > b;
    case CompareDirection::LE:
      return a <= b;
    case CompareDirection::LT:
      return a < b;
    }
    return false;
  }

  template <typename T> bool typed(T a, T b) const {
    if constexpr (isFloatStorage<T>) {
      if (kind == CompareKind::TotalOrder) {
        auto key = [](T x) {
          auto bits = floatBits(x);
          using U = decltype(bits);
          U sign = U(U(1) << (sizeof(U) * 8 - 1));
          return (bits & sign) ? U(~bits) : U(bits | sign);
        };
        return ordered(key(a), key(b));
      }
      return ordered(widen(a), widen(b));
    } else if constexpr (std::is_same_v<T, bool>) {
      if (kind == CompareKind::Signed)
        return ordered(-int(a), -int(b));
      return ordered(int(a), int(b));
    } else {
      if (kind == CompareKind::Signed)
        return ordered(std::make_signed_t<T>(a), std::make_signed_t<T>(b));
      if (kind == CompareKind::Unsigned)
        return ordered(std::make_unsigned_t<T>(a), std::make_unsigned_t<T>(b));
      return ordered(a, b);
    }
  }
  Element element(const Element &a, const Element &b) const {
    return Element::fromBool(a.getType().getContext(),
                             compare(a, b, direction, kind));
  }
};

/// CompareKernel with its direction fixed at compile time: the typed loop
/// has no per-element switch on the direction.
template <CompareDirection Direction> struct CompareAtKernel {
  CompareKind kind;

  template <typename T> static constexpr bool hasTyped = true;
  template <typename T> bool typed(T a, T b) const {
    return CompareKernel{Direction, kind}.typed(a, b);
  }
  Element element(const Element &a, const Element &b) const {
    return CompareKernel{Direction, kind}.element(a, b);
  }
};

//===----------------------------------------------------------------------===//
// Convert
//===----------------------------------------------------------------------===//

/// Converts one storage value to another as stablehlo.convert does; returns
/// false when the pair has no typed rule with the Element path's rounding.
template <typename From, typename To> constexpr bool hasTypedConvert() {
  if constexpr (std::is_same_v<To, Half> || std::is_same_v<To, BFloat16>)
    return !(isIntStorage<From> && sizeof(From) == 8);
  return true;
}

template <typename From, typename To> To convertTyped(From x) {
  if constexpr (std::is_same_v<To, bool>) {
    if constexpr (isFloatStorage<From>)
      return widen(x) != 0;
    else
      return x != 0;
  } else if constexpr (isIntStorage<To>) {
    if constexpr (isFloatStorage<From>) {
      double d = double(widen(x));
      if (std::isnan(d))
        return To(0);
      if constexpr (std::is_signed_v<To>) {
        if (d >= std::ldexp(1.0, int(bitsOf<To>()) - 1))
          return std::numeric_limits<To>::max();
        if (d < std::ldexp(-1.0, int(bitsOf<To>()) - 1))
          return std::numeric_limits<To>::min();
      } else {
        if (d >= std::ldexp(1.0, int(bitsOf<To>())))
          return std::numeric_limits<To>::max();
        if (d <= -1.0)
          return To(0);
      }
      return To(d);
    } else {
      return To(x);
    }
  } else {
    // To is a float storage type.
    if constexpr (isFloatStorage<From>) {
      if constexpr (std::is_same_v<From, double> ||
                    std::is_same_v<To, double>)
        return narrowFromDouble<To>(double(widen(x)));
      else
        return narrow<To>(widen(x));
    } else if constexpr (std::is_same_v<To, Half> ||
                         std::is_same_v<To, BFloat16>) {
      return To::fromDouble(double(x));
    } else {
      return To(x);
    }
  }
}

} // namespace kernels
} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_KERNELS_H
